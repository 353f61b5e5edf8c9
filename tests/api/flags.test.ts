// Content flags (spec §3 Flag, §5, §7 Flags, §8): reasons, flagging once per item, the check,
// weights by trust level and hiding past the threshold, the admins' flagged-content queue and
// their decisions (closing every open flag of the item once, even under concurrency), the
// moderation log rows of every content decision, and the flagger never shown to the author.
// Both transports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/server.ts';
import {
  admin,
  allFeedIds,
  createCommentApi,
  createPostApi,
  expectError,
  gid,
  gqlData,
  gqlError,
  member,
  members,
  type Member,
} from './helpers/content.ts';
import { closeWsClients, connectWs, settle, subscribe } from './helpers/ws.ts';
import { createCommunity, createPost, joinCommunity } from '../fixtures/factories.ts';
import { FLAG_HIDE_THRESHOLD, FLAG_REASONS, FLAG_WEIGHTS } from '../../api/src/domain/moderation/flagRules.ts';

let adminUser: Member;
let otherAdmin: Member;

const server = useTestServer();

beforeAll(async () => {
  [adminUser, otherAdmin] = await Promise.all([admin(server), admin(server)]);
});

afterAll(async () => {
  await closeWsClients();
});

const MSG = {
  login: 'You must be logged in to flag content.',
  reason: 'Please select or enter a reason for flagging.',
  tooLong: 'The reason must be at most 500 characters.',
  oneTarget: 'Flag either a post or a comment.',
  own: 'You cannot flag your own content.',
  thanks: 'Thank you for your report',
  already: 'You have already flagged this content.',
  noOpen: 'This content has no open flags.',
  removalReason: 'Please give a reason for removing this content.',
  postNotFound: 'Post not found. It may have been deleted.',
  commentNotFound: 'Comment not found. It may have been deleted.',
  admin: 'Admin access required',
  auth: 'Authentication required',
};

const FLAG = `mutation($input: FlagContentInput!) { flagContent(input: $input) { created message flag { reason status } post { id viewerHasFlagged } comment { id viewerHasFlagged } } }`;
const QUEUE = `query($status: FlagStatus, $sort: FlaggedContentSort, $first: Int, $after: String) {
  flaggedContent(status: $status, sort: $sort, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id itemId flagStatus itemType postId postTitle excerpt status isDeleted authorId authorUsername authorTrustLevel totalWeight flagCount reasons { reason count } firstFlaggedAt lastFlaggedAt } }
  } }`;
const DECIDE = `mutation($input: DecideFlaggedContentInput!) { decideFlaggedContent(input: $input) { itemId decision status closedFlags } }`;

const flagRest = (token: string | undefined, body: Record<string, unknown>) => server.api('POST', '/flags', body, { token });
const check = (token: string | undefined, query: string) => server.api('GET', `/flags/check?${query}`, undefined, { token });
const queue = (token: string | undefined, query = '') => server.api('GET', `/flags${query ? `?${query}` : ''}`, undefined, { token });
const decide = (token: string | undefined, body: Record<string, unknown>) => server.api('POST', '/flags/decisions', body, { token });

async function setTrust(user: { id: number }, score: number | null) {
  await server.app.db.user.update({ where: { id: user.id }, data: { trustScore: score } });
}

/** A member whose flags weigh `weight` (their trust level's). */
async function flaggerOf(weight: 5 | 4 | 3 | 2 | 1 | 0): Promise<Member> {
  const m = await member(server);
  const score = { 5: 900, 4: 700, 3: 500, 2: null, 1: 300, 0: 100 }[weight];
  await setTrust(m, score);
  return m;
}

/** A published post (through the factory: the API's posting rate limit is not what this suite tests). */
async function newPost(author: Member) {
  return (await createPost(server.app.db, { author: author.id, title: `Shift notes ${Math.random().toString(36).slice(2, 8)}`, body: 'Our store cut hours again this week.' })).id;
}

const postRow = (id: number) => server.app.db.post.findUniqueOrThrow({ where: { id } });
const flagsOf = (where: { postId?: number; commentId?: number }) => server.app.db.contentFlag.findMany({ where, orderBy: { id: 'asc' } });
const logOf = (where: { postId?: number; commentId?: number; type?: string }) =>
  server.app.db.moderationAction.findMany({ where: where as never, orderBy: { id: 'asc' } });

/** Flags the post with unscored members (weight 2 each) until it is hidden; returns them. */
async function hidePost(postId: number): Promise<Member[]> {
  const flaggers: Member[] = [];
  while ((await postRow(postId)).status === 'PUBLISHED') {
    const f = await member(server);
    expect((await flagRest(f.token, { post_id: postId, reason: 'Spam or misleading' })).status).toBe(201);
    flaggers.push(f);
  }
  expect((await postRow(postId)).status).toBe('PENDING_REVIEW');
  return flaggers;
}

// ───────────────────────────── Reasons ─────────────────────────────

describe('reasons', () => {
  it('GET /api/flags/reasons answers the server list with Other, for anyone; GraphQL flagReasons the same', async () => {
    const res = await server.api('GET', '/flags/reasons');
    expect(res.status, res.text).toBe(200);
    expect(res.body.reasons).toEqual([...FLAG_REASONS]);
    expect(res.body.reasons).toContain('Other');
    expect(res.body.reasons).toEqual([
      'Spam or misleading',
      'Harassment or hate speech',
      'Contains personal information',
      'Violence or threats',
      'Sexual or explicit content',
      'Other',
    ]);
    expect(gqlData(await server.gql('{ flagReasons }')).flagReasons).toEqual(res.body.reasons);
  });
});

