// Who follows a member and whom they follow, listed on their profile (issue 12). The member's
// profile must be visible to the viewer (visibility.ts); the listed members are only those the
// viewer may discover (no private profiles, no shadow-banned or banned accounts, nobody who
// blocked the viewer), so following someone never makes a member findable who chose not to be.
// The counters (User.followerCount, followingCount) stay the totals; `hidden` is the difference.
import type { Ctx } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { wholeNumber } from '../../lib/wholeNumber.ts';
import { isAdmin } from '../auth/session.ts';
import { profileLimits } from './catalog.ts';
import { profileKeyWhere } from './profiles.ts';
import { profileSelect, profileView, type ProfileView } from './view.ts';
import { discoverableProfileWhere, profileNotFound, visibleProfileWhere } from './visibility.ts';

export const FOLLOW_DIRECTIONS = ['followers', 'following'] as const;
export type FollowDirection = (typeof FOLLOW_DIRECTIONS)[number];

export const followListMessages = {
  direction: 'direction must be followers or following',
  page: 'page must be a whole number of 1 or more',
  perPage: 'per_page must be a whole number from 1 to 50',
} as const;

export interface ListMemberFollowsInput {
  /** The member: numeric id or username. */
  key: unknown;
  direction: unknown;
  /** From 1. */
  page?: unknown;
  perPage?: unknown;
}

export interface MemberFollowsPage {
  memberId: number;
  direction: FollowDirection;
  members: ProfileView[];
  /** Members listed for this viewer. */
  total: number;
  /** Followers (or followed members) counted but not listed to this viewer. */
  hidden: number;
  page: number;
  perPage: number;
}

/**
 * Newest follow first. Three statements: the member (visibility and counters), the page and the
 * count of listed members.
 */
export async function listMemberFollows(ctx: Ctx, input: ListMemberFollowsInput): Promise<MemberFollowsPage> {
  const direction = FOLLOW_DIRECTIONS.find((d) => d === input.direction);
  if (!direction) throw new DomainError('VALIDATION', followListMessages.direction);
  const page = wholeNumber(input.page, 1, 1, 10_000, followListMessages.page);
  const perPage = wholeNumber(input.perPage, profileLimits.followListPageSize, 1, 50, followListMessages.perPage);
  const viewer = ctx.viewer;
  const member = await ctx.db.user.findFirst({
    where: { AND: [profileKeyWhere(input.key), visibleProfileWhere(viewer)] },
    select: { id: true, followerCount: true, followingCount: true },
  });
  if (!member) throw profileNotFound();

  // Admins see every account, as they see every profile.
  const listable: Prisma.UserWhereInput = isAdmin(viewer) ? {} : discoverableProfileWhere(viewer);
  const where: Prisma.FollowWhereInput =
    direction === 'followers'
      ? { followType: 'USER', targetUserId: member.id, user: listable }
      : { followType: 'USER', userId: member.id, targetUser: { is: listable } };
  const paging = { where, orderBy: { id: 'desc' as const }, skip: (page - 1) * perPage, take: perPage };
  const [users, total] = await Promise.all([
    direction === 'followers'
      ? ctx.db.follow.findMany({ ...paging, select: { user: { select: profileSelect(viewer) } } }).then((rows) => rows.map((row) => row.user))
      : ctx.db.follow.findMany({ ...paging, select: { targetUser: { select: profileSelect(viewer) } } }).then((rows) => rows.flatMap((row) => (row.targetUser ? [row.targetUser] : []))),
    ctx.db.follow.count({ where }),
  ]);
  const counted = direction === 'followers' ? member.followerCount : member.followingCount;
  const members = users.map((user) => profileView(user, viewer?.id ?? null));
  return { memberId: member.id, direction, members, total, hidden: Math.max(0, counted - total), page, perPage };
}
