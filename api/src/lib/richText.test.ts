import { describe, expect, it } from 'vitest';
import { DomainError } from './errors.ts';
import {
  MARKDOWN_MAX_NESTING,
  RICH_TEXT_MAX_NODES,
  excerpt,
  htmlToRichText,
  markdownToRichText,
  normalizeLinkUrl,
  parseRichText,
  plainTextToRichText,
  sniffContentFormat,
  stringToRichText,
  richTextLinks,
  richTextToHtml,
  richTextToPlainText,
  type RichText,
} from './richText.ts';

const limits = { maxChars: 10_000 };
const parse = (input: unknown, maxChars = limits.maxChars) => parseRichText(input, { maxChars });
const p = (...children: unknown[]) => ({ type: 'paragraph', children });
const link = (url: string, text: string) => ({ type: 'link', url, children: [{ text }] });

function rejection(input: unknown, maxChars = limits.maxChars): DomainError {
  try {
    parse(input, maxChars);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected parseRichText to throw');
}

const fullDoc: RichText = [
  { type: 'heading-two', children: [{ text: 'Night shift report' }] },
  {
    type: 'paragraph',
    children: [
      { text: 'We met at ' },
      { text: 'the depot', bold: true },
      { text: ' and ' },
      { text: 'everyone', italic: true, underline: true },
      { text: ' signed. See ' },
      { type: 'link', url: 'https://example.org/petition', children: [{ text: 'the petition' }] },
      { text: ' or write to ' },
      { type: 'link', url: 'mailto:steward@example.org', children: [{ text: 'the steward', bold: true }] },
      { text: '.' },
    ],
  },
  { type: 'heading-three', children: [{ text: 'Demands' }] },
  {
    type: 'numbered-list',
    children: [
      { type: 'list-item', children: [{ text: 'Fair ' }, { text: 'scheduling', code: true }] },
      { type: 'list-item', children: [{ text: 'Old pay', strikethrough: true }, { text: ' restored' }] },
    ],
  },
  { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'Heat breaks' }] }] },
  { type: 'block-quote', children: [{ text: 'An injury to one is an injury to all.' }] },
];

describe('parseRichText: valid documents', () => {
  it('round-trips a document that uses every allowed node and mark', () => {
    const { doc, text } = parse(fullDoc);
    expect(doc).toEqual(fullDoc);
    expect(text).toBe(
      [
        'Night shift report',
        'We met at the depot and everyone signed. See the petition or write to the steward.',
        'Demands',
        'Fair scheduling\nOld pay restored',
        'Heat breaks',
        'An injury to one is an injury to all.',
      ].join('\n\n'),
    );
  });

  it('round-trips Slate-normalised links (empty leaves around and between links)', () => {
    const input = [p({ text: '' }, link('https://a.example', 'a'), { text: '' }, link('https://b.example', 'b'), { text: '' })];
    expect(parse(input).doc).toEqual(input);
  });

  it('returns a clean copy: unknown keys dropped, marks only when true', () => {
    const input = [
      {
        type: 'paragraph',
        id: 'abc',
        align: 'center',
        children: [{ text: 'Hi', bold: true, italic: false, underline: 'yes', color: 'red' }],
      },
    ];
    const { doc } = parse(input);
    expect(doc).toEqual([{ type: 'paragraph', children: [{ text: 'Hi', bold: true }] }]);
    expect(input[0]).toHaveProperty('id', 'abc'); // input untouched
  });

  it('merges adjacent leaves with identical marks and drops empty leaves', () => {
    const { doc } = parse([
      p({ text: 'a', bold: true }, { text: '' }, { text: 'b', bold: true }, { text: 'c' }, { text: 'd', bold: false }),
    ]);
    expect(doc).toEqual([p({ text: 'ab', bold: true }, { text: 'cd' })]);
  });

  it('keeps one empty leaf in an empty block', () => {
    const { doc } = parse([p({ text: 'x' }), p(), p({ text: 'y' })]);
    expect(doc[1]).toEqual(p({ text: '' }));
  });

  it('drops empty trailing paragraphs', () => {
    const { doc, text } = parse([p({ text: 'Hello' }), p({ text: '' }), p({ text: '   ' }), p()]);
    expect(doc).toEqual([p({ text: 'Hello' })]);
    expect(text).toBe('Hello');
  });

  it('treats whitespace-only and empty documents as empty', () => {
    expect(parse([])).toEqual({ doc: [], text: '' });
    expect(parse([p({ text: '  \n ' })])).toEqual({ doc: [], text: '' });
    expect(parse([{ type: 'heading-two', children: [{ text: ' ' }] }, p({ text: '\t' })])).toEqual({ doc: [], text: '' });
  });

  it('removes control characters and unifies line endings', () => {
    expect(parse([p({ text: 'a\u0000b\r\nc\u0007' })]).doc).toEqual([p({ text: 'ab\nc' })]);
  });

  it('drops links without text and lists without items', () => {
    const { doc } = parse([p({ text: 'x' }, link('https://example.org', '')), { type: 'bulleted-list', children: [] }]);
    expect(doc).toEqual([p({ text: 'x' })]);
  });
});

