import { describe, expect, it } from 'vitest';
import { totalsWithVote } from './pollRules';

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
