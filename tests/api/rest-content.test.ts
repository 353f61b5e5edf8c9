// Content sent as HTML, markdown or plain text over REST (docs/rest-content.md, "Content formats";
// spec §3: post content is 'HTML or markdown'): stored as the Slate allowlist, so every field reads
// as the author meant and none returns markup that was not allowed; and documents nested 10,000
// deep answer the same 400 on both transports instead of a stack overflow.
import { describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/server.ts';
import { createCommentApi, createPostApi, expectError, gid, gqlData, gqlError, member, postBody, slate, uniqueTitle } from './helpers/content.ts';
import { createPost } from '../fixtures/factories.ts';
import type { GraphQLResponse } from '../fixtures/http.ts';

const server = useTestServer();

const MSG = {
  tooComplex: 'Content is too complex',
  contentFormat: "content_format must be 'html', 'markdown' or 'text'",
} as const;

const POST_CONTENT = `query($id: String!) { post(id: $id) { id content contentText excerpt } }`;
const CREATE_POST = `mutation($input: CreatePostInput!) { createPost(input: $input) { action post { id } } }`;
const UPDATE_POST = `mutation($input: UpdatePostInput!) { updatePost(input: $input) { action post { id } } }`;
const CREATE_COMMENT = `mutation($input: CreateCommentInput!) { createComment(input: $input) { action comment { id } } }`;

/** A Slate document nested `depth` levels deep, as JSON text (JSON.stringify itself overflows at this depth). */
const deepSlateJson = (depth: number) => `[${'{"type":"paragraph","children":['.repeat(depth)}{"text":"deep"}${']}'.repeat(depth)}]`;

/** A request whose body is JSON text built by hand. */
const rawJson = (method: 'POST' | 'PUT', path: string, body: string, token: string) =>
  server.raw(method, path, { body, headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` } });
async function gqlRaw(query: string, input: string, token: string): Promise<GraphQLResponse> {
  const res = await rawJson('POST', '/graphql', `{"query":${JSON.stringify(query)},"variables":{"input":${input}}}`, token);
  return { ...res, data: res.body?.data, errors: res.body?.errors };
}

/** No tag, and no trace of the hostile parts, in the fields a third-party client shows. */
function expectNoMarkup(post: Record<string, any>) {
  for (const field of ['content_text', 'excerpt'] as const) {
    expect(post[field], field).not.toMatch(/[<>]/);
    expect(post[field], field).not.toMatch(/alert|javascript:|cookie/);
  }
  expect(post.content).not.toMatch(/<script|<iframe|javascript:|onerror|onclick|alert/i);
}

describe('POST /api/posts with HTML content', () => {
  it('stores the formatting, not the tags: content, content_json, content_text and excerpt', async () => {
    const author = await member(server);
    const post = await createPostApi(server, author.token, { content: '<p>Hello <b>all</b></p>' });
    expect(post.content_json).toEqual([{ type: 'paragraph', children: [{ text: 'Hello ' }, { text: 'all', bold: true }] }]);
    expect(post.content).toBe('<p>Hello <strong>all</strong></p>');
    expect(post.content_text).toBe('Hello all');
    expect(post.excerpt).toBe('Hello all');
  });

  it('drops scripts, frames and handlers with their content and keeps the text of unsafe links', async () => {
    const author = await member(server);
    const post = await createPostApi(server, author.token, {
      content:
        '<h1>Shift change</h1><p onclick="alert(1)">Read <a href="javascript:alert(document.cookie)">this</a> and ' +
        '<a href="https://example.org/notes">the notes</a>.</p><script>alert("x")</script>' +
        '<iframe src="https://evil.example">frame</iframe><img src=x onerror=alert(1)><ul><li>One</li><li><i>Two</i></li></ul>',
    });
    expect(post.content_json).toEqual([
      { type: 'heading-two', children: [{ text: 'Shift change' }] },
      {
        type: 'paragraph',
        children: [
          { text: 'Read this and ' },
          { type: 'link', url: 'https://example.org/notes', children: [{ text: 'the notes' }] },
          { text: '.' },
        ],
      },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'One' }] }, { type: 'list-item', children: [{ text: 'Two', italic: true }] }] },
    ]);
    expect(post.content_text).toBe('Shift change\n\nRead this and the notes.\n\nOne\nTwo');
    expectNoMarkup(post);
  });

  it('shows the same Slate document over GraphQL', async () => {
    const author = await member(server);
    const post = await createPostApi(server, author.token, { content: '<p>Night <em>shift</em> &amp; <u>days</u></p>' });
    const read = gqlData(await server.gql(POST_CONTENT, { id: post.url_id })).post;
    expect(read).toMatchObject({
      id: gid('Post', post.id),
      content: [{ type: 'paragraph', children: [{ text: 'Night ' }, { text: 'shift', italic: true }, { text: ' & ' }, { text: 'days', underline: true }] }],
      contentText: 'Night shift & days',
      excerpt: 'Night shift & days',
    });
  });

  it('flattens 10,000 nested elements into one paragraph', async () => {
    const author = await member(server);
    const post = await createPostApi(server, author.token, { content: `${'<div>'.repeat(10_000)}Deep words${'</div>'.repeat(10_000)}` });
    expect(post.content_json).toEqual(slate('Deep words'));
  });

  it('PUT /api/posts/{id} reads HTML the same way', async () => {
    const author = await member(server);
    const post = await createPostApi(server, author.token);
    const res = await server.api('PUT', `/posts/${post.id}`, { title: post.title, content: '<p>Edited <s>old</s> new</p><style>p{}</style>' }, { token: author.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.post.content_json).toEqual([{ type: 'paragraph', children: [{ text: 'Edited ' }, { text: 'old', strikethrough: true }, { text: ' new' }] }]);
    expect(res.body.post.content_text).toBe('Edited old new');
  });
});

describe('POST /api/posts with markdown content', () => {
  it('stores the markdown formatting as Slate, with plain content_text and excerpt', async () => {
    const author = await member(server);
    const post = await createPostApi(server, author.token, {
      content: '## Demands\n\nWe want **fair** schedules, see [the list](https://example.org/list).\n\n- Breaks\n- Heat\n\n> An injury to one\n\n[bad](javascript:alert(1))',
    });
    expect(post.content_json).toEqual([
      { type: 'heading-two', children: [{ text: 'Demands' }] },
      {
        type: 'paragraph',
        children: [
          { text: 'We want ' },
          { text: 'fair', bold: true },
          { text: ' schedules, see ' },
          { type: 'link', url: 'https://example.org/list', children: [{ text: 'the list' }] },
          { text: '.' },
        ],
      },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'Breaks' }] }, { type: 'list-item', children: [{ text: 'Heat' }] }] },
      { type: 'block-quote', children: [{ text: 'An injury to one' }] },
      { type: 'paragraph', children: [{ text: 'bad' }] },
    ]);
    expect(post.content_text).toBe('Demands\n\nWe want fair schedules, see the list.\n\nBreaks\nHeat\n\nAn injury to one\n\nbad');
    expect(post.content_text).not.toMatch(/[*#>[\]]/);
    expectNoMarkup(post);
  });

  it('answers 10,000 nested quotes with 400 too complex', async () => {
    const author = await member(server);
    expectError(await server.api('POST', '/posts', postBody({ content: `${'>'.repeat(10_000)} deep` }), { token: author.token }), 400, 'VALIDATION', MSG.tooComplex);
    expectError(
      await server.api('POST', '/posts', postBody({ content: `${'> '.repeat(10_000)}deep`, content_format: 'markdown' }), { token: author.token }),
      400,
      'VALIDATION',
      MSG.tooComplex,
    );
  });
});

describe('content_format', () => {
  it("'text' keeps tags and markdown as written; 'html' and 'markdown' force the reading", async () => {
    const author = await member(server);
    const text = await createPostApi(server, author.token, { content: 'Use <b> for **bold**', content_format: 'text' });
    expect(text.content_json).toEqual(slate('Use <b> for **bold**'));
    expect(text.content).toBe('<p>Use &lt;b&gt; for **bold**</p>');
    const md = await createPostApi(server, author.token, { content: '**bold** and <u>under</u>', content_format: 'markdown' });
    expect(md.content_json).toEqual([{ type: 'paragraph', children: [{ text: 'bold', bold: true }, { text: ' and ' }, { text: 'under', underline: true }] }]);
    const html = await createPostApi(server, author.token, { content: 'a &lt; b, **not bold**', content_format: 'html' });
    expect(html.content_json).toEqual(slate('a < b, **not bold**'));
  });

  it('refuses an unknown format with 400 and stores nothing', async () => {
    const author = await member(server);
    for (const format of ['rtf', 5, true]) {
      expectError(await server.api('POST', '/posts', postBody({ content: 'Words', content_format: format }), { token: author.token }), 400, 'VALIDATION', MSG.contentFormat);
    }
    expect(await server.app.db.post.count({ where: { authorId: author.id } })).toBe(0);
  });
});

describe('comments over REST', () => {
  it('POST and PUT /api/comments read HTML and markdown like posts', async () => {
    const author = await member(server);
    const post = await createPost(server.app.db, { author: author.id, title: uniqueTitle('Comment formats') });
    const commenter = await member(server);
    const html = await createCommentApi(server, commenter.token, post.id, '<p>Same <b>here</b></p><script>alert(1)</script>');
    expect(html.content_json).toEqual([{ type: 'paragraph', children: [{ text: 'Same ' }, { text: 'here', bold: true }] }]);
    expect(html.content_text).toBe('Same here');
    expect(html.content).toBe('<p>Same <strong>here</strong></p>');
    const edited = await server.api('PUT', `/comments/${html.id}`, { content: '_Edited_ [link](javascript:alert(1)) <script>alert(2)</script>', content_format: 'markdown' }, { token: commenter.token });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.comment.content_json).toEqual([{ type: 'paragraph', children: [{ text: 'Edited', italic: true }, { text: ' link' }] }]);
    expect(edited.body.comment.content_text).toBe('Edited link');
  });
});

describe('documents nested 10,000 deep', () => {
  it('GraphQL createPost, updatePost and createComment answer the validation error REST gives, not INTERNAL', async () => {
    const author = await member(server);
    const rest = await rawJson('POST', '/api/posts', `{"title":${JSON.stringify(uniqueTitle())},"content":${deepSlateJson(10_000)}}`, author.token);
    expectError(rest, 400, 'VALIDATION', MSG.tooComplex);

    const created = gqlError(await gqlRaw(CREATE_POST, `{"title":${JSON.stringify(uniqueTitle())},"content":${deepSlateJson(10_000)}}`, author.token));
    expect(created).toMatchObject({ message: MSG.tooComplex, extensions: { code: 'VALIDATION', status: 400 } });

    const post = await createPostApi(server, author.token);
    const updated = gqlError(await gqlRaw(UPDATE_POST, `{"id":${JSON.stringify(gid('Post', post.id))},"title":${JSON.stringify(post.title)},"content":${deepSlateJson(10_000)}}`, author.token));
    expect(updated).toMatchObject({ message: MSG.tooComplex, extensions: { code: 'VALIDATION', status: 400 } });

    const comment = gqlError(await gqlRaw(CREATE_COMMENT, `{"postId":${JSON.stringify(String(post.id))},"content":${deepSlateJson(10_000)}}`, author.token));
    expect(comment).toMatchObject({ message: MSG.tooComplex, extensions: { code: 'VALIDATION', status: 400 } });

    expect(await server.app.db.post.count({ where: { authorId: author.id } })).toBe(1);
  });
});
