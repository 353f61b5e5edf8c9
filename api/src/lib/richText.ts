// Rich text of posts, comments and bios: Slate JSON checked against an allowlist (docs/architecture.md §6),
// its plain-text projection (excerpts, search, moderation) and an HTML rendering for REST
// (`content`), made by our own serializer and then passed through sanitize-html.
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
export function excerpt(text: string, length: number): string {
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
export function richTextToHtml(doc: RichText): string {
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
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}
