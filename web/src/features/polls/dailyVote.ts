// The anonymous visitor's daily vote on the feed poll (content spec §4 'Poll', §9): one vote
// per calendar day, recorded on the device (the server enforces it too, per device id).
// The record says which day and which poll, never which option: someone else holding the
// device cannot read what was chosen. The calendar day is the US Eastern one, as on the
// server, so both agree on when a new day starts.
import { getStorage, type KeyValueStorage } from '../session/storage';

export const DAILY_VOTE_KEY = 'wc.anonPollVote';
export const DAILY_VOTE_USED = 'Daily vote used!';
export const DAILY_VOTE_STORAGE_FAILED = 'Unable to record vote. Please try again.';

export interface DailyVoteRecord {
  /** YYYY-MM-DD, US Eastern. */
  day: string;
  /** Global id of the poll's post. */
  postId: string;
}

let easternFormat: Intl.DateTimeFormat | null = null;

/** The US Eastern calendar day of an instant, as YYYY-MM-DD. */
export function easternDay(at: number | Date = Date.now()): string {
  easternFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = easternFormat.formatToParts(typeof at === 'number' ? new Date(at) : at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Today's record, or null (a record of an earlier day does not count). */
export function readDailyVote(now: number = Date.now(), storage: KeyValueStorage = getStorage()): DailyVoteRecord | null {
  let raw: string | null;
  try {
    raw = storage.getItem(DAILY_VOTE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<DailyVoteRecord>;
    if (typeof value.day !== 'string' || typeof value.postId !== 'string') return null;
    return value.day === easternDay(now) ? { day: value.day, postId: value.postId } : null;
  } catch {
    return null;
  }
}

export function dailyVoteUsed(now: number = Date.now(), storage: KeyValueStorage = getStorage()): boolean {
  return readDailyVote(now, storage) !== null;
}

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
