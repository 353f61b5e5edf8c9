// Numbers a client sends as JSON numbers or as text (query strings): whole, within bounds.
import { DomainError } from './errors.ts';

/** `fallback` when absent or empty; otherwise a whole number from min to max, else VALIDATION `message`. */
export function wholeNumber<F extends number | null>(value: unknown, fallback: F, min: number, max: number, message: string): number | F {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) throw new DomainError('VALIDATION', message);
  return n;
}

/** The most rows one page of a limit/offset list holds (spec §9: 50 by default, warnings 20). */
export const OFFSET_PAGE_MAX = 100;

/** `limit` (1 to OFFSET_PAGE_MAX, `defaultLimit` when absent) and `offset` (from 0) of a list call. */
export function readOffsetPaging(input: { limit?: unknown; offset?: unknown }, defaultLimit: number): { limit: number; offset: number } {
  return {
    limit: wholeNumber(input.limit, defaultLimit, 1, OFFSET_PAGE_MAX, `limit must be a whole number between 1 and ${OFFSET_PAGE_MAX}`),
    offset: wholeNumber(input.offset, 0, 0, 1_000_000, 'offset must be a whole number of 0 or more'),
  };
}
