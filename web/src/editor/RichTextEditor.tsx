// The rich-text editor: a controlled Slate editor with a formatting toolbar, keyboard and
// Markdown shortcuts, an inline link form, allowlisted paste and an optional character
// counter. The value is the stored format (see ./types).
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { createEditor, Editor, Element as SlateElement, Node as SlateNode, Range, Transforms, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import {
  Editable,
  ReactEditor,
  Slate,
  useSlate,
  withReact,
  type RenderElementProps,
  type RenderLeafProps,
  type RenderPlaceholderProps,
} from 'slate-react';
import {
  activeLink,
  applyLink,
  ensureSelection,
  isBlockActive,
  isLinkActive,
  isMarkActive,
  removeLink,
  toggleBlock,
  toggleMark,
  type BlockFormat,
} from './commands';
import { EditorIcon, type EditorIconName } from './icons';
import { isSafeUrl, linkError, normalizeUrl, sanitizeValue } from './serialize';
import { characterCount, emptyValue, type MarkName, type RichTextValue } from './types';
import { shortcutFor, withRichText } from './withRichText';
import { mentionAtCaret, type MentionCandidate, type MentionSource } from './mentionAutocomplete';

export interface RichTextEditorProps {
  value: RichTextValue;
  onChange: (value: RichTextValue) => void;
  /** The editor's accessible name, shown above it (see `hideLabel`). */
  label: string;
  placeholder?: string;
  /** Shows a counter and marks the editor invalid past this many characters of text. */
  maxChars?: number;
  autoFocus?: boolean;
  /** id of the editable element (the role="textbox"). */
  id?: string;
  'aria-describedby'?: string;
  /** Keep the label for screen readers only (e.g. a comment box with its own heading). */
  hideLabel?: boolean;
  /** Read-only while, say, the form is being sent. */
  disabled?: boolean;
  className?: string;
  /** Offers members after '@' (arrows, Enter or Tab, Escape, or the mouse); none without. */
  suggestMentions?: MentionSource;
}

/** The '@name' being typed: where it starts in its text node, what was typed, what is offered. */
interface MentionState {
  path: number[];
  start: number;
  end: number;
  prefix: string;
  items: MentionCandidate[];
  active: number;
}

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);
const MOD = IS_MAC ? '⌘' : 'Ctrl+';

type ToolbarAction =
  | { kind: 'mark'; mark: MarkName; label: string; icon: EditorIconName; keys: string; hint: string }
  | { kind: 'block'; format: BlockFormat; label: string; icon: EditorIconName; hint?: string }
  | { kind: 'link'; label: string; icon: EditorIconName; keys: string; hint: string }
  | { kind: 'unlink'; label: string; icon: EditorIconName };

const ACTIONS: ToolbarAction[] = [
  { kind: 'mark', mark: 'bold', label: 'Bold', icon: 'bold', keys: 'Control+B Meta+B', hint: `${MOD}B` },
  { kind: 'mark', mark: 'italic', label: 'Italic', icon: 'italic', keys: 'Control+I Meta+I', hint: `${MOD}I` },
  { kind: 'mark', mark: 'underline', label: 'Underline', icon: 'underline', keys: 'Control+U Meta+U', hint: `${MOD}U` },
  { kind: 'mark', mark: 'code', label: 'Code', icon: 'code', keys: '', hint: '' },
  { kind: 'block', format: 'heading-two', label: 'Heading', icon: 'heading', hint: '## ' },
  { kind: 'block', format: 'block-quote', label: 'Quote', icon: 'quote', hint: '> ' },
  { kind: 'block', format: 'bulleted-list', label: 'Bulleted list', icon: 'bulleted', hint: '- ' },
  { kind: 'block', format: 'numbered-list', label: 'Numbered list', icon: 'numbered', hint: '1. ' },
  { kind: 'link', label: 'Link', icon: 'link', keys: 'Control+K Meta+K', hint: `${MOD}K` },
  { kind: 'unlink', label: 'Remove link', icon: 'unlink' },
];

/** Where a group of toolbar buttons ends (a thin separator is drawn after it). */
const GROUP_ENDS = new Set([3, 7]);

