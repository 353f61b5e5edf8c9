import { describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT } from 'jose';
import { TOKEN_LIFETIME_SECONDS, createAuthTokens } from './authTokens.ts';

const secret = new TextEncoder().encode('unit-test-secret-0123456789abcdef0123');
const user = { id: 7, email: 'ana@example.org', role: 'MEMBER', sessionEpoch: 2 };
const claims = { userId: 7, email: 'ana@example.org', role: 'member', type: 'auth', epoch: 2, jti: '4b1c0d2e-9f3a-4e55-8c1d-2a7b6e0f9d31' };
const now = Math.floor(Date.now() / 1000);

const sign = (payload: Record<string, unknown>, iat: number, exp: number, key = secret) =>
  new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(iat).setExpirationTime(exp).sign(key);

describe('session tokens', () => {
  const tokens = createAuthTokens(secret);

  it('issues the spec payload and accepts it', async () => {
    const token = await tokens.issue(user);
    const result = await tokens.check(token);
    expect(result.status).toBe('valid');
    if (result.status !== 'valid') return;
    expect(result.claims).toMatchObject({ userId: 7, email: 'ana@example.org', role: 'member', type: 'auth', epoch: 2 });
    expect(result.claims.exp - result.claims.iat).toBe(TOKEN_LIFETIME_SECONDS);
    // Every sign-in its own id.
    const again = await tokens.check(await tokens.issue(user));
    expect(again.status === 'valid' && again.claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.status === 'valid' && again.claims.jti).not.toBe(result.claims.jti);
  });

  it('classifies missing, malformed, expired and forged tokens', async () => {
    expect((await tokens.check(undefined)).status).toBe('missing');
    expect((await tokens.check('abc.def')).status).toBe('malformed');
    expect((await tokens.check(await sign(claims, now - 7200, now - 60))).status).toBe('expired');
    expect((await tokens.check(new UnsecuredJWT(claims).setIssuedAt().setExpirationTime('1h').encode())).status).not.toBe('valid');
    expect((await tokens.check(await sign(claims, now, now + 60, new TextEncoder().encode('another-secret-0123456789abcdef0123')))).status).toBe('invalid');
    expect((await tokens.check(await sign({ ...claims, type: 'refresh' }, now, now + 60))).status).toBe('invalid');
    expect((await tokens.check(await sign({ ...claims, userId: undefined }, now, now + 60))).status).toBe('invalid');
    // Without its id a token could not be signed out on its own.
    expect((await tokens.check(await sign({ ...claims, jti: undefined }, now, now + 60))).status).toBe('invalid');
    expect((await tokens.check(await sign(claims, now, now + 60))).status).toBe('valid');
    // Issued more than 24 hours ago is refused even when exp was stretched.
    expect((await tokens.check(await sign(claims, now - TOKEN_LIFETIME_SECONDS - 5, now + 3600))).status).toBe('invalid');
  });

  it('rejects a token whose payload was edited', async () => {
    const [header, payload, signature] = (await tokens.issue(user)).split('.');
    const edited = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'admin' })).toString('base64url');
    expect((await tokens.check(`${header}.${edited}.${signature}`)).status).toBe('invalid');
  });
});
