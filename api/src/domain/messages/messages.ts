// Messages of a direct conversation: history pages, sending, deleting one's own message.
import type { Ctx } from '../../context.ts';
import type { Message, Prisma } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { requireViewer } from '../auth/session.ts';
import { announceNotifications, createNotifications, type CreatedNotification } from '../notifications/notify.ts';
import { enqueue } from '../jobs/kinds.ts';
import { publishUnreadCounts } from '../notifications/unreadCounts.ts';
import { consumeRestrictedLimit } from '../moderation/trust.ts';
import {
  MESSAGE_MAX_CHARS,
  conversationNotFound,
  findConversation,
  lockConversation,
  messageTexts,
  participantConversationWhere,
  recipientAccepts,
  visibleMessageWhere,
  type ConversationRow,
} from './conversations.ts';

export const HISTORY_DEFAULT_LIMIT = 50;
export const HISTORY_MAX_LIMIT = 100;
/** The notification shows the first 100 characters of a message. */
export const NOTIFICATION_PREVIEW_CHARS = 100;

export const messageInclude = { sender: { select: { id: true, username: true } } } satisfies Prisma.MessageInclude;
export type MessageRow = Prisma.MessageGetPayload<{ include: typeof messageInclude }>;

/** Trimmed plain text of 1 to 2,000 characters (counted in Unicode characters). */
export function readMessageContent(input: unknown): string {
  const text = typeof input === 'string' ? input.trim() : '';
  if (!text) throw new DomainError('VALIDATION', messageTexts.empty);
  if ([...text].length > MESSAGE_MAX_CHARS) throw new DomainError('VALIDATION', messageTexts.tooLong);
  return text;
}

export interface ConversationHistoryInput {
  conversationId: number;
  /** Messages per page (1 to HISTORY_MAX_LIMIT). */
  limit?: number;
  /** Only messages older than this one. */
  before?: number | null;
}

/** A page of history: newest `limit` messages before `before` (a message id), returned oldest first. */
export async function conversationHistory(
  ctx: Ctx,
  input: ConversationHistoryInput,
): Promise<{ conversation: ConversationRow; messages: MessageRow[]; hasMore: boolean }> {
  const { conversationId } = input;
  const viewer = requireViewer(ctx);
  const limit = input.limit ?? HISTORY_DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > HISTORY_MAX_LIMIT) {
    throw new DomainError('VALIDATION', `Limit must be between 1 and ${HISTORY_MAX_LIMIT}`);
  }
  const conversation = await findConversation(ctx, conversationId);
  const own = conversation.participants.find((p) => p.userId === viewer.id);
  const where = visibleMessageWhere(conversationId, own?.hiddenThroughMessageId, viewer.id);
  const rows = await ctx.db.message.findMany({
    where: input.before ? { AND: [where, { id: { lt: input.before } }] } : where,
    orderBy: { id: 'desc' },
    take: limit + 1,
    include: messageInclude,
  });
  const hasMore = rows.length > limit;
  return { conversation, messages: rows.slice(0, limit).reverse(), hasMore };
}

export interface SendMessageInput {
  conversationId: number;
  content: unknown;
}

/**
 * Sends a message. One transaction under the conversation's row lock: the message, the
 * conversation's last message, the recipient's unread counter (and the conversation back in
 * everyone's list), and the recipient's notification. Live events after the commit.
 */
