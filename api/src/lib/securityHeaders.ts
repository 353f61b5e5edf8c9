// The headers every response carries. The Content-Security-Policy keeps the page to its own
// origin; `connect-src` names the WebSocket URLs of that same host, which 'self' does not cover
// in every browser, and nothing else (not bare `ws: wss:`, which would allow any host).

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The host (and port) the site is reached at: PUBLIC_URL's when set, else the request's Host
 * header when it is a plain host name or address (anything else could inject a directive).
 */
export function siteHost(publicUrl: string | undefined, hostHeader: string | undefined): string | null {
  const host = publicUrl ? new URL(publicUrl).host : hostHeader;
  return host && HOST.test(host) ? host.toLowerCase() : null;
}

export function securityHeaders(host: string | null): Record<string, string> {
  const connect = host ? `'self' ws://${host} wss://${host}` : "'self'";
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    // Links out of the platform must not tell other sites where a member came from.
    'referrer-policy': 'no-referrer',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    'content-security-policy': `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src ${connect}; font-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'`,
  };
}
