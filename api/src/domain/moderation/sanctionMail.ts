// Discreet sanction notices: a warning, a temporary or permanent ban, and an appeal decision are
// mailed to the member, as a 'mail.sanctionNotice' job written in the sanction's transaction.
// The mail only says that there is a notice and links to where it is read after signing in
// (Account standing, /settings/standing); it never quotes the reason, the details, the kind of
// warning, the ban's length or the decision, and its subject is the same for every notice (mail
// is read on employer devices). A banned member cannot sign in: their link is the sign-in page,
// whose refusal shows the ban with its reason and the appeal link (moderation/appeals.ts).
// A shadow ban is never mailed (it stays invisible to the member). These are account notices,
// not something to unsubscribe from: no List-Unsubscribe.
import type { Services } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { renderMail } from '../../lib/mailLayout.ts';
import { enqueue, type JobOf } from '../jobs/kinds.ts';

export type SanctionNotice = 'warning' | 'temporaryBan' | 'permanentBan' | 'appealDecision';

export const SANCTION_MAIL_SUBJECT = 'A notice about your Workers Commons account';
export const STANDING_PATH = '/settings/standing';

/**
 * Writes the notice's mail job in `tx` (the sanction's transaction; the caller wakes the queue
 * after the commit). `ref` is the warning, ban or appeal id: one mail per sanction.
 */
export function queueSanctionNotice(tx: Pick<Prisma.TransactionClient, 'job'>, userId: number, notice: SanctionNotice, ref: number): Promise<void> {
  return enqueue(tx, 'mail.sanctionNotice', [{ payload: { userId, notice }, key: `sanction:${notice}:${ref}` }]);
}

const noticeText: Record<SanctionNotice, { paragraphs: string[]; signInFirst: boolean }> = {
  warning: {
    paragraphs: ['There is a new notice about your Workers Commons account.', 'Sign in to read it on your Account standing page.'],
    signInFirst: false,
  },
  temporaryBan: {
    paragraphs: [
      'There is a new notice about your Workers Commons account.',
      'Sign in to read it. If you cannot sign in for now, the sign-in page tells you why and how to appeal.',
    ],
    signInFirst: true,
  },
  permanentBan: {
    paragraphs: [
      'There is a new notice about your Workers Commons account.',
      'Sign in to read it. If you cannot sign in, the sign-in page tells you why and how to appeal.',
    ],
    signInFirst: true,
  },
  appealDecision: {
    paragraphs: ['Your appeal on Workers Commons has been reviewed.', 'Sign in to read the decision on your Account standing page.'],
    signInFirst: true,
  },
};

/** Subject, text and HTML of one notice's mail (no reason, no details). */
export function sanctionNoticeMail(notice: SanctionNotice, publicUrl: string): { subject: string; text: string; html: string; link: string } {
  const { paragraphs, signInFirst } = noticeText[notice];
  // A banned member cannot open Account standing: the sign-in page shows their ban instead.
  const link = signInFirst ? `${publicUrl}/login?next=${encodeURIComponent(STANDING_PATH)}` : `${publicUrl}${STANDING_PATH}`;
  const body = renderMail({
    title: SANCTION_MAIL_SUBJECT,
    paragraphs,
    action: { label: 'Sign in to read it', href: link },
    footer: ['You get this email because of a notice on your account. Notices are sent whatever your email settings.'],
  });
  return { subject: SANCTION_MAIL_SUBJECT, ...body, link };
}

/** Runs a 'mail.sanctionNotice' job: to the member's verified address. */
export async function sendSanctionNotice(services: Pick<Services, 'db' | 'mailer' | 'publicUrl'>, job: JobOf<'mail.sanctionNotice'>): Promise<void> {
  const { userId, notice } = job.payload;
  const user = await services.db.user.findUnique({ where: { id: userId }, select: { email: true, emailVerifiedAt: true } });
  if (!user?.emailVerifiedAt) return;
  const mail = sanctionNoticeMail(notice, services.publicUrl());
  await services.mailer.send({
    to: user.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    actionLink: mail.link,
    kind: `SANCTION_${notice.toUpperCase()}`,
    jobId: job.id,
  });
}
