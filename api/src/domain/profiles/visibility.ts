// Who sees a member's profile: the one rule for every read of a profile (the profile page on both
// transports, User.profile, Find a mentor).
// - Admins see every profile; a member always sees their own.
// - privacy.profileVisibility: 'public' to everyone, guests included; 'registered' (the default,
//   also for accounts without a settings row) to signed-in members; 'private' to nobody else.
// - A member who blocked the viewer is not found by them (no contact, as for messages). The
//   viewer's own blocks do not hide the blocked member's profile: the viewer can still open it to
//   unblock, while that member's posts stay hidden from them (posts/access.ts).
// Outside the rule the answer is the spec's 'Profile not found', as if the member did not exist.
import type { Viewer } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { isAdmin } from '../auth/session.ts';

export const profileNotFound = () => new DomainError('NOT_FOUND', 'Profile not found');

export function visibleProfileWhere(viewer: Viewer | null): Prisma.UserWhereInput {
  return isAdmin(viewer) ? {} : memberVisibleProfileWhere(viewer);
}

/**
 * The lists that put members forward (suggestions, Find a mentor): members with a username who
 * are not banned or shadow-banned, by the rule above without an admin's view of every profile,
 * so a member who chose 'private' is never offered to anyone.
 */
export function discoverableProfileWhere(viewer: Viewer | null): Prisma.UserWhereInput {
  return {
    AND: [
      { username: { not: null }, isShadowBanned: false, OR: [{ bannedUntil: null }, { bannedUntil: { lt: new Date() } }] },
      memberVisibleProfileWhere(viewer),
    ],
  };
}

function memberVisibleProfileWhere(viewer: Viewer | null): Prisma.UserWhereInput {
  if (!viewer) return { settings: { is: { profileVisibility: 'PUBLIC' } } };
  const blockedBy = viewer.relations.blockedBy;
  return {
    OR: [
      { id: viewer.id },
      {
        AND: [
          { OR: [{ settings: { is: null } }, { settings: { is: { profileVisibility: { in: ['PUBLIC', 'REGISTERED'] } } } }] },
          ...(blockedBy.length ? [{ id: { notIn: blockedBy } }] : []),
        ],
      },
    ],
  };
}
