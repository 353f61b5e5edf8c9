// Posts over REST and GraphQL: create (validation, verification, rate limit), rich text,
// lookups, edit, delete, pin, votes and saves (docs/rest-content.md, schema.graphql, spec §3–§7).
import { describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/server.ts';
import {
  MSG,
  POST_FIELDS,
  admin,
  allFeedIds,
  createPostApi,
  expectError,
  gid,
  gqlData,
  gqlError,
  member,
  members,
  postBody,
  slate,
  uniqueTitle,
  uniqueWord,
} from './helpers/content.ts';
import { createCommunity, createPost, slugify } from '../fixtures/factories.ts';

const server = useTestServer();

const CREATE_POST = `mutation($input: CreatePostInput!) { createPost(input: $input) { action message post { ${POST_FIELDS} } } }`;
const UPDATE_POST = `mutation($input: UpdatePostInput!) { updatePost(input: $input) { action message post { ${POST_FIELDS} } } }`;
const DELETE_POST = `mutation($input: DeletePostInput!) { deletePost(input: $input) { deletedPostId } }`;
const PIN_POST = `mutation($input: PinPostInput!) { pinPost(input: $input) { post { id isPinned } } }`;
const VOTE_POST = `mutation($input: VotePostInput!) { votePost(input: $input) { post { id score upvotes downvotes viewerVote } } }`;
const SAVE_POST = `mutation($input: SavePostInput!) { savePost(input: $input) { post { id saveCount viewerHasSaved } } }`;
const POST_BY_ID = `query($id: String!) { post(id: $id) { ${POST_FIELDS} } }`;

const postCountOf = async (userId: number) =>
  (await server.app.db.user.findUniqueOrThrow({ where: { id: userId }, select: { postCount: true } })).postCount;
const postRowsBy = (authorId: number) => server.app.db.post.count({ where: { authorId } });

// ───────────────────────────── Create ─────────────────────────────

describe('POST /api/posts', () => {
  it('creates a post: 201 {post, action: allow} with the spec fields, canonical tags and sector General', async () => {
    const author = await member(server, { displayName: 'Night Shift Nurse' });
    const title = `Break room rules changed ${uniqueWord(6)}`;
    const res = await server.api(
      'POST',
      '/posts',
      { title, content: slate('They moved our breaks without asking anyone.'), tags: ['  WAGES ', 'Scheduling', 'Night   Shift'] },
      { token: author.token },
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body.action).toBe('allow');
    const post = res.body.post;
    expect(post).toMatchObject({
      title,
      slug: slugify(title),
      post_type: 'discussion',
      status: 'published',
      sector: 'General',
      tags: ['wages', 'scheduling', 'Night Shift'],
      user_id: author.id,
      username: author.username,
      display_name: 'Night Shift Nurse',
      author: { id: author.id, username: author.username, display_name: 'Night Shift Nurse' },
      content_text: 'They moved our breaks without asking anyone.',
      excerpt: 'They moved our breaks without asking anyone.',
      score: 0,
      upvotes: 0,
      downvotes: 0,
      user_vote: null,
      comment_count: 0,
      comments_count: 0,
      is_saved: false,
      save_count: 0,
      is_pinned: false,
      is_welcome: false,
      is_start_here: false,
      campaign_id: null,
      community_slug: null,
      edited_at: null,
      expires_at: null,
    });
    expect(Number.isInteger(post.id)).toBe(true);
    expect(post.url_id).toMatch(/^[0-9A-Za-z]{6,}$/);
    expect(post.path).toBe(`/discussion/${post.url_id}/${post.slug}`);
    expect(post.content_json).toEqual(slate('They moved our breaks without asking anyone.'));
    expect(post.content).toBe('<p>They moved our breaks without asking anyone.</p>');
    expect(Number.isNaN(Date.parse(post.created_at))).toBe(false);
    expect(await postCountOf(author.id)).toBe(1);
  });

  it('serves the created post under both /discussion/{url_id}/{slug} keys: GET /api/posts/{url_id} and /api/posts/{id}', async () => {
    const author = await member(server);
    const created = await createPostApi(server, author.token);
    const byUrlId = await server.api('GET', `/posts/${created.url_id}`);
    const byId = await server.api('GET', `/posts/${created.id}`);
    expect(byUrlId.status, byUrlId.text).toBe(200);
    expect(byId.status, byId.text).toBe(200);
    expect(byUrlId.body.id).toBe(created.id);
    expect(byId.body.url_id).toBe(created.url_id);
    expect(byId.body.comments).toEqual([]);
    expect(byUrlId.body.title).toBe(created.title);
  });

  it('keeps the community, campaign, sector and post type it was given', async () => {
    const author = await member(server);
    const community = await createCommunity(server.app.db, { name: `Baristas ${uniqueWord(5)}`, icon: '☕' });
    const post = await createPostApi(server, author.token, {
      community_id: community.id,
      campaign_id: 'baristas-united',
      sector: 'Coffee & Barista',
      post_type: 'question',
    });
    expect(post).toMatchObject({
      community_slug: community.slug,
      community_icon: '☕',
      community_display_name: community.displayName,
      campaign_id: 'baristas-united',
      sector: 'Coffee & Barista',
      post_type: 'question',
    });
    const row = await server.app.db.community.findUniqueOrThrow({ where: { id: community.id } });
    expect(row.postCount).toBe(1);
  });

  it('omits the slug from the path when the title has no letters or digits', async () => {
    const author = await member(server);
    const post = await createPostApi(server, author.token, { title: '?!?!?! …' });
    expect(post.slug).toBe('');
    expect(post.path).toBe(`/discussion/${post.url_id}`);
  });

  it('accepts a plain string as content (paragraphs split on blank lines)', async () => {
    const author = await member(server);
    const post = await createPostApi(server, author.token, { content: 'First paragraph here.\n\nSecond paragraph here.' });
    expect(post.content_json).toEqual(slate('First paragraph here.', 'Second paragraph here.'));
    expect(post.content).toBe('<p>First paragraph here.</p><p>Second paragraph here.</p>');
    expect(post.content_text).toBe('First paragraph here.\n\nSecond paragraph here.');
  });

  it.each([
    ['no title', { title: undefined }, MSG.titleRequired],
    ['a blank title', { title: '    ' }, MSG.titleRequired],
    ['a 4-character title', { title: 'Four' }, MSG.titleShort],
    ['no content', { content: undefined }, MSG.contentRequiredCreate],
    ['empty content', { content: [] }, MSG.contentRequiredCreate],
    ['whitespace content', { content: '   \n  ' }, MSG.contentRequiredCreate],
    ['four tags', { tags: ['wages', 'scheduling', 'safety', 'union'] }, MSG.tooManyTags],
    ['a duplicate tag', { tags: ['wages', 'WAGES'] }, MSG.duplicateTag],
    ['a duplicate custom tag', { tags: ['Night shift', 'night shift'] }, MSG.duplicateTag],
    ['a 1-character custom tag', { tags: ['x'] }, MSG.topicShort],
    ['a 31-character custom tag', { tags: ['a'.repeat(31)] }, MSG.topicLong],
  ])('rejects %s with 400 VALIDATION and the spec message; nothing is stored', async (_label, overrides, message) => {
    const author = await member(server);
    const body = postBody(overrides);
    for (const key of Object.keys(overrides)) if ((overrides as Record<string, unknown>)[key] === undefined) delete body[key];
    const res = await server.api('POST', '/posts', body, { token: author.token });
    expectError(res, 400, 'VALIDATION', message);
    expect(await postRowsBy(author.id)).toBe(0);
  });

  it.each([
    ['a numeric title', { title: 12345 }],
    ['an object as content', { content: { type: 'paragraph', children: [{ text: 'Not a list' }] } }],
    ['a number as content', { content: 42 }],
    ['tags as an object', { tags: { first: 'wages' } }],
    ['a number in tags', { tags: ['wages', 7] }],
    ['a non-numeric community_id', { community_id: 'abc' }],
    ['an unknown community_id', { community_id: 987654321 }],
    ['an unknown campaign_id', { campaign_id: 'no-such-campaign' }],
    ['an unknown post_type', { post_type: 'rant' }],
    ['a number as sector', { sector: 5 }],
  ])('answers %s with 400 VALIDATION (never a server error); nothing is stored', async (_label, overrides) => {
    const author = await member(server);
    const res = await server.api('POST', '/posts', postBody(overrides), { token: author.token });
    expectError(res, 400, 'VALIDATION');
    expect(await postRowsBy(author.id)).toBe(0);
  });

  it('accepts a custom tag of 2 and of 30 characters', async () => {
    const author = await member(server);
    const post = await createPostApi(server, author.token, { tags: ['ab', 'c'.repeat(30)] });
    expect(post.tags).toEqual(['ab', 'c'.repeat(30)]);
  });

  it('rejects an unknown sector with 400 VALIDATION', async () => {
    const author = await member(server);
    const res = await server.api('POST', '/posts', postBody({ sector: 'Underwater Basket Weaving' }), { token: author.token });
    expectError(res, 400, 'VALIDATION');
    expect(await postRowsBy(author.id)).toBe(0);
  });

  it('refuses an unverified email with 403 EMAIL_NOT_VERIFIED (message contains "verify your email")', async () => {
    const unverified = await member(server, { verified: false });
    const res = await server.api('POST', '/posts', postBody(), { token: unverified.token });
    expectError(res, 403, 'EMAIL_NOT_VERIFIED', /verify your email/i);
    const gql = await server.gql(CREATE_POST, { input: { title: uniqueTitle(), content: slate('Some content here.') } }, unverified.token);
    const error = gqlError(gql);
    expect(error.extensions?.code).toBe('EMAIL_NOT_VERIFIED');
    expect(error.message).toMatch(/verify your email/i);
    expect(await postRowsBy(unverified.id)).toBe(0);
  });

  it('refuses a guest with 401 UNAUTHENTICATED (REST and GraphQL)', async () => {
    const before = await server.app.db.post.count();
    expectError(await server.api('POST', '/posts', postBody()), 401, 'UNAUTHENTICATED');
    const gql = await server.gql(CREATE_POST, { input: { title: uniqueTitle(), content: slate('Some content here.') } });
    expect(gqlError(gql).extensions?.code).toBe('UNAUTHENTICATED');
    expect(await server.app.db.post.count()).toBe(before);
  });

  it('answers the 6th post within 10 minutes with 429 and the spec message (also over GraphQL)', async () => {
    const author = await member(server);
    for (let i = 1; i <= 5; i++) {
      const res = await server.api('POST', '/posts', postBody(), { token: author.token });
      expect(res.status, `post ${i}: ${res.text}`).toBe(201);
    }
    const sixth = await server.api('POST', '/posts', postBody(), { token: author.token });
    expectError(sixth, 429, 'RATE_LIMITED', MSG.postRateLimited);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    const gql = await server.gql(CREATE_POST, { input: { title: uniqueTitle(), content: slate('One more post please.') } }, author.token);
    expect(gqlError(gql)).toMatchObject({ message: MSG.postRateLimited, extensions: { code: 'RATE_LIMITED' } });
    expect(await postRowsBy(author.id)).toBe(5);
    // The limit is per member.
    const other = await member(server);
    await createPostApi(server, other.token);
  });
});

describe('post rate limit under concurrency', () => {
  it('10 simultaneous posts by one member: exactly 5 are created, 5 answer 429', async () => {
    const author = await member(server);
    const answers = await Promise.all(Array.from({ length: 10 }, () => server.api('POST', '/posts', postBody(), { token: author.token })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429]);
    for (const a of answers.filter((x) => x.status === 429)) expect(a.body.message).toBe(MSG.postRateLimited);
    expect(await postRowsBy(author.id)).toBe(5);
    expect(await postCountOf(author.id)).toBe(5);
  });
});

describe('createPost (GraphQL)', () => {
  it('creates a post: action ALLOW, the Post with canonical tags and sector General', async () => {
    const author = await member(server);
    const title = uniqueTitle('GraphQL post');
    const res = await server.gql(
      CREATE_POST,
      { input: { title, content: slate('Posted through GraphQL.'), tags: ['Overtime', 'my custom topic'] } },
      author.token,
    );
    const { createPost: payload } = gqlData(res);
    expect(payload.action).toBe('ALLOW');
    expect(payload.message).toBeNull();
    expect(payload.post).toMatchObject({
      title,
      slug: slugify(title),
      status: 'PUBLISHED',
      postType: 'DISCUSSION',
      sector: 'General',
      tags: ['overtime', 'my custom topic'],
      content: slate('Posted through GraphQL.'),
      contentText: 'Posted through GraphQL.',
      score: 0,
      commentCount: 0,
      viewerVote: null,
      viewerHasSaved: false,
      viewerCanEdit: true,
      viewerCanDelete: true,
      viewerCanPin: false,
      author: { userId: author.id, username: author.username },
      community: null,
    });
    expect(payload.post.path).toBe(`/discussion/${payload.post.urlId}/${payload.post.slug}`);
    expect(payload.post.id).toBe(gid('Post', payload.post.postId));
  });

  it('takes communityId as a global or numeric id; author.displayName falls back to the username', async () => {
    const author = await member(server, { displayName: null });
    const community = await createCommunity(server.app.db, { name: `Transit ${uniqueWord(5)}` });
    for (const communityId of [gid('Community', community.id), String(community.id)]) {
      const data = gqlData(await server.gql(CREATE_POST, { input: { title: uniqueTitle(), content: slate('Bus depot news.'), communityId } }, author.token));
      expect(data.createPost.post.community).toMatchObject({ communityId: community.id, name: community.name });
      expect(data.createPost.post.author.displayName).toBe(author.username);
    }
    const rest = await createPostApi(server, author.token);
    expect(rest.display_name).toBe(author.username);
    expect(rest.author.display_name).toBe(author.username);
    expect((await server.app.db.community.findUniqueOrThrow({ where: { id: community.id } })).postCount).toBe(2);
  });

  it('reports validation errors with code VALIDATION and the spec messages', async () => {
    const author = await member(server);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'Four', content: slate('Enough content.') }, MSG.titleShort],
      [{ title: '   ', content: slate('Enough content.') }, MSG.titleRequired],
      [{ title: uniqueTitle() }, MSG.contentRequiredCreate],
      [{ title: uniqueTitle(), content: slate('Text.'), tags: ['a', 'b', 'c', 'd'] }, MSG.tooManyTags],
      [{ title: uniqueTitle(), content: slate('Text.'), tags: ['q'] }, MSG.topicShort],
    ];
    for (const [input, message] of cases) {
      const error = gqlError(await server.gql(CREATE_POST, { input }, author.token));
      expect(error, JSON.stringify(input)).toMatchObject({ message, extensions: { code: 'VALIDATION' } });
    }
    expect(await postRowsBy(author.id)).toBe(0);
  });
});

