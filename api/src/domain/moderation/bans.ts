// Bans (spec §3 Ban, §7 POST/DELETE /user-moderation/ban, GET /user-moderation/bans).
// - The Ban table keeps the history; at most one ban is active at a time (a new ban replaces the
//   active one). User.bannedUntil and User.isShadowBanned mirror the active ban so every request
//   checks it without a join: a TEMPORARY ban sets bannedUntil to its end, a PERMANENT one to
//   PERMANENT_BAN_UNTIL, a SHADOW one sets isShadowBanned. Checks compare bannedUntil with now,
//   so a temporary ban ends by itself when it expires, with no job.
// - A TEMPORARY or PERMANENT ban revokes the member's sessions at once (sessionEpoch bump and the
//   'session:revoked' event: tokens and open subscriptions end on every instance).
// - Every ban and lift is written to the moderation log and recomputes the trust score in the
//   same transaction.
import type { Ctx } from '../../context.ts';
import type { Ban, BanType, Prisma } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { requireAdmin } from '../auth/session.ts';
import { recordModerationAction } from './log.ts';
import { recomputeTrustScore } from './trust.ts';
import { recountCommentCountersOf } from '../comments/comments.ts';
import { recountCommunityPostCountsOf } from '../posts/posts.ts';
import { invalidateFeedCaches } from '../posts/feed.ts';
import { announceNotifications, createNotifications } from '../notifications/notify.ts';
import { assertMaySanction, findTarget, readDetails, readReason, readUserId } from './sanctions.ts';
import { readOffsetPaging } from '../../lib/wholeNumber.ts';
import { PERMANENT_BAN_UNTIL, activeBanWhere, bannedError, banMessage, formatBanEnd, isBanActive } from './banState.ts';
import { queueSanctionNotice } from './sanctionMail.ts';

export { PERMANENT_BAN_UNTIL, activeBanWhere, bannedError, banMessage, formatBanEnd, isBanActive };

/** Temporary bans last whole hours, from 1 hour to 1 year. */
export const BAN_DURATION_MIN_HOURS = 1;
export const BAN_DURATION_MAX_HOURS = 8760;
export const BANS_PAGE_SIZE = 50;

export const banMessages = {
  banType: "banType must be 'temporary', 'permanent' or 'shadow'",
  duration: `A temporary ban needs a duration in whole hours, from ${BAN_DURATION_MIN_HOURS} to ${BAN_DURATION_MAX_HOURS} (one year).`,
  durationNotTemporary: 'Only a temporary ban takes a duration.',
  self: 'You cannot ban yourself.',
  notBanned: 'User is not banned.',
} as const;

export interface BanUserInput {
  userId: unknown;
  banType: unknown;
  reason: unknown;
  details?: unknown;
  /** Hours, for TEMPORARY bans only. */
  duration?: unknown;
}

export function readBanType(value: unknown): BanType {
  const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (text === 'TEMPORARY' || text === 'PERMANENT' || text === 'SHADOW') return text;
  throw new DomainError('VALIDATION', banMessages.banType);
}

function readDuration(banType: BanType, value: unknown): number | null {
  const absent = value === undefined || value === null || value === '';
  if (banType !== 'TEMPORARY') {
    if (!absent) throw new DomainError('VALIDATION', banMessages.durationNotTemporary);
    return null;
  }
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (absent || !Number.isInteger(n) || n < BAN_DURATION_MIN_HOURS || n > BAN_DURATION_MAX_HOURS) {
    throw new DomainError('VALIDATION', banMessages.duration);
  }
  return n;
}

/** The mirror columns of User for a member whose active ban is `ban` (or none). */
function mirrorOf(ban: Pick<Ban, 'banType' | 'expiresAt'> | null): { bannedUntil: Date | null; isShadowBanned: boolean } {
  if (!ban) return { bannedUntil: null, isShadowBanned: false };
  if (ban.banType === 'SHADOW') return { bannedUntil: null, isShadowBanned: true };
  return { bannedUntil: ban.banType === 'PERMANENT' ? PERMANENT_BAN_UNTIL : ban.expiresAt, isShadowBanned: false };
}

