// The notification bell of the top bar (signed-in members), in the members' part of the shell
// (shell/MemberShell.tsx): a badge with the number of notifications that arrived since it was
// last opened, live. Opening it acknowledges them (acknowledgeNotifications) and shows the
// list; Escape or a click outside closes it. Until this part is in, the shell draws the same
// button (NotificationBellButton) and holds a tap on it for the bell to open with.
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { isTopLayer, pushLayer } from '../../ui/layers';
import { Spinner } from '../../ui/Spinner';
import { acknowledgeNotifications } from './acknowledgeNotifications';
import { NotificationBellButton } from './NotificationBellButton';
import { useUnreadCounts } from './useUnreadCounts';
import { lazyPart } from '../../ui/lazyPart';

// The list and its queries load when the bell is first opened (inside the Suspense below).
const NotificationDropdown = lazyPart(() => import('./NotificationDropdown').then((m) => m.NotificationDropdown));

export const NOTIFICATIONS_LOAD_FAILED = 'Could not load your notifications.';

/** `openedBefore`: the bell was tapped (an odd number of times) before this part was in. */
export function NotificationBell({ openedBefore }: { openedBefore: boolean }) {
  const counts = useUnreadCounts();
  const [open, setOpen] = useState(openedBefore);
  // Each opening asks the server again (a remount may otherwise be served Relay's earlier fetch).
  const [openings, setOpenings] = useState(openedBefore ? 1 : 0);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const environment = useRelayEnvironment();

  const acknowledge = () => {
    // Nothing to acknowledge when the live count says nothing is unseen; not critical either:
    // the badge stays until the next opening.
    if (!counts.loaded || counts.notificationsUnseen > 0) acknowledgeNotifications(environment);
  };

  // The tap held before this part was in: acknowledged as the bell opens, its (new) button focused.
  useEffect(() => {
    if (!openedBefore) return;
    acknowledge();
    buttonRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const toggle = () => {
    if (!open) {
      acknowledge();
      setOpenings((n) => n + 1);
    }
    setOpen(!open);
  };

  useEffect(() => {
    if (!open) return;
    const layer = Symbol('notifications');
    const popLayer = pushLayer(layer);
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (rootRef.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isTopLayer(layer)) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey, true);
    return () => {
      popLayer();
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [open]);

  return (
    <div className="notif-bell" ref={rootRef}>
      <NotificationBellButton ref={buttonRef} unseen={counts.loaded ? counts.notificationsUnseen : 0} open={open} panelId={panelId} onClick={toggle} />
      {open ? (
        <div id={panelId} className="notif-panel" role="dialog" aria-label="Notifications">
          <ErrorBoundary fallback={() => <p className="notif-error">{NOTIFICATIONS_LOAD_FAILED}</p>}>
            <Suspense fallback={<Spinner label="Loading notifications…" />}>
              <NotificationDropdown opening={openings} onNavigate={() => setOpen(false)} />
            </Suspense>
          </ErrorBoundary>
        </div>
      ) : null}
    </div>
  );
}
