// A post held by the automatic moderation check: title (link to the post), author, time,
// the whole body, tags, and the Approve / Reject actions. The API keeps no reason for the
// hold, so none is shown.
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from '../../routing';
import { RichText } from '../../editor/RichText';
import { RelativeTime } from '../posts/RelativeTime';
import { tagHref } from '../posts/postRules';
import type { PendingPostItem_post$key } from './__generated__/PendingPostItem_post.graphql';
import { ReviewActions } from './ReviewActions';
import { useReview } from './useReview';

export function PendingPostItem({ post, connectionId }: { post: PendingPostItem_post$key; connectionId: string }) {
  const data = useFragment(
    graphql`
      fragment PendingPostItem_post on Post {
        id
        title
        path
        content
        contentText
        tags
        createdAt
        author {
          displayName
          username
        }
      }
    `,
    post,
  );
  const titleId = useId();
  const review = useReview('post', data.id, connectionId);
  const hasBody = Array.isArray(data.content) && data.content.length > 0;

  return (
    <article className="card review-item" aria-labelledby={titleId}>
      <header className="review-item-head">
        <h3 id={titleId} className="review-item-title">
          <Link to={data.path}>{data.title}</Link>
        </h3>
        <p className="muted review-item-meta">
          <span>{data.author.username ? `@${data.author.username}` : data.author.displayName}</span>
          <span aria-hidden="true"> · </span>
          <RelativeTime value={String(data.createdAt)} />
        </p>
      </header>
      {hasBody ? <RichText value={data.content} className="review-item-body" /> : <p className="review-item-body">{data.contentText}</p>}
      {data.tags.length > 0 ? (
        <ul className="tag-list" aria-label="Tags">
          {data.tags.map((tag) => (
            <li key={tag}>
              <Link to={tagHref(tag)} className="tag-chip">
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <ReviewActions
        kind="post"
        subject={data.title}
        busy={review.busy}
        error={review.error}
        onApprove={review.approve}
        onReject={review.reject}
        onClearError={review.clearError}
      />
    </article>
  );
}
