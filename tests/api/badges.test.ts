// Badges over REST and GraphQL (shell spec §3 Badge, §7 Badges, issue 12): the catalogue, grants
// decided on the server when things happen (first post, comment, votes received, poll votes,
// joins, onboarding), at most once per member and badge under 20 concurrent qualifying events,
// total_points / badge_count kept with the awards, my-badges with earned_at, my-progress
// (current, target, percent), the leaderboard (points, ties by earliest, opt-out, default by
// profile visibility), badges only for those who may see the profile, votes from blocked or
// shadow-banned members not counting, check-badges behind the badges flag, the live badgesEarned
// subscription, and SQL statement counts of the leaderboard that do not grow with data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/server.ts';
import { createPostApi, createCommentApi, expectError, gid, gqlData, gqlError, member, members, type Member } from './helpers/content.ts';
import { closeWsClients, connectWs, execute, subscribe } from './helpers/ws.ts';
import { createCommunity, createPost, joinCommunity as joinCommunityRow } from '../fixtures/factories.ts';

const MSG = {
  auth: 'Authentication required',
  profileNotFound: 'Profile not found',
  disabled: 'Badges are not enabled',
  limit: 'limit must be a whole number between 1 and 50',
  invalidUser: 'Invalid user id',
} as const;

const server = useTestServer();

afterAll(closeWsClients);

const BADGE_FIELDS = 'id badgeId key name description points category icon color tier';

type RestBadge = { id: number; key: string; name: string; points: number; earned_at?: string };

async function catalogue(): Promise<Map<string, RestBadge & { category: string; tier: string }>> {
  const res = await server.api('GET', '/badges');
  expect(res.status, res.text).toBe(200);
  return new Map((res.body.badges as (RestBadge & { category: string; tier: string })[]).map((b) => [b.key, b]));
}

async function myBadges(m: Member): Promise<RestBadge[]> {
  const res = await server.api('GET', '/badges/my-badges', undefined, { token: m.token });
  expect(res.status, res.text).toBe(200);
  return res.body.badges;
}

const keysOf = (badges: { key: string }[]) => badges.map((b) => b.key).sort();

async function progressOf(m: Member, key: string) {
  const res = await server.api('GET', '/badges/my-progress', undefined, { token: m.token });
  expect(res.status, res.text).toBe(200);
  return (res.body.progress as { key: string; current: number; target: number; percent: number; earned: boolean }[]).find((p) => p.key === key)!;
}

/** The member's counters match their award rows: badge_count = rows, total_points = their points. */
async function expectTotalsMatchAwards(userId: number) {
  const [user, awards] = await Promise.all([
    server.app.db.user.findUniqueOrThrow({ where: { id: userId }, select: { totalPoints: true, badgeCount: true } }),
    server.app.db.userBadge.findMany({ where: { userId }, select: { badge: { select: { points: true } } } }),
  ]);
  expect(user.badgeCount).toBe(awards.length);
  expect(user.totalPoints).toBe(awards.reduce((sum, a) => sum + a.badge.points, 0));
  return user;
}

const vote = (token: string, postId: number) => server.api('POST', `/posts/${postId}/vote`, { vote: 'up' }, { token });

