// Private communities reach their members only, on every read path (issue 9): the All feed and
// its counts, search, tag filters, trending, most read, hot polls, the featured poll, top slots,
// the post page (REST, GraphQL post, node and nodes), comments, poll results and their live
// stream, profile post lists, saved posts, notifications, the community itself, its members and
// its feed. Each path is asked as a member, a non-member and a guest (and an admin where it
// matters); a member who leaves loses access at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { useTestServer } from './helpers/server.ts';
import { admin, allFeedIds, createCommentApi, createPostApi, expectError, gid, gqlData, member, uniqueWord, type Member } from './helpers/content.ts';
import { closeWsClients, connectWs, subscribe, settle as wsSettle, withTimeout } from './helpers/ws.ts';
import { timeouts } from '../timeouts.ts';
import { createCommunity, joinCommunity } from '../fixtures/factories.ts';

let owner: Member; // OWNER of the private community
let insider: Member; // a member
let outsider: Member; // signed in, not a member
let leaver: Member; // a member who posts, then leaves
let moderatorAdmin: Member; // a site admin, not a member
let community: { id: number; slug: string };
const word = uniqueWord(9);
const tag = uniqueWord(7);
let secret: Record<string, any>; // the insider's post in the private community
let secretPoll: Record<string, any>; // the owner's poll in it
let leaversPost: Record<string, any>;
let publicPost: Record<string, any>; // the insider's post outside it (control)
let comment: Record<string, any>;

const viewers = () =>
  ({
    member: insider.token,
    'non-member': outsider.token,
    guest: undefined,
  }) as Record<string, string | undefined>;

const server = useTestServer();

beforeAll(async () => {
  [owner, insider, outsider, leaver] = [await member(server), await member(server), await member(server), await member(server)];
  moderatorAdmin = await admin(server);
  community = await createCommunity(server.app.db, { name: `Union Committee ${word}`, slug: `union-committee-${word}`, category: 'Retail', isPrivate: true, createdBy: owner });
  await joinCommunity(server.app.db, insider, community);
  await joinCommunity(server.app.db, leaver, community);

  secret = await createPostApi(server, insider.token, { title: `Card check plan ${word}`, tags: [tag], sector: 'Hospitality', community_slug: community.slug });
  secretPoll = await createPostApi(server, owner.token, {
    title: `Strike vote ${word}?`,
    post_type: 'poll',
    content: null,
    poll_options: ['Yes', 'No'],
    community_slug: community.slug,
  });
  leaversPost = await createPostApi(server, leaver.token, { title: `Night shift notes ${word}`, community_slug: community.slug });
  publicPost = await createPostApi(server, insider.token, { title: `Open letter ${word}`, tags: [tag] });
  comment = await createCommentApi(server, owner.token, secret.id, 'Count me in for the committee.');
  // The secret post is the hottest of the file (it would top trending and the top slots).
  for (const m of [owner, leaver]) await server.api('POST', `/posts/${secret.id}/vote`, { vote: 'up' }, { token: m.token });
  await server.api('POST', '/polls/vote', { postId: secretPoll.id, optionIndex: 0 }, { token: insider.token });
  // A view for most read.
  await server.api('GET', `/posts/${secret.id}`, undefined, { token: insider.token });
});

afterAll(async () => {
  await closeWsClients();
});

const privateIds = () => [secret.id, secretPoll.id, leaversPost.id];
const ids = (list: { id: number }[]) => list.map((p) => p.id);
const nodeIds = (connection: { edges: { node: { postId: number } }[] }) => connection.edges.map((e) => e.node.postId);

