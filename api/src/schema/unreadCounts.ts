import { builder } from '../builder.ts';
import { requireViewer } from '../domain/auth/session.ts';
import { unreadCounts } from '../domain/notifications/unreadCounts.ts';
import type { UnreadCountsPayload } from '../domain/notifications/unreadCounts.ts';
import { live } from '../realtime/live.ts';

export const UnreadCountsRef = builder.objectRef<UnreadCountsPayload>('UnreadCounts').implement({
  description: "The viewer's badge numbers.",
  fields: (t) => ({
    messages: t.exposeInt('messages', { description: 'Unread direct messages over all conversations.' }),
    notificationsUnseen: t.exposeInt('notificationsUnseen', { description: 'Notifications that arrived since the bell was last opened.' }),
    notificationsUnread: t.exposeInt('notificationsUnread', { description: 'Notifications not yet read.' }),
  }),
});

builder.queryFields((t) => ({
  unreadCounts: t.field({
    type: UnreadCountsRef,
    description: "The viewer's unread counts. Login required.",
    resolve: (_root, _args, ctx) => unreadCounts(ctx.db, requireViewer(ctx)),
  }),
}));

builder.subscriptionFields((t) => ({
  unreadCountsChanged: t.field({
    type: UnreadCountsRef,
    description: "Emits the viewer's new unread counts whenever they change (messages, notifications). Login required.",
    subscribe: (_root, _args, ctx) => live(ctx, ctx.pubsub.subscribe('user:unread', requireViewer(ctx).id)),
    resolve: (counts) => counts,
  }),
}));
