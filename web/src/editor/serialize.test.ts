import { describe, expect, it } from 'vitest';
import {
  LINK_EMPTY_ERROR,
  LINK_INVALID_ERROR,
  LINK_SCHEME_ERROR,
  deserializeHtml,
  deserializeHtmlNode,
  isSafeUrl,
  linkError,
  normalizeInlines,
  normalizeUrl,
  plainTextToValue,
  sanitizeValue,
  type HtmlNodeLike,
} from './serialize';

// A tiny stand-in for DOM nodes (Node has no DOMParser): h('p', { style: '...' }, 'text', h('b', {}, 'bold')).
type Child = HtmlNodeLike | string;

function text(value: string): HtmlNodeLike {
  return { nodeType: 3, nodeName: '#text', nodeValue: value, childNodes: [] };
}

function h(tag: string, attrs: Record<string, string> = {}, ...children: Child[]): HtmlNodeLike {
  return {
    nodeType: 1,
    nodeName: tag.toUpperCase(),
    childNodes: children.map((child) => (typeof child === 'string' ? text(child) : child)),
    getAttribute: (name) => (Object.prototype.hasOwnProperty.call(attrs, name) ? attrs[name] : null),
  };
}

function comment(value: string): HtmlNodeLike {
  return { nodeType: 8, nodeName: '#comment', nodeValue: value, childNodes: [] };
}

const body = (...children: Child[]) => h('body', {}, ...children);
const p = (...children: Child[]) => h('p', {}, ...children);

