// What a request made with a personal access token may do, beyond what its member may: every
// transport calls these (REST per request, GraphQL per operation, graphql-ws per subscribe).
import type { Ctx } from '../../context.ts';
import { DomainError } from '../../lib/errors.ts';
import { accessTokenMessages } from './credential.ts';

/**
 * Counts the request against its token's rate limit and refuses a change made with a read
 * token. `writes`: a mutation, or a REST method other than GET and HEAD.
 */
export async function admitAccessTokenRequest(ctx: Ctx, request: { writes: boolean }): Promise<void> {
  if (!ctx.accessToken) return;
  await ctx.limits.consume('requestsByAccessToken', String(ctx.accessToken.id));
  if (request.writes) requireWriteScope(ctx);
}

/**
 * A change needs a session or a read-and-write token. The transports call it for every write;
 * a read that the spec lets change state (GET /notifications?markAsRead) calls it itself.
 */
export function requireWriteScope(ctx: Ctx): void {
  if (ctx.accessToken?.scope === 'READ') throw new DomainError('FORBIDDEN', accessTokenMessages.readOnly);
}

/** A member's own live streams (messages, notifications, badges, counts) need a session or a read-and-write token. */
export function requirePrivateStreamScope(ctx: Ctx): void {
  if (ctx.accessToken?.scope === 'READ') throw new DomainError('FORBIDDEN', accessTokenMessages.readOnlyStream);
}
