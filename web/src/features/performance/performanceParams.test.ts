import { describe, expect, it } from 'vitest';
import { performanceSearch, readPerformanceDays } from './performanceParams';

describe('performance period', () => {
  it('reads 1, 7 and 30 days from the address, and 7 for anything else', () => {
    expect(readPerformanceDays(new URLSearchParams('days=1'))).toBe(1);
    expect(readPerformanceDays(new URLSearchParams('days=30'))).toBe(30);
    expect(readPerformanceDays(new URLSearchParams(''))).toBe(7);
    for (const bad of ['0', '14', '31', 'week', '7.5']) expect(readPerformanceDays(new URLSearchParams(`days=${bad}`))).toBe(7);
  });

  it('leaves the default period out of the address', () => {
    expect(performanceSearch(7)).toBe('');
    expect(performanceSearch(30)).toBe('?days=30');
  });
});
