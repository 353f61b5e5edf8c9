// Bans, warnings, trust score, can-interact and the moderation summary (spec §3, §5, §7 User
// moderation) over REST and GraphQL: permissions (admin and godmin only, members 403 with a clear
// message), validation (400), a temporary or permanent ban revoking the member's tokens and open
// subscriptions, the login refusal naming the end and the reason, a temporary ban ending by itself,
// warnings read and acknowledged by the member alone, the trust score recomputed on each event and
// overridden with a reason, every action in the moderation log.
import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/server.ts';
import { admin, expectError, gid, gqlData, gqlError, member, members, postBody, type Member } from './helpers/content.ts';
import { closeWsClients, connectWs, settle, subscribe, withTimeout } from './helpers/ws.ts';
import { DEFAULT_PASSWORD, createComment, createPost } from '../fixtures/factories.ts';
import type { HttpMethod } from '../fixtures/http.ts';
import { timeouts } from '../timeouts.ts';

const server = useTestServer();
afterAll(async () => {
  await closeWsClients();
});

const api = (method: HttpMethod, path: string, token?: string, body?: unknown) => server.api(method, path, body, { token });
const ban = (token: string, body: Record<string, unknown>) => api('POST', '/user-moderation/ban', token, body);
const godmin = () => member(server, { role: 'GODMIN' });
const log = (targetUserId: number) =>
  server.app.db.moderationAction.findMany({ where: { targetUserId }, orderBy: { id: 'asc' }, select: { type: true, actorId: true, reason: true, banId: true, warningId: true } });

