// Dismissed feed polls (content spec §4 'Poll': the feed poll can be dismissed per poll,
// remembered on the device).
import { getStorage, readJson, writeJson, type KeyValueStorage } from '../session/storage';

export const DISMISSED_POLLS_KEY = 'wc.dismissedPolls';
export const DISMISSED_POLLS_LIMIT = 100;

export function readDismissedPolls(storage: KeyValueStorage = getStorage()): string[] {
  const value = readJson<unknown>(DISMISSED_POLLS_KEY, storage);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

export function isPollDismissed(postId: string, storage: KeyValueStorage = getStorage()): boolean {
  return readDismissedPolls(storage).includes(postId);
}

/** Remembers the dismissal (the newest 100 are kept). */
export function dismissPoll(postId: string, storage: KeyValueStorage = getStorage()): void {
  const ids = [...readDismissedPolls(storage).filter((id) => id !== postId), postId];
  writeJson(DISMISSED_POLLS_KEY, ids.slice(-DISMISSED_POLLS_LIMIT), storage);
}
