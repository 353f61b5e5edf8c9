// Rich text of posts, comments and bios: Slate JSON checked against an allowlist (docs/architecture.md §6),
// its plain-text projection (excerpts, search, moderation), an HTML rendering for REST (`content`),
// made by our own serializer and then passed through sanitize-html, and the reverse way for REST
// clients that send HTML or markdown (docs/rest-content.md).
import { Parser } from 'htmlparser2';
import MarkdownIt from 'markdown-it';
import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';
import { DomainError } from './errors.ts';

// ───────────────────────────── Types ─────────────────────────────

export const RICH_TEXT_MARKS = ['bold', 'italic', 'underline', 'code', 'strikethrough'] as const;
export type RichTextMark = (typeof RICH_TEXT_MARKS)[number];

/** A text leaf; a mark is present (and `true`) or absent. */
export type RichTextLeaf = { text: string } & { [K in RichTextMark]?: true };
export type RichTextLink = { type: 'link'; url: string; children: RichTextLeaf[] };
export type RichTextInline = RichTextLeaf | RichTextLink;

export type RichTextTextBlockType = 'paragraph' | 'heading-two' | 'heading-three' | 'block-quote';
export type RichTextListType = 'bulleted-list' | 'numbered-list';
export type RichTextTextBlock = { type: RichTextTextBlockType; children: RichTextInline[] };
export type RichTextListItem = { type: 'list-item'; children: RichTextInline[] };
export type RichTextList = { type: RichTextListType; children: RichTextListItem[] };
export type RichTextBlock = RichTextTextBlock | RichTextList;
/** A document: top-level blocks. */
export type RichText = RichTextBlock[];

export type RichTextLimits = { maxChars: number };
export type ParsedRichText = { doc: RichText; text: string };

export const RICH_TEXT_MAX_NODES = 2000;
export const RICH_TEXT_MAX_DEPTH = 6;
export const RICH_TEXT_MAX_URL_LENGTH = 2048;
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

export const richTextMessages = {
  unsupported: 'Unsupported formatting in content',
  malformed: 'Content is not valid rich text',
  tooLong: (maxChars: number) => `Content is too long (maximum ${maxChars} characters)`,
  tooComplex: 'Content is too complex',
} as const;

const TEXT_BLOCK_TYPES: ReadonlySet<string> = new Set<RichTextTextBlockType>([
  'paragraph',
  'heading-two',
  'heading-three',
  'block-quote',
]);
const LIST_TYPES: ReadonlySet<string> = new Set<RichTextListType>(['bulleted-list', 'numbered-list']);
const KNOWN_TYPES: ReadonlySet<string> = new Set([...TEXT_BLOCK_TYPES, ...LIST_TYPES, 'list-item', 'link']);

export const isRichTextLink = (node: RichTextInline): node is RichTextLink => 'type' in node && node.type === 'link';
export const isRichTextList = (block: RichTextBlock): block is RichTextList => LIST_TYPES.has(block.type);

// ───────────────────────────── Parsing ─────────────────────────────

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

const invalid = (message: string) => new DomainError('VALIDATION', message);
const malformed = () => invalid(richTextMessages.malformed);

/**
 * Validates untrusted Slate JSON and returns a clean copy (known keys only, marks only when
 * `true`, inert links unwrapped, adjacent equal leaves merged, trailing empty paragraphs
 * dropped) with its plain-text projection. A document with only whitespace comes back as
 * `{ doc: [], text: '' }`. Throws DomainError('VALIDATION') with the messages above.
 */
export function parseRichText(input: unknown, limits: RichTextLimits): ParsedRichText {
  if (!Array.isArray(input)) throw malformed();
  checkComplexity(input);

  const doc: RichText = [];
  for (const node of input) {
    const block = parseBlock(node);
    if (block) doc.push(block);
  }
  while (doc.length > 0) {
    const last = doc[doc.length - 1]!;
    if (last.type !== 'paragraph' || inlineText(last.children).trim() !== '') break;
    doc.pop();
  }

  let chars = 0;
  forEachLeaf(doc, (leaf) => {
    chars += codePointLength(leaf.text);
  });
  if (chars > limits.maxChars) throw invalid(richTextMessages.tooLong(limits.maxChars));

  const text = richTextToPlainText(doc);
  if (text.trim() === '') return { doc: [], text: '' };
  return { doc, text };
}

