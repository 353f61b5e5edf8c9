// Session tokens: shape, forgery attempts, and revocation through database state (role, ban,
// session epoch) that is read on every request.
import { beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT, base64url, decodeJwt, decodeProtectedHeader, type JWTPayload } from 'jose';
import { TEST_JWT_SECRET, useTestServer } from './helpers/server.ts';
import { login, me, registerUser, type RegisteredUser } from './helpers/users.ts';

const server = useTestServer();

const SECRET = new TextEncoder().encode(TEST_JWT_SECRET);
const DAY = 24 * 60 * 60;
const UNAUTHENTICATED = { error: 'UNAUTHENTICATED', message: 'Authentication required' };
const nowSeconds = () => Math.floor(Date.now() / 1000);

function sign(payload: JWTPayload, secret: Uint8Array = SECRET, alg = 'HS256'): Promise<string> {
  // SignJWT keeps iat/exp exactly as given in the payload.
  return new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).sign(secret);
}

function encodeSegment(value: unknown): string {
  return base64url.encode(new TextEncoder().encode(JSON.stringify(value)));
}

/** The real token with its payload replaced but its original signature kept. */
function withEditedPayload(token: string, edit: (p: JWTPayload) => JWTPayload): string {
  const [header, , signature] = token.split('.');
  return `${header}.${encodeSegment(edit(decodeJwt(token)))}.${signature}`;
}

async function expectRejected(token: string, expectedStatus?: string): Promise<void> {
  const res = await me(server, token);
  expect(res.status).toBe(401);
  expect(res.body).toEqual(UNAUTHENTICATED);
  const check = await server.api('POST', '/auth/validate-token', { token });
  expect(check.status).toBe(200);
  expect(check.body.valid).toBe(false);
  if (expectedStatus) expect(check.body.status).toBe(expectedStatus);
  else expect(['invalid', 'malformed', 'expired']).toContain(check.body.status);
}

describe('issued tokens', () => {
  it('are HS256 JWTs with userId, email, role, type auth and a 24 h lifetime', async () => {
    const u = await registerUser(server);
    expect(decodeProtectedHeader(u.token).alg).toBe('HS256');
    const p = decodeJwt(u.token);
    expect(p.userId).toBe(u.user.user_id);
    expect(p.email).toBe(u.email);
    expect(p.role).toBe('member');
    expect(p.type).toBe('auth');
    expect(typeof p.iat).toBe('number');
    expect(typeof p.exp).toBe('number');
    expect(p.exp! - p.iat!).toBe(DAY);
    expect(Math.abs(p.iat! - nowSeconds())).toBeLessThan(120);
    // No secrets in the payload.
    expect(JSON.stringify(p)).not.toMatch(/password|hash/i);
  });

  it('a copy of a real payload re-signed with the server secret is accepted (control for the forgeries below)', async () => {
    const u = await registerUser(server);
    const copy = await sign(decodeJwt(u.token));
    const res = await me(server, copy);
    expect(res.status).toBe(200);
    expect(res.body.user.user_id).toBe(u.user.user_id);
    const check = await server.api('POST', '/auth/validate-token', { token: copy });
    expect(check.body).toEqual({ valid: true, status: 'valid' });
  });
});

