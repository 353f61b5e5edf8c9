// The editor plugin without React or a DOM: Slate's core runs in Node.
import { createEditor, Editor, Transforms, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { describe, expect, it } from 'vitest';
import { applyLink, toggleBlock } from './commands';
import type { RichTextValue } from './types';
import { shortcutFor, withRichText } from './withRichText';

function makeEditor(children: Descendant[]): Editor {
  const editor = withRichText(withHistory(createEditor()));
  editor.children = children;
  return editor;
}

const para = (text: string): Descendant => ({ type: 'paragraph', children: [{ text }] });

function caretAtEnd(editor: Editor) {
  Transforms.select(editor, Editor.end(editor, []));
}

describe('shortcutFor', () => {
  it('knows the Markdown line starts', () => {
    expect(shortcutFor('-')).toBe('bulleted-list');
    expect(shortcutFor('*')).toBe('bulleted-list');
    expect(shortcutFor('1.')).toBe('numbered-list');
    expect(shortcutFor('12)')).toBe('numbered-list');
    expect(shortcutFor('>')).toBe('block-quote');
    expect(shortcutFor('##')).toBe('heading-two');
    expect(shortcutFor('###')).toBe('heading-three');
    expect(shortcutFor('toString')).toBeUndefined();
    expect(shortcutFor('a')).toBeUndefined();
  });
});

describe('Markdown shortcuts', () => {
  it('turns "- " into a bulleted list and "## " into a heading', () => {
    const editor = makeEditor([para('-')]);
    caretAtEnd(editor);
    editor.insertText(' ');
    editor.insertText('item');
    expect(editor.children).toEqual([{ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'item' }] }] }]);

    const heading = makeEditor([para('##')]);
    caretAtEnd(heading);
    heading.insertText(' ');
    expect(heading.children).toEqual([{ type: 'heading-two', children: [{ text: '' }] }]);
  });

  it('only applies at the start of a paragraph', () => {
    const editor = makeEditor([para('a -')]);
    caretAtEnd(editor);
    editor.insertText(' ');
    expect(editor.children).toEqual([para('a - ')]);
  });
});

describe('Enter and Backspace', () => {
  it('leaves the list on Enter in an empty item', () => {
    const editor = makeEditor([{ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'one' }] }] }]);
    caretAtEnd(editor);
    editor.insertBreak();
    editor.insertBreak();
    editor.insertText('after');
    expect(editor.children).toEqual([
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'one' }] }] },
      { type: 'paragraph', children: [{ text: 'after' }] },
    ]);
  });

  it('continues a heading with a paragraph', () => {
    const editor = makeEditor([{ type: 'heading-two', children: [{ text: 'Title' }] }]);
    caretAtEnd(editor);
    editor.insertBreak();
    expect(editor.children).toEqual([{ type: 'heading-two', children: [{ text: 'Title' }] }, para('')]);
  });

  it('turns a quote into a paragraph on Backspace at its start', () => {
    const editor = makeEditor([{ type: 'block-quote', children: [{ text: 'q' }] }]);
    Transforms.select(editor, Editor.start(editor, []));
    editor.deleteBackward('character');
    expect(editor.children).toEqual([para('q')]);
  });

  it('keeps Shift+Enter inside the block as "\\n"', () => {
    const editor = makeEditor([para('line')]);
    caretAtEnd(editor);
    editor.insertSoftBreak();
    editor.insertText('next');
    expect(editor.children).toEqual([para('line\nnext')]);
  });
});

describe('toggleBlock', () => {
  it('switches between list types and back to paragraphs', () => {
    const editor = makeEditor([para('a')]);
    caretAtEnd(editor);
    toggleBlock(editor, 'numbered-list');
    expect(editor.children).toEqual([{ type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'a' }] }] }]);
    toggleBlock(editor, 'bulleted-list');
    expect(editor.children).toEqual([{ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'a' }] }] }]);
    toggleBlock(editor, 'bulleted-list');
    expect(editor.children).toEqual([para('a')]);
  });
});

describe('applyLink', () => {
  it('wraps the selection, and the caret leaves the link', () => {
    const editor = makeEditor([para('see the contract')]);
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 4 }, focus: { path: [0, 0], offset: 16 } });
    applyLink(editor, 'https://example.org');
    editor.insertText('!');
    expect(editor.children).toEqual([
      {
        type: 'paragraph',
        children: [{ text: 'see ' }, { type: 'link', url: 'https://example.org', children: [{ text: 'the contract' }] }, { text: '!' }],
      },
    ]);
  });

  it('inserts the text (or the address) at a caret', () => {
    const editor = makeEditor([para('mail ')]);
    caretAtEnd(editor);
    applyLink(editor, 'mailto:rep@union.example');
    expect(editor.children).toEqual([
      {
        type: 'paragraph',
        children: [{ text: 'mail ' }, { type: 'link', url: 'mailto:rep@union.example', children: [{ text: 'rep@union.example' }] }, { text: '' }],
      },
    ]);
  });
});

describe('normalization keeps the allowlist', () => {
  it('fixes a fragment with foreign nodes', () => {
    const editor = makeEditor([para('')]);
    caretAtEnd(editor);
    const foreign = [
      { type: 'heading-one', children: [{ text: 'Big', color: 'red' }] },
      { type: 'paragraph', children: [{ text: 'x ' }, { type: 'link', url: 'javascript:alert(1)', children: [{ text: 'evil' }] }] },
      { type: 'bulleted-list', children: [{ type: 'paragraph', children: [{ text: 'item' }] }] },
    ] as unknown as Descendant[];
    Transforms.insertNodes(editor, foreign, { at: [1] });
    Editor.normalize(editor, { force: true });
    expect(editor.children as RichTextValue).toEqual([
      para(''),
      para('Big'),
      para('x evil'),
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'item' }] }] },
    ]);
  });
});
