// The admin area and due process (issue 10): the dashboard counts, the live admin queue
// subscription (admins only; ends on sign-out or loss of the role), the moderation log (admins
// read all of it; a member reads the actions on their own account and content with the reasons,
// never the moderator), appeals (once, within 14 days, decided by another admin with a reason
// the member reads; an overturn undoes the warning, ban or removal) including a banned member's
// appeal through the link of their login refusal, and the admins' member search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer, randomIp } from './helpers/server.ts';
import { admin, expectError, gqlData, gqlError, member, type Member } from './helpers/content.ts';
import { closeWsClients, connectWs, settle, subscribe } from './helpers/ws.ts';
import { createComment, createPost, DEFAULT_PASSWORD } from '../fixtures/factories.ts';
import type { Ctx } from '../../api/src/context.ts';
import { viewerOf } from '../../api/src/domain/auth/session.ts';
import { banUser } from '../../api/src/domain/moderation/bans.ts';
import { issueWarning } from '../../api/src/domain/moderation/warnings.ts';
import { appealMessages } from '../../api/src/domain/moderation/appeals.ts';

let admin1: Member;
let admin2: Member;

const server = useTestServer();

beforeAll(async () => {
  [admin1, admin2] = await Promise.all([admin(server), admin(server)]);
});

afterAll(async () => {
  await closeWsClients();
});

/** A domain context acting as `user` (for actions of other areas this file only needs as setup). */
async function ctxOf(user: Member): Promise<Ctx> {
  const row = await server.app.db.user.findUniqueOrThrow({ where: { id: user.id }, include: { settings: true } });
  return { ...server.app.services, viewer: viewerOf(row), authFailure: null, session: null, accessToken: null, ip: '127.0.0.1', deviceId: null };
}

async function warn(by: Member, target: Member, reason = 'Insulted a coworker in the comments') {
  const warning = await issueWarning(await ctxOf(by), { userId: target.id, warningType: 'harassment', reason, severity: 3 } as never);
  const action = await server.app.db.moderationAction.findFirstOrThrow({ where: { warningId: warning.id, type: 'WARN' } });
  return { warning, actionId: action.id };
}

async function ban(by: Member, target: Member, banType: 'TEMPORARY' | 'PERMANENT' | 'SHADOW' = 'TEMPORARY', reason = 'Spamming the feed with ads') {
  const created = await banUser(await ctxOf(by), { userId: target.id, banType, reason, duration: banType === 'TEMPORARY' ? 48 : undefined } as never);
  const action = await server.app.db.moderationAction.findFirstOrThrow({ where: { banId: created.id, type: 'BAN' } });
  return { ban: created, actionId: action.id };
}

/** A post held for review, rejected by `by` through the review queue (REJECT_CONTENT). */
async function rejectedPost(by: Member, author: Member) {
  const post = await createPost(server.app.db, { author: author.id, title: 'Break room schedule change', status: 'PENDING_REVIEW' });
  const res = await server.api('POST', `/admin/moderation/posts/${post.id}`, { approve: false, reason: 'Looks like spam' }, { token: by.token });
  expect(res.status, res.text).toBe(200);
  const action = await server.app.db.moderationAction.findFirstOrThrow({ where: { postId: post.id, type: 'REJECT_CONTENT' } });
  return { post, actionId: action.id };
}

const MY_ACTIONS = `{ myModerationActions(first: 50) { edges { node {
  actionId type reason createdAt postTitle banType banEndsAt warningSeverity warningType canAppeal appealDeadline
  appeal { appealId status text decisionReason decidedAt }
} } } }`;
const LOG = `query($type: ModerationActionType, $user: ID, $first: Int, $after: String) {
  moderationLog(type: $type, targetUserId: $user, first: $first, after: $after) {
    pageInfo { hasNextPage endCursor }
    edges { node { actionId type reason createdAt actor { userId username } targetUser { userId } details appealStatus } }
  } }`;
const SUBMIT = `mutation($input: SubmitAppealInput!) { submitAppeal(input: $input) { appeal { appealId status text } action { actionId canAppeal appeal { status } } } }`;
const DECIDE = `mutation($input: DecideAppealInput!) { decideAppeal(input: $input) { appeal { appealId status decisionReason decidedBy { userId } member { userId } } } }`;
const APPEALS = `query($status: AppealStatus) { moderationAppeals(status: $status, first: 50) { totalCount edges { node {
  appealId status text viewerMayDecide member { userId } action { actionId type reason actor { userId } }
} } } }`;

async function appeal(user: Member, actionId: number, text = 'I was quoting the manager, not insulting anyone.') {
  return server.gql(SUBMIT, { input: { actionId, text } }, user.token);
}

async function decide(by: Member, appealId: number, overturn: boolean, reason = 'Reviewed the thread: the quote was in context.') {
  return server.gql(DECIDE, { input: { appealId, overturn, reason } }, by.token);
}

