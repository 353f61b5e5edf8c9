// /admin/jobs (admin and godmin only): the job queue's health (counts, the oldest due job, the
// last error) and the failed jobs, where a dead one can be retried or dropped.
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from '../../routing';
import { RequireAdmin } from '../../features/session/RequireAuth';
import { usePageQueryRef } from '../../relay/usePageQueryRef';
import { PageFrame } from '../../ui/PageFrame';
import { PageSpinner } from '../../ui/Spinner';
import { JobQueueCounts } from '../../features/jobs/JobQueueCounts';
import { FailedJobList } from '../../features/jobs/FailedJobList';
import '../../features/moderation/admin/admin.css';
import '../../features/jobs/jobs.css';
import type { AdminJobsPageQuery } from './__generated__/AdminJobsPageQuery.graphql';

const query = graphql`
  query AdminJobsPageQuery($count: Int!) {
    jobQueue {
      id
      ...JobQueueCounts_health
    }
    ...FailedJobList_query @arguments(count: $count)
  }
`;

export default function AdminJobsPage() {
  return (
    <RequireAdmin>
      <JobsRoute />
    </RequireAdmin>
  );
}

function JobsRoute() {
  const queryRef = usePageQueryRef<AdminJobsPageQuery>();
  return (
    <PageFrame title="Job queue" lead="Mail and other background work: what waits, what runs, and what failed." width="wide">
      {queryRef ? (
        <Suspense fallback={<PageSpinner />}>
          <JobsContent queryRef={queryRef} />
        </Suspense>
      ) : (
        <PageSpinner />
      )}
      <p>
        <Link to="/admin">Back to the dashboard</Link>
      </p>
    </PageFrame>
  );
}

function JobsContent({ queryRef }: { queryRef: PreloadedQuery<AdminJobsPageQuery> }) {
  const data = usePreloadedQuery<AdminJobsPageQuery>(query, queryRef);
  if (!data.jobQueue) return <p className="muted">Only admins can see the job queue.</p>;
  return (
    <>
      <JobQueueCounts health={data.jobQueue} />
      <FailedJobList query={data} queueId={data.jobQueue.id} />
    </>
  );
}
