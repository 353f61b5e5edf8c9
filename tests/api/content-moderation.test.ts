// Automatic moderation of posts and comments (block → 403 CONTENT_BLOCKED, nothing stored;
// review → 202, pending and hidden until an admin approves) and the admin review queue, over
// REST and GraphQL (docs/rest-content.md, schema.graphql; spec §3 "Moderation response", §8).
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/server.ts';
import {
  COMMENT_FIELDS,
  MSG,
  PHONE_TEXT,
  POST_FIELDS,
  SLUR_TEXT,
  admin,
  allFeedIds,
  createCommentApi,
  createPostApi,
  expectError,
  gid,
  gqlData,
  gqlError,
  member,
  postBody,
  slate,
  uniqueTitle,
  uniqueWord,
  type Member,
} from './helpers/content.ts';
import { createCommunity, createPost } from '../fixtures/factories.ts';

let adminUser: Member;

const server = useTestServer();

beforeAll(async () => {
  adminUser = await admin(server);
});

const CREATE_POST = `mutation($input: CreatePostInput!) { createPost(input: $input) { action message post { ${POST_FIELDS} } } }`;
const CREATE_COMMENT = `mutation($input: CreateCommentInput!) { createComment(input: $input) { action message comment { ${COMMENT_FIELDS} } post { commentCount } } }`;
const REVIEW_POST = `mutation($input: ReviewInput!) { reviewPost(input: $input) { postId status } }`;
const REVIEW_COMMENT = `mutation($input: ReviewInput!) { reviewComment(input: $input) { commentId contentText } }`;
const PENDING = `{ pendingPosts(first: 50) { totalCount edges { node { postId status } } } pendingComments(first: 50) { totalCount edges { node { commentId } } } }`;

type Violation = { type: string; description: string; severity: string };

function expectBlocked(res: { status: number; body: any; text: string }) {
  expect(res.status, res.text).toBe(403);
  expect(res.body.error).toBe('CONTENT_BLOCKED');
  expect(res.body.action).toBe('block');
  expect(res.body.message).toBe(MSG.inappropriate);
  expect(Array.isArray(res.body.violations)).toBe(true);
  expect(res.body.violations.length).toBeGreaterThan(0);
  for (const v of res.body.violations as Violation[]) {
    expect(typeof v.type).toBe('string');
    expect(typeof v.description).toBe('string');
    expect(['low', 'medium', 'high']).toContain(v.severity);
  }
  expect(Array.isArray(res.body.suggestions)).toBe(true);
  expect(res.body.suggestions.length).toBeGreaterThan(0);
  for (const s of res.body.suggestions) expect(typeof s).toBe('string');
  // The answer must not repeat the slur itself.
  expect(res.text.toLowerCase()).not.toContain('retard');
}

const pending = () => server.api('GET', '/admin/moderation/pending', undefined, { token: adminUser.token });

// ───────────────────────────── Posts ─────────────────────────────

