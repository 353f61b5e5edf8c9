// Every route of the shell spec (§2) and the content spec's route table. Pages are loaded
// lazily (with retries); pages with data preload their <Page>Query in the route loader,
// so the request starts with the navigation, in parallel with the page's code.
import { createRouter, redirect, type LoaderFunctionArgs, type RouteObject, type RouterOptions } from './routing';
import AppShell from './features/shell/AppShell';
import AppShellQueryNode, { type AppShellQuery } from './features/shell/__generated__/AppShellQuery.graphql';
import { getSessionState } from './features/session/sessionStore';
import { isAdminRole } from './features/session/sessionUser';
import { lazyPageQueryLoaderData, pageQueryLoaderData, type PageQueryLoaderData } from './relay/preload';
import { RootErrorPage, RouteErrorBoundary } from './routes/RouteErrorBoundary';
import NotFoundPage from './routes/NotFoundPage';
import { lazyComponent } from './routes/lazyRoute';
import type { AdminPageQuery } from './routes/admin/__generated__/AdminPageQuery.graphql';
import type { AdminModerationPageQuery } from './routes/admin/__generated__/AdminModerationPageQuery.graphql';
import type { AdminPerformancePageQuery } from './routes/admin/__generated__/AdminPerformancePageQuery.graphql';
import type { AdminJobsPageQuery } from './routes/admin/__generated__/AdminJobsPageQuery.graphql';
import { FAILED_JOBS_PAGE_SIZE } from './features/jobs/jobsPaging';
import { readPerformanceDays } from './features/performance/performanceParams';
import { MY_ACTIONS_PAGE_SIZE, QUEUE_PAGE_SIZE } from './features/moderation/moderationPaging';
import { SAVED_POSTS_PAGE_SIZE } from './routes/profile/savedPosts';
import type { ProfilePageQuery } from './routes/profile/__generated__/ProfilePageQuery.graphql';
import type { SettingsPageQuery } from './routes/settings/__generated__/SettingsPageQuery.graphql';
import type { StandingPageQuery } from './routes/settings/__generated__/StandingPageQuery.graphql';
import type { HomePageQuery } from './routes/home/__generated__/HomePageQuery.graphql';
import type { DiscussionPageQuery } from './routes/discussion/__generated__/DiscussionPageQuery.graphql';
import type { ComposePageQuery } from './routes/compose/__generated__/ComposePageQuery.graphql';
import type { MessagesPageQuery } from './routes/messages/__generated__/MessagesPageQuery.graphql';
import type { ConversationPageQuery } from './routes/messages/__generated__/ConversationPageQuery.graphql';
import { CONVERSATIONS_PAGE_SIZE, CONVERSATION_ID_PATTERN, MESSAGES_PAGE_SIZE } from './features/messages/messagePages';
import { feedVariables, sameFeedUrl } from './features/feed/feedParams';
import { isMyFeedLikely } from './features/feed/myFeedMemory';
import { POST_ID_PATTERN } from './routes/discussion/postId';
import { COMMENTS_PAGE_SIZE } from './features/comments/commentPaging';
import { PageSpinner } from './ui/Spinner';
import type { PollsPageQuery } from './routes/polls/__generated__/PollsPageQuery.graphql';
import { pollsVariables } from './routes/polls/pollsParams';
import type { ExplorePageQuery } from './routes/explore/__generated__/ExplorePageQuery.graphql';
import type { CommunityPageQuery } from './routes/explore/__generated__/CommunityPageQuery.graphql';
import { communityVariables, sameCommunityUrl } from './routes/explore/communityTabs';
import { PRIVATE_CHANNELS_COUNT, exploreNeedsReload, exploreVariables } from './features/communities/communityAddresses';
import type { CoffeeCommunitiesPageQuery } from './routes/communities/__generated__/CoffeeCommunitiesPageQuery.graphql';
import type { CampaignPageQuery } from './routes/campaign/__generated__/CampaignPageQuery.graphql';
import type { PrivateChannelsPageQuery } from './routes/privateChannels/__generated__/PrivateChannelsPageQuery.graphql';
import { campaignVariables } from './routes/campaign/campaignParams';

const signedIn = () => getSessionState().status === 'authenticated';
const signedInAdmin = () => signedIn() && isAdminRole(getSessionState().user?.role);

