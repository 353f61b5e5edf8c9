// /api/admin/moderation/*: the queue of content held for review.
import type { Handler } from '../router.ts';
import { DomainError } from '../../lib/errors.ts';
import { requireAdmin } from '../../domain/auth/session.ts';
import { pendingCommentsWhere, pendingPostsWhere, reviewComment, reviewPost } from '../../domain/moderation/review.ts';
import { commentInclude, postInclude, presentComment, presentPost } from '../present.ts';

const readApprove = (value: unknown) => {
  if (typeof value !== 'boolean') throw new DomainError('VALIDATION', 'approve must be true or false');
  return value;
};

export const pendingHandler: Handler = async (ctx) => {
  const admin = requireAdmin(ctx);
  const [posts, comments] = await Promise.all([
    ctx.db.post.findMany({ where: pendingPostsWhere, orderBy: { createdAt: 'asc' }, take: 100, include: postInclude(admin.id) }),
    ctx.db.comment.findMany({ where: pendingCommentsWhere, orderBy: { createdAt: 'asc' }, take: 100, include: commentInclude(admin.id) }),
  ]);
  return { body: { posts: posts.map(presentPost), comments: comments.map(presentComment) } };
};

export const reviewPostHandler: Handler = async (ctx, { params, body }) => {
  const post = await reviewPost(ctx, { postId: Number(params.id), approve: readApprove(body.approve), reason: body.reason });
  const row = await ctx.db.post.findUniqueOrThrow({ where: { id: post.id }, include: postInclude(ctx.viewer!.id) });
  return { body: { post: presentPost(row) } };
};

export const reviewCommentHandler: Handler = async (ctx, { params, body }) => {
  const comment = await reviewComment(ctx, { commentId: Number(params.id), approve: readApprove(body.approve), reason: body.reason });
  const row = await ctx.db.comment.findUniqueOrThrow({ where: { id: comment.id }, include: commentInclude(ctx.viewer!.id) });
  return { body: { comment: presentComment(row) } };
};
