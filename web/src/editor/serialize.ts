// Pure conversions into the stored format: link addresses, untrusted Slate JSON, pasted
// plain text and pasted HTML. Nothing here touches the DOM, so it all runs (and is tested)
// in Node; the paste handler parses HTML with DOMParser and hands the tree to
// `deserializeHtmlNode`.
import {
  MARKS,
  isListType,
  isTextBlockType,
  type BlockElement,
  type FormattedText,
  type InlineNode,
  type LinkElement,
  type ListItemElement,
  type ListType,
  type MarkName,
  type RichTextValue,
  type TextBlockType,
} from './types';

// ------------------------------------------------------------------ links

export const ALLOWED_PROTOCOLS = ['http:', 'https:', 'mailto:'] as const;
export const LINK_SCHEME_ERROR = 'Links must start with http://, https:// or mailto:';
export const LINK_INVALID_ERROR = 'Enter a valid link address, for example https://example.org';
export const LINK_EMPTY_ERROR = 'Enter a link address';

/**
 * True when `url` is an absolute http, https or mailto URL. Parsed the way browsers parse an
 * href (WHATWG URL), so tricks like "java\tscript:" or " javascript:" are seen for what they are.
 */
export function isSafeUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url.trim() === '') return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (!(ALLOWED_PROTOCOLS as readonly string[]).includes(parsed.protocol)) return false;
  if (parsed.protocol === 'mailto:') return parsed.pathname.length > 0;
  return parsed.hostname.length > 0;
}

const SCHEME = /^([a-z][a-z0-9+-]*):/i;
const EMAIL = /^[^\s@/:?#]+@[^\s@/:?#]+\.[^\s@/:?#]+$/;

/**
 * What the link dialog stores for what the member typed, or null when it is refused.
 * Missing schemes get https:// (an e-mail address gets mailto:); only http, https and mailto
 * are accepted; an http(s) host must look like a domain name, an IP address or localhost.
 */
export function normalizeUrl(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === '') return null;
  // Whitespace or control characters inside an address are a typo or a trick.
  if (/[\s\u0000-\u001f\u007f]/u.test(trimmed)) return null;

  let candidate: string;
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    if (scheme !== 'http' && scheme !== 'https' && scheme !== 'mailto') return null;
    candidate = trimmed;
  } else if (trimmed.startsWith('//')) {
    candidate = `https:${trimmed}`;
  } else if (EMAIL.test(trimmed)) {
    candidate = `mailto:${trimmed}`;
  } else {
    candidate = `https://${trimmed}`;
  }

  if (!isSafeUrl(candidate)) return null;
  const parsed = new URL(candidate);
  if (parsed.protocol !== 'mailto:') {
    const host = parsed.hostname;
    const looksLikeHost = host === 'localhost' || host.startsWith('[') || (host.includes('.') && !host.startsWith('.') && !host.endsWith('..'));
    if (!looksLikeHost) return null;
  } else if (!/^[^@]+@[^@]+$/.test(decodeURIComponent(parsed.pathname))) {
    return null;
  }
  return candidate;
}

/** The message the link dialog shows for `input`, or null when it is accepted. */
export function linkError(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === '') return LINK_EMPTY_ERROR;
  if (normalizeUrl(trimmed) !== null) return null;
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https' && scheme !== 'mailto') return LINK_SCHEME_ERROR;
  return LINK_INVALID_ERROR;
}

// ------------------------------------------------------- inline building

type Marks = Partial<Record<MarkName, true>>;

function sameMarks(a: FormattedText, b: FormattedText): boolean {
  return MARKS.every((mark) => (a[mark] === true) === (b[mark] === true));
}

function leaf(text: string, marks: Marks): FormattedText {
  const node: FormattedText = { text };
  for (const mark of MARKS) if (marks[mark]) node[mark] = true;
  return node;
}

