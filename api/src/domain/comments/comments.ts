// Comments, threaded by parent; votes are up or nothing.
import type { Ctx } from '../../context.ts';
import { awardBadgesFor } from '../badges/awards.ts';
import type { Comment, Prisma } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { requireVerifiedViewer, requireViewer } from '../auth/session.ts';
import { canDelete, canEdit, listableCommentWhere, readablePostWhere } from '../posts/access.ts';
import { COMMENT_MAX_CHARS, moderate, readRichText, reviewMessage } from '../posts/content.ts';
import { findReadablePost, type WriteResult } from '../posts/posts.ts';
import { hotRankSql } from '../posts/ranking.ts';
import { lockKeys, type VoteInput } from '../posts/votes.ts';
import { announceNotifications, createNotifications } from '../notifications/notify.ts';
import { commentAdminActionDraft } from '../notifications/sources.ts';
import { mentionNotificationDrafts, publishedCommentDrafts, storedMentions } from '../mentions/mentions.ts';
import { publishUnreadCounts } from '../notifications/unreadCounts.ts';
import { recordModerationAction } from '../moderation/log.ts';
import { recomputeTrustScore } from '../moderation/trust.ts';
import { AUTHOR_DELETED_NOTE, REMOVED_WITHOUT_REASON, closeOpenFlags } from '../moderation/flagResolution.ts';
import { announceQueueChange } from '../moderation/queueEvents.ts';
import { isBlockedBy, relationMessages } from '../moderation/relations.ts';
import { addKarma } from '../profiles/karma.ts';

export const commentNotFound = () => new DomainError('NOT_FOUND', 'Comment not found. It may have been deleted.');

function readCommentText(input: unknown, format: unknown) {
  const result = readRichText(input, COMMENT_MAX_CHARS, format);
  if (!result.text) throw new DomainError('VALIDATION', 'Comment cannot be empty');
  return result;
}

/**
 * Post comment counter and rank, and the parent's reply counter, follow published comments of
 * authors who are not shadow-banned (the counters others read never reveal a shadow-banned
 * member's comments; moderation/bans.ts recounts when a shadow ban starts or ends).
 */
export async function countPublishedComment(
  tx: Prisma.TransactionClient,
  comment: Pick<Comment, 'postId' | 'parentId' | 'authorId'>,
  delta: 1 | -1,
) {
  const visibleAuthor = `NOT EXISTS (SELECT 1 FROM "User" u WHERE u."id" = $3 AND u."isShadowBanned")`;
  await tx.$executeRawUnsafe(
    `UPDATE "Post" SET "commentCount" = "commentCount" + $1, "hotRank" = ${hotRankSql('"score"', '"commentCount" + $1')} WHERE "id" = $2 AND ${visibleAuthor}`,
    delta,
    comment.postId,
    comment.authorId,
  );
  if (comment.parentId) {
    await tx.$executeRawUnsafe(`UPDATE "Comment" SET "replyCount" = "replyCount" + $1 WHERE "id" = $2 AND ${visibleAuthor}`, delta, comment.parentId, comment.authorId);
  }
}

/**
 * Recounts the comment counters a member's comments touch (the posts they commented on and the
 * comments they replied to), by the rule above: when their shadow ban starts or ends.
 */
export async function recountCommentCountersOf(tx: Prisma.TransactionClient, authorId: number) {
  const counted = `c."status" = 'PUBLISHED' AND c."deletedAt" IS NULL AND NOT EXISTS (SELECT 1 FROM "User" u WHERE u."id" = c."authorId" AND u."isShadowBanned")`;
  await tx.$executeRawUnsafe(
    `UPDATE "Post" p SET "commentCount" = n.count, "hotRank" = ${hotRankSql('p."score"', 'n.count')}
     FROM (SELECT t."id", (SELECT count(*)::int FROM "Comment" c WHERE c."postId" = t."id" AND ${counted}) AS count
           FROM "Post" t WHERE t."id" IN (SELECT DISTINCT "postId" FROM "Comment" WHERE "authorId" = $1)) n
     WHERE p."id" = n."id"`,
    authorId,
  );
  await tx.$executeRawUnsafe(
    `UPDATE "Comment" r SET "replyCount" = (SELECT count(*)::int FROM "Comment" c WHERE c."parentId" = r."id" AND ${counted})
     WHERE r."id" IN (SELECT DISTINCT "parentId" FROM "Comment" WHERE "authorId" = $1 AND "parentId" IS NOT NULL)`,
    authorId,
  );
}

/** `content`: Slate JSON, or a string read as `contentFormat` says ('html', 'markdown', 'text'; else sniffed). */
export type CreateCommentInput = { postId: number | string; content: unknown; contentFormat?: unknown; parentId?: number | null };
export type UpdateCommentInput = { commentId: number; content: unknown; contentFormat?: unknown };

