// Member settings (GET/PUT /settings) and usernames (PUT /username/update, GET /username/search).
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer, uid, uniqueEmail, uniqueUsername } from './helpers/server.ts';
import { PASSWORD, createMagicLinkUser, me, registerUser } from './helpers/users.ts';

const server = useTestServer();

const DEFAULTS = {
  notifications: { newMessages: true, mentions: true, comments: true },
  // Off the badge leaderboard by default unless the profile is public.
  privacy: { profileVisibility: 'registered', allowDirectMessages: true, showOnLeaderboard: false, analyticsConsent: null },
  email: { newMessagesEmail: true, mentionsEmail: true, commentsEmail: true, weeklyDigest: false, marketingEmails: false },
  ui: { welcomeBannerDismissed: false, welcomePostDismissed: false, startHerePostDismissed: false },
};
const UNAUTHENTICATED = { error: 'UNAUTHENTICATED', message: 'Authentication required' };

const getSettings = (token?: string) => server.api('GET', '/settings', undefined, { token });
const putSettings = (body: unknown, token?: string) => server.api('PUT', '/settings', body, { token });

describe('GET /settings', () => {
  it('returns the defaults for a new member', async () => {
    const u = await registerUser(server);
    const res = await getSettings(u.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ settings: DEFAULTS });
  });

  it('requires a session (401)', async () => {
    const res = await getSettings();
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHENTICATED);
  });
});

describe('PUT /settings', () => {
  it('merges a partial update and keeps every other value', async () => {
    const u = await registerUser(server);
    const res = await putSettings({ notifications: { mentions: false } }, u.token);
    expect(res.status, res.text).toBe(200);
    const expected = { ...DEFAULTS, notifications: { newMessages: true, mentions: false, comments: true } };
    expect(res.body).toEqual({ settings: expected });
    expect((await getSettings(u.token)).body).toEqual({ settings: expected });

    const second = await putSettings({ privacy: { profileVisibility: 'private' }, ui: { welcomeBannerDismissed: true } }, u.token);
    expect(second.status).toBe(200);
    const expected2 = {
      ...expected,
      privacy: { profileVisibility: 'private', allowDirectMessages: true, showOnLeaderboard: false, analyticsConsent: null },
      ui: { ...DEFAULTS.ui, welcomeBannerDismissed: true },
    };
    expect(second.body).toEqual({ settings: expected2 });
    expect((await getSettings(u.token)).body).toEqual({ settings: expected2 });
  });

  it('accepts a full object and returns it', async () => {
    const u = await registerUser(server);
    const full = {
      notifications: { newMessages: false, mentions: false, comments: false },
      privacy: { profileVisibility: 'public', allowDirectMessages: false, showOnLeaderboard: true, analyticsConsent: true },
      email: { newMessagesEmail: false, mentionsEmail: false, commentsEmail: false, weeklyDigest: true, marketingEmails: true },
      ui: { welcomeBannerDismissed: true, welcomePostDismissed: true, startHerePostDismissed: true },
    };
    const res = await putSettings(full, u.token);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ settings: full });
    expect((await getSettings(u.token)).body).toEqual({ settings: full });
  });

  it('accepts exactly what GET answers, analyticsConsent null ("not asked yet") included (issue 28, item 10)', async () => {
    const u = await registerUser(server);
    const got = (await getSettings(u.token)).body.settings;
    expect(got.privacy.analyticsConsent).toBeNull();
    const res = await putSettings(got, u.token);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ settings: got });
    expect((await putSettings({ settings: got }, u.token)).status).toBe(200);

    // Once the member has chosen, writing back a GET object still round-trips; null is no choice, not a change.
    expect((await putSettings({ privacy: { analyticsConsent: false } }, u.token)).status).toBe(200);
    const chosen = (await getSettings(u.token)).body.settings;
    expect(chosen.privacy.analyticsConsent).toBe(false);
    expect((await putSettings(chosen, u.token)).body).toEqual({ settings: chosen });
    const stale = await putSettings({ privacy: { ...chosen.privacy, analyticsConsent: null } }, u.token);
    expect(stale.status, stale.text).toBe(200);
    expect(stale.body.settings.privacy.analyticsConsent).toBe(false);
  });

  it('keeps settings per member', async () => {
    const a = await registerUser(server);
    const b = await registerUser(server);
    await putSettings({ email: { weeklyDigest: true } }, a.token);
    expect((await getSettings(b.token)).body).toEqual({ settings: DEFAULTS });
    expect((await getSettings(a.token)).body.settings.email.weeklyDigest).toBe(true);
  });

  it.each([
    ['profileVisibility "everyone"', { privacy: { profileVisibility: 'everyone' } }],
    ['a string instead of a boolean', { notifications: { newMessages: 'yes' } }],
    ['a number instead of a boolean', { email: { weeklyDigest: 1 } }],
    ['null for a boolean', { ui: { welcomeBannerDismissed: null } }],
    ['a section that is not an object', { notifications: true }],
  ])('rejects %s with 400 VALIDATION and changes nothing', async (_label, body) => {
    const u = await registerUser(server);
    await putSettings({ notifications: { mentions: false } }, u.token);
    const res = await putSettings(body, u.token);
    expect(res.status, res.text).toBe(400);
    expect(res.body.error).toBe('VALIDATION');
    expect(typeof res.body.message).toBe('string');
    const after = await getSettings(u.token);
    expect(after.body).toEqual({ settings: { ...DEFAULTS, notifications: { newMessages: true, mentions: false, comments: true } } });
  });

  it('rejects a body that is not an object', async () => {
    const u = await registerUser(server);
    const res = await putSettings([1, 2, 3], u.token);
    expect(res.status).toBe(400);
    // The request cannot be read as settings at all: the router's one answer for non-object bodies.
    expect(res.body).toMatchObject({ error: 'BAD_USER_INPUT', message: 'Request body must be a JSON object' });
  });

  it('requires a session (401)', async () => {
    const res = await putSettings({ notifications: { mentions: false } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHENTICATED);
  });
});

