// The job queue: deferred work as rows of the Job table (a transactional outbox), so a job exists
// exactly when the change that caused it committed, and survives any crash. Every instance runs
// a worker that claims due jobs with FOR UPDATE SKIP LOCKED (the same SQL on PGlite and
// PostgreSQL), holds them under a lease it extends while they run, and marks each done, retried
// with backoff, or dead. A job whose worker died is taken again once its lease runs out.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { asJobWork, type Db } from '../db.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Logger } from './logger.ts';
import { within } from './gracefulClose.ts';
import { toDomainError } from './outages.ts';

export interface JobDraft {
  kind: string;
  payload: Record<string, unknown>;
  /** One per piece of work: a second job with the same key is not written. */
  key?: string;
  runAt?: Date;
  maxAttempts?: number;
}

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  key: string | null;
  /** 1 on the first run; a retry or a take-over after a dead worker counts on. */
  attempt: number;
  maxAttempts: number;
}

export type JobHandler = (job: ClaimedJob) => Promise<void>;

/** A failure that another attempt cannot fix (an SMTP 5xx, a job that makes no sense): dead at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** A job the worker re-schedules itself every `everyMs` instead of finishing (one row per kind). */
export interface RecurringJob {
  kind: string;
  everyMs: number;
}

export interface JobQueueOptions {
  leaseMs: number;
  pollMs: number;
  retryBaseMs: number;
  concurrency: number;
}

export interface JobQueue {
  /** The worker's name in lockedBy: host, process and a random part (two apps in one process differ). */
  readonly workerId: string;
  /** Starts the worker with these handlers; recurring jobs get their row if they have none. */
  start(handlers: Record<string, JobHandler>, recurring?: RecurringJob[]): Promise<void>;
  /** Looks for due jobs now (call after the transaction that wrote one committed). */
  wake(): void;
  /**
   * Runs jobs in this process until none is due (a retry waiting out its backoff is not due):
   * for tests, the CLI and benchmarks.
   */
  settle(): Promise<void>;
  /**
   * Takes no more jobs, lets the running ones finish for at most `ms`, then releases the rest;
   * `abandon` runs just before the release, to cut work under way (an SMTP delivery) so that it
   * cannot complete after its job went back to the queue.
   */
  stop(ms: number, abandon?: () => void): Promise<void>;
}

type JobWriter = Pick<Prisma.TransactionClient, 'job'>;

/** Writes the jobs in `tx` (the transaction of their cause): one statement for any number. */
export async function enqueueJobs(tx: JobWriter, drafts: JobDraft[]): Promise<void> {
  if (drafts.length === 0) return;
  const now = new Date();
  await tx.job.createMany({
    data: drafts.map((d) => ({
      kind: d.kind,
      payload: d.payload as Prisma.InputJsonValue,
      key: d.key ?? null,
      runAt: d.runAt ?? now,
      maxAttempts: d.maxAttempts,
    })),
    skipDuplicates: true,
  });
}

/** The longest wait between two attempts. */
const RETRY_MAX_MS = 3_600_000;
/** Kept of the last error: enough for an SMTP reply, never a whole stack. */
const ERROR_TEXT_LIMIT = 500;

/** Exponential backoff with "equal jitter": half the doubled delay, plus a random part of the other half. */
export function retryDelayMs(attempt: number, baseMs: number, random = Math.random): number {
  const doubled = Math.min(RETRY_MAX_MS, baseMs * 2 ** Math.min(attempt - 1, 30));
  return Math.round(doubled / 2 + random() * (doubled / 2));
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error);
  return text.slice(0, ERROR_TEXT_LIMIT);
}

// Timestamps are stored as UTC without a zone (Prisma's DateTime): compare with UTC now.
const NOW = `timezone('UTC', now())`;

