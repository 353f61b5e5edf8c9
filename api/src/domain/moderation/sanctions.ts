// Rules shared by bans, warnings and trust overrides: who may sanction whom, and reading the
// target member and the texts of a sanction.
import type { Ctx, Viewer } from '../../context.ts';
import type { Prisma, Role } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { intIdOf } from '../../lib/ids.ts';

export const REASON_MAX = 500;
export const DETAILS_MAX = 2000;

export const sanctionMessages = {
  userIdRequired: 'userId is required',
  userNotFound: 'User not found',
  reasonRequired: 'A reason is required.',
  reasonTooLong: `Reason must be at most ${REASON_MAX} characters.`,
  detailsTooLong: `Details must be at most ${DETAILS_MAX} characters.`,
  godmin: 'A godmin cannot be sanctioned.',
  adminByAdmin: 'Only a godmin can sanction an admin.',
} as const;

/** A user id sent as a number, digits, or a User global id. */
export function readUserId(value: unknown): number {
  if (value === undefined || value === null || value === '') throw new DomainError('VALIDATION', sanctionMessages.userIdRequired);
  if (typeof value !== 'string' && typeof value !== 'number') throw new DomainError('BAD_USER_INPUT', 'Invalid User id');
  return intIdOf(value, 'User');
}

export function readReason(value: unknown, required = true): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) {
    if (required) throw new DomainError('VALIDATION', sanctionMessages.reasonRequired);
    return null;
  }
  if (text.length > REASON_MAX) throw new DomainError('VALIDATION', sanctionMessages.reasonTooLong);
  return text;
}

export function readDetails(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new DomainError('VALIDATION', 'Details must be text.');
  const text = value.trim();
  if (text.length > DETAILS_MAX) throw new DomainError('VALIDATION', sanctionMessages.detailsTooLong);
  return text || null;
}

/**
 * An admin may sanction members; only a godmin may sanction an admin; nobody sanctions a godmin
 * or themself (`selfMessage` names the action: 'You cannot ban yourself.').
 */
export function assertMaySanction(actor: Pick<Viewer, 'id' | 'role'>, target: { id: number; role: Role }, selfMessage: string): void {
  if (actor.id === target.id) throw new DomainError('VALIDATION', selfMessage);
  if (target.role === 'GODMIN') throw new DomainError('FORBIDDEN', sanctionMessages.godmin);
  if (target.role === 'ADMIN' && actor.role !== 'GODMIN') throw new DomainError('FORBIDDEN', sanctionMessages.adminByAdmin);
}

export async function findTarget(db: Ctx['db'] | Prisma.TransactionClient, userId: number) {
  const target = await db.user.findUnique({ where: { id: userId }, select: { id: true, role: true, username: true } });
  if (!target) throw new DomainError('NOT_FOUND', sanctionMessages.userNotFound);
  return target;
}
