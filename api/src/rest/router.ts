// The /api transport: JSON in, JSON out, DomainError → status + { error, message }.
import type { IncomingMessage, ServerResponse } from 'node:http';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import type { Ctx, Services } from '../context.ts';
import { DomainError } from '../lib/errors.ts';
import { toDomainError } from '../lib/outages.ts';
import { assertStorableText } from '../lib/inputText.ts';
import { createRequestContext } from '../domain/auth/session.ts';
import { admitAccessTokenRequest } from '../domain/accessTokens/requestRules.ts';
import { requestLimits } from '../lib/requestLimits.ts';
import { clientIp } from '../lib/clientIp.ts';
import { encodeJsonBody, varyWith } from '../lib/compression.ts';

export interface RestRequest {
  params: Record<string, string | undefined>;
  query: URLSearchParams;
  // Untrusted JSON: every domain function validates what it reads.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: Record<string, any>;
}
export type Handler = (ctx: Ctx, request: RestRequest) => Promise<{ status?: number; body: unknown }>;
export type Route = [method: HTTPMethod | HTTPMethod[], path: string, handler: Handler];

/** Sends a JSON answer, brotli- or gzip-compressed when the client accepts it and it is over a kilobyte. */
async function send(req: IncomingMessage, res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const encoded = await encodeJsonBody(JSON.stringify(body), req.headers['accept-encoding']);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': encoded.length,
    ...encoded.headers,
    vary: varyWith(res.getHeader('vary'), 'Accept-Encoding'),
    ...headers,
  });
  res.end(encoded.body);
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  if (req.method === 'GET' || req.method === 'HEAD') return {};
  // The same limit and answer as /graphql (yoga's maxRequestBodySize): declared sizes are refused
  // unread, chunked bodies are cut as they stream.
  const tooLarge = () => new DomainError('REQUEST_ENTITY_TOO_LARGE', 'Request body too large');
  if (Number(req.headers['content-length'] ?? 0) > requestLimits.bodyBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > requestLimits.bodyBytes) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  const raw = Buffer.concat(chunks);
  // Form bodies (RFC 8058: a mail provider's one-click unsubscribe posts
  // `List-Unsubscribe=One-Click` as a form): their fields as strings.
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
  if (type.startsWith('multipart/form-data')) {
    try {
      const form = await new Response(raw, { headers: { 'content-type': String(req.headers['content-type']) } }).formData();
      return Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    } catch {
      throw new DomainError('BAD_USER_INPUT', 'Request body is not a valid form');
    }
  }
  const text = raw.toString('utf8').trim();
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new DomainError('BAD_USER_INPUT', 'Request body is not valid JSON');
  }
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  throw new DomainError('BAD_USER_INPUT', 'Request body must be a JSON object');
}

export function createRestRouter(services: Services, routes: Route[]) {
  const router = FindMyWay({
    ignoreTrailingSlash: true,
    caseSensitive: true,
    defaultRoute: (req, res) => void send(req, res, 404, { error: 'NOT_FOUND', message: 'Not found' }),
  });
  for (const [method, path, handler] of routes) {
    router.on(method, `/api${path}`, (req, res, params) => {
      void run(handler, req, res, params);
    });
  }

  async function run(handler: Handler, req: IncomingMessage, res: ServerResponse, params: Record<string, string | undefined>) {
    try {
      const url = new URL(req.url ?? '/', 'http://local');
      const body = await readJson(req);
      // Every string of the request, once, before any handler reads one.
      assertStorableText([params, [...url.searchParams], body]);
      const ctx = await createRequestContext(services, {
        authorization: req.headers.authorization,
        ip: clientIp(req, services.config.trustProxy),
        deviceId: typeof req.headers['x-device-id'] === 'string' ? req.headers['x-device-id'] : null,
      });
      await admitAccessTokenRequest(ctx, { writes: req.method !== 'GET' && req.method !== 'HEAD' });
      const result = await handler(ctx, { params, query: url.searchParams, body });
      await send(req, res, result.status ?? 200, result.body);
    } catch (caught) {
      const error = toDomainError(caught);
      if (error) {
        if (error !== caught) services.log.warn({ err: caught, url: req.url }, 'REST request failed: a backing service is unreachable');
        const { retryAfterSeconds, ...details } = error.details ?? {};
        await send(
          req,
          res,
          error.status,
          { error: error.code, message: error.message, ...details },
          retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {},
        );
        return;
      }
      services.log.error({ err: caught, url: req.url }, 'REST handler failed');
      await send(req, res, 500, { error: 'INTERNAL', message: 'Something went wrong. Please try again.' });
    }
  }

  return (req: IncomingMessage, res: ServerResponse) => router.lookup(req, res);
}