describe('bans', () => {
  it('a temporary ban: 201 with the ban, the member\'s token is refused at once with the end and the reason, the log has it', async () => {
    const [mod, m] = [await admin(server), await member(server)];
    expect((await api('GET', '/auth/me', m.token)).status).toBe(200);
    const res = await ban(mod.token, { userId: m.id, banType: 'temporary', reason: 'Repeated harassment', details: 'See reports', duration: 48 });
    expect(res.status, res.text).toBe(201);
    expect(res.body.ban).toMatchObject({ userId: m.id, banType: 'temporary', reason: 'Repeated harassment', duration: 48, isActive: true, liftedAt: null });
    const expiresAt = new Date(res.body.ban.expiresAt).getTime();
    expect(Math.abs(expiresAt - (Date.now() + 48 * 3_600_000))).toBeLessThan(60_000);

    const refused = await api('GET', '/auth/me', m.token);
    expectError(refused, 403, 'BANNED');
    const end = new Date(expiresAt).toISOString().slice(0, 16).replace('T', ' ');
    expect(refused.body.message).toBe(`Your account is suspended until ${end} UTC. Reason: Repeated harassment`);
    expect(refused.body).toMatchObject({ bannedUntil: new Date(expiresAt).toISOString(), permanent: false, banReason: 'Repeated harassment' });

    const user = await server.app.db.user.findUniqueOrThrow({ where: { id: m.id } });
    expect(user.bannedUntil?.getTime()).toBe(expiresAt);
    expect(user.isShadowBanned).toBe(false);
    expect(await log(m.id)).toEqual([{ type: 'BAN', actorId: mod.id, reason: 'Repeated harassment', banId: res.body.ban.id, warningId: null }]);
    // Told on their account (read once they are back), without the moderator.
    const notices = await server.app.db.notification.findMany({ where: { userId: m.id } });
    expect(notices.map((n) => [n.type, n.actorId, n.content])).toEqual([['ADMIN_ACTION', null, `Your account was suspended until ${end} UTC: Repeated harassment`]]);
  });

  it('login is refused with a message naming the end time and the reason; a permanent ban says permanently', async () => {
    const mod = await admin(server);
    const m = await member(server);
    await ban(mod.token, { userId: m.id, banType: 'temporary', reason: 'Spam links', duration: 2 });
    const login = await api('POST', '/auth/login', undefined, { email: m.email, password: DEFAULT_PASSWORD });
    expectError(login, 403, 'BANNED', /^Your account is suspended until \d{4}-\d\d-\d\d \d\d:\d\d UTC\. Reason: Spam links$/);

    const p = await member(server);
    expect((await ban(mod.token, { userId: p.id, banType: 'permanent', reason: 'Threats of violence' })).status).toBe(201);
    const refused = await api('POST', '/auth/login', undefined, { email: p.email, password: DEFAULT_PASSWORD });
    expectError(refused, 403, 'BANNED', 'Your account is permanently suspended. Reason: Threats of violence');
    expect(refused.body).toMatchObject({ permanent: true, bannedUntil: null });
    // GraphQL login: the same message and code.
    const gql = await server.gql('mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token } }', { e: p.email, p: DEFAULT_PASSWORD });
    expect(gqlError(gql)).toMatchObject({ message: 'Your account is permanently suspended. Reason: Threats of violence', extensions: { code: 'BANNED' } });
  });

  it('a ban ends the member\'s open subscriptions (and a second device\'s token) on the spot', async () => {
    const mod = await admin(server);
    const m = await member(server);
    const other = await member(server);
    const second = await server.api('POST', '/auth/login', { email: m.email, password: DEFAULT_PASSWORD });
    expect(second.status).toBe(200);
    const stream = subscribe(connectWs(server, m.token), 'subscription { unreadCountsChanged { messages } }');
    const revoked = subscribe(connectWs(server, second.body.token), 'subscription { sessionRevoked }');
    const control = subscribe(connectWs(server, other.token), 'subscription { unreadCountsChanged { messages } }');
    await settle();
    expect((await ban(mod.token, { userId: m.id, banType: 'permanent', reason: 'Doxxing a coworker' })).status).toBe(201);
    expect(await withTimeout(stream.ended, timeouts.event, 'end of the stream')).toEqual({ how: 'complete' });
    // The other device's open connection is told (the web client then reads the ban message).
    expect((await revoked.next()).data).toEqual({ sessionRevoked: true });
    expect(control.isEnded()).toBe(false);
    expectError(await api('GET', '/auth/me', second.body.token), 403, 'BANNED', 'Your account is permanently suspended. Reason: Doxxing a coworker');
    // The other member is untouched.
    expect((await api('GET', '/auth/me', other.token)).status).toBe(200);
  });

  it('a temporary ban ends by itself when it expires: requests and login work again, and the bans list shows it inactive', async () => {
    const mod = await admin(server);
    const m = await member(server);
    const res = await ban(mod.token, { userId: m.id, banType: 'temporary', reason: 'Cooling off', duration: 1 });
    expect(res.status).toBe(201);
    expectError(await api('POST', '/auth/login', undefined, { email: m.email, password: DEFAULT_PASSWORD }), 403, 'BANNED');
    // Time passes: move the ban (and its mirror) into the past, as an hour would.
    const past = new Date(Date.now() - 1000);
    await server.app.db.ban.update({ where: { id: res.body.ban.id }, data: { expiresAt: past } });
    await server.app.db.user.update({ where: { id: m.id }, data: { bannedUntil: past } });
    const login = await api('POST', '/auth/login', undefined, { email: m.email, password: DEFAULT_PASSWORD });
    expect(login.status, login.text).toBe(200);
    expect((await api('GET', '/auth/me', login.body.token)).status).toBe(200);
    const list = await api('GET', `/user-moderation/bans?userId=${m.id}`, mod.token);
    expect(list.body.bans).toEqual([expect.objectContaining({ id: res.body.ban.id, isActive: false })]);
    // The summary has no active ban, and a DELETE finds nothing to lift.
    expect((await api('GET', `/user-moderation/summary/${m.id}`, mod.token)).body.summary.activeBan).toBeNull();
    expectError(await api('DELETE', `/user-moderation/ban/${m.id}`, mod.token), 404, 'NOT_FOUND', 'User is not banned.');
  });

  it('DELETE /user-moderation/ban/{userId} lifts the ban at once (logged as UNBAN with its reason); the member signs in again', async () => {
    const mod = await admin(server);
    const m = await member(server);
    const created = await ban(mod.token, { userId: m.id, banType: 'permanent', reason: 'Abuse' });
    const lifted = await api('DELETE', `/user-moderation/ban/${m.id}`, mod.token, { reason: 'Appeal by email accepted' });
    expect(lifted.status, lifted.text).toBe(200);
    expect(lifted.body.ban).toMatchObject({ id: created.body.ban.id, isActive: false, liftReason: 'Appeal by email accepted' });
    const user = await server.app.db.user.findUniqueOrThrow({ where: { id: m.id } });
    expect(user.bannedUntil).toBeNull();
    expect((await api('POST', '/auth/login', undefined, { email: m.email, password: DEFAULT_PASSWORD })).status).toBe(200);
    expect((await log(m.id)).map((a) => [a.type, a.reason])).toEqual([
      ['BAN', 'Abuse'],
      ['UNBAN', 'Appeal by email accepted'],
    ]);
  });

  it('a new ban replaces the active one (one active ban; the mirror follows the new type)', async () => {
    const mod = await admin(server);
    const m = await member(server);
    const shadow = await ban(mod.token, { userId: m.id, banType: 'shadow', reason: 'Spam' });
    expect((await server.app.db.user.findUniqueOrThrow({ where: { id: m.id } })).isShadowBanned).toBe(true);
    // A shadow ban is never told.
    expect(await server.app.db.notification.count({ where: { userId: m.id } })).toBe(0);
    // A shadow ban does not sign the member out.
    expect((await api('GET', '/auth/me', m.token)).status).toBe(200);
    const temp = await ban(mod.token, { userId: m.id, banType: 'temporary', reason: 'Spam again', duration: 24 });
    expect(temp.status).toBe(201);
    const user = await server.app.db.user.findUniqueOrThrow({ where: { id: m.id } });
    expect(user.isShadowBanned).toBe(false);
    expect(user.bannedUntil?.toISOString()).toBe(temp.body.ban.expiresAt);
    const rows = await server.app.db.ban.findMany({ where: { userId: m.id }, orderBy: { id: 'asc' } });
    expect(rows.map((b) => [b.id, b.liftReason])).toEqual([
      [shadow.body.ban.id, 'Replaced by a new ban'],
      [temp.body.ban.id, null],
    ]);
  });

  it('validation: banType, reason, duration (hours, 1 to 8760, temporary only), details, unknown member', async () => {
    const mod = await admin(server);
    const m = await member(server);
    expectError(await ban(mod.token, { userId: m.id, banType: 'forever', reason: 'x' }), 400, 'VALIDATION', "banType must be 'temporary', 'permanent' or 'shadow'");
    expectError(await ban(mod.token, { userId: m.id, banType: 'permanent' }), 400, 'VALIDATION', 'A reason is required.');
    expectError(await ban(mod.token, { userId: m.id, banType: 'permanent', reason: '   ' }), 400, 'VALIDATION', 'A reason is required.');
    expectError(await ban(mod.token, { userId: m.id, banType: 'permanent', reason: 'x'.repeat(501) }), 400, 'VALIDATION', 'Reason must be at most 500 characters.');
    const durationMessage = 'A temporary ban needs a duration in whole hours, from 1 to 8760 (one year).';
    for (const duration of [undefined, 0, -1, 1.5, 8761, 'soon']) {
      expectError(await ban(mod.token, { userId: m.id, banType: 'temporary', reason: 'x', duration }), 400, 'VALIDATION', durationMessage);
    }
    expectError(await ban(mod.token, { userId: m.id, banType: 'permanent', reason: 'x', duration: 5 }), 400, 'VALIDATION', 'Only a temporary ban takes a duration.');
    expectError(await ban(mod.token, { userId: m.id, banType: 'shadow', reason: 'x', details: 'd'.repeat(2001) }), 400, 'VALIDATION', 'Details must be at most 2000 characters.');
    expectError(await ban(mod.token, { banType: 'permanent', reason: 'x' }), 400, 'VALIDATION', 'userId is required');
    expectError(await ban(mod.token, { userId: 2_000_000_000, banType: 'permanent', reason: 'x' }), 404, 'NOT_FOUND', 'User not found');
    expect(await server.app.db.ban.count({ where: { userId: m.id } })).toBe(0);
  });

  it('permissions: members get 403, guests 401; admins cannot ban themselves, a godmin, or another admin; a godmin can ban an admin', async () => {
    const [mod, other] = [await admin(server), await admin(server)];
    const god = await godmin();
    const [m, n] = await members(server, 2);
    expectError(await ban(m.token, { userId: n.id, banType: 'permanent', reason: 'x' }), 403, 'FORBIDDEN', 'Admin access required');
    expectError(await ban(undefined as never, { userId: n.id, banType: 'permanent', reason: 'x' }), 401, 'UNAUTHENTICATED');
    expectError(await api('DELETE', `/user-moderation/ban/${n.id}`, m.token), 403, 'FORBIDDEN', 'Admin access required');
    expectError(await api('GET', '/user-moderation/bans', m.token), 403, 'FORBIDDEN', 'Admin access required');
    expectError(await ban(mod.token, { userId: mod.id, banType: 'permanent', reason: 'x' }), 400, 'VALIDATION', 'You cannot ban yourself.');
    expectError(await ban(mod.token, { userId: god.id, banType: 'permanent', reason: 'x' }), 403, 'FORBIDDEN', 'A godmin cannot be sanctioned.');
    expectError(await ban(mod.token, { userId: other.id, banType: 'permanent', reason: 'x' }), 403, 'FORBIDDEN', 'Only a godmin can sanction an admin.');
    expect((await ban(god.token, { userId: other.id, banType: 'temporary', reason: 'Abuse of tools', duration: 1 })).status).toBe(201);
    // GraphQL: the same rule for members.
    const res = await server.gql(
      'mutation($input: BanUserInput!) { banUser(input: $input) { ban { id } } }',
      { input: { userId: gid('User', n.id), banType: 'PERMANENT', reason: 'x' } },
      m.token,
    );
    expect(gqlError(res)).toMatchObject({ message: 'Admin access required', extensions: { code: 'FORBIDDEN' } });
    expect(await server.app.db.ban.count({ where: { userId: n.id } })).toBe(0);
  });

  it('GET /user-moderation/bans pages newest first (limit, offset, total); GraphQL banUser / liftBan / bans', async () => {
    const mod = await admin(server);
    const [a, b] = await members(server, 2);
    const first = await ban(mod.token, { userId: a.id, banType: 'shadow', reason: 'first' });
    const second = await ban(mod.token, { userId: b.id, banType: 'shadow', reason: 'second' });
    const page = await api('GET', '/user-moderation/bans?limit=1&offset=0', mod.token);
    expect(page.status).toBe(200);
    expect(page.body.bans.map((x: { id: number }) => x.id)).toEqual([second.body.ban.id]);
    expect(page.body.bans[0]).toMatchObject({ user: { id: b.id, username: b.username }, issuedBy: { id: mod.id } });
    expect(page.body.total).toBeGreaterThanOrEqual(2);
    expect((await api('GET', '/user-moderation/bans?limit=1&offset=1', mod.token)).body.bans[0].id).toBe(first.body.ban.id);
    expectError(await api('GET', '/user-moderation/bans?limit=0', mod.token), 400, 'VALIDATION');

    const c = await member(server);
    const banned = gqlData(
      await server.gql(
        'mutation($input: BanUserInput!) { banUser(input: $input) { ban { banType reason durationHours isActive expiresAt user { userId } } } }',
        { input: { userId: gid('User', c.id), banType: 'TEMPORARY', reason: 'GraphQL ban', duration: 3 } },
        mod.token,
      ),
    ).banUser.ban;
    expect(banned).toMatchObject({ banType: 'TEMPORARY', reason: 'GraphQL ban', durationHours: 3, isActive: true, user: { userId: c.id } });
    const invalid = await server.gql(
      'mutation($input: BanUserInput!) { banUser(input: $input) { ban { id } } }',
      { input: { userId: gid('User', c.id), banType: 'TEMPORARY', reason: 'x', duration: 0 } },
      mod.token,
    );
    expect(gqlError(invalid).extensions?.code).toBe('VALIDATION');
    const list = gqlData(await server.gql('{ bans(first: 5, active: true) { totalCount edges { node { reason isActive } } } }', {}, mod.token)).bans;
    expect(list.edges[0].node).toEqual({ reason: 'GraphQL ban', isActive: true });
    const lifted = gqlData(
      await server.gql('mutation($input: LiftBanInput!) { liftBan(input: $input) { ban { isActive liftReason } } }', { input: { userId: gid('User', c.id) } }, mod.token),
    ).liftBan.ban;
    expect(lifted).toEqual({ isActive: false, liftReason: 'Ban lifted by a moderator' });
  });
});

