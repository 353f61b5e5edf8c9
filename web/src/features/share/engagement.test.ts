import { describe, expect, it } from 'vitest';
import { formatEngagementRate } from './engagement';

describe('formatEngagementRate', () => {
  it('shows the percent with one decimal', () => {
    expect(formatEngagementRate(12.5)).toBe('12.5%');
    expect(formatEngagementRate(33.333)).toBe('33.3%');
    expect(formatEngagementRate(300)).toBe('300.0%');
  });

  it('reads 0.0% for no views (0) or a missing number', () => {
    expect(formatEngagementRate(0)).toBe('0.0%');
    expect(formatEngagementRate(Number.NaN)).toBe('0.0%');
  });
});
