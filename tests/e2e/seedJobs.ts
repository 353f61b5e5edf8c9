// Failed jobs for admin-jobs.spec.ts, written into the e2e server's database before the specs
// run (scripts/e2e.ts): the specs cannot reach the embedded database themselves, and nothing a
// browser does makes a job die there (mail goes to the outbox directory).
import type { Db } from '../../api/src/db.ts';

export const seededJobs = {
  /** A dead sign-in link mail to an address without an account: retried, it is delivered. */
  retryEmail: 'queue-retry@e2e.test',
  retryError: 'SMTP 550 5.1.1 mailbox unavailable (seeded)',
  /** A dead job of a kind no handler runs: dropped by the spec. */
  dropKind: 'e2e.obsolete',
  dropError: 'No handler for jobs of kind e2e.obsolete.',
  /** A job waiting for its next attempt. */
  retryingError: 'SMTP 421 4.7.0 try again later (seeded)',
} as const;

export async function seedFailedJobs(db: Db): Promise<void> {
  const now = Date.now();
  await db.job.createMany({
    data: [
      {
        kind: 'mail.accountLink',
        payload: { purpose: 'MAGIC_LINK', email: seededJobs.retryEmail, userId: null },
        state: 'DEAD',
        attempts: 10,
        maxAttempts: 10,
        lastError: seededJobs.retryError,
        createdAt: new Date(now - 3 * 3_600_000),
        finishedAt: new Date(now - 3_600_000),
      },
      {
        kind: seededJobs.dropKind,
        payload: {},
        state: 'DEAD',
        attempts: 1,
        maxAttempts: 10,
        lastError: seededJobs.dropError,
        createdAt: new Date(now - 2 * 3_600_000),
        finishedAt: new Date(now - 2 * 3_600_000),
      },
      {
        kind: 'mail.notification',
        payload: { notificationId: 2_000_000_000 },
        state: 'WAITING',
        attempts: 2,
        maxAttempts: 10,
        lastError: seededJobs.retryingError,
        runAt: new Date(now + 6 * 3_600_000),
      },
    ],
  });
}
