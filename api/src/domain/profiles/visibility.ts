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
  if (isAdmin(viewer)) return {};
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
