// Hiding the welcome or start-here post, after a confirmation (content spec §2): a member's
// choice is saved in their settings and the post leaves the feed's connection; a guest's, or one
// the server could not save, is remembered on this device. HomePage loads it when a hide link is
// first used.
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useSession } from '../session/useSession';
import type { WelcomeKind } from './FeedPostCard';
import { useDismissWelcomePostMutation } from './useDismissWelcomePostMutation';

export function HideWelcomePostDialog({
  kind,
  postId,
  connectionId,
  onHiddenOnDevice,
  onDone,
}: {
  kind: WelcomeKind;
  postId: string;
  /** The feed connection the page loaded, which the post leaves. */
  connectionId: string;
  /** Remember the choice on this device (a guest, or the setting could not be saved). */
  onHiddenOnDevice: (kind: WelcomeKind) => void;
  /** Hidden, or not after all: the dialog goes. */
  onDone: () => void;
}) {
  const session = useSession();
  const [commitDismiss, dismissing] = useDismissWelcomePostMutation();

  const hide = () => {
    if (!session.isAuthenticated) {
      onHiddenOnDevice(kind);
      onDone();
      return;
    }
    commitDismiss({
      kind,
      postId,
      connections: [connectionId],
      onCompleted: onDone,
      // The setting could not be saved: remember it on this device instead.
      onError: () => {
        onHiddenOnDevice(kind);
        onDone();
      },
    });
  };

  return (
    <ConfirmDialog
      open
      title={kind === 'startHere' ? 'Hide the start-here post?' : 'Hide the welcome post?'}
      confirmLabel="Hide post"
      busyLabel="Hiding…"
      busy={dismissing}
      onConfirm={hide}
      onCancel={onDone}
    >
      <p>It will no longer appear in your feed.</p>
    </ConfirmDialog>
  );
}
