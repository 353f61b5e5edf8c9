// A community's feed on its page (content spec §2 /c/{slug}): posts pinned there first, then
// Popular, Newest or Oldest, 20 at a time with infinite scroll. Changing the sort refetches in
// place. Its owner and moderators pin and remove posts from the cards' menus.
import { useId, useState, useTransition, type ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { SORT_OPTIONS, readSort, type FeedSort } from '../feed/feedParams';
import { FEED_LOAD_FAILED } from '../feed/FeedList';
import { Icon } from '../../ui/Icon';
import { showToast } from '../../ui/toastStore';
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
  const sortId = useId();
  const [sort, setSort] = useState<FeedSort>('POPULAR');
  const [busy, startTransition] = useTransition();

  const load = (next: FeedSort, fetchPolicy: 'store-or-network' | 'network-only') =>
    startTransition(() => {
      refetch({ sort: next }, { fetchPolicy, onComplete: (error) => void (error ? showToast(FEED_LOAD_FAILED, 'error') : undefined) });
    });

  const nodes = data.posts.edges.map((edge) => edge?.node);
  const removed = nodes.filter((node) => node == null).length;
  return (
    <section className="community-feed" aria-label="Posts" aria-busy={busy || undefined}>
      <div className="community-feed-head">
        <p className="muted" aria-live="polite">
          {postsLabel(Math.max(0, data.posts.totalCount - removed))}
        </p>
        <div className="feed-selects">
          <div className="select-field">
            <label htmlFor={sortId} className="visually-hidden">
              Sort posts
            </label>
            <select
              id={sortId}
              value={sort}
              onChange={(event) => {
                const next = readSort(event.target.value);
                setSort(next);
                load(next, 'store-or-network');
              }}
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
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
