// PostgreSQL unreachable: the app reaches its database through a TCP proxy the test cuts
// (the real server keeps running for the other test files). While it is cut, requests answer
// 503 with Retry-After, never 500, and nothing is half-written; once it is back the same write
// succeeds. Needs TEST_DATABASE_URL (skipped on the embedded database, which lives inside the
// process and cannot become unreachable on its own: docs/decisions.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { useTestServer } from './helpers/server.ts';
import { startTcpProxy, type TcpProxy } from './helpers/tcpProxy.ts';
import { member, postBody, type Member } from './helpers/content.ts';
import { closeWsClients, connectWs, subscribe } from './helpers/ws.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const UNAVAILABLE = 'Service temporarily unavailable. Please try again later.';

let proxy: TcpProxy;
let databaseName: string;
let proxiedUrl: string;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!adminUrl)('PostgreSQL unreachable (needs TEST_DATABASE_URL)', () => {
  beforeAll(async () => {
    const target = new URL(adminUrl!);
    proxy = await startTcpProxy(Number(target.port || 5432), target.hostname);
    databaseName = `t_outage_${randomBytes(5).toString('hex')}`;
    await admin((c) => c.query(`CREATE DATABASE "${databaseName}"`));
    const proxied = new URL(adminUrl!);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    proxied.pathname = `/${databaseName}`;
    proxiedUrl = proxied.toString();
  });
  // After hooks run in reverse order: the WebSockets close and the proxy passes again, the server
  // stops, then the proxy closes and the database goes.
  afterAll(async () => {
    await proxy?.close();
    if (databaseName) await admin((c) => c.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`));
  });
  const server = useTestServer(() => ({ DATABASE_URL: proxiedUrl }));
  afterAll(async () => {
    await closeWsClients();
    proxy?.restore();
  });

  /** Rows of posts with this title, read directly (not through the proxy or the app). */
  async function postsTitled(title: string): Promise<number> {
    const url = new URL(adminUrl!);
    url.pathname = `/${databaseName}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return (await client.query('SELECT id FROM "Post" WHERE title = $1', [title])).rowCount ?? 0;
    } finally {
      await client.end();
    }
  }

  let author: Member;

  it('writes answer 503 with Retry-After on both transports while the database is cut, and succeed once it is back', async () => {
    author = await member(server);
    const cutBody = postBody();
    proxy.cut();
    try {
      const rest = await server.api('POST', '/posts', cutBody, { token: author.token });
      expect(rest.status, rest.text).toBe(503);
      expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(rest.body).toEqual({ error: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE });

      const gql = await server.gql(
        'mutation($input: CreatePostInput!) { createPost(input: $input) { post { id } } }',
        { input: { title: `${String(cutBody.title)} (graphql)`, content: cutBody.content } },
        author.token,
      );
      expect(gql.status, gql.text).toBe(503);
      expect(Number(gql.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(gql.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([['SERVICE_UNAVAILABLE', UNAVAILABLE]]);
      expect(gql.text).not.toContain('originalError');

      // Reads too, signed in or not.
      // As the web client asks (it retries queries on 503).
      const feed = await server.gql('{ feed(first: 5) { edges { node { id } } } }', {}, { headers: { accept: 'application/graphql-response+json, application/json' } });
      expect(feed.status, feed.text).toBe(503);
      expect(feed.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      const list = await server.api('GET', '/posts');
      expect(list.status, list.text).toBe(503);

      // A new subscription fails as one operation; the socket (and its other operations) stays.
      const ws = connectWs(server, author.token);
      const refused = subscribe(ws, 'subscription { unreadCountsChanged { messages } }');
      const answer = await refused.next();
      expect(answer.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([['SERVICE_UNAVAILABLE', UNAVAILABLE]]);

      const health = await server.raw('GET', '/healthz');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ status: 'degraded', database: 'down' });
    } finally {
      proxy.restore();
    }

    // Nothing of the refused writes was stored.
    expect(await postsTitled(String(cutBody.title))).toBe(0);
    expect(await postsTitled(`${String(cutBody.title)} (graphql)`)).toBe(0);

    // Back: the same write now goes through (the pool reconnects by itself).
    const again = await server.api('POST', '/posts', cutBody, { token: author.token });
    expect(again.status, again.text).toBe(201);
    expect(await postsTitled(String(cutBody.title))).toBe(1);
    const health = await server.raw('GET', '/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', database: 'ok' });
  });
});