// ───────────────────────────── Moderation log ─────────────────────────────

describe('moderation log', () => {
  it('admins read the whole log newest first, filtered by type and member, paged; members and guests are refused', async () => {
    const [target, other] = await Promise.all([member(server), member(server)]);
    const first = await warn(admin1, target, 'First warning');
    const second = await warn(admin2, target, 'Second warning');
    await warn(admin1, other, 'Unrelated warning');

    const mine = gqlData(await server.gql(LOG, { user: String(target.id) }, admin1.token)).moderationLog.edges.map((e: any) => e.node);
    expect(mine.map((n: any) => n.actionId)).toEqual([second.actionId, first.actionId]);
    expect(mine[0]).toMatchObject({ type: 'WARN', reason: 'Second warning', actor: { userId: admin2.id }, targetUser: { userId: target.id } });

    const page1 = gqlData(await server.gql(LOG, { user: String(target.id), first: 1 }, admin1.token)).moderationLog;
    expect(page1.edges.map((e: any) => e.node.actionId)).toEqual([second.actionId]);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = gqlData(await server.gql(LOG, { user: String(target.id), first: 1, after: page1.pageInfo.endCursor }, admin1.token)).moderationLog;
    expect(page2.edges.map((e: any) => e.node.actionId)).toEqual([first.actionId]);

    const warns = gqlData(await server.gql(LOG, { type: 'WARN', first: 100 }, admin1.token)).moderationLog.edges.map((e: any) => e.node);
    expect(warns.every((n: any) => n.type === 'WARN')).toBe(true);
    expect(warns.map((n: any) => n.actionId)).toEqual(expect.arrayContaining([first.actionId, second.actionId]));

    const rest = await server.api('GET', `/moderation/log?user_id=${target.id}&type=warn&limit=10`, undefined, { token: admin1.token });
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body.total).toBe(2);
    expect(rest.body.entries.map((e: any) => e.id)).toEqual([second.actionId, first.actionId]);
    expect(rest.body.entries[0]).toMatchObject({ type: 'warn', reason: 'Second warning', actor: { id: admin2.id }, target_user: { id: target.id }, warning_severity: 3 });
    expectError(await server.api('GET', '/moderation/log?type=nonsense', undefined, { token: admin1.token }), 400, 'VALIDATION');

    // A fixed number of statements per page, however many rows and people it shows.
    const measure = async (run: () => Promise<unknown>) => {
      const before = server.app.statements.count;
      await run();
      return server.app.statements.count - before;
    };
    const restLog = () => server.api('GET', '/moderation/log?limit=50', undefined, { token: admin1.token });
    const gqlLog = () => server.gql(LOG, { first: 50 }, admin1.token);
    const [restSmall, gqlSmall] = [await measure(restLog), await measure(gqlLog)];
    for (let i = 0; i < 6; i++) await warn(i % 2 ? admin1 : admin2, await member(server), `Bulk ${i}`);
    expect(await measure(restLog)).toBe(restSmall);
    expect(await measure(gqlLog)).toBe(gqlSmall);
    expect(restSmall).toBeLessThanOrEqual(12);
    expect(gqlSmall).toBeLessThanOrEqual(12);

    expect(gqlError(await server.gql(LOG, {}, target.token)).extensions?.code).toBe('FORBIDDEN');
    expect(gqlError(await server.gql(LOG, {})).extensions?.code).toBe('UNAUTHENTICATED');
    expectError(await server.api('GET', '/moderation/log', undefined, { token: target.token }), 403, 'FORBIDDEN');
    expectError(await server.api('GET', '/moderation/log'), 401, 'UNAUTHENTICATED');
  });

  it("a member reads the actions on their own account and content with the reasons, never the moderator nor others' actions nor a shadow ban", async () => {
    const [target, other] = await Promise.all([member(server), member(server)]);
    const adminRow = await server.app.db.user.findUniqueOrThrow({ where: { id: admin1.id } });
    const w = await warn(admin1, target, 'Posted a coworker’s phone number');
    const r = await rejectedPost(admin1, target);
    await warn(admin1, other, 'Not yours');

    const nodes = gqlData(await server.gql(MY_ACTIONS, {}, target.token)).myModerationActions.edges.map((e: any) => e.node);
    expect(nodes.map((n: any) => n.actionId)).toEqual([r.actionId, w.actionId]);
    expect(nodes[1]).toMatchObject({ type: 'WARN', reason: 'Posted a coworker’s phone number', warningSeverity: 3, warningType: 'harassment', canAppeal: true, appeal: null });
    expect(nodes[0]).toMatchObject({ type: 'REJECT_CONTENT', reason: 'Looks like spam', postTitle: 'Break room schedule change', canAppeal: true });

    // No field of the member's view names the moderator.
    const type = gqlData(await server.gql(`{ __type(name: "AccountAction") { fields { name } } }`, {}, target.token)).__type;
    const names = type.fields.map((f: { name: string }) => f.name);
    for (const forbidden of ['actor', 'actorId', 'details', 'targetUser', 'decidedBy']) expect(names).not.toContain(forbidden);
    const appealType = gqlData(await server.gql(`{ __type(name: "MyAppeal") { fields { name } } }`, {}, target.token)).__type;
    expect(appealType.fields.map((f: { name: string }) => f.name)).not.toContain('decidedBy');
    const tryActor = await server.gql(`{ myModerationActions { edges { node { actor { username } } } } }`, {}, target.token);
    expect(tryActor.errors?.length).toBeGreaterThan(0);

    const rest = await server.api('GET', '/moderation/my-actions', undefined, { token: target.token });
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body.actions.map((a: any) => a.id)).toEqual([r.actionId, w.actionId]);
    expect(rest.body.actions[1]).toMatchObject({ type: 'warn', reason: 'Posted a coworker’s phone number', can_appeal: true });
    for (const a of rest.body.actions) expect(Object.keys(a)).not.toEqual(expect.arrayContaining(['actor']));
    expect(rest.text).not.toContain(adminRow.username!);
    expect(rest.text).not.toContain(adminRow.email);

    // A shadow ban leaves no trace the member can read.
    const shadowed = await member(server);
    await ban(admin1, shadowed, 'SHADOW');
    const shadowView = gqlData(await server.gql(MY_ACTIONS, {}, shadowed.token)).myModerationActions.edges;
    expect(shadowView).toEqual([]);
    expect((await server.api('GET', '/moderation/my-actions', undefined, { token: shadowed.token })).body.actions).toEqual([]);
    expect((await appeal(shadowed, (await server.app.db.moderationAction.findFirstOrThrow({ where: { targetUserId: shadowed.id, type: 'BAN' } })).id)).errors?.[0]?.message).toBe(
      appealMessages.notFound,
    );

    expect(gqlError(await server.gql(MY_ACTIONS, {})).extensions?.code).toBe('UNAUTHENTICATED');
  });
});

