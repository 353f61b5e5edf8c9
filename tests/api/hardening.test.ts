// Hardening (issue 8, items 5, 7 and 8), on a production server: bad input is 400 /
// BAD_USER_INPUT over GraphQL (HTTP and WebSocket) and REST, never a 500 or INTERNAL; CORS only
// for the configured origins; no field suggestions, a CSP whose connect-src is the site's own
// host, and no source maps served. Introspection stays on for third-party tools.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { useTestServer } from './helpers/server.ts';
import { expectError, gid, gqlData, member, postBody, type Member } from './helpers/content.ts';
import { closeWsClients, connectWs, execute } from './helpers/ws.ts';
import { createPost } from '../fixtures/factories.ts';
import type { GraphQLResponse } from '../fixtures/http.ts';
import { malformedTextMessage } from '../../api/src/lib/inputText.ts';
import { idMessages } from '../../api/src/lib/ids.ts';

const PUBLIC_HOST = 'commons.example.org';
const TOOL_ORIGIN = 'https://tools.example.org';
const OTHER_ORIGIN = 'https://evil.example';

let author: Member;

const server = useTestServer({ NODE_ENV: 'production', PUBLIC_URL: `https://${PUBLIC_HOST}`, CORS_ORIGINS: TOOL_ORIGIN });

beforeAll(async () => {
  author = await member(server);
});

