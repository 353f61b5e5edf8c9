// Block and mute (spec §3, §7 User moderation, §9): every call with its answer keys, messages and
// statuses over REST and GraphQL; then the block and mute matrices over every read path: the
// hidden member's posts and comments are absent for the blocker / muter and present for anyone
// else (feed and its count, search, post page, node, comments, My Feed, community feed, trending,
// hot and featured polls, top slots, profile lists, notifications and their live stream); a
// blocked member's comments and replies on the blocker's content are refused, and messages are
// refused both ways.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/server.ts';
import { createCommentApi, createPostApi, expectError, gid, gqlData, gqlError, member, members, uniqueWord, type Member } from './helpers/content.ts';
import { closeWsClients, connectWs, settle, subscribe } from './helpers/ws.ts';
import { createComment, createCommunity, createPoll, createPost, joinCommunity } from '../fixtures/factories.ts';
import { invalidateFeedCaches } from '../../api/src/domain/posts/feed.ts';
import type { HttpMethod } from '../fixtures/http.ts';

// Count caching on, as in production: a blocker's count must never be served to others (or back).
const server = useTestServer({ FEED_COUNT_CACHE_SECONDS: '30' });
afterAll(async () => {
  await closeWsClients();
});

const api = (method: HttpMethod, path: string, token?: string, body?: unknown) => server.api(method, path, body, { token });

const BLOCK = `mutation($input: BlockUserInput!) { blockUser(input: $input) { changed user { userId viewerHasBlocked viewerHasMuted } } }`;
const UNBLOCK = `mutation($input: UserRelationInput!) { unblockUser(input: $input) { changed user { userId viewerHasBlocked } } }`;
const MUTE = `mutation($input: UserRelationInput!) { muteUser(input: $input) { changed user { userId viewerHasMuted viewerHasBlocked } } }`;
const UNMUTE = `mutation($input: UserRelationInput!) { unmuteUser(input: $input) { changed user { userId viewerHasMuted } } }`;
const LISTS = `{ viewer { blockedUsers(first: 10) { totalCount edges { node { reason createdAt user { userId username } } } }
  mutedUsers(first: 10) { totalCount edges { node { createdAt user { userId username } } } } } }`;
const STATUS = `query($id: ID!) { node(id: $id) { ... on User { userId viewerHasBlocked viewerHasMuted } } }`;

