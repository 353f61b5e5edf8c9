// The trust score (spec §3, levels §5): computed from the member's record, 0 to 1000, kept in
// User.trustScore and recomputed in the transaction of every event that changes the record
// (warnings, bans, upheld reports and flags, removed or restored content, overturned appeals,
// sign-in for the account's age). Every change is written to TrustScoreChange. An admin's
// override (User.trustScoreOverride) wins over the computation until it is cleared.
import type { Ctx, Viewer } from '../../context.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { isAdmin, requireAdmin, requireViewer } from '../auth/session.ts';
import { trustLevelOf } from './levels.ts';
import { recordModerationAction } from './log.ts';
import { assertMaySanction, findTarget, readReason, readUserId, sanctionMessages } from './sanctions.ts';

export const TRUST_SCORE_MIN = 0;
export const TRUST_SCORE_MAX = 1000;

/** The weights of the computation; docs/decisions.md (Sanctions) explains them. */
export const TRUST_WEIGHTS = {
  base: 400,
  verifiedEmail: 100,
  /** Per full week since sign-up, up to ageMax (a year of membership gives the whole bonus). */
  perWeekOfAge: 4,
  ageMax: 200,
  /** Per published post and comment that is still up, up to contributionsMax. */
  perPost: 5,
  perComment: 2,
  contributionsMax: 300,
  /** Per upheld (resolved) user report against the member. */
  perUpheldReport: 50,
  /** Per post or comment of theirs whose flags a moderator upheld (counted once per item). */
  perUpheldFlaggedItem: 20,
  /** Per post or comment removed or rejected by a moderator (restored content no longer counts). */
  perRemovedContent: 40,
  /** Per warning not struck, times its severity (1 Minor … 5 Critical). */
  perWarningSeverity: 30,
  /** Per ban not overturned on appeal, by type. */
  perBan: { TEMPORARY: 100, SHADOW: 150, PERMANENT: 300 },
} as const;

/** The facts of a member's record the score is computed from. */
export interface TrustRecord {
  accountAgeDays: number;
  emailVerified: boolean;
  posts: number;
  comments: number;
  upheldReports: number;
  upheldFlaggedItems: number;
  removedContent: number;
  /** Severities of the warnings that still count (struck ones excluded). */
  warningSeverities: number[];
  bans: { TEMPORARY: number; PERMANENT: number; SHADOW: number };
}

/** The pure computation, unit-tested on its own. */
export function computeTrustScore(record: TrustRecord): number {
  const w = TRUST_WEIGHTS;
  const weeks = Math.max(0, Math.floor(record.accountAgeDays / 7));
  const age = Math.min(w.ageMax, weeks * w.perWeekOfAge);
  const contributions = Math.min(w.contributionsMax, record.posts * w.perPost + record.comments * w.perComment);
  const warnings = record.warningSeverities.reduce((sum, severity) => sum + severity * w.perWarningSeverity, 0);
  const bans =
    record.bans.TEMPORARY * w.perBan.TEMPORARY + record.bans.SHADOW * w.perBan.SHADOW + record.bans.PERMANENT * w.perBan.PERMANENT;
  const score =
    w.base +
    (record.emailVerified ? w.verifiedEmail : 0) +
    age +
    contributions -
    record.upheldReports * w.perUpheldReport -
    record.upheldFlaggedItems * w.perUpheldFlaggedItem -
    record.removedContent * w.perRemovedContent -
    warnings -
    bans;
  return clampTrustScore(score);
}

export function clampTrustScore(score: number): number {
  return Math.max(TRUST_SCORE_MIN, Math.min(TRUST_SCORE_MAX, Math.round(score)));
}

interface RecordRow {
  trustScore: number | null;
  trustScoreOverride: number | null;
  accountAgeDays: number;
  emailVerified: boolean;
  posts: number;
  comments: number;
  upheldReports: number;
  upheldFlaggedItems: number;
  removedContent: number;
  warningSeverities: number[] | null;
  temporaryBans: number;
  permanentBans: number;
  shadowBans: number;
}

/** A ban overturned on appeal (its BAN log entry's appeal was OVERTURNED) no longer counts. */
const notOverturned = Prisma.sql`NOT EXISTS (
  SELECT 1 FROM "ModerationAction" ma JOIN "Appeal" a ON a."actionId" = ma."id"
  WHERE ma."banId" = b."id" AND ma."type" = 'BAN' AND a."status" = 'OVERTURNED')`;