describe('parseRichText: rejections', () => {
  it.each([
    ['a heading-one', [{ type: 'heading-one', children: [{ text: 'x' }] }]],
    ['an image', [p({ text: 'x' }), { type: 'image', url: 'https://x/y.png', children: [{ text: '' }] }]],
    ['an unknown inline', [p({ type: 'mention', user: 'x', children: [{ text: '@x' }] })]],
    ['an unknown node inside a link', [p({ type: 'link', url: 'https://x.org', children: [{ type: 'emoji', children: [{ text: '' }] }] })]],
  ])('unknown node type (%s) → Unsupported formatting in content', (_name, input) => {
    const error = rejection(input);
    expect(error.code).toBe('VALIDATION');
    expect(error.status).toBe(400);
    expect(error.message).toBe('Unsupported formatting in content');
  });

  it.each([
    ['a string', 'hello'],
    ['null', null],
    ['an object', { type: 'paragraph', children: [] }],
    ['a text leaf at the top', [{ text: 'x' }]],
    ['a link at the top', [link('https://x.org', 'x')]],
    ['a list-item outside a list', [{ type: 'list-item', children: [{ text: 'x' }] }]],
    ['a paragraph inside a list', [{ type: 'bulleted-list', children: [p({ text: 'x' })] }]],
    ['a block inside a paragraph', [p(p({ text: 'x' }))]],
    ['a list inside a list item', [{ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ type: 'bulleted-list', children: [] }] }] }]],
    ['a link inside a link', [p({ type: 'link', url: 'https://a.org', children: [link('https://b.org', 'b')] })]],
    ['missing children', [{ type: 'paragraph' }]],
    ['children not an array', [{ type: 'paragraph', children: 'x' }]],
    ['a non-string type', [{ type: 7, children: [] }]],
    ['a non-string text', [p({ text: 5 })]],
    ['a leaf with children', [p({ text: 'x', children: [] })]],
    ['an element with text', [{ type: 'paragraph', text: 'x', children: [] }]],
    ['a link without url', [p({ type: 'link', children: [{ text: 'x' }] })]],
    ['a number in children', [p(3)]],
  ])('malformed structure (%s) → Content is not valid rich text', (_name, input) => {
    const error = rejection(input);
    expect(error.code).toBe('VALIDATION');
    expect(error.message).toBe('Content is not valid rich text');
  });

  it('rejects more than maxChars characters of text', () => {
    expect(parse([p({ text: 'a'.repeat(10) })], 10).text).toBe('a'.repeat(10));
    expect(rejection([p({ text: 'a'.repeat(6) }), p({ text: 'b'.repeat(5) })], 10).message).toBe(
      'Content is too long (maximum 10 characters)',
    );
    // Counted in characters, not UTF-16 units.
    expect(parse([p({ text: '✊🏽'.repeat(5) })], 10).text).toBe('✊🏽'.repeat(5));
  });

  it('rejects more than 2,000 nodes', () => {
    const many = (n: number) => Array.from({ length: n }, () => p({ text: 'x' }));
    expect(parse(many(RICH_TEXT_MAX_NODES / 2)).doc).toHaveLength(RICH_TEXT_MAX_NODES / 2);
    expect(rejection(many(RICH_TEXT_MAX_NODES / 2 + 1)).message).toBe('Content is too complex');
    expect(rejection([p(...Array.from({ length: 5000 }, () => ({ text: 'x' })))]).message).toBe('Content is too complex');
  });

  it('rejects nesting deeper than 6 before looking at node types', () => {
    let node: unknown = { text: 'deep' };
    for (let i = 0; i < 50; i += 1) node = { type: 'bulleted-list', children: [{ type: 'list-item', children: [node] }] };
    expect(rejection([node]).message).toBe('Content is too complex');
    let six: unknown = { text: 'x' };
    for (let i = 0; i < 5; i += 1) six = { type: 'whatever', children: [six] };
    expect(rejection([six]).message).toBe('Unsupported formatting in content'); // 6 levels: depth is fine
    expect(rejection([{ type: 'whatever', children: [six] }]).message).toBe('Content is too complex');
    let tenThousand: unknown = { text: 'x' };
    for (let i = 0; i < 10_000; i += 1) tenThousand = { type: 'paragraph', children: [tenThousand] };
    expect(rejection([tenThousand]).message).toBe('Content is too complex'); // counted with a stack, no recursion
  });
});

