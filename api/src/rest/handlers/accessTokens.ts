// /api/access-tokens: a member's personal access tokens for third-party tools. The rules are the
// domain's (domain/accessTokens/accessTokens.ts); this file reads the request and shapes the answer.
import type { Handler } from '../router.ts';
import { createAccessToken, listAccessTokens, revokeAccessToken, type AccessTokenView } from '../../domain/accessTokens/accessTokens.ts';
import { idParam } from '../params.ts';

function presentAccessToken(token: AccessTokenView) {
  return {
    id: token.id,
    name: token.name,
    scope: token.scope.toLowerCase(),
    prefix: token.prefix,
    created_at: token.createdAt.toISOString(),
    expires_at: token.expiresAt?.toISOString() ?? null,
    // The day only (YYYY-MM-DD): the exact time a tool ran is not kept.
    last_used_on: token.lastUsedOn?.toISOString().slice(0, 10) ?? null,
    expired: token.expired,
  };
}

/** `read` / `read_write` as the domain's READ / READ_WRITE; anything else goes on to be refused there. */
const scopeOf = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

export const listAccessTokensHandler: Handler = async (ctx) => ({
  body: { access_tokens: (await listAccessTokens(ctx)).map(presentAccessToken) },
});

export const createAccessTokenHandler: Handler = async (ctx, { body }) => {
  const created = await createAccessToken(ctx, { name: body.name, scope: scopeOf(body.scope), expiresInDays: body.expires_in_days });
  return { status: 201, body: { token: created.secret, access_token: presentAccessToken(created.accessToken) } };
};

export const revokeAccessTokenHandler: Handler = async (ctx, { params }) => {
  await revokeAccessToken(ctx, { id: idParam(params.id, 'access token') });
  return { body: { success: true } };
};
