// REST accounts and sessions: register, email verification, login, magic links, password reset,
// password setup, set-password, validate-token, /auth/me, logout; plus the shared /api behaviour.
import { describe, expect, it } from 'vitest';
import { useTestServer, uniqueEmail, uniqueUsername } from './helpers/server.ts';
import { readMail } from './helpers/outbox.ts';
import { PASSWORD, createMagicLinkUser, login, me, registerUser } from './helpers/users.ts';

const server = useTestServer();

const INVALID_TOKEN = { error: 'INVALID_TOKEN', message: 'Invalid or expired token' };
const INVALID_MAGIC_LINK = { error: 'INVALID_MAGIC_LINK', message: 'Invalid or expired magic link' };
const UNAUTHENTICATED = { error: 'UNAUTHENTICATED', message: 'Authentication required' };
const RESET_MESSAGE = 'If your email is registered, you will receive a password reset link';

describe('shared /api behaviour', () => {
  it('answers unknown /api paths with 404 NOT_FOUND JSON', async () => {
    const res = await server.api('GET', '/definitely/not/a/route');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type') ?? '').toMatch(/application\/json/);
    expect(res.body).toMatchObject({ error: 'NOT_FOUND' });
    const post = await server.api('POST', '/auth/not-a-route', { a: 1 });
    expect(post.status).toBe(404);
    expect(post.body).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('sends Cache-Control: no-store on every /api response (success, error, 404)', async () => {
    const u = await registerUser(server);
    const responses = [
      await me(server, u.token),
      await me(server, undefined),
      await server.api('POST', '/auth/login', { email: u.email, password: 'wrong-password' }),
      await server.api('GET', '/nope'),
      await server.api('POST', '/auth/validate-token', { token: u.token }),
    ];
    for (const res of responses) {
      expect(res.headers.get('cache-control') ?? '', `status ${res.status}`).toMatch(/no-store/);
    }
  });

  it('answers a malformed JSON body with a 400 JSON error, not a 500', async () => {
    const res = await server.raw('POST', '/api/auth/login', {
      body: '{"email": "a@b.test", "password": ',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
    expect(res.text).not.toMatch(/node_modules|\.ts:\d+|SyntaxError: /);
  });

  it('GET /healthz answers 200 {status: "ok"}', async () => {
    const res = await server.raw('GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok' });
  });
});

describe('POST /auth/register', () => {
  it('creates a member, answers 201 {token, user} with the full user object', async () => {
    const email = uniqueEmail('reg');
    const username = uniqueUsername('reg');
    const res = await server.api('POST', '/auth/register', { username, email, password: PASSWORD, display_name: 'Reg Tester' });
    expect(res.status).toBe(201);
    expect(typeof res.body.token).toBe('string');
    expect(res.body.token.split('.')).toHaveLength(3);
    const user = res.body.user;
    expect(user).toMatchObject({
      username,
      display_name: 'Reg Tester',
      displayName: 'Reg Tester',
      role: 'member',
      email,
      email_verified: false,
      has_password: true,
      total_points: 0,
      badge_count: 0,
    });
    expect(Number.isInteger(user.user_id)).toBe(true);
    expect(user.id).toBeDefined();
    expect(user.avatar_color).toBe('#6366f1');
    expect(user.avatarColor).toBe(user.avatar_color);
    expect('avatar_config' in user).toBe(true);
    expect('avatarConfig' in user).toBe(true);
    expect(Number.isNaN(Date.parse(user.created_at))).toBe(false);
    expect(user).not.toHaveProperty('password');
    expect(user).not.toHaveProperty('passwordHash');
    // The token works at once.
    const who = await me(server, res.body.token);
    expect(who.status).toBe(200);
    expect(who.body.user).toMatchObject({ username, email, user_id: user.user_id });
  });

  it('stores the email lower-cased and falls back to the username for the display name', async () => {
    const local = `Mixed.${uniqueUsername('Case')}`;
    const username = uniqueUsername('low');
    const res = await server.api('POST', '/auth/register', { username, email: `${local}@Example.TEST`, password: PASSWORD });
    expect(res.status).toBe(201);
    expect(res.body.user.email).toBe(`${local.toLowerCase()}@example.test`);
    expect(res.body.user.display_name).toBe(username);
  });

  it('strips tags from the display name and cuts it to 50 characters', async () => {
    const res = await server.api('POST', '/auth/register', {
      username: uniqueUsername('dn'),
      email: uniqueEmail('dn'),
      password: PASSWORD,
      display_name: '<b>Jane</b> <script>x</script>Doe',
    });
    expect(res.status).toBe(201);
    expect(res.body.user.display_name).not.toMatch(/[<>]/);
    expect(res.body.user.display_name).toContain('Jane');
    const long = await server.api('POST', '/auth/register', {
      username: uniqueUsername('dn'),
      email: uniqueEmail('dn'),
      password: PASSWORD,
      display_name: 'L'.repeat(80),
    });
    expect(long.status).toBe(201);
    expect(long.body.user.display_name).toBe('L'.repeat(50));
  });

  it('sends a verification email with a /verify-email?token= link', async () => {
    const u = await registerUser(server);
    const mail = await readMail(server.dataDir, u.email, { linkIncludes: '/verify-email' });
    expect(mail.link).toMatch(/^https?:\/\/[^/]+\/verify-email\?token=/);
    expect(mail.token && mail.token.length).toBeGreaterThanOrEqual(20);
  });

  const usernameMessage = 'Username must be 3 to 30 characters: letters, numbers, underscores and hyphens only';
  it.each([
    ['too short', 'ab'],
    ['too long', 'a'.repeat(31)],
    ['a space', 'bad name'],
    ['punctuation', 'bad!name'],
    ['a dot', 'bad.name'],
  ])('rejects a username with %s (400 VALIDATION)', async (_label, username) => {
    const res = await server.api('POST', '/auth/register', { username, email: uniqueEmail(), password: PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'VALIDATION', message: usernameMessage });
  });

  it('accepts usernames of 3 and 30 characters with underscores and hyphens', async () => {
    const suffix = uniqueUsername('x').replace(/_/g, '');
    const thirty = `a-b_${suffix}`.padEnd(30, 'z').slice(0, 30);
    const res = await server.api('POST', '/auth/register', { username: thirty, email: uniqueEmail(), password: PASSWORD });
    expect(res.status, res.text).toBe(201);
    expect(res.body.user.username).toBe(thirty);
  });

  it.each([['not-an-email'], ['missing-at.example.test'], ['a@'], ['']])('rejects the email %j (400 VALIDATION)', async (email) => {
    const res = await server.api('POST', '/auth/register', { username: uniqueUsername(), email, password: PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'VALIDATION', message: 'Please enter a valid email address' });
  });

  it('rejects a password shorter than 8 characters (400 VALIDATION)', async () => {
    const res = await server.api('POST', '/auth/register', { username: uniqueUsername(), email: uniqueEmail(), password: 'short7!' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'VALIDATION', message: 'Password must be at least 8 characters long' });
  });

  it('rejects a missing body field with 400 VALIDATION, not a 500', async () => {
    const res = await server.api('POST', '/auth/register', { email: uniqueEmail() });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('VALIDATION');
  });

  it('rejects a taken username, case-insensitively (409 CONFLICT)', async () => {
    const u = await registerUser(server);
    const res = await server.api('POST', '/auth/register', { username: u.username.toUpperCase(), email: uniqueEmail(), password: PASSWORD });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'CONFLICT', message: 'That username is already taken' });
  });

  it('rejects a registered email in any letter case (409 CONFLICT)', async () => {
    const u = await registerUser(server);
    const res = await server.api('POST', '/auth/register', { username: uniqueUsername(), email: u.email.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'CONFLICT', message: 'An account with this email already exists' });
  });
});

describe('email verification', () => {
  it('POST /auth/verify-email marks the email verified; the token is single use', async () => {
    const u = await registerUser(server);
    const mail = await readMail(server.dataDir, u.email, { linkIncludes: '/verify-email' });
    const res = await server.api('POST', '/auth/verify-email', { token: mail.token });
    expect(res.status, res.text).toBe(200);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.user).toMatchObject({ email: u.email, email_verified: true });
    const who = await me(server, u.token);
    expect(who.body.user.email_verified).toBe(true);
    const again = await server.api('POST', '/auth/verify-email', { token: mail.token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID_TOKEN);
  });

  it('rejects an unknown verification token (400 INVALID_TOKEN)', async () => {
    const res = await server.api('POST', '/auth/verify-email', { token: 'x'.repeat(43) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID_TOKEN);
  });

  it('POST /auth/resend-verification sends a new link that voids the older one', async () => {
    const u = await registerUser(server);
    const first = await readMail(server.dataDir, u.email, { linkIncludes: '/verify-email' });
    const res = await server.api('POST', '/auth/resend-verification', undefined, { token: u.token });
    expect(res.status, res.text).toBe(200);
    expect(typeof res.body.message).toBe('string');
    const second = await readMail(server.dataDir, u.email, { linkIncludes: '/verify-email', excludeTokens: [first.token] });
    expect(second.token).not.toBe(first.token);
    const old = await server.api('POST', '/auth/verify-email', { token: first.token });
    expect(old.status).toBe(400);
    expect(old.body).toEqual(INVALID_TOKEN);
    const ok = await server.api('POST', '/auth/verify-email', { token: second.token });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email_verified).toBe(true);
  });

  it('POST /auth/resend-verification requires a session (401)', async () => {
    const res = await server.api('POST', '/auth/resend-verification');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHENTICATED);
  });

  it('a verification token cannot be used as a password-reset token (one purpose each)', async () => {
    const u = await registerUser(server);
    const mail = await readMail(server.dataDir, u.email, { linkIncludes: '/verify-email' });
    const res = await server.api('POST', '/auth/reset-password', { token: mail.token, password: 'another password 1' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID_TOKEN);
    const login = await server.api('POST', '/auth/login', { email: u.email, password: 'another password 1' });
    expect(login.status).toBe(401);
  });
});

describe('POST /auth/login', () => {
  it('answers 200 {token, user} for the right password; the token opens /auth/me', async () => {
    const u = await registerUser(server);
    const res = await server.api('POST', '/auth/login', { email: u.email, password: u.password });
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');
    expect(res.body.user).toMatchObject({ username: u.username, email: u.email, role: 'member', has_password: true });
    const who = await me(server, res.body.token);
    expect(who.status).toBe(200);
    expect(who.body.user.username).toBe(u.username);
  });

  it('matches the email case-insensitively', async () => {
    const u = await registerUser(server);
    const res = await server.api('POST', '/auth/login', { email: u.email.toUpperCase(), password: u.password });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(u.email);
  });

  it('answers a wrong password and an unknown email with the identical 401 body', async () => {
    const u = await registerUser(server);
    const wrong = await server.api('POST', '/auth/login', { email: u.email, password: 'not the password' });
    const unknown = await server.api('POST', '/auth/login', { email: uniqueEmail('nobody'), password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    expect(unknown.text).toBe(wrong.text);
  });

  it('refuses an empty password', async () => {
    const u = await registerUser(server);
    const res = await server.api('POST', '/auth/login', { email: u.email, password: '' });
    expect([400, 401]).toContain(res.status);
    expect(res.body.token).toBeUndefined();
  });

  it('answers 400 NO_PASSWORD_SET for a magic-link account', async () => {
    const m = await createMagicLinkUser(server);
    const res = await server.api('POST', '/auth/login', { email: m.email, password: 'whatever password' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'NO_PASSWORD_SET', message: 'No password set' });
  });
});

describe('magic links', () => {
  it('answers known and unknown emails with the identical 200 body', async () => {
    const u = await registerUser(server);
    const known = await server.api('POST', '/auth/magic-link', { email: u.email });
    const unknown = await server.api('POST', '/auth/magic-link', { email: uniqueEmail('unknown') });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(typeof known.body.message).toBe('string');
    expect(unknown.text).toBe(known.text);
  });

  it('signs an existing member in (POST) and marks the email verified', async () => {
    const u = await registerUser(server);
    await server.api('POST', '/auth/magic-link', { email: u.email });
    const mail = await readMail(server.dataDir, u.email, { linkIncludes: '/verify-magic-link' });
    expect(mail.link).toMatch(/^https?:\/\/[^/]+\/verify-magic-link\?token=/);
    const res = await server.api('POST', '/auth/verify-magic-link', { token: mail.token });
    expect(res.status, res.text).toBe(200);
    expect(typeof res.body.token).toBe('string');
    expect(res.body.user).toMatchObject({ user_id: u.user.user_id, username: u.username, email_verified: true, has_password: true });
    const who = await me(server, res.body.token);
    expect(who.status).toBe(200);
    expect(who.body.user).toMatchObject({ user_id: u.user.user_id, email_verified: true });
  });

  it('accepts the GET fallback with the token as query parameter', async () => {
    const u = await registerUser(server);
    await server.api('POST', '/auth/magic-link', { email: u.email });
    const mail = await readMail(server.dataDir, u.email, { linkIncludes: '/verify-magic-link' });
    const res = await server.api('GET', `/auth/verify-magic-link?token=${encodeURIComponent(mail.token!)}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.user.user_id).toBe(u.user.user_id);
    expect((await me(server, res.body.token)).status).toBe(200);
  });

  it('creates an account without username or password for an unknown email on first use', async () => {
    const email = uniqueEmail('newcomer');
    const m = await createMagicLinkUser(server, email);
    expect(m.user).toMatchObject({ email, username: null, has_password: false, email_verified: true, role: 'member' });
    const who = await me(server, m.token);
    expect(who.status).toBe(200);
    expect(who.body.user).toMatchObject({ email, username: null, has_password: false });
    // A second magic link signs into the same account rather than creating another.
    await server.api('POST', '/auth/magic-link', { email });
    const second = await readMail(server.dataDir, email, { linkIncludes: '/verify-magic-link', excludeTokens: [m.mailToken] });
    const again = await server.api('POST', '/auth/verify-magic-link', { token: second.token });
    expect(again.status).toBe(200);
    expect(again.body.user.user_id).toBe(m.user.user_id);
  });

  it('rejects a reused magic link (400 INVALID_MAGIC_LINK)', async () => {
    const email = uniqueEmail('reuse');
    await server.api('POST', '/auth/magic-link', { email });
    const mail = await readMail(server.dataDir, email, { linkIncludes: '/verify-magic-link' });
    expect((await server.api('POST', '/auth/verify-magic-link', { token: mail.token })).status).toBe(200);
    const again = await server.api('POST', '/auth/verify-magic-link', { token: mail.token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID_MAGIC_LINK);
    const viaGet = await server.api('GET', `/auth/verify-magic-link?token=${encodeURIComponent(mail.token!)}`);
    expect(viaGet.status).toBe(400);
    expect(viaGet.body).toEqual(INVALID_MAGIC_LINK);
  });

  it('rejects an unknown magic-link token (400 INVALID_MAGIC_LINK)', async () => {
    const res = await server.api('POST', '/auth/verify-magic-link', { token: 'nope'.repeat(10) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID_MAGIC_LINK);
  });

  it('a newer magic link voids the older one', async () => {
    const u = await registerUser(server);
    await server.api('POST', '/auth/magic-link', { email: u.email });
    const first = await readMail(server.dataDir, u.email, { linkIncludes: '/verify-magic-link' });
    await server.api('POST', '/auth/magic-link', { email: u.email });
    const second = await readMail(server.dataDir, u.email, { linkIncludes: '/verify-magic-link', excludeTokens: [first.token] });
    const old = await server.api('POST', '/auth/verify-magic-link', { token: first.token });
    expect(old.status).toBe(400);
    expect(old.body).toEqual(INVALID_MAGIC_LINK);
    const ok = await server.api('POST', '/auth/verify-magic-link', { token: second.token });
    expect(ok.status).toBe(200);
  });

  it('a magic-link token is not accepted as an email-verification token', async () => {
    const email = uniqueEmail('purpose');
    await server.api('POST', '/auth/magic-link', { email });
    const mail = await readMail(server.dataDir, email, { linkIncludes: '/verify-magic-link' });
    const res = await server.api('POST', '/auth/verify-email', { token: mail.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID_TOKEN);
    // ...and it still works for its own purpose.
    expect((await server.api('POST', '/auth/verify-magic-link', { token: mail.token })).status).toBe(200);
  });
});

describe('password reset', () => {
  it('answers forgot-password with the same 200 message for known and unknown emails', async () => {
    const u = await registerUser(server);
    const known = await server.api('POST', '/auth/forgot-password', { email: u.email });
    const unknown = await server.api('POST', '/auth/forgot-password', { email: uniqueEmail('ghost') });
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ message: RESET_MESSAGE });
    expect(unknown.status).toBe(200);
    expect(unknown.text).toBe(known.text);
  });

  it('resets the password: new one works, old one fails, earlier tokens are revoked', async () => {
    const u = await registerUser(server);
    const otherSession = await login(server, u.email, u.password);
    await server.api('POST', '/auth/forgot-password', { email: u.email });
    const mail = await readMail(server.dataDir, u.email, { linkIncludes: '/reset-password' });
    expect(mail.link).toMatch(/^https?:\/\/[^/]+\/reset-password\?token=/);
    const newPassword = 'brand new password 42';
    const res = await server.api('POST', '/auth/reset-password', { token: mail.token, password: newPassword });
    expect(res.status, res.text).toBe(200);
    expect(typeof res.body.token).toBe('string');
    expect(typeof res.body.message).toBe('string');
    expect(res.body.user).toMatchObject({ user_id: u.user.user_id, email: u.email });

    const oldLogin = await server.api('POST', '/auth/login', { email: u.email, password: u.password });
    expect(oldLogin.status).toBe(401);
    expect(oldLogin.body.error).toBe('INVALID_CREDENTIALS');
    await login(server, u.email, newPassword);

    for (const oldToken of [u.token, otherSession]) {
      const who = await me(server, oldToken);
      expect(who.status).toBe(401);
      expect(who.body).toEqual(UNAUTHENTICATED);
    }
    expect((await me(server, res.body.token)).status).toBe(200);
  });

  it('rejects a reused reset token (400 INVALID_TOKEN)', async () => {
    const u = await registerUser(server);
    await server.api('POST', '/auth/forgot-password', { email: u.email });
    const mail = await readMail(server.dataDir, u.email, { linkIncludes: '/reset-password' });
    expect((await server.api('POST', '/auth/reset-password', { token: mail.token, password: 'first new password' })).status).toBe(200);
    const again = await server.api('POST', '/auth/reset-password', { token: mail.token, password: 'second new password' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID_TOKEN);
    await login(server, u.email, 'first new password');
  });

  it('rejects an unknown reset token (400 INVALID_TOKEN)', async () => {
    const res = await server.api('POST', '/auth/reset-password', { token: 'z'.repeat(43), password: 'whatever password' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID_TOKEN);
  });

  it('rejects a short new password (400 VALIDATION) and keeps the old password', async () => {
    const u = await registerUser(server);
    await server.api('POST', '/auth/forgot-password', { email: u.email });
    const mail = await readMail(server.dataDir, u.email, { linkIncludes: '/reset-password' });
    const res = await server.api('POST', '/auth/reset-password', { token: mail.token, password: 'short' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'VALIDATION', message: 'Password must be at least 8 characters long' });
    await login(server, u.email, u.password);
  });

  it('a newer reset link voids the older one', async () => {
    const u = await registerUser(server);
    await server.api('POST', '/auth/forgot-password', { email: u.email });
    const first = await readMail(server.dataDir, u.email, { linkIncludes: '/reset-password' });
    await server.api('POST', '/auth/forgot-password', { email: u.email });
    const second = await readMail(server.dataDir, u.email, { linkIncludes: '/reset-password', excludeTokens: [first.token] });
    const old = await server.api('POST', '/auth/reset-password', { token: first.token, password: 'voided password 1' });
    expect(old.status).toBe(400);
    expect(old.body).toEqual(INVALID_TOKEN);
    expect((await server.api('POST', '/auth/reset-password', { token: second.token, password: 'fresh password 22' })).status).toBe(200);
  });
});

describe('POST /auth/set-password', () => {
  it('requires a session (401 UNAUTHENTICATED)', async () => {
    const res = await server.api('POST', '/auth/set-password', { password: 'some new password' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHENTICATED);
  });

  it('refuses a missing or wrong current password for an account with a password', async () => {
    const u = await registerUser(server);
    const missing = await server.api('POST', '/auth/set-password', { password: 'some new password' }, { token: u.token });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: 'VALIDATION', message: 'Current password is incorrect' });
    const wrong = await server.api('POST', '/auth/set-password', { password: 'some new password', currentPassword: 'not it at all' }, { token: u.token });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'VALIDATION', message: 'Current password is incorrect' });
    await login(server, u.email, u.password);
  });

  it('changes the password with the right current password and returns a fresh session', async () => {
    const u = await registerUser(server);
    const res = await server.api('POST', '/auth/set-password', { password: 'changed password 7', currentPassword: u.password }, { token: u.token });
    expect(res.status, res.text).toBe(200);
    expect(typeof res.body.token).toBe('string');
    expect(typeof res.body.message).toBe('string');
    expect(res.body.user).toMatchObject({ user_id: u.user.user_id, has_password: true });
    expect((await server.api('POST', '/auth/login', { email: u.email, password: u.password })).status).toBe(401);
    await login(server, u.email, 'changed password 7');
    expect((await me(server, res.body.token)).status).toBe(200);
    // Older sessions are revoked by a password change.
    expect((await me(server, u.token)).status).toBe(401);
  });

  it('rejects a short password (400 VALIDATION)', async () => {
    const u = await registerUser(server);
    const res = await server.api('POST', '/auth/set-password', { password: 'short', currentPassword: u.password }, { token: u.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'VALIDATION', message: 'Password must be at least 8 characters long' });
  });

  it('sets the first password of a magic-link account; password login then works', async () => {
    const m = await createMagicLinkUser(server);
    const res = await server.api('POST', '/auth/set-password', { password: 'first password 99' }, { token: m.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.user.has_password).toBe(true);
    const token = await login(server, m.email, 'first password 99');
    expect((await me(server, token)).body.user.has_password).toBe(true);
  });
});

describe('password setup by email', () => {
  it('answers request-password-setup identically for known and unknown emails', async () => {
    const m = await createMagicLinkUser(server);
    const known = await server.api('POST', '/auth/request-password-setup', { email: m.email });
    const unknown = await server.api('POST', '/auth/request-password-setup', { email: uniqueEmail('nosetup') });
    expect(known.status).toBe(200);
    expect(typeof known.body.message).toBe('string');
    expect(unknown.status).toBe(200);
    expect(unknown.text).toBe(known.text);
  });

  it('sets a password through the emailed /setup-password link', async () => {
    const m = await createMagicLinkUser(server);
    await server.api('POST', '/auth/request-password-setup', { email: m.email });
    const mail = await readMail(server.dataDir, m.email, { linkIncludes: '/setup-password' });
    expect(mail.link).toMatch(/^https?:\/\/[^/]+\/setup-password\?token=/);
    const res = await server.api('POST', '/auth/setup-password', { token: mail.token, password: 'setup password 123' });
    expect(res.status, res.text).toBe(200);
    expect(typeof res.body.token).toBe('string');
    expect(res.body.user).toMatchObject({ email: m.email, has_password: true });
    await login(server, m.email, 'setup password 123');
    const again = await server.api('POST', '/auth/setup-password', { token: mail.token, password: 'another setup pw' });
    expect(again.status).toBe(400);
    expect(typeof again.body.error).toBe('string');
  });

  it('rejects a short password on setup-password', async () => {
    const m = await createMagicLinkUser(server);
    await server.api('POST', '/auth/request-password-setup', { email: m.email });
    const mail = await readMail(server.dataDir, m.email, { linkIncludes: '/setup-password' });
    const res = await server.api('POST', '/auth/setup-password', { token: mail.token, password: 'short' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'VALIDATION', message: 'Password must be at least 8 characters long' });
  });

  it('rejects an unknown setup token', async () => {
    const res = await server.api('POST', '/auth/setup-password', { token: 'q'.repeat(43), password: 'long enough pw' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID_TOKEN);
  });
});

describe('POST /auth/validate-token', () => {
  it('reports a fresh token as valid', async () => {
    const u = await registerUser(server);
    const res = await server.api('POST', '/auth/validate-token', { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ valid: true, status: 'valid' });
  });

  it('reports a missing token as missing', async () => {
    const res = await server.api('POST', '/auth/validate-token', {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ valid: false, status: 'missing' });
    const empty = await server.api('POST', '/auth/validate-token', { token: '' });
    expect(empty.body).toEqual({ valid: false, status: 'missing' });
  });

  it('reports a string that is not a JWT as malformed', async () => {
    for (const token of ['abc', 'a.b', 'not.a.jwt.at.all', '%%%.###.!!!']) {
      const res = await server.api('POST', '/auth/validate-token', { token });
      expect(res.status).toBe(200);
      expect(res.body, token).toEqual({ valid: false, status: 'malformed' });
    }
  });
});

describe('GET /auth/me and logout', () => {
  it('answers 401 UNAUTHENTICATED without a token or with garbage', async () => {
    for (const token of [undefined, 'garbage', 'a.b.c']) {
      const res = await me(server, token);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(UNAUTHENTICATED);
    }
    const wrongScheme = await server.api('GET', '/auth/me', undefined, { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(wrongScheme.status).toBe(401);
  });

  it('returns the viewer with the private fields', async () => {
    const u = await registerUser(server);
    const res = await me(server, u.token);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ user_id: u.user.user_id, username: u.username, email: u.email, email_verified: false, has_password: true });
  });

  it('POST /auth/logout answers {success: true}', async () => {
    const u = await registerUser(server);
    const res = await server.api('POST', '/auth/logout', {}, { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
  });

  it('POST /auth/logout requires a session', async () => {
    const res = await server.api('POST', '/auth/logout', {});
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHENTICATED);
  });

  it('logout everywhere revokes every token issued before; a new login works', async () => {
    const u = await registerUser(server);
    const second = await login(server, u.email, u.password);
    const res = await server.api('POST', '/auth/logout', { everywhere: true }, { token: second });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    for (const t of [u.token, second]) {
      const who = await me(server, t);
      expect(who.status).toBe(401);
      expect(who.body).toEqual(UNAUTHENTICATED);
      const v = await server.api('POST', '/auth/validate-token', { token: t });
      expect(v.body.valid).toBe(false);
    }
    const fresh = await login(server, u.email, u.password);
    expect((await me(server, fresh)).status).toBe(200);
  });

  it('logout everywhere of one member leaves other members signed in', async () => {
    const a = await registerUser(server);
    const b = await registerUser(server);
    await server.api('POST', '/auth/logout', { everywhere: true }, { token: a.token });
    expect((await me(server, b.token)).status).toBe(200);
  });
});
