// Emails that carry a one-time link: issue the token, build the page link, send.
import type { Ctx, Services } from '../../context.ts';
import type { AuthTokenPurpose } from '../../generated/prisma/client.ts';
import { issueOneTimeToken } from '../../lib/oneTimeTokens.ts';

/** The web page that consumes each kind of link. */
const linkPage: Record<AuthTokenPurpose, string> = {
  VERIFY_EMAIL: '/verify-email',
  MAGIC_LINK: '/verify-magic-link',
  RESET_PASSWORD: '/reset-password',
  SETUP_PASSWORD: '/setup-password',
};

export async function mailOneTimeLink(
  services: Pick<Services, 'db' | 'mailer' | 'publicUrl'>,
  message: {
    purpose: AuthTokenPurpose;
    email: string;
    userId: number | null;
    subject: string;
    /** The body, given the link to put in it. */
    body: (link: string) => string[];
  },
  /** false: the token is stored and the mail built, but not sent (see mailLinkToAccount). */
  deliver = true,
): Promise<void> {
  const token = await issueOneTimeToken(services.db, message.purpose, { email: message.email, userId: message.userId });
  const link = `${services.publicUrl()}${linkPage[message.purpose]}?token=${token}`;
  const mail = { to: message.email, subject: message.subject, kind: message.purpose, actionLink: link, text: message.body(link).join('\n') };
  await (deliver ? services.mailer.send(mail) : services.mailer.compose(mail));
}

/**
 * Mails a link to the account of `email`, if there is one. The lookup, the token and the mail run
 * on the mail queue after the answer, and they are the same work for an email without an
 * account: its token is stored too (with no user, so it resets nothing: passwords.ts refuses a
 * token without one) and its mail built, only not sent. A job runs in this process, between
 * requests, so a shorter job for unknown emails would show in the time of the next answer.
 */
export function mailLinkToAccount(
  ctx: Ctx,
  email: string,
  message: { purpose: 'RESET_PASSWORD' | 'SETUP_PASSWORD'; subject: string; body: (link: string) => string[] },
): void {
  ctx.mailQueue.push(message.purpose, async () => {
    const user = await ctx.db.user.findUnique({ where: { email }, select: { id: true } });
    await mailOneTimeLink(ctx, { ...message, email, userId: user?.id ?? null }, Boolean(user));
  });
}
