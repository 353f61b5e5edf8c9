// The rich-text editor (Slate, about 70 KB compressed) loads when a form that writes is shown,
// not with the pages that merely read: a guest reading the feed or a post never downloads it.
// Until it arrives, a frame of the same size holds its place (no layout shift), labelled as
// the editor will be. Same props as editor/RichTextEditor.tsx.
import { lazy, Suspense } from 'react';
import { importWithRetry } from '../routes/lazyPage';
import type { RichTextEditorProps } from './RichTextEditor';

const loadEditor = () => importWithRetry(() => import('./RichTextEditor'));
const Editor = lazy(() => loadEditor().then((module) => ({ default: module.RichTextEditor })));

/** Starts loading the editor ahead of need (e.g. when a signed-in member may write soon). */
export function preloadRichTextEditor(): void {
  void loadEditor().catch(() => undefined);
}

function EditorPlaceholder({ label, hideLabel, className }: RichTextEditorProps) {
  return (
    <div className={`rich-editor${className ? ` ${className}` : ''}`} aria-busy="true">
      <div className={hideLabel ? 'visually-hidden' : 'rich-editor-label'}>{label}</div>
      <div className="rich-editor-frame">
        <div className="rich-editor-toolbar" style={{ minHeight: "calc(40px + 2 * var(--space-1) + 1px)" }} aria-hidden="true" />
        <div className="rich-editor-content" />
      </div>
    </div>
  );
}

export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorPlaceholder {...props} />}>
      <Editor {...props} />
    </Suspense>
  );
}