function mergeTexts(texts: FormattedText[]): FormattedText[] {
  const out: FormattedText[] = [];
  for (const text of texts) {
    const prev = out[out.length - 1];
    if (prev && sameMarks(prev, text)) out[out.length - 1] = { ...prev, text: prev.text + text.text };
    else if (text.text !== '' || out.length === 0) out.push(text);
  }
  return out.length > 0 ? out : [{ text: '' }];
}

/**
 * Inline children as Slate normalises them: adjacent texts with the same marks merged, a
 * text node before, between and after links, empty links dropped, at least one text.
 */
export function normalizeInlines(nodes: InlineNode[]): InlineNode[] {
  const out: InlineNode[] = [];
  let run: FormattedText[] = [];
  const flush = () => {
    const merged = mergeTexts(run);
    out.push(...merged);
    run = [];
  };
  for (const node of nodes) {
    if ('type' in node) {
      const children = mergeTexts(node.children);
      if (children.every((child) => child.text === '')) continue;
      flush();
      out.push({ type: 'link', url: node.url, children });
    } else {
      run.push(node);
    }
  }
  flush();
  // mergeTexts keeps one empty text per run; drop empties that sit next to another text.
  return out.filter((node, index) => {
    if ('type' in node || node.text !== '') return true;
    const prev = out[index - 1];
    const next = out[index + 1];
    const needed = (!prev || 'type' in prev) && (!next || 'type' in next);
    return needed;
  });
}

// ------------------------------------------------------- untrusted JSON

type Loose = Record<string, unknown>;

function isLoose(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function looseChildren(node: Loose): unknown[] {
  return Array.isArray(node.children) ? node.children : [];
}

function marksOf(node: Loose): Marks {
  const marks: Marks = {};
  for (const mark of MARKS) if (node[mark] === true) marks[mark] = true;
  return marks;
}

/** Flattens anything into allowed inlines (texts with allowed marks, safe links). */
function sanitizeInlines(nodes: unknown[], inLink = false): InlineNode[] {
  const out: InlineNode[] = [];
  for (const node of nodes) {
    if (!isLoose(node)) continue;
    if (typeof node.text === 'string') {
      out.push(leaf(node.text, marksOf(node)));
      continue;
    }
    const children = looseChildren(node);
    if (node.type === 'link' && !inLink && isSafeUrl(node.url)) {
      const texts = sanitizeInlines(children, true) as FormattedText[];
      out.push({ type: 'link', url: node.url, children: texts });
      continue;
    }
    out.push(...sanitizeInlines(children, inLink));
  }
  return out;
}

function textBlock(type: TextBlockType, nodes: unknown[]): BlockElement {
  return { type, children: normalizeInlines(sanitizeInlines(nodes)) };
}

function listItems(nodes: unknown[]): ListItemElement[] {
  const items: ListItemElement[] = [];
  for (const node of nodes) {
    if (!isLoose(node)) continue;
    if (typeof node.text === 'string') {
      if (node.text.trim() !== '') items.push({ type: 'list-item', children: normalizeInlines(sanitizeInlines([node])) });
      continue;
    }
    // Nested lists are flattened into the outer one (the format has no nesting).
    if (isListType(node.type)) {
      items.push(...listItems(looseChildren(node)));
      continue;
    }
    items.push({ type: 'list-item', children: normalizeInlines(sanitizeInlines(looseChildren(node))) });
  }
  return items;
}

function hasBlockChildren(node: Loose): boolean {
  return looseChildren(node).some((child) => isLoose(child) && typeof child.text !== 'string' && child.type !== 'link');
}

function sanitizeBlocks(nodes: unknown[]): BlockElement[] {
  const out: BlockElement[] = [];
  // Inline content found at block level is gathered into one paragraph.
  let loose: unknown[] = [];
  const flushLoose = () => {
    if (loose.length > 0) out.push(textBlock('paragraph', loose));
    loose = [];
  };
  for (const node of nodes) {
    if (!isLoose(node)) continue;
    if (typeof node.text === 'string' || node.type === 'link') {
      loose.push(node);
      continue;
    }
    flushLoose();
    const children = looseChildren(node);
    if (isTextBlockType(node.type)) {
      out.push(textBlock(node.type, children));
    } else if (isListType(node.type)) {
      const items = listItems(children);
      if (items.length > 0) out.push({ type: node.type, children: items });
    } else if (hasBlockChildren(node)) {
      out.push(...sanitizeBlocks(children));
    } else {
      // A list-item outside a list, or an unknown type: keep its text as a paragraph.
      out.push(textBlock('paragraph', children));
    }
  }
  flushLoose();
  return out;
}

/**
 * Coerces any JSON into the allowlisted format: unknown blocks become paragraphs (or their
 * blocks are lifted), unknown marks and attributes are dropped, unsafe links become plain
 * text, nested lists are flattened. Returns [] for input that is not an array.
 */
export function sanitizeValue(input: unknown): RichTextValue {
  if (!Array.isArray(input)) return [];
  return sanitizeBlocks(input);
}

// ------------------------------------------------------------ plain text

/**
 * Pasted plain text: blank lines separate paragraphs; a single line break stays inside its
 * paragraph as a soft break ("\n", shown by `white-space: pre-wrap`).
 */
export function plainTextToValue(text: string): RichTextValue {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) => paragraph.replace(/[ \t]+$/gm, '').replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => ({ type: 'paragraph', children: [{ text: paragraph }] }));
}