describe('links', () => {
  it.each([
    ['https://example.org/a?b=1#c', 'https://example.org/a?b=1#c'],
    ['http://example.org', 'http://example.org'],
    ['  https://example.org  ', 'https://example.org'],
    ['HTTPS://Example.org/Path', 'https://Example.org/Path'],
    ['mailto:steward@example.org', 'mailto:steward@example.org'],
    ['www.example.org', 'https://www.example.org'],
    ['example.org/union', 'https://example.org/union'],
    ['example.org:8080/x', 'https://example.org:8080/x'],
    ['//example.org/x', 'https://example.org/x'],
    ['steward@example.org', 'mailto:steward@example.org'],
    ['https://example.org/a b', 'https://example.org/a%20b'],
  ])('keeps or completes %j as %j', (raw, expected) => {
    expect(normalizeLinkUrl(raw)).toBe(expected);
    expect(parse([p(link(raw, 'x'))]).doc).toEqual([p({ text: '' }, link(expected, 'x'), { text: '' })]);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    '\u0001\u0002javascript:alert(1)',
    '\u200bjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\u0000script:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.org',
    'tel:+15555550100',
    'blob:https://example.org/1',
    '/relative/path',
    '\\\\evil.example',
    '#top',
    '',
    '   ',
    'https://',
    'mailto:',
    'https://exa mple.org',
    `https://example.org/${'a'.repeat(2100)}`,
  ])('makes %j inert: the text stays, the link goes', (raw) => {
    expect(normalizeLinkUrl(raw)).toBeNull();
    const { doc, text } = parse([p({ text: 'Click ' }, link(raw, 'here'), { text: ' now' })]);
    expect(doc).toEqual([p({ text: 'Click here now' })]);
    expect(text).toBe('Click here now');
  });

  it('keeps the marks of an inert link’s text', () => {
    const { doc } = parse([p({ text: 'a ' }, { type: 'link', url: 'javascript:x', children: [{ text: 'b', bold: true }] })]);
    expect(doc).toEqual([p({ text: 'a ' }, { text: 'b', bold: true })]);
  });

  it('lists the links of a document', () => {
    expect(richTextLinks(parse(fullDoc).doc)).toEqual(['https://example.org/petition', 'mailto:steward@example.org']);
  });
});

describe('richTextToHtml', () => {
  it('renders every node and mark', () => {
    expect(richTextToHtml(parse(fullDoc).doc)).toBe(
      '<h2>Night shift report</h2>' +
        '<p>We met at <strong>the depot</strong> and <em><u>everyone</u></em> signed. See ' +
        '<a href="https://example.org/petition" rel="nofollow noopener noreferrer" target="_blank">the petition</a>' +
        ' or write to <a href="mailto:steward@example.org" rel="nofollow noopener noreferrer" target="_blank"><strong>the steward</strong></a>.</p>' +
        '<h3>Demands</h3>' +
        '<ol><li>Fair <code>scheduling</code></li><li><s>Old pay</s> restored</li></ol>' +
        '<ul><li>Heat breaks</li></ul>' +
        '<blockquote>An injury to one is an injury to all.</blockquote>',
    );
  });

  it('escapes text, so markup in text stays text', () => {
    const html = richTextToHtml(parse([p({ text: '<script>alert("x")</script> & <img src=x onerror=alert(1)>' })]).doc);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert("x")&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;');
  });

  it('never emits javascript: links, even for a document that skipped validation', () => {
    const parsed = richTextToHtml(parse([p(link('javascript:alert(1)', 'x'))]).doc);
    expect(parsed).toBe('<p>x</p>');
    const forged = [p({ text: '' }, link('javascript:alert(1)', 'x'), { text: '"><script>x</script>' })] as unknown as RichText;
    const html = richTextToHtml(forged);
    expect(html.toLowerCase()).not.toContain('javascript:');
    expect(html).not.toContain('<script');
    expect(html).toContain('<a rel="nofollow noopener noreferrer" target="_blank">x</a>');
  });

  it('escapes quotes in urls', () => {
    const html = richTextToHtml(parse([p(link('https://example.org/?q="><b>', 'x'))]).doc);
    expect(html).not.toContain('<b>');
    expect(html).toContain('href="https://example.org/?q=&quot;&gt;&lt;b&gt;"');
  });

  it('renders an empty document as an empty string', () => {
    expect(richTextToHtml([])).toBe('');
  });
});