// ───────────────────────────── Rich text ─────────────────────────────

describe('rich text content', () => {
  it('stores javascript: and data: links inert (text kept, no link in content_json, no javascript: in the HTML)', async () => {
    const author = await member(server);
    const content = [
      {
        type: 'paragraph',
        children: [
          { text: 'Click ' },
          { type: 'link', url: 'javascript:alert(document.cookie)', children: [{ text: 'here' }] },
          { text: ' or ' },
          { type: 'link', url: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', children: [{ text: 'there' }] },
          { text: ' or ' },
          { type: 'link', url: '  JaVaScRiPt:alert(1)', children: [{ text: 'again' }] },
          { text: ' or ' },
          { type: 'link', url: 'java\tscript:alert(1)', children: [{ text: 'tabbed' }] },
        ],
      },
    ];
    const post = await createPostApi(server, author.token, { content });
    const json = JSON.stringify(post.content_json);
    expect(json).not.toContain('"link"');
    expect(json.toLowerCase()).not.toContain('javascript');
    expect(json).not.toContain('data:');
    expect(post.content.toLowerCase()).not.toContain('javascript:');
    expect(post.content).not.toContain('<a');
    expect(post.content_text).toBe('Click here or there or again or tabbed');
    const stored = await server.app.db.post.findUniqueOrThrow({ where: { id: post.id } });
    expect(JSON.stringify(stored.content).toLowerCase()).not.toContain('javascript');
  });

  it('prefixes https:// to a link without a scheme and keeps http(s) links', async () => {
    const author = await member(server);
    const content = [
      {
        type: 'paragraph',
        children: [
          { text: 'See ' },
          { type: 'link', url: 'example.org/know-your-rights', children: [{ text: 'this guide' }] },
          { text: ' and ' },
          { type: 'link', url: 'http://example.net/page', children: [{ text: 'that one' }] },
        ],
      },
    ];
    const post = await createPostApi(server, author.token, { content });
    const links = (post.content_json[0].children as { type?: string; url?: string }[]).filter((n) => n.type === 'link');
    expect(links.map((l) => l.url)).toEqual(['https://example.org/know-your-rights', 'http://example.net/page']);
    expect(post.content).toContain('href="https://example.org/know-your-rights"');
    expect(post.content).toContain('href="http://example.net/page"');
  });

  it('rejects an unknown node type with 400 "Unsupported formatting in content" (REST and GraphQL)', async () => {
    const author = await member(server);
    const content = [
      { type: 'paragraph', children: [{ text: 'Look at this:' }] },
      { type: 'image', url: 'https://example.org/cat.png', children: [{ text: '' }] },
    ];
    expectError(await server.api('POST', '/posts', postBody({ content }), { token: author.token }), 400, 'VALIDATION', MSG.unsupported);
    const gql = await server.gql(CREATE_POST, { input: { title: uniqueTitle(), content } }, author.token);
    expect(gqlError(gql)).toMatchObject({ message: MSG.unsupported, extensions: { code: 'VALIDATION' } });
    expect(await postRowsBy(author.id)).toBe(0);
  });

  it('rejects a document over 40,000 characters with 400 and accepts exactly 40,000', async () => {
    const author = await member(server);
    const unit = 'Our shift ran long again. '; // 26 characters
    const text = unit.repeat(Math.ceil(40_001 / unit.length)).slice(0, 40_000).trimEnd().padEnd(40_000, 'x');
    expect(text.length).toBe(40_000);
    const over = await server.api('POST', '/posts', postBody({ content: slate(`${text}y`) }), { token: author.token });
    expectError(over, 400, 'VALIDATION', MSG.tooLong);
    const overString = await server.api('POST', '/posts', postBody({ content: `${text}yy` }), { token: author.token });
    expectError(overString, 400, 'VALIDATION', MSG.tooLong);
    expect(await postRowsBy(author.id)).toBe(0);
    const exact = await server.api('POST', '/posts', postBody({ content: slate(text) }), { token: author.token });
    expect(exact.status, exact.text.slice(0, 300)).toBe(201);
    expect(exact.body.post.content_text.length).toBe(40_000);
  });

  it('keeps the allowlisted blocks and marks and renders them as sanitized HTML', async () => {
    const author = await member(server);
    const content = [
      { type: 'heading-two', children: [{ text: 'What happened' }] },
      { type: 'paragraph', children: [{ text: 'They ' }, { text: 'cut', bold: true }, { text: ' our ' }, { text: 'breaks', italic: true }, { text: '.' }] },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'No notice' }] }, { type: 'list-item', children: [{ text: 'No pay' }] }] },
      { type: 'block-quote', children: [{ text: 'Policy says otherwise.' }] },
    ];
    const post = await createPostApi(server, author.token, { content });
    expect(post.content_json).toEqual(content);
    expect(post.content).toBe(
      '<h2>What happened</h2><p>They <strong>cut</strong> our <em>breaks</em>.</p><ul><li>No notice</li><li>No pay</li></ul><blockquote>Policy says otherwise.</blockquote>',
    );
    expect(post.content_text).toBe('What happened\n\nThey cut our breaks.\n\nNo notice\nNo pay\n\nPolicy says otherwise.');
  });

  it('escapes HTML written as text in the REST content', async () => {
    const author = await member(server);
    const raw = '<script>alert("x")</script> <b>bold</b> & <img src=x onerror=alert(1)>';
    const post = await createPostApi(server, author.token, { content: slate(raw) });
    expect(post.content).not.toContain('<script');
    expect(post.content).not.toContain('<img');
    expect(post.content).not.toContain('<b>');
    expect(post.content).toContain('&lt;script&gt;');
    expect(post.content).toContain('&amp;');
    expect(post.content_text).toBe(raw);
    expect(post.content_json).toEqual(slate(raw));
  });
});

