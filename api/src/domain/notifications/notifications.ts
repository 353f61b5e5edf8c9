// The viewer's notifications: listing, read / seen state, deletion and cleanup. Only the
// recipient ever reads or changes a notification (every statement filters on userId), and
// every change sends the member's new unread counts to their open connections.
import type { Ctx, Viewer } from '../../context.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { UnreadCountsPayload } from './unreadCounts.ts';
import { DomainError } from '../../lib/errors.ts';
import { requireViewer } from '../auth/session.ts';
import { requireWriteScope } from '../accessTokens/requestRules.ts';
import { visibleCommunityPostSql, visibleCommunityPostSqlForUserId, visibleCommunityPostWhere } from '../communities/access.ts';
import { publishOwnUnreadCounts, unreadCounts } from './unreadCounts.ts';

export const notificationNotFound = () => new DomainError('NOT_FOUND', 'Notification not found');

export const CLEAR_OLD_DEFAULT_DAYS = 30;
export const CLEAR_OLD_MAX_DAYS = 365;

/** The recipient's rows only: the one rule every notification read and write goes through. */
export const ownNotificationsWhere = (userId: number, unreadOnly = false): Prisma.NotificationWhereInput =>
  unreadOnly ? { userId, isRead: false } : { userId };

/**
 * The recipient's notifications they may still see, for every read (lists, counts, by id, the
 * live stream): one about a post (or a comment on it) only while the post's community is visible
 * to them (the posts' community rule, communities/access.ts), checked at read time, so a member
 * who leaves a private community no longer sees its titles and links (issue 28). Removed posts
 * keep their moderator notices (their link is null already).
 */
export const visibleNotificationsWhere = (viewer: Viewer, unreadOnly = false): Prisma.NotificationWhereInput => ({
  ...ownNotificationsWhere(viewer.id, unreadOnly),
  OR: [{ postId: null }, { post: visibleCommunityPostWhere(viewer) }],
});

/**
 * visibleNotificationsWhere's post rule in SQL, for a "Notification" row aliased `alias` (a
 * constant of ours). A member known by id only (counts published to a recipient) is checked with
 * their role read in the statement.
 */
export function visibleNotificationSql(who: Viewer | number, alias = 'n'): Prisma.Sql {
  const n = Prisma.raw(alias);
  const rule = typeof who === 'number' ? visibleCommunityPostSqlForUserId(who, 'np') : visibleCommunityPostSql(who, 'np');
  return Prisma.sql`(${n}."postId" IS NULL OR EXISTS (SELECT 1 FROM "Post" np WHERE np."id" = ${n}."postId" AND ${rule}))`;
}

/** Newest first (ids break ties of rows created in one transaction). Index (userId, createdAt). */
export const notificationsOrderBy: Prisma.NotificationOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

export interface ChangeResult {
  counts: UnreadCountsPayload;
  affectedCount: number;
}

function readPage(input: { limit?: unknown; offset?: unknown }) {
  const limit = input.limit === undefined || input.limit === null || input.limit === '' ? 50 : Number(input.limit);
  const offset = input.offset === undefined || input.offset === null || input.offset === '' ? 0 : Number(input.offset);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new DomainError('VALIDATION', 'limit must be between 1 and 100');
  if (!Number.isInteger(offset) || offset < 0) throw new DomainError('VALIDATION', 'offset must be 0 or more');
  return { limit, offset };
}

export const notificationListSelect = {
  id: true,
  type: true,
  content: true,
  isRead: true,
  seenAt: true,
  createdAt: true,
  postId: true,
  commentId: true,
  conversationId: true,
  data: true,
} satisfies Prisma.NotificationSelect;
export type NotificationListRow = Prisma.NotificationGetPayload<{ select: typeof notificationListSelect }>;

export interface ListNotificationsInput {
  limit?: unknown;
  offset?: unknown;
  unreadOnly?: boolean;
  markAsRead?: boolean;
}

/**
 * A page of the viewer's notifications, newest first (REST). With `markAsRead` the returned ones
 * become read (and seen); the rows show their state before this call so the client can still
 * highlight what was new, the counts are the ones after it. Three statements at most, plus the
 * counts publish when something changed.
 */
export async function listNotifications(
  ctx: Ctx,
  input: ListNotificationsInput,
): Promise<{ notifications: NotificationListRow[]; counts: UnreadCountsPayload }> {
  const viewer = requireViewer(ctx);
  // A GET the spec lets change state: a read token may list, not mark.
  if (input.markAsRead) requireWriteScope(ctx);
  const { limit, offset } = readPage(input);
  const notifications = await ctx.db.notification.findMany({
    where: visibleNotificationsWhere(viewer, input.unreadOnly),
    orderBy: notificationsOrderBy,
    take: limit,
    skip: offset,
    select: notificationListSelect,
  });
  const toMark = input.markAsRead ? notifications.filter((n) => !n.isRead || !n.seenAt).map((n) => n.id) : [];
  if (toMark.length === 0) return { notifications, counts: await unreadCounts(ctx.db, viewer) };
  await ctx.db.$executeRaw`
    UPDATE "Notification"
    SET "isRead" = true, "readAt" = COALESCE("readAt", now()), "seenAt" = COALESCE("seenAt", now())
    WHERE "userId" = ${viewer.id} AND "id" = ANY(${toMark}::int[])`;
  return { notifications, counts: await publishOwnUnreadCounts(ctx, viewer.id) };
}