describe('plain text', () => {
  it('projects blocks with blank lines and list items with newlines', () => {
    const doc = parse([
      p({ text: ' First ' }),
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'one' }] }, { type: 'list-item', children: [{ text: ' ' }] }, { type: 'list-item', children: [{ text: 'two' }] }] },
      p({ text: '' }),
      p({ text: 'Go to ' }, link('example.org', 'our site'), { text: '!' }),
    ]).doc;
    expect(richTextToPlainText(doc)).toBe('First\n\none\ntwo\n\nGo to our site!');
  });

  it('turns plain text into paragraphs split on blank lines', () => {
    expect(plainTextToRichText('First line\nsecond line\n\n\n  Next paragraph \r\n\r\nLast')).toEqual([
      p({ text: 'First line\nsecond line' }),
      p({ text: 'Next paragraph' }),
      p({ text: 'Last' }),
    ]);
    expect(plainTextToRichText('   \n\n ')).toEqual([]);
    const { doc, text } = parse(plainTextToRichText('a\n\nb'));
    expect(doc).toHaveLength(2);
    expect(text).toBe('a\n\nb');
  });

  it('cuts excerpts at a word boundary', () => {
    expect(excerpt('Short text', 20)).toBe('Short text');
    expect(excerpt('  spaced\n\nout   text ', 20)).toBe('spaced out text');
    expect(excerpt('The quick brown fox jumps over the lazy dog', 20)).toBe('The quick brown fox…');
    expect(excerpt('The quick brown fox, jumps over', 21)).toBe('The quick brown fox…');
    expect(excerpt('Supercalifragilisticexpialidocious', 10)).toBe('Supercali…');
    const cut = excerpt('word '.repeat(100), 150);
    expect(cut.length).toBeLessThanOrEqual(150);
    expect(cut.endsWith('word…')).toBe(true);
  });
});

// ───────────────────────────── HTML and markdown in ─────────────────────────────

/** What a REST client's HTML or markdown is stored as: converted, then checked like any Slate document. */
const fromHtml = (html: string) => parse(htmlToRichText(html));
const fromMarkdown = (source: string) => parse(markdownToRichText(source));
const h = (type: string, ...children: unknown[]) => ({ type, children });
const items = (type: string, ...texts: string[]) => ({ type, children: texts.map((text) => h('list-item', { text })) });

function thrown(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected a DomainError');
}

