// Email for notifications, as jobs written with the notification (createNotifications) and run
// after the commit, per the recipient's email settings when the job runs: MESSAGE when
// email.newMessagesEmail is on and the message was the first unread one of its conversation,
// POST_COMMENT (comment on your post, reply to your comment) when email.commentsEmail is on,
// MENTION when email.mentionsEmail is on. The mail never carries the message or comment text,
// nor the post title (members may read mail on an employer's device): only who did what and a
// link. Each is plain text plus HTML (lib/mailLayout.ts) and carries the one-click unsubscribe of
// its kind (domain/settings/unsubscribe.ts: List-Unsubscribe headers and a footer link). Nothing is mailed about what the recipient may no longer read (the notification rule),
// a deleted comment, or a member they blocked since.
import type { Services } from '../../context.ts';
import { notificationLink } from './shape.ts';
import { visibleNotificationSql } from './notifications.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { visibleCommunityPostSqlForUserId } from '../communities/access.ts';
import type { JobOf } from '../jobs/kinds.ts';
import { renderMail } from '../../lib/mailLayout.ts';
import { unsubscribeMail, type UnsubscribeKind } from '../settings/unsubscribe.ts';

type MailServices = Pick<Services, 'db' | 'mailer' | 'publicUrl' | 'tokens'>;

interface Row {
  id: number;
  type: 'MESSAGE' | 'POST_COMMENT' | 'MENTION' | 'ADMIN_ACTION';
  postId: number | null;
  commentId: number | null;
  conversationId: number | null;
  data: unknown;
  email: string;
  emailNewMessages: boolean | null;
  emailComments: boolean | null;
  emailMentions: boolean | null;
  actorUsername: string | null;
}

/** What one notification's mail says (never a text or a title: who did what, and a link). */
export interface NotificationMail {
  subject: string;
  /** The one sentence of the mail, e.g. "@ana commented on your post." */
  line: string;
  link: string;
  /** The setting its unsubscribe link turns off. */
  unsubscribe: UnsubscribeKind;
}

/** The email for one notification, or null when none is due. */
export function notificationEmail(row: Row, publicUrl: string): NotificationMail | null {
  const data = row.data && typeof row.data === 'object' ? (row.data as Record<string, unknown>) : {};
  const name = row.actorUsername ?? (typeof data.actorUsername === 'string' ? data.actorUsername : null);
  const who = name ? `@${name}` : 'A member';
  const path = notificationLink({ ...row, type: row.type }) ?? '/';
  const link = `${publicUrl}${path}`;
  const mail = (subject: string, line: string): NotificationMail => ({ subject, line, link, unsubscribe: unsubscribeOf[row.type as keyof typeof unsubscribeOf] });
  switch (row.type) {
    case 'MESSAGE':
      return row.emailNewMessages === false ? null : mail('New message on Workers Commons', `${who} sent you a message.`);
    case 'POST_COMMENT': {
      if (row.emailComments === false) return null;
      const reply = data.parentCommentId != null;
      return reply ? mail('New reply on Workers Commons', `${who} replied to your comment.`) : mail('New comment on Workers Commons', `${who} commented on your post.`);
    }
    case 'MENTION':
      return row.emailMentions === false ? null : mail('You were mentioned on Workers Commons', `${who} mentioned you.`);
    default:
      return null;
  }
}

/**
 * A post (or comment) notice is still due to `recipient` from `actor` when the job runs: the post
 * is published and not deleted, its author (the actor's content) not shadow-banned since, and the
 * actor did not block the recipient (mentions; the recipient's own block is checked by the caller).
 */
