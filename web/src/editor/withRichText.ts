// The editor plugin: links are inline, the document is kept inside the allowlist whatever
// gets pasted or dropped, Markdown-style shortcuts at the start of a line, and Enter /
// Backspace leave lists, quotes and headings the way people expect.
import { Editor, Element, Node, Point, Range, Text, Transforms, type Path } from 'slate';
import { currentBlock, toggleBlock, type BlockFormat } from './commands';
import { deserializeHtml, isSafeUrl, plainTextToValue, sanitizeValue } from './serialize';
import { MARKS, isListType, isTextBlockType, type CustomElement } from './types';

/** What a line starts with, typed before a space, and the block it turns into. */
export const MARKDOWN_SHORTCUTS: Record<string, BlockFormat> = {
  '-': 'bulleted-list',
  '*': 'bulleted-list',
  '+': 'bulleted-list',
  '>': 'block-quote',
  '#': 'heading-two',
  '##': 'heading-two',
  '###': 'heading-three',
};

export function shortcutFor(beforeText: string): BlockFormat | undefined {
  if (/^\d{1,3}[.)]$/.test(beforeText)) return 'numbered-list';
  return Object.prototype.hasOwnProperty.call(MARKDOWN_SHORTCUTS, beforeText) ? MARKDOWN_SHORTCUTS[beforeText] : undefined;
}

const ALLOWED_TEXT_KEYS = new Set<string>(['text', ...MARKS]);
const ALLOWED_ELEMENT_KEYS = new Set(['type', 'children', 'url']);

/** Text from the start of the caret's block up to the caret (for the Markdown shortcuts). */
function textBeforeCaret(editor: Editor): { text: string; range: Range; block: CustomElement; path: Path } | undefined {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection)) return undefined;
  const entry = currentBlock(editor);
  if (!entry) return undefined;
  const [block, path] = entry;
  const range = { anchor: Editor.start(editor, path), focus: selection.anchor };
  return { text: Editor.string(editor, range), range, block, path };
}

/** Applies a Markdown shortcut when the line so far is one; returns whether it did. */
export function applyMarkdownShortcut(editor: Editor): boolean {
  const before = textBeforeCaret(editor);
  if (!before || before.block.type !== 'paragraph') return false;
  const format = shortcutFor(before.text);
  if (!format) return false;
  Transforms.select(editor, before.range);
  if (!Range.isCollapsed(before.range)) Transforms.delete(editor);
  toggleBlock(editor, format);
  return true;
}

