// The comment list of a post: one read model for every path that shows it (GraphQL Post.comments,
// REST GET /posts/:id and GET /posts/:id/comments). Which comments (the visibility rule of
// posts/access.ts), in which order, and what each row carries.
import type { Ctx, Viewer } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { listableCommentWhere, viewerVoteRows } from '../posts/access.ts';

/** Flat, oldest first; clients build threads from parentId. */
export const commentListOrder = [{ createdAt: 'asc' }, { id: 'asc' }] satisfies Prisma.CommentOrderByWithRelationInput[];

/** The comments of a post the viewer sees, in list order (GraphQL pages through it). */
export function postCommentsQuery(viewer: Viewer | null) {
  return { where: listableCommentWhere(viewer), orderBy: commentListOrder };
}

/** What a listed comment carries besides its columns: its author and the viewer's own vote. */
export function commentInclude(viewerId: number | null) {
  return {
    author: { select: { id: true, username: true, displayName: true, avatarColor: true, avatarConfig: true } },
    votes: viewerVoteRows(viewerId),
  } satisfies Prisma.CommentInclude;
}
export type CommentRow = Prisma.CommentGetPayload<{ include: ReturnType<typeof commentInclude> }>;

export interface ListPostCommentsInput {
  /** A post the caller already found readable (findReadablePost). */
  postId: number;
}

/** The whole list of a post's comments (REST answers it unpaged). One statement. */
export function listPostComments(ctx: Ctx, input: ListPostCommentsInput): Promise<CommentRow[]> {
  const { where, orderBy } = postCommentsQuery(ctx.viewer);
  return ctx.db.comment.findMany({ where: { AND: [{ postId: input.postId }, where] }, orderBy, include: commentInclude(ctx.viewer?.id ?? null) });
}
