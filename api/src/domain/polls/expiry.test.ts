import { describe, expect, it } from 'vitest';
import { easternDayKey, easternOffsetHours, isEasternDaylightTime, pollExpiresAt, readPollDuration } from './expiry.ts';

const HOUR = 3600_000;

/** Eastern wall clock of an instant through the host's time-zone data (the cross-check). */
const easternFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});
function intlEastern(at: Date) {
  const parts = easternFormat.formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}:${get('second')}` };
}

describe('US Eastern daylight saving (second Sunday of March 2am to first Sunday of November 2am)', () => {
  it('switches at 2am local on the spec days, 2024 and 2025', () => {
    // 2025: 9 March 07:00 UTC (2am EST) and 2 November 06:00 UTC (2am EDT).
    expect(isEasternDaylightTime(new Date('2025-03-09T06:59:59.999Z'))).toBe(false);
    expect(isEasternDaylightTime(new Date('2025-03-09T07:00:00.000Z'))).toBe(true);
    expect(isEasternDaylightTime(new Date('2025-11-02T05:59:59.999Z'))).toBe(true);
    expect(isEasternDaylightTime(new Date('2025-11-02T06:00:00.000Z'))).toBe(false);
    // 2024: 10 March and 3 November.
    expect(isEasternDaylightTime(new Date('2024-03-10T06:59:59.999Z'))).toBe(false);
    expect(isEasternDaylightTime(new Date('2024-03-10T07:00:00.000Z'))).toBe(true);
    expect(isEasternDaylightTime(new Date('2024-11-03T05:59:59.999Z'))).toBe(true);
    expect(isEasternDaylightTime(new Date('2024-11-03T06:00:00.000Z'))).toBe(false);
  });

  it('agrees with the time-zone database hour by hour over 2024-2026', () => {
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2027, 0, 1); t += HOUR) {
      const at = new Date(t);
      const local = intlEastern(at);
      const shifted = new Date(t - easternOffsetHours(at) * HOUR).toISOString();
      expect(`${shifted.slice(0, 10)} ${shifted.slice(11, 19)}`, at.toISOString()).toBe(`${local.date} ${local.time}`);
    }
  });

  it('takes the Eastern calendar day for the daily anonymous vote', () => {
    expect(easternDayKey(new Date('2025-03-09T04:59:59.000Z'))).toBe('2025-03-08'); // 23:59 EST
    expect(easternDayKey(new Date('2025-03-09T05:00:00.000Z'))).toBe('2025-03-09'); // 00:00 EST
    expect(easternDayKey(new Date('2025-07-01T03:59:59.000Z'))).toBe('2025-06-30'); // 23:59 EDT
    expect(easternDayKey(new Date('2025-07-01T04:00:00.000Z'))).toBe('2025-07-01');
    expect(easternDayKey(new Date('2025-11-03T04:59:59.000Z'))).toBe('2025-11-02'); // 23:59 EST
  });
});

describe('poll expiry', () => {
  it('adds the duration for every choice but 7 days', () => {
    const start = new Date('2025-06-10T12:34:56.789Z');
    for (const hours of [1, 6, 12, 24, 72, 720]) {
      expect(pollExpiresAt(start, hours).getTime() - start.getTime()).toBe(hours * HOUR);
    }
  });

  it('ends a 7-day poll at 23:59:59.999 Eastern on the seventh day after creation', () => {
    // Summer (EDT, UTC-4): created Tuesday 10 June, closes Tuesday 17 June 23:59:59.999 EDT.
    expect(pollExpiresAt(new Date('2025-06-10T14:00:00Z'), 168).toISOString()).toBe('2025-06-18T03:59:59.999Z');
    // Winter (EST, UTC-5).
    expect(pollExpiresAt(new Date('2025-01-10T14:00:00Z'), 168).toISOString()).toBe('2025-01-18T04:59:59.999Z');
    // Late evening Eastern is still the creation day there (UTC already the next day).
    expect(pollExpiresAt(new Date('2025-01-11T04:30:00Z'), 168).toISOString()).toBe('2025-01-18T04:59:59.999Z');
  });

  it('uses daylight time when the seventh day is the March switch day', () => {
    // Created Sunday 2 March (EST); closes Sunday 9 March, which is daylight time after 2am.
    expect(pollExpiresAt(new Date('2025-03-02T15:00:00Z'), 168).toISOString()).toBe('2025-03-10T03:59:59.999Z');
    // The day before the switch still ends in standard time.
    expect(pollExpiresAt(new Date('2025-03-01T15:00:00Z'), 168).toISOString()).toBe('2025-03-09T04:59:59.999Z');
    // Created in standard time late at night, closes in daylight time.
    expect(pollExpiresAt(new Date('2025-03-03T04:30:00Z'), 168).toISOString()).toBe('2025-03-10T03:59:59.999Z');
  });

  it('uses standard time when the seventh day is the November switch day', () => {
    // Created Sunday 26 October (EDT); closes Sunday 2 November, standard time after 2am.
    expect(pollExpiresAt(new Date('2025-10-26T14:00:00Z'), 168).toISOString()).toBe('2025-11-03T04:59:59.999Z');
    // The day before the switch still ends in daylight time.
    expect(pollExpiresAt(new Date('2025-10-25T14:00:00Z'), 168).toISOString()).toBe('2025-11-02T03:59:59.999Z');
  });

  it('always lands on 23:59:59 Eastern, 7 calendar days later (checked against the time-zone database)', () => {
    for (let t = Date.UTC(2024, 0, 1, 3, 17); t < Date.UTC(2026, 0, 1); t += 7 * HOUR + 13 * 60_000) {
      const start = new Date(t);
      const end = pollExpiresAt(start, 168);
      expect(end.getUTCMilliseconds()).toBe(999);
      const local = intlEastern(end);
      expect(local.time, start.toISOString()).toBe('23:59:59');
      const startDate = intlEastern(start).date;
      const days = Math.round((Date.parse(local.date) - Date.parse(startDate)) / (24 * HOUR));
      expect(days, start.toISOString()).toBe(7);
    }
  });
});

describe('readPollDuration', () => {
  it('defaults to 24 hours and accepts only the listed choices', () => {
    expect(readPollDuration(undefined)).toBe(24);
    expect(readPollDuration(null)).toBe(24);
    for (const hours of [1, 6, 12, 24, 72, 168, 720]) expect(readPollDuration(hours)).toBe(hours);
    expect(readPollDuration('168')).toBe(168);
    for (const bad of [0, 2, 48, 169, -1, 1.5, 'week', {}]) {
      expect(() => readPollDuration(bad)).toThrow('Voting duration must be 1, 6, 12, 24, 72, 168 or 720 hours');
    }
  });
});
