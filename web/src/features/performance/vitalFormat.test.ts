import { describe, expect, it } from 'vitest';
import { formatShare, formatVital } from './vitalFormat';

describe('web-vital formatting', () => {
  it('prints milliseconds whole with separators and layout shift with up to three decimals', () => {
    expect(formatVital(3950.4, 'MILLISECONDS')).toBe('3,950 ms');
    expect(formatVital(0.1575, 'SCORE')).toBe('0.158');
    expect(formatVital(0.1, 'SCORE')).toBe('0.1');
  });

  it('prints shares in whole percent', () => {
    expect(formatShare(3, 8)).toBe('38%');
    expect(formatShare(0, 0)).toBe('0%');
  });
});
