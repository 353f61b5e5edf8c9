// When the feed fetches its first page again (content spec §4 'Feed modes', §9): when the
// tab becomes visible after more than 30 s hidden, when the window regains focus after more
// than 60 s, and when home is visited again more than 30 s after the feed was last loaded.

export const VISIBLE_AFTER_MS = 30_000;
export const FOCUS_AFTER_MS = 60_000;
export const REVISIT_AFTER_MS = 30_000;
export const PULL_THRESHOLD_PX = 80;

export type RefreshTrigger = 'visible' | 'focus' | 'revisit';

const LIMITS: Record<RefreshTrigger, number> = { visible: VISIBLE_AFTER_MS, focus: FOCUS_AFTER_MS, revisit: REVISIT_AFTER_MS };

/** True when `trigger` happening at `now` should refresh a feed that was away since `since`. */
export function shouldRefresh(trigger: RefreshTrigger, since: number | null, now: number): boolean {
  if (since == null) return false;
  return now - since > LIMITS[trigger];
}

/** Pull-to-refresh: how far the indicator moves for a finger travel, and whether it fires. */
export function pullDistance(deltaY: number): number {
  if (deltaY <= 0) return 0;
  return Math.min(deltaY, PULL_THRESHOLD_PX * 1.5);
}

/** The finger travelled at least 80 px down from the top of the page. */
export function pullTriggers(deltaY: number): boolean {
  return deltaY >= PULL_THRESHOLD_PX;
}
