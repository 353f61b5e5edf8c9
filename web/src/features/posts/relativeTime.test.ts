import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relativeTime';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('formatRelativeTime', () => {
  it("says 'just now' under 30 seconds (and for times slightly in the future)", () => {
    expect(formatRelativeTime(ago(0), now)).toBe('just now');
    expect(formatRelativeTime(ago(29_999), now)).toBe('just now');
    expect(formatRelativeTime(ago(-5_000), now)).toBe('just now');
  });

  it('counts minutes from 30 seconds, at least one', () => {
    expect(formatRelativeTime(ago(30_000), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(59 * 60_000), now)).toBe('59 minutes ago');
  });

  it('counts hours, then days under 7 days', () => {
    expect(formatRelativeTime(ago(60 * 60_000), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * 3_600_000 + 59 * 60_000), now)).toBe('23 hours ago');
    expect(formatRelativeTime(ago(24 * 3_600_000), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(6 * 86_400_000 + 3_600_000), now)).toBe('6 days ago');
  });

  it('shows a date from 7 days on, with the year only when it differs', () => {
    expect(formatRelativeTime(ago(7 * 86_400_000), now)).toBe('Nov 14');
    expect(formatRelativeTime('2025-03-02T12:00:00Z', now)).toBe('Mar 2, 2025');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});
