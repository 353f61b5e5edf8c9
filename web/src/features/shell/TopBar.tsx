// The top navigation bar (spec §2).
import { useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from '../../routing';
import { Icon } from '../../ui/Icon';
import { NotificationBellButton } from '../notifications/NotificationBellButton';
import { openOnboarding } from '../onboarding/onboardingEvents';
import { useMessageBadge } from '../notifications/useMessageBadge';
import { authPathWithReturn } from '../session/returnTo';
import { useSession } from '../session/useSession';
import { Brand } from './Brand';
import { MobileTopicsMenu } from '../feed/MobileTopicsMenu';
import { LARGE_SCREEN_QUERY } from '../sidebars/sidebarLayout';
import { useMediaQuery } from './useMediaQuery';
import { isExploreSection } from './shellRules';
import { useShellActions } from './useShellActions';
import { useMemberShell } from './memberShell';

/**
 * The bell comes with the members' part of the shell; until it is in, the same button draws and
 * holds a tap, for the bell to open with.
 */
function Notifications() {
  const memberShell = useMemberShell();
  const [openedBefore, setOpenedBefore] = useState(false);
  if (memberShell) return <memberShell.NotificationBell openedBefore={openedBefore} />;
  return (
    <div className="notif-bell">
      <NotificationBellButton unseen={0} open={openedBefore} onClick={() => setOpenedBefore((opened) => !opened)} />
    </div>
  );
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

export function TopBar({ hidden, onOpenSearch, account }: { hidden: boolean; onOpenSearch: () => void; account: ReactNode }) {
  const location = useLocation();
  const large = useMediaQuery(LARGE_SCREEN_QUERY);
  const { filtersActive, clearFilters, createPost, isAuthenticated } = useShellActions();
  const exploreActive = isExploreSection(location.pathname);
  const here = location.pathname + location.search;
  const returnTo = location.pathname === '/' ? null : here;
  const messageBadge = useMessageBadge();
  // Until onboarding is marked complete (the device's copy of the server's flag).
  const session = useSession();
  const personalize = isAuthenticated && session.user?.onboardingComplete !== true;

  return (
    <header className={`topbar${hidden ? ' topbar-hidden' : ''}`}>
      <div className="topbar-inner">
        {/* Home below desktop width: the slide-out topics menu (the sidebars are not shown there). */}
        {location.pathname === '/' && !large ? <MobileTopicsMenu /> : null}
        <Brand />
        <nav className="topbar-nav wide-only" aria-label="Main">
          {/* Home and Clear Filters share one slot as wide as the wider of them, so nothing
              after it moves when one turns into the other. */}
          <span className="nav-slot">
            {filtersActive ? (
              <button type="button" className="nav-link nav-clear" onClick={clearFilters}>
                <Icon name="filterOff" size={18} /> Clear Filters
              </button>
            ) : (
              <NavLink to="/" end className="nav-link">
                Home
              </NavLink>
            )}
            <span className="nav-link nav-clear nav-slot-reserve" aria-hidden="true">
              <Icon name="filterOff" size={18} /> Clear Filters
            </span>
          </span>
          <NavLink to="/about" className="nav-link">
            About
          </NavLink>
          <NavLink to="/explore" className={() => `nav-link${exploreActive ? ' active' : ''}`} aria-current={exploreActive ? 'page' : undefined}>
            Explore
          </NavLink>
        </nav>
        <div className="topbar-actions">
          <button
            type="button"
            className="search-trigger"
            onClick={onOpenSearch}
            // Starts with the visible text, 'Search Ctrl K' (WCAG 2.5.3); an icon alone on narrow screens.
            aria-label={`Search ${isMac ? '⌘K' : 'Ctrl K'}`}
            aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
          >
            <Icon name="search" />
            <span className="wide-only search-label">Search</span>
            <kbd className="wide-only" aria-hidden="true">
              {isMac ? '⌘K' : 'Ctrl K'}
            </kbd>
          </button>
          <button type="button" className="button button-primary wide-only" onClick={createPost}>
            <Icon name="plus" size={18} />
            <span className="compact-label">Create Post</span>
          </button>
          {personalize ? (
            <button type="button" className="button button-ghost personalize-button" onClick={openOnboarding} aria-label="Personalize my feed" title="Personalize my feed">
              <Icon name="compass" size={18} />
              <span className="personalize-label" aria-hidden="true">
                Personalize my feed
              </span>
            </button>
          ) : null}
          {isAuthenticated ? (
            <NavLink to="/messages" className="nav-link nav-icon-link wide-only" aria-label={messageBadge.iconLinkLabel}>
              <Icon name="message" />
              {messageBadge.text ? (
                <span className="badge" data-testid="messages-badge" aria-hidden="true">
                  {messageBadge.text}
                </span>
              ) : null}
            </NavLink>
          ) : null}
          {isAuthenticated ? <Notifications /> : null}
          {isAuthenticated ? (
            account
          ) : (
            <>
              <Link to={authPathWithReturn('/login', returnTo)} className="button button-ghost wide-only">
                Login
              </Link>
              <Link to={authPathWithReturn('/register', returnTo)} className="button button-primary wide-only">
                Sign Up
              </Link>
              <Link to={authPathWithReturn('/login', returnTo)} className="button button-primary narrow-only">
                Sign In
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
