// Account mail that carries a one-time link (sign-in, verification, password reset and set-up):
// the request writes a job (same statement whether or not the address has an account); the job
// looks the account up, issues the token, builds the link and sends (plain text + HTML,
// lib/mailLayout.ts). Account mail is transactional: no List-Unsubscribe.
import type { Services } from '../../context.ts';
import type { AuthTokenPurpose } from '../../generated/prisma/client.ts';
import { issueOneTimeToken } from '../../lib/oneTimeTokens.ts';
import { enqueue, type JobOf } from '../jobs/kinds.ts';
import { renderMail } from '../../lib/mailLayout.ts';
import type { Db } from '../../db.ts';

/** The web page that consumes each kind of link. */
const linkPage: Record<AuthTokenPurpose, string> = {
  VERIFY_EMAIL: '/verify-email',
  MAGIC_LINK: '/verify-magic-link',
  RESET_PASSWORD: '/reset-password',
  SETUP_PASSWORD: '/setup-password',
};

interface AccountMailText {
  subject: string;
  /** What the mail is about, before the link. */
  intro: string[];
  /** The label of the link's button. */
  action: string;
  /** After the link: how long it works, what to do if it was not asked for. */
  after: string[];
}

/** Each purpose's mail, for an address with an account (`known`) or without one. Account mail: no unsubscribe. */
const accountMail: Record<AuthTokenPurpose, (known: boolean) => AccountMailText> = {
  MAGIC_LINK: (known) => ({
    subject: known ? 'Your Workers Commons sign-in link' : 'Finish joining Workers Commons',
    intro: [known ? 'Use this link to sign in to Workers Commons.' : 'Use this link to create your Workers Commons account and sign in.'],
    action: known ? 'Sign in' : 'Create your account',
    after: ['It works once and expires in 15 minutes. If you did not ask for it, you can ignore this message.'],
  }),
  VERIFY_EMAIL: () => ({
    subject: 'Confirm your email for Workers Commons',
    intro: ['Welcome to Workers Commons.', 'Please confirm this is your email address by opening this link (it works once, for 48 hours).'],
    action: 'Confirm your email',
    after: [
      'If you did not create an account, you can ignore this message.',
      'Tip: use a personal email and device rather than ones your employer manages.',
    ],
  }),
  RESET_PASSWORD: () => ({
    subject: 'Reset your Workers Commons password',
    intro: ['Someone asked to reset the password of your Workers Commons account.', 'Open this link to choose a new password (it works once and expires in 1 hour).'],
    action: 'Choose a new password',
    after: ['If it was not you, ignore this message: your password stays the same.'],
  }),
  SETUP_PASSWORD: () => ({
    subject: 'Set a password for Workers Commons',
    intro: ['Open this link to set a password, so you can sign in without a magic link (it works once, for 24 hours).'],
    action: 'Set a password',
    after: ['If you did not ask for this, ignore this message.'],
  }),
};

/**
 * Writes the job that mails `purpose`'s link to `email` (in `tx`, with the change that causes it;
 * the caller wakes the queue after the commit). `userId` only for verification, whose account is
 * known; the others look the address up when the job runs.
 */
export function queueAccountLink(tx: Pick<Db, 'job'>, purpose: AuthTokenPurpose, email: string, userId: number | null = null): Promise<void> {
  return enqueue(tx, 'mail.accountLink', [{ payload: { purpose, email, userId } }]);
}

/**
 * Runs a 'mail.accountLink' job. For an address without an account the work is the same (its
 * token is stored with no user, so it resets nothing: passwords.ts refuses a token without one,
 * and its mail is built) and only the sending is skipped, except a magic link, which creates the
 * account when first used. Jobs run in this process between requests, so a shorter job for
 * unknown addresses would show in the time of the next answer.
 */
export async function sendAccountLink(services: Pick<Services, 'db' | 'mailer' | 'publicUrl'>, job: JobOf<'mail.accountLink'>): Promise<void> {
  const { purpose, email } = job.payload;
  let userId = job.payload.userId;
  let deliver = true;
  if (purpose === 'VERIFY_EMAIL') {
    // The link verifies the address it is sent to: none if the account changed it or is verified.
    const user = userId === null ? null : await services.db.user.findUnique({ where: { id: userId }, select: { email: true, emailVerifiedAt: true } });
    if (!user || user.email !== email || user.emailVerifiedAt) return;
  } else {
    const user = await services.db.user.findUnique({ where: { email }, select: { id: true, bannedUntil: true } });
    if (purpose === 'MAGIC_LINK' && user?.bannedUntil && user.bannedUntil > new Date()) return;
    userId = user?.id ?? null;
    deliver = Boolean(user) || purpose === 'MAGIC_LINK';
  }
  const text = accountMail[purpose](userId !== null);
  const token = await issueOneTimeToken(services.db, purpose, { email, userId });
  const link = `${services.publicUrl()}${linkPage[purpose]}?token=${token}`;
  const body = renderMail({ title: text.subject, paragraphs: text.intro, action: { label: text.action, href: link }, after: text.after });
  const mail = { to: email, subject: text.subject, kind: purpose, actionLink: link, ...body, jobId: job.id };
  await (deliver ? services.mailer.send(mail) : services.mailer.compose(mail));
}