/** Counts nodes and depth before anything else looks at the input (cheap, no recursion). */
function checkComplexity(input: unknown[]): void {
  const tooComplex = () => invalid(richTextMessages.tooComplex);
  if (input.length > RICH_TEXT_MAX_NODES) throw tooComplex();
  const stack: [unknown, number][] = input.map((node) => [node, 1]);
  let count = 0;
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    count += 1;
    if (count > RICH_TEXT_MAX_NODES || depth > RICH_TEXT_MAX_DEPTH) throw tooComplex();
    if (isObj(node) && Array.isArray(node.children)) {
      if (count + stack.length + node.children.length > RICH_TEXT_MAX_NODES) throw tooComplex();
      for (const child of node.children) stack.push([child, depth + 1]);
    }
  }
}

/** The element type of a node, after checking it is an element with a children array. */
function elementType(node: Obj): string {
  const { type } = node;
  if (typeof type !== 'string') throw malformed();
  if (!KNOWN_TYPES.has(type)) throw invalid(richTextMessages.unsupported);
  if ('text' in node || !Array.isArray(node.children)) throw malformed();
  return type;
}

function parseBlock(node: unknown): RichTextBlock | null {
  if (!isObj(node) || !('type' in node)) throw malformed();
  const type = elementType(node);
  const children = node.children as unknown[];
  if (TEXT_BLOCK_TYPES.has(type)) {
    return { type: type as RichTextTextBlockType, children: parseInlines(children) };
  }
  if (LIST_TYPES.has(type)) {
    const items: RichTextListItem[] = children.map((child) => {
      if (!isObj(child) || !('type' in child)) throw malformed();
      if (elementType(child) !== 'list-item') throw malformed();
      return { type: 'list-item', children: parseInlines(child.children as unknown[]) };
    });
    return items.length > 0 ? { type: type as RichTextListType, children: items } : null;
  }
  throw malformed(); // list-item outside a list, link at the top level
}

function parseInlines(children: unknown[]): RichTextInline[] {
  const items: RichTextInline[] = [];
  for (const child of children) {
    if (!isObj(child)) throw malformed();
    if (!('type' in child)) {
      items.push(parseLeaf(child));
      continue;
    }
    if (elementType(child) !== 'link') throw malformed(); // a block inside a block
    if (typeof child.url !== 'string') throw malformed();
    const leaves = mergeLeaves((child.children as unknown[]).map((leaf) => {
      if (!isObj(leaf) || 'type' in leaf) {
        if (isObj(leaf) && typeof leaf.type === 'string' && !KNOWN_TYPES.has(leaf.type)) {
          throw invalid(richTextMessages.unsupported);
        }
        throw malformed(); // links hold only text
      }
      return parseLeaf(leaf);
    }));
    const url = normalizeLinkUrl(child.url);
    if (url === null) items.push(...leaves); // inert: the text stays, the link goes
    else if (leaves.length > 0) items.push({ type: 'link', url, children: leaves });
  }
  return normalizeInlines(items);
}

function parseLeaf(node: Obj): RichTextLeaf {
  if (typeof node.text !== 'string' || 'children' in node) throw malformed();
  const leaf: RichTextLeaf = { text: cleanText(node.text) };
  for (const mark of RICH_TEXT_MARKS) if (node[mark] === true) leaf[mark] = true;
  return leaf;
}

/** Line endings unified; control characters (NUL cannot be stored in Postgres) removed. */
function cleanText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}

const sameMarks = (a: RichTextLeaf, b: RichTextLeaf) => RICH_TEXT_MARKS.every((mark) => a[mark] === b[mark]);

