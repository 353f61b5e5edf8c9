// Account factories over the public REST API (the same path a member takes).
import { expect } from 'vitest';
import type { TestServer } from './server.ts';
import { uniqueEmail, uniqueUsername } from './server.ts';
import { readMail } from './outbox.ts';

export const PASSWORD = 'correct horse battery';

export interface RegisteredUser {
  id: number;
  email: string;
  username: string;
  password: string;
  token: string;
  // The REST user object as returned by the server.
  user: Record<string, unknown>;
}

/** Registers a member with a password through POST /api/auth/register (asserts 201). */
export async function registerUser(
  server: TestServer,
  overrides: { email?: string; username?: string; password?: string; display_name?: string; ip?: string } = {},
): Promise<RegisteredUser> {
  const email = overrides.email ?? uniqueEmail();
  const username = overrides.username ?? uniqueUsername();
  const password = overrides.password ?? PASSWORD;
  const body: Record<string, unknown> = { username, email, password };
  if (overrides.display_name !== undefined) body.display_name = overrides.display_name;
  const res = await server.api('POST', '/auth/register', body, { ip: overrides.ip });
  expect(res.status, `register ${email}: ${res.text}`).toBe(201);
  expect(typeof res.body.token).toBe('string');
  return { id: Number(res.body.user.user_id ?? res.body.user.id), email, username, password, token: res.body.token, user: res.body.user };
}

/** Creates a magic-link account (no username, no password) for a fresh email; returns its session. */
export async function createMagicLinkUser(
  server: TestServer,
  email = uniqueEmail('magic'),
): Promise<{ email: string; token: string; mailToken: string; user: Record<string, unknown> }> {
  const req = await server.api('POST', '/auth/magic-link', { email });
  expect(req.status, req.text).toBe(200);
  const mail = await readMail(server.dataDir, email, { linkIncludes: '/verify-magic-link' });
  expect(mail.token).toBeTruthy();
  const res = await server.api('POST', '/auth/verify-magic-link', { token: mail.token });
  expect(res.status, res.text).toBe(200);
  return { email, token: res.body.token, mailToken: mail.token!, user: res.body.user };
}

/** Logs in with email and password (asserts 200) and returns the token. */
export async function login(server: TestServer, email: string, password: string, ip?: string): Promise<string> {
  const res = await server.api('POST', '/auth/login', { email, password }, { ip });
  expect(res.status, `login ${email}: ${res.text}`).toBe(200);
  return res.body.token as string;
}

/** GET /api/auth/me with the token; returns the response. */
export function me(server: TestServer, token: string | undefined) {
  return server.api('GET', '/auth/me', undefined, { token });
}
