// Delete-post confirmation (content spec §4 'Post edit', §8 'Post'): shows the first 100
// characters of the post; cannot be closed while the delete runs.
import { useState } from 'react';
import { truncateText } from '../../editor/types';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DELETE_PREVIEW_LENGTH } from './postRules';
import { deletePostMessage } from './postErrors';
import { errorFacts } from './errorFacts';
import { useDeletePostMutation } from './useDeletePostMutation';

export function DeletePostDialog({
  open,
  postId,
  preview,
  where,
  onClose,
  onDeleted,
}: {
  open: boolean;
  postId: string;
  preview: string;
  where: 'feed' | 'page';
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const [deletePost, busy] = useDeletePostMutation();
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    setError(null);
    deletePost({
      postId,
      onDeleted: () => {
        onClose();
        onDeleted?.();
      },
      onError: (failure) => setError(deletePostMessage(errorFacts(failure), where)),
    });
  };

  return (
    <ConfirmDialog
      open={open}
      title="Delete post?"
      confirmLabel="Delete"
      busyLabel="Deleting…"
      tone="danger"
      busy={busy}
      error={error}
      onConfirm={confirm}
      onCancel={() => {
        setError(null);
        onClose();
      }}
    >
      <p>This cannot be undone. The post and its comments will no longer be shown.</p>
      <blockquote className="delete-preview">{truncateText(preview, DELETE_PREVIEW_LENGTH)}</blockquote>
    </ConfirmDialog>
  );
}
