// /discussion/:id and /discussion/:urlId/:slug: a post page. Posts arrive with the feed.
import { Link, useParams } from 'react-router-dom';
import { PageFrame, PlannedSection } from '../../ui/PageFrame';

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export default function DiscussionPage() {
  const { id, urlId } = useParams();
  const postId = id ?? urlId ?? '';
  if (!ID_PATTERN.test(postId)) {
    return (
      <PageFrame title="Invalid post ID" lead="This link does not point to a post.">
        <p>
          <Link to="/">Back to forum</Link>
        </p>
      </PageFrame>
    );
  }
  return (
    <PageFrame title="Discussion" lead={`Post ${postId}`}>
      <PlannedSection title="Post pages are coming">
        <p>
          Posts, their comments and replies, votes and polls open together with the community feed. Nothing has been
          posted yet, so there is no post {postId} to show.
        </p>
      </PlannedSection>
      <p>
        <Link to="/">Back to forum</Link>
      </p>
    </PageFrame>
  );
}