// ───────────────────────────── Flagging ─────────────────────────────

describe('flagging', () => {
  it('requires login: 401 with the spec message on REST and UNAUTHENTICATED on GraphQL; nothing stored', async () => {
    const author = await member(server);
    const postId = await newPost(author);
    expectError(await flagRest(undefined, { post_id: postId, reason: 'Spam or misleading' }), 401, 'UNAUTHENTICATED', MSG.login);
    const error = gqlError(await server.gql(FLAG, { input: { postId: gid('Post', postId), reason: 'Spam or misleading' } }));
    expect(error.message).toBe(MSG.login);
    expect(error.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await flagsOf({ postId })).toHaveLength(0);
  });

  it('refuses bad input with 400 and clear messages', async () => {
    const [author, flagger] = await members(server, 2);
    const postId = await newPost(author);
    const comment = await createCommentApi(server, author.token, postId);
    expectError(await flagRest(flagger.token, { reason: 'Spam or misleading' }), 400, 'VALIDATION', MSG.oneTarget);
    expectError(await flagRest(flagger.token, { post_id: postId, comment_id: comment.id, reason: 'Spam or misleading' }), 400, 'VALIDATION', MSG.oneTarget);
    expectError(await flagRest(flagger.token, { post_id: postId }), 400, 'VALIDATION', MSG.reason);
    expectError(await flagRest(flagger.token, { post_id: postId, reason: '   ' }), 400, 'VALIDATION', MSG.reason);
    // 'Other' alone is no reason: the member's typed text is.
    expectError(await flagRest(flagger.token, { post_id: postId, reason: 'Other' }), 400, 'VALIDATION', MSG.reason);
    expectError(await flagRest(flagger.token, { post_id: postId, reason: 'x'.repeat(501) }), 400, 'VALIDATION', MSG.tooLong);
    expectError(await flagRest(flagger.token, { post_id: 'abc', reason: 'Spam or misleading' }), 400, 'VALIDATION');
    expectError(await flagRest(author.token, { post_id: postId, reason: 'Spam or misleading' }), 400, 'VALIDATION', MSG.own);
    expectError(await flagRest(author.token, { comment_id: comment.id, reason: 'Spam or misleading' }), 400, 'VALIDATION', MSG.own);
    const gql = gqlError(await server.gql(FLAG, { input: { postId: gid('Post', postId), reason: 'Other' } }, flagger.token));
    expect(gql.message).toBe(MSG.reason);
    expect(gql.extensions?.code).toBe('VALIDATION');
    expect(await flagsOf({ postId })).toHaveLength(0);
    expect(await flagsOf({ commentId: comment.id })).toHaveLength(0);
  });

  it("flags a post once: 201 with the thanks; a second answers the first flag (200); 'Other' text up to 500 characters is the reason", async () => {
    const [author, flagger, other] = await members(server, 3);
    const postId = await newPost(author);
    const own = 'y'.repeat(500);
    const first = await flagRest(flagger.token, { post_id: postId, reason: own });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({ message: MSG.thanks, already_flagged: false, flag: { post_id: postId, comment_id: null, reason: own, status: 'open' } });
    const again = await flagRest(flagger.token, { post_id: postId, reason: 'Violence or threats' });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ message: MSG.already, already_flagged: true, flag: { id: first.body.flag.id, reason: own } });
    const rows = await flagsOf({ postId });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: flagger.id, reason: own, status: 'OPEN' });
    // The check answers for the viewer only.
    expect((await check(flagger.token, `post_id=${postId}`)).body).toEqual({ has_flagged: true });
    expect((await check(other.token, `post_id=${postId}`)).body).toEqual({ has_flagged: false });
    expect((await check(undefined, `post_id=${postId}`)).body).toEqual({ has_flagged: false });
    expect((await check(author.token, `post_id=${postId}`)).body).toEqual({ has_flagged: false });
    expectError(await check(flagger.token, ''), 400, 'VALIDATION', MSG.oneTarget);
    // GraphQL: viewerHasFlagged on the post, per viewer.
    const q = `query($id: ID!) { node(id: $id) { ... on Post { viewerHasFlagged } } }`;
    expect(gqlData(await server.gql(q, { id: gid('Post', postId) }, flagger.token)).node.viewerHasFlagged).toBe(true);
    expect(gqlData(await server.gql(q, { id: gid('Post', postId) }, other.token)).node.viewerHasFlagged).toBe(false);
    expect(gqlData(await server.gql(q, { id: gid('Post', postId) })).node.viewerHasFlagged).toBe(false);
  });

  it('flags a comment over GraphQL once; the payload and Comment.viewerHasFlagged say so; a repeat answers created: false', async () => {
    const [author, flagger] = await members(server, 2);
    const postId = await newPost(author);
    const comment = await createCommentApi(server, author.token, postId);
    const input = { commentId: gid('Comment', comment.id), reason: 'Harassment or hate speech' };
    const first = gqlData(await server.gql(FLAG, { input }, flagger.token)).flagContent;
    expect(first).toMatchObject({ created: true, message: MSG.thanks, flag: { reason: 'Harassment or hate speech', status: 'OPEN' }, post: null });
    expect(first.comment).toEqual({ id: gid('Comment', comment.id), viewerHasFlagged: true });
    const second = gqlData(await server.gql(FLAG, { input: { ...input, reason: 'Spam or misleading' } }, flagger.token)).flagContent;
    expect(second).toMatchObject({ created: false, message: MSG.already, flag: { reason: 'Harassment or hate speech' } });
    expect(await flagsOf({ commentId: comment.id })).toHaveLength(1);
    expect((await check(flagger.token, `comment_id=${comment.id}`)).body).toEqual({ has_flagged: true });
    const both = gqlError(await server.gql(FLAG, { input: { ...input, postId: gid('Post', postId) } }, flagger.token));
    expect(both.message).toBe(MSG.oneTarget);
  });

  it('the same member flagging twice at once stores one flag and both answers name it', async () => {
    const [author, flagger] = await members(server, 2);
    const postId = await newPost(author);
    const answers = await Promise.all([0, 1, 2].map(() => flagRest(flagger.token, { post_id: postId, reason: 'Spam or misleading' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.flag.id)).size).toBe(1);
    expect(await flagsOf({ postId })).toHaveLength(1);
    expect((await postRow(postId)).openFlagWeight).toBe(FLAG_WEIGHTS['N/A']);
  });

  it('only what the member may read can be flagged: 404 as if missing (unknown, private community, held, deleted)', async () => {
    const [author, flagger] = await members(server, 2);
    expectError(await flagRest(flagger.token, { post_id: 2_000_000_000, reason: 'Spam or misleading' }), 404, 'NOT_FOUND', MSG.postNotFound);
    expectError(await flagRest(flagger.token, { comment_id: 2_000_000_000, reason: 'Spam or misleading' }), 404, 'NOT_FOUND', MSG.commentNotFound);
    const closed = await createCommunity(server.app.db, { isPrivate: true, createdBy: author.id });
    await joinCommunity(server.app.db, author.id, closed.id);
    const secret = await createPost(server.app.db, { author: author.id, community: closed.id, title: 'Members only thread' });
    expectError(await flagRest(flagger.token, { post_id: secret.id, reason: 'Spam or misleading' }), 404, 'NOT_FOUND', MSG.postNotFound);
    const secretComment = await server.app.db.comment.create({ data: { postId: secret.id, authorId: author.id, content: [], contentText: 'inside' } });
    expectError(await flagRest(flagger.token, { comment_id: secretComment.id, reason: 'Spam or misleading' }), 404, 'NOT_FOUND', MSG.commentNotFound);
    const held = await createPost(server.app.db, { author: author.id, title: 'Held for review', status: 'PENDING_REVIEW' });
    expectError(await flagRest(flagger.token, { post_id: held.id, reason: 'Spam or misleading' }), 404, 'NOT_FOUND', MSG.postNotFound);
    const gone = await newPost(author);
    expect((await server.api('DELETE', `/posts/${gone}`, undefined, { token: author.token })).status).toBe(200);
    expectError(await flagRest(flagger.token, { post_id: gone, reason: 'Spam or misleading' }), 404, 'NOT_FOUND', MSG.postNotFound);
    const gqlRes = gqlError(await server.gql(FLAG, { input: { postId: gid('Post', secret.id), reason: 'Spam or misleading' } }, flagger.token));
    expect(gqlRes.extensions?.code).toBe('NOT_FOUND');
    expect(await server.app.db.contentFlag.count({ where: { userId: flagger.id } })).toBe(0);
  });
});

