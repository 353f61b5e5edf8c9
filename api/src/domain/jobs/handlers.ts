// What runs each kind of job (kinds.ts), given the app's services; app.ts starts the queue with them.
import type { Services } from '../../context.ts';
import type { JobHandler, RecurringJob } from '../../lib/jobs.ts';
import type { JobKind, JobOf } from './kinds.ts';
import { sendAccountLink } from '../auth/links.ts';
import { sendNewMessageMail, sendNoticeMail, sendNotificationMail } from '../notifications/email.ts';
import { cleanUpRetainedRows } from './retention.ts';
import { sendSanctionNotice } from '../moderation/sanctionMail.ts';
import { runDigestSchedule, DIGEST_SCHEDULE_EVERY_MS } from '../digest/schedule.ts';
import { sendDigest } from '../digest/send.ts';

type Handlers = { [K in JobKind]: (services: Services, job: JobOf<K>) => Promise<void> };

const handlers: Handlers = {
  'mail.accountLink': sendAccountLink,
  'mail.notification': sendNotificationMail,
  'mail.newMessage': sendNewMessageMail,
  'mail.notice': sendNoticeMail,
  'mail.sanctionNotice': sendSanctionNotice,
  'jobs.cleanup': cleanUpRetainedRows,
  'digest.schedule': runDigestSchedule,
  'digest.send': sendDigest,
};

/** Jobs that come back by themselves. */
export const recurringJobs: RecurringJob[] = [
  { kind: 'jobs.cleanup', everyMs: 60 * 60 * 1000 },
  { kind: 'digest.schedule', everyMs: DIGEST_SCHEDULE_EVERY_MS },
];

export function jobHandlers(services: Services): Record<string, JobHandler> {
  return Object.fromEntries(
    Object.entries(handlers).map(([kind, run]) => [kind, (job) => (run as (s: Services, j: typeof job) => Promise<void>)(services, job)]),
  );
}