// ───────────────────────────── Appeals ─────────────────────────────

describe('appeals', () => {
  it('once, with a bounded text, within 14 days, only of an appealable action of their own', async () => {
    const [target, other] = await Promise.all([member(server), member(server)]);
    const w = await warn(admin1, target);

    expect(gqlError(await appeal(target, w.actionId, '   ')).message).toBe(appealMessages.textRequired);
    expect(gqlError(await appeal(target, w.actionId, 'x'.repeat(2001))).message).toBe(appealMessages.textTooLong);
    expect(gqlError(await appeal(other, w.actionId)).message).toBe(appealMessages.notFound);

    const made = gqlData(await appeal(target, w.actionId)).submitAppeal;
    expect(made.appeal).toMatchObject({ status: 'PENDING', text: 'I was quoting the manager, not insulting anyone.' });
    expect(made.action).toMatchObject({ actionId: w.actionId, canAppeal: false, appeal: { status: 'PENDING' } });
    const again = gqlError(await appeal(target, w.actionId, 'Second try'));
    expect(again.message).toBe(appealMessages.alreadyAppealed);
    expect(again.extensions?.code).toBe('CONFLICT');
    const rest = await server.api('POST', '/moderation/appeals', { action_id: w.actionId, text: 'Third try' }, { token: target.token });
    expectError(rest, 409, 'CONFLICT', appealMessages.alreadyAppealed);
    expect(await server.app.db.appeal.count({ where: { actionId: w.actionId } })).toBe(1);

    // 14 days: an older action is refused, a 13-day-old one is taken.
    const old = await warn(admin1, target, 'Old warning');
    await server.app.db.moderationAction.update({ where: { id: old.actionId }, data: { createdAt: new Date(Date.now() - 15 * 86_400_000) } });
    const late = await server.api('POST', '/moderation/appeals', { action_id: old.actionId, text: 'Late' }, { token: target.token });
    expectError(late, 403, 'FORBIDDEN', appealMessages.windowClosed);
    const recent = await warn(admin1, target, 'Recent warning');
    await server.app.db.moderationAction.update({ where: { id: recent.actionId }, data: { createdAt: new Date(Date.now() - 13 * 86_400_000) } });
    const inTime = await server.api('POST', '/moderation/appeals', { action_id: recent.actionId, text: 'In time' }, { token: target.token });
    expect(inTime.status, inTime.text).toBe(201);
    expect(inTime.body.appeal).toMatchObject({ status: 'pending', text: 'In time' });

    const actions = gqlData(await server.gql(MY_ACTIONS, {}, target.token)).myModerationActions.edges.map((e: any) => e.node);
    expect(actions.find((a: any) => a.actionId === old.actionId).canAppeal).toBe(false);

    // An approval is not appealable.
    const post = await createPost(server.app.db, { author: target.id, status: 'PENDING_REVIEW' });
    await server.api('POST', `/admin/moderation/posts/${post.id}`, { approve: true }, { token: admin1.token });
    const approval = await server.app.db.moderationAction.findFirstOrThrow({ where: { postId: post.id, type: 'APPROVE_CONTENT' } });
    expect(gqlError(await appeal(target, approval.id)).message).toBe(appealMessages.notAppealable);
    expect(gqlError(await server.gql(SUBMIT, { input: { actionId: w.actionId, text: 'guest' } })).extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('is decided by a different admin, with a reason; overturning a warning strikes it, the member reads the outcome without the admin', async () => {
    const target = await member(server);
    const w = await warn(admin1, target);
    const scoreWarned = (await server.app.db.user.findUniqueOrThrow({ where: { id: target.id } })).trustScore!;
    const appealId = gqlData(await appeal(target, w.actionId)).submitAppeal.appeal.appealId;

    // The admins' queue shows it, and who may decide.
    const queue1 = gqlData(await server.gql(APPEALS, {}, admin1.token)).moderationAppeals.edges.map((e: any) => e.node);
    const row1 = queue1.find((a: any) => a.appealId === appealId);
    expect(row1).toMatchObject({ status: 'PENDING', viewerMayDecide: false, member: { userId: target.id }, action: { type: 'WARN', actor: { userId: admin1.id } } });
    const row2 = gqlData(await server.gql(APPEALS, {}, admin2.token)).moderationAppeals.edges.map((e: any) => e.node).find((a: any) => a.appealId === appealId);
    expect(row2.viewerMayDecide).toBe(true);
    expect(gqlError(await server.gql(APPEALS, {}, target.token)).extensions?.code).toBe('FORBIDDEN');

    const same = gqlError(await decide(admin1, appealId, true));
    expect(same.message).toBe(appealMessages.sameAdmin);
    expect(same.extensions?.code).toBe('FORBIDDEN');
    expectError(await server.api('POST', `/moderation/appeals/${appealId}/decision`, { overturn: true, reason: 'x' }, { token: admin1.token }), 403, 'FORBIDDEN', appealMessages.sameAdmin);
    expect(gqlError(await decide(admin2, appealId, true, '  ')).message).toBe(appealMessages.reasonRequired);
    expect(gqlError(await decide(target, appealId, true)).extensions?.code).toBe('FORBIDDEN');

    const decided = gqlData(await decide(admin2, appealId, true, 'The quote was in context.')).decideAppeal.appeal;
    expect(decided).toMatchObject({ status: 'OVERTURNED', decisionReason: 'The quote was in context.', decidedBy: { userId: admin2.id } });
    expect((await server.app.db.warning.findUniqueOrThrow({ where: { id: w.warning.id } })).struckAt).not.toBeNull();
    expect((await server.app.db.user.findUniqueOrThrow({ where: { id: target.id } })).trustScore!).toBeGreaterThan(scoreWarned);
    const logged = await server.app.db.moderationAction.findMany({ where: { targetUserId: target.id }, orderBy: { id: 'asc' }, select: { type: true, actorId: true, reason: true } });
    expect(logged.map((l) => l.type)).toEqual(['WARN', 'STRIKE_WARNING', 'APPEAL_DECISION']);
    expect(logged[2]).toMatchObject({ actorId: admin2.id, reason: 'The quote was in context.' });

    expect(gqlError(await decide(admin2, appealId, false)).message).toBe(appealMessages.alreadyDecided);

    // The member reads the outcome and the reason, never who decided.
    const note = await server.app.db.notification.findFirstOrThrow({ where: { userId: target.id, type: 'ADMIN_ACTION', data: { path: ['action'], equals: 'appeal_decided' } } });
    expect(note.content).toContain('The quote was in context.');
    expect(note.actorId).toBeNull();
    const admin2Row = await server.app.db.user.findUniqueOrThrow({ where: { id: admin2.id } });
    const bell = await server.api('GET', '/notifications', undefined, { token: target.token });
    expect(bell.text).toContain('The quote was in context.');
    expect(bell.text).not.toContain(admin2Row.username!);
    const mine = gqlData(await server.gql(MY_ACTIONS, {}, target.token)).myModerationActions.edges.map((e: any) => e.node);
    expect(mine.find((a: any) => a.actionId === w.actionId).appeal).toMatchObject({ status: 'OVERTURNED', decisionReason: 'The quote was in context.' });
    expect(mine.map((a: any) => a.type)).toEqual(['APPEAL_DECISION', 'STRIKE_WARNING', 'WARN']);
  });

  it('upholding leaves the action in force; concurrent decisions decide once', async () => {
    const target = await member(server);
    const w = await warn(admin1, target);
    const appealId = gqlData(await appeal(target, w.actionId)).submitAppeal.appeal.appealId;
    const admin3 = await admin(server);
    const results = await Promise.all([decide(admin2, appealId, false, 'The warning stands.'), decide(admin3, appealId, true, 'Overturned.')]);
    const ok = results.filter((r) => !r.errors);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0]?.message === appealMessages.alreadyDecided)).toHaveLength(1);
    expect(await server.app.db.moderationAction.count({ where: { targetUserId: target.id, type: 'APPEAL_DECISION' } })).toBe(1);
    const row = await server.app.db.appeal.findUniqueOrThrow({ where: { id: appealId } });
    const warning = await server.app.db.warning.findUniqueOrThrow({ where: { id: w.warning.id } });
    expect(warning.struckAt !== null).toBe(row.status === 'OVERTURNED');
  });

  it('overturning a content rejection restores the post and its counters', async () => {
    const author = await member(server);
    const r = await rejectedPost(admin1, author);
    expect((await server.app.db.user.findUniqueOrThrow({ where: { id: author.id } })).postCount).toBe(0);
    const appealId = gqlData(await appeal(author, r.actionId, 'It was a real schedule question.')).submitAppeal.appeal.appealId;
    gqlData(await decide(admin2, appealId, true, 'Not spam after all.'));
    const post = await server.app.db.post.findUniqueOrThrow({ where: { id: r.post.id } });
    expect(post.status).toBe('PUBLISHED');
    expect(post.deletedAt).toBeNull();
    expect((await server.app.db.user.findUniqueOrThrow({ where: { id: author.id } })).postCount).toBe(1);
    expect((await server.api('GET', `/posts/${post.id}`)).status).toBe(200);
    expect(await server.app.db.moderationAction.count({ where: { postId: post.id, type: 'RESTORE_CONTENT', actorId: admin2.id } })).toBe(1);

    // A rejected post its author deleted since stays deleted when the appeal is overturned.
    const other = await rejectedPost(admin1, author);
    const otherAppeal = gqlData(await appeal(author, other.actionId, 'Please reconsider.')).submitAppeal.appeal.appealId;
    await server.app.db.post.update({ where: { id: other.post.id }, data: { deletedAt: new Date(), deletedById: author.id } });
    gqlData(await decide(admin2, otherAppeal, true, 'Fine, but it is gone.'));
    expect((await server.app.db.post.findUniqueOrThrow({ where: { id: other.post.id } })).deletedAt).not.toBeNull();
    expect((await server.app.db.user.findUniqueOrThrow({ where: { id: author.id } })).postCount).toBe(1);
  });

  it('overturning a comment removal restores it and the comment count', async () => {
    const [author, poster] = await Promise.all([member(server), member(server)]);
    const post = await createPost(server.app.db, { author: poster.id });
    const comment = await createComment(server.app.db, { author: author.id, postId: post.id, body: 'The manager changed our shifts without notice.' });
    // Removed by a moderator through the flag queue (REMOVE_CONTENT), the flags upheld.
    await server.app.db.contentFlag.create({ data: { userId: poster.id, commentId: comment.id, reason: 'Spam or misleading' } });
    const { decideFlaggedContent } = await import('../../api/src/domain/moderation/flags.ts');
    await decideFlaggedContent(await ctxOf(admin1), { commentId: comment.id, action: 'remove', reason: 'Off-topic' } as never);
    expect((await server.app.db.post.findUniqueOrThrow({ where: { id: post.id } })).commentCount).toBe(0);
    const action = await server.app.db.moderationAction.findFirstOrThrow({ where: { commentId: comment.id, type: 'REMOVE_CONTENT' } });

    const appealId = gqlData(await appeal(author, action.id, 'It was about our shifts.')).submitAppeal.appeal.appealId;
    gqlData(await decide(admin2, appealId, true, 'On topic.'));
    const restored = await server.app.db.comment.findUniqueOrThrow({ where: { id: comment.id } });
    expect(restored.deletedAt).toBeNull();
    expect(restored.status).toBe('PUBLISHED');
    expect((await server.app.db.post.findUniqueOrThrow({ where: { id: post.id } })).commentCount).toBe(1);
  });

  it('a banned member appeals through the link of their login refusal; overturning lifts the ban', async () => {
    const target = await member(server);
    const b = await ban(admin1, target, 'TEMPORARY', 'Spamming the feed with ads');
    const ip = randomIp();
    const refused = await server.api('POST', '/auth/login', { email: target.email, password: DEFAULT_PASSWORD }, { ip });
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body.error).toBe('BANNED');
    expect(typeof refused.body.appealToken).toBe('string');
    expect(refused.body.appealUrl).toMatch(/\/appeal\?token=/);
    const token: string = refused.body.appealToken;
    // The tab the ban signed out learns the same (its old token answers BANNED with the link).
    const me = await server.api('GET', '/auth/me', undefined, { token: target.token });
    expect(me.status, me.text).toBe(403);
    expect(me.body).toMatchObject({ error: 'BANNED' });
    expect(me.body.appealUrl).toMatch(/\/appeal\?token=/);

    // The token is bound to its purpose: not a session, and a session token is not an appeal token.
    expect((await server.api('GET', '/auth/me', undefined, { token })).status).toBe(401);
    expectError(await server.api('GET', `/moderation/ban-appeal?token=${encodeURIComponent(target.token)}`), 400, 'INVALID_TOKEN', appealMessages.invalidLink);
    expectError(await server.api('GET', `/moderation/ban-appeal?token=${encodeURIComponent(token.slice(0, -2) + 'xx')}`), 400, 'INVALID_TOKEN');

    const status = await server.api('GET', `/moderation/ban-appeal?token=${encodeURIComponent(token)}`);
    expect(status.status, status.text).toBe(200);
    expect(status.body).toMatchObject({ ban_type: 'temporary', reason: 'Spamming the feed with ads', appeal: null });
    expect(new Date(status.body.expires_at).getTime()).toBe(b.ban.expiresAt!.getTime());

    const gqlStatus = gqlData(await server.gql(`query($t: String!) { banAppeal(token: $t) { banType reason expiresAt appeal { status } } }`, { t: token }));
    expect(gqlStatus.banAppeal).toMatchObject({ banType: 'TEMPORARY', reason: 'Spamming the feed with ads', appeal: null });

    const made = await server.api('POST', '/moderation/ban-appeal', { token, text: 'Those were union meeting announcements, not ads.' });
    expect(made.status, made.text).toBe(201);
    expectError(await server.api('POST', '/moderation/ban-appeal', { token, text: 'Again' }), 409, 'CONFLICT', appealMessages.alreadyAppealed);
    const gqlAgain = await server.gql(`mutation($i: SubmitBanAppealInput!) { submitBanAppeal(input: $i) { appeal { status } } }`, { i: { token, text: 'Again' } });
    expect(gqlError(gqlAgain).message).toBe(appealMessages.alreadyAppealed);
    expect((await server.api('GET', `/moderation/ban-appeal?token=${encodeURIComponent(token)}`)).body.appeal).toMatchObject({ status: 'pending' });

    const decided = await server.api('POST', `/moderation/appeals/${made.body.appeal.id}/decision`, { overturn: true, reason: 'They were announcements.' }, { token: admin2.token });
    expect(decided.status, decided.text).toBe(200);
    expect(decided.body.appeal).toMatchObject({ status: 'overturned', decision_reason: 'They were announcements.' });
    const user = await server.app.db.user.findUniqueOrThrow({ where: { id: target.id } });
    expect(user.bannedUntil).toBeNull();
    expect((await server.app.db.ban.findUniqueOrThrow({ where: { id: b.ban.id } })).liftedAt).not.toBeNull();
    const login = await server.api('POST', '/auth/login', { email: target.email, password: DEFAULT_PASSWORD }, { ip });
    expect(login.status, login.text).toBe(200);
    const after = await server.api('GET', `/moderation/ban-appeal?token=${encodeURIComponent(token)}`);
    expect(after.body.appeal).toMatchObject({ status: 'overturned', decision_reason: 'They were announcements.' });
  });
});

