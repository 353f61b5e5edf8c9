// / (home): the community feed (content spec §2 'Home feed' and 'Sidebars', §4 'Feed modes').
// The page owns HomePageQuery (taxonomy, flags, the viewer's follows and dismissals, top picks,
// the weekly poll and the first page of My Feed or of the All / Polls feed), preloaded by the
// route loader from the query parameters. Tabs My Feed (signed-in members, when the flags and
// their follows allow it), All (feed=all, or any filter or search) and Polls (feed=polls).
// ?create=true opens the composer; the new post goes on top of the feed. A failed first page
// shows the posts cached on the device ('Failed to load your feed.' with Retry for My Feed).
// Large screens show the left sidebar, extra-large ones the right one too.
import { Suspense, useCallback, useEffect, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, Navigate, useNavigate, useRevalidator, useSearchParams } from '../../routing';
import type { CreatedPost } from '../../features/composer/PostCreatedDialog';
import { FeedControls, FeedTabs } from '../../features/feed/FeedControls';
import { FeedErrorBoundary, FeedSkeleton } from '../../features/feed/FeedBoundary';
import { FeedList, feedConnectionId } from '../../features/feed/FeedList';
import { FEED_LOAD_FAILED, MY_FEED_LOAD_FAILED } from '../../features/feed/feedMessages';
import type { WelcomeKind } from '../../features/feed/FeedPostCard';
import { feedKey, hasFeedFilters, isMyFeedAllowed, readFeedFilters, readRequestedTab, resolveFeedTab } from '../../features/feed/feedParams';
import { homeUrl, withComposer, withSearch, withoutFilters } from '../../features/feed/feedLinks';
import { myFeedConnectionId } from '../../features/feed/feedConnections';
import { rememberMyFeedOffered } from '../../features/feed/myFeedMemory';
import { openOnboarding } from '../../features/onboarding/onboardingEvents';
import { WeeklyPollCard } from '../../features/polls/WeeklyPollCard';
import { LARGE_SCREEN_QUERY, XL_SCREEN_QUERY, suggestionAfter } from '../../features/sidebars/sidebarLayout';
import { useMediaQuery } from '../../features/shell/useMediaQuery';
import { TopSlots } from '../../features/feed/TopSlots';
import { OFFLINE_MESSAGE, useOnline } from '../../features/feed/useOnline';
import { readLocalWelcomeDismissal, saveLocalWelcomeDismissal, type WelcomeDismissal } from '../../features/feed/welcomeDismissal';
import { authPathWithReturn } from '../../features/session/returnTo';
import { useSession } from '../../features/session/useSession';
import { COMPOSER_ID } from '../../features/shell/useShellActions';
import { usePageQueryRef } from '../../relay/usePageQueryRef';
import { Icon } from '../../ui/Icon';
import { QuietBoundary } from '../../ui/QuietBoundary';
import { lazyDialog } from '../../ui/lazyDialog';
import { lazyPart } from '../../ui/lazyPart';
import { usePageTitle } from '../../ui/PageFrame';
import { useDeviceState } from '../../ui/useHydrated';
import type { HomePageQuery } from './__generated__/HomePageQuery.graphql';
import './home.css';
// The suggestion boxes' styles stay with the page (a server-rendered page shows the boxes before
// any script has run); their code loads below.
import '../../features/communities/communities.css';
import '../../features/sidebars/sidebars.css';

