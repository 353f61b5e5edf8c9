// Copying a caption with the spec's toasts and the 3 s copied flag (content spec §4, §8 'Short-video
// toasts'); the clipboard falls back to the legacy copy and then to the manual-copy dialog.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useCopyWithManualFallback } from '../../ui/ManualCopyDialog';
import { showToast } from '../../ui/toastStore';
import { trackShareEvent } from '../analytics/analytics';

export const COPIED_TO_CLIPBOARD = 'Copied to clipboard!';
export const CAPTION_COPIED = 'Caption copied! Now paste it in the short-video app';
export const CAPTION_COPY_FAILED = 'Failed to copy caption';
export const COPIED_FLAG_MS = 3000;

export function useCaptionCopy(postId: number): {
  /** Copies; `toast` picks the success wording. Resolves whether the clipboard has the text. */
  copyCaption: (caption: string, toast: 'clipboard' | 'caption') => Promise<boolean>;
  copied: boolean;
  manualCopyDialog: ReactNode;
} {
  const { copy, manualCopyDialog } = useCopyWithManualFallback();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const copyCaption = useCallback(
    async (caption: string, toast: 'clipboard' | 'caption') => {
      let ok = false;
      try {
        ok = await copy(caption);
      } catch {
        showToast(CAPTION_COPY_FAILED, 'error');
        return false;
      }
      // Not copied: the manual-copy dialog is open with its own prompt.
      if (!ok) return false;
      showToast(toast === 'caption' ? CAPTION_COPIED : COPIED_TO_CLIPBOARD, 'success');
      trackShareEvent('caption_copied', postId);
      setCopied(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_FLAG_MS);
      return true;
    },
    [copy, postId],
  );
  return { copyCaption, copied, manualCopyDialog };
}
