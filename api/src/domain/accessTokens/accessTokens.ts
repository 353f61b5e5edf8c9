// Personal access tokens for third-party tools: a member creates one with a name, a scope and an
// optional expiry, sees its secret once, lists them (never the secret) and revokes one at once.
// Managing tokens is account security: it needs a signed-in session, never a token.
import { z } from 'zod';
import type { Ctx } from '../../context.ts';
import type { AccessTokenScope, PersonalAccessToken } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { requireSessionViewer } from '../auth/session.ts';
import { accessTokenMessages, accessTokenSessionId, newAccessTokenSecret } from './credential.ts';

/** Tokens one member may hold at once. */
export const MAX_ACCESS_TOKENS = 20;
const NAME_MAX = 60;
/** The expiries offered; none means the token lasts until revoked. */
export const ACCESS_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;

const createSchema = z.object({
  name: z
    .string({ error: accessTokenMessages.nameRequired })
    .transform((name) => name.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, accessTokenMessages.nameRequired).refine((name) => [...name].length <= NAME_MAX, accessTokenMessages.nameTooLong)),
  scope: z.enum(['READ', 'READ_WRITE'], { error: accessTokenMessages.scopeInvalid }),
  expiresInDays: z.literal(ACCESS_TOKEN_EXPIRY_DAYS, { error: accessTokenMessages.expiryInvalid }).nullish(),
});

export interface CreateAccessTokenInput {
  name: unknown;
  /** READ or READ_WRITE. */
  scope: unknown;
  /** 7, 30, 90 or 365; null or absent: no expiry. */
  expiresInDays?: unknown;
}

/** A token as its member's list shows it: never the secret nor its hash. */
export interface AccessTokenView {
  id: number;
  name: string;
  scope: AccessTokenScope;
  prefix: string;
  createdAt: Date;
  expiresAt: Date | null;
  /** The day (UTC midnight) it was last used, or null. */
  lastUsedOn: Date | null;
  expired: boolean;
}

function present(token: PersonalAccessToken, now = new Date()): AccessTokenView {
  const { id, name, scope, prefix, createdAt, expiresAt, lastUsedOn } = token;
  return { id, name, scope, prefix, createdAt, expiresAt, lastUsedOn, expired: expiresAt !== null && expiresAt <= now };
}

/** The new token's secret (shown this once, never again) and its list entry. */
export interface CreatedAccessToken {
  secret: string;
  accessToken: AccessTokenView;
}

export async function createAccessToken(ctx: Ctx, input: CreateAccessTokenInput): Promise<CreatedAccessToken> {
  const viewer = requireSessionViewer(ctx);
  const parsed = createSchema.safeParse(input ?? {});
  if (!parsed.success) throw new DomainError('VALIDATION', parsed.error.issues[0]!.message);
  const { name, scope, expiresInDays } = parsed.data;
  const { secret, tokenHash, prefix } = newAccessTokenSecret();
  const expiresAt = expiresInDays ? new Date(Date.now() + expiresInDays * 24 * 60 * 60_000) : null;
  const created = await ctx.db.$transaction(async (tx) => {
    // The member's row locked: two creates at once cannot both pass the name and count checks.
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${viewer.id} FOR UPDATE`;
    const existing = await tx.personalAccessToken.findMany({ where: { userId: viewer.id }, select: { name: true } });
    if (existing.length >= MAX_ACCESS_TOKENS) throw new DomainError('CONFLICT', accessTokenMessages.tooMany(MAX_ACCESS_TOKENS));
    if (existing.some((token) => token.name.toLowerCase() === name.toLowerCase())) throw new DomainError('CONFLICT', accessTokenMessages.nameTaken);
    return tx.personalAccessToken.create({ data: { userId: viewer.id, name, scope, tokenHash, prefix, expiresAt } });
  });
  return { secret, accessToken: present(created) };
}

/** The member's tokens, newest first (at most MAX_ACCESS_TOKENS). */
export async function listAccessTokens(ctx: Ctx): Promise<AccessTokenView[]> {
  const viewer = requireSessionViewer(ctx);
  const tokens = await ctx.db.personalAccessToken.findMany({ where: { userId: viewer.id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  const now = new Date();
  return tokens.map((token) => present(token, now));
}

export interface RevokeAccessTokenInput {
  id: number;
}

/** Deletes one of the member's own tokens: refused from the next request on, its live streams end now. */
export async function revokeAccessToken(ctx: Ctx, input: RevokeAccessTokenInput): Promise<{ id: number }> {
  const viewer = requireSessionViewer(ctx);
  const { count } = await ctx.db.personalAccessToken.deleteMany({ where: { id: input.id, userId: viewer.id } });
  // Someone else's token is as unknown as a missing one.
  if (count === 0) throw new DomainError('NOT_FOUND', accessTokenMessages.notFound);
  const sessionId = accessTokenSessionId(input.id);
  ctx.pubsub.publish('session:ended', sessionId, { tokenId: sessionId });
  return { id: input.id };
}
