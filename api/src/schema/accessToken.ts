// Personal access tokens for third-party tools: the viewer's list, create (the secret answered
// once) and revoke. The rules are the domain's (domain/accessTokens/accessTokens.ts).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { ownOnly } from './authScopes.ts';
import { intIdOf } from '../lib/ids.ts';
import {
  ACCESS_TOKEN_EXPIRY_DAYS,
  MAX_ACCESS_TOKENS,
  createAccessToken,
  listAccessTokens,
  revokeAccessToken,
  type AccessTokenView,
} from '../domain/accessTokens/accessTokens.ts';

const AccessTokenScopeEnum = builder.enumType('AccessTokenScope', {
  values: {
    READ: { description: 'Queries and public subscriptions only.' },
    READ_WRITE: { description: "Everything the member may do, except admin, moderation and account-security actions." },
  } as const,
});

const AccessTokenRef = builder.objectRef<AccessTokenView>('AccessToken').implement({
  description: 'A personal access token as its member sees it in the list: never its secret.',
  fields: (t) => ({
    id: t.id({ description: 'Global id.', resolve: (token) => encodeGlobalID('AccessToken', token.id) }),
    name: t.exposeString('name'),
    scope: t.expose('scope', { type: AccessTokenScopeEnum }),
    prefix: t.exposeString('prefix', { description: 'The first characters of the secret (wct_ and 6 more), to tell tokens apart.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true, description: 'Null: until revoked.' }),
    lastUsedOn: t.string({
      nullable: true,
      description: 'The day (UTC, YYYY-MM-DD) of the last request made with it; the time is not kept.',
      resolve: (token) => token.lastUsedOn?.toISOString().slice(0, 10) ?? null,
    }),
    expired: t.exposeBoolean('expired'),
  }),
});

builder.prismaObjectField('User', 'accessTokens', (t) =>
  t.field({
    type: [AccessTokenRef],
    nullable: true,
    ...ownOnly,
    description: `The member's personal access tokens, newest first (at most ${MAX_ACCESS_TOKENS}, so not paged). Own only; needs a signed-in session, not a token.`,
    resolve: (_user, _args, ctx) => listAccessTokens(ctx),
  }),
);

const CreateAccessTokenInput = builder.inputType('CreateAccessTokenInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: '1 to 60 characters, unique among your tokens.' }),
    scope: t.field({ type: AccessTokenScopeEnum, required: true }),
    expiresInDays: t.int({ description: `One of ${ACCESS_TOKEN_EXPIRY_DAYS.join(', ')}; null or absent: no expiry.` }),
  }),
});

const CreateAccessTokenPayload = builder.objectRef<{ secret: string; accessToken: AccessTokenView }>('CreateAccessTokenPayload').implement({
  fields: (t) => ({
    secret: t.exposeString('secret', { description: 'The token to send as `Authorization: Bearer …`. Answered this once only: it is stored as a hash.' }),
    accessToken: t.field({ type: AccessTokenRef, resolve: (payload) => payload.accessToken }),
  }),
});

const RevokeAccessTokenPayload = builder.objectRef<{ revokedAccessTokenId: string }>('RevokeAccessTokenPayload').implement({
  fields: (t) => ({
    revokedAccessTokenId: t.exposeID('revokedAccessTokenId', { description: 'Global id of the token that left the list.' }),
  }),
});

builder.mutationFields((t) => ({
  createAccessToken: t.field({
    type: CreateAccessTokenPayload,
    description: 'A new personal access token for a third-party tool. Needs a signed-in session, not a token.',
    args: { input: t.arg({ type: CreateAccessTokenInput, required: true }) },
    resolve: (_root, { input }, ctx) => createAccessToken(ctx, input),
  }),
  revokeAccessToken: t.field({
    type: RevokeAccessTokenPayload,
    description: 'Deletes one of your tokens: refused from the next request on. Needs a signed-in session, not a token.',
    args: { input: t.arg({ type: builder.inputType('RevokeAccessTokenInput', { fields: (f) => ({ id: f.id({ required: true }) }) }), required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { id } = await revokeAccessToken(ctx, { id: intIdOf(input.id, 'AccessToken') });
      return { revokedAccessTokenId: encodeGlobalID('AccessToken', id) };
    },
  }),
}));
