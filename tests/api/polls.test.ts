// Polls: creation rules and messages, 7-day expiry, options locked, voting rules (members once,
// anonymous once a day on the featured poll), races, counters and percentages, momentum,
// results over REST and GraphQL, featured / hot / trending, voter privacy on every path, live
// results over graphql-ws (members and guests), and the SQL statement count of a poll feed page.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { useTestServer, randomIp } from './helpers/server.ts';
import { expectError, gid, gqlData, gqlError, member, members, settle, sleep, uniqueTitle, type Member } from './helpers/content.ts';
import { closeWsClients, connectWs, subscribe, settle as wsSettle, withTimeout } from './helpers/ws.ts';
import { timeouts } from '../timeouts.ts';
import { createPoll, createUser, votePoll as factoryVote } from '../fixtures/factories.ts';
import { pollExpiresAt } from '../../api/src/domain/polls/expiry.ts';

let author: Member;

const M = {
  questionRequired: 'Poll question is required',
  questionShort: 'Poll question must be at least 5 characters',
  tooFew: 'Polls must have at least 2 options',
  tooMany: 'Maximum 5 poll options allowed',
  empty: 'Poll options cannot be empty',
  long: 'Poll options must be at most 200 characters',
  duration: 'Voting duration must be 1, 6, 12, 24, 72, 168 or 720 hours',
  locked: 'Poll options cannot be edited after creation to maintain vote integrity.',
  ended: 'This poll has ended',
  invalid: 'Invalid poll option',
  twice: 'You have already voted on this poll',
  signIn: 'Sign in to vote',
  daily: 'Daily vote used!',
};

const POLL_FIELDS = `
  id postId totalVotes expiresAt isExpired votingDurationHours momentum isFeatured viewerVote
  options { id index text voteCount percentage }
`;

const server = useTestServer();

beforeAll(async () => {
  author = await member(server);
});

afterAll(async () => {
  await closeWsClients();
});

/** A poll by a fresh author (factory), open unless `createdAt` says otherwise. */
async function poll(options: { options?: string[]; durationHours?: number; isWeeklyPoll?: boolean; createdAt?: Date; authorId?: number } = {}) {
  const authorId = options.authorId ?? (await createUser(server.app.db)).id;
  return createPoll(server.app.db, {
    author: authorId,
    question: uniqueTitle('Should we'),
    options: options.options ?? ['Yes', 'No', 'Not sure'],
    durationHours: options.durationHours ?? 24,
    isWeeklyPoll: options.isWeeklyPoll ?? false,
    createdAt: options.createdAt,
  });
}

const vote = (postId: number | string, optionIndex: number, opts: { token?: string; deviceId?: string; ip?: string } = {}) =>
  server.api('POST', '/polls/vote', { postId, optionIndex }, {
    token: opts.token,
    ip: opts.ip,
    headers: opts.deviceId ? { 'x-device-id': opts.deviceId } : {},
  });

