// A yes/no dialog (delete confirmations, discard changes, hide welcome post). While the
// confirmed action runs, the dialog cannot be closed (content spec §4 'Delete post').
import type { ReactNode } from 'react';
import { FormMessage } from './Field';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  tone = 'primary',
  busy = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} onClose={onCancel} closeBlocked={busy} size="small">
      {children}
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div className="button-row dialog-actions">
        <button type="button" className="button" onClick={onCancel} disabled={busy} data-autofocus>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={`button ${tone === 'danger' ? 'button-danger-solid' : 'button-primary'}`}
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