export function createJobQueue(db: Db, log: Logger, options: JobQueueOptions): JobQueue {
  const workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const leaseSeconds = options.leaseMs / 1000;
  let handlers: Record<string, JobHandler> = {};
  const everyMs = new Map<string, number>();
  const running = new Map<number, Promise<void>>();
  let started = false;
  let stopped = false;
  let polling: Promise<void> | null = null;
  let pollAgain = false;
  let pollTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;
  let unreachable = false;

  async function claim(limit: number): Promise<ClaimedJob[]> {
    const rows = await db.$queryRawUnsafe<{ id: number; kind: string; payload: unknown; key: string | null; attempts: number; maxAttempts: number }[]>(
      `UPDATE "Job" SET "state" = 'RUNNING', "attempts" = "attempts" + 1, "lockedBy" = $1,
              "lockedUntil" = ${NOW} + make_interval(secs => $2)
       WHERE "id" IN (
         SELECT "id" FROM "Job"
         WHERE ("state" = 'WAITING' AND "runAt" <= ${NOW}) OR ("state" = 'RUNNING' AND "lockedUntil" < ${NOW})
         ORDER BY "runAt", "id" LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING "id", "kind", "payload", "key", "attempts", "maxAttempts"`,
      workerId,
      leaseSeconds,
      limit,
    );
    const claimed: ClaimedJob[] = [];
    for (const row of rows) {
      // Taken over from a worker that died on its last attempt: no attempt is left.
      if (row.attempts > row.maxAttempts) {
        await finish(row.id, { state: 'DEAD', error: 'Every attempt was used (the worker running the last one stopped).' });
        continue;
      }
      const payload = row.payload && typeof row.payload === 'object' ? (row.payload as Record<string, unknown>) : {};
      claimed.push({ id: row.id, kind: row.kind, payload, key: row.key, attempt: row.attempts, maxAttempts: row.maxAttempts });
    }
    return claimed;
  }

  /** Settles a job this worker holds (a no-op when it was released or taken over meanwhile). */
  async function finish(id: number, outcome: { state: 'DONE' } | { state: 'DEAD'; error: string } | { state: 'WAITING'; delayMs: number; error: string | null; resetAttempts?: boolean }) {
    if (outcome.state === 'DONE') {
      // The payload (addresses, ids) is not kept past its use; the key stays for idempotency.
      await db.$executeRawUnsafe(
        `UPDATE "Job" SET "state" = 'DONE', "finishedAt" = ${NOW}, "payload" = '{}', "lockedBy" = NULL, "lockedUntil" = NULL, "lastError" = NULL
         WHERE "id" = $1 AND "lockedBy" = $2 AND "state" = 'RUNNING'`,
        id,
        workerId,
      );
    } else if (outcome.state === 'DEAD') {
      await db.$executeRawUnsafe(
        `UPDATE "Job" SET "state" = 'DEAD', "finishedAt" = ${NOW}, "lockedBy" = NULL, "lockedUntil" = NULL, "lastError" = $3
         WHERE "id" = $1 AND ("lockedBy" = $2 OR "lockedBy" IS NULL) AND "state" = 'RUNNING'`,
        id,
        workerId,
        outcome.error,
      );
    } else {
      await db.$executeRawUnsafe(
        `UPDATE "Job" SET "state" = 'WAITING', "runAt" = ${NOW} + make_interval(secs => $3), "lockedBy" = NULL, "lockedUntil" = NULL,
                "lastError" = $4, "attempts" = CASE WHEN $5 THEN 0 ELSE "attempts" END
         WHERE "id" = $1 AND "lockedBy" = $2 AND "state" = 'RUNNING'`,
        id,
        workerId,
        outcome.delayMs / 1000,
        outcome.error,
        outcome.resetAttempts ?? false,
      );
    }
  }

  async function runJob(job: ClaimedJob): Promise<void> {
    const { maxAttempts } = job;
    const handler = handlers[job.kind];
    const recurringEvery = everyMs.get(job.kind);
    try {
      if (!handler) throw new PermanentJobError(`No handler for jobs of kind ${job.kind}.`);
      await handler(job);
      if (recurringEvery !== undefined) await finish(job.id, { state: 'WAITING', delayMs: recurringEvery, error: null, resetAttempts: true });
      else await finish(job.id, { state: 'DONE' });
    } catch (error) {
      if (stopped && !running.has(job.id)) return; // released at stop: the next worker runs it
      const text = errorText(error);
      const permanent = error instanceof PermanentJobError;
      try {
        if (recurringEvery !== undefined && (permanent || job.attempt >= maxAttempts)) {
          log.error({ err: error, job: job.kind, jobId: job.id }, 'recurring job failed; it runs again at its next time');
          await finish(job.id, { state: 'WAITING', delayMs: recurringEvery, error: text, resetAttempts: true });
        } else if (permanent || job.attempt >= maxAttempts) {
          log.error({ err: error, job: job.kind, jobId: job.id, attempt: job.attempt }, 'job failed for good (dead)');
          await finish(job.id, { state: 'DEAD', error: text });
        } else {
          const delayMs = retryDelayMs(job.attempt, options.retryBaseMs);
          const outage = toDomainError(error)?.code === 'SERVICE_UNAVAILABLE';
          log.warn({ err: outage ? undefined : error, job: job.kind, jobId: job.id, attempt: job.attempt, retryInMs: delayMs, error: text }, 'job failed; it is retried');
          await finish(job.id, { state: 'WAITING', delayMs, error: text });
        }
      } catch (finishError) {
        // The database is away: the lease runs out and the job is taken again.
        log.warn({ err: finishError, jobId: job.id }, 'could not record a job failure');
      }
    }
  }

  function launch(job: ClaimedJob) {
    const done = runJob(job)
      .catch((error) => log.warn({ err: error, jobId: job.id }, 'could not record a finished job'))
      .finally(() => {
        running.delete(job.id);
        if (!stopped) wake();
      });
    running.set(job.id, done);
  }

  async function pollOnce(): Promise<void> {
    while (!stopped && running.size < options.concurrency) {
      let claimed: ClaimedJob[];
      try {
        claimed = await claim(options.concurrency - running.size);
        if (unreachable) log.info('job queue: the database is reachable again');
        unreachable = false;
      } catch (error) {
        // Said once per outage, not once per poll.
        if (!unreachable) log.warn({ err: error }, 'job queue: cannot reach the database; jobs wait');
        unreachable = true;
        return;
      }
      if (claimed.length === 0) return;
      for (const job of claimed) launch(job);
    }
  }

  function wake(): void {
    if (!started || stopped) return;
    if (polling) {
      pollAgain = true;
      return;
    }
    clearTimeout(pollTimer);
    polling = asJobWork(async () => {
      do {
        pollAgain = false;
        await pollOnce();
      } while (pollAgain && !stopped);
    }).finally(() => {
      polling = null;
      if (!stopped) pollTimer = setTimeout(wake, options.pollMs).unref();
    });
  }

  async function heartbeat() {
    if (running.size === 0) return;
    try {
      await db.$executeRawUnsafe(
        `UPDATE "Job" SET "lockedUntil" = ${NOW} + make_interval(secs => $2) WHERE "lockedBy" = $1 AND "state" = 'RUNNING'`,
        workerId,
        leaseSeconds,
      );
    } catch (error) {
      log.warn({ err: error }, 'job queue: could not extend the leases of running jobs');
    }
  }

  return {
    workerId,
    async start(jobHandlers, recurring = []) {
      handlers = jobHandlers;
      for (const r of recurring) everyMs.set(r.kind, r.everyMs);
      await enqueueJobs(
        db,
        recurring.map((r) => ({ kind: r.kind, payload: {}, key: `recurring:${r.kind}` })),
      );
      started = true;
      // Nothing is lost with a heartbeat: a missed one only lets the lease run out (the job is taken again).
      heartbeatTimer = setInterval(() => void asJobWork(heartbeat), Math.max(100, options.leaseMs / 3)).unref();
      wake();
    },
    wake,
    settle: () =>
      asJobWork(async () => {
        if (!started || stopped) throw new Error('The job queue is not running: start() it first.');
        for (;;) {
          while (polling) await polling;
          await pollOnce();
          await Promise.all(running.values());
          // A finished job wakes the worker: that look for more is part of this settling.
          while (polling) await polling;
          const due = await db.$queryRawUnsafe<{ n: number }[]>(
            `SELECT count(*)::int AS n FROM "Job" WHERE ("state" = 'WAITING' AND "runAt" <= ${NOW}) OR ("state" = 'RUNNING' AND "lockedBy" = $1)`,
            workerId,
          );
          if ((due[0]?.n ?? 0) === 0 && running.size === 0) return;
        }
      }),
    async stop(ms, abandon) {
      if (!started || stopped) return;
      stopped = true;
      clearTimeout(pollTimer);
      clearInterval(heartbeatTimer);
      await within(Promise.all([polling, ...running.values()]), ms);
      if (running.size === 0) return;
      const held = [...running.keys()];
      running.clear();
      abandon?.();
      // Not a failed attempt: the next worker takes them at once, not after the lease.
      const release = () =>
        db.$executeRawUnsafe(
          `UPDATE "Job" SET "state" = 'WAITING', "lockedBy" = NULL, "lockedUntil" = NULL, "attempts" = GREATEST("attempts" - 1, 0)
           WHERE "lockedBy" = $1 AND "state" = 'RUNNING'`,
          workerId,
        );
      await asJobWork(release).then(
        () => log.warn({ released: held.length }, 'stopped while jobs ran: they were released for the next worker'),
        (error) => log.warn({ err: error, held: held.length }, 'could not release running jobs; their lease runs out'),
      );
    },
  };
}