describe('feeds and lists', () => {
  it('All feed (REST and GraphQL) and its totals: members see the private posts, others do not', async () => {
    const totals: Record<string, number> = {};
    for (const [who, token] of Object.entries(viewers())) {
      const rest = await allFeedIds(server, '', token);
      expect(rest).toContain(publicPost.id);
      for (const id of privateIds()) expect(rest.includes(id), `${who} REST feed, post ${id}`).toBe(who === 'member');
      const gql = gqlData(await server.gql(`{ feed(first: 50, sort: NEWEST) { totalCount edges { node { postId } } } }`, {}, token)).feed;
      for (const id of privateIds()) expect(nodeIds(gql).includes(id), `${who} GraphQL feed, post ${id}`).toBe(who === 'member');
      const page = await server.api('GET', '/posts?per_page=1', undefined, { token });
      expect(page.body.pagination.total).toBe(gql.totalCount);
      totals[who] = gql.totalCount;
    }
    expect(totals.member! - totals['non-member']!).toBe(3);
    expect(totals.guest).toBe(totals['non-member']);
    // Admins see private communities (moderation).
    expect(await allFeedIds(server, '', moderatorAdmin.token)).toContain(secret.id);
  });

  it('search, tag and sector filters', async () => {
    for (const [who, token] of Object.entries(viewers())) {
      const visible = who === 'member';
      const search = await server.api('GET', `/posts?search=${word}`, undefined, { token });
      expect(search.status).toBe(200);
      expect(ids(search.body.posts)).toContain(publicPost.id);
      expect(ids(search.body.posts).includes(secret.id), `${who} search`).toBe(visible);
      expect(search.body.metadata.total).toBe(visible ? 4 : 1);
      const gql = gqlData(await server.gql(`query($q: String) { feed(search: $q, first: 20) { totalCount edges { node { postId } } } }`, { q: word }, token)).feed;
      expect(nodeIds(gql).includes(secret.id), `${who} GraphQL search`).toBe(visible);
      expect(gql.totalCount).toBe(visible ? 4 : 1);
      const byTag = await server.api('GET', `/posts?tag=${tag}`, undefined, { token });
      expect(ids(byTag.body.posts).includes(secret.id), `${who} tag`).toBe(visible);
      expect(byTag.body.pagination.total).toBe(visible ? 2 : 1);
      const bySector = await server.api('GET', '/posts?sector=Hospitality', undefined, { token });
      expect(ids(bySector.body.posts).includes(secret.id), `${who} sector`).toBe(visible);
    }
  });

  it('trending and most read (REST and GraphQL)', async () => {
    for (const [who, token] of Object.entries(viewers())) {
      const visible = who === 'member';
      expect(ids((await server.api('GET', '/trending', undefined, { token })).body.trending).includes(secret.id), `${who} trending`).toBe(visible);
      expect(ids((await server.api('GET', '/posts/trending', undefined, { token })).body.trending).includes(secret.id)).toBe(visible);
      expect(ids((await server.api('GET', '/posts/most-read', undefined, { token })).body.posts).includes(secret.id), `${who} most read`).toBe(visible);
      const gql = gqlData(await server.gql(`{ trendingPosts(first: 20) { edges { node { postId } } } mostReadPosts(first: 20) { edges { node { postId } } } }`, {}, token));
      expect(nodeIds(gql.trendingPosts).includes(secret.id)).toBe(visible);
      expect(nodeIds(gql.mostReadPosts).includes(secret.id)).toBe(visible);
    }
  });

  it('hot polls show the private poll to members; the featured poll and top slots never hold private posts', async () => {
    for (const [who, token] of Object.entries(viewers())) {
      const visible = who === 'member';
      const hot = await server.api('GET', '/polls/trending?limit=20', undefined, { token });
      expect(ids(hot.body.polls).includes(secretPoll.id), `${who} hot polls`).toBe(visible);
      const gql = gqlData(await server.gql(`{ hotPolls(first: 20) { post { postId } } featuredPoll { postId } topSlots { slots { post { postId } } } }`, {}, token));
      expect(gql.hotPolls.map((h: { post: { postId: number } }) => h.post.postId).includes(secretPoll.id)).toBe(visible);
      // The same for everyone (anonymous visitors vote on it; slots are shared for 20 minutes).
      expect(gql.featuredPoll).toBeNull();
      expect((await server.api('GET', '/posts/featured-poll', undefined, { token })).body.poll).toBeNull();
      const slots = gql.topSlots.slots.map((s: { post: { postId: number } }) => s.post.postId);
      expect(slots).toContain(publicPost.id);
      expect(slots).not.toContain(secret.id);
      const rest = await server.api('GET', '/posts/top-slots', undefined, { token });
      expect(rest.body.slots.map((s: { post: { id: number } }) => s.post.id)).not.toContain(secret.id);
    }
  });

  it("profile post lists (GET /posts/user/{id}, postsByAuthor)", async () => {
    for (const [who, token] of Object.entries(viewers())) {
      const visible = who === 'member';
      const rest = await server.api('GET', `/posts/user/${insider.id}`, undefined, { token });
      expect(ids(rest.body.posts)).toContain(publicPost.id);
      expect(ids(rest.body.posts).includes(secret.id), `${who} profile`).toBe(visible);
      expect(rest.body.pagination.total).toBe(visible ? 2 : 1);
      const gql = gqlData(await server.gql(`query($id: ID!) { postsByAuthor(userId: $id, first: 10) { edges { node { postId } } } }`, { id: gid('User', insider.id) }, token));
      expect(nodeIds(gql.postsByAuthor).includes(secret.id)).toBe(visible);
    }
  });
});

