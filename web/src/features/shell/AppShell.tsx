// The application shell: top bar, the members' banners and listeners, the routed page, footer,
// mobile bottom bar, search dialog, the update banner and toasts. It owns AppShellQuery (the viewer), which
// the root route preloads; the shell itself never waits for it: until the viewer arrives
// (or if it cannot be fetched) the account menu is drawn from the stored user. What only
// members use comes with the members' part of the shell (memberShell.ts), after the first render.
import { Suspense, useCallback, useEffect, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Outlet, ScrollRestoration, useLocation } from '../../routing';
import { usePageQueryRef } from '../../relay/usePageQueryRef';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { PageSkeleton } from '../../ui/AppFrameSkeleton';
import { ToastViewport } from '../../ui/ToastViewport';
import { useBanNotice } from '../session/banNotice';
// From the start: the lazily loaded analytics prompt waits for the visitor's first interaction.
import '../analytics/firstInteraction';
import { reportViewerMissing, updateUser } from '../session/sessionStore';
import { readStoredUser } from '../session/storedUser';
import { useSession } from '../session/useSession';
import { reportCommittedPath } from './committedLocation';
import { Footer, FooterFlaggedLinks } from './Footer';
import { MobileBottomBar } from './MobileBottomBar';
import { TopBar } from './TopBar';
import { UserMenuView, type AccountMenuState } from './UserMenuView';
import { readMemberShell, useMemberShell } from './memberShell';
import type { AppShellQuery } from './__generated__/AppShellQuery.graphql';
import { useHideOnScroll } from './useHideOnScroll';
import { useIsMobile } from './useMediaQuery';
import { lazyDialog } from '../../ui/lazyDialog';
import { useHydrated } from '../../ui/useHydrated';
import { lazyPart } from '../../ui/lazyPart';

// The search dialog's code loads when it is first opened; it then stays mounted (closed).
// Analytics start after the page: page views wait for consent anyway, and the queue, the prompt
// and web-vitals stay out of the first load.
const AnalyticsRoot = lazyPart(() => import('../analytics/AnalyticsRoot').then((m) => m.AnalyticsRoot));
const SearchModal = lazyPart(() => import('./SearchModal').then((m) => m.SearchModal));
// The update checks start after the page too: the banner shows only once a newer build is found.
const UpdateBanner = lazyPart(() => import('./UpdateBanner').then((m) => m.UpdateBanner));
// Loads when the server has signed this tab out for a ban and there is a notice to show.
const BanNoticeDialog = lazyDialog(() => import('../session/BanNoticeDialog').then((m) => m.BanNoticeDialog));

export const appShellQuery = graphql`
  query AppShellQuery {
    viewer {
      id
      ...storedUser_user
      ...UserMenu_viewer
      ...VerifyEmailBanner_viewer
      ...OnboardingLauncher_viewer
      ...MemberAnalyticsConsent_viewer
    }
    ...Footer_query
  }
`;

function StoredUserMenu({ menu }: { menu: AccountMenuState }) {
  const { user, isAdmin } = useSession();
  if (!user) return null;
  return <UserMenuView displayName={user.displayName} username={user.username} avatarColor={user.avatarColor} isAdmin={isAdmin} menu={menu} />;
}

function ViewerMenu({ queryRef, menu }: { queryRef: PreloadedQuery<AppShellQuery>; menu: AccountMenuState }) {
  const data = usePreloadedQuery<AppShellQuery>(appShellQuery, queryRef);
  if (!data.viewer) return <StoredUserMenu menu={menu} />;
  // The menu drawn from the viewer comes with the members' part of the shell: until both are in,
  // the stored user's menu (the Suspense fallback) stays, and is then swapped for it once.
  const { UserMenu } = readMemberShell();
  return <UserMenu viewer={data.viewer} menu={menu} />;
}

