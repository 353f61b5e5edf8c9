// User reports (spec §3, §4, §7; content spec §5 "Report user", §8 "User actions"), on both
// transports: the reasons, every validation message, one open report per reporter and member,
// the rate limit, who reads which reports, the admins' queue (assign to me, in review, resolve or
// dismiss with notes, history from the moderation log), a report closed once under concurrent
// decisions, the reporter told the outcome without the moderator's name, the upheld report
// lowering the reported member's trust score, live queue announcements, and the reporter never
// reaching the reported member by any field they can read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/server.ts';
import { admin, expectError, gid, gqlData, gqlError, member, type Member } from './helpers/content.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { ModerationQueueChange } from '../../api/src/domain/moderation/queueEvents.ts';

const MSG = {
  login: 'You must be logged in to report users.',
  invalidUser: 'Invalid user to report.',
  reason: 'Please select or enter a reason for reporting.',
  details: 'Please provide details for your report.',
  self: 'You cannot report yourself.',
  adminOnly: 'Only admins can review user reports.',
  created: 'Thank you for your report. Our moderators will review it.',
  already: 'You have already reported this member. Our moderators will review your report.',
} as const;

const reportGid = (id: number) => encodeGlobalID('UserReport', String(id));

const REASON_VALUES = ['harassment', 'spam', 'hate_speech', 'threats', 'impersonation', 'inappropriate_content', 'other'];

let reporter: Member;
let target: Member;
let bystander: Member;
let adminA: Member;
let adminB: Member;
const queueEvents: ModerationQueueChange[] = [];
let untap: () => void;

const server = useTestServer();

beforeAll(async () => {
  [reporter, target, bystander] = [await member(server, { displayName: 'Rita Reporter' }), await member(server, { displayName: 'Tom Target' }), await member(server)];
  [adminA, adminB] = [await admin(server), await admin(server)];
  untap = server.app.services.pubsub.tap('moderation:queue', 'all', (change) => queueEvents.push(change));
});

afterAll(async () => {
  untap?.();
});

const report = (token: string | undefined, body: Record<string, unknown>) => server.api('POST', '/user-moderation/report', body, { token });
const patch = (token: string | undefined, id: number | string, body: Record<string, unknown>, method: 'PATCH' | 'PUT' = 'PATCH') =>
  server.api(method, `/user-moderation/reports/${id}`, body, { token });

const REPORT_USER = `mutation($input: ReportUserInput!) {
  reportUser(input: $input) { alreadyReported message report { id reportId reason reasonLabel details status reportedUser { userId } reporter { userId } resolutionNotes history { entryId } } }
}`;
const UPDATE = `mutation($input: UpdateUserReportInput!) { updateUserReport(input: $input) { report { reportId status resolutionNotes resolvedBy { userId } } } }`;
const ASSIGN = `mutation($input: AssignUserReportInput!) { assignUserReport(input: $input) { report { reportId assignedTo { userId } } } }`;
const REPORT_FIELDS = `id reportId reason reasonLabel details status statusText createdAt resolvedAt updatedAt
  reportedUser { userId username } reporter { userId username } assignedTo { userId } resolvedBy { userId } resolutionNotes
  history { entryId action fromStatus toStatus notes reason assignedToId actor { userId } createdAt }`;

/** Files a fresh report of `about` by `by` over REST and returns its REST object. */
async function fileReport(by: Member, about: Member, body: Record<string, unknown> = { reason: 'harassment', details: 'Keeps sending me insults after the meeting.' }) {
  const res = await report(by.token, { userId: about.id, ...body });
  expect(res.status, res.text).toBe(201);
  return res.body.report as Record<string, any>;
}

async function notificationsOf(m: Member) {
  const res = await server.api('GET', '/notifications', undefined, { token: m.token });
  expect(res.status, res.text).toBe(200);
  return res.body.notifications as Record<string, any>[];
}

describe('report reasons', () => {
  it('REST and GraphQL answer the same list of value and label, with Other', async () => {
    const rest = await server.api('GET', '/user-moderation/report-reasons');
    expect(rest.status).toBe(200);
    expect(rest.body.reasons.map((r: { value: string }) => r.value)).toEqual(REASON_VALUES);
    expect(rest.body.reasons[0]).toEqual({ value: 'harassment', label: 'Harassment or bullying' });
    const gql = gqlData(await server.gql('{ reportReasons { value label } }'));
    expect(gql.reportReasons).toEqual(rest.body.reasons);
  });
});