describe('warnings', () => {
  const warn = (token: string, body: Record<string, unknown>) => api('POST', '/user-moderation/warning', token, body);

  it('POST /user-moderation/warning: the member is notified (admin_action, no moderator named), reads their warnings and acknowledges them', async () => {
    const mod = await admin(server);
    const m = await member(server);
    const res = await warn(mod.token, { userId: m.id, warningType: 'harassment', reason: 'Insulting a coworker', details: 'In the thread about shifts', severity: 3 });
    expect(res.status, res.text).toBe(201);
    expect(res.body.warning).toMatchObject({ userId: m.id, warningType: 'harassment', severity: 3, severityLabel: 'Serious', acknowledged: false });

    const notifications = await api('GET', '/notifications', m.token);
    const notice = notifications.body.notifications.find((n: { type: string }) => n.type === 'admin_action');
    expect(notice.content).toBe('You received a warning (Serious): Insulting a coworker');
    expect(JSON.stringify(notice)).not.toContain(mod.username!);
    expect(notice.data?.actorId ?? null).toBeNull();

    const list = await api('GET', `/user-moderation/warnings/${m.id}`, m.token);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, unacknowledged: 1, limit: 20, offset: 0 });
    expect(list.body.warnings[0]).toMatchObject({ id: res.body.warning.id, reason: 'Insulting a coworker', severityLabel: 'Serious', warningTypeLabel: 'Harassment or bullying' });
    expect(list.body.warnings[0]).not.toHaveProperty('issuedBy');
    // Admins see who issued it.
    expect((await api('GET', `/user-moderation/warnings/${m.id}`, mod.token)).body.warnings[0].issuedBy).toEqual({ id: mod.id, username: mod.username });

    const ack = await api('PATCH', `/user-moderation/warnings/${res.body.warning.id}/acknowledge`, m.token);
    expect(ack.status, ack.text).toBe(200);
    expect(ack.body.warning.acknowledged).toBe(true);
    // PUT works too and is idempotent.
    expect((await api('PUT', `/user-moderation/warnings/${res.body.warning.id}/acknowledge`, m.token)).body.warning.acknowledgedAt).toBe(ack.body.warning.acknowledgedAt);
    expect((await api('GET', `/user-moderation/warnings/${m.id}`, m.token)).body.unacknowledged).toBe(0);
    expect((await log(m.id)).map((a) => [a.type, a.warningId, a.actorId])).toEqual([['WARN', res.body.warning.id, mod.id]]);
  });

  it('severity 1-5 (default 1, 400 outside), warningType from the list, reason required; members 403; self refused', async () => {
    const mod = await admin(server);
    const [m, n] = await members(server, 2);
    const plain = await warn(mod.token, { userId: m.id, warningType: 'spam', reason: 'Too many links' });
    expect(plain.body.warning).toMatchObject({ severity: 1, severityLabel: 'Minor' });
    for (const severity of [0, 6, 2.5, 'high']) {
      expectError(await warn(mod.token, { userId: m.id, warningType: 'spam', reason: 'x', severity }), 400, 'VALIDATION', 'Severity must be a whole number from 1 (Minor) to 5 (Critical).');
    }
    expectError(await warn(mod.token, { userId: m.id, warningType: 'rudeness', reason: 'x' }), 400, 'VALIDATION', /^warningType must be one of: harassment, /);
    expectError(await warn(mod.token, { userId: m.id, warningType: 'spam' }), 400, 'VALIDATION', 'A reason is required.');
    expectError(await warn(mod.token, { userId: mod.id, warningType: 'spam', reason: 'x' }), 400, 'VALIDATION', 'You cannot warn yourself.');
    expectError(await warn(n.token, { userId: m.id, warningType: 'spam', reason: 'x' }), 403, 'FORBIDDEN', 'Admin access required');
    expect((await api('GET', '/user-moderation/warning-types')).body.warningTypes).toContainEqual({ value: 'other', label: 'Other' });
    const labels = gqlData(await server.gql('{ warningTypes { value label } }')).warningTypes;
    expect(labels.map((t: { value: string }) => t.value)).toContain('harassment');
  });

  it('others cannot read or acknowledge a member\'s warnings (403 / 404); admins cannot acknowledge for them', async () => {
    const mod = await admin(server);
    const [m, n] = await members(server, 2);
    const w = (await warn(mod.token, { userId: m.id, warningType: 'spam', reason: 'x' })).body.warning;
    expectError(await api('GET', `/user-moderation/warnings/${m.id}`, n.token), 403, 'FORBIDDEN', 'You can only view your own warnings.');
    expectError(await api('GET', `/user-moderation/warnings/${m.id}`), 401, 'UNAUTHENTICATED');
    expectError(await api('PATCH', `/user-moderation/warnings/${w.id}/acknowledge`, n.token), 404, 'NOT_FOUND', 'Warning not found');
    expectError(await api('PATCH', `/user-moderation/warnings/${w.id}/acknowledge`, mod.token), 403, 'FORBIDDEN', 'Only the warned member can acknowledge a warning.');
    // GraphQL: another member's warnings field is null.
    const other = gqlData(await server.gql('query($id: ID!) { node(id: $id) { ... on User { warnings(first: 5) { totalCount } } } }', { id: gid('User', m.id) }, n.token));
    expect(other.node.warnings).toBeNull();
    const own = gqlData(await server.gql('{ viewer { unacknowledgedWarningCount warnings(first: 5) { totalCount edges { node { id severityLabel issuedBy { userId } } } } } }', {}, m.token));
    expect(own.viewer.warnings.totalCount).toBe(1);
    expect(own.viewer.unacknowledgedWarningCount).toBe(1);
    expect(own.viewer.warnings.edges[0].node.issuedBy).toBeNull();
    const ack = gqlData(
      await server.gql('mutation($input: AcknowledgeWarningInput!) { acknowledgeWarning(input: $input) { warning { acknowledgedAt } user { unacknowledgedWarningCount } } }', { input: { id: own.viewer.warnings.edges[0].node.id } }, m.token),
    ).acknowledgeWarning;
    expect(ack.warning.acknowledgedAt).toBeTruthy();
    expect(ack.user.unacknowledgedWarningCount).toBe(0);
  });

  it('GraphQL issueWarning; a struck warning stays listed but no longer counts against the trust score', async () => {
    const mod = await admin(server);
    const m = await member(server);
    const before = (await api('GET', `/user-moderation/trust-score/${m.id}`, mod.token)).body.trustScore;
    const issued = gqlData(
      await server.gql(
        'mutation($input: IssueWarningInput!) { issueWarning(input: $input) { warning { id severity severityLabel warningType } } }',
        { input: { userId: gid('User', m.id), warningType: 'threats', reason: 'Threatening message', severity: 5 } },
        mod.token,
      ),
    ).issueWarning.warning;
    expect(issued).toMatchObject({ severity: 5, severityLabel: 'Critical', warningType: 'threats' });
    const after = (await api('GET', `/user-moderation/trust-score/${m.id}`, mod.token)).body.trustScore;
    expect(after).toBe(before - 150);
    const struck = gqlData(
      await server.gql('mutation($input: StrikeWarningInput!) { strikeWarning(input: $input) { warning { struckAt } } }', { input: { id: issued.id, reason: 'Context showed a joke' } }, mod.token),
    ).strikeWarning.warning;
    expect(struck.struckAt).toBeTruthy();
    expect((await api('GET', `/user-moderation/trust-score/${m.id}`, mod.token)).body.trustScore).toBe(before);
    expect((await api('GET', `/user-moderation/warnings/${m.id}`, m.token)).body.warnings[0].isStruck).toBe(true);
    expect((await log(m.id)).map((a) => a.type)).toEqual(['WARN', 'STRIKE_WARNING']);
  });
});

