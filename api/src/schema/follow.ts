// Follow: the node, viewer.follows, the follow and unfollow mutations, and the follow state of
// members and communities (viewerIsFollowing, follower counts). Rules: domain/follows/follows.ts.
import { builder } from '../builder.ts';
import { ownOnly } from './authScopes.ts';
import type { Ctx } from '../context.ts';
import type { FollowType } from '../generated/prisma/client.ts';
import { visibleCommunityWhere } from '../domain/communities/access.ts';
import { FOLLOW_TYPES, follow, followedValues, followsQuery, unfollow, type FollowTarget } from '../domain/follows/follows.ts';
import { findCampaign } from '../domain/taxonomy/taxonomy.ts';
import { intIdOf } from '../lib/ids.ts';
import { pageSizes } from '../lib/operationLimits.ts';
import { CampaignRef } from './campaign.ts';
import { requestMemo } from '../lib/requestMemo.ts';

const FollowTypeEnum = builder.enumType('FollowType', { values: FOLLOW_TYPES });

const noFollows: Record<FollowType, string[]> = { COMMUNITY: [], TAG: [], CAMPAIGN: [], SECTOR: [], USER: [] };
/** What the viewer follows, once per request (one statement; nothing for guests). */
const viewerFollowsOf = (ctx: Ctx) =>
  requestMemo(ctx, 'follow:viewerFollows', async () => (ctx.viewer ? followedValues(ctx, ctx.viewer) : noFollows));

const campaignOf = (target: FollowTarget) => (target.followType === 'CAMPAIGN' ? (findCampaign(target.followValue) ?? null) : null);

