// / (home): the community feed (content spec §2 'Home feed', §4 'Feed modes'). The page
// owns HomePageQuery (taxonomy, flags, top picks, the weekly poll, the viewer's dismissals
// and the first page of the feed), preloaded by the route loader from the query parameters.
// Tabs All and Polls (feed=polls). ?create=true opens the composer; the new post goes on
// top of the feed. A failed first page shows the posts cached on the device. On
// extra-large screens the Hot Polls sidebar sits beside the feed.
import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, Navigate, useNavigate, useRevalidator, useSearchParams } from 'react-router-dom';
import { PostComposer } from '../../features/composer/PostComposer';
import { PostCreatedDialog, type CreatedPost } from '../../features/composer/PostCreatedDialog';
import { FeedControls, FeedTabs } from '../../features/feed/FeedControls';
import { FeedErrorBoundary, FeedFailure, FeedSkeleton } from '../../features/feed/FeedFailure';
import { FeedList } from '../../features/feed/FeedList';
import type { WelcomeKind } from '../../features/feed/FeedPostCard';
import { feedKey, hasFeedFilters, homeUrl, readFeedFilters, readFeedTab, withComposer, withSearch, withoutFilters } from '../../features/feed/feedParams';
import { HotPollsSidebar, XL_SCREEN_QUERY } from '../../features/polls/HotPollsSidebar';
import { WeeklyPollCard } from '../../features/polls/WeeklyPollCard';
import { useMediaQuery } from '../../features/shell/useMediaQuery';
import { TopSlots } from '../../features/feed/TopSlots';
import { useDismissWelcomePostMutation } from '../../features/feed/useDismissWelcomePostMutation';
import { OFFLINE_MESSAGE, useOnline } from '../../features/feed/useOnline';
import { readLocalWelcomeDismissal, saveLocalWelcomeDismissal, type WelcomeDismissal } from '../../features/feed/welcomeDismissal';
import { authPathWithReturn } from '../../features/session/returnTo';
import { useSession } from '../../features/session/useSession';
import { COMPOSER_ID } from '../../features/shell/useShellActions';
import { usePageQueryRef } from '../../relay/usePageQueryRef';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Icon } from '../../ui/Icon';
import { usePageTitle } from '../../ui/PageFrame';
import type { HomePageQuery } from './__generated__/HomePageQuery.graphql';

export const homePageQuery = graphql`
  query HomePageQuery(
    $count: Int!
    $sort: FeedSort
    $sector: String
    $tag: String
    $campaign: String
    $category: String
    $search: String
    $postType: PostType
    $withTopSlots: Boolean!
    $withFeaturedPoll: Boolean!
  ) {
    viewer {
      id
      settings {
        ui {
          welcomePostDismissed
          startHerePostDismissed
        }
      }
    }
    featureFlags {
      topSlots
      hotPostBanner
    }
    taxonomy {
      feedFilterSectors
      sectors {
        slug
        name
      }
      categories {
        slug
        name
      }
      campaigns {
        id
        name
      }
      ...PostComposer_taxonomy
    }
    topSlots @include(if: $withTopSlots) {
      ...TopSlots_topSlots
    }
    featuredPoll @include(if: $withFeaturedPoll) {
      id
      ...WeeklyPollCard_post
    }
    ...FeedList_query
      @arguments(
        count: $count
        sort: $sort
        sector: $sector
        tag: $tag
        campaign: $campaign
        category: $category
        search: $search
        postType: $postType
      )
  }
`;

const FEED_PANEL_ID = 'feed-panel';
const NO_CONNECTIONS: string[] = [];

