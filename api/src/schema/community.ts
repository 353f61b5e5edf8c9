// Community: the node (seen as ./domain/communities/access.ts says), the directory, one community,
// its posts and members, popular topics, the viewer's communities, and create / join / leave /
// pin / remove mutations. Moderator mutations are in communityMember.ts, invites in
// communityInvite.ts.
import { builder } from '../builder.ts';
import type { Post } from '../generated/prisma/client.ts';
import { canModerate, communityKeyWhere, viewerMembershipRows, visibleCommunityWhere } from '../domain/communities/access.ts';
import {
  communityDirectory,
  createCommunity,
  joinCommunity,
  leaveCommunity,
  membersOrderBy,
  roleOf,
  type CommunityKey,
  type MembershipChange,
} from '../domain/communities/communities.ts';
import { joinByInvite } from '../domain/communities/invites.ts';
import { pinCommunityPost, removeCommunityPost } from '../domain/communities/moderation.ts';
import { popularTopics, type PopularEntry } from '../domain/communities/popular.ts';
import { listablePostWhere } from '../domain/posts/access.ts';
import { communityFeedOrderBy } from '../domain/posts/feed.ts';
import { DomainError } from '../lib/errors.ts';
import { pageSizes } from '../lib/operationLimits.ts';
import { withoutNulls } from './inputs.ts';
import { CommunityRoleEnum } from './communityMember.ts';
import { CommunityInviteRef } from './communityInvite.ts';
import { FeedSortEnum } from './post.ts';
import { intIdOf } from '../lib/ids.ts';

export const CommunityVisibilityEnum = builder.enumType('CommunityVisibility', {
  values: ['PUBLIC', 'PRIVATE'] as const,
  description: 'PRIVATE: seen only by its members (and admins), joined through invite links.',
});
const CommunityFilterEnum = builder.enumType('CommunityFilter', {
  values: ['SUBSCRIBED'] as const,
  description: "SUBSCRIBED: only the viewer's communities (login required).",
});

/** The viewer's own membership, selected the same way by every field that needs it (one join). */
const viewerMembership = (_args: unknown, ctx: { viewer: { id: number } | null }) => ({ memberships: viewerMembershipRows(ctx.viewer?.id) });