describe('filing a report', () => {
  it('REST refuses with the spec messages', async () => {
    expectError(await report(undefined, { userId: target.id, reason: 'spam' }), 401, 'UNAUTHENTICATED', MSG.login);
    expectError(await report(reporter.token, { reason: 'spam' }), 400, 'VALIDATION', MSG.invalidUser);
    expectError(await report(reporter.token, { userId: 'abc', reason: 'spam' }), 400, 'VALIDATION', MSG.invalidUser);
    expectError(await report(reporter.token, { userId: { id: 1 }, reason: 'spam' }), 400, 'VALIDATION', MSG.invalidUser);
    expectError(await report(reporter.token, { userId: 2_000_000_000, reason: 'spam' }), 404, 'NOT_FOUND', MSG.invalidUser);
    expectError(await report(reporter.token, { userId: target.id }), 400, 'VALIDATION', MSG.reason);
    expectError(await report(reporter.token, { userId: target.id, reason: '', details: '   ' }), 400, 'VALIDATION', MSG.reason);
    expectError(await report(reporter.token, { userId: target.id, reason: 'other' }), 400, 'VALIDATION', MSG.details);
    expectError(await report(reporter.token, { userId: target.id, reason: 'other', details: ' \n ' }), 400, 'VALIDATION', MSG.details);
    expectError(await report(reporter.token, { userId: reporter.id, reason: 'spam' }), 400, 'VALIDATION', MSG.self);
    expectError(await report(reporter.token, { userId: target.id, reason: 'being annoying' }), 400, 'VALIDATION', 'Please choose one of the listed reasons.');
    expectError(await report(reporter.token, { userId: target.id, reason: 'spam', details: 'x'.repeat(1001) }), 400, 'VALIDATION', 'Details must be at most 1000 characters.');
    expectError(await report(reporter.token, { userId: target.id, reason: 'spam', details: 42 }), 400, 'VALIDATION', 'Details must be text.');
    expectError(await report(reporter.token, { userId: target.id, reason: ['spam'] }), 400, 'VALIDATION', 'Please choose one of the listed reasons.');
    expect(await server.app.db.userReport.count({ where: { reporterId: reporter.id } })).toBe(0);
  });

  it('GraphQL refuses with the same messages and codes', async () => {
    const cases: [string | undefined, Record<string, unknown>, string, string][] = [
      [undefined, { userId: gid('User', target.id), reason: 'spam' }, 'UNAUTHENTICATED', MSG.login],
      [reporter.token, { userId: 'nonsense', reason: 'spam' }, 'VALIDATION', MSG.invalidUser],
      [reporter.token, { userId: gid('Post', target.id), reason: 'spam' }, 'VALIDATION', MSG.invalidUser],
      [reporter.token, { userId: gid('User', target.id) }, 'VALIDATION', MSG.reason],
      [reporter.token, { userId: gid('User', target.id), reason: 'other', details: '' }, 'VALIDATION', MSG.details],
      [reporter.token, { userId: gid('User', reporter.id), reason: 'threats' }, 'VALIDATION', MSG.self],
    ];
    for (const [token, input, code, message] of cases) {
      const error = gqlError(await server.gql(REPORT_USER, { input }, token));
      expect(error.message).toBe(message);
      expect(error.extensions?.code).toBe(code);
    }
  });

  it('files a report (REST 201); a repeat while it is open answers the same report, also when sent twice at once', async () => {
    // A double (here: fivefold) submit files one report.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => report(bystander.token, { userId: target.id, reason: 'spam', details: 'Posts the same link everywhere.' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const created = answers.find((a) => a.status === 201)!;
    const repeated = answers.find((a) => a.status === 200)!;
    expect(created.body).toMatchObject({ success: true, message: MSG.created, alreadyReported: false });
    expect(created.body.report).toMatchObject({
      reason: 'spam',
      reasonLabel: 'Spam or scams',
      details: 'Posts the same link everywhere.',
      status: 'open',
      reportedUser: { id: target.id },
      resolvedAt: null,
    });
    // Its filer is not told back who works on it, nor the admins' notes.
    for (const key of ['reporter', 'assignedTo', 'resolvedBy', 'resolutionNotes', 'history']) expect(created.body.report).not.toHaveProperty(key);
    expect(repeated.body).toMatchObject({ success: true, message: MSG.already, alreadyReported: true, report: { id: created.body.report.id } });
    expect(await server.app.db.userReport.count({ where: { reporterId: bystander.id, targetUserId: target.id } })).toBe(1);
    // Announced once, for the admin screens.
    expect(queueEvents.filter((e) => e.kind === 'REPORT' && e.id === created.body.report.id)).toEqual([
      { kind: 'REPORT', id: created.body.report.id, change: 'CREATED', byAdminId: null },
    ]);
  });

  it('details alone file an Other report; GraphQL reportUser answers the report without the admin fields', async () => {
    const someone = await member(server);
    const other = await fileReport(reporter, someone, { details: 'Pretends to be our steward in messages.' });
    expect(other).toMatchObject({ reason: 'other', reasonLabel: 'Other', details: 'Pretends to be our steward in messages.' });

    const data = gqlData(await server.gql(REPORT_USER, { input: { userId: gid('User', someone.id), reason: 'Impersonation' } }, bystander.token)).reportUser;
    expect(data).toMatchObject({ alreadyReported: false, message: MSG.created });
    expect(data.report).toMatchObject({ reason: 'impersonation', reasonLabel: 'Impersonation', details: null, status: 'OPEN', reportedUser: { userId: someone.id } });
    expect(data.report.reporter).toBeNull();
    expect(data.report.resolutionNotes).toBeNull();
    expect(data.report.history).toBeNull();
    const again = gqlData(await server.gql(REPORT_USER, { input: { userId: gid('User', someone.id), reason: 'spam' } }, bystander.token)).reportUser;
    expect(again).toMatchObject({ alreadyReported: true, message: MSG.already, report: { reportId: data.report.reportId, reason: 'impersonation' } });
  });

  it('is rate limited per member (10 an hour), repeats included', async () => {
    const eager = await member(server);
    const someone = await member(server);
    for (let i = 0; i < 10; i++) expect((await report(eager.token, { userId: someone.id, reason: 'spam' })).status).toBeLessThan(300);
    const limited = await report(eager.token, { userId: someone.id, reason: 'spam' });
    expectError(limited, 429, 'RATE_LIMITED', "You're reporting members too quickly. Please wait a while before filing another report.");
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const gql = gqlError(await server.gql(REPORT_USER, { input: { userId: gid('User', target.id), reason: 'spam' } }, eager.token));
    expect(gql.extensions?.code).toBe('RATE_LIMITED');
  });
});