describe('the post page', () => {
  it('REST GET /posts/{id} and /comments/post/{id}: 404 unless a member (or an admin)', async () => {
    for (const [who, token] of Object.entries(viewers())) {
      for (const key of [secret.id, secret.url_id]) {
        const res = await server.api('GET', `/posts/${key}`, undefined, { token });
        if (who === 'member') {
          expect(res.status).toBe(200);
          expect(res.body).toMatchObject({ community_slug: community.slug, comments: [expect.objectContaining({ id: comment.id })] });
        } else expectError(res, 404, 'NOT_FOUND', 'Post not found. It may have been deleted.');
      }
      const comments = await server.api('GET', `/comments/post/${secret.id}`, undefined, { token });
      expect(comments.status, `${who} comments`).toBe(who === 'member' ? 200 : 404);
      const results = await server.api('GET', `/polls/${secretPoll.id}/results`, undefined, { token });
      expect(results.status, `${who} poll results`).toBe(who === 'member' ? 200 : 404);
    }
    expect((await server.api('GET', `/posts/${secret.id}`, undefined, { token: moderatorAdmin.token })).status).toBe(200);
  });

  it('GraphQL post, node and nodes (post, comment, community) are null unless a member', async () => {
    const Q = `query($post: String!, $ids: [ID!]!) {
      post(id: $post) { postId community { slug } comments(first: 5) { totalCount } }
      nodes(ids: $ids) { id }
    }`;
    const nodes = [gid('Post', secret.id), gid('Comment', comment.id), gid('Community', community.id), gid('Post', secretPoll.id)];
    for (const [who, token] of Object.entries(viewers())) {
      const data = gqlData(await server.gql(Q, { post: secret.url_id, ids: nodes }, token));
      if (who === 'member') {
        expect(data.post).toEqual({ postId: secret.id, community: { slug: community.slug }, comments: { totalCount: 1 } });
        expect(data.nodes.map((n: { id: string } | null) => n?.id)).toEqual(nodes);
      } else {
        expect(data.post, who).toBeNull();
        expect(data.nodes, who).toEqual([null, null, null, null]);
      }
      const single = gqlData(await server.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: gid('Comment', comment.id) }, token));
      expect(single.node === null, `${who} node(comment)`).toBe(who !== 'member');
    }
  });

  it('non-members cannot comment, vote, save, vote in the poll or count a view', async () => {
    const t = outsider.token;
    expectError(await server.api('POST', '/comments', { postId: secret.id, content: 'hello there' }, { token: t }), 404, 'NOT_FOUND');
    expectError(await server.api('POST', `/comments/${comment.id}/vote`, { vote: 'up' }, { token: t }), 404, 'NOT_FOUND');
    expectError(await server.api('POST', `/posts/${secret.id}/vote`, { vote: 'up' }, { token: t }), 404, 'NOT_FOUND');
    expectError(await server.api('POST', `/posts/${secret.id}/save`, undefined, { token: t }), 404, 'NOT_FOUND');
    expectError(await server.api('POST', '/polls/vote', { postId: secretPoll.id, optionIndex: 1 }, { token: t }), 404, 'NOT_FOUND', 'Poll not found');
    expect((await server.gql(`mutation($id: ID!) { recordPostView(postId: $id) }`, { id: gid('Post', secret.id) }, t)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expectError(await server.api('POST', '/posts', { title: 'Sneaking in here', content: 'text', community_slug: community.slug }, { token: t }), 400, 'VALIDATION', 'Unknown community');
    // An admin sees the community but posts there only as a member.
    expectError(
      await server.api('POST', '/posts', { title: 'Admin announcement', content: 'text', community_slug: community.slug }, { token: moderatorAdmin.token }),
      403,
      'FORBIDDEN',
      'Only members can post in a private community',
    );
  });
});

