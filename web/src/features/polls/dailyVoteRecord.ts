// Recording a guest's daily vote on the feed poll on the device, and taking it back when the
// server refused the vote (dailyVote.ts reads it); loaded with the vote's code (pollVote.ts).
import { getStorage, type KeyValueStorage } from '../session/storage';
import { DAILY_VOTE_KEY, easternDay, type DailyVoteRecord } from './dailyVote';

export const DAILY_VOTE_STORAGE_FAILED = 'Unable to record vote. Please try again.';

/**
 * Records today's vote. Throws when the device refuses to store it: the caller then shows
 * 'Unable to record vote. Please try again.' and does not send the vote.
 */
export function recordDailyVote(postId: string, now: number = Date.now(), storage: KeyValueStorage = getStorage()): DailyVoteRecord {
  const record = { day: easternDay(now), postId };
  storage.setItem(DAILY_VOTE_KEY, JSON.stringify(record));
  if (storage.getItem(DAILY_VOTE_KEY) !== JSON.stringify(record)) throw new Error('The vote could not be stored on this device');
  return record;
}

/** Takes back a record whose vote the server did not accept. */
export function forgetDailyVote(postId: string, storage: KeyValueStorage = getStorage()): void {
  try {
    const raw = storage.getItem(DAILY_VOTE_KEY);
    if (raw && (JSON.parse(raw) as Partial<DailyVoteRecord>).postId === postId) storage.removeItem(DAILY_VOTE_KEY);
  } catch {
    // Nothing recorded, nothing to take back.
  }
}