describe('post moderation', () => {
  it('blocks a slur: 403 CONTENT_BLOCKED with action block, the spec message, violations and suggestions; nothing stored', async () => {
    const author = await member(server);
    const postsBefore = await server.app.db.post.count();
    expectBlocked(await server.api('POST', '/posts', postBody({ content: slate(SLUR_TEXT) }), { token: author.token }));
    expectBlocked(await server.api('POST', '/posts', postBody({ title: 'What a retard move by HR today', content: 'Fine body text.' }), { token: author.token }));
    expect(await server.app.db.post.count()).toBe(postsBefore);
    expect(await server.app.db.postTag.count({ where: { post: { authorId: author.id } } })).toBe(0);
    expect((await server.app.db.user.findUniqueOrThrow({ where: { id: author.id } })).postCount).toBe(0);
  });

  it('blocks a slur written as a custom tag (tags show on every card); nothing stored', async () => {
    const author = await member(server);
    const res = await server.api('POST', '/posts', postBody({ tags: ['wages', 'retard'] }), { token: author.token });
    expect(res.status, res.text).toBe(403);
    expect(res.body).toMatchObject({ error: 'CONTENT_BLOCKED', action: 'block', message: MSG.inappropriate });
    expect(await server.app.db.post.count({ where: { authorId: author.id } })).toBe(0);
  });

  it('blocks a slur over GraphQL: error code CONTENT_BLOCKED with action, violations and suggestions in extensions', async () => {
    const author = await member(server);
    const res = await server.gql(CREATE_POST, { input: { title: uniqueTitle(), content: slate(SLUR_TEXT) } }, author.token);
    const error = gqlError(res);
    expect(error.message).toBe(MSG.inappropriate);
    expect(error.extensions).toMatchObject({ code: 'CONTENT_BLOCKED', action: 'block' });
    expect((error.extensions!.violations as Violation[]).length).toBeGreaterThan(0);
    expect((error.extensions!.violations as Violation[])[0]).toEqual({ type: expect.any(String), description: expect.any(String), severity: expect.any(String) });
    expect((error.extensions!.suggestions as string[]).length).toBeGreaterThan(0);
    expect(res.data?.createPost ?? null).toBeNull();
    expect(await server.app.db.post.count({ where: { authorId: author.id } })).toBe(0);
  });

  it('allows workplace venting with one mild swear word (201)', async () => {
    const author = await member(server);
    const post = await createPostApi(server, author.token, {
      title: 'Overtime schedule is a mess',
      content: slate('This overtime schedule is shit and management keeps cutting our hours without notice.'),
    });
    expect(post.status).toBe('published');
  });

  it('holds a phone number for review: 202 action review, pending_review, hidden from the feed and from other members', async () => {
    const author = await member(server);
    const other = await member(server);
    const tag = uniqueWord(8);
    const res = await server.api('POST', '/posts', postBody({ content: slate(PHONE_TEXT), tags: [tag] }), { token: author.token });
    expect(res.status, res.text).toBe(202);
    expect(res.body.action).toBe('review');
    expect(typeof res.body.message).toBe('string');
    expect(res.body.message.length).toBeGreaterThan(0);
    const post = res.body.post;
    expect(post.status).toBe('pending_review');

    // Not in the feed, for anyone.
    for (const token of [undefined, other.token, author.token, adminUser.token]) {
      expect(await allFeedIds(server, `tag=${tag}`, token)).toEqual([]);
    }
    expect(await allFeedIds(server, 'sort=newest', other.token)).not.toContain(post.id);
    // Not visible to another member or a guest; visible to its author and to an admin.
    expectError(await server.api('GET', `/posts/${post.id}`, undefined, { token: other.token }), 404, 'NOT_FOUND', MSG.postNotFound);
    expectError(await server.api('GET', `/posts/${post.url_id}`), 404, 'NOT_FOUND', MSG.postNotFound);
    const own = await server.api('GET', `/posts/${post.id}`, undefined, { token: author.token });
    expect(own.status, own.text).toBe(200);
    expect(own.body.status).toBe('pending_review');
    const asAdmin = await server.api('GET', `/posts/${post.url_id}`, undefined, { token: adminUser.token });
    expect(asAdmin.status, asAdmin.text).toBe(200);
    expect(asAdmin.body.status).toBe('pending_review');
    // Not counted on the author yet.
    expect((await server.app.db.user.findUniqueOrThrow({ where: { id: author.id } })).postCount).toBe(0);
    // Others cannot vote or comment on it.
    expectError(await server.api('POST', `/posts/${post.id}/vote`, { vote: 'up' }, { token: other.token }), 404, 'NOT_FOUND');
    expectError(await server.api('POST', '/comments', { postId: post.id, content: 'Hi' }, { token: other.token }), 404, 'NOT_FOUND');
  });

  it('GET /api/admin/moderation/pending lists held posts for admins only (403 for members, 401 for guests)', async () => {
    const author = await member(server);
    const res = await server.api('POST', '/posts', postBody({ content: slate(PHONE_TEXT) }), { token: author.token });
    expect(res.status).toBe(202);
    const list = await pending();
    expect(list.status, list.text).toBe(200);
    expect(Array.isArray(list.body.comments)).toBe(true);
    const listed = list.body.posts.find((p: { id: number }) => p.id === res.body.post.id);
    expect(listed).toMatchObject({ id: res.body.post.id, status: 'pending_review', user_id: author.id });
    expectError(await server.api('GET', '/admin/moderation/pending', undefined, { token: author.token }), 403, 'FORBIDDEN');
    expectError(await server.api('GET', '/admin/moderation/pending'), 401, 'UNAUTHENTICATED');
  });

  it('approving publishes the post: in the feed, visible to all, author and community postCount incremented', async () => {
    const author = await member(server);
    const other = await member(server);
    const community = await createCommunity(server.app.db, { name: `Delivery drivers ${uniqueWord(5)}` });
    const tag = uniqueWord(8);
    const res = await server.api('POST', '/posts', postBody({ content: slate(PHONE_TEXT), tags: [tag], community_id: community.id }), {
      token: author.token,
    });
    expect(res.status, res.text).toBe(202);
    const postId = res.body.post.id;
    expect((await server.app.db.community.findUniqueOrThrow({ where: { id: community.id } })).postCount).toBe(0);

    expectError(await server.api('POST', `/admin/moderation/posts/${postId}`, { approve: true }, { token: author.token }), 403, 'FORBIDDEN');
    const approved = await server.api('POST', `/admin/moderation/posts/${postId}`, { approve: true }, { token: adminUser.token });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.post).toMatchObject({ id: postId, status: 'published' });

    expect(await allFeedIds(server, `tag=${tag}`, other.token)).toEqual([postId]);
    expect((await server.api('GET', `/posts/${postId}`, undefined, { token: other.token })).status).toBe(200);
    expect((await server.app.db.user.findUniqueOrThrow({ where: { id: author.id } })).postCount).toBe(1);
    expect((await server.app.db.community.findUniqueOrThrow({ where: { id: community.id } })).postCount).toBe(1);
    expect((await pending()).body.posts.map((p: { id: number }) => p.id)).not.toContain(postId);
    // It is no longer waiting: a second review is refused.
    const again = await server.api('POST', `/admin/moderation/posts/${postId}`, { approve: true }, { token: adminUser.token });
    expect(again.status, again.text).toBeGreaterThanOrEqual(400);
    expect((await server.app.db.user.findUniqueOrThrow({ where: { id: author.id } })).postCount).toBe(1);
  });

  it('simultaneous approvals by two admins publish once: counters move by one', async () => {
    const author = await member(server);
    const secondAdmin = await admin(server);
    const community = await createCommunity(server.app.db, { name: `Race review ${uniqueWord(5)}` });
    const res = await server.api('POST', '/posts', postBody({ content: slate(PHONE_TEXT), community_id: community.id }), { token: author.token });
    expect(res.status, res.text).toBe(202);
    const postId = res.body.post.id;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        server.api('POST', `/admin/moderation/posts/${postId}`, { approve: true }, { token: i % 2 ? secondAdmin.token : adminUser.token }),
      ),
    );
    expect.soft(answers.filter((a) => a.status === 200).length, 'approvals answered 200').toBe(1);
    expect((await server.app.db.user.findUniqueOrThrow({ where: { id: author.id } })).postCount).toBe(1);
    expect((await server.app.db.community.findUniqueOrThrow({ where: { id: community.id } })).postCount).toBe(1);
  });

  it('simultaneous approvals of a held comment count it once', async () => {
    const owner = await member(server);
    const post = await createPost(server.app.db, { author: owner.id, title: uniqueTitle('Race thread') });
    const commenter = await member(server);
    const res = await server.api('POST', '/comments', { postId: post.id, content: slate(PHONE_TEXT) }, { token: commenter.token });
    expect(res.status, res.text).toBe(202);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => server.api('POST', `/admin/moderation/comments/${res.body.comment.id}`, { approve: true }, { token: adminUser.token })),
    );
    expect.soft(answers.filter((a) => a.status === 200).length, 'approvals answered 200').toBe(1);
    expect((await server.app.db.post.findUniqueOrThrow({ where: { id: post.id } })).commentCount).toBe(1);
  });

  it('rejecting keeps the post hidden from the feed and from other members', async () => {
    const author = await member(server);
    const other = await member(server);
    const tag = uniqueWord(8);
    const res = await server.api('POST', '/posts', postBody({ content: slate(PHONE_TEXT), tags: [tag] }), { token: author.token });
    expect(res.status).toBe(202);
    const postId = res.body.post.id;
    const rejected = await server.api('POST', `/admin/moderation/posts/${postId}`, { approve: false, reason: 'Personal phone number' }, { token: adminUser.token });
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body.post.status).toBe('rejected');
    expect(await allFeedIds(server, `tag=${tag}`, other.token)).toEqual([]);
    expect(await allFeedIds(server, `tag=${tag}`, author.token)).toEqual([]);
    expectError(await server.api('GET', `/posts/${postId}`, undefined, { token: other.token }), 404, 'NOT_FOUND');
    expectError(await server.api('GET', `/posts/${postId}`), 404, 'NOT_FOUND');
    expect((await pending()).body.posts.map((p: { id: number }) => p.id)).not.toContain(postId);
    expect((await server.app.db.user.findUniqueOrThrow({ where: { id: author.id } })).postCount).toBe(0);
  });

  it('an edit that adds a phone number takes the post off the feed (202 review); an edit with a slur is blocked', async () => {
    const author = await member(server);
    const other = await member(server);
    const tag = uniqueWord(8);
    const post = await createPostApi(server, author.token, { tags: [tag] });
    expect(await allFeedIds(server, `tag=${tag}`)).toEqual([post.id]);

    const blocked = await server.api('PUT', `/posts/${post.id}`, { title: post.title, content: slate(SLUR_TEXT) }, { token: author.token });
    expectBlocked(blocked);
    expect((await server.app.db.post.findUniqueOrThrow({ where: { id: post.id } })).contentText).toBe(post.content_text);

    const held = await server.api('PUT', `/posts/${post.id}`, { title: post.title, content: slate(PHONE_TEXT) }, { token: author.token });
    expect(held.status, held.text).toBe(202);
    expect(held.body.action).toBe('review');
    expect(held.body.post.status).toBe('pending_review');
    expect(await allFeedIds(server, `tag=${tag}`)).toEqual([]);
    expectError(await server.api('GET', `/posts/${post.id}`, undefined, { token: other.token }), 404, 'NOT_FOUND');
    expect((await server.app.db.user.findUniqueOrThrow({ where: { id: author.id } })).postCount).toBe(0);
  });

  it('simultaneous edits that each need review take the post off the counters once', async () => {
    const author = await member(server);
    const community = await createCommunity(server.app.db, { name: `Race edit ${uniqueWord(5)}` });
    const keep = await createPostApi(server, author.token, { community_id: community.id });
    const post = await createPostApi(server, author.token, { community_id: community.id });
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        server.api('PUT', `/posts/${post.id}`, { title: post.title, content: `Call me at 555-867-530${i} after the shift.` }, { token: author.token }),
      ),
    );
    for (const a of answers) expect(a.status, a.text).toBe(202);
    expect((await server.app.db.user.findUniqueOrThrow({ where: { id: author.id } })).postCount).toBe(1);
    expect((await server.app.db.community.findUniqueOrThrow({ where: { id: community.id } })).postCount).toBe(1);
    expect((await server.api('GET', `/posts/${keep.id}`)).status).toBe(200);
  });

  it('GraphQL: createPost answers action REVIEW; post(id) hides it from other members; pendingPosts and reviewPost are for admins', async () => {
    const author = await member(server);
    const other = await member(server);
    const created = gqlData(await server.gql(CREATE_POST, { input: { title: uniqueTitle(), content: slate(PHONE_TEXT) } }, author.token));
    expect(created.createPost.action).toBe('REVIEW');
    expect(typeof created.createPost.message).toBe('string');
    expect(created.createPost.post.status).toBe('PENDING_REVIEW');
    const id = created.createPost.post.id;
    const postId = created.createPost.post.postId;

    const NODE = `query($id: ID!) { node(id: $id) { id ... on Post { status } } }`;
    const POST = `query($id: String!) { post(id: $id) { postId status } }`;
    expect(gqlData(await server.gql(POST, { id: String(postId) }, other.token)).post).toBeNull();
    expect(gqlData(await server.gql(POST, { id }, author.token)).post).toEqual({ postId, status: 'PENDING_REVIEW' });
    expect(gqlData(await server.gql(NODE, { id }, author.token)).node).toEqual({ id, status: 'PENDING_REVIEW' });
    expect(gqlData(await server.gql(NODE, { id }, adminUser.token)).node).toEqual({ id, status: 'PENDING_REVIEW' });
    const feed = gqlData(await server.gql(`{ feed(first: 50, sort: NEWEST) { edges { node { postId } } } }`, {}, author.token));
    expect(feed.feed.edges.map((e: { node: { postId: number } }) => e.node.postId)).not.toContain(postId);

    const list = gqlData(await server.gql(PENDING, {}, adminUser.token));
    expect(list.pendingPosts.edges.map((e: { node: { postId: number } }) => e.node.postId)).toContain(postId);
    expect(list.pendingPosts.totalCount).toBeGreaterThanOrEqual(1);
    expect(gqlError(await server.gql(PENDING, {}, other.token)).extensions?.code).toBe('FORBIDDEN');

    expect(gqlError(await server.gql(REVIEW_POST, { input: { id, approve: true } }, other.token)).extensions?.code).toBe('FORBIDDEN');
    const reviewed = gqlData(await server.gql(REVIEW_POST, { input: { id, approve: true } }, adminUser.token));
    expect(reviewed.reviewPost).toEqual({ postId, status: 'PUBLISHED' });
    expect(gqlData(await server.gql(POST, { id: String(postId) }, other.token)).post).toEqual({ postId, status: 'PUBLISHED' });
  });
});

