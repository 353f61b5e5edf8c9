import { describe, expect, it } from 'vitest';
import { decodeTokenPayload, msUntilTokenExpiry, validateToken } from './tokenValidation';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const sec = (ms: number) => Math.floor(ms / 1000);

function b64url(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function makeToken(payload: Record<string, unknown>): string {
  return `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}.signature`;
}

const good = {
  userId: 42,
  email: 'worker@example.org',
  role: 'member',
  type: 'auth',
  iat: sec(NOW - 60 * 60 * 1000),
  exp: sec(NOW + 23 * 60 * 60 * 1000),
};

describe('validateToken', () => {
  it('accepts a well-formed, current auth token', () => {
    const result = validateToken(makeToken(good), NOW);
    expect(result.status).toBe('valid');
    if (result.status === 'valid') {
      expect(result.payload.userId).toBe(42);
      expect(result.expiresAt).toBe(good.exp * 1000);
      expect(result.remainingMs).toBe(good.exp * 1000 - NOW);
    }
  });

  it('reports missing for null, undefined and blank tokens', () => {
    expect(validateToken(null, NOW).status).toBe('missing');
    expect(validateToken(undefined, NOW).status).toBe('missing');
    expect(validateToken('   ', NOW).status).toBe('missing');
  });

  it('reports malformed when the token does not have three parts', () => {
    expect(validateToken('abc.def', NOW).status).toBe('malformed');
    expect(validateToken('a.b.c.d', NOW).status).toBe('malformed');
  });

  it('reports malformed when the payload is not readable JSON', () => {
    expect(validateToken('aaa.!!!.ccc', NOW).status).toBe('malformed');
    expect(validateToken(`aaa.${b64url('not json')}.ccc`, NOW).status).toBe('malformed');
    expect(validateToken(`aaa.${b64url('[1,2]')}.ccc`, NOW).status).toBe('malformed');
  });

  it('reports invalid when userId or email is missing', () => {
    expect(validateToken(makeToken({ ...good, userId: undefined }), NOW).status).toBe('invalid');
    expect(validateToken(makeToken({ ...good, email: '' }), NOW).status).toBe('invalid');
  });

  it("reports invalid when the type is not 'auth'", () => {
    expect(validateToken(makeToken({ ...good, type: 'reset' }), NOW).status).toBe('invalid');
    expect(validateToken(makeToken({ ...good, type: undefined }), NOW).status).toBe('invalid');
  });

  it('reports invalid when exp or iat are missing', () => {
    expect(validateToken(makeToken({ ...good, exp: undefined }), NOW).status).toBe('invalid');
    expect(validateToken(makeToken({ ...good, iat: 'yesterday' }), NOW).status).toBe('invalid');
  });

  it('treats a token as expired within the 60 second margin', () => {
    expect(validateToken(makeToken({ ...good, exp: sec(NOW + 59 * 1000) }), NOW).status).toBe('expired');
    expect(validateToken(makeToken({ ...good, exp: sec(NOW + 60 * 1000) }), NOW).status).toBe('expired');
    expect(validateToken(makeToken({ ...good, exp: sec(NOW + 61 * 1000) }), NOW).status).toBe('valid');
    expect(validateToken(makeToken({ ...good, exp: sec(NOW - 1000) }), NOW).status).toBe('expired');
  });

  it('treats a token issued 24 hours ago or more as expired', () => {
    const old = { ...good, iat: sec(NOW - 24 * 60 * 60 * 1000), exp: sec(NOW + 60 * 60 * 1000) };
    expect(validateToken(makeToken(old), NOW).status).toBe('expired');
    const almost = { ...old, iat: sec(NOW - 24 * 60 * 60 * 1000 + 5000) };
    expect(validateToken(makeToken(almost), NOW).status).toBe('valid');
  });

  it('accepts string user ids and unicode e-mail addresses', () => {
    const result = validateToken(makeToken({ ...good, userId: 'u_1', email: 'jürgen@example.org' }), NOW);
    expect(result.status).toBe('valid');
  });
});

describe('decodeTokenPayload', () => {
  it('returns the claims without verifying the signature', () => {
    expect(decodeTokenPayload(makeToken({ a: 1 }))).toEqual({ a: 1 });
    expect(decodeTokenPayload('nope')).toBeNull();
  });
});

describe('msUntilTokenExpiry', () => {
  it('is the earlier of expiry-minus-margin and the 24 hour age limit', () => {
    const result = validateToken(makeToken(good), NOW);
    if (result.status !== 'valid') throw new Error('expected valid');
    expect(msUntilTokenExpiry(result, NOW)).toBe(good.exp * 1000 - 60 * 1000 - NOW);
    const longLived = validateToken(makeToken({ ...good, exp: sec(NOW + 48 * 60 * 60 * 1000) }), NOW);
    if (longLived.status !== 'valid') throw new Error('expected valid');
    expect(msUntilTokenExpiry(longLived, NOW)).toBe(good.iat * 1000 + 24 * 60 * 60 * 1000 - NOW);
  });
});