describe('who reads which reports', () => {
  it('members read the reports they filed; never those about them; guests nothing; admins every report, filtered', async () => {
    const mine = await fileReport(reporter, target);
    const rest = await server.api('GET', '/user-moderation/reports', undefined, { token: reporter.token });
    expect(rest.status).toBe(200);
    expect(rest.body.reports.map((r: { id: number }) => r.id)).toContain(mine.id);
    for (const r of rest.body.reports) {
      expect(r).not.toHaveProperty('reporter');
      expect(r).not.toHaveProperty('resolutionNotes');
    }
    const aboutTarget = await server.api('GET', '/user-moderation/reports', undefined, { token: target.token });
    expect(aboutTarget.body).toMatchObject({ success: true, reports: [], total: 0 });
    expectError(await server.api('GET', `/user-moderation/reports?userId=${target.id}`, undefined, { token: reporter.token }), 403, 'FORBIDDEN', MSG.adminOnly);
    expectError(await server.api('GET', '/user-moderation/reports'), 401, 'UNAUTHENTICATED');

    const all = await server.api('GET', `/user-moderation/reports?status=open&userId=${target.id}&limit=50`, undefined, { token: adminA.token });
    expect(all.status).toBe(200);
    const row = all.body.reports.find((r: { id: number }) => r.id === mine.id);
    expect(row).toMatchObject({ status: 'open', reporter: { id: reporter.id }, reportedUser: { id: target.id }, assignedTo: null, history: [] });
    expect(all.body.reports.every((r: { status: string; reportedUser: { id: number } }) => r.status === 'open' && r.reportedUser.id === target.id)).toBe(true);
    expect(all.body.total).toBe(all.body.reports.length);
    const paged = await server.api('GET', '/user-moderation/reports?limit=1&offset=1', undefined, { token: adminA.token });
    expect(paged.body.reports).toHaveLength(1);
    expect(paged.body).toMatchObject({ limit: 1, offset: 1 });
    expectError(await server.api('GET', '/user-moderation/reports?status=maybe', undefined, { token: adminA.token }), 400, 'VALIDATION');
    expectError(await server.api('GET', '/user-moderation/reports?limit=0', undefined, { token: adminA.token }), 400, 'VALIDATION');

    const query = `query($status: UserReportStatus, $user: ID) { userReports(first: 50, status: $status, reportedUserId: $user) { totalCount edges { node { ${REPORT_FIELDS} } } } }`;
    const asAdmin = gqlData(await server.gql(query, { status: 'OPEN', user: gid('User', target.id) }, adminA.token)).userReports;
    const node = asAdmin.edges.map((e: { node: any }) => e.node).find((n: any) => n.reportId === mine.id);
    expect(node).toMatchObject({ status: 'OPEN', statusText: 'open', reporter: { userId: reporter.id }, reportedUser: { userId: target.id }, history: [] });
    const asReporter = gqlData(await server.gql(query, {}, reporter.token)).userReports;
    const own = asReporter.edges.map((e: { node: any }) => e.node).find((n: any) => n.reportId === mine.id);
    expect(own).toMatchObject({ reporter: null, assignedTo: null, resolutionNotes: null, history: null, updatedAt: null });
    expect(gqlData(await server.gql(query, {}, target.token)).userReports).toMatchObject({ totalCount: 0, edges: [] });
    expect(gqlError(await server.gql(query, { user: gid('User', target.id) }, reporter.token)).extensions?.code).toBe('FORBIDDEN');

    // node(id): the filer and admins; nobody else.
    const byNode = `query($id: ID!) { node(id: $id) { ... on UserReport { reportId reporter { userId } } } }`;
    expect(gqlData(await server.gql(byNode, { id: reportGid(mine.id) }, reporter.token)).node).toEqual({ reportId: mine.id, reporter: null });
    expect(gqlData(await server.gql(byNode, { id: reportGid(mine.id) }, adminA.token)).node).toEqual({ reportId: mine.id, reporter: { userId: reporter.id } });
    expect(gqlData(await server.gql(byNode, { id: reportGid(mine.id) }, target.token)).node).toBeNull();
    expect(gqlData(await server.gql(byNode, { id: reportGid(mine.id) })).node).toBeNull();
  });
});