describe('forged tokens are rejected', () => {
  let u: RegisteredUser;
  let other: RegisteredUser;
  let payload: JWTPayload;

  beforeAll(async () => {
    u = await registerUser(server);
    other = await registerUser(server);
    payload = decodeJwt(u.token);
  });

  it('alg "none" (unsigned) token', async () => {
    const unsigned = new UnsecuredJWT(payload).encode();
    await expectRejected(unsigned);
  });

  it('alg "none" header with the original signature kept', async () => {
    const [, body, signature] = u.token.split('.');
    await expectRejected(`${encodeSegment({ alg: 'none', typ: 'JWT' })}.${body}.${signature}`);
  });

  it('payload edited to another user id (signature mismatch)', async () => {
    await expectRejected(withEditedPayload(u.token, (p) => ({ ...p, userId: other.user.user_id })), 'invalid');
  });

  it('payload edited to role godmin (signature mismatch)', async () => {
    await expectRejected(withEditedPayload(u.token, (p) => ({ ...p, role: 'godmin' })), 'invalid');
  });

  it('payload edited to extend exp (signature mismatch)', async () => {
    await expectRejected(withEditedPayload(u.token, (p) => ({ ...p, exp: (p.exp ?? 0) + 30 * DAY })), 'invalid');
  });

  it('signature stripped', async () => {
    const [header, body] = u.token.split('.');
    await expectRejected(`${header}.${body}.`);
  });

  it('signed with a different secret', async () => {
    const wrong = new TextEncoder().encode('another-secret-0123456789abcdef0123456789abcdef');
    await expectRejected(await sign(payload, wrong), 'invalid');
  });

  it('type other than "auth"', async () => {
    await expectRejected(await sign({ ...payload, type: 'refresh' }));
    await expectRejected(await sign({ ...payload, type: 'magic_link' }));
  });

  it('type missing', async () => {
    const { type: _type, ...rest } = payload;
    await expectRejected(await sign(rest));
  });

  it('expired (exp in the past)', async () => {
    const iat = nowSeconds() - 3 * 60 * 60;
    await expectRejected(await sign({ ...payload, iat, exp: nowSeconds() - 120 }), 'expired');
  });

  it('issued more than 24 h ago even though exp is in the future', async () => {
    const iat = nowSeconds() - DAY - 60 * 60;
    await expectRejected(await sign({ ...payload, iat, exp: nowSeconds() + 60 * 60 }));
  });

  it('without userId', async () => {
    const { userId: _userId, ...rest } = payload;
    await expectRejected(await sign(rest));
  });

  it('with a userId that does not exist', async () => {
    await expectRejected(await sign({ ...payload, userId: 987_654_321 }));
  });

  it('without email', async () => {
    const { email: _email, ...rest } = payload;
    await expectRejected(await sign(rest));
  });

  it('the legitimate token still works after all of the above', async () => {
    expect((await me(server, u.token)).status).toBe(200);
  });
});

describe('database state is read on every request', () => {
  it('a role change shows on /auth/me without a new token', async () => {
    const u = await registerUser(server);
    await server.app.db.user.update({ where: { id: u.id }, data: { role: 'ADMIN' } });
    const asAdmin = await me(server, u.token);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.user.role).toBe('admin');
    await server.app.db.user.update({ where: { id: u.id }, data: { role: 'GODMIN' } });
    expect((await me(server, u.token)).body.user.role).toBe('godmin');
    await server.app.db.user.update({ where: { id: u.id }, data: { role: 'MEMBER' } });
    expect((await me(server, u.token)).body.user.role).toBe('member');
  });

  it('a ban (bannedUntil in the future) answers 403 BANNED at once; lifting it restores access', async () => {
    const u = await registerUser(server);
    await server.app.db.user.update({ where: { id: u.id }, data: { bannedUntil: new Date(Date.now() + 60 * 60 * 1000) } });
    const banned = await me(server, u.token);
    expect(banned.status).toBe(403);
    // The message names the end (moderation/bans.ts; tests/api/sanctions.test.ts covers the reason).
    expect(banned.body).toMatchObject({ error: 'BANNED', permanent: false });
    expect(banned.body.message).toMatch(/^Your account is suspended until \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/);
    const settings = await server.api('GET', '/settings', undefined, { token: u.token });
    expect(settings.status).toBe(403);
    expect(settings.body.error).toBe('BANNED');
    await server.app.db.user.update({ where: { id: u.id }, data: { bannedUntil: new Date(Date.now() - 60 * 1000) } });
    expect((await me(server, u.token)).status).toBe(200);
  });

  it('logout everywhere revokes the current and older tokens; validate-token agrees', async () => {
    const u = await registerUser(server);
    const second = await login(server, u.email, u.password);
    const forgedCopy = await sign(decodeJwt(u.token));
    expect((await me(server, forgedCopy)).status).toBe(200);
    const out = await server.api('POST', '/auth/logout', { everywhere: true }, { token: u.token });
    expect(out.status).toBe(200);
    for (const t of [u.token, second, forgedCopy]) {
      await expectRejected(t);
    }
    const fresh = await login(server, u.email, u.password);
    expect((await me(server, fresh)).status).toBe(200);
    expect((await server.api('POST', '/auth/validate-token', { token: fresh })).body).toEqual({ valid: true, status: 'valid' });
  });
});