export async function createComment(
  ctx: Ctx,
  input: CreateCommentInput,
): Promise<WriteResult<Comment>> {
  const viewer = requireVerifiedViewer(ctx);
  const { doc, text } = readCommentText(input.content, input.contentFormat);
  const post = await findReadablePost(ctx, input.postId);
  if (post.status !== 'PUBLISHED') throw new DomainError('VALIDATION', 'Comments open once the post is published');
  // A member who blocked the viewer takes no comment on their post and no reply to their comment.
  if (isBlockedBy(viewer, post.authorId)) throw new DomainError('FORBIDDEN', relationMessages.replyRefused);
  let parentAuthorId: number | null = null;
  if (input.parentId) {
    const parent = await ctx.db.comment.findFirst({ where: { id: input.parentId, postId: post.id, deletedAt: null }, select: { id: true, authorId: true } });
    if (!parent) throw commentNotFound();
    if (isBlockedBy(viewer, parent.authorId)) throw new DomainError('FORBIDDEN', relationMessages.replyRefused);
    parentAuthorId = parent.authorId;
  }
  const moderation = moderate(ctx, { text, doc });
  await ctx.limits.consume('commentsByUser', String(viewer.id));
  const published = moderation.status === 'PUBLISHED';
  const comment = await ctx.db.$transaction(async (tx) => {
    const created = await tx.comment.create({
      data: {
        postId: post.id,
        authorId: viewer.id,
        parentId: input.parentId ?? null,
        content: doc as Prisma.InputJsonValue,
        contentText: text,
        status: moderation.status,
        moderationReason: published ? null : moderation.verdict?.message ?? null,
        moderationData: published ? undefined : (moderation.verdict as unknown as Prisma.InputJsonValue),
      },
    });
    if (published) await countPublishedComment(tx, created, 1);
    // Held comments notify nobody until a moderator approves them.
    const notifications = published ? await createNotifications(tx, await publishedCommentDrafts(tx, created)) : [];
    return { created, notifications };
  });
  await announceNotifications(ctx, comment.notifications);
  if (published) await awardBadgesFor(ctx, { event: 'comment', userId: viewer.id, recipientId: parentAuthorId ?? post.authorId });
  return { record: comment.created, moderation, message: published ? null : reviewMessage.comment };
}

async function findVisibleComment(ctx: Ctx, commentId: number): Promise<Comment> {
  const comment = await ctx.db.comment.findFirst({
    where: { id: commentId, deletedAt: null, AND: [listableCommentWhere(ctx.viewer), { post: readablePostWhere(ctx.viewer) }] },
  });
  if (!comment) throw commentNotFound();
  return comment;
}

export async function updateComment(ctx: Ctx, input: UpdateCommentInput): Promise<WriteResult<Comment>> {
  const { commentId } = input;
  const viewer = requireVerifiedViewer(ctx);
  const comment = await findVisibleComment(ctx, commentId);
  // Admins delete others' comments but never put words in their mouths.
  if (!canEdit(viewer, comment)) throw new DomainError('FORBIDDEN', 'Only the author can edit this comment');
  const { doc, text } = readCommentText(input.content, input.contentFormat);
  const moderation = moderate(ctx, { text, doc });
  const published = moderation.status === 'PUBLISHED';
  const updated = await ctx.db.$transaction(async (tx) => {
    if (!published) {
      // Conditional, so concurrent edits that each need review count the comment off once.
      const { count } = await tx.comment.updateMany({ where: { id: comment.id, status: 'PUBLISHED' }, data: { status: 'PENDING_REVIEW' } });
      if (count === 1) await countPublishedComment(tx, comment, -1);
    }
    const record = await tx.comment.update({
      where: { id: comment.id },
      data: {
        content: doc as Prisma.InputJsonValue,
        contentText: text,
        editedAt: new Date(),
        ...(published ? {} : { moderationReason: moderation.verdict?.message ?? null, moderationData: moderation.verdict as unknown as Prisma.InputJsonValue }),
      },
    });
    // An edit tells only the members it newly names (a held comment tells nobody until approved).
    const notifications = await createNotifications(
      tx,
      await mentionNotificationDrafts(tx, { postId: comment.postId, commentId: comment.id }, { previous: storedMentions(comment) }),
    );
    return { record, notifications };
  });
  await announceNotifications(ctx, updated.notifications);
  return { record: updated.record, moderation, message: published ? null : reviewMessage.comment };
}

export interface DeleteCommentInput {
  commentId: number;
}