describe('creating a poll', () => {
  it('creates a poll through POST /posts with options and duration; content is null', async () => {
    const creator = await member(server);
    const res = await server.api(
      'POST',
      '/posts',
      { title: 'Do you get paid breaks?', post_type: 'poll', content: null, poll_options: ['Yes', { option_text: 'No' }, ' Sometimes '], voting_duration_hours: 72 },
      { token: creator.token },
    );
    expect(res.status, res.text).toBe(201);
    const post = res.body.post;
    expect(post.post_type).toBe('poll');
    expect(post.content).toBeNull();
    expect(post.voting_duration_hours).toBe(72);
    expect(post.poll_options.map((o: { option_text: string; option_index: number }) => [o.option_index, o.option_text])).toEqual([
      [0, 'Yes'],
      [1, 'No'],
      [2, 'Sometimes'],
    ]);
    expect(post.poll_results).toEqual([0, 1, 2].map((i) => ({ option_index: i, vote_count: 0 })));
    expect(post.user_poll_vote).toBeNull();
    expect(post.is_expired).toBe(false);
    expect(post.total_votes).toBe(0);
    const hours = (Date.parse(post.expires_at) - Date.parse(post.created_at)) / 3600_000;
    expect(hours).toBe(72);
    const rows = await server.app.db.pollOption.findMany({ where: { postId: post.id }, orderBy: { optionIndex: 'asc' } });
    expect(rows.map((r) => r.optionText)).toEqual(['Yes', 'No', 'Sometimes']);
  });

  it('defaults to 24 hours and creates polls over GraphQL too', async () => {
    const creator = await member(server);
    const res = await server.gql(
      `mutation($input: CreatePostInput!) { createPost(input: $input) { post { postType content poll { ${POLL_FIELDS} } createdAt } } }`,
      { input: { title: 'Best shift to work?', postType: 'POLL', pollOptions: ['Morning', 'Night'] } },
      creator.token,
    );
    const post = gqlData(res).createPost.post;
    expect(post.postType).toBe('POLL');
    expect(post.content).toBeNull();
    expect(post.poll.votingDurationHours).toBe(24);
    expect(post.poll.options.map((o: { text: string }) => o.text)).toEqual(['Morning', 'Night']);
    expect(post.poll.options.map((o: { percentage: number }) => o.percentage)).toEqual([0, 0]);
    expect(post.poll.viewerVote).toBeNull();
    expect(post.poll.momentum).toBe(false);
    expect((Date.parse(post.poll.expiresAt) - Date.parse(post.createdAt)) / 3600_000).toBe(24);
  });

  it('closes a 7-day poll at 23:59:59.999 US Eastern on the seventh day', async () => {
    const creator = await member(server);
    const before = new Date();
    const res = await server.api('POST', '/posts', { title: 'Week long question here', post_type: 'poll', poll_options: ['A', 'B'], voting_duration_hours: 168 }, { token: creator.token });
    expect(res.status, res.text).toBe(201);
    const expiresAt = new Date(res.body.post.expires_at);
    const created = new Date(res.body.post.created_at);
    expect(created.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(expiresAt.toISOString()).toBe(pollExpiresAt(created, 168).toISOString());
    const eastern = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(expiresAt);
    expect(eastern).toBe('23:59:59');
    expect(expiresAt.getUTCMilliseconds()).toBe(999);
    const days = (expiresAt.getTime() - created.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(8.1);
  });

  it('refuses bad polls with the spec messages', async () => {
    const creator = await member(server);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, M.questionRequired],
      [{ title: 'Why' }, M.questionShort],
      [{ poll_options: undefined }, M.tooFew],
      [{ poll_options: ['Only one'] }, M.tooFew],
      [{ poll_options: ['a', 'b', 'c', 'd', 'e', 'f'] }, M.tooMany],
      [{ poll_options: ['Yes', '  '] }, M.empty],
      [{ poll_options: ['Yes', 'x'.repeat(201)] }, M.long],
      [{ voting_duration_hours: 48 }, M.duration],
      [{ voting_duration_hours: 0 }, M.duration],
    ];
    for (const [override, message] of cases) {
      const body = { title: 'A fair poll question', post_type: 'poll', poll_options: ['Yes', 'No'], ...override };
      const res = await server.api('POST', '/posts', body, { token: creator.token });
      expectError(res, 400, 'VALIDATION', message);
    }
    // GraphQL speaks the same messages.
    const res = await server.gql(
      `mutation($input: CreatePostInput!) { createPost(input: $input) { post { id } } }`,
      { input: { title: 'A fair poll question', postType: 'POLL', pollOptions: ['Yes'] } },
      creator.token,
    );
    expect(gqlError(res).message).toBe(M.tooFew);
    // Nothing was created (and the rate limit was not spent on refusals).
    expect(await server.app.db.post.count({ where: { authorId: creator.id } })).toBe(0);
  });

  it('needs a verified member', async () => {
    const unverified = await member(server, { verified: false });
    const res = await server.api('POST', '/posts', { title: 'A fair poll question', post_type: 'poll', poll_options: ['Yes', 'No'] }, { token: unverified.token });
    expectError(res, 403, 'EMAIL_NOT_VERIFIED');
  });

  it('refuses to edit options, but the question can be edited', async () => {
    const creator = await member(server);
    const created = await server.api('POST', '/posts', { title: 'Original poll question', post_type: 'poll', poll_options: ['Yes', 'No'] }, { token: creator.token });
    expect(created.status, created.text).toBe(201);
    const id = created.body.post.id;
    const edit = await server.api('PUT', `/posts/${id}`, { title: 'Original poll question', poll_options: ['Yes', 'No', 'Maybe'] }, { token: creator.token });
    expectError(edit, 400, 'VALIDATION', M.locked);
    const gql = await server.gql(
      `mutation($input: UpdatePostInput!) { updatePost(input: $input) { post { id } } }`,
      { input: { id: gid('Post', id), title: 'Original poll question', pollOptions: ['Maybe'] } },
      creator.token,
    );
    expect(gqlError(gql).message).toBe(M.locked);
    const retitle = await server.api('PUT', `/posts/${id}`, { title: 'Edited poll question' }, { token: creator.token });
    expect(retitle.status, retitle.text).toBe(200);
    expect(retitle.body.post.title).toBe('Edited poll question');
    expect(retitle.body.post.content).toBeNull();
    const options = await server.app.db.pollOption.findMany({ where: { postId: id }, orderBy: { optionIndex: 'asc' } });
    expect(options.map((o) => o.optionText)).toEqual(['Yes', 'No']);
  });
});

