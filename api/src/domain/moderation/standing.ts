// GET /user-moderation/can-interact/{userId} and GET /user-moderation/summary/{userId}
// (spec §7): whether the viewer may contact a member, and a member's moderation summary for admins.
import type { Ctx } from '../../context.ts';
import type { BanType, ModerationActionType, Role } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { requireAdmin, requireViewer } from '../auth/session.ts';
import { activeBanWhere } from './bans.ts';
import { trustLevelOf, WARNING_SEVERITY_LABELS, type TrustLevelLabel } from './levels.ts';
import { recomputeTrustScore } from './trust.ts';
import { readUserId, sanctionMessages } from './sanctions.ts';

export type CanInteractReason = 'self' | 'blocked' | 'blocked_by_user' | 'user_banned' | 'messages_disabled';

export interface CanInteractAnswer {
  canInteract: boolean;
  /** Why not; null when the viewer can. */
  reason: CanInteractReason | null;
}

export interface CanInteractInput {
  userId: unknown;
}

/**
 * Whether the viewer may contact the member (message them, reply to them): not themself, no
 * block either way (relations read with the viewer), the member not suspended, and their
 * "allow direct messages" setting (the messages area's rule). A shadow ban is never revealed:
 * the answer for a shadow-banned member is the ordinary one.
 */
export async function canInteract(ctx: Ctx, input: CanInteractInput): Promise<CanInteractAnswer> {
  const viewer = requireViewer(ctx);
  const userId = readUserId(input.userId);
  if (userId === viewer.id) return { canInteract: false, reason: 'self' };
  const target = await ctx.db.user.findUnique({
    where: { id: userId },
    select: { bannedUntil: true, settings: { select: { allowDirectMessages: true } } },
  });
  if (!target) throw new DomainError('NOT_FOUND', sanctionMessages.userNotFound);
  if (viewer.relations.blocked.includes(userId)) return { canInteract: false, reason: 'blocked' };
  if (viewer.relations.blockedBy.includes(userId)) return { canInteract: false, reason: 'blocked_by_user' };
  if (target.bannedUntil && target.bannedUntil > new Date()) return { canInteract: false, reason: 'user_banned' };
  if (target.settings && !target.settings.allowDirectMessages) return { canInteract: false, reason: 'messages_disabled' };
  return { canInteract: true, reason: null };
}

interface SummaryCounts {
  warningsTotal: number;
  warningsActive: number;
  warningsUnacknowledged: number;
  bansTotal: number;
  reportsAgainst: number;
  reportsOpen: number;
  reportsUpheld: number;
  reportsFiled: number;
  flagsAgainst: number;
  flagsOpen: number;
  flagsUpheld: number;
  flagsFiled: number;
}

export const SUMMARY_RECENT = 5;
export const SUMMARY_RECENT_ACTIONS = 10;

export interface ModerationSummary {
  user: { id: number; username: string | null; displayName: string | null; role: Role; createdAt: Date; emailVerified: boolean };
  trustScore: number | null;
  trustLevel: TrustLevelLabel | 'N/A';
  trustScoreOverride: number | null;
  warnings: {
    total: number;
    /** Not struck. */
    active: number;
    unacknowledged: number;
    recent: Array<{
      id: number;
      warningType: string;
      reason: string;
      details: string | null;
      severity: number;
      severityLabel: string;
      acknowledgedAt: Date | null;
      struckAt: Date | null;
      createdAt: Date;
    }>;
  };
  bans: {
    total: number;
    recent: Array<{
      id: number;
      banType: BanType;
      reason: string;
      details: string | null;
      durationHours: number | null;
      expiresAt: Date | null;
      liftedAt: Date | null;
      liftReason: string | null;
      isActive: boolean;
      createdAt: Date;
    }>;
  };
  activeBan: { id: number; banType: BanType; reason: string; expiresAt: Date | null; createdAt: Date } | null;
  isShadowBanned: boolean;
  reports: { against: number; againstOpen: number; againstUpheld: number; filed: number };
  flags: { againstContent: number; againstContentOpen: number; againstContentUpheld: number; filed: number };
  recentActions: Array<{ id: number; type: ModerationActionType; reason: string; actorUsername: string | null; createdAt: Date }>;
}

export interface ModerationSummaryInput {
  userId: unknown;
}