// ───────────────────────────── Dashboard and member search ─────────────────────────────

const DASHBOARD = `{ moderationDashboard { openReports flaggedItems pendingContent activeBans newMembersThisWeek openAppeals } }`;

describe('dashboard', () => {
  it('counts open reports, flagged items, pending content, active bans, new members and open appeals in one statement', async () => {
    const read = async () => gqlData(await server.gql(DASHBOARD, {}, admin1.token)).moderationDashboard;
    const before = await read();
    const [a, b] = await Promise.all([member(server), member(server)]);
    const post = await createPost(server.app.db, { author: a.id });
    await server.app.db.contentFlag.createMany({
      data: [
        { userId: b.id, postId: post.id, reason: 'Spam or misleading' },
        { userId: admin1.id, postId: post.id, reason: 'Other' },
      ],
    });
    await server.app.db.userReport.create({ data: { reporterId: a.id, targetUserId: b.id, reason: 'spam' } });
    await createPost(server.app.db, { author: a.id, status: 'PENDING_REVIEW' });
    const w = await warn(admin1, a);
    await appeal(a, w.actionId);
    await ban(admin1, b);
    const after = await read();
    expect(after).toEqual({
      openReports: before.openReports + 1,
      flaggedItems: before.flaggedItems + 1,
      pendingContent: before.pendingContent + 1,
      activeBans: before.activeBans + 1,
      newMembersThisWeek: before.newMembersThisWeek + 2,
      openAppeals: before.openAppeals + 1,
    });

    const statementsBefore = server.app.statements.count;
    const rest = await server.api('GET', '/moderation/dashboard', undefined, { token: admin1.token });
    expect(server.app.statements.count - statementsBefore).toBeLessThanOrEqual(2);
    expect(rest.body).toEqual({
      open_reports: after.openReports,
      flagged_items: after.flaggedItems,
      pending_content: after.pendingContent,
      active_bans: after.activeBans,
      new_members_this_week: after.newMembersThisWeek,
      open_appeals: after.openAppeals,
    });
    expect(gqlError(await server.gql(DASHBOARD, {}, a.token)).extensions?.code).toBe('FORBIDDEN');
    expectError(await server.api('GET', '/moderation/dashboard', undefined, { token: a.token }), 403, 'FORBIDDEN');
  });

  it('admins search members by username, email or display name; members cannot', async () => {
    const found = await member(server, { displayName: 'Rosa Picket' });
    const search = async (q: string) =>
      gqlData(await server.gql(`query($q: String!) { adminMemberSearch(query: $q) { edges { node { userId emailForAdmins } } } }`, { q }, admin1.token)).adminMemberSearch.edges.map(
        (e: any) => e.node.userId,
      );
    expect(await search('rosa pick')).toContain(found.id);
    expect(await search(found.username!.slice(2).toUpperCase())).toContain(found.id);
    expect(await search(found.email.split('@')[0]!)).toContain(found.id);
    expect(await search('%%')).toEqual([]);
    expect(await search('a')).toEqual([]);
    // No text: who joined in the last 7 days, newest first (the dashboard's "new members this week").
    const old = await member(server, { createdAt: new Date(Date.now() - 8 * 86_400_000) } as never);
    const newest = await search('');
    expect(newest[0]).toBe(found.id);
    expect(newest).not.toContain(old.id);
    const rest = await server.api('GET', `/moderation/members?q=${encodeURIComponent('Rosa')}`, undefined, { token: admin1.token });
    expect(rest.body.users.map((u: any) => u.id)).toContain(found.id);
    expectError(await server.api('GET', '/moderation/members?q=rosa', undefined, { token: found.token }), 403, 'FORBIDDEN');
    const asMember = await server.gql(`{ adminMemberSearch(query: "rosa") { edges { node { userId } } } }`, {}, found.token);
    expect(gqlError(asMember).extensions?.code).toBe('FORBIDDEN');
  });
});

