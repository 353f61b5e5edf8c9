// What the unread counts look like to the app, apart from their store (unreadCountsStore.ts):
// the store loads with the members' part of the shell, after the first render, and until it is
// in, the badges read NO_UNREAD from here.

export interface UnreadCounts {
  messages: number;
  notificationsUnseen: number;
  notificationsUnread: number;
}

export interface UnreadSnapshot extends UnreadCounts {
  /** True once counts for the current member arrived. */
  loaded: boolean;
  /** The viewer's settings.notifications.newMessages (the Messages badge shows only when true). */
  showMessageBadge: boolean;
}

/** A guest's counts, and everyone's until their counts load. */
export const NO_UNREAD: UnreadSnapshot = { messages: 0, notificationsUnseen: 0, notificationsUnread: 0, loaded: false, showMessageBadge: true };
