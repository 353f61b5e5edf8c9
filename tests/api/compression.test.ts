// Response compression (issue 11): JSON answers of /graphql and /api above a kilobyte go brotli-
// or gzip-compressed as the request's Accept-Encoding allows (q-values honoured), as they are
// without it, always with Vary: Accept-Encoding; small answers are never compressed. Requests
// are made with node:http so nothing decompresses or adds an Accept-Encoding behind the test.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/server.ts';
import { member } from './helpers/content.ts';
import { createPost } from '../fixtures/factories.ts';
import { COMPRESS_MIN_BYTES } from '../../api/src/lib/compression.ts';

const server = useTestServer();

beforeAll(async () => {
  const author = await member(server);
  // Enough posts for a feed page well over a kilobyte.
  for (let i = 0; i < 8; i++) {
    await createPost(server.app.db, { author, title: `Compressed post ${i}`, body: `Shift notes ${i}. `.repeat(40) });
  }
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  raw: Buffer;
}

function raw(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string): Promise<RawResponse> {
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers: body ? { 'content-type': 'application/json', ...headers } : headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The JSON of a response, decoded as its Content-Encoding says. */
function decoded(res: RawResponse): unknown {
  const encoding = res.headers['content-encoding'];
  const text = (encoding === 'br' ? brotliDecompressSync(res.raw) : encoding === 'gzip' ? gunzipSync(res.raw) : res.raw).toString('utf8');
  return JSON.parse(text);
}

const FEED = JSON.stringify({ query: '{ feed(first: 20) { edges { node { id title excerpt author { username } } } } }' });
const SMALL = JSON.stringify({ query: '{ __typename }' });
const graphql = (headers: Record<string, string>, body = FEED) => raw('POST', '/graphql', headers, body);
const rest = (headers: Record<string, string>, path = '/api/posts') => raw('GET', path, headers);

describe.each([
  ['/graphql', graphql],
  ['/api', rest],
] as const)('%s', (_path, call) => {
  it('answers uncompressed without Accept-Encoding, with Vary and the exact length', async () => {
    const res = await call({});
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    // CORS's Vary: Origin is kept beside it (caches must key on both).
    expect(String(res.headers.vary)).toMatch(/origin/i);
    expect(res.raw.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    if (res.headers['content-length']) expect(Number(res.headers['content-length'])).toBe(res.raw.length);
    expect(decoded(res)).toBeTruthy();
  });

  it('answers brotli when accepted (preferred over gzip), gzip when only gzip is, the same JSON each time', async () => {
    const plain = decoded(await call({}));
    const br = await call({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(br.headers.vary)).toMatch(/origin/i);
    expect(decoded(br)).toEqual(plain);
    const gz = await call({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toEqual(plain);
    // Compressed is smaller, and Content-Length (when sent) counts the bytes on the wire.
    const identity = await call({});
    expect(br.raw.length).toBeLessThan(identity.raw.length / 2);
    if (br.headers['content-length']) expect(Number(br.headers['content-length'])).toBe(br.raw.length);
  });

  it('honours q-values: q=0 refuses a coding, identity only or an unknown coding gets none', async () => {
    expect((await call({ 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await call({ 'accept-encoding': 'br;q=0.5, gzip;q=0.8' })).headers['content-encoding']).toBe('gzip');
    expect((await call({ 'accept-encoding': '*;q=0' })).headers['content-encoding']).toBeUndefined();
    expect((await call({ 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
    expect((await call({ 'accept-encoding': 'deflate' })).headers['content-encoding']).toBeUndefined();
    expect((await call({ 'accept-encoding': '*' })).headers['content-encoding']).toBe('br');
  });
});

it('leaves answers under a kilobyte uncompressed on both paths', async () => {
  const small = await graphql({ 'accept-encoding': 'br, gzip' }, SMALL);
  expect(small.status).toBe(200);
  expect(small.raw.length).toBeLessThan(COMPRESS_MIN_BYTES);
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(decoded(small)).toEqual({ data: { __typename: 'Query' } });
  const notFound = await rest({ 'accept-encoding': 'br, gzip' }, '/api/no-such-route');
  expect(notFound.status).toBe(404);
  expect(notFound.headers['content-encoding']).toBeUndefined();
  expect(decoded(notFound)).toMatchObject({ error: 'NOT_FOUND' });
});

