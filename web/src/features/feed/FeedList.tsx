// The All and Polls lists of the home feed (content spec §2, §4, §9): the home feed connection
// with its filters and search, pages of 20 through usePaginationFragment; FeedListView draws it.
import { useCallback, type ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { FeedList_query$key } from './__generated__/FeedList_query.graphql';
import type { FeedListPaginationQuery } from './__generated__/FeedListPaginationQuery.graphql';
import { FEED_LOAD_FAILED } from './feedMessages';
import { FeedListView, type FeedListViewProps } from './FeedListView';

export { FEED_LOAD_FAILED, LOAD_MORE_FAILED } from './feedMessages';
export { feedConnectionId } from './feedConnections';

export interface FeedListProps extends Omit<FeedListViewProps, 'feed' | 'failedMessage' | 'sortedByRelevance'> {
  query: FeedList_query$key;
  emptyState: ReactNode;
}

export function FeedList({ query, ...view }: FeedListProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<FeedListPaginationQuery, FeedList_query$key>(
    graphql`
      fragment FeedList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        sort: { type: "FeedSort" }
        sector: { type: "String" }
        tag: { type: "String" }
        campaign: { type: "String" }
        category: { type: "String" }
        search: { type: "String" }
        postType: { type: "PostType" }
      )
      @refetchable(queryName: "FeedListPaginationQuery") {
        feed(
          first: $count
          after: $cursor
          sort: $sort
          sector: $sector
          tag: $tag
          campaign: $campaign
          category: $category
          search: $search
          postType: $postType
        ) @connection(key: "FeedList_feed") {
          totalCount
          sortedByRelevance
          edges {
            node {
              id
              ...FeedPostCard_post
              ...FeedListView_snapshot
            }
          }
        }
      }
    `,
    query,
  );
  const feed = data.feed;
  const refetchFirstPage = useCallback(
    (onComplete: (error: Error | null) => void) => refetch({}, { fetchPolicy: 'network-only', onComplete }),
    [refetch],
  );
  return (
    <FeedListView
      {...view}
      feed={{
        totalCount: feed.totalCount,
        edgeCount: feed.edges.length,
        posts: feed.edges.map((edge) => edge?.node).filter((node): node is NonNullable<typeof node> => node != null),
        hasNext,
        isLoadingNext,
        loadNext,
        refetchFirstPage,
      }}
      failedMessage={FEED_LOAD_FAILED}
      sortedByRelevance={feed.sortedByRelevance}
    />
  );
}
