import { describe, expect, it } from 'vitest';
import { pollPercentages, totalsWithVote } from './voteTotals';

describe('poll percentages', () => {
  it('are all 0 without votes', () => {
    expect(pollPercentages([0, 0, 0])).toEqual([0, 0, 0]);
  });

  it('round and give the remainder to the last option', () => {
    expect(pollPercentages([1, 1, 1])).toEqual([33, 33, 34]);
    expect(pollPercentages([2, 1])).toEqual([67, 33]);
    expect(pollPercentages([1, 2])).toEqual([33, 67]);
    expect(pollPercentages([5, 5, 1])).toEqual([45, 45, 10]);
  });

  it('always sum to 100 once someone voted, never below 0', () => {
    for (const counts of [[1, 1, 3, 3, 0], [7, 3, 9, 1, 2], [1, 0], [0, 4], [3, 3, 3, 3, 3]]) {
      const result = pollPercentages(counts);
      expect(result.every((p) => p >= 0)).toBe(true);
      if (counts.some((c) => c > 0) && result.at(-1)! > 0) expect(result.reduce((a, b) => a + b, 0)).toBe(100);
    }
    expect(pollPercentages([1, 1, 3, 3, 0])).toEqual([13, 13, 38, 38, 0]);
  });
});

describe('totalsWithVote (the vote mutation\'s optimistic totals)', () => {
  const poll = {
    id: 'p1',
    totalVotes: 24,
    isExpired: false,
    momentum: false,
    options: [
      { id: 'o0', index: 0, voteCount: 12, percentage: 50 },
      { id: 'o1', index: 1, voteCount: 12, percentage: 50 },
    ],
  };

  it('adds the vote to the option with that number and recomputes the percentages', () => {
    const next = totalsWithVote(poll, 1);
    expect(next.totalVotes).toBe(25);
    expect(next.options.map((o) => o.voteCount)).toEqual([12, 13]);
    expect(next.options.map((o) => o.percentage)).toEqual([48, 52]);
    expect(next.options.map((o) => o.id)).toEqual(['o0', 'o1']);
  });

  it('matches options by their number, not their place', () => {
    const reordered = { ...poll, options: [poll.options[1]!, poll.options[0]!] };
    expect(totalsWithVote(reordered, 0).options.map((o) => [o.index, o.voteCount])).toEqual([
      [1, 12],
      [0, 13],
    ]);
  });

  it('turns momentum on at 25 votes', () => {
    expect(totalsWithVote(poll, 0).momentum).toBe(true);
    expect(totalsWithVote({ ...poll, totalVotes: 10 }, 0).momentum).toBe(false);
  });
});