/** One of the viewer's notifications (read, delete). */
export interface NotificationInput {
  notificationId: number;
}

/** One notification read (and seen). 404 unless it is the viewer's (and still visible to them). */
export async function markNotificationRead(ctx: Ctx, input: NotificationInput): Promise<ChangeResult> {
  const { notificationId } = input;
  const viewer = requireViewer(ctx);
  const affectedCount = await ctx.db.$executeRaw`
    UPDATE "Notification"
    SET "isRead" = true, "readAt" = COALESCE("readAt", now()), "seenAt" = COALESCE("seenAt", now())
    WHERE "id" = ${notificationId} AND "userId" = ${viewer.id} AND ${visibleNotificationSql(viewer, '"Notification"')}`;
  if (affectedCount === 0) throw notificationNotFound();
  return { counts: await publishOwnUnreadCounts(ctx, viewer.id), affectedCount };
}

/** Every notification of the viewer read (and seen). */
export async function markAllNotificationsRead(ctx: Ctx): Promise<ChangeResult> {
  const viewer = requireViewer(ctx);
  const affectedCount = await ctx.db.$executeRaw`
    UPDATE "Notification"
    SET "isRead" = true, "readAt" = now(), "seenAt" = COALESCE("seenAt", now())
    WHERE "userId" = ${viewer.id} AND "isRead" = false`;
  return { counts: await publishOwnUnreadCounts(ctx, viewer.id), affectedCount };
}

/** The bell was opened: everything that arrived so far is seen (read state unchanged). */
export async function acknowledgeNotifications(ctx: Ctx): Promise<ChangeResult> {
  const viewer = requireViewer(ctx);
  const { count } = await ctx.db.notification.updateMany({ where: { userId: viewer.id, seenAt: null }, data: { seenAt: new Date() } });
  return { counts: await publishOwnUnreadCounts(ctx, viewer.id), affectedCount: count };
}

/** Deletes one of the viewer's notifications. 404 unless it is theirs. */
export async function deleteNotification(ctx: Ctx, input: NotificationInput): Promise<ChangeResult> {
  const { notificationId } = input;
  const viewer = requireViewer(ctx);
  const { count } = await ctx.db.notification.deleteMany({ where: { id: notificationId, userId: viewer.id } });
  if (count === 0) throw notificationNotFound();
  return { counts: await publishOwnUnreadCounts(ctx, viewer.id), affectedCount: count };
}

/** Deletes every notification of the viewer. */
export async function clearNotifications(ctx: Ctx): Promise<ChangeResult> {
  const viewer = requireViewer(ctx);
  const { count } = await ctx.db.notification.deleteMany({ where: { userId: viewer.id } });
  return { counts: await publishOwnUnreadCounts(ctx, viewer.id), affectedCount: count };
}

/** Reads `days` of clear-old: an integer 1..365, 30 when absent. */
export function readClearOldDays(value: unknown): number {
  if (value === undefined || value === null || value === '') return CLEAR_OLD_DEFAULT_DAYS;
  const days = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(days) || days < 1 || days > CLEAR_OLD_MAX_DAYS) {
    throw new DomainError('VALIDATION', `days must be a whole number from 1 to ${CLEAR_OLD_MAX_DAYS}`);
  }
  return days;
}

export interface ClearOldNotificationsInput {
  /** Whole days (as sent; checked here). */
  days?: unknown;
}

/**
 * Deletes the viewer's notifications older than `days` days (the client calls this at most once
 * a day, 5 s after load). Uses the (userId, createdAt) index.
 */
export async function clearOldNotifications(ctx: Ctx, input: ClearOldNotificationsInput): Promise<ChangeResult> {
  const { days } = input;
  const viewer = requireViewer(ctx);
  const olderThan = new Date(Date.now() - readClearOldDays(days) * 24 * 60 * 60 * 1000);
  const { count } = await ctx.db.notification.deleteMany({ where: { userId: viewer.id, createdAt: { lt: olderThan } } });
  // Nothing removed: the counts did not change, so nothing is published.
  const counts = count > 0 ? await publishOwnUnreadCounts(ctx, viewer.id) : await unreadCounts(ctx.db, viewer);
  return { counts, affectedCount: count };
}

/** The viewer's notification by id, or null (someone else's, or one they may no longer see, is simply not there). */
export async function findOwnNotificationId(ctx: Ctx, notificationId: number): Promise<number | null> {
  const viewer = requireViewer(ctx);
  const row = await ctx.db.notification.findFirst({ where: { id: notificationId, ...visibleNotificationsWhere(viewer) }, select: { id: true } });
  return row?.id ?? null;
}
