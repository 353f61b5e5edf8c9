// When to poll the unread counts (spec §9). Counts arrive live over the WebSocket; these
// intervals apply only while it is down. Guests never poll.

export const UNREAD_POLL_BASE_MS = 5 * 60 * 1000;
export const UNREAD_POLL_ACTIVE_MS = 3 * 60 * 1000;
export const UNREAD_POLL_MOBILE_MS = 10 * 60 * 1000;
export const UNREAD_POLL_HIDDEN_MS = 15 * 60 * 1000;
/** Polling stops after this many consecutive failed polls (until a fetch succeeds again). */
export const UNREAD_POLL_MAX_ERRORS = 3;
/** The member counts as "active" when they used the page within this window. */
export const UNREAD_ACTIVE_WINDOW_MS = 2 * 60 * 1000;
/** Unread count answers are reused for 30 s by non-forced refreshes (spec §7). */
export const UNREAD_CACHE_MS = 30 * 1000;
/** Opening /messages refreshes the counts after 1 s (spec §4). */
export const MESSAGES_PAGE_REFRESH_DELAY_MS = 1000;

export interface PollConditions {
  /** The tab is hidden (document.visibilityState). */
  hidden: boolean;
  /** The viewport is at or under 768 px. */
  mobile: boolean;
  /** When the member last used the page (pointer, key, scroll, touch), ms since epoch. */
  lastInteractionAt: number | null;
  now: number;
}

/** Hidden tab 15 min, else mobile 10 min, else an active member 3 min, else 5 min. */
export function unreadPollIntervalMs(c: PollConditions): number {
  if (c.hidden) return UNREAD_POLL_HIDDEN_MS;
  if (c.mobile) return UNREAD_POLL_MOBILE_MS;
  if (c.lastInteractionAt != null && c.now - c.lastInteractionAt <= UNREAD_ACTIVE_WINDOW_MS) return UNREAD_POLL_ACTIVE_MS;
  return UNREAD_POLL_BASE_MS;
}

export interface PollState {
  authenticated: boolean;
  /** The counts subscription is open and the WebSocket connected. */
  live: boolean;
  consecutiveErrors: number;
}

/** Poll only for a signed-in member, only while live updates are not flowing, and stop after 3 errors in a row. */
export function shouldPoll(s: PollState): boolean {
  return s.authenticated && !s.live && s.consecutiveErrors < UNREAD_POLL_MAX_ERRORS;
}

/** Milliseconds until the next poll, counting from the last poll (or from when polling started). */
export function nextPollDelayMs(lastPollAt: number, intervalMs: number, now: number): number {
  return Math.max(0, lastPollAt + intervalMs - now);
}

/** A non-forced refresh reuses an answer younger than 30 s. */
export function isCountsFresh(lastFetchedAt: number | null, now: number): boolean {
  return lastFetchedAt != null && now - lastFetchedAt < UNREAD_CACHE_MS;
}