builder.prismaNode('Follow', {
  id: { field: 'id' },
  // A member's follows are theirs alone.
  findUnique: (id, ctx) => ({ id: Number(id), userId: ctx.viewer?.id ?? -1 }),
  nullable: true,
  fields: (t) => ({
    followId: t.exposeInt('id'),
    followType: t.expose('followType', { type: FollowTypeEnum }),
    value: t.exposeString('followValue', {
      description: "The spec's follow_value: community slug, tag (lower case), campaign id, sector name, or the member's numeric id.",
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    community: t.prismaField({
      type: 'Community',
      nullable: true,
      description: 'The followed community; null for other types, and once the viewer may no longer see it.',
      // All followed communities come in one statement (with this field's selection), however many follows are listed.
      resolve: async (query, row, _args, ctx) => {
        if (row.followType !== 'COMMUNITY') return null;
        const select = 'select' in query && query.select ? { select: { ...query.select, slug: true } } : query;
        const communities = await requestMemo(ctx, `follow:communities:${JSON.stringify(query)}`, async () =>
          ctx.db.community.findMany({
            ...select,
            where: { AND: [{ slug: { in: (await viewerFollowsOf(ctx)).COMMUNITY } }, visibleCommunityWhere(ctx.viewer)] },
          }),
        );
        return communities.find((c) => c.slug === row.followValue) ?? null;
      },
    }),
    campaign: t.field({ type: CampaignRef, nullable: true, description: 'The followed campaign; null for other types.', resolve: campaignOf }),
    user: t.relation('targetUser', { nullable: true, description: 'The followed member; null for other types.' }),
  }),
});

// ─── The viewer's follows, and follow state on members and communities ───

builder.prismaObjectFields('User', (t) => ({
  followerCount: t.exposeInt('followerCount', { description: 'Members following this member.' }),
  followingCount: t.exposeInt('followingCount', { description: 'Members this member follows.' }),
  viewerIsFollowing: t.boolean({
    description: 'Whether the viewer follows this member (false for guests and for themselves).',
    select: (_args, ctx) => ({ followers: { where: { userId: ctx.viewer?.id ?? -1 }, select: { id: true } } }),
    resolve: (user) => user.followers.length > 0,
  }),
  follows: t.relatedConnection('follows', {
    cursor: 'id',
    ...pageSizes(20, 50),
    totalCount: true,
    nullable: true,
    description: "The member's follows, oldest first (the sidebar's first five). Only the member themselves sees them; null for anyone else.",
    args: { followType: t.arg({ type: FollowTypeEnum, description: 'Only follows of this type.' }) },
    ...ownOnly,
    query: (args) => followsQuery({ followType: args.followType ?? undefined }),
  }),
}));

builder.prismaObjectField('Community', 'viewerIsFollowing', (t) =>
  t.boolean({
    description: 'Whether the viewer follows the community (its posts come into My Feed); false for guests.',
    select: { slug: true },
    resolve: async (community, _args, ctx) => (await viewerFollowsOf(ctx)).COMMUNITY.includes(community.slug),
  }),
);

// ─── Mutations ───

const FollowInput = builder.inputType('FollowInput', {
  fields: (t) => ({
    followType: t.field({ type: FollowTypeEnum, required: true }),
    value: t.string({
      required: true,
      description: "Community slug, tag, campaign id, sector name or slug, or a member's numeric id (or User global id).",
    }),
  }),
});

/** A member may be named by global id in GraphQL; the domain takes the numeric id. */
function domainInput(input: { followType: FollowType; value: string }) {
  if (input.followType !== 'USER') return { followType: input.followType, followValue: input.value };
  let value = input.value;
  try {
    value = String(intIdOf(input.value, 'User'));
  } catch {
    // the domain refuses it with its own message
  }
  return { followType: input.followType, followValue: value };
}

const FollowPayload = builder.objectRef<{ followId: number; created: boolean }>('FollowPayload').implement({
  fields: (t) => ({
    follow: t.prismaField({
      type: 'Follow',
      description: 'The follow, with its target (whose follower count and viewerIsFollowing are now current).',
      resolve: (query, p, _a, ctx) => ctx.db.follow.findUniqueOrThrow({ ...query, where: { id: p.followId } }),
    }),
    created: t.exposeBoolean('created', { description: 'False when the viewer already followed it (nothing changed).' }),
  }),
});

const UnfollowPayload = builder.objectRef<{ target: FollowTarget; removedId: number | null }>('UnfollowPayload').implement({
  fields: (t) => ({
    followType: t.field({ type: FollowTypeEnum, resolve: (p) => p.target.followType }),
    value: t.string({ resolve: (p) => p.target.followValue }),
    removedFollowId: t.globalID({
      nullable: true,
      description: 'The removed Follow (for @deleteRecord); null when the viewer did not follow it.',
      resolve: (p) => (p.removedId === null ? null : { type: 'Follow', id: p.removedId }),
    }),
    community: t.prismaField({
      type: 'Community',
      nullable: true,
      resolve: (query, p, _a, ctx) =>
        p.target.followType === 'COMMUNITY'
          ? ctx.db.community.findFirst({ ...query, where: { AND: [{ slug: p.target.followValue }, visibleCommunityWhere(ctx.viewer)] } })
          : null,
    }),
    campaign: t.field({ type: CampaignRef, nullable: true, resolve: (p) => campaignOf(p.target) }),
    user: t.prismaField({
      type: 'User',
      nullable: true,
      resolve: (query, p, _a, ctx) =>
        p.target.followType === 'USER' ? ctx.db.user.findUnique({ ...query, where: { id: Number(p.target.followValue) } }) : null,
    }),
  }),
});

builder.mutationFields((t) => ({
  follow: t.field({
    type: FollowPayload,
    description: 'Follows a community, tag, campaign, sector or member. Idempotent. Login required.',
    args: { input: t.arg({ type: FollowInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const result = await follow(ctx, domainInput(input));
      return { followId: result.follow.id, created: result.created };
    },
  }),
  unfollow: t.field({
    type: UnfollowPayload,
    description: 'Stops following. Idempotent (also for something that no longer exists). Login required.',
    args: { input: t.arg({ type: FollowInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const result = await unfollow(ctx, domainInput(input));
      return { target: result.target, removedId: result.removed?.id ?? null };
    },
  }),
}));
