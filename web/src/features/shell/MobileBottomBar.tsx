// The mobile bottom bar (spec §2), shown at or under 768 px: Home/Clear, Explore, Create,
// Messages (with the unread badge), Profile. Guests tapping Messages or Profile go to /register.
import { NavLink, useLocation } from '../../routing';
import { Icon } from '../../ui/Icon';
import { useMessageBadge } from '../notifications/useMessageBadge';
import '../notifications/notifications.css';
import { isExploreSection } from './shellRules';
import { useShellActions } from './useShellActions';

export function MobileBottomBar() {
  const location = useLocation();
  const { filtersActive, clearFilters, createPost, guestTarget, isAuthenticated } = useShellActions();
  const exploreActive = isExploreSection(location.pathname);
  const messageBadge = useMessageBadge();
  return (
    <nav className="bottombar narrow-only" aria-label="Quick navigation">
      {filtersActive ? (
        <button type="button" className="bottombar-item" onClick={clearFilters}>
          <Icon name="filterOff" />
          <span>Clear</span>
        </button>
      ) : (
        <NavLink to="/" end className="bottombar-item">
          <Icon name="home" />
          <span>Home</span>
        </NavLink>
      )}
      <NavLink to="/explore" className={() => `bottombar-item${exploreActive ? ' active' : ''}`}>
        <Icon name="compass" />
        <span>Explore</span>
      </NavLink>
      <button type="button" className="bottombar-item bottombar-create" onClick={createPost}>
        <Icon name="plus" />
        <span>Create</span>
      </button>
      <NavLink
        to={guestTarget('/messages')}
        className={() => `bottombar-item${isAuthenticated && location.pathname.startsWith('/messages') ? ' active' : ''}`}
        aria-label={messageBadge.text ? messageBadge.linkLabel : undefined}
      >
        <span className="bottombar-icon">
          <Icon name="message" />
          {messageBadge.text ? (
            <span className="badge" data-testid="messages-badge" aria-hidden="true">
              {messageBadge.text}
            </span>
          ) : null}
        </span>
        <span>Messages</span>
      </NavLink>
      <NavLink to={guestTarget('/profile')} className={() => `bottombar-item${isAuthenticated && location.pathname.startsWith('/profile') ? ' active' : ''}`}>
        <Icon name="user" />
        <span>Profile</span>
      </NavLink>
    </nav>
  );
}
