// A list of feed cards with infinite scroll (content spec §9: the next page loads when the end
// of the list is half visible) and a 'Load more' fallback, for the community and campaign feeds.
import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { FeedPostCard_post$key } from '../feed/__generated__/FeedPostCard_post.graphql';
import { FEED_PAGE_SIZE } from '../feed/feedParams';
import { FeedPostCard } from '../feed/FeedPostCard';
import { useInfiniteScroll } from '../feed/useInfiniteScroll';
import { LOAD_MORE_FAILED } from '../feed/FeedList';
import { Spinner } from '../../ui/Spinner';

export interface PagedPostListProps {
  posts: ReadonlyArray<(FeedPostCard_post$key & { readonly id: string }) | null | undefined>;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => unknown;
  empty: ReactNode;
  /** The end of the list, e.g. 'You have seen every post in this community.' */
  endText: string;
  hotPostBanner: boolean;
  inCommunity?: { canModerate: boolean };
}

export function PagedPostList({ posts, hasNext, isLoadingNext, loadNext, empty, endText, hotPostBanner, inCommunity }: PagedPostListProps) {
  const [loadMoreError, setLoadMoreError] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  // Removed posts leave an edge without a node until the next load.
  const nodes = posts.filter((node): node is NonNullable<typeof node> => node != null);

  const loadMore = useCallback(() => {
    if (!hasNext || isLoadingNext) return;
    setLoadMoreError(false);
    loadNext(FEED_PAGE_SIZE, { onComplete: (error) => setLoadMoreError(error != null) });
  }, [hasNext, isLoadingNext, loadNext]);
  useInfiniteScroll(sentinel, hasNext && !isLoadingNext && !loadMoreError, loadMore);

  return (
    <>
      {nodes.length === 0 ? (
        empty
      ) : (
        <ol className="feed-items" aria-label="Posts">
          {nodes.map((node) => (
            <li key={node.id}>
              <FeedPostCard post={node} hotPostBanner={hotPostBanner} inCommunity={inCommunity} />
            </li>
          ))}
        </ol>
      )}
      {hasNext ? (
        <div ref={sentinel} className="feed-more">
          {isLoadingNext ? (
            <Spinner label="Loading more posts…" />
          ) : (
            <>
              {loadMoreError ? <p className="field-error">{LOAD_MORE_FAILED}</p> : null}
              <button type="button" className="button" onClick={loadMore}>
                {loadMoreError ? 'Try again' : 'Load more posts'}
              </button>
            </>
          )}
        </div>
      ) : nodes.length > 0 ? (
        <p className="feed-end">{endText}</p>
      ) : null}
    </>
  );
}
