// The last step of copying (content spec §4 'Clipboard falls back to a legacy copy, then to a
// manual-copy dialog'): when neither the Clipboard API nor the legacy command worked, the text
// is shown selected so the member copies it with the keyboard or the long-press menu.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { copyText } from './clipboard';
import { Modal } from './Modal';
import { showToast } from './toastStore';

export const MANUAL_COPY_PROMPT = 'Please select and copy the text manually';
export const MANUAL_COPY_SELECTED = 'Please copy the selected text';

export function ManualCopyDialog({ text, onClose }: { text: string | null; onClose: () => void }) {
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const selectAll = () => {
    areaRef.current?.focus();
    areaRef.current?.select();
  };
  useEffect(() => {
    if (text !== null) selectAll();
  }, [text]);
  return (
    <Modal open={text !== null} title="Copy the text" onClose={onClose} size="small">
      <p className="muted">{MANUAL_COPY_PROMPT}.</p>
      <textarea ref={areaRef} className="manual-copy-text" readOnly value={text ?? ''} rows={6} aria-label="Text to copy" data-autofocus />
      <div className="button-row">
        <button
          type="button"
          className="button"
          onClick={() => {
            selectAll();
            showToast(MANUAL_COPY_SELECTED, 'info');
          }}
        >
          Select text
        </button>
        <button type="button" className="button button-primary" onClick={onClose}>
          Done
        </button>
      </div>
    </Modal>
  );
}

/**
 * copy(text) tries the clipboard (API, then legacy) and resolves true when copied; otherwise it
 * opens the manual-copy dialog (render `manualCopyDialog`) and resolves false.
 */
export function useCopyWithManualFallback(): { copy: (text: string) => Promise<boolean>; manualCopyDialog: ReactNode } {
  const [manualText, setManualText] = useState<string | null>(null);
  const copy = useCallback(async (text: string) => {
    if (await copyText(text)) return true;
    setManualText(text);
    showToast(MANUAL_COPY_PROMPT, 'info');
    return false;
  }, []);
  return { copy, manualCopyDialog: <ManualCopyDialog text={manualText} onClose={() => setManualText(null)} /> };
}
