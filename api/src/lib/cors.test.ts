// CORS for /graphql and /api: listed origins only, preflights answered, never credentials.
import { describe, expect, it } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { applyCors, parseOrigins } from './cors.ts';

function exchange(method: string, headers: Record<string, string>, allowed: string[]) {
  const set: Record<string, string> = {};
  let status: number | undefined;
  let ended = false;
  const res = {
    setHeader: (name: string, value: string) => void (set[name.toLowerCase()] = value),
    writeHead: (code: number, extra: Record<string, string>) => {
      status = code;
      for (const [name, value] of Object.entries(extra)) set[name.toLowerCase()] = value;
    },
    end: () => void (ended = true),
  } as unknown as ServerResponse;
  const answered = applyCors({ method, headers } as IncomingMessage, res, new Set(allowed));
  return { answered, status, ended, headers: set };
}

const TOOL = 'https://tools.example.org';

describe('applyCors', () => {
  it('lets an allowed origin read answers, without credentials', () => {
    const r = exchange('POST', { origin: TOOL }, [TOOL]);
    expect(r.answered).toBe(false);
    expect(r.headers).toMatchObject({ 'access-control-allow-origin': TOOL, 'access-control-expose-headers': 'retry-after', vary: 'Origin' });
    expect(r.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('gives any other origin no Access-Control header', () => {
    for (const allowed of [[], [TOOL]]) {
      const r = exchange('POST', { origin: 'https://evil.example' }, allowed);
      expect(r.answered).toBe(false);
      expect(Object.keys(r.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    }
  });

  it('answers an allowed preflight with 204 and what may be sent', () => {
    const r = exchange('OPTIONS', { origin: TOOL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' }, [TOOL]);
    expect(r).toMatchObject({ answered: true, status: 204, ended: true });
    expect(r.headers['access-control-allow-origin']).toBe(TOOL);
    expect(r.headers['access-control-allow-methods']).toContain('POST');
    expect(r.headers['access-control-allow-headers']).toContain('authorization');
    expect(r.headers['access-control-allow-headers']).toContain('content-type');
    expect(Number(r.headers['access-control-max-age'])).toBeGreaterThan(0);
  });

  it('answers a disallowed preflight with 204 and no grant', () => {
    const r = exchange('OPTIONS', { origin: 'https://evil.example', 'access-control-request-method': 'POST' }, [TOOL]);
    expect(r).toMatchObject({ answered: true, status: 204 });
    expect(Object.keys(r.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
  });

  it('leaves an OPTIONS request that is no preflight to the route', () => {
    expect(exchange('OPTIONS', {}, [TOOL]).answered).toBe(false);
  });
});

describe('parseOrigins', () => {
  it('reads origins as browsers send them', () => {
    expect(parseOrigins('')).toEqual([]);
    expect(parseOrigins('https://A.example:8443, http://127.0.0.1:5173/')).toEqual(['https://a.example:8443', 'http://127.0.0.1:5173']);
  });
  it.each(['*', 'a.example', 'https://a.example/app', 'https://a.example?x=1', 'ws://a.example', 'https://user@a.example'])('refuses %s', (item) => {
    expect(() => parseOrigins(item)).toThrow(/is not an origin/);
  });
});
