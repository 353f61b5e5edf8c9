// Numbers a client sends as JSON numbers or as text (query strings): whole, within bounds.
import { DomainError } from './errors.ts';

/** `fallback` when absent or empty; otherwise a whole number from min to max, else VALIDATION `message`. */
export function wholeNumber<F extends number | null>(value: unknown, fallback: F, min: number, max: number, message: string): number | F {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) throw new DomainError('VALIDATION', message);
  return n;
}
