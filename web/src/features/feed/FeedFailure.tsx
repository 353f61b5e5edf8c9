// When the feed's first page cannot be loaded (content spec §4, §8 'Feed'): the posts of the
// last successful load, kept on the device, with 'Showing cached posts from {time}. Pull
// down to refresh when back online.' and 'Retry Now'; without a snapshot, the offline or
// server message (My Feed: 'Failed to load your feed.' with Retry). Coming back online
// retries by itself. Not needed to draw a feed: the home page loads it beside the feed's data
// (FeedBoundary.tsx has the boundary that catches the failure).
import { useEffect, useRef } from 'react';
import { Link } from '../../routing';
import { Icon } from '../../ui/Icon';
import { RelativeTime } from '../posts/RelativeTime';
import { tagHref } from '../posts/postRules';
import { cachedPostsNotice, findFeedSnapshot } from './feedCache';
import { FEED_LOAD_FAILED } from './feedMessages';
import { OFFLINE_MESSAGE, useOnline } from './useOnline';
import { PullIndicator, usePullToRefresh } from './usePullToRefresh';

export function FeedFailure({
  feedKey,
  onRetry,
  pageShowsOffline = false,
  failedMessage = FEED_LOAD_FAILED,
  retryLabel = 'Retry Now',
}: {
  feedKey: string;
  onRetry: () => void;
  /** The page already says 'You appear to be offline…' while the browser is offline. */
  pageShowsOffline?: boolean;
  failedMessage?: string;
  retryLabel?: string;
}) {
  const online = useOnline();
  const pull = usePullToRefresh(onRetry);
  const cached = findFeedSnapshot(feedKey);
  const offline = !online;

  // Coming back online retries by itself. (Driven by the online state rather than a second
  // 'online' listener: re-rendering on that event replaces listeners while it is dispatched.)
  const wasOnline = useRef(online);
  const retry = useRef(onRetry);
  retry.current = onRetry;
  useEffect(() => {
    if (online && !wasOnline.current) retry.current();
    wasOnline.current = online;
  }, [online]);

  return (
    <div className="feed-failure">
      <PullIndicator state={pull} refreshing={false} />
      <div className="card feed-notice" role="alert">
        <Icon name={offline ? 'wifiOff' : 'alert'} size={24} />
        <div>
          {offline ? (pageShowsOffline ? null : <p>{OFFLINE_MESSAGE}</p>) : cached ? null : <p>{failedMessage}</p>}
          {offline && pageShowsOffline && !cached ? <p>{failedMessage}</p> : null}
          {cached ? <p>{cachedPostsNotice(cached.snapshot.savedAt)}</p> : null}
          {cached && !cached.sameFeed ? <p className="muted">These posts are from the last feed that loaded, not from the current filter.</p> : null}
        </div>
        <button type="button" className="button button-primary" onClick={onRetry}>
          {retryLabel}
        </button>
      </div>
      {cached ? (
        <ol className="feed-items" aria-label="Cached posts">
          {cached.snapshot.posts.map((post) => (
            <li key={post.id}>
              <article className="card post-card post-card-cached">
                <header className="post-card-head">
                  <div className="post-card-byline">
                    <span className="post-author">
                      <span className="post-author-name">{post.authorName}</span>
                      {post.authorUsername ? <span className="muted"> @{post.authorUsername}</span> : null}
                    </span>
                    <span className="post-meta muted">
                      <RelativeTime value={post.createdAt} />
                    </span>
                  </div>
                </header>
                <h2 className="post-card-title">
                  <Link to={post.path}>{post.title}</Link>
                </h2>
                {post.excerpt ? <p className="post-card-excerpt">{post.excerpt}</p> : null}
                {post.tags.length > 0 ? (
                  <ul className="tag-list" aria-label="Tags">
                    {post.tags.map((tag) => (
                      <li key={tag}>
                        <Link to={tagHref(tag)} className="tag-chip">
                          #{tag}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
                <p className="muted post-card-cached-stats">
                  {post.score} votes · {post.commentCount} comments
                </p>
              </article>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
