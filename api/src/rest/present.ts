// REST shapes of the spec (snake_case, with the camelCase aliases the spec lists).
import type { User } from '../generated/prisma/client.ts';
import { shownDisplayName } from '../domain/users/validation.ts';

export function presentUser(user: User, viewerId: number | null) {
  const own = viewerId === user.id;
  const displayName = shownDisplayName(user);
  return {
    id: user.id,
    user_id: user.id,
    username: user.username,
    display_name: displayName,
    displayName,
    role: user.role.toLowerCase(),
    avatar_color: user.avatarColor,
    avatarColor: user.avatarColor,
    avatar_config: user.avatarConfig ?? null,
    avatarConfig: user.avatarConfig ?? null,
    total_points: user.totalPoints,
    badge_count: user.badgeCount,
    created_at: user.createdAt.toISOString(),
    ...(own
      ? { email: user.email, email_verified: user.emailVerifiedAt !== null, has_password: user.passwordHash !== null }
      : {}),
  };
}

export function presentAuth(result: { token: string; user: User; message?: string }) {
  return {
    token: result.token,
    user: presentUser(result.user, result.user.id),
    ...(result.message ? { message: result.message } : {}),
  };
}