/** Adjacent leaves with the same marks merged; empty leaves dropped. */
function mergeLeaves(leaves: RichTextLeaf[]): RichTextLeaf[] {
  const out: RichTextLeaf[] = [];
  for (const leaf of leaves) {
    if (leaf.text === '') continue;
    const prev = out[out.length - 1];
    if (prev && sameMarks(prev, leaf)) out[out.length - 1] = { ...prev, text: prev.text + leaf.text };
    else out.push(leaf);
  }
  return out;
}

/**
 * Inline children as Slate keeps them: equal neighbouring leaves merged, empty leaves dropped
 * except the `{ text: '' }` Slate needs before, between and after links, and at least one leaf.
 */
function normalizeInlines(items: RichTextInline[]): RichTextInline[] {
  const out: RichTextInline[] = [];
  for (const item of items) {
    const prev = out[out.length - 1];
    if (isRichTextLink(item)) {
      if (!prev || isRichTextLink(prev)) out.push({ text: '' });
      out.push(item);
    } else if (item.text !== '') {
      if (prev && !isRichTextLink(prev) && (prev.text === '' || sameMarks(prev, item))) {
        out[out.length - 1] = prev.text === '' ? item : { ...prev, text: prev.text + item.text };
      } else {
        out.push(item);
      }
    }
  }
  const last = out[out.length - 1];
  if (!last || isRichTextLink(last)) out.push({ text: '' });
  return out;
}

// ───────────────────────────── Links ─────────────────────────────