describe('trust score', () => {
  it('is computed from the record, recomputed on warnings and bans (each change in TrustScoreChange), and read by admins and the member', async () => {
    const mod = await admin(server);
    const m = await member(server);
    const own = await api('GET', `/user-moderation/trust-score/${m.id}`, m.token);
    expect(own.status).toBe(200);
    // A new verified member with no record: base 400 + verified 100.
    expect(own.body).toEqual({ userId: m.id, trustScore: 500, level: 'Fair', isOverride: false });
    expectError(await api('GET', `/user-moderation/trust-score/${m.id}`, (await member(server)).token), 403, 'FORBIDDEN', 'Admin access required');

    await api('POST', '/user-moderation/warning', mod.token, { userId: m.id, warningType: 'spam', reason: 'Spam', severity: 2 });
    expect((await api('GET', `/user-moderation/trust-score/${m.id}`, mod.token)).body).toMatchObject({ trustScore: 440, level: 'Fair' });
    await api('POST', '/user-moderation/ban', mod.token, { userId: m.id, banType: 'temporary', reason: 'Spam', duration: 1 });
    expect((await api('GET', `/user-moderation/trust-score/${m.id}`, mod.token)).body).toMatchObject({ trustScore: 340, level: 'Poor' });
    const changes = await server.app.db.trustScoreChange.findMany({ where: { userId: m.id }, orderBy: { id: 'asc' } });
    expect(changes.map((c) => [c.previousScore, c.newScore, c.reason])).toEqual([
      [null, 500, "Recomputed from the member's record"],
      [500, 440, 'Warning (Moderate)'],
      [440, 340, 'Banned (temporary)'],
    ]);
  });

  it('signing in refreshes it (the account\'s age counts from then on)', async () => {
    const m = await member(server, { createdAt: new Date(Date.now() - 70 * 86_400_000) });
    expect((await server.app.db.user.findUniqueOrThrow({ where: { id: m.id } })).trustScore).toBeNull();
    expect((await api('POST', '/auth/login', undefined, { email: m.email, password: DEFAULT_PASSWORD })).status).toBe(200);
    // 400 + 100 (verified) + 10 weeks × 4.
    expect((await server.app.db.user.findUniqueOrThrow({ where: { id: m.id } })).trustScore).toBe(540);
  });

  it('admins override it with a reason (TRUST_OVERRIDE in the log), recomputation keeps the override, null removes it', async () => {
    const mod = await admin(server);
    const m = await member(server);
    const set = (token: string, body: Record<string, unknown>) => api('PATCH', `/user-moderation/trust-score/${m.id}`, token, body);
    expectError(await set(mod.token, { score: 900 }), 400, 'VALIDATION', 'A reason is required to change a trust score.');
    for (const score of [-1, 1001, 2.5, '900']) {
      expectError(await set(mod.token, { score, reason: 'x' }), 400, 'VALIDATION', 'Score must be a whole number from 0 to 1000, or null to remove the override.');
    }
    expectError(await set(m.token, { score: 900, reason: 'x' }), 403, 'FORBIDDEN', 'Admin access required');
    expectError(await api('PATCH', `/user-moderation/trust-score/${mod.id}`, mod.token, { score: 900, reason: 'x' }), 400, 'VALIDATION', 'You cannot change your own trust score.');
    const res = await set(mod.token, { score: 850, reason: 'Long-standing union steward' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ trustScore: 850, level: 'Excellent', isOverride: true });
    // A warning recomputes, but the override holds.
    await api('POST', '/user-moderation/warning', mod.token, { userId: m.id, warningType: 'spam', reason: 'x' });
    expect((await api('GET', `/user-moderation/trust-score/${m.id}`, m.token)).body).toMatchObject({ trustScore: 850, isOverride: true });
    // PUT with null removes it: back to the computed score (500 - 30 for the Minor warning).
    const removed = await api('PUT', `/user-moderation/trust-score/${m.id}`, mod.token, { score: null, reason: 'Override no longer needed' });
    expect(removed.body).toMatchObject({ trustScore: 470, isOverride: false });
    const actions = await log(m.id);
    expect(actions.filter((a) => a.type === 'TRUST_OVERRIDE').map((a) => [a.actorId, a.reason])).toEqual([
      [mod.id, 'Long-standing union steward'],
      [mod.id, 'Override no longer needed'],
    ]);
    // GraphQL: the same call and the read.
    const gql = gqlData(
      await server.gql('mutation($input: SetTrustScoreInput!) { setTrustScore(input: $input) { trustScore level isOverride } }', { input: { userId: gid('User', m.id), score: 150, reason: 'Spam ring' } }, mod.token),
    ).setTrustScore;
    expect(gql).toEqual({ trustScore: 150, level: 'Very Poor', isOverride: true });
    expect(gqlData(await server.gql('query($id: ID!) { trustScore(userId: $id) { trustScore level } }', { id: gid('User', m.id) }, m.token)).trustScore).toEqual({ trustScore: 150, level: 'Very Poor' });
  });
});

