// Approve / Reject buttons of a held post or comment. Reject opens a small dialog asking
// for an optional reason; the dialog stays open (showing the error) when the review fails.
import { useId, useState } from 'react';
import { FormMessage } from '../../ui/Field';
import { Modal } from '../../ui/Modal';

export interface ReviewActionsProps {
  kind: 'post' | 'comment';
  /** What is reviewed, for the buttons' accessible names (e.g. the post title). */
  subject: string;
  busy: boolean;
  error: string | null;
  onApprove: () => void;
  onReject: (reason: string | null, done: () => void) => void;
  onClearError: () => void;
}

export const REASON_MAX_LENGTH = 500;

export function ReviewActions({ kind, subject, busy, error, onApprove, onReject, onClearError }: ReviewActionsProps) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();

  const close = () => {
    setRejecting(false);
    setReason('');
    onClearError();
  };

  return (
    <>
      <div className="button-row review-actions">
        <button type="button" className="button button-primary" onClick={onApprove} disabled={busy} aria-label={`Approve “${subject}”`}>
          Approve
        </button>
        <button
          type="button"
          className="button button-danger"
          onClick={() => {
            onClearError();
            setRejecting(true);
          }}
          disabled={busy}
          aria-label={`Reject “${subject}”`}
        >
          Reject
        </button>
      </div>
      {error && !rejecting ? <FormMessage tone="error">{error}</FormMessage> : null}
      <Modal open={rejecting} title={kind === 'post' ? 'Reject this post?' : 'Reject this comment?'} onClose={close} closeBlocked={busy} size="small">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const trimmed = reason.trim();
            onReject(trimmed === '' ? null : trimmed, close);
          }}
        >
          <p className="muted">“{subject}” will not be published.</p>
          <div className="field">
            <label htmlFor={reasonId}>Reason (optional)</label>
            <textarea
              id={reasonId}
              value={reason}
              maxLength={REASON_MAX_LENGTH}
              rows={3}
              onChange={(event) => setReason(event.target.value)}
              data-autofocus
            />
          </div>
          {error ? <FormMessage tone="error">{error}</FormMessage> : null}
          <div className="button-row dialog-actions">
            <button type="button" className="button" onClick={close} disabled={busy}>
              Cancel
            </button>
            <button type="submit" className="button button-danger-solid" disabled={busy} aria-busy={busy || undefined}>
              {busy ? 'Rejecting…' : 'Reject'}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
