// The home feed's list (content spec §2, §4, §9): pages of 20 through usePaginationFragment,
// infinite scroll, the results count ('Sorted by relevance' for searches), the end-of-feed
// message, pull-to-refresh and the automatic refreshes, which fetch the first page again.
// Each successful first page is remembered on the device for offline use.
import { useCallback, useEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import { showToast } from '../../ui/toastStore';
import type { FeedList_query$key } from './__generated__/FeedList_query.graphql';
import type { FeedListPaginationQuery } from './__generated__/FeedListPaginationQuery.graphql';
import { saveFeedSnapshot, type CachedPost } from './feedCache';
import { FEED_PAGE_SIZE } from './feedParams';
import { FeedPostCard, type WelcomeKind } from './FeedPostCard';
import { useInfiniteScroll } from './useInfiniteScroll';
import { markFeedLoaded, useFeedRefreshTriggers } from './useFeedRefreshTriggers';
import { PullIndicator, usePullToRefresh } from './usePullToRefresh';
import { isDismissedWelcome, type WelcomeDismissal } from './welcomeDismissal';

export const FEED_LOAD_FAILED = 'Failed to load posts. The server might be unavailable.';
export const LOAD_MORE_FAILED = 'Could not load more posts.';

export interface FeedListProps {
  query: FeedList_query$key;
  feedKey: string;
  searching: boolean;
  hotPostBanner: boolean;
  dismissed: WelcomeDismissal;
  onHideWelcome: (kind: WelcomeKind) => void;
  onConnection: (connectionId: string) => void;
  /** Lets the page trigger a refresh (e.g. after hiding the welcome post). */
  registerRefresh?: (refresh: () => void) => void;
  emptyState: ReactNode;
  /** What the count counts ('post' by default; 'poll' on the Polls tab). */
  countNoun?: string;
}

export function FeedList({
  query,
  feedKey,
  searching,
  hotPostBanner,
  dismissed,
  onHideWelcome,
  onConnection,
  registerRefresh,
  emptyState,
  countNoun = 'post',
}: FeedListProps) {
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
          __id
          totalCount
          sortedByRelevance
          edges {
            node {
              id
              title
              path
              excerpt(length: 150)
              sector
              tags
              score
              commentCount
              createdAt
              isWelcome
              isStartHere
              author {
                displayName
                username
              }
              ...FeedPostCard_post
            }
          }
        }
      }
    `,
    query,
  );
  const feed = data.feed;
  const connectionId = feed.__id;
  const [refreshing, startRefresh] = useTransition();
  const [loadMoreError, setLoadMoreError] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    onConnection(connectionId);
  }, [connectionId, onConnection]);

  // Deleted posts leave an edge without a node until the next load.
  const nodes = feed.edges.map((edge) => edge?.node).filter((node): node is NonNullable<typeof node> => node != null);
  const visible = nodes.filter((node) => !isDismissedWelcome(node, dismissed));

  // The first page, as plain public fields, for the offline fallback.
  const firstPage = nodes.slice(0, FEED_PAGE_SIZE);
  const snapshotSignature = firstPage.map((n) => `${n.id}:${n.score}:${n.commentCount}:${n.title}`).join('|');
  useEffect(() => {
    if (firstPage.length === 0) return;
    const posts: CachedPost[] = firstPage.map((n) => ({
      id: n.id,
      title: n.title,
      path: n.path,
      excerpt: n.excerpt,
      authorName: n.author.displayName,
      authorUsername: n.author.username ?? null,
      sector: n.sector,
      tags: [...n.tags],
      score: n.score,
      commentCount: n.commentCount,
      createdAt: String(n.createdAt),
    }));
    saveFeedSnapshot(feedKey, posts);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [feedKey, snapshotSignature]);

  const refresh = useCallback(() => {
    markFeedLoaded();
    setLoadMoreError(false);
    startRefresh(() => {
      refetch(
        {},
        {
          fetchPolicy: 'network-only',
          onComplete: (error) => {
            if (error) showToast(FEED_LOAD_FAILED, 'error');
          },
        },
      );
    });
  }, [refetch]);

  useEffect(() => {
    registerRefresh?.(refresh);
  }, [registerRefresh, refresh]);

  useFeedRefreshTriggers(refresh);
  const pull = usePullToRefresh(refresh);

  const loadMore = useCallback(() => {
    if (!hasNext || isLoadingNext) return;
    setLoadMoreError(false);
    loadNext(FEED_PAGE_SIZE, { onComplete: (error) => setLoadMoreError(error != null) });
  }, [hasNext, isLoadingNext, loadNext]);

  useInfiniteScroll(sentinel, hasNext && !isLoadingNext && !loadMoreError, loadMore);

  // Posts deleted since the page loaded leave empty edges; the count leaves them out too.
  const count = Math.max(0, feed.totalCount - (feed.edges.length - nodes.length));
  return (
    <div className="feed-list">
      <PullIndicator state={pull} refreshing={refreshing} />
      <div className="feed-count" aria-live="polite">
        <p>
          {count === 1 ? `1 ${countNoun}` : `${count.toLocaleString('en-US')} ${countNoun}s`}
          {searching && feed.sortedByRelevance ? <span className="pill pill-muted">Sorted by relevance</span> : null}
        </p>
        <button type="button" className="button button-ghost button-small" onClick={refresh} disabled={refreshing}>
          <Icon name="refresh" size={16} /> {refreshing ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>

      {visible.length === 0 ? (
        emptyState
      ) : (
        <ol className="feed-items" aria-label="Posts" aria-busy={refreshing || undefined}>
          {visible.map((node) => (
            <li key={node.id}>
              <FeedPostCard post={node} hotPostBanner={hotPostBanner} onHideWelcome={onHideWelcome} />
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
      ) : visible.length > 0 ? (
        <p className="feed-end">You've reached the end of the feed.</p>
      ) : null}
    </div>
  );
}
