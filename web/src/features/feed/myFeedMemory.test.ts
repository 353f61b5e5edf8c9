import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../session/storage';
import { dismissFallbackNotice, isFallbackNoticeDismissed, isMyFeedLikely, rememberMyFeedOffered } from './myFeedMemory';

describe('My Feed memory', () => {
  it('remembers the fallback notice dismissal per member', () => {
    const storage = createMemoryStorage();
    expect(isFallbackNoticeDismissed(7, storage)).toBe(false);
    dismissFallbackNotice(7, storage);
    expect(isFallbackNoticeDismissed(7, storage)).toBe(true);
    expect(isFallbackNoticeDismissed(8, storage)).toBe(false);
  });

  it('expects My Feed for members unless the last load said otherwise', () => {
    const storage = createMemoryStorage();
    expect(isMyFeedLikely(null, storage)).toBe(false);
    expect(isMyFeedLikely(7, storage)).toBe(true);
    rememberMyFeedOffered(7, false, storage);
    expect(isMyFeedLikely(7, storage)).toBe(false);
    expect(isMyFeedLikely(8, storage)).toBe(true);
    rememberMyFeedOffered(7, true, storage);
    expect(isMyFeedLikely(7, storage)).toBe(true);
  });
});
