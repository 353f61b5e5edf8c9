// Reading numbers out of REST paths, query strings and bodies, with one wording for refusals.
import { DomainError } from '../lib/errors.ts';
import { parseIntId } from '../lib/ids.ts';

/** A positive integer id (a number, or a string of digits) that fits the database's int ids. */
export function idParam(value: unknown, what: string, message = `Invalid ${what} id`): number {
  const id = typeof value === 'number' ? (Number.isInteger(value) ? parseIntId(String(value)) : null) : typeof value === 'string' ? parseIntId(value) : null;
  if (id === null) throw new DomainError('VALIDATION', message);
  return id;
}

/** An optional whole-number query parameter within [min, max]. */
export function intParam(value: string | null, name: string, min: number, max: number): number | undefined {
  if (value === null || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new DomainError('VALIDATION', `${name} must be a whole number between ${min} and ${max}`);
  return n;
}
