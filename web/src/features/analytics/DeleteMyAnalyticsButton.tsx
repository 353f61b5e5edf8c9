// 'Delete my analytics' in Settings › Privacy: asks first, then says how many records went.
import { useState } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { showToast } from '../../ui/toastStore';
import { userMessage } from '../../relay/errors';
import { useDeleteMyAnalyticsMutation } from './useDeleteMyAnalyticsMutation';
import './analytics.css';

export function deletedMessage(deleted: number): string {
  if (deleted === 0) return 'There were no analytics records to delete.';
  return deleted === 1 ? 'Deleted 1 analytics record.' : `Deleted ${deleted.toLocaleString()} analytics records.`;
}

export function DeleteMyAnalyticsButton() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleteMyAnalytics, busy] = useDeleteMyAnalyticsMutation();
  const confirm = () => {
    setError(null);
    deleteMyAnalytics({
      onDone: (result) => {
        setOpen(false);
        showToast(deletedMessage(result.deleted), 'success');
      },
      onError: (e) => setError(userMessage(e, 'Your analytics could not be deleted. Please try again.')),
    });
  };
  return (
    <div className="analytics-data-controls">
      <button type="button" className="button button-danger" onClick={() => setOpen(true)}>
        Delete my analytics
      </button>
      <span className="field-hint">Removes the page views, load-speed measurements and share counts recorded with your account.</span>
      <ConfirmDialog
        open={open}
        title="Delete your analytics?"
        confirmLabel="Delete"
        busyLabel="Deleting…"
        tone="danger"
        busy={busy}
        error={error}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        <p>
          This deletes every page view, load-speed measurement and short-video share count recorded with your account or this
          device. It cannot be undone. Your analytics choice stays as it is.
        </p>
      </ConfirmDialog>
    </div>
  );
}