function contentStillReadableSql(recipient: Prisma.Sql, actor: Prisma.Sql, postId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(EXISTS (SELECT 1 FROM "Post" rp WHERE rp."id" = ${postId} AND rp."deletedAt" IS NULL AND rp."status" = 'PUBLISHED')
    AND NOT EXISTS (SELECT 1 FROM "User" ra WHERE ra."id" = ${actor} AND ra."isShadowBanned")
    AND NOT EXISTS (SELECT 1 FROM "Block" rb WHERE rb."blockerId" = ${actor} AND rb."blockedId" = ${recipient}))`;
}

const unsubscribeOf = { MESSAGE: 'newMessages', POST_COMMENT: 'comments', MENTION: 'mentions' } as const satisfies Record<string, UnsubscribeKind>;

/** Renders one notification mail (plain text + HTML, the unsubscribe footer and headers of its kind) and sends it. */
export async function sendNotificationEmail(
  services: MailServices,
  recipient: { id: number; email: string },
  mail: NotificationMail,
  kind: string,
  jobId: number,
): Promise<void> {
  const unsubscribe = await unsubscribeMail(services, recipient.id, mail.unsubscribe);
  const body = renderMail({
    title: mail.subject,
    paragraphs: [mail.line],
    action: { label: 'Read it on Workers Commons', href: mail.link },
    footer: unsubscribe.footer,
  });
  await services.mailer.send({ to: recipient.email, subject: mail.subject, ...body, headers: unsubscribe.headers, actionLink: mail.link, kind, jobId });
}

/** Runs a 'mail.notification' job. */
export async function sendNotificationMail(services: MailServices, job: JobOf<'mail.notification'>): Promise<void> {
  const recipient = await services.db.notification.findUnique({ where: { id: job.payload.notificationId }, select: { userId: true } });
  if (!recipient) return;
  const rows = await services.db.$queryRaw<Row[]>`
    SELECT n."id", n."type"::text AS "type", n."postId", n."commentId", n."conversationId", n."data",
           u."email", s."emailNewMessages", s."emailComments", s."emailMentions", a."username" AS "actorUsername"
    FROM "Notification" n
    JOIN "User" u ON u."id" = n."userId" AND u."emailVerifiedAt" IS NOT NULL
    LEFT JOIN "UserSettings" s ON s."userId" = n."userId"
    LEFT JOIN "User" a ON a."id" = n."actorId"
    WHERE n."id" = ${job.payload.notificationId}
      AND ${visibleNotificationSql(recipient.userId, 'n')}
      AND (n."commentId" IS NULL OR EXISTS (SELECT 1 FROM "Comment" c WHERE c."id" = n."commentId" AND c."deletedAt" IS NULL))
      AND (n."actorId" IS NULL OR NOT EXISTS (SELECT 1 FROM "Block" b WHERE b."blockerId" = n."userId" AND b."blockedId" = n."actorId"))
      AND (n."postId" IS NULL OR n."actorId" IS NULL OR ${contentStillReadableSql(Prisma.sql`n."userId"`, Prisma.sql`n."actorId"`, Prisma.sql`n."postId"`)})`;
  const row = rows[0];
  if (!row) return;
  const mail = notificationEmail(row, services.publicUrl());
  if (!mail) return;
  await sendNotificationEmail(services, { id: recipient.userId, email: row.email }, mail, `NOTIFICATION_${row.type}`, job.id);
}

/**
 * Runs a 'mail.newMessage' job: the new-message email for a recipient who turned in-app message
 * notifications off but kept email on (so no notification row carries it). Same rules: first
 * unread message only (decided when it was sent), verified address only, never the text.
 */
export async function sendNewMessageMail(services: MailServices, job: JobOf<'mail.newMessage'>): Promise<void> {
  const { recipientId, conversationId, senderId } = job.payload;
  const [recipient, sender] = await Promise.all([
    services.db.user.findUnique({
      where: { id: recipientId },
      select: { email: true, emailVerifiedAt: true, settings: { select: { emailNewMessages: true } }, blocking: { where: { blockedId: senderId }, select: { id: true } } },
    }),
    services.db.user.findUnique({ where: { id: senderId }, select: { username: true } }),
  ]);
  if (!recipient?.emailVerifiedAt || recipient.settings?.emailNewMessages === false || recipient.blocking.length > 0) return;
  const mail = notificationEmail(
    {
      id: 0,
      type: 'MESSAGE',
      postId: null,
      commentId: null,
      conversationId,
      data: { conversationId },
      email: recipient.email,
      emailNewMessages: true,
      emailComments: null,
      emailMentions: null,
      actorUsername: sender?.username ?? null,
    },
    services.publicUrl(),
  );
  if (mail) await sendNotificationEmail(services, { id: recipientId, email: recipient.email }, mail, 'NEW_MESSAGE', job.id);
}

/**
 * Runs a 'mail.notice' job: the comment/reply or mention mail of a recipient who turned that
 * in-app notice off but kept its mail (no notification row). The notice's rules are checked again
 * now: the recipient may still read the post (its community), the post and comment are still
 * published and not deleted, the author is not shadow-banned, neither blocked the other, the
 * recipient did not mute the author, and the mail setting is still on.
 */
export async function sendNoticeMail(services: MailServices, job: JobOf<'mail.notice'>): Promise<void> {
  const { type, recipientId, actorId, postId, commentId, reply } = job.payload;
  const rows = await services.db.$queryRaw<(Pick<Row, 'email' | 'emailComments' | 'emailMentions' | 'actorUsername'> & { urlId: string; slug: string })[]>`
    SELECT u."email", s."emailComments", s."emailMentions", a."username" AS "actorUsername", p."urlId", p."slug"
    FROM "User" u
    JOIN "Post" p ON p."id" = ${postId}
    JOIN "User" a ON a."id" = ${actorId}
    LEFT JOIN "UserSettings" s ON s."userId" = u."id"
    WHERE u."id" = ${recipientId} AND u."emailVerifiedAt" IS NOT NULL
      AND ${visibleCommunityPostSqlForUserId(recipientId, 'p')}
      AND ${contentStillReadableSql(Prisma.sql`u."id"`, Prisma.sql`a."id"`, Prisma.sql`p."id"`)}
      AND (${commentId}::int IS NULL OR EXISTS (
        SELECT 1 FROM "Comment" c WHERE c."id" = ${commentId}::int AND c."postId" = p."id" AND c."deletedAt" IS NULL AND c."status" = 'PUBLISHED'))
      AND NOT EXISTS (SELECT 1 FROM "Block" b WHERE b."blockerId" = u."id" AND b."blockedId" = a."id")
      AND NOT EXISTS (SELECT 1 FROM "Mute" m WHERE m."muterId" = u."id" AND m."mutedId" = a."id")`;
  const row = rows[0];
  if (!row) return;
  const mail = notificationEmail(
    {
      id: 0,
      type,
      postId,
      commentId,
      conversationId: null,
      data: { postUrlId: row.urlId, postSlug: row.slug, ...(commentId != null ? { commentId } : {}), ...(reply ? { parentCommentId: true } : {}) },
      email: row.email,
      emailNewMessages: null,
      emailComments: row.emailComments,
      emailMentions: row.emailMentions,
      actorUsername: row.actorUsername,
    },
    services.publicUrl(),
  );
  if (mail) await sendNotificationEmail(services, { id: recipientId, email: row.email }, mail, `NOTIFICATION_${type}`, job.id);
}