describe('deserializeHtmlNode', () => {
  it('keeps paragraphs and allowed marks', () => {
    const value = deserializeHtmlNode(
      body(
        p('Plain ', h('strong', {}, 'bold'), ' and ', h('em', {}, 'italic ', h('u', {}, 'both'))),
        p(h('code', {}, 'x = 1'), ' ', h('s', {}, 'gone'), ' ', h('del', {}, 'too')),
      ),
    );
    expect(value).toEqual([
      {
        type: 'paragraph',
        children: [
          { text: 'Plain ' },
          { text: 'bold', bold: true },
          { text: ' and ' },
          { text: 'italic ', italic: true },
          { text: 'both', italic: true, underline: true },
        ],
      },
      {
        type: 'paragraph',
        children: [
          { text: 'x = 1', code: true },
          { text: ' ' },
          { text: 'gone', strikethrough: true },
          { text: ' ' },
          { text: 'too', strikethrough: true },
        ],
      },
    ]);
  });

  it('maps headings, quotes and lists', () => {
    const value = deserializeHtmlNode(
      body(
        h('h1', {}, 'Title'),
        h('h2', {}, 'Section'),
        h('h4', {}, 'Detail'),
        h('blockquote', {}, p('First'), p('Second')),
        h('ul', {}, h('li', {}, 'One'), h('li', {}, p('Two'))),
        h('ol', {}, h('li', {}, 'Uno')),
      ),
    );
    expect(value).toEqual([
      { type: 'heading-two', children: [{ text: 'Title' }] },
      { type: 'heading-two', children: [{ text: 'Section' }] },
      { type: 'heading-three', children: [{ text: 'Detail' }] },
      { type: 'block-quote', children: [{ text: 'First' }] },
      { type: 'block-quote', children: [{ text: 'Second' }] },
      {
        type: 'bulleted-list',
        children: [
          { type: 'list-item', children: [{ text: 'One' }] },
          { type: 'list-item', children: [{ text: 'Two' }] },
        ],
      },
      { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'Uno' }] }] },
    ]);
  });

  it('flattens nested lists into the outer list', () => {
    const value = deserializeHtmlNode(
      h('ul', {}, h('li', {}, 'a', h('ol', {}, h('li', {}, 'a.1'), h('li', {}, 'a.2'))), h('li', {}, 'b')),
    );
    expect(value).toEqual([
      {
        type: 'bulleted-list',
        children: ['a', 'a.1', 'a.2', 'b'].map((item) => ({ type: 'list-item', children: [{ text: item }] })),
      },
    ]);
  });

  it('keeps two lists apart and headings inside lists become items', () => {
    const value = deserializeHtmlNode(body(h('ul', {}, h('li', {}, h('h2', {}, 'x'))), h('ul', {}, h('li', {}, 'y'))));
    expect(value).toEqual([
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'x' }] }] },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'y' }] }] },
    ]);
  });

  it('keeps only http, https and mailto links', () => {
    const value = deserializeHtmlNode(
      p(
        h('a', { href: 'https://example.org/x' }, 'safe ', h('b', {}, 'bold')),
        ' ',
        h('a', { href: 'javascript:alert(1)' }, 'evil'),
        ' ',
        h('a', { href: 'java\nscript:alert(1)' }, 'evil2'),
        ' ',
        h('a', { href: '/relative' }, 'relative'),
        ' ',
        h('a', { href: 'mailto:rep@union.example' }, 'mail'),
        ' ',
        h('a', { href: 'data:text/html,x' }, 'data'),
      ),
    );
    expect(value).toEqual([
      {
        type: 'paragraph',
        children: [
          { text: '' },
          { type: 'link', url: 'https://example.org/x', children: [{ text: 'safe ' }, { text: 'bold', bold: true }] },
          { text: ' evil evil2 relative ' },
          { type: 'link', url: 'mailto:rep@union.example', children: [{ text: 'mail' }] },
          { text: ' data' },
        ],
      },
    ]);
  });

  it('drops scripts, styles, images, comments and form controls but keeps other text', () => {
    const value = deserializeHtmlNode(
      h(
        'html',
        {},
        h('head', {}, h('title', {}, 'T'), h('style', {}, 'p{color:red}')),
        body(
          comment('StartFragment'),
          h('script', {}, 'alert(1)'),
          h('div', { onclick: 'alert(1)' }, 'Text ', h('img', { src: 'x', onerror: 'alert(1)' }), h('span', { class: 'x' }, 'inside span')),
          h('iframe', { src: 'https://evil.example' }, 'frame'),
          h('button', {}, 'Click'),
          h('table', {}, h('tr', {}, h('td', {}, 'a'), h('td', {}, 'b'))),
        ),
      ),
    );
    expect(value).toEqual([
      { type: 'paragraph', children: [{ text: 'Text inside span' }] },
      { type: 'paragraph', children: [{ text: 'a b' }] },
    ]);
  });

  it('collapses HTML whitespace, keeps <br> and <pre> line breaks', () => {
    const value = deserializeHtmlNode(
      body(
        '\n  ',
        p('\n  Several   spaces\n  and lines  '),
        '\n',
        p('line one', h('br'), 'line two'),
        h('pre', {}, 'code\n  indented'),
      ),
    );
    expect(value).toEqual([
      { type: 'paragraph', children: [{ text: 'Several spaces and lines' }] },
      { type: 'paragraph', children: [{ text: 'line one\nline two' }] },
      { type: 'paragraph', children: [{ text: 'code\n  indented', code: true }] },
    ]);
  });

  it('reads inline styles the way Google Docs writes them', () => {
    const value = deserializeHtmlNode(
      h(
        'b',
        { style: 'font-weight:normal;', id: 'docs-internal-guid-1' },
        p(
          h('span', { style: 'font-weight:700' }, 'bold'),
          h('span', { style: 'font-style:italic' }, 'italic'),
          h('span', { style: 'text-decoration:underline' }, 'under'),
          h('span', { style: 'text-decoration-line: line-through' }, 'struck'),
          h('span', { style: 'font-weight:400' }, 'plain'),
        ),
      ),
    );
    expect(value).toEqual([
      {
        type: 'paragraph',
        children: [
          { text: 'bold', bold: true },
          { text: 'italic', italic: true },
          { text: 'under', underline: true },
          { text: 'struck', strikethrough: true },
          { text: 'plain' },
        ],
      },
    ]);
  });

  it('returns nothing for markup without text', () => {
    expect(deserializeHtmlNode(body(p(), h('img', { src: 'x' }), p('   ')))).toEqual([]);
  });
});

describe('deserializeHtml', () => {
  it('uses the parser it is given', () => {
    const value = deserializeHtml('<p>hi</p>', () => body(p('hi')));
    expect(value).toEqual([{ type: 'paragraph', children: [{ text: 'hi' }] }]);
    expect(deserializeHtml('   ', () => body(p('never')))).toEqual([]);
  });
});

