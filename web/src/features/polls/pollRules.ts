// Poll rules a poll is drawn by (content spec §4 'Poll', §9): its momentum threshold, the
// vote's retries, when it is concluded, its vote count and time left. The poll form's
// rules are in pollForm.ts, the totals a vote makes at once in voteTotals.ts.
import { formatCount } from '../../ui/format';

export const POLL_MOMENTUM_THRESHOLD = 25;
export const MOMENTUM_BUILDING = 'Momentum building!';
export const POLL_RETRY_LIMIT = 3;
export const HOT_POLLS_COUNT = 5;
/** Hot polls refresh every 5 minutes (spec §9). */
export const HOT_POLLS_REFRESH_MS = 5 * 60_000;

export function hasMomentum(totalVotes: number): boolean {
  return totalVotes >= POLL_MOMENTUM_THRESHOLD;
}

export function votesLabel(count: number): string {
  return count === 1 ? '1 vote' : `${formatCount(count)} votes`;
}

/** A poll is concluded once its end has passed (the server's flag, or the clock on screen). */
export function isPollClosed(poll: { isExpired: boolean; expiresAt?: string | null | unknown }, now: number): boolean {
  if (poll.isExpired) return true;
  if (typeof poll.expiresAt !== 'string') return false;
  const end = Date.parse(poll.expiresAt);
  return Number.isFinite(end) && end <= now;
}

/** 'Ends in 3 hours' style text for an open poll. */
export function timeLeftLabel(expiresAt: string, now: number): string {
  const ms = Date.parse(expiresAt) - now;
  if (!Number.isFinite(ms) || ms <= 0) return 'Ending now';
  const minutes = Math.ceil(ms / 60_000);
  if (minutes < 60) return `Ends in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `Ends in ${hours} hour${hours === 1 ? '' : 's'}`;
  const days = Math.round(minutes / 60 / 24);
  return `Ends in ${days} days`;
}
