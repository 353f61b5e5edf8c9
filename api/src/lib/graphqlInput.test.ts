// The GraphQL entry check: storable strings everywhere, well-formed connection arguments.
import { describe, expect, it } from 'vitest';
import { buildSchema, parse } from 'graphql';
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { checkOperationInput, negativePageSizeMessage } from './graphqlInput.ts';
import { malformedTextMessage } from './inputText.ts';
import { idMessages } from './ids.ts';

const schema = buildSchema(`
  type Query {
    feed(search: String, first: Int, last: Int, after: String, before: String): FeedConnection!
    hotPolls(first: Int = 5): [String!]!
    echo(text: String, data: JSON): String
  }
  scalar JSON
  type FeedConnection { edges: [String!]! pageInfo: String }
`);

const check = (query: string, variableValues?: Record<string, unknown>, operationName?: string) => () =>
  checkOperationInput({ schema, document: parse(query), variableValues, operationName });

const cursor = formatPrismaCursor({ id: 12 }, 'id');

describe('checkOperationInput', () => {
  it('passes well-formed operations', () => {
    expect(check('{ feed(first: 0, after: "' + cursor + '") { pageInfo } }')).not.toThrow();
    expect(check('query($n: Int, $c: String) { feed(last: $n, before: $c) { pageInfo } }', { n: 5, c: cursor })).not.toThrow();
    expect(check('query($s: String) { feed(search: $s) { pageInfo } }', { s: 'Café 🪧' })).not.toThrow();
    // Outside connections, a negative Int is the field's own business.
    expect(check('{ hotPolls(first: -1) }')).not.toThrow();
  });

  it.each([
    ['a NUL in a variable', 'query($s: String) { feed(search: $s) { pageInfo } }', { s: 'a\u0000b' }],
    ['a lone surrogate deep in a JSON variable', 'query($d: JSON) { echo(data: $d) }', { d: [{ children: [{ text: 'x\uD800' }] }] }],
    ['a NUL in a variable the operation does not use', '{ echo(text: "ok") }', { unused: '\u0000' }],
    ['a NUL in a literal', '{ feed(search: "a\\u0000b") { pageInfo } }', undefined],
    ['a NUL in a block string', '{ echo(text: """a\u0000b""") }', undefined],
  ])('refuses %s', (_what, query, variables) => {
    expect(check(query, variables)).toThrow(expect.objectContaining({ code: 'BAD_USER_INPUT', message: malformedTextMessage }));
  });

  it.each([
    ['a negative literal first', '{ feed(first: -1) { pageInfo } }', undefined, negativePageSizeMessage('first')],
    ['a negative last in a variable', 'query($n: Int) { feed(last: $n) { pageInfo } }', { n: -3 }, negativePageSizeMessage('last')],
    ['a negative default', 'query($n: Int = -2) { feed(first: $n) { pageInfo } }', {}, negativePageSizeMessage('first')],
    ['a garbage after', '{ feed(after: "garbage") { pageInfo } }', undefined, idMessages.invalidCursor],
    ['a forged before in a variable', 'query($c: String) { feed(before: $c) { pageInfo } }', { c: Buffer.from('GPC:N:abc').toString('base64') }, idMessages.invalidCursor],
    ['a cursor inside a fragment', 'query($c: String) { ...F } fragment F on Query { feed(after: $c) { pageInfo } }', { c: 'x' }, idMessages.invalidCursor],
  ])('refuses %s', (_what, query, variables, message) => {
    expect(check(query, variables)).toThrow(expect.objectContaining({ code: 'BAD_USER_INPUT', message }));
  });

  it('leaves a variable of the wrong type to execution', () => {
    expect(check('query($n: Int) { feed(first: $n) { pageInfo } }', { n: 'many' })).not.toThrow();
  });
});