// Characters browsers ignore or that hide a scheme: C0/C1 controls, space, NBSP, soft hyphen,
// zero-width and bidi marks, line/paragraph separators, word joiner, BOM.
const HIDDEN = '\\u0000-\\u0020\\u007f-\\u00a0\\u00ad\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\ufeff';
const HIDDEN_EDGES = new RegExp(`^[${HIDDEN}]+|[${HIDDEN}]+$`, 'g');
const HIDDEN_INSIDE = new RegExp(`[${HIDDEN.replace('\\u0020', '\\u001f')}]`);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const HOST_AND_PORT = /^[^:/?#]+:\d{1,5}(?:[/?#]|$)/;
const BARE_EMAIL = /^[^\s@/:?#]+@[^\s@/:?#]+\.[^\s@/:?#]+$/;
const LINK_SCHEMES: ReadonlySet<string> = new Set(RICH_TEXT_LINK_SCHEMES);

/**
 * The url a link may keep, or null when the link must become inert. Trimmed; without a scheme
 * `https://` is prefixed (`mailto:` for a bare email address); only http, https and mailto are
 * kept. Tabs and newlines are removed first, as browsers do, so `java\tscript:` is caught.
 */
export function normalizeLinkUrl(raw: string): string | null {
  let url = raw.replace(/[\t\n\r]/g, '').replace(HIDDEN_EDGES, '');
  if (url === '' || url.length > RICH_TEXT_MAX_URL_LENGTH || HIDDEN_INSIDE.test(url)) return null;

  const scheme = SCHEME.exec(url);
  if (scheme && !HOST_AND_PORT.test(url)) {
    const name = scheme[1]!.toLowerCase();
    if (!LINK_SCHEMES.has(name)) return null;
    url = name + url.slice(name.length);
  } else if (url.startsWith('//')) {
    url = `https:${url}`;
  } else if (/^[/\\?#.]/.test(url)) {
    return null; // relative paths have no place in posts
  } else if (BARE_EMAIL.test(url)) {
    url = `mailto:${url}`;
  } else {
    url = `https://${url}`;
  }
  url = url.replace(/ /g, '%20');

  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const protocol = parsed.protocol.slice(0, -1);
  if (!LINK_SCHEMES.has(protocol)) return null;
  if (protocol === 'mailto' ? parsed.pathname === '' : parsed.hostname === '') return null;
  return url;
}

/** The urls of all links in a document, in order. */
export function richTextLinks(doc: RichText): string[] {
  const urls: string[] = [];
  const visit = (inlines: RichTextInline[]) => {
    for (const node of inlines) if (isRichTextLink(node)) urls.push(node.url);
  };
  for (const block of doc) {
    if (isRichTextList(block)) for (const item of block.children) visit(item.children);
    else visit(block.children);
  }
  return urls;
}

// ───────────────────────────── Projections ─────────────────────────────

function forEachLeaf(doc: RichText, fn: (leaf: RichTextLeaf) => void): void {
  const visit = (inlines: RichTextInline[]) => {
    for (const node of inlines) {
      if (isRichTextLink(node)) node.children.forEach(fn);
      else fn(node);
    }
  };
  for (const block of doc) {
    if (isRichTextList(block)) for (const item of block.children) visit(item.children);
    else visit(block.children);
  }
}

function inlineText(inlines: RichTextInline[]): string {
  return inlines.map((node) => (isRichTextLink(node) ? node.children.map((l) => l.text).join('') : node.text)).join('');
}

const codePointLength = (text: string) => {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
};

/** Plain text: blocks separated by a blank line, list items by a newline; empty blocks skipped. */
export function richTextToPlainText(doc: RichText): string {
  const parts: string[] = [];
  for (const block of doc) {
    if (isRichTextList(block)) {
      const items = block.children.map((item) => inlineText(item.children).trim()).filter(Boolean);
      if (items.length > 0) parts.push(items.join('\n'));
    } else {
      const text = inlineText(block.children).trim();
      if (text) parts.push(text);
    }
  }
  return parts.join('\n\n');
}

/** Plain text (a REST client's string) as paragraphs split on blank lines; a single newline stays inside a paragraph. */
export function plainTextToRichText(text: string): RichText {
  return cleanText(text)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => ({ type: 'paragraph', children: [{ text: paragraph }] }));
}

/** At most `length` characters, cut at a word boundary and ended with '…' when the text is longer. */
// Excerpts of the same text recur on every feed request (shared feed rows hold the same strings,
// whose hashes V8 keeps), so they are kept per length: at most 2,000 texts of at most 10,000
// characters each (cleared when full), a bounded amount of memory.
const EXCERPTS_KEPT = 2_000;
const EXCERPT_TEXT_MAX = 10_000;
const excerpts = new Map<number, Map<string, string>>();

export function excerpt(text: string, length: number): string {
  if (text.length > EXCERPT_TEXT_MAX) return computeExcerpt(text, length);
  let byText = excerpts.get(length);
  if (!byText) excerpts.set(length, (byText = new Map()));
  let result = byText.get(text);
  if (result === undefined) {
    result = computeExcerpt(text, length);
    if (byText.size >= EXCERPTS_KEPT) byText.clear();
    byText.set(text, result);
  }
  return result;
}

function computeExcerpt(text: string, length: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean);
  if (chars.length <= length) return clean;
  if (length <= 1) return length === 1 ? '…' : '';
  let head = chars.slice(0, length - 1).join('');
  if (chars[length - 1] !== ' ') {
    const lastSpace = head.lastIndexOf(' ');
    if (lastSpace > 0) head = head.slice(0, lastSpace);
  }
  return `${head.replace(/[\s,;:.\-–—]+$/u, '')}…`;
}

// ───────────────────────────── HTML ─────────────────────────────

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

const BLOCK_TAGS: Record<string, string> = {
  paragraph: 'p',
  'heading-two': 'h2',
  'heading-three': 'h3',
  'block-quote': 'blockquote',
  'bulleted-list': 'ul',
  'numbered-list': 'ol',
};
const MARK_TAGS: [RichTextMark, string][] = [
  ['code', 'code'],
  ['strikethrough', 's'],
  ['underline', 'u'],
  ['italic', 'em'],
  ['bold', 'strong'],
];
const LINK_REL = 'nofollow noopener noreferrer';

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'blockquote', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'u', 'code', 's'],
  allowedAttributes: {
    a: [
      'href',
      { name: 'rel', multiple: true, values: LINK_REL.split(' ') },
      { name: 'target', values: ['_blank'] },
    ],
  },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

