// The bell's button in the top bar (signed-in members). It draws at once; the bell itself (its
// panel, live count and the acknowledgement) comes with the members' part of the shell
// (NotificationBell.tsx, in shell/MemberShell.tsx), which draws this same button.
import type { Ref } from 'react';
import { Icon } from '../../ui/Icon';
import { badgeLabel } from '../../ui/badgeLabel';
import './notifications.css';

export function NotificationBellButton({
  ref,
  unseen,
  open,
  panelId,
  onClick,
}: {
  ref?: Ref<HTMLButtonElement>;
  /** Notifications that arrived since the bell was last opened (0 until the counts are in). */
  unseen: number;
  open: boolean;
  panelId?: string;
  onClick: () => void;
}) {
  const text = badgeLabel(unseen);
  return (
    <button
      ref={ref}
      type="button"
      className="nav-link nav-icon-link"
      aria-label={text ? `Notifications, ${unseen} new` : 'Notifications'}
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onClick={onClick}
    >
      <Icon name="bell" />
      {text ? (
        <span className="badge" data-testid="notifications-badge" aria-hidden="true">
          {text}
        </span>
      ) : null}
    </button>
  );
}
