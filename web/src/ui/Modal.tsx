// The generic dialog (spec §2): closes on Escape or a click on the backdrop, keeps focus
// inside while open, and gives focus back to what opened it. Dialogs can stack (a confirm
// over the composer): only the top one answers Escape and Tab.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from './Icon';
import { isTopLayer, pushLayer } from './layers';

export const FOCUSABLE_SELECTOR =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

const FOCUSABLE = FOCUSABLE_SELECTOR;

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Hide the visible title (it stays the dialog's accessible name). */
  hideTitle?: boolean;
  /** While true, Escape and the backdrop do not close (e.g. a request is running). */
  closeBlocked?: boolean;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

export function Modal({ open, title, onClose, children, hideTitle, closeBlocked, size = 'medium', className }: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const blockedRef = useRef(closeBlocked);
  blockedRef.current = closeBlocked;

  useEffect(() => {
    if (!open) return;
    const layer = Symbol('modal');
    const popLayer = pushLayer(layer);
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopLayer(layer)) return;
      // An open list inside (the editor's @ autocomplete) answers Escape and Tab itself first.
      if (event.target instanceof Element && event.target.closest('[aria-autocomplete][aria-expanded="true"]')) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        if (!blockedRef.current) onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      popLayer();
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = overflow;
      previouslyFocused?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !closeBlocked) onClose();
      }}
    >
      <div
        ref={panelRef}
        className={`modal modal-${size}${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={hideTitle ? 'modal-header visually-hidden-header' : 'modal-header'}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal-title'}>
            {title}
          </h2>
          <button type="button" className="icon-button" onClick={onClose} disabled={closeBlocked} aria-label="Close dialog">
            <Icon name="close" />
          </button>
        </div>
        <div className="modal-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
