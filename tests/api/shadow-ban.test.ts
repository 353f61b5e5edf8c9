// The shadow ban matrix: an admin shadow-bans a member (POST /user-moderation/ban, banType shadow);
// the member notices nothing: everything they write is visible to them alone, on every read path
// (feeds and counts, search, community feed and My Feed, trending and top slots, hot and featured
// polls, profile post lists, the post page and node (404 / null for others), comments and the
// comment counters, notifications (none created for others, nothing live), direct messages (not
// delivered, still shown to the sender) and subscriptions). Lifting the ban shows it all again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/server.ts';
import { admin, createCommentApi, createPostApi, expectError, gid, gqlData, members, uniqueWord, type Member } from './helpers/content.ts';
import { closeWsClients, connectWs, settle, subscribe } from './helpers/ws.ts';
import { createCommunity, createPoll, joinCommunity } from '../fixtures/factories.ts';
import type { HttpMethod } from '../fixtures/http.ts';
import { invalidateFeedCaches } from '../../api/src/domain/posts/feed.ts';

const server = useTestServer({ FEED_COUNT_CACHE_SECONDS: '30' });
afterAll(async () => {
  await closeWsClients();
});

const api = (method: HttpMethod, path: string, token?: string, body?: unknown) => server.api(method, path, body, { token });

const FEED = `query($tag: String, $search: String) { feed(first: 50, tag: $tag, search: $search) { totalCount edges { node { postId } } } }`;
const POST = `query($id: String!) { post(id: $id) { postId commentCount comments(first: 50) { edges { node { commentId } } } } }`;
const NODE = `query($id: ID!) { node(id: $id) { id } }`;
const MY_FEED = `{ myFeed(first: 50) { edges { node { postId } } } }`;
const COMMUNITY = `query($slug: String!) { community(slug: $slug) { posts(first: 50) { edges { node { postId } } } } }`;
const TRENDING = `{ trendingPosts(first: 20) { edges { node { postId } } } }`;
const BY_AUTHOR = `query($id: ID!) { postsByAuthor(userId: $id, first: 50) { edges { node { postId } } } }`;
const HOT_POLLS = `{ hotPolls(first: 20) { post { postId } } featuredPoll { postId } }`;

const edgeIds = (connection: { edges: { node: { postId?: number; commentId?: number } }[] }) => connection.edges.map((e) => e.node.postId ?? e.node.commentId);
const restIds = (rows: { id: number }[]) => rows.map((r) => r.id);

interface World {
  mod: Member;
  /** The shadow-banned member. */
  shadow: Member;
  /** Anyone else (follows the community). */
  other: Member;
  tag: string;
  word: string;
  slug: string;
  post: { id: number; urlId: string };
  poll: { id: number };
  /** The other member's post the shadow-banned member commented on. */
  otherPost: { id: number };
  comment: { id: number };
  commentsBefore: number;
}

/** Shadow-bans the member first, then they write: a post (tagged, in a followed community), a poll, a comment. */
async function world(): Promise<World> {
  const mod = await admin(server);
  const [shadow, other] = await members(server, 2);
  const tag = uniqueWord(8);
  const word = uniqueWord(9);
  const community = await createCommunity(server.app.db, { createdBy: other.id });
  await joinCommunity(server.app.db, shadow.id, community.id);
  expect((await api('POST', '/follows', other.token, { follow_type: 'community', follow_value: community.slug })).status).toBe(201);
  const otherPost = await createPostApi(server, other.token, { title: `Break rooms ${word}`, tags: [tag] });

  const banned = await api('POST', '/user-moderation/ban', mod.token, { userId: shadow.id, banType: 'shadow', reason: 'Spam ring' });
  expect(banned.status, banned.text).toBe(201);
  // The member notices nothing: still signed in, writes as before (201, 'allow').
  const post = await createPostApi(server, shadow.token, { title: `Night shift ${word}`, tags: [tag], community_id: community.id });
  const poll = await createPoll(server.app.db, { author: shadow.id, question: `Hot question ${word}?`, options: ['Yes', 'No'], isWeeklyPoll: true });
  const commentsBefore = (await api('GET', `/posts/${otherPost.id}`, other.token)).body.comment_count;
  const comment = await createCommentApi(server, shadow.token, otherPost.id, 'Same here, they changed it without asking.');
  // The hottest post, so it leads trending and the top slots for whoever may see it.
  await server.app.db.post.update({ where: { id: post.id }, data: { hotRank: 1e9 + post.id } });
  invalidateFeedCaches();
  return { mod, shadow, other, tag, word, slug: community.slug, post: { id: post.id, urlId: post.url_id }, poll, otherPost: { id: otherPost.id }, comment: { id: comment.id }, commentsBefore };
}

