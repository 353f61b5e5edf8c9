// What a notification row means for the client: its 100-character preview, where it leads in
// the web app and the spec's related_id. Computed from the row (and its `data`), shared by
// GraphQL and REST.
import type { NotificationType } from '../../generated/prisma/client.ts';

export const PREVIEW_CHARS = 100;

/** Fields of a Notification row the shaping helpers read. */
export interface NotificationShapeRow {
  type: NotificationType;
  postId: number | null;
  commentId: number | null;
  conversationId: number | null;
  data: unknown;
}

/** The notification's payload as stored (always an object; missing keys are simply absent). */
export function notificationData(row: Pick<NotificationShapeRow, 'data'>): Record<string, unknown> {
  return row.data && typeof row.data === 'object' && !Array.isArray(row.data) ? (row.data as Record<string, unknown>) : {};
}

/** The first 100 characters (by code point), with an ellipsis when cut. */
export function notificationPreview(content: string): string {
  const chars = Array.from(content);
  return chars.length > PREVIEW_CHARS ? `${chars.slice(0, PREVIEW_CHARS).join('').trimEnd()}…` : content;
}

const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : null);

/** The post page of a notification about a post or comment, if the post still exists for it. */
function postLink(data: Record<string, unknown>): string | null {
  const urlId = str(data.postUrlId);
  if (!urlId || data.postDeleted === true) return null;
  const slug = str(data.postSlug)?.trim();
  return slug ? `/discussion/${urlId}/${slug}` : `/discussion/${urlId}`;
}

/** The member's Account standing page: actions on their account and content, with reasons and appeals. */
export const STANDING_PATH = '/settings/standing';
/** ADMIN_ACTION kinds the member may appeal or should read about on the standing page. */
const STANDING_ACTIONS = new Set(['rejected', 'removed', 'warned', 'banned', 'appeal_decided']);

/** Where the notification leads in the web app (null when the thing is gone). */
export function notificationLink(row: NotificationShapeRow): string | null {
  const data = notificationData(row);
  if (row.type === 'MESSAGE') {
    const conversationId = row.conversationId ?? str(data.conversationId);
    return conversationId ? `/messages/${conversationId}` : null;
  }
  if (row.type === 'ADMIN_ACTION' && (STANDING_ACTIONS.has(str(data.action) ?? '') || data.target === 'account' || data.standing === true)) {
    return STANDING_PATH;
  }
  const post = postLink(data);
  if (!post) return null;
  const commentId = row.commentId ?? str(data.commentId);
  return commentId && data.commentHidden !== true ? `${post}#comment-${commentId}` : post;
}

/** The spec's related_id: the conversation of a message, else the post's url id. */
export function notificationRelatedId(row: NotificationShapeRow): string | null {
  const data = notificationData(row);
  if (row.type === 'MESSAGE') return str(row.conversationId ?? data.conversationId);
  return str(data.postUrlId) ?? str(row.postId);
}

/** REST and GraphQL name the types in lower case / upper case respectively. */
export const restNotificationType = (type: NotificationType) => type.toLowerCase() as 'post_comment' | 'message' | 'admin_action' | 'mention';
