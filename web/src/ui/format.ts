// Numbers and dates as the app shows them, in US English (the app's only language), local time.
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

/** "Nov 3". */
export function formatMonthDay(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}`;
}

/** "Nov 3" in `now`'s year, "Nov 3, 2025" otherwise. */
export function formatShortDate(date: Date, now: Date = new Date()): string {
  return date.getFullYear() === now.getFullYear() ? formatMonthDay(date) : `${formatMonthDay(date)}, ${date.getFullYear()}`;
}

/** "4:05 PM". */
export function formatClockTime(date: Date): string {
  const hours = date.getHours();
  return `${hours % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "Nov 3, 2025, 4:05 PM" (Intl's en-US medium date, short time). */
export function formatDateTime(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}, ${formatClockTime(date)}`;
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
