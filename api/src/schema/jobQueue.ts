// The job queue's health for admins (issue 29): query jobQueue (counts, last error, the failed
// jobs), mutations retryJob and dropJob on a dead job. The rules and the read model are
// domain/jobs/admin.ts; a job's payload and key are never exposed.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { formatPrismaCursor, parsePrismaCursor } from '@pothos/plugin-prisma';
import { builder } from '../builder.ts';
import { adminAction, adminOnly } from './authScopes.ts';
import { assertCursor, intIdOf } from '../lib/ids.ts';
import { pageSizes } from '../lib/operationLimits.ts';
import { DomainError } from '../lib/errors.ts';
import {
  FAILED_JOBS_PAGE_MAX,
  FAILED_JOBS_PAGE_SIZE,
  dropDeadJob,
  failedJobsPage,
  jobQueueHealth,
  retryDeadJob,
  type FailedJobView,
  type JobQueueHealth,
  type JobQueueLastError,
} from '../domain/jobs/admin.ts';

const JOB_TYPE = 'Job';
/** The queue is one: its health has one id, so a mutation's answer updates the page's counts. */
const JOB_QUEUE_ID = encodeGlobalID('JobQueueHealth', 1);

const FailedJobStateEnum = builder.enumType('FailedJobState', {
  values: {
    DEAD: { description: 'Every attempt failed, or the failure was permanent: it runs again only if an admin retries it.' },
    RETRYING: { description: 'Failed at least once; waiting for its next attempt (runAt).' },
  } as const,
});

const JobStateEnum = builder.enumType('JobState', { values: ['WAITING', 'RUNNING', 'DONE', 'DEAD'] as const });

const FailedJobRef = builder.objectRef<FailedJobView>('FailedJob').implement({
  description: 'A dead job, or one waiting for a retry after a failure: its kind, attempts, times and last error; never what it carries.',
  fields: (t) => ({
    id: t.id({ description: 'Global id (a Job).', resolve: (job) => encodeGlobalID(JOB_TYPE, job.id) }),
    jobId: t.exposeInt('id', { description: 'The numeric id (REST /api/admin/jobs/:id).' }),
    kind: t.exposeString('kind', { description: 'What it does, e.g. mail.accountLink.' }),
    state: t.field({ type: FailedJobStateEnum, resolve: (job) => job.state }),
    attempts: t.exposeInt('attempts'),
    maxAttempts: t.exposeInt('maxAttempts'),
    lastError: t.exposeString('lastError', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true, description: 'When it died (dead jobs).' }),
    runAt: t.expose('runAt', { type: 'DateTime', nullable: true, description: 'Its next attempt (retrying jobs).' }),
  }),
});

const JobQueueErrorRef = builder.objectRef<JobQueueLastError>('JobQueueError').implement({
  description: 'The last error of the queue: a job still being retried, else the job that died last.',
  fields: (t) => ({
    jobId: t.id({ description: 'Global id of the job (a Job).', resolve: (e) => encodeGlobalID(JOB_TYPE, e.jobId) }),
    kind: t.exposeString('kind'),
    message: t.exposeString('message'),
    state: t.field({ type: JobStateEnum, resolve: (e) => e.state }),
    at: t.expose('at', { type: 'DateTime', nullable: true, description: 'When it died; null for a job being retried (the failure time is not kept).' }),
  }),
});

