// What one request may send and ask for (lib/requestLimits.ts): list arguments, page sizes and
// the fields an operation resolves, counted with its variables and refused before any SQL runs;
// the body size on HTTP and WebSocket; PostgreSQL's statement timeout.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { useTestServer } from './helpers/server.ts';
import { gid, member, uniqueTitle } from './helpers/content.ts';
import { wsUrl, withTimeout } from './helpers/ws.ts';
import { requestLimits } from '../../api/src/lib/requestLimits.ts';

const server = useTestServer();

const JSON_TYPE = { 'content-type': 'application/json' };
const ids = (count: number) => Array.from({ length: count }, (_, i) => gid('Post', i + 1));
const NODES = 'query Nodes($ids: [ID!]!) { nodes(ids: $ids) { id ... on Post { title } } }';

function expectBadInput(res: { status: number; errors?: { message: string; extensions?: { code?: string } }[]; data?: unknown }, message: string) {
  expect(res.status).toBe(400);
  expect(res.errors?.[0]?.message).toBe(message);
  expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(res.data ?? null).toBeNull();
}

/** Runs `send` and returns its answer with the number of SQL statements sent meanwhile. */
async function counting<T>(send: () => Promise<T>): Promise<{ res: T; statements: number }> {
  const before = server.app.statements.count;
  const res = await send();
  return { res, statements: server.app.statements.count - before };
}

describe('list arguments', () => {
  it(`nodes takes at most ${requestLimits.listItems} ids`, async () => {
    expect((await server.gql(NODES, { ids: ids(100) })).errors).toBeUndefined();
    expectBadInput(await server.gql(NODES, { ids: ids(101) }), 'At most 100 ids per request.');
    expectBadInput(await server.gql(`{ nodes(ids: ${JSON.stringify(ids(101))}) { id } }`), 'At most 100 ids per request.');
  });

  it('the ids of every nodes field in the operation count together', async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `n${i}: nodes(ids: $ids) { id }`).join(' ');
    const { res, statements } = await counting(() => server.gql(`query Aliased($ids: [ID!]!) { ${aliases} }`, { ids: ids(100) }));
    expectBadInput(res, 'At most 100 ids per request.');
    expect(statements).toBe(0);
  });

  it('5,000 ids in variables are refused before any SQL runs', async () => {
    const { res, statements } = await counting(() => server.gql(NODES, { ids: ids(5000) }));
    expectBadInput(res, 'At most 100 ids per request.');
    expect(statements).toBe(0);
  });
});

describe('page sizes', () => {
  it.each([
    ['feed', '{ feed(first: 10000) { edges { cursor } } }', '"first" may be at most 50 on Query.feed.'],
    ['Post.comments', `{ post(id: "1") { comments(first: 10000) { edges { cursor } } } }`, '"first" may be at most 100 on Post.comments.'],
    ['notifications', '{ notifications(last: 10000) { edges { cursor } } }', '"last" may be at most 100 on Query.notifications.'],
  ])('first/last: 10000 on %s is refused', async (_name, query, message) => {
    const { res, statements } = await counting(() => server.gql(query));
    expectBadInput(res, message);
    expect(statements).toBe(0);
  });

  it('a page size in variables is held to the same limit', async () => {
    const query = 'query Feed($n: Int) { trendingPosts(first: $n) { edges { cursor } } }';
    expect((await server.gql(query, { n: 20 })).errors).toBeUndefined();
    expectBadInput(await server.gql(query, { n: 10_000 }), '"first" may be at most 20 on Query.trendingPosts.');
  });
});

describe('fields resolved', () => {
  it('nested pages multiply: 100 posts by id with 100 comments each is refused', async () => {
    const query = 'query Deep($ids: [ID!]!) { nodes(ids: $ids) { ... on Post { comments(first: 100) { edges { node { id body: contentText } } } } } }';
    const { res, statements } = await counting(() => server.gql(query, { ids: ids(100) }));
    expectBadInput(res, `This request asks for too much at once (more than ${requestLimits.resolvedFields} fields). Ask for fewer items or smaller pages.`);
    expect(statements).toBe(0);
    expect((await server.gql(query, { ids: ids(2) })).errors).toBeUndefined();
  });
});

describe('body size', () => {
  const oversized = () => JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(requestLimits.bodyBytes) } });

  it('an HTTP body over the limit answers 413 with a JSON error', async () => {
    const res = await server.raw('POST', '/graphql', { body: oversized(), headers: JSON_TYPE });
    expect(res.status).toBe(413);
    expect(res.body.errors[0]).toMatchObject({ message: 'Request body too large', extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } });
  });

  it('a chunked body without Content-Length is cut at the limit too', async () => {
    const body = Buffer.from(oversized());
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(`${server.url}/graphql`, { method: 'POST', headers: JSON_TYPE }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      });
      // The server may answer and close before the whole body is written.
      req.on('error', () => undefined);
      expect(req.getHeader('content-length')).toBeUndefined();
      const chunk = 64 * 1024;
      for (let offset = 0; offset < body.length; offset += chunk) req.write(body.subarray(offset, offset + chunk));
      req.end();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text).errors[0].extensions.code).toBe('REQUEST_ENTITY_TOO_LARGE');
  });

  it('a REST body over the limit answers 413 with the same code', async () => {
    const res = await server.raw('POST', '/api/auth/login', { body: oversized(), headers: JSON_TYPE });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: 'REQUEST_ENTITY_TOO_LARGE', message: 'Request body too large' });
  });

  it('the largest real request, a post of the longest content sent as \\u escapes, fits', async () => {
    const author = await member(server);
    // 2,000 rich-text nodes (the most a document may have) holding 40,000 characters.
    const leaf = { text: 'é'.repeat(40), bold: true, italic: true, underline: true, code: true, strikethrough: true };
    const content = Array.from({ length: 1000 }, () => ({ type: 'paragraph', children: [leaf] }));
    const body = JSON.stringify({
      query: 'mutation Create($input: CreatePostInput!) { createPost(input: $input) { post { id contentText } } }',
      variables: { input: { title: uniqueTitle(), content } },
    }).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    expect(body.length).toBeGreaterThan(350_000);
    const res = await server.raw('POST', '/graphql', { body, headers: { ...JSON_TYPE, authorization: `Bearer ${author.token}` } });
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.createPost.post.contentText).toContain('é'.repeat(40));
  });

  it('a WebSocket message over the limit closes the connection with 1009', async () => {
    const socket = new WebSocket(wsUrl(server), 'graphql-transport-ws');
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.on('error', () => undefined);
    await withTimeout(new Promise((resolve) => socket.once('open', resolve)), undefined, 'WebSocket open');
    socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
    await withTimeout(new Promise((resolve) => socket.once('message', resolve)), undefined, 'connection_ack');
    socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: `{ __typename } # ${'x'.repeat(requestLimits.bodyBytes)}` } }));
    expect(await withTimeout(closed, undefined, 'close')).toBe(1009);
  });
});

describe('database time', () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('PostgreSQL connections carry the statement timeout', async () => {
    const rows = await server.app.db.$queryRawUnsafe<{ statement_timeout: string }[]>('SHOW statement_timeout');
    expect(rows[0]?.statement_timeout).toBe(`${requestLimits.statementTimeoutMs / 1000}s`);
  });
});