export async function banUser(ctx: Ctx, input: BanUserInput): Promise<Ban> {
  const admin = requireAdmin(ctx);
  const userId = readUserId(input.userId);
  const banType = readBanType(input.banType);
  const reason = readReason(input.reason)!;
  const details = readDetails(input.details);
  const durationHours = readDuration(banType, input.duration);
  const target = await findTarget(ctx.db, userId);
  assertMaySanction(admin, target, banMessages.self);

  const revokes = banType !== 'SHADOW';
  const { created: ban, notifications } = await ctx.db.$transaction(async (tx) => {
    const now = new Date();
    // A new ban replaces the active one (so one ban is active at a time).
    const replaced = await tx.ban.findMany({ where: { userId, ...activeBanWhere(now) }, select: { id: true } });
    if (replaced.length > 0) {
      await tx.ban.updateMany({
        where: { id: { in: replaced.map((b) => b.id) } },
        data: { liftedAt: now, liftedById: admin.id, liftReason: 'Replaced by a new ban' },
      });
    }
    const expiresAt = durationHours === null ? null : new Date(now.getTime() + durationHours * 3_600_000);
    const created = await tx.ban.create({
      data: { userId, banType, reason, details, durationHours, expiresAt, issuedById: admin.id, createdAt: now },
    });
    const before = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { isShadowBanned: true } });
    const mirror = mirrorOf(created);
    await tx.user.update({
      where: { id: userId },
      data: { ...mirror, ...(revokes ? { sessionEpoch: { increment: 1 } } : {}) },
    });
    if (before.isShadowBanned !== mirror.isShadowBanned) {
      await recountCommentCountersOf(tx, userId);
      await recountCommunityPostCountsOf(tx, userId);
    }
    await recordModerationAction(tx, {
      type: 'BAN',
      actorId: admin.id,
      targetUserId: userId,
      banId: created.id,
      reason,
      details: {
        banType,
        durationHours,
        expiresAt: expiresAt?.toISOString() ?? null,
        ...(details ? { details } : {}),
        ...(replaced.length ? { replacedBanIds: replaced.map((b) => b.id) } : {}),
      },
    });
    await recomputeTrustScore(tx, userId, `Banned (${banType.toLowerCase()})`);
    // Told (without the moderator) on their Account standing once they are back; a shadow ban is never told.
    const notifications = revokes
      ? await createNotifications(tx, [
          {
            userId,
            type: 'ADMIN_ACTION',
            content:
              banType === 'PERMANENT'
                ? `Your account was permanently suspended: ${reason}`
                : `Your account was suspended until ${formatBanEnd(expiresAt!)}: ${reason}`,
            data: { action: 'banned', target: 'account', banId: created.id, banType, expiresAt: expiresAt?.toISOString() ?? null },
          },
        ])
      : [];
    // The discreet mail (never the reason); none for a shadow ban, which the member never learns of.
    if (revokes) await queueSanctionNotice(tx, userId, banType === 'PERMANENT' ? 'permanentBan' : 'temporaryBan', created.id);
    return { created, notifications };
  });
  if (revokes) ctx.jobs.wake();
  // Shadow bans change what every list shows (cached feed counts included).
  invalidateFeedCaches();
  // Tokens are refused from now on (epoch); open connections end on every instance.
  if (revokes) ctx.pubsub.publish('session:revoked', userId, { userId });
  await announceNotifications(ctx, notifications);
  return ban;
}

export interface LiftBanInTxInput {
  banId: number;
  /** The admin lifting it (null: the system). */
  actorId: number | null;
  reason: string;
}

/**
 * Lifts one ban inside the caller's transaction: marks it lifted, recomputes the User mirror from
 * what stays active, writes the UNBAN log row and recomputes the trust score. Used by
 * DELETE /user-moderation/ban/{userId} and by an appeal that overturns the ban (call it after the
 * appeal is marked OVERTURNED, so the ban no longer counts against the trust score).
 * Returns the lifted ban; NOT_FOUND when it does not exist or is no longer active.
 */
