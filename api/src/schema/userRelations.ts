// Block and mute over GraphQL: User.viewerHasBlocked / viewerHasMuted (read with the user's
// own statement, however many users are listed), the viewer's blockedUsers / mutedUsers
// connections, and the blockUser / unblockUser / muteUser / unmuteUser mutations. Rules:
// domain/moderation/relations.ts.
import { builder } from '../builder.ts';
import { ownOnly } from './authScopes.ts';
import { blockUser, muteUser, RELATION_PAGE_MAX, RELATION_PAGE_SIZE, unblockUser, unmuteUser, viewerBlockRows, viewerMuteRows } from '../domain/moderation/relations.ts';
import { intIdOf } from '../lib/ids.ts';
import { pageSizes } from '../lib/operationLimits.ts';

builder.prismaObject('Block', {
  description: 'A member the viewer blocked: no contact either way, and their posts and comments hidden from the viewer.',
  fields: (t) => ({
    id: t.globalID({ resolve: (b) => ({ type: 'Block', id: b.id }) }),
    user: t.relation('blocked', { description: 'The blocked member.' }),
    reason: t.exposeString('reason', { nullable: true, description: "The viewer's own note, if they gave one." }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObject('Mute', {
  description: "A member the viewer muted: their posts, comments and notifications are hidden from the viewer. They are not told.",
  fields: (t) => ({
    id: t.globalID({ resolve: (m) => ({ type: 'Mute', id: m.id }) }),
    user: t.relation('muted', { description: 'The muted member.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  viewerHasBlocked: t.boolean({
    description: 'Whether the viewer blocked this member (false for guests and for themselves).',
    select: (_args, ctx) => ({ blockedBy: viewerBlockRows(ctx.viewer?.id ?? null) }),
    resolve: (user) => user.blockedBy.length > 0,
  }),
  viewerHasMuted: t.boolean({
    description: 'Whether the viewer muted this member (false for guests and for themselves).',
    select: (_args, ctx) => ({ mutedBy: viewerMuteRows(ctx.viewer?.id ?? null) }),
    resolve: (user) => user.mutedBy.length > 0,
  }),
  blockedUsers: t.relatedConnection('blocking', {
    cursor: 'id',
    ...pageSizes(RELATION_PAGE_SIZE, RELATION_PAGE_MAX),
    totalCount: true,
    nullable: true,
    description: 'Members this member blocked, most recent first. Only the member themselves sees them; null for anyone else.',
    ...ownOnly,
    query: () => ({ orderBy: { id: 'desc' } }),
  }),
  mutedUsers: t.relatedConnection('muting', {
    cursor: 'id',
    ...pageSizes(RELATION_PAGE_SIZE, RELATION_PAGE_MAX),
    totalCount: true,
    nullable: true,
    description: 'Members this member muted, most recent first. Only the member themselves sees them; null for anyone else.',
    ...ownOnly,
    query: () => ({ orderBy: { id: 'desc' } }),
  }),
}));

const UserRelationInput = builder.inputType('UserRelationInput', {
  fields: (t) => ({
    userId: t.id({ required: true, description: "The member's User global id (or numeric id)." }),
  }),
});

const BlockUserInput = builder.inputType('BlockUserInput', {
  fields: (t) => ({
    userId: t.id({ required: true, description: "The member's User global id (or numeric id)." }),
    reason: t.string({ description: 'An optional note for oneself (at most 500 characters kept).' }),
  }),
});

const UserRelationPayload = builder.objectRef<{ userId: number; changed: boolean }>('UserRelationPayload').implement({
  description: "The member after the change: their viewerHasBlocked / viewerHasMuted are current.",
  fields: (t) => ({
    user: t.prismaField({
      type: 'User',
      resolve: (query, p, _a, ctx) => ctx.db.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }),
    }),
    changed: t.exposeBoolean('changed', { description: 'False when an unblock or unmute found nothing to undo.' }),
  }),
});

/** A member named by User global id or digits; BAD_USER_INPUT for anything else. */
const userIdOf = (id: string | number) => intIdOf(id, 'User');

builder.mutationFields((t) => ({
  blockUser: t.field({
    type: UserRelationPayload,
    description: "Blocks a member: no messages either way, no comments or replies from them on the viewer's posts and comments, no notifications from them, and their posts and comments hidden from the viewer. 'You cannot block yourself.', 'User is already blocked.'.",
    args: { input: t.arg({ type: BlockUserInput, required: true }) },
    resolve: (_root, { input }, ctx) => blockUser(ctx, { userId: userIdOf(input.userId), reason: input.reason }),
  }),
  unblockUser: t.field({
    type: UserRelationPayload,
    description: 'Unblocks a member (changed: false when they were not blocked).',
    args: { input: t.arg({ type: UserRelationInput, required: true }) },
    resolve: (_root, { input }, ctx) => unblockUser(ctx, { userId: userIdOf(input.userId) }),
  }),
  muteUser: t.field({
    type: UserRelationPayload,
    description: "Mutes a member: their posts, comments and notifications are hidden from the viewer; they are not told. 'You cannot mute yourself.', 'User is already muted.'.",
    args: { input: t.arg({ type: UserRelationInput, required: true }) },
    resolve: (_root, { input }, ctx) => muteUser(ctx, { userId: userIdOf(input.userId) }),
  }),
  unmuteUser: t.field({
    type: UserRelationPayload,
    description: 'Unmutes a member (changed: false when they were not muted).',
    args: { input: t.arg({ type: UserRelationInput, required: true }) },
    resolve: (_root, { input }, ctx) => unmuteUser(ctx, { userId: userIdOf(input.userId) }),
  }),
}));
