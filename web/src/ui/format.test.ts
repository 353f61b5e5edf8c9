import { describe, expect, it } from 'vitest';
import { formatClockTime, formatCount, formatDateTime, formatMonthDay, formatShortDate } from './format';

// The written-out formats say what Intl's en-US says (spaces compared as spaces: ICU versions
// differ on the narrow no-break space before AM/PM).
const intl = (date: Date, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', options).format(date).replace(/\s/g, ' ');

describe('formats', () => {
  it('groups counts by thousands', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 123_456_789, -4321]) {
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
    }
    expect(formatCount(1234.5)).toBe('1,234.5');
  });

  it('writes dates and times as Intl does, at every hour and in both years', () => {
    const now = new Date(2026, 10, 26, 12, 0);
    for (let month = 0; month < 12; month++) {
      for (const hour of [0, 1, 11, 12, 13, 23]) {
        for (const year of [2025, 2026]) {
          const date = new Date(year, month, month + 3, hour, month * 5);
          expect(formatClockTime(date)).toBe(intl(date, { hour: 'numeric', minute: '2-digit' }));
          expect(formatDateTime(date)).toBe(intl(date, { dateStyle: 'medium', timeStyle: 'short' }));
          expect(formatShortDate(date, now)).toBe(intl(date, year === 2026 ? { month: 'short', day: 'numeric' } : { month: 'short', day: 'numeric', year: 'numeric' }));
        }
      }
    }
  });
});

describe('formats in UTC (a server render and its hydration)', () => {
  it('read the date in UTC, whatever the local zone', () => {
    const date = new Date(Date.UTC(2025, 10, 3, 23, 5));
    expect(formatMonthDay(date, 'utc')).toBe('Nov 3');
    expect(formatClockTime(date, 'utc')).toBe('11:05 PM');
    expect(formatDateTime(date, 'utc')).toBe('Nov 3, 2025, 11:05 PM');
    expect(formatShortDate(date, new Date(Date.UTC(2025, 11, 31, 23)), 'utc')).toBe('Nov 3');
    expect(formatShortDate(date, new Date(Date.UTC(2026, 0, 1, 0, 30)), 'utc')).toBe('Nov 3, 2025');
    const intlUtc = intl(date, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    expect(formatDateTime(date, 'utc')).toBe(intlUtc);
  });
});
