// Reading badges (shell spec §3 Badge, §7 Badges): the catalogue, a member's earned badges (shown
// only to those who may see their profile: profiles/visibility.ts), the viewer's progress per
// badge and the leaderboard (members who stay on it: UserSettings.leaderboardOptIn, by default
// those with a public profile). Each read is a fixed number of statements.
import type { Ctx } from '../../context.ts';
import type { Badge, Prisma } from '../../generated/prisma/client.ts';
import { wholeNumber } from '../../lib/wholeNumber.ts';
import { requireViewer } from '../auth/session.ts';
import { profileNotFound, visibleProfileWhere } from '../profiles/visibility.ts';
import { activityDaysCte, criteriaOf, METRICS, metricValues } from './metrics.ts';

export interface BadgeView {
  id: number;
  key: string;
  name: string;
  description: string;
  points: number;
  category: string;
  icon: string;
  color: string;
  tier: string;
}

export interface EarnedBadgeView extends BadgeView {
  earnedAt: Date;
}

export interface BadgeProgressView {
  badge: BadgeView;
  current: number;
  target: number;
  /** 0 to 100, whole; 100 once earned. */
  percent: number;
  earnedAt: Date | null;
}

export interface LeaderboardEntry {
  rank: number;
  userId: number;
  username: string | null;
  displayName: string | null;
  avatarColor: string;
  totalPoints: number;
  badgeCount: number;
}

const badgeSelect = {
  id: true,
  key: true,
  name: true,
  description: true,
  points: true,
  category: true,
  icon: true,
  color: true,
  tier: true,
} satisfies Prisma.BadgeSelect;

const catalogueOrder: Prisma.BadgeOrderByWithRelationInput[] = [{ position: 'asc' }, { id: 'asc' }];

export async function listBadges(ctx: Pick<Ctx, 'db'>): Promise<BadgeView[]> {
  return ctx.db.badge.findMany({ select: badgeSelect, orderBy: catalogueOrder });
}

export async function badgesByIds(ctx: Pick<Ctx, 'db'>, ids: number[]): Promise<BadgeView[]> {
  if (ids.length === 0) return [];
  return ctx.db.badge.findMany({ where: { id: { in: ids } }, select: badgeSelect, orderBy: catalogueOrder });
}

async function earnedBadgesOf(ctx: Pick<Ctx, 'db'>, userId: number): Promise<EarnedBadgeView[]> {
  const rows = await ctx.db.userBadge.findMany({
    where: { userId },
    select: { earnedAt: true, badge: { select: badgeSelect } },
    orderBy: [{ earnedAt: 'desc' }, { id: 'desc' }],
  });
  return rows.map((r) => ({ ...r.badge, earnedAt: r.earnedAt }));
}

/** GET /badges/my-badges: the viewer's badges, latest first. */
export async function myBadges(ctx: Ctx): Promise<EarnedBadgeView[]> {
  return earnedBadgesOf(ctx, requireViewer(ctx).id);
}

export interface UserBadgesInput {
  userId: number;
}

export interface UserBadges {
  userId: number;
  totalPoints: number;
  badgeCount: number;
  badges: EarnedBadgeView[];
}

/** A member's badges, or null when the viewer may not see that member's profile. */
export async function visibleUserBadges(ctx: Ctx, input: UserBadgesInput): Promise<UserBadges | null> {
  const user = await ctx.db.user.findFirst({
    where: { AND: [{ id: input.userId }, visibleProfileWhere(ctx.viewer)] },
    select: { id: true, totalPoints: true, badgeCount: true },
  });
  if (!user) return null;
  return { userId: user.id, totalPoints: user.totalPoints, badgeCount: user.badgeCount, badges: await earnedBadgesOf(ctx, user.id) };
}

/** GET /badges/user/{id}: 404 'Profile not found' outside the profile visibility rule. */
export async function userBadges(ctx: Ctx, input: UserBadgesInput): Promise<UserBadges> {
  const found = await visibleUserBadges(ctx, input);
  if (!found) throw profileNotFound();
  return found;
}

type ProgressRow = Pick<Badge, keyof typeof badgeSelect | 'criteria'> & { earnedAt: Date | null; current: number | null };

/** GET /badges/my-progress: every badge with the viewer's current value, target and percent (one statement). */
export async function myProgress(ctx: Ctx): Promise<BadgeProgressView[]> {
  const viewer = requireViewer(ctx);
  const rows = await ctx.db.$queryRawUnsafe<ProgressRow[]>(
    `WITH ${activityDaysCte(false)},
     m (metric, value) AS (VALUES ${metricValues(METRICS, false)})
     SELECT b."id", b."key", b."name", b."description", b."points", b."category", b."icon", b."color", b."tier", b."criteria",
            ub."earnedAt", m.value AS "current"
     FROM "Badge" b
     LEFT JOIN m ON m.metric = b."criteria"->>'metric'
     LEFT JOIN "UserBadge" ub ON ub."badgeId" = b."id" AND ub."userId" = $1
     ORDER BY b."position", b."id"`,
    viewer.id,
  );
  return rows.map(({ criteria, earnedAt, current, ...badge }) => {
    const target = criteriaOf(criteria)?.target ?? 1;
    // An earned badge stays complete even if the count fell since (a post deleted, a vote withdrawn).
    const value = earnedAt ? Math.max(current ?? 0, target) : Math.min(current ?? 0, target);
    const percent = earnedAt ? 100 : Math.floor((Math.min(value, target) / target) * 100);
    return { badge, current: value, target, percent, earnedAt };
  });
}

export const LEADERBOARD_DEFAULT = 10;
export const LEADERBOARD_MAX = 50;

export interface LeaderboardInput {
  limit?: unknown;
}

/**
 * GET /badges/leaderboard: most points first, ties by who reached their points first, then the
 * older account. Only members on the leaderboard (their setting; by default those with a public
 * profile) whose profile the viewer may see, never a shadow-banned member (but to themself).
 * One statement through User_totalPoints_pointsReachedAt_id_idx.
 */
export async function leaderboard(ctx: Ctx, input: LeaderboardInput = {}): Promise<LeaderboardEntry[]> {
  const limit = wholeNumber(input.limit, LEADERBOARD_DEFAULT, 1, LEADERBOARD_MAX, `limit must be a whole number between 1 and ${LEADERBOARD_MAX}`);
  const viewerId = ctx.viewer?.id ?? -1;
  const rows = await ctx.db.user.findMany({
    where: {
      AND: [
        { totalPoints: { gt: 0 } },
        { OR: [{ isShadowBanned: false }, { id: viewerId }] },
        { settings: { is: { OR: [{ leaderboardOptIn: true }, { leaderboardOptIn: null, profileVisibility: 'PUBLIC' }] } } },
        visibleProfileWhere(ctx.viewer),
      ],
    },
    select: { id: true, username: true, displayName: true, avatarColor: true, totalPoints: true, badgeCount: true },
    orderBy: [{ totalPoints: 'desc' }, { pointsReachedAt: { sort: 'asc', nulls: 'last' } }, { id: 'asc' }],
    take: limit,
  });
  return rows.map((u, index) => ({
    rank: index + 1,
    userId: u.id,
    username: u.username,
    displayName: u.displayName,
    avatarColor: u.avatarColor,
    totalPoints: u.totalPoints,
    badgeCount: u.badgeCount,
  }));
}