describe('the community itself', () => {
  it('GET /communities/{slug}, members, its feed and the directory: 404 / absent unless a member (or an admin)', async () => {
    for (const [who, token] of Object.entries(viewers())) {
      const visible = who === 'member';
      const one = await server.api('GET', `/communities/${community.slug}`, undefined, { token });
      expect(one.status, `${who} community`).toBe(visible ? 200 : 404);
      const membersRes = await server.api('GET', `/communities/${community.slug}/members`, undefined, { token });
      expect(membersRes.status, `${who} members`).toBe(visible ? 200 : 404);
      const feed = await server.api('GET', `/communities/${community.slug}/posts`, undefined, { token });
      expect(feed.status, `${who} community feed`).toBe(visible ? 200 : 404);
      if (visible) expect(ids(feed.body.posts).sort()).toEqual([...privateIds()].sort());
      const dir = await server.api('GET', `/communities?search=${word}`, undefined, { token });
      expect(dir.body.communities.map((c: { id: number }) => c.id).includes(community.id), `${who} directory`).toBe(visible);
      expect(dir.body.pagination.total).toBe(visible ? 1 : 0);
      const gql = gqlData(
        await server.gql(
          `query($slug: String!, $q: String) { community(slug: $slug) { postCount members(first: 5) { totalCount } } communities(search: $q) { totalCount } }`,
          { slug: community.slug, q: word },
          token,
        ),
      );
      expect(gql.community === null, `${who} GraphQL community`).toBe(!visible);
      expect(gql.communities.totalCount).toBe(visible ? 1 : 0);
    }
    expect((await server.api('GET', `/communities/${community.slug}/members`, undefined, { token: moderatorAdmin.token })).status).toBe(200);
  });
});

const NOTE_COUNTS = `{ unreadCounts { notificationsUnseen notificationsUnread } }`;

/** Nothing about the private community reaches the member: not listed (REST, GraphQL), not counted, not by id. */
async function expectNoNotifications(m: Member): Promise<void> {
  const rest = await server.api('GET', '/notifications', undefined, { token: m.token });
  expect(rest.body.notifications).toEqual([]);
  expect([rest.body.unread_count, rest.body.unseen_count]).toEqual([0, 0]);
  expect((await server.api('GET', '/notifications/unread-count', undefined, { token: m.token })).body.count).toBe(0);
  expect((await server.api('GET', '/notifications/counts', undefined, { token: m.token })).body).toEqual({ unseen: 0, unread: 0 });
  const gql = gqlData(await server.gql(`{ notifications(first: 10) { edges { node { content link } } } ${NOTE_COUNTS.slice(1, -1)} }`, {}, m.token));
  expect(gql.notifications.edges).toEqual([]);
  expect(gql.unreadCounts).toEqual({ notificationsUnseen: 0, notificationsUnread: 0 });
}

