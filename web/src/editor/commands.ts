// Editor commands used by the toolbar, the keyboard shortcuts and the link form.
import { Editor, Element, Path, Range, Transforms, type NodeEntry } from 'slate';
import { isListType, type CustomElement, type LinkElement, type ListType, type MarkName, type TextBlockType } from './types';

export type BlockFormat = Exclude<TextBlockType, 'paragraph'> | ListType;

export function isMarkActive(editor: Editor, mark: MarkName): boolean {
  const marks = Editor.marks(editor);
  return marks ? marks[mark] === true : false;
}

export function toggleMark(editor: Editor, mark: MarkName): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

function isType(type: CustomElement['type'] | readonly CustomElement['type'][]) {
  return (node: unknown): node is CustomElement =>
    Element.isElement(node) && (Array.isArray(type) ? type.includes(node.type) : node.type === type);
}

export function isBlockActive(editor: Editor, format: BlockFormat | 'heading'): boolean {
  const { selection } = editor;
  if (!selection) return false;
  const types: CustomElement['type'][] = format === 'heading' ? ['heading-two', 'heading-three'] : [format];
  const [match] = Array.from(
    Editor.nodes(editor, { at: Editor.unhangRange(editor, selection), match: isType(types) }),
  );
  return Boolean(match);
}

/** Turns the selected blocks into `format`, or back into paragraphs when they already are. */
export function toggleBlock(editor: Editor, format: BlockFormat): void {
  // The Heading button turns either heading level back into a paragraph.
  const active = isBlockActive(editor, format === 'heading-two' ? 'heading' : format);
  const list = isListType(format);
  Editor.withoutNormalizing(editor, () => {
    Transforms.unwrapNodes(editor, { match: (node) => Element.isElement(node) && isListType(node.type), split: true });
    const type: CustomElement['type'] = active ? 'paragraph' : list ? 'list-item' : format;
    Transforms.setNodes(editor, { type }, { match: (node) => Element.isElement(node) && Editor.isBlock(editor, node) });
    if (!active && list) Transforms.wrapNodes(editor, { type: format, children: [] });
  });
}

/** The lowest block around the selection's anchor (paragraph, heading, quote or list item). */
export function currentBlock(editor: Editor): NodeEntry<CustomElement> | undefined {
  const { selection } = editor;
  if (!selection) return undefined;
  return Editor.above(editor, {
    at: selection.anchor,
    match: (node) => Element.isElement(node) && Editor.isBlock(editor, node),
  }) as NodeEntry<CustomElement> | undefined;
}

export function activeLink(editor: Editor): NodeEntry<LinkElement> | undefined {
  const { selection } = editor;
  if (!selection) return undefined;
  const [entry] = Array.from(Editor.nodes(editor, { at: selection, match: isType('link') }));
  return entry as NodeEntry<LinkElement> | undefined;
}

export function isLinkActive(editor: Editor): boolean {
  return activeLink(editor) !== undefined;
}

export function removeLink(editor: Editor): void {
  Transforms.unwrapNodes(editor, { match: isType('link'), split: true });
}

/** Puts the caret just after the link at `path` so what the member types next is not linked. */
function caretAfter(editor: Editor, path: Path): void {
  const next = Path.next(path);
  if (Editor.hasPath(editor, next)) Transforms.select(editor, Editor.start(editor, next));
  else Transforms.select(editor, Editor.after(editor, path) ?? Editor.end(editor, path));
}

/**
 * Links the selection to `url`: updates the link under the caret, wraps the selected text,
 * or inserts `text` (the address itself when empty) at a collapsed caret.
 */
export function applyLink(editor: Editor, url: string, text?: string): void {
  const { selection } = editor;
  if (!selection) return;
  const existing = activeLink(editor);
  if (existing && Range.isCollapsed(selection)) {
    Transforms.setNodes(editor, { url }, { at: existing[1] });
    caretAfter(editor, existing[1]);
    return;
  }
  if (Range.isCollapsed(selection)) {
    const label = text?.trim() || url.replace(/^mailto:/i, '');
    const link: LinkElement = { type: 'link', url, children: [{ text: label }] };
    Transforms.insertNodes(editor, link);
    const [inserted] = Array.from(
      Editor.nodes(editor, { at: editor.selection ?? undefined, match: isType('link'), reverse: true }),
    );
    if (inserted) caretAfter(editor, inserted[1]);
    return;
  }
  Editor.withoutNormalizing(editor, () => {
    Transforms.unwrapNodes(editor, { match: isType('link'), split: true });
    Transforms.wrapNodes(editor, { type: 'link', url, children: [] }, { split: true });
  });
  const end = Range.end(editor.selection ?? selection);
  const [wrapped] = Array.from(Editor.nodes(editor, { at: end, match: isType('link') }));
  if (wrapped) caretAfter(editor, wrapped[1]);
  else Transforms.collapse(editor, { edge: 'end' });
}

/** Puts a caret at the end of the document when the editor never had a selection. */
export function ensureSelection(editor: Editor): void {
  if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
}