// ───────────────────────────── Lookups and GraphQL specifics ─────────────────────────────

describe('post lookups', () => {
  it('GraphQL post(id:) finds a post by global id, numeric id and url id', async () => {
    const author = await member(server);
    const created = await createPostApi(server, author.token);
    for (const key of [gid('Post', created.id), String(created.id), created.url_id]) {
      const data = gqlData(await server.gql(POST_BY_ID, { id: key }));
      expect(data.post, key).not.toBeNull();
      expect(data.post.postId).toBe(created.id);
      expect(data.post.urlId).toBe(created.url_id);
    }
    const missing = gqlData(await server.gql(POST_BY_ID, { id: '999999999' }));
    expect(missing.post).toBeNull();
  });

  it('GET /api/posts/{id} of a missing post is 404 NOT_FOUND with the spec message', async () => {
    expectError(await server.api('GET', '/posts/999999999'), 404, 'NOT_FOUND', MSG.postNotFound);
    expectError(await server.api('GET', '/posts/NoSuchUrl'), 404, 'NOT_FOUND', MSG.postNotFound);
  });

  it('viewerCanEdit / viewerCanDelete / viewerCanPin follow the role', async () => {
    const [author, other] = await members(server, 2);
    const adminUser = await admin(server);
    const godmin = await member(server, { role: 'GODMIN' });
    const post = await createPostApi(server, author.token);
    const Q = `query($id: String!) { post(id: $id) { viewerCanEdit viewerCanDelete viewerCanPin } }`;
    const as = async (token?: string) => gqlData(await server.gql(Q, { id: String(post.id) }, token)).post;
    expect(await as(author.token)).toEqual({ viewerCanEdit: true, viewerCanDelete: true, viewerCanPin: false });
    expect(await as(other.token)).toEqual({ viewerCanEdit: false, viewerCanDelete: false, viewerCanPin: false });
    expect(await as(adminUser.token)).toEqual({ viewerCanEdit: false, viewerCanDelete: true, viewerCanPin: true });
    expect(await as(godmin.token)).toEqual({ viewerCanEdit: false, viewerCanDelete: true, viewerCanPin: true });
    expect(await as(undefined)).toEqual({ viewerCanEdit: false, viewerCanDelete: false, viewerCanPin: false });
  });

  it('node(id) returns a published post by its global id', async () => {
    const author = await member(server);
    const post = await createPostApi(server, author.token);
    const data = gqlData(await server.gql(`query($id: ID!) { node(id: $id) { __typename ... on Post { postId title } } }`, { id: gid('Post', post.id) }));
    expect(data.node).toEqual({ __typename: 'Post', postId: post.id, title: post.title });
  });
});