describe('shadow ban matrix', () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
  });

  const has = (shown: boolean) => (ids: (number | undefined)[], id: number, path: string) => expect(ids.includes(id), path).toBe(shown);

  it('feed (and its count): hidden from others, shown to the member', async () => {
    for (const [token, shown] of [[w.other.token, false], [w.shadow.token, true], [w.other.token, false]] as const) {
      const feed = await api('GET', `/posts?tag=${w.tag}`, token);
      has(shown)(restIds(feed.body.posts), w.post.id, 'REST feed');
      expect(feed.body.pagination.total, 'REST feed total').toBe(shown ? 2 : 1);
      const gFeed = gqlData(await server.gql(FEED, { tag: w.tag }, token)).feed;
      has(shown)(edgeIds(gFeed), w.post.id, 'GraphQL feed');
      expect(gFeed.totalCount).toBe(shown ? 2 : 1);
    }
    // Guests too.
    expect(restIds((await api('GET', `/posts?tag=${w.tag}`)).body.posts)).not.toContain(w.post.id);
  });

  it('search', async () => {
    for (const [token, shown] of [[w.other.token, false], [w.shadow.token, true]] as const) {
      has(shown)(restIds((await api('GET', `/posts?search=${w.word}`, token)).body.posts), w.post.id, 'REST search');
      const g = gqlData(await server.gql(FEED, { search: w.word }, token)).feed;
      has(shown)(edgeIds(g), w.post.id, 'GraphQL search');
    }
  });

  it('community feed and My Feed', async () => {
    for (const [token, shown] of [[w.other.token, false], [w.shadow.token, true]] as const) {
      has(shown)(restIds((await api('GET', `/communities/${w.slug}/posts`, token)).body.posts), w.post.id, 'REST community feed');
      has(shown)(edgeIds(gqlData(await server.gql(COMMUNITY, { slug: w.slug }, token)).community.posts), w.post.id, 'GraphQL community feed');
    }
    // The community's post counter does not count it either (the member's post is the only one there).
    expect((await api('GET', `/communities/${w.slug}`, w.other.token)).body.community.post_count, 'community post_count').toBe(0);
    expect(gqlData(await server.gql('query($slug: String!) { community(slug: $slug) { postCount } }', { slug: w.slug }, w.other.token)).community.postCount).toBe(0);
    has(false)(restIds((await api('GET', '/posts/my-feed', w.other.token)).body.posts), w.post.id, 'REST My Feed');
    has(false)(edgeIds(gqlData(await server.gql(MY_FEED, {}, w.other.token)).myFeed), w.post.id, 'GraphQL My Feed');
  });

  it('trending and top slots', async () => {
    has(false)(restIds((await api('GET', '/trending', w.other.token)).body.trending), w.post.id, 'REST trending');
    has(false)(edgeIds(gqlData(await server.gql(TRENDING, {}, w.other.token)).trendingPosts), w.post.id, 'GraphQL trending');
    has(true)(restIds((await api('GET', '/trending', w.shadow.token)).body.trending), w.post.id, 'REST trending (own)');
    const slots = (await api('GET', '/posts/top-slots', w.other.token)).body.slots.map((s: { post: { id: number } }) => s.post.id);
    has(false)(slots, w.post.id, 'REST top slots');
  });

  it('hot polls and the featured poll', async () => {
    has(false)(restIds((await api('GET', '/polls/trending?limit=20', w.other.token)).body.polls), w.poll.id, 'REST hot polls');
    const polls = gqlData(await server.gql(HOT_POLLS, {}, w.other.token));
    has(false)(polls.hotPolls.map((p: { post: { postId: number } }) => p.post.postId), w.poll.id, 'GraphQL hot polls');
    expect(polls.featuredPoll?.postId === w.poll.id, 'GraphQL featured poll').toBe(false);
    expect((await api('GET', '/posts/featured-poll', w.other.token)).body.poll?.id === w.poll.id, 'REST featured poll').toBe(false);
    has(true)(restIds((await api('GET', '/polls/trending?limit=20', w.shadow.token)).body.polls), w.poll.id, 'REST hot polls (own)');
  });

  it('profile post lists', async () => {
    for (const [token, shown] of [[w.other.token, false], [w.shadow.token, true]] as const) {
      has(shown)(restIds((await api('GET', `/posts/user/${w.shadow.id}`, token)).body.posts), w.post.id, 'REST profile posts');
      has(shown)(edgeIds(gqlData(await server.gql(BY_AUTHOR, { id: gid('User', w.shadow.id) }, token)).postsByAuthor), w.post.id, 'GraphQL profile posts');
    }
  });

  it('the post page and node: 404 / null for others (also by urlId), found for the member', async () => {
    expectError(await api('GET', `/posts/${w.post.id}`, w.other.token), 404, 'NOT_FOUND');
    expectError(await api('GET', `/posts/${w.post.urlId}`, w.other.token), 404, 'NOT_FOUND');
    expectError(await api('GET', `/posts/${w.post.id}`), 404, 'NOT_FOUND');
    expect(gqlData(await server.gql(POST, { id: String(w.post.id) }, w.other.token)).post).toBeNull();
    expect(gqlData(await server.gql(NODE, { id: gid('Post', w.post.id) }, w.other.token)).node).toBeNull();
    expect((await api('GET', `/posts/${w.post.id}`, w.shadow.token)).status).toBe(200);
    expect(gqlData(await server.gql(NODE, { id: gid('Post', w.post.id) }, w.shadow.token)).node).not.toBeNull();
  });

  it('comments and comment counts: the comment is the member\'s alone; the counter others read does not move', async () => {
    has(false)(restIds((await api('GET', `/comments/post/${w.otherPost.id}`, w.other.token)).body.comments), w.comment.id, 'REST comments');
    const page = (await api('GET', `/posts/${w.otherPost.id}`, w.other.token)).body;
    has(false)(restIds(page.comments), w.comment.id, 'REST post page comments');
    expect(page.comment_count, 'REST comment_count').toBe(w.commentsBefore);
    const g = gqlData(await server.gql(POST, { id: String(w.otherPost.id) }, w.other.token)).post;
    has(false)(edgeIds(g.comments), w.comment.id, 'GraphQL comments');
    expect(g.commentCount, 'GraphQL commentCount').toBe(w.commentsBefore);
    expect(gqlData(await server.gql(NODE, { id: gid('Comment', w.comment.id) }, w.other.token)).node).toBeNull();
    // The feed card's count too.
    const card = (await api('GET', `/posts?tag=${w.tag}`, w.other.token)).body.posts.find((p: { id: number }) => p.id === w.otherPost.id);
    expect(card.comment_count, 'feed card comment_count').toBe(w.commentsBefore);
    // The member sees their comment.
    has(true)(restIds((await api('GET', `/comments/post/${w.otherPost.id}`, w.shadow.token)).body.comments), w.comment.id, 'REST comments (own)');
    has(true)(edgeIds(gqlData(await server.gql(POST, { id: String(w.otherPost.id) }, w.shadow.token)).post.comments), w.comment.id, 'GraphQL comments (own)');
  });

  it("the member's own counts include their comments and replies, so no count gives the ban away", async () => {
    expect((await api('GET', `/posts/${w.otherPost.id}`, w.shadow.token)).body.comment_count, 'REST comment_count (own view)').toBe(w.commentsBefore + 1);
    expect(gqlData(await server.gql(POST, { id: String(w.otherPost.id) }, w.shadow.token)).post.commentCount, 'GraphQL commentCount (own view)').toBe(w.commentsBefore + 1);
    const card = (await api('GET', `/posts?tag=${w.tag}`, w.shadow.token)).body.posts.find((p: { id: number }) => p.id === w.otherPost.id);
    expect(card.comment_count, 'feed card comment_count (own view)').toBe(w.commentsBefore + 1);
    const trending = (await api('GET', '/posts/trending', w.shadow.token)).body.trending.find((p: { id: number }) => p.id === w.otherPost.id);
    if (trending) expect(trending.comment_count, 'trending comment_count (own view)').toBe(w.commentsBefore + 1);

    // A reply to another member's comment moves its reply count for the member alone.
    const post = await createPostApi(server, w.other.token, { title: `Lockers ${w.word}` });
    const parent = await createCommentApi(server, w.other.token, post.id, 'Who else lost their locker this week?');
    await createCommentApi(server, w.shadow.token, post.id, 'Same here, no notice at all.', parent.id);
    const replyCounts = async (token: string) => {
      const rest = (await api('GET', `/comments/post/${post.id}`, token)).body.comments.find((c: { id: number }) => c.id === parent.id).reply_count;
      const gql = gqlData(await server.gql(`query($id: ID!) { node(id: $id) { ... on Comment { replyCount } } }`, { id: gid('Comment', parent.id) }, token)).node.replyCount;
      const count = (await api('GET', `/posts/${post.id}`, token)).body.comment_count;
      return { rest, gql, count };
    };
    expect(await replyCounts(w.other.token)).toEqual({ rest: 0, gql: 0, count: 1 });
    expect(await replyCounts(w.shadow.token)).toEqual({ rest: 1, gql: 1, count: 2 });
  });

  it('notifications: none created for others, nothing live', async () => {
    const before = (await api('GET', '/notifications', w.other.token)).body.notifications.length;
    const live = subscribe(connectWs(server, w.other.token), `subscription { notificationAdded { actor { userId } } }`);
    await settle();
    await createCommentApi(server, w.shadow.token, w.otherPost.id, 'One more thing about overtime.');
    const [third] = await members(server, 1);
    await createCommentApi(server, third.token, w.otherPost.id, 'We should talk to the steward.');
    // The first live event is the third member's: the shadow-banned comment produced none.
    expect((await live.next()).data.notificationAdded.actor.userId).toBe(third.id);
    const list = (await api('GET', '/notifications', w.other.token)).body.notifications;
    expect(list.length).toBe(before + 1);
    expect(list.map((n: any) => n.data.actorId)).not.toContain(w.shadow.id);
    expect(await server.app.db.notification.count({ where: { actorId: w.shadow.id } })).toBe(0);
  });

  it('direct messages: not delivered (no message, unread count, notification or live event for the recipient), still shown to the sender', async () => {
    const [recipient] = await members(server, 1);
    const start = await api('POST', '/messages/conversations/by-username', w.shadow.token, { username: recipient.username });
    expect([200, 201]).toContain(start.status);
    const conversationId = start.body.conversation.id;
    const ws = connectWs(server, recipient.token);
    const thread = subscribe(ws, `subscription($id: ID!) { conversationMessageEvents(conversationId: $id) { kind } }`, { id: start.body.conversation.id });
    const counts = subscribe(ws, `subscription { unreadCountsChanged { messages } }`);
    await settle();
    const sent = await api('POST', `/messages/conversations/${conversationId}`, w.shadow.token, { content: 'Are you coming to the meeting?' });
    expect(sent.status, sent.text).toBe(201);
    // The sender sees it as sent.
    const own = (await api('GET', `/messages/conversations/${conversationId}`, w.shadow.token)).body.messages;
    expect(own.map((m: { content: string }) => m.content)).toEqual(['Are you coming to the meeting?']);
    // The recipient: nothing.
    expect((await api('GET', '/messages/unread/count', recipient.token)).body.count).toBe(0);
    const list = (await api('GET', '/messages/conversations', recipient.token)).body.conversations;
    expect(list.map((c: { id: number }) => c.id)).not.toContain(conversationId);
    expect((await api('GET', '/notifications', recipient.token)).body.notifications).toEqual([]);
    await thread.expectNoEvent();
    await counts.expectNoEvent();
    // Even opening the conversation shows no message.
    const seen = await api('GET', `/messages/conversations/${conversationId}`, recipient.token);
    expect(seen.status === 404 || seen.body.messages.length === 0).toBe(true);
  });

  const CONVERSATIONS = `{ conversations(first: 20) { edges { node { conversationId unreadCount lastMessage { content } } } } }`;
  /** The member's conversation list preview of one conversation, REST and GraphQL. */
  const preview = async (m: Member, conversationId: number) => {
    const rest = (await api('GET', '/messages/conversations', m.token)).body.conversations.find((c: { id: number }) => c.id === conversationId);
    const gql = gqlData(await server.gql(CONVERSATIONS, {}, m.token)).conversations.edges.find((e: any) => e.node.conversationId === conversationId)?.node;
    return { rest: [rest?.last_message?.content ?? null, rest?.unread_count], gql: [gql?.lastMessage?.content ?? null, gql?.unreadCount] };
  };
  let dm: { recipient: Member; conversationId: number };

  it("direct messages: the member's own preview shows their newest message as before; the other member's does not (issue 28, item 12)", async () => {
    const [recipient] = await members(server, 1);
    const start = await api('POST', '/messages/conversations/by-username', recipient.token, { username: w.shadow.username });
    const conversationId: number = start.body.conversation.id;
    expect((await api('POST', `/messages/conversations/${conversationId}`, recipient.token, { content: 'Hi there' })).status).toBe(201);
    expect((await api('POST', `/messages/conversations/${conversationId}`, w.shadow.token, { content: 'See you at 6' })).status).toBe(201);
    dm = { recipient, conversationId };
    // As the member would see it unbanned: their reply is the last message; the recipient's one is still unread for them.
    expect(await preview(w.shadow, conversationId)).toEqual({ rest: ['See you at 6', 1], gql: ['See you at 6', 1] });
    expect((await api('GET', '/messages/unread/count', w.shadow.token)).body.count).toBe(1);
    // The recipient: their own message, nothing new to read.
    expect(await preview(recipient, conversationId)).toEqual({ rest: ['Hi there', 0], gql: ['Hi there', 0] });
    expect((await api('GET', '/messages/unread/count', recipient.token)).body.count).toBe(0);
  });

  it('lifting the ban shows it all again', async () => {
    const lifted = await api('DELETE', `/user-moderation/ban/${w.shadow.id}`, w.mod.token);
    expect(lifted.status, lifted.text).toBe(200);
    invalidateFeedCaches();
    expect(restIds((await api('GET', `/posts?tag=${w.tag}`, w.other.token)).body.posts)).toContain(w.post.id);
    expect((await api('GET', `/posts/${w.post.id}`, w.other.token)).status).toBe(200);
    const page = (await api('GET', `/posts/${w.otherPost.id}`, w.other.token)).body;
    expect(restIds(page.comments)).toContain(w.comment.id);
    // The counters count the member's comments and posts again (two of theirs, one of the third member's).
    expect(page.comment_count).toBe(w.commentsBefore + 3);
    expect((await api('GET', `/communities/${w.slug}`, w.other.token)).body.community.post_count).toBe(1);
    // The member's own preview still shows their newest message.
    expect((await preview(w.shadow, dm.conversationId)).rest[0]).toBe('See you at 6');
  });
});
