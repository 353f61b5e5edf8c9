// Which strings a request may carry: PostgreSQL's NUL and lone surrogates are refused at any depth.
import { describe, expect, it } from 'vitest';
import { DomainError } from './errors.ts';
import { assertStorableText, isStorableText, malformedTextMessage } from './inputText.ts';

describe('isStorableText', () => {
  it.each([
    ['plain text', 'Break room rules changed'],
    ['an empty string', ''],
    ['accents and CJK', 'Café 労働組合'],
    ['an emoji (a surrogate pair)', 'Strike 🪧 today'],
    ['control characters other than NUL', 'tab\there\nnew line\u0001'],
  ])('accepts %s', (_what, text) => {
    expect(isStorableText(text)).toBe(true);
  });

  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone high surrogate', 'Hello \uD800 world'],
    ['a lone low surrogate', '\uDC00'],
    ['a high surrogate at the end', 'end\uD83E'],
    ['two high surrogates', '\uD83E\uD83E\uDEA7'],
    ['reversed pair', '\uDEA7\uD83E'],
  ])('refuses %s', (_what, text) => {
    expect(isStorableText(text)).toBe(false);
  });
});

describe('assertStorableText', () => {
  it('passes JSON values whose strings are all storable', () => {
    expect(() => assertStorableText({ title: 'Ok 🪧', tags: ['a', 'b'], n: 1, ok: true, none: null, nested: [{ text: 'x' }] })).not.toThrow();
    expect(() => assertStorableText(undefined)).not.toThrow();
  });

  it.each([
    ['a top-level string', 'a\u0000'],
    ['a value in an object', { title: 'Hello \uD800' }],
    ['an object key', { ['ke\u0000y']: 'value' }],
    ['an item of a list', ['ok', ['deeper', 'x\uDC00']]],
    ['a query-string pair', [['search', 'a\u0000b']]],
  ])('throws BAD_USER_INPUT for %s', (_what, value) => {
    let caught: unknown;
    try {
      assertStorableText(value);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DomainError);
    expect(caught).toMatchObject({ code: 'BAD_USER_INPUT', status: 400, message: malformedTextMessage });
  });

  it('walks a document nested 100,000 deep without overflowing the stack', () => {
    let deep: unknown = { text: 'bottom\u0000' };
    for (let i = 0; i < 100_000; i++) deep = { children: [deep] };
    expect(() => assertStorableText(deep)).toThrow(malformedTextMessage);
  });
});
