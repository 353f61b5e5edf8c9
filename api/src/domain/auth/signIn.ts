// Password and magic-link sign-in, token validation and sign-out.
import type { Ctx, Session } from '../../context.ts';
import type { User } from '../../generated/prisma/client.ts';
import { DomainError, messages } from '../../lib/errors.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords.ts';
import { consumeOneTimeToken } from '../../lib/oneTimeTokens.ts';
import { queueAccountLink } from './links.ts';
import { EMAIL_MAX, normalizeEmail } from '../users/validation.ts';
import { requireSessionViewer, viewerOfToken } from './session.ts';
import { bannedError } from '../moderation/banState.ts';
import { recomputeTrustScore } from '../moderation/trust.ts';
import { withBanAppealLink } from '../moderation/appeals.ts';

export interface AuthResult {
  token: string;
  user: User;
}

/** A suspended member is refused with the ban's end and reason (moderation/bans.ts). */
async function assertNotBanned(ctx: Ctx, user: Pick<User, 'id' | 'bannedUntil'>) {
  if (user.bannedUntil && user.bannedUntil > new Date()) throw await bannedError(ctx.db, { id: user.id, bannedUntil: user.bannedUntil });
}

export interface LoginInput {
  email: unknown;
  password: unknown;
}

export async function login(ctx: Ctx, input: LoginInput): Promise<AuthResult> {
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
  const password = typeof input.password === 'string' ? input.password : '';
  // No account has a longer address; refused before it becomes a rate-limit key.
  if (!email || !password || email.length > EMAIL_MAX) throw new DomainError('INVALID_CREDENTIALS', messages.invalidCredentials);
  // Failures are counted per account and address, per account and per address; a limit reached
  // refuses the attempt before any password is checked, so guessing gets no further answer.
  const accountAndIp = `${email}|${ctx.ip}`;
  await ctx.limits.check('loginFailuresByEmailAndIp', accountAndIp);
  await ctx.limits.check('loginFailuresByEmail', email);
  await ctx.limits.check('loginFailuresByIp', ctx.ip);

  const user = await ctx.db.user.findUnique({ where: { email } });
  if (user && !user.passwordHash) throw new DomainError('NO_PASSWORD_SET', messages.noPasswordSet);
  // Unknown emails cost the same hash as known ones, so timing does not reveal accounts.
  const matches = await verifyPassword(password, user?.passwordHash ?? dummyPasswordHash);
  if (!user || !matches) {
    await Promise.all([
      ctx.limits.consume('loginFailuresByEmailAndIp', accountAndIp),
      ctx.limits.consume('loginFailuresByEmail', email),
      ctx.limits.consume('loginFailuresByIp', ctx.ip),
    ]);
    throw new DomainError('INVALID_CREDENTIALS', messages.invalidCredentials);
  }
  try {
    await assertNotBanned(ctx, user);
  } catch (error) {
    // A banned member may still appeal: the refusal carries their appeal link.
    throw await withBanAppealLink(ctx, error, user.id);
  }
  await ctx.limits.reset('loginFailuresByEmailAndIp', accountAndIp);
  await refreshTrustScore(ctx, user.id);
  return { token: await ctx.tokens.issue(user), user };
}

/** Limits emails sent per address and purpose; unknown addresses are counted the same way. */
export async function limitEmailRequest(ctx: Ctx, purpose: string, email: string): Promise<void> {
  await ctx.limits.consume('emailRequestsByIp', ctx.ip);
  await ctx.limits.consume('emailRequestsByEmail', `${purpose}:${email}`);
}

export interface RequestMagicLinkInput {
  email: unknown;
}

export async function requestMagicLink(ctx: Ctx, input: RequestMagicLinkInput): Promise<{ message: string }> {
  const email = normalizeEmail(input.email);
  await limitEmailRequest(ctx, 'magic', email);
  // The lookup and the mail run in the job: known, unknown and banned emails take the same time.
  await queueAccountLink(ctx.db, 'MAGIC_LINK', email);
  ctx.jobs.wake();
  return { message: messages.magicLinkSent };
}

export interface VerifyMagicLinkInput {
  token: unknown;
}

export async function verifyMagicLink(ctx: Ctx, input: VerifyMagicLinkInput): Promise<AuthResult> {
  const row = await consumeOneTimeToken(ctx.db, 'MAGIC_LINK', typeof input.token === 'string' ? input.token : '');
  if (!row) throw new DomainError('INVALID_MAGIC_LINK', messages.invalidMagicLink);
  const now = new Date();
  // Opening the link proves the address, so it also verifies the email.
  const user = await ctx.db.user.upsert({
    where: { email: row.email },
    update: { emailVerifiedAt: now },
    create: { email: row.email, emailVerifiedAt: now, settings: { create: {} } },
  });
  try {
    await assertNotBanned(ctx, user);
  } catch (error) {
    throw await withBanAppealLink(ctx, error, user.id);
  }
  await refreshTrustScore(ctx, user.id);
  return { token: await ctx.tokens.issue(user), user };
}

/** Signing in refreshes the trust score: the account's age and a verified email count from then on. */
async function refreshTrustScore(ctx: Ctx, userId: number): Promise<void> {
  await ctx.db.$transaction((tx) => recomputeTrustScore(tx, userId));
}

export interface ValidateTokenInput {
  token: unknown;
}

export async function validateToken(ctx: Ctx, input: ValidateTokenInput) {
  const check = await ctx.tokens.check(typeof input.token === 'string' ? input.token : null);
  if (check.status !== 'valid') return { valid: false, status: check.status };
  // Revoked, signed out, banned or deleted: the same rule as every request's.
  const { viewer } = await viewerOfToken(ctx, check);
  return viewer ? { valid: true, status: 'valid' as const } : { valid: false, status: 'invalid' as const };
}

/**
 * Revokes every token of the user, their personal access tokens included, and tells their open
 * connections. Sign-out everywhere and a password change or reset are what a member reaches for
 * when they fear someone else got in: one step must shut every door.
 */
export async function revokeSessions(ctx: Pick<Ctx, 'db' | 'pubsub'>, userId: number): Promise<User> {
  const [user] = await ctx.db.$transaction([
    ctx.db.user.update({ where: { id: userId }, data: { sessionEpoch: { increment: 1 } } }),
    ctx.db.personalAccessToken.deleteMany({ where: { userId } }),
  ]);
  ctx.pubsub.publish('session:revoked', userId, { userId });
  return user;
}

export interface LogoutInput {
  everywhere?: unknown;
}

export async function logout(ctx: Ctx, input: LogoutInput): Promise<{ success: true }> {
  const viewer = requireSessionViewer(ctx);
  if (input.everywhere === true) await revokeSessions(ctx, viewer.id);
  else if (ctx.session) await revokeToken(ctx, viewer.id, ctx.session);
  return { success: true };
}

/**
 * Signs one token out: every instance refuses it from the next request on (the viewer lookup
 * reads the table), and the live streams opened with it end (a shared computer keeps nothing open).
 */
async function revokeToken(ctx: Pick<Ctx, 'db' | 'pubsub'>, userId: number, session: Session): Promise<void> {
  await ctx.db.$transaction([
    // Tokens past their expiry are refused anyway: their rows can go.
    ctx.db.revokedToken.deleteMany({ where: { expiresAt: { lte: new Date() } } }),
    ctx.db.revokedToken.createMany({ data: [{ jti: session.tokenId, userId, expiresAt: session.expiresAt }], skipDuplicates: true }),
  ]);
  ctx.pubsub.publish('session:ended', session.tokenId, { tokenId: session.tokenId });
}
