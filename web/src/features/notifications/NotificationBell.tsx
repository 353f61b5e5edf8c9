// The notification bell of the top bar (signed-in members): a badge with the number of
// notifications that arrived since it was last opened, live. Opening it acknowledges them
// (acknowledgeNotifications) and shows the list; Escape or a click outside closes it.
// The live parts (counts, the notificationAdded subscription, the daily old-notification
// cleanup) come with the members' part of the shell (shell/MemberShell.tsx); the button draws
// without them, with no badge until the counts are in.
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { Icon } from '../../ui/Icon';
import { isTopLayer, pushLayer } from '../../ui/layers';
import { Spinner } from '../../ui/Spinner';
import { badgeLabel } from '../../ui/badgeLabel';
import { loadMemberShell } from '../shell/memberShell';
import { useUnreadCounts } from './useUnreadCounts';
import './notifications.css';
import { lazyPart } from '../../ui/lazyPart';

// The list and its queries load when the bell is first opened (inside the Suspense below).
const NotificationDropdown = lazyPart(() => import('./NotificationDropdown').then((m) => m.NotificationDropdown));

export const NOTIFICATIONS_LOAD_FAILED = 'Could not load your notifications.';

export function NotificationBell() {
  const counts = useUnreadCounts();
  const [open, setOpen] = useState(false);
  // Each opening asks the server again (a remount may otherwise be served Relay's earlier fetch).
  const [openings, setOpenings] = useState(0);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const environment = useRelayEnvironment();

  const unseen = counts.loaded ? counts.notificationsUnseen : 0;
  const text = badgeLabel(unseen);

  const toggle = () => {
    // Nothing to acknowledge when the live count says nothing is unseen.
    if (!open && (!counts.loaded || counts.notificationsUnseen > 0)) {
      // Not critical: the badge stays until the next opening.
      loadMemberShell().then((shell) => shell.acknowledgeNotifications(environment), () => undefined);
    }
    if (!open) setOpenings((n) => n + 1);
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
      <button
        ref={buttonRef}
        type="button"
        className="nav-link nav-icon-link"
        aria-label={text ? `Notifications, ${unseen} new` : 'Notifications'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      >
        <Icon name="bell" />
        {text ? (
          <span className="badge" data-testid="notifications-badge" aria-hidden="true">
            {text}
          </span>
        ) : null}
      </button>
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