describe('block calls', () => {
  it('POST /user-moderation/block blocks; is-blocked answers isBlocked (false for guests, no auth header); the list answers blockedUsers; DELETE unblocks', async () => {
    const [a, b, c] = await members(server, 3);
    expect((await api('GET', `/user-moderation/is-blocked/${b.id}`, a.token)).body).toEqual({ isBlocked: false });
    const blocked = await api('POST', '/user-moderation/block', a.token, { userId: b.id, reason: 'Keeps messaging me' });
    expect(blocked.status, blocked.text).toBe(201);
    expect(blocked.body).toMatchObject({ success: true, userId: b.id, isBlocked: true });
    expect((await api('POST', '/user-moderation/block', a.token, { userId: String(c.id) })).status).toBe(201);

    expect((await api('GET', `/user-moderation/is-blocked/${b.id}`, a.token)).body).toEqual({ isBlocked: true });
    // Only the blocker's view: the blocked member and guests answer false.
    expect((await api('GET', `/user-moderation/is-blocked/${a.id}`, b.token)).body).toEqual({ isBlocked: false });
    const guest = await api('GET', `/user-moderation/is-blocked/${b.id}`);
    expect(guest.status).toBe(200);
    expect(guest.body).toEqual({ isBlocked: false });

    const list = await api('GET', '/user-moderation/blocked', a.token);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.blockedUsers.map((u: { userId: number }) => u.userId)).toEqual([c.id, b.id]);
    expect(list.body.blockedUsers[1]).toMatchObject({ id: b.id, user_id: b.id, username: b.username, reason: 'Keeps messaging me' });
    expect(typeof list.body.blockedUsers[1].blocked_at).toBe('string');
    const page = await api('GET', '/user-moderation/blocked?limit=1&offset=1', a.token);
    expect(page.body.blockedUsers.map((u: { userId: number }) => u.userId)).toEqual([b.id]);
    expect((await api('GET', '/user-moderation/blocked', b.token)).body).toEqual({ blockedUsers: [], total: 0 });

    const unblocked = await api('DELETE', `/user-moderation/block/${b.id}`, a.token);
    expect(unblocked.status).toBe(200);
    expect(unblocked.body).toMatchObject({ success: true, isBlocked: false });
    expect((await api('GET', `/user-moderation/is-blocked/${b.id}`, a.token)).body).toEqual({ isBlocked: false });
    // Unblocking again changes nothing and is no error.
    expect((await api('DELETE', `/user-moderation/block/${b.id}`, a.token)).status).toBe(200);
  });

  it("refuses with the spec's messages: oneself (400), twice (409), an unknown member (404), a bad id (400), guests (401); page size 1 to 100", async () => {
    const [a, b] = await members(server, 2);
    expectError(await api('POST', '/user-moderation/block', a.token, { userId: a.id }), 400, 'VALIDATION', 'You cannot block yourself.');
    expect((await api('POST', '/user-moderation/block', a.token, { userId: b.id })).status).toBe(201);
    expectError(await api('POST', '/user-moderation/block', a.token, { userId: b.id }), 409, 'CONFLICT', 'User is already blocked.');
    expectError(await api('POST', '/user-moderation/block', a.token, { userId: 2_000_000_000 }), 404, 'NOT_FOUND', 'User not found');
    expectError(await api('DELETE', '/user-moderation/block/2000000000', a.token), 404, 'NOT_FOUND', 'User not found');
    expectError(await api('POST', '/user-moderation/block', a.token, { userId: 'someone' }), 400, 'VALIDATION', 'Invalid user id');
    expectError(await api('POST', '/user-moderation/block', a.token, {}), 400, 'VALIDATION', 'Invalid user id');
    expectError(await api('GET', '/user-moderation/is-blocked/abc', a.token), 400, 'VALIDATION', 'Invalid user id');
    expectError(await api('POST', '/user-moderation/block', undefined, { userId: b.id }), 401, 'UNAUTHENTICATED');
    expectError(await api('DELETE', `/user-moderation/block/${b.id}`), 401, 'UNAUTHENTICATED');
    expectError(await api('GET', '/user-moderation/blocked'), 401, 'UNAUTHENTICATED');
    expectError(await api('GET', '/user-moderation/blocked?limit=0', a.token), 400, 'VALIDATION');
    expectError(await api('GET', '/user-moderation/blocked?limit=101', a.token), 400, 'VALIDATION');
    expectError(await api('GET', '/user-moderation/blocked?offset=-1', a.token), 400, 'VALIDATION');
  });

  it('defaults to pages of 50', async () => {
    const a = await member(server);
    const others = await members(server, 52);
    for (const o of others) expect((await api('POST', '/user-moderation/block', a.token, { userId: o.id })).status).toBe(201);
    const first = await api('GET', '/user-moderation/blocked', a.token);
    expect(first.body.blockedUsers).toHaveLength(50);
    expect(first.body.total).toBe(52);
    expect((await api('GET', '/user-moderation/blocked?offset=50', a.token)).body.blockedUsers).toHaveLength(2);
    const g = gqlData(await server.gql(`{ viewer { blockedUsers { totalCount edges { node { user { userId } } } } } }`, {}, a.token));
    expect(g.viewer.blockedUsers.edges).toHaveLength(50);
    expect(g.viewer.blockedUsers.totalCount).toBe(52);
  });

  it('GraphQL: blockUser / unblockUser, User.viewerHasBlocked, viewer.blockedUsers (own only), the same messages and codes', async () => {
    const [a, b, c] = await members(server, 3);
    const res = gqlData(await server.gql(BLOCK, { input: { userId: gid('User', b.id), reason: 'Spam' } }, a.token));
    expect(res.blockUser).toEqual({ changed: true, user: { userId: b.id, viewerHasBlocked: true, viewerHasMuted: false } });
    expect(gqlData(await server.gql(STATUS, { id: gid('User', b.id) }, a.token)).node).toEqual({ userId: b.id, viewerHasBlocked: true, viewerHasMuted: false });
    expect(gqlData(await server.gql(STATUS, { id: gid('User', b.id) }, c.token)).node.viewerHasBlocked).toBe(false);
    expect(gqlData(await server.gql(STATUS, { id: gid('User', b.id) })).node.viewerHasBlocked).toBe(false);
    const lists = gqlData(await server.gql(LISTS, {}, a.token)).viewer;
    expect(lists.blockedUsers.totalCount).toBe(1);
    expect(lists.blockedUsers.edges[0].node).toMatchObject({ reason: 'Spam', user: { userId: b.id, username: b.username } });
    // Someone else's lists are not readable.
    const others = gqlData(await server.gql(`query($id: ID!) { node(id: $id) { ... on User { blockedUsers { totalCount } mutedUsers { totalCount } } } }`, { id: gid('User', a.id) }, c.token));
    expect(others.node).toEqual({ blockedUsers: null, mutedUsers: null });

    const twice = gqlError(await server.gql(BLOCK, { input: { userId: gid('User', b.id) } }, a.token));
    expect(twice.message).toBe('User is already blocked.');
    expect(twice.extensions?.code).toBe('CONFLICT');
    const self = gqlError(await server.gql(BLOCK, { input: { userId: gid('User', a.id) } }, a.token));
    expect([self.message, self.extensions?.code]).toEqual(['You cannot block yourself.', 'VALIDATION']);
    const unknown = gqlError(await server.gql(BLOCK, { input: { userId: gid('User', 2_000_000_000) } }, a.token));
    expect(unknown.extensions?.code).toBe('NOT_FOUND');
    expect(gqlError(await server.gql(BLOCK, { input: { userId: gid('Post', 1) } }, a.token)).extensions?.code).toBe('BAD_USER_INPUT');
    expect(gqlError(await server.gql(BLOCK, { input: { userId: gid('User', b.id) } })).extensions?.code).toBe('UNAUTHENTICATED');

    expect(gqlData(await server.gql(UNBLOCK, { input: { userId: gid('User', b.id) } }, a.token)).unblockUser).toEqual({
      changed: true,
      user: { userId: b.id, viewerHasBlocked: false },
    });
    expect(gqlData(await server.gql(UNBLOCK, { input: { userId: String(b.id) } }, a.token)).unblockUser.changed).toBe(false);
  });
});