// The composer (and the editor it brings), the dialog after posting and hiding a welcome post (its
// confirmation and mutation) load when they open.
const PostComposerDialog = lazyPart(() => import('../../features/composer/PostComposerDialog').then((m) => m.PostComposerDialog));
const PostCreatedDialog = lazyPart(() => import('../../features/composer/PostCreatedDialog').then((m) => m.PostCreatedDialog));
const HideWelcomePostDialog = lazyDialog(() => import('../../features/feed/HideWelcomePostDialog').then((m) => m.HideWelcomePostDialog));
// My Feed's list (signed-in members who follow enough): guests and the All feed never load it.
// HomePage starts loading it as soon as the loader has chosen My Feed, alongside the page query.
const MyFeedList = lazyPart(() => import('../../features/feed/MyFeedList').then((m) => m.MyFeedList));
// The suggestion boxes in the feed (after the 2nd and the 5th post) are not needed to draw the
// page: their code loads from the moment this page's code runs, alongside the feed's data.
const FeedSuggestion = lazyPart(() => import('../../features/sidebars/FeedSuggestions').then((m) => m.FeedSuggestion));
FeedSuggestion.preload().catch(() => undefined);
// One element per box, the same on every render: a server-rendered box whose code has not arrived
// yet stays as the server drew it (React hydrates it later) instead of being redrawn empty when the
// list re-renders. A box whose code cannot load is left out, as one whose data cannot.
const suggestionBox = (kind: 'communities' | 'members') => (
  <QuietBoundary>
    <Suspense fallback={null}>
      <FeedSuggestion kind={kind} />
    </Suspense>
  </QuietBoundary>
);
const suggestionBoxes = { communities: suggestionBox('communities'), members: suggestionBox('members') };
// What a failed first page shows (the posts cached on the device) is not needed to draw the feed:
// its code loads from the moment this page's code runs, alongside the feed's data. Should it not
// load, the failure is still told, with its retry.
const FeedFailure = lazyPart(() => import('../../features/feed/FeedFailure').then((m) => m.FeedFailure));
FeedFailure.preload().catch(() => undefined);
// Only screens wide enough for them load the sidebars' code (a phone never does).
const HomeLeftSidebar = lazyPart(() => import('../../features/sidebars/HomeLeftSidebar').then((m) => m.HomeLeftSidebar));
const HomeRightSidebar = lazyPart(() => import('../../features/sidebars/HomeRightSidebar').then((m) => m.HomeRightSidebar));

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
    $withMyFeed: Boolean!
    $withFeed: Boolean!
  ) {
    viewer {
      id
      userId
      settings {
        ui {
          welcomePostDismissed
          startHerePostDismissed
        }
      }
      allFollows: follows(first: 1) {
        totalCount
      }
      ...FollowTopicButton_viewer
    }
    featureFlags {
      topSlots
      hotPostBanner
      feedHideMyFeedUntilFollow
      minFollows
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
        ...CampaignFollowButton_campaign
      }
    }
    topSlots @include(if: $withTopSlots) {
      ...TopSlots_topSlots
    }
    featuredPoll @include(if: $withFeaturedPoll) {
      id
      ...WeeklyPollCard_post
    }
    ...FeedList_query
      @include(if: $withFeed)
      @alias(as: "allFeed")
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
    ...MyFeedList_query @include(if: $withMyFeed) @alias(as: "myFeed") @arguments(count: $count, sort: $sort)
  }
