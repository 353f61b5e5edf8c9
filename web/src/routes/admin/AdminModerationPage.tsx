// /admin/moderation (admin and godmin only): the review queue of posts and comments held
// by the automatic moderation check (AdminModerationPageQuery, preloaded by the route).
// Approving publishes the item, rejecting (with an optional reason) keeps it hidden; either
// way it leaves the queue.
import { useCallback, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { PendingCommentsList } from '../../features/moderation/PendingCommentsList';
import { PendingPostsList } from '../../features/moderation/PendingPostsList';
import { EMPTY_QUEUE_MESSAGE } from '../../features/moderation/reviewQueue';
import { RequireAdmin } from '../../features/session/RequireAuth';
import { usePageQueryRef } from '../../relay/usePageQueryRef';
import { PageFrame } from '../../ui/PageFrame';
import { PageSpinner } from '../../ui/Spinner';
import type { AdminModerationPageQuery } from './__generated__/AdminModerationPageQuery.graphql';

const query = graphql`
  query AdminModerationPageQuery($postCount: Int!, $commentCount: Int!) {
    ...PendingPostsList_query @arguments(count: $postCount)
    ...PendingCommentsList_query @arguments(count: $commentCount)
  }
`;

export default function AdminModerationPage() {
  return (
    <RequireAdmin>
      <AdminModerationRoute />
    </RequireAdmin>
  );
}

function AdminModerationRoute() {
  const queryRef = usePageQueryRef<AdminModerationPageQuery>();
  return queryRef ? <AdminModerationContent queryRef={queryRef} /> : <PageSpinner />;
}

function AdminModerationContent({ queryRef }: { queryRef: PreloadedQuery<AdminModerationPageQuery> }) {
  const data = usePreloadedQuery<AdminModerationPageQuery>(query, queryRef);
  const [postCount, setPostCount] = useState<number | null>(null);
  const [commentCount, setCommentCount] = useState<number | null>(null);
  const onPostCount = useCallback((n: number) => setPostCount(n), []);
  const onCommentCount = useCallback((n: number) => setCommentCount(n), []);
  const empty = postCount === 0 && commentCount === 0;

  return (
    <PageFrame
      title="Moderation"
      lead="Posts and comments held by the automatic check wait here until an admin approves or rejects them."
      width="wide"
      actions={
        <Link to="/admin" className="button">
          Back to the dashboard
        </Link>
      }
    >
      {empty ? (
        <section className="card empty-state" aria-label="Review queue">
          <p>{EMPTY_QUEUE_MESSAGE}</p>
        </section>
      ) : null}
      <PendingPostsList query={data} onCount={onPostCount} />
      <PendingCommentsList query={data} onCount={onCommentCount} />
    </PageFrame>
  );
}
