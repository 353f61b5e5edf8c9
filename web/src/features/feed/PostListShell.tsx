// The shell every list of feed cards shares (content spec §2, §9): the results count ('Sorted by
// relevance' for searches), the cards, infinite scroll (the next page loads when the end of the
// list is half visible) with a 'Load more' fallback and its failure message, and the end-of-list
// text. The lists (FeedListView for All, Polls and My Feed, /polls, community and campaign feeds)
// own their connections and pass their nodes: each selects `id` and the card's fragment.
import { useCallback, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Spinner } from '../../ui/Spinner';
import type { FeedPostCard_post$key } from './__generated__/FeedPostCard_post.graphql';
import { FEED_PAGE_SIZE } from './feedParams';
import { FeedPostCard, type WelcomeKind } from './FeedPostCard';
import { useInfiniteScroll } from './useInfiniteScroll';
import { formatCount } from '../../ui/format';
import { useHydrated } from '../../ui/useHydrated';

export interface Paging {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => unknown;
}

export interface LoadMoreState extends Paging {
  sentinel: RefObject<HTMLDivElement | null>;
  loadMore: () => void;
  failed: boolean;
  /** Forgets a failed load (a refresh of the first page). */
  reset: () => void;
}

/** The next page on scroll or on the button; a failure stops the scroll until tried again. */
export function useLoadMore({ hasNext, isLoadingNext, loadNext }: Paging, pageSize: number = FEED_PAGE_SIZE): LoadMoreState {
  const [failed, setFailed] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useCallback(() => {
    if (!hasNext || isLoadingNext) return;
    setFailed(false);
    loadNext(pageSize, { onComplete: (error) => setFailed(error != null) });
  }, [hasNext, isLoadingNext, loadNext, pageSize]);
  useInfiniteScroll(sentinel, hasNext && !isLoadingNext && !failed, loadMore);
  const reset = useCallback(() => setFailed(false), []);
  return { hasNext, isLoadingNext, loadNext, sentinel, loadMore, failed, reset };
}

/** The end of a list while there is more: the sentinel, the spinner, or the button. */
export function LoadMoreFooter({ state, noun, failedMessage }: { state: LoadMoreState; noun: string; failedMessage: string }) {
  if (!state.hasNext) return null;
  return (
    <div ref={state.sentinel} className="feed-more">
      {state.isLoadingNext ? (
        <Spinner label={`Loading more ${noun}…`} />
      ) : (
        <>
          {state.failed ? <p className="field-error">{failedMessage}</p> : null}
          <button type="button" className="button" onClick={state.loadMore}>
            {state.failed ? 'Try again' : `Load more ${noun}`}
          </button>
        </>
      )}
    </div>
  );
}

/** '12 posts', with the relevance pill for searches and an action (Refresh) on the right. */
export function ListCount({ count, noun, sortedByRelevance = false, action }: { count: number; noun: string; sortedByRelevance?: boolean; action?: ReactNode }) {
  return (
    <div className="feed-count" aria-live="polite">
      <p>
        {count === 1 ? `1 ${noun}` : `${formatCount(count)} ${noun}s`}
        {sortedByRelevance ? <span className="pill pill-muted">Sorted by relevance</span> : null}
      </p>
      {action}
    </div>
  );
}

export type ListedPost = FeedPostCard_post$key & { readonly id: string };

export interface PostListShellProps {
  /** The posts shown (deleted ones and hidden ones already left out). */
  posts: ReadonlyArray<ListedPost>;
  loading: LoadMoreState;
  empty: ReactNode;
  /** The end of the list, e.g. "You've reached the end of the feed." */
  endText: string;
  /** The list's name ('Posts', 'Polls') and what 'Load more …' loads ('posts', 'polls'). */
  label?: string;
  noun?: string;
  failedMessage: string;
  busy?: boolean;
  hotPostBanner: boolean;
  inCommunity?: { canModerate: boolean };
  onHideWelcome?: (kind: WelcomeKind, postId: string) => void;
  /** Something to show after the post at this index (the suggestion boxes), or null. */
  after?: (index: number) => ReactNode;
}

/**
 * The posts a server-rendered page carries (web/src/entry-server.tsx): more than a phone's first
 * screen. The rest of the page follows once it is hydrated (in useHydrated's transition), so
 * neither the HTML nor hydration carries the whole list before the first paint and interaction.
 */
const SERVER_RENDERED_POSTS = 5;

export function PostListShell({
  posts,
  loading,
  empty,
  endText,
  label = 'Posts',
  noun = 'posts',
  failedMessage,
  busy = false,
  hotPostBanner,
  inCommunity,
  onHideWelcome,
  after,
}: PostListShellProps) {
  const whole = useHydrated();
  const shown = whole ? posts : posts.slice(0, SERVER_RENDERED_POSTS);
  return (
    <>
      {posts.length === 0 ? (
        empty
      ) : (
        <ol className="feed-items" aria-label={label} aria-busy={busy || undefined}>
          {shown.map((post, index) => {
            const extra = after?.(index);
            return (
              <li key={post.id}>
                <FeedPostCard post={post} hotPostBanner={hotPostBanner} inCommunity={inCommunity} onHideWelcome={onHideWelcome} />
                {extra ? <div className="feed-insert">{extra}</div> : null}
              </li>
            );
          })}
        </ol>
      )}
      {!whole ? null : loading.hasNext ? (
        <LoadMoreFooter state={loading} noun={noun} failedMessage={failedMessage} />
      ) : posts.length > 0 ? (
        <p className="feed-end">{endText}</p>
      ) : null}
    </>
  );
}
