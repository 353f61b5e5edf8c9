// What the device remembers about a member's My Feed (content spec §3 'Local device storage', §4
// 'Feed modes'): whether the fallback notice ('built from trending because nothing is followed')
// was dismissed, per member; and whether My Feed was offered at the last load, so the next visit's
// route loader fetches the right feed at once.
import { getStorage, readJson, writeJson, type KeyValueStorage } from '../session/storage';

export const FALLBACK_NOTICE_KEY = 'wc.myFeedFallbackDismissed';
export const MY_FEED_OFFERED_KEY = 'wc.myFeedOffered';

function readIds(key: string, storage: KeyValueStorage): number[] {
  const value = readJson<unknown>(key, storage);
  return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
}

function setMember(key: string, userId: number, on: boolean, storage: KeyValueStorage): void {
  const ids = readIds(key, storage).filter((id) => id !== userId);
  writeJson(key, on ? [...ids, userId].slice(-20) : ids, storage);
}

export function isFallbackNoticeDismissed(userId: number, storage: KeyValueStorage = getStorage()): boolean {
  return readIds(FALLBACK_NOTICE_KEY, storage).includes(userId);
}

export function dismissFallbackNotice(userId: number, storage: KeyValueStorage = getStorage()): void {
  setMember(FALLBACK_NOTICE_KEY, userId, true, storage);
}

/** True unless the last load told this member My Feed was not offered (members usually have it). */
export function isMyFeedLikely(userId: number | null, storage: KeyValueStorage = getStorage()): boolean {
  return userId !== null && !readIds(MY_FEED_OFFERED_KEY, storage).includes(-userId);
}

/** Remembers whether My Feed was offered (stored as the negated id when it was not). */
export function rememberMyFeedOffered(userId: number, offered: boolean, storage: KeyValueStorage = getStorage()): void {
  setMember(MY_FEED_OFFERED_KEY, -userId, !offered, storage);
}