export function withRichText(editor: Editor): Editor {
  const { isInline, insertText, insertBreak, deleteBackward, normalizeNode } = editor;

  editor.isInline = (element) => element.type === 'link' || isInline(element);

  editor.insertText = (text) => {
    const { selection } = editor;
    if (text === ' ' && selection && Range.isCollapsed(selection) && applyMarkdownShortcut(editor)) return;
    insertText(text);
  };

  // Shift+Enter: a line break inside the block (stored as "\n" in the text).
  editor.insertSoftBreak = () => {
    editor.insertText('\n');
  };

  editor.insertBreak = () => {
    const entry = currentBlock(editor);
    if (!entry || !editor.selection || !Range.isCollapsed(editor.selection)) {
      insertBreak();
      return;
    }
    const [block, path] = entry;
    const empty = Node.string(block) === '';
    // Enter in an empty list item or quote leaves the list or the quote.
    if (empty && (block.type === 'list-item' || block.type === 'block-quote')) {
      toggleBlock(editor, block.type === 'list-item' ? (Node.parent(editor, path) as { type: 'bulleted-list' | 'numbered-list' }).type : 'block-quote');
      return;
    }
    // Enter at the end of a heading continues with a paragraph.
    if ((block.type === 'heading-two' || block.type === 'heading-three') && Point.equals(editor.selection.anchor, Editor.end(editor, path))) {
      insertBreak();
      Transforms.setNodes(editor, { type: 'paragraph' }, { match: (node) => Element.isElement(node) && Editor.isBlock(editor, node) });
      return;
    }
    insertBreak();
  };

  editor.deleteBackward = (unit) => {
    const { selection } = editor;
    if (selection && Range.isCollapsed(selection)) {
      const entry = currentBlock(editor);
      if (entry) {
        const [block, path] = entry;
        // Backspace at the start of a list item, quote or heading turns it into a paragraph.
        if (block.type !== 'paragraph' && Point.equals(selection.anchor, Editor.start(editor, path))) {
          const format = block.type === 'list-item' ? (Node.parent(editor, path) as { type: 'bulleted-list' | 'numbered-list' }).type : block.type;
          if (format !== 'link') {
            toggleBlock(editor, format as BlockFormat);
            return;
          }
        }
      }
    }
    deleteBackward(unit);
  };

  // Keeps the document inside the allowlist, whatever an operation or a paste produced.
  editor.normalizeNode = (entry, options) => {
    const [node, path] = entry;

    if (Text.isText(node)) {
      const extra = Object.keys(node).filter((key) => !ALLOWED_TEXT_KEYS.has(key) || (key !== 'text' && (node as unknown as Record<string, unknown>)[key] !== true));
      if (extra.length > 0) {
        Transforms.unsetNodes(editor, extra, { at: path });
        return;
      }
      normalizeNode(entry, options);
      return;
    }

    if (Editor.isEditor(node)) {
      // Top level: only paragraphs, headings, quotes and lists.
      for (const [child, childPath] of Node.children(editor, path)) {
        if (Element.isElement(child) && (isTextBlockType(child.type) || isListType(child.type))) continue;
        if (Element.isElement(child) && child.type === 'list-item') {
          Transforms.setNodes(editor, { type: 'paragraph' }, { at: childPath });
          return;
        }
        if (Text.isText(child) || (Element.isElement(child) && child.type === 'link')) {
          Transforms.wrapNodes(editor, { type: 'paragraph', children: [] }, { at: childPath });
          return;
        }
      }
      normalizeNode(entry, options);
      return;
    }

    if (!Element.isElement(node)) {
      normalizeNode(entry, options);
      return;
    }
    const element = node as CustomElement;

    const extraKeys = Object.keys(element).filter((key) => !ALLOWED_ELEMENT_KEYS.has(key) || (key === 'url' && element.type !== 'link'));
    if (extraKeys.length > 0) {
      Transforms.unsetNodes(editor, extraKeys, { at: path });
      return;
    }

    const known = isTextBlockType(element.type) || isListType(element.type) || element.type === 'list-item' || element.type === 'link';
    if (!known) {
      const hasBlocks = element.children.some((child) => Element.isElement(child) && !editor.isInline(child));
      if (hasBlocks) Transforms.unwrapNodes(editor, { at: path });
      else Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
      return;
    }

    if (element.type === 'link') {
      const parent = Node.parent(editor, path);
      if (!isSafeUrl(element.url) || (Element.isElement(parent) && parent.type === 'link')) {
        Transforms.unwrapNodes(editor, { at: path });
        return;
      }
      for (const [child, childPath] of Node.children(editor, path)) {
        if (Element.isElement(child)) {
          Transforms.unwrapNodes(editor, { at: childPath });
          return;
        }
      }
      // A link whose text was deleted disappears.
      if (Node.string(element) === '') {
        Transforms.removeNodes(editor, { at: path });
        return;
      }
      normalizeNode(entry, options);
      return;
    }

    if (isListType(element.type)) {
      const parent = Node.parent(editor, path);
      if (!Editor.isEditor(parent)) {
        Transforms.unwrapNodes(editor, { at: path });
        return;
      }
      for (const [child, childPath] of Node.children(editor, path)) {
        if (Element.isElement(child) && child.type === 'list-item') continue;
        if (Element.isElement(child) && isListType(child.type)) {
          Transforms.unwrapNodes(editor, { at: childPath });
          return;
        }
        if (Element.isElement(child) && !editor.isInline(child)) {
          Transforms.setNodes(editor, { type: 'list-item' }, { at: childPath });
          return;
        }
        // Loose text or a link directly inside a list.
        if (Node.string(child) === '' && element.children.length > 1) {
          Transforms.removeNodes(editor, { at: childPath });
        } else {
          Transforms.wrapNodes(editor, { type: 'list-item', children: [] }, { at: childPath });
        }
        return;
      }
      normalizeNode(entry, options);
      return;
    }

    // Paragraphs, headings, quotes and list items hold inline content only.
    if (element.type === 'list-item') {
      const parent = Node.parent(editor, path);
      if (!Element.isElement(parent) || !isListType(parent.type)) {
        Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
        return;
      }
    }
    for (const [child, childPath] of Node.children(editor, path)) {
      if (Element.isElement(child) && !editor.isInline(child)) {
        Transforms.unwrapNodes(editor, { at: childPath });
        return;
      }
    }
    normalizeNode(entry, options);
  };

  // Pasting and dropping: our own fragments (sanitized: another site can put anything in
  // that format), then HTML through the allowlisted deserializer, then plain text.
  editor.insertFragmentData = (data) => {
    const encoded = data.getData('application/x-slate-fragment') || slateFragmentFromHtml(data.getData('text/html'));
    if (!encoded) return false;
    try {
      const nodes = sanitizeValue(JSON.parse(decodeURIComponent(window.atob(encoded))) as unknown);
      if (nodes.length === 0) return false;
      editor.insertFragment(nodes);
      return true;
    } catch {
      return false;
    }
  };

  editor.insertTextData = (data) => {
    const html = data.getData('text/html');
    if (html) {
      try {
        const nodes = deserializeHtml(html);
        if (nodes.length > 0) {
          insertBlocks(editor, nodes);
          return true;
        }
      } catch {
        // Fall back to the plain text below.
      }
    }
    const text = data.getData('text/plain');
    if (!text) return false;
    const nodes = plainTextToValue(text);
    if (nodes.length === 0) return false;
    insertBlocks(editor, nodes);
    return true;
  };

  return editor;
}

/** Slate also puts the fragment in a data-slate-fragment attribute of the copied HTML. */
function slateFragmentFromHtml(html: string): string | null {
  const match = /data-slate-fragment="([^"]+)"/.exec(html);
  return match ? match[1].replace(/&amp;/g, '&') : null;
}

function insertBlocks(editor: Editor, nodes: ReturnType<typeof plainTextToValue>): void {
  editor.insertFragment(nodes);
}
