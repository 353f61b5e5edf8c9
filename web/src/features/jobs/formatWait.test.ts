import { describe, expect, it } from 'vitest';
import { formatWait } from './formatWait';

describe('formatWait', () => {
  it('says seconds, minutes, hours and days', () => {
    expect(formatWait(0)).toBe('0 s');
    expect(formatWait(59)).toBe('59 s');
    expect(formatWait(60)).toBe('1 min');
    expect(formatWait(3600)).toBe('1 h');
    expect(formatWait(3900)).toBe('1 h 5 min');
    expect(formatWait(86_400 * 2 + 3600 * 4)).toBe('2 d 4 h');
  });
});
