// Email for new notifications, per the recipient's email settings, sent after commit:
// MESSAGE when email.newMessagesEmail is on and the message was the first unread one of its
// conversation (decided inside the send's transaction, see createNotifications), POST_COMMENT
// (comment on your post, reply to your comment) when email.mentionsEmail is on. The mail never
// carries the message or comment text, nor the post title (members may read mail on an
// employer's device): only who did what and a link. One statement for any number of them.
import type { Ctx } from '../../context.ts';
import { notificationLink } from './shape.ts';
import type { CreatedNotification } from './notify.ts';

type MailServices = Pick<Ctx, 'db' | 'log' | 'mailer' | 'publicUrl'>;

interface Row {
  id: number;
  type: 'MESSAGE' | 'POST_COMMENT';
  postId: number | null;
  commentId: number | null;
  conversationId: number | null;
  data: unknown;
  email: string;
  emailNewMessages: boolean | null;
  emailMentions: boolean | null;
  actorUsername: string | null;
}

/** Subject and body of the email for one notification, or null when none is due. */
export function notificationEmail(row: Row, publicUrl: string): { subject: string; text: string; link: string } | null {
  const data = row.data && typeof row.data === 'object' ? (row.data as Record<string, unknown>) : {};
  const name = row.actorUsername ?? (typeof data.actorUsername === 'string' ? data.actorUsername : null);
  const who = name ? `@${name}` : 'A member';
  const path = notificationLink({ ...row, type: row.type }) ?? '/';
  const link = `${publicUrl}${path}`;
  const footer = ['', `Change which emails you get in your settings: ${publicUrl}/settings`];
  if (row.type === 'MESSAGE') {
    if (row.emailNewMessages === false) return null;
    return { subject: 'New message on Workers Commons', link, text: [`${who} sent you a message.`, '', `Read it on Workers Commons: ${link}`, ...footer].join('\n') };
  }
  if (row.emailMentions === false) return null;
  const reply = data.parentCommentId != null;
  return {
    subject: reply ? 'New reply on Workers Commons' : 'New comment on Workers Commons',
    link,
    text: [reply ? `${who} replied to your comment.` : `${who} commented on your post.`, '', `Read it on Workers Commons: ${link}`, ...footer].join('\n'),
  };
}

/** Mails the recipients of `created` who asked for it. Errors are logged, never thrown. */
export async function emailNotifications(ctx: MailServices, created: CreatedNotification[]): Promise<void> {
  // Only the first unread message of a conversation mails; the rest wait for the visit.
  const ids = created.filter((n) => n.type === 'POST_COMMENT' || (n.type === 'MESSAGE' && n.firstUnread)).map((n) => n.id);
  if (ids.length === 0) return;
  try {
    const rows = await ctx.db.$queryRaw<Row[]>`
      SELECT n."id", n."type"::text AS "type", n."postId", n."commentId", n."conversationId", n."data",
             u."email", s."emailNewMessages", s."emailMentions", a."username" AS "actorUsername"
      FROM "Notification" n
      JOIN "User" u ON u."id" = n."userId" AND u."emailVerifiedAt" IS NOT NULL
      LEFT JOIN "UserSettings" s ON s."userId" = n."userId"
      LEFT JOIN "User" a ON a."id" = n."actorId"
      WHERE n."id" = ANY(${ids}::int[])`;
    const publicUrl = ctx.publicUrl();
    await Promise.all(
      rows.map(async (row) => {
        const mail = notificationEmail(row, publicUrl);
        if (!mail) return;
        try {
          await ctx.mailer.send({ to: row.email, subject: mail.subject, text: mail.text, actionLink: mail.link });
        } catch (error) {
          ctx.log.warn({ err: error, notificationId: row.id }, 'notification email failed');
        }
      }),
    );
  } catch (error) {
    ctx.log.warn({ err: error }, 'notification emails failed');
  }
}

export interface EmailMessageWithoutNotificationInput {
  recipientId: number;
  conversationId: number;
  senderUsername: string | null;
}

/**
 * The new-message email for a recipient who turned in-app message notifications off but kept
 * email on (so no notification row carries it). Same rules: first unread message only, verified
 * address only, never the text. Errors are logged, never thrown.
 */
export async function emailMessageWithoutNotification(
  ctx: MailServices,
  input: EmailMessageWithoutNotificationInput,
): Promise<void> {
  try {
    const recipient = await ctx.db.user.findUnique({
      where: { id: input.recipientId },
      select: { email: true, emailVerifiedAt: true, settings: { select: { emailNewMessages: true } } },
    });
    if (!recipient?.emailVerifiedAt || recipient.settings?.emailNewMessages === false) return;
    const mail = notificationEmail(
      {
        id: 0,
        type: 'MESSAGE',
        postId: null,
        commentId: null,
        conversationId: input.conversationId,
        data: { conversationId: input.conversationId },
        email: recipient.email,
        emailNewMessages: true,
        emailMentions: null,
        actorUsername: input.senderUsername,
      },
      ctx.publicUrl(),
    );
    if (mail) await ctx.mailer.send({ to: recipient.email, subject: mail.subject, text: mail.text, actionLink: mail.link });
  } catch (error) {
    ctx.log.warn({ err: error, userId: input.recipientId }, 'new-message email failed');
  }
}

