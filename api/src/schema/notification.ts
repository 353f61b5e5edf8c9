// Notification: the node (recipient only), the viewer's list, read / seen / delete mutations
// and the live notificationAdded subscription.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { requireViewer } from '../domain/auth/session.ts';
import { isReadablePostRow, readablePostRowSelect } from '../domain/posts/access.ts';
import {
  acknowledgeNotifications,
  clearNotifications,
  clearOldNotifications,
  deleteNotification,
  markAllNotificationsRead,
  markNotificationRead,
  notificationsOrderBy,
  visibleNotificationsWhere,
  type ChangeResult,
} from '../domain/notifications/notifications.ts';
import { notificationLink, notificationPreview, notificationRelatedId } from '../domain/notifications/shape.ts';
import type { UnreadCountsPayload } from '../domain/notifications/unreadCounts.ts';
import { filterAsync, live } from '../realtime/live.ts';
import { PostRef } from './post.ts';
import { intIdOf } from '../lib/ids.ts';
import { UnreadCountsRef } from './unreadCounts.ts';

export const NotificationTypeEnum = builder.enumType('NotificationType', {
  values: ['POST_COMMENT', 'MESSAGE', 'ADMIN_ACTION', 'MENTION'] as const,
  description: 'POST_COMMENT: a comment on your post or a reply to your comment. MENTION: someone wrote @yourname in a post, comment or reply. ADMIN_ACTION: a moderator acted on your content.',
});

const linkFields = { type: true, postId: true, commentId: true, conversationId: true, data: true } as const;