export async function sendMessage(ctx: Ctx, input: SendMessageInput): Promise<MessageRow> {
  const viewer = requireViewer(ctx);
  const content = readMessageContent(input.content);
  const conversation = await ctx.db.conversation.findFirst({
    where: { id: input.conversationId, ...participantConversationWhere(viewer.id) },
    select: {
      id: true,
      participants: {
        select: {
          userId: true,
          // Email (first unread message only, never its text) goes out with the notification.
          // A recipient who muted the sender gets the message but hears nothing of it.
          user: { select: { settings: { select: { notifyNewMessages: true, emailNewMessages: true } }, muting: { where: { mutedId: viewer.id }, select: { id: true } } } },
        },
      },
    },
  });
  if (!conversation) throw conversationNotFound();
  const recipients = conversation.participants.filter((p) => p.userId !== viewer.id);
  // A conversation whose other member deleted their account takes no new messages.
  if (recipients.length === 0) throw new DomainError('FORBIDDEN', messageTexts.notAccepting);
  for (const r of recipients) {
    if (!(await recipientAccepts(ctx.db, viewer.id, r.userId))) throw new DomainError('FORBIDDEN', messageTexts.notAccepting);
  }
  await ctx.limits.consume('messagesByUser', String(viewer.id));
  await consumeRestrictedLimit(ctx, viewer, 'message');
  if (viewer.isShadowBanned) return sendUndelivered(ctx, conversation.id, content);

  const senderName = viewer.username ?? 'A member';
  const { message, notifications, mailed } = await ctx.db.$transaction(async (tx) => {
    await lockConversation(tx, conversation.id, viewer.id);
    // Stamped after the lock, so the order of createdAt follows the order of commits.
    const now = new Date();
    const message = await tx.message.create({ data: { conversationId: conversation.id, senderId: viewer.id, content, createdAt: now }, include: messageInclude });
    await tx.conversation.update({ where: { id: conversation.id }, data: { lastMessageAt: now, lastMessageId: message.id } });
    // Back in every participant's list; one more unread for the others.
    await tx.$executeRaw`
      UPDATE "ConversationParticipant"
      SET "deletedAt" = NULL,
          "unreadCount" = "unreadCount" + CASE WHEN "userId" = ${viewer.id} THEN 0 ELSE 1 END
      WHERE "conversationId" = ${conversation.id}`;
    const notifications = await createNotifications(
      tx,
      recipients
        .filter((r) => (r.user.settings?.notifyNewMessages ?? true) && r.user.muting.length === 0)
        .map((r) => ({
          userId: r.userId,
          type: 'MESSAGE' as const,
          content: `${senderName}: ${[...content].slice(0, NOTIFICATION_PREVIEW_CHARS).join('')}`,
          actorId: viewer.id,
          conversationId: conversation.id,
          data: {
            conversationId: conversation.id,
            conversation_id: conversation.id,
            messageId: message.id,
            senderId: viewer.id,
            senderUsername: viewer.username,
            actorId: viewer.id,
            actorUsername: viewer.username,
          },
        })),
    );
    // Members who silenced message notifications in the app but want the email: it goes out
    // for the first unread message only, as it would with a notification.
    const emailOnly = recipients.filter((r) => r.user.settings && !r.user.settings.notifyNewMessages && r.user.settings.emailNewMessages && r.user.muting.length === 0);
    const firstUnread = emailOnly.length
      ? await tx.conversationParticipant.findMany({
          where: { conversationId: conversation.id, userId: { in: emailOnly.map((r) => r.userId) }, unreadCount: 1 },
          select: { userId: true },
        })
      : [];
    await enqueue(
      tx,
      'mail.newMessage',
      firstUnread.map((r) => ({ payload: { recipientId: r.userId, conversationId: conversation.id, senderId: viewer.id }, key: `mail.newMessage:${message.id}:${r.userId}` })),
    );
    return { message, notifications, mailed: firstUnread.length > 0 };
  });

  ctx.pubsub.publish('conversation:message', conversation.id, { conversationId: conversation.id, messageId: message.id, kind: 'ADDED' });
  for (const p of conversation.participants) ctx.pubsub.publish('user:conversation', p.userId, { conversationId: conversation.id });
  await announceAfterWrite(
    ctx,
    notifications,
    recipients.map((r) => r.userId),
  );
  if (mailed) ctx.jobs.wake();
  return message;
}

/**
 * A shadow-banned member's message: stored and shown to them as sent (their history, their own
 * streams, the conversation back in their list), never delivered: the conversation's last
 * message, the recipient's list, unread counter, notifications, email and live events stay as
 * they were.
 */
async function sendUndelivered(ctx: Ctx, conversationId: number, content: string): Promise<MessageRow> {
  const viewer = requireViewer(ctx);
  const message = await ctx.db.$transaction(async (tx) => {
    await lockConversation(tx, conversationId, viewer.id);
    const message = await tx.message.create({ data: { conversationId, senderId: viewer.id, content, createdAt: new Date() }, include: messageInclude });
    await tx.conversationParticipant.updateMany({ where: { conversationId, userId: viewer.id, deletedAt: { not: null } }, data: { deletedAt: null } });
    return message;
  });
  ctx.pubsub.publish('conversation:message', conversationId, { conversationId, messageId: message.id, kind: 'ADDED', onlyFor: viewer.id });
  ctx.pubsub.publish('user:conversation', viewer.id, { conversationId });
  return message;
}

