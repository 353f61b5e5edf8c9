// Whether a member is banned and what they are told: read by every request's viewer lookup
// (auth/session.ts) and by sign-in, so it imports nothing of the domain (no import cycle).
import type { Ctx } from '../../context.ts';
import type { Ban, BanType, Prisma } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';

/** The stand-in end of a permanent ban in User.bannedUntil (the Ban row's expiresAt stays null). */
export const PERMANENT_BAN_UNTIL = new Date('9999-12-31T23:59:59.000Z');
/** Active: not lifted and not expired. */
export const activeBanWhere = (now = new Date()): Prisma.BanWhereInput => ({
  liftedAt: null,
  OR: [{ expiresAt: null }, { expiresAt: { gt: now } }],
});

export function isBanActive(ban: Pick<Ban, 'liftedAt' | 'expiresAt'>, now = new Date()): boolean {
  return ban.liftedAt === null && (ban.expiresAt === null || ban.expiresAt > now);
}

/** "2026-11-25 18:30 UTC": the end time every ban message names. */
export function formatBanEnd(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The message a banned member reads when signing in or when their session ends. */
export function banMessage(ban: { banType: BanType | null; expiresAt: Date | null; reason: string | null }): string {
  const reason = ban.reason ? ` Reason: ${ban.reason}` : '';
  if (ban.banType === 'PERMANENT' || !ban.expiresAt || ban.expiresAt >= PERMANENT_BAN_UNTIL) {
    return `Your account is permanently suspended.${reason}`;
  }
  return `Your account is suspended until ${formatBanEnd(ban.expiresAt)}.${reason}`;
}

/**
 * The BANNED error of a member whose bannedUntil is in the future: the message names the end and
 * the reason; details carry them for clients (bannedUntil null when permanent) and the ban's id.
 */
export async function bannedError(db: Ctx['db'], user: { id: number; bannedUntil: Date }): Promise<DomainError> {
  const ban = await db.ban.findFirst({
    where: { userId: user.id, banType: { in: ['TEMPORARY', 'PERMANENT'] }, ...activeBanWhere() },
    orderBy: { createdAt: 'desc' },
    select: { id: true, banType: true, expiresAt: true, reason: true },
  });
  const permanent = ban ? ban.banType === 'PERMANENT' : user.bannedUntil >= PERMANENT_BAN_UNTIL;
  const expiresAt = permanent ? null : (ban?.expiresAt ?? user.bannedUntil);
  return new DomainError('BANNED', banMessage({ banType: permanent ? 'PERMANENT' : 'TEMPORARY', expiresAt, reason: ban?.reason ?? null }), {
    bannedUntil: expiresAt?.toISOString() ?? null,
    permanent,
    banReason: ban?.reason ?? null,
    banId: ban?.id ?? null,
  });
}