describe('mute calls', () => {
  it('POST /user-moderation/mute, is-muted (isMuted), muted (mutedUsers), DELETE; the muted member is not told', async () => {
    const [a, b] = await members(server, 2);
    const muted = await api('POST', '/user-moderation/mute', a.token, { userId: b.id });
    expect(muted.status, muted.text).toBe(201);
    expect(muted.body).toMatchObject({ success: true, userId: b.id, isMuted: true });
    expect((await api('GET', `/user-moderation/is-muted/${b.id}`, a.token)).body).toEqual({ isMuted: true });
    expect((await api('GET', `/user-moderation/is-muted/${a.id}`, b.token)).body).toEqual({ isMuted: false });
    expect((await api('GET', `/user-moderation/is-muted/${b.id}`)).body).toEqual({ isMuted: false });
    const list = await api('GET', '/user-moderation/muted', a.token);
    expect(list.body.total).toBe(1);
    expect(list.body.mutedUsers[0]).toMatchObject({ userId: b.id, username: b.username });
    expect(typeof list.body.mutedUsers[0].muted_at).toBe('string');
    // Nothing on the muted member's side says so.
    expect(gqlData(await server.gql(STATUS, { id: gid('User', a.id) }, b.token)).node).toEqual({ userId: a.id, viewerHasBlocked: false, viewerHasMuted: false });
    expect((await api('GET', '/notifications', b.token)).body.notifications).toEqual([]);

    expectError(await api('POST', '/user-moderation/mute', a.token, { userId: b.id }), 409, 'CONFLICT', 'User is already muted.');
    expectError(await api('POST', '/user-moderation/mute', a.token, { userId: a.id }), 400, 'VALIDATION', 'You cannot mute yourself.');
    expectError(await api('POST', '/user-moderation/mute', a.token, { userId: 2_000_000_000 }), 404, 'NOT_FOUND', 'User not found');
    expectError(await api('POST', '/user-moderation/mute', undefined, { userId: b.id }), 401, 'UNAUTHENTICATED');
    expectError(await api('GET', '/user-moderation/muted'), 401, 'UNAUTHENTICATED');

    expect((await api('DELETE', `/user-moderation/mute/${b.id}`, a.token)).body).toMatchObject({ success: true, isMuted: false });
    expect((await api('GET', `/user-moderation/is-muted/${b.id}`, a.token)).body).toEqual({ isMuted: false });
  });

  it('GraphQL: muteUser / unmuteUser, viewerHasMuted, viewer.mutedUsers, messages', async () => {
    const [a, b] = await members(server, 2);
    expect(gqlData(await server.gql(MUTE, { input: { userId: gid('User', b.id) } }, a.token)).muteUser).toEqual({
      changed: true,
      user: { userId: b.id, viewerHasMuted: true, viewerHasBlocked: false },
    });
    const lists = gqlData(await server.gql(LISTS, {}, a.token)).viewer;
    expect(lists.mutedUsers.edges.map((e: any) => e.node.user.userId)).toEqual([b.id]);
    expect(lists.blockedUsers.totalCount).toBe(0);
    expect(gqlError(await server.gql(MUTE, { input: { userId: gid('User', b.id) } }, a.token)).message).toBe('User is already muted.');
    expect(gqlError(await server.gql(MUTE, { input: { userId: gid('User', a.id) } }, a.token)).message).toBe('You cannot mute yourself.');
    expect(gqlData(await server.gql(UNMUTE, { input: { userId: gid('User', b.id) } }, a.token)).unmuteUser).toEqual({
      changed: true,
      user: { userId: b.id, viewerHasMuted: false },
    });
  });
});