describe('the admins work the queue', () => {
  it('members cannot update or assign (403 on both transports)', async () => {
    const r = await fileReport(reporter, await member(server));
    expectError(await patch(reporter.token, r.id, { status: 'resolved' }), 403, 'FORBIDDEN', MSG.adminOnly);
    expectError(await patch(target.token, r.id, { status: 'dismissed' }, 'PUT'), 403, 'FORBIDDEN', MSG.adminOnly);
    expectError(await server.api('POST', `/user-moderation/reports/${r.id}/assign`, undefined, { token: reporter.token }), 403, 'FORBIDDEN', MSG.adminOnly);
    expectError(await patch(undefined, r.id, { status: 'resolved' }), 401, 'UNAUTHENTICATED');
    for (const [doc, input] of [
      [UPDATE, { id: reportGid(r.id), status: 'RESOLVED' }],
      [ASSIGN, { id: reportGid(r.id) }],
    ] as const) {
      const error = gqlError(await server.gql(doc, { input }, bystander.token));
      expect(error.message).toBe(MSG.adminOnly);
      expect(error.extensions?.code).toBe('FORBIDDEN');
    }
    const row = await server.app.db.userReport.findUniqueOrThrow({ where: { id: r.id } });
    expect(row).toMatchObject({ status: 'OPEN', assignedToId: null, resolvedById: null });
    expect(await server.app.db.moderationAction.count({ where: { reportId: r.id } })).toBe(0);
  });

  it('assign to me, in review with notes, resolve: each step logged in the history; the reporter hears the outcome, nameless', async () => {
    const accused = await member(server);
    const r = await fileReport(reporter, accused, { reason: 'threats', details: 'Said he would get me fired for the petition.' });
    const trustBefore = (await server.app.db.user.findUniqueOrThrow({ where: { id: accused.id }, select: { trustScore: true } })).trustScore;
    queueEvents.length = 0;

    const assigned = await server.api('POST', `/user-moderation/reports/${r.id}/assign`, undefined, { token: adminA.token });
    expect(assigned.status, assigned.text).toBe(200);
    expect(assigned.body.report).toMatchObject({ assignedTo: { id: adminA.id }, status: 'open' });
    expect(assigned.body.report.history).toMatchObject([{ action: 'assignment', assignedToId: adminA.id, actor: { id: adminA.id } }]);

    const reviewing = await patch(adminA.token, r.id, { status: 'in_review', resolutionNotes: 'Asked the reporter for screenshots.' });
    expect(reviewing.status, reviewing.text).toBe(200);
    expect(reviewing.body.report).toMatchObject({ status: 'reviewing', resolutionNotes: 'Asked the reporter for screenshots.', resolvedAt: null, resolvedBy: null });

    // GraphQL: another admin takes it over, then resolves it.
    const taken = gqlData(await server.gql(ASSIGN, { input: { id: reportGid(r.id) } }, adminB.token)).assignUserReport.report;
    expect(taken.assignedTo).toEqual({ userId: adminB.id });
    const resolved = gqlData(
      await server.gql(UPDATE, { input: { id: reportGid(r.id), status: 'RESOLVED', resolutionNotes: 'Warned him; the threat is in the DMs.' } }, adminB.token),
    ).updateUserReport.report;
    expect(resolved).toMatchObject({ status: 'RESOLVED', resolutionNotes: 'Warned him; the threat is in the DMs.', resolvedBy: { userId: adminB.id } });

    const history = gqlData(await server.gql(`query($id: ID!) { node(id: $id) { ... on UserReport { ${REPORT_FIELDS} } } }`, { id: reportGid(r.id) }, adminA.token)).node.history;
    expect(history.map((h: any) => [h.action, h.fromStatus, h.toStatus, h.assignedToId, h.actor.userId])).toEqual([
      ['ASSIGNMENT', null, null, adminA.id, adminA.id],
      ['STATUS_CHANGE', 'OPEN', 'REVIEWING', null, adminA.id],
      ['ASSIGNMENT', null, null, adminB.id, adminB.id],
      ['STATUS_CHANGE', 'REVIEWING', 'RESOLVED', null, adminB.id],
    ]);
    expect(history[1].notes).toBe('Asked the reporter for screenshots.');
    // The log rows name the reported member (admins' per-member log), never the reporter.
    const rows = await server.app.db.moderationAction.findMany({ where: { reportId: r.id } });
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.targetUserId).toBe(accused.id);
      expect(JSON.stringify(row)).not.toContain(`"${reporter.id}"`);
      expect(Object.values((row.details ?? {}) as object)).not.toContain(reporter.id);
    }
    expect(queueEvents.filter((e) => e.id === r.id).map((e) => [e.change, e.byAdminId])).toEqual([
      ['UPDATED', adminA.id],
      ['UPDATED', adminA.id],
      ['UPDATED', adminB.id],
      ['UPDATED', adminB.id],
    ]);

    // The reporter's notification tells the outcome, names neither admin, and carries no actor.
    const outcome = (await notificationsOf(reporter)).find((n) => n.data?.reportId === r.id);
    expect(outcome).toBeTruthy();
    expect(outcome!.type).toBe('admin_action');
    expect(outcome!.content).toContain('upheld');
    expect(outcome!.content).toContain(`@${accused.username}`);
    for (const adm of [adminA, adminB]) {
      expect(JSON.stringify(outcome)).not.toContain(adm.username!);
      expect(JSON.stringify(outcome)).not.toContain(`"${adm.id}"`);
    }
    expect(outcome!.content).not.toContain('Warned him');
    const row = await server.app.db.notification.findUniqueOrThrow({ where: { id: outcome!.id } });
    expect(row.actorId).toBeNull();
    const gqlNotes = gqlData(await server.gql(`{ notifications(first: 20) { edges { node { content actor { userId } } } } }`, {}, reporter.token)).notifications;
    const gqlOutcome = gqlNotes.edges.find((e: any) => e.node.content === outcome!.content);
    expect(gqlOutcome.node.actor).toBeNull();

    // Upheld: the reported member's trust score was recomputed with it.
    const after = await server.app.db.user.findUniqueOrThrow({ where: { id: accused.id }, select: { trustScore: true } });
    expect(after.trustScore).not.toBeNull();
    if (trustBefore !== null) expect(after.trustScore!).toBeLessThan(trustBefore);
    expect(await server.app.db.trustScoreChange.count({ where: { userId: accused.id, reason: 'A report about the member was upheld' } })).toBeGreaterThan(0);

    // Final: no further change, no assignment.
    expectError(await patch(adminA.token, r.id, { status: 'open' }), 409, 'CONFLICT', 'This report was already resolved by another moderator. Reload to see the decision.');
    expectError(await server.api('POST', `/user-moderation/reports/${r.id}/assign`, undefined, { token: adminA.token }), 409, 'CONFLICT');
  });

  it('dismissing tells the reporter too; the reported member hears nothing of either', async () => {
    const accused = await member(server);
    const r = await fileReport(bystander, accused, { reason: 'inappropriate_content' });
    const res = await patch(adminA.token, r.id, { status: 'dismissed', resolutionNotes: 'Within the rules: a heated but fair argument.' }, 'PUT');
    expect(res.status, res.text).toBe(200);
    expect(res.body.report).toMatchObject({ status: 'dismissed', resolvedBy: { id: adminA.id } });
    const outcome = (await notificationsOf(bystander)).find((n) => n.data?.reportId === r.id);
    expect(outcome?.content).toContain('dismissed');
    expect(outcome?.content).not.toContain('heated');
    expect(await notificationsOf(accused)).toEqual([]);
  });

  it('refuses bad input: status, notes length, unknown report', async () => {
    const r = await fileReport(reporter, await member(server));
    expectError(await patch(adminA.token, r.id, {}), 400, 'VALIDATION', 'Please choose a status: open, reviewing, resolved or dismissed.');
    expectError(await patch(adminA.token, r.id, { status: 'closed' }), 400, 'VALIDATION');
    expectError(await patch(adminA.token, r.id, { status: 'resolved', resolutionNotes: 'n'.repeat(2001) }), 400, 'VALIDATION', 'Resolution notes must be at most 2000 characters.');
    expectError(await patch(adminA.token, 2_000_000_000, { status: 'resolved' }), 404, 'NOT_FOUND', 'Report not found');
    expectError(await patch(adminA.token, 'abc', { status: 'resolved' }), 404, 'NOT_FOUND');
    expect((await server.app.db.userReport.findUniqueOrThrow({ where: { id: r.id } })).status).toBe('OPEN');
  });

  it('concurrent decisions close a report once: one wins, the other gets 409; one log row, one notification', async () => {
    const r = await fileReport(reporter, await member(server), { reason: 'hate_speech', details: 'Slurs in the break-room thread.' });
    const [rest, gql] = await Promise.all([
      patch(adminA.token, r.id, { status: 'resolved', resolutionNotes: 'Upheld by A' }),
      server.gql(UPDATE, { input: { id: reportGid(r.id), status: 'DISMISSED', resolutionNotes: 'Dismissed by B' } }, adminB.token),
    ]);
    const restWon = rest.status === 200;
    const gqlWon = !gql.errors;
    expect([restWon, gqlWon].filter(Boolean)).toHaveLength(1);
    if (restWon) {
      expect(gql.errors![0]!.extensions?.code).toBe('CONFLICT');
      expect(gql.errors![0]!.message).toBe('This report was already resolved by another moderator. Reload to see the decision.');
    } else {
      expectError(rest, 409, 'CONFLICT', 'This report was already dismissed by another moderator. Reload to see the decision.');
    }
    const row = await server.app.db.userReport.findUniqueOrThrow({ where: { id: r.id } });
    expect(row.status).toBe(restWon ? 'RESOLVED' : 'DISMISSED');
    expect(row.resolvedById).toBe(restWon ? adminA.id : adminB.id);
    expect(await server.app.db.moderationAction.count({ where: { reportId: r.id, type: 'REPORT_STATUS' } })).toBe(1);
    expect(await server.app.db.notification.count({ where: { userId: reporter.id, data: { path: ['reportId'], equals: r.id } } })).toBe(1);
  });
});

