// Forgotten, reset, changed and first-time passwords.
import type { Ctx } from '../../context.ts';
import { DomainError, messages } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { consumeOneTimeToken } from '../../lib/oneTimeTokens.ts';
import { queueAccountLink } from './links.ts';
import { normalizeEmail, validatePassword } from '../users/validation.ts';
import { requireSessionViewer } from './session.ts';
import { limitEmailRequest, revokeSessions, type AuthResult } from './signIn.ts';

export interface ForgotPasswordInput {
  email: unknown;
}

export async function forgotPassword(ctx: Ctx, input: ForgotPasswordInput): Promise<{ message: string }> {
  const email = normalizeEmail(input.email);
  await limitEmailRequest(ctx, 'reset', email);
  await queueAccountLink(ctx.db, 'RESET_PASSWORD', email);
  ctx.jobs.wake();
  return { message: messages.forgotPassword };
}

export interface RequestPasswordSetupInput {
  email: unknown;
}

export async function requestPasswordSetup(ctx: Ctx, input: RequestPasswordSetupInput): Promise<{ message: string }> {
  const email = normalizeEmail(input.email);
  await limitEmailRequest(ctx, 'setup', email);
  await queueAccountLink(ctx.db, 'SETUP_PASSWORD', email);
  ctx.jobs.wake();
  return { message: messages.passwordSetupSent };
}

/** Stores the new password, revokes every earlier token and signs the user in afresh. */
async function replacePassword(ctx: Ctx, userId: number, password: string): Promise<AuthResult> {
  const passwordHash = await hashPassword(password);
  await ctx.db.user.update({ where: { id: userId }, data: { passwordHash } });
  const user = await revokeSessions(ctx, userId);
  return { token: await ctx.tokens.issue(user), user };
}

async function passwordFromToken(
  ctx: Ctx,
  purpose: 'RESET_PASSWORD' | 'SETUP_PASSWORD',
  input: { token: unknown; password: unknown },
): Promise<AuthResult & { message: string }> {
  const password = validatePassword(input.password, ctx.config.features);
  const row = await consumeOneTimeToken(ctx.db, purpose, typeof input.token === 'string' ? input.token : '');
  if (!row?.userId) throw new DomainError('INVALID_TOKEN', messages.invalidToken);
  // Receiving the link proves the address too.
  await ctx.db.user.updateMany({ where: { id: row.userId, email: row.email, emailVerifiedAt: null }, data: { emailVerifiedAt: new Date() } });
  const result = await replacePassword(ctx, row.userId, password);
  return { ...result, message: purpose === 'RESET_PASSWORD' ? 'Your password has been reset' : 'Your password is set' };
}

export interface ResetPasswordInput {
  token: unknown;
  password: unknown;
}

export const resetPassword = (ctx: Ctx, input: ResetPasswordInput) =>
  passwordFromToken(ctx, 'RESET_PASSWORD', input);

export interface SetupPasswordInput {
  token: unknown;
  password: unknown;
}

export const setupPassword = (ctx: Ctx, input: SetupPasswordInput) =>
  passwordFromToken(ctx, 'SETUP_PASSWORD', input);

export interface SetPasswordInput {
  password: unknown;
  currentPassword?: unknown;
}

export async function setPassword(
  ctx: Ctx,
  input: SetPasswordInput,
): Promise<AuthResult & { message: string }> {
  const viewer = requireSessionViewer(ctx);
  const password = validatePassword(input.password, ctx.config.features);
  const user = await ctx.db.user.findUniqueOrThrow({ where: { id: viewer.id }, select: { passwordHash: true } });
  if (user.passwordHash) {
    const current = typeof input.currentPassword === 'string' ? input.currentPassword : '';
    if (!current || !(await verifyPassword(current, user.passwordHash))) {
      throw new DomainError('VALIDATION', messages.currentPasswordIncorrect);
    }
  }
  const result = await replacePassword(ctx, viewer.id, password);
  return { ...result, message: user.passwordHash ? 'Your password has been changed' : 'Your password is set' };
}