// ─── The matrices ───

const FEED = `query($tag: String, $search: String) { feed(first: 50, tag: $tag, search: $search) { totalCount edges { node { postId } } } }`;
const POST = `query($id: String!) { post(id: $id) { postId comments(first: 50) { edges { node { commentId } } } } }`;
const NODE = `query($id: ID!) { node(id: $id) { id } }`;
const MY_FEED = `{ myFeed(first: 50) { edges { node { postId } } } }`;
const COMMUNITY = `query($slug: String!) { community(slug: $slug) { posts(first: 50) { edges { node { postId } } } } }`;
const TRENDING = `{ trendingPosts(first: 20) { edges { node { postId } } } }`;
const BY_AUTHOR = `query($id: ID!) { postsByAuthor(userId: $id, first: 50) { edges { node { postId } } } }`;
const HOT_POLLS = `{ hotPolls(first: 20) { post { postId } } featuredPoll { postId } }`;
const NOTIFICATIONS = `{ notifications(first: 50) { edges { node { actor { userId } } } } }`;

const edgeIds = (connection: { edges: { node: { postId?: number; commentId?: number } }[] }) =>
  connection.edges.map((e) => e.node.postId ?? e.node.commentId);
const restIds = (rows: { id: number }[]) => rows.map((r) => r.id);

