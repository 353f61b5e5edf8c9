import { describe, expect, it } from 'vitest';
import { badgeLabel } from './badgeLabel';

describe('badgeLabel', () => {
  it('hides zero, negative and missing counts', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(-2)).toBeNull();
    expect(badgeLabel(null)).toBeNull();
    expect(badgeLabel(undefined)).toBeNull();
    expect(badgeLabel(Number.NaN)).toBeNull();
  });

  it("shows the number up to 9 and '9+' above", () => {
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(9)).toBe('9');
    expect(badgeLabel(10)).toBe('9+');
    expect(badgeLabel(250)).toBe('9+');
  });
});
