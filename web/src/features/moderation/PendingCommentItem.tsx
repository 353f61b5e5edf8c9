// A comment held by the automatic moderation check: its text, author, time, a link to its
// post, and the Approve / Reject actions.
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from '../../routing';
import { RichText } from '../../editor/RichText';
import { RelativeTime } from '../posts/RelativeTime';
import type { PendingCommentItem_comment$key } from './__generated__/PendingCommentItem_comment.graphql';
import { ReviewActions } from './ReviewActions';
import { useReview } from './useReview';

export function PendingCommentItem({ comment, connectionId }: { comment: PendingCommentItem_comment$key; connectionId: string }) {
  const data = useFragment(
    graphql`
      fragment PendingCommentItem_comment on Comment {
        id
        commentId
        content
        contentText
        createdAt
        author {
          displayName
          username
        }
        post {
          title
          path
        }
      }
    `,
    comment,
  );
  const labelId = useId();
  const review = useReview('comment', data.id, connectionId);
  const author = data.author ? (data.author.username ? `@${data.author.username}` : data.author.displayName) : 'a deleted account';
  const hasBody = Array.isArray(data.content) && data.content.length > 0;

  return (
    <article className="card review-item" aria-labelledby={labelId}>
      <header className="review-item-head">
        <p id={labelId} className="review-item-meta">
          Comment by <strong>{author}</strong> on <Link to={`${data.post.path}#comments`}>{data.post.title}</Link>
        </p>
        <p className="muted review-item-meta">
          <RelativeTime value={String(data.createdAt)} />
        </p>
      </header>
      {hasBody ? <RichText value={data.content} className="review-item-body" /> : <p className="review-item-body">{data.contentText}</p>}
      <ReviewActions
        kind="comment"
        subject={`comment by ${author}`}
        busy={review.busy}
        error={review.error}
        onApprove={review.approve}
        onReject={review.reject}
        onClearError={review.clearError}
      />
    </article>
  );
}
