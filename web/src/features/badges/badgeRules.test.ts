import { describe, expect, it } from 'vitest';
import { BADGE_TOAST_MS, badgeCountLabel, badgeToastDelay, badgeToastMessage, clampPercent } from './badgeRules';

describe('badge rules', () => {
  it('caps the badge count at 99+ and hides 0', () => {
    expect(badgeCountLabel(0)).toBeNull();
    expect(badgeCountLabel(null)).toBeNull();
    expect(badgeCountLabel(7)).toBe('7');
    expect(badgeCountLabel(99)).toBe('99');
    expect(badgeCountLabel(100)).toBe('99+');
    expect(badgeCountLabel(2500)).toBe('99+');
  });

  it('shows earned-badge toasts 5 to 6 s, staggered 0.5 s', () => {
    expect(BADGE_TOAST_MS).toBeGreaterThanOrEqual(5000);
    expect(BADGE_TOAST_MS).toBeLessThanOrEqual(6000);
    expect([0, 1, 2].map(badgeToastDelay)).toEqual([0, 500, 1000]);
    expect(badgeToastMessage({ name: 'First Post', points: 10 })).toBe('Badge earned: First Post (+10 points)');
    expect(badgeToastMessage({ name: 'Tiny', points: 1 })).toBe('Badge earned: Tiny (+1 point)');
  });

  it('keeps percents between 0 and 100', () => {
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(33.4)).toBe(33);
    expect(clampPercent(140)).toBe(100);
  });
});
