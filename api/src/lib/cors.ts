// Cross-origin access to /graphql and /api. The web app is served from the same origin and needs
// none; a browser page elsewhere may read answers only when its origin is listed in CORS_ORIGINS
// (empty by default). Tools that call from a server, or send a token, need no CORS at all.
// Tokens travel in the Authorization header, never in cookies, so credentials are never allowed.
import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'authorization, content-type, x-graphql-yoga-csrf, apollo-require-preflight, x-device-id';
/** Answers a script may read beyond the safelisted headers: how long to wait after 429 or 503. */
const EXPOSED_HEADERS = 'retry-after';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/**
 * The origins of a comma-separated list (`https://tools.example.org, http://localhost:8080`),
 * each written as the browser sends it (scheme, host, port; no path). Throws on anything else.
 */
export function parseOrigins(list: string): string[] {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      let url: URL | undefined;
      try {
        url = new URL(item);
      } catch {
        url = undefined;
      }
      const bare = url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
      if (!url || !['http:', 'https:'].includes(url.protocol) || !bare) {
        throw new Error(`"${item}" is not an origin such as https://tools.example.org`);
      }
      return url.origin;
    });
}

/**
 * Adds CORS headers for an allowed origin; answers a preflight (204) itself and returns true
 * then. A disallowed origin gets no Access-Control-* header, so its browser keeps the answer
 * from the page.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse, allowedOrigins: ReadonlySet<string>): boolean {
  // Answers differ by Origin: caches must not hand one origin's answer to another.
  res.setHeader('vary', 'Origin');
  const origin = req.headers.origin;
  const allowed = origin !== undefined && allowedOrigins.has(origin);
  const preflight = req.method === 'OPTIONS' && origin !== undefined && req.headers['access-control-request-method'] !== undefined;
  if (allowed) {
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('access-control-expose-headers', EXPOSED_HEADERS);
  }
  if (!preflight) return false;
  if (allowed) {
    res.setHeader('access-control-allow-methods', ALLOWED_METHODS);
    res.setHeader('access-control-allow-headers', ALLOWED_HEADERS);
    res.setHeader('access-control-max-age', PREFLIGHT_MAX_AGE_SECONDS);
  }
  res.writeHead(204, { 'content-length': '0' });
  res.end();
  return true;
}
