import { useBrowserValue } from '../../ui/useHydrated';
import { getUnreadSnapshot, NO_UNREAD, subscribeUnreadCounts, type UnreadSnapshot } from './unreadCountsStore';

/** The viewer's unread counts from the one shared store (live; zeros for guests). */
export function useUnreadCounts(): UnreadSnapshot {
  return useBrowserValue(subscribeUnreadCounts, getUnreadSnapshot, NO_UNREAD);
}