// ───────────────────────────── Live queue subscription ─────────────────────────────

const QUEUE_SUB = 'subscription { moderationQueueChanged { kind entityId itemType change byViewer } }';

describe('live admin queue', () => {
  it('members and guests are refused', async () => {
    const m = await member(server);
    const asMember = subscribe(connectWs(server, m.token), QUEUE_SUB);
    const first = await asMember.next();
    expect(first.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asGuest = subscribe(connectWs(server), QUEUE_SUB);
    expect((await asGuest.next()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('admins get every queue change (appeals, pending content); the stream ends when the admin signs out or loses the role', async () => {
    const watcher = await admin(server);
    const demoted = await admin(server);
    const live = subscribe(connectWs(server, watcher.token), QUEUE_SUB);
    const toDemote = subscribe(connectWs(server, demoted.token), QUEUE_SUB);
    await settle(500);

    const target = await member(server);
    const w = await warn(admin1, target);
    const appealId = gqlData(await appeal(target, w.actionId)).submitAppeal.appeal.appealId;
    expect((await live.next()).data.moderationQueueChanged).toEqual({ kind: 'APPEAL', entityId: appealId, itemType: null, change: 'CREATED', byViewer: false });
    expect((await toDemote.next()).data.moderationQueueChanged.kind).toBe('APPEAL');

    // Loses the role: the next change ends that stream without reaching it.
    await server.app.db.user.update({ where: { id: demoted.id }, data: { role: 'MEMBER' } });
    await decide(watcher, appealId, false, 'Stands.');
    expect((await live.next()).data.moderationQueueChanged).toEqual({ kind: 'APPEAL', entityId: appealId, itemType: null, change: 'UPDATED', byViewer: true });
    expect((await toDemote.ended).how).toBe('complete');
    expect(toDemote.events).toHaveLength(1);

    // A pending post reviewed by another admin.
    const post = await createPost(server.app.db, { author: target.id, status: 'PENDING_REVIEW' });
    await server.api('POST', `/admin/moderation/posts/${post.id}`, { approve: true }, { token: admin1.token });
    expect((await live.next()).data.moderationQueueChanged).toMatchObject({ kind: 'PENDING', entityId: post.id, itemType: 'POST', byViewer: false });

    // Signing out ends it.
    await server.api('POST', '/auth/logout', {}, { token: watcher.token });
    expect((await live.ended).how).toBe('complete');
  });
});

describe('permission before the body (issue 28, item 9)', () => {
  // Every admin route of the REST table; a member sending an empty body is refused as a member,
  // never told what the body lacks.
  const adminRoutes = (ids: { user: number; post: number; comment: number }): Array<[string, string]> => [
    ['POST', '/admin/organizers'],
    ['DELETE', '/admin/organizers/no-such-organizer'],
    ['PATCH', '/user-moderation/reports/1'],
    ['PUT', '/user-moderation/reports/not-an-id'],
    ['PUT', '/user-moderation/reports/1'],
    ['POST', '/user-moderation/reports/1/assign'],
    ['DELETE', '/user-moderation/reports/1/assign'],
    ['POST', '/user-moderation/ban'],
    ['DELETE', `/user-moderation/ban/${ids.user}`],
    ['GET', '/user-moderation/bans'],
    ['POST', '/user-moderation/warning'],
    ['POST', '/user-moderation/warnings/1/strike'],
    ['PATCH', `/user-moderation/trust-score/${ids.user}`],
    ['PUT', `/user-moderation/trust-score/${ids.user}`],
    ['GET', `/user-moderation/summary/${ids.user}`],
    ['GET', '/flags'],
    ['POST', '/flags/decisions'],
    ['GET', '/admin/moderation/pending'],
    ['POST', `/admin/moderation/posts/${ids.post}`],
    ['POST', `/admin/moderation/comments/${ids.comment}`],
    ['GET', '/moderation/dashboard'],
    ['GET', '/moderation/log'],
    ['GET', '/moderation/appeals'],
    ['POST', '/moderation/appeals/1/decision'],
    ['POST', '/moderation/appeals/not-an-id/decision'],
    ['POST', '/user-moderation/warnings/not-an-id/strike'],
    ['GET', '/moderation/members'],
    ['GET', '/admin/performance'],
  ];

  it('every REST admin route answers a member 403 before reading the body', async () => {
    const [someone, other] = await Promise.all([member(server), member(server)]);
    const post = await createPost(server.app.db, { author: other.id, title: 'Held for review: the night shift rota' });
    const comment = await createComment(server.app.db, { postId: post.id, author: other.id, body: 'Held for review too' });
    const wrong: string[] = [];
    for (const [method, path] of adminRoutes({ user: other.id, post: post.id, comment: comment.id })) {
      const res = await server.api(method as never, path, method === 'GET' ? undefined : {}, { token: someone.token });
      if (res.status !== 403 || res.body?.error !== 'FORBIDDEN') wrong.push(`${method} ${path}: ${res.status} ${res.text}`);
    }
    expect(wrong).toEqual([]);
  });

  it('every GraphQL admin mutation answers a member FORBIDDEN before reading its input', async () => {
    const someone = await member(server);
    const mutations: Array<[string, string]> = [
      ['assignUserReport', `assignUserReport(input: { id: "x" }) { __typename }`],
      ['banUser', `banUser(input: { userId: "x", banType: TEMPORARY, reason: "" }) { __typename }`],
      ['decideAppeal', `decideAppeal(input: { appealId: 0, overturn: true, reason: "" }) { __typename }`],
      ['decideFlaggedContent', `decideFlaggedContent(input: { decision: KEEP }) { __typename }`],
      ['grantOrganizerProfile', `grantOrganizerProfile(input: { member: "", organization: "", slug: "", title: "" }) { __typename }`],
      ['issueWarning', `issueWarning(input: { userId: "x", warningType: "", reason: "" }) { __typename }`],
      ['liftBan', `liftBan(input: { userId: "x" }) { __typename }`],
      ['reviewComment', `reviewComment(input: { id: "x", approve: true }) { __typename }`],
      ['reviewPost', `reviewPost(input: { id: "x", approve: true }) { __typename }`],
      ['revokeOrganizerProfile', `revokeOrganizerProfile(slug: "") { __typename }`],
      ['setTrustScore', `setTrustScore(input: { userId: "x", reason: "" }) { __typename }`],
      ['strikeWarning', `strikeWarning(input: { id: "x", reason: "" }) { __typename }`],
      ['updateUserReport', `updateUserReport(input: { id: "x", status: DISMISSED }) { __typename }`],
    ];
    const wrong: string[] = [];
    for (const [name, field] of mutations) {
      const res = await server.gql(`mutation { ${field} }`, {}, someone.token);
      const error = res.body?.errors?.[0];
      if (error?.extensions?.code !== 'FORBIDDEN') wrong.push(`${name}: ${JSON.stringify(res.body)}`);
    }
    expect(wrong).toEqual([]);
  });
});
