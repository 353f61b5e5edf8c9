// /api/admin/jobs: the job queue's health and its failed jobs (GET), retry (POST …/:id/retry) and
// drop (DELETE …/:id) of a dead job, admins only, over domain/jobs/admin.ts. Never a payload or key.
import type { Handler } from '../router.ts';
import { dropDeadJob, failedJobsPage, jobQueueHealth, retryDeadJob, type FailedJobView } from '../../domain/jobs/admin.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function presentFailedJob(job: FailedJobView) {
  return {
    id: job.id,
    kind: job.kind,
    state: job.state.toLowerCase(),
    attempts: job.attempts,
    max_attempts: job.maxAttempts,
    last_error: job.lastError,
    created_at: job.createdAt.toISOString(),
    finished_at: iso(job.finishedAt),
    run_at: iso(job.runAt),
  };
}

export const jobQueueHandler: Handler = async (ctx, { query }) => {
  const page = await failedJobsPage(ctx, { limit: query.get('limit') ?? undefined, before: query.get('before') ?? undefined });
  const health = await jobQueueHealth(ctx);
  const last = health.lastError;
  return {
    body: {
      counts: {
        waiting: health.waiting,
        scheduled: health.scheduled,
        retrying: health.retrying,
        running: health.running,
        stalled: health.stalled,
        dead: health.dead,
        done_last_24h: health.doneLastDay,
      },
      oldest_due_seconds: health.oldestDueSeconds,
      last_error: last && { job_id: last.jobId, kind: last.kind, message: last.message, state: last.state.toLowerCase(), at: iso(last.at) },
      failed_jobs: page.jobs.map(presentFailedJob),
      has_more: page.hasMore,
      next_before: page.hasMore ? (page.jobs[page.jobs.length - 1]?.id ?? null) : null,
    },
  };
};

export const retryJobHandler: Handler = async (ctx, { params }) => {
  const { id } = await retryDeadJob(ctx, { id: params.id });
  return { body: { success: true, message: 'Job queued again', id } };
};

export const dropJobHandler: Handler = async (ctx, { params }) => {
  const { id } = await dropDeadJob(ctx, { id: params.id });
  return { body: { success: true, message: 'Job dropped', id } };
};
