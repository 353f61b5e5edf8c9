// Numbers and dates as the app shows them, in US English (the app's only language), local time
// (or UTC, as the server renders a page and the browser hydrates it: features/posts/useNow.ts).
// Written out rather than built with Intl: the first Intl formatter a page creates loads ICU's
// data, 50-65 ms of main thread on this machine (four times that on a mid-range phone), and a
// reading page needs nothing more than these. Pages that need more (weekday names, another
// locale) use dateTimeFormat.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 1234 → "1,234", as Intl's en-US. */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export type TimeZone = 'local' | 'utc';

const fullYear = (date: Date, zone: TimeZone) => (zone === 'utc' ? date.getUTCFullYear() : date.getFullYear());

/** "Nov 3". */
export function formatMonthDay(date: Date, zone: TimeZone = 'local'): string {
  return zone === 'utc' ? `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}` : `${MONTHS[date.getMonth()]} ${date.getDate()}`;
}

/** "Nov 3" in `now`'s year, "Nov 3, 2025" otherwise. */
export function formatShortDate(date: Date, now: Date = new Date(), zone: TimeZone = 'local'): string {
  const year = fullYear(date, zone);
  return year === fullYear(now, zone) ? formatMonthDay(date, zone) : `${formatMonthDay(date, zone)}, ${year}`;
}

/** "4:05 PM". */
export function formatClockTime(date: Date, zone: TimeZone = 'local'): string {
  const hours = zone === 'utc' ? date.getUTCHours() : date.getHours();
  const minutes = zone === 'utc' ? date.getUTCMinutes() : date.getMinutes();
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "Nov 3, 2025, 4:05 PM" (Intl's en-US medium date, short time). */
export function formatDateTime(date: Date, zone: TimeZone = 'local'): string {
  return `${formatMonthDay(date, zone)}, ${fullYear(date, zone)}, ${formatClockTime(date, zone)}`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The Intl formatter for a locale and options, built on first use and kept. */
export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}
