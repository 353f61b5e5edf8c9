// /api/badges/*: the catalogue, the viewer's badges and progress, the leaderboard, a member's
// badges, and check-badges (only while the badges flag is on). Shell spec §7 Badges.
import type { Handler } from '../router.ts';
import { idParam } from '../params.ts';
import { presentBadge, presentBadgeProgress, presentLeaderboardEntry } from '../present.ts';
import { leaderboard, listBadges, myBadges, myProgress, userBadges } from '../../domain/badges/badges.ts';
import { checkBadges } from '../../domain/badges/awards.ts';

export const listBadgesHandler: Handler = async (ctx) => ({ body: { badges: (await listBadges(ctx)).map(presentBadge) } });

export const myBadgesHandler: Handler = async (ctx) => ({ body: { badges: (await myBadges(ctx)).map(presentBadge) } });

export const myProgressHandler: Handler = async (ctx) => ({ body: { progress: (await myProgress(ctx)).map(presentBadgeProgress) } });

export const leaderboardHandler: Handler = async (ctx, { query }) => ({
  body: { leaderboard: (await leaderboard(ctx, { limit: query.get('limit') ?? undefined })).map(presentLeaderboardEntry) },
});

export const userBadgesHandler: Handler = async (ctx, { params }) => {
  const found = await userBadges(ctx, { userId: idParam(params.id, 'user') });
  return {
    body: { user_id: found.userId, total_points: found.totalPoints, badge_count: found.badgeCount, badges: found.badges.map(presentBadge) },
  };
};

export const checkBadgesHandler: Handler = async (ctx) => {
  const earned = (await checkBadges(ctx)).map(presentBadge);
  return { body: { success: true, newBadges: earned, new_badges: earned } };
};
