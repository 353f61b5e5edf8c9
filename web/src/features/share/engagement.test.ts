import { describe, expect, it } from 'vitest';
import { engagementRate } from './engagement';

describe('engagementRate', () => {
  it('is (likes + shares + comments) / views as a percent with one decimal', () => {
    expect(engagementRate({ views: 1000, likes: 100, shares: 20, comments: 5 })).toBe('12.5%');
    expect(engagementRate({ views: 3, likes: 1, shares: 0, comments: 0 })).toBe('33.3%');
    expect(engagementRate({ views: 10, likes: 10, shares: 10, comments: 10 })).toBe('300.0%');
  });

  it('reads 0.0% without views', () => {
    expect(engagementRate({ views: 0, likes: 5, shares: 1, comments: 1 })).toBe('0.0%');
  });
});
