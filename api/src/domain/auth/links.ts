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
): Promise<void> {
  const token = await issueOneTimeToken(services.db, message.purpose, { email: message.email, userId: message.userId });
  const link = `${services.publicUrl()}${linkPage[message.purpose]}?token=${token}`;
  await services.mailer.send({ to: message.email, subject: message.subject, kind: message.purpose, actionLink: link, text: message.body(link).join('\n') });
}

/**
 * Mails a link to the account of `email`, if there is one. The lookup, the token and the mail run
 * on the mail queue after the answer, so a request for a registered email takes the same time
 * as one for an unknown email.
 */
export function mailLinkToAccount(
  ctx: Ctx,
  email: string,
  message: { purpose: 'RESET_PASSWORD' | 'SETUP_PASSWORD'; subject: string; body: (link: string) => string[] },
): void {
  ctx.mailQueue.push(message.purpose, async () => {
    const user = await ctx.db.user.findUnique({ where: { email }, select: { id: true } });
    if (user) await mailOneTimeLink(ctx, { ...message, email, userId: user.id });
  });
}
