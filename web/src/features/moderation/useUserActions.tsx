// The member items of the one user-actions menu (content spec §2, §6, §8 "User actions"; shell
// spec §6), shared by post cards, the post page, comments and member profiles:
// - Report post / Report comment (the flag modal) and Report user (the report-user modal);
//   guests go to /login and come back;
// - Mute / Unmute and Block / Unblock (members; Block asks first), with the spec's toasts;
// - for admins and godmins, Issue Warning and Ban User.
// Never offered on oneself (nor reporting one's own content). The caller puts the items into its
// ActionMenu and renders `dialogs` next to it.
import { useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigate } from '../../routing';
import type { ActionMenuItem } from '../../ui/ActionMenu';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { authPathWithReturn } from '../session/returnTo';
import { useSession } from '../session/useSession';
import type { useUserActions_user$key } from './__generated__/useUserActions_user.graphql';
import type { FlagTarget } from './FlagContentModal';
import { useUserRelation } from './userRelations';
import { useUserRelationToggle } from './useUserRelationToggle';
import { lazyDialog } from '../../ui/lazyDialog';
import './userActions.css';

const FlagContentModal = lazyDialog(() => import('./FlagContentModal').then((m) => m.FlagContentModal));
const ReportUserModal = lazyDialog(() => import('./ReportUserModal').then((m) => m.ReportUserModal));
const IssueWarningDialog = lazyDialog(() => import('./IssueWarningDialog').then((m) => m.IssueWarningDialog));
const BanUserDialog = lazyDialog(() => import('./BanUserDialog').then((m) => m.BanUserDialog));

export interface UserActionsOptions {
  /** The post or comment the menu belongs to (GraphQL global ids): adds Report post / Report comment. */
  content?: FlagTarget;
  /** Called once the member is blocked (e.g. the post page of their post leaves). */
  onBlocked?: () => void;
}

type OpenDialog = 'flag' | 'report' | 'block' | 'warn' | 'ban' | null;

export function useUserActions(userRef: useUserActions_user$key | null | undefined, options: UserActionsOptions = {}): { items: ActionMenuItem[]; dialogs: ReactNode } {
  const user = useFragment(
    graphql`
      fragment useUserActions_user on User {
        id
        userId
        username
        displayName
        viewerHasBlocked
        viewerHasMuted
      }
    `,
    userRef ?? null,
  ) ?? null;
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState<OpenDialog>(null);
  const { toggle, busy } = useUserRelationToggle();
  const relation = useUserRelation(user?.id, user ? { blocked: user.viewerHasBlocked, muted: user.viewerHasMuted } : null);

  const viewer = session.user;
  const own = user !== null && viewer != null && user.userId === viewer.userId;
  if (!user || own) return { items: [], dialogs: null };

  const signedIn = session.isAuthenticated;
  const goLogin = () => navigate(authPathWithReturn('/login', location.pathname + location.search + location.hash));
  const name = user.username ?? user.displayName;
  const target = { id: user.id, username: user.username };
  // After the store update the blocked member's posts and comments leave the screen; the
  // relation in the Relay store and in the cache follow the toggle (useUserRelationToggle).
  const blocked = relation.blocked;
  const muted = relation.muted;

  const items: ActionMenuItem[] = [];
  const content = options.content;
  if (content) {
    const what = 'postId' in content ? 'post' : 'comment';
    items.push({ key: `report-${what}`, label: `Report ${what}`, icon: 'flag', onSelect: () => (signedIn ? setOpen('flag') : goLogin()) });
  }
  items.push({ key: 'report-user', label: 'Report user', icon: 'alert', onSelect: () => (signedIn ? setOpen('report') : goLogin()) });
  if (signedIn) {
    items.push({
      key: 'mute',
      label: muted ? `Unmute @${name}` : `Mute @${name}`,
      icon: 'mute',
      disabled: busy,
      onSelect: () => toggle(target, muted ? 'unmute' : 'mute'),
    });
    items.push({
      key: 'block',
      label: blocked ? `Unblock @${name}` : `Block @${name}`,
      icon: 'block',
      tone: blocked ? undefined : 'danger',
      disabled: busy,
      onSelect: () => (blocked ? toggle(target, 'unblock') : setOpen('block')),
    });
  }
  if (session.isAdmin) {
    items.push({ key: 'warn', label: 'Issue Warning', icon: 'shield', onSelect: () => setOpen('warn') });
    items.push({ key: 'ban', label: 'Ban User', icon: 'shield', tone: 'danger', onSelect: () => setOpen('ban') });
  }

  const close = () => setOpen(null);
  const dialogs = (
    <>
      {open === 'flag' && content ? <FlagContentModal target={content} onClose={close} /> : null}
      {open === 'report' ? <ReportUserModal userId={user.id} username={name} onClose={close} /> : null}
      {open === 'warn' ? <IssueWarningDialog userId={user.id} username={name} onClose={close} /> : null}
      {open === 'ban' ? <BanUserDialog userId={user.id} username={name} onClose={close} /> : null}
      <ConfirmDialog
        open={open === 'block'}
        title={`Block @${name}?`}
        confirmLabel="Block"
        busyLabel="Blocking…"
        tone="danger"
        busy={busy}
        onConfirm={() =>
          toggle(target, 'block', () => {
            close();
            options.onBlocked?.();
          })
        }
        onCancel={close}
      >
        <p>
          You won’t see their posts or comments, they can’t comment on your posts or reply to your comments, and neither of you
          can message the other. They are not notified. You can unblock them any time in Settings.
        </p>
      </ConfirmDialog>
    </>
  );
  return { items, dialogs };
}
