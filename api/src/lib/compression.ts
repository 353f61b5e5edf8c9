// Response compression for the JSON answers of /graphql and /api (the web app's files are
// compressed once, at build time: web/vite.config.ts, served by sirv). brotli or gzip as the
// request's Accept-Encoding allows (q-values honoured, brotli preferred at equal weight), only
// above COMPRESS_MIN_BYTES, and never for streams (subscriptions over SSE, incremental delivery)
// nor for the WebSocket (no permessage-deflate: realtime/websocket.ts).
import type { ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'graphql-yoga';

export type ContentEncoding = 'br' | 'gzip';

/** Smaller answers go as they are: below about a kilobyte, compressing saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Quality 4 for answers made per request: about gzip's CPU cost for a smaller result (11, the
 * default, takes tens of milliseconds on a 50 KB feed page; the build's files use 11).
 */
const BROTLI_DYNAMIC_QUALITY = 4;
const GZIP_DYNAMIC_LEVEL = 6;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding to answer with for an Accept-Encoding header, or null for none: the listed
 * coding (or `*`) with the highest q above 0, brotli first at equal weight.
 */
export function negotiateEncoding(header: string | string[] | undefined | null): ContentEncoding | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  const weights = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, raw] = param.trim().split('=');
      if (key === 'q') q = Number(raw);
    }
    if (!Number.isFinite(q) || q < 0 || q > 1) q = 0;
    weights.set(name.trim(), q);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

/** The body compressed with `encoding` (off the main thread: zlib's thread pool). */
export function compressBody(body: Uint8Array | string, encoding: ContentEncoding): Promise<Buffer> {
  const input = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  return encoding === 'br'
    ? brotli(input, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_DYNAMIC_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: input.byteLength,
        },
      })
    : gzipAsync(input, { level: GZIP_DYNAMIC_LEVEL });
}

/**
 * A JSON body ready to send: compressed when the client accepts it and it is large enough.
 * `headers` are the ones to add (content-encoding; vary always, as the answer depends on it).
 */
export async function encodeJsonBody(
  payload: string,
  acceptEncoding: string | string[] | undefined,
): Promise<{ body: string | Buffer; length: number; headers: Record<string, string> }> {
  const length = Buffer.byteLength(payload);
  const encoding = length >= COMPRESS_MIN_BYTES ? negotiateEncoding(acceptEncoding) : null;
  if (!encoding) return { body: payload, length, headers: { vary: 'Accept-Encoding' } };
  const compressed = await compressBody(payload, encoding);
  return { body: compressed, length: compressed.byteLength, headers: { vary: 'Accept-Encoding', 'content-encoding': encoding } };
}

/**
 * `value` added to a Vary header already set (CORS sets Origin before the answer is written), so
 * writing the answer's own Vary never drops it.
 */
export function varyWith(existing: number | string | string[] | undefined, value: string): string {
  const tokens = (Array.isArray(existing) ? existing.join(',') : String(existing ?? ''))
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  return tokens.some((token) => token.toLowerCase() === value.toLowerCase()) ? tokens.join(', ') : [...tokens, value].join(', ');
}

const COMPRESSIBLE = /^application\/(?:graphql-response\+)?json\b/i;

/**
 * yoga plugin: compresses single JSON results (not event streams or multipart answers, whose
 * parts must reach the client as they come).
 */
export function useResponseCompression(): Plugin<object, { res?: ServerResponse }> {
  return {
    async onResponse({ request, response, serverContext, setResponse, fetchAPI }) {
      // Not response.body: reading it would turn a ready string into a stream.
      const type = response.headers.get('content-type') ?? '';
      if (!COMPRESSIBLE.test(type) || response.headers.has('content-encoding')) return;
      // In place: the usual answer (no Accept-Encoding, as from servers and benchmarks) costs one header.
      response.headers.set('vary', varyWith(serverContext.res?.getHeader('vary'), 'Accept-Encoding'));
      const encoding = negotiateEncoding(request.headers.get('accept-encoding'));
      if (!encoding) return;
      const body = new Uint8Array(await response.arrayBuffer());
      const headers = new fetchAPI.Headers(response.headers);
      const init = { status: response.status, statusText: response.statusText, headers };
      if (body.byteLength < COMPRESS_MIN_BYTES) {
        setResponse(new fetchAPI.Response(body, init));
        return;
      }
      const compressed = await compressBody(body, encoding);
      headers.set('content-encoding', encoding);
      headers.set('content-length', String(compressed.byteLength));
      setResponse(new fetchAPI.Response(compressed as Uint8Array<ArrayBuffer>, init));
    },
  };
}
