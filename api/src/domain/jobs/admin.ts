// Queue health for admins (issue 29): how many jobs wait, run, retry and died, the oldest due
// job's age, the last error, a page of failed jobs, and the two things an admin may do to a dead
// job: retry it or drop it. Admins see a job's kind, attempts, times and error text only, never
// its payload or key (they carry addresses and ids). Both transports call these functions.
import { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { requireAdmin } from '../auth/session.ts';
import { DomainError } from '../../lib/errors.ts';
import { MAX_INT_ID } from '../../lib/ids.ts';

/** Failed jobs on one page by default, and at most. */
export const FAILED_JOBS_PAGE_SIZE = 20;
export const FAILED_JOBS_PAGE_MAX = 100;

export const jobAdminMessages = {
  invalidId: 'Job id must be a whole number',
  notFound: 'Job not found',
  notDead: (state: string) => `Only a dead job can be retried or dropped; this one is ${state.toLowerCase()}`,
  invalidLimit: `limit must be a whole number between 1 and ${FAILED_JOBS_PAGE_MAX}`,
  invalidBefore: 'before must be a job id',
} as const;

/** The last error the queue recorded: the job still failing (retrying), else the latest dead one. */
export interface JobQueueLastError {
  jobId: number;
  kind: string;
  message: string;
  /** DEAD, or WAITING / RUNNING for a job that failed and is tried again. */
  state: 'WAITING' | 'RUNNING' | 'DEAD';
  /** When it died (dead jobs); null for a job being retried, whose failure time is not stored. */
  at: Date | null;
}

export interface JobQueueHealth {
  /** Due now, never failed. */
  waiting: number;
  /** Not due yet, never failed (recurring jobs, the digest). */
  scheduled: number;
  /** Failed at least once, waiting for the next attempt. */
  retrying: number;
  running: number;
  /** Running, but the lease ran out: its worker died; another takes it. */
  stalled: number;
  dead: number;
  /** Finished in the last 24 hours. */
  doneLastDay: number;
  /** Seconds since the oldest due waiting job was due (0 when none is due). */
  oldestDueSeconds: number;
  lastError: JobQueueLastError | null;
}

/** A failed job as an admin sees it: never the payload or the key. */
export interface FailedJobView {
  id: number;
  kind: string;
  /** DEAD, or RETRYING (waiting for another attempt after a failure). */
  state: 'DEAD' | 'RETRYING';
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  createdAt: Date;
  /** When it died (dead jobs). */
  finishedAt: Date | null;
  /** The next attempt (retrying jobs). */
  runAt: Date | null;
}

const NOW = `timezone('UTC', now())`;

interface HealthRow {
  waiting: number;
  scheduled: number;
  retrying: number;
  running: number;
  stalled: number;
  dead: number;
  doneLastDay: number;
  oldestDueSeconds: number | null;
  errorJobId: number | null;
  errorKind: string | null;
  errorText: string | null;
  errorState: 'WAITING' | 'RUNNING' | 'DEAD' | null;
  errorAtMs: number | null;
}

/** The counts and the last error in one statement (one pass over Job; the last error from the rows that carry one). */
export async function jobQueueHealth(ctx: Ctx): Promise<JobQueueHealth> {
  requireAdmin(ctx);
  const [row] = await ctx.db.$queryRawUnsafe<HealthRow[]>(
    `SELECT c.*, e."id" AS "errorJobId", e."kind" AS "errorKind", e."lastError" AS "errorText", e."state"::text AS "errorState",
            (EXTRACT(EPOCH FROM e."finishedAt") * 1000)::float8 AS "errorAtMs"
     FROM (
       SELECT count(*) FILTER (WHERE "state" = 'WAITING' AND "attempts" = 0 AND "runAt" <= ${NOW})::int AS "waiting",
              count(*) FILTER (WHERE "state" = 'WAITING' AND "attempts" = 0 AND "runAt" > ${NOW})::int AS "scheduled",
              count(*) FILTER (WHERE "state" = 'WAITING' AND "attempts" > 0)::int AS "retrying",
              count(*) FILTER (WHERE "state" = 'RUNNING')::int AS "running",
              count(*) FILTER (WHERE "state" = 'RUNNING' AND "lockedUntil" < ${NOW})::int AS "stalled",
              count(*) FILTER (WHERE "state" = 'DEAD')::int AS "dead",
              count(*) FILTER (WHERE "state" = 'DONE' AND "finishedAt" > ${NOW} - interval '24 hours')::int AS "doneLastDay",
              EXTRACT(EPOCH FROM ${NOW} - min("runAt") FILTER (WHERE "state" = 'WAITING' AND "runAt" <= ${NOW}))::float8 AS "oldestDueSeconds"
       FROM "Job"
     ) c
     LEFT JOIN LATERAL (
       SELECT "id", "kind", "lastError", "state", "finishedAt" FROM "Job"
       WHERE "lastError" IS NOT NULL AND "state" <> 'DONE'
       ORDER BY ("state" <> 'DEAD') DESC, "finishedAt" DESC NULLS LAST, "id" DESC
       LIMIT 1
     ) e ON true`,
  );
  const r = row!;
  return {
    waiting: r.waiting,
    scheduled: r.scheduled,
    retrying: r.retrying,
    running: r.running,
    stalled: r.stalled,
    dead: r.dead,
    doneLastDay: r.doneLastDay,
    oldestDueSeconds: Math.max(0, Math.floor(r.oldestDueSeconds ?? 0)),
    lastError:
      r.errorJobId === null
        ? null
        : {
            jobId: r.errorJobId,
            kind: r.errorKind!,
            message: r.errorText!,
            state: r.errorState!,
            at: r.errorState === 'DEAD' && r.errorAtMs !== null ? new Date(r.errorAtMs) : null,
          },
  };
}

const limitSchema = z.coerce
  .number({ error: jobAdminMessages.invalidLimit })
  .int(jobAdminMessages.invalidLimit)
  .min(1, jobAdminMessages.invalidLimit)
  .max(FAILED_JOBS_PAGE_MAX, jobAdminMessages.invalidLimit);

/** A page of failed jobs: `limit` of them, newest first, with ids below `before` (the last id of the previous page). */
export const failedJobsPageSchema = z.object({
  limit: z.preprocess((v) => (v === '' || v === null ? undefined : v), limitSchema.default(FAILED_JOBS_PAGE_SIZE)),
  before: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: jobAdminMessages.invalidBefore }).int(jobAdminMessages.invalidBefore).min(1, jobAdminMessages.invalidBefore).max(MAX_INT_ID, jobAdminMessages.invalidBefore).optional(),
  ),
});

