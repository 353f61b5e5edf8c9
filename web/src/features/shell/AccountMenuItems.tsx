// The account menu's items (UserMenu.tsx draws its button): Profile, Settings, Admin Dashboard
// (admin and godmin only) and Logout, with arrow-key navigation; Escape closes and gives focus
// back to the button. Mounted from the menu's first opening on, shown while it is open.
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { Link } from '../../routing';
import { PageIcon } from '../../ui/PageIcon';
import { useLogout } from '../session/useLogout';

export function AccountMenuItems({
  id,
  open,
  onClose,
  buttonRef,
  displayName,
  username,
  isAdmin,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  displayName: string;
  username: string | null;
  isAdmin: boolean;
}) {
  const menuRef = useRef<HTMLDivElement>(null);
  const { logout, isInFlight } = useLogout();

  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      list[(index + 1) % list.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      list[(index - 1 + list.length) % list.length]?.focus();
    } else if (event.key === 'Home') {
      event.preventDefault();
      list[0]?.focus();
    } else if (event.key === 'End') {
      event.preventDefault();
      list[list.length - 1]?.focus();
    } else if (event.key === 'Tab') {
      onClose();
    }
  };

  if (!open) return null;
  return (
    <div ref={menuRef} id={id} className="menu" role="menu" aria-label="Account" onKeyDown={onMenuKeyDown}>
      <div className="menu-header" role="presentation">
        <strong>{displayName}</strong>
        {username ? <span className="muted">@{username}</span> : <span className="muted">No username yet</span>}
      </div>
      <Link role="menuitem" className="menu-item" to="/profile" onClick={onClose}>
        <PageIcon name="user" /> Profile
      </Link>
      <Link role="menuitem" className="menu-item" to="/settings" onClick={onClose}>
        <PageIcon name="settings" /> Settings
      </Link>
      {isAdmin ? (
        <Link role="menuitem" className="menu-item" to="/admin" onClick={onClose}>
          <PageIcon name="shield" /> Admin Dashboard
        </Link>
      ) : null}
      <button
        role="menuitem"
        type="button"
        className="menu-item"
        disabled={isInFlight}
        onClick={() => {
          onClose();
          logout();
        }}
      >
        <PageIcon name="logout" /> Logout
      </button>
    </div>
  );
}
