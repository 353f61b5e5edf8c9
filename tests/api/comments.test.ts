// Comments over REST and GraphQL: create and reply, the flat oldest-first list, counters, edit
// and delete rights, deleted placeholders, comment votes (docs/rest-content.md, schema.graphql, spec §5–§7).
import { describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/server.ts';
import {
  COMMENT_FIELDS,
  MSG,
  admin,
  createCommentApi,
  createPostApi,
  expectError,
  gid,
  gqlData,
  gqlError,
  member,
  members,
  slate,
  type Member,
} from './helpers/content.ts';
import { createComment, createPost } from '../fixtures/factories.ts';

const server = useTestServer();

const CREATE_COMMENT = `mutation($input: CreateCommentInput!) { createComment(input: $input) { action message comment { ${COMMENT_FIELDS} } post { id commentCount } } }`;
const UPDATE_COMMENT = `mutation($input: UpdateCommentInput!) { updateComment(input: $input) { action comment { ${COMMENT_FIELDS} } } }`;
const DELETE_COMMENT = `mutation($input: DeleteCommentInput!) { deleteComment(input: $input) { deletedCommentId comment { ${COMMENT_FIELDS} } post { id commentCount } } }`;
const VOTE_COMMENT = `mutation($input: VoteCommentInput!) { voteComment(input: $input) { comment { id score upvotes viewerVote } } }`;
const POST_COMMENTS = `query($id: String!, $first: Int, $after: String) { post(id: $id) { commentCount comments(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${COMMENT_FIELDS} } } } } }`;

const listComments = (postId: number | string, token?: string) => server.api('GET', `/comments/post/${postId}`, undefined, { token });
const commentCountOf = async (postId: number) =>
  (await server.app.db.post.findUniqueOrThrow({ where: { id: postId }, select: { commentCount: true } })).commentCount;

/** A published post by a fresh factory member (no post rate limit involved). */
async function freshPost(author?: Member) {
  const owner = author ?? (await member(server));
  const post = await createPost(server.app.db, { author: owner.id, title: `Comment thread ${Date.now()}` });
  return { post, owner };
}

describe('POST /api/comments', () => {
  it('creates a top-level comment: 201 {comment, action: allow} with the spec fields', async () => {
    const { post } = await freshPost();
    const commenter = await member(server, { displayName: 'Dock Worker' });
    const res = await server.api('POST', '/comments', { postId: post.id, content: slate('Same at our warehouse.') }, { token: commenter.token });
    expect(res.status, res.text).toBe(201);
    expect(res.body.action).toBe('allow');
    const c = res.body.comment;
    expect(c).toMatchObject({
      user_id: commenter.id,
      username: commenter.username,
      display_name: 'Dock Worker',
      content: '<p>Same at our warehouse.</p>',
      content_json: slate('Same at our warehouse.'),
      content_text: 'Same at our warehouse.',
      edited_at: null,
      score: 0,
      upvotes: 0,
      user_vote: null,
      postId: post.id,
      parentCommentId: null,
      reply_count: 0,
      is_deleted: false,
    });
    expect(Number.isInteger(c.id)).toBe(true);
    expect(typeof c.avatar_color).toBe('string');
    expect(Number.isNaN(Date.parse(c.created_at))).toBe(false);
    expect(await commentCountOf(post.id)).toBe(1);
  });

  it('accepts the post url_id and a plain string as content', async () => {
    const { post } = await freshPost();
    const commenter = await member(server);
    const c = await createCommentApi(server, commenter.token, post.urlId, 'Plain text comment.');
    expect(c).toMatchObject({ postId: post.id, content_text: 'Plain text comment.', content_json: slate('Plain text comment.') });
  });

  it('stores a javascript: link in a comment inert and escapes HTML text', async () => {
    const { post } = await freshPost();
    const commenter = await member(server);
    const content = [
      {
        type: 'paragraph',
        children: [
          { text: '<b>Read</b> ' },
          { type: 'link', url: 'javascript:alert(1)', children: [{ text: 'this' }] },
          { text: ' and ' },
          { type: 'link', url: 'example.org/rights', children: [{ text: 'that' }] },
        ],
      },
    ];
    const c = await createCommentApi(server, commenter.token, post.id, content);
    expect(c.content.toLowerCase()).not.toContain('javascript:');
    expect(c.content).not.toContain('<b>');
    expect(c.content).toContain('&lt;b&gt;');
    expect(c.content).toContain('href="https://example.org/rights"');
    expect(JSON.stringify(c.content_json).toLowerCase()).not.toContain('javascript');
    expect(c.content_text).toBe('<b>Read</b> this and that');
  });

  it('creates a reply with parentCommentId; the parent counts the reply', async () => {
    const { post } = await freshPost();
    const [a, b] = await members(server, 2);
    const parent = await createCommentApi(server, a.token, post.id, 'Top-level comment.');
    const reply = await createCommentApi(server, b.token, post.id, 'A reply.', parent.id);
    expect(reply.parentCommentId).toBe(parent.id);
    const list = await listComments(post.id);
    const parentNow = list.body.comments.find((c: { id: number }) => c.id === parent.id);
    expect(parentNow.reply_count).toBe(1);
    expect(await commentCountOf(post.id)).toBe(2);
  });

  it('GET /api/comments/post/{id} is flat, oldest first, with parentCommentId; comment_count follows', async () => {
    const { post } = await freshPost();
    const [a, b, c] = await members(server, 3);
    const first = await createCommentApi(server, a.token, post.id, 'First.');
    const second = await createCommentApi(server, b.token, post.id, 'Second.');
    const replyToFirst = await createCommentApi(server, c.token, post.id, 'Reply to first.', first.id);
    const replyToReply = await createCommentApi(server, a.token, post.id, 'Reply to the reply.', replyToFirst.id);

    const res = await listComments(post.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.comments.map((x: { id: number; parentCommentId: number | null }) => [x.id, x.parentCommentId])).toEqual([
      [first.id, null],
      [second.id, null],
      [replyToFirst.id, first.id],
      [replyToReply.id, replyToFirst.id],
    ]);
    const byUrlId = await listComments(post.urlId);
    expect(byUrlId.body.comments.map((x: { id: number }) => x.id)).toEqual(res.body.comments.map((x: { id: number }) => x.id));

    const page = await server.api('GET', `/posts/${post.id}`);
    expect(page.body.comment_count).toBe(4);
    expect(page.body.comments_count).toBe(4);
    expect(page.body.comments.map((x: { id: number }) => x.id)).toEqual([first.id, second.id, replyToFirst.id, replyToReply.id]);
    // The feed card shows the same count.
    const feed = await server.api('GET', '/posts?sort=newest&per_page=50');
    expect(feed.body.posts.find((p: { id: number }) => p.id === post.id)?.comment_count).toBe(4);
  });

  it('rejects an empty or whitespace comment with 400 "Comment cannot be empty"', async () => {
    const { post } = await freshPost();
    const commenter = await member(server);
    for (const content of ['', '   \n ', [], slate('   '), undefined]) {
      const res = await server.api('POST', '/comments', { postId: post.id, content }, { token: commenter.token });
      expectError(res, 400, 'VALIDATION', MSG.commentEmpty);
    }
    expect(await server.app.db.comment.count({ where: { postId: post.id } })).toBe(0);
  });

  it('answers malformed comment bodies with 400 or 404, never a server error', async () => {
    const { post } = await freshPost();
    const commenter = await member(server);
    const bodies: Record<string, unknown>[] = [
      { postId: post.id, content: 42 },
      { postId: post.id, content: { text: 'not a list' } },
      { postId: post.id, content: 'Fine text.', parentCommentId: 'abc' },
      { postId: { id: post.id }, content: 'Fine text.' },
      { content: 'No post id.' },
      { postId: 'not-a-post', content: 'Fine text.' },
    ];
    for (const body of bodies) {
      const res = await server.api('POST', '/comments', body, { token: commenter.token });
      expect([400, 404], `${JSON.stringify(body)} → ${res.status} ${res.text}`).toContain(res.status);
    }
    expectError(await server.api('POST', '/comments/abc/vote', { vote: 'up' }, { token: commenter.token }), 400, 'VALIDATION');
    expect(await server.app.db.comment.count({ where: { postId: post.id } })).toBe(0);
  });

  it('lets guests read comments but not write (401)', async () => {
    const { post, owner } = await freshPost();
    const c = await createCommentApi(server, owner.token, post.id, 'Readable by all.');
    const read = await listComments(post.id);
    expect(read.status).toBe(200);
    expect(read.body.comments.map((x: { id: number }) => x.id)).toEqual([c.id]);
    expectError(await server.api('POST', '/comments', { postId: post.id, content: 'Guest words.' }), 401, 'UNAUTHENTICATED');
    expectError(await server.api('PUT', `/comments/${c.id}`, { content: 'Guest edit.' }), 401, 'UNAUTHENTICATED');
    expectError(await server.api('DELETE', `/comments/${c.id}`), 401, 'UNAUTHENTICATED');
    expectError(await server.api('POST', `/comments/${c.id}/vote`, { vote: 'up' }), 401, 'UNAUTHENTICATED');
    const gql = await server.gql(CREATE_COMMENT, { input: { postId: gid('Post', post.id), content: slate('Guest.') } });
    expect(gqlError(gql).extensions?.code).toBe('UNAUTHENTICATED');
    expect(await commentCountOf(post.id)).toBe(1);
  });

  it('refuses an unverified member with 403 EMAIL_NOT_VERIFIED (message contains "verify your email")', async () => {
    const { post } = await freshPost();
    const unverified = await member(server, { verified: false });
    const res = await server.api('POST', '/comments', { postId: post.id, content: 'Unverified words.' }, { token: unverified.token });
    expectError(res, 403, 'EMAIL_NOT_VERIFIED', /verify your email/i);
    const gql = await server.gql(CREATE_COMMENT, { input: { postId: gid('Post', post.id), content: slate('Unverified.') } }, unverified.token);
    expect(gqlError(gql).extensions?.code).toBe('EMAIL_NOT_VERIFIED');
    expect(await server.app.db.comment.count({ where: { postId: post.id } })).toBe(0);
  });

  it('answers 404 for a missing or deleted post', async () => {
    const { post, owner } = await freshPost();
    const commenter = await member(server);
    expectError(await server.api('POST', '/comments', { postId: 999999999, content: 'Hello there.' }, { token: commenter.token }), 404, 'NOT_FOUND');
    await server.api('DELETE', `/posts/${post.id}`, undefined, { token: owner.token });
    expectError(await server.api('POST', '/comments', { postId: post.id, content: 'Hello there.' }, { token: commenter.token }), 404, 'NOT_FOUND', MSG.postNotFound);
    expectError(await listComments(post.id), 404, 'NOT_FOUND', MSG.postNotFound);
  });

  it('refuses a reply to a comment of another post or to a deleted comment; nothing is stored', async () => {
    const { post } = await freshPost();
    const { post: otherPost } = await freshPost();
    const commenter = await member(server);
    const foreign = await createCommentApi(server, commenter.token, otherPost.id, 'On the other post.');
    const gone = await createCommentApi(server, commenter.token, post.id, 'Soon deleted.');
    await server.api('DELETE', `/comments/${gone.id}`, undefined, { token: commenter.token });
    for (const parentCommentId of [foreign.id, gone.id, 999999999]) {
      const res = await server.api('POST', '/comments', { postId: post.id, content: 'A reply.', parentCommentId }, { token: commenter.token });
      expect(res.status, `parent ${parentCommentId}: ${res.text}`).toBe(404);
    }
    expect(await server.app.db.comment.count({ where: { postId: post.id, deletedAt: null } })).toBe(0);
    expect(await commentCountOf(post.id)).toBe(0);
  });

  it('10 members commenting concurrently give comment_count 10', async () => {
    const { post } = await freshPost();
    const commenters = await members(server, 10);
    const answers = await Promise.all(commenters.map((m, i) => server.api('POST', '/comments', { postId: post.id, content: `Concurrent comment ${i}.` }, { token: m.token })));
    for (const a of answers) expect(a.status, a.text).toBe(201);
    expect((await server.api('GET', `/posts/${post.id}`)).body.comment_count).toBe(10);
    expect((await listComments(post.id)).body.comments).toHaveLength(10);
  });

  it('hides a shadow-banned member’s comments from others but shows them to that member', async () => {
    const { post } = await freshPost();
    const [banned, other] = await members(server, 2);
    const visible = await createCommentApi(server, other.token, post.id, 'Visible comment.');
    await server.app.db.user.update({ where: { id: banned.id }, data: { isShadowBanned: true } });
    const hidden = await createCommentApi(server, banned.token, post.id, 'Shadow comment.');
    const idsFor = async (token?: string) => (await listComments(post.id, token)).body.comments.map((c: { id: number }) => c.id);
    expect(await idsFor(other.token)).toEqual([visible.id]);
    expect(await idsFor()).toEqual([visible.id]);
    expect(await idsFor(banned.token)).toEqual([visible.id, hidden.id]);
  });

  it('limits a member to 20 comments per 5 minutes (21st → 429 RATE_LIMITED)', async () => {
    const { post } = await freshPost();
    const commenter = await member(server);
    for (let i = 1; i <= 20; i++) {
      const res = await server.api('POST', '/comments', { postId: post.id, content: `Comment number ${i}.` }, { token: commenter.token });
      expect(res.status, `comment ${i}: ${res.text}`).toBe(201);
    }
    expectError(await server.api('POST', '/comments', { postId: post.id, content: 'One too many.' }, { token: commenter.token }), 429, 'RATE_LIMITED');
    expect(await commentCountOf(post.id)).toBe(20);
  });
});

describe('PUT /api/comments/{id}', () => {
  it('lets the author edit (200, edited_at set)', async () => {
    const { post } = await freshPost();
    const author = await member(server);
    const c = await createCommentApi(server, author.token, post.id, 'Original words.');
    const res = await server.api('PUT', `/comments/${c.id}`, { content: slate('Edited words.') }, { token: author.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.action).toBe('allow');
    expect(res.body.comment).toMatchObject({ id: c.id, content_text: 'Edited words.', content: '<p>Edited words.</p>', is_deleted: false });
    expect(res.body.comment.edited_at).not.toBeNull();
    const list = await listComments(post.id);
    expect(list.body.comments[0].content_text).toBe('Edited words.');
    expectError(await server.api('PUT', `/comments/${c.id}`, { content: '  ' }, { token: author.token }), 400, 'VALIDATION', MSG.commentEmpty);
  });

  it('refuses another member and an admin (403 FORBIDDEN); the comment is unchanged', async () => {
    const { post } = await freshPost();
    const [author, other] = await members(server, 2);
    const adminUser = await admin(server);
    const c = await createCommentApi(server, author.token, post.id, 'Mine to edit.');
    expectError(await server.api('PUT', `/comments/${c.id}`, { content: 'Not yours.' }, { token: other.token }), 403, 'FORBIDDEN');
    expectError(await server.api('PUT', `/comments/${c.id}`, { content: 'Admin edit.' }, { token: adminUser.token }), 403, 'FORBIDDEN');
    const gql = await server.gql(UPDATE_COMMENT, { input: { id: gid('Comment', c.id), content: slate('Admin edit.') } }, adminUser.token);
    expect(gqlError(gql).extensions?.code).toBe('FORBIDDEN');
    const row = await server.app.db.comment.findUniqueOrThrow({ where: { id: c.id } });
    expect(row.contentText).toBe('Mine to edit.');
    expect(row.editedAt).toBeNull();
  });
});

describe('DELETE /api/comments/{id}', () => {
  it('lets the author delete a comment without replies: it disappears and comment_count drops', async () => {
    const { post } = await freshPost();
    const author = await member(server);
    const keep = await createCommentApi(server, author.token, post.id, 'Stays.');
    const gone = await createCommentApi(server, author.token, post.id, 'Goes away.');
    const res = await server.api('DELETE', `/comments/${gone.id}`, undefined, { token: author.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true });
    const list = await listComments(post.id);
    expect(list.body.comments.map((x: { id: number }) => x.id)).toEqual([keep.id]);
    expect((await server.api('GET', `/posts/${post.id}`)).body.comment_count).toBe(1);
    expectError(await server.api('DELETE', `/comments/${gone.id}`, undefined, { token: author.token }), 404, 'NOT_FOUND');
  });

  it('lets an admin delete another member’s comment (200); refuses another member (403)', async () => {
    const { post } = await freshPost();
    const [author, other] = await members(server, 2);
    const adminUser = await admin(server);
    const c = await createCommentApi(server, author.token, post.id, 'Will be moderated.');
    expectError(await server.api('DELETE', `/comments/${c.id}`, undefined, { token: other.token }), 403, 'FORBIDDEN');
    expect((await listComments(post.id)).body.comments).toHaveLength(1);
    const res = await server.api('DELETE', `/comments/${c.id}`, undefined, { token: adminUser.token });
    expect(res.status, res.text).toBe(200);
    expect((await listComments(post.id)).body.comments).toEqual([]);
    expect(await commentCountOf(post.id)).toBe(0);
  });

  it('simultaneous deletes of one comment count it off once', async () => {
    const { post } = await freshPost();
    const author = await member(server);
    const adminUser = await admin(server);
    const parent = await createCommentApi(server, author.token, post.id, 'Parent.');
    const c = await createCommentApi(server, author.token, post.id, 'Deleted many times.', parent.id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => server.api('DELETE', `/comments/${c.id}`, undefined, { token: i % 2 ? adminUser.token : author.token })),
    );
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect([200, 404], a.text).toContain(a.status);
    expect(await commentCountOf(post.id)).toBe(1);
    expect((await server.app.db.comment.findUniqueOrThrow({ where: { id: parent.id } })).replyCount).toBe(0);
  });

  it('keeps a deleted comment with replies as a placeholder (is_deleted, content and user fields null)', async () => {
    const { post } = await freshPost();
    const [a, b] = await members(server, 2);
    const parent = await createCommentApi(server, a.token, post.id, 'Parent that will be deleted.');
    const reply = await createCommentApi(server, b.token, post.id, 'Reply that stays.', parent.id);
    const res = await server.api('DELETE', `/comments/${parent.id}`, undefined, { token: a.token });
    expect(res.status, res.text).toBe(200);

    for (const token of [undefined, a.token, b.token]) {
      const list = await listComments(post.id, token);
      expect(list.body.comments).toHaveLength(2);
      const [placeholder, kept] = list.body.comments;
      expect(placeholder).toMatchObject({
        id: parent.id,
        is_deleted: true,
        content: null,
        content_json: null,
        user_id: null,
        username: null,
        display_name: null,
        parentCommentId: null,
      });
      expect(JSON.stringify(placeholder)).not.toContain('Parent that will be deleted');
      expect(kept).toMatchObject({ id: reply.id, parentCommentId: parent.id, is_deleted: false, content_text: 'Reply that stays.' });
    }
    expect(await commentCountOf(post.id)).toBe(1);
    const page = await server.api('GET', `/posts/${post.id}`);
    expect(page.body.comments.map((x: { id: number; is_deleted: boolean }) => [x.id, x.is_deleted])).toEqual([
      [parent.id, true],
      [reply.id, false],
    ]);
    // The placeholder cannot be edited or voted on.
    expectError(await server.api('PUT', `/comments/${parent.id}`, { content: 'Back again.' }, { token: a.token }), 404, 'NOT_FOUND');
    // Once its last reply goes too, the placeholder disappears.
    await server.api('DELETE', `/comments/${reply.id}`, undefined, { token: b.token });
    expect((await listComments(post.id)).body.comments).toEqual([]);
    expect(await commentCountOf(post.id)).toBe(0);
  });
});

describe('POST /api/comments/{id}/vote', () => {
  it('up → score 1, user_vote up; up again keeps it; null clears; down → 400', async () => {
    const { post } = await freshPost();
    const [author, voter, other] = await members(server, 3);
    const c = await createCommentApi(server, author.token, post.id, 'Vote on me.');
    const vote = (value: unknown, token = voter.token) => server.api('POST', `/comments/${c.id}/vote`, { vote: value }, { token });

    const up = await vote('up');
    expect(up.status, up.text).toBe(200);
    expect(up.body).toEqual({ score: 1, user_vote: 'up' });
    expect((await vote('up')).body).toEqual({ score: 1, user_vote: 'up' });
    const mine = (await listComments(post.id, voter.token)).body.comments[0];
    expect(mine).toMatchObject({ score: 1, upvotes: 1, user_vote: 'up' });
    expect((await listComments(post.id, other.token)).body.comments[0]).toMatchObject({ score: 1, user_vote: null });

    expect((await vote(null)).body).toEqual({ score: 0, user_vote: null });
    expect((await vote(null)).body).toEqual({ score: 0, user_vote: null });
    expectError(await vote('down'), 400, 'VALIDATION');
    const row = await server.app.db.comment.findUniqueOrThrow({ where: { id: c.id } });
    expect({ score: row.score, upvotes: row.upvotes }).toEqual({ score: 0, upvotes: 0 });
  });

  it('20 simultaneous up and null votes by one member keep score equal to the stored votes', async () => {
    const { post, owner } = await freshPost();
    const voter = await member(server);
    const c = await createCommentApi(server, owner.token, post.id, 'Flip-flop votes.');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => server.api('POST', `/comments/${c.id}/vote`, { vote: i % 2 ? null : 'up' }, { token: voter.token })),
    );
    for (const a of answers) expect(a.status, a.text).toBe(200);
    const rows = await server.app.db.commentVote.count({ where: { commentId: c.id } });
    expect(rows).toBeLessThanOrEqual(1);
    const row = await server.app.db.comment.findUniqueOrThrow({ where: { id: c.id } });
    expect({ score: row.score, upvotes: row.upvotes }).toEqual({ score: rows, upvotes: rows });
  });

  it('refuses an unverified member with 403 EMAIL_NOT_VERIFIED', async () => {
    const { post, owner } = await freshPost();
    const unverified = await member(server, { verified: false });
    const c = await createCommentApi(server, owner.token, post.id, 'Vote on me.');
    const res = await server.api('POST', `/comments/${c.id}/vote`, { vote: 'up' }, { token: unverified.token });
    expectError(res, 403, 'EMAIL_NOT_VERIFIED', /verify your email/i);
  });

  it('20 concurrent up votes by one member count once', async () => {
    const { post, owner } = await freshPost();
    const voter = await member(server);
    const c = await createCommentApi(server, owner.token, post.id, 'Vote on me a lot.');
    const answers = await Promise.all(Array.from({ length: 20 }, () => server.api('POST', `/comments/${c.id}/vote`, { vote: 'up' }, { token: voter.token })));
    for (const a of answers) expect(a.status, a.text).toBe(200);
    const row = await server.app.db.comment.findUniqueOrThrow({ where: { id: c.id } });
    expect({ score: row.score, upvotes: row.upvotes }).toEqual({ score: 1, upvotes: 1 });
    expect(await server.app.db.commentVote.count({ where: { commentId: c.id } })).toBe(1);
  });
});