/** The member's moderation summary (admins): seven statements (the member, three lists, the counts, the actions, and the first score), run together. */
export async function moderationSummary(ctx: Ctx, input: ModerationSummaryInput): Promise<ModerationSummary> {
  requireAdmin(ctx);
  const userId = readUserId(input.userId);
  const user = await ctx.db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      username: true,
      displayName: true,
      role: true,
      createdAt: true,
      emailVerifiedAt: true,
      trustScore: true,
      trustScoreOverride: true,
      isShadowBanned: true,
    },
  });
  if (!user) throw new DomainError('NOT_FOUND', sanctionMessages.userNotFound);
  const now = new Date();
  const [warnings, bans, activeBan, [counts], actions, trustScore] = await Promise.all([
    ctx.db.warning.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: SUMMARY_RECENT }),
    ctx.db.ban.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: SUMMARY_RECENT }),
    ctx.db.ban.findFirst({ where: { userId, ...activeBanWhere(now) }, orderBy: { createdAt: 'desc' } }),
    // Every count in one statement, each over an index on the member's id.
    ctx.db.$queryRaw<SummaryCounts[]>`
      SELECT
        (SELECT count(*)::int FROM "Warning" w WHERE w."userId" = ${userId}) AS "warningsTotal",
        (SELECT count(*)::int FROM "Warning" w WHERE w."userId" = ${userId} AND w."struckAt" IS NULL) AS "warningsActive",
        (SELECT count(*)::int FROM "Warning" w WHERE w."userId" = ${userId} AND w."struckAt" IS NULL AND w."acknowledgedAt" IS NULL) AS "warningsUnacknowledged",
        (SELECT count(*)::int FROM "Ban" b WHERE b."userId" = ${userId}) AS "bansTotal",
        (SELECT count(*)::int FROM "UserReport" r WHERE r."targetUserId" = ${userId}) AS "reportsAgainst",
        (SELECT count(*)::int FROM "UserReport" r WHERE r."targetUserId" = ${userId} AND r."status" IN ('OPEN', 'REVIEWING')) AS "reportsOpen",
        (SELECT count(*)::int FROM "UserReport" r WHERE r."targetUserId" = ${userId} AND r."status" = 'RESOLVED') AS "reportsUpheld",
        (SELECT count(*)::int FROM "UserReport" r WHERE r."reporterId" = ${userId}) AS "reportsFiled",
        (SELECT count(*)::int FROM "ContentFlag" f
          WHERE f."postId" IN (SELECT p."id" FROM "Post" p WHERE p."authorId" = ${userId})
             OR f."commentId" IN (SELECT c."id" FROM "Comment" c WHERE c."authorId" = ${userId})) AS "flagsAgainst",
        (SELECT count(*)::int FROM "ContentFlag" f WHERE f."status" = 'OPEN'
          AND (f."postId" IN (SELECT p."id" FROM "Post" p WHERE p."authorId" = ${userId})
             OR f."commentId" IN (SELECT c."id" FROM "Comment" c WHERE c."authorId" = ${userId}))) AS "flagsOpen",
        (SELECT count(*)::int FROM "ContentFlag" f WHERE f."status" = 'RESOLVED'
          AND (f."postId" IN (SELECT p."id" FROM "Post" p WHERE p."authorId" = ${userId})
             OR f."commentId" IN (SELECT c."id" FROM "Comment" c WHERE c."authorId" = ${userId}))) AS "flagsUpheld",
        (SELECT count(*)::int FROM "ContentFlag" f WHERE f."userId" = ${userId}) AS "flagsFiled"`,
    ctx.db.moderationAction.findMany({
      where: { targetUserId: userId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: SUMMARY_RECENT_ACTIONS,
      select: { id: true, type: true, reason: true, createdAt: true, actor: { select: { username: true } } },
    }),
    user.trustScore === null ? ctx.db.$transaction((tx) => recomputeTrustScore(tx, userId)) : Promise.resolve(user.trustScore),
  ]);
  const {
    warningsTotal,
    warningsActive,
    warningsUnacknowledged,
    bansTotal,
    reportsAgainst,
    reportsOpen,
    reportsUpheld,
    reportsFiled,
    flagsAgainst,
    flagsOpen,
    flagsUpheld,
    flagsFiled,
  } = counts!;
  return {
    user: {
      id: user.id,
      username: user.username,
      displayName: user.displayName,
      role: user.role,
      createdAt: user.createdAt,
      emailVerified: user.emailVerifiedAt !== null,
    },
    trustScore,
    trustLevel: trustLevelOf(trustScore),
    trustScoreOverride: user.trustScoreOverride,
    warnings: {
      total: warningsTotal,
      active: warningsActive,
      unacknowledged: warningsUnacknowledged,
      recent: warnings.map((w) => ({
        id: w.id,
        warningType: w.warningType,
        reason: w.reason,
        details: w.details,
        severity: w.severity,
        severityLabel: WARNING_SEVERITY_LABELS[w.severity as 1] ?? String(w.severity),
        acknowledgedAt: w.acknowledgedAt,
        struckAt: w.struckAt,
        createdAt: w.createdAt,
      })),
    },
    bans: {
      total: bansTotal,
      recent: bans.map((b) => ({
        id: b.id,
        banType: b.banType,
        reason: b.reason,
        details: b.details,
        durationHours: b.durationHours,
        expiresAt: b.expiresAt,
        liftedAt: b.liftedAt,
        liftReason: b.liftReason,
        isActive: b.liftedAt === null && (b.expiresAt === null || b.expiresAt > now),
        createdAt: b.createdAt,
      })),
    },
    activeBan: activeBan
      ? {
          id: activeBan.id,
          banType: activeBan.banType,
          reason: activeBan.reason,
          expiresAt: activeBan.banType === 'PERMANENT' ? null : (activeBan.expiresAt ?? null),
          createdAt: activeBan.createdAt,
        }
      : null,
    isShadowBanned: user.isShadowBanned,
    reports: { against: reportsAgainst, againstOpen: reportsOpen, againstUpheld: reportsUpheld, filed: reportsFiled },
    flags: { againstContent: flagsAgainst, againstContentOpen: flagsOpen, againstContentUpheld: flagsUpheld, filed: flagsFiled },
    recentActions: actions.map((a) => ({ id: a.id, type: a.type, reason: a.reason, actorUsername: a.actor?.username ?? null, createdAt: a.createdAt })),
  };
}