describe('node(id) and nodes(ids) of content the viewer may not see', () => {
  const NODE = `query($id: ID!) { node(id: $id) { __typename id } }`;
  const NODES = `query($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`;

  it('node(id) of another member’s pending post is null, without an error (also for guests)', async () => {
    const author = await member(server);
    const other = await member(server);
    const res = await server.api('POST', '/posts', postBody({ content: slate(PHONE_TEXT) }), { token: author.token });
    expect(res.status, res.text).toBe(202);
    const id = gid('Post', res.body.post.id);
    for (const token of [other.token, undefined]) {
      const answer = await server.gql(NODE, { id }, token);
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      expect(answer.data).toEqual({ node: null });
    }
  });

  it('nodes(ids) answers null for another member’s pending post and still returns the visible ones', async () => {
    const author = await member(server);
    const other = await member(server);
    const held = await server.api('POST', '/posts', postBody({ content: slate(PHONE_TEXT) }), { token: author.token });
    expect(held.status, held.text).toBe(202);
    const visible = await createPostApi(server, author.token);
    const ids = [gid('Post', visible.id), gid('Post', held.body.post.id)];
    const answer = await server.gql(NODES, { ids }, other.token);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    expect(answer.data).toEqual({ nodes: [{ __typename: 'Post', id: ids[0] }, null] });
  });

  it('node(id) of a deleted post and of an unknown post id is null, without an error', async () => {
    const author = await member(server);
    const post = await createPostApi(server, author.token);
    await server.api('DELETE', `/posts/${post.id}`, undefined, { token: author.token });
    for (const id of [gid('Post', post.id), gid('Post', 987654321)]) {
      const answer = await server.gql(NODE, { id }, author.token);
      expect(answer.errors, `${id}: ${JSON.stringify(answer.errors)}`).toBeUndefined();
      expect(answer.data).toEqual({ node: null });
    }
  });

  it('node(id) of another member’s pending comment is null, without an error', async () => {
    const owner = await member(server);
    const post = await createPost(server.app.db, { author: owner.id, title: uniqueTitle('Node thread') });
    const commenter = await member(server);
    const res = await server.api('POST', '/comments', { postId: post.id, content: slate(PHONE_TEXT) }, { token: commenter.token });
    expect(res.status, res.text).toBe(202);
    const answer = await server.gql(NODE, { id: gid('Comment', res.body.comment.id) }, owner.token);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    expect(answer.data).toEqual({ node: null });
  });
});

