// The account menu drawn from the viewer (AppShellQuery), with the member's badge count: part of
// the members' part of the shell (MemberShell.tsx); until the viewer and it are in, the shell
// draws the same menu from the stored user (UserMenuView.tsx).
import { graphql, useFragment } from 'react-relay';
import { isAdminRole } from '../session/sessionUser';
import type { UserMenu_viewer$key } from './__generated__/UserMenu_viewer.graphql';
import { BadgeCount } from '../badges/BadgeCount';
import { UserMenuView, type AccountMenuState } from './UserMenuView';

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
