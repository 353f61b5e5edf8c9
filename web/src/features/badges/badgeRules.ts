// The badge numbers of the shell spec §9 and content spec §9: an earned-badge toast stays 5 to 6 s,
// several are staggered 0.5 s apart, and the badge count in the user-actions area caps at 99+.
import { badgeLabel } from '../../ui/badgeLabel';

export const BADGE_TOAST_MS = 5500;
export const BADGE_TOAST_STAGGER_MS = 500;
export const BADGE_COUNT_MAX = 99;
/** The leaderboard box lists this many members (GET /badges/leaderboard?limit=10). */
export const LEADERBOARD_SIZE = 10;
/** The /leaderboard page: the server's largest page. */
export const LEADERBOARD_PAGE_SIZE = 50;

/** '99+' above 99; nothing for 0. */
export const badgeCountLabel = (count: number | null | undefined) => badgeLabel(count, BADGE_COUNT_MAX);

/** The toast text of one earned badge. */
export function badgeToastMessage(badge: { name: string; points: number }): string {
  return `Badge earned: ${badge.name} (+${badge.points} ${badge.points === 1 ? 'point' : 'points'})`;
}

/** When each of several badges earned together shows: 0, 0.5 s, 1 s, ... */
export const badgeToastDelay = (index: number) => index * BADGE_TOAST_STAGGER_MS;

/** Progress shown as a whole percent from 0 to 100. */
export const clampPercent = (percent: number) => Math.max(0, Math.min(100, Math.round(percent)));
