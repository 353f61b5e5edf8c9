// npm run cli -- digest:send: sends the weekly digests that are due now (domain/digest/), through
// the job queue in this process, and says how many were sent. Idempotent: a member's digest of a
// week is one job (key digest:<userId>:<week>), so a second run in the same ISO week (UTC) sends
// nothing more, and neither does the hourly schedule after it.
import type { Config } from '../../api/src/config.ts';
import type { Services } from '../../api/src/context.ts';
import { openDatabase } from '../../api/src/db.ts';
import { createLogger } from '../../api/src/lib/logger.ts';
import { createMailer } from '../../api/src/lib/mail.ts';
import { createJobQueue } from '../../api/src/lib/jobs.ts';
import { createRateLimits } from '../../api/src/lib/rateLimits.ts';
import { createAuthTokens, loadJwtSecret } from '../../api/src/lib/authTokens.ts';
import { createTopics } from '../../api/src/realtime/pubsub.ts';
import { jobHandlers, recurringJobs } from '../../api/src/domain/jobs/handlers.ts';
import { isoWeek, scheduleDigests } from '../../api/src/domain/digest/schedule.ts';
import { digestOutcomes } from '../../api/src/domain/digest/send.ts';

export const DIGEST_COMMAND = 'digest:send';
export const digestUsage = 'npm run cli -- digest:send                  sends the weekly digests due now (once a week per member)';

export interface DueDigests {
  week: string;
  /** Digest jobs this run wrote (members due this week's digest who had none yet). */
  due: number;
  /** Digest mails this process sent while the queue ran. */
  sent: number;
  /** Digests with nothing to list (no mail). */
  nothingToList: number;
}

/**
 * Writes the due members' digest jobs and runs the queue in this process until nothing is due
 * (the services' job queue must be started). Counts what this process's workers did meanwhile.
 */
export async function sendDueDigests(services: Pick<Services, 'db' | 'jobs'>, now = new Date()): Promise<DueDigests> {
  const before = { ...digestOutcomes };
  const due = await scheduleDigests(services, now);
  await services.jobs.settle();
  return { week: isoWeek(now), due, sent: digestOutcomes.sent - before.sent, nothingToList: digestOutcomes.nothingToList - before.nothingToList };
}

export const describeDueDigests = (result: DueDigests) =>
  `Weekly digest ${result.week}: ${result.due} due, ${result.sent} sent` +
  (result.nothingToList ? `, ${result.nothingToList} with nothing to list (not sent)` : '') +
  '.';

/** The app's services without the HTTP server (as buildApp makes them; no Redis: nothing is published live). */
async function openServices(config: Config): Promise<{ services: Services; close(): Promise<void> }> {
  const log = createLogger(config);
  const database = await openDatabase(config);
  await database.migrate();
  const services: Services = {
    db: database.db,
    sql: database.sql,
    config,
    log,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log, production: config.production }),
    jobs: createJobQueue(database.db, log, config.jobs),
    limits: createRateLimits(undefined, config.redisPrefix),
    tokens: createAuthTokens(await loadJwtSecret(config.jwtSecret, config.dataDir)),
    pubsub: createTopics(undefined, { log }),
    publicUrl: () => config.publicUrl ?? `http://${config.host}:${config.port}`,
  };
  return {
    services,
    async close() {
      await services.jobs.stop(10_000, () => services.mailer.close({ force: true }));
      services.mailer.close();
      await database.close();
    },
  };
}

/** The command itself: answers the line to print. */
export async function runDigestCommand(config: Config): Promise<string> {
  const { services, close } = await openServices(config);
  try {
    // With the recurring jobs, so a due schedule or clean-up run here is rescheduled, not finished.
    await services.jobs.start(jobHandlers(services), recurringJobs);
    return describeDueDigests(await sendDueDigests(services));
  } finally {
    await close();
  }
}