/** New notifications (with counts) to their recipients; everyone else in `userIds` gets counts. */
async function announceAfterWrite(ctx: Ctx, notifications: CreatedNotification[], userIds: number[]) {
  const notified = new Set(notifications.map((n) => n.userId));
  await Promise.all([
    notifications.length ? announceNotifications(ctx, notifications) : undefined,
    publishUnreadCounts(
      ctx,
      userIds.filter((id) => !notified.has(id)),
    ),
  ]);
}

export interface DeleteMessageInput {
  messageId: number;
}

/**
 * Soft-deletes the viewer's own message: its text is gone for everyone, its place in the thread
 * stays. The conversation preview moves to the newest remaining message; an unread copy stops
 * counting, and the recipient's notification (which quoted it) is removed.
 */
export async function deleteMessage(ctx: Ctx, input: DeleteMessageInput): Promise<Message> {
  const { messageId } = input;
  const viewer = requireViewer(ctx);
  const found = await ctx.db.message.findFirst({
    where: { id: messageId, conversation: participantConversationWhere(viewer.id) },
    select: { id: true, conversationId: true, senderId: true, deletedAt: true, createdAt: true },
  });
  if (!found) throw new DomainError('NOT_FOUND', messageTexts.messageNotFound);
  if (found.senderId !== viewer.id) throw new DomainError('FORBIDDEN', messageTexts.notOwnMessage);
  const conversationId = found.conversationId;

  const result = await ctx.db.$transaction(async (tx) => {
    const { lastMessageId } = await lockConversation(tx, conversationId, viewer.id);
    const { count } = await tx.message.updateMany({ where: { id: found.id, deletedAt: null }, data: { deletedAt: new Date() } });
    if (count === 0) return { changed: false, participants: [] as number[] };
    if (lastMessageId === found.id) {
      const previous = await tx.message.findFirst({
        where: { conversationId, deletedAt: null },
        orderBy: { id: 'desc' },
        select: { id: true },
      });
      await tx.conversation.update({ where: { id: conversationId }, data: { lastMessageId: previous?.id ?? null } });
    }
    // Still unread for whoever has not read past it (and had not hidden it).
    // A shadow-banned sender's messages were never delivered: nobody else's counter moves.
    const touched = viewer.isShadowBanned ? [] : await tx.$queryRaw<{ userId: number }[]>`
      UPDATE "ConversationParticipant"
      SET "unreadCount" = GREATEST("unreadCount" - 1, 0)
      WHERE "conversationId" = ${conversationId} AND "userId" <> ${viewer.id} AND "unreadCount" > 0
        AND ("lastReadAt" IS NULL OR "lastReadAt" < ${found.createdAt})
        AND ("hiddenThroughMessageId" IS NULL OR "hiddenThroughMessageId" < ${found.id})
      RETURNING "userId"`;
    await tx.notification.deleteMany({
      where: { conversationId, type: 'MESSAGE', data: { path: ['messageId'], equals: found.id } },
    });
    const participants = await tx.conversationParticipant.findMany({ where: { conversationId }, select: { userId: true } });
    return { changed: true, participants: participants.map((p) => p.userId), touched: touched.map((t) => t.userId) };
  });

  if (result.changed) {
    if (viewer.isShadowBanned) {
      ctx.pubsub.publish('conversation:message', conversationId, { conversationId, messageId: found.id, kind: 'DELETED', onlyFor: viewer.id });
      ctx.pubsub.publish('user:conversation', viewer.id, { conversationId });
    } else {
      ctx.pubsub.publish('conversation:message', conversationId, { conversationId, messageId: found.id, kind: 'DELETED' });
      for (const userId of result.participants) ctx.pubsub.publish('user:conversation', userId, { conversationId });
      await publishUnreadCounts(
        ctx,
        result.participants.filter((id) => id !== viewer.id),
      );
    }
  }
  return ctx.db.message.findUniqueOrThrow({ where: { id: found.id } });
}