interface World {
  /** The member who blocks (or mutes). */
  viewer: Member;
  /** The member blocked (or muted). */
  hidden: Member;
  /** Anyone else. */
  other: Member;
  tag: string;
  word: string;
  slug: string;
  post: { id: number; urlId: string };
  poll: { id: number };
  /** The hidden member's comment under the other's post. */
  otherPost: { id: number; urlId: string };
  comment: { id: number };
  /** The viewer's own post, which the hidden member commented on before. */
  viewerPost: { id: number; urlId: string };
  /** A post everyone sees, by the other member, with the same tag (keeps the feed non-empty). */
  visible: { id: number };
}

/** The hidden member's post (tagged, searchable, in a community the viewer follows), poll and comment. */
async function world(): Promise<World> {
  const [viewer, hidden, other] = await members(server, 3);
  const tag = uniqueWord(8);
  const word = uniqueWord(9);
  const community = await createCommunity(server.app.db, { createdBy: other.id });
  for (const m of [viewer, hidden]) await joinCommunity(server.app.db, m.id, community.id);
  expect((await api('POST', '/follows', viewer.token, { follow_type: 'community', follow_value: community.slug })).status).toBe(201);
  const post = await createPost(server.app.db, { author: hidden.id, title: `Night shift ${word}`, tags: [tag], community: community.id });
  const visible = await createPost(server.app.db, { author: other.id, title: `Day shift ${word}`, tags: [tag], community: community.id });
  const poll = await createPoll(server.app.db, { author: hidden.id, question: `Hot question ${word}?`, options: ['Yes', 'No'], isWeeklyPoll: true });
  const otherPost = await createPost(server.app.db, { author: other.id, title: `Break rooms ${word}` });
  const comment = await createComment(server.app.db, { author: hidden.id, postId: otherPost.id });
  // The hottest post, so it leads trending and the top slots for everyone who may see it.
  await server.app.db.post.update({ where: { id: post.id }, data: { hotRank: 1e9 + post.id } });
  const viewerPost = await createPostApi(server, viewer.token, { title: `Overtime ${word}` });
  // Before any block: the hidden member comments on the viewer's post (a notification).
  await createCommentApi(server, hidden.token, viewerPost.id, 'Same here, they changed it without asking.');
  invalidateFeedCaches();
  return {
    viewer,
    hidden,
    other,
    tag,
    word,
    slug: community.slug,
    post,
    poll,
    otherPost,
    comment,
    viewerPost: { id: viewerPost.id, urlId: viewerPost.url_id },
    visible,
  };
}