afterAll(async () => {
  await closeWsClients();
});

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** The one error of a refused request: 400, BAD_USER_INPUT, the message, nothing internal. */
function expectBadInput(res: GraphQLResponse, message: string | RegExp, status = 400) {
  expect(res.status, res.text).toBe(status);
  expect(res.errors, res.text).toHaveLength(1);
  expect(res.errors![0]).toMatchObject({ message: expect.stringMatching(typeof message === 'string' ? `^${escape(message)}$` : message), extensions: { code: 'BAD_USER_INPUT' } });
  expect(res.text).not.toContain('INTERNAL');
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const NODE = 'query($id: ID!) { node(id: $id) { id } }';
const FEED = 'query($first: Int, $last: Int, $after: String, $search: String) { feed(first: $first, last: $last, after: $after, search: $search) { edges { cursor } } }';
const CREATE_POST = 'mutation($input: CreatePostInput!) { createPost(input: $input) { post { id title } } }';

describe('bad input over GraphQL answers BAD_USER_INPUT, never INTERNAL', () => {
  it('node(id) with an id that is not a global id of this API; a real one still works', async () => {
    for (const id of ['x', b64('Nope:1'), b64('PageInfo:1'), b64('Post:abc'), b64('Post:99999999999'), '']) {
      const res = await server.gql(NODE, { id });
      // node is nullable: the field is null, the operation itself answered.
      expectBadInput(res, idMessages.invalidId, 200);
      expect(res.data).toEqual({ node: null });
    }
    const post = await createPost(server.app.db, { author: author.id });
    expect(gqlData(await server.gql(NODE, { id: gid('Post', post.id) }))).toEqual({ node: { id: gid('Post', post.id) } });
  });

  it('nodes(ids) with a bad id, and mutation ids of the wrong kind', async () => {
    expectBadInput(await server.gql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [encodeGlobalID('User', author.id), b64('Nope:1')] }), idMessages.invalidId);
    const vote = await server.gql('mutation($id: ID!) { votePost(input: { postId: $id, vote: UP }) { post { id } } }', { id: 'x' }, author.token);
    expectBadInput(vote, 'Invalid Post id');
  });

  it('negative first or last, and cursors the API never wrote, on every connection', async () => {
    expectBadInput(await server.gql(FEED, { first: -1 }), '"first" must be zero or more.');
    expectBadInput(await server.gql('{ feed(last: -5) { edges { cursor } } }'), '"last" must be zero or more.');
    for (const after of ['garbage', b64('GPC:N:xx'), b64('GPC:N:99999999999'), b64('GPC:S:alice')]) {
      expectBadInput(await server.gql(FEED, { after }), idMessages.invalidCursor);
    }
    // A connection nested in a post (Prisma pages it inside the post's own query).
    const post = await createPost(server.app.db, { author: author.id });
    const nested = await server.gql('query($id: String!, $after: String) { post(id: $id) { comments(after: $after) { edges { cursor } } } }', { id: String(post.id), after: 'garbage' });
    expectBadInput(nested, idMessages.invalidCursor);
    // Pages by username still page (every connection's cursor is the row id).
    const users = 'query($q: String!, $after: String) { usersByUsername(query: $q, first: 1, after: $after) { edges { cursor node { username } } } }';
    const first = gqlData(await server.gql(users, { q: author.username!.slice(0, 4) }, author.token));
    const cursor = first.usersByUsername.edges[0].cursor;
    expect(gqlData(await server.gql(users, { q: author.username!.slice(0, 4), after: cursor }, author.token)).usersByUsername.edges).toBeInstanceOf(Array);
  });

  it('a NUL in search, as a variable or a literal', async () => {
    expectBadInput(await server.gql(FEED, { search: 'union\u0000meeting' }), malformedTextMessage);
    expectBadInput(await server.gql('{ feed(search: "union\\u0000meeting") { edges { cursor } } }'), malformedTextMessage);
  });

  it('a lone surrogate or a NUL in a post: refused, nothing written', async () => {
    const writer = await member(server);
    expectBadInput(await server.gql(CREATE_POST, { input: postBody({ title: 'Shift report \uD800 today' }) }, writer.token), malformedTextMessage);
    expectBadInput(await server.gql(CREATE_POST, { input: postBody({ content: [{ type: 'paragraph', children: [{ text: 'a\u0000b' }] }] }) }, writer.token), malformedTextMessage);
    expect(await server.app.db.post.count({ where: { authorId: writer.id } })).toBe(0);
  });

  it('over WebSocket too', async () => {
    const client = connectWs(server);
    const nul = await execute(client, FEED, { search: 'a\u0000b' });
    expect(nul.errors?.[0]).toMatchObject({ message: malformedTextMessage, extensions: { code: 'BAD_USER_INPUT' } });
    const cursor = await execute(client, FEED, { after: 'garbage' });
    expect(cursor.errors?.[0]).toMatchObject({ message: idMessages.invalidCursor, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('a body that is not JSON: 400 without the parser error', async () => {
    const res = await server.raw('POST', '/graphql', { body: '{bad json', headers: { 'content-type': 'application/json', accept: 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toBe('POST body sent invalid JSON.');
    expect(res.body.errors[0].extensions).not.toHaveProperty('originalError');
    expect(res.text).not.toMatch(/originalError|SyntaxError|position/);
  });
});

describe('bad input over REST answers 400, never 500', () => {
  it('a NUL in a query string or a path', async () => {
    expectError(await server.api('GET', '/posts?search=union%00meeting'), 400, 'BAD_USER_INPUT', malformedTextMessage);
    expectError(await server.api('GET', '/search/suggestions?q=%00'), 400, 'BAD_USER_INPUT', malformedTextMessage);
    expectError(await server.api('GET', '/posts/abc%00def'), 400, 'BAD_USER_INPUT', malformedTextMessage);
  });

  it('a lone surrogate or a NUL in a post: refused, nothing written', async () => {
    const writer = await member(server);
    expectError(await server.api('POST', '/posts', postBody({ title: 'Shift report \uD800 today' }), { token: writer.token }), 400, 'BAD_USER_INPUT', malformedTextMessage);
    expectError(await server.api('POST', '/posts', postBody({ content: 'Night shift\u0000 notes for everyone' }), { token: writer.token }), 400, 'BAD_USER_INPUT', malformedTextMessage);
    expectError(await server.api('POST', '/posts', { ...postBody(), ['ta\u0000gs']: [] }, { token: writer.token }), 400, 'BAD_USER_INPUT', malformedTextMessage);
    expect(await server.app.db.post.count({ where: { authorId: writer.id } })).toBe(0);
  });

  it('bad page and per_page', async () => {
    for (const query of ['page=-1', 'page=0', 'page=abc', 'page=99999999999999999999', 'page=1.5']) {
      expectError(await server.api('GET', `/posts?${query}`), 400, 'VALIDATION', 'page must be a whole number between 1 and 10000');
    }
    for (const query of ['per_page=0', 'per_page=abc', 'per_page=-20']) {
      expectError(await server.api('GET', `/posts?${query}`), 400, 'VALIDATION', /^per_page must be a whole number/);
    }
    expectError(await server.api('GET', '/posts/user/99999999999'), 400, 'VALIDATION', 'Invalid user id');
    // Within bounds: answered, and a per_page above 50 gives 50.
    const big = await server.api('GET', '/posts?page=2&per_page=500');
    expect(big.status).toBe(200);
    expect(big.body.pagination).toMatchObject({ page: 2, per_page: 50 });
  });

  it('a body that is not a JSON object', async () => {
    const raw = (body: string) => server.raw('POST', '/api/auth/login', { body, headers: { 'content-type': 'application/json' } });
    const bad = await raw('{bad json');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'BAD_USER_INPUT', message: 'Request body is not valid JSON' });
    expect((await raw('[1, 2]')).body).toEqual({ error: 'BAD_USER_INPUT', message: 'Request body must be a JSON object' });
  });
});

describe('CORS: only the configured origins', () => {
  const QUERY = JSON.stringify({ query: '{ featureFlags { badges } }' });
  const post = (path: string, origin?: string) =>
    server.raw('POST', path, { body: path === '/graphql' ? QUERY : '{}', headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) } });
  const preflight = (path: string, origin: string) =>
    server.raw('OPTIONS' as 'GET', path, { headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' } });
  const corsHeaders = (headers: Headers) => [...headers.keys()].filter((name) => name.startsWith('access-control-'));

  it('an allowed origin may read answers of /graphql and /api, without credentials', async () => {
    for (const path of ['/graphql', '/api/auth/validate-token']) {
      const res = await post(path, TOOL_ORIGIN);
      expect(res.headers.get('access-control-allow-origin'), path).toBe(TOOL_ORIGIN);
      expect(res.headers.get('access-control-allow-credentials'), path).toBeNull();
      expect(res.headers.get('vary'), path).toMatch(/origin/i);
    }
  });

  it('any other origin gets no Access-Control header; the same-origin web app needs none and keeps working', async () => {
    for (const path of ['/graphql', '/api/auth/validate-token']) {
      const res = await post(path, OTHER_ORIGIN);
      expect(res.status, path).toBe(200);
      expect(corsHeaders(res.headers), path).toEqual([]);
    }
    for (const origin of [`https://${PUBLIC_HOST}`, undefined]) {
      const res = await post('/graphql', origin);
      expect(res.status).toBe(200);
      expect(res.body.data.featureFlags).toBeDefined();
    }
  });

  it('preflights: granted to the allowed origin, not to others', async () => {
    for (const path of ['/graphql', '/api/posts']) {
      const granted = await preflight(path, TOOL_ORIGIN);
      expect(granted.status, path).toBe(204);
      expect(granted.headers.get('access-control-allow-origin'), path).toBe(TOOL_ORIGIN);
      expect(granted.headers.get('access-control-allow-methods'), path).toContain('POST');
      expect(granted.headers.get('access-control-allow-headers'), path).toMatch(/authorization/);
      expect(granted.headers.get('access-control-allow-headers'), path).toMatch(/content-type/);
      const refused = await preflight(path, OTHER_ORIGIN);
      expect(refused.status, path).toBe(204);
      expect(corsHeaders(refused.headers), path).toEqual([]);
    }
  });
});

describe('production', () => {
  it('hides field suggestions, and keeps introspection for third-party tools', async () => {
    const res = await server.gql('{ feeed { edges { cursor } } }');
    expect(res.errors?.[0]?.message).toMatch(/Cannot query field "feeed"/);
    expect(res.text).not.toMatch(/Did you mean/);
    const schema = await server.gql('{ __schema { queryType { name } } __type(name: "Post") { fields { name } } }');
    expect(schema.data.__schema.queryType.name).toBe('Query');
    expect(schema.data.__type.fields.map((f: { name: string }) => f.name)).toContain('title');
  });

  it("limits the CSP's connect-src to the site's own host, over ws and wss", async () => {
    for (const path of ['/healthz', '/graphql', '/']) {
      const csp = (await server.raw('GET', path)).headers.get('content-security-policy') ?? '';
      const connect = /connect-src ([^;]*)/.exec(csp)?.[1];
      expect(connect, path).toBe(`'self' ws://${PUBLIC_HOST} wss://${PUBLIC_HOST}`);
    }
  });

  it('serves no source maps', async () => {
    for (const path of ['/assets/index.js.map', '/index.js.map']) {
      const res = await server.raw('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual({ error: 'NOT_FOUND', message: 'Not found' });
    }
  });
});
