// What the All, Polls and My Feed lists share (content spec §2, §4, §9): the results count
// ('Sorted by relevance' for searches), the cards, the suggestion boxes after the 2nd and the 5th
// post, infinite scroll, the end-of-feed message, pull-to-refresh and the automatic refreshes,
// which fetch the first page again. Each successful first page is remembered on the device for
// offline use (read through the list's own @inline fragment, FeedListView_snapshot). FeedList and
// MyFeedList own the connections; their nodes select only `id`, the card's fragment and that one.
// The page passes the connection's id (feedConnectionId, myFeedConnectionId) to what writes into it.
import { useCallback, useEffect, useTransition, type ReactNode } from 'react';
import { graphql, readInlineData } from 'react-relay';
import type { FragmentRefs } from 'relay-runtime';
import { Icon } from '../../ui/Icon';
import { showToast } from '../../ui/toastStore';
import type { FeedListView_snapshot$data, FeedListView_snapshot$key } from './__generated__/FeedListView_snapshot.graphql';
import type { CachedPost } from './feedCache';
import { LOAD_MORE_FAILED } from './feedMessages';
import { FEED_PAGE_SIZE } from './feedParams';
import type { WelcomeKind } from './FeedPostCard';
import { ListCount, PostListShell, useLoadMore } from './PostListShell';
import { markFeedLoaded, useFeedRefreshTriggers } from './useFeedRefreshTriggers';
import { PullIndicator, usePullToRefresh } from './usePullToRefresh';
import { isDismissedWelcome, type WelcomeDismissal } from './welcomeDismissal';

/** A post as FeedList and MyFeedList select it. */
export interface FeedListNode {
  readonly id: string;
  readonly ' $fragmentSpreads': FragmentRefs<'FeedPostCard_post' | 'FeedListView_snapshot'>;
}

// What the list itself reads of a post: the welcome flags (hidden posts) and the public fields of
// the offline snapshot of the first page.
const snapshotFragment = graphql`
  fragment FeedListView_snapshot on Post @inline {
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
  }
`;

function readSnapshot(node: FeedListNode): FeedListView_snapshot$data {
  return readInlineData<FeedListView_snapshot$key>(snapshotFragment, node);
}

export interface FeedConnectionState {
  totalCount: number;
  /** Edges in the connection, deleted posts (null nodes) included. */
  edgeCount: number;
  /** The nodes: each selects `id`, the card's fragment and the list's own FeedListView_snapshot. */
  posts: ReadonlyArray<FeedListNode>;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => void;
  /** Fetches the first page again; calls back with the error, if any. */
  refetchFirstPage: (onComplete: (error: Error | null) => void) => void;
}

export interface FeedListViewProps {
  feed: FeedConnectionState;
  feedKey: string;
  /** Shown when a refresh fails. */
  failedMessage: string;
  searching?: boolean;
  sortedByRelevance?: boolean;
  hotPostBanner: boolean;
  dismissed: WelcomeDismissal;
  onHideWelcome: (kind: WelcomeKind, postId: string) => void;
  emptyState: ReactNode;
  /** What the count counts ('post' by default; 'poll' on the Polls tab). */
  countNoun?: string;
  /** Something to show after the post at this index (the suggestion boxes), or null. */
  after?: (index: number) => ReactNode;
  /** Above the list (My Feed's fallback notice). */
  notice?: ReactNode;
}

export function FeedListView({
  feed,
  feedKey,
  failedMessage,
  searching = false,
  sortedByRelevance = false,
  hotPostBanner,
  dismissed,
  onHideWelcome,
  emptyState,
  countNoun = 'post',
  after,
  notice,
}: FeedListViewProps) {
  const nodes = feed.posts.map((node) => ({ node, post: readSnapshot(node) }));
  const { refetchFirstPage } = feed;
  const [refreshing, startRefresh] = useTransition();
  const loading = useLoadMore(feed);
  const resetLoadMore = loading.reset;

  const visible = nodes.filter(({ post }) => !isDismissedWelcome(post, dismissed));

  // The first page, as plain public fields, for the offline fallback.
  const firstPage = nodes.slice(0, FEED_PAGE_SIZE);
  const snapshotSignature = firstPage.map(({ node, post }) => `${node.id}:${post.score}:${post.commentCount}:${post.title}`).join('|');
  useEffect(() => {
    if (firstPage.length === 0) return;
    const posts: CachedPost[] = firstPage.map(({ node, post: n }) => ({
      id: node.id,
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
    // Kept for a failed load later: its code comes with the failure view's, after the page has drawn.
    void import('./feedCache').then(({ saveFeedSnapshot }) => saveFeedSnapshot(feedKey, posts), () => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [feedKey, snapshotSignature]);

  const refresh = useCallback(() => {
    markFeedLoaded();
    resetLoadMore();
    startRefresh(() => {
      refetchFirstPage((error) => {
        if (error) showToast(failedMessage, 'error');
      });
    });
  }, [refetchFirstPage, failedMessage, resetLoadMore]);

  useFeedRefreshTriggers(refresh);
  const pull = usePullToRefresh(refresh);

  // Posts deleted since the page loaded leave empty edges; the count leaves them out too.
  const count = Math.max(0, feed.totalCount - (feed.edgeCount - nodes.length));
  return (
    <div className="feed-list">
      <PullIndicator state={pull} refreshing={refreshing} />
      {notice}
      <ListCount
        count={count}
        noun={countNoun}
        sortedByRelevance={searching && sortedByRelevance}
        action={
          <button type="button" className="button button-ghost button-small" onClick={refresh} disabled={refreshing}>
            <Icon name="refresh" size={16} /> {refreshing ? 'Refreshing…' : 'Refresh'}
          </button>
        }
      />
      <PostListShell
        posts={visible.map(({ node }) => node)}
        loading={loading}
        empty={emptyState}
        endText="You've reached the end of the feed."
        failedMessage={LOAD_MORE_FAILED}
        busy={refreshing}
        hotPostBanner={hotPostBanner}
        onHideWelcome={onHideWelcome}
        after={after}
      />
    </div>
  );
}