export async function deleteComment(ctx: Ctx, input: DeleteCommentInput): Promise<Comment> {
  const { commentId } = input;
  const viewer = requireViewer(ctx);
  const comment = await findVisibleComment(ctx, commentId);
  if (!canDelete(viewer, comment)) throw new DomainError('FORBIDDEN', 'You can only delete your own comments');
  const result = await ctx.db.$transaction(async (tx) => {
    // Soft delete keeps the thread: a deleted comment with replies shows as a placeholder.
    const { count } = await tx.comment.updateMany({
      where: { id: comment.id, deletedAt: null },
      data: { deletedAt: new Date(), deletedById: viewer.id },
    });
    if (count === 1 && comment.status === 'PUBLISHED') await countPublishedComment(tx, comment, -1);
    // Its open flags close with it: upheld when a moderator removed it, dismissed when its author did.
    const byAuthor = comment.authorId === viewer.id;
    const flags =
      count === 1
        ? await closeOpenFlags(tx, { commentId: comment.id }, byAuthor ? 'DISMISSED' : 'RESOLVED', byAuthor ? null : viewer.id, byAuthor ? AUTHOR_DELETED_NOTE : null)
        : 0;
    if (count === 1 && !byAuthor) {
      await recordModerationAction(tx, {
        type: 'REMOVE_CONTENT',
        actorId: viewer.id,
        targetUserId: comment.authorId,
        postId: comment.postId,
        commentId: comment.id,
        reason: REMOVED_WITHOUT_REASON,
        details: { previousStatus: comment.status, flags },
      });
      await recomputeTrustScore(tx, comment.authorId);
    }
    // Its comment / reply notifications go away with it (their recipients' counts change).
    const withdrawnFrom =
      count === 1
        ? await tx.$queryRaw<{ userId: number }[]>`DELETE FROM "Notification" WHERE "commentId" = ${comment.id} AND "type" = 'POST_COMMENT' RETURNING "userId"`
        : [];
    // A moderator removing someone else's comment tells its author (anonymously).
    const notifications =
      count === 1 && comment.authorId !== viewer.id
        ? await createNotifications(
            tx,
            commentAdminActionDraft(
              comment,
              await tx.post.findUniqueOrThrow({ where: { id: comment.postId }, select: { id: true, urlId: true, slug: true, title: true } }),
              'removed',
              viewer.id,
            ),
          )
        : [];
    return { deleted: await tx.comment.findUniqueOrThrow({ where: { id: comment.id } }), notifications, withdrawnFrom, flags };
  });
  if (result.flags > 0) announceQueueChange(ctx, { kind: 'FLAG', id: comment.id, itemType: 'COMMENT', change: 'UPDATED', byAdminId: viewer.id });
  if (comment.status === 'PENDING_REVIEW') announceQueueChange(ctx, { kind: 'PENDING', id: comment.id, itemType: 'COMMENT', change: 'UPDATED', byAdminId: viewer.id });
  await announceNotifications(ctx, result.notifications);
  await publishUnreadCounts(ctx, result.withdrawnFrom.map((row) => row.userId));
  return result.deleted;
}

export interface VoteCommentInput {
  commentId: number;
  /** Up or nothing (readVote). */
  vote: VoteInput;
}

export async function voteComment(ctx: Ctx, input: VoteCommentInput): Promise<{ score: number; userVote: 'UP' | null }> {
  const { commentId, vote } = input;
  const viewer = requireVerifiedViewer(ctx);
  if (vote === 'DOWN') throw new DomainError('VALIDATION', "Vote must be 'up' or null");
  const comment = await findVisibleComment(ctx, commentId);
  await ctx.limits.consume('votesByUser', String(viewer.id));
  const result = await ctx.db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${lockKeys.commentVote}::int, hashtext(${`${comment.id}:${viewer.id}`}))`;
    const existing = await tx.commentVote.findUnique({
      where: { commentId_userId: { commentId: comment.id, userId: viewer.id } },
      select: { direction: true },
    });
    const before = existing?.direction === 'UP' ? 'UP' : null;
    let delta = 0;
    if (vote === 'UP' && !existing) {
      await tx.commentVote.create({ data: { commentId: comment.id, userId: viewer.id, direction: 'UP' } });
      delta = 1;
    } else if (vote === null && existing) {
      await tx.commentVote.delete({ where: { commentId_userId: { commentId: comment.id, userId: viewer.id } } });
      delta = before === 'UP' ? -1 : 0;
    }
    const row = await tx.comment.update({
      where: { id: comment.id },
      data: { score: { increment: delta }, upvotes: { increment: delta } },
      select: { score: true },
    });
    await addKarma(tx, comment.authorId, delta, comment.postId);
    return { score: row.score, userVote: vote };
  });
  await awardBadgesFor(ctx, { event: 'commentVote', userId: viewer.id, recipientId: comment.authorId });
  return result;
}
