// /api/user-moderation block and mute (spec §7 User moderation): block {userId, reason}, unblock,
// the blocked list (blockedUsers) and status (isBlocked, also for guests: false); the same for
// mute (mutedUsers, isMuted). Rules: domain/moderation/relations.ts.
import type { Handler } from '../router.ts';
import { shownDisplayName } from '../../domain/users/validation.ts';
import {
  blockUser,
  hasRelation,
  listBlocked,
  listMuted,
  muteUser,
  unblockUser,
  unmuteUser,
  type RelatedUserRow,
} from '../../domain/moderation/relations.ts';

/** A listed member with when (and, for blocks, why) the viewer chose it. */
function presentRelated(row: RelatedUserRow, at: 'blocked_at' | 'muted_at') {
  const displayName = shownDisplayName(row.user);
  return {
    id: row.user.id,
    user_id: row.user.id,
    userId: row.user.id,
    username: row.user.username,
    display_name: displayName,
    displayName,
    avatar_color: row.user.avatarColor,
    avatarColor: row.user.avatarColor,
    avatar_config: row.user.avatarConfig ?? null,
    [at]: row.createdAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    ...(at === 'blocked_at' ? { reason: row.reason } : {}),
  };
}

const page = (query: URLSearchParams) => ({ limit: query.get('limit') ?? undefined, offset: query.get('offset') ?? undefined });

export const blockHandler: Handler = async (ctx, { body }) => {
  const result = await blockUser(ctx, { userId: body.userId ?? body.user_id, reason: body.reason });
  return { status: 201, body: { success: true, message: 'User blocked', userId: result.userId, isBlocked: true } };
};

export const unblockHandler: Handler = async (ctx, { params }) => {
  const result = await unblockUser(ctx, { userId: params.userId });
  return { body: { success: true, message: result.changed ? 'User unblocked' : 'User was not blocked', userId: result.userId, isBlocked: false } };
};

export const blockedListHandler: Handler = async (ctx, { query }) => {
  const { rows, total } = await listBlocked(ctx, page(query));
  return { body: { blockedUsers: rows.map((r) => presentRelated(r, 'blocked_at')), total } };
};

export const isBlockedHandler: Handler = async (ctx, { params }) => ({ body: { isBlocked: await hasRelation(ctx, { kind: 'BLOCK', userId: params.userId }) } });

export const muteHandler: Handler = async (ctx, { body }) => {
  const result = await muteUser(ctx, { userId: body.userId ?? body.user_id });
  return { status: 201, body: { success: true, message: 'User muted', userId: result.userId, isMuted: true } };
};

export const unmuteHandler: Handler = async (ctx, { params }) => {
  const result = await unmuteUser(ctx, { userId: params.userId });
  return { body: { success: true, message: result.changed ? 'User unmuted' : 'User was not muted', userId: result.userId, isMuted: false } };
};

export const mutedListHandler: Handler = async (ctx, { query }) => {
  const { rows, total } = await listMuted(ctx, page(query));
  return { body: { mutedUsers: rows.map((r) => presentRelated(r, 'muted_at')), total } };
};

export const isMutedHandler: Handler = async (ctx, { params }) => ({ body: { isMuted: await hasRelation(ctx, { kind: 'MUTE', userId: params.userId }) } });