/** Every list path: whether the hidden member's post / poll / comment shows for `token`. */
async function listPaths(w: World, token: string, expectShown: boolean) {
  const has = (ids: (number | undefined)[], id: number, path: string) => expect(ids.includes(id), path).toBe(expectShown);

  // Feed by tag (and its count: cached, and never shared between the two kinds of viewer).
  const feed = await api('GET', `/posts?tag=${w.tag}`, token);
  has(restIds(feed.body.posts), w.post.id, 'REST feed');
  expect(feed.body.pagination.total, 'REST feed total').toBe(expectShown ? 2 : 1);
  const gFeed = gqlData(await server.gql(FEED, { tag: w.tag }, token)).feed;
  has(edgeIds(gFeed), w.post.id, 'GraphQL feed');
  expect(gFeed.totalCount, 'GraphQL feed totalCount').toBe(expectShown ? 2 : 1);
  // Search.
  // (the word is in the titles of the hidden member's post and poll, the other's two posts and the viewer's own post)
  const search = await api('GET', `/posts?search=${w.word}`, token);
  has(restIds(search.body.posts), w.post.id, 'REST search');
  expect(search.body.pagination.total, 'REST search total').toBe(expectShown ? 5 : 3);
  const gSearch = gqlData(await server.gql(FEED, { search: w.word }, token)).feed;
  has(edgeIds(gSearch), w.post.id, 'GraphQL search');
  expect(gSearch.totalCount, 'GraphQL search totalCount').toBe(expectShown ? 5 : 3);
  // My Feed (the viewer follows the community; the other member's view is checked by the community feed).
  if (token === w.viewer.token) {
    has(restIds((await api('GET', '/posts/my-feed', token)).body.posts), w.post.id, 'REST My Feed');
    has(edgeIds(gqlData(await server.gql(MY_FEED, {}, token)).myFeed), w.post.id, 'GraphQL My Feed');
  }
  // Community feed.
  has(restIds((await api('GET', `/communities/${w.slug}/posts`, token)).body.posts), w.post.id, 'REST community feed');
  has(edgeIds(gqlData(await server.gql(COMMUNITY, { slug: w.slug }, token)).community.posts), w.post.id, 'GraphQL community feed');
  // Trending.
  has(restIds((await api('GET', '/trending', token)).body.trending), w.post.id, 'REST trending');
  has(edgeIds(gqlData(await server.gql(TRENDING, {}, token)).trendingPosts), w.post.id, 'GraphQL trending');
  // Profile post list.
  has(restIds((await api('GET', `/posts/user/${w.hidden.id}`, token)).body.posts), w.post.id, 'REST profile posts');
  has(edgeIds(gqlData(await server.gql(BY_AUTHOR, { id: gid('User', w.hidden.id) }, token)).postsByAuthor), w.post.id, 'GraphQL profile posts');
  // Hot polls and the featured (weekly) poll.
  has(restIds((await api('GET', '/polls/trending?limit=20', token)).body.polls), w.poll.id, 'REST hot polls');
  const polls = gqlData(await server.gql(HOT_POLLS, {}, token));
  has(polls.hotPolls.map((p: { post: { postId: number } }) => p.post.postId), w.poll.id, 'GraphQL hot polls');
  expect(polls.featuredPoll?.postId === w.poll.id, 'GraphQL featured poll').toBe(expectShown);
  const featured = (await api('GET', '/posts/featured-poll', token)).body.poll;
  expect(featured?.id === w.poll.id, 'REST featured poll').toBe(expectShown);
  // Comments under another member's post.
  has(restIds((await api('GET', `/comments/post/${w.otherPost.id}`, token)).body.comments), w.comment.id, 'REST comments');
  has(restIds((await api('GET', `/posts/${w.otherPost.id}`, token)).body.comments), w.comment.id, 'REST post page comments');
  has(edgeIds(gqlData(await server.gql(POST, { id: String(w.otherPost.id) }, token)).post.comments), w.comment.id, 'GraphQL comments');
  expect(gqlData(await server.gql(NODE, { id: gid('Comment', w.comment.id) }, token)).node !== null, 'comment node').toBe(expectShown);
  // Top slots (the same three for everyone for 20 minutes; the hidden member's post drops out for the viewer).
  const slots = (await api('GET', '/posts/top-slots', token)).body.slots.map((s: { post: { id: number } }) => s.post.id);
  has(slots, w.post.id, 'REST top slots');
  const gSlots = gqlData(await server.gql(`{ topSlots { slots { post { postId } } } }`, {}, token)).topSlots;
  has(gSlots.slots.map((s: { post: { postId: number } }) => s.post.postId), w.post.id, 'GraphQL top slots');
}

