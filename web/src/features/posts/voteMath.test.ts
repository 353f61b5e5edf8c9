import { describe, expect, it } from 'vitest';
import { nextCommentVote, nextVote, optimisticCounts, optimisticScore } from './voteMath';

describe('nextVote', () => {
  it('sets a new direction and clears when the same one is pressed again', () => {
    expect(nextVote(null, 'UP')).toBe('UP');
    expect(nextVote(undefined, 'DOWN')).toBe('DOWN');
    expect(nextVote('UP', 'UP')).toBeNull();
    expect(nextVote('DOWN', 'DOWN')).toBeNull();
    expect(nextVote('UP', 'DOWN')).toBe('DOWN');
  });
});

describe('optimisticScore', () => {
  it('adds one for up and takes one for down', () => {
    expect(optimisticScore(10, null, 'UP')).toBe(11);
    expect(optimisticScore(10, null, 'DOWN')).toBe(9);
  });

  it('takes the previous vote back when clearing or switching', () => {
    expect(optimisticScore(11, 'UP', null)).toBe(10);
    expect(optimisticScore(9, 'DOWN', null)).toBe(10);
    expect(optimisticScore(11, 'UP', 'DOWN')).toBe(9);
    expect(optimisticScore(9, 'DOWN', 'UP')).toBe(11);
  });

  it('never shows less than 0', () => {
    expect(optimisticScore(0, null, 'DOWN')).toBe(0);
    expect(optimisticScore(1, 'UP', 'DOWN')).toBe(0);
    expect(optimisticScore(-3, null, 'UP')).toBe(0);
  });
});

describe('optimisticCounts', () => {
  it('moves the vote between the counters', () => {
    expect(optimisticCounts({ upvotes: 3, downvotes: 1 }, 'DOWN', 'UP')).toEqual({ upvotes: 4, downvotes: 0 });
    expect(optimisticCounts({ upvotes: 3, downvotes: 1 }, 'UP', null)).toEqual({ upvotes: 2, downvotes: 1 });
    expect(optimisticCounts({ upvotes: 0, downvotes: 0 }, 'UP', null)).toEqual({ upvotes: 0, downvotes: 0 });
  });
});

describe('nextCommentVote', () => {
  it('toggles the up vote', () => {
    expect(nextCommentVote(null)).toBe('UP');
    expect(nextCommentVote('UP')).toBeNull();
  });
});
