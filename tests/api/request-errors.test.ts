// Issue 28, items 1, 2, 6 and 8, on a production server: a request the client got wrong (its
// variables, the document limits) is the client's error, answered with graphql-js's or the
// limit's own message and a code, logged at most at debug; production hides every suggestion;
// a WebSocket's connection_init with an authorization that is not `Bearer <token>` is refused.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { useTestServer } from './helpers/server.ts';
import { member, type Member } from './helpers/content.ts';
import { closeWsClients, connectWs, execute, withTimeout, wsUrl } from './helpers/ws.ts';
import { documentLimits } from '../../api/src/lib/requestLimits.ts';
import { timeouts } from '../timeouts.ts';

const server = useTestServer({ NODE_ENV: 'production' });
let viewer: Member;

beforeAll(async () => {
  viewer = await member(server);
});

afterAll(async () => {
  await closeWsClients();
});

/** What the server logged at warn or above while `run` ran. */
async function loudLogs<T>(run: () => Promise<T>): Promise<{ result: T; lines: unknown[][] }> {
  const log = server.app.services.log;
  const lines: unknown[][] = [];
  const spies = (['warn', 'error', 'fatal'] as const).map((level) => vi.spyOn(log, level).mockImplementation(((...args: unknown[]) => void lines.push([level, ...args])) as never));
  try {
    return { result: await run(), lines };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

const FEED_FIRST = 'query($first: Int) { feed(first: $first) { edges { cursor } } }';
const FEED_SORT = 'query($sort: FeedSort) { feed(sort: $sort) { edges { cursor } } }';
const NODE = 'query($id: ID!) { node(id: $id) { id } }';
const VOTE = 'mutation($input: VotePostInput!) { votePost(input: $input) { post { id } } }';

/** Variables that do not fit the operation, and graphql-js's own message for each. */
const badVariables: { what: string; query: string; variables: Record<string, unknown>; message: RegExp }[] = [
  { what: 'a string for an Int', query: FEED_FIRST, variables: { first: 'ten' }, message: /^Variable "\$first" got invalid value "ten"; Int cannot represent non-integer value: "ten"$/ },
  { what: 'an unknown enum value', query: FEED_SORT, variables: { sort: 'POPULARR' }, message: /^Variable "\$sort" got invalid value "POPULARR"; Value "POPULARR" does not exist in "FeedSort" enum\.$/ },
  { what: 'a list for a scalar', query: FEED_FIRST, variables: { first: [1, 2] }, message: /^Variable "\$first" got invalid value \[1, 2\]; Int cannot represent non-integer value: \[1, 2\]$/ },
  { what: 'an object for an ID', query: NODE, variables: { id: { id: 1 } }, message: /^Variable "\$id" got invalid value \{ id: 1 \}; ID cannot represent value: \{ id: 1 \}$/ },
  { what: 'a missing variable', query: NODE, variables: {}, message: /^Variable "\$id" of required type "ID!" was not provided\.$/ },
  { what: 'an unknown input field', query: VOTE, variables: { input: { postId: 'x', vote: 'UP', extra: 1 } }, message: /^Variable "\$input" got invalid value .*; Field "extra" is not defined by type "VotePostInput"\.$/ },
  { what: 'a missing input field', query: VOTE, variables: { input: { vote: 'UP' } }, message: /^Variable "\$input" got invalid value .*; Field "postId" of required type "ID!" was not provided\.$/ },
];

describe('variables that do not fit: 400 BAD_USER_INPUT with graphql-js\'s message, logged at most at debug', () => {
  for (const { what, query, variables, message } of badVariables) {
    it(`over HTTP: ${what}`, async () => {
      const { result: res, lines } = await loudLogs(() => server.gql(query, variables, viewer.token));
      expect(res.status, res.text).toBe(400);
      expect(res.errors, res.text).toHaveLength(1);
      expect(res.errors![0]!.message).toMatch(message);
      expect(res.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(res.text).not.toMatch(/INTERNAL|Unexpected error|Did you mean/);
      expect(lines).toEqual([]);
    });
  }

  it('over WebSocket, every one of them', async () => {
    const client = connectWs(server, viewer.token);
    const { result: answers, lines } = await loudLogs(async () => {
      const all = [];
      for (const { query, variables } of badVariables) all.push(await execute(client, query, variables));
      return all;
    });
    answers.forEach((answer, i) => {
      expect(answer.errors, JSON.stringify(answer)).toHaveLength(1);
      expect(answer.errors![0]).toMatchObject({ message: expect.stringMatching(badVariables[i]!.message), extensions: { code: 'BAD_USER_INPUT' } });
    });
    expect(lines).toEqual([]);
  });
});

describe('document limits: a code and their own message', () => {
  const deep = `{ community(slug: "x") { ${'posts { edges { node { community { '.repeat(3)}id${' } } } }'.repeat(3)} } }`;
  const aliases = `{ ${Array.from({ length: documentLimits.aliases + 1 }, (_, i) => `a${i}: viewer { id }`).join(' ')} }`;
  const tokens = `{ ${'__typename '.repeat(documentLimits.tokens + 1)}}`;
  const costly = `{ ${Array.from({ length: 30 }, (_, i) => `f${i}: feed(first: 100) { edges { node { comments(first: 100) { edges { node { id } } } } } }`).join(' ')} }`;
  const cases = [
    { what: 'depth', query: deep, message: /^Query depth limit of 12 exceeded, found \d+\.$/ },
    { what: 'aliases', query: aliases, message: /^Aliases limit of 30 exceeded, found 31\.$/ },
    { what: 'tokens', query: tokens, message: /^Token limit of 3000 exceeded\.$/ },
    { what: 'cost', query: costly, message: /^Query Cost limit of 150000 exceeded, found [\d.]+\.$/ },
  ];
  for (const { what, query, message } of cases) {
    it(`${what}, over HTTP and WebSocket`, async () => {
      const res = await server.gql(query);
      expect(res.errors, res.text).toHaveLength(1);
      expect(res.errors![0]).toMatchObject({ message: expect.stringMatching(message), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
      const answer = await execute(connectWs(server), query);
      expect(answer.errors?.[0]).toMatchObject({ message: expect.stringMatching(message), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    });
  }
});

describe('production hides every suggestion', () => {
  it('unknown enum values and fields, in literals and variables, over HTTP and WebSocket', async () => {
    const queries: [string, Record<string, unknown>?][] = [
      ['{ feed(sort: POPULARR) { edges { cursor } } }'],
      ['{ feed { edgez { cursor } } }'],
      [FEED_SORT, { sort: 'POPULARR' }],
      ['{ feed(sortt: POPULAR) { edges { cursor } } }'],
    ];
    const client = connectWs(server);
    for (const [query, variables] of queries) {
      const res = await server.gql(query, variables);
      expect(res.errors?.length, res.text).toBeGreaterThan(0);
      expect(res.text).not.toMatch(/Did you mean|POPULAR"|edges"|sort"/);
      const answer = await execute(client, query, variables);
      expect(answer.errors?.length, JSON.stringify(answer)).toBeGreaterThan(0);
      expect(JSON.stringify(answer)).not.toMatch(/Did you mean|POPULAR"|edges"|sort"/);
    }
  });
});

describe('an authorization that is not "Bearer <token>"', () => {
  /** Opens a socket with these connectionParams and resolves with its close code, or 'open'. */
  function connectWith(connectionParams: Record<string, unknown>): Promise<number | 'open'> {
    return new Promise((resolve) => {
      const client = createClient({
        url: wsUrl(server),
        webSocketImpl: WebSocket,
        connectionParams,
        retryAttempts: 0,
        lazy: false,
        onNonLazyError: () => undefined,
        on: {
          connected: () => {
            resolve('open');
            void client.dispose();
          },
          closed: (event) => resolve((event as { code: number }).code),
        },
      });
    });
  }

  it('is refused at connection_init with 4403, like a bad token; none or a good token connects', async () => {
    for (const authorization of [viewer.token, `Token ${viewer.token}`, 'Basic dXNlcjpwYXNz', 42, { token: viewer.token }, ['Bearer', viewer.token]]) {
      expect(await withTimeout(connectWith({ authorization }), timeouts.event, 'the connection')).toBe(4403);
    }
    expect(await withTimeout(connectWith({}), timeouts.event, 'the connection')).toBe('open');
    expect(await withTimeout(connectWith({ authorization: `Bearer ${viewer.token}` }), timeouts.event, 'the connection')).toBe('open');
  });

  // Over HTTP: tests/api/polls.test.ts (a featured-poll vote is refused, not taken as a guest's).
});