export const NotificationRef = builder.prismaNode('Notification', {
  id: { field: 'id' },
  select: { id: true },
  // Only the recipient sees a notification, while they may see its post: node(id) of anyone else's is null.
  findUnique: (id, ctx) => ({ ...(ctx.viewer ? visibleNotificationsWhere(ctx.viewer) : { userId: -1 }), id: Number(id) }),
  nullable: true,
  fields: (t) => ({
    notificationId: t.exposeInt('id'),
    type: t.expose('type', { type: NotificationTypeEnum }),
    content: t.exposeString('content', { description: 'The full text, e.g. \'ana commented on your post "Night shifts"\'.' }),
    preview: t.string({
      description: 'The first 100 characters of content, with an ellipsis when cut (the bell shows this).',
      select: { content: true },
      resolve: (n) => notificationPreview(n.content),
    }),
    isRead: t.exposeBoolean('isRead'),
    isSeen: t.boolean({
      description: 'False until the bell was opened after it arrived (acknowledgeNotifications).',
      select: { seenAt: true },
      resolve: (n) => n.seenAt !== null,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    actor: t.relation('actor', {
      nullable: true,
      description: 'Who caused it (commenter, sender); always null for ADMIN_ACTION: moderators stay anonymous.',
    }),
    link: t.string({
      nullable: true,
      description: 'Where the notification leads in the web app (/discussion/{urlId}/{slug}#comment-{id}, /messages/{id}); null when the thing is gone.',
      select: linkFields,
      resolve: (n) => notificationLink(n),
    }),
    relatedId: t.string({
      nullable: true,
      description: "The spec's related_id: the post's url id, or the conversation id of a message.",
      select: linkFields,
      resolve: (n) => notificationRelatedId(n),
    }),
    post: t.field({
      type: PostRef,
      nullable: true,
      description: 'The post it is about, while the viewer may still read it.',
      select: (_args, ctx, nestedSelection) => ({ post: nestedSelection({ select: readablePostRowSelect(ctx.viewer?.id) }) }),
      resolve: (n, _args, ctx) => {
        const post = n.post as (Record<string, unknown> & Parameters<typeof isReadablePostRow>[1]) | null;
        return post && isReadablePostRow(ctx.viewer, post) ? (post as never) : null;
      },
    }),
    conversation: t.relation('conversation', {
      nullable: true,
      description: 'The conversation of a MESSAGE notification (the recipient is one of its participants).',
    }),
  }),
});

builder.queryFields((t) => ({
  notifications: t.prismaConnection({
    type: 'Notification',
    cursor: 'id',
    description: "The viewer's notifications, newest first. Login required.",
    args: { unreadOnly: t.arg.boolean({ description: 'Only notifications not yet read.' }) },
    resolve: (query, _root, args, ctx) =>
      ctx.db.notification.findMany({ ...query, where: visibleNotificationsWhere(requireViewer(ctx), args.unreadOnly ?? false), orderBy: notificationsOrderBy }),
  }),
}));

const NotificationIdInput = builder.inputType('NotificationIdInput', {
  fields: (t) => ({ notificationId: t.id({ required: true, description: 'Global id (or the numeric notificationId).' }) }),
});

const NotificationPayload = builder.objectRef<{ notificationId: number; counts: UnreadCountsPayload }>('NotificationPayload').implement({
  fields: (t) => ({
    notification: t.prismaField({
      type: 'Notification',
      resolve: (query, p, _args, ctx) => ctx.db.notification.findUniqueOrThrow({ ...query, where: { id: p.notificationId } }),
    }),
    unreadCounts: t.field({ type: UnreadCountsRef, resolve: (p) => p.counts }),
  }),
});

const NotificationsChangedPayload = builder.objectRef<ChangeResult>('NotificationsChangedPayload').implement({
  fields: (t) => ({
    unreadCounts: t.field({ type: UnreadCountsRef, resolve: (p) => p.counts }),
    affectedCount: t.exposeInt('affectedCount', { description: 'How many notifications changed or were deleted.' }),
  }),
});

const DeleteNotificationPayload = builder.objectRef<{ deletedNotificationId: string; counts: UnreadCountsPayload }>('DeleteNotificationPayload').implement({
  fields: (t) => ({
    deletedNotificationId: t.exposeID('deletedNotificationId', { description: 'Global id of the deleted notification.' }),
    unreadCounts: t.field({ type: UnreadCountsRef, resolve: (p) => p.counts }),
  }),
});

const ClearOldNotificationsInput = builder.inputType('ClearOldNotificationsInput', {
  fields: (t) => ({ days: t.int({ defaultValue: 30, description: 'Delete notifications older than this many days (1 to 365).' }) }),
});

builder.mutationFields((t) => ({
  markNotificationRead: t.field({
    type: NotificationPayload,
    description: 'Marks one of the viewer\'s notifications read. NOT_FOUND for anyone else\'s.',
    args: { input: t.arg({ type: NotificationIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const notificationId = intIdOf(String(input.notificationId), 'Notification');
      return { notificationId, counts: (await markNotificationRead(ctx, { notificationId })).counts };
    },
  }),
  markAllNotificationsRead: t.field({
    type: NotificationsChangedPayload,
    description: "Marks every notification of the viewer read.",
    resolve: (_root, _args, ctx) => markAllNotificationsRead(ctx),
  }),
  acknowledgeNotifications: t.field({
    type: NotificationsChangedPayload,
    description: 'The bell was opened: every notification so far counts as seen (unseen count 0); read state is unchanged.',
    resolve: (_root, _args, ctx) => acknowledgeNotifications(ctx),
  }),
  deleteNotification: t.field({
    type: DeleteNotificationPayload,
    description: "Deletes one of the viewer's notifications. NOT_FOUND for anyone else's.",
    args: { input: t.arg({ type: NotificationIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const notificationId = intIdOf(String(input.notificationId), 'Notification');
      const { counts } = await deleteNotification(ctx, { notificationId });
      return { deletedNotificationId: encodeGlobalID('Notification', notificationId), counts };
    },
  }),
  clearNotifications: t.field({
    type: NotificationsChangedPayload,
    description: 'Deletes every notification of the viewer.',
    resolve: (_root, _args, ctx) => clearNotifications(ctx),
  }),
  clearOldNotifications: t.field({
    type: NotificationsChangedPayload,
    description: 'Deletes the viewer\'s notifications older than `days` days (default 30). The web client calls it at most once a day.',
    args: { input: t.arg({ type: ClearOldNotificationsInput }) },
    resolve: (_root, { input }, ctx) => clearOldNotifications(ctx, { days: input?.days ?? undefined }),
  }),
}));

builder.subscriptionFields((t) => ({
  notificationAdded: t.prismaField({
    type: 'Notification',
    description: 'Emits each new notification of the viewer. Login required; ends at logout.',
    subscribe: (_root, _args, ctx) => {
      const viewer = requireViewer(ctx);
      // Keyed by the recipient; the check also skips a notification deleted before delivery.
      const own = filterAsync(ctx.pubsub.subscribe('user:notification', viewer.id), async (event) => {
        const row = await ctx.db.notification.findFirst({ where: { id: event.notificationId, ...visibleNotificationsWhere(viewer) }, select: { id: true } });
        return row !== null;
      });
      return live(ctx, own);
    },
    resolve: (query, event, _args, ctx) =>
      ctx.db.notification.findFirstOrThrow({ ...query, where: { id: (event as { notificationId: number }).notificationId, ...visibleNotificationsWhere(requireViewer(ctx)) } }),
  }),
}));
