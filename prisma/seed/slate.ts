// Small builders for the Slate JSON of the demo posts, comments and bios. Node types and marks
// are the editor's allowlist: paragraph, heading-two, block-quote, bulleted-list, numbered-list,
// list-item, link; marks bold, italic, underline, code.
import type { SlateBlock, SlateInline, SlateListItem, SlateText } from '../../tests/fixtures/factories.ts';

type Part = string | SlateInline;

export const b = (text: string): SlateText => ({ text, bold: true });
export const i = (text: string): SlateText => ({ text, italic: true });
export const u = (text: string): SlateText => ({ text, underline: true });
export const code = (text: string): SlateText => ({ text, code: true });
export const link = (url: string, text: string): SlateInline => ({ type: 'link', url, children: [{ text }] });

/** Inline children as Slate normalises them: text nodes around and between inline links. */
function inlines(parts: Part[]): SlateInline[] {
  const out: SlateInline[] = [];
  for (const part of parts) {
    if (part === '') continue;
    const node: SlateInline = typeof part === 'string' ? { text: part } : part;
    const prev = out[out.length - 1];
    if ('type' in node && (!prev || 'type' in prev)) out.push({ text: '' });
    out.push(node);
  }
  const last = out[out.length - 1];
  if (!last || 'type' in last) out.push({ text: '' });
  return out;
}

export const p = (...parts: Part[]): SlateBlock => ({ type: 'paragraph', children: inlines(parts) });
export const h2 = (...parts: Part[]): SlateBlock => ({ type: 'heading-two', children: inlines(parts) });
export const quote = (...parts: Part[]): SlateBlock => ({ type: 'block-quote', children: inlines(parts) });

const item = (entry: Part | Part[]): SlateListItem => ({
  type: 'list-item',
  children: inlines(Array.isArray(entry) ? entry : [entry]),
});
export const ul = (...items: (Part | Part[])[]): SlateBlock => ({ type: 'bulleted-list', children: items.map(item) });
export const ol = (...items: (Part | Part[])[]): SlateBlock => ({ type: 'numbered-list', children: items.map(item) });