describe('block matrix', () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
    expect((await api('GET', '/notifications', w.viewer.token)).body.notifications).toHaveLength(1);
    expect((await api('POST', '/user-moderation/block', w.viewer.token, { userId: w.hidden.id })).status).toBe(201);
  });

  it('every list leaves out the blocked member’s posts, polls and comments for the blocker, and keeps them for others', async () => {
    await listPaths(w, w.other.token, true);
    await listPaths(w, w.viewer.token, false);
    // And back for the other member after the blocker's request (no shared cache).
    await listPaths(w, w.other.token, true);
  });

  it('the post page and node: not found for the blocker (also by direct link), found for others', async () => {
    expectError(await api('GET', `/posts/${w.post.id}`, w.viewer.token), 404, 'NOT_FOUND');
    expectError(await api('GET', `/posts/${w.post.urlId}`, w.viewer.token), 404, 'NOT_FOUND');
    expect(gqlData(await server.gql(POST, { id: String(w.post.id) }, w.viewer.token)).post).toBeNull();
    expect(gqlData(await server.gql(NODE, { id: gid('Post', w.post.id) }, w.viewer.token)).node).toBeNull();
    expect((await api('GET', `/posts/${w.post.id}`, w.other.token)).status).toBe(200);
    expect(gqlData(await server.gql(NODE, { id: gid('Post', w.post.id) }, w.other.token)).node).not.toBeNull();
    // The blocked member still reads the blocker's posts (block hides in one direction).
    expect((await api('GET', `/posts/${w.viewerPost.id}`, w.hidden.token)).status).toBe(200);
  });

  it('the blocked member’s earlier notifications are gone and the badge counts follow', async () => {
    expect((await api('GET', '/notifications', w.viewer.token)).body.notifications).toEqual([]);
    expect((await api('GET', '/notifications/counts', w.viewer.token)).body).toMatchObject({ unseen: 0, unread: 0 });
    expect(gqlData(await server.gql(NOTIFICATIONS, {}, w.viewer.token)).notifications.edges).toEqual([]);
  });

  it('refuses the blocked member’s comments on the blocker’s posts and replies to the blocker’s comments, on both transports', async () => {
    expectError(await api('POST', '/comments', w.hidden.token, { postId: w.viewerPost.id, content: 'Let me answer that.' }), 403, 'FORBIDDEN', 'You cannot reply to this member.');
    const mine = await createCommentApi(server, w.viewer.token, w.otherPost.id, 'We got our breaks back after the petition.');
    expectError(
      await api('POST', '/comments', w.hidden.token, { postId: w.otherPost.id, content: 'Not at our site.', parentCommentId: mine.id }),
      403,
      'FORBIDDEN',
      'You cannot reply to this member.',
    );
    const CREATE = `mutation($input: CreateCommentInput!) { createComment(input: $input) { comment { commentId } } }`;
    const g = gqlError(await server.gql(CREATE, { input: { postId: gid('Post', w.viewerPost.id), content: 'Hello' } }, w.hidden.token));
    expect([g.message, g.extensions?.code]).toEqual(['You cannot reply to this member.', 'FORBIDDEN']);
    const reply = gqlError(await server.gql(CREATE, { input: { postId: gid('Post', w.otherPost.id), parentId: gid('Comment', mine.id), content: 'Hi' } }, w.hidden.token));
    expect(reply.message).toBe('You cannot reply to this member.');
    // Nothing reached the blocker.
    expect((await api('GET', '/notifications', w.viewer.token)).body.notifications).toEqual([]);
    // The other member may still reply to the blocker, and the blocker to anyone.
    await createCommentApi(server, w.other.token, w.viewerPost.id, 'Thanks for posting this.');
    await createCommentApi(server, w.viewer.token, w.otherPost.id, 'Agreed.', mine.id);
  });

  it('refuses direct messages both ways', async () => {
    const start = (from: Member, to: Member) => api('POST', '/messages/conversations/by-username', from.token, { username: to.username });
    expectError(await start(w.hidden, w.viewer), 403, 'FORBIDDEN', 'This member is not accepting direct messages');
    expectError(await start(w.viewer, w.hidden), 403, 'FORBIDDEN', 'This member is not accepting direct messages');
  });

  it('live: the blocker cannot follow the blocked member’s poll results; others can', async () => {
    const SUB = `subscription($postId: ID!) { pollResultsUpdated(postId: $postId) { totalVotes } }`;
    const refused = subscribe(connectWs(server, w.viewer.token), SUB, { postId: gid('Post', w.poll.id) });
    await refused.ended;
    expect(refused.events[0]?.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const watching = subscribe(connectWs(server, w.other.token), SUB, { postId: gid('Post', w.poll.id) });
    await settle();
    const voter = await member(server);
    expect((await api('POST', '/polls/vote', voter.token, { postId: w.poll.id, optionIndex: 0 })).status).toBe(200);
    expect((await watching.next()).data.pollResultsUpdated.totalVotes).toBe(1);
    watching.dispose();
  });

  it('unblocking shows everything again', async () => {
    const [a, b] = await members(server, 2);
    const tag = uniqueWord(8);
    const post = await createPost(server.app.db, { author: b.id, tags: [tag] });
    await api('POST', '/user-moderation/block', a.token, { userId: b.id });
    expect(restIds((await api('GET', `/posts?tag=${tag}`, a.token)).body.posts)).toEqual([]);
    await api('DELETE', `/user-moderation/block/${b.id}`, a.token);
    expect(restIds((await api('GET', `/posts?tag=${tag}`, a.token)).body.posts)).toEqual([post.id]);
    expect((await api('GET', `/posts?tag=${tag}`, a.token)).body.pagination.total).toBe(1);
  });
});