describe('a member who leaves', () => {
  it('loses the posts, saved posts, notifications about them and the live poll stream at once', async () => {
    // While a member: saved the secret post, got a notification for a comment on their post.
    expect((await server.api('POST', `/posts/${secret.id}/save`, undefined, { token: leaver.token })).status).toBe(200);
    await createCommentApi(server, insider.token, leaversPost.id, 'Thanks for writing this down.');
    const NOTES = `{ notifications(first: 10) { edges { node { content post { postId } } } } }`;
    const before = gqlData(await server.gql(NOTES, {}, leaver.token)).notifications.edges;
    expect(before).toHaveLength(1);
    expect(before[0].node.post).toEqual({ postId: leaversPost.id });
    const SUB = `subscription($postId: ID!) { pollResultsUpdated(postId: $postId) { totalVotes } }`;
    const stream = subscribe(connectWs(server, leaver.token), SUB, { postId: gid('Post', secretPoll.id) });
    const outsiderStream = subscribe(connectWs(server, outsider.token), SUB, { postId: gid('Post', secretPoll.id) });
    const guestStream = subscribe(connectWs(server), SUB, { postId: String(secretPoll.id) });
    expect((await outsiderStream.next()).errors?.[0]?.message).toBe('Poll not found');
    expect((await guestStream.next()).errors?.[0]?.message).toBe('Poll not found');
    await wsSettle();
    expect((await server.api('POST', '/polls/vote', { postId: secretPoll.id, optionIndex: 1 }, { token: owner.token })).status).toBe(200);
    expect((await stream.next()).data.pollResultsUpdated.totalVotes).toBe(2);

    const listed = (await server.api('GET', '/notifications', undefined, { token: leaver.token })).body;
    expect([listed.notifications.length, listed.unread_count]).toEqual([1, 1]);
    const noteId: number = listed.notifications[0].id;
    const counts = subscribe(connectWs(server, leaver.token), `subscription { unreadCountsChanged { notificationsUnread } }`);
    await wsSettle();

    const left = await server.api('DELETE', `/communities/${community.slug}/leave`, undefined, { token: leaver.token });
    expect(left.body.message).toBe('You left the community');
    // The badge drops at once on open connections.
    expect((await counts.next()).data.unreadCountsChanged).toEqual({ notificationsUnread: 0 });
    // Nor is it found by id (its content names the post).
    expect(gqlData(await server.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: encodeGlobalID('Notification', String(noteId)) }, leaver.token)).node).toBeNull();
    expectError(await server.api('PUT', `/notifications/${noteId}/read`, undefined, { token: leaver.token }), 404, 'NOT_FOUND', 'Notification not found');
    await withTimeout(stream.ended, timeouts.event, 'end of the poll stream on leaving');

    expectError(await server.api('GET', `/posts/${leaversPost.id}`, undefined, { token: leaver.token }), 404, 'NOT_FOUND');
    expect(ids((await server.api('GET', '/posts/saved', undefined, { token: leaver.token })).body.posts)).not.toContain(secret.id);
    expect(ids((await server.api('GET', `/posts/user/${leaver.id}`, undefined, { token: leaver.token })).body.posts)).not.toContain(leaversPost.id);
    expect(nodeIds(gqlData(await server.gql(`{ savedPosts(first: 10) { edges { node { postId } } } }`, {}, leaver.token)).savedPosts)).not.toContain(secret.id);
    // The earlier notification is no longer listed nor counted (issue 28, item 3), and new talk there tells them nothing.
    await expectNoNotifications(leaver);
    await createCommentApi(server, owner.token, leaversPost.id, 'Following up on this one.');
    const reply = await createCommentApi(server, insider.token, leaversPost.id, 'Me too.');
    expect(reply.id).toBeGreaterThan(0);
    await expectNoNotifications(leaver);
    // The post's author, still a member, does hear about comments.
    const ownerNotes = gqlData(await server.gql(NOTES, {}, insider.token)).notifications.edges;
    expect(ownerNotes.some((e: { node: { post: { postId: number } | null } }) => e.node.post?.postId === secret.id)).toBe(true);
  });
});