export async function liftBanInTx(tx: Prisma.TransactionClient, input: LiftBanInTxInput): Promise<Ban> {
  const now = new Date();
  const { count } = await tx.ban.updateMany({
    where: { id: input.banId, ...activeBanWhere(now) },
    data: { liftedAt: now, liftedById: input.actorId, liftReason: input.reason },
  });
  if (count !== 1) throw new DomainError('NOT_FOUND', banMessages.notBanned);
  const ban = await tx.ban.findUniqueOrThrow({ where: { id: input.banId } });
  const stillActive = await tx.ban.findFirst({ where: { userId: ban.userId, ...activeBanWhere(now) }, orderBy: { createdAt: 'desc' } });
  const before = await tx.user.findUniqueOrThrow({ where: { id: ban.userId }, select: { isShadowBanned: true } });
  const mirror = mirrorOf(stillActive);
  await tx.user.update({ where: { id: ban.userId }, data: mirror });
  if (before.isShadowBanned !== mirror.isShadowBanned) {
    await recountCommentCountersOf(tx, ban.userId);
    await recountCommunityPostCountsOf(tx, ban.userId);
  }
  await recordModerationAction(tx, {
    type: 'UNBAN',
    actorId: input.actorId,
    targetUserId: ban.userId,
    banId: ban.id,
    reason: input.reason,
    details: { banType: ban.banType },
  });
  await recomputeTrustScore(tx, ban.userId, 'Ban lifted');
  return ban;
}

export const DEFAULT_LIFT_REASON = 'Ban lifted by a moderator';

export interface LiftBanInput {
  userId: unknown;
  reason?: unknown;
}

/** DELETE /user-moderation/ban/{userId}: lifts the member's active ban. */
export async function liftBan(ctx: Ctx, input: LiftBanInput): Promise<Ban> {
  const admin = requireAdmin(ctx);
  const userId = readUserId(input.userId);
  const reason = readReason(input.reason, false) ?? DEFAULT_LIFT_REASON;
  const target = await findTarget(ctx.db, userId);
  if (target.id === admin.id) throw new DomainError('FORBIDDEN', 'You cannot lift your own ban.');
  const lifted = await ctx.db.$transaction(async (tx) => {
    const active = await tx.ban.findFirst({ where: { userId, ...activeBanWhere() }, orderBy: { createdAt: 'desc' }, select: { id: true } });
    if (!active) throw new DomainError('NOT_FOUND', banMessages.notBanned);
    return liftBanInTx(tx, { banId: active.id, actorId: admin.id, reason });
  });
  invalidateFeedCaches();
  return lifted;
}

export const banListInclude = {
  user: { select: { id: true, username: true, displayName: true } },
  issuedBy: { select: { id: true, username: true } },
  liftedBy: { select: { id: true, username: true } },
} as const satisfies Prisma.BanInclude;

export type BanWithPeople = Prisma.BanGetPayload<{ include: typeof banListInclude }>;

export interface ListBansInput {
  limit?: unknown;
  offset?: unknown;
  active?: unknown;
  userId?: unknown;
}

/** GET /user-moderation/bans: every ban, newest first (admins). `active` narrows to active bans. */
export async function listBans(
  ctx: Ctx,
  input: ListBansInput,
): Promise<{ bans: BanWithPeople[]; total: number; limit: number; offset: number }> {
  requireAdmin(ctx);
  const { limit, offset } = readOffsetPaging(input, BANS_PAGE_SIZE);
  const activeOnly = input.active === true || input.active === 'true';
  const userId = input.userId === undefined || input.userId === null || input.userId === '' ? null : readUserId(input.userId);
  const where: Prisma.BanWhereInput = { ...(activeOnly ? activeBanWhere() : {}), ...(userId ? { userId } : {}) };
  const [bans, total] = await Promise.all([
    ctx.db.ban.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: limit, skip: offset, include: banListInclude }),
    ctx.db.ban.count({ where }),
  ]);
  return { bans, total, limit, offset };
}