function leafHtml(leaf: RichTextLeaf): string {
  let html = escapeHtml(leaf.text);
  for (const [mark, tag] of MARK_TAGS) if (leaf[mark] === true) html = `<${tag}>${html}</${tag}>`;
  return html;
}

function inlinesHtml(inlines: RichTextInline[]): string {
  return inlines
    .map((node) =>
      isRichTextLink(node)
        ? `<a href="${escapeHtml(node.url)}" rel="${LINK_REL}" target="_blank">${node.children.map(leafHtml).join('')}</a>`
        : leafHtml(node),
    )
    .join('');
}

/** HTML for the REST `content` field: our serializer, then sanitize-html with the same allowlist. */
// Rendered once per document object: a shared feed page's rows (domain/posts/feed.ts) are the
// same objects for every request of a few seconds, and sanitizing their HTML again was a quarter
// of GET /api/posts. Weak, so the HTML goes with the row.
const renderedHtml = new WeakMap<RichText, string>();

export function richTextToHtml(doc: RichText): string {
  let html = renderedHtml.get(doc);
  if (html === undefined) renderedHtml.set(doc, (html = renderHtml(doc)));
  return html;
}

/**
 * sanitize-html's output by its input: a post page reads its comments afresh for each request,
 * and sanitizing their HTML was about a sixth of GET /api/posts/:id. The output depends on the
 * input alone, so it can be shared; bounded by characters kept.
 */
const sanitized = new LRUCache<string, string>({ maxSize: 4_000_000, sizeCalculation: (clean, html) => clean.length + html.length + 1 });

function renderHtml(doc: RichText): string {
  const html = doc
    .map((block) => {
      const tag = BLOCK_TAGS[block.type];
      if (!tag) return '';
      const inner = isRichTextList(block)
        ? block.children.map((item) => `<li>${inlinesHtml(item.children)}</li>`).join('')
        : inlinesHtml(block.children);
      return `<${tag}>${inner}</${tag}>`;
    })
    .join('');
  let clean = sanitized.get(html);
  if (clean === undefined) sanitized.set(html, (clean = sanitizeHtml(html, SANITIZE_OPTIONS)));
  return clean;
}

// ───────────────────────────── HTML and markdown in ─────────────────────────────

export const CONTENT_FORMATS = ['html', 'markdown', 'text'] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];

const MARK_OF_TAG: Record<string, RichTextMark> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  cite: 'italic',
  u: 'underline',
  ins: 'underline',
  s: 'strikethrough',
  strike: 'strikethrough',
  del: 'strikethrough',
  code: 'code',
  kbd: 'code',
  samp: 'code',
  tt: 'code',
};
// The allowlist has two heading levels: h1 and h2 become the larger, h3 to h6 the smaller.
const HEADING_OF_TAG: Record<string, RichTextTextBlockType> = {
  h1: 'heading-two',
  h2: 'heading-two',
  h3: 'heading-three',
  h4: 'heading-three',
  h5: 'heading-three',
  h6: 'heading-three',
};
const LIST_OF_TAG: Record<string, RichTextListType> = { ul: 'bulleted-list', menu: 'bulleted-list', ol: 'numbered-list' };
/** Dropped with everything inside: code, styles, embedded documents and media, form controls. */
const DROPPED_TAGS: ReadonlySet<string> = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'noembed', 'noframes',
  'template', 'svg', 'math', 'head', 'title', 'textarea', 'select', 'canvas', 'audio', 'video',
]);
/** Elements that end the paragraph before them and start a new one. */
const BREAK_TAGS: ReadonlySet<string> = new Set([
  'address', 'article', 'aside', 'body', 'caption', 'center', 'dd', 'details', 'dialog', 'div', 'dl', 'dt', 'fieldset',
  'figcaption', 'figure', 'footer', 'form', 'header', 'hgroup', 'hr', 'html', 'legend', 'main', 'nav', 'p', 'section',
  'summary', 'table', 'tbody', 'tfoot', 'thead', 'tr',
]);
/** Elements whose text is kept with no formatting of their own (and `a`, `br`, `img`, table cells). */
const TEXT_TAGS = ['a', 'br', 'img', 'span', 'font', 'small', 'big', 'sup', 'sub', 'mark', 'abbr', 'q', 'label', 'td', 'th', 'li'];
const HTML_TAG = new RegExp(
  `</?(?:${[...Object.keys(MARK_OF_TAG), ...Object.keys(HEADING_OF_TAG), ...Object.keys(LIST_OF_TAG), ...DROPPED_TAGS, ...BREAK_TAGS, 'blockquote', 'pre', ...TEXT_TAGS].join('|')})(?=[\\s/>])`,
  'i',
);

