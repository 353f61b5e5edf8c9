// Who sees and who may change a post or a comment.
import { Prisma } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../context.ts';
import { isAdmin } from '../auth/session.ts';
import { isVisibleCommunityRow, viewerMembershipRows, visibleCommunityPostWhere } from '../communities/access.ts';
import { hiddenAuthorIds } from '../moderation/relations.ts';

/**
 * Block and mute: the posts and comments of members the viewer blocked or muted are not listed
 * for the viewer (feeds, search, comment threads, profile lists, counts); a blocked member's post
 * does not open for the blocker either (readablePostWhere). Nothing for guests or without any.
 */
function notHiddenAuthor(viewer: Viewer | null): { authorId: { notIn: number[] } }[] {
  const hidden = hiddenAuthorIds(viewer);
  return hidden.length ? [{ authorId: { notIn: hidden } }] : [];
}

/** notHiddenAuthor in SQL, for raw queries over a "Post" (or "Comment") row aliased `alias` (a constant of ours). */
export function notHiddenAuthorSql(viewer: Viewer | null, alias = 'p'): Prisma.Sql {
  const hidden = hiddenAuthorIds(viewer);
  if (!hidden.length) return Prisma.sql`true`;
  return Prisma.sql`${Prisma.raw(alias)}."authorId" <> ALL(${hidden}::int[])`;
}

/** What makes one viewer's lists differ from another's by block and mute: part of every shared cache key. */
export const hiddenAuthorsKey = (viewer: Viewer | null) => hiddenAuthorIds(viewer).join(',');

function notBlockedAuthor(viewer: Viewer | null): { authorId: { notIn: number[] } }[] {
  const blocked = viewer?.relations.blocked ?? [];
  return blocked.length ? [{ authorId: { notIn: blocked } }] : [];
}

/**
 * Posts the viewer may list: published, not deleted, not by a shadow-banned author (whose posts
 * only they themselves see), not in a private community the viewer is not a member of, and not
 * by a member the viewer blocked or muted.
 */
export function listablePostWhere(viewer: Viewer | null): Prisma.PostWhereInput {
  return {
    status: 'PUBLISHED',
    deletedAt: null,
    AND: [
      { OR: [{ author: { isShadowBanned: false } }, ...(viewer ? [{ authorId: viewer.id }] : [])] },
      visibleCommunityPostWhere(viewer),
      ...notHiddenAuthor(viewer),
    ],
  };
}

/**
 * A single post page: also the viewer's own pending posts, and any pending post for admins. A
 * private community's posts stay its members' (an author who left loses them too). A member the
 * viewer blocked: their post is not found for the viewer, even by a direct link (a muted
 * member's post still opens by its link; mute only keeps them out of lists).
 */
export function readablePostWhere(viewer: Viewer | null): Prisma.PostWhereInput {
  if (isAdmin(viewer)) return { deletedAt: null };
  return {
    deletedAt: null,
    AND: [
      { OR: [{ status: 'PUBLISHED', author: { isShadowBanned: false } }, ...(viewer ? [{ authorId: viewer.id }] : [])] },
      visibleCommunityPostWhere(viewer),
      ...notBlockedAuthor(viewer),
    ],
  };
}

/** Comments shown under a post: published ones, the viewer's own pending ones, and placeholders
 * for deleted comments that still have replies; none under a post of a private community the
 * viewer is not a member of, and none by a member the viewer blocked or muted. */
export function listableCommentWhere(viewer: Viewer | null): Prisma.CommentWhereInput {
  const own = viewer ? [{ authorId: viewer.id, deletedAt: null }] : [];
  const hidden = notHiddenAuthor(viewer);
  return {
    ...(hidden.length ? { AND: hidden } : {}),
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
  if (viewer?.relations.blocked.includes(post.authorId)) return false;
  return post.authorId === viewer?.id || (post.status === 'PUBLISHED' && !post.author.isShadowBanned);
}

/** The viewer's own vote / save rows of a post or comment (none for guests), for relation loads. */
export const viewerVoteRows = (viewerId: number | null | undefined) => ({ where: { userId: viewerId ?? -1 }, select: { direction: true } }) as const;
export const viewerSaveRows = (viewerId: number | null | undefined) => ({ where: { userId: viewerId ?? -1 }, select: { id: true } }) as const;

export const canEdit = (viewer: Viewer | null, content: { authorId: number }) => viewer?.id === content.authorId;
export const canDelete = (viewer: Viewer | null, content: { authorId: number }) =>
  viewer !== null && (viewer.id === content.authorId || isAdmin(viewer));
export const canPin = (viewer: Viewer | null) => isAdmin(viewer);
