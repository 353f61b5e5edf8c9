// Warnings (spec §3 Warning, §5 severity labels, §7 POST /user-moderation/warning,
// GET /user-moderation/warnings/{userId}, PATCH|PUT /user-moderation/warnings/{id}/acknowledge).
// The warned member is told with an admin_action notification that never names the moderator;
// only they and admins read their warnings; only they acknowledge them. Each warning is logged
// and recomputes the trust score in its transaction; a struck warning (overturned on appeal)
// stays in the history but no longer counts.
import type { Ctx } from '../../context.ts';
import type { Prisma, Warning } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { isAdmin, requireAdmin, requireViewer } from '../auth/session.ts';
import { announceNotifications, createNotifications } from '../notifications/notify.ts';
import { DEFAULT_WARNING_SEVERITY, WARNING_SEVERITY_LABELS, isWarningSeverity, type WarningSeverity } from './levels.ts';
import { recordModerationAction } from './log.ts';
import { recomputeTrustScore } from './trust.ts';
import { assertMaySanction, findTarget, readDetails, readReason, readUserId } from './sanctions.ts';
import { readOffsetPaging } from '../../lib/wholeNumber.ts';
import { queueSanctionNotice } from './sanctionMail.ts';

/** The kinds of warning a moderator picks from (value stored, label shown). */
export const WARNING_TYPES = [
  { value: 'harassment', label: 'Harassment or bullying' },
  { value: 'hate_speech', label: 'Hate speech' },
  { value: 'threats', label: 'Threats or violence' },
  { value: 'spam', label: 'Spam or self-promotion' },
  { value: 'personal_information', label: 'Sharing personal information' },
  { value: 'inappropriate_content', label: 'Inappropriate content' },
  { value: 'misinformation', label: 'Misleading information' },
  { value: 'impersonation', label: 'Impersonation' },
  { value: 'other', label: 'Other' },
] as const;

export type WarningType = (typeof WARNING_TYPES)[number]['value'];
export const WARNINGS_PAGE_SIZE = 20;

export const warningMessages = {
  warningType: `warningType must be one of: ${WARNING_TYPES.map((t) => t.value).join(', ')}`,
  severity: 'Severity must be a whole number from 1 (Minor) to 5 (Critical).',
  self: 'You cannot warn yourself.',
  notFound: 'Warning not found',
  readOthers: 'You can only view your own warnings.',
  acknowledgeOthers: 'Only the warned member can acknowledge a warning.',
  alreadyStruck: 'This warning was already struck.',
} as const;

export const warningTypeLabel = (value: string): string => WARNING_TYPES.find((t) => t.value === value)?.label ?? value;

export function readWarningType(value: unknown): WarningType {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const found = WARNING_TYPES.find((t) => t.value === text);
  if (!found) throw new DomainError('VALIDATION', warningMessages.warningType);
  return found.value;
}

export function readSeverity(value: unknown): WarningSeverity {
  if (value === undefined || value === null || value === '') return DEFAULT_WARNING_SEVERITY;
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (!isWarningSeverity(n)) throw new DomainError('VALIDATION', warningMessages.severity);
  return n;
}

export interface IssueWarningInput {
  userId: unknown;
  warningType: unknown;
  reason: unknown;
  details?: unknown;
  severity?: unknown;
}

export async function issueWarning(ctx: Ctx, input: IssueWarningInput): Promise<Warning> {
  const admin = requireAdmin(ctx);
  const userId = readUserId(input.userId);
  const warningType = readWarningType(input.warningType);
  const reason = readReason(input.reason)!;
  const details = readDetails(input.details);
  const severity = readSeverity(input.severity);
  const target = await findTarget(ctx.db, userId);
  assertMaySanction(admin, target, warningMessages.self);

  const { warning, notifications } = await ctx.db.$transaction(async (tx) => {
    const warning = await tx.warning.create({ data: { userId, warningType, reason, details, severity, issuedById: admin.id } });
    await recordModerationAction(tx, {
      type: 'WARN',
      actorId: admin.id,
      targetUserId: userId,
      warningId: warning.id,
      reason,
      details: { warningType, severity, ...(details ? { details } : {}) },
    });
    await recomputeTrustScore(tx, userId, `Warning (${WARNING_SEVERITY_LABELS[severity]})`);
    // No actor: the member is never told which moderator warned them.
    const notifications = await createNotifications(tx, [
      {
        userId,
        type: 'ADMIN_ACTION',
        content: `You received a warning (${WARNING_SEVERITY_LABELS[severity]}): ${reason}`,
        data: { action: 'warned', target: 'account', warningId: warning.id, severity, warningType },
      },
    ]);
    // The discreet mail: that there is a notice, never the reason (sanctionMail.ts).
    await queueSanctionNotice(tx, userId, 'warning', warning.id);
    return { warning, notifications };
  });
  ctx.jobs.wake();
  await announceNotifications(ctx, notifications);
  return warning;
}

