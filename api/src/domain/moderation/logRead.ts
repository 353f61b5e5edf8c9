// The moderation log, read: admins read the whole log (filtered by type or member), members the
// actions on their own account and content, with the reasons and never the moderator. One read
// model for both transports: `moderationLogQuery` and `accountActionsQuery` decide who may read
// what and in which order; GraphQL pages it as a connection, REST by limit and offset.
import type { Ctx } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { ModerationActionType as ModerationActionTypes } from '../../generated/prisma/enums.ts';
import type { ModerationActionType } from '../../generated/prisma/enums.ts';
import { DomainError } from '../../lib/errors.ts';
import { requireAdmin, requireViewer } from '../auth/session.ts';

/** Every action type the log knows (the Prisma enum's values, in its order). */
export const MODERATION_ACTION_TYPES = Object.values(ModerationActionTypes) as readonly ModerationActionType[];

/**
 * What a member reads about themself. Left out: flag dismissals and report changes (they concern
 * flaggers and reporters, who stay unnamed), trust overrides (the score is an admin tool) and
 * anything about a shadow ban (the member must notice nothing).
 */
export const MEMBER_VISIBLE_ACTION_TYPES: readonly ModerationActionType[] = [
  'APPROVE_CONTENT',
  'REJECT_CONTENT',
  'REMOVE_CONTENT',
  'HIDE_CONTENT',
  'RESTORE_CONTENT',
  'WARN',
  'STRIKE_WARNING',
  'BAN',
  'UNBAN',
  'APPEAL_DECISION',
];

export const moderationLogOrder: Prisma.ModerationActionOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

export interface ModerationLogFilter {
  /** One action type (ModerationActionType); anything else is refused. */
  type?: unknown;
  /** Only actions concerning this member. */
  targetUserId?: number | null;
}

export function readActionType(value: unknown): ModerationActionType | null {
  if (value === undefined || value === null || value === '') return null;
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!(MODERATION_ACTION_TYPES as readonly string[]).includes(upper)) {
    throw new DomainError('VALIDATION', `Unknown action type. Use one of: ${MODERATION_ACTION_TYPES.join(', ')}`);
  }
  return upper as ModerationActionType;
}

/** Admins only: the whole log, newest first, filtered by type and member. */
export function moderationLogQuery(ctx: Ctx, filter: ModerationLogFilter) {
  requireAdmin(ctx);
  const type = readActionType(filter.type);
  const where: Prisma.ModerationActionWhereInput = {
    ...(type ? { type } : {}),
    ...(filter.targetUserId != null ? { targetUserId: filter.targetUserId } : {}),
  };
  return { where, orderBy: moderationLogOrder };
}

/** Members who can read no shadow ban: rows about one are never theirs to see. */
const notAboutShadowBan: Prisma.ModerationActionWhereInput = { OR: [{ banId: null }, { ban: { banType: { not: 'SHADOW' } } }] };

/** The viewer's own account and content: what was done and why, never by whom. */
export function accountActionsQuery(ctx: Ctx) {
  const viewer = requireViewer(ctx);
  const where: Prisma.ModerationActionWhereInput = {
    targetUserId: viewer.id,
    type: { in: [...MEMBER_VISIBLE_ACTION_TYPES] },
    ...notAboutShadowBan,
  };
  return { where, orderBy: moderationLogOrder };
}

/** Whether `userId` may read this log row as their own (same rule as accountActionsQuery). */
export function isOwnVisibleAction(
  row: { targetUserId: number | null; type: ModerationActionType; ban?: { banType: string } | null },
  userId: number,
): boolean {
  return row.targetUserId === userId && MEMBER_VISIBLE_ACTION_TYPES.includes(row.type) && row.ban?.banType !== 'SHADOW';
}

/** The select of the member's view of a row: no actor, no details. */
export const accountActionSelect = {
  id: true,
  type: true,
  reason: true,
  createdAt: true,
  targetUserId: true,
  postId: true,
  commentId: true,
  banId: true,
  warningId: true,
  post: { select: { id: true, title: true, urlId: true, slug: true } },
  comment: { select: { id: true, contentText: true, post: { select: { title: true, urlId: true, slug: true } } } },
  ban: { select: { banType: true, expiresAt: true, liftedAt: true } },
  warning: { select: { warningType: true, severity: true, struckAt: true } },
  appeal: { select: { id: true, status: true, text: true, decisionReason: true, decidedAt: true, createdAt: true } },
} satisfies Prisma.ModerationActionSelect;

export type AccountActionRow = Prisma.ModerationActionGetPayload<{ select: typeof accountActionSelect }>;

/** The admin's view adds the actor, the member and the facts recorded with the action. */
export const moderationLogSelect = {
  ...accountActionSelect,
  actorId: true,
  details: true,
  actor: { select: { id: true, username: true, displayName: true } },
  targetUser: { select: { id: true, username: true, displayName: true } },
  reportId: true,
} satisfies Prisma.ModerationActionSelect;

export type ModerationLogRow = Prisma.ModerationActionGetPayload<{ select: typeof moderationLogSelect }>;