describe('can-interact', () => {
  it('answers {canInteract, reason}: blocks either way, a suspended member, direct messages off, oneself', async () => {
    const mod = await admin(server);
    const [a, b, c, d] = await members(server, 4);
    const e = await member(server);
    const check = async (viewer: Member, target: Member) => (await api('GET', `/user-moderation/can-interact/${target.id}`, viewer.token)).body;
    expect(await check(a, b)).toEqual({ canInteract: true, reason: null });
    expect(await check(a, a)).toEqual({ canInteract: false, reason: 'self' });
    await api('POST', '/user-moderation/block', a.token, { userId: b.id });
    expect(await check(a, b)).toEqual({ canInteract: false, reason: 'blocked' });
    expect(await check(b, a)).toEqual({ canInteract: false, reason: 'blocked_by_user' });
    await ban(mod.token, { userId: c.id, banType: 'temporary', reason: 'x', duration: 1 });
    expect(await check(a, c)).toEqual({ canInteract: false, reason: 'user_banned' });
    // A shadow ban is never revealed.
    await ban(mod.token, { userId: e.id, banType: 'shadow', reason: 'x' });
    expect(await check(a, e)).toEqual({ canInteract: true, reason: null });
    await server.app.db.userSettings.upsert({ where: { userId: d.id }, update: { allowDirectMessages: false }, create: { userId: d.id, allowDirectMessages: false } });
    expect(await check(a, d)).toEqual({ canInteract: false, reason: 'messages_disabled' });
    expectError(await api('GET', `/user-moderation/can-interact/${b.id}`), 401, 'UNAUTHENTICATED');
    expectError(await api('GET', '/user-moderation/can-interact/2000000000', a.token), 404, 'NOT_FOUND', 'User not found');
    const gql = gqlData(await server.gql('query($id: ID!) { canInteract(userId: $id) { canInteract reason } }', { id: gid('User', b.id) }, a.token));
    expect(gql.canInteract).toEqual({ canInteract: false, reason: 'blocked' });
  });
});

