// Who sees a community, its members and what is posted in it: a public community everyone, a
// private one its members and admins. posts/access.ts applies this rule to posts and comments, so
// every read path (feeds, search, counts, post pages, notifications, subscriptions) inherits it.
// Membership is checked by a subquery in the statement itself, never from a per-request list.
import { Prisma, type CommunityRole, type Role } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../context.ts';
import { ADMIN_ROLES, isAdmin } from '../auth/session.ts';

/** A community by id (number) or slug (string, any case). */
export const communityKeyWhere = (key: number | string): Prisma.CommunityWhereInput =>
  typeof key === 'number' ? { id: key } : { slug: String(key).trim().toLowerCase() };

/** Communities the viewer may see, with their members and counts. */
export function visibleCommunityWhere(viewer: Viewer | null): Prisma.CommunityWhereInput {
  if (isAdmin(viewer)) return {};
  if (!viewer) return { isPrivate: false };
  return { OR: [{ isPrivate: false }, { memberships: { some: { userId: viewer.id } } }] };
}

/** Posts outside any community or in one the viewer may see. `null` viewer: what anyone may see. */
export function visibleCommunityPostWhere(viewer: Viewer | null): Prisma.PostWhereInput {
  if (isAdmin(viewer)) return {};
  return { OR: [{ communityId: null }, { community: visibleCommunityWhere(viewer) }] };
}

/** The same rule in SQL, for raw queries over a "Post" row aliased `alias` (a constant of ours). */
export function visibleCommunityPostSql(viewer: Pick<Viewer, 'id' | 'role'> | null, alias = 'p'): Prisma.Sql {
  if (isAdmin(viewer)) return Prisma.sql`true`;
  return communityPostSql(alias, viewer ? memberOfSql(viewer.id) : Prisma.sql`false`);
}

/**
 * visibleCommunityPostSql for a member known by id only (a recipient's badge counts, published
 * after someone else's write): their role is read in the statement, so an admin sees all.
 */
export function visibleCommunityPostSqlForUserId(userId: number, alias = 'p'): Prisma.Sql {
  const admin = Prisma.sql`EXISTS (SELECT 1 FROM "User" vu WHERE vu."id" = ${userId} AND vu."role"::text = ANY(${[...ADMIN_ROLES]}::text[]))`;
  return communityPostSql(alias, Prisma.sql`(${memberOfSql(userId)} OR ${admin})`);
}

const memberOfSql = (userId: number) =>
  Prisma.sql`EXISTS (SELECT 1 FROM "CommunityMembership" vm WHERE vm."communityId" = vc."id" AND vm."userId" = ${userId})`;

function communityPostSql(alias: string, member: Prisma.Sql): Prisma.Sql {
  const post = Prisma.raw(alias);
  return Prisma.sql`(${post}."communityId" IS NULL OR EXISTS (
    SELECT 1 FROM "Community" vc WHERE vc."id" = ${post}."communityId" AND (NOT vc."isPrivate" OR ${member})))`;
}

/**
 * visibleCommunityWhere for a community loaded as a relation with the member's own membership
 * rows (viewerMembershipRows): null (no community) is visible.
 */
export function isVisibleCommunityRow(
  member: { role: Role } | null,
  community: { isPrivate: boolean; memberships: unknown[] } | null,
): boolean {
  if (!community?.isPrivate) return true;
  return community.memberships.length > 0 || isAdmin(member);
}

/** The viewer's own membership row of a community, for relation loads (none for guests). */
export const viewerMembershipRows = (viewerId: number | null | undefined) =>
  ({ where: { userId: viewerId ?? -1 }, select: { role: true } }) as const;

/** Owners and moderators pin and remove posts and manage invite links. */
export const canModerate = (role: CommunityRole | null | undefined) => role === 'OWNER' || role === 'MODERATOR';
