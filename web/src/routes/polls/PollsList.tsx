// The list of polls on /polls: pages of 20 through usePaginationFragment with infinite
// scroll, each poll as a feed card with its poll block.
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { FEED_PAGE_SIZE } from '../../features/feed/feedParams';
import { FeedPostCard } from '../../features/feed/FeedPostCard';
import { useInfiniteScroll } from '../../features/feed/useInfiniteScroll';
import { Spinner } from '../../ui/Spinner';
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
  const [loadMoreError, setLoadMoreError] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const nodes = data.polls.edges.map((edge) => edge?.node).filter((node): node is NonNullable<typeof node> => node != null);

  const loadMore = useCallback(() => {
    if (!hasNext || isLoadingNext) return;
    setLoadMoreError(false);
    loadNext(FEED_PAGE_SIZE, { onComplete: (error) => setLoadMoreError(error != null) });
  }, [hasNext, isLoadingNext, loadNext]);
  useInfiniteScroll(sentinel, hasNext && !isLoadingNext && !loadMoreError, loadMore);

  const count = data.polls.totalCount;
  return (
    <div className="feed-list">
      <div className="feed-count" aria-live="polite">
        <p>
          {count === 1 ? '1 poll' : `${count.toLocaleString('en-US')} polls`}
          {searching && data.polls.sortedByRelevance ? <span className="pill pill-muted">Sorted by relevance</span> : null}
        </p>
      </div>
      {nodes.length === 0 ? (
        empty
      ) : (
        <ol className="feed-items" aria-label="Polls">
          {nodes.map((node) => (
            <li key={node.id}>
              <FeedPostCard post={node} hotPostBanner={false} />
            </li>
          ))}
        </ol>
      )}
      {hasNext ? (
        <div ref={sentinel} className="feed-more">
          {isLoadingNext ? (
            <Spinner label="Loading more polls…" />
          ) : (
            <>
              {loadMoreError ? <p className="field-error">{LOAD_MORE_POLLS_FAILED}</p> : null}
              <button type="button" className="button" onClick={loadMore}>
                {loadMoreError ? 'Try again' : 'Load more polls'}
              </button>
            </>
          )}
        </div>
      ) : nodes.length > 0 ? (
        <p className="feed-end">You've seen every poll.</p>
      ) : null}
    </div>
  );
}