interface LinkDraft {
  url: string;
  text: string;
  /** Ask for the text to show: the caret is collapsed and not in a link. */
  askText: boolean;
  editing: boolean;
  error: string | null;
}

export function RichTextEditor({
  value,
  onChange,
  label,
  placeholder,
  maxChars,
  autoFocus,
  id,
  'aria-describedby': describedBy,
  hideLabel,
  disabled,
  className,
  suggestMentions,
}: RichTextEditorProps) {
  const editor = useMemo(() => withRichText(withHistory(withReact(createEditor()))), []);
  const baseId = useId();
  const editableId = id ?? `${baseId}-editable`;
  const labelId = `${baseId}-label`;
  const counterId = `${baseId}-counter`;

  // The value we last emitted goes back to Slate untouched (same identity, no re-apply);
  // anything else (initial content, a reset after sending) is coerced into the allowlist.
  const emitted = useRef<RichTextValue | null>(null);
  const slateValue = useMemo<Descendant[]>(() => {
    if (value === emitted.current) return value;
    const clean = sanitizeValue(value);
    return clean.length > 0 ? clean : emptyValue();
  }, [value]);
  // A value from outside (initial content, a reset) starts a fresh undo history: Ctrl+Z
  // must not bring back the previous post. Slate applies it in its own layout effect,
  // which runs before this one.
  useLayoutEffect(() => {
    if (slateValue !== emitted.current) {
      editor.history.undos = [];
      editor.history.redos = [];
    }
  }, [editor, slateValue]);
  const handleValueChange = useCallback(
    (next: Descendant[]) => {
      emitted.current = next as RichTextValue;
      onChange(next as RichTextValue);
    },
    [onChange],
  );

  const [mention, setMention] = useState<MentionState | null>(null);
  // Escape closes the list until the caret leaves that '@' (its path and start).
  const dismissed = useRef<string | null>(null);
  const mentionAsked = useRef(0);
  const listboxId = `${baseId}-mentions`;

  /** After any change (text or caret): is an '@name' being typed in plain (not code) text? */
  const updateMention = useCallback(() => {
    if (!suggestMentions) return;
    const { selection } = editor;
    const close = () => setMention((m) => (m ? null : m));
    if (!selection || !Range.isCollapsed(selection) || !SlateNode.has(editor, selection.anchor.path)) return close();
    const node = SlateNode.get(editor, selection.anchor.path) as { text?: string; code?: boolean };
    if (typeof node.text !== 'string' || node.code || isLinkActive(editor)) return close();
    const found = mentionAtCaret(node.text.slice(0, selection.anchor.offset));
    const key = found ? `${selection.anchor.path.join('.')}:${found.start}` : null;
    if (!found || found.prefix.length === 0 || key === dismissed.current) {
      if (!found) dismissed.current = null;
      return close();
    }
    const asked = ++mentionAsked.current;
    const at = { path: selection.anchor.path, start: found.start, end: selection.anchor.offset, prefix: found.prefix };
    void suggestMentions(found.prefix).then(
      (items) => {
        if (asked !== mentionAsked.current) return; // a later keystroke asked again
        setMention(items.length ? { ...at, items, active: 0 } : null);
      },
      () => undefined,
    );
  }, [editor, suggestMentions]);

  const insertMention = useCallback(
    (candidate: MentionCandidate) => {
      if (!mention) return;
      mentionAsked.current++;
      setMention(null);
      ReactEditor.focus(editor);
      Transforms.select(editor, { anchor: { path: mention.path, offset: mention.start }, focus: { path: mention.path, offset: mention.end } });
      Transforms.insertText(editor, `@${candidate.username} `);
    },
    [editor, mention],
  );

  const [linkDraft, setLinkDraft] = useState<LinkDraft | null>(null);
  const savedSelection = useRef<Range | null>(null);

  const openLinkForm = useCallback(() => {
    if (disabled) return;
    syncSelection(editor);
    ensureSelection(editor);
    savedSelection.current = editor.selection;
    const link = activeLink(editor);
    const collapsed = editor.selection ? Range.isCollapsed(editor.selection) : true;
    setLinkDraft({
      url: link ? link[0].url : '',
      text: '',
      askText: collapsed && !link,
      editing: Boolean(link),
      error: null,
    });
  }, [editor, disabled]);

  // Focus first, then change: ReactEditor.focus waits for pending operations (on a timer),
  // and keys pressed meanwhile would go nowhere.
  const restoreSelection = useCallback(() => {
    const selection = savedSelection.current;
    savedSelection.current = null;
    ReactEditor.focus(editor);
    if (selection && Editor.hasPath(editor, selection.anchor.path) && Editor.hasPath(editor, selection.focus.path)) {
      Transforms.select(editor, selection);
    }
  }, [editor]);

  const closeLinkForm = useCallback(() => {
    setLinkDraft(null);
    restoreSelection();
  }, [restoreSelection]);

  const submitLink = useCallback(() => {
    if (!linkDraft) return;
    const error = linkError(linkDraft.url);
    const url = normalizeUrl(linkDraft.url);
    if (error || !url) {
      setLinkDraft({ ...linkDraft, error: error ?? 'Enter a valid link address' });
      return;
    }
    restoreSelection();
    ensureSelection(editor);
    applyLink(editor, url, linkDraft.askText ? linkDraft.text : undefined);
    setLinkDraft(null);
  }, [editor, linkDraft, restoreSelection]);

  const onKeyDown = useCallback(
    (event: ReactKeyboardEvent<HTMLDivElement>) => {
      if (mention && !event.nativeEvent.isComposing) {
        const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
        if (step) {
          event.preventDefault();
          setMention({ ...mention, active: (mention.active + step + mention.items.length) % mention.items.length });
          return;
        }
        if (event.key === 'Enter' || event.key === 'Tab') {
          event.preventDefault();
          insertMention(mention.items[mention.active]!);
          return;
        }
        if (event.key === 'Escape') {
          event.preventDefault();
          dismissed.current = `${mention.path.join('.')}:${mention.start}`;
          mentionAsked.current++;
          setMention(null);
          return;
        }
      }
      const mod = IS_MAC ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
      if (!mod || event.altKey || event.shiftKey) return;
      const key = event.key.toLowerCase();
      if (key === 'b' || key === 'i' || key === 'u') syncSelection(editor);
      const mark: MarkName | undefined = key === 'b' ? 'bold' : key === 'i' ? 'italic' : key === 'u' ? 'underline' : undefined;
      if (mark) {
        event.preventDefault();
        toggleMark(editor, mark);
      } else if (key === 'k') {
        event.preventDefault();
        openLinkForm();
      }
    },
    [editor, openLinkForm, mention, insertMention],
  );

  // Android keyboards report input late (a diff is flushed after the fact): flush early
  // when a space completes a Markdown shortcut, so the shortcut applies as on desktop.
  const onDOMBeforeInput = useCallback(() => {
    queueMicrotask(() => {
      const pending = ReactEditor.androidPendingDiffs(editor);
      const flush = pending?.some(({ diff, path }) => {
        if (!diff.text.endsWith(' ')) return false;
        const { text } = SlateNode.leaf(editor, path);
        const before = text.slice(0, diff.start) + diff.text.slice(0, -1);
        if (!shortcutFor(before)) return false;
        const block = Editor.above(editor, { at: path, match: (n) => SlateElement.isElement(n) && Editor.isBlock(editor, n) });
        return block ? Editor.isStart(editor, Editor.start(editor, path), block[1]) : false;
      });
      if (flush) ReactEditor.androidScheduleFlush(editor);
    });
  }, [editor]);

  const count = maxChars !== undefined ? characterCount(slateValue) : 0;
  const over = maxChars !== undefined && count > maxChars;
  const describedByIds = [describedBy, maxChars !== undefined ? counterId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`rich-editor${disabled ? ' rich-editor-disabled' : ''}${over ? ' rich-editor-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <div
        id={labelId}
        className={hideLabel ? 'visually-hidden' : 'rich-editor-label'}
        onClick={() => {
          if (!disabled) ReactEditor.focus(editor);
        }}
      >
        {label}
      </div>
      <Slate editor={editor} value={slateValue} onValueChange={handleValueChange} onChange={updateMention}>
        <div className="rich-editor-frame">
          <Toolbar label={label} controls={editableId} disabled={Boolean(disabled)} onLink={openLinkForm} linkOpen={linkDraft !== null} />
          {linkDraft ? (
            <LinkForm
              draft={linkDraft}
              onChange={(next) => setLinkDraft({ ...linkDraft, ...next, error: next.url !== undefined ? null : linkDraft.error })}
              onSubmit={submitLink}
              onCancel={closeLinkForm}
              onRemove={
                linkDraft.editing
                  ? () => {
                      setLinkDraft(null);
                      restoreSelection();
                      removeLink(editor);
                    }
                  : undefined
              }
            />
          ) : null}
          <Editable
            id={editableId}
            className="rich-editor-content rich-text"
            role="textbox"
            aria-multiline="true"
            aria-labelledby={labelId}
            aria-describedby={describedByIds}
            aria-invalid={over || undefined}
            aria-autocomplete={suggestMentions ? 'list' : undefined}
            aria-controls={mention ? listboxId : undefined}
            aria-expanded={suggestMentions ? mention !== null : undefined}
            aria-activedescendant={mention ? `${listboxId}-${mention.active}` : undefined}
            aria-disabled={disabled || undefined}
            readOnly={disabled}
            placeholder={placeholder}
            renderElement={renderElement}
            renderLeaf={renderLeaf}
            renderPlaceholder={renderPlaceholder}
            onKeyDown={onKeyDown}
            onDOMBeforeInput={onDOMBeforeInput}
            autoFocus={autoFocus}
            spellCheck
          />
          {mention ? <MentionList id={listboxId} state={mention} onPick={insertMention} onHover={(active) => setMention({ ...mention, active })} /> : null}
        </div>
      </Slate>
      {maxChars !== undefined ? <Counter id={counterId} count={count} max={maxChars} label={label} /> : null}
    </div>
  );
}

/**
 * Slate reads the DOM selection on a throttle (100 ms): a command right after Shift+Arrow
 * would act on the old selection. Commands read a live *expanded* selection first. A
 * collapsed caret is left to Slate: after a soft line break the DOM caret sits on a
 * placeholder that does not map back exactly.
 */
function syncSelection(editor: Editor): void {
  if (!ReactEditor.isFocused(editor)) return;
  const domSelection = window.getSelection();
  if (!domSelection || domSelection.rangeCount === 0 || domSelection.isCollapsed) return;
  const { anchorNode, focusNode } = domSelection;
  if (!anchorNode || !focusNode) return;
  if (!ReactEditor.hasDOMNode(editor, anchorNode, { editable: true }) || !ReactEditor.hasDOMNode(editor, focusNode, { editable: true })) return;
  const range = ReactEditor.toSlateRange(editor, domSelection, { exactMatch: true, suppressThrow: true });
  if (range && !(editor.selection && Range.equals(range, editor.selection))) Transforms.select(editor, range);
}

// ---------------------------------------------------------------- toolbar

function Toolbar({
  label,
  controls,
  disabled,
  onLink,
  linkOpen,
}: {
  label: string;
  controls: string;
  disabled: boolean;
  onLink: () => void;
  linkOpen: boolean;
}) {
  const editor = useSlate();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState(0);
  const inLink = isLinkActive(editor);

  const isDisabled = (action: ToolbarAction) => disabled || (action.kind === 'unlink' && !inLink);

  const run = (action: ToolbarAction) => {
    if (action.kind === 'link') {
      onLink();
      return;
    }
    // Back to typing after a command, whether clicked, tapped or pressed from the keyboard
    // (Shift+Tab returns to the same button). Focus first: see restoreSelection.
    if (!ReactEditor.isFocused(editor)) ReactEditor.focus(editor);
    syncSelection(editor);
    ensureSelection(editor);
    if (action.kind === 'mark') toggleMark(editor, action.mark);
    else if (action.kind === 'block') toggleBlock(editor, action.format);
    else removeLink(editor);
  };

  const pressed = (action: ToolbarAction): boolean | undefined => {
    switch (action.kind) {
      case 'mark':
        return isMarkActive(editor, action.mark);
      case 'block':
        return isBlockActive(editor, action.format === 'heading-two' ? 'heading' : action.format);
      case 'link':
        return inLink || linkOpen;
      default:
        return undefined;
    }
  };

  // Arrow keys move between buttons; the toolbar is one Tab stop (WAI-ARIA toolbar).
  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const enabled = ACTIONS.map((action, index) => (isDisabled(action) ? -1 : index)).filter((index) => index >= 0);
    if (enabled.length === 0) return;
    const position = Math.max(0, enabled.indexOf(focusIndex));
    let target: number | undefined;
    if (event.key === 'ArrowRight') target = enabled[(position + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') target = enabled[(position - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') target = enabled[0];
    else if (event.key === 'End') target = enabled[enabled.length - 1];
    if (target === undefined) return;
    event.preventDefault();
    setFocusIndex(target);
    buttons.current[target]?.focus();
  };

  // The Tab stop must be on an enabled button.
  const tabStop = isDisabled(ACTIONS[focusIndex]) ? ACTIONS.findIndex((action) => !isDisabled(action)) : focusIndex;

  return (
    <div className="rich-editor-toolbar" role="toolbar" aria-label={`${label}: formatting`} aria-controls={controls} onKeyDown={onKeyDown}>
      {ACTIONS.map((action, index) => {
        const hint = 'hint' in action && action.hint ? ` (${action.hint})` : '';
        return (
          <span key={action.label} className={GROUP_ENDS.has(index) ? 'rich-editor-group-end' : undefined}>
            <button
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              className="rich-editor-button"
              aria-label={action.label}
              aria-pressed={pressed(action)}
              aria-keyshortcuts={'keys' in action && action.keys ? action.keys : undefined}
              title={`${action.label}${hint}`}
              disabled={isDisabled(action)}
              tabIndex={index === tabStop ? 0 : -1}
              onFocus={() => setFocusIndex(index)}
              // Keep the editor's focus and selection when clicked or tapped.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => run(action)}
            >
              <EditorIcon name={action.icon} />
            </button>
          </span>
        );
      })}
    </div>
  );
}

// -------------------------------------------------------------- link form

function LinkForm({
  draft,
  onChange,
  onSubmit,
  onCancel,
  onRemove,
}: {
  draft: LinkDraft;
  onChange: (next: Partial<Pick<LinkDraft, 'url' | 'text'>>) => void;
  onSubmit: () => void;
  onCancel: () => void;
  onRemove?: () => void;
}) {
  const baseId = useId();
  const urlRef = useRef<HTMLInputElement>(null);
  const errorId = `${baseId}-error`;
  const hintId = `${baseId}-hint`;

  const groupRef = useRef<HTMLDivElement>(null);
  const onCancelRef = useRef(onCancel);
  onCancelRef.current = onCancel;

  useEffect(() => {
    urlRef.current?.focus();
    urlRef.current?.select();
  }, []);

  // Escape closes this form only. Listening on window in the capture phase runs before
  // ui/Modal's document listener, so an editor inside a dialog keeps its dialog open.
  useEffect(() => {
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !groupRef.current?.contains(event.target as globalThis.Node)) return;
      event.preventDefault();
      event.stopPropagation();
      onCancelRef.current();
    };
    window.addEventListener('keydown', onEscape, true);
    return () => window.removeEventListener('keydown', onEscape, true);
  }, []);

  // Not a <form>: the editor usually sits inside the page's own form.
  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
      event.preventDefault();
      onSubmit();
    }
  };

  return (
    <div ref={groupRef} className="rich-editor-link-form" role="group" aria-label={draft.editing ? 'Edit link' : 'Add link'} onKeyDown={onKeyDown}>
      <div className={`field${draft.error ? ' field-invalid' : ''}`}>
        <label htmlFor={`${baseId}-url`}>Link address</label>
        <input
          ref={urlRef}
          id={`${baseId}-url`}
          type="text"
          inputMode="url"
          autoComplete="url"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder="https://"
          value={draft.url}
          onChange={(event) => onChange({ url: event.target.value })}
          aria-invalid={draft.error ? true : undefined}
          aria-describedby={draft.error ? `${errorId} ${hintId}` : hintId}
        />
        <p id={hintId} className="field-hint">
          http://, https:// or mailto: — https:// is added when missing.
        </p>
        {draft.error ? (
          <p id={errorId} className="field-error" role="alert">
            {draft.error}
          </p>
        ) : null}
      </div>
      {draft.askText ? (
        <div className="field">
          <label htmlFor={`${baseId}-text`}>Text to show (optional)</label>
          <input id={`${baseId}-text`} type="text" value={draft.text} onChange={(event) => onChange({ text: event.target.value })} />
        </div>
      ) : null}
      <div className="rich-editor-link-actions">
        <button type="button" className="button button-primary button-small" onClick={onSubmit}>
          {draft.editing ? 'Save link' : 'Add link'}
        </button>
        {onRemove ? (
          <button type="button" className="button button-small" onClick={onRemove}>
            Remove link
          </button>
        ) : null}
        <button type="button" className="button button-ghost button-small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}

// ---------------------------------------------------------------- counter

function Counter({ id, count, max, label }: { id: string; count: number; max: number; label: string }) {
  const over = count - max;
  return (
    <>
      <p id={id} className={`rich-editor-counter${over > 0 ? ' rich-editor-counter-over' : ''}`}>
        {over > 0 ? `${over} ${over === 1 ? 'character' : 'characters'} over the limit (${count} / ${max})` : `${count} / ${max} characters`}
      </p>
      {/* Announced only when crossing the limit, not on every keystroke. */}
      <span className="visually-hidden" aria-live="polite">
        {over > 0 ? `${label} is over the ${max}-character limit.` : ''}
      </span>
    </>
  );
}

// ------------------------------------------------------------- rendering

// Chromium puts the caret inside a link's edge wrongly without these invisible spacers.
function InlineChromiumBugfix() {
  return (
    <span contentEditable={false} className="rich-editor-inline-fix">
      {String.fromCodePoint(160)}
    </span>
  );
}

function renderElement({ attributes, children, element }: RenderElementProps) {
  switch (element.type) {
    case 'heading-two':
      return <h2 {...attributes}>{children}</h2>;
    case 'heading-three':
      return <h3 {...attributes}>{children}</h3>;
    case 'block-quote':
      return <blockquote {...attributes}>{children}</blockquote>;
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'link':
      return (
        <a {...attributes} href={isSafeUrl(element.url) ? element.url : undefined} title={element.url} className="rich-editor-link">
          <InlineChromiumBugfix />
          {children}
          <InlineChromiumBugfix />
        </a>
      );
    default:
      return <p {...attributes}>{children}</p>;
  }
}

function renderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.code) content = <code>{content}</code>;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.strikethrough) content = <s>{content}</s>;
  return <span {...attributes}>{content}</span>;
}

function renderPlaceholder({ attributes, children }: RenderPlaceholderProps) {
  return (
    <span {...attributes} className="rich-editor-placeholder" style={{ ...attributes.style, opacity: 1 }}>
      {children}
    </span>
  );
}

// ---------------------------------------------------------------- mentions

function MentionList({
  id,
  state,
  onPick,
  onHover,
}: {
  id: string;
  state: MentionState;
  onPick: (candidate: MentionCandidate) => void;
  onHover: (index: number) => void;
}) {
  return (
    <ul id={id} className="mention-list" role="listbox" aria-label="Members to mention">
      {state.items.map((item, index) => (
        <li
          key={item.id}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === state.active}
          className={`mention-option${index === state.active ? ' mention-option-active' : ''}`}
          // mousedown, not click: the editor keeps its focus and caret.
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(item);
          }}
          onMouseEnter={() => onHover(index)}
        >
          <span className="mention-avatar" style={{ background: item.avatarColor }} aria-hidden="true">
            {item.username.slice(0, 1).toUpperCase()}
          </span>
          <span className="mention-name">{item.displayName}</span>
          <span className="mention-username">@{item.username}</span>
        </li>
      ))}
    </ul>
  );
}
