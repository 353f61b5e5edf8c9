// Who sees and who may change a post or a comment.
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../context.ts';
import { isAdmin } from '../auth/session.ts';
import { isVisibleCommunityRow, viewerMembershipRows, visibleCommunityPostWhere } from '../communities/access.ts';

/**
 * Posts the viewer may list: published, not deleted, not by a shadow-banned author (whose posts
 * only they themselves see), and not in a private community the viewer is not a member of.
 */
export function listablePostWhere(viewer: Viewer | null): Prisma.PostWhereInput {
  return {
    status: 'PUBLISHED',
    deletedAt: null,
    AND: [
      { OR: [{ author: { isShadowBanned: false } }, ...(viewer ? [{ authorId: viewer.id }] : [])] },
      visibleCommunityPostWhere(viewer),
    ],
  };
}

/**
 * A single post page: also the viewer's own pending posts, and any pending post for admins. A
 * private community's posts stay its members' (an author who left loses them too).
 */
export function readablePostWhere(viewer: Viewer | null): Prisma.PostWhereInput {
  if (isAdmin(viewer)) return { deletedAt: null };
  return {
    deletedAt: null,
    AND: [
      { OR: [{ status: 'PUBLISHED', author: { isShadowBanned: false } }, ...(viewer ? [{ authorId: viewer.id }] : [])] },
      visibleCommunityPostWhere(viewer),
    ],
  };
}

/** Comments shown under a post: published ones, the viewer's own pending ones, and placeholders
 * for deleted comments that still have replies; none under a post of a private community the
 * viewer is not a member of. */
export function listableCommentWhere(viewer: Viewer | null): Prisma.CommentWhereInput {
  const own = viewer ? [{ authorId: viewer.id, deletedAt: null }] : [];
  return {
    OR: [
      { status: 'PUBLISHED', deletedAt: null, author: { isShadowBanned: false } },
      { status: 'PUBLISHED', deletedAt: { not: null }, replyCount: { gt: 0 } },
      ...own,
      ...(isAdmin(viewer) ? [{ status: 'PENDING_REVIEW' as const, deletedAt: null }] : []),
    ],
    ...(isAdmin(viewer) ? {} : { post: visibleCommunityPostWhere(viewer) }),
  };
}

/** What isReadablePostRow reads of a post loaded as a relation (a relation select takes no where). */
export const readablePostRowSelect = (viewerId: number | null | undefined) =>
  ({
    id: true,
    deletedAt: true,
    status: true,
    authorId: true,
    author: { select: { isShadowBanned: true } },
    community: { select: { isPrivate: true, memberships: viewerMembershipRows(viewerId) } },
  }) satisfies Prisma.PostSelect;

/** readablePostWhere applied to a row loaded with readablePostRowSelect. */
export function isReadablePostRow(viewer: Viewer | null, post: Prisma.PostGetPayload<{ select: ReturnType<typeof readablePostRowSelect> }>): boolean {
  if (post.deletedAt) return false;
  if (isAdmin(viewer)) return true;
  if (!isVisibleCommunityRow(viewer, post.community)) return false;
  return post.authorId === viewer?.id || (post.status === 'PUBLISHED' && !post.author.isShadowBanned);
}

/** The viewer's own vote / save rows of a post or comment (none for guests), for relation loads. */
export const viewerVoteRows = (viewerId: number | null | undefined) => ({ where: { userId: viewerId ?? -1 }, select: { direction: true } }) as const;
export const viewerSaveRows = (viewerId: number | null | undefined) => ({ where: { userId: viewerId ?? -1 }, select: { id: true } }) as const;

export const canEdit = (viewer: Viewer | null, content: { authorId: number }) => viewer?.id === content.authorId;
export const canDelete = (viewer: Viewer | null, content: { authorId: number }) =>
  viewer !== null && (viewer.id === content.authorId || isAdmin(viewer));
export const canPin = (viewer: Viewer | null) => isAdmin(viewer);