// ------------------------------------------------------------------ HTML

/**
 * The part of a DOM node the HTML deserializer reads. A real DOM `Node` fits it; tests
 * build plain objects.
 */
export interface HtmlNodeLike {
  /** 1 element, 3 text; anything else (comments, ...) is skipped. */
  readonly nodeType: number;
  /** Tag name for elements (any case). */
  readonly nodeName: string;
  readonly nodeValue?: string | null;
  readonly childNodes: ArrayLike<HtmlNodeLike>;
  getAttribute?(name: string): string | null;
}

type BlockTarget = { type: TextBlockType } | { type: 'list-item'; list: ListType; listId: number };

interface Context {
  marks: Marks;
  block: BlockTarget;
  list: { type: ListType; id: number } | null;
  link: { url: string; id: number } | null;
  pre: boolean;
}

type Piece =
  | { kind: 'text'; text: string; marks: Marks; block: BlockTarget; link: { url: string; id: number } | null; pre: boolean }
  | { kind: 'break' };

/** Content of these is dropped entirely. */
const SKIPPED = new Set([
  'script', 'style', 'template', 'head', 'title', 'meta', 'link', 'noscript', 'iframe', 'object', 'embed',
  'svg', 'math', 'img', 'picture', 'video', 'audio', 'canvas', 'button', 'input', 'select', 'textarea',
  'option', 'hr', 'map', 'area', 'frame', 'frameset',
]);

/** Tags that start and end a block (a line of their own). */
const BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'center', 'dd', 'details', 'dialog', 'div', 'dl', 'dt',
  'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup',
  'html', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'tbody', 'thead', 'tfoot', 'tr',
  'caption', 'ul', 'menu',
]);

const MARK_TAGS: Record<string, MarkName> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  cite: 'italic',
  dfn: 'italic',
  var: 'italic',
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

/** Marks set or cleared by an inline style attribute (how Google Docs and Word format). */
function styleMarks(style: string | null | undefined, marks: Marks): Marks {
  if (!style) return marks;
  const next: Marks = { ...marks };
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim().toLowerCase();
    if (property === 'font-weight') {
      const numeric = Number.parseInt(value, 10);
      if (value === 'bold' || value === 'bolder' || numeric >= 600) next.bold = true;
      else if (value === 'normal' || value === 'lighter' || (numeric > 0 && numeric < 600)) delete next.bold;
    } else if (property === 'font-style') {
      if (value.startsWith('italic') || value.startsWith('oblique')) next.italic = true;
      else if (value === 'normal') delete next.italic;
    } else if (property === 'text-decoration' || property === 'text-decoration-line') {
      if (value.includes('underline')) next.underline = true;
      if (value.includes('line-through')) next.strikethrough = true;
      if (value === 'none') {
        delete next.underline;
        delete next.strikethrough;
      }
    }
  }
  return next;
}

