// Poll durations and expiry, and the US Eastern calendar (for the 7-day rule and the anonymous
// daily vote). The daylight-saving rule is the spec's, computed explicitly rather than through
// the host's time-zone data: daylight time (UTC-4) from the second Sunday of March at 2am local
// to the first Sunday of November at 2am local; standard time (UTC-5) otherwise.
import { DomainError } from '../../lib/errors.ts';

/** Accepted durations (hours): 1h, 6h, 12h, 1d, 3d, 7d, 30d. */
export const POLL_DURATIONS_HOURS = [1, 6, 12, 24, 72, 168, 720] as const;
export const DEFAULT_POLL_DURATION_HOURS = 24;
export const WEEK_HOURS = 168;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

export function readPollDuration(input: unknown): number {
  if (input === undefined || input === null || input === '') return DEFAULT_POLL_DURATION_HOURS;
  const value = typeof input === 'number' ? input : /^\s*\d+\s*$/.test(String(input)) ? Number(input) : NaN;
  if (!(POLL_DURATIONS_HOURS as readonly number[]).includes(value)) {
    throw new DomainError('VALIDATION', 'Voting duration must be 1, 6, 12, 24, 72, 168 or 720 hours');
  }
  return value;
}

/** Day of month of the n-th Sunday (n >= 1) of a month (month 0-based). */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
}

/** The UTC instants daylight time starts and ends in a year. */
function dstBounds(year: number): { start: number; end: number } {
  // 2am EST (UTC-5) = 07:00 UTC; 2am EDT (UTC-4) = 06:00 UTC.
  return {
    start: Date.UTC(year, 2, nthSunday(year, 2, 2), 7),
    end: Date.UTC(year, 10, nthSunday(year, 10, 1), 6),
  };
}

/** Whether an instant falls in US Eastern daylight time. */
export function isEasternDaylightTime(at: Date): boolean {
  const t = at.getTime();
  const { start, end } = dstBounds(at.getUTCFullYear());
  return t >= start && t < end;
}

/** Hours Eastern time is behind UTC at an instant (4 or 5). */
export function easternOffsetHours(at: Date): 4 | 5 {
  return isEasternDaylightTime(at) ? 4 : 5;
}

/** The Eastern calendar date of an instant. */
export function easternDate(at: Date): { year: number; month: number; day: number } {
  const local = new Date(at.getTime() - easternOffsetHours(at) * HOUR);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** The Eastern calendar day of an instant as YYYY-MM-DD (the anonymous daily vote's "day"). */
export function easternDayKey(at: Date): string {
  const { year, month, day } = easternDate(at);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * 23:59:59.999 Eastern wall time on a calendar date. On both switch days that moment is after
 * the 2am switch, so the offset is that of the day's end: daylight from the March switch day
 * through the day before the November switch day.
 */
export function easternEndOfDay(year: number, month: number, day: number): Date {
  const dateStart = Date.UTC(year, month - 1, day);
  const startDay = Date.UTC(year, 2, nthSunday(year, 2, 2));
  const endDay = Date.UTC(year, 10, nthSunday(year, 10, 1));
  const offset = dateStart >= startDay && dateStart < endDay ? 4 : 5;
  return new Date(Date.UTC(year, month - 1, day, 23 + offset, 59, 59, 999));
}

/**
 * When a poll closes: creation + duration, except that a 7-day poll closes at 23:59:59.999 US
 * Eastern at the end of its seventh day: the Eastern calendar date of creation plus 7 days
 * (created Monday 10am: closes the next Monday at 23:59:59.999 Eastern).
 */
export function pollExpiresAt(createdAt: Date, durationHours: number): Date {
  if (durationHours !== WEEK_HOURS) return new Date(createdAt.getTime() + durationHours * HOUR);
  const { year, month, day } = easternDate(createdAt);
  const target = new Date(Date.UTC(year, month - 1, day) + 7 * DAY);
  return easternEndOfDay(target.getUTCFullYear(), target.getUTCMonth() + 1, target.getUTCDate());
}

export function isPollExpired(expiresAt: Date | string | null | undefined, now = new Date()): boolean {
  if (!expiresAt) return false;
  return new Date(expiresAt).getTime() <= now.getTime();
}
