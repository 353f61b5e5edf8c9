// The signed-in member's menu: Profile, Settings, Admin Dashboard (admin and godmin
// only) and Logout. A menu button with arrow-key navigation; Escape or a click outside closes it.
// Whether it is open is owned by the shell (AccountMenuState): the menu is drawn from the
// stored user until the viewer arrives and then from the viewer, and those are two different
// elements; state kept here would be lost at the swap, closing a menu the member just opened.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from '../../routing';
import { Avatar } from '../../ui/Avatar';
import { Icon } from '../../ui/Icon';
import { isAdminRole } from '../session/sessionUser';
import { useLogout } from '../session/useLogout';
import type { UserMenu_viewer$key } from './__generated__/UserMenu_viewer.graphql';
import { BadgeCount } from '../badges/BadgeCount';

/** The open state of the account menu, held above the stored-user / viewer swap. */
export interface AccountMenuState {
  open: boolean;
  setOpen: (open: boolean | ((open: boolean) => boolean)) => void;
}

export function UserMenu({ viewer, menu }: { viewer: UserMenu_viewer$key; menu: AccountMenuState }) {
  const data = useFragment(
    graphql`
      fragment UserMenu_viewer on User {
        displayName
        username
        avatarColor
        role
        ...BadgeCount_viewer
      }
    `,
    viewer,
  );
  return (
    <UserMenuView
      displayName={data.displayName}
      username={data.username ?? null}
      avatarColor={data.avatarColor}
      isAdmin={isAdminRole(data.role)}
      menu={menu}
      badges={<BadgeCount viewer={data} />}
    />
  );
}

export function UserMenuView({
  displayName,
  username,
  avatarColor,
  isAdmin,
  menu,
  badges,
}: {
  displayName: string;
  username: string | null;
  avatarColor: string | null;
  isAdmin: boolean;
  menu: AccountMenuState;
  /** The badge count (from the viewer; absent while the menu is drawn from the stored user). */
  badges?: ReactNode;
}) {
  const { open, setOpen } = menu;
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { logout, isInFlight } = useLogout();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open, setOpen]);

  const items = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
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
      setOpen(false);
    }
  };
  const close = () => setOpen(false);

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Avatar name={displayName} color={avatarColor} size={32} />
        <span className="user-menu-name wide-only">{displayName}</span>
        {badges}
        <span className="visually-hidden">Account menu</span>
      </button>
      {open ? (
        <div id={menuId} className="menu" role="menu" aria-label="Account" onKeyDown={onMenuKeyDown}>
          <div className="menu-header" role="presentation">
            <strong>{displayName}</strong>
            {username ? <span className="muted">@{username}</span> : <span className="muted">No username yet</span>}
          </div>
          <Link role="menuitem" className="menu-item" to="/profile" onClick={close}>
            <Icon name="user" /> Profile
          </Link>
          <Link role="menuitem" className="menu-item" to="/settings" onClick={close}>
            <Icon name="settings" /> Settings
          </Link>
          {isAdmin ? (
            <Link role="menuitem" className="menu-item" to="/admin" onClick={close}>
              <Icon name="shield" /> Admin Dashboard
            </Link>
          ) : null}
          <button
            role="menuitem"
            type="button"
            className="menu-item"
            disabled={isInFlight}
            onClick={() => {
              close();
              logout();
            }}
          >
            <Icon name="logout" /> Logout
          </button>
        </div>
      ) : null}
    </div>
  );
}
