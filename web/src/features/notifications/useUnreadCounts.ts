import { useSyncExternalStore } from 'react';
import { getUnreadSnapshot, subscribeUnreadCounts, type UnreadSnapshot } from './unreadCountsStore';

const EMPTY_SERVER: UnreadSnapshot = { messages: 0, notificationsUnseen: 0, notificationsUnread: 0, loaded: false, showMessageBadge: true };

/** The viewer's unread counts from the one shared store (live; zeros for guests). */
export function useUnreadCounts(): UnreadSnapshot {
  return useSyncExternalStore(subscribeUnreadCounts, getUnreadSnapshot, () => EMPTY_SERVER);
}
