// /api/follows: the member's follows, follow and unfollow (body or, for DELETE, query string:
// follow_type, follow_value), and the user shortcuts /follows/follow/{userId} and /unfollow/{userId}.
import type { Handler, RestRequest } from '../router.ts';
import type { Follow } from '../../generated/prisma/client.ts';
import { follow, listFollows, unfollow, type FollowInput } from '../../domain/follows/follows.ts';

/** A follow as the spec names it (follow_type in lower case). */
function presentFollow(row: Follow) {
  return {
    id: row.id,
    follow_type: row.followType.toLowerCase(),
    follow_value: row.followValue,
    created_at: row.createdAt.toISOString(),
  };
}

/** The body's fields; DELETE may carry them in the query string instead (some clients send no DELETE body). */
function followInput({ body, query }: RestRequest): FollowInput {
  return {
    followType: body.follow_type ?? body.followType ?? query.get('follow_type') ?? undefined,
    followValue: body.follow_value ?? body.followValue ?? query.get('follow_value') ?? undefined,
  };
}

export const listFollowsHandler: Handler = async (ctx, { query }) => {
  const rows = await listFollows(ctx, { followType: query.get('follow_type') ?? query.get('type') ?? undefined });
  return { body: { follows: rows.map(presentFollow) } };
};

async function followAnswer(ctx: Parameters<Handler>[0], input: FollowInput) {
  const result = await follow(ctx, input);
  return { status: result.created ? 201 : 200, body: { success: true, following: true, created: result.created, follow: presentFollow(result.follow) } };
}

async function unfollowAnswer(ctx: Parameters<Handler>[0], input: FollowInput) {
  const result = await unfollow(ctx, input);
  return {
    body: {
      success: true,
      following: false,
      removed: result.removed !== null,
      follow_type: result.target.followType.toLowerCase(),
      follow_value: result.target.followValue,
    },
  };
}

export const followHandler: Handler = (ctx, request) => followAnswer(ctx, followInput(request));
export const unfollowHandler: Handler = (ctx, request) => unfollowAnswer(ctx, followInput(request));
export const followUserHandler: Handler = (ctx, { params }) => followAnswer(ctx, { followType: 'user', followValue: params.userId });
export const unfollowUserHandler: Handler = (ctx, { params }) => unfollowAnswer(ctx, { followType: 'user', followValue: params.userId });
