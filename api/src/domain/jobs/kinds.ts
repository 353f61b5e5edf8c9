// The kinds of deferred work and what each job carries: ids and the few values the work needs,
// never a message text or a token (a token is made when the job runs). lib/jobs.ts runs them.
import type { AuthTokenPurpose, Prisma } from '../../generated/prisma/client.ts';
import { enqueueJobs, type ClaimedJob } from '../../lib/jobs.ts';

export interface JobPayloads {
  /** A one-time link (sign-in, verification, reset, set-up) to an address; the account is looked up when it runs. */
  'mail.accountLink': { purpose: AuthTokenPurpose; email: string; userId: number | null };
  /** The mail for one notification (comment, reply, mention, message), per the recipient's settings when it runs. */
  'mail.notification': { notificationId: number };
  /** The new-message mail for a recipient who silenced the in-app notice but kept the mail. */
  'mail.newMessage': { recipientId: number; conversationId: number; senderId: number };
  /** A comment/reply or mention mail for a recipient who silenced its in-app notice but kept the mail (no notification row). */
  'mail.notice': { type: 'POST_COMMENT' | 'MENTION'; recipientId: number; actorId: number; postId: number; commentId: number | null; reply: boolean };
  /** A discreet sanction notice (warning, temporary or permanent ban, appeal decision), keyed sanction:<notice>:<id>; never the reason (domain/moderation/sanctionMail.ts). */
  'mail.sanctionNotice': { userId: number; notice: 'warning' | 'temporaryBan' | 'permanentBan' | 'appealDecision' };
  /** Hourly (recurring): finished jobs, used one-time tokens and expired revocations past their keeping time. */
  'jobs.cleanup': Record<string, never>;
  /** Hourly (recurring): writes this ISO week's 'digest.send' job for every member due one (domain/digest/schedule.ts). */
  'digest.schedule': Record<string, never>;
  /** One member's weekly digest of one ISO week (e.g. 2026-W50), keyed digest:<userId>:<week>; the settings are read again when it runs. */
  'digest.send': { userId: number; week: string };
}

export type JobKind = keyof JobPayloads;

/** A claimed job of one kind, its payload typed. */
export type JobOf<K extends JobKind> = Omit<ClaimedJob, 'payload'> & { payload: JobPayloads[K] };

type JobWriter = Pick<Prisma.TransactionClient, 'job'>;

/** Writes jobs of one kind in `tx`, the transaction of their cause (then call ctx.jobs.wake() after it commits). */
export function enqueue<K extends JobKind>(
  tx: JobWriter,
  kind: K,
  jobs: { payload: JobPayloads[K]; key?: string; runAt?: Date }[],
): Promise<void> {
  return enqueueJobs(
    tx,
    jobs.map((job) => ({ kind, payload: job.payload as unknown as Record<string, unknown>, key: job.key, runAt: job.runAt })),
  );
}