export const CommunityRef = builder.prismaNode('Community', {
  id: { field: 'id' },
  // Load only the columns the requested fields need.
  select: { id: true },
  // node(id) serves a private community to its members and admins only.
  findUnique: (id, ctx) => ({ id: Number(id), AND: [visibleCommunityWhere(ctx.viewer)] }),
  nullable: true,
  fields: (t) => ({
    communityId: t.exposeInt('id'),
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    displayName: t.exposeString('displayName'),
    description: t.exposeString('description'),
    icon: t.exposeString('icon', { nullable: true }),
    category: t.exposeString('category', { nullable: true }),
    memberCount: t.exposeInt('memberCount'),
    postCount: t.exposeInt('postCount'),
    isPrivate: t.exposeBoolean('isPrivate'),
    visibility: t.field({ type: CommunityVisibilityEnum, select: { isPrivate: true }, resolve: (c) => (c.isPrivate ? 'PRIVATE' : 'PUBLIC') }),
    isActive: t.boolean({ description: "The spec's 'Active' label: more than 10 posts.", select: { postCount: true }, resolve: (c) => c.postCount > 10 }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    viewerRole: t.field({ type: CommunityRoleEnum, nullable: true, select: viewerMembership, resolve: roleOf }),
    viewerIsMember: t.boolean({ select: viewerMembership, resolve: (c) => roleOf(c) !== null }),
    viewerCanModerate: t.boolean({
      description: 'The viewer may pin and remove posts here and manage invite links (owner or moderator).',
      select: viewerMembership,
      resolve: (c) => canModerate(roleOf(c)),
    }),
    posts: t.relatedConnection('posts', {
      cursor: 'id',
      ...pageSizes(20, 50),
      totalCount: true,
      description: "The community's feed: its pins first, then the sort (Popular by default).",
      args: { sort: t.arg({ type: FeedSortEnum, defaultValue: 'POPULAR' }) },
      // postLists.community (the REST feed) with the community fixed by the parent.
      query: (args, ctx) => ({ where: listablePostWhere(ctx.viewer), orderBy: communityFeedOrderBy(args.sort ?? 'POPULAR') }),
    }),
    members: t.relatedConnection('memberships', {
      cursor: 'id',
      totalCount: true,
      description: 'Owner first, then moderators, then members, longest-standing first.',
      // The community's own visibility, again per row: the object can also be reached through an
      // invite link by someone who is not a member yet.
      query: (_args, ctx) => ({ where: { community: visibleCommunityWhere(ctx.viewer) }, orderBy: membersOrderBy }),
    }),
    invites: t.field({
      type: [CommunityInviteRef],
      nullable: true,
      description: 'Its invite links, newest first: for its owner and moderators only (null for anyone else).',
      select: (_args, ctx, nestedSelection) => ({
        ...viewerMembership(_args, ctx),
        invites: nestedSelection({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
      }),
      resolve: (c) => (canModerate(roleOf(c)) ? c.invites : null),
    }),
  }),
});

builder.prismaObjectField('Post', 'isPinnedInCommunity', (t) =>
  t.exposeBoolean('pinnedInCommunity', { description: "Pinned by its community's owner or a moderator (leads the community's feed)." }),
);

// ─── Queries ───

const PopularEntryRef = builder.objectRef<PopularEntry>('PopularEntry').implement({
  fields: (t) => ({ name: t.exposeString('name'), postCount: t.exposeInt('postCount') }),
});
const PopularTopicsRef = builder.objectRef<{ topics: PopularEntry[]; sectors: PopularEntry[] }>('PopularTopics').implement({
  fields: (t) => ({
    topics: t.field({ type: [PopularEntryRef], description: 'Tags of the last 30 days, most posts first.', resolve: (p) => p.topics }),
    sectors: t.field({ type: [PopularEntryRef], description: 'Sectors of the last 30 days (not General), most posts first.', resolve: (p) => p.sectors }),
  }),
});

builder.queryFields((t) => ({
  communities: t.prismaConnection({
    type: 'Community',
    cursor: 'id',
    description: 'The community directory, most members first. Private communities appear to their members only.',
    args: {
      category: t.arg.string({ description: "A category or sector (slug or name); 'all' or absent for every one." }),
      search: t.arg.string({ description: 'Words in the name, display name or description.' }),
      filter: t.arg({ type: CommunityFilterEnum }),
    },
    resolve: (query, _root, args, ctx) => ctx.db.community.findMany({ ...query, ...communityDirectory(ctx, withoutNulls(args)) }),
    totalCount: (_connection, args, ctx) => ctx.db.community.count({ where: communityDirectory(ctx, withoutNulls(args)).where }),
  }),
  community: t.prismaField({
    type: 'Community',
    nullable: true,
    description: 'A community by slug; null when missing or private to others.',
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, args, ctx) =>
      ctx.db.community.findFirst({ ...query, where: { AND: [communityKeyWhere(args.slug), visibleCommunityWhere(ctx.viewer)] } }),
  }),
  popularTopics: t.field({
    type: PopularTopicsRef,
    description: 'Popular topics (tags) and sectors of recent posts anyone may see.',
    args: { first: t.arg.int({ defaultValue: 5, description: '1 to 20.' }) },
    resolve: (_root, args, ctx) => popularTopics(ctx, { limit: args.first ?? undefined }),
  }),
}));

builder.prismaObjectField('User', 'communities', (t) =>
  t.prismaConnection({
    type: 'Community',
    cursor: 'id',
    description: "The communities the member belongs to, by name. Only on the viewer's own User (empty on anyone else's).",
    totalCount: (user, _args, ctx) =>
      user.id === ctx.viewer?.id ? ctx.db.community.count({ where: { memberships: { some: { userId: user.id } } } }) : 0,
    resolve: (query, user, _args, ctx) =>
      user.id === ctx.viewer?.id
        ? ctx.db.community.findMany({ ...query, where: { memberships: { some: { userId: user.id } } }, orderBy: [{ name: 'asc' }, { id: 'asc' }] })
        : [],
  }),
);

// ─── Mutations ───

export const CommunityMembershipPayload = builder.objectRef<MembershipChange>('CommunityMembershipPayload').implement({
  description: 'A join or leave: the community as the viewer now sees it.',
  fields: (t) => ({
    community: t.prismaField({
      type: 'Community',
      resolve: (query, p, _a, ctx) => ctx.db.community.findUniqueOrThrow({ ...query, where: { id: p.community.id } }),
    }),
    changed: t.exposeBoolean('changed', { description: 'False when the viewer already was (or was not) a member.' }),
    message: t.exposeString('message'),
  }),
});

const CommunityPayload = builder.objectRef<{ communityId: number }>('CommunityPayload').implement({
  fields: (t) => ({
    community: t.prismaField({
      type: 'Community',
      resolve: (query, p, _a, ctx) => ctx.db.community.findUniqueOrThrow({ ...query, where: { id: p.communityId } }),
    }),
  }),
});

const CommunityPostPayload = builder.objectRef<{ post: Post }>('CommunityPostPayload').implement({
  fields: (t) => ({
    post: t.prismaField({ type: 'Post', resolve: (query, p, _a, ctx) => ctx.db.post.findUniqueOrThrow({ ...query, where: { id: p.post.id } }) }),
  }),
});

const RemoveCommunityPostPayload = builder.objectRef<{ post: Post }>('RemoveCommunityPostPayload').implement({
  fields: (t) => ({
    removedPostId: t.id({ resolve: (p) => p.post.id, description: 'Numeric id of the removed post.' }),
    community: t.prismaField({
      type: 'Community',
      description: 'The community, with its new post count.',
      resolve: (query, p, _a, ctx) => ctx.db.community.findUniqueOrThrow({ ...query, where: { id: p.post.communityId! } }),
    }),
  }),
});

const CreateCommunityInput = builder.inputType('CreateCommunityInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: '3 to 50 characters; the slug is made from it.' }),
    displayName: t.string({ description: '3 to 50 characters; the name when absent.' }),
    description: t.string({ description: 'At most 500 characters.' }),
    category: t.string({ required: true, description: 'A category or sector of the taxonomy (slug or name).' }),
    icon: t.string({ description: 'A short text such as an emoji (at most 16 characters).' }),
    visibility: t.field({ type: CommunityVisibilityEnum, defaultValue: 'PUBLIC' }),
  }),
});