/** Reads the whole record in one statement (every count uses an index on the member's id). */
export async function readTrustRecord(
  tx: Prisma.TransactionClient,
  userId: number,
): Promise<(TrustRecord & { trustScore: number | null; trustScoreOverride: number | null }) | null> {
  const [row] = await tx.$queryRaw<RecordRow[]>(Prisma.sql`
    SELECT u."trustScore", u."trustScoreOverride",
      (EXTRACT(EPOCH FROM (now() - u."createdAt")) / 86400)::float8 AS "accountAgeDays",
      (u."emailVerifiedAt" IS NOT NULL) AS "emailVerified",
      (SELECT count(*)::int FROM "Post" p
        WHERE p."authorId" = u."id" AND p."status" = 'PUBLISHED' AND p."deletedAt" IS NULL) AS "posts",
      (SELECT count(*)::int FROM "Comment" c
        WHERE c."authorId" = u."id" AND c."status" = 'PUBLISHED' AND c."deletedAt" IS NULL) AS "comments",
      (SELECT count(*)::int FROM "UserReport" r
        WHERE r."targetUserId" = u."id" AND r."status" = 'RESOLVED') AS "upheldReports",
      ((SELECT count(DISTINCT f."postId")::int FROM "ContentFlag" f JOIN "Post" p ON p."id" = f."postId"
          WHERE p."authorId" = u."id" AND f."status" = 'RESOLVED')
       + (SELECT count(DISTINCT f."commentId")::int FROM "ContentFlag" f JOIN "Comment" c ON c."id" = f."commentId"
          WHERE c."authorId" = u."id" AND f."status" = 'RESOLVED')) AS "upheldFlaggedItems",
      ((SELECT count(*)::int FROM "Post" p WHERE p."authorId" = u."id"
          AND (p."status" = 'REJECTED' OR (p."deletedAt" IS NOT NULL AND p."deletedById" IS DISTINCT FROM u."id")))
       + (SELECT count(*)::int FROM "Comment" c WHERE c."authorId" = u."id"
          AND (c."status" = 'REJECTED' OR (c."deletedAt" IS NOT NULL AND c."deletedById" IS DISTINCT FROM u."id")))) AS "removedContent",
      (SELECT array_agg(w."severity") FROM "Warning" w WHERE w."userId" = u."id" AND w."struckAt" IS NULL) AS "warningSeverities",
      (SELECT count(*)::int FROM "Ban" b WHERE b."userId" = u."id" AND b."banType" = 'TEMPORARY' AND ${notOverturned}) AS "temporaryBans",
      (SELECT count(*)::int FROM "Ban" b WHERE b."userId" = u."id" AND b."banType" = 'PERMANENT' AND ${notOverturned}) AS "permanentBans",
      (SELECT count(*)::int FROM "Ban" b WHERE b."userId" = u."id" AND b."banType" = 'SHADOW' AND ${notOverturned}) AS "shadowBans"
    FROM "User" u WHERE u."id" = ${userId}`);
  if (!row) return null;
  return {
    trustScore: row.trustScore,
    trustScoreOverride: row.trustScoreOverride,
    accountAgeDays: Number(row.accountAgeDays),
    emailVerified: row.emailVerified,
    posts: row.posts,
    comments: row.comments,
    upheldReports: row.upheldReports,
    upheldFlaggedItems: row.upheldFlaggedItems,
    removedContent: row.removedContent,
    warningSeverities: (row.warningSeverities ?? []).map(Number),
    bans: { TEMPORARY: row.temporaryBans, PERMANENT: row.permanentBans, SHADOW: row.shadowBans },
  };
}

export const AUTOMATIC_RECOMPUTE_REASON = "Recomputed from the member's record";

/**
 * Recomputes the member's score inside the caller's transaction and stores it when it changed
 * (with a TrustScoreChange row). While an admin's override is set, the score stays the override.
 * Returns the score now in User.trustScore.
 */
export async function recomputeTrustScore(
  tx: Prisma.TransactionClient,
  userId: number,
  reason: string = AUTOMATIC_RECOMPUTE_REASON,
): Promise<number> {
  const record = await readTrustRecord(tx, userId);
  if (!record) return 0;
  const score = record.trustScoreOverride ?? computeTrustScore(record);
  if (score !== record.trustScore) {
    await tx.user.update({ where: { id: userId }, data: { trustScore: score } });
    await tx.trustScoreChange.create({
      data: { userId, previousScore: record.trustScore, newScore: score, reason, changedById: null },
    });
  }
  return score;
}

// ─── The calls: GET and PATCH|PUT /user-moderation/trust-score/{userId} ───

export const trustMessages = {
  score: `Score must be a whole number from ${TRUST_SCORE_MIN} to ${TRUST_SCORE_MAX}, or null to remove the override.`,
  reasonRequired: 'A reason is required to change a trust score.',
  self: 'You cannot change your own trust score.',
  readOthers: 'Admin access required',
} as const;

