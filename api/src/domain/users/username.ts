// Choosing a username and finding members by username.
import type { Ctx, Viewer } from '../../context.ts';
import { DomainError, messages } from '../../lib/errors.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { requireViewer } from '../auth/session.ts';
import { validateUsername } from './validation.ts';

export const USERNAME_SEARCH_MIN = 2;
/** Spec §4 Post creation: a member without a username (a magic-link account) chooses one first; the word 'username' opens the client's username modal (§8). */
const USERNAME_BEFORE_POSTING = 'Please choose a username before you post';
export const USERNAME_SEARCH_MAX_RESULTS = 10;

/** Refuses a member without a username (400) with the message that opens the username modal. */
export function requireUsername(viewer: Pick<Viewer, 'username'>): void {
  if (!viewer.username) throw new DomainError('VALIDATION', USERNAME_BEFORE_POSTING);
}

export interface UpdateUsernameInput {
  username: unknown;
}

export async function updateUsername(ctx: Ctx, input: UpdateUsernameInput) {
  const viewer = requireViewer(ctx);
  const username = validateUsername(input.username);
  const usernameLower = username.toLowerCase();
  const owner = await ctx.db.user.findUnique({ where: { usernameLower }, select: { id: true } });
  if (owner && owner.id !== viewer.id) throw new DomainError('CONFLICT', messages.usernameTaken);
  try {
    const user = await ctx.db.user.update({ where: { id: viewer.id }, data: { username, usernameLower } });
    return { user, message: 'Username updated' };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw new DomainError('CONFLICT', messages.usernameTaken);
    }
    throw error;
  }
}

/**
 * The filter for a username prefix search, or null when the query is too short to search.
 * Members only, so guests cannot list the membership. Results are ordered by usernameLower.
 */
export function usernameSearchFilter(ctx: Ctx, rawQuery: unknown): Prisma.UserWhereInput | null {
  requireViewer(ctx);
  const query = typeof rawQuery === 'string' ? rawQuery.trim().toLowerCase() : '';
  if (query.length < USERNAME_SEARCH_MIN || query.length > 30 || !/^[a-z0-9_-]+$/.test(query)) return null;
  return { usernameLower: { startsWith: query } };
}

export interface SearchUsernamesInput {
  query: unknown;
}

export async function searchUsernames(ctx: Ctx, input: SearchUsernamesInput) {
  const where = usernameSearchFilter(ctx, input.query);
  if (!where) return [];
  return ctx.db.user.findMany({ where, orderBy: { usernameLower: 'asc' }, take: USERNAME_SEARCH_MAX_RESULTS });
}