describe('comments under a deleted post', () => {
  it('cannot be voted on or edited any more (404 like the post)', async () => {
    const { post, owner } = await freshPost();
    const [commenter, voter] = await members(server, 2);
    const c = await createCommentApi(server, commenter.token, post.id, 'Comment in a thread that goes away.');
    const del = await server.api('DELETE', `/posts/${post.id}`, undefined, { token: owner.token });
    expect(del.status, del.text).toBe(200);
    const voted = await server.api('POST', `/comments/${c.id}/vote`, { vote: 'up' }, { token: voter.token });
    expect.soft(voted.status, `vote: ${voted.text}`).toBe(404);
    const edited = await server.api('PUT', `/comments/${c.id}`, { content: 'Edited after the post was deleted.' }, { token: commenter.token });
    expect.soft(edited.status, `edit: ${edited.text}`).toBe(404);
    const row = await server.app.db.comment.findUniqueOrThrow({ where: { id: c.id } });
    expect({ score: row.score, contentText: row.contentText }).toEqual({ score: 0, contentText: 'Comment in a thread that goes away.' });
  });
});

describe('comments over GraphQL', () => {
  it('createComment returns the comment, action ALLOW and the post with its new commentCount; replies carry parentId', async () => {
    const { post } = await freshPost();
    const [a, b] = await members(server, 2);
    const first = gqlData(await server.gql(CREATE_COMMENT, { input: { postId: gid('Post', post.id), content: slate('GraphQL comment.') } }, a.token));
    expect(first.createComment).toMatchObject({
      action: 'ALLOW',
      message: null,
      post: { id: gid('Post', post.id), commentCount: 1 },
      comment: {
        contentText: 'GraphQL comment.',
        content: slate('GraphQL comment.'),
        parentId: null,
        isDeleted: false,
        score: 0,
        viewerVote: null,
        viewerCanEdit: true,
        viewerCanDelete: true,
        author: { userId: a.id, username: a.username },
      },
    });
    const parentId = first.createComment.comment.id;
    expect(parentId).toBe(gid('Comment', first.createComment.comment.commentId));
    const reply = gqlData(await server.gql(CREATE_COMMENT, { input: { postId: String(post.id), content: 'Plain reply.', parentId } }, b.token));
    expect(reply.createComment.comment).toMatchObject({ parentId, contentText: 'Plain reply.' });
    expect(reply.createComment.post.commentCount).toBe(2);
  });

  it('Post.comments is flat, oldest first, with totalCount and cursor paging', async () => {
    const { post } = await freshPost();
    const authors = await members(server, 3);
    const base = Date.now() - 3600_000;
    const rows = [];
    for (let i = 0; i < 7; i++) {
      rows.push(await createComment(server.app.db, { author: authors[i % 3]!.id, postId: post.id, body: `Comment ${i}`, createdAt: new Date(base + i * 1000) }));
    }
    const reply = await createComment(server.app.db, { author: authors[0]!.id, postId: post.id, parentId: rows[1]!.id, body: 'Reply', createdAt: new Date(base + 10_000) });
    const all = gqlData(await server.gql(POST_COMMENTS, { id: String(post.id), first: 50 }));
    expect(all.post.commentCount).toBe(8);
    expect(all.post.comments.totalCount).toBe(8);
    expect(all.post.comments.edges.map((e: { node: { commentId: number } }) => e.node.commentId)).toEqual([...rows.map((r) => r.id), reply.id]);
    expect(all.post.comments.edges[7].node.parentId).toBe(gid('Comment', rows[1]!.id));

    const page1 = gqlData(await server.gql(POST_COMMENTS, { id: String(post.id), first: 5 }));
    expect(page1.post.comments.totalCount).toBe(8);
    expect(page1.post.comments.pageInfo.hasNextPage).toBe(true);
    const page2 = gqlData(await server.gql(POST_COMMENTS, { id: String(post.id), first: 5, after: page1.post.comments.pageInfo.endCursor }));
    expect(page2.post.comments.pageInfo.hasNextPage).toBe(false);
    const ids = [...page1.post.comments.edges, ...page2.post.comments.edges].map((e: { node: { commentId: number } }) => e.node.commentId);
    expect(ids).toEqual([...rows.map((r) => r.id), reply.id]);
  });

  it('viewerCanEdit / viewerCanDelete per role: author both, admin delete only, others neither', async () => {
    const { post } = await freshPost();
    const [author, other] = await members(server, 2);
    const adminUser = await admin(server);
    await createCommentApi(server, author.token, post.id, 'Rights check.');
    const Q = `query($id: String!) { post(id: $id) { comments(first: 5) { edges { node { viewerCanEdit viewerCanDelete } } } } }`;
    const as = async (token?: string) => gqlData(await server.gql(Q, { id: String(post.id) }, token)).post.comments.edges[0].node;
    expect(await as(author.token)).toEqual({ viewerCanEdit: true, viewerCanDelete: true });
    expect(await as(adminUser.token)).toEqual({ viewerCanEdit: false, viewerCanDelete: true });
    expect(await as(other.token)).toEqual({ viewerCanEdit: false, viewerCanDelete: false });
    expect(await as(undefined)).toEqual({ viewerCanEdit: false, viewerCanDelete: false });
  });

  it('updateComment by the author; deleteComment leaves a placeholder only when the comment has replies', async () => {
    const { post } = await freshPost();
    const [a, b] = await members(server, 2);
    const lone = await createCommentApi(server, a.token, post.id, 'Lonely comment.');
    const parent = await createCommentApi(server, a.token, post.id, 'Parent comment.');
    await createCommentApi(server, b.token, post.id, 'Child comment.', parent.id);

    const edited = gqlData(await server.gql(UPDATE_COMMENT, { input: { id: gid('Comment', lone.id), content: slate('Lonely, edited.') } }, a.token));
    expect(edited.updateComment).toMatchObject({ action: 'ALLOW', comment: { contentText: 'Lonely, edited.' } });
    expect(edited.updateComment.comment.editedAt).not.toBeNull();

    const delLone = gqlData(await server.gql(DELETE_COMMENT, { input: { id: gid('Comment', lone.id) } }, a.token));
    expect(delLone.deleteComment).toEqual({ deletedCommentId: gid('Comment', lone.id), comment: null, post: { id: gid('Post', post.id), commentCount: 2 } });

    const delParent = gqlData(await server.gql(DELETE_COMMENT, { input: { id: gid('Comment', parent.id) } }, a.token));
    expect(delParent.deleteComment.post.commentCount).toBe(1);
    expect(delParent.deleteComment.comment).toMatchObject({
      id: gid('Comment', parent.id),
      isDeleted: true,
      content: null,
      contentText: '',
      author: null,
      replyCount: 1,
    });
    const list = gqlData(await server.gql(POST_COMMENTS, { id: String(post.id), first: 10 }));
    expect(list.post.comments.edges.map((e: { node: { commentId: number; isDeleted: boolean; author: unknown } }) => [e.node.commentId, e.node.isDeleted, e.node.author === null])).toEqual([
      [parent.id, true, true],
      [expect.any(Number), false, false],
    ]);
  });

  it('voteComment: UP → viewerVote UP and score 1; null clears; DOWN → VALIDATION', async () => {
    const { post, owner } = await freshPost();
    const voter = await member(server);
    const c = await createCommentApi(server, owner.token, post.id, 'GraphQL votes.');
    const commentId = gid('Comment', c.id);
    const up = gqlData(await server.gql(VOTE_COMMENT, { input: { commentId, vote: 'UP' } }, voter.token));
    expect(up.voteComment.comment).toEqual({ id: commentId, score: 1, upvotes: 1, viewerVote: 'UP' });
    const cleared = gqlData(await server.gql(VOTE_COMMENT, { input: { commentId, vote: null } }, voter.token));
    expect(cleared.voteComment.comment).toEqual({ id: commentId, score: 0, upvotes: 0, viewerVote: null });
    const down = await server.gql(VOTE_COMMENT, { input: { commentId, vote: 'DOWN' } }, voter.token);
    expect(gqlError(down).extensions?.code).toBe('VALIDATION');
  });
});
