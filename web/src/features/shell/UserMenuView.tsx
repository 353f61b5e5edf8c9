// The signed-in member's menu: Profile, Settings, Admin Dashboard (admin and godmin
// only) and Logout. A menu button with arrow-key navigation; Escape or a click outside closes it.
// The items (AccountMenuItems, with logout) load when the menu is first opened.
// Whether it is open is owned by the shell (AccountMenuState): the menu is drawn from the
// stored user until the viewer arrives and then from the viewer (UserMenu.tsx), and those are
// two different elements; state kept here would be lost at the swap, closing a menu the member
// just opened.
import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Avatar } from '../../ui/Avatar';
import { lazyPart } from '../../ui/lazyPart';

// The menu's items (and logout's code) load when it is first opened.
const AccountMenuItems = lazyPart(() => import('./AccountMenuItems').then((m) => m.AccountMenuItems));

/** The open state of the account menu, held above the stored-user / viewer swap. */
export interface AccountMenuState {
  open: boolean;
  setOpen: (open: boolean | ((open: boolean) => boolean)) => void;
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
  // Once opened, the items stay mounted (closed), so a logout in flight keeps its item disabled.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open, setOpen]);

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
      {opened ? (
        <Suspense fallback={null}>
          <AccountMenuItems
            id={menuId}
            open={open}
            onClose={() => setOpen(false)}
            buttonRef={buttonRef}
            displayName={displayName}
            username={username}
            isAdmin={isAdmin}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