describe('voting as a member', () => {
  it('counts one vote and reports results, the own vote and no momentum', async () => {
    const p = await poll();
    const voter = await member(server);
    const res = await vote(p.id, 1, { token: voter.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.totalVotes).toBe(1);
    expect(res.body.userVote).toBe(1);
    expect(res.body.momentumTriggered).toBe(false);
    expect(res.body.results).toEqual([
      { option_index: 0, option_text: 'Yes', vote_count: 0, percentage: 0 },
      { option_index: 1, option_text: 'No', vote_count: 1, percentage: 100 },
      { option_index: 2, option_text: 'Not sure', vote_count: 0, percentage: 0 },
    ]);
    const results = await server.api('GET', `/polls/${p.urlId}/results`, undefined, { token: voter.token });
    expect(results.status, results.text).toBe(200);
    expect(results.body.userVote).toBe(1);
    expect(results.body.totalVotes).toBe(1);
    expect(results.body.is_expired).toBe(false);
    expect(results.body.options.map((o: { option_text: string }) => o.option_text)).toEqual(['Yes', 'No', 'Not sure']);
    expect(results.body.expires_at).toBe(p.expiresAt!.toISOString());
    // Someone else sees the totals, not that vote.
    const other = await member(server);
    const theirs = await server.api('GET', `/polls/${p.id}/results`, undefined, { token: other.token });
    expect(theirs.body.userVote).toBeNull();
    expect(theirs.body.totalVotes).toBe(1);
    const guest = await server.api('GET', `/polls/${p.id}/results`);
    expect(guest.body.userVote).toBeNull();
  });

  it('refuses a second vote (no change of vote), a bad option, an expired poll and unverified members', async () => {
    const p = await poll();
    const voter = await member(server);
    expect((await vote(p.id, 0, { token: voter.token })).status).toBe(200);
    expectError(await vote(p.id, 0, { token: voter.token }), 409, 'CONFLICT', M.twice);
    expectError(await vote(p.id, 2, { token: voter.token }), 409, 'CONFLICT', M.twice);
    const other = await member(server);
    expectError(await vote(p.id, 3, { token: other.token }), 400, 'VALIDATION', M.invalid);
    expectError(await vote(p.id, -1, { token: other.token }), 400, 'VALIDATION', M.invalid);
    expectError(await vote(p.id, 'x' as unknown as number, { token: other.token }), 400, 'VALIDATION', M.invalid);
    const unverified = await member(server, { verified: false });
    expectError(await vote(p.id, 0, { token: unverified.token }), 403, 'EMAIL_NOT_VERIFIED');

    const ended = await poll({ durationHours: 1, createdAt: new Date(Date.now() - 2 * 3600_000) });
    expectError(await vote(ended.id, 0, { token: other.token }), 400, 'VALIDATION', M.ended);
    const endedResults = await server.api('GET', `/polls/${ended.id}/results`);
    expect(endedResults.body.is_expired).toBe(true);

    const row = await server.app.db.post.findUniqueOrThrow({ where: { id: p.id } });
    expect(row.totalVotes).toBe(1);
    const options = await server.app.db.pollOption.findMany({ where: { postId: p.id }, orderBy: { optionIndex: 'asc' } });
    expect(options.map((o) => o.voteCount)).toEqual([1, 0, 0]);
  });

  it('answers 404 for a missing poll or a post that is not a poll', async () => {
    const voter = await member(server);
    expectError(await vote(999999, 0, { token: voter.token }), 404, 'NOT_FOUND');
    const discussion = await server.api('POST', '/posts', { title: 'Just a discussion', content: [{ type: 'paragraph', children: [{ text: 'Hello there all.' }] }] }, { token: voter.token });
    expectError(await vote(discussion.body.post.id, 0, { token: voter.token }), 404, 'NOT_FOUND');
    expectError(await server.api('GET', `/polls/${discussion.body.post.id}/results`), 404, 'NOT_FOUND');
  });

  it('takes no votes on a poll waiting for review, not even from its author', async () => {
    const owner = await member(server);
    const pending = await createPoll(server.app.db, { author: owner.id, question: uniqueTitle('Pending'), options: ['A', 'B'], status: 'PENDING_REVIEW' });
    expectError(await vote(pending.id, 0, { token: owner.token }), 404, 'NOT_FOUND', 'Poll not found');
    expect((await server.app.db.post.findUniqueOrThrow({ where: { id: pending.id } })).totalVotes).toBe(0);
  });

  it('keeps exactly one vote when one member sends 20 votes at once', async () => {
    const p = await poll();
    const voter = await member(server);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => vote(p.id, n % 3, { token: voter.token })));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expectError(a, 409, 'CONFLICT', M.twice);
    expect(await server.app.db.pollVote.count({ where: { postId: p.id } })).toBe(1);
    const row = await server.app.db.post.findUniqueOrThrow({ where: { id: p.id } });
    expect(row.totalVotes).toBe(1);
    const options = await server.app.db.pollOption.findMany({ where: { postId: p.id } });
    expect(options.reduce((s, o) => s + o.voteCount, 0)).toBe(1);
  });

  it('counts many members voting at once exactly, with percentages summing to 100', async () => {
    const p = await poll();
    const voters = await members(server, 14);
    const answers = await Promise.all(voters.map((v, n) => vote(p.id, n % 3, { token: v.token })));
    expect(answers.map((a) => a.status)).toEqual(voters.map(() => 200));
    const results = await server.api('GET', `/polls/${p.id}/results`);
    expect(results.body.totalVotes).toBe(14);
    expect(results.body.results.map((r: { vote_count: number }) => r.vote_count)).toEqual([5, 5, 4]);
    expect(results.body.results.map((r: { percentage: number }) => r.percentage)).toEqual([36, 36, 28]);
    expect(results.body.results.reduce((s: number, r: { percentage: number }) => s + r.percentage, 0)).toBe(100);
    // Every answer's totals are a consistent snapshot (sum of counts = total).
    for (const a of answers) {
      expect(a.body.results.reduce((s: number, r: { vote_count: number }) => s + r.vote_count, 0)).toBe(a.body.totalVotes);
    }
    const totals = answers.map((a) => a.body.totalVotes).sort((a, b) => a - b);
    expect(totals).toEqual(voters.map((_, n) => n + 1));
  });

  it('percentages: the last option takes the remainder', async () => {
    const p = await poll();
    const voters = await members(server, 3);
    for (const [n, v] of voters.entries()) expect((await vote(p.id, n, { token: v.token })).status).toBe(200);
    const results = await server.api('GET', `/polls/${p.id}/results`);
    expect(results.body.results.map((r: { percentage: number }) => r.percentage)).toEqual([33, 33, 34]);
  });

  it('triggers momentum once, on the vote that reaches 25', async () => {
    const p = await poll({ options: ['Yes', 'No'] });
    const early = await createUser(server.app.db);
    // 23 votes through the factory (counters moved the same way), then two through the API.
    for (let n = 0; n < 23; n++) {
      const u = n === 0 ? early : await createUser(server.app.db);
      await factoryVote(server.app.db, { userId: u.id, postId: p.id, optionIndex: n % 2 });
    }
    const [v24, v25, v26] = await members(server, 3);
    const r24 = await vote(p.id, 0, { token: v24.token });
    expect(r24.body.totalVotes).toBe(24);
    expect(r24.body.momentumTriggered).toBe(false);
    const r25 = await vote(p.id, 1, { token: v25.token });
    expect(r25.body.totalVotes).toBe(25);
    expect(r25.body.momentumTriggered).toBe(true);
    const r26 = await vote(p.id, 1, { token: v26.token });
    expect(r26.body.momentumTriggered).toBe(false);
    const row = await server.app.db.post.findUniqueOrThrow({ where: { id: p.id } });
    expect(row.momentumTriggeredAt).not.toBeNull();
    const gql = await server.gql(`query($id: String!) { post(id: $id) { poll { momentum totalVotes } } }`, { id: String(p.id) });
    expect(gqlData(gql).post.poll).toEqual({ momentum: true, totalVotes: 26 });
  });

  it('votes over GraphQL with votePoll and reports the viewer vote', async () => {
    const p = await poll();
    const voter = await member(server);
    const res = await server.gql(
      `mutation($input: VotePollInput!) { votePoll(input: $input) { momentumTriggered poll { ${POLL_FIELDS} } } }`,
      { input: { postId: gid('Post', p.id), optionIndex: 2 } },
      voter.token,
    );
    const data = gqlData(res).votePoll;
    expect(data.momentumTriggered).toBe(false);
    expect(data.poll.id).toBe(encodeGlobalID('Poll', String(p.id)));
    expect(data.poll.postId).toBe(gid('Post', p.id));
    expect(data.poll.viewerVote).toBe(2);
    expect(data.poll.totalVotes).toBe(1);
    expect(data.poll.options.map((o: { percentage: number }) => o.percentage)).toEqual([0, 0, 100]);
    const again = await server.gql(
      `mutation($input: VotePollInput!) { votePoll(input: $input) { momentumTriggered } }`,
      { input: { postId: gid('Post', p.id), optionIndex: 0 } },
      voter.token,
    );
    const error = gqlError(again);
    expect(error.message).toBe(M.twice);
    expect(error.extensions?.code).toBe('CONFLICT');
    const read = await server.gql(`query($id: String!) { post(id: $id) { poll { viewerVote totalVotes } } }`, { id: p.urlId }, voter.token);
    expect(gqlData(read).post.poll).toEqual({ viewerVote: 2, totalVotes: 1 });
  });
});

