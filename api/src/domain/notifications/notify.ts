// Creating notifications: inside the caller's transaction (so a comment or message and its
// notification commit together), then announced to live connections after the commit.
import type { Ctx } from '../../context.ts';
import type { NotificationType, Prisma } from '../../generated/prisma/client.ts';
import { publishUnreadCounts } from './unreadCounts.ts';
import { emailNotifications } from './email.ts';

export interface NotificationDraft {
  userId: number;
  type: NotificationType;
  /** Full text; the bell previews 100 characters. */
  content: string;
  actorId?: number | null;
  postId?: number | null;
  commentId?: number | null;
  conversationId?: number | null;
  data?: Record<string, unknown>;
}

export interface CreatedNotification {
  id: number;
  userId: number;
  type: NotificationType;
  /**
   * MESSAGE only: the message is the first unread one of its conversation for the recipient
   * (their participant unreadCount is 1 inside the send's transaction), so it may be mailed.
   */
  firstUnread?: boolean;
}

/**
 * Creates the notifications in `tx`. Nobody is notified of their own action. For MESSAGE drafts
 * call it after the recipients' unread counters were incremented (under the conversation's lock):
 * it reads them in the same transaction, so concurrent sends never both look "first unread".
 */
export async function createNotifications(tx: Prisma.TransactionClient, drafts: NotificationDraft[]): Promise<CreatedNotification[]> {
  const created: CreatedNotification[] = [];
  const messageDrafts = drafts.filter((d) => d.type === 'MESSAGE' && d.conversationId != null && d.actorId !== d.userId);
  const unread = messageDrafts.length
    ? await tx.conversationParticipant.findMany({
        where: { OR: messageDrafts.map((d) => ({ conversationId: d.conversationId!, userId: d.userId })) },
        select: { conversationId: true, userId: true, unreadCount: true },
      })
    : [];
  const unreadOf = (d: NotificationDraft) => unread.find((u) => u.conversationId === d.conversationId && u.userId === d.userId)?.unreadCount;
  for (const draft of drafts) {
    if (draft.actorId != null && draft.actorId === draft.userId) continue;
    const row = await tx.notification.create({
      data: {
        userId: draft.userId,
        type: draft.type,
        content: draft.content,
        actorId: draft.actorId ?? null,
        postId: draft.postId ?? null,
        commentId: draft.commentId ?? null,
        conversationId: draft.conversationId ?? null,
        data: (draft.data ?? {}) as Prisma.InputJsonValue,
      },
      select: { id: true, userId: true, type: true },
    });
    created.push(draft.type === 'MESSAGE' ? { ...row, firstUnread: unreadOf(draft) === 1 } : row);
  }
  return created;
}

/**
 * After commit: each recipient's open connections get the notification and their new counts,
 * and recipients who asked for email get one (sent in the background: a slow or failing mail
 * server never delays or fails the write; failures are logged).
 */
export async function announceNotifications(
  ctx: Pick<Ctx, 'db' | 'pubsub' | 'log' | 'mailer' | 'publicUrl'>,
  created: CreatedNotification[],
): Promise<void> {
  if (created.length === 0) return;
  for (const n of created) ctx.pubsub.publish('user:notification', n.userId, { notificationId: n.id });
  void emailNotifications(ctx, created);
  await publishUnreadCounts(
    ctx,
    created.map((n) => n.userId),
  );
}
