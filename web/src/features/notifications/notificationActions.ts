// What every bell action shares: the refusal toast, and the unread counts its answer carries.
import { userMessage } from '../../relay/errors';
import { showToast } from '../../ui/toastStore';

const ACTION_FAILED = 'Could not update your notifications. Please try again.';

export function showNotificationActionFailed(error: Error): void {
  showToast(userMessage(error, ACTION_FAILED), 'error');
}
