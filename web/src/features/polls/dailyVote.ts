// The anonymous visitor's daily vote on the feed poll (content spec §4 'Poll', §9): one vote
// per calendar day, recorded on the device (the server enforces it too, per device id).
// The record says which day and which poll, never which option: someone else holding the
// device cannot read what was chosen. The calendar day is the US Eastern one, as on the
// server, so both agree on when a new day starts. Recording it is in dailyVoteRecord.ts, which
// loads with the vote's code.
import { getStorage, type KeyValueStorage } from '../session/storage';

export const DAILY_VOTE_KEY = 'wc.anonPollVote';
export const DAILY_VOTE_USED = 'Daily vote used!';

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
