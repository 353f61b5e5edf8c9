// Removing a post from a community (its owner or a moderator): the reason is required (1 to
// 500 characters), kept for the moderation log and sent to the post's author.
import { useId, useState } from 'react';
import { userMessage } from '../../relay/errors';
import { FormMessage } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { showToast } from '../../ui/toastStore';
import { useRemoveCommunityPostMutation } from './useRemoveCommunityPostMutation';
import './communities.css';

export const REMOVAL_REASON_MAX = 500;
export const REMOVAL_REASON_REQUIRED = 'Please give a reason for removing this post';
export const REMOVE_POST_FAILED = 'Failed to remove post. Please try again.';

export function RemoveCommunityPostDialog({ open, postId, title, onClose }: { open: boolean; postId: string; title: string; onClose: () => void }) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [remove, busy] = useRemoveCommunityPostMutation();

  const close = () => {
    setReason('');
    setError(null);
    setFailure(null);
    onClose();
  };

  const submit = () => {
    const text = reason.replace(/\s+/g, ' ').trim();
    if (!text) {
      setError(REMOVAL_REASON_REQUIRED);
      return;
    }
    setFailure(null);
    remove(postId, text, {
      onDone: () => {
        showToast('Post removed from the community', 'success');
        close();
      },
      onError: (failed) => setFailure(userMessage(failed, REMOVE_POST_FAILED)),
    });
  };

  return (
    <Modal open={open} title="Remove this post?" onClose={close} closeBlocked={busy} size="small">
      <p>
        “{title}” will be removed from the community. Its author is told why, without your name.
      </p>
      <div className={`field${error ? ' field-invalid' : ''}`}>
        <label htmlFor={reasonId}>Reason</label>
        <textarea
          id={reasonId}
          className="removal-reason"
          rows={3}
          maxLength={REMOVAL_REASON_MAX}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${reasonId}-error` : undefined}
          disabled={busy}
          data-autofocus
        />
        {error ? (
          <p id={`${reasonId}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <div className="button-row dialog-actions">
        <button type="button" className="button" onClick={close} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="button button-danger-solid" onClick={submit} disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Removing…' : 'Remove post'}
        </button>
      </div>
    </Modal>
  );
}
