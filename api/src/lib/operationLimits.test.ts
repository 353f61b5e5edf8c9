// The limits that need variables (list arguments, page sizes, fields resolved) on the real
// schema, and the query deadline on a small one.
import { describe, expect, it } from 'vitest';
import { GraphQLError, parse } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { schema } from '../schema/index.ts';
import { measureOperation, operationLimitMessages, useQueryDeadline } from './operationLimits.ts';
import { requestLimits } from './requestLimits.ts';

const ids = (count: number) => Array.from({ length: count }, (_, i) => Buffer.from(`Post:${i + 1}`).toString('base64'));

function refusal(document: string, variables?: Record<string, unknown>): GraphQLError {
  try {
    measureOperation(schema, parse(document), null, variables);
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions.code).toBe('BAD_USER_INPUT');
    return error as GraphQLError;
  }
  throw new Error('expected the operation to be refused');
}

describe('measureOperation', () => {
  const NODES = 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }';

  it(`allows ${requestLimits.listItems} ids and refuses one more, in variables, literals and variable defaults`, () => {
    expect(measureOperation(schema, parse(NODES), null, { ids: ids(100) })).toEqual({ fields: 101, items: 100 });
    const tooMany = operationLimitMessages.listTooLong('ids', 100);
    expect(tooMany).toBe('At most 100 ids per request.');
    expect(refusal(NODES, { ids: ids(101) }).message).toBe(tooMany);
    expect(refusal(NODES, { ids: ids(5000) }).message).toBe(tooMany);
    expect(refusal(`{ nodes(ids: ${JSON.stringify(ids(101))}) { id } }`).message).toBe(tooMany);
    expect(refusal(`query($ids: [ID!]! = ${JSON.stringify(ids(101))}) { nodes(ids: $ids) { id } }`).message).toBe(tooMany);
  });

  it('counts the lists of the whole operation together (aliases, fragments)', () => {
    const aliased = 'query($a: [ID!]!, $b: [ID!]!) { a: nodes(ids: $a) { id } b: nodes(ids: $b) { id } }';
    expect(measureOperation(schema, parse(aliased), null, { a: ids(50), b: ids(50) }).items).toBe(100);
    expect(refusal(aliased, { a: ids(50), b: ids(51) }).message).toBe('At most 100 ids per request.');
    const spread = 'query($a: [ID!]!) { ...N ...N } fragment N on Query { nodes(ids: $a) { id } }';
    expect(refusal(spread, { a: ids(51) }).message).toBe('At most 100 ids per request.');
  });

  it('counts lists inside input objects too', () => {
    const create = 'mutation($input: CreatePostInput!) { createPost(input: $input) { post { id } } }';
    const tags = Array.from({ length: 101 }, (_, i) => `tag${i}`);
    expect(refusal(create, { input: { title: 'A title', tags } }).message).toBe('At most 100 tags per request.');
    expect(measureOperation(schema, parse(create), null, { input: { title: 'A title', tags: tags.slice(0, 3) } }).items).toBe(3);
  });

  it("refuses a page larger than the connection's own maximum, literal or variable", () => {
    expect(refusal('{ feed(first: 51) { edges { cursor } } }').message).toBe('"first" may be at most 50 on Query.feed.');
    expect(refusal('query($n: Int) { feed(first: $n) { edges { cursor } } }', { n: 10_000 }).message).toBe('"first" may be at most 50 on Query.feed.');
    expect(refusal('{ post(id: "1") { comments(first: 101) { edges { cursor } } } }').message).toBe('"first" may be at most 100 on Post.comments.');
    expect(refusal('{ conversations(first: 1) { edges { node { messages(last: 1000) { edges { cursor } } } } } }').message).toBe(
      '"last" may be at most 100 on Conversation.messages.',
    );
    expect(measureOperation(schema, parse('{ feed(first: 50) { edges { cursor } } }')).fields).toBe(1 + 50 * 2);
  });

  it('counts fields with the page sizes and list lengths asked for (default page when none)', () => {
    expect(measureOperation(schema, parse('{ feed { edges { node { id title } } } }')).fields).toBe(1 + 20 * 4);
    expect(measureOperation(schema, parse(NODES), null, { ids: ids(3) }).fields).toBe(1 + 3);
    const deep = 'query($ids: [ID!]!) { nodes(ids: $ids) { ... on Post { comments(first: 100) { edges { node { id } } } } } }';
    expect(measureOperation(schema, parse(deep), null, { ids: ids(2) }).fields).toBe(1 + 2 * (1 + 100 * 3));
    expect(refusal(deep, { ids: ids(100) }).message).toBe(operationLimitMessages.tooLarge(requestLimits.resolvedFields));
  });

  it('counts a fragment once however often it is spread, so a doubling chain is measured at once', () => {
    const levels = 40;
    const fragments = Array.from({ length: levels }, (_, i) => `fragment F${i + 1} on Query { ...F${i} ...F${i} }`).join('\n');
    const document = `query { ...F${levels} }\nfragment F0 on Query { viewer { id } }\n${fragments}`;
    expect(refusal(document).message).toBe(operationLimitMessages.tooLarge(requestLimits.resolvedFields));
    const small = `query { ...F3 }\nfragment F0 on Query { viewer { id } }\n${fragments}`;
    expect(measureOperation(schema, parse(small)).fields).toBe(8 * 2);
  });
});

describe('useQueryDeadline', () => {
  const DEADLINE_MS = 50;

  function deadlineServer() {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const calls = { after: 0 };
    let writing: () => void = () => undefined;
    const writeStarted = new Promise<void>((resolve) => (writing = resolve));
    const yoga = createYoga({
      schema: createSchema({
        typeDefs: 'type Query { slow: Slow } type Slow { after: String } type Mutation { write: String }',
        resolvers: {
          // Answers only when the test releases it, long after the deadline.
          Query: { slow: () => released.then(() => ({})) },
          Slow: { after: () => (calls.after += 1, 'ran') },
          Mutation: {
            write: () => {
              writing();
              return released.then(() => 'written');
            },
          },
        },
      }),
      maskedErrors: false,
      plugins: [useQueryDeadline(DEADLINE_MS)],
    });
    const post = async (query: string) => {
      const response = await yoga.fetch('http://test/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
      return (await response.json()) as { data?: unknown; errors?: { message: string }[] };
    };
    return { post, release, calls, writeStarted };
  }

  it('answers a query still running at the deadline with an error, and starts no resolver after it', async () => {
    const server = deadlineServer();
    const result = await server.post('{ slow { after } }');
    expect(result.errors?.[0]?.message).toBe(operationLimitMessages.deadline);
    server.release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(server.calls.after).toBe(0);
  });

  it('lets a mutation finish (its write may already be committed)', async () => {
    const server = deadlineServer();
    const pending = server.post('mutation { write }');
    await server.writeStarted;
    // A query started after it has passed its deadline, so the mutation has passed its own.
    expect((await server.post('{ slow { after } }')).errors?.[0]?.message).toBe(operationLimitMessages.deadline);
    server.release();
    expect(await pending).toEqual({ data: { write: 'written' } });
  });
});
