// Relative time (content spec §9 "Display"): under 30 s 'just now', then minutes, hours and
// days (under 7 days), then a date. Future times (a clock a little ahead) count as 'just now'.
import { formatDateTime, formatShortDate, type TimeZone } from '../../ui/format';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const JUST_NOW_MS = 30 * SECOND;
export const RELATIVE_DAYS_LIMIT = 7;

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

export function formatRelativeTime(value: Date | string | number, now: Date = new Date(), zone: TimeZone = 'local'): string {
  const date = toDate(value);
  if (!date) return '';
  const diff = now.getTime() - date.getTime();
  if (diff < JUST_NOW_MS) return 'just now';
  if (diff < HOUR) return plural(Math.max(1, Math.floor(diff / MINUTE)), 'minute');
  if (diff < DAY) return plural(Math.floor(diff / HOUR), 'hour');
  if (diff < RELATIVE_DAYS_LIMIT * DAY) return plural(Math.floor(diff / DAY), 'day');
  return formatShortDate(date, now, zone);
}

/** The full date and time, for a tooltip. */
export function formatFullDateTime(value: Date | string | number, zone: TimeZone = 'local'): string {
  const date = toDate(value);
  return date ? formatDateTime(date, zone) : '';
}
