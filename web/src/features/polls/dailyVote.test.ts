import { describe, expect, it } from 'vitest';
import { createMemoryStorage, type KeyValueStorage } from '../session/storage';
import { DAILY_VOTE_KEY, dailyVoteUsed, easternDay, readDailyVote } from './dailyVote';
import { forgetDailyVote, recordDailyVote } from './dailyVoteRecord';

describe('anonymous daily vote on the device', () => {
  it('uses the US Eastern calendar day', () => {
    // 03:00 UTC is still the previous evening in New York.
    expect(easternDay(Date.parse('2025-01-15T03:00:00Z'))).toBe('2025-01-14');
    expect(easternDay(Date.parse('2025-01-15T05:00:00Z'))).toBe('2025-01-15');
    // Summer time (UTC-4).
    expect(easternDay(Date.parse('2025-07-15T03:59:00Z'))).toBe('2025-07-14');
    expect(easternDay(Date.parse('2025-07-15T04:00:00Z'))).toBe('2025-07-15');
  });

  it('counts for the rest of the day only and keeps no option', () => {
    const storage = createMemoryStorage();
    const morning = Date.parse('2025-01-15T14:00:00Z');
    expect(dailyVoteUsed(morning, storage)).toBe(false);
    recordDailyVote('poll-1', morning, storage);
    expect(readDailyVote(morning + 3600_000, storage)).toEqual({ day: '2025-01-15', postId: 'poll-1' });
    expect(storage.getItem(DAILY_VOTE_KEY)).not.toMatch(/option/i);
    expect(dailyVoteUsed(Date.parse('2025-01-16T06:00:00Z'), storage)).toBe(false);
  });

  it('can be taken back for a vote the server refused', () => {
    const storage = createMemoryStorage();
    recordDailyVote('poll-1', Date.now(), storage);
    forgetDailyVote('poll-2', storage);
    expect(dailyVoteUsed(Date.now(), storage)).toBe(true);
    forgetDailyVote('poll-1', storage);
    expect(dailyVoteUsed(Date.now(), storage)).toBe(false);
  });

  it('throws when the device refuses to store it', () => {
    const full: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => recordDailyVote('poll-1', Date.now(), full)).toThrow();
    expect(dailyVoteUsed(Date.now(), full)).toBe(false);
  });

  it('ignores garbage', () => {
    expect(readDailyVote(Date.now(), createMemoryStorage({ [DAILY_VOTE_KEY]: '{nope' }))).toBeNull();
  });
});