// ───────────────────────────── Comments ─────────────────────────────

describe('comment moderation', () => {
  async function publishedPost() {
    const owner = await member(server);
    return createPost(server.app.db, { author: owner.id, title: uniqueTitle('Moderated thread') });
  }

  it('blocks a slur in a comment: 403 CONTENT_BLOCKED (REST) / extensions code, violations (GraphQL); nothing stored', async () => {
    const post = await publishedPost();
    const commenter = await member(server);
    expectBlocked(await server.api('POST', '/comments', { postId: post.id, content: slate(SLUR_TEXT) }, { token: commenter.token }));
    const res = await server.gql(CREATE_COMMENT, { input: { postId: gid('Post', post.id), content: slate(SLUR_TEXT) } }, commenter.token);
    const error = gqlError(res);
    expect(error.message).toBe(MSG.inappropriate);
    expect(error.extensions).toMatchObject({ code: 'CONTENT_BLOCKED', action: 'block' });
    expect((error.extensions!.violations as Violation[]).length).toBeGreaterThan(0);
    expect(Array.isArray(error.extensions!.suggestions)).toBe(true);
    expect(await server.app.db.comment.count({ where: { postId: post.id } })).toBe(0);
    expect((await server.app.db.post.findUniqueOrThrow({ where: { id: post.id } })).commentCount).toBe(0);
  });

  it('holds a comment with a phone number (202 review): hidden from others, shown to its author and admins; approval publishes it', async () => {
    const post = await publishedPost();
    const [commenter, other] = [await member(server), await member(server)];
    const visible = await createCommentApi(server, other.token, post.id, 'A normal comment.');
    const res = await server.api('POST', '/comments', { postId: post.id, content: slate(PHONE_TEXT) }, { token: commenter.token });
    expect(res.status, res.text).toBe(202);
    expect(res.body.action).toBe('review');
    expect(typeof res.body.message).toBe('string');
    const held = res.body.comment;
    expect(held.status ?? 'pending_review').toBe('pending_review');

    const ids = async (token?: string) => (await server.api('GET', `/comments/post/${post.id}`, undefined, { token })).body.comments.map((c: { id: number }) => c.id);
    expect(await ids(other.token)).toEqual([visible.id]);
    expect(await ids()).toEqual([visible.id]);
    expect(await ids(commenter.token)).toEqual([visible.id, held.id]);
    expect(await ids(adminUser.token)).toEqual([visible.id, held.id]);
    expect((await server.api('GET', `/posts/${post.id}`, undefined, { token: other.token })).body.comments.map((c: { id: number }) => c.id)).toEqual([visible.id]);
    expect((await server.app.db.post.findUniqueOrThrow({ where: { id: post.id } })).commentCount).toBe(1);

    const queue = await pending();
    expect(queue.body.comments.map((c: { id: number }) => c.id)).toContain(held.id);
    expectError(await server.api('POST', `/admin/moderation/comments/${held.id}`, { approve: true }, { token: other.token }), 403, 'FORBIDDEN');
    const approved = await server.api('POST', `/admin/moderation/comments/${held.id}`, { approve: true }, { token: adminUser.token });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.comment.id).toBe(held.id);
    expect(await ids(other.token)).toEqual([visible.id, held.id]);
    expect((await server.app.db.post.findUniqueOrThrow({ where: { id: post.id } })).commentCount).toBe(2);
    expect((await server.api('GET', `/posts/${post.id}`)).body.comment_count).toBe(2);
  });

  it('simultaneous comment edits that each need review count the comment off once', async () => {
    const post = await publishedPost();
    const commenter = await member(server);
    await createCommentApi(server, commenter.token, post.id, 'A comment that stays.');
    const c = await createCommentApi(server, commenter.token, post.id, 'A comment edited many times.');
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => server.api('PUT', `/comments/${c.id}`, { content: `Call me at 555-867-530${i} tonight.` }, { token: commenter.token })),
    );
    for (const a of answers) expect(a.status, a.text).toBe(202);
    expect((await server.app.db.post.findUniqueOrThrow({ where: { id: post.id } })).commentCount).toBe(1);
  });

  it('a rejected comment stays hidden from others', async () => {
    const post = await publishedPost();
    const [commenter, other] = [await member(server), await member(server)];
    const res = await server.api('POST', '/comments', { postId: post.id, content: slate(PHONE_TEXT) }, { token: commenter.token });
    expect(res.status).toBe(202);
    const rejected = await server.api('POST', `/admin/moderation/comments/${res.body.comment.id}`, { approve: false }, { token: adminUser.token });
    expect(rejected.status, rejected.text).toBe(200);
    expect((await server.api('GET', `/comments/post/${post.id}`, undefined, { token: other.token })).body.comments).toEqual([]);
    expect((await server.app.db.post.findUniqueOrThrow({ where: { id: post.id } })).commentCount).toBe(0);
  });

  it('GraphQL createComment answers action REVIEW; pendingComments and reviewComment work for admins', async () => {
    const post = await publishedPost();
    const [commenter, other] = [await member(server), await member(server)];
    const data = gqlData(await server.gql(CREATE_COMMENT, { input: { postId: gid('Post', post.id), content: slate(PHONE_TEXT) } }, commenter.token));
    expect(data.createComment.action).toBe('REVIEW');
    expect(typeof data.createComment.message).toBe('string');
    expect(data.createComment.post.commentCount).toBe(0);
    const commentId = data.createComment.comment.id;
    const numericId = data.createComment.comment.commentId;
    const NODE = `query($id: ID!) { node(id: $id) { id } }`;
    expect(gqlData(await server.gql(NODE, { id: commentId }, commenter.token)).node).toEqual({ id: commentId });
    const list = gqlData(await server.gql(PENDING, {}, adminUser.token));
    expect(list.pendingComments.edges.map((e: { node: { commentId: number } }) => e.node.commentId)).toContain(numericId);
    const reviewed = gqlData(await server.gql(REVIEW_COMMENT, { input: { id: commentId, approve: true } }, adminUser.token));
    expect(reviewed.reviewComment.commentId).toBe(numericId);
    expect(gqlData(await server.gql(NODE, { id: commentId }, other.token)).node).toEqual({ id: commentId });
  });

  it('an edit that adds a phone number holds the comment for review (202) and hides it from others', async () => {
    const post = await publishedPost();
    const [commenter, other] = [await member(server), await member(server)];
    const c = await createCommentApi(server, commenter.token, post.id, 'Meet me after the shift.');
    const blocked = await server.api('PUT', `/comments/${c.id}`, { content: slate(SLUR_TEXT) }, { token: commenter.token });
    expectBlocked(blocked);
    const res = await server.api('PUT', `/comments/${c.id}`, { content: slate(PHONE_TEXT) }, { token: commenter.token });
    expect(res.status, res.text).toBe(202);
    expect(res.body.action).toBe('review');
    expect((await server.api('GET', `/comments/post/${post.id}`, undefined, { token: other.token })).body.comments).toEqual([]);
    expect((await server.app.db.post.findUniqueOrThrow({ where: { id: post.id } })).commentCount).toBe(0);
    expect((await pending()).body.comments.map((x: { id: number }) => x.id)).toContain(c.id);
  });

  it('allows a comment with one mild swear word (201)', async () => {
    const post = await publishedPost();
    const commenter = await member(server);
    const c = await createCommentApi(server, commenter.token, post.id, 'Our manager is a total ass about swapping shifts.');
    expect(c.is_deleted).toBe(false);
  });
});
