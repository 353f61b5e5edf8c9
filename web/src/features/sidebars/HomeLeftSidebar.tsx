// The home page's left sidebar on large screens (content spec §2 'Sidebars', §7, §9): Trending
// (3 posts, every 5 minutes), My Communities (the first 5 followed, then 'View all N
// communities'), Popular Topics (tags and sectors of recent posts, every 10 minutes, with follow
// buttons; fixed samples if it cannot load) and Active Campaigns (the first 5, with follow
// buttons). The communities and campaigns boxes can be dismissed (remembered on the device);
// follows change them at once through the Relay store.
import { Suspense, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from '../../routing';
import { CampaignFollowButton } from '../campaigns/CampaignFollowButton';
import { campaignStatusLabel } from '../campaigns/campaignRules';
import { CommunityIcon } from '../communities/CommunityIcon';
import '../communities/communities.css';
import { communityPath } from '../communities/communityAddresses';
import { postsLabel } from '../communities/communityRules';
import { FollowTopicButton } from '../follows/FollowTopicButton';
import { homeUrl, withFilter } from '../feed/feedLinks';
import { useSession } from '../session/useSession';
import type { HomeLeftSidebarCampaignsQuery } from './__generated__/HomeLeftSidebarCampaignsQuery.graphql';
import type { HomeLeftSidebarCommunitiesQuery } from './__generated__/HomeLeftSidebarCommunitiesQuery.graphql';
import type { HomeLeftSidebarPopularQuery } from './__generated__/HomeLeftSidebarPopularQuery.graphql';
import type { HomeLeftSidebarTrendingQuery } from './__generated__/HomeLeftSidebarTrendingQuery.graphql';
import { BoxContent, SidebarBox, useRefreshKey } from './SidebarBox';
import { QuietBoundary } from '../../ui/QuietBoundary';
import {
  ACTIVE_CAMPAIGNS_COUNT,
  CAMPAIGNS_FAILED,
  COMMUNITIES_FAILED,
  MY_COMMUNITIES_COUNT,
  POPULAR_TOPICS_COUNT,
  POPULAR_TOPICS_REFRESH_MS,
  SAMPLE_POPULAR,
  TRENDING_COUNT,
  TRENDING_FAILED,
  TRENDING_REFRESH_MS,
  followersLabel,
  viewAllCommunitiesLabel,
} from './sidebarRules';
import { useDismissedBox } from './useDismissedBoxes';

export function HomeLeftSidebar() {
  const session = useSession();
  const [communitiesDismissed, dismissCommunities] = useDismissedBox('myCommunities');
  const [campaignsDismissed, dismissCampaigns] = useDismissedBox('activeCampaigns');
  return (
    <aside className="home-sidebar home-sidebar-left" aria-label="Topics and communities">
      <TrendingBox />
      {session.isAuthenticated && !communitiesDismissed ? <MyCommunitiesBox onDismiss={dismissCommunities} /> : null}
      <PopularTopicsBox />
      {campaignsDismissed ? null : <ActiveCampaignsBox onDismiss={dismissCampaigns} />}
    </aside>
  );
}

// ─── Trending ───

function TrendingBox() {
  const [fetchKey, retry] = useRefreshKey(TRENDING_REFRESH_MS);
  return (
    <SidebarBox id="sidebar-trending" title="Trending" icon="flame">
      <BoxContent failedMessage={TRENDING_FAILED} onRetry={retry}>
        <TrendingList fetchKey={fetchKey} />
      </BoxContent>
    </SidebarBox>
  );
}

function TrendingList({ fetchKey }: { fetchKey: number }) {
  const data = useLazyLoadQuery<HomeLeftSidebarTrendingQuery>(
    graphql`
      query HomeLeftSidebarTrendingQuery($first: Int!) {
        trendingPosts(first: $first) {
          edges {
            node {
              id
              title
              path
              sector
              commentCount
              author {
                viewerHasBlocked
                viewerHasMuted
              }
            }
          }
        }
      }
    `,
    { first: TRENDING_COUNT },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  // A member the viewer blocks or mutes drops out at once (the server leaves them out later).
  const posts = data.trendingPosts.edges.map((edge) => edge.node).filter((post) => !post.author.viewerHasBlocked && !post.author.viewerHasMuted);
  if (posts.length === 0) return <p className="muted">Nothing is trending yet.</p>;
  return (
    <ol className="sidebar-list sidebar-trending">
      {posts.map((post) => (
        <li key={post.id}>
          <Link to={post.path}>{post.title}</Link>
          <span className="muted">
            {post.sector} · {post.commentCount === 1 ? '1 comment' : `${post.commentCount} comments`}
          </span>
        </li>
      ))}
    </ol>
  );
}

// ─── My Communities ───

function MyCommunitiesBox({ onDismiss }: { onDismiss: () => void }) {
  const [fetchKey, retry] = useRefreshKey(null, true);
  return (
    <SidebarBox id="sidebar-communities" title="My Communities" icon="user" onDismiss={onDismiss}>
      <BoxContent failedMessage={COMMUNITIES_FAILED} onRetry={retry}>
        <MyCommunitiesList fetchKey={fetchKey} />
      </BoxContent>
    </SidebarBox>
  );
}

function MyCommunitiesList({ fetchKey }: { fetchKey: number }) {
  const data = useLazyLoadQuery<HomeLeftSidebarCommunitiesQuery>(
    graphql`
      query HomeLeftSidebarCommunitiesQuery($first: Int!) {
        viewer {
          id
          follows(followType: COMMUNITY, first: $first) {
            totalCount
            edges {
              node {
                id
                community {
                  id
                  slug
                  displayName
                  icon
                  isPrivate
                  postCount
                }
              }
            }
          }
        }
      }
    `,
    { first: MY_COMMUNITIES_COUNT },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const follows = data.viewer?.follows;
  const communities = (follows?.edges ?? []).map((edge) => edge.node.community).filter((c): c is NonNullable<typeof c> => c != null);
  if (!follows || communities.length === 0) {
    return (
      <p className="muted">
        You do not follow any community yet. <Link to="/explore">Explore communities</Link>
      </p>
    );
  }
  return (
    <>
      <ul className="sidebar-list sidebar-communities">
        {communities.map((community) => (
          <li key={community.id}>
            <CommunityIcon icon={community.icon} name={community.displayName} size="small" />
            <span className="sidebar-item-text">
              <Link to={communityPath(community)}>{community.displayName}</Link>
              <span className="muted">{postsLabel(community.postCount)}</span>
            </span>
          </li>
        ))}
      </ul>
      {follows.totalCount > communities.length ? (
        <p className="sidebar-more">
          <Link to="/explore?filter=subscribed">{viewAllCommunitiesLabel(follows.totalCount)}</Link>
        </p>
      ) : null}
    </>
  );
}

// ─── Popular Topics ───

function PopularTopicsBox() {
  const [fetchKey, retry] = useRefreshKey(POPULAR_TOPICS_REFRESH_MS, true);
  return (
    <SidebarBox id="sidebar-popular" title="Popular Topics" icon="tag">
      <SampleOnFailure onRetry={retry}>
        <PopularTopicsList fetchKey={fetchKey} />
      </SampleOnFailure>
    </SidebarBox>
  );
}

function PopularTopicsList({ fetchKey }: { fetchKey: number }) {
  const data = useLazyLoadQuery<HomeLeftSidebarPopularQuery>(
    graphql`
      query HomeLeftSidebarPopularQuery($first: Int!) {
        popularTopics(first: $first) {
          topics {
            name
            postCount
          }
          sectors {
            name
            postCount
          }
        }
        viewer {
          ...FollowTopicButton_viewer
        }
      }
    `,
    { first: POPULAR_TOPICS_COUNT },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  return <PopularTopicsView topics={data.popularTopics.topics} sectors={data.popularTopics.sectors} viewer={data.viewer ?? null} />;
}

type Entry = { name: string; postCount: number | null };

function PopularTopicsView({
  topics,
  sectors,
  viewer,
}: {
  topics: readonly Entry[];
  sectors: readonly Entry[];
  /** Null for guests (the button asks them to sign in); undefined: no follow buttons (the samples). */
  viewer?: HomeLeftSidebarPopularQuery['response']['viewer'] | null;
}) {
  if (topics.length === 0 && sectors.length === 0) return <p className="muted">No topics yet.</p>;
  const none = new URLSearchParams();
  const row = (kind: 'TAG' | 'SECTOR', entry: Entry) => {
    const label = kind === 'TAG' ? `#${entry.name}` : entry.name;
    const href = homeUrl(withFilter(none, kind === 'TAG' ? 'tag' : 'sector', entry.name));
    return (
      <li key={`${kind}:${entry.name}`}>
        <span className="sidebar-item-text">
          <Link to={href}>{label}</Link>
          {entry.postCount !== null ? <span className="muted">{postsLabel(entry.postCount)}</span> : null}
        </span>
        {viewer !== undefined ? <FollowTopicButton viewer={viewer} followType={kind} value={entry.name} label={label} compact /> : null}
      </li>
    );
  };
  return (
    <>
      {topics.length > 0 ? <ul className="sidebar-list sidebar-topics">{topics.map((t) => row('TAG', t))}</ul> : null}
      {sectors.length > 0 ? (
        <>
          <h3 className="sidebar-subtitle">Sectors</h3>
          <ul className="sidebar-list sidebar-topics">{sectors.map((s) => row('SECTOR', s))}</ul>
        </>
      ) : null}
    </>
  );
}

/** Popular Topics that cannot be loaded show the spec's fixed samples instead (and retry later). */
function SampleOnFailure({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <QuietBoundary
      retry={{ afterMs: POPULAR_TOPICS_REFRESH_MS, run: onRetry }}
      fallback={
        <PopularTopicsView
          topics={SAMPLE_POPULAR.topics.map((name) => ({ name, postCount: null }))}
          sectors={SAMPLE_POPULAR.sectors.map((name) => ({ name, postCount: null }))}
        />
      }
    >
      <Suspense fallback={<div className="skeleton-line" aria-hidden="true" />}>{children}</Suspense>
    </QuietBoundary>
  );
}

// ─── Active Campaigns ───

function ActiveCampaignsBox({ onDismiss }: { onDismiss: () => void }) {
  const [fetchKey, retry] = useRefreshKey(null, true);
  return (
    <SidebarBox id="sidebar-campaigns" title="Active Campaigns" icon="shield" onDismiss={onDismiss}>
      <BoxContent failedMessage={CAMPAIGNS_FAILED} onRetry={retry}>
        <CampaignList fetchKey={fetchKey} />
      </BoxContent>
    </SidebarBox>
  );
}

function CampaignList({ fetchKey }: { fetchKey: number }) {
  const data = useLazyLoadQuery<HomeLeftSidebarCampaignsQuery>(
    graphql`
      query HomeLeftSidebarCampaignsQuery {
        campaigns {
          id
          name
          status
          color
          followerCount
          ...CampaignFollowButton_campaign
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  return (
    <ul className="sidebar-list sidebar-campaigns">
      {data.campaigns.slice(0, ACTIVE_CAMPAIGNS_COUNT).map((campaign) => (
        <li key={campaign.id}>
          <span className="campaign-dot" style={{ background: campaign.color }} aria-hidden="true" />
          <span className="sidebar-item-text">
            <Link to={`/campaign/${encodeURIComponent(campaign.id)}`}>{campaign.name}</Link>
            <span className="muted">
              {campaignStatusLabel(campaign.status)} · {followersLabel(campaign.followerCount)}
            </span>
            <CampaignFollowButton campaign={campaign} />
          </span>
        </li>
      ))}
    </ul>
  );
}