describe('featured poll and anonymous votes', () => {
  let featured: Awaited<ReturnType<typeof poll>>;
  let other: Awaited<ReturnType<typeof poll>>;

  beforeAll(async () => {
    other = await poll();
    featured = await poll({ isWeeklyPoll: true, durationHours: 168 });
  });

  it('serves the newest open weekly poll as the featured poll (GraphQL and REST)', async () => {
    const gql = await server.gql(`{ featuredPoll { postId poll { isFeatured totalVotes } } }`);
    expect(gqlData(gql).featuredPoll.postId).toBe(featured.id);
    expect(gqlData(gql).featuredPoll.poll.isFeatured).toBe(true);
    const rest = await server.api('GET', '/posts/featured-poll');
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body.poll.id).toBe(featured.id);
    expect(rest.body.poll.post_type).toBe('poll');
    expect(rest.body.poll.poll_options).toHaveLength(3);
    const notFeatured = await server.gql(`query($id: String!) { post(id: $id) { poll { isFeatured } } }`, { id: String(other.id) });
    expect(gqlData(notFeatured).post.poll.isFeatured).toBe(false);
  });

  it('takes one anonymous vote per device per day on the featured poll, stored without the option', async () => {
    const device = randomUUID();
    const ip = randomIp();
    const first = await vote(featured.id, 0, { deviceId: device, ip });
    expect(first.status, first.text).toBe(200);
    expect(first.body.totalVotes).toBe(1);
    expectError(await vote(featured.id, 1, { deviceId: device, ip }), 429, 'RATE_LIMITED', M.daily);
    // Another device (even from the same address) gets its own daily vote.
    const second = await vote(featured.id, 1, { deviceId: randomUUID(), ip });
    expect(second.status, second.text).toBe(200);
    expect(second.body.totalVotes).toBe(2);
    const rows = await server.app.db.anonymousPollVote.findMany({ where: { postId: featured.id } });
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['createdAt', 'deviceDayHash', 'id', 'postId']);
      expect(row.deviceDayHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.deviceDayHash).not.toContain(device);
    }
    // Anonymous visitors have no vote on record.
    const results = await server.api('GET', `/polls/${featured.id}/results`, undefined, { headers: { 'x-device-id': device } });
    expect(results.body.userVote).toBeNull();
  });

  it('an Authorization header that is not "Bearer <token>" is refused, never taken as an anonymous vote (REST and GraphQL)', async () => {
    const voter = await member(server);
    const headers = { authorization: `Token ${voter.token}`, 'x-device-id': randomUUID() };
    const before = await server.app.db.anonymousPollVote.count({ where: { postId: featured.id } });
    expectError(await server.api('POST', '/polls/vote', { postId: featured.id, optionIndex: 0 }, { headers }), 401, 'UNAUTHENTICATED');
    const gql = await server.gql(`mutation($input: VotePollInput!) { votePoll(input: $input) { momentumTriggered } }`, { input: { postId: String(featured.id), optionIndex: 0 } }, { headers });
    expect(gqlError(gql).extensions?.code).toBe('UNAUTHENTICATED');
    expect(await server.app.db.anonymousPollVote.count({ where: { postId: featured.id } })).toBe(before);
  });

  it('refuses anonymous votes on other polls and without a device id', async () => {
    expectError(await vote(other.id, 0, { deviceId: randomUUID() }), 401, 'UNAUTHENTICATED', M.signIn);
    expectError(await vote(featured.id, 0, {}), 401, 'UNAUTHENTICATED', M.signIn);
    const gql = await server.gql(
      `mutation($input: VotePollInput!) { votePoll(input: $input) { momentumTriggered } }`,
      { input: { postId: String(other.id), optionIndex: 0 } },
      { headers: { 'x-device-id': randomUUID() } },
    );
    expect(gqlError(gql).message).toBe(M.signIn);
  });

  it('lets a member vote on the featured poll as usual', async () => {
    const voter = await member(server);
    const res = await vote(featured.id, 2, { token: voter.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.userVote).toBe(2);
  });

  it('rate limits anonymous votes per address', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let n = 0; n < 31; n++) statuses.push((await vote(featured.id, 0, { deviceId: randomUUID(), ip })).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('falls back to the open poll with most votes of the week when no weekly poll is open', async () => {
    // Only two open polls for this test: the weekly one closes, every other open poll too.
    const open = await server.app.db.post.findMany({ where: { postType: 'POLL', expiresAt: { gt: new Date() } }, select: { id: true, expiresAt: true } });
    await server.app.db.post.updateMany({ where: { id: { in: open.map((o) => o.id) } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    try {
      const voters = await members(server, 2);
      const busy = await poll();
      const quiet = await poll();
      for (const v of voters) expect((await vote(busy.id, 0, { token: v.token })).status).toBe(200);
      // Old votes (over a week) do not count.
      for (let n = 0; n < 3; n++) {
        const u = await createUser(server.app.db);
        await factoryVote(server.app.db, { userId: u.id, postId: quiet.id, optionIndex: 0, createdAt: new Date(Date.now() - 8 * 86_400_000) });
      }
      const res = await server.api('GET', '/posts/featured-poll');
      expect(res.body.poll.id).toBe(busy.id);
      // ...and the anonymous vote follows the featured poll.
      expect((await vote(busy.id, 0, { deviceId: randomUUID() })).status).toBe(200);
      expectError(await vote(quiet.id, 0, { deviceId: randomUUID() }), 401, 'UNAUTHENTICATED', M.signIn);
    } finally {
      for (const o of open) await server.app.db.post.update({ where: { id: o.id }, data: { expiresAt: o.expiresAt } });
    }
  });
});

describe('hot polls', () => {
  it('orders open polls by votes of the last 24 hours (REST trending and GraphQL hotPolls)', async () => {
    const hot = await poll();
    const warm = await poll();
    const voters = await members(server, 40);
    // Far more recent votes than any other poll of this file.
    for (const v of voters) await factoryVote(server.app.db, { userId: v.id, postId: hot.id, optionIndex: 0 });
    for (const v of voters.slice(0, 35)) await factoryVote(server.app.db, { userId: v.id, postId: warm.id, optionIndex: 1 });
    // Old votes do not count as recent.
    const old = await poll({ durationHours: 720, createdAt: new Date(Date.now() - 3 * 86_400_000) });
    for (const v of voters.slice(0, 39)) {
      await factoryVote(server.app.db, { userId: v.id, postId: old.id, optionIndex: 0, createdAt: new Date(Date.now() - 2 * 86_400_000) });
    }
    const rest = await server.api('GET', '/polls/trending');
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body.polls[0]).toEqual({ id: hot.id, url_id: hot.urlId, slug: hot.slug, title: hot.title, total_votes: 40, recent_24h: 40 });
    expect(rest.body.polls[1].id).toBe(warm.id);
    expect(rest.body.polls[1].recent_24h).toBe(35);
    const oldRow = rest.body.polls.find((p: { id: number }) => p.id === old.id);
    if (oldRow) expect(oldRow.recent_24h).toBe(0);
    const gql = await server.gql(`{ hotPolls(first: 2) { totalVotes recentVotes post { postId title poll { totalVotes } } } }`);
    const list = gqlData(gql).hotPolls;
    expect(list).toHaveLength(2);
    expect(list[0]).toEqual({ totalVotes: 40, recentVotes: 40, post: { postId: hot.id, title: hot.title, poll: { totalVotes: 40 } } });
    expect(list[1].post.postId).toBe(warm.id);
  });

  it('leaves expired polls out', async () => {
    const ended = await poll({ durationHours: 1, createdAt: new Date(Date.now() - 2 * 3600_000) });
    const rest = await server.api('GET', '/polls/trending?limit=20');
    expect(rest.body.polls.some((p: { id: number }) => p.id === ended.id)).toBe(false);
  });
});

describe('poll lists', () => {
  it('GET /posts/polls and feed(postType: POLL) list only polls', async () => {
    const p = await poll();
    const rest = await server.api('GET', '/posts/polls?per_page=50&sort=newest');
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body.posts.length).toBeGreaterThan(0);
    expect(rest.body.posts.every((x: { post_type: string }) => x.post_type === 'poll')).toBe(true);
    expect(rest.body.posts[0].id).toBe(p.id);
    expect(rest.body.pagination.total).toBe(await server.app.db.post.count({ where: { postType: 'POLL', status: 'PUBLISHED', deletedAt: null } }));
    const searched = await server.api('GET', `/posts/polls?search=${encodeURIComponent(p.title)}`);
    expect(searched.body.posts[0].id).toBe(p.id);
    const gql = await server.gql(`{ feed(postType: POLL, sort: NEWEST, first: 50) { totalCount edges { node { postType poll { totalVotes } } } } }`);
    const feed = gqlData(gql).feed;
    expect(feed.totalCount).toBe(rest.body.pagination.total);
    expect(feed.edges.every((e: { node: { postType: string; poll: unknown } }) => e.node.postType === 'POLL' && e.node.poll !== null)).toBe(true);
    // Discussions have no poll.
    const all = await server.gql(`{ feed(first: 50, postType: DISCUSSION) { edges { node { postType poll { totalVotes } } } } }`);
    expect(gqlData(all).feed.edges.every((e: { node: { poll: unknown } }) => e.node.poll === null)).toBe(true);
  });
});

describe('voter privacy', () => {
  it('no REST or GraphQL path shows who voted for what', async () => {
    const p = await poll({ options: ['Union yes', 'Union no'] });
    const [a, b, snoop] = await members(server, 3);
    expect((await vote(p.id, 0, { token: a.token })).status).toBe(200);
    expect((await vote(p.id, 1, { token: b.token })).status).toBe(200);
    const adminUser = await member(server, { role: 'ADMIN' });
    const bodies: string[] = [];
    for (const token of [snoop.token, adminUser.token, undefined]) {
      bodies.push((await server.api('GET', `/posts/${p.id}`, undefined, { token })).text);
      bodies.push((await server.api('GET', `/polls/${p.id}/results`, undefined, { token })).text);
      bodies.push((await server.api('GET', '/posts/polls?per_page=50', undefined, { token })).text);
      bodies.push((await server.api('GET', '/posts/featured-poll', undefined, { token })).text);
      bodies.push((await server.api('GET', '/polls/trending', undefined, { token })).text);
      bodies.push((await server.gql(`query($id: String!) { post(id: $id) { poll { ${POLL_FIELDS} } } }`, { id: String(p.id) }, token)).text);
    }
    for (const text of bodies) {
      expect(text).not.toContain(a.username!);
      expect(text).not.toContain(b.username!);
      for (const voter of [a, b]) {
        expect(text).not.toMatch(new RegExp(`"(user_?id|userId|voter_?id|voterId)"\\s*:\\s*${voter.id}[,}]`));
        expect(text).not.toContain(gid('User', voter.id));
      }
    }
    // The schema offers no way to list votes or voters.
    const introspection = await server.gql(`{ __type(name: "Poll") { fields { name } } }`);
    const fields = gqlData(introspection).__type.fields.map((f: { name: string }) => f.name);
    expect(fields.sort()).toEqual(['expiresAt', 'id', 'isExpired', 'isFeatured', 'momentum', 'options', 'postId', 'totalVotes', 'viewerVote', 'votingDurationHours']);
    const option = await server.gql(`{ __type(name: "PollOption") { fields { name } } }`);
    expect(gqlData(option).__type.fields.map((f: { name: string }) => f.name).sort()).toEqual(['id', 'index', 'percentage', 'text', 'voteCount']);
    const user = await server.gql(`{ __type(name: "User") { fields { name } } }`);
    expect(gqlData(user).__type.fields.some((f: { name: string }) => /poll/i.test(f.name))).toBe(false);
    // Each member sees only their own choice.
    const read = async (token: string) => gqlData(await server.gql(`query($id: String!) { post(id: $id) { poll { viewerVote } } }`, { id: String(p.id) }, token)).post.poll.viewerVote;
    expect(await read(a.token)).toBe(0);
    expect(await read(b.token)).toBe(1);
    expect(await read(snoop.token)).toBeNull();
    expect(await read(adminUser.token)).toBeNull();
  });
});

describe('live results', () => {
  const SUB = `subscription($postId: ID!) { pollResultsUpdated(postId: $postId) { id postId totalVotes isExpired options { index voteCount percentage } } }`;

  it('delivers new totals to a member and to a guest subscriber', async () => {
    const p = await poll({ options: ['Yes', 'No'] });
    const [watcher, voter] = await members(server, 2);
    const memberSub = subscribe(connectWs(server, watcher.token), SUB, { postId: gid('Post', p.id) });
    const guestSub = subscribe(connectWs(server), SUB, { postId: String(p.id) });
    await wsSettle();
    expect((await vote(p.id, 1, { token: voter.token })).status).toBe(200);
    for (const sub of [memberSub, guestSub]) {
      const event = await sub.next();
      expect(event.errors).toBeUndefined();
      expect(event.data.pollResultsUpdated).toEqual({
        id: encodeGlobalID('Poll', String(p.id)),
        postId: gid('Post', p.id),
        totalVotes: 1,
        isExpired: false,
        options: [
          { index: 0, voteCount: 0, percentage: 0 },
          { index: 1, voteCount: 1, percentage: 100 },
        ],
      });
    }
    // A vote on another poll is not delivered here.
    const elsewhere = await poll();
    expect((await vote(elsewhere.id, 0, { token: voter.token })).status).toBe(200);
    await memberSub.expectNoEvent(300);
    memberSub.dispose();
    guestSub.dispose();
  });

  it('gives a subscriber their own vote only when asked, and nobody else’s', async () => {
    const p = await poll({ options: ['Yes', 'No'] });
    const [watcher, voter] = await members(server, 2);
    expect((await vote(p.id, 0, { token: watcher.token })).status).toBe(200);
    const sub = subscribe(connectWs(server, watcher.token), `subscription($postId: ID!) { pollResultsUpdated(postId: $postId) { totalVotes viewerVote } }`, { postId: String(p.id) });
    const guest = subscribe(connectWs(server), `subscription($postId: ID!) { pollResultsUpdated(postId: $postId) { totalVotes viewerVote } }`, { postId: String(p.id) });
    await wsSettle();
    expect((await vote(p.id, 1, { token: voter.token })).status).toBe(200);
    expect((await sub.next()).data.pollResultsUpdated).toEqual({ totalVotes: 2, viewerVote: 0 });
    expect((await guest.next()).data.pollResultsUpdated).toEqual({ totalVotes: 2, viewerVote: null });
    sub.dispose();
    guest.dispose();
  });

  it('ends a member’s subscription when that session logs out; a guest’s keeps going', async () => {
    const p = await poll({ options: ['Yes', 'No'] });
    const [watcher, voter] = await members(server, 2);
    const sub = subscribe(connectWs(server, watcher.token), SUB, { postId: String(p.id) });
    const guest = subscribe(connectWs(server), SUB, { postId: String(p.id) });
    await wsSettle();
    expect((await server.api('POST', '/auth/logout', {}, { token: watcher.token })).status).toBe(200);
    await withTimeout(sub.ended, timeouts.event, 'end of the subscription on logout');
    expect((await vote(p.id, 0, { token: voter.token })).status).toBe(200);
    expect((await guest.next()).data.pollResultsUpdated.totalVotes).toBe(1);
    expect(sub.events.filter((e) => e.data)).toHaveLength(0);
    guest.dispose();
  });

  it('refuses to subscribe to a poll that is missing or not visible', async () => {
    const hidden = await createPoll(server.app.db, { author: (await createUser(server.app.db)).id, question: uniqueTitle('Hidden'), options: ['A', 'B'], status: 'PENDING_REVIEW' });
    const sub = subscribe(connectWs(server), SUB, { postId: String(hidden.id) });
    const event = await sub.next();
    expect(event.errors?.[0]?.message).toBe('Poll not found');
  });
});

describe('SQL statements', () => {
  it('a feed page of 20 polls with the viewer’s votes takes a fixed number of statements', async () => {
    const viewer = await member(server);
    const measure = async (first: number) => {
      await settle();
      const before = server.app.statements.count;
      const res = await server.gql(
        `query($first: Int) { feed(postType: POLL, sort: NEWEST, first: $first) { edges { node { id title poll { ${POLL_FIELDS} } } } } }`,
        { first },
        viewer.token,
      );
      const data = gqlData(res);
      await sleep(50);
      return { statements: server.app.statements.count - before, edges: data.feed.edges as { node: { poll: { viewerVote: number | null } } }[] };
    };
    // At least 20 polls, the viewer voted on several.
    const polls = [];
    for (let n = 0; n < 20; n++) polls.push(await poll());
    for (const p of polls.slice(0, 8)) await factoryVote(server.app.db, { userId: viewer.id, postId: p.id, optionIndex: 1 });
    const small = await measure(2);
    const page = await measure(20);
    expect(page.edges).toHaveLength(20);
    expect(page.edges.filter((e) => e.node.poll.viewerVote === 1).length).toBe(8);
    expect(page.statements).toBe(small.statements);
    expect(page.statements).toBeLessThanOrEqual(10);
    // REST: the same page size does not change the count either.
    const restCount = async (perPage: number) => {
      await settle();
      const before = server.app.statements.count;
      const res = await server.api('GET', `/posts/polls?per_page=${perPage}&sort=newest`, undefined, { token: viewer.token });
      expect(res.status).toBe(200);
      await sleep(50);
      return { statements: server.app.statements.count - before, posts: res.body.posts as { user_poll_vote: number | null }[] };
    };
    const restSmall = await restCount(2);
    const restPage = await restCount(20);
    expect(restPage.posts.filter((x) => x.user_poll_vote === 1).length).toBe(8);
    expect(restPage.statements).toBe(restSmall.statements);
    expect(restPage.statements).toBeLessThanOrEqual(10);
  });
});