describe('normalizeUrl and linkError', () => {
  it('normalizes and refuses like the link dialog', () => {
    expect(normalizeUrl('example.org')).toBe('https://example.org');
    expect(normalizeUrl('javascript:alert(1)')).toBeNull();
    expect(linkError('example.org')).toBeNull();
    expect(linkError('mailto:a@b.org')).toBeNull();
    expect(linkError('')).toBe(LINK_EMPTY_ERROR);
    expect(linkError('javascript:alert(1)')).toBe(LINK_SCHEME_ERROR);
    expect(linkError('data:text/html,x')).toBe(LINK_SCHEME_ERROR);
    expect(LINK_SCHEME_ERROR).toBe('Links must start with http://, https:// or mailto:');
    expect(linkError('not a link')).toBe(LINK_INVALID_ERROR);
  });
});

describe('isSafeUrl', () => {
  it('accepts only absolute http, https and mailto URLs', () => {
    expect(isSafeUrl('https://example.org')).toBe(true);
    expect(isSafeUrl('mailto:a@b.org')).toBe(true);
    expect(isSafeUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeUrl('  javascript:alert(1)')).toBe(false);
    expect(isSafeUrl('java\nscript:alert(1)')).toBe(false);
    expect(isSafeUrl('/relative')).toBe(false);
    expect(isSafeUrl('https://')).toBe(false);
    expect(isSafeUrl(null)).toBe(false);
    expect(isSafeUrl(42)).toBe(false);
  });
});

describe('plainTextToValue', () => {
  it('makes a paragraph per blank-line-separated chunk and keeps single line breaks', () => {
    expect(plainTextToValue('First para\nsame para\r\n\r\nSecond\n\n\n  \nThird  \n')).toEqual([
      { type: 'paragraph', children: [{ text: 'First para\nsame para' }] },
      { type: 'paragraph', children: [{ text: 'Second' }] },
      { type: 'paragraph', children: [{ text: 'Third' }] },
    ]);
    expect(plainTextToValue('\n \n')).toEqual([]);
  });
});

describe('sanitizeValue', () => {
  it('passes valid content through unchanged', () => {
    const value = [
      { type: 'paragraph', children: [{ text: 'a' }, { type: 'link', url: 'https://x.org', children: [{ text: 'x' }] }, { text: '' }] },
      { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: '1', bold: true }] }] },
    ];
    expect(sanitizeValue(value)).toEqual(value);
  });

  it('coerces anything else into the allowlist', () => {
    const value = sanitizeValue([
      { type: 'heading-one', children: [{ text: 'Big' }] },
      { type: 'image', url: 'x.png', children: [{ text: '' }] },
      { type: 'paragraph', onclick: 'x', children: [{ text: 'a', bold: true, color: 'red', italic: 'yes' }] },
      { type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ text: 'evil' }] }] },
      { type: 'list-item', children: [{ text: 'stray item' }] },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'i' }] }, { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'nested' }] }] }, { text: 'loose' }] },
      { type: 'bulleted-list', children: [] },
      { text: 'top-level text' },
      'junk',
      null,
    ]);
    expect(value).toEqual([
      { type: 'paragraph', children: [{ text: 'Big' }] },
      { type: 'paragraph', children: [{ text: '' }] },
      { type: 'paragraph', children: [{ text: 'a', bold: true }] },
      { type: 'paragraph', children: [{ text: 'evil' }] },
      { type: 'paragraph', children: [{ text: 'stray item' }] },
      {
        type: 'bulleted-list',
        children: [
          { type: 'list-item', children: [{ text: 'i' }] },
          { type: 'list-item', children: [{ text: 'nested' }] },
          { type: 'list-item', children: [{ text: 'loose' }] },
        ],
      },
      { type: 'paragraph', children: [{ text: 'top-level text' }] },
    ]);
  });

  it('returns [] for non-arrays', () => {
    expect(sanitizeValue(null)).toEqual([]);
    expect(sanitizeValue({ type: 'paragraph' })).toEqual([]);
  });
});

describe('normalizeInlines', () => {
  it('merges texts and puts texts around links', () => {
    expect(
      normalizeInlines([
        { text: 'a' },
        { text: 'b' },
        { type: 'link', url: 'https://x.org', children: [{ text: 'x' }] },
        { type: 'link', url: 'https://y.org', children: [{ text: 'y' }] },
        { type: 'link', url: 'https://z.org', children: [{ text: '' }] },
      ]),
    ).toEqual([
      { text: 'ab' },
      { type: 'link', url: 'https://x.org', children: [{ text: 'x' }] },
      { text: '' },
      { type: 'link', url: 'https://y.org', children: [{ text: 'y' }] },
      { text: '' },
    ]);
  });
});