export default function HomePage() {
  const queryRef = usePageQueryRef<HomePageQuery>();
  const [params] = useSearchParams();
  const session = useSession();
  const revalidator = useRevalidator();
  const filters = readFeedFilters(params);
  const tab = readFeedTab(params);
  const key = feedKey(filters, tab);
  const online = useOnline();
  const extraLarge = useMediaQuery(XL_SCREEN_QUERY);
  usePageTitle(filters.search ? `Search: ${filters.search}` : tab === 'polls' ? 'Polls' : 'Home');

  if (params.get('create') === 'true' && !session.isPending && !session.isAuthenticated) {
    return <Navigate to={authPathWithReturn('/register', '/?create=true')} replace />;
  }

  const feed = (
    <div className="page page-normal home">
      {!session.isAuthenticated && !session.isPending ? (
        <section className="hero card" aria-labelledby="hero-title">
          <h1 id="hero-title">Talk shop. Organize. Stay safe.</h1>
          <p>
            Workers Commons is a community run by workers, for workers. Compare notes on pay and schedules, ask how others
            handled a problem at work, and organize with coworkers, without ads, trackers or anyone selling your data.
          </p>
          <div className="button-row">
            <Link to="/register" className="button button-primary">
              Join for free
            </Link>
            <Link to="/privacy-commitment" className="button">
              How we protect you
            </Link>
          </div>
        </section>
      ) : (
        <h1 className="visually-hidden">Home feed</h1>
      )}
      {!online ? (
        <p className="card feed-notice feed-offline" role="status">
          <Icon name="wifiOff" /> {OFFLINE_MESSAGE}
        </p>
      ) : null}
      {queryRef ? (
        <FeedErrorBoundary
          resetKey={queryRef}
          fallback={() => <FeedFailure feedKey={key} onRetry={() => void revalidator.revalidate()} pageShowsOffline />}
        >
          <Suspense fallback={<FeedSkeleton />}>
            <HomeFeed queryRef={queryRef} />
          </Suspense>
        </FeedErrorBoundary>
      ) : (
        <FeedSkeleton />
      )}
    </div>
  );
  // The same tree at every width (the feed is not remounted when the window is resized);
  // the sidebar, and its query, only on extra-large screens.
  return (
    <div className="home-layout">
      {feed}
      {extraLarge ? (
        <aside className="home-sidebar" aria-label="Sidebar">
          <HotPollsSidebar />
        </aside>
      ) : null}
    </div>
  );
}

