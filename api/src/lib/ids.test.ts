// Ids and cursors from requests: what the API wrote reads back, anything else is BAD_USER_INPUT.
import { describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { DomainError } from './errors.ts';
import { MAX_INT_ID, assertCursor, decodeGlobalId, idMessages, intIdOf, intIdOrNull, parseIntId } from './ids.ts';

const b64 = (text: string) => Buffer.from(text).toString('base64');

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected a refusal');
}

describe('parseIntId', () => {
  it('reads ids within the int column', () => {
    expect(parseIntId('1')).toBe(1);
    expect(parseIntId('0042')).toBe(42);
    expect(parseIntId(String(MAX_INT_ID))).toBe(MAX_INT_ID);
  });
  it.each(['', '0', '-1', '1.5', '1e3', ' 1', 'abc', String(MAX_INT_ID + 1), '99999999999999999999'])('refuses %j', (text) => {
    expect(parseIntId(text)).toBeNull();
  });
});

describe('decodeGlobalId', () => {
  it('reads the global ids the schema writes', () => {
    expect(decodeGlobalId(encodeGlobalID('Post', 12))).toEqual({ typename: 'Post', id: '12' });
    expect(decodeGlobalId(encodeGlobalID('Conversation', MAX_INT_ID))).toEqual({ typename: 'Conversation', id: String(MAX_INT_ID) });
  });
  it.each([
    ['not base64', 'x'],
    ['base64 of a word', b64('hello')],
    ['no type name', b64(':12')],
    ['no id', b64('Post:')],
    ['a word as id', b64('Post:abc')],
    ['a negative id', b64('Post:-1')],
    ['an id past the int column', b64('Post:99999999999')],
    ['a type name with a space', b64('Po st:1')],
    ['an extra part', b64('Post:1:2')],
    ['a very long string', 'A'.repeat(400)],
  ])('refuses %s with BAD_USER_INPUT', (_what, id) => {
    expect(refusal(() => decodeGlobalId(id))).toMatchObject({ code: 'BAD_USER_INPUT', status: 400, message: idMessages.invalidId });
  });
  it('leaves a well-formed id of an unknown type to the schema', () => {
    expect(decodeGlobalId(b64('Nope:1'))).toEqual({ typename: 'Nope', id: '1' });
  });
});

describe('intIdOf', () => {
  it('reads a global id of the type asked for, or plain digits', () => {
    expect(intIdOf(encodeGlobalID('Comment', 7), 'Comment')).toBe(7);
    expect(intIdOf('7', 'Comment')).toBe(7);
    expect(intIdOf(7, 'Comment')).toBe(7);
  });
  it.each([
    ['another type', encodeGlobalID('Post', 7)],
    ['garbage', 'x'],
    ['an id past the int column', '99999999999'],
    ['zero', 0],
  ])('refuses %s, naming the type', (_what, id) => {
    expect(refusal(() => intIdOf(id, 'Comment'))).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Invalid Comment id' });
  });
});

describe('intIdOrNull', () => {
  it('reads what intIdOf reads, and is null where intIdOf refuses (a url id, say)', () => {
    expect(intIdOrNull(encodeGlobalID('Post', 7), 'Post')).toBe(7);
    expect(intIdOrNull('7', 'Post')).toBe(7);
    for (const other of [encodeGlobalID('Comment', 7), 'xZvKSxy4', b64('Post:abc'), '99999999999', 0]) expect(intIdOrNull(other, 'Post')).toBeNull();
  });
});

describe('assertCursor', () => {
  it('accepts the cursors connections write', () => {
    expect(() => assertCursor(formatPrismaCursor({ id: 5 }, 'id'))).not.toThrow();
  });
  it.each([
    ['garbage', 'garbage!'],
    ['base64 of another prefix', b64('XYZ:N:5')],
    ['a cursor of a word', b64('GPC:N:xx')],
    ['a string cursor', b64('GPC:S:abc')],
    ['an id past the int column', b64('GPC:N:99999999999')],
    ['a fraction', b64('GPC:N:1.5')],
    ['an empty string', ''],
  ])('refuses %s with BAD_USER_INPUT', (_what, cursor) => {
    expect(refusal(() => assertCursor(cursor))).toMatchObject({ code: 'BAD_USER_INPUT', status: 400, message: idMessages.invalidCursor });
  });
});