function tagOf(node: HtmlNodeLike): string {
  return node.nodeName.toLowerCase();
}

function collect(node: HtmlNodeLike, ctx: Context, out: Piece[], ids: { next: number }): void {
  if (node.nodeType === 3) {
    const text = node.nodeValue ?? '';
    if (text !== '') out.push({ kind: 'text', text, marks: ctx.marks, block: ctx.block, link: ctx.link, pre: ctx.pre });
    return;
  }
  if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) return;
  const tag = tagOf(node);
  if (SKIPPED.has(tag)) return;
  if (tag === 'br') {
    out.push({ kind: 'text', text: '\n', marks: {}, block: ctx.block, link: ctx.link, pre: true });
    return;
  }

  let next: Context = ctx;
  const inList = ctx.list !== null;
  switch (tag) {
    case 'h1':
    case 'h2':
      if (!inList) next = { ...ctx, block: { type: 'heading-two' } };
      break;
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      if (!inList) next = { ...ctx, block: { type: 'heading-three' } };
      break;
    case 'blockquote':
      if (!inList) next = { ...ctx, block: { type: 'block-quote' } };
      break;
    case 'ul':
    case 'ol':
    case 'menu': {
      // A nested list joins the outermost list (and takes its type): the format has no nesting.
      let list = ctx.list;
      if (!list) {
        ids.next += 1;
        list = { type: tag === 'ol' ? 'numbered-list' : 'bulleted-list', id: ids.next };
      }
      next = { ...ctx, list, block: { type: 'list-item', list: list.type, listId: list.id } };
      break;
    }
    case 'li': {
      let list = ctx.list;
      if (!list) {
        // Stray <li>s outside any list (a partial copy) share one bulleted list.
        list = { type: 'bulleted-list', id: 0 };
      }
      next = { ...ctx, list, block: { type: 'list-item', list: list.type, listId: list.id } };
      break;
    }
    case 'pre':
      next = { ...ctx, pre: true, marks: { ...ctx.marks, code: true } };
      break;
    case 'a': {
      const href = node.getAttribute?.('href')?.trim();
      if (!ctx.link && href && isSafeUrl(href)) {
        ids.next += 1;
        next = { ...ctx, link: { url: href, id: ids.next } };
      }
      break;
    }
    default:
      break;
  }
  const markTag = MARK_TAGS[tag];
  if (markTag) next = { ...next, marks: { ...next.marks, [markTag]: true } };
  const style = node.getAttribute?.('style');
  if (style) next = { ...next, marks: styleMarks(style, next.marks) };

  const isBlock = BLOCKS.has(tag);
  if (isBlock) out.push({ kind: 'break' });
  const children = node.childNodes;
  for (let index = 0; index < children.length; index += 1) collect(children[index], next, out, ids);
  // Table cells sit side by side on their row's line: keep their texts apart.
  if (tag === 'td' || tag === 'th') out.push({ kind: 'text', text: ' ', marks: {}, block: ctx.block, link: null, pre: false });
  if (isBlock) out.push({ kind: 'break' });
}

interface DraftBlock {
  target: BlockTarget;
  leaves: { text: string; marks: Marks; link: { url: string; id: number } | null }[];
}

function sameTarget(a: BlockTarget, b: BlockTarget): boolean {
  if (a.type !== b.type) return false;
  return a.type !== 'list-item' || (b.type === 'list-item' && a.listId === b.listId);
}

