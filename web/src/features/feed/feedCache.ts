// The last successfully loaded first page of the feed, kept on the device so a failed or
// offline load can still show something (content spec §4, §8: 'Showing cached posts from
// {time}'). Only public fields are kept (nothing about the viewer's votes or saves), for a
// few feeds at most, and only the first page.
import { getStorage, readJson, writeJson, type KeyValueStorage } from '../session/storage';
import { formatClockTime, formatMonthDay } from '../../ui/format';

export const FEED_CACHE_KEY = 'wc.feedCache';
export const FEED_CACHE_MAX_FEEDS = 3;
export const FEED_CACHE_MAX_POSTS = 20;

export interface CachedPost {
  id: string;
  title: string;
  path: string;
  excerpt: string;
  authorName: string;
  authorUsername: string | null;
  sector: string;
  tags: string[];
  score: number;
  commentCount: number;
  createdAt: string;
}

export interface FeedSnapshot {
  key: string;
  savedAt: number;
  posts: CachedPost[];
}

function isCachedPost(value: unknown): value is CachedPost {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.title === 'string' &&
    typeof v.path === 'string' &&
    v.path.startsWith('/') &&
    typeof v.excerpt === 'string' &&
    typeof v.authorName === 'string' &&
    typeof v.score === 'number' &&
    typeof v.commentCount === 'number' &&
    typeof v.createdAt === 'string' &&
    Array.isArray(v.tags)
  );
}

function isSnapshot(value: unknown): value is FeedSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.key === 'string' && typeof v.savedAt === 'number' && Array.isArray(v.posts);
}

export function readFeedSnapshots(storage: KeyValueStorage = getStorage()): FeedSnapshot[] {
  const value = readJson<unknown>(FEED_CACHE_KEY, storage);
  if (!Array.isArray(value)) return [];
  return value.filter(isSnapshot).map((s) => ({ ...s, posts: s.posts.filter(isCachedPost) }));
}

/** Remembers a feed's first page; the most recent feeds are kept, newest first. */
export function saveFeedSnapshot(
  key: string,
  posts: readonly CachedPost[],
  now: number = Date.now(),
  storage: KeyValueStorage = getStorage(),
): void {
  const snapshot: FeedSnapshot = { key, savedAt: now, posts: posts.slice(0, FEED_CACHE_MAX_POSTS).map((p) => ({ ...p, tags: [...p.tags] })) };
  const others = readFeedSnapshots(storage).filter((s) => s.key !== key);
  writeJson(FEED_CACHE_KEY, [snapshot, ...others].slice(0, FEED_CACHE_MAX_FEEDS), storage);
}

/**
 * The snapshot to show when `key` fails to load: that feed's own, or else the most recent
 * one of any feed (flagged, so the notice can say the posts are from another view).
 */
export function findFeedSnapshot(key: string, storage: KeyValueStorage = getStorage()): { snapshot: FeedSnapshot; sameFeed: boolean } | null {
  const all = readFeedSnapshots(storage).filter((s) => s.posts.length > 0);
  const own = all.find((s) => s.key === key);
  if (own) return { snapshot: own, sameFeed: true };
  return all[0] ? { snapshot: all[0], sameFeed: false } : null;
}

/** '{time}' of the notice: the time for today, the date and time otherwise. */
export function formatCachedTime(savedAt: number, now: number = Date.now()): string {
  const date = new Date(savedAt);
  const today = new Date(now).toDateString() === date.toDateString();
  return today ? formatClockTime(date) : `${formatMonthDay(date)}, ${formatClockTime(date)}`;
}

export function cachedPostsNotice(savedAt: number, now: number = Date.now()): string {
  return `Showing cached posts from ${formatCachedTime(savedAt, now)}. Pull down to refresh when back online.`;
}
