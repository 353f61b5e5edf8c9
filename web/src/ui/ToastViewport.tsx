import { useSyncExternalStore } from 'react';
import { Icon } from './Icon';
import { dismissToast, getToasts, subscribeToasts } from './toastStore';

export function ToastViewport() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div className="toast-viewport" role="status" aria-live="polite" aria-atomic="false">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.tone}`}>
          <span>{toast.message}</span>
          <button type="button" className="icon-button toast-close" onClick={() => dismissToast(toast.id)} aria-label="Dismiss notification">
            <Icon name="close" size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}