export const warningInclude = { issuedBy: { select: { id: true, username: true } } } as const satisfies Prisma.WarningInclude;
export type WarningWithIssuer = Prisma.WarningGetPayload<{ include: typeof warningInclude }>;

/** Whether the viewer may read `userId`'s warnings: themself or an admin (FORBIDDEN otherwise). */
export function assertMayReadWarnings(ctx: Ctx, userId: number): { admin: boolean } {
  const viewer = requireViewer(ctx);
  if (viewer.id === userId) return { admin: isAdmin(viewer) };
  if (!isAdmin(viewer)) throw new DomainError('FORBIDDEN', warningMessages.readOthers);
  return { admin: true };
}

export interface ListWarningsInput {
  userId: unknown;
  limit?: unknown;
  offset?: unknown;
}

/** GET /user-moderation/warnings/{userId}: newest first, 20 a page by default. */
export async function listWarnings(
  ctx: Ctx,
  input: ListWarningsInput,
): Promise<{ warnings: WarningWithIssuer[]; total: number; unacknowledged: number; limit: number; offset: number }> {
  const userId = readUserId(input.userId);
  assertMayReadWarnings(ctx, userId);
  const { limit, offset } = readOffsetPaging(input, WARNINGS_PAGE_SIZE);
  const where = { userId };
  const [warnings, total, unacknowledged] = await Promise.all([
    ctx.db.warning.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: limit, skip: offset, include: warningInclude }),
    ctx.db.warning.count({ where }),
    ctx.db.warning.count({ where: { userId, acknowledgedAt: null, struckAt: null } }),
  ]);
  return { warnings, total, unacknowledged, limit, offset };
}

export interface AcknowledgeWarningInput {
  warningId: number;
}

/** PATCH|PUT /user-moderation/warnings/{id}/acknowledge: the warned member only; idempotent. */
export async function acknowledgeWarning(ctx: Ctx, input: AcknowledgeWarningInput): Promise<Warning> {
  const { warningId } = input;
  const viewer = requireViewer(ctx);
  const warning = await ctx.db.warning.findUnique({ where: { id: warningId } });
  if (!warning || (warning.userId !== viewer.id && !isAdmin(viewer))) throw new DomainError('NOT_FOUND', warningMessages.notFound);
  if (warning.userId !== viewer.id) throw new DomainError('FORBIDDEN', warningMessages.acknowledgeOthers);
  if (warning.acknowledgedAt) return warning;
  await ctx.db.warning.updateMany({ where: { id: warningId, acknowledgedAt: null }, data: { acknowledgedAt: new Date() } });
  return ctx.db.warning.findUniqueOrThrow({ where: { id: warningId } });
}

export interface StrikeWarningInTxInput {
  warningId: number;
  actorId: number | null;
  reason: string;
}

/**
 * Strikes a warning inside the caller's transaction (an overturned appeal, or an admin's strike):
 * it stays in the history with struckAt, no longer counts against the trust score; writes the
 * STRIKE_WARNING log row and recomputes the score. NOT_FOUND when missing, CONFLICT when already struck.
 */
export async function strikeWarningInTx(tx: Prisma.TransactionClient, input: StrikeWarningInTxInput): Promise<Warning> {
  const warning = await tx.warning.findUnique({ where: { id: input.warningId } });
  if (!warning) throw new DomainError('NOT_FOUND', warningMessages.notFound);
  const { count } = await tx.warning.updateMany({ where: { id: warning.id, struckAt: null }, data: { struckAt: new Date() } });
  if (count !== 1) throw new DomainError('CONFLICT', warningMessages.alreadyStruck);
  await recordModerationAction(tx, {
    type: 'STRIKE_WARNING',
    actorId: input.actorId,
    targetUserId: warning.userId,
    warningId: warning.id,
    reason: input.reason,
    details: { warningType: warning.warningType, severity: warning.severity },
  });
  await recomputeTrustScore(tx, warning.userId, 'Warning struck');
  return tx.warning.findUniqueOrThrow({ where: { id: warning.id } });
}

export interface StrikeWarningInput {
  warningId: number;
  reason: unknown;
}

/** An admin strikes a warning directly (POST /user-moderation/warnings/{id}/strike {reason}). */
export async function strikeWarning(ctx: Ctx, input: StrikeWarningInput): Promise<Warning> {
  const admin = requireAdmin(ctx);
  const reason = readReason(input.reason)!;
  return ctx.db.$transaction(async (tx) => {
    const warning = await tx.warning.findUnique({ where: { id: input.warningId }, select: { userId: true } });
    if (!warning) throw new DomainError('NOT_FOUND', warningMessages.notFound);
    if (warning.userId === admin.id) throw new DomainError('FORBIDDEN', 'You cannot strike your own warning.');
    return strikeWarningInTx(tx, { warningId: input.warningId, actorId: admin.id, reason });
  });
}
