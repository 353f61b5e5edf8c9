// A community's feed on its page (content spec §2 /c/{slug}): posts pinned there first, then
// Popular, Newest or Oldest, 20 at a time with infinite scroll. Changing the sort refetches in
// place. Its owner and moderators pin and remove posts from the cards' menus.
import type { ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { SortSelect } from '../feed/SortSelect';
import { useSortRefetch } from '../feed/useSortRefetch';
import { Icon } from '../../ui/Icon';
import type { CommunityFeed_community$key } from './__generated__/CommunityFeed_community.graphql';
import type { CommunityFeedPaginationQuery } from './__generated__/CommunityFeedPaginationQuery.graphql';
import { PagedPostList } from './PagedPostList';
import { postsLabel } from './communityRules';

export function CommunityFeed({
  community,
  empty,
  hotPostBanner,
  children,
}: {
  community: CommunityFeed_community$key;
  empty: ReactNode;
  hotPostBanner: boolean;
  /** What writes into the list (the page's composer), given the shown connection's id. */
  children?: (connectionId: string) => ReactNode;
}) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<CommunityFeedPaginationQuery, CommunityFeed_community$key>(
    graphql`
      fragment CommunityFeed_community on Community
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, sort: { type: "FeedSort", defaultValue: POPULAR })
      @refetchable(queryName: "CommunityFeedPaginationQuery") {
        viewerCanModerate
        posts(first: $count, after: $cursor, sort: $sort) @connection(key: "CommunityFeed_posts") {
          __id
          totalCount
          edges {
            node {
              id
              ...FeedPostCard_post
            }
          }
        }
      }
    `,
    community,
  );
  const { sort, busy, load } = useSortRefetch(refetch);

  const nodes = data.posts.edges.map((edge) => edge?.node);
  const removed = nodes.filter((node) => node == null).length;
  return (
    <section className="community-feed" aria-label="Posts" aria-busy={busy || undefined}>
      <div className="community-feed-head">
        <p className="muted" aria-live="polite">
          {postsLabel(Math.max(0, data.posts.totalCount - removed))}
        </p>
        <div className="feed-selects">
          <SortSelect label="Sort posts" value={sort} onChange={load} />
          <button type="button" className="button button-ghost button-small" onClick={() => load(sort, 'network-only')} disabled={busy}>
            <Icon name="refresh" size={16} /> {busy ? 'Refreshing…' : 'Refresh'}
          </button>
        </div>
      </div>
      <PagedPostList
        posts={nodes}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        loadNext={loadNext}
        empty={empty}
        endText="You have seen every post in this community."
        hotPostBanner={hotPostBanner}
        inCommunity={{ canModerate: data.viewerCanModerate }}
      />
      {children?.(data.posts.__id)}
    </section>
  );
}