// ───────────────────────────── Weights and the threshold ─────────────────────────────

describe('flag rate limit (issue 28, item 13)', () => {
  it('limits one member to 20 flags an hour, as reports are limited, over REST and GraphQL', async () => {
    const [eager, author] = await Promise.all([member(server), member(server)]);
    const posts = await Promise.all(Array.from({ length: 22 }, () => createPost(server.app.db, { author: author.id })));
    const answers = await Promise.all(posts.slice(0, 21).map((post) => flagRest(eager.token, { post_id: post.id, reason: 'Spam or misleading' })));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(20);
    const limited = answers.find((res) => res.status !== 201)!;
    expectError(limited, 429, 'RATE_LIMITED', "You're flagging content too quickly. Please wait a while before flagging more.");
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const gql = gqlError(await server.gql(FLAG, { input: { postId: gid('Post', posts[21]!.id), reason: 'Spam or misleading' } }, eager.token));
    expect(gql.extensions?.code).toBe('RATE_LIMITED');
    expect(await server.app.db.contentFlag.count({ where: { userId: eager.id } })).toBe(20);
    // Another member is not held back.
    expect((await flagRest((await member(server)).token, { post_id: posts[21]!.id, reason: 'Spam or misleading' })).status).toBe(201);
  });
});

describe('weights and the threshold', () => {
  it("stores each flag's weight from the flagger's trust level (admins most, unscored the default) and sums the open ones", async () => {
    const author = await member(server);
    const postId = await newPost(author);
    const cases: [Member, number][] = [
      [await flaggerOf(0), FLAG_WEIGHTS['Very Poor']],
      [await flaggerOf(1), FLAG_WEIGHTS.Poor],
      [await flaggerOf(2), FLAG_WEIGHTS['N/A']],
      [await flaggerOf(3), FLAG_WEIGHTS.Fair],
    ];
    for (const [f] of cases) expect((await flagRest(f.token, { post_id: postId, reason: 'Spam or misleading' })).status).toBe(201);
    const rows = await flagsOf({ postId });
    expect(rows.map((r) => r.weight)).toEqual(cases.map(([, w]) => w));
    const total = cases.reduce((sum, [, w]) => sum + w, 0);
    expect(total).toBeLessThan(FLAG_HIDE_THRESHOLD);
    const post = await postRow(postId);
    expect(post.openFlagWeight).toBe(total);
    expect(post.status).toBe('PUBLISHED');
    expect(FLAG_WEIGHTS.admin).toBeGreaterThan(FLAG_WEIGHTS.Excellent);
  });

  it('an admin flag hides at once; hidden content leaves the feed and the post page for others but not for its author', async () => {
    const [author, reader] = await members(server, 2);
    const postId = await newPost(author);
    const before = await server.app.db.user.findUniqueOrThrow({ where: { id: author.id } });
    expect((await allFeedIds(server, '', reader.token)).includes(postId)).toBe(true);
    expect((await flagRest(adminUser.token, { post_id: postId, reason: 'Violence or threats' })).status).toBe(201);
    const post = await postRow(postId);
    expect(post).toMatchObject({ status: 'PENDING_REVIEW', openFlagWeight: FLAG_WEIGHTS.admin });
    expect((await server.app.db.user.findUniqueOrThrow({ where: { id: author.id } })).postCount).toBe(before.postCount - 1);
    expect(await allFeedIds(server, '', reader.token)).not.toContain(postId);
    expect(await allFeedIds(server, '')).not.toContain(postId);
    expectError(await server.api('GET', `/posts/${postId}`, undefined, { token: reader.token }), 404, 'NOT_FOUND');
    expect(gqlData(await server.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: gid('Post', postId) }, reader.token)).node).toBeNull();
    expect((await server.api('GET', `/posts/${postId}`, undefined, { token: author.token })).status).toBe(200);
    // Automatic log row, no actor; the item waits in the pending queue.
    const log = await logOf({ postId, type: 'HIDE_CONTENT' });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ actorId: null, targetUserId: author.id });
    const pending = await server.api('GET', '/admin/moderation/pending', undefined, { token: adminUser.token });
    expect(pending.body.posts.map((p: { id: number }) => p.id)).toContain(postId);
  });

  it('concurrent flags add up under the row lock and hide the item exactly once', async () => {
    const author = await member(server);
    const postId = await newPost(author);
    const authorBefore = await server.app.db.user.findUniqueOrThrow({ where: { id: author.id } });
    const count = Math.ceil(FLAG_HIDE_THRESHOLD / FLAG_WEIGHTS['N/A']) + 2;
    const flaggers = await members(server, count);
    const answers = await Promise.all(flaggers.map((f) => flagRest(f.token, { post_id: postId, reason: 'Spam or misleading' })));
    // Flags that arrive once the post is hidden find nothing they may read (404); every flag stored counts.
    for (const a of answers) expect([201, 404], a.text).toContain(a.status);
    const accepted = answers.filter((a) => a.status === 201).length;
    expect(accepted * FLAG_WEIGHTS['N/A']).toBeGreaterThanOrEqual(FLAG_HIDE_THRESHOLD);
    const stored = await flagsOf({ postId });
    expect(stored).toHaveLength(accepted);
    const post = await postRow(postId);
    expect(post.openFlagWeight).toBe(stored.reduce((sum, f) => sum + f.weight, 0));
    expect(post.status).toBe('PENDING_REVIEW');
    expect(await logOf({ postId, type: 'HIDE_CONTENT' })).toHaveLength(1);
    expect((await server.app.db.user.findUniqueOrThrow({ where: { id: author.id } })).postCount).toBe(authorBefore.postCount - 1);
  });

  it('a hidden comment leaves the thread and the comment count for others', async () => {
    const [author, commenter, reader] = await members(server, 3);
    const postId = await newPost(author);
    const comment = await createCommentApi(server, commenter.token, postId);
    const countBefore = (await postRow(postId)).commentCount;
    expect((await flagRest(adminUser.token, { comment_id: comment.id, reason: 'Harassment or hate speech' })).status).toBe(201);
    expect((await server.app.db.comment.findUniqueOrThrow({ where: { id: comment.id } })).status).toBe('PENDING_REVIEW');
    expect((await postRow(postId)).commentCount).toBe(countBefore - 1);
    const thread = await server.api('GET', `/comments/post/${postId}`, undefined, { token: reader.token });
    expect(thread.status, thread.text).toBe(200);
    expect(thread.body.comments.map((c: { id: number }) => c.id)).not.toContain(comment.id);
    const own = await server.api('GET', `/comments/post/${postId}`, undefined, { token: commenter.token });
    expect(own.body.comments.map((c: { id: number }) => c.id)).toContain(comment.id);
    expect(await logOf({ commentId: comment.id, type: 'HIDE_CONTENT' })).toHaveLength(1);
  });
});

