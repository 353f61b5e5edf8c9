// Registration and email verification.
import type { Ctx } from '../../context.ts';
import { awardBadgesFor } from '../badges/awards.ts';
import { DomainError, messages } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { consumeOneTimeToken } from '../../lib/oneTimeTokens.ts';
import { queueAccountLink } from './links.ts';
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
    // The account and its verification mail commit together.
    user = await ctx.db.$transaction(async (tx) => {
      const created = await tx.user.create({
        data: {
          email,
          username,
          usernameLower: username.toLowerCase(),
          displayName,
          passwordHash,
          settings: { create: {} },
        },
      });
      await queueAccountLink(tx, 'VERIFY_EMAIL', created.email, created.id);
      return created;
    });
  } catch (error) {
    // A concurrent registration won the race for the same email or username.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      const target = String((error.meta as { target?: unknown } | undefined)?.target ?? '');
      throw new DomainError('CONFLICT', target.includes('email') ? messages.emailTaken : messages.usernameTaken);
    }
    throw error;
  }
  ctx.jobs.wake();
  return { token: await ctx.tokens.issue(user), user };
}

export async function resendVerificationEmail(ctx: Ctx): Promise<{ message: string }> {
  const viewer = requireViewer(ctx);
  if (viewer.emailVerified) return { message: 'Your email is already verified' };
  await ctx.limits.consume('emailRequestsByEmail', `verify:${viewer.email}`);
  await queueAccountLink(ctx.db, 'VERIFY_EMAIL', viewer.email, viewer.id);
  ctx.jobs.wake();
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
