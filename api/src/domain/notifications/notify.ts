// Creating notifications: inside the caller's transaction (so a comment or message, its
// notification and the job that mails it commit together), then announced to live connections
// after the commit.
import type { Ctx } from '../../context.ts';
import type { NotificationType, Prisma } from '../../generated/prisma/client.ts';
import { publishUnreadCounts } from './unreadCounts.ts';
import { enqueue } from '../jobs/kinds.ts';

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
  /**
   * POST_COMMENT and MENTION only: no notice, just the mail (the member turned the in-app notice
   * off but kept the mail): a 'mail.notice' job instead of a row.
   */
  mailOnly?: true;
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
  /** A mail-only draft: no row (id 0), nothing to announce; only the queue is woken for its job. */
  mailOnly?: true;
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
  const mailOnly: NotificationDraft[] = [];
  for (const draft of drafts) {
    if (draft.actorId != null && draft.actorId === draft.userId) continue;
    if (draft.mailOnly) {
      mailOnly.push(draft);
      continue;
    }
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
  // Only the first unread message of a conversation mails; the rest wait for the visit. Whether
  // the member wants the mail is read when the job runs (email.ts).
  const mailed = created.filter((n) => n.type === 'POST_COMMENT' || n.type === 'MENTION' || (n.type === 'MESSAGE' && n.firstUnread));
  await enqueue(
    tx,
    'mail.notification',
    mailed.map((n) => ({ payload: { notificationId: n.id }, key: `mail.notification:${n.id}` })),
  );
  const notices = mailOnly.filter((d) => (d.type === 'POST_COMMENT' || d.type === 'MENTION') && d.actorId != null && d.postId != null);
  await enqueue(
    tx,
    'mail.notice',
    notices.map((d) => ({
      payload: {
        type: d.type as 'POST_COMMENT' | 'MENTION',
        recipientId: d.userId,
        actorId: d.actorId!,
        postId: d.postId!,
        commentId: d.commentId ?? null,
        reply: d.data?.parentCommentId != null,
      },
      // One mail per member, kind and item: an edit naming them again sends nothing more.
      key: `mail.notice:${d.type}:${d.postId}:${d.commentId ?? 0}:${d.userId}`,
    })),
  );
  return [...created, ...notices.map((d) => ({ id: 0, userId: d.userId, type: d.type, mailOnly: true as const }))];
}

/**
 * After commit: each recipient's open connections get the notification and their new counts,
 * and the queue is woken for the mail jobs written with them (a slow or failing mail server
 * never delays or fails the write: the job is retried).
 */
export async function announceNotifications(ctx: Pick<Ctx, 'db' | 'pubsub' | 'log' | 'jobs'>, created: CreatedNotification[]): Promise<void> {
  if (created.length === 0) return;
  const rows = created.filter((n) => !n.mailOnly);
  for (const n of rows) ctx.pubsub.publish('user:notification', n.userId, { notificationId: n.id });
  ctx.jobs.wake();
  if (rows.length === 0) return;
  await publishUnreadCounts(
    ctx,
    rows.map((n) => n.userId),
  );
}