// ───────────────────────────── Edit ─────────────────────────────

describe('PUT /api/posts/{id}', () => {
  it('lets the author change title, content and tags (200 {post, action: allow}, edited_at set)', async () => {
    const author = await member(server);
    const post = await createPostApi(server, author.token, { tags: ['wages'] });
    const title = `Edited title ${uniqueWord(6)}`;
    const res = await server.api(
      'PUT',
      `/posts/${post.id}`,
      { title, content: slate('Edited body text.'), tags: ['Overtime', 'Break room'] },
      { token: author.token },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.action).toBe('allow');
    expect(res.body.post).toMatchObject({
      id: post.id,
      url_id: post.url_id,
      title,
      slug: slugify(title),
      content_text: 'Edited body text.',
      content_json: slate('Edited body text.'),
      tags: ['overtime', 'Break room'],
      status: 'published',
    });
    expect(res.body.post.edited_at).not.toBeNull();
    const again = await server.api('GET', `/posts/${post.url_id}`);
    expect(again.body).toMatchObject({ title, tags: ['overtime', 'Break room'], content_text: 'Edited body text.' });
  });

  it('keeps the tags when an edit sends none', async () => {
    const author = await member(server);
    const post = await createPostApi(server, author.token, { tags: ['wages', 'Night shift'] });
    const res = await server.api('PUT', `/posts/${post.id}`, { title: post.title, content: 'New body, same tags.' }, { token: author.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.post.tags).toEqual(['wages', 'Night shift']);
  });

  it('accepts edit tags entered comma separated (trimmed, empties dropped)', async () => {
    const author = await member(server);
    const post = await createPostApi(server, author.token);
    const res = await server.api(
      'PUT',
      `/posts/${post.id}`,
      { title: post.title, content: 'Same body, new tags.', tags: ' wages ,  , Night shift ,' },
      { token: author.token },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.post.tags).toEqual(['wages', 'Night shift']);
  });

  it.each([
    ['empty content', { content: '' }, MSG.contentRequiredEdit],
    ['no content', { content: null }, MSG.contentRequiredEdit],
    ['no title', { title: '' }, MSG.titleRequired],
    ['four tags', { tags: ['wages', 'pto', 'union', 'strike'] }, MSG.tooManyTags],
  ])('rejects an edit with %s (400, spec message) and keeps the post', async (_label, overrides, message) => {
    const author = await member(server);
    const post = await createPostApi(server, author.token);
    const res = await server.api('PUT', `/posts/${post.id}`, { title: post.title, content: 'Fine content.', ...overrides }, { token: author.token });
    expectError(res, 400, 'VALIDATION', message);
    const row = await server.app.db.post.findUniqueOrThrow({ where: { id: post.id } });
    expect(row.title).toBe(post.title);
    expect(row.contentText).toBe(post.content_text);
    expect(row.editedAt).toBeNull();
  });

  it('refuses another member (403 FORBIDDEN) and an admin or godmin on someone else’s post (403)', async () => {
    const [author, other] = await members(server, 2);
    const adminUser = await admin(server);
    const godmin = await member(server, { role: 'GODMIN' });
    const post = await createPostApi(server, author.token);
    const edit = { title: 'Hijacked title here', content: 'Hijacked content.' };
    expectError(await server.api('PUT', `/posts/${post.id}`, edit, { token: other.token }), 403, 'FORBIDDEN');
    expectError(await server.api('PUT', `/posts/${post.id}`, edit, { token: adminUser.token }), 403, 'FORBIDDEN');
    expectError(await server.api('PUT', `/posts/${post.id}`, edit, { token: godmin.token }), 403, 'FORBIDDEN');
    expectError(await server.api('PUT', `/posts/${post.id}`, edit), 401, 'UNAUTHENTICATED');
    const gql = await server.gql(UPDATE_POST, { input: { id: gid('Post', post.id), ...edit } }, adminUser.token);
    expect(gqlError(gql).extensions?.code).toBe('FORBIDDEN');
    const row = await server.app.db.post.findUniqueOrThrow({ where: { id: post.id } });
    expect(row.title).toBe(post.title);
  });

  it('updatePost (GraphQL) edits for the author; edit validation uses "Content is required for discussion posts"', async () => {
    const author = await member(server);
    const post = await createPostApi(server, author.token);
    const title = uniqueTitle('GraphQL edit');
    const data = gqlData(
      await server.gql(UPDATE_POST, { input: { id: gid('Post', post.id), title, content: slate('New words.'), tags: ['PTO'] } }, author.token),
    );
    expect(data.updatePost.action).toBe('ALLOW');
    expect(data.updatePost.post).toMatchObject({ title, contentText: 'New words.', tags: ['pto'] });
    expect(data.updatePost.post.editedAt).not.toBeNull();
    const bad = await server.gql(UPDATE_POST, { input: { id: gid('Post', post.id), title, content: [] } }, author.token);
    expect(gqlError(bad)).toMatchObject({ message: MSG.contentRequiredEdit, extensions: { code: 'VALIDATION' } });
  });
});

// ───────────────────────────── Delete ─────────────────────────────

describe('DELETE /api/posts/{id}', () => {
  it('lets the author delete: {success: true}; then 404 with the spec message and gone from the feed', async () => {
    const author = await member(server);
    const tag = uniqueWord(8);
    const post = await createPostApi(server, author.token, { tags: [tag] });
    expect(await allFeedIds(server, `tag=${tag}`)).toEqual([post.id]);
    expect(await postCountOf(author.id)).toBe(1);

    const res = await server.api('DELETE', `/posts/${post.id}`, undefined, { token: author.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true });

    expectError(await server.api('GET', `/posts/${post.id}`), 404, 'NOT_FOUND', MSG.postNotFound);
    expectError(await server.api('GET', `/posts/${post.url_id}`, undefined, { token: author.token }), 404, 'NOT_FOUND', MSG.postNotFound);
    expect(await allFeedIds(server, `tag=${tag}`)).toEqual([]);
    expect(await allFeedIds(server, 'sort=newest', author.token)).not.toContain(post.id);
    expect(gqlData(await server.gql(POST_BY_ID, { id: String(post.id) }, author.token)).post).toBeNull();
    expect(await postCountOf(author.id)).toBe(0);
    // A second delete, a vote or a comment on it: 404.
    expectError(await server.api('DELETE', `/posts/${post.id}`, undefined, { token: author.token }), 404, 'NOT_FOUND');
    expectError(await server.api('POST', `/posts/${post.id}/vote`, { vote: 'up' }, { token: author.token }), 404, 'NOT_FOUND');
  });

  it('lets an admin and a godmin delete someone else’s post (200)', async () => {
    const author = await member(server);
    const adminUser = await admin(server);
    const godmin = await member(server, { role: 'GODMIN' });
    for (const moderator of [adminUser, godmin]) {
      const post = await createPostApi(server, author.token);
      const res = await server.api('DELETE', `/posts/${post.id}`, undefined, { token: moderator.token });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ success: true });
      expectError(await server.api('GET', `/posts/${post.id}`), 404, 'NOT_FOUND', MSG.postNotFound);
    }
    expect(await postCountOf(author.id)).toBe(0);
  });

  it('refuses another member (403 FORBIDDEN) and a guest (401); the post stays', async () => {
    const [author, other] = await members(server, 2);
    const post = await createPostApi(server, author.token);
    expectError(await server.api('DELETE', `/posts/${post.id}`, undefined, { token: other.token }), 403, 'FORBIDDEN');
    expectError(await server.api('DELETE', `/posts/${post.id}`), 401, 'UNAUTHENTICATED');
    const gql = await server.gql(DELETE_POST, { input: { id: gid('Post', post.id) } }, other.token);
    expect(gqlError(gql).extensions?.code).toBe('FORBIDDEN');
    expect((await server.api('GET', `/posts/${post.id}`)).status).toBe(200);
  });

  it('simultaneous deletes by the author and an admin count the post off once', async () => {
    const author = await member(server);
    const adminUser = await admin(server);
    const community = await createCommunity(server.app.db, { name: `Racing ${uniqueWord(5)}` });
    const keep = await createPostApi(server, author.token, { community_id: community.id });
    const post = await createPostApi(server, author.token, { community_id: community.id });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => server.api('DELETE', `/posts/${post.id}`, undefined, { token: i % 2 ? adminUser.token : author.token })),
    );
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect([200, 404], a.text).toContain(a.status);
    expect(await postCountOf(author.id)).toBe(1);
    expect((await server.app.db.community.findUniqueOrThrow({ where: { id: community.id } })).postCount).toBe(1);
    expect((await server.api('GET', `/posts/${keep.id}`)).status).toBe(200);
  });

  it('deletePost (GraphQL) returns deletedPostId; post(id) is then null', async () => {
    const author = await member(server);
    const post = await createPostApi(server, author.token);
    const data = gqlData(await server.gql(DELETE_POST, { input: { id: gid('Post', post.id) } }, author.token));
    expect(data.deletePost.deletedPostId).toBe(gid('Post', post.id));
    expect(gqlData(await server.gql(POST_BY_ID, { id: gid('Post', post.id) })).post).toBeNull();
  });
});