function ViewerFooterLinks({ queryRef }: { queryRef: PreloadedQuery<AppShellQuery> }) {
  return <FooterFlaggedLinks query={usePreloadedQuery<AppShellQuery>(appShellQuery, queryRef)} />;
}

/** Keeps the stored user in step with the server; shows the verification banner and onboarding. */
function ViewerExtras({ queryRef }: { queryRef: PreloadedQuery<AppShellQuery> }) {
  const data = usePreloadedQuery<AppShellQuery>(appShellQuery, queryRef);
  const session = useSession();
  const memberShell = useMemberShell();
  const viewer = data.viewer;
  useEffect(() => {
    if (session.status !== 'authenticated') return;
    if (viewer) updateUser(readStoredUser(viewer));
    else reportViewerMissing();
  }, [viewer, session.status]);
  if (!viewer || !session.isAuthenticated || !memberShell) return null;
  return <memberShell.MemberViewerExtras viewer={viewer} />;
}

export default function AppShell() {
  const queryRef = usePageQueryRef<AppShellQuery>();
  const session = useSession();
  const isMobile = useIsMobile();
  const barHidden = useHideOnScroll(isMobile);
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchUsed, setSearchUsed] = useState(false);
  if (searchOpen && !searchUsed) setSearchUsed(true);
  const openSearch = useCallback(() => setSearchOpen(true), []);
  const closeSearch = useCallback(() => setSearchOpen(false), []);
  // Held here so the account menu stays open when it is redrawn from the viewer.
  const [accountMenuOpen, setAccountMenuOpen] = useState(false);
  const accountMenu: AccountMenuState = { open: accountMenuOpen && session.isAuthenticated, setOpen: setAccountMenuOpen };
  const location = useLocation();
  const hydrated = useHydrated();
  const banNotice = useBanNotice();
  const memberShell = useMemberShell();

  useEffect(() => {
    if (!session.isAuthenticated) setAccountMenuOpen(false);
  }, [session.isAuthenticated]);

  useEffect(() => {
    reportCommittedPath(location.pathname);
  }, [location.pathname]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setSearchOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const account = (
    <ErrorBoundary fallback={() => <StoredUserMenu menu={accountMenu} />}>
      <Suspense fallback={<StoredUserMenu menu={accountMenu} />}>
        {queryRef ? <ViewerMenu queryRef={queryRef} menu={accountMenu} /> : <StoredUserMenu menu={accountMenu} />}
      </Suspense>
    </ErrorBoundary>
  );

  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <TopBar hidden={barHidden} onOpenSearch={openSearch} account={account} />
      {queryRef ? (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <ViewerExtras queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
      {session.isAuthenticated && memberShell ? (
        <ErrorBoundary fallback={() => null}>
          <memberShell.MemberListeners />
        </ErrorBoundary>
      ) : null}
      <main id="main" className="main" tabIndex={-1}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer
        flagged={
          queryRef ? (
            <ErrorBoundary fallback={() => null}>
              <Suspense fallback={null}>
                <ViewerFooterLinks queryRef={queryRef} />
              </Suspense>
            </ErrorBoundary>
          ) : null
        }
      />
      <MobileBottomBar />
      {searchUsed ? (
        <Suspense fallback={null}>
          <SearchModal open={searchOpen} onClose={closeSearch} />
        </Suspense>
      ) : null}
      {/* Not in a server-rendered page: analytics and update checks start in the browser, after the page. */}
      {hydrated ? (
        <>
          <ErrorBoundary fallback={() => null}>
            <Suspense fallback={null}>
              <AnalyticsRoot />
            </Suspense>
          </ErrorBoundary>
          <ErrorBoundary fallback={() => null}>
            <Suspense fallback={null}>
              <UpdateBanner />
            </Suspense>
          </ErrorBoundary>
        </>
      ) : null}
      <ToastViewport />
      {banNotice ? <BanNoticeDialog /> : null}
      <ScrollRestoration />
    </div>
  );
}
