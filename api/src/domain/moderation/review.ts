// The admin queue of posts and comments held by the automatic check or hidden by their flags.
// A review closes the item's open flags (approve: dismissed; reject: upheld) and writes the
// moderation log in the same transaction.
import type { Ctx } from '../../context.ts';
import type { Comment, Post } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { requireAdmin } from '../auth/session.ts';
import { countPublishedPost } from '../posts/posts.ts';
import { invalidateFeedCaches } from '../posts/feed.ts';
import { countPublishedComment } from '../comments/comments.ts';
import { announceNotifications, createNotifications } from '../notifications/notify.ts';
import { commentAdminActionDraft, postAdminActionDraft } from '../notifications/sources.ts';
import { mentionNotificationDrafts, publishedCommentDrafts } from '../mentions/mentions.ts';
import { recordModerationAction } from './log.ts';
import { recomputeTrustScore } from './trust.ts';
import { closeOpenFlags, lockFlagTarget } from './flagResolution.ts';
import { announceQueueChange } from './queueEvents.ts';
import { isFlagHold } from './flags.ts';

/** The log's reason when the admin gave none. */
const DEFAULT_REVIEW_REASON = { approve: 'Approved after review', reject: 'Rejected after review' } as const;

export const pendingPostsWhere = { status: 'PENDING_REVIEW' as const, deletedAt: null };
export const pendingCommentsWhere = { status: 'PENDING_REVIEW' as const, deletedAt: null };

export interface ReviewInput {
  approve: boolean;
  reason?: string | null;
}

export interface ReviewPostInput extends ReviewInput {
  postId: number;
}

export interface ReviewCommentInput extends ReviewInput {
  commentId: number;
}

export async function reviewPost(ctx: Ctx, input: ReviewPostInput): Promise<Post> {
  const { postId } = input;
  const admin = requireAdmin(ctx);
  const reviewed = await ctx.db.$transaction(async (tx) => {
    const post = await tx.post.findFirst({ where: { id: postId, ...pendingPostsWhere } });
    if (!post) throw new DomainError('NOT_FOUND', 'This post is not waiting for review');
    // Only the first of concurrent reviews moves the post out of the queue (and the counters).
    const { count } = await tx.post.updateMany({
      where: { id: post.id, ...pendingPostsWhere },
      data: {
        status: input.approve ? 'PUBLISHED' : 'REJECTED',
        reviewedById: admin.id,
        reviewedAt: new Date(),
        moderationReason: input.reason?.trim() || post.moderationReason,
      },
    });
    if (count !== 1) throw new DomainError('NOT_FOUND', 'This post is not waiting for review');
    if (input.approve) await countPublishedPost(tx, post, 1);
    await lockFlagTarget(tx, { postId: post.id });
    const flags = await closeOpenFlags(tx, { postId: post.id }, input.approve ? 'DISMISSED' : 'RESOLVED', admin.id, input.reason?.trim() || null);
    await recordModerationAction(tx, {
      type: input.approve ? 'APPROVE_CONTENT' : 'REJECT_CONTENT',
      actorId: admin.id,
      targetUserId: post.authorId,
      postId: post.id,
      reason: input.reason?.trim() || DEFAULT_REVIEW_REASON[input.approve ? 'approve' : 'reject'],
      details: { previousStatus: post.status, heldBy: isFlagHold(post) ? 'flags' : 'check', flags },
    });
    if (!input.approve) await recomputeTrustScore(tx, post.authorId);
    // Approval tells the members the post mentions, as publishing would have; a post hidden by
    // its flags had been published (and told them) already.
    const notifications = await createNotifications(tx, [
      ...(input.approve && !isFlagHold(post) ? await mentionNotificationDrafts(tx, { postId: post.id }) : []),
      ...postAdminActionDraft(post, input.approve ? 'approved' : 'rejected', admin.id, input.approve ? null : input.reason),
    ]);
    return { post: await tx.post.findUniqueOrThrow({ where: { id: post.id } }), notifications, flags };
  });
  invalidateFeedCaches();
  announceQueueChange(ctx, { kind: 'PENDING', id: postId, itemType: 'POST', change: 'UPDATED', byAdminId: admin.id });
  if (reviewed.flags > 0) announceQueueChange(ctx, { kind: 'FLAG', id: postId, itemType: 'POST', change: 'UPDATED', byAdminId: admin.id });
  await announceNotifications(ctx, reviewed.notifications);
  return reviewed.post;
}

export async function reviewComment(ctx: Ctx, input: ReviewCommentInput): Promise<Comment> {
  const { commentId } = input;
  const admin = requireAdmin(ctx);
  const reviewed = await ctx.db.$transaction(async (tx) => {
    const comment = await tx.comment.findFirst({ where: { id: commentId, ...pendingCommentsWhere } });
    if (!comment) throw new DomainError('NOT_FOUND', 'This comment is not waiting for review');
    const { count } = await tx.comment.updateMany({
      where: { id: comment.id, ...pendingCommentsWhere },
      data: {
        status: input.approve ? 'PUBLISHED' : 'REJECTED',
        reviewedById: admin.id,
        reviewedAt: new Date(),
        moderationReason: input.reason?.trim() || comment.moderationReason,
      },
    });
    if (count !== 1) throw new DomainError('NOT_FOUND', 'This comment is not waiting for review');
    if (input.approve) await countPublishedComment(tx, comment, 1);
    await lockFlagTarget(tx, { commentId: comment.id });
    const flags = await closeOpenFlags(tx, { commentId: comment.id }, input.approve ? 'DISMISSED' : 'RESOLVED', admin.id, input.reason?.trim() || null);
    await recordModerationAction(tx, {
      type: input.approve ? 'APPROVE_CONTENT' : 'REJECT_CONTENT',
      actorId: admin.id,
      targetUserId: comment.authorId,
      postId: comment.postId,
      commentId: comment.id,
      reason: input.reason?.trim() || DEFAULT_REVIEW_REASON[input.approve ? 'approve' : 'reject'],
      details: { previousStatus: comment.status, heldBy: isFlagHold(comment) ? 'flags' : 'check', flags },
    });
    if (!input.approve) await recomputeTrustScore(tx, comment.authorId);
    // Approval notifies as publishing would have (post author, parent author), plus the author;
    // a comment hidden by its flags had been published (and notified) already.
    const post = await tx.post.findUniqueOrThrow({ where: { id: comment.postId }, select: { id: true, urlId: true, slug: true, title: true } });
    const notifications = await createNotifications(tx, [
      ...(input.approve && !isFlagHold(comment) ? await publishedCommentDrafts(tx, comment) : []),
      ...commentAdminActionDraft(comment, post, input.approve ? 'approved' : 'rejected', admin.id, input.approve ? null : input.reason),
    ]);
    return { comment: await tx.comment.findUniqueOrThrow({ where: { id: comment.id } }), notifications, flags };
  });
  announceQueueChange(ctx, { kind: 'PENDING', id: commentId, itemType: 'COMMENT', change: 'UPDATED', byAdminId: admin.id });
  if (reviewed.flags > 0) announceQueueChange(ctx, { kind: 'FLAG', id: commentId, itemType: 'COMMENT', change: 'UPDATED', byAdminId: admin.id });
  await announceNotifications(ctx, reviewed.notifications);
  return reviewed.comment;
}
