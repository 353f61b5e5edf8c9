// The admin queue of content held by the automatic check.
import { builder } from '../builder.ts';
import { adminAction } from './authScopes.ts';
import { requireAdmin } from '../domain/auth/session.ts';
import { pendingCommentsWhere, pendingPostsWhere, reviewComment, reviewPost } from '../domain/moderation/review.ts';
import { intIdOf } from '../lib/ids.ts';

builder.queryFields((t) => ({
  pendingPosts: t.prismaConnection({
    type: 'Post',
    cursor: 'id',
    description: 'Posts waiting for review, oldest first. Admins only.',
    resolve: (query, _root, _args, ctx) => {
      requireAdmin(ctx);
      return ctx.db.post.findMany({ ...query, where: pendingPostsWhere, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    },
    totalCount: (_c, _a, ctx) => {
      requireAdmin(ctx);
      return ctx.db.post.count({ where: pendingPostsWhere });
    },
  }),
  pendingComments: t.prismaConnection({
    type: 'Comment',
    cursor: 'id',
    description: 'Comments waiting for review, oldest first. Admins only.',
    resolve: (query, _root, _args, ctx) => {
      requireAdmin(ctx);
      return ctx.db.comment.findMany({ ...query, where: pendingCommentsWhere, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    },
    totalCount: (_c, _a, ctx) => {
      requireAdmin(ctx);
      return ctx.db.comment.count({ where: pendingCommentsWhere });
    },
  }),
}));

const ReviewInput = builder.inputType('ReviewInput', {
  fields: (t) => ({ id: t.id({ required: true }), approve: t.boolean({ required: true }), reason: t.string() }),
});

builder.mutationFields((t) => ({
  reviewPost: t.prismaField({
    ...adminAction(),
    type: 'Post',
    description: 'Admins: publish (approve) or reject a post waiting for review.',
    args: { input: t.arg({ type: ReviewInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const post = await reviewPost(ctx, { postId: intIdOf(String(input.id), 'Post'), approve: input.approve, reason: input.reason });
      return ctx.db.post.findUniqueOrThrow({ ...query, where: { id: post.id } });
    },
  }),
  reviewComment: t.prismaField({
    ...adminAction(),
    type: 'Comment',
    description: 'Admins: publish (approve) or reject a comment waiting for review.',
    args: { input: t.arg({ type: ReviewInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const comment = await reviewComment(ctx, { commentId: intIdOf(String(input.id), 'Comment'), approve: input.approve, reason: input.reason });
      return ctx.db.comment.findUniqueOrThrow({ ...query, where: { id: comment.id } });
    },
  }),
}));
