// The CSP's connect-src names the site's own WebSocket URLs only.
import { describe, expect, it } from 'vitest';
import { securityHeaders, siteHost } from './securityHeaders.ts';

const connectSrc = (host: string | null) => /connect-src ([^;]*)/.exec(securityHeaders(host)['content-security-policy']!)![1];

describe('siteHost', () => {
  it('prefers PUBLIC_URL, else the Host header', () => {
    expect(siteHost('https://commons.example.org', '10.0.0.5:3000')).toBe('commons.example.org');
    expect(siteHost('http://127.0.0.1:3000', undefined)).toBe('127.0.0.1:3000');
    expect(siteHost(undefined, 'Localhost:3000')).toBe('localhost:3000');
    expect(siteHost(undefined, '[::1]:3000')).toBe('[::1]:3000');
  });
  it.each([undefined, '', "evil.example; script-src 'unsafe-inline'", 'a b', 'host:port', 'x'.repeat(70) + '.example'])('ignores the Host header %j', (host) => {
    expect(siteHost(undefined, host)).toBeNull();
  });
});

describe('securityHeaders', () => {
  it("limits connect-src to 'self' and the same host's ws and wss", () => {
    expect(connectSrc('commons.example.org')).toBe("'self' ws://commons.example.org wss://commons.example.org");
    expect(connectSrc(null)).toBe("'self'");
  });
  it('keeps the rest of the policy and headers', () => {
    const headers = securityHeaders('a.example');
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers).toMatchObject({ 'x-frame-options': 'DENY', 'referrer-policy': 'no-referrer', 'x-content-type-options': 'nosniff' });
  });
});
