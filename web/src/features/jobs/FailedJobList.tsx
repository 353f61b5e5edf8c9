// /admin/jobs › failed jobs, newest first, 20 a page: dead ones with Retry and Drop, and those
// waiting for another attempt. Kind, attempts, times and the error only: never what a job carries.
import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { userMessage } from '../../relay/errors';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormMessage } from '../../ui/Field';
import { formatDateTime } from '../moderation/admin/actionLabels';
import { FAILED_JOBS_PAGE_SIZE } from './jobsPaging';
import { useDropJobMutation } from './useDropJobMutation';
import { useRetryJobMutation } from './useRetryJobMutation';
import type { FailedJobList_query$key } from './__generated__/FailedJobList_query.graphql';
import type { FailedJobListPaginationQuery } from './__generated__/FailedJobListPaginationQuery.graphql';

export function FailedJobList({ query: ref, queueId }: { query: FailedJobList_query$key; queueId: string }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<FailedJobListPaginationQuery, FailedJobList_query$key>(
    graphql`
      fragment FailedJobList_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "FailedJobListPaginationQuery") {
        jobQueue {
          deadJobs(first: $count, after: $cursor) @connection(key: "FailedJobList_deadJobs") {
            __id
            edges {
              node {
                id
                jobId
                kind
                state
                attempts
                maxAttempts
                lastError
                createdAt
                finishedAt
                runAt
              }
            }
          }
        }
      }
    `,
    ref,
  );
  const [retryJob] = useRetryJobMutation();
  const [dropJob, dropping] = useDropJobMutation();
  const [confirmDrop, setConfirmDrop] = useState<{ id: string; jobId: number; kind: string } | null>(null);
  const [dropError, setDropError] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [, startTransition] = useTransition();
  const connection = data.jobQueue?.deadJobs;
  if (!connection) return null;
  const nodes = connection.edges.map((e) => e?.node).filter((n): n is NonNullable<typeof n> => n != null);
  return (
    <section className="card" aria-labelledby="failed-jobs-title">
      <h2 id="failed-jobs-title">Failed jobs</h2>
      {nodes.length === 0 ? (
        <p className="muted">No dead jobs and none waiting for a retry.</p>
      ) : (
        <ul className="jobs-list">
          {nodes.map((job) => (
            <li key={job.id} className="jobs-item" data-testid="failed-job">
              <div className="jobs-item-head">
                <code className="jobs-kind">{job.kind}</code>
                <span className={`jobs-state jobs-state-${job.state.toLowerCase()}`}>{job.state === 'DEAD' ? 'Dead' : 'Retrying'}</span>
                <span className="admin-item-meta">
                  #{job.jobId} · attempt {job.attempts} of {job.maxAttempts} · created {formatDateTime(job.createdAt)}
                  {job.state === 'DEAD' && job.finishedAt ? ` · died ${formatDateTime(job.finishedAt)}` : null}
                  {job.state === 'RETRYING' && job.runAt ? ` · next attempt ${formatDateTime(job.runAt)}` : null}
                </span>
              </div>
              {job.lastError ? <pre className="jobs-error-text">{job.lastError}</pre> : null}
              {job.state === 'DEAD' ? (
                <div className="button-row jobs-actions">
                  <button
                    type="button"
                    className="button button-small button-primary"
                    onClick={() => retryJob({ jobId: job.id, queueId, connectionId: connection.__id })}
                    aria-label={`Retry job ${job.jobId} (${job.kind})`}
                  >
                    Retry
                  </button>
                  <button
                    type="button"
                    className="button button-small button-danger"
                    onClick={() => {
                      setDropError(null);
                      setConfirmDrop({ id: job.id, jobId: job.jobId, kind: job.kind });
                    }}
                    aria-label={`Drop job ${job.jobId} (${job.kind})`}
                  >
                    Drop
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {loadError ? <FormMessage tone="error">{loadError}</FormMessage> : null}
      {hasNext ? (
        <div className="button-row list-more">
          <button
            type="button"
            className="button"
            disabled={isLoadingNext}
            onClick={() => {
              setLoadError(null);
              startTransition(() => {
                loadNext(FAILED_JOBS_PAGE_SIZE, { onComplete: (e) => (e ? setLoadError(userMessage(e, 'Could not load more.')) : undefined) });
              });
            }}
          >
            {isLoadingNext ? 'Loading…' : 'Show older jobs'}
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmDrop !== null}
        title="Drop this job?"
        confirmLabel="Drop job"
        busyLabel="Dropping…"
        tone="danger"
        busy={dropping}
        error={dropError}
        onCancel={() => setConfirmDrop(null)}
        onConfirm={() => {
          if (!confirmDrop) return;
          dropJob({
            jobId: confirmDrop.id,
            queueId,
            connectionId: connection.__id,
            onDone: (error) => (error ? setDropError(error) : setConfirmDrop(null)),
          });
        }}
      >
        {confirmDrop ? (
          <p>
            Job #{confirmDrop.jobId} (<code>{confirmDrop.kind}</code>) is deleted and never runs. Its work (a mail, a notice) will not be done.
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