const CommunityKeyInput = builder.inputType('CommunityKeyInput', {
  description: 'A community by global id or by slug (give one).',
  fields: (t) => ({ communityId: t.id(), slug: t.string() }),
});

function communityKey(input: { communityId?: string | number | null; slug?: string | null }): CommunityKey {
  if (input.communityId !== undefined && input.communityId !== null) return intIdOf(input.communityId, 'Community');
  if (input.slug) return input.slug;
  throw new DomainError('VALIDATION', 'Give the communityId or the slug of the community');
}

builder.mutationFields((t) => ({
  createCommunity: t.field({
    type: CommunityPayload,
    description: 'Verified members create a community and become its owner.',
    args: { input: t.arg({ type: CreateCommunityInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ communityId: (await createCommunity(ctx, withoutNulls(input))).id }),
  }),
  joinCommunity: t.field({
    type: CommunityMembershipPayload,
    description: 'Joins a public community (idempotent). Private communities are joined through an invite link.',
    args: { input: t.arg({ type: CommunityKeyInput, required: true }) },
    resolve: (_root, { input }, ctx) => joinCommunity(ctx, { community: communityKey(input) }),
  }),
  leaveCommunity: t.field({
    type: CommunityMembershipPayload,
    description: 'Leaves a community (idempotent). An owner hands it to the longest-serving moderator, else member.',
    args: { input: t.arg({ type: CommunityKeyInput, required: true }) },
    resolve: (_root, { input }, ctx) => leaveCommunity(ctx, { community: communityKey(input) }),
  }),
  pinCommunityPost: t.field({
    type: CommunityPostPayload,
    description: "The community's owner or a moderator pins (or unpins) a post at the top of the community's feed.",
    args: {
      input: t.arg({
        type: builder.inputType('PinCommunityPostInput', {
          fields: (f) => ({ postId: f.id({ required: true }), pinned: f.boolean({ description: 'Toggles when absent.' }) }),
        }),
        required: true,
      }),
    },
    resolve: async (_root, { input }, ctx) => ({
      post: await pinCommunityPost(ctx, { postKey: intIdOf(input.postId, 'Post'), pinned: input.pinned ?? undefined }),
    }),
  }),
  removeCommunityPost: t.field({
    type: RemoveCommunityPostPayload,
    description: "The community's owner or a moderator removes a post, with a reason its author is told.",
    args: {
      input: t.arg({
        type: builder.inputType('RemoveCommunityPostInput', {
          fields: (f) => ({ postId: f.id({ required: true }), reason: f.string({ required: true, description: '1 to 500 characters.' }) }),
        }),
        required: true,
      }),
    },
    resolve: async (_root, { input }, ctx) => ({ post: await removeCommunityPost(ctx, { postKey: intIdOf(input.postId, 'Post'), reason: input.reason }) }),
  }),
  joinCommunityByInvite: t.field({
    type: CommunityMembershipPayload,
    description: 'Joins a private community through an invite link (idempotent for members, who use up nothing).',
    args: {
      input: t.arg({ type: builder.inputType('JoinCommunityByInviteInput', { fields: (f) => ({ code: f.string({ required: true }) }) }), required: true }),
    },
    resolve: (_root, { input }, ctx) => joinByInvite(ctx, { code: input.code }),
  }),
}));
