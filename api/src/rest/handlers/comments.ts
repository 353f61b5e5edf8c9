// /api/comments/*.
import type { Handler } from '../router.ts';
import { createComment, deleteComment, updateComment, voteComment } from '../../domain/comments/comments.ts';
import { findReadablePost } from '../../domain/posts/posts.ts';
import { listPostComments } from '../../domain/comments/list.ts';
import { readVote } from '../../domain/posts/votes.ts';
import type { WriteResult } from '../../domain/posts/posts.ts';
import type { Comment } from '../../generated/prisma/client.ts';
import type { Ctx } from '../../context.ts';
import { commentInclude, presentComment, presentCommentsFor } from '../present.ts';
import { idParam } from '../params.ts';

export const postCommentsHandler: Handler = async (ctx, { params }) => {
  const post = await findReadablePost(ctx, params.id ?? '');
  const comments = await listPostComments(ctx, { postId: post.id });
  return { body: { comments: await presentCommentsFor(ctx, comments) } };
};

async function writeAnswer(ctx: Ctx, result: WriteResult<Comment>, okStatus: number) {
  const row = await ctx.db.comment.findUniqueOrThrow({ where: { id: result.record.id }, include: commentInclude(ctx.viewer?.id ?? null) });
  const comment = presentComment(row);
  return result.moderation.status === 'PUBLISHED'
    ? { status: okStatus, body: { comment, action: 'allow' } }
    : { status: 202, body: { comment, action: 'review', message: result.message } };
}

export const createCommentHandler: Handler = async (ctx, { body }) => {
  const postId = body.postId ?? body.post_id;
  const parentId = body.parentCommentId ?? body.parent_comment_id ?? body.parentId;
  const result = await createComment(ctx, {
    postId: postId === undefined ? '' : String(postId),
    content: body.content,
    contentFormat: body.content_format ?? body.contentFormat,
    parentId: parentId === undefined || parentId === null ? null : idParam(parentId, 'comment'),
  });
  return writeAnswer(ctx, result, 201);
};

export const updateCommentHandler: Handler = async (ctx, { params, body }) =>
  writeAnswer(ctx, await updateComment(ctx, { commentId: idParam(params.id, 'comment'), content: body.content, contentFormat: body.content_format ?? body.contentFormat }), 200);

export const deleteCommentHandler: Handler = async (ctx, { params }) => {
  await deleteComment(ctx, { commentId: idParam(params.id, 'comment') });
  return { body: { success: true } };
};

export const voteCommentHandler: Handler = async (ctx, { params, body }) => {
  const result = await voteComment(ctx, { commentId: idParam(params.id, 'comment'), vote: readVote(body.vote, false) });
  return { body: { score: result.score, user_vote: result.userVote === 'UP' ? 'up' : null } };
};
