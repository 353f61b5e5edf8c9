// The compiled executor on a small schema: compiled and graphql-js answers alike, documents kept
// in a bounded cache, and a document the compiler refuses runs on graphql-js.
import { describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { compileQuery } from 'graphql-jit';
import { createCompiledExecution, type CompiledExecutionOptions } from './compiledExecution.ts';

const schema = createSchema({
  typeDefs: /* GraphQL */ `
    type Query { item(id: Int!): Item! items: [Item!]! broken: Item! }
    type Item { id: Int! label: String! parent: Item }
  `,
  resolvers: {
    Query: {
      item: (_root: unknown, { id }: { id: number }) => ({ id, label: `item ${id}` }),
      items: () => [1, 2, 3].map((id) => ({ id, label: `item ${id}` })),
      broken: () => ({ id: 1, label: null }),
    },
    Item: { parent: (item: { id: number }) => (item.id > 1 ? { id: item.id - 1, label: `item ${item.id - 1}` } : null) },
  },
});

function server(options: CompiledExecutionOptions = {}) {
  const executor = createCompiledExecution(options);
  const yoga = createYoga({ schema, plugins: [executor.plugin()], maskedErrors: false, logging: false });
  const post = async (query: string, variables?: Record<string, unknown>) => {
    const res = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    return res.text();
  };
  /** The answer compiled, then with the executor off. */
  const bothWays = async (query: string, variables?: Record<string, unknown>) => {
    const compiled = await post(query, variables);
    executor.enabled = false;
    const interpreted = await post(query, variables);
    executor.enabled = true;
    return { compiled, interpreted };
  };
  return { executor, post, bothWays };
}

describe('createCompiledExecution', () => {
  it('answers as graphql-js does, errors and null bubbling included', async () => {
    const { executor, bothWays } = server();
    for (const [query, variables] of [
      ['query ($id: Int!) { item(id: $id) { id label parent { id parent { id } } } }', { id: 3 }],
      ['{ items { id label } }', undefined],
      ['{ items { id } broken { id label } }', undefined],
      ['query ($id: Int!) { item(id: $id) { id } }', { id: 'three' }],
    ] as const) {
      const { compiled, interpreted } = await bothWays(query, variables);
      expect(compiled, query).toBe(interpreted);
    }
    expect(executor.stats.compiled).toBe(4);
    expect(executor.stats.interpreted).toBe(4);
  });

  it('keeps at most maxDocuments documents, the least recently used going first', () => {
    const { executor } = server({ maxDocuments: 2 });
    const [a, b, c] = ['{ items { id } }', '{ items { label } }', '{ broken { id } }'].map((text) => parse(text));
    for (const document of [a!, b!, a!, c!]) expect(executor.modeOf(schema, document)).toBe('compiled');
    expect(executor.size).toBe(2);
  });

  it('runs a document the compiler refuses on graphql-js, and says so once', async () => {
    const failures: unknown[] = [];
    const refusing: typeof compileQuery = () => ({ errors: [new Error('cannot compile this') as never] });
    const { executor, post } = server({ compile: refusing, onCompileFailure: (error) => failures.push(error) });
    const query = '{ items { id } }';
    expect(await post(query)).toBe('{"data":{"items":[{"id":1},{"id":2},{"id":3}]}}');
    expect(await post(query)).toBe('{"data":{"items":[{"id":1},{"id":2},{"id":3}]}}');
    expect(executor.stats).toEqual({ compiled: 0, interpreted: 2, fallbacks: 2 });
    expect(failures).toHaveLength(1);
  });
});