describe('the reported member never learns who reported them', () => {
  it('no field of any answer the reported member can reach names the reporter', async () => {
    const secretReporter = await member(server, { displayName: 'Quiet Witness' });
    const reported = await member(server);
    const r = await fileReport(secretReporter, reported, { reason: 'harassment', details: 'He follows me around the warehouse.' });
    await server.api('POST', `/user-moderation/reports/${r.id}/assign`, undefined, { token: adminA.token });
    await patch(adminA.token, r.id, { status: 'resolved', resolutionNotes: 'Confirmed by the shift lead.' });

    const token = reported.token;
    const answers = [
      await server.api('GET', '/user-moderation/reports', undefined, { token }),
      await server.api('GET', '/user-moderation/reports?status=resolved', undefined, { token }),
      await server.api('GET', '/notifications', undefined, { token }),
      await server.api('GET', '/auth/me', undefined, { token }),
      await server.gql(`{ viewer { id username } userReports(first: 50) { edges { node { reportId reporter { userId } } } } notifications(first: 50) { edges { node { content data actor { userId } } } } }`, {}, token),
      await server.gql(`query($id: ID!) { node(id: $id) { ... on UserReport { reportId reporter { userId username } } } }`, { id: reportGid(r.id) }, token),
      await server.gql(`query($id: ID!) { node(id: $id) { ... on User { userId username } } }`, { id: gid('User', reported.id) }, token),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(500);
      expect(answer.text).not.toContain(secretReporter.username!);
      expect(answer.text).not.toContain('Quiet Witness');
      expect(answer.text).not.toContain(secretReporter.email);
    }
    const restReports = answers[0]!.body.reports as unknown[];
    expect(restReports).toEqual([]);
    expect(gqlData(answers[5] as never).node).toBeNull();
    expect(await server.app.db.notification.count({ where: { userId: reported.id } })).toBe(0);
    // The moderation log rows of the report name the reported member; their own view of the log
    // (REST and GraphQL) leaves report rows out, and their trust score, warnings and summary
    // answers name nobody either.
    expect(await server.app.db.moderationAction.count({ where: { reportId: r.id, targetUserId: reported.id } })).toBe(2);
    const own = await server.api('GET', '/moderation/my-actions', undefined, { token });
    expect(own.status, own.text).toBe(200);
    expect(own.body.actions).toEqual([]);
    const ownGql = gqlData(await server.gql(`{ myModerationActions(first: 50) { edges { node { type reason } } } }`, {}, token));
    expect(ownGql.myModerationActions.edges).toEqual([]);
    for (const path of [`/user-moderation/trust-score/${reported.id}`, `/user-moderation/warnings/${reported.id}`, `/user-moderation/summary/${reported.id}`, `/user-moderation/can-interact/${secretReporter.id}`]) {
      const res = await server.api('GET', path, undefined, { token });
      expect(res.status, `${path}: ${res.text}`).toBeLessThan(500);
      expect(res.text).not.toContain(secretReporter.username!);
      expect(res.text).not.toContain('Quiet Witness');
    }
    // A member cannot update their way into the admin view either.
    expectError(await patch(token, r.id, { status: 'open' }), 403, 'FORBIDDEN', MSG.adminOnly);
  });
});

describe('SQL statements', () => {
  async function statements(request: () => Promise<unknown>): Promise<number> {
    const before = server.app.statements.count;
    await request();
    return server.app.statements.count - before;
  }

  it('the admin queue reads a fixed number of statements whatever the page size (no N+1), on both transports', async () => {
    expect(await server.app.db.userReport.count()).toBeGreaterThan(10);
    const rest = (limit: number) => statements(() => server.api('GET', `/user-moderation/reports?limit=${limit}`, undefined, { token: adminA.token }));
    const gql = (first: number) =>
      statements(() => server.gql(`query($first: Int) { userReports(first: $first) { totalCount edges { node { ${REPORT_FIELDS} } } } }`, { first }, adminA.token));
    const [restOne, restMany, gqlOne, gqlMany] = [await rest(1), await rest(20), await gql(1), await gql(20)];
    expect(restMany).toBe(restOne);
    expect(gqlMany).toBe(gqlOne);
    expect(Math.max(restMany, gqlMany)).toBeLessThanOrEqual(6);
  });
});