// ───────────────────────────── The admin queue ─────────────────────────────

describe('flagged-content queue', () => {
  it('is for admins only on both transports: guests 401, members 403', async () => {
    const m = await member(server);
    expectError(await queue(undefined), 401, 'UNAUTHENTICATED', MSG.auth);
    expectError(await queue(m.token), 403, 'FORBIDDEN', MSG.admin);
    expectError(await decide(undefined, { post_id: 1, action: 'keep' }), 401, 'UNAUTHENTICATED');
    expectError(await decide(m.token, { post_id: 1, action: 'keep' }), 403, 'FORBIDDEN', MSG.admin);
    expect(gqlError(await server.gql(QUEUE, {}, m.token)).extensions?.code).toBe('FORBIDDEN');
    expect(gqlError(await server.gql(QUEUE, {})).extensions?.code).toBe('UNAUTHENTICATED');
    expect(gqlError(await server.gql(DECIDE, { input: { postId: gid('Post', 1), decision: 'KEEP' } }, m.token)).extensions?.code).toBe('FORBIDDEN');
  });

  it('groups open flags per item with total weight, count, reasons with counts and first/last times; newest or heaviest first; paged', async () => {
    const author = await member(server);
    const light = await newPost(author);
    const heavy = await newPost(author);
    const comment = await createCommentApi(server, author.token, heavy);
    const [f1, f2, f3] = await Promise.all([flaggerOf(4), flaggerOf(4), flaggerOf(1)]);
    await flagRest(f1.token, { post_id: heavy, reason: 'Spam or misleading' });
    await flagRest(f2.token, { post_id: heavy, reason: 'Spam or misleading' });
    await flagRest(f3.token, { post_id: heavy, reason: 'They posted my address' });
    await flagRest(f1.token, { post_id: light, reason: 'Violence or threats' });
    await flagRest(f2.token, { comment_id: comment.id, reason: 'Harassment or hate speech' });
    const newest = await queue(adminUser.token, 'status=open&limit=100');
    expect(newest.status, newest.text).toBe(200);
    const items = newest.body.items as any[];
    const mine = items.filter((i) => i.author.id === author.id);
    // Newest flag first: the comment (flagged last), then light, then heavy.
    expect(mine.map((i) => [i.item_type, i.comment_id ?? i.post_id])).toEqual([
      ['comment', comment.id],
      ['post', light],
      ['post', heavy],
    ]);
    const heavyItem = mine.find((i) => i.item_type === 'post' && i.post_id === heavy)!;
    expect(heavyItem).toMatchObject({
      total_weight: FLAG_WEIGHTS.Good * 2 + FLAG_WEIGHTS.Poor,
      flag_count: 3,
      reasons: [
        { reason: 'Spam or misleading', count: 2 },
        { reason: 'They posted my address', count: 1 },
      ],
      status: 'published',
      is_deleted: false,
      author: { id: author.id, username: author.username },
    });
    expect(new Date(heavyItem.first_flagged_at).getTime()).toBeLessThanOrEqual(new Date(heavyItem.last_flagged_at).getTime());
    expect(heavyItem.excerpt.length).toBeGreaterThan(0);
    expect(mine.find((i) => i.item_type === 'comment').post_id).toBe(heavy);
    expect(newest.body.total).toBeGreaterThanOrEqual(3);
    // Flaggers are not named to anyone, admins included.
    for (const f of [f1, f2, f3]) expect(newest.text).not.toContain(f.username!);
    const heaviest = await queue(adminUser.token, 'sort=heaviest&limit=100');
    const weights = (heaviest.body.items as any[]).map((i) => i.total_weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    // Paging: limit and offset; GraphQL first/after with the same items and total.
    const page1 = await queue(adminUser.token, 'limit=1&offset=0');
    const page2 = await queue(adminUser.token, 'limit=1&offset=1');
    expect(page1.body.items).toHaveLength(1);
    expect(page2.body.items[0]).toEqual(newest.body.items[1]);
    const g1 = gqlData(await server.gql(QUEUE, { first: 2 }, adminUser.token)).flaggedContent;
    expect(g1.totalCount).toBe(newest.body.total);
    expect(g1.pageInfo.hasNextPage).toBe(true);
    const g2 = gqlData(await server.gql(QUEUE, { first: 2, after: g1.pageInfo.endCursor }, adminUser.token)).flaggedContent;
    const restIds = (newest.body.items as any[]).slice(0, 4).map((i) => (i.comment_id ? gid('Comment', i.comment_id) : gid('Post', i.post_id)));
    expect([...g1.edges, ...g2.edges].map((e: any) => e.node.itemId)).toEqual(restIds);
    expect(new Set([...g1.edges, ...g2.edges].map((e: any) => e.node.id)).size).toBe(4);
    const gHeavy = g1.edges.find((e: any) => e.node.itemId === gid('Post', heavy));
    if (gHeavy) expect(gHeavy.node.reasons).toEqual(heavyItem.reasons);
    expectError(await queue(adminUser.token, 'status=closed'), 400, 'VALIDATION');
    expectError(await queue(adminUser.token, 'sort=oldest'), 400, 'VALIDATION');
  });

  it('answers a page in the same number of SQL statements whatever it holds', async () => {
    const measure = async (run: () => Promise<unknown>) => {
      const before = server.app.statements.count;
      await run();
      return server.app.statements.count - before;
    };
    const small = await measure(() => queue(adminUser.token, 'limit=1'));
    const smallGql = await measure(() => server.gql(QUEUE, { first: 1 }, adminUser.token));
    const author = await member(server);
    const flagger = await member(server);
    for (let i = 0; i < 6; i++) {
      const postId = (await createPost(server.app.db, { author: author.id, title: `Flagged thread ${i}` })).id;
      await flagRest(flagger.token, { post_id: postId, reason: `Reason number ${i}` });
    }
    const large = await measure(() => queue(adminUser.token, 'limit=50'));
    const largeGql = await measure(() => server.gql(QUEUE, { first: 50 }, adminUser.token));
    expect(large).toBe(small);
    expect(largeGql).toBe(smallGql);
    expect(large).toBeLessThanOrEqual(4);
  });
});

// ───────────────────────────── Decisions ─────────────────────────────

describe('decisions', () => {
  it('keep: all open flags dismissed, the hidden post published again with its counters, a DISMISS_FLAGS log row', async () => {
    const [author, reader] = await members(server, 2);
    const postId = await newPost(author);
    const countBefore = (await server.app.db.user.findUniqueOrThrow({ where: { id: author.id } })).postCount;
    const flaggers = await hidePost(postId);
    const res = await decide(adminUser.token, { post_id: postId, action: 'keep', reason: 'Not spam: a union flyer' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ item_type: 'post', post_id: postId, decision: 'keep', status: 'published', closed_flags: flaggers.length });
    const post = await postRow(postId);
    expect(post).toMatchObject({ status: 'PUBLISHED', openFlagWeight: 0, deletedAt: null });
    expect((await flagsOf({ postId })).map((f) => f.status)).toEqual(flaggers.map(() => 'DISMISSED'));
    expect((await flagsOf({ postId }))[0]).toMatchObject({ resolvedById: adminUser.id, resolutionNotes: 'Not spam: a union flyer' });
    expect((await server.app.db.user.findUniqueOrThrow({ where: { id: author.id } })).postCount).toBe(countBefore);
    expect(await allFeedIds(server, '', reader.token)).toContain(postId);
    const log = await logOf({ postId, type: 'DISMISS_FLAGS' });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ actorId: adminUser.id, targetUserId: author.id, reason: 'Not spam: a union flyer' });
    // Out of the open queue; in the dismissed one.
    const open = await queue(adminUser.token, 'limit=100');
    expect((open.body.items as any[]).some((i) => i.item_type === 'post' && i.post_id === postId)).toBe(false);
    const dismissed = await queue(adminUser.token, 'status=dismissed&limit=100');
    expect((dismissed.body.items as any[]).some((i) => i.item_type === 'post' && i.post_id === postId)).toBe(true);
    // Nothing left to decide.
    expectError(await decide(adminUser.token, { post_id: postId, action: 'keep' }), 409, 'CONFLICT', MSG.noOpen);
  });

  it('remove: needs a reason; soft-deletes with it, resolves the flags, logs REMOVE_CONTENT, recomputes the trust score and tells the author without naming flaggers', async () => {
    const author = await member(server);
    const postId = await newPost(author);
    const flagger = await flaggerOf(3);
    await flagRest(flagger.token, { post_id: postId, reason: 'Contains personal information' });
    expectError(await decide(adminUser.token, { post_id: postId, action: 'remove' }), 400, 'VALIDATION', MSG.removalReason);
    expectError(await decide(adminUser.token, { post_id: postId, action: 'remove', reason: 'z'.repeat(501) }), 400, 'VALIDATION');
    expectError(await decide(adminUser.token, { post_id: postId, action: 'delete' }), 400, 'VALIDATION');
    expectError(await decide(adminUser.token, { action: 'keep' }), 400, 'VALIDATION', MSG.oneTarget);
    const res = await decide(adminUser.token, { post_id: postId, action: 'remove', reason: 'Shares a coworker’s home address' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'removed', closed_flags: 1, decision: 'remove' });
    const post = await postRow(postId);
    expect(post.deletedAt).not.toBeNull();
    expect(post).toMatchObject({ deletedById: adminUser.id, removalReason: 'Shares a coworker’s home address', openFlagWeight: 0 });
    expect((await flagsOf({ postId }))[0]).toMatchObject({ status: 'RESOLVED', resolvedById: adminUser.id });
    const log = await logOf({ postId, type: 'REMOVE_CONTENT' });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ actorId: adminUser.id, targetUserId: author.id, reason: 'Shares a coworker’s home address' });
    expect((await server.app.db.user.findUniqueOrThrow({ where: { id: author.id } })).trustScore).not.toBeNull();
    const notes = await server.app.db.notification.findMany({ where: { userId: author.id, type: 'ADMIN_ACTION' } });
    expect(notes.some((n) => n.content.includes('Shares a coworker’s home address'))).toBe(true);
    const authorView = JSON.stringify(await server.api('GET', '/notifications', undefined, { token: author.token }));
    expect(authorView).not.toContain(flagger.username!);
    expect(authorView).not.toContain(flagger.email);
  });

  it('concurrent decisions on one item resolve it once: one succeeds, the others answer 409, one log row', async () => {
    const author = await member(server);
    const postId = await newPost(author);
    await hidePost(postId);
    const answers = await Promise.all([
      decide(adminUser.token, { post_id: postId, action: 'remove', reason: 'Spam run' }),
      decide(otherAdmin.token, { post_id: postId, action: 'keep' }),
      decide(otherAdmin.token, { post_id: postId, action: 'remove', reason: 'Spam run too' }),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expectError(a, 409, 'CONFLICT', MSG.noOpen);
    const rows = await server.app.db.moderationAction.findMany({ where: { postId, type: { in: ['REMOVE_CONTENT', 'DISMISS_FLAGS'] } } });
    expect(rows).toHaveLength(1);
    const statuses = new Set((await flagsOf({ postId })).map((f) => f.status));
    expect(statuses.size).toBe(1);
    expect(['RESOLVED', 'DISMISSED']).toContain([...statuses][0]);
  });

  it('decides comments over GraphQL: keep publishes a hidden comment again, remove deletes it', async () => {
    const [author, commenter] = await members(server, 2);
    const postId = await newPost(author);
    const kept = await createCommentApi(server, commenter.token, postId);
    const removed = await createCommentApi(server, commenter.token, postId);
    await flagRest(adminUser.token, { comment_id: kept.id, reason: 'Spam or misleading' });
    await flagRest(adminUser.token, { comment_id: removed.id, reason: 'Spam or misleading' });
    const keep = gqlData(await server.gql(DECIDE, { input: { commentId: gid('Comment', kept.id), decision: 'KEEP' } }, otherAdmin.token)).decideFlaggedContent;
    expect(keep).toEqual({ itemId: gid('Comment', kept.id), decision: 'KEEP', status: 'PUBLISHED', closedFlags: 1 });
    expect((await server.app.db.comment.findUniqueOrThrow({ where: { id: kept.id } })).status).toBe('PUBLISHED');
    const rm = gqlData(
      await server.gql(DECIDE, { input: { commentId: gid('Comment', removed.id), decision: 'REMOVE', reason: 'Advertising' } }, otherAdmin.token),
    ).decideFlaggedContent;
    expect(rm).toMatchObject({ status: 'REMOVED', closedFlags: 1 });
    const row = await server.app.db.comment.findUniqueOrThrow({ where: { id: removed.id } });
    expect(row.deletedAt).not.toBeNull();
    expect(row.removalReason).toBe('Advertising');
    expect(await logOf({ commentId: kept.id, type: 'DISMISS_FLAGS' })).toHaveLength(1);
    expect(await logOf({ commentId: removed.id, type: 'REMOVE_CONTENT' })).toHaveLength(1);
    const noReason = gqlError(await server.gql(DECIDE, { input: { postId: gid('Post', postId), decision: 'REMOVE' } }, otherAdmin.token));
    expect(noReason.message).toBe(MSG.removalReason);
  });
});

