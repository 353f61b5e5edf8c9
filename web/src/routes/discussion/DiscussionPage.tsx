// /discussion/:urlId/:slug and /discussion/:id: a post page (content spec §2 'Post page').
// The page owns DiscussionPageQuery (post(id:) takes a global id, numeric id or url id),
// preloaded by the route loader. Sidebar of sectors, header (sector link, author, time,
// actions menu), title, body, #tags, votes, comments with threaded replies and the reply
// box. A missing post says so with its id and a 'Back to forum' link. The view is counted
// once per page open. A poll shows its poll block instead of a body, and its back arrow
// goes to /polls.
import { Component, Suspense, useEffect, useRef, useState, type ErrorInfo, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLocation, useNavigate, useParams, useRevalidator } from '../../routing';
import { CommentsSection, REPLY_BOX_ID, REPLY_EDITOR_ID } from '../../features/comments/CommentsSection';
import { PollBlock } from '../../features/polls/PollBlock';
import { PostActionsMenu } from '../../features/posts/PostActionsMenu';
import { PostVoteControl } from '../../features/posts/PostVoteControl';
import { RelativeTime } from '../../features/posts/RelativeTime';
import { SavePostButton } from '../../features/posts/SavePostButton';
import { ShareButton } from '../../features/posts/ShareButton';
import { categoryHref, hashTag, tagHref } from '../../features/posts/postRules';
import { useRecordPostViewMutation } from '../../features/posts/useRecordPostViewMutation';
import { useMediaQuery } from '../../features/shell/useMediaQuery';
import { RichText } from '../../editor/RichText';
import { isNetworkError, userMessage } from '../../relay/errors';
import { refKey } from '../../relay/refKey';
import { usePageQueryRef } from '../../relay/usePageQueryRef';
import { Avatar } from '../../ui/Avatar';
import { PageIcon } from '../../ui/PageIcon';
import { usePageTitle } from '../../ui/PageFrame';
import type { DiscussionPageQuery } from './__generated__/DiscussionPageQuery.graphql';
import { POST_ID_PATTERN } from './postId';

export const POST_NOT_FOUND = 'Post not found. It may have been deleted.';
export const INVALID_POST_ID = 'Invalid post ID';
export const POST_NETWORK_ERROR = 'Network error. Please check your connection.';

export const discussionPageQuery = graphql`
  query DiscussionPageQuery($id: String!, $commentCount: Int!) {
    post(id: $id) {
      id
      postId
      title
      path
      content
      postType
      status
      sector
      tags
      createdAt
      editedAt
      commentCount
      author {
        displayName
        username
        avatarColor
      }
      community {
        slug
        displayName
        icon
      }
      ...PostVoteControl_post
      ...SavePostButton_post
      ...PostActionsMenu_post
      ...PollBlock_post
      ...CommentsSection_post @arguments(count: $commentCount)
    }
    taxonomy {
      sectors {
        slug
        name
      }
    }
  }
`;

/** The last counted view: a redirect to the canonical address right after is the same open. */
let lastView: { postId: string | null; at: number } = { postId: null, at: 0 };
const SAME_OPEN_MS = 5000;

/** The id the route was opened with (url id, numeric id or global id). */
export function usePostRouteId(): string {
  const { id, urlId } = useParams();
  return urlId ?? id ?? '';
}

export default function DiscussionPage() {
  const postId = usePostRouteId();
  const queryRef = usePageQueryRef<DiscussionPageQuery>();
  const revalidator = useRevalidator();
  if (!POST_ID_PATTERN.test(postId)) return <PostMissing postId={postId} message={INVALID_POST_ID} />;
  return (
    <div className="page page-wide post-page">
      {queryRef ? (
        <PostErrorBoundary key={refKey(queryRef)} postId={postId} onRetry={() => void revalidator.revalidate()}>
          <Suspense fallback={<PostSkeleton />}>
            <PostView queryRef={queryRef} routeId={postId} />
          </Suspense>
        </PostErrorBoundary>
      ) : (
        <PostSkeleton />
      )}
    </div>
  );
}

