// The hourly clean-up: rows kept only as long as they serve. Finished jobs keep their key (the
// "sent once" proof) for two weeks, longer than any job's retry window and the digest's week;
// dead ones stay for admins for 90 days. One-time tokens carry an address (also of people
// without an account) and are dropped a day after they expired or were used.
import type { Services } from '../../context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DONE_JOB_KEPT_DAYS = 14;
export const DEAD_JOB_KEPT_DAYS = 90;
const USED_TOKEN_KEPT_DAYS = 1;

export async function cleanUpRetainedRows(services: Pick<Services, 'db'>): Promise<void> {
  const now = Date.now();
  const tokenCutoff = new Date(now - USED_TOKEN_KEPT_DAYS * DAY_MS);
  await services.db.$transaction([
    services.db.job.deleteMany({ where: { state: 'DONE', finishedAt: { lt: new Date(now - DONE_JOB_KEPT_DAYS * DAY_MS) } } }),
    services.db.job.deleteMany({ where: { state: 'DEAD', finishedAt: { lt: new Date(now - DEAD_JOB_KEPT_DAYS * DAY_MS) } } }),
    services.db.authToken.deleteMany({ where: { OR: [{ expiresAt: { lt: tokenCutoff } }, { usedAt: { lt: tokenCutoff } }] } }),
    services.db.revokedToken.deleteMany({ where: { expiresAt: { lte: new Date(now) } } }),
  ]);
}
