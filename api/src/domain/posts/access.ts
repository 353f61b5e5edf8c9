// Who sees and who may change a post or a comment.
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../context.ts';
import { isAdmin } from '../auth/session.ts';

/**
 * Posts anyone may list: published, not deleted, and not by a shadow-banned author (whose posts
 * only they themselves see).
 */
export function listablePostWhere(viewer: Viewer | null): Prisma.PostWhereInput {
  return {
    status: 'PUBLISHED',
    deletedAt: null,
    OR: [{ author: { isShadowBanned: false } }, ...(viewer ? [{ authorId: viewer.id }] : [])],
  };
}

/** A single post page: also the viewer's own pending posts, and any pending post for admins. */
export function readablePostWhere(viewer: Viewer | null): Prisma.PostWhereInput {
  if (isAdmin(viewer)) return { deletedAt: null };
  return {
    deletedAt: null,
    OR: [
      { status: 'PUBLISHED', author: { isShadowBanned: false } },
      ...(viewer ? [{ authorId: viewer.id }] : []),
    ],
  };
}

/** Comments shown under a post: published ones, the viewer's own pending ones, and placeholders
 * for deleted comments that still have replies. */
export function listableCommentWhere(viewer: Viewer | null): Prisma.CommentWhereInput {
  const own = viewer ? [{ authorId: viewer.id, deletedAt: null }] : [];
  return {
    OR: [
      { status: 'PUBLISHED', deletedAt: null, author: { isShadowBanned: false } },
      { status: 'PUBLISHED', deletedAt: { not: null }, replyCount: { gt: 0 } },
      ...own,
      ...(isAdmin(viewer) ? [{ status: 'PENDING_REVIEW' as const, deletedAt: null }] : []),
    ],
  };
}

/** The viewer's own vote / save rows of a post or comment (none for guests), for relation loads. */
export const viewerVoteRows = (viewerId: number | null | undefined) => ({ where: { userId: viewerId ?? -1 }, select: { direction: true } }) as const;
export const viewerSaveRows = (viewerId: number | null | undefined) => ({ where: { userId: viewerId ?? -1 }, select: { id: true } }) as const;

export const canEdit = (viewer: Viewer | null, content: { authorId: number }) => viewer?.id === content.authorId;
export const canDelete = (viewer: Viewer | null, content: { authorId: number }) =>
  viewer !== null && (viewer.id === content.authorId || isAdmin(viewer));
export const canPin = (viewer: Viewer | null) => isAdmin(viewer);
