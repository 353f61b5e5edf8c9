// The post page's comments (content spec §2 'Post page'): the flat list from the API (oldest
// first, pages of 50) drawn as threads from parentId, and the reply box; guests see
// 'Login to join the discussion' with a Login button.
import { useMemo, type ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link, useLocation } from '../../routing';
import { Spinner } from '../../ui/Spinner';
import { authPathWithReturn } from '../session/returnTo';
import { useSession } from '../session/useSession';
import type { CommentsSection_post$key } from './__generated__/CommentsSection_post.graphql';
import type { CommentsSectionPaginationQuery } from './__generated__/CommentsSectionPaginationQuery.graphql';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import { COMMENTS_PAGE_SIZE } from './commentPaging';
import { buildThreads, visualDepth, type ThreadNode } from './commentThreads';

export const REPLY_BOX_ID = 'reply';
export const REPLY_EDITOR_ID = 'reply-editor';

type Item = { id: string; parentId: string | null | undefined; ref: Parameters<typeof CommentItem>[0]['comment'] };

export function CommentsSection({ post }: { post: CommentsSection_post$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<CommentsSectionPaginationQuery, CommentsSection_post$key>(
    graphql`
      fragment CommentsSection_post on Post
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
      @refetchable(queryName: "CommentsSectionPaginationQuery") {
        id
        status
        commentCount
        comments(first: $count, after: $cursor) @connection(key: "CommentsSection_comments") {
          __id
          edges {
            node {
              id
              parentId
              ...CommentItem_comment
            }
          }
        }
      }
    `,
    post,
  );
  const session = useSession();
  const location = useLocation();
  const connectionId = data.comments.__id;
  const published = data.status === 'PUBLISHED';

  const threads = useMemo(() => {
    const items: Item[] = data.comments.edges
      .map((edge) => edge?.node)
      .filter((node): node is NonNullable<typeof node> => node != null)
      .map((node) => ({ id: node.id, parentId: node.parentId, ref: node }));
    return buildThreads(items);
  }, [data.comments.edges]);

  const canReply = published;
  const renderThread = (node: ThreadNode<Item>): ReactNode => (
    <CommentItem key={node.item.id} comment={node.item.ref} postId={data.id} connectionId={connectionId} canReply={canReply}>
      {node.children.length > 0 ? (
        <ol className={`comment-replies${visualDepth(node.depth + 1) === visualDepth(node.depth) ? ' comment-replies-flat' : ''}`} aria-label="Replies">
          {node.children.map(renderThread)}
        </ol>
      ) : null}
    </CommentItem>
  );

  const count = data.commentCount;
  return (
    <section className="comments card" id="comments" aria-labelledby="comments-title">
      <h2 id="comments-title" className="comments-title">
        Comments <span className="muted">({count})</span>
      </h2>
      {threads.length === 0 ? <p className="muted">No comments yet. Start the conversation.</p> : <ol className="comment-list">{threads.map(renderThread)}</ol>}
      {hasNext ? (
        <div className="feed-more">
          {isLoadingNext ? (
            <Spinner label="Loading more comments…" />
          ) : (
            <button type="button" className="button" onClick={() => loadNext(COMMENTS_PAGE_SIZE)}>
              Show more comments
            </button>
          )}
        </div>
      ) : null}

      <div id={REPLY_BOX_ID} className="reply-box" tabIndex={-1}>
        <h3 className="reply-box-title">Add a comment</h3>
        {!published ? (
          <p className="muted">Comments open once the post is published.</p>
        ) : session.isAuthenticated ? (
          <CommentForm postId={data.id} connectionId={connectionId} label="Write a comment" editorId={REPLY_EDITOR_ID} />
        ) : (
          <div className="reply-login">
            <p>Login to join the discussion</p>
            <Link to={authPathWithReturn('/login', `${location.pathname}${location.search}#reply`)} className="button button-primary">
              Login
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
