// The rich-text format shared by the editor, the renderer and the server: Slate JSON, an
// array of blocks. The node types and marks below are the whole allowlist (the server
// validates stored content with the same list).
//
// The helpers in this file take `unknown`-ish input on purpose: stored content comes from
// the network, so previews and counters must not throw on a malformed value.
import type { BaseEditor, Descendant } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

export const MARKS = ['bold', 'italic', 'underline', 'code', 'strikethrough'] as const;
export type MarkName = (typeof MARKS)[number];

export type FormattedText = { text: string } & Partial<Record<MarkName, true>>;

export interface LinkElement {
  type: 'link';
  url: string;
  children: FormattedText[];
}

export type InlineNode = FormattedText | LinkElement;

export type TextBlockType = 'paragraph' | 'heading-two' | 'heading-three' | 'block-quote';
export type ListType = 'bulleted-list' | 'numbered-list';

export interface TextBlockElement {
  type: TextBlockType;
  children: InlineNode[];
}

export interface ListItemElement {
  type: 'list-item';
  children: InlineNode[];
}

export interface ListElement {
  type: ListType;
  children: ListItemElement[];
}

/** A top-level block of a stored value. */
export type BlockElement = TextBlockElement | ListElement;
export type CustomElement = BlockElement | ListItemElement | LinkElement;
export type ElementType = CustomElement['type'];

/** What the API stores for a post body, a comment or a bio. */
export type RichTextValue = BlockElement[];

export type RichTextEditorInstance = BaseEditor & ReactEditor & HistoryEditor;

declare module 'slate' {
  interface CustomTypes {
    Editor: RichTextEditorInstance;
    Element: CustomElement;
    Text: FormattedText;
  }
}

export const TEXT_BLOCK_TYPES: readonly TextBlockType[] = ['paragraph', 'heading-two', 'heading-three', 'block-quote'];
export const LIST_TYPES: readonly ListType[] = ['bulleted-list', 'numbered-list'];

export function isTextBlockType(type: unknown): type is TextBlockType {
  return typeof type === 'string' && (TEXT_BLOCK_TYPES as readonly string[]).includes(type);
}

export function isListType(type: unknown): type is ListType {
  return typeof type === 'string' && (LIST_TYPES as readonly string[]).includes(type);
}

/** A fresh one-empty-paragraph value (what an empty editor holds). */
export function emptyValue(): RichTextValue {
  return [{ type: 'paragraph', children: [{ text: '' }] }];
}

type LooseNode = { text?: unknown; type?: unknown; children?: unknown };

function isObject(value: unknown): value is LooseNode {
  return typeof value === 'object' && value !== null;
}

/** Text of one node and its descendants, without separators (unknown nodes included). */
function nodeText(node: unknown): string {
  if (!isObject(node)) return '';
  if (typeof node.text === 'string') return node.text;
  if (!Array.isArray(node.children)) return '';
  let out = '';
  for (const child of node.children) out += nodeText(child);
  return out;
}

/** Lines of one block: a list gives one line per item, any other block one line. */
function blockLines(node: unknown): string[] {
  if (!isObject(node)) return [];
  if (typeof node.text === 'string') return [node.text];
  if (!Array.isArray(node.children)) return [];
  const children = node.children as unknown[];
  const hasBlockChildren = children.some((child) => isObject(child) && Array.isArray(child.children) && child.type !== 'link');
  if (!hasBlockChildren) return [nodeText(node)];
  return children.flatMap(blockLines);
}

function asBlocks(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/**
 * Plain text of a value: blocks joined with blank lines, list items one per line. Empty
 * blocks are left out. Used for previews, excerpts and the composer's tag suggestions.
 */
export function plainText(value: unknown): string {
  const parts: string[] = [];
  for (const block of asBlocks(value)) {
    const lines = blockLines(block)
      .map((line) => line.replace(/\s+$/u, ''))
      .filter((line) => line.trim() !== '');
    if (lines.length > 0) parts.push(lines.join('\n'));
  }
  return parts.join('\n\n').trim();
}

/** True when the value holds no visible text (only whitespace, or nothing at all). */
export function isEmptyValue(value: unknown): boolean {
  return asBlocks(value).every((block) => nodeText(block).trim() === '');
}

/**
 * The number of characters counted against a length limit: the text of every leaf, in
 * UTF-16 code units like `String.length` (the stricter of the usual measures).
 */
export function characterCount(value: unknown): number {
  let count = 0;
  for (const block of asBlocks(value)) count += nodeText(block).length;
  return count;
}

/**
 * Cuts `text` to at most `length` characters at a word boundary and appends '…' when
 * anything was cut. Whitespace (line breaks included) is collapsed to single spaces.
 */
export function truncateText(text: string, length: number): string {
  const flat = text.replace(/\s+/gu, ' ').trim();
  const max = Math.max(1, Math.floor(length));
  if (flat.length <= max) return flat;
  let cut = flat.slice(0, max);
  // Never split a surrogate pair (an emoji, say).
  if (/[\uD800-\uDBFF]$/u.test(cut)) cut = cut.slice(0, -1);
  // Prefer the last space; if the first word alone is longer than the limit, cut it.
  const lastSpace = cut.lastIndexOf(' ');
  const head = flat[max] === ' ' ? cut : lastSpace > 0 ? cut.slice(0, lastSpace) : cut;
  return `${head.replace(/[\s.,;:!?\-–—]+$/u, '')}…`;
}

/** A short plain-text preview of a value (see `truncateText`). */
export function excerpt(value: unknown, length: number): string {
  return truncateText(plainText(value), length);
}

/** Narrowing helper for code that receives Slate's `Descendant[]`. */
export function asRichTextValue(value: Descendant[]): RichTextValue {
  return value as RichTextValue;
}
