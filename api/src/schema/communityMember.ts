// CommunityMember: a member of a community with their role, and the owner's moderator mutations.
import { builder } from '../builder.ts';
import { appointModerator, removeModerator, type ModeratorInput } from '../domain/communities/communities.ts';
import { intIdOf } from '../lib/ids.ts';

export const CommunityRoleEnum = builder.enumType('CommunityRole', {
  values: ['OWNER', 'MODERATOR', 'MEMBER'] as const,
  description: 'OWNER runs the community and appoints moderators; moderators pin and remove posts and manage invite links.',
});

export const CommunityMemberRef = builder.prismaObject('CommunityMembership', {
  name: 'CommunityMember',
  select: { id: true },
  fields: (t) => ({
    user: t.relation('user'),
    community: t.relation('community'),
    role: t.expose('role', { type: CommunityRoleEnum }),
    joinedAt: t.expose('joinedAt', { type: 'DateTime' }),
  }),
});

const ModeratorInputRef = builder.inputType('CommunityModeratorInput', {
  fields: (t) => ({
    communityId: t.id({ required: true, description: 'Global id (or numeric id) of the community.' }),
    userId: t.id({ required: true, description: 'Global id (or numeric id) of a member of it.' }),
  }),
});

const CommunityMemberPayload = builder.objectRef<{ membershipId: number }>('CommunityMemberPayload').implement({
  fields: (t) => ({
    member: t.prismaField({
      type: 'CommunityMembership',
      resolve: (query, p, _a, ctx) => ctx.db.communityMembership.findUniqueOrThrow({ ...query, where: { id: p.membershipId } }),
    }),
  }),
});

const moderatorInput = (input: { communityId: string | number; userId: string | number }): ModeratorInput => ({
  community: intIdOf(input.communityId, 'Community'),
  userId: intIdOf(input.userId, 'User'),
});

builder.mutationFields((t) => ({
  appointModerator: t.field({
    type: CommunityMemberPayload,
    description: "The community's owner makes one of its members a moderator (idempotent).",
    args: { input: t.arg({ type: ModeratorInputRef, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ membershipId: (await appointModerator(ctx, moderatorInput(input))).id }),
  }),
  removeModerator: t.field({
    type: CommunityMemberPayload,
    description: "The community's owner makes a moderator a plain member again (idempotent).",
    args: { input: t.arg({ type: ModeratorInputRef, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ membershipId: (await removeModerator(ctx, moderatorInput(input))).id }),
  }),
}));
