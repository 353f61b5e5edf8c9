// /admin/jobs › the queue at a glance: the counts per state, the oldest due job's wait and the
// last error. A mutation's answer (the same JobQueueHealth record) updates them.
import { graphql, useFragment } from 'react-relay';
import { formatDateTime } from '../moderation/admin/actionLabels';
import { formatWait } from './formatWait';
import type { JobQueueCounts_health$key } from './__generated__/JobQueueCounts_health.graphql';

type CountKey = 'waiting' | 'scheduled' | 'retrying' | 'running' | 'stalled' | 'dead' | 'doneLastDay';

const COUNTS: { key: CountKey; label: string; hint: string; attention?: boolean }[] = [
  { key: 'waiting', label: 'Waiting', hint: 'Due now' },
  { key: 'running', label: 'Running', hint: 'Held by a worker' },
  { key: 'retrying', label: 'Retrying', hint: 'Failed, tried again later', attention: true },
  { key: 'dead', label: 'Dead', hint: 'Every attempt failed', attention: true },
  { key: 'stalled', label: 'Stalled', hint: 'Worker stopped; taken again soon', attention: true },
  { key: 'scheduled', label: 'Scheduled', hint: 'Recurring and later jobs' },
  { key: 'doneLastDay', label: 'Done', hint: 'In the last 24 hours' },
];

export function JobQueueCounts({ health: ref }: { health: JobQueueCounts_health$key }) {
  const health = useFragment(
    graphql`
      fragment JobQueueCounts_health on JobQueueHealth {
        waiting
        scheduled
        retrying
        running
        stalled
        dead
        doneLastDay
        oldestDueSeconds
        lastError {
          kind
          message
          state
          at
        }
      }
    `,
    ref,
  );
  const error = health.lastError;
  return (
    <>
      <ul className="admin-counts jobs-counts" aria-label="Job queue at a glance">
        {COUNTS.map(({ key, label, hint, attention }) => (
          <li key={key}>
            <div className={`admin-count card${attention && health[key] > 0 ? ' admin-count-attention' : ''}`}>
              <span className="admin-count-value" data-testid={`jobs-${key}`}>
                {health[key]}
              </span>
              <span className="admin-count-label">{label}</span>
              <span className="admin-count-hint">{hint}</span>
            </div>
          </li>
        ))}
      </ul>
      <section className="card jobs-summary" aria-labelledby="jobs-last-error">
        <p className="jobs-oldest">
          Oldest due job: <strong data-testid="jobs-oldest">{health.oldestDueSeconds > 0 ? `waiting ${formatWait(health.oldestDueSeconds)}` : 'none waiting'}</strong>
        </p>
        <h2 id="jobs-last-error">Last error</h2>
        {error ? (
          <div className="jobs-error" data-testid="jobs-last-error">
            <p className="jobs-error-meta">
              <code>{error.kind}</code> · {error.state === 'DEAD' ? `died ${error.at ? formatDateTime(error.at) : ''}` : 'being retried'}
            </p>
            <pre className="jobs-error-text">{error.message}</pre>
          </div>
        ) : (
          <p className="muted">No job has failed.</p>
        )}
      </section>
    </>
  );
}