// ───────────────────────────── Pin ─────────────────────────────

describe('PUT /api/posts/{id}/pin', () => {
  it('lets an admin pin: is_pinned, first in the unfiltered feed (every sort); unpin restores the order', async () => {
    const author = await member(server);
    const adminUser = await admin(server);
    // An old post that would never lead the feed on its own.
    const old = await createPost(server.app.db, { author: author.id, title: uniqueTitle('Old post'), createdAt: new Date(Date.now() - 60 * 24 * 3600_000) });
    await createPostApi(server, (await member(server)).token);

    const res = await server.api('PUT', `/posts/${old.id}/pin`, { pinned: true }, { token: adminUser.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.post).toMatchObject({ id: old.id, is_pinned: true });
    try {
      for (const sort of ['popular', 'newest', 'oldest']) {
        const feed = await server.api('GET', `/posts?sort=${sort}`);
        expect(feed.status).toBe(200);
        expect(feed.body.posts[0]?.id, sort).toBe(old.id);
        expect(feed.body.posts[0]?.is_pinned).toBe(true);
      }
      const gqlFeed = gqlData(await server.gql(`{ feed(first: 3, sort: NEWEST) { edges { node { postId isPinned } } } }`));
      expect(gqlFeed.feed.edges[0].node).toEqual({ postId: old.id, isPinned: true });
    } finally {
      const unpin = await server.api('PUT', `/posts/${old.id}/pin`, { pinned: false }, { token: adminUser.token });
      expect(unpin.body.post?.is_pinned).toBe(false);
    }
    const feed = await server.api('GET', '/posts?sort=newest');
    expect(feed.body.posts[0]?.id).not.toBe(old.id);
  });

  it('toggles when no "pinned" is sent', async () => {
    const author = await member(server);
    const adminUser = await admin(server);
    const post = await createPostApi(server, author.token);
    const on = await server.api('PUT', `/posts/${post.id}/pin`, {}, { token: adminUser.token });
    expect(on.body.post.is_pinned).toBe(true);
    const off = await server.api('PUT', `/posts/${post.id}/pin`, undefined, { token: adminUser.token });
    expect(off.status, off.text).toBe(200);
    expect(off.body.post.is_pinned).toBe(false);
  });

  it('refuses a member, even the author (403 FORBIDDEN); pinPost (GraphQL) works for admins and godmins', async () => {
    const author = await member(server);
    const adminUser = await admin(server);
    const post = await createPostApi(server, author.token);
    expectError(await server.api('PUT', `/posts/${post.id}/pin`, { pinned: true }, { token: author.token }), 403, 'FORBIDDEN');
    const denied = await server.gql(PIN_POST, { input: { id: gid('Post', post.id), pinned: true } }, author.token);
    expect(gqlError(denied).extensions?.code).toBe('FORBIDDEN');
    expect((await server.app.db.post.findUniqueOrThrow({ where: { id: post.id } })).isPinned).toBe(false);
    const ok = gqlData(await server.gql(PIN_POST, { input: { id: gid('Post', post.id), pinned: true } }, adminUser.token));
    expect(ok.pinPost.post).toEqual({ id: gid('Post', post.id), isPinned: true });
    const godmin = await member(server, { role: 'GODMIN' });
    const off = gqlData(await server.gql(PIN_POST, { input: { id: gid('Post', post.id), pinned: false } }, godmin.token));
    expect(off.pinPost.post).toEqual({ id: gid('Post', post.id), isPinned: false });
  });
});

// ───────────────────────────── Votes ─────────────────────────────

describe('POST /api/posts/{id}/vote', () => {
  const vote = (postId: number, value: unknown, token?: string) => server.api('POST', `/posts/${postId}/vote`, { vote: value }, { token });

  it('up → score 1; null clears; down → -1; up→down moves by 2; user_vote per viewer', async () => {
    const [author, voter, other] = await members(server, 3);
    const post = await createPostApi(server, author.token);

    const up = await vote(post.id, 'up', voter.token);
    expect(up.status, up.text).toBe(200);
    expect(up.body).toEqual({ score: 1, upvotes: 1, downvotes: 0, user_vote: 'up' });
    expect((await server.api('GET', `/posts/${post.id}`, undefined, { token: voter.token })).body).toMatchObject({ score: 1, user_vote: 'up' });
    expect((await server.api('GET', `/posts/${post.id}`, undefined, { token: other.token })).body).toMatchObject({ score: 1, user_vote: null });
    expect((await server.api('GET', `/posts/${post.id}`)).body.user_vote).toBeNull();

    const cleared = await vote(post.id, null, voter.token);
    expect(cleared.body).toEqual({ score: 0, upvotes: 0, downvotes: 0, user_vote: null });

    const down = await vote(post.id, 'down', voter.token);
    expect(down.body).toEqual({ score: -1, upvotes: 0, downvotes: 1, user_vote: 'down' });

    const up2 = await vote(post.id, 'up', voter.token);
    expect(up2.body).toEqual({ score: 1, upvotes: 1, downvotes: 0, user_vote: 'up' });
    const down2 = await vote(post.id, 'down', voter.token);
    expect(down2.body.score - up2.body.score).toBe(-2);
    expect(down2.body).toEqual({ score: -1, upvotes: 0, downvotes: 1, user_vote: 'down' });

    const row = await server.app.db.post.findUniqueOrThrow({ where: { id: post.id } });
    expect({ score: row.score, upvotes: row.upvotes, downvotes: row.downvotes }).toEqual({ score: -1, upvotes: 0, downvotes: 1 });
    expect(await server.app.db.postVote.count({ where: { postId: post.id } })).toBe(1);
  });

  it('the same direction again keeps the vote (the client sends null to clear)', async () => {
    const [author, voter] = await members(server, 2);
    const post = await createPostApi(server, author.token);
    await vote(post.id, 'up', voter.token);
    const again = await vote(post.id, 'up', voter.token);
    expect(again.body).toEqual({ score: 1, upvotes: 1, downvotes: 0, user_vote: 'up' });
  });

  it('refuses an unverified member (403 EMAIL_NOT_VERIFIED), a guest (401) and a bad value (400)', async () => {
    const author = await member(server);
    const unverified = await member(server, { verified: false });
    const post = await createPostApi(server, author.token);
    expectError(await vote(post.id, 'up', unverified.token), 403, 'EMAIL_NOT_VERIFIED', /verify your email/i);
    expectError(await vote(post.id, 'up'), 401, 'UNAUTHENTICATED');
    expectError(await vote(post.id, 'sideways', author.token), 400, 'VALIDATION');
    expect(await server.app.db.postVote.count({ where: { postId: post.id } })).toBe(0);
    expect((await server.app.db.post.findUniqueOrThrow({ where: { id: post.id } })).score).toBe(0);
  });

  it('20 concurrent up votes by one member leave exactly one vote row and score 1', async () => {
    const [author, voter] = await members(server, 2);
    const post = await createPostApi(server, author.token);
    const answers = await Promise.all(Array.from({ length: 20 }, () => vote(post.id, 'up', voter.token)));
    for (const a of answers) {
      expect(a.status, a.text).toBe(200);
      expect(a.body).toMatchObject({ score: 1, user_vote: 'up' });
    }
    expect(await server.app.db.postVote.count({ where: { postId: post.id } })).toBe(1);
    const row = await server.app.db.post.findUniqueOrThrow({ where: { id: post.id } });
    expect({ score: row.score, upvotes: row.upvotes, downvotes: row.downvotes }).toEqual({ score: 1, upvotes: 1, downvotes: 0 });
  });

  it('20 concurrent mixed votes by one member keep the counters equal to the stored vote', async () => {
    const [author, voter] = await members(server, 2);
    const post = await createPostApi(server, author.token);
    const values = ['up', 'down', null, 'up', 'down'];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => vote(post.id, values[i % values.length], voter.token)));
    for (const a of answers) expect(a.status, a.text).toBe(200);
    const rows = await server.app.db.postVote.findMany({ where: { postId: post.id } });
    expect(rows.length).toBeLessThanOrEqual(1);
    const row = await server.app.db.post.findUniqueOrThrow({ where: { id: post.id } });
    const up = rows.filter((r) => r.direction === 'UP').length;
    const down = rows.filter((r) => r.direction === 'DOWN').length;
    expect({ score: row.score, upvotes: row.upvotes, downvotes: row.downvotes }).toEqual({ score: up - down, upvotes: up, downvotes: down });
  });

  it('20 members voting up concurrently give score 20 and upvotes 20', async () => {
    const author = await member(server);
    const voters = await members(server, 20);
    const post = await createPostApi(server, author.token);
    const answers = await Promise.all(voters.map((v) => vote(post.id, 'up', v.token)));
    for (const a of answers) expect(a.status, a.text).toBe(200);
    const res = await server.api('GET', `/posts/${post.id}`);
    expect(res.body).toMatchObject({ score: 20, upvotes: 20, downvotes: 0 });
    expect(await server.app.db.postVote.count({ where: { postId: post.id } })).toBe(20);
  });

  it('votePost (GraphQL) returns the post with viewerVote and score; vote null clears', async () => {
    const [author, voter] = await members(server, 2);
    const post = await createPostApi(server, author.token);
    const postId = gid('Post', post.id);
    const up = gqlData(await server.gql(VOTE_POST, { input: { postId, vote: 'UP' } }, voter.token));
    expect(up.votePost.post).toEqual({ id: postId, score: 1, upvotes: 1, downvotes: 0, viewerVote: 'UP' });
    const down = gqlData(await server.gql(VOTE_POST, { input: { postId, vote: 'DOWN' } }, voter.token));
    expect(down.votePost.post).toEqual({ id: postId, score: -1, upvotes: 0, downvotes: 1, viewerVote: 'DOWN' });
    const cleared = gqlData(await server.gql(VOTE_POST, { input: { postId, vote: null } }, voter.token));
    expect(cleared.votePost.post).toEqual({ id: postId, score: 0, upvotes: 0, downvotes: 0, viewerVote: null });
    const unverified = await member(server, { verified: false });
    const denied = await server.gql(VOTE_POST, { input: { postId, vote: 'UP' } }, unverified.token);
    expect(gqlError(denied).extensions?.code).toBe('EMAIL_NOT_VERIFIED');
    expect(gqlError(denied).message).toMatch(/verify your email/i);
  });
});

