// The list of polls on /polls: pages of 20 through usePaginationFragment with infinite
// scroll, each poll as a feed card with its poll block, in the feed lists' shell (PostListShell).
import type { ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { ListCount, PostListShell, useLoadMore } from '../../features/feed/PostListShell';
import type { PollsList_query$key } from './__generated__/PollsList_query.graphql';
import type { PollsListPaginationQuery } from './__generated__/PollsListPaginationQuery.graphql';

export const LOAD_MORE_POLLS_FAILED = 'Could not load more polls.';

export function PollsList({ query, searching, empty }: { query: PollsList_query$key; searching: boolean; empty: ReactNode }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<PollsListPaginationQuery, PollsList_query$key>(
    graphql`
      fragment PollsList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        sort: { type: "FeedSort" }
        search: { type: "String" }
      )
      @refetchable(queryName: "PollsListPaginationQuery") {
        polls: feed(first: $count, after: $cursor, sort: $sort, search: $search, postType: POLL) @connection(key: "PollsList_polls") {
          totalCount
          sortedByRelevance
          edges {
            node {
              id
              ...FeedPostCard_post
            }
          }
        }
      }
    `,
    query,
  );
  const loading = useLoadMore({ hasNext, isLoadingNext, loadNext });
  const nodes = data.polls.edges.map((edge) => edge?.node).filter((node): node is NonNullable<typeof node> => node != null);
  return (
    <div className="feed-list">
      <ListCount count={data.polls.totalCount} noun="poll" sortedByRelevance={searching && data.polls.sortedByRelevance} />
      <PostListShell
        posts={nodes}
        loading={loading}
        empty={empty}
        endText="You've seen every poll."
        label="Polls"
        noun="polls"
        failedMessage={LOAD_MORE_POLLS_FAILED}
        hotPostBanner={false}
      />
    </div>
  );
}
