import { describe, expect, it } from 'vitest';
import { pollPercentages, pollResults } from './results.ts';
import { readPollOptions } from './polls.ts';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('pollPercentages', () => {
  it('is all zero without votes', () => {
    expect(pollPercentages([0, 0, 0])).toEqual([0, 0, 0]);
  });

  it('rounds each share and gives the last option the remainder', () => {
    expect(pollPercentages([1, 1, 1])).toEqual([33, 33, 34]);
    expect(pollPercentages([1, 2])).toEqual([33, 67]);
    expect(pollPercentages([2, 1])).toEqual([67, 33]);
    expect(pollPercentages([5, 0])).toEqual([100, 0]);
    expect(pollPercentages([1, 1, 1, 1, 1])).toEqual([20, 20, 20, 20, 20]);
  });

  it('never goes negative when the rounded shares before the last exceed 100', () => {
    const result = pollPercentages([3, 3, 2, 0]);
    expect(sum(result)).toBe(100);
    expect(result.every((p) => p >= 0)).toBe(true);
    expect(result[3]).toBe(0);
  });

  it('sums to 100 for every split of up to 40 votes over 2 to 5 options', () => {
    const splits = (votes: number, options: number): number[][] =>
      options === 1 ? [[votes]] : Array.from({ length: votes + 1 }, (_, k) => splits(votes - k, options - 1).map((rest) => [k, ...rest])).flat();
    for (const options of [2, 3, 4, 5]) {
      for (const votes of [1, 7, 13, options === 5 ? 17 : 40]) {
        for (const counts of splits(votes, options)) {
          const result = pollPercentages(counts);
          expect(sum(result), JSON.stringify(counts)).toBe(100);
          expect(result.every((p) => p >= 0 && p <= 100), JSON.stringify(counts)).toBe(true);
        }
      }
    }
  });
});

describe('pollResults', () => {
  it('orders options by index and carries no voter information', () => {
    const payload = pollResults(
      { id: 7, totalVotes: 3, expiresAt: new Date('2000-01-01T00:00:00Z'), votingDurationHours: 24 },
      [
        { id: 12, optionIndex: 1, optionText: 'No', voteCount: 1 },
        { id: 11, optionIndex: 0, optionText: 'Yes', voteCount: 2 },
      ],
    );
    expect(payload).toEqual({
      postId: 7,
      totalVotes: 3,
      isExpired: true,
      expiresAt: '2000-01-01T00:00:00.000Z',
      votingDurationHours: 24,
      options: [
        { optionId: 11, index: 0, text: 'Yes', voteCount: 2, percentage: 67 },
        { optionId: 12, index: 1, text: 'No', voteCount: 1, percentage: 33 },
      ],
    });
  });
});

describe('readPollOptions', () => {
  it('takes strings or {option_text} objects, trimmed', () => {
    expect(readPollOptions(['  Yes ', 'No'])).toEqual(['Yes', 'No']);
    expect(readPollOptions([{ option_text: 'A' }, { option_text: 'B' }, 'C'])).toEqual(['A', 'B', 'C']);
  });

  it('refuses with the spec messages', () => {
    expect(() => readPollOptions(undefined)).toThrow('Polls must have at least 2 options');
    expect(() => readPollOptions(['Only'])).toThrow('Polls must have at least 2 options');
    expect(() => readPollOptions(['a', 'b', 'c', 'd', 'e', 'f'])).toThrow('Maximum 5 poll options allowed');
    expect(() => readPollOptions(['Yes', '   '])).toThrow('Poll options cannot be empty');
    expect(() => readPollOptions(['Yes', 'x'.repeat(201)])).toThrow('Poll options must be at most 200 characters');
    expect(readPollOptions(['Yes', 'x'.repeat(200)])[1]).toHaveLength(200);
  });
});

describe('anonymousVoteHash', () => {
  it("is keyed by the app's JWT secret, differs per Eastern day, poll and device, and never contains the device id", async () => {
    const { anonymousVoteHash } = await import('./polls.ts');
    const { createAuthTokens } = await import('../../lib/authTokens.ts');
    const ctx = { tokens: createAuthTokens(new TextEncoder().encode('k'.repeat(40))) };
    const other = { tokens: createAuthTokens(new TextEncoder().encode('j'.repeat(40))) };
    const device = 'device-1234';
    // 23:59 and 00:01 Eastern on either side of midnight (EST: UTC-5).
    const late = new Date('2025-01-10T04:59:00Z');
    const early = new Date('2025-01-10T05:01:00Z');
    const sameDay = new Date('2025-01-10T20:00:00Z');
    const hash = (c: typeof ctx, postId: number, deviceId: string, at: Date) => anonymousVoteHash(c, { postId, deviceId, at });
    const a = hash(ctx, 1, device, early);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toContain(device);
    expect(hash(ctx, 1, device, sameDay)).toBe(a);
    expect(hash(ctx, 1, device, late)).not.toBe(a);
    expect(hash(ctx, 2, device, early)).not.toBe(a);
    expect(hash(ctx, 1, 'device-5678', early)).not.toBe(a);
    expect(hash(other, 1, device, early)).not.toBe(a);
  });
});
