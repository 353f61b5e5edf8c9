// /api/communities/*: the directory, one community, create, join and leave, members, moderators,
// the community's posts (feed, pin, remove), invite links, and popular topics and sectors.
import type { Handler, RestRequest } from '../router.ts';
import type { Ctx } from '../../context.ts';
import { DomainError } from '../../lib/errors.ts';
import {
  appointModerator,
  createCommunity,
  getCommunity,
  joinCommunity,
  leaveCommunity,
  listCommunities,
  listMembers,
  removeModerator,
  type MembershipChange,
} from '../../domain/communities/communities.ts';
import { createInvite, joinByInvite, listInvites, previewInvite, revokeInvite } from '../../domain/communities/invites.ts';
import { pinCommunityPost, removeCommunityPost } from '../../domain/communities/moderation.ts';
import { popularTopics } from '../../domain/communities/popular.ts';
import { postLists, readSort } from '../../domain/posts/feed.ts';
import { presentCommunity, presentInvite, presentMember } from '../present.ts';
import { idParam } from '../params.ts';
import { postsPage, presentOne } from './posts.ts';

const slugOf = (request: RestRequest) => {
  const slug = request.params.slug ?? '';
  if (!slug) throw new DomainError('NOT_FOUND', 'Community not found');
  return slug;
};

const paging = (page: number, limit: number, total: number) => ({
  pagination: { page, limit, total, total_pages: Math.max(1, Math.ceil(total / limit)) },
});

const membershipAnswer = (change: MembershipChange) => ({
  body: { success: true, message: change.message, community: presentCommunity(change.community) },
});

/** GET /communities?category=&search=&filter=subscribed&limit=&page= */
export const listCommunitiesHandler: Handler = async (ctx, { query }) => {
  const result = await listCommunities(ctx, {
    category: query.get('category'),
    search: query.get('search'),
    filter: query.get('filter'),
    limit: query.get('limit'),
    page: query.get('page'),
  });
  return { body: { success: true, communities: result.communities.map(presentCommunity), ...paging(result.page, result.limit, result.total) } };
};

/** GET /communities/popular?limit=5 */
export const popularHandler: Handler = async (ctx, { query }) => {
  const popular = await popularTopics(ctx, { limit: query.get('limit') });
  const entries = (list: { name: string; postCount: number }[]) => list.map((e) => ({ name: e.name, post_count: e.postCount }));
  return { body: { success: true, popularTopics: entries(popular.topics), popularSectors: entries(popular.sectors) } };
};

export const getCommunityHandler: Handler = async (ctx, request) => ({
  body: { success: true, community: presentCommunity(await getCommunity(ctx, slugOf(request))) },
});

export const createCommunityHandler: Handler = async (ctx, { body }) => {
  const community = await createCommunity(ctx, {
    name: body.name,
    displayName: body.display_name ?? body.displayName,
    description: body.description,
    category: body.category,
    icon: body.icon,
    visibility: body.visibility ?? (body.is_private === true || body.isPrivate === true ? 'private' : undefined),
  });
  return { status: 201, body: { success: true, community: presentCommunity(community) } };
};

export const joinCommunityHandler: Handler = async (ctx, request) => membershipAnswer(await joinCommunity(ctx, { community: slugOf(request) }));

export const leaveCommunityHandler: Handler = async (ctx, request) => membershipAnswer(await leaveCommunity(ctx, { community: slugOf(request) }));

/** GET /communities/{slug}/members?limit=&page= */
export const listMembersHandler: Handler = async (ctx, request) => {
  const result = await listMembers(ctx, { community: slugOf(request), limit: request.query.get('limit'), page: request.query.get('page') });
  return { body: { success: true, members: result.members.map(presentMember), ...paging(result.page, result.limit, result.total) } };
};

/** GET /communities/{slug}/posts?sort=&page=&per_page= : its pins first, then the sort (default popular). */
export const communityPostsHandler: Handler = async (ctx, request) => {
  const community = await getCommunity(ctx, slugOf(request));
  const body = await postsPage(ctx, postLists.community(ctx, community.id, readSort(request.query.get('sort'))), request.query);
  return { body: { success: true, ...body } };
};

const userIdOf = (value: unknown) => idParam(value, 'user');

export const appointModeratorHandler: Handler = async (ctx, request) => {
  const member = await appointModerator(ctx, { community: slugOf(request), userId: userIdOf(request.body.user_id ?? request.body.userId) });
  return { body: { success: true, member: presentMember(member) } };
};

export const removeModeratorHandler: Handler = async (ctx, request) => {
  const member = await removeModerator(ctx, { community: slugOf(request), userId: userIdOf(request.params.userId) });
  return { body: { success: true, member: presentMember(member) } };
};

/** PUT /communities/{slug}/posts/{postId}/pin {pinned?}: toggles without `pinned`. */
export const pinCommunityPostHandler: Handler = async (ctx, request) => {
  const pinned = typeof request.body.pinned === 'boolean' ? request.body.pinned : undefined;
  const post = await pinCommunityPost(ctx, { community: slugOf(request), postKey: request.params.postId ?? '', pinned });
  return { body: { success: true, post: await presentOne(ctx, post.id) } };
};

/** POST /communities/{slug}/posts/{postId}/remove {reason} */
export const removeCommunityPostHandler: Handler = async (ctx, request) => {
  await removeCommunityPost(ctx, { community: slugOf(request), postKey: request.params.postId ?? '', reason: request.body.reason });
  return { body: { success: true, message: 'Post removed' } };
};

export const listInvitesHandler: Handler = async (ctx, request) => {
  const invites = await listInvites(ctx, { community: slugOf(request) });
  return { body: { success: true, invites: invites.map((invite) => presentInvite(invite, ctx.publicUrl())) } };
};

/** POST /communities/{slug}/invites {expires_in_hours?, max_uses?} */
export const createInviteHandler: Handler = async (ctx, request) => {
  const invite = await createInvite(ctx, {
    community: slugOf(request),
    expiresInHours: request.body.expires_in_hours ?? request.body.expiresInHours,
    maxUses: request.body.max_uses ?? request.body.maxUses,
  });
  return { status: 201, body: { success: true, invite: presentInvite(invite, ctx.publicUrl()) } };
};

export const revokeInviteHandler: Handler = async (ctx, request) => {
  const invite = await revokeInvite(ctx, { community: slugOf(request), code: request.params.code ?? '' });
  return { body: { success: true, invite: presentInvite(invite, ctx.publicUrl()) } };
};

/** GET /communities/join/{inviteCode}: the community an invite leads to, before joining. */
export const previewInviteHandler: Handler = async (ctx, request) => {
  const { community } = await previewInvite(ctx, { code: request.params.inviteCode ?? '' });
  return { body: { success: true, community: presentCommunity(community) } };
};

export const joinByInviteHandler: Handler = async (ctx, request) =>
  membershipAnswer(await joinByInvite(ctx, { code: request.params.inviteCode ?? '' }));