function HomeFeed({ queryRef }: { queryRef: PreloadedQuery<HomePageQuery> }) {
  const data = usePreloadedQuery<HomePageQuery>(homePageQuery, queryRef);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const filters = readFeedFilters(params);
  const tab = readFeedTab(params);
  const filtered = hasFeedFilters(filters);
  const composerOpen = params.get('create') === 'true' && session.isAuthenticated;
  const [connectionId, setConnectionId] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedPost | null>(null);
  const [hideKind, setHideKind] = useState<WelcomeKind | null>(null);
  const [localDismissal, setLocalDismissal] = useState<WelcomeDismissal>(() => readLocalWelcomeDismissal());
  const refreshRef = useRef<(() => void) | null>(null);
  const [commitDismiss, dismissing] = useDismissWelcomePostMutation();

  const ui = data.viewer?.settings?.ui;
  const dismissed: WelcomeDismissal = {
    welcome: localDismissal.welcome || ui?.welcomePostDismissed === true,
    startHere: localDismissal.startHere || ui?.startHerePostDismissed === true,
  };

  const connections = useMemo(() => (connectionId ? [connectionId] : []), [connectionId]);
  const onConnection = useCallback((id: string) => setConnectionId(id), []);
  const registerRefresh = useCallback((refresh: () => void) => {
    refreshRef.current = refresh;
  }, []);

  const openComposer = () => navigate(homeUrl(withComposer(params, true)));
  const closeComposer = () => navigate(homeUrl(withComposer(params, false)), { replace: true });

  const hideWelcome = () => {
    const kind = hideKind;
    if (!kind) return;
    const done = () => {
      setHideKind(null);
      refreshRef.current?.();
    };
    if (!session.isAuthenticated) {
      setLocalDismissal(saveLocalWelcomeDismissal(kind));
      setHideKind(null);
      return;
    }
    commitDismiss({
      variables: { input: { ui: kind === 'welcome' ? { welcomePostDismissed: true } : { startHerePostDismissed: true } } },
      onCompleted: done,
      // The setting could not be saved: remember it on this device instead.
      onError: () => {
        setLocalDismissal(saveLocalWelcomeDismissal(kind));
        setHideKind(null);
      },
    });
  };

  const taxonomy = data.taxonomy;
  const labels = { categories: taxonomy.categories, sectors: taxonomy.sectors, campaigns: taxonomy.campaigns };

  const emptyState = (
    <section className="card empty-state" aria-labelledby="feed-empty">
      <h2 id="feed-empty">{filtered ? (tab === 'polls' ? 'No polls match' : 'No posts match') : tab === 'polls' ? 'No polls yet' : 'No posts yet'}</h2>
      <p>
        {filters.search
          ? `Nothing was found for “${filters.search}”. Try fewer or different words.`
          : filtered
            ? `There are no ${tab === 'polls' ? 'polls' : 'posts'} with this filter yet.`
            : tab === 'polls'
              ? 'Be the first to ask other workers what they think.'
              : 'Be the first to start a discussion.'}
      </p>
      <div className="button-row">
        {filtered ? (
          <button type="button" className="button" onClick={() => navigate(homeUrl(withSearch(withoutFilters(params), '')))}>
            Clear filters
          </button>
        ) : null}
        <button type="button" className="button button-primary" onClick={openComposer}>
          Create Post
        </button>
      </div>
    </section>
  );

  return (
    <>
      {session.isAuthenticated ? (
        <div id={COMPOSER_ID} tabIndex={-1} className="card composer-entry" role="region" aria-label="Create a post">
          <button type="button" className="composer-entry-button" onClick={openComposer}>
            <Icon name="plus" />
            <span>Start a discussion…</span>
          </button>
        </div>
      ) : null}

      <FeedTabs active={tab} panelId={FEED_PANEL_ID} />
      <div id={FEED_PANEL_ID} role="tabpanel" aria-labelledby={`feed-tab-${tab}`} className="feed-panel">
        <FeedControls sectors={taxonomy.feedFilterSectors} labels={labels} />
        {data.featuredPoll && !filtered && tab === 'all' ? <WeeklyPollCard key={data.featuredPoll.id} post={data.featuredPoll} /> : null}
        {data.featureFlags.topSlots && data.topSlots && !filtered && tab === 'all' ? <TopSlots topSlots={data.topSlots} /> : null}
        <FeedList
          query={data}
          feedKey={feedKey(filters, tab)}
          searching={filters.search !== null}
          hotPostBanner={data.featureFlags.hotPostBanner}
          dismissed={dismissed}
          onHideWelcome={setHideKind}
          onConnection={onConnection}
          registerRefresh={registerRefresh}
          emptyState={emptyState}
          countNoun={tab === 'polls' ? 'poll' : 'post'}
        />
      </div>

      {composerOpen ? (
        <PostComposer
          taxonomy={taxonomy}
          // On the Polls tab the new post may not be a poll: the list loads again instead.
          connections={tab === 'polls' ? NO_CONNECTIONS : connections}
          variant="dialog"
          onClose={closeComposer}
          onReviewed={closeComposer}
          onCreated={(post) => {
            closeComposer();
            setCreated(post);
            if (tab === 'polls') refreshRef.current?.();
            window.scrollTo({ top: 0 });
          }}
        />
      ) : null}
      <PostCreatedDialog post={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={hideKind !== null}
        title={hideKind === 'startHere' ? 'Hide the start-here post?' : 'Hide the welcome post?'}
        confirmLabel="Hide post"
        busyLabel="Hiding…"
        busy={dismissing}
        onConfirm={hideWelcome}
        onCancel={() => setHideKind(null)}
      >
        <p>It will no longer appear in your feed.</p>
      </ConfirmDialog>
    </>
  );
}
