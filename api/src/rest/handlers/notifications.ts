// /api/notifications/*: the viewer's notifications (the bell), lower-case types.
import type { Handler } from '../router.ts';
import { idParam } from '../params.ts';
import type { UnreadCountsPayload } from '../../domain/notifications/unreadCounts.ts';
import {
  acknowledgeNotifications,
  clearNotifications,
  clearOldNotifications,
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type ChangeResult,
  type NotificationListRow,
} from '../../domain/notifications/notifications.ts';
import { unreadCounts } from '../../domain/notifications/unreadCounts.ts';
import { requireViewer } from '../../domain/auth/session.ts';
import { notificationData, notificationLink, notificationPreview, notificationRelatedId, restNotificationType } from '../../domain/notifications/shape.ts';

const flag = (value: string | null) => value === 'true' || value === '1';

export function presentNotification(n: NotificationListRow) {
  return {
    id: n.id,
    type: restNotificationType(n.type),
    content: n.content,
    preview: notificationPreview(n.content),
    isRead: n.isRead,
    is_seen: n.seenAt !== null,
    created_at: n.createdAt.toISOString(),
    related_id: notificationRelatedId(n),
    link: notificationLink(n),
    data: notificationData(n),
  };
}

const changed = ({ counts }: { counts: UnreadCountsPayload }) => ({
  body: { success: true, unseen: counts.notificationsUnseen, unread: counts.notificationsUnread },
});

export const listNotificationsHandler: Handler = async (ctx, { query }) => {
  const { notifications, counts } = await listNotifications(ctx, {
    limit: query.get('limit') ?? undefined,
    offset: query.get('offset') ?? undefined,
    unreadOnly: flag(query.get('unreadOnly') ?? query.get('unread_only')),
    markAsRead: flag(query.get('markAsRead') ?? query.get('mark_as_read')),
  });
  return {
    body: {
      notifications: notifications.map(presentNotification),
      unread_count: counts.notificationsUnread,
      unseen_count: counts.notificationsUnseen,
    },
  };
};

export const unreadCountHandler: Handler = async (ctx) => {
  const counts = await unreadCounts(ctx.db, requireViewer(ctx));
  return { body: { count: counts.notificationsUnread } };
};

export const countsHandler: Handler = async (ctx) => {
  const counts = await unreadCounts(ctx.db, requireViewer(ctx));
  return { body: { unseen: counts.notificationsUnseen, unread: counts.notificationsUnread } };
};

export const markReadHandler: Handler = async (ctx, { params }) => changed(await markNotificationRead(ctx, { notificationId: idParam(params.id, 'notification') }));
export const markAllReadHandler: Handler = async (ctx) => changed(await markAllNotificationsRead(ctx));
export const acknowledgeAllHandler: Handler = async (ctx) => changed(await acknowledgeNotifications(ctx));
export const deleteNotificationHandler: Handler = async (ctx, { params }) => changed(await deleteNotification(ctx, { notificationId: idParam(params.id, 'notification') }));
export const clearAllHandler: Handler = async (ctx) => changed(await clearNotifications(ctx));

export const clearOldHandler: Handler = async (ctx, { query }) => {
  const result: ChangeResult = await clearOldNotifications(ctx, { days: query.get('days') ?? undefined });
  return { body: { success: true, deleted: result.affectedCount } };
};