describe('summary', () => {
  it('admins get the member\'s summary (trust, warnings, bans, active ban, reports and flags, recent actions); members 403', async () => {
    const mod = await admin(server);
    const [m, reporter] = await members(server, 2);
    await api('POST', '/user-moderation/warning', mod.token, { userId: m.id, warningType: 'spam', reason: 'Links', severity: 2 });
    await ban(mod.token, { userId: m.id, banType: 'temporary', reason: 'More links', duration: 5 });
    await server.app.db.userReport.create({ data: { reporterId: reporter.id, targetUserId: m.id, reason: 'spam' } });
    const post = await createPost(server.app.db, { author: m.id });
    const comment = await createComment(server.app.db, { author: m.id, postId: post.id });
    await server.app.db.contentFlag.createMany({
      data: [
        { userId: reporter.id, postId: post.id, reason: 'Spam or misleading' },
        { userId: reporter.id, commentId: comment.id, reason: 'Spam or misleading', status: 'RESOLVED' },
        { userId: m.id, postId: post.id, reason: 'Other' },
      ],
    });
    const res = await api('GET', `/user-moderation/summary/${m.id}`, mod.token);
    expect(res.status, res.text).toBe(200);
    const { summary } = res.body;
    expect(summary.user).toMatchObject({ id: m.id, username: m.username, role: 'MEMBER', emailVerified: true });
    expect(summary).toMatchObject({
      trustScore: 340,
      trustLevel: 'Poor',
      trustScoreOverride: null,
      warnings: { total: 1, active: 1, unacknowledged: 1 },
      bans: { total: 1 },
      activeBan: { banType: 'TEMPORARY', reason: 'More links' },
      isShadowBanned: false,
      reports: { against: 1, againstOpen: 1, againstUpheld: 0, filed: 0 },
      flags: { againstContent: 3, againstContentOpen: 2, againstContentUpheld: 1, filed: 1 },
    });
    expect(summary.warnings.recent[0]).toMatchObject({ severity: 2, severityLabel: 'Moderate', reason: 'Links' });
    expect(summary.recentActions.map((a: { type: string }) => a.type)).toEqual(['BAN', 'WARN']);
    expect(summary.recentActions[0].actorUsername).toBe(mod.username);
    expectError(await api('GET', `/user-moderation/summary/${m.id}`, reporter.token), 403, 'FORBIDDEN', 'Admin access required');
    expectError(await api('GET', `/user-moderation/summary/${m.id}`), 401, 'UNAUTHENTICATED');

    const gql = await server.gql(
      `query($id: ID!) { moderationSummary(userId: $id) { trustScore trustLevel member { userId } warnings { total recent { severityLabel } }
        activeBan { banType expiresAt } reports { against } recentActions { type actorUsername } } }`,
      { id: gid('User', m.id) },
      mod.token,
    );
    expect(gqlData(gql).moderationSummary).toMatchObject({
      trustScore: 340,
      trustLevel: 'Poor',
      member: { userId: m.id },
      warnings: { total: 1, recent: [{ severityLabel: 'Moderate' }] },
      activeBan: { banType: 'TEMPORARY' },
      reports: { against: 1 },
    });
    expect(gqlError(await server.gql('query($id: ID!) { moderationSummary(userId: $id) { trustScore } }', { id: gid('User', m.id) }, reporter.token)).extensions?.code).toBe('FORBIDDEN');
  });
});

