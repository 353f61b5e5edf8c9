// The admin queue of posts and comments held by the automatic check.
import type { Ctx } from '../../context.ts';
import type { Comment, Post } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { requireAdmin } from '../auth/session.ts';
import { countPublishedPost } from '../posts/posts.ts';
import { invalidateFeedCaches } from '../posts/feed.ts';
import { countPublishedComment } from '../comments/comments.ts';
import { announceNotifications, createNotifications } from '../notifications/notify.ts';
import { commentAdminActionDraft, commentNotificationDrafts, postAdminActionDraft } from '../notifications/sources.ts';

export const pendingPostsWhere = { status: 'PENDING_REVIEW' as const, deletedAt: null };
export const pendingCommentsWhere = { status: 'PENDING_REVIEW' as const, deletedAt: null };

export interface ReviewInput {
  approve: boolean;
  reason?: string | null;
}

export async function reviewPost(ctx: Ctx, postId: number, input: ReviewInput): Promise<Post> {
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
    const notifications = await createNotifications(
      tx,
      postAdminActionDraft(post, input.approve ? 'approved' : 'rejected', admin.id, input.approve ? null : input.reason),
    );
    return { post: await tx.post.findUniqueOrThrow({ where: { id: post.id } }), notifications };
  });
  invalidateFeedCaches();
  await announceNotifications(ctx, reviewed.notifications);
  return reviewed.post;
}

export async function reviewComment(ctx: Ctx, commentId: number, input: ReviewInput): Promise<Comment> {
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
    // Approval notifies as publishing would have (post author, parent author), plus the author.
    const post = await tx.post.findUniqueOrThrow({ where: { id: comment.postId }, select: { id: true, urlId: true, slug: true, title: true } });
    const notifications = await createNotifications(tx, [
      ...(input.approve ? await commentNotificationDrafts(tx, comment) : []),
      ...commentAdminActionDraft(comment, post, input.approve ? 'approved' : 'rejected', admin.id, input.approve ? null : input.reason),
    ]);
    return { comment: await tx.comment.findUniqueOrThrow({ where: { id: comment.id } }), notifications };
  });
  await announceNotifications(ctx, reviewed.notifications);
  return reviewed.comment;
}