function PostView({ queryRef, routeId }: { queryRef: PreloadedQuery<DiscussionPageQuery>; routeId: string }) {
  const data = usePreloadedQuery<DiscussionPageQuery>(discussionPageQuery, queryRef);
  const post = data.post;
  const navigate = useNavigate();
  const location = useLocation();
  const [recordView] = useRecordPostViewMutation();
  const viewed = useRef<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const narrow = useMediaQuery('(max-width: 900px)');
  usePageTitle(post?.title ?? (leaving ? 'Home' : 'Post not found'));

  // Count one view per page open (not again when the address is corrected to the post's own).
  useEffect(() => {
    if (!post || viewed.current === post.id) return;
    viewed.current = post.id;
    const now = Date.now();
    if (lastView.postId === post.id && now - lastView.at < SAME_OPEN_MS) return;
    lastView = { postId: post.id, at: now };
    recordView({ variables: { postId: post.id }, onError: () => undefined });
  }, [post, recordView]);

  // Old or short addresses go to the post's own address.
  useEffect(() => {
    if (post && location.pathname !== post.path) navigate(`${post.path}${location.search}${location.hash}`, { replace: true });
  }, [post, location.pathname, location.search, location.hash, navigate]);

  // #reply focuses the reply box.
  useEffect(() => {
    if (!post || location.hash !== '#reply') return;
    const timer = setTimeout(() => {
      const box = document.getElementById(REPLY_BOX_ID);
      box?.scrollIntoView({ block: 'center' });
      const target = document.getElementById(REPLY_EDITOR_ID) ?? box?.querySelector<HTMLElement>('a, button') ?? box;
      target?.focus({ preventScroll: true });
    }, 50);
    return () => clearTimeout(timer);
  }, [post, location.hash]);

  if (!post) return leaving ? <PostSkeleton /> : <PostMissing postId={routeId} message={POST_NOT_FOUND} embedded />;

  const sectors = data.taxonomy.sectors;
  // Under the post on narrow screens, the sector list starts folded.
  const sectorSlug = sectors.find((s) => s.name === post.sector)?.slug ?? post.sector;
  const isPoll = post.postType === 'POLL';

  return (
    <div className="post-layout">
      <aside className="sector-sidebar" aria-labelledby="sector-sidebar-title">
        <details className="sector-details" key={narrow ? 'narrow' : 'wide'} open={!narrow}>
          <summary id="sector-sidebar-title">Sectors</summary>
          <ul>
            {sectors.map((s) => (
              <li key={s.slug}>
                <Link to={categoryHref(s.slug)} className={s.name === post.sector ? 'active' : undefined} aria-current={s.name === post.sector ? 'true' : undefined}>
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </details>
      </aside>

      <div className="post-main">
        <div className="post-back">
          <Link to={isPoll ? '/polls' : '/'} className="icon-button" aria-label={isPoll ? 'Back to polls' : 'Back to the feed'}>
            <PageIcon name="arrowLeft" />
          </Link>
        </div>
        <article className="card post-full" aria-labelledby="post-title">
          <header className="post-full-head">
            <div className="post-full-meta">
              <Link to={categoryHref(sectorSlug)} className="sector-link">
                {post.sector}
              </Link>
              {post.community ? (
                <Link to={`/c/${encodeURIComponent(post.community.slug)}`} className="post-community">
                  {post.community.icon ? <span aria-hidden="true">{post.community.icon} </span> : null}
                  {post.community.displayName}
                </Link>
              ) : null}
              {isPoll ? <span className="pill">Poll</span> : null}
              {post.status === 'PENDING_REVIEW' ? <span className="pill pill-warning">Pending review</span> : null}
              {post.status === 'REJECTED' ? <span className="pill pill-warning">Rejected</span> : null}
            </div>
            <PostActionsMenu post={post} where="page" onDeleted={() => {
                setLeaving(true);
                navigate('/', { replace: true });
              }} onAuthorBlocked={() => {
                // A blocked member's post no longer opens for the blocker (docs/decisions.md).
                setLeaving(true);
                navigate('/', { replace: true });
              }} />
          </header>
          <div className="post-byline">
            <Avatar name={post.author.displayName} color={post.author.avatarColor} size={40} />
            <div>
              <span className="post-author-name">{post.author.displayName}</span>
              {post.author.username ? <span className="muted"> @{post.author.username}</span> : null}
              <div className="muted post-meta">
                <RelativeTime value={post.createdAt} />
                {post.editedAt ? <span> · edited</span> : null}
              </div>
            </div>
          </div>
          <h1 id="post-title" className="post-full-title">
            {post.title}
          </h1>
          {isPoll ? <PollBlock post={post} variant="page" /> : <RichText value={post.content} className="post-body" />}
          {post.tags.length > 0 ? (
            <ul className="tag-list" aria-label="Tags">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link to={tagHref(tag)} className="tag-chip">
                    {hashTag(tag)}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <footer className="post-card-actions">
            <PostVoteControl post={post} title={post.title} />
            <a href="#comments" className="post-action" aria-label={`${post.commentCount} comments`}>
              <PageIcon name="comment" size={18} />
              <span aria-hidden="true">{post.commentCount}</span>
            </a>
            <SavePostButton post={post} showLabel />
            <ShareButton post={post} showLabel />
          </footer>
        </article>

        <CommentsSection post={post} />
      </div>
    </div>
  );
}

function PostMissing({ postId, message, embedded = false }: { postId: string; message: string; embedded?: boolean }) {
  usePageTitle(message);
  const body = (
    <div className="error-panel card post-missing" role="alert">
      <PageIcon name="alert" size={28} />
      <h1>{message}</h1>
      <p className="muted">
        Post ID: <code>{postId || '(none)'}</code>
      </p>
      <p>
        <Link to="/" className="button button-primary">
          Back to forum
        </Link>
      </p>
    </div>
  );
  return embedded ? body : <div className="page page-narrow">{body}</div>;
}

class PostErrorBoundary extends Component<{ children: ReactNode; postId: string; onRetry: () => void }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Post failed to load', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const message = isNetworkError(error) ? POST_NETWORK_ERROR : userMessage(error, 'Post not found');
    return (
      <div className="error-panel card post-missing" role="alert">
        <PageIcon name="alert" size={28} />
        <h1>{message}</h1>
        <p className="muted">
          Post ID: <code>{this.props.postId}</code>
        </p>
        <div className="button-row">
          <button
            type="button"
            className="button"
            onClick={this.props.onRetry}
          >
            Try Again
          </button>
          <Link to="/" className="button button-primary">
            Back to forum
          </Link>
        </div>
      </div>
    );
  }
}

function PostSkeleton() {
  return (
    // A screen tall at least: the footer stays below the fold until the post arrives (no layout shift).
    <div className="post-layout" role="status" aria-live="polite" style={{ minHeight: '100vh' }}>
      <span className="visually-hidden">Loading post…</span>
      <div className="sector-sidebar skeleton-sidebar" aria-hidden="true">
        <div className="skeleton-line skeleton-short" />
        <div className="skeleton-line skeleton-medium" />
        <div className="skeleton-line skeleton-medium" />
      </div>
      <div className="post-main" aria-hidden="true">
        <div className="card skeleton-card">
          <div className="skeleton-line skeleton-short" />
          <div className="skeleton-line skeleton-title" />
          <div className="skeleton-line" />
          <div className="skeleton-line" />
          <div className="skeleton-line skeleton-medium" />
        </div>
        <div className="card skeleton-card">
          <div className="skeleton-line skeleton-short" />
          <div className="skeleton-line" />
        </div>
      </div>
    </div>
  );
}