// ───────────────────────────── Saves ─────────────────────────────

describe('saves', () => {
  it('save and unsave are idempotent; save_count never double counts; is_saved is per viewer', async () => {
    const [author, a, b] = await members(server, 3);
    const post = await createPostApi(server, author.token);
    const save = (token: string) => server.api('POST', `/posts/${post.id}/save`, undefined, { token });
    const unsave = (token: string) => server.api('DELETE', `/posts/${post.id}/save`, undefined, { token });

    expect((await save(a.token)).body).toEqual({ is_saved: true, save_count: 1 });
    expect((await save(a.token)).body).toEqual({ is_saved: true, save_count: 1 });
    expect((await save(b.token)).body).toEqual({ is_saved: true, save_count: 2 });
    expect((await unsave(b.token)).body).toEqual({ is_saved: false, save_count: 1 });
    expect((await unsave(b.token)).body).toEqual({ is_saved: false, save_count: 1 });

    expect((await server.api('GET', `/posts/${post.id}`, undefined, { token: a.token })).body).toMatchObject({ is_saved: true, save_count: 1 });
    expect((await server.api('GET', `/posts/${post.id}`, undefined, { token: b.token })).body).toMatchObject({ is_saved: false, save_count: 1 });
    expect((await server.api('GET', `/posts/${post.id}`)).body).toMatchObject({ is_saved: false, save_count: 1 });

    expect((await unsave(a.token)).body).toEqual({ is_saved: false, save_count: 0 });
    expect((await server.app.db.post.findUniqueOrThrow({ where: { id: post.id } })).saveCount).toBe(0);
  });

  it('10 concurrent saves by one member count once', async () => {
    const [author, saver] = await members(server, 2);
    const post = await createPostApi(server, author.token);
    const answers = await Promise.all(Array.from({ length: 10 }, () => server.api('POST', `/posts/${post.id}/save`, undefined, { token: saver.token })));
    for (const a of answers) expect(a.status, a.text).toBe(200);
    const row = await server.app.db.post.findUniqueOrThrow({ where: { id: post.id } });
    expect(row.saveCount).toBe(1);
    expect(await server.app.db.postSave.count({ where: { postId: post.id } })).toBe(1);
  });

  it('10 members saving concurrently give save_count 10', async () => {
    const author = await member(server);
    const savers = await members(server, 10);
    const post = await createPostApi(server, author.token);
    const answers = await Promise.all(savers.map((m) => server.api('POST', `/posts/${post.id}/save`, undefined, { token: m.token })));
    for (const a of answers) expect(a.status, a.text).toBe(200);
    expect((await server.api('GET', `/posts/${post.id}`)).body.save_count).toBe(10);
    expect(await server.app.db.postSave.count({ where: { postId: post.id } })).toBe(10);
  });

  it('20 simultaneous saves and unsaves by one member keep save_count equal to the saved rows', async () => {
    const [author, saver] = await members(server, 2);
    const post = await createPostApi(server, author.token);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => server.api(i % 2 ? 'DELETE' : 'POST', `/posts/${post.id}/save`, undefined, { token: saver.token })),
    );
    for (const a of answers) expect(a.status, a.text).toBe(200);
    const rows = await server.app.db.postSave.count({ where: { postId: post.id } });
    expect(rows).toBeLessThanOrEqual(1);
    expect((await server.app.db.post.findUniqueOrThrow({ where: { id: post.id } })).saveCount).toBe(rows);
  });

  it('GET /api/posts/saved lists the member’s saved posts (login required)', async () => {
    const [author, saver] = await members(server, 2);
    const p1 = await createPostApi(server, author.token);
    const p2 = await createPostApi(server, author.token);
    await createPostApi(server, author.token); // not saved
    await server.api('POST', `/posts/${p1.id}/save`, undefined, { token: saver.token });
    await server.api('POST', `/posts/${p2.id}/save`, undefined, { token: saver.token });
    const res = await server.api('GET', '/posts/saved', undefined, { token: saver.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.posts.map((p: { id: number }) => p.id).sort()).toEqual([p1.id, p2.id].sort());
    expect(res.body.posts.every((p: { is_saved: boolean }) => p.is_saved)).toBe(true);
    expect(res.body.pagination).toMatchObject({ page: 1, total: 2, total_pages: 1 });
    expectError(await server.api('GET', '/posts/saved'), 401, 'UNAUTHENTICATED');
    expectError(await server.api('POST', `/posts/${p1.id}/save`), 401, 'UNAUTHENTICATED');
    // A deleted post leaves the saved list.
    await server.api('DELETE', `/posts/${p2.id}`, undefined, { token: author.token });
    const after = await server.api('GET', '/posts/saved', undefined, { token: saver.token });
    expect(after.body.posts.map((p: { id: number }) => p.id)).toEqual([p1.id]);
  });

  it('savePost and savedPosts (GraphQL)', async () => {
    const [author, saver] = await members(server, 2);
    const post = await createPostApi(server, author.token);
    const postId = gid('Post', post.id);
    const saved = gqlData(await server.gql(SAVE_POST, { input: { postId, saved: true } }, saver.token));
    expect(saved.savePost.post).toEqual({ id: postId, saveCount: 1, viewerHasSaved: true });
    const again = gqlData(await server.gql(SAVE_POST, { input: { postId, saved: true } }, saver.token));
    expect(again.savePost.post).toEqual({ id: postId, saveCount: 1, viewerHasSaved: true });
    const list = gqlData(await server.gql(`{ savedPosts(first: 10) { edges { node { postId viewerHasSaved } } } }`, {}, saver.token));
    expect(list.savedPosts.edges.map((e: { node: unknown }) => e.node)).toEqual([{ postId: post.id, viewerHasSaved: true }]);
    const unsaved = gqlData(await server.gql(SAVE_POST, { input: { postId, saved: false } }, saver.token));
    expect(unsaved.savePost.post).toEqual({ id: postId, saveCount: 0, viewerHasSaved: false });
    const empty = gqlData(await server.gql(`{ savedPosts(first: 10) { edges { node { postId } } } }`, {}, saver.token));
    expect(empty.savedPosts.edges).toEqual([]);
    expect(gqlError(await server.gql(`{ savedPosts(first: 10) { edges { node { postId } } } }`)).extensions?.code).toBe('UNAUTHENTICATED');
  });
});