// ───────────────────────────── Other content decisions write the log and close flags ─────────────────────────────

describe('other content decisions', () => {
  it('reviewing a post hidden by flags: approve dismisses them and logs APPROVE_CONTENT; reject resolves them and logs REJECT_CONTENT', async () => {
    const author = await member(server);
    const a = await newPost(author);
    const b = await newPost(author);
    await hidePost(a);
    await hidePost(b);
    const approve = await server.api('POST', `/admin/moderation/posts/${a}`, { approve: true }, { token: adminUser.token });
    expect(approve.status, approve.text).toBe(200);
    expect((await flagsOf({ postId: a })).every((f) => f.status === 'DISMISSED')).toBe(true);
    expect(await logOf({ postId: a, type: 'APPROVE_CONTENT' })).toHaveLength(1);
    expect((await postRow(a)).openFlagWeight).toBe(0);
    const reject = await server.api('POST', `/admin/moderation/posts/${b}`, { approve: false, reason: 'Spam' }, { token: adminUser.token });
    expect(reject.status, reject.text).toBe(200);
    expect((await flagsOf({ postId: b })).every((f) => f.status === 'RESOLVED')).toBe(true);
    const log = await logOf({ postId: b, type: 'REJECT_CONTENT' });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ actorId: adminUser.id, reason: 'Spam', targetUserId: author.id });
  });

  it('reviewing content held by the automatic check writes the log too (GraphQL)', async () => {
    const author = await member(server);
    const held = await createPost(server.app.db, { author: author.id, title: 'Held by the check', status: 'PENDING_REVIEW' });
    const res = await server.gql(`mutation($input: ReviewInput!) { reviewPost(input: $input) { status } }`, { input: { id: gid('Post', held.id), approve: true } }, adminUser.token);
    expect(gqlData(res).reviewPost.status).toBe('PUBLISHED');
    const log = await logOf({ postId: held.id, type: 'APPROVE_CONTENT' });
    expect(log).toHaveLength(1);
    expect(log[0]!.actorId).toBe(adminUser.id);
  });

  it("an admin deleting someone's post or comment logs REMOVE_CONTENT and resolves its flags; an author deleting their own logs nothing and dismisses them", async () => {
    const [author, flagger] = await members(server, 2);
    const byAdmin = await newPost(author);
    const byAuthor = await newPost(author);
    const comment = await createCommentApi(server, author.token, byAuthor);
    await flagRest(flagger.token, { post_id: byAdmin, reason: 'Spam or misleading' });
    await flagRest(flagger.token, { post_id: byAuthor, reason: 'Spam or misleading' });
    await flagRest(flagger.token, { comment_id: comment.id, reason: 'Spam or misleading' });
    expect((await server.api('DELETE', `/comments/${comment.id}`, undefined, { token: adminUser.token })).status).toBe(200);
    expect((await flagsOf({ commentId: comment.id }))[0]!.status).toBe('RESOLVED');
    expect(await logOf({ commentId: comment.id, type: 'REMOVE_CONTENT' })).toHaveLength(1);
    expect((await server.api('DELETE', `/posts/${byAdmin}`, undefined, { token: adminUser.token })).status).toBe(200);
    expect((await flagsOf({ postId: byAdmin }))[0]!.status).toBe('RESOLVED');
    const log = await logOf({ postId: byAdmin, type: 'REMOVE_CONTENT' });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ actorId: adminUser.id, targetUserId: author.id });
    expect((await server.api('DELETE', `/posts/${byAuthor}`, undefined, { token: author.token })).status).toBe(200);
    expect((await flagsOf({ postId: byAuthor }))[0]!.status).toBe('DISMISSED');
    expect(await logOf({ postId: byAuthor, commentId: null as never })).toHaveLength(0);
  });

  it("a community moderator's removal logs REMOVE_CONTENT with their reason", async () => {
    const [owner, poster] = await members(server, 2);
    const community = await createCommunity(server.app.db, { createdBy: owner.id });
    await joinCommunity(server.app.db, owner.id, community.id, { role: 'OWNER' as never });
    await joinCommunity(server.app.db, poster.id, community.id);
    const post = await createPostApi(server, poster.token, { community_id: community.id, communityId: community.id });
    const res = await server.api('POST', `/communities/${community.slug}/posts/${post.id}/remove`, { reason: 'Off topic for this local' }, { token: owner.token });
    expect(res.status, res.text).toBe(200);
    const log = await logOf({ postId: post.id, type: 'REMOVE_CONTENT' });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ actorId: owner.id, targetUserId: poster.id, reason: 'Off topic for this local' });
  });
});