export interface TrustScoreView {
  userId: number;
  trustScore: number | null;
  level: ReturnType<typeof trustLevelOf>;
  /** True while an admin's override holds the score. */
  isOverride: boolean;
}

const viewOf = (user: { id: number; trustScore: number | null; trustScoreOverride: number | null }): TrustScoreView => ({
  userId: user.id,
  trustScore: user.trustScore,
  level: trustLevelOf(user.trustScore),
  isOverride: user.trustScoreOverride !== null,
});

export interface GetTrustScoreInput {
  userId: unknown;
}

/** Admins read anyone's score; a member reads their own (their Account standing page). */
export async function getTrustScore(ctx: Ctx, input: GetTrustScoreInput): Promise<TrustScoreView> {
  const viewer = requireViewer(ctx);
  const userId = readUserId(input.userId);
  if (viewer.id !== userId && !isAdmin(viewer)) throw new DomainError('FORBIDDEN', trustMessages.readOthers);
  const user = await ctx.db.user.findUnique({ where: { id: userId }, select: { id: true, trustScore: true, trustScoreOverride: true } });
  if (!user) throw new DomainError('NOT_FOUND', sanctionMessages.userNotFound);
  if (user.trustScore !== null) return viewOf(user);
  // Never scored yet (an account older than the trust score): score it now.
  const score = await ctx.db.$transaction((tx) => recomputeTrustScore(tx, userId));
  return viewOf({ ...user, trustScore: score });
}

export interface SetTrustScoreInput {
  userId: unknown;
  score: unknown;
  reason: unknown;
}

/** An admin's override (score) or its removal (score null), with a reason, logged as TRUST_OVERRIDE. */
export async function setTrustScore(ctx: Ctx, input: SetTrustScoreInput): Promise<TrustScoreView> {
  const admin = requireAdmin(ctx);
  const userId = readUserId(input.userId);
  const score = input.score === null ? null : Number.isInteger(input.score) ? (input.score as number) : NaN;
  if (score !== null && (Number.isNaN(score) || score < TRUST_SCORE_MIN || score > TRUST_SCORE_MAX)) {
    throw new DomainError('VALIDATION', trustMessages.score);
  }
  const reasonText = typeof input.reason === 'string' ? input.reason.trim() : '';
  if (!reasonText) throw new DomainError('VALIDATION', trustMessages.reasonRequired);
  const reason = readReason(reasonText)!;
  const target = await findTarget(ctx.db, userId);
  assertMaySanction(admin, target, trustMessages.self);
  return ctx.db.$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { trustScore: true, trustScoreOverride: true } });
    const newScore = score ?? computeTrustScore((await readTrustRecord(tx, userId))!);
    const user = await tx.user.update({
      where: { id: userId },
      data: { trustScoreOverride: score, trustScore: newScore },
      select: { id: true, trustScore: true, trustScoreOverride: true },
    });
    await tx.trustScoreChange.create({
      data: { userId, previousScore: before.trustScore, newScore, reason, changedById: admin.id },
    });
    await recordModerationAction(tx, {
      type: 'TRUST_OVERRIDE',
      actorId: admin.id,
      targetUserId: userId,
      reason,
      details: { previousScore: before.trustScore, newScore, override: score, previousOverride: before.trustScoreOverride },
    });
    return viewOf(user);
  });
}

// ─── Stricter rate limits for new and low-trust members (lib/rateLimits.ts) ───

/** A member is "new" for their first 7 days. */
export const NEW_MEMBER_DAYS = 7;
/** Below Fair (Poor and Very Poor). */
export const LOW_TRUST_BELOW = 400;

/** New or low-trust, and not an admin: the restricted limits apply on top of everyone's. */
export function isRestrictedMember(viewer: Pick<Viewer, 'role' | 'trustScore' | 'memberSince'>, now = Date.now()): boolean {
  if (isAdmin(viewer)) return false;
  const isNew = now - viewer.memberSince.getTime() < NEW_MEMBER_DAYS * 86_400_000;
  const lowTrust = viewer.trustScore !== null && viewer.trustScore < LOW_TRUST_BELOW;
  return isNew || lowTrust;
}

/** Counts a post or a message against the restricted allowance when it applies (RATE_LIMITED past it). */
export async function consumeRestrictedLimit(ctx: Ctx, viewer: Viewer, kind: 'post' | 'message'): Promise<void> {
  if (!isRestrictedMember(viewer)) return;
  await ctx.limits.consume(kind === 'post' ? 'postsByRestrictedUser' : 'messagesByRestrictedUser', String(viewer.id));
}