/** HTML whitespace rules, roughly: runs collapse to one space, blocks are trimmed. */
function finishBlock(draft: DraftBlock): InlineNode[] | null {
  const leaves = draft.leaves.map((item) => ({ ...item }));
  // Trim the start and the end of the block.
  while (leaves.length > 0) {
    leaves[0].text = leaves[0].text.replace(/^[ \n]+/, '');
    if (leaves[0].text !== '') break;
    leaves.shift();
  }
  while (leaves.length > 0) {
    const last = leaves[leaves.length - 1];
    last.text = last.text.replace(/[ \n]+$/, '');
    if (last.text !== '') break;
    leaves.pop();
  }
  if (leaves.length === 0) return null;
  const nodes: InlineNode[] = [];
  let currentLink: { id: number; node: LinkElement } | null = null;
  for (const item of leaves) {
    const text = leaf(item.text, item.marks);
    if (item.link) {
      if (currentLink && currentLink.id === item.link.id) {
        currentLink.node.children.push(text);
      } else {
        const node: LinkElement = { type: 'link', url: item.link.url, children: [text] };
        currentLink = { id: item.link.id, node };
        nodes.push(node);
      }
    } else {
      currentLink = null;
      nodes.push(text);
    }
  }
  return normalizeInlines(nodes);
}

function assemble(pieces: Piece[]): RichTextValue {
  const drafts: DraftBlock[] = [];
  let open: DraftBlock | null = null;
  let lastChar = '\n';
  for (const piece of pieces) {
    if (piece.kind === 'break') {
      open = null;
      lastChar = '\n';
      continue;
    }
    let text = piece.text;
    if (!piece.pre) {
      text = text.replace(/[ \t\n\r\f\u00a0]+/g, ' ');
      if (lastChar === ' ' || lastChar === '\n') text = text.replace(/^ /, '');
    } else {
      text = text.replace(/\r\n?/g, '\n').replace(/\u00a0/g, ' ');
    }
    if (text === '') continue;
    if (!open || !sameTarget(open.target, piece.block)) {
      open = { target: piece.block, leaves: [] };
      drafts.push(open);
    }
    open.leaves.push({ text, marks: piece.marks, link: piece.link });
    lastChar = text[text.length - 1];
  }

  const blocks: BlockElement[] = [];
  let lastListId: number | null = null;
  for (const draft of drafts) {
    const children = finishBlock(draft);
    if (!children) continue;
    const target = draft.target;
    if (target.type === 'list-item') {
      const prev = blocks[blocks.length - 1];
      const item: ListItemElement = { type: 'list-item', children };
      if (prev && prev.type === target.list && lastListId === target.listId) prev.children.push(item);
      else blocks.push({ type: target.list, children: [item] });
      lastListId = target.listId;
    } else {
      blocks.push({ type: target.type, children });
      lastListId = null;
    }
  }
  return blocks;
}

/**
 * Converts a parsed HTML tree (a document, a body or any element) into the stored format,
 * keeping only the allowlisted formatting: paragraphs, h1–h2 as heading-two, h3–h6 as
 * heading-three, quotes, flat lists, bold/italic/underline/strikethrough/code and http(s)/
 * mailto links. Everything else keeps its text and loses its markup; scripts, styles,
 * images and form controls are dropped. Never produces HTML.
 */
export function deserializeHtmlNode(root: HtmlNodeLike): RichTextValue {
  const pieces: Piece[] = [];
  const ctx: Context = { marks: {}, block: { type: 'paragraph' }, list: null, link: null, pre: false };
  collect(root, ctx, pieces, { next: 0 });
  return assemble(pieces);
}

export type HtmlParser = (html: string) => HtmlNodeLike;

/** Parses with the browser's DOMParser (inert: no scripts run, nothing is fetched). */
export const domParser: HtmlParser = (html) => {
  if (typeof DOMParser === 'undefined') throw new Error('DOMParser is not available here; pass a parser');
  return new DOMParser().parseFromString(html, 'text/html');
};

/**
 * `deserializeHtmlNode` over an HTML string. `parse` turns the string into a tree; the
 * default uses DOMParser, which only browsers have (tests pass their own).
 */
export function deserializeHtml(html: string, parse: HtmlParser = domParser): RichTextValue {
  if (html.trim() === '') return [];
  return deserializeHtmlNode(parse(html));
}