describe('htmlToRichText', () => {
  it('keeps allowed blocks and marks: the tags are formatting, not text', () => {
    const { doc, text } = fromHtml('<p>Hello <b>all</b></p>');
    expect(doc).toEqual([p({ text: 'Hello ' }, { text: 'all', bold: true })]);
    expect(text).toBe('Hello all');
    expect(fromHtml('<p><strong>b</strong> <em>i</em> <i>i</i> <u>u</u> <s>s</s> <del>d</del> <code>c</code> <strong><em>bi</em></strong></p>').doc).toEqual([
      p(
        { text: 'b', bold: true },
        { text: ' ' },
        { text: 'i', italic: true },
        { text: ' ' },
        { text: 'i', italic: true },
        { text: ' ' },
        { text: 'u', underline: true },
        { text: ' ' },
        { text: 's', strikethrough: true },
        { text: ' ' },
        { text: 'd', strikethrough: true },
        { text: ' ' },
        { text: 'c', code: true },
        { text: ' ' },
        { text: 'bi', bold: true, italic: true },
      ),
    ]);
  });

  it('maps headings to the two allowed levels, quotes to block quotes and lists to lists', () => {
    expect(fromHtml('<h1>One</h1><h2>Two</h2><h3>Three</h3><h6>Six</h6><blockquote><p>q1</p><p>q2</p></blockquote>').doc).toEqual([
      h('heading-two', { text: 'One' }),
      h('heading-two', { text: 'Two' }),
      h('heading-three', { text: 'Three' }),
      h('heading-three', { text: 'Six' }),
      h('block-quote', { text: 'q1' }),
      h('block-quote', { text: 'q2' }),
    ]);
    expect(fromHtml('<ul><li>a</li><li>b<ul><li>nested</li></ul></li></ul><ol><li><p>first</p><p>more</p></li><li>second</li></ol>').doc).toEqual([
      items('bulleted-list', 'a', 'b', 'nested'),
      items('numbered-list', 'first\nmore', 'second'),
    ]);
  });

  it('keeps the text of unknown elements, and text outside any block as a paragraph', () => {
    expect(fromHtml('Loose <span style="color:red">text</span> <font face="x">here</font><my-widget>!</my-widget><div><section>Inside</section></div>').doc).toEqual([
      p({ text: 'Loose text here!' }),
      p({ text: 'Inside' }),
    ]);
    expect(fromHtml('<table><tr><th>Shift</th><th>Hours</th></tr><tr><td>Night</td><td>12</td></tr></table>').text).toBe('Shift Hours\n\nNight 12');
  });

  it('collapses whitespace as a browser shows it, keeps <br> and <pre> line breaks, decodes entities', () => {
    expect(fromHtml('<p>\n   Many   spaces\n and\tlines  </p>\n\n<p>a<br>  b<br/></p>').doc).toEqual([p({ text: 'Many spaces and lines' }), p({ text: 'a\nb' })]);
    expect(fromHtml('<pre>\n  indented\n    more\n</pre>').doc).toEqual([p({ text: '  indented\n    more', code: true })]);
    expect(fromHtml('<p>Fish &amp; chips &lt;b&gt; &quot;q&quot; &#169; &eacute; &nbsp;</p>').text).toBe('Fish & chips <b> "q" © é');
    expect(fromHtml('   ').doc).toEqual([]);
  });

  it('drops script, style, iframe and other active content with everything inside', () => {
    const { doc, text } = fromHtml(
      '<p>Before</p><script>alert("x")</script><style>p { color: red }</style><iframe src="https://evil.example">frame text</iframe>' +
        '<noscript>no script</noscript><template><p>tpl</p></template><svg><text>svg text</text><script>alert(2)</script></svg>' +
        '<object data="x">obj</object><textarea>typed</textarea><select><option>opt</option></select><!-- comment --><p>After</p>',
    );
    expect(doc).toEqual([p({ text: 'Before' }), p({ text: 'After' })]);
    expect(text).toBe('Before\n\nAfter');
  });

  it('ignores attributes: event handlers and styles never reach the document', () => {
    const { doc } = fromHtml('<p onclick="alert(1)" style="x"><b onmouseover="alert(2)">Bold</b><img src=x onerror="alert(3)"></p>');
    expect(doc).toEqual([p({ text: 'Bold', bold: true })]);
    expect(JSON.stringify(doc)).not.toMatch(/alert|onerror|onclick/);
  });

  it('keeps http, https and mailto links; javascript:, data: and vbscript: links lose the link and keep the text', () => {
    expect(fromHtml('<p>See <a href="https://example.org/a?b=1&amp;c=2" onclick="x()">the <b>site</b></a> or <a href="mailto:s@example.org">mail</a></p>').doc).toEqual([
      p(
        { text: 'See ' },
        { type: 'link', url: 'https://example.org/a?b=1&c=2', children: [{ text: 'the ' }, { text: 'site', bold: true }] },
        { text: ' or ' },
        { type: 'link', url: 'mailto:s@example.org', children: [{ text: 'mail' }] },
        { text: '' },
      ),
    ]);
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java&#x09;script:alert(1)', '&#106;avascript:alert(1)', ' javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:msgbox(1)', '/relative']) {
      const { doc, text } = fromHtml(`<p>Click <a href="${href}">here</a> now</p>`);
      expect(doc, href).toEqual([p({ text: 'Click here now' })]);
      expect(text).toBe('Click here now');
    }
  });

  it('never returns markup: the HTML rendering and the plain text of hostile input carry no active content', () => {
    const { doc, text } = fromHtml(
      '<p>Hi<script>document.cookie</script> <a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p><iframe srcdoc="<script>alert(1)</script>"></iframe>',
    );
    expect(text).toBe('Hi x');
    expect(richTextToHtml(doc)).toBe('<p>Hi x</p>');
  });

  it('flattens 10,000 nested elements without recursion, closed or not', () => {
    const deep = `${'<div>'.repeat(10_000)}deep${'</div>'.repeat(10_000)}`;
    expect(fromHtml(deep).doc).toEqual([p({ text: 'deep' })]);
    expect(fromHtml(`${'<blockquote><b>'.repeat(10_000)}quoted`).doc).toEqual([h('block-quote', { text: 'quoted', bold: true })]);
    expect(fromHtml(`${'<ul><li>'.repeat(10_000)}item`).doc).toEqual([items('bulleted-list', 'item')]);
  });
});

