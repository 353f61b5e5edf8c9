// Comment: the node and the comment mutations.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { Comment } from '../generated/prisma/client.ts';
import { UserRef } from './user.ts';
import { ModerationActionEnum, PostStatusEnum, VoteDirectionEnum } from './post.ts';
import { intIdOf } from '../lib/ids.ts';
import { canDelete, canEdit, listableCommentWhere, readablePostWhere, viewerVoteRows } from '../domain/posts/access.ts';
import { createComment, deleteComment, updateComment, voteComment } from '../domain/comments/comments.ts';
import { viewerReplyCount } from '../domain/comments/viewerCounts.ts';

export const CommentRef = builder.prismaNode('Comment', {
  id: { field: 'id' },
  // Load only the columns the requested fields need (not bodies, hashes or moderation data).
  select: { id: true },
  // node(id) serves what the post page would show, under a post the viewer may read.
  findUnique: (id, ctx) => ({ id: Number(id), AND: [listableCommentWhere(ctx.viewer), { post: readablePostWhere(ctx.viewer) }] }),
  nullable: true,
  fields: (t) => ({
    commentId: t.exposeInt('id'),
    post: t.relation('post'),
    parentId: t.id({
      nullable: true,
      description: 'Global id of the parent comment; null at the top level.',
      select: { parentId: true },
      resolve: (comment) => (comment.parentId ? encodeGlobalID('Comment', comment.parentId) : null),
    }),
    status: t.field({
      type: PostStatusEnum,
      description: 'PENDING_REVIEW comments are visible only to their author and admins.',
      select: { status: true },
      resolve: (c) => c.status,
    }),
    isDeleted: t.boolean({ select: { deletedAt: true }, resolve: (c) => c.deletedAt !== null }),
    content: t.field({
      type: 'JSON',
      nullable: true,
      description: 'Slate JSON; null when the comment was deleted.',
      select: { content: true, deletedAt: true },
      resolve: (c) => (c.deletedAt ? null : c.content),
    }),
    contentText: t.string({ select: { contentText: true, deletedAt: true }, resolve: (c) => (c.deletedAt ? '' : c.contentText) }),
    author: t.field({
      type: UserRef,
      nullable: true,
      description: 'Null when the comment was deleted.',
      select: (_args, _ctx, nestedSelection) => ({ deletedAt: true, author: nestedSelection(true) }),
      resolve: (c) => (c.deletedAt ? null : c.author),
    }),
    score: t.exposeInt('score'),
    upvotes: t.exposeInt('upvotes'),
    replyCount: t.int({ select: { replyCount: true }, resolve: (comment, _args, ctx) => viewerReplyCount(ctx, comment) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    editedAt: t.expose('editedAt', { type: 'DateTime', nullable: true }),
    viewerVote: t.field({
      type: VoteDirectionEnum,
      nullable: true,
      select: (_args, ctx) => ({ votes: viewerVoteRows(ctx.viewer?.id) }),
      resolve: (c) => c.votes[0]?.direction ?? null,
    }),
    viewerCanEdit: t.boolean({ select: { authorId: true, deletedAt: true }, resolve: (c, _a, ctx) => !c.deletedAt && canEdit(ctx.viewer, c) }),
    viewerCanDelete: t.boolean({ select: { authorId: true, deletedAt: true }, resolve: (c, _a, ctx) => !c.deletedAt && canDelete(ctx.viewer, c) }),
  }),
});

type CommentWrite = { comment: Comment; action: 'ALLOW' | 'REVIEW'; message: string | null };

const WriteCommentPayload = (name: string, withPost: boolean) =>
  builder.objectRef<CommentWrite>(name).implement({
    fields: (t) => ({
      comment: t.prismaField({
        type: 'Comment',
        resolve: (query, p, _a, ctx) => ctx.db.comment.findUniqueOrThrow({ ...query, where: { id: p.comment.id } }),
      }),
      action: t.expose('action', { type: ModerationActionEnum }),
      message: t.exposeString('message', { nullable: true }),
      ...(withPost
        ? {
            post: t.prismaField({
              type: 'Post',
              description: 'The post, with its updated comment count.',
              resolve: (query, p, _a, ctx) => ctx.db.post.findUniqueOrThrow({ ...query, where: { id: p.comment.postId } }),
            }),
          }
        : {}),
    }),
  });
const CreateCommentPayload = WriteCommentPayload('CreateCommentPayload', true);
const UpdateCommentPayload = WriteCommentPayload('UpdateCommentPayload', false);

const CommentPayload = builder.objectRef<{ commentId: number }>('CommentPayload').implement({
  fields: (t) => ({
    comment: t.prismaField({
      type: 'Comment',
      resolve: (query, p, _a, ctx) => ctx.db.comment.findUniqueOrThrow({ ...query, where: { id: p.commentId } }),
    }),
  }),
});
const DeleteCommentPayload = builder.objectRef<{ deletedCommentId: string; comment: Comment }>('DeleteCommentPayload').implement({
  fields: (t) => ({
    deletedCommentId: t.exposeID('deletedCommentId'),
    comment: t.prismaField({
      type: 'Comment',
      nullable: true,
      description: 'The placeholder left when the deleted comment has replies; null otherwise.',
      resolve: (query, p, _a, ctx) =>
        p.comment.replyCount > 0 ? ctx.db.comment.findUnique({ ...query, where: { id: p.comment.id } }) : null,
    }),
    post: t.prismaField({
      type: 'Post',
      resolve: (query, p, _a, ctx) => ctx.db.post.findUniqueOrThrow({ ...query, where: { id: p.comment.postId } }),
    }),
  }),
});

const asPayload = (result: { record: Comment; moderation: { status: string }; message: string | null }): CommentWrite => ({
  comment: result.record,
  action: result.moderation.status === 'PUBLISHED' ? 'ALLOW' : 'REVIEW',
  message: result.message,
});

builder.mutationFields((t) => ({
  createComment: t.field({
    type: CreateCommentPayload,
    args: {
      input: t.arg({
        type: builder.inputType('CreateCommentInput', {
          fields: (f) => ({ postId: f.id({ required: true }), content: f.field({ type: 'JSON', required: true }), parentId: f.id() }),
        }),
        required: true,
      }),
    },
    resolve: async (_root, { input }, ctx) =>
      asPayload(
        await createComment(ctx, {
          postId: intIdOf(String(input.postId), 'Post'),
          content: input.content,
          parentId: input.parentId ? intIdOf(String(input.parentId), 'Comment') : null,
        }),
      ),
  }),
  updateComment: t.field({
    type: UpdateCommentPayload,
    args: {
      input: t.arg({
        type: builder.inputType('UpdateCommentInput', {
          fields: (f) => ({ id: f.id({ required: true }), content: f.field({ type: 'JSON', required: true }) }),
        }),
        required: true,
      }),
    },
    resolve: async (_root, { input }, ctx) => asPayload(await updateComment(ctx, { commentId: intIdOf(String(input.id), 'Comment'), content: input.content })),
  }),
  deleteComment: t.field({
    type: DeleteCommentPayload,
    args: {
      input: t.arg({ type: builder.inputType('DeleteCommentInput', { fields: (f) => ({ id: f.id({ required: true }) }) }), required: true }),
    },
    resolve: async (_root, { input }, ctx) => ({
      deletedCommentId: String(input.id),
      comment: await deleteComment(ctx, { commentId: intIdOf(String(input.id), 'Comment') }),
    }),
  }),
  voteComment: t.field({
    type: CommentPayload,
    description: 'UP or null (comments take no down votes).',
    args: {
      input: t.arg({
        type: builder.inputType('VoteCommentInput', {
          fields: (f) => ({ commentId: f.id({ required: true }), vote: f.field({ type: VoteDirectionEnum }) }),
        }),
        required: true,
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const commentId = intIdOf(String(input.commentId), 'Comment');
      await voteComment(ctx, { commentId, vote: input.vote ?? null });
      return { commentId };
    },
  }),
}));
