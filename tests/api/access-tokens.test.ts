// Personal access tokens for third-party tools, over REST, GraphQL over HTTP and graphql-ws:
// the secret is answered once and stored as a hash, scopes, expiry, revocation, the admin and
// account-security refusals, the per-token rate limit and the day of last use.
import { afterAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { useTestServer } from './helpers/server.ts';
import { admin, expectError, gid, gqlData, gqlError, member, type Member } from './helpers/content.ts';
import { closeWsClients, connectWs, execute, settle, subscribe } from './helpers/ws.ts';
import { createPoll, createPost } from '../fixtures/factories.ts';

const server = useTestServer();
afterAll(closeWsClients);

const M = {
  readOnly: 'This access token is read-only: it cannot make changes.',
  readOnlyStream: 'This access token is read-only: it cannot subscribe to private updates.',
  sessionRequired: 'Access tokens cannot do this. Sign in to Workers Commons to continue.',
  adminRefused: 'Admin and moderation actions do not accept access tokens. Sign in to Workers Commons to continue.',
  nameTaken: 'You already have a token with this name',
  notFound: 'Access token not found',
  authRequired: 'Authentication required',
};

type Scope = 'read' | 'read_write';

/** POST /api/access-tokens with the member's session; asserts 201 and returns the answer. */
async function createToken(owner: Member, scope: Scope, extra: Record<string, unknown> = {}) {
  const res = await server.api('POST', '/access-tokens', { name: `Tool ${Math.random().toString(36).slice(2, 8)}`, scope, ...extra }, { token: owner.token });
  expect(res.status, res.text).toBe(201);
  return res.body as { token: string; access_token: { id: number; name: string; scope: string; prefix: string; last_used_on: string | null } };
}

const savePostMutation = `mutation($id: ID!) { savePost(input: { postId: $id, saved: true }) { post { viewerHasSaved } } }`;

describe('creating and listing', () => {
  it('answers the secret once, lists the token without it, and stores only its SHA-256', async () => {
    const owner = await member(server);
    const created = await createToken(owner, 'read', { name: '  Shift   dashboard ', expires_in_days: 30 });
    expect(created.token).toMatch(/^wct_[A-Za-z0-9_-]{43}$/);
    expect(created.access_token).toMatchObject({ name: 'Shift dashboard', scope: 'read', prefix: created.token.slice(0, 10), last_used_on: null, expired: false });

    const list = await server.api('GET', '/access-tokens', undefined, { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.access_tokens).toHaveLength(1);
    expect(list.text).not.toContain(created.token);
    const gql = gqlData(await server.gql('{ viewer { accessTokens { name scope prefix lastUsedOn expired expiresAt } } }', {}, owner.token));
    expect(gql.viewer.accessTokens).toEqual([expect.objectContaining({ name: 'Shift dashboard', scope: 'READ', expired: false })]);
    expect(JSON.stringify(gql)).not.toContain(created.token);

    const row = await server.app.db.personalAccessToken.findUniqueOrThrow({ where: { id: created.access_token.id } });
    expect(row.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(10));
    const days = (row.expiresAt!.getTime() - row.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });

  it('validates the name, scope and expiry, and keeps names unique per member', async () => {
    const owner = await member(server);
    const post = (body: Record<string, unknown>) => server.api('POST', '/access-tokens', body, { token: owner.token });
    expectError(await post({ name: '   ', scope: 'read' }), 400, 'VALIDATION', 'Please give the token a name');
    expectError(await post({ name: 'x'.repeat(61), scope: 'read' }), 400, 'VALIDATION', 'The name must be at most 60 characters');
    expectError(await post({ name: 'Bot', scope: 'admin' }), 400, 'VALIDATION', 'Choose read or read and write');
    expectError(await post({ name: 'Bot', scope: 'read', expires_in_days: 10 }), 400, 'VALIDATION', 'Expiry must be 7, 30, 90 or 365 days, or none');
    await createToken(owner, 'read', { name: 'Bot' });
    expectError(await post({ name: 'bot', scope: 'read_write' }), 409, 'CONFLICT', M.nameTaken);
    // Another member may use the same name.
    await createToken(await member(server), 'read', { name: 'Bot' });
  });

  it('caps the tokens of one member at 20', async () => {
    const owner = await member(server);
    for (let n = 0; n < 20; n++) await createToken(owner, 'read', { name: `Tool ${n}` });
    expectError(
      await server.api('POST', '/access-tokens', { name: 'One more', scope: 'read' }, { token: owner.token }),
      409,
      'CONFLICT',
      'You can have at most 20 access tokens. Revoke one you no longer use first.',
    );
  });

  it('GraphQL createAccessToken answers the secret once', async () => {
    const owner = await member(server);
    const data = gqlData(
      await server.gql(
        `mutation { createAccessToken(input: { name: "Spreadsheet", scope: READ_WRITE, expiresInDays: 7 }) { secret accessToken { id name scope expired } } }`,
        {},
        owner.token,
      ),
    );
    expect(data.createAccessToken.secret).toMatch(/^wct_/);
    expect(data.createAccessToken.accessToken).toMatchObject({ name: 'Spreadsheet', scope: 'READ_WRITE', expired: false });
    const viewer = gqlData(await server.gql('{ viewer { userId } }', {}, data.createAccessToken.secret));
    expect(viewer.viewer.userId).toBe(owner.id);
  });
});

describe('scopes', () => {
  it('a read token queries but cannot mutate, over GraphQL and REST', async () => {
    const owner = await member(server);
    const post = await createPost(server.app.db, { author: owner.id, title: 'Scheduling changes at the depot' });
    const { token } = await createToken(owner, 'read');
    expect(gqlData(await server.gql('{ viewer { userId } }', {}, token)).viewer.userId).toBe(owner.id);
    expect((await server.api('GET', '/auth/me', undefined, { token })).status).toBe(200);

    const refused = await server.gql(savePostMutation, { id: gid('Post', post.id) }, token);
    expect(refused.status).toBe(403);
    expect(gqlError(refused)).toMatchObject({ message: M.readOnly, extensions: { code: 'FORBIDDEN' } });
    expectError(await server.api('POST', `/posts/${post.id}/save`, {}, { token }), 403, 'FORBIDDEN', M.readOnly);
    expect(await server.app.db.postSave.count({ where: { userId: owner.id } })).toBe(0);
  });

  it('a read token lists notifications but cannot mark them read through GET ?markAsRead (issue 28, item 5)', async () => {
    const owner = await member(server);
    const note = await server.app.db.notification.create({ data: { userId: owner.id, type: 'ADMIN_ACTION', content: 'Your post was approved' } });
    const { token } = await createToken(owner, 'read');
    const listed = await server.api('GET', '/notifications', undefined, { token });
    expect(listed.status).toBe(200);
    expect(listed.body.unread_count).toBe(1);
    expectError(await server.api('GET', '/notifications?markAsRead=true', undefined, { token }), 403, 'FORBIDDEN', M.readOnly);
    expectError(await server.api('GET', '/notifications?mark_as_read=1', undefined, { token }), 403, 'FORBIDDEN', M.readOnly);
    const row = await server.app.db.notification.findUniqueOrThrow({ where: { id: note.id } });
    expect(row).toMatchObject({ isRead: false, seenAt: null });

    // A read-and-write token (as a session) may: the spec's GET marks them.
    const { token: writer } = await createToken(owner, 'read_write');
    const marked = await server.api('GET', '/notifications?markAsRead=true', undefined, { token: writer });
    expect(marked.status).toBe(200);
    expect(marked.body.unread_count).toBe(0);
  });

  it('a read-write token can mutate, over GraphQL and REST', async () => {
    const owner = await member(server);
    const [a, b] = await Promise.all([
      createPost(server.app.db, { author: owner.id, title: 'Break room heat complaint' }),
      createPost(server.app.db, { author: owner.id, title: 'Overtime sign-up sheet' }),
    ]);
    const { token } = await createToken(owner, 'read_write');
    expect(gqlData(await server.gql(savePostMutation, { id: gid('Post', a.id) }, token)).savePost.post.viewerHasSaved).toBe(true);
    expect((await server.api('POST', `/posts/${b.id}/save`, {}, { token })).status).toBe(200);
    expect(await server.app.db.postSave.count({ where: { userId: owner.id } })).toBe(2);
  });

  it('over graphql-ws a read token cannot follow a private stream but follows a public one', async () => {
    const owner = await member(server);
    const poll = await createPoll(server.app.db, { author: owner.id, question: 'Should we meet on Saturday?', options: ['Yes', 'No'] });
    const read = await createToken(owner, 'read');
    const client = connectWs(server, read.token);

    for (const query of ['subscription { notificationAdded { id } }', 'subscription { unreadCountsChanged { messages } }', 'subscription { badgesEarned { badges { id } } }']) {
      const refused = subscribe(client, query);
      await refused.ended;
      expect(refused.events[0]?.errors?.[0], query).toMatchObject({ message: M.readOnlyStream, extensions: { code: 'FORBIDDEN' } });
    }

    const mutation = await execute(client, savePostMutation, { id: gid('Post', poll.id) });
    expect(mutation.errors?.[0]).toMatchObject({ message: M.readOnly, extensions: { code: 'FORBIDDEN' } });

    const totals = subscribe(client, `subscription($postId: ID!) { pollResultsUpdated(postId: $postId) { totalVotes } }`, { postId: gid('Post', poll.id) });
    await settle();
    const voter = await member(server);
    expect((await server.api('POST', '/polls/vote', { postId: poll.id, optionIndex: 0 }, { token: voter.token })).status).toBe(200);
    expect((await totals.next()).data.pollResultsUpdated.totalVotes).toBe(1);
    totals.dispose();

    // A read-write token may follow the member's own streams.
    const write = await createToken(owner, 'read_write');
    const own = subscribe(connectWs(server, write.token), 'subscription { unreadCountsChanged { messages } }');
    await own.expectNoEvent();
    expect(own.isEnded()).toBe(false);
    own.dispose();
  });
});

describe('expiry and revocation', () => {
  it('refuses an expired token with the same 401 as a bad session', async () => {
    const owner = await member(server);
    const created = await createToken(owner, 'read', { expires_in_days: 7 });
    await server.app.db.personalAccessToken.update({ where: { id: created.access_token.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expectError(await server.api('GET', '/auth/me', undefined, { token: created.token }), 401, 'UNAUTHENTICATED', M.authRequired);
    expectError(await server.api('GET', '/auth/me', undefined, { token: 'not-a-session' }), 401, 'UNAUTHENTICATED', M.authRequired);
    expect(gqlData(await server.gql('{ viewer { userId } }', {}, created.token)).viewer).toBeNull();
    const list = await server.api('GET', '/access-tokens', undefined, { token: owner.token });
    expect(list.body.access_tokens[0].expired).toBe(true);
  });

  it('refuses a revoked token on the very next request and ends its live streams', async () => {
    const owner = await member(server);
    const created = await createToken(owner, 'read_write');
    expect((await server.api('GET', '/auth/me', undefined, { token: created.token })).status).toBe(200);
    const live = subscribe(connectWs(server, created.token), 'subscription { unreadCountsChanged { messages } }');
    await settle();

    const revoked = gqlData(
      await server.gql(`mutation($id: ID!) { revokeAccessToken(input: { id: $id }) { revokedAccessTokenId } }`, { id: encodeGlobalID('AccessToken', String(created.access_token.id)) }, owner.token),
    );
    expect(revoked.revokeAccessToken.revokedAccessTokenId).toBe(encodeGlobalID('AccessToken', String(created.access_token.id)));
    expectError(await server.api('GET', '/auth/me', undefined, { token: created.token }), 401, 'UNAUTHENTICATED', M.authRequired);
    await live.ended;
    expect(await server.app.db.personalAccessToken.count({ where: { id: created.access_token.id } })).toBe(0);
  });

  it('another member cannot revoke my token', async () => {
    const owner = await member(server);
    const other = await member(server);
    const created = await createToken(owner, 'read');
    expectError(await server.api('DELETE', `/access-tokens/${created.access_token.id}`, undefined, { token: other.token }), 404, 'NOT_FOUND', M.notFound);
    expect((await server.api('GET', '/auth/me', undefined, { token: created.token })).status).toBe(200);
    expect((await server.api('DELETE', `/access-tokens/${created.access_token.id}`, undefined, { token: owner.token })).status).toBe(200);
    expectError(await server.api('GET', '/auth/me', undefined, { token: created.token }), 401, 'UNAUTHENTICATED');
  });

  it('a ban refuses the member’s tokens too', async () => {
    const owner = await member(server);
    const created = await createToken(owner, 'read');
    await server.app.db.user.update({ where: { id: owner.id }, data: { bannedUntil: new Date(Date.now() + 86_400_000) } });
    const res = await server.api('GET', '/auth/me', undefined, { token: created.token });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('BANNED');
  });
});

describe('what a token never does', () => {
  it('an admin’s read-write token is refused on admin routes and fields', async () => {
    const boss = await admin(server);
    const { token } = await createToken(boss, 'read_write');
    // The session itself is an admin's.
    expect((await server.api('GET', '/moderation/dashboard', undefined, { token: boss.token })).status).toBe(200);
    expectError(await server.api('GET', '/moderation/dashboard', undefined, { token }), 403, 'FORBIDDEN', M.adminRefused);
    expectError(await server.api('GET', '/admin/moderation/pending', undefined, { token }), 403, 'FORBIDDEN', M.adminRefused);
    expectError(await server.api('POST', '/user-moderation/ban', { userId: (await member(server)).id, reason: 'Spam', duration: 1 }, { token }), 403, 'FORBIDDEN', M.adminRefused);
    const dashboard = await server.gql('{ moderationDashboard { activeBans } }', {}, token);
    expect(gqlError(dashboard)).toMatchObject({ message: M.adminRefused, extensions: { code: 'FORBIDDEN' } });
    // Admin-only fields answer as they do to any member: null.
    const other = await member(server);
    const field = gqlData(await server.gql(`query($id: ID!) { node(id: $id) { ... on User { emailForAdmins } } }`, { id: gid('User', other.id) }, token));
    expect(field.node.emailForAdmins).toBeNull();
  });

  it('cannot manage tokens, change the password or sign out', async () => {
    const owner = await member(server);
    const { token } = await createToken(owner, 'read_write');
    expectError(await server.api('POST', '/access-tokens', { name: 'Child', scope: 'read' }, { token }), 403, 'FORBIDDEN', M.sessionRequired);
    expectError(await server.api('GET', '/access-tokens', undefined, { token }), 403, 'FORBIDDEN', M.sessionRequired);
    expectError(await server.api('POST', '/auth/set-password', { password: 'another good password', currentPassword: 'x' }, { token }), 403, 'FORBIDDEN', M.sessionRequired);
    expectError(await server.api('POST', '/auth/logout', { everywhere: true }, { token }), 403, 'FORBIDDEN', M.sessionRequired);
    const gql = await server.gql(`mutation { createAccessToken(input: { name: "Child", scope: READ }) { secret } }`, {}, token);
    expect(gqlError(gql)).toMatchObject({ message: M.sessionRequired, extensions: { code: 'FORBIDDEN' } });
    const password = await server.gql(`mutation { setPassword(input: { password: "another good password" }) { user { userId } } }`, {}, token);
    expect(gqlError(password)).toMatchObject({ message: M.sessionRequired });
    expect(await server.app.db.personalAccessToken.count({ where: { userId: owner.id } })).toBe(1);
  });

  it('stop working when their member signs out everywhere (the button for a feared intrusion)', async () => {
    const owner = await member(server);
    const { token } = await createToken(owner, 'read_write');
    expect((await server.api('GET', '/auth/me', undefined, { token })).status).toBe(200);
    const out = await server.api('POST', '/auth/logout', { everywhere: true }, { token: owner.token });
    expect(out.status, out.text).toBe(200);
    expectError(await server.api('GET', '/auth/me', undefined, { token }), 401, 'UNAUTHENTICATED');
    expect(await server.app.db.personalAccessToken.count({ where: { userId: owner.id } })).toBe(0);
  });
});

describe('use', () => {
  it('records the day of last use only, once a day', async () => {
    const owner = await member(server);
    const created = await createToken(owner, 'read');
    expect((await server.api('GET', '/auth/me', undefined, { token: created.token })).status).toBe(200);
    const row = await server.app.db.personalAccessToken.findUniqueOrThrow({ where: { id: created.access_token.id } });
    const today = new Date().toISOString().slice(0, 10);
    expect(row.lastUsedOn?.toISOString()).toBe(`${today}T00:00:00.000Z`);
    const list = await server.api('GET', '/access-tokens', undefined, { token: owner.token });
    expect(list.body.access_tokens[0].last_used_on).toBe(today);

    // A stale day is brought up to date by the next request, and a current one is not rewritten.
    await server.app.db.personalAccessToken.update({ where: { id: row.id }, data: { lastUsedOn: new Date('2020-01-01') } });
    const before = server.app.statements.count;
    await server.gql('{ viewer { userId } }', {}, created.token);
    const afterStale = server.app.statements.count;
    await server.gql('{ viewer { userId } }', {}, created.token);
    expect(server.app.statements.count - afterStale).toBe(afterStale - before - 1);
    expect((await server.app.db.personalAccessToken.findUniqueOrThrow({ where: { id: row.id } })).lastUsedOn?.toISOString().slice(0, 10)).toBe(today);
  });

  it('rate limits each token on its own, with 429 and Retry-After', async () => {
    const owner = await member(server);
    const busy = await createToken(owner, 'read');
    const quiet = await createToken(owner, 'read');
    let last = await server.api('GET', '/auth/me', undefined, { token: busy.token });
    for (let n = 1; n < 121 && last.status === 200; n++) last = await server.api('GET', '/auth/me', undefined, { token: busy.token });
    expectError(last, 429, 'RATE_LIMITED', /^Too many requests with this access token\. Please wait \d+ seconds before trying again\.$/);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    const gql = await server.gql('{ viewer { userId } }', {}, busy.token);
    expect(gql.status).toBe(429);
    expect(gqlError(gql).extensions?.code).toBe('RATE_LIMITED');
    expect(gql.headers.get('retry-after')).toBeTruthy();
    // The other token and the member's session are not counted with it.
    expect((await server.api('GET', '/auth/me', undefined, { token: quiet.token })).status).toBe(200);
    expect((await server.api('GET', '/auth/me', undefined, { token: owner.token })).status).toBe(200);
  });
});