describe('markdownToRichText', () => {
  it('reads headings, emphasis, code, lists, quotes and links into the allowlist', () => {
    const { doc, text } = fromMarkdown(
      '# Title\n\nHello **all** and _you_, ~~old~~ `code`\nnext line\n\n- one\n- two\n  - nested\n\n1. first\n2. second\n\n> quoted\n\n[site](https://example.org)\n\n```\nfenced\n```',
    );
    expect(doc).toEqual([
      h('heading-two', { text: 'Title' }),
      p(
        { text: 'Hello ' },
        { text: 'all', bold: true },
        { text: ' and ' },
        { text: 'you', italic: true },
        { text: ', ' },
        { text: 'old', strikethrough: true },
        { text: ' ' },
        { text: 'code', code: true },
        { text: '\nnext line' },
      ),
      items('bulleted-list', 'one', 'two', 'nested'),
      items('numbered-list', 'first', 'second'),
      h('block-quote', { text: 'quoted' }),
      p({ text: '' }, { type: 'link', url: 'https://example.org', children: [{ text: 'site' }] }, { text: '' }),
      p({ text: 'fenced', code: true }),
    ]);
    expect(text).not.toMatch(/[*_#>`~]/);
  });

  it('reads plain text as paragraphs, as the plain-text reader does', () => {
    const plain = 'First line\nsecond line\n\nNext paragraph & more';
    expect(fromMarkdown(plain).doc).toEqual(parse(plainTextToRichText(plain)).doc);
  });

  it('sends inline HTML through the HTML reader: allowed tags kept, scripts dropped, unsafe links made text', () => {
    const { doc, text } = fromMarkdown('Some <b>bold</b> <script>alert(1)</script>text and [a link](javascript:alert(1)) and <a href="data:text/html,x">another</a>');
    expect(doc).toEqual([p({ text: 'Some ' }, { text: 'bold', bold: true }, { text: ' text and a link and another' })]);
    expect(text).toBe('Some bold text and a link and another');
  });

  it('refuses nesting markdown-it would cut off, and reads 10,000 nested quotes or lists quickly as too complex', () => {
    expect(fromMarkdown('> > > > > five deep').doc).toEqual([h('block-quote', { text: 'five deep' })]);
    expect(thrown(() => markdownToRichText(`${'>'.repeat(MARKDOWN_MAX_NESTING)} x`)).message).toBe('Content is too complex');
    expect(thrown(() => markdownToRichText(`${'> '.repeat(10_000)}deep`)).message).toBe('Content is too complex');
    const list = Array.from({ length: 10_000 }, (_, i) => `${'  '.repeat(Math.min(i, 200))}- item`).join('\n');
    expect(thrown(() => markdownToRichText(list)).message).toBe('Content is too complex');
    expect(fromMarkdown(`${'*'.repeat(10_000)}x${'*'.repeat(10_000)}`).text).toBe('x');
  });
});

describe('string content formats', () => {
  it('sniffs HTML by a known element tag, else markdown', () => {
    for (const html of ['<p>x</p>', 'Hello <b>all</b>', 'line<br/>next', 'a <a href="https://x.org">b</a>', '<script>x</script>', '<DIV class="x">y</DIV>']) {
      expect(sniffContentFormat(html), html).toBe('html');
    }
    for (const md of ['**bold**', 'a < b > c', 'use <T> here', 'I <3 my union', 'plain words', '<https://example.org>']) {
      expect(sniffContentFormat(md), md).toBe('markdown');
    }
  });

  it('reads a string as the format says; text keeps tags and markdown syntax as written', () => {
    expect(parse(stringToRichText('<b>x</b> *y*', 'text')).doc).toEqual([p({ text: '<b>x</b> *y*' })]);
    expect(parse(stringToRichText('<b>x</b> *y*', 'html')).doc).toEqual([p({ text: 'x', bold: true }, { text: ' *y*' })]);
    expect(parse(stringToRichText('<b>x</b> *y*', 'markdown')).doc).toEqual([p({ text: 'x', bold: true }, { text: ' ' }, { text: 'y', italic: true })]);
  });
});