describe('stricter limits for new and low-trust members', () => {
  const old = () => member(server, { createdAt: new Date(Date.now() - 30 * 86_400_000) });
  const post = (token: string) => api('POST', '/posts', token, postBody());
  /** Ten minutes pass for the everyone's 10-minute post allowance. */
  const tenMinutesLater = (m: Member) => server.app.services.limits.reset('postsByUser', String(m.id));

  it('posts: a member in their first week gets 5 an hour (not 5 every 10 minutes); an established member does not; nor does one whose low score was raised', async () => {
    const fresh = await member(server);
    for (let i = 0; i < 5; i++) expect((await post(fresh.token)).status).toBe(201);
    await tenMinutesLater(fresh);
    expectError(await post(fresh.token), 429, 'RATE_LIMITED', 'New and low-trust accounts can create 5 posts an hour. Please wait a while before creating another post.');

    const established = await old();
    for (let i = 0; i < 5; i++) expect((await post(established.token)).status).toBe(201);
    await tenMinutesLater(established);
    expect((await post(established.token)).status).toBe(201);

    // Low trust (under 400) restricts an established member too.
    const mod = await admin(server);
    const low = await old();
    await api('PATCH', `/user-moderation/trust-score/${low.id}`, mod.token, { score: 250, reason: 'Spam history' });
    for (let i = 0; i < 5; i++) expect((await post(low.token)).status).toBe(201);
    await tenMinutesLater(low);
    expectError(await post(low.token), 429, 'RATE_LIMITED', /^New and low-trust accounts/);
  });

  it('messages: a new member gets 30 an hour; admins are never restricted', async () => {
    const fresh = await member(server);
    const [to] = await members(server, 1);
    const start = await api('POST', '/messages/conversations/by-username', fresh.token, { username: to.username });
    const id = start.body.conversation.id;
    for (let i = 0; i < 30; i++) expect((await api('POST', `/messages/conversations/${id}`, fresh.token, { content: `note ${i}` })).status).toBe(201);
    await server.app.services.limits.reset('messagesByUser', String(fresh.id));
    expectError(
      await api('POST', `/messages/conversations/${id}`, fresh.token, { content: 'one more' }),
      429,
      'RATE_LIMITED',
      'New and low-trust accounts can send 30 messages an hour. Please wait a while before sending another.',
    );
    const newAdmin = await admin(server);
    for (let i = 0; i < 5; i++) expect((await post(newAdmin.token)).status).toBe(201);
    await tenMinutesLater(newAdmin);
    expect((await post(newAdmin.token)).status).toBe(201);
  });
});