/**
 * How a string is read when the client does not say (docs/rest-content.md): HTML when it holds a
 * tag of a known HTML element (`<p>`, `</b>`, `<br>`, `<a href=...>`, `<script>`...), otherwise
 * markdown, of which plain text is a part.
 */
export const sniffContentFormat = (content: string): ContentFormat => (HTML_TAG.test(content) ? 'html' : 'markdown');

/** A Slate document from a string in the given format, to be checked by parseRichText. */
export function stringToRichText(content: string, format: ContentFormat): RichText {
  if (format === 'html') return htmlToRichText(content);
  if (format === 'markdown') return markdownToRichText(content);
  return plainTextToRichText(content);
}

type Run = { text: string; marks: RichTextMark[]; href: string | null };
/** What an open element does when it closes (undo its formatting, end its block). */
type OpenElement = { close?: () => void };

/**
 * HTML to the Slate allowlist, read as a stream (htmlparser2's SAX parser, entities decoded) with
 * an explicit stack of open elements: nesting of any depth costs no recursion and is flattened.
 * Unknown elements are dropped and their text kept; DROPPED_TAGS go with their content; nested
 * lists, quotes and headings flatten into the allowlist's single level (inside a list item a
 * paragraph break is a line break); whitespace collapses as a browser shows it except inside
 * <pre>. Link urls are left to parseRichText, which makes unsafe ones inert.
 */