// ───────────────────────────── The flagger stays unnamed ─────────────────────────────

describe('the flagger stays unnamed', () => {
  it('nothing the author can read names who flagged: post, comments, notifications, moderation details', async () => {
    const [author, flagger] = await members(server, 2);
    const postId = await newPost(author);
    await setTrust(flagger, null);
    // Hide it with this flagger among others, so the author is told.
    await flagRest(flagger.token, { post_id: postId, reason: 'Spam or misleading' });
    await hidePost(postId);
    const answers = [
      await server.api('GET', `/posts/${postId}`, undefined, { token: author.token }),
      await server.api('GET', `/comments/post/${postId}`, undefined, { token: author.token }),
      await server.api('GET', '/notifications', undefined, { token: author.token }),
      await server.api('GET', `/flags/check?post_id=${postId}`, undefined, { token: author.token }),
      await server.gql(
        `query($id: ID!) { node(id: $id) { ... on Post { viewerHasFlagged status } } notifications(first: 50) { edges { node { content } } } }`,
        { id: gid('Post', postId) },
        author.token,
      ),
    ];
    const notes = await server.app.db.notification.findMany({ where: { userId: author.id } });
    expect(notes.some((n) => n.type === 'ADMIN_ACTION' && n.content.includes('hidden while moderators review it'))).toBe(true);
    for (const n of notes) expect(n.actorId === null || n.actorId !== flagger.id).toBe(true);
    for (const answer of answers) {
      const text = JSON.stringify(answer);
      expect(text).not.toContain(flagger.username!);
      expect(text).not.toContain(flagger.email);
    }
  });
});

