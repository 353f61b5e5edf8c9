// The admin dashboard's counts, in one statement (every count walks an index), and the member
// search of the Members tab.
import type { Ctx } from '../../context.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { requireAdmin } from '../auth/session.ts';

export interface ModerationDashboard {
  /** User reports open or in review. */
  openReports: number;
  /** Posts and comments with at least one open flag. */
  flaggedItems: number;
  /** Posts and comments waiting for review. */
  pendingContent: number;
  /** Temporary bans not yet over, permanent and shadow bans, none lifted. */
  activeBans: number;
  /** Accounts created in the last 7 days. */
  newMembersThisWeek: number;
  /** Appeals waiting for a decision. */
  openAppeals: number;
}

export const NEW_MEMBERS_DAYS = 7;

export async function moderationDashboard(ctx: Ctx): Promise<ModerationDashboard> {
  requireAdmin(ctx);
  const [row] = await ctx.db.$queryRaw<ModerationDashboard[]>(Prisma.sql`
    SELECT
      (SELECT count(*)::int FROM "UserReport" WHERE "status" IN ('OPEN', 'REVIEWING')) AS "openReports",
      ((SELECT count(DISTINCT "postId")::int FROM "ContentFlag" WHERE "status" = 'OPEN' AND "postId" IS NOT NULL)
        + (SELECT count(DISTINCT "commentId")::int FROM "ContentFlag" WHERE "status" = 'OPEN' AND "commentId" IS NOT NULL)) AS "flaggedItems",
      ((SELECT count(*)::int FROM "Post" WHERE "status" = 'PENDING_REVIEW' AND "deletedAt" IS NULL)
        + (SELECT count(*)::int FROM "Comment" WHERE "status" = 'PENDING_REVIEW' AND "deletedAt" IS NULL)) AS "pendingContent",
      (SELECT count(*)::int FROM "Ban" WHERE "liftedAt" IS NULL AND ("expiresAt" IS NULL OR "expiresAt" > now())) AS "activeBans",
      (SELECT count(*)::int FROM "User" WHERE "createdAt" > now() - make_interval(days => ${NEW_MEMBERS_DAYS})) AS "newMembersThisWeek",
      (SELECT count(*)::int FROM "Appeal" WHERE "status" = 'PENDING') AS "openAppeals"`);
  return row!;
}

export const MEMBER_SEARCH_MIN = 2;
export const MEMBER_SEARCH_MAX_RESULTS = 20;

/** `%`, `_` and `\` in the admin's text mean only themselves in LIKE patterns. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export interface MemberSearchQueryInput {
  query: unknown;
}

/**
 * Admins: members whose username, email or display name contains the text (case-insensitive),
 * by username, at most MEMBER_SEARCH_MAX_RESULTS. Without a text: the members who joined in the
 * last NEW_MEMBERS_DAYS days, newest first (the dashboard's "new members this week"). A text of
 * one character finds nobody.
 */
export function memberSearchQuery(ctx: Ctx, input: MemberSearchQueryInput): { where: Prisma.UserWhereInput; orderBy: Prisma.UserOrderByWithRelationInput[] } | null {
  requireAdmin(ctx);
  const text = typeof input.query === 'string' ? input.query.trim().slice(0, 100) : '';
  if (text === '') {
    return { where: { createdAt: { gt: new Date(Date.now() - NEW_MEMBERS_DAYS * 86_400_000) } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] };
  }
  if (text.length < MEMBER_SEARCH_MIN) return null;
  const pattern = likeEscape(text);
  return {
    where: {
      OR: [
        { username: { contains: pattern, mode: 'insensitive' } },
        { email: { contains: pattern, mode: 'insensitive' } },
        { displayName: { contains: pattern, mode: 'insensitive' } },
      ],
    },
    orderBy: [{ usernameLower: 'asc' }, { id: 'asc' }],
  };
}
