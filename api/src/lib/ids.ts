// Ids and cursors a request names, read in one place. Every row the API exposes has an integer
// id, and every connection pages by it, so a Relay global id is base64("Type:<id>") and a cursor
// base64("GPC:N:<id>") (Pothos' Prisma cursor of the id). Anything else is the client's mistake,
// refused with BAD_USER_INPUT before it can reach the database as NaN or an out-of-range number.
import { parsePrismaCursor } from '@pothos/plugin-prisma';
import { DomainError } from './errors.ts';

/** The largest value of the database's int id columns. */
export const MAX_INT_ID = 2_147_483_647;

export const idMessages = {
  invalidId: 'Invalid ID: use an id this API returned.',
  invalidIdOf: (type: string) => `Invalid ${type} id`,
  invalidCursor: 'Invalid cursor: use a cursor this connection returned (edges.cursor or pageInfo).',
} as const;

/** The number in a string of digits when it is a valid int id (1 to MAX_INT_ID), else null. */
export function parseIntId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_INT_ID ? id : null;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const TYPE_NAME = /^[A-Z_a-z]\w*$/;

/** A Relay global id's type name and numeric id, or null for anything else. */
function readGlobalId(globalId: string): { typename: string; id: number } | null {
  if (globalId.length > 200 || !BASE64.test(globalId)) return null;
  const decoded = Buffer.from(globalId, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const typename = decoded.slice(0, colon);
  const id = parseIntId(decoded.slice(colon + 1));
  return colon > 0 && TYPE_NAME.test(typename) && id !== null ? { typename, id } : null;
}

/** A Relay global id's type name and numeric id; throws BAD_USER_INPUT for anything else. */
export function decodeGlobalId(globalId: string): { typename: string; id: string } {
  const read = readGlobalId(globalId);
  if (!read) throw new DomainError('BAD_USER_INPUT', idMessages.invalidId);
  return { typename: read.typename, id: String(read.id) };
}

/**
 * The numeric id named by a global id of `type`, or by its digits; null otherwise. For keys that
 * may also be something else (a post's url id), without making an error to catch on each request.
 */
export function intIdOrNull(id: string | number, type: string): number | null {
  const text = String(id);
  const plain = parseIntId(text);
  if (plain !== null) return plain;
  const read = readGlobalId(text);
  return read?.typename === type ? read.id : null;
}

/** The numeric id named by a global id of `type`, or by its digits; BAD_USER_INPUT otherwise. */
export function intIdOf(id: string | number, type: string): number {
  const known = intIdOrNull(id, type);
  if (known === null) throw new DomainError('BAD_USER_INPUT', idMessages.invalidIdOf(type));
  return known;
}

/** Throws BAD_USER_INPUT unless the cursor is one a connection of this API wrote. */
export function assertCursor(cursor: string): void {
  let value: unknown;
  try {
    value = parsePrismaCursor(cursor);
  } catch {
    throw new DomainError('BAD_USER_INPUT', idMessages.invalidCursor);
  }
  if (typeof value !== 'number' || parseIntId(String(value)) === null) throw new DomainError('BAD_USER_INPUT', idMessages.invalidCursor);
}