// ───────────────────────────── Live queue ─────────────────────────────

describe('live queue', () => {
  it("announces each new flag (and a hold) to admins' moderationQueueChanged, and decisions as updates", async () => {
    const watcher = await admin(server);
    const live = subscribe(connectWs(server, watcher.token), 'subscription { moderationQueueChanged { kind entityId itemType change byViewer } }');
    await settle(500);
    const [author, flagger] = await members(server, 2);
    const postId = await newPost(author);
    expect((await flagRest(flagger.token, { post_id: postId, reason: 'Spam or misleading' })).status).toBe(201);
    expect((await live.next()).data.moderationQueueChanged).toEqual({ kind: 'FLAG', entityId: postId, itemType: 'POST', change: 'CREATED', byViewer: false });
    // A repeat is no new flag: nothing is announced for it.
    expect((await flagRest(flagger.token, { post_id: postId, reason: 'Spam or misleading' })).status).toBe(200);
    expect((await flagRest(adminUser.token, { post_id: postId, reason: 'Spam or misleading' })).status).toBe(201);
    expect((await live.next()).data.moderationQueueChanged).toEqual({ kind: 'FLAG', entityId: postId, itemType: 'POST', change: 'CREATED', byViewer: false });
    expect((await live.next()).data.moderationQueueChanged).toEqual({ kind: 'PENDING', entityId: postId, itemType: 'POST', change: 'CREATED', byViewer: false });
    expect((await decide(watcher.token, { post_id: postId, action: 'keep' })).status).toBe(200);
    expect((await live.next()).data.moderationQueueChanged).toEqual({ kind: 'FLAG', entityId: postId, itemType: 'POST', change: 'UPDATED', byViewer: true });
    expect((await live.next()).data.moderationQueueChanged).toEqual({ kind: 'PENDING', entityId: postId, itemType: 'POST', change: 'UPDATED', byViewer: true });
    live.dispose();
  });
});