describe('the catalogue', () => {
  it('lists at least 20 badges over both transports with name, description, points, category, icon, colour and tier', async () => {
    const badges = await catalogue();
    expect(badges.size).toBeGreaterThanOrEqual(20);
    const categories = new Set([...badges.values()].map((b) => b.category));
    expect([...categories].sort()).toEqual(['Community', 'Contribution', 'First Steps', 'Mentoring', 'Organizing', 'Participation']);
    for (const key of ['verified_email', 'onboarding_complete', 'first_post', 'first_comment', 'first_poll', 'joined_5_communities', 'community_builder', 'helpful_reply', 'poll_25_votes', 'mentor', 'thanked', 'streak_7']) {
      expect(badges.has(key), key).toBe(true);
    }
    for (const b of badges.values()) {
      expect(b).toMatchObject({ name: expect.any(String), description: expect.any(String), points: expect.any(Number), icon: expect.any(String) });
      expect((b as unknown as { color: string }).color).toMatch(/^#[0-9A-F]{6}$/i);
      expect(['bronze', 'silver', 'gold', 'platinum']).toContain(b.tier);
      expect(b.earned_at).toBeUndefined();
    }
    const gql = gqlData(await server.gql(`{ badges { ${BADGE_FIELDS} } }`));
    expect(gql.badges.map((b: { key: string }) => b.key)).toEqual([...badges.keys()]);
    expect(gql.badges[0]).toMatchObject({ badgeId: badges.get(gql.badges[0].key)!.id, id: expect.any(String) });
  });
});

describe('grants', () => {
  it('a first post earns First Post and Verified Voice once, with earned_at, points and count', async () => {
    const m = await member(server);
    const badges = await catalogue();
    expect(await myBadges(m)).toEqual([]);
    await createPostApi(server, m.token);
    const earned = await myBadges(m);
    expect(keysOf(earned)).toEqual(['first_post', 'verified_email']);
    for (const b of earned) expect(Date.parse(b.earned_at!)).toBeGreaterThan(Date.now() - 60_000);
    const points = badges.get('first_post')!.points + badges.get('verified_email')!.points;
    const me = await server.api('GET', '/auth/me', undefined, { token: m.token });
    expect(me.body.user).toMatchObject({ total_points: points, badge_count: 2 });

    // A second post earns nothing more.
    await createPostApi(server, m.token);
    expect(keysOf(await myBadges(m))).toEqual(['first_post', 'verified_email']);
    expect(await expectTotalsMatchAwards(m.id)).toEqual({ totalPoints: points, badgeCount: 2 });
  });

  it('a comment, a poll, an organizing post and a join each earn their badge', async () => {
    const [m, author] = await members(server, 2);
    const post = await createPostApi(server, author.token);
    await createCommentApi(server, m.token, post.id);
    await createPostApi(server, m.token, { post_type: 'poll', title: 'Should we ask for a schedule two weeks ahead?', poll_options: ['Yes', 'No'], voting_duration_hours: 24 });
    await createPostApi(server, m.token, { post_type: 'organizing' });
    const community = await createCommunity(server.app.db, { createdBy: author.id });
    expect((await server.api('POST', `/communities/${community.slug}/join`, undefined, { token: m.token })).status).toBe(200);
    expect(keysOf(await myBadges(m))).toEqual(['first_comment', 'first_community', 'first_poll', 'first_post', 'organizer', 'verified_email']);
    await expectTotalsMatchAwards(m.id);
  });

  it('finishing onboarding earns Settled In, skipping it does not', async () => {
    const [finisher, skipper] = await members(server, 2);
    const done = await server.api(
      'PUT',
      '/profile/onboarding',
      { topics: ['wages', 'scheduling', 'safety'], locationAndCampaigns: ['baristas-united'], landingChoice: 'explore', skipped: false },
      { token: finisher.token },
    );
    expect(done.status, done.text).toBe(200);
    expect(keysOf(await myBadges(finisher))).toContain('onboarding_complete');
    expect((await server.api('PUT', '/profile/onboarding', { skipped: true }, { token: skipper.token })).status).toBe(200);
    expect(keysOf(await myBadges(skipper))).not.toContain('onboarding_complete');
  });

  it('offering mentorship in the profile earns Mentor', async () => {
    const m = await member(server);
    const res = await server.api('PUT', '/profile', { is_mentor_available: true, mentorship_offering: ['Public Speaking'] }, { token: m.token });
    expect(res.status, res.text).toBe(200);
    expect(keysOf(await myBadges(m))).toEqual(['mentor']);
  });

  it('grants exactly once under 20 concurrent qualifying events (votes received, check-badges)', async () => {
    const author = await member(server);
    const voters = await members(server, 20);
    const post = await createPost(server.app.db, { author: author.id, title: 'Twenty coworkers agree with this' });
    const answers = await Promise.all(voters.map((v) => vote(v.token, post.id)));
    for (const res of answers) expect(res.status, res.text).toBe(200);
    const badges = await catalogue();
    const wellReceived = badges.get('post_upvotes_10')!.id;
    expect(await server.app.db.userBadge.count({ where: { userId: author.id, badgeId: wellReceived } })).toBe(1);
    const totals = await expectTotalsMatchAwards(author.id);

    // Twenty concurrent re-evaluations of a member who qualifies for more: one grant each.
    await createPost(server.app.db, { author: author.id, title: 'Written without the post action' });
    const checks = await Promise.all(Array.from({ length: 20 }, () => server.api('POST', '/badges/check-badges', undefined, { token: author.token })));
    const granted = checks.flatMap((c) => {
      expect(c.status, c.text).toBe(200);
      return (c.body.newBadges as RestBadge[]).map((b) => b.key);
    });
    expect(granted.sort()).toEqual(['first_post', 'verified_email']);
    const after = await expectTotalsMatchAwards(author.id);
    expect(after.totalPoints).toBe(totals.totalPoints + badges.get('first_post')!.points + badges.get('verified_email')!.points);
  });

  it('counts votes once per voter per item, never from members the recipient blocked or shadow-banned members', async () => {
    const author = await member(server);
    const voters = await members(server, 9);
    const [blocked, shadow, last] = await members(server, 3);
    await server.app.db.user.update({ where: { id: shadow.id }, data: { isShadowBanned: true } });
    expect((await server.api('POST', '/user-moderation/block', { userId: blocked.id }, { token: author.token })).status).toBe(201);
    const post = await createPost(server.app.db, { author: author.id, title: 'Votes that count and votes that do not' });
    for (const v of voters) expect((await vote(v.token, post.id)).status).toBe(200);
    // The same voter again (up, withdraw, up): still one vote.
    await server.api('POST', `/posts/${post.id}/vote`, { vote: null }, { token: voters[0].token });
    await vote(voters[0].token, post.id);
    await vote(shadow.token, post.id);
    // The blocked member cannot reach the post through the API; their vote row exists anyway
    // (cast before the block), as if voted earlier.
    await server.app.db.postVote.create({ data: { postId: post.id, userId: blocked.id, direction: 'UP' } });
    await server.api('POST', '/badges/check-badges', undefined, { token: author.token });
    expect(await progressOf(author, 'post_upvotes_10')).toMatchObject({ current: 9, target: 10, percent: 90, earned: false });
    expect(keysOf(await myBadges(author))).not.toContain('post_upvotes_10');

    await vote(last.token, post.id);
    expect(await progressOf(author, 'post_upvotes_10')).toMatchObject({ current: 10, target: 10, percent: 100, earned: true });
    expect(keysOf(await myBadges(author))).toContain('post_upvotes_10');
  });

  it('a comment with 3 counted upvotes is a Helpful Reply; replies saying thanks count for Thanked', async () => {
    const [helper, asker] = await members(server, 2);
    const upvoters = await members(server, 3);
    const post = await createPostApi(server, asker.token);
    const comment = await createCommentApi(server, helper.token, post.id, 'Write down every schedule change with the date and time.');
    for (const u of upvoters.slice(0, 2)) expect((await server.api('POST', `/comments/${comment.id}/vote`, { vote: 'up' }, { token: u.token })).status).toBe(200);
    expect(keysOf(await myBadges(helper))).not.toContain('helpful_reply');
    await server.api('POST', `/comments/${comment.id}/vote`, { vote: 'up' }, { token: upvoters[2]!.token });
    expect(keysOf(await myBadges(helper))).toContain('helpful_reply');

    for (const [i, u] of [asker, ...upvoters.slice(0, 2)].entries()) {
      await createCommentApi(server, u.token, post.id, i === 0 ? 'Thank you, that worked.' : 'Thanks a lot for this!', comment.id);
    }
    expect(keysOf(await myBadges(helper))).toContain('thanked');
  });
});

describe('progress', () => {
  it('answers current, target and percent per badge on both transports; 401 for guests', async () => {
    const m = await member(server);
    await createPostApi(server, m.token);
    const rest = await server.api('GET', '/badges/my-progress', undefined, { token: m.token });
    expect(rest.status).toBe(200);
    const byKey = new Map((rest.body.progress as { key: string }[]).map((p) => [p.key, p]));
    expect(byKey.get('posts_10')).toMatchObject({ current: 1, target: 10, percent: 10, earned: false, earned_at: null });
    expect(byKey.get('first_post')).toMatchObject({ current: 1, target: 1, percent: 100, earned: true, earned_at: expect.any(String) });
    expect(byKey.get('active_3_days')).toMatchObject({ current: 1, target: 3, percent: 33 });

    const gql = gqlData(await server.gql(`{ viewer { badgeProgress { badge { key } current target percent earnedAt } } }`, {}, m.token));
    expect(gql.viewer.badgeProgress.find((p: { badge: { key: string } }) => p.badge.key === 'posts_10')).toEqual({
      badge: { key: 'posts_10' },
      current: 1,
      target: 10,
      percent: 10,
      earnedAt: null,
    });
    // Someone else's progress is not readable.
    const other = await member(server);
    const theirs = gqlData(await server.gql(`query($id: ID!) { node(id: $id) { ... on User { badgeProgress { current } } } }`, { id: gid('User', m.id) }, other.token));
    expect(theirs.node.badgeProgress).toBeNull();

    expectError(await server.api('GET', '/badges/my-progress'), 401, 'UNAUTHENTICATED', MSG.auth);
    expectError(await server.api('GET', '/badges/my-badges'), 401, 'UNAUTHENTICATED', MSG.auth);
    expectError(await server.api('POST', '/badges/check-badges'), 401, 'UNAUTHENTICATED', MSG.auth);
    expect(gqlError(await server.gql('mutation { checkBadges { badges { key } } }')).extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe("a member's badges", () => {
  let owner: Member;
  let privateOwner: Member;
  beforeAll(async () => {
    [owner, privateOwner] = await members(server, 2);
    await createPostApi(server, owner.token);
    await createPostApi(server, privateOwner.token);
    await server.api('PUT', '/settings', { privacy: { profileVisibility: 'private' } }, { token: privateOwner.token });
  });

  it('shows them to those who may see the profile (REST /badges/user/{id}, GraphQL User.badges)', async () => {
    const viewer = await member(server);
    const res = await server.api('GET', `/badges/user/${owner.id}`, undefined, { token: viewer.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ user_id: owner.id, badge_count: 2, total_points: expect.any(Number) });
    expect(keysOf(res.body.badges)).toEqual(['first_post', 'verified_email']);
    expect(res.body.badges[0].earned_at).toEqual(expect.any(String));
    const gql = gqlData(await server.gql(`query($id: ID!) { node(id: $id) { ... on User { badges { earnedAt badge { key } } } } }`, { id: gid('User', owner.id) }, viewer.token));
    expect(gql.node.badges.map((b: { badge: { key: string } }) => b.badge.key).sort()).toEqual(['first_post', 'verified_email']);

    // 'registered' (the default): guests do not see them.
    expectError(await server.api('GET', `/badges/user/${owner.id}`), 404, 'NOT_FOUND', MSG.profileNotFound);
    // 'private': only the member and admins.
    expectError(await server.api('GET', `/badges/user/${privateOwner.id}`, undefined, { token: viewer.token }), 404, 'NOT_FOUND', MSG.profileNotFound);
    expect((await server.api('GET', `/badges/user/${privateOwner.id}`, undefined, { token: privateOwner.token })).status).toBe(200);
    const hidden = gqlData(await server.gql(`query($id: ID!) { node(id: $id) { ... on User { badges { earnedAt } } } }`, { id: gid('User', privateOwner.id) }, viewer.token));
    expect(hidden.node?.badges ?? null).toBeNull();
    const adminUser = await member(server, { role: 'ADMIN' });
    expect((await server.api('GET', `/badges/user/${privateOwner.id}`, undefined, { token: adminUser.token })).status).toBe(200);

    expectError(await server.api('GET', '/badges/user/abc', undefined, { token: viewer.token }), 400, 'VALIDATION', MSG.invalidUser);
    expectError(await server.api('GET', '/badges/user/999999999', undefined, { token: viewer.token }), 404, 'NOT_FOUND', MSG.profileNotFound);
  });
});

describe('the leaderboard', () => {
  type Entry = { rank: number; user_id: number; total_points: number; badge_count: number; display_name: string };
  const restBoard = async (token?: string, limit = 50): Promise<Entry[]> => {
    const res = await server.api('GET', `/badges/leaderboard?limit=${limit}`, undefined, { token });
    expect(res.status, res.text).toBe(200);
    return res.body.leaderboard;
  };
  const setPoints = (id: number, totalPoints: number, pointsReachedAt: Date) =>
    server.app.db.user.update({ where: { id }, data: { totalPoints, badgeCount: 1, pointsReachedAt } });
  const makePublic = (m: Member) => server.api('PUT', '/settings', { privacy: { profileVisibility: 'public' } }, { token: m.token });

  it('orders by points, ties by who reached them first; default membership follows a public profile; members can leave', async () => {
    const [top, early, late, registered] = await members(server, 4);
    for (const m of [top, early, late]) expect((await makePublic(m)).status).toBe(200);
    // Above every other member of this file.
    await setPoints(top.id, 100_000, new Date('2026-01-03T00:00:00Z'));
    await setPoints(late.id, 90_000, new Date('2026-01-02T00:00:00Z'));
    await setPoints(early.id, 90_000, new Date('2026-01-01T00:00:00Z'));
    await setPoints(registered.id, 95_000, new Date('2026-01-01T00:00:00Z'));

    const board = await restBoard();
    expect(board.slice(0, 3).map((e) => e.user_id)).toEqual([top.id, early.id, late.id]);
    expect(board.slice(0, 3).map((e) => e.rank)).toEqual([1, 2, 3]);
    expect(board[0]).toMatchObject({ total_points: 100_000, badge_count: 1, display_name: expect.any(String) });
    // 'registered' profile: off the leaderboard unless the member joins it.
    expect(board.map((e) => e.user_id)).not.toContain(registered.id);
    const settings = await server.api('GET', '/settings', undefined, { token: registered.token });
    expect(settings.body.settings.privacy.showOnLeaderboard).toBe(false);

    const joined = await server.api('PUT', '/settings', { privacy: { showOnLeaderboard: true } }, { token: registered.token });
    expect(joined.status, joined.text).toBe(200);
    // Signed-in viewers see a 'registered' member who joined; guests do not see that profile.
    expect((await restBoard(early.token)).slice(0, 3).map((e) => e.user_id)).toEqual([top.id, registered.id, early.id]);
    expect((await restBoard()).map((e) => e.user_id)).not.toContain(registered.id);

    // Leaving over GraphQL (updateSettings) takes them off for everyone.
    const left = await server.gql(
      `mutation { updateSettings(input: { privacy: { showOnLeaderboard: false } }) { user { settings { privacy { showOnLeaderboard } } } } }`,
      {},
      top.token,
    );
    expect(left.errors, JSON.stringify(left.errors)).toBeUndefined();
    const gql = gqlData(await server.gql(`{ leaderboard(limit: 3) { rank userId displayName totalPoints badgeCount avatarColor userGlobalId } }`, {}, early.token));
    expect(gql.leaderboard.map((e: { userId: number }) => e.userId)).toEqual([registered.id, early.id, late.id]);
    expect(gql.leaderboard[0]).toMatchObject({ rank: 1, totalPoints: 95_000, userGlobalId: gid('User', registered.id) });

    // A shadow-banned member is not shown to others.
    await server.app.db.user.update({ where: { id: early.id }, data: { isShadowBanned: true } });
    expect((await restBoard(late.token)).map((e) => e.user_id)).not.toContain(early.id);
    await server.app.db.user.update({ where: { id: early.id }, data: { isShadowBanned: false } });

    expect(await restBoard(undefined, 1)).toHaveLength(1);
    expectError(await server.api('GET', '/badges/leaderboard?limit=0'), 400, 'VALIDATION', MSG.limit);
    expectError(await server.api('GET', '/badges/leaderboard?limit=51'), 400, 'VALIDATION', MSG.limit);
    expect(gqlError(await server.gql(`{ leaderboard(limit: 500) { rank } }`)).message).toBe(MSG.limit);
  });

  it('reads the leaderboard in a number of statements that does not grow with the members on it', async () => {
    const measure = async (request: () => Promise<unknown>) => {
      const before = server.app.statements.count;
      await request();
      return server.app.statements.count - before;
    };
    const viewer = await member(server);
    const read = async () => ({
      rest: await measure(() => restBoard(undefined, 50)),
      gql: await measure(() => server.gql(`{ leaderboard(limit: 50) { rank userId displayName } }`)),
      restSignedIn: await measure(() => restBoard(viewer.token, 50)),
    });
    const small = await read();
    const more = await members(server, 25);
    for (const [i, m] of more.entries()) {
      await makePublic(m);
      await setPoints(m.id, 1_000 + i, new Date());
    }
    const large = await read();
    expect(large).toEqual(small);
    expect(small.rest).toBeLessThanOrEqual(1);
    expect(small.gql).toBeLessThanOrEqual(1);
    console.log('SQL statements per leaderboard read:', JSON.stringify(small));
  });
});

describe('the live badgesEarned subscription', () => {
  it("pushes a member's new badges to them only, with their new totals", async () => {
    const [m, other] = await members(server, 2);
    const ws = connectWs(server, m.token);
    const events = subscribe(ws, `subscription { badgesEarned { badges { key name points icon color } viewer { badgeCount totalPoints } } }`);
    const otherWs = connectWs(server, other.token);
    const otherEvents = subscribe(otherWs, `subscription { badgesEarned { badges { key } } }`);
    // A round trip on each socket after the subscribe: both subscriptions are in place.
    await execute(ws, '{ viewer { id } }');
    await execute(otherWs, '{ viewer { id } }');

    await createPostApi(server, m.token);
    const event = await events.next();
    expect(event.errors).toBeUndefined();
    expect(event.data.badgesEarned.badges.map((b: { key: string }) => b.key).sort()).toEqual(['first_post', 'verified_email']);
    expect(event.data.badgesEarned.viewer.badgeCount).toBe(2);
    await otherEvents.expectNoEvent();
  });

  it('refuses guests', async () => {
    const guest = subscribe(connectWs(server), `subscription { badgesEarned { badges { key } } }`);
    await guest.ended;
    expect(guest.events[0]?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('check-badges', () => {
  it('answers the newly earned badges over both transports, then nothing', async () => {
    const m = await member(server);
    const community = await createCommunity(server.app.db, { createdBy: m.id });
    for (let i = 0; i < 9; i += 1) {
      const joiner = await member(server);
      await joinCommunityRow(server.app.db, joiner.id, community.id);
    }
    await createPost(server.app.db, { author: m.id, title: 'Written straight into the database' });
    const res = await server.api('POST', '/badges/check-badges', undefined, { token: m.token });
    expect(res.status, res.text).toBe(200);
    expect(keysOf(res.body.newBadges)).toEqual(['community_builder', 'first_community', 'first_post', 'verified_email']);
    expect(res.body.new_badges).toEqual(res.body.newBadges);
    const again = gqlData(await server.gql('mutation { checkBadges { badges { key } viewer { badgeCount } } }', {}, m.token));
    expect(again.checkBadges).toEqual({ badges: [], viewer: { badgeCount: 4 } });
  });
});

describe('with the badges flag off', () => {
  const off = useTestServer({ FEATURE_BADGES: '0' });

  it('grants nothing on events and refuses check-badges on both transports', async () => {
    const m = await member(off);
    const post = await off.api('POST', '/posts', { title: 'A post while badges are off', content: 'Nothing to earn today at all.' }, { token: m.token });
    expect(post.status, post.text).toBe(201);
    expect((await off.api('GET', '/badges/my-badges', undefined, { token: m.token })).body.badges).toEqual([]);
    expectError(await off.api('POST', '/badges/check-badges', undefined, { token: m.token }), 404, 'NOT_FOUND', MSG.disabled);
    const gql = gqlError(await off.gql('mutation { checkBadges { badges { key } } }', {}, m.token));
    expect(gql).toMatchObject({ message: MSG.disabled, extensions: { code: 'NOT_FOUND' } });
    const flags = gqlData(await off.gql('{ featureFlags { badges } }'));
    expect(flags.featureFlags.badges).toBe(false);
  });
});
