import { describe, expect, it } from 'vitest';
import { PULL_THRESHOLD_PX, pullDistance, pullTriggers, shouldRefresh } from './feedRefresh';

describe('shouldRefresh', () => {
  it('refreshes a tab made visible after more than 30 s', () => {
    expect(shouldRefresh('visible', 0, 30_000)).toBe(false);
    expect(shouldRefresh('visible', 0, 30_001)).toBe(true);
  });
  it('refreshes on focus after more than 60 s', () => {
    expect(shouldRefresh('focus', 0, 60_000)).toBe(false);
    expect(shouldRefresh('focus', 0, 60_001)).toBe(true);
  });
  it('refreshes a revisit after more than 30 s, never without a previous load', () => {
    expect(shouldRefresh('revisit', 1_000, 31_001)).toBe(true);
    expect(shouldRefresh('revisit', null, 99_999)).toBe(false);
  });
});

describe('pull to refresh', () => {
  it('fires at the 80 px threshold', () => {
    expect(pullTriggers(PULL_THRESHOLD_PX - 1)).toBe(false);
    expect(pullTriggers(PULL_THRESHOLD_PX)).toBe(true);
    expect(pullDistance(-20)).toBe(0);
    expect(pullDistance(10_000)).toBe(120);
  });
});
