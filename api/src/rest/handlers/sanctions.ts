// /api/user-moderation bans, warnings, trust score, can-interact and summary (spec §7 User
// moderation). Rules: domain/moderation/{bans,warnings,trust,standing}.ts. These calls use the
// spec's camelCase keys (userId, banType, warningType, trustScore, canInteract).
import type { Handler } from '../router.ts';
import type { Ban, Warning } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { intIdOf } from '../../lib/ids.ts';
import { isAdmin } from '../../domain/auth/session.ts';
import { banUser, isBanActive, liftBan, listBans, type BanWithPeople } from '../../domain/moderation/bans.ts';
import { WARNING_SEVERITY_LABELS } from '../../domain/moderation/levels.ts';
import {
  WARNING_TYPES,
  acknowledgeWarning,
  issueWarning,
  listWarnings,
  strikeWarning,
  warningTypeLabel,
  type WarningWithIssuer,
} from '../../domain/moderation/warnings.ts';
import { getTrustScore, setTrustScore } from '../../domain/moderation/trust.ts';
import { canInteract, moderationSummary } from '../../domain/moderation/standing.ts';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
const page = (query: URLSearchParams) => ({ limit: query.get('limit') ?? undefined, offset: query.get('offset') ?? undefined });

export function presentBan(ban: Ban & Partial<Pick<BanWithPeople, 'user' | 'issuedBy' | 'liftedBy'>>) {
  return {
    id: ban.id,
    userId: ban.userId,
    banType: ban.banType.toLowerCase(),
    reason: ban.reason,
    details: ban.details,
    duration: ban.durationHours,
    durationHours: ban.durationHours,
    expiresAt: iso(ban.expiresAt),
    isActive: isBanActive(ban),
    liftedAt: iso(ban.liftedAt),
    liftReason: ban.liftReason,
    createdAt: iso(ban.createdAt),
    ...(ban.user ? { user: { id: ban.user.id, username: ban.user.username, displayName: ban.user.displayName } } : {}),
    ...(ban.issuedBy !== undefined ? { issuedBy: ban.issuedBy } : {}),
    ...(ban.liftedBy !== undefined ? { liftedBy: ban.liftedBy } : {}),
  };
}

/** A warning; `issuedBy` only for admins (members never learn which moderator warned them). */
export function presentWarning(warning: Warning & { issuedBy?: WarningWithIssuer['issuedBy'] }, forAdmin: boolean) {
  return {
    id: warning.id,
    userId: warning.userId,
    warningType: warning.warningType,
    warningTypeLabel: warningTypeLabel(warning.warningType),
    reason: warning.reason,
    details: warning.details,
    severity: warning.severity,
    severityLabel: WARNING_SEVERITY_LABELS[warning.severity as 1] ?? String(warning.severity),
    acknowledged: warning.acknowledgedAt !== null,
    acknowledgedAt: iso(warning.acknowledgedAt),
    isStruck: warning.struckAt !== null,
    struckAt: iso(warning.struckAt),
    createdAt: iso(warning.createdAt),
    ...(forAdmin && warning.issuedBy !== undefined ? { issuedBy: warning.issuedBy } : {}),
  };
}

export const banHandler: Handler = async (ctx, { body }) => {
  const ban = await banUser(ctx, {
    userId: body.userId ?? body.user_id,
    banType: body.banType ?? body.ban_type,
    reason: body.reason,
    details: body.details,
    duration: body.duration,
  });
  return { status: 201, body: { success: true, message: 'User banned', ban: presentBan(ban) } };
};

export const unbanHandler: Handler = async (ctx, { params, query, body }) => {
  const ban = await liftBan(ctx, { userId: params.userId, reason: body?.reason ?? query.get('reason') ?? undefined });
  return { body: { success: true, message: 'Ban lifted', ban: presentBan(ban) } };
};

export const bansHandler: Handler = async (ctx, { query }) => {
  const { bans, total, limit, offset } = await listBans(ctx, {
    ...page(query),
    active: query.get('active') ?? undefined,
    userId: query.get('userId') ?? undefined,
  });
  return { body: { bans: bans.map(presentBan), total, limit, offset } };
};

export const warnHandler: Handler = async (ctx, { body }) => {
  const warning = await issueWarning(ctx, {
    userId: body.userId ?? body.user_id,
    warningType: body.warningType ?? body.warning_type,
    reason: body.reason,
    details: body.details,
    severity: body.severity,
  });
  return { status: 201, body: { success: true, message: 'Warning issued', warning: presentWarning(warning, true) } };
};

export const warningTypesHandler: Handler = async () => ({ body: { warningTypes: WARNING_TYPES } });

export const warningsHandler: Handler = async (ctx, { params, query }) => {
  const result = await listWarnings(ctx, { userId: params.id, ...page(query) });
  const forAdmin = isAdmin(ctx.viewer);
  return {
    body: {
      warnings: result.warnings.map((w) => presentWarning(w, forAdmin)),
      total: result.total,
      unacknowledged: result.unacknowledged,
      limit: result.limit,
      offset: result.offset,
    },
  };
};

const warningIdOf = (value: string | undefined) => {
  if (!value) throw new DomainError('BAD_USER_INPUT', 'Invalid Warning id');
  return intIdOf(value, 'Warning');
};

export const acknowledgeWarningHandler: Handler = async (ctx, { params }) => {
  const warning = await acknowledgeWarning(ctx, { warningId: warningIdOf(params.id) });
  return { body: { success: true, message: 'Warning acknowledged', warning: presentWarning(warning, false) } };
};

export const strikeWarningHandler: Handler = async (ctx, { params, body }) => {
  const warning = await strikeWarning(ctx, { warningId: warningIdOf(params.id), reason: body.reason });
  return { body: { success: true, message: 'Warning struck', warning: presentWarning(warning, true) } };
};

export const trustScoreHandler: Handler = async (ctx, { params }) => {
  const view = await getTrustScore(ctx, { userId: params.userId });
  return { body: view };
};

export const setTrustScoreHandler: Handler = async (ctx, { params, body }) => {
  const view = await setTrustScore(ctx, { userId: params.userId, score: body.score, reason: body.reason });
  return { body: { success: true, message: view.isOverride ? 'Trust score overridden' : 'Trust score override removed', ...view } };
};

export const canInteractHandler: Handler = async (ctx, { params }) => ({ body: await canInteract(ctx, { userId: params.userId }) });

export const summaryHandler: Handler = async (ctx, { params }) => {
  const summary = await moderationSummary(ctx, { userId: params.userId });
  return { body: { summary } };
};