describe('PUT /username/update', () => {
  it('changes the username; /auth/me shows the new one and login still works', async () => {
    const u = await registerUser(server);
    const next = uniqueUsername('renamed');
    const res = await server.api('PUT', '/username/update', { username: next }, { token: u.token });
    expect(res.status, res.text).toBe(200);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.user).toMatchObject({ user_id: u.user.user_id, username: next });
    expect((await me(server, u.token)).body.user.username).toBe(next);
    const login = await server.api('POST', '/auth/login', { email: u.email, password: PASSWORD });
    expect(login.body.user.username).toBe(next);
  });

  it('lets a magic-link member choose a first username', async () => {
    const m = await createMagicLinkUser(server);
    expect(m.user.username).toBeNull();
    const name = uniqueUsername('first');
    const res = await server.api('PUT', '/username/update', { username: name }, { token: m.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.user.username).toBe(name);
  });

  it.each([['ab'], ['has space'], ['bad!'], ['x'.repeat(31)], ['']])('rejects %j with 400 VALIDATION', async (username) => {
    const u = await registerUser(server);
    const res = await server.api('PUT', '/username/update', { username }, { token: u.token });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('VALIDATION');
    expect((await me(server, u.token)).body.user.username).toBe(u.username);
  });

  it('rejects a taken username in any letter case with 409 CONFLICT', async () => {
    const a = await registerUser(server);
    const b = await registerUser(server);
    const res = await server.api('PUT', '/username/update', { username: a.username.toUpperCase() }, { token: b.token });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'CONFLICT', message: 'That username is already taken' });
    expect((await me(server, b.token)).body.user.username).toBe(b.username);
  });

  it('frees the old username for others after a rename', async () => {
    const a = await registerUser(server);
    await server.api('PUT', '/username/update', { username: uniqueUsername('moved') }, { token: a.token });
    const res = await server.api('POST', '/auth/register', { username: a.username, email: uniqueEmail(), password: PASSWORD });
    expect(res.status, res.text).toBe(201);
  });

  it('requires a session (401)', async () => {
    const res = await server.api('PUT', '/username/update', { username: uniqueUsername() });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHENTICATED);
  });
});

describe('GET /username/search', () => {
  const prefix = `sr${uid()}`.slice(0, 14);
  let viewer: string;

  beforeAll(async () => {
    const viewerUser = await registerUser(server);
    viewer = viewerUser.token;
    for (let i = 0; i < 12; i++) {
      await registerUser(server, { username: `${prefix}_${String(i).padStart(2, '0')}`, display_name: `Searchable ${i}` });
    }
    // Contains the prefix but does not start with it.
    await registerUser(server, { username: `zz${prefix}` });
  });

  const search = (q: string, token: string | null = viewer) =>
    server.api('GET', `/username/search?q=${encodeURIComponent(q)}`, undefined, { token });

  it('finds usernames by prefix, case-insensitively, at most 10', async () => {
    const res = await search(prefix.toUpperCase());
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.users)).toBe(true);
    expect(res.body.users).toHaveLength(10);
    for (const u of res.body.users) {
      expect(u.username.toLowerCase().startsWith(prefix.toLowerCase())).toBe(true);
      expect(typeof u.id === 'number' || typeof u.id === 'string').toBe(true);
      expect(typeof u.display_name).toBe('string');
      expect(u).not.toHaveProperty('email');
    }
  });

  it('returns the matching user with id, username and display_name', async () => {
    const res = await search(`${prefix}_07`);
    expect(res.status).toBe(200);
    expect(res.body.users).toHaveLength(1);
    expect(res.body.users[0]).toMatchObject({ username: `${prefix}_07`, display_name: 'Searchable 7' });
  });

  it('does not match in the middle of a username', async () => {
    const res = await search(prefix);
    expect(res.body.users.map((u: { username: string }) => u.username)).not.toContain(`zz${prefix}`);
    const middle = await search(prefix.slice(2));
    expect(middle.body.users.map((u: { username: string }) => u.username)).not.toContain(`${prefix}_00`);
  });

  it('answers fewer than 2 characters with an empty list', async () => {
    for (const q of ['', 's']) {
      const res = await search(q);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ users: [] });
    }
  });

  it('treats LIKE wildcards literally', async () => {
    const res = await search('%_');
    expect(res.status).toBe(200);
    expect(res.body.users).toEqual([]);
  });

  it('requires a session (401)', async () => {
    const res = await search(prefix, null);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHENTICATED);
  });
});