export type FailedJobsPageInput = z.input<typeof failedJobsPageSchema>;

export interface FailedJobsPage {
  jobs: FailedJobView[];
  /** More failed jobs after this page (older ones). */
  hasMore: boolean;
}

function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) throw new DomainError('VALIDATION', parsed.error.issues[0]!.message);
  return parsed.data;
}

/** Dead jobs and jobs waiting for a retry after a failure, newest first: one statement. */
export async function failedJobsPage(ctx: Ctx, input: FailedJobsPageInput): Promise<FailedJobsPage> {
  requireAdmin(ctx);
  const { limit, before } = parse(failedJobsPageSchema, input);
  const rows = await ctx.db.job.findMany({
    where: {
      OR: [{ state: 'DEAD' }, { state: 'WAITING', attempts: { gt: 0 } }],
      ...(before === undefined ? {} : { id: { lt: before } }),
    },
    orderBy: { id: 'desc' },
    take: limit + 1,
    // Never the payload or the key.
    select: { id: true, kind: true, state: true, attempts: true, maxAttempts: true, lastError: true, createdAt: true, finishedAt: true, runAt: true },
  });
  return {
    hasMore: rows.length > limit,
    jobs: rows.slice(0, limit).map((job) => {
      const dead = job.state === 'DEAD';
      return {
        id: job.id,
        kind: job.kind,
        state: dead ? 'DEAD' : 'RETRYING',
        attempts: job.attempts,
        maxAttempts: job.maxAttempts,
        lastError: job.lastError,
        createdAt: job.createdAt,
        finishedAt: dead ? job.finishedAt : null,
        runAt: dead ? null : job.runAt,
      };
    }),
  };
}

/** One job, by its numeric id. */
export const jobIdInputSchema = z.object({
  id: z.coerce.number({ error: jobAdminMessages.invalidId }).int(jobAdminMessages.invalidId).min(1, jobAdminMessages.invalidId).max(MAX_INT_ID, jobAdminMessages.invalidId),
});

export type JobIdInput = z.input<typeof jobIdInputSchema>;

/** Why a job that was not changed was not: gone (404) or not dead (409). */
async function refuseNotDead(ctx: Ctx, id: number): Promise<never> {
  const job = await ctx.db.job.findUnique({ where: { id }, select: { state: true } });
  if (!job) throw new DomainError('NOT_FOUND', jobAdminMessages.notFound);
  throw new DomainError('CONFLICT', jobAdminMessages.notDead(job.state));
}

/**
 * Retries a dead job: waiting and due now with every attempt again. Its last error stays until it
 * runs (the list and the last error still say why it died); a success clears it.
 */
export async function retryDeadJob(ctx: Ctx, input: JobIdInput): Promise<{ id: number }> {
  requireAdmin(ctx);
  const { id } = parse(jobIdInputSchema, input);
  const { count } = await ctx.db.job.updateMany({
    where: { id, state: 'DEAD' },
    data: { state: 'WAITING', runAt: new Date(), attempts: 0, finishedAt: null, lockedBy: null, lockedUntil: null },
  });
  if (count === 0) return refuseNotDead(ctx, id);
  ctx.log.info({ jobId: id, adminId: ctx.viewer?.id }, 'admin retried a dead job');
  ctx.jobs.wake();
  return { id };
}

/** Drops (deletes) a dead job. */
export async function dropDeadJob(ctx: Ctx, input: JobIdInput): Promise<{ id: number }> {
  requireAdmin(ctx);
  const { id } = parse(jobIdInputSchema, input);
  const { count } = await ctx.db.job.deleteMany({ where: { id, state: 'DEAD' } });
  if (count === 0) return refuseNotDead(ctx, id);
  ctx.log.info({ jobId: id, adminId: ctx.viewer?.id }, 'admin dropped a dead job');
  return { id };
}
