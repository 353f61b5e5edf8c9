// Registration and email verification.
import type { Ctx } from '../../context.ts';
import { awardBadgesFor } from '../badges/awards.ts';
import { DomainError, messages } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { consumeOneTimeToken } from '../../lib/oneTimeTokens.ts';
import { mailOneTimeLink } from './links.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { cleanDisplayName, normalizeEmail, validatePassword, validateUsername } from '../users/validation.ts';
import { requireViewer } from './session.ts';
import type { AuthResult } from './signIn.ts';

export interface RegisterInput {
  username: unknown;
  email: unknown;
  password: unknown;
  displayName?: unknown;
}

export async function register(ctx: Ctx, input: RegisterInput): Promise<AuthResult> {
  const username = validateUsername(input.username);
  const email = normalizeEmail(input.email);
  const password = validatePassword(input.password, ctx.config.features);
  const displayName = cleanDisplayName(input.displayName);
  await ctx.limits.consume('registrationsByIp', ctx.ip);

  const taken = await ctx.db.user.findFirst({
    where: { OR: [{ email }, { usernameLower: username.toLowerCase() }] },
    select: { email: true },
  });
  if (taken) throw new DomainError('CONFLICT', taken.email === email ? messages.emailTaken : messages.usernameTaken);

  const passwordHash = await hashPassword(password);
  let user;
  try {
    user = await ctx.db.user.create({
      data: {
        email,
        username,
        usernameLower: username.toLowerCase(),
        displayName,
        passwordHash,
        settings: { create: {} },
      },
    });
  } catch (error) {
    // A concurrent registration won the race for the same email or username.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      const target = String((error.meta as { target?: unknown } | undefined)?.target ?? '');
      throw new DomainError('CONFLICT', target.includes('email') ? messages.emailTaken : messages.usernameTaken);
    }
    throw error;
  }
  try {
    queueVerificationEmail(ctx, user);
  } catch (error) {
    // The account exists: answer with it (a 503 now would make the retry 'email taken'); the
    // member asks for a new link from the banner.
    ctx.log.warn({ err: error }, 'verification email not queued');
  }
  return { token: await ctx.tokens.issue(user), user };
}

/** Queues the verification link to go out after the answer (in order: a newer link voids the older). */
function queueVerificationEmail(ctx: Ctx, user: { id: number; email: string }): void {
  ctx.mailQueue.push('VERIFY_EMAIL', () =>
    mailOneTimeLink(ctx, {
      purpose: 'VERIFY_EMAIL',
      email: user.email,
      userId: user.id,
      subject: 'Confirm your email for Workers Commons',
      body: (link) => [
        'Welcome to Workers Commons.',
        '',
        'Please confirm this is your email address by opening this link (it works once, for 48 hours):',
        link,
        '',
        'If you did not create an account, you can ignore this message.',
        'Tip: use a personal email and device rather than ones your employer manages.',
      ],
    }),
  );
}

export async function resendVerificationEmail(ctx: Ctx): Promise<{ message: string }> {
  const viewer = requireViewer(ctx);
  if (viewer.emailVerified) return { message: 'Your email is already verified' };
  await ctx.limits.consume('emailRequestsByEmail', `verify:${viewer.email}`);
  queueVerificationEmail(ctx, viewer);
  return { message: messages.verificationSent };
}

export interface VerifyEmailInput {
  token: unknown;
}

export async function verifyEmail(ctx: Ctx, input: VerifyEmailInput) {
  const row = await consumeOneTimeToken(ctx.db, 'VERIFY_EMAIL', typeof input.token === 'string' ? input.token : '');
  if (!row?.userId) throw new DomainError('INVALID_TOKEN', messages.invalidToken);
  // The link verifies the address it was sent to, not one the account switched to since.
  const { count } = await ctx.db.user.updateMany({
    where: { id: row.userId, email: row.email },
    data: { emailVerifiedAt: new Date() },
  });
  if (count !== 1) throw new DomainError('INVALID_TOKEN', messages.invalidToken);
  await awardBadgesFor(ctx, { event: 'emailVerified', userId: row.userId });
  const user = await ctx.db.user.findUniqueOrThrow({ where: { id: row.userId } });
  return { user, message: 'Your email is verified. Thank you!' };
}