`;

const FEED_PANEL_ID = 'feed-panel';
const NOTHING_DISMISSED: WelcomeDismissal = { welcome: false, startHere: false };
/** Page loads that were redone because My Feed turned out (not) to be offered; never twice. */
const reloadedFor = new WeakSet<object>();

export default function HomePage() {
  const queryRef = usePageQueryRef<HomePageQuery>();
  const [params] = useSearchParams();
  const session = useSession();
  const revalidator = useRevalidator();
  const filters = readFeedFilters(params);
  const requested = readRequestedTab(params);
  const online = useOnline();
  const large = useMediaQuery(LARGE_SCREEN_QUERY);
  const extraLarge = useMediaQuery(XL_SCREEN_QUERY);
  // What the loader fetched: My Feed, or the All / Polls feed.
  const loadedMyFeed = queryRef?.variables.withMyFeed === true;
  usePageTitle(filters.search ? `Search: ${filters.search}` : requested === 'polls' ? 'Polls' : 'Home');
  // During render, so the request goes out ahead of the sidebars' queries; it only starts a fetch,
  // once. A failure shows when MyFeedList renders.
  if (loadedMyFeed) MyFeedList.preload().catch(() => undefined);

  if (params.get('create') === 'true' && !session.isPending && !session.isAuthenticated) {
    return <Navigate to={authPathWithReturn('/register', '/?create=true')} replace />;
  }

  const retry = () => void revalidator.revalidate();
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
          fallback={() => {
            // My Feed: 'Failed to load your feed.' with Retry (spec §8).
            const [failedMessage, retryLabel] = loadedMyFeed ? [MY_FEED_LOAD_FAILED, 'Retry'] : [FEED_LOAD_FAILED, 'Retry Now'];
            const notice = (
              <div className="card feed-notice" role="alert">
                <p>{failedMessage}</p>
                <button type="button" className="button button-primary" onClick={retry}>
                  {retryLabel}
                </button>
              </div>
            );
            return (
              <QuietBoundary fallback={notice}>
                <Suspense fallback={notice}>
                  <FeedFailure
                    feedKey={feedKey(filters, loadedMyFeed ? 'my' : (requested ?? 'all'))}
                    onRetry={retry}
                    pageShowsOffline
                    failedMessage={failedMessage}
                    retryLabel={retryLabel}
                  />
                </Suspense>
              </QuietBoundary>
            );
          }}
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
  // The same tree at every width (the feed is not remounted when the window is resized); the
  // sidebars, and their queries, only on screens wide enough for them.
  return (
    <div className={`home-columns${large ? ' home-columns-large' : ''}${extraLarge ? ' home-columns-xl' : ''}`}>
      {feed}
      <Suspense fallback={null}>
        {large ? <HomeLeftSidebar /> : null}
        {extraLarge ? <HomeRightSidebar /> : null}
      </Suspense>
    </div>
  );
}

function HomeFeed({ queryRef }: { queryRef: PreloadedQuery<HomePageQuery> }) {
  const data = usePreloadedQuery<HomePageQuery>(homePageQuery, queryRef);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const session = useSession();
  const filters = readFeedFilters(params);
  const filtered = hasFeedFilters(filters);
  const viewer = data.viewer;
  const flags = data.featureFlags;
  const myFeedAllowed = isMyFeedAllowed({
    signedIn: viewer != null,
    hideUntilFollow: flags.feedHideMyFeedUntilFollow,
    minFollows: flags.minFollows,
    followCount: viewer?.allFollows?.totalCount ?? 0,
  });
  const wanted = resolveFeedTab(params, myFeedAllowed);
  const loadedMyFeed = queryRef.variables.withMyFeed === true;
  // The loader guessed from the device's memory; when the guess was wrong, load once more.
  const mismatch = (wanted === 'my') !== loadedMyFeed;
  const reload = mismatch && !reloadedFor.has(queryRef);
  const tab = mismatch ? (loadedMyFeed ? 'my' : wanted === 'my' ? 'all' : wanted) : wanted;
  useEffect(() => {
    if (viewer) rememberMyFeedOffered(viewer.userId, myFeedAllowed);
    if (!reload) return;
    reloadedFor.add(queryRef);
    void revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reload, queryRef, viewer?.userId, myFeedAllowed]);

  const composerOpen = params.get('create') === 'true' && session.isAuthenticated;
  const [created, setCreated] = useState<CreatedPost | null>(null);
  const [hiding, setHiding] = useState<{ kind: WelcomeKind; postId: string } | null>(null);
  const [localDismissal, setLocalDismissal] = useDeviceState(readLocalWelcomeDismissal, NOTHING_DISMISSED);

  const ui = viewer?.settings?.ui;
  const dismissed: WelcomeDismissal = {
    welcome: localDismissal.welcome || ui?.welcomePostDismissed === true,
    startHere: localDismissal.startHere || ui?.startHerePostDismissed === true,
  };

  // The connection the page loaded (the list's own __id), passed to what writes into it.
  const variables = queryRef.variables;
  const connectionId = loadedMyFeed ? myFeedConnectionId(variables.sort) : feedConnectionId(variables);
  const onHideWelcome = useCallback((kind: WelcomeKind, postId: string) => setHiding({ kind, postId }), []);
  const suggestions = useCallback((index: number) => {
    const kind = suggestionAfter(index);
    return kind ? suggestionBoxes[kind] : null;
  }, []);

  if (reload) return <FeedSkeleton />;

  const openComposer = () => navigate(homeUrl(withComposer(params, true)));
  const closeComposer = () => navigate(homeUrl(withComposer(params, false)), { replace: true });

  const taxonomy = data.taxonomy;
  const labels = { categories: taxonomy.categories, sectors: taxonomy.sectors, campaigns: taxonomy.campaigns };

  const emptyState =
    tab === 'my' ? (
      <section className="card empty-state" aria-labelledby="feed-empty">
        <h2 id="feed-empty">Your feed is empty</h2>
        <p>Follow topics, campaigns, communities or people, and their posts will show here.</p>
        <div className="button-row">
          <button type="button" className="button button-primary" onClick={openOnboarding}>
            Personalize my feed
          </button>
          <Link to="/explore" className="button">
            Explore communities
          </Link>
        </div>
      </section>
    ) : (
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

  const listProps = {
    feedKey: feedKey(filters, tab),
    hotPostBanner: flags.hotPostBanner,
    dismissed,
    onHideWelcome,
    emptyState,
    after: tab === 'polls' ? undefined : suggestions,
  };

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

      <FeedTabs active={tab} panelId={FEED_PANEL_ID} myFeedShown={myFeedAllowed} />
      <div id={FEED_PANEL_ID} role="tabpanel" aria-labelledby={`feed-tab-${tab}`} className="feed-panel">
        <FeedControls
          sectors={taxonomy.feedFilterSectors}
          labels={labels}
          tab={tab}
          myFeedShown={myFeedAllowed}
          followViewer={viewer ?? null}
          campaigns={taxonomy.campaigns}
        />
        {data.featuredPoll && !filtered && tab === 'all' ? <WeeklyPollCard key={data.featuredPoll.id} post={data.featuredPoll} /> : null}
        {flags.topSlots && data.topSlots && !filtered && tab === 'all' ? <TopSlots topSlots={data.topSlots} /> : null}
        {data.myFeed && viewer ? (
          <MyFeedList query={data.myFeed} userId={viewer.userId} {...listProps} />
        ) : data.allFeed ? (
          <FeedList query={data.allFeed} searching={filters.search !== null} countNoun={tab === 'polls' ? 'poll' : 'post'} {...listProps} />
        ) : null}
      </div>

      {composerOpen ? (
        <Suspense fallback={null}>
          <PostComposerDialog
            connections={[connectionId]}
            // On the Polls tab only a poll goes on top of the list.
            onlyPolls={tab === 'polls'}
            onClose={closeComposer}
            onReviewed={closeComposer}
            onCreated={(post) => {
              closeComposer();
              setCreated(post);
              window.scrollTo({ top: 0 });
            }}
          />
        </Suspense>
      ) : null}
      {created ? (
        <Suspense fallback={null}>
          <PostCreatedDialog post={created} onClose={() => setCreated(null)} />
        </Suspense>
      ) : null}
      {hiding ? (
        <HideWelcomePostDialog
          kind={hiding.kind}
          postId={hiding.postId}
          connectionId={connectionId}
          onHiddenOnDevice={(kind) => setLocalDismissal(saveLocalWelcomeDismissal(kind))}
          onDone={() => setHiding(null)}
        />
      ) : null}
    </>
  );
}
