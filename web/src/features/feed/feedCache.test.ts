import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../session/storage';
import { FEED_CACHE_KEY, cachedPostsNotice, findFeedSnapshot, readFeedSnapshots, saveFeedSnapshot, type CachedPost } from './feedCache';

const post = (id: string): CachedPost => ({
  id,
  title: `Post ${id}`,
  path: `/discussion/${id}`,
  excerpt: 'Text',
  authorName: 'Ana',
  authorUsername: 'ana',
  sector: 'General',
  tags: ['wages'],
  score: 3,
  commentCount: 1,
  createdAt: '2026-11-20T10:00:00Z',
});

describe('feed snapshots', () => {
  it('keeps the newest 3 feeds, one entry per feed', () => {
    const storage = createMemoryStorage();
    saveFeedSnapshot('a', [post('1')], 1, storage);
    saveFeedSnapshot('b', [post('2')], 2, storage);
    saveFeedSnapshot('a', [post('3')], 3, storage);
    saveFeedSnapshot('c', [post('4')], 4, storage);
    saveFeedSnapshot('d', [post('5')], 5, storage);
    expect(readFeedSnapshots(storage).map((s) => s.key)).toEqual(['d', 'c', 'a']);
    expect(findFeedSnapshot('a', storage)?.snapshot.posts[0].id).toBe('3');
  });

  it('keeps at most 20 posts', () => {
    const storage = createMemoryStorage();
    saveFeedSnapshot('a', Array.from({ length: 30 }, (_, i) => post(String(i))), 1, storage);
    expect(readFeedSnapshots(storage)[0].posts).toHaveLength(20);
  });

  it("falls back to another feed's snapshot, flagged", () => {
    const storage = createMemoryStorage();
    saveFeedSnapshot('a', [post('1')], 1, storage);
    expect(findFeedSnapshot('zzz', storage)).toMatchObject({ sameFeed: false, snapshot: { key: 'a' } });
    expect(findFeedSnapshot('a', createMemoryStorage())).toBeNull();
  });

  it('drops corrupt entries', () => {
    const storage = createMemoryStorage({ [FEED_CACHE_KEY]: JSON.stringify([{ key: 'a', savedAt: 1, posts: [{ id: 1 }, post('ok')] }, 'junk']) });
    expect(readFeedSnapshots(storage)).toEqual([{ key: 'a', savedAt: 1, posts: [post('ok')] }]);
    expect(readFeedSnapshots(createMemoryStorage({ [FEED_CACHE_KEY]: '{not json' }))).toEqual([]);
  });

  it('words the notice with the time', () => {
    const now = new Date(2026, 10, 21, 15, 0).getTime();
    const savedAt = new Date(2026, 10, 21, 14, 5).getTime();
    expect(cachedPostsNotice(savedAt, now)).toBe('Showing cached posts from 2:05 PM. Pull down to refresh when back online.');
  });
});