describe('mute matrix', () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
    expect((await api('GET', '/notifications', w.viewer.token)).body.notifications).toHaveLength(1);
    expect((await api('POST', '/user-moderation/mute', w.viewer.token, { userId: w.hidden.id })).status).toBe(201);
  });

  it('every list leaves out the muted member’s posts, polls and comments for the muter, and keeps them for others', async () => {
    await listPaths(w, w.other.token, true);
    await listPaths(w, w.viewer.token, false);
    await listPaths(w, w.other.token, true);
  });

  it('a direct link still opens the muted member’s post (mute only keeps them out of lists)', async () => {
    expect((await api('GET', `/posts/${w.post.id}`, w.viewer.token)).status).toBe(200);
    expect(gqlData(await server.gql(NODE, { id: gid('Post', w.post.id) }, w.viewer.token)).node).not.toBeNull();
  });

  it('no notifications from the muted member (earlier ones withdrawn, new ones not created, nothing live); others still notify', async () => {
    expect((await api('GET', '/notifications', w.viewer.token)).body.notifications).toEqual([]);
    const ws = connectWs(server, w.viewer.token);
    const added = subscribe(ws, `subscription { notificationAdded { actor { userId } } }`);
    await settle();
    // The muted member may still comment (they are not told), but the muter hears nothing of it.
    await createCommentApi(server, w.hidden.token, w.viewerPost.id, 'One more thing about overtime.');
    await createCommentApi(server, w.other.token, w.viewerPost.id, 'We should talk to the steward.');
    // The first event is the other member's: the muted member's comment produced none.
    expect((await added.next()).data.notificationAdded.actor.userId).toBe(w.other.id);
    const list = (await api('GET', '/notifications', w.viewer.token)).body.notifications;
    expect(list.map((n: any) => n.data.actorId)).toEqual([w.other.id]);
    // The muted member sees their comment published.
    const comments = (await api('GET', `/comments/post/${w.viewerPost.id}`, w.hidden.token)).body.comments;
    expect(comments.filter((c: { user_id: number }) => c.user_id === w.hidden.id)).toHaveLength(2);
    // The muter does not see the muted member's comments under their own post either.
    const seen = (await api('GET', `/comments/post/${w.viewerPost.id}`, w.viewer.token)).body.comments;
    expect(seen).toHaveLength(1);
  });

  it('a muted member’s messages arrive, without a notification', async () => {
    const start = await api('POST', '/messages/conversations/by-username', w.hidden.token, { username: w.viewer.username });
    expect([200, 201]).toContain(start.status);
    const conversationId = start.body.conversation.id;
    const sent = await api('POST', `/messages/conversations/${conversationId}`, w.hidden.token, { content: 'Are you coming to the meeting?' });
    expect(sent.status, sent.text).toBe(201);
    expect((await api('GET', `/messages/conversations/${conversationId}`, w.viewer.token)).body.messages).toHaveLength(1);
    const types = (await api('GET', '/notifications', w.viewer.token)).body.notifications.map((n: any) => n.type);
    expect(types).not.toContain('message');
  });
});
