// CommunityInvite: invite links to private communities, their mutations, and what an invite
// leads to before joining (communityByInvite; joining is joinCommunityByInvite in community.ts).
import { builder } from '../builder.ts';
import { createInvite, invitePath, inviteStatus, previewInvite, revokeInvite } from '../domain/communities/invites.ts';
import { intIdOf } from '../lib/ids.ts';

export const InviteStatusEnum = builder.enumType('CommunityInviteStatus', {
  values: ['ACTIVE', 'EXPIRED', 'REVOKED', 'USED_UP'] as const,
  description: 'Only ACTIVE links admit new members.',
});

export const CommunityInviteRef = builder.prismaObject('CommunityInvite', {
  select: { id: true },
  description: 'An invite link to a private community. Only its owner and moderators see these.',
  fields: (t) => ({
    code: t.exposeString('code'),
    path: t.string({ description: 'The web page that joins through it: /join/{code}.', select: { code: true }, resolve: (i) => invitePath(i.code) }),
    url: t.string({ select: { code: true }, resolve: (i, _a, ctx) => `${ctx.publicUrl()}${invitePath(i.code)}` }),
    status: t.field({
      type: InviteStatusEnum,
      select: { expiresAt: true, maxUses: true, useCount: true, revokedAt: true },
      resolve: (i) => inviteStatus(i),
    }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true, description: 'Null: never expires.' }),
    maxUses: t.exposeInt('maxUses', { nullable: true, description: 'Null: any number of members may join through it.' }),
    useCount: t.exposeInt('useCount', { description: 'Members who joined through it.' }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdBy: t.relation('createdBy', { nullable: true }),
    community: t.relation('community'),
  }),
});

builder.queryField('communityByInvite', (t) =>
  t.prismaField({
    type: 'Community',
    description:
      'The community an invite link leads to, for the /join/{code} page before joining. Login required. An expired, revoked or used-up link is an error (GONE) unless the viewer is already a member.',
    args: { code: t.arg.string({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { community } = await previewInvite(ctx, { code: args.code });
      return ctx.db.community.findUniqueOrThrow({ ...query, where: { id: community.id } });
    },
  }),
);

const InvitePayload = builder.objectRef<{ inviteId: number }>('CommunityInvitePayload').implement({
  fields: (t) => ({
    invite: t.prismaField({
      type: 'CommunityInvite',
      resolve: (query, p, _a, ctx) => ctx.db.communityInvite.findUniqueOrThrow({ ...query, where: { id: p.inviteId } }),
    }),
  }),
});

builder.mutationFields((t) => ({
  createCommunityInvite: t.field({
    type: InvitePayload,
    description: "A private community's owner or a moderator makes an invite link, with an optional expiry and use limit.",
    args: {
      input: t.arg({
        type: builder.inputType('CreateCommunityInviteInput', {
          fields: (f) => ({
            communityId: f.id({ required: true }),
            expiresInHours: f.int({ description: '1 to 8760; never expires when absent.' }),
            maxUses: f.int({ description: '1 to 1000; any number of uses when absent.' }),
          }),
        }),
        required: true,
      }),
    },
    resolve: async (_root, { input }, ctx) => ({
      inviteId: (
        await createInvite(ctx, {
          community: intIdOf(input.communityId, 'Community'),
          expiresInHours: input.expiresInHours ?? undefined,
          maxUses: input.maxUses ?? undefined,
        })
      ).id,
    }),
  }),
  revokeCommunityInvite: t.field({
    type: InvitePayload,
    description: 'The owner or a moderator revokes an invite link (idempotent).',
    args: {
      input: t.arg({ type: builder.inputType('RevokeCommunityInviteInput', { fields: (f) => ({ code: f.string({ required: true }) }) }), required: true }),
    },
    resolve: async (_root, { input }, ctx) => ({ inviteId: (await revokeInvite(ctx, { code: input.code })).id }),
  }),
}));
