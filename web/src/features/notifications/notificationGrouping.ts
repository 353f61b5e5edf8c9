// How the bell dropdown lays out notifications (spec §2, §9): newest first; message
// notifications are grouped per sender (one row with how many and the latest preview, at
// the place of that sender's newest one); previews are at most 100 characters.

export const NOTIFICATION_PREVIEW_LENGTH = 100;

export interface GroupableNotification {
  id: string;
  type: string;
  isRead: boolean;
  preview: string;
  /** The sender of a message notification (null when their account is gone). */
  actor?: { id: string; username?: string | null; displayName: string } | null;
  /** The conversation id of a message notification. */
  relatedId?: string | null;
}

export type NotificationRow<T extends GroupableNotification> =
  | { kind: 'single'; key: string; item: T }
  | {
      kind: 'sender';
      key: string;
      /** Newest first; items[0] is the latest. */
      items: T[];
      latest: T;
      count: number;
      unreadCount: number;
    };

/**
 * Whitespace collapsed, then the first `max` characters (whole code points, so no emoji is
 * broken) with an ellipsis when cut, as the server cuts it. Cutting twice changes nothing.
 */
export function cutPreview(text: string, max = NOTIFICATION_PREVIEW_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= max) return flat;
  const cut = chars.slice(0, max);
  // An already cut preview ends with its ellipsis just past the limit: keep it as it is.
  if (chars.length === max + 1 && chars[max] === '…') return flat;
  return `${cut.join('').trimEnd()}…`;
}

/** The text of a message preview without the leading "{sender}: " the row already shows. */
export function messagePreviewText(preview: string, senderUsername: string | null | undefined): string {
  if (senderUsername) {
    for (const prefix of [`${senderUsername}: `, `@${senderUsername}: `]) {
      if (preview.startsWith(prefix)) return preview.slice(prefix.length);
    }
  }
  return preview;
}

function senderKey(item: GroupableNotification): string {
  if (item.actor) return `sender:${item.actor.id}`;
  if (item.relatedId) return `conversation:${item.relatedId}`;
  return `notification:${item.id}`;
}

/** Rows in the order of the (newest first) input; MESSAGE notifications merged per sender. */
export function groupNotifications<T extends GroupableNotification>(items: readonly T[]): NotificationRow<T>[] {
  const rows: NotificationRow<T>[] = [];
  const groups = new Map<string, Extract<NotificationRow<T>, { kind: 'sender' }>>();
  for (const item of items) {
    if (item.type !== 'MESSAGE') {
      rows.push({ kind: 'single', key: item.id, item });
      continue;
    }
    const key = senderKey(item);
    const group = groups.get(key);
    if (group) {
      group.items.push(item);
      group.count += 1;
      if (!item.isRead) group.unreadCount += 1;
      continue;
    }
    const created = { kind: 'sender' as const, key, items: [item], latest: item, count: 1, unreadCount: item.isRead ? 0 : 1 };
    groups.set(key, created);
    rows.push(created);
  }
  return rows;
}
