// Work a request hands off to run after its answer, in this process: one job at a time, in the
// order queued. Account mail goes through it (the lookup, the one-time token and the sending),
// so the answer takes the same time whether or not the email has an account. Bounded: when full,
// the request answers 503 instead of growing memory. A failed job is logged, never retried.
// stop() drains it before the database closes.
import { DomainError, messages } from './errors.ts';
import { OUTAGE_RETRY_AFTER_SECONDS, toDomainError } from './outages.ts';
import { within } from './gracefulClose.ts';
import type { Logger } from './logger.ts';

export interface WorkQueue {
  /** Queues `job` (named for the log); throws SERVICE_UNAVAILABLE when full or stopping. */
  push(name: string, job: () => Promise<void>): void;
  /** Resolves once every job queued so far has run. */
  idle(): Promise<void>;
  /** Refuses new jobs and waits for the queued ones, at most `ms`; false when some were left. */
  drain(ms: number): Promise<boolean>;
}

/** Jobs that may wait at once: far above what the mail rate limits let one instance take in. */
const WORK_QUEUE_LIMIT = 1000;

export function createWorkQueue(log: Logger, limit = WORK_QUEUE_LIMIT): WorkQueue {
  const waiting: { name: string; job: () => Promise<void> }[] = [];
  let running: Promise<void> | null = null;
  let draining = false;

  async function run(): Promise<void> {
    // Start after the current turn of the event loop, so the request's answer goes out first.
    await new Promise((resolve) => setImmediate(resolve));
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      try {
        await next.job();
      } catch (error) {
        if (toDomainError(error)?.code === 'SERVICE_UNAVAILABLE') log.warn({ err: error, job: next.name }, 'queued job failed: a backing service is unreachable');
        else log.error({ err: error, job: next.name }, 'queued job failed');
      }
    }
    running = null;
  }

  const idle = async () => {
    while (running) await running;
  };

  return {
    push(name, job) {
      if (draining || waiting.length >= limit) {
        throw new DomainError('SERVICE_UNAVAILABLE', messages.serviceUnavailable, { retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS });
      }
      waiting.push({ name, job });
      running ??= run();
    },
    idle,
    async drain(ms) {
      draining = true;
      const done = await within(idle(), ms);
      if (!done) log.warn({ left: waiting.length + 1 }, 'stopped before every queued job ran');
      return done;
    },
  };
}