/** Never shown in practice: the route's loader redirects before anything renders. */
function RedirectingPage() {
  return <PageSpinner label="Redirecting…" />;
}

/** A post page preloads its post by the id in the address (url id, numeric id or global id). */
const discussionLoader = ({ params }: LoaderFunctionArgs): Promise<PageQueryLoaderData<DiscussionPageQuery>> => {
  const id = params.urlId ?? params.id ?? '';
  return lazyPageQueryLoaderData<DiscussionPageQuery>(
    'discussion',
    () => import('./routes/discussion/__generated__/DiscussionPageQuery.graphql'),
    { id, commentCount: COMMENTS_PAGE_SIZE },
    POST_ID_PATTERN.test(id),
  );
};

const page = (importer: () => Promise<{ default: React.ComponentType }>) => ({ lazy: lazyComponent(importer) });

const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: AppShell,
    errorElement: <RootErrorPage />,
    loader: (): PageQueryLoaderData<AppShellQuery> => pageQueryLoaderData<AppShellQuery>('root', AppShellQueryNode, {}),
    // The viewer only changes with the session: reload it on explicit revalidation
    // (login, logout), not on every change of the URL.
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
      currentUrl.href === nextUrl.href && defaultShouldRevalidate,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          {
            index: true,
            loader: ({ url }): Promise<PageQueryLoaderData<HomePageQuery>> =>
              lazyPageQueryLoaderData<HomePageQuery>(
                'home',
                () => import('./routes/home/__generated__/HomePageQuery.graphql'),
                feedVariables(url.searchParams, {
                  signedIn: signedIn(),
                  myFeedLikely: isMyFeedLikely(getSessionState().user?.userId ?? null),
                }),
              ),
            // Opening or closing the composer (create=true) does not change the feed.
            shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
              defaultShouldRevalidate && !sameFeedUrl(currentUrl, nextUrl),
            ...page(() => import('./routes/home/HomePage')),
          },
          {
            path: 'compose',
            loader: (): Promise<PageQueryLoaderData<ComposePageQuery>> =>
              lazyPageQueryLoaderData<ComposePageQuery>('compose', () => import('./routes/compose/__generated__/ComposePageQuery.graphql'), {}, signedIn()),
            ...page(() => import('./routes/compose/ComposePage')),
          },

          // Polls list (search and sort in the address)
          {
            path: 'polls',
            loader: ({ url }): Promise<PageQueryLoaderData<PollsPageQuery>> =>
              lazyPageQueryLoaderData<PollsPageQuery>('polls', () => import('./routes/polls/__generated__/PollsPageQuery.graphql'), pollsVariables(url.searchParams)),
            ...page(() => import('./routes/polls/PollsPage')),
          },

          // Informational pages
          { path: 'about', ...page(() => import('./routes/info/AboutPage')) },
          { path: 'resources', ...page(() => import('./routes/info/ResourcesPage')) },
          { path: 'channels', ...page(() => import('./routes/info/ChannelsPage')) },
          { path: 'terms', ...page(() => import('./routes/info/TermsPage')) },
          { path: 'privacy', ...page(() => import('./routes/info/PrivacyPage')) },
          { path: 'privacy-commitment', ...page(() => import('./routes/info/PrivacyCommitmentPage')) },
          // Behind their feature flags (the pages show the not-found page while off)
          { path: 'docs/public-interest-speech', ...page(() => import('./routes/info/PublicInterestSpeechPage')) },
          { path: 'pulse', ...page(() => import('./routes/pulse/PulsePage')) },

          // Explore, communities and campaigns
          {
            path: 'explore',
            loader: ({ url }): Promise<PageQueryLoaderData<ExplorePageQuery>> =>
              lazyPageQueryLoaderData<ExplorePageQuery>('explore', () => import('./routes/explore/__generated__/ExplorePageQuery.graphql'), exploreVariables(url.searchParams, signedIn())),
            // Filters refetch the list in place; the create dialog (createCommunity=true) changes nothing.
            shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
              defaultShouldRevalidate && (currentUrl.href === nextUrl.href || exploreNeedsReload(currentUrl, nextUrl, signedIn())),
            ...page(() => import('./routes/explore/ExplorePage')),
          },
          {
            path: 'c/:channel',
            loader: ({ params }): Promise<PageQueryLoaderData<CommunityPageQuery>> =>
              lazyPageQueryLoaderData<CommunityPageQuery>('community', () => import('./routes/explore/__generated__/CommunityPageQuery.graphql'), communityVariables(params.channel)),
            shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) => defaultShouldRevalidate && !sameCommunityUrl(currentUrl, nextUrl),
            ...page(() => import('./routes/explore/CommunityPage')),
          },
          {
            path: 'communities/coffee',
            loader: (): Promise<PageQueryLoaderData<CoffeeCommunitiesPageQuery>> =>
              lazyPageQueryLoaderData<CoffeeCommunitiesPageQuery>('coffeeCommunities', () => import('./routes/communities/__generated__/CoffeeCommunitiesPageQuery.graphql'), {}),
            ...page(() => import('./routes/communities/CoffeeCommunitiesPage')),
          },
          {
            path: 'campaign/:campaignId',
            loader: ({ params }): Promise<PageQueryLoaderData<CampaignPageQuery>> =>
              lazyPageQueryLoaderData<CampaignPageQuery>('campaign', () => import('./routes/campaign/__generated__/CampaignPageQuery.graphql'), campaignVariables(params.campaignId)),
            ...page(() => import('./routes/campaign/CampaignPage')),
          },

          // Private communities (login required)
          {
            path: 'private-channels',
            loader: (): Promise<PageQueryLoaderData<PrivateChannelsPageQuery>> =>
              lazyPageQueryLoaderData<PrivateChannelsPageQuery>('privateChannels', () => import('./routes/privateChannels/__generated__/PrivateChannelsPageQuery.graphql'), { count: PRIVATE_CHANNELS_COUNT }, signedIn()),
            ...page(() => import('./routes/privateChannels/PrivateChannelsPage')),
          },
          {
            path: 'private-channels/:channelId',
            loader: ({ params }): Promise<PageQueryLoaderData<CommunityPageQuery>> =>
              lazyPageQueryLoaderData<CommunityPageQuery>('community', () => import('./routes/explore/__generated__/CommunityPageQuery.graphql'), communityVariables(params.channelId), signedIn()),
            shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) => defaultShouldRevalidate && !sameCommunityUrl(currentUrl, nextUrl),
            ...page(() => import('./routes/privateChannels/PrivateChannelPage')),
          },
          { path: 'join/:inviteCode', ...page(() => import('./routes/privateChannels/JoinInvitePage')) },

          // Authentication
          { path: 'login', ...page(() => import('./routes/auth/LoginPage')) },
          // A banned member's appeal, through the link of the login refusal (no session).
          { path: 'appeal', ...page(() => import('./routes/auth/BanAppealPage')) },
          // A mail's unsubscribe link (no login).
          { path: 'unsubscribe', ...page(() => import('./routes/settings/UnsubscribePage')) },
          { path: 'register', ...page(() => import('./routes/auth/RegisterPage')) },
          { path: 'verify-magic-link', ...page(() => import('./routes/auth/VerifyMagicLinkPage')) },
          { path: 'verify-email', ...page(() => import('./routes/auth/VerifyEmailPage')) },
          { path: 'forgot-password', ...page(() => import('./routes/auth/ForgotPasswordPage')) },
          { path: 'reset-password', ...page(() => import('./routes/auth/ResetPasswordPage')) },
          { path: 'setup-password', ...page(() => import('./routes/auth/SetupPasswordPage')) },

          // Messages (login required)
          {
            path: 'messages',
            loader: (): Promise<PageQueryLoaderData<MessagesPageQuery>> =>
              lazyPageQueryLoaderData<MessagesPageQuery>('messages', () => import('./routes/messages/__generated__/MessagesPageQuery.graphql'), { count: CONVERSATIONS_PAGE_SIZE }, signedIn()),
            // Opening or closing the New Conversation modal (?to=) does not change the list.
            shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
              defaultShouldRevalidate && !(currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search),
            ...page(() => import('./routes/messages/MessagesPage')),
          },
          {
            path: 'messages/:conversationId',
            loader: ({ params }): Promise<PageQueryLoaderData<ConversationPageQuery>> => {
              const id = params.conversationId ?? '';
              return lazyPageQueryLoaderData<ConversationPageQuery>(
                'conversation',
                () => import('./routes/messages/__generated__/ConversationPageQuery.graphql'),
                { id, count: MESSAGES_PAGE_SIZE },
                signedIn() && CONVERSATION_ID_PATTERN.test(id),
              );
            },
            ...page(() => import('./routes/messages/ConversationPage')),
          },

          // Profiles
          {
            path: 'profile',
            loader: (): Promise<PageQueryLoaderData<ProfilePageQuery>> =>
              lazyPageQueryLoaderData<ProfilePageQuery>('profile', () => import('./routes/profile/__generated__/ProfilePageQuery.graphql'), { savedCount: SAVED_POSTS_PAGE_SIZE }, signedIn()),
            ...page(() => import('./routes/profile/ProfilePage')),
          },
          { path: 'profile/:userId', ...page(() => import('./routes/profile/MemberProfilePage')) },
          { path: 'mentors', ...page(() => import('./routes/profile/MentorsPage')) },
          { path: 'leaderboard', ...page(() => import('./routes/badges/LeaderboardPage')) },

          // Settings (login required)
          {
            path: 'settings',
            loader: (): Promise<PageQueryLoaderData<SettingsPageQuery>> =>
              lazyPageQueryLoaderData<SettingsPageQuery>('settings', () => import('./routes/settings/__generated__/SettingsPageQuery.graphql'), {}, signedIn()),
            ...page(() => import('./routes/settings/SettingsPage')),
          },
          {
            path: 'settings/standing',
            loader: (): Promise<PageQueryLoaderData<StandingPageQuery>> =>
              lazyPageQueryLoaderData<StandingPageQuery>('standing', () => import('./routes/settings/__generated__/StandingPageQuery.graphql'), { count: MY_ACTIONS_PAGE_SIZE }, signedIn()),
            ...page(() => import('./routes/settings/StandingPage')),
          },

          // Post pages
          { path: 'discussion/:id', loader: discussionLoader, ...page(() => import('./routes/discussion/DiscussionPage')) },
          { path: 'discussion/:urlId/:slug', loader: discussionLoader, ...page(() => import('./routes/discussion/DiscussionPage')) },

          // Admin area (admin and godmin only)
          {
            path: 'admin',
            loader: (): Promise<PageQueryLoaderData<AdminPageQuery>> =>
              lazyPageQueryLoaderData<AdminPageQuery>('admin', () => import('./routes/admin/__generated__/AdminPageQuery.graphql'), {}, signedInAdmin()),
            ...page(() => import('./routes/admin/AdminPage')),
          },
          {
            path: 'admin/moderation',
            loader: (): Promise<PageQueryLoaderData<AdminModerationPageQuery>> =>
              lazyPageQueryLoaderData<AdminModerationPageQuery>(
                'adminModeration',
                () => import('./routes/admin/__generated__/AdminModerationPageQuery.graphql'),
                { postCount: QUEUE_PAGE_SIZE, commentCount: QUEUE_PAGE_SIZE },
                signedInAdmin(),
              ),
            ...page(() => import('./routes/admin/AdminModerationPage')),
          },
          {
            path: 'admin/performance',
            loader: ({ url }): Promise<PageQueryLoaderData<AdminPerformancePageQuery>> =>
              lazyPageQueryLoaderData<AdminPerformancePageQuery>(
                'adminPerformance',
                () => import('./routes/admin/__generated__/AdminPerformancePageQuery.graphql'),
                { days: readPerformanceDays(url.searchParams) },
                signedInAdmin(),
              ),
            ...page(() => import('./routes/admin/AdminPerformancePage')),
          },
          {
            path: 'admin/jobs',
            loader: (): Promise<PageQueryLoaderData<AdminJobsPageQuery>> =>
              lazyPageQueryLoaderData<AdminJobsPageQuery>(
                'adminJobs',
                () => import('./routes/admin/__generated__/AdminJobsPageQuery.graphql'),
                { count: FAILED_JOBS_PAGE_SIZE },
                signedInAdmin(),
              ),
            ...page(() => import('./routes/admin/AdminJobsPage')),
          },

          // Redirects
          { path: 'forum', loader: ({ url }) => redirect(`/${url.search}`), Component: RedirectingPage },
          { path: 'waitlist', loader: () => redirect('/register'), Component: RedirectingPage },

          // Anything else
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter(options?: RouterOptions) {
  return createRouter(routes, options);
}
