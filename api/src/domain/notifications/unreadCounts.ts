// The badge numbers: unread messages (kept per participant row) and notifications unseen
// (bell not opened since) and unread. One statement; published after every change.
import type { Ctx, Viewer } from '../../context.ts';
import type { Db } from '../../db.ts';
import { visibleNotificationSql } from './notifications.ts';

/** A member's live badge numbers (top bar, mobile bar, bell). */
export interface UnreadCountsPayload {
  messages: number;
  notificationsUnseen: number;
  notificationsUnread: number;
}

/**
 * `who`: the viewer (a request of theirs) or a member's id (counts published to their open
 * connections). Notifications they may no longer see are not counted (visibleNotificationSql).
 */
export async function unreadCounts(db: Pick<Db, '$queryRaw'>, who: Viewer | number): Promise<UnreadCountsPayload> {
  const userId = typeof who === 'number' ? who : who.id;
  const visible = visibleNotificationSql(who, 'n');
  const [row] = await db.$queryRaw<{ messages: number; unseen: number; unread: number }[]>`
    SELECT
      (SELECT COALESCE(SUM("unreadCount"), 0)::int FROM "ConversationParticipant" WHERE "userId" = ${userId}) AS messages,
      (SELECT COUNT(*)::int FROM "Notification" n WHERE n."userId" = ${userId} AND n."seenAt" IS NULL AND ${visible}) AS unseen,
      (SELECT COUNT(*)::int FROM "Notification" n WHERE n."userId" = ${userId} AND n."isRead" = false AND ${visible}) AS unread`;
  return { messages: row?.messages ?? 0, notificationsUnseen: row?.unseen ?? 0, notificationsUnread: row?.unread ?? 0 };
}

/** Reads the member's counts after a write of their own, sends them to their open connections and returns them. */
export async function publishOwnUnreadCounts(ctx: Pick<Ctx, 'db' | 'pubsub'>, userId: number): Promise<UnreadCountsPayload> {
  const counts = await unreadCounts(ctx.db, userId);
  ctx.pubsub.publish('user:unread', userId, counts);
  return counts;
}

/** Sends each member's new totals to their open connections (after the write committed). */
export async function publishUnreadCounts(ctx: Pick<Ctx, 'db' | 'pubsub' | 'log'>, userIds: Iterable<number>): Promise<void> {
  await Promise.all(
    [...new Set(userIds)].map(async (userId) => {
      try {
        await publishOwnUnreadCounts(ctx, userId);
      } catch (error) {
        // The write succeeded; a missed badge update is repaired by the client's next refetch.
        ctx.log.warn({ err: error, userId }, 'publishing unread counts failed');
      }
    }),
  );
}