export function htmlToRichText(html: string): RichText {
  const doc: RichText = [];
  const marks: Record<RichTextMark, number> = { bold: 0, italic: 0, underline: 0, code: 0, strikethrough: 0 };
  let runs: Run[] = [];
  let href: string | null = null;
  let list: RichTextList | null = null;
  let listDepth = 0;
  let heading: RichTextTextBlockType | null = null;
  let quoteDepth = 0;
  let preDepth = 0;
  let dropDepth = 0;

  const lastChar = () => runs[runs.length - 1]?.text.slice(-1) ?? '';
  const addText = (text: string) => {
    if (text === '') return;
    const active = RICH_TEXT_MARKS.filter((mark) => marks[mark] > 0);
    const prev = runs[runs.length - 1];
    if (prev && prev.href === href && prev.marks.join() === active.join()) prev.text += text;
    else runs.push({ text, marks: active, href });
  };
  const onText = (data: string) => {
    if (dropDepth > 0) return;
    let text = data.replace(/\r\n?/g, '\n');
    if (preDepth === 0) {
      text = text.replace(/[ \t\n\f]+/g, ' ');
      if (text.startsWith(' ') && (runs.length === 0 || lastChar() === ' ' || lastChar() === '\n')) text = text.slice(1);
    }
    addText(text);
  };
  /** The runs read so far as Slate inlines, trimmed; none when they hold only whitespace. */
  const takeInlines = (): RichTextInline[] => {
    const taken = runs;
    runs = [];
    if (taken.every((run) => /^\s*$/.test(run.text))) return [];
    taken[0]!.text = taken[0]!.text.replace(/^\n+/, '');
    taken[taken.length - 1]!.text = taken[taken.length - 1]!.text.replace(/[ \t\n\f]+$/, '');
    const inlines: RichTextInline[] = [];
    for (const run of taken) {
      const leaf: RichTextLeaf = { text: run.text };
      for (const mark of run.marks) leaf[mark] = true;
      const prev = inlines[inlines.length - 1];
      if (run.href === null) inlines.push(leaf);
      else if (prev && isRichTextLink(prev) && prev.url === run.href) prev.children.push(leaf);
      else inlines.push({ type: 'link', url: run.href, children: [leaf] });
    }
    return inlines;
  };
  const endBlock = () => {
    const children = takeInlines();
    if (children.length === 0) return;
    if (list) list.children.push({ type: 'list-item', children });
    else doc.push({ type: heading ?? (quoteDepth > 0 ? 'block-quote' : 'paragraph'), children });
  };
  const breakBlock = () => {
    if (listDepth === 0) endBlock();
    else if (runs.some((run) => /\S/.test(run.text)) && lastChar() !== '\n') addText('\n');
  };
  /** A block element: breaks before and after, with its own context set while it is open. */
  const block = (enter?: () => () => void): OpenElement => {
    breakBlock();
    const leave = enter?.();
    return {
      close: () => {
        breakBlock();
        leave?.();
      },
    };
  };

  const onOpen = (name: string, attribs: Record<string, string>): OpenElement => {
    if (dropDepth > 0 || DROPPED_TAGS.has(name)) {
      dropDepth += 1;
      return { close: () => (dropDepth -= 1) };
    }
    const mark = MARK_OF_TAG[name];
    if (mark) {
      marks[mark] += 1;
      return { close: () => (marks[mark] -= 1) };
    }
    const headingType = HEADING_OF_TAG[name];
    if (headingType) {
      return block(() => {
        const outer = heading;
        heading = headingType;
        return () => (heading = outer);
      });
    }
    const listType = LIST_OF_TAG[name];
    if (listType) {
      endBlock();
      listDepth += 1;
      list ??= { type: listType, children: [] };
      return {
        close: () => {
          endBlock();
          listDepth -= 1;
          if (listDepth === 0 && list) {
            if (list.children.length > 0) doc.push(list);
            list = null;
          }
        },
      };
    }
    switch (name) {
      case 'li':
        endBlock();
        return { close: endBlock };
      case 'blockquote':
        return block(() => {
          quoteDepth += 1;
          return () => (quoteDepth -= 1);
        });
      case 'pre':
        return block(() => {
          preDepth += 1;
          marks.code += 1;
          return () => {
            preDepth -= 1;
            marks.code -= 1;
          };
        });
      case 'br':
        addText('\n');
        return {};
      case 'td':
      case 'th':
        onText(' ');
        return {};
      case 'a':
        if (href !== null || attribs.href === undefined) return {};
        href = attribs.href;
        return { close: () => (href = null) };
    }
    return BREAK_TAGS.has(name) ? block() : {};
  };

  const open: OpenElement[] = [];
  const parser = new Parser(
    {
      onopentag: (name, attribs) => open.push(onOpen(name, attribs)),
      ontext: onText,
      onclosetag: () => open.pop()?.close?.(),
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  endBlock();
  return doc;
}

/** Block nesting markdown-it may reach (its guard against deep recursion); deeper is too complex. */
export const MARKDOWN_MAX_NESTING = 20;
const markdown = new MarkdownIt('default', { html: true, breaks: true, linkify: false, typographer: false, maxNesting: MARKDOWN_MAX_NESTING });
// Every link is rendered, so one rule (normalizeLinkUrl) decides which stay links and which become text.
markdown.validateLink = () => true;

/**
 * Markdown (CommonMark with tables and strikethrough; a line break is kept) to the Slate allowlist:
 * rendered by markdown-it to HTML, inline HTML included, then read by htmlToRichText. markdown-it
 * stops parsing below MARKDOWN_MAX_NESTING open blocks and would drop the rest silently, so a
 * document that reaches it is refused as too complex instead.
 */
export function markdownToRichText(source: string): RichText {
  const tokens = markdown.parse(source, {});
  if (tokens.some((token) => token.level >= MARKDOWN_MAX_NESTING - 1)) throw invalid(richTextMessages.tooComplex);
  return htmlToRichText(markdown.renderer.render(tokens, markdown.options, {}));
}
