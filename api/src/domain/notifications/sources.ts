// What becomes a notification: comments on a member's post, replies to their comment, and
// moderators acting on their content. Drafts are built inside the write's transaction and
// handed to createNotifications; the caller announces them after commit.
import type { Prisma } from '../../generated/prisma/client.ts';
import type { NotificationDraft } from './notify.ts';
import { isVisibleCommunityRow } from '../communities/access.ts';

/** How a notification names a member (usernames are chosen at onboarding). */
export const actorName = (user: { username: string | null; displayName?: string | null } | null | undefined) =>
  user?.username ?? user?.displayName?.trim() ?? 'A member';

const recipientSelect = (actorId: number, postId: number) =>
  ({
    id: true,
    role: true,
    emailVerifiedAt: true,
    settings: { select: { notifyComments: true, emailComments: true } },
    // A member who blocked or muted the commenter hears nothing from them.
    blocking: { where: { blockedId: actorId }, select: { id: true } },
    muting: { where: { mutedId: actorId }, select: { id: true } },
    // Their membership of the post's community: a private community's talk reaches members only.
    memberships: { where: { community: { posts: { some: { id: postId } } } }, select: { id: true } },
  }) satisfies Prisma.UserSelect;

type Recipient = Prisma.UserGetPayload<{ select: ReturnType<typeof recipientSelect> }>;

/**
 * How a member hears of a comment: a notice (notifications.comments on; its mail then follows
 * email.commentsEmail when the job runs), the mail alone (notice off, email.commentsEmail on), or
 * not at all (also when they blocked or muted the commenter or may not read the community).
 */
function commentNotice(user: Recipient, community: { isPrivate: boolean } | null): 'notice' | 'mail' | null {
  if (user.blocking.length > 0 || user.muting.length > 0) return null;
  if (!isVisibleCommunityRow(user, community && { isPrivate: community.isPrivate, memberships: user.memberships })) return null;
  if (user.settings?.notifyComments ?? true) return 'notice';
  return (user.settings?.emailComments ?? true) && user.emailVerifiedAt ? 'mail' : null;
}
const wantsCommentNotices = (user: Recipient, community: { isPrivate: boolean } | null) => commentNotice(user, community) !== null;
const noticeOnly = (user: Recipient, community: { isPrivate: boolean } | null) => (commentNotice(user, community) === 'mail' ? { mailOnly: true as const } : {});

/**
 * The POST_COMMENT notifications of a published comment: its post's author ('commented on your
 * post') and, for a reply, the parent comment's author ('replied to your comment'; only that one
 * when they also wrote the post). Nobody hears about their own comment; a shadow-banned author's
 * comments notify nobody (nobody else sees them); in a private community only those who may still
 * read it hear (an author who left does not). One statement.
 */
export async function commentNotificationDrafts(
  tx: Prisma.TransactionClient,
  comment: { id: number; authorId: number; postId: number },
): Promise<NotificationDraft[]> {
  const row = await tx.comment.findUnique({
    where: { id: comment.id },
    select: {
      id: true,
      status: true,
      deletedAt: true,
      parentId: true,
      author: { select: { id: true, username: true, displayName: true, isShadowBanned: true } },
      post: {
        select: {
          id: true,
          urlId: true,
          slug: true,
          title: true,
          deletedAt: true,
          community: { select: { isPrivate: true } },
          author: { select: recipientSelect(comment.authorId, comment.postId) },
        },
      },
      parent: { select: { id: true, deletedAt: true, author: { select: recipientSelect(comment.authorId, comment.postId) } } },
    },
  });
  if (!row || row.status !== 'PUBLISHED' || row.deletedAt || row.post.deletedAt || row.author.isShadowBanned) return [];
  const actor = actorName(row.author);
  const data = {
    postId: row.post.id,
    postUrlId: row.post.urlId,
    postSlug: row.post.slug,
    commentId: row.id,
    actorId: row.author.id,
    actorUsername: row.author.username,
  };
  const base = { type: 'POST_COMMENT' as const, actorId: row.author.id, postId: row.post.id, commentId: row.id };
  const drafts: NotificationDraft[] = [];
  const parentAuthor = row.parent && !row.parent.deletedAt ? row.parent.author : null;
  if (parentAuthor && parentAuthor.id !== row.author.id && wantsCommentNotices(parentAuthor, row.post.community)) {
    drafts.push({
      ...base,
      userId: parentAuthor.id,
      content: `${actor} replied to your comment on "${row.post.title}"`,
      data: { ...data, parentCommentId: row.parentId },
      ...noticeOnly(parentAuthor, row.post.community),
    });
  }
  const postAuthor = row.post.author;
  if (postAuthor.id !== row.author.id && postAuthor.id !== parentAuthor?.id && wantsCommentNotices(postAuthor, row.post.community)) {
    drafts.push({ ...base, userId: postAuthor.id, content: `${actor} commented on your post "${row.post.title}"`, data, ...noticeOnly(postAuthor, row.post.community) });
  }
  return drafts;
}

export type AdminAction = 'approved' | 'rejected' | 'removed';

/**
 * ADMIN_ACTION for the author of a post a moderator approved, rejected or removed. No actor:
 * moderators stay anonymous to members. Nothing when the moderator acted on their own post.
 */
export function postAdminActionDraft(
  post: { id: number; urlId: string; slug: string; title: string; authorId: number },
  action: AdminAction,
  moderatorId: number,
  reason?: string | null,
): NotificationDraft[] {
  if (post.authorId === moderatorId) return [];
  return [
    {
      userId: post.authorId,
      type: 'ADMIN_ACTION',
      content: `A moderator ${action} your post "${post.title}"${reason?.trim() ? `: ${reason.trim()}` : ''}`,
      postId: post.id,
      data: { action, target: 'post', postId: post.id, postUrlId: post.urlId, postSlug: post.slug, ...(action === 'removed' ? { postDeleted: true } : {}) },
    },
  ];
}

/** ADMIN_ACTION for the author of a comment a moderator approved, rejected or removed. */
export function commentAdminActionDraft(
  comment: { id: number; authorId: number },
  post: { id: number; urlId: string; slug: string; title: string },
  action: AdminAction,
  moderatorId: number,
  reason?: string | null,
): NotificationDraft[] {
  if (comment.authorId === moderatorId) return [];
  return [
    {
      userId: comment.authorId,
      type: 'ADMIN_ACTION',
      content: `A moderator ${action} your comment on "${post.title}"${reason?.trim() ? `: ${reason.trim()}` : ''}`,
      postId: post.id,
      commentId: comment.id,
      data: {
        action,
        target: 'comment',
        postId: post.id,
        postUrlId: post.urlId,
        postSlug: post.slug,
        commentId: comment.id,
        ...(action === 'approved' ? {} : { commentHidden: true }),
      },
    },
  ];
}