const JobQueueHealthRef = builder.objectRef<JobQueueHealth>('JobQueueHealth').implement({
  description: 'How the durable job queue is doing, for admins.',
  fields: (t) => ({
    id: t.id({ description: 'Always the same: there is one queue.', resolve: () => JOB_QUEUE_ID }),
    waiting: t.exposeInt('waiting', { description: 'Due now and never failed.' }),
    scheduled: t.exposeInt('scheduled', { description: 'Not due yet and never failed (recurring jobs, digests).' }),
    retrying: t.exposeInt('retrying', { description: 'Failed at least once, waiting for another attempt.' }),
    running: t.exposeInt('running'),
    stalled: t.exposeInt('stalled', { description: 'Running, but its lease ran out (the worker died): another worker takes it.' }),
    dead: t.exposeInt('dead'),
    doneLastDay: t.exposeInt('doneLastDay', { description: 'Finished in the last 24 hours.' }),
    oldestDueSeconds: t.exposeInt('oldestDueSeconds', { description: 'How long the oldest due job has waited, in seconds (0: none is due).' }),
    lastError: t.field({ type: JobQueueErrorRef, nullable: true, resolve: (h) => h.lastError }),
    deadJobs: t.connection({
      type: FailedJobRef,
      description: 'Dead jobs and jobs waiting for a retry after a failure, newest first. Pages forward only.',
      extensions: pageSizes(FAILED_JOBS_PAGE_SIZE, FAILED_JOBS_PAGE_MAX).extensions,
      resolve: async (_health, args, ctx) => {
        if (args.last != null || args.before != null) throw new DomainError('VALIDATION', 'This list pages forward only: use first and after.');
        let before: number | undefined;
        if (args.after) {
          assertCursor(args.after);
          before = Number(parsePrismaCursor(args.after));
        }
        const limit = Math.min(Math.max(args.first ?? FAILED_JOBS_PAGE_SIZE, 1), FAILED_JOBS_PAGE_MAX);
        const page = await failedJobsPage(ctx, { limit, before });
        const edges = page.jobs.map((node) => ({ node, cursor: formatPrismaCursor({ id: node.id }, 'id') }));
        return {
          edges,
          pageInfo: {
            hasNextPage: page.hasMore,
            hasPreviousPage: before !== undefined,
            startCursor: edges[0]?.cursor ?? null,
            endCursor: edges[edges.length - 1]?.cursor ?? null,
          },
        };
      },
    }),
  }),
});

builder.queryField('jobQueue', (t) =>
  t.field({
    type: JobQueueHealthRef,
    nullable: true,
    ...adminOnly,
    description: 'Admins only (never with an access token; null for anyone else): the job queue’s health.',
    resolve: (_root, _args, ctx) => jobQueueHealth(ctx),
  }),
);

const JobIdInput = builder.inputType('JobIdInput', {
  fields: (t) => ({ jobId: t.id({ required: true, description: 'Global id of a dead job (FailedJob.id), or its numeric id.' }) }),
});

const RetryJobPayload = builder.objectRef<{ id: number }>('RetryJobPayload').implement({
  fields: (t) => ({
    retriedJobId: t.id({ description: 'Global id of the job: waiting again, so it left the failed jobs.', resolve: (p) => encodeGlobalID(JOB_TYPE, p.id) }),
    jobQueue: t.field({ type: JobQueueHealthRef, description: 'The counts after the change.', resolve: (_p, _a, ctx) => jobQueueHealth(ctx) }),
  }),
});

const DropJobPayload = builder.objectRef<{ id: number }>('DropJobPayload').implement({
  fields: (t) => ({
    droppedJobId: t.id({ description: 'Global id of the deleted job.', resolve: (p) => encodeGlobalID(JOB_TYPE, p.id) }),
    jobQueue: t.field({ type: JobQueueHealthRef, description: 'The counts after the change.', resolve: (_p, _a, ctx) => jobQueueHealth(ctx) }),
  }),
});

builder.mutationFields((t) => ({
  retryJob: t.field({
    ...adminAction(),
    type: RetryJobPayload,
    description: 'Admins only: runs a dead job again now, with all its attempts (its last error stays until it runs). Other jobs: CONFLICT.',
    args: { input: t.arg({ type: JobIdInput, required: true }) },
    resolve: (_root, { input }, ctx) => retryDeadJob(ctx, { id: intIdOf(String(input.jobId), JOB_TYPE) }),
  }),
  dropJob: t.field({
    ...adminAction(),
    type: DropJobPayload,
    description: 'Admins only: deletes a dead job. Other jobs: CONFLICT.',
    args: { input: t.arg({ type: JobIdInput, required: true }) },
    resolve: (_root, { input }, ctx) => dropDeadJob(ctx, { id: intIdOf(String(input.jobId), JOB_TYPE) }),
  }),
}));
