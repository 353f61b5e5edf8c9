// Appeals (due process): a member may appeal a warning, a content removal or a ban once, with a
// text, within APPEAL_WINDOW_DAYS of the action. Banned members, who cannot sign in, appeal their
// ban through the signed link their login refusal carries. An admin other than the one who acted
// decides, with a written reason the member reads; an overturned action is undone in the same
// transaction (content restored, ban lifted, warning struck) and the decision is logged.
import type { Ctx } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { AppealStatus, ModerationActionType } from '../../generated/prisma/enums.ts';
import { DomainError } from '../../lib/errors.ts';
import { requireAdmin, requireViewer } from '../auth/session.ts';
import { countPublishedPost } from '../posts/posts.ts';
import { invalidateFeedCaches } from '../posts/feed.ts';
import { countPublishedComment } from '../comments/comments.ts';
import { announceNotifications, createNotifications, type CreatedNotification } from '../notifications/notify.ts';
import { recordModerationAction } from './log.ts';
import { announceQueueChange } from './queueEvents.ts';
import { recomputeTrustScore } from './trust.ts';
import { liftBanInTx } from './bans.ts';
import { strikeWarningInTx } from './warnings.ts';
import { isOwnVisibleAction } from './logRead.ts';
import { queueSanctionNotice } from './sanctionMail.ts';

export const APPEAL_WINDOW_DAYS = 14;
const APPEAL_WINDOW_MS = APPEAL_WINDOW_DAYS * 24 * 60 * 60 * 1000;
export const APPEAL_TEXT_MAX = 2000;
export const APPEAL_DECISION_REASON_MAX = 2000;

/** The actions a member may appeal. */
export const APPEALABLE_ACTION_TYPES: readonly ModerationActionType[] = ['WARN', 'BAN', 'REMOVE_CONTENT', 'REJECT_CONTENT'];

export const appealMessages = {
  textRequired: 'Please explain why you are appealing.',
  textTooLong: `Your appeal may be at most ${APPEAL_TEXT_MAX} characters.`,
  notFound: 'There is no such action on your account.',
  notAppealable: 'This action cannot be appealed.',
  windowClosed: `Appeals must be made within ${APPEAL_WINDOW_DAYS} days of the action. This one can no longer be appealed.`,
  alreadyAppealed: 'You have already appealed this action. Each action can be appealed once.',
  invalidLink: 'This appeal link is invalid or has expired.',
  appealNotFound: 'Appeal not found',
  alreadyDecided: 'This appeal has already been decided.',
  sameAdmin: 'An appeal must be decided by a different admin than the one who took the action.',
  ownAppeal: 'You cannot decide your own appeal.',
  reasonRequired: 'Please write the reason for your decision; the member will read it.',
  reasonTooLong: `The reason may be at most ${APPEAL_DECISION_REASON_MAX} characters.`,
} as const;

/** The last moment the action may be appealed. */
export const appealDeadline = (actionCreatedAt: Date) => new Date(actionCreatedAt.getTime() + APPEAL_WINDOW_MS);

/** Whether the member may still appeal this (already visible to them) action. */
export function canAppeal(action: { type: ModerationActionType; createdAt: Date; appeal?: { id: number } | null }, now = new Date()): boolean {
  return APPEALABLE_ACTION_TYPES.includes(action.type) && !action.appeal && appealDeadline(action.createdAt) > now;
}

function readText(value: unknown, required: string, tooLong: string, max: number): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw new DomainError('VALIDATION', required);
  if (text.length > max) throw new DomainError('VALIDATION', tooLong);
  return text;
}

const appealActionSelect = {
  id: true,
  type: true,
  actorId: true,
  targetUserId: true,
  createdAt: true,
  postId: true,
  commentId: true,
  banId: true,
  warningId: true,
  ban: { select: { banType: true } },
  appeal: { select: { id: true } },
} satisfies Prisma.ModerationActionSelect;

export interface SubmitAppealInput {
  actionId: number;
  text: unknown;
}

/** A signed-in member appeals an action on their account or content. */
export async function submitAppeal(ctx: Ctx, input: SubmitAppealInput) {
  const viewer = requireViewer(ctx);
  return createAppeal(ctx, viewer.id, input.actionId, input.text);
}

async function createAppeal(ctx: Ctx, userId: number, actionId: number, rawText: unknown) {
  const text = readText(rawText, appealMessages.textRequired, appealMessages.textTooLong, APPEAL_TEXT_MAX);
  const action = await ctx.db.moderationAction.findUnique({ where: { id: actionId }, select: appealActionSelect });
  if (!action || !isOwnVisibleAction(action, userId)) throw new DomainError('NOT_FOUND', appealMessages.notFound);
  if (!APPEALABLE_ACTION_TYPES.includes(action.type)) throw new DomainError('VALIDATION', appealMessages.notAppealable);
  if (action.appeal) throw new DomainError('CONFLICT', appealMessages.alreadyAppealed);
  if (appealDeadline(action.createdAt) <= new Date()) throw new DomainError('FORBIDDEN', appealMessages.windowClosed);
  let appeal;
  try {
    appeal = await ctx.db.appeal.create({ data: { userId, actionId: action.id, text }, select: appealSelect });
  } catch (error) {
    // Appeal.actionId is unique: of two concurrent appeals of one action, one is stored.
    if ((error as { code?: string }).code === 'P2002') throw new DomainError('CONFLICT', appealMessages.alreadyAppealed);
    throw error;
  }
  announceQueueChange(ctx, { kind: 'APPEAL', id: appeal.id, change: 'CREATED', byAdminId: null });
  return appeal;
}

export const appealSelect = {
  id: true,
  actionId: true,
  text: true,
  status: true,
  decisionReason: true,
  decidedAt: true,
  createdAt: true,
} satisfies Prisma.AppealSelect;

// ── Banned members: the appeal link ──────────────────────────────────────────

/** The web page that takes a ban appeal without a session. */
export const BAN_APPEAL_PATH = '/appeal';

/**
 * The appeal link for a member refused at sign-in because of a ban: a signed token bound to
 * the purpose 'ban_appeal', the member and the ban's log entry, valid until the appeal window
 * closes. None when the ban has no log entry or the window is over.
 */
export async function banAppealLink(
  ctx: Pick<Ctx, 'db' | 'tokens' | 'publicUrl'>,
  userId: number,
): Promise<{ appealToken: string; appealUrl: string } | null> {
  const action = await ctx.db.moderationAction.findFirst({
    where: {
      type: 'BAN',
      targetUserId: userId,
      ban: { userId, liftedAt: null, banType: { not: 'SHADOW' }, OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }] },
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true, createdAt: true },
  });
  if (!action) return null;
  const deadline = appealDeadline(action.createdAt);
  if (deadline <= new Date()) return null;
  const appealToken = await ctx.tokens.issuePurpose('ban_appeal', { userId, actionId: action.id }, deadline);
  return { appealToken, appealUrl: `${ctx.publicUrl()}${BAN_APPEAL_PATH}?token=${encodeURIComponent(appealToken)}` };
}

async function readBanAppealToken(ctx: Ctx, token: unknown): Promise<{ userId: number; actionId: number }> {
  const claims = await ctx.tokens.checkPurpose('ban_appeal', typeof token === 'string' ? token : null);
  const userId = claims?.userId;
  const actionId = claims?.actionId;
  if (typeof userId !== 'number' || typeof actionId !== 'number') throw new DomainError('INVALID_TOKEN', appealMessages.invalidLink);
  return { userId, actionId };
}

export interface BanAppealStatusInput {
  token: unknown;
}

/** What the appeal page shows for a ban appeal link: the ban, its end and any appeal made. */
export async function banAppealStatus(ctx: Ctx, input: BanAppealStatusInput) {
  const { userId, actionId } = await readBanAppealToken(ctx, input.token);
  const action = await ctx.db.moderationAction.findFirst({
    where: { id: actionId, targetUserId: userId, type: 'BAN' },
    select: {
      createdAt: true,
      reason: true,
      ban: { select: { banType: true, reason: true, expiresAt: true, liftedAt: true } },
      appeal: { select: appealSelect },
    },
  });
  if (!action?.ban || action.ban.banType === 'SHADOW') throw new DomainError('INVALID_TOKEN', appealMessages.invalidLink);
  return {
    banType: action.ban.banType,
    reason: action.ban.reason,
    expiresAt: action.ban.expiresAt,
    liftedAt: action.ban.liftedAt,
    appealDeadline: appealDeadline(action.createdAt),
    appeal: action.appeal,
  };
}

export interface SubmitBanAppealInput {
  token: unknown;
  text: unknown;
}

/** A banned member's appeal through their link (no session). */
export async function submitBanAppeal(ctx: Ctx, input: SubmitBanAppealInput) {
  const { userId, actionId } = await readBanAppealToken(ctx, input.token);
  return createAppeal(ctx, userId, actionId, input.text);
}

// ── Admins: the queue and the decision ───────────────────────────────────────

export function readAppealStatus(value: unknown): AppealStatus | null {
  if (value === undefined || value === null || value === '') return null;
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (upper === 'PENDING' || upper === 'UPHELD' || upper === 'OVERTURNED') return upper;
  throw new DomainError('VALIDATION', 'Unknown appeal status. Use one of: pending, upheld, overturned');
}

export interface AppealsQueryInput {
  status?: unknown;
}

/** Admins: appeals with a status (default: pending), oldest pending first, decided newest first. */
export function appealsQuery(ctx: Ctx, input: AppealsQueryInput) {
  requireAdmin(ctx);
  const status = readAppealStatus(input.status) ?? 'PENDING';
  const orderBy: Prisma.AppealOrderByWithRelationInput[] =
    status === 'PENDING' ? [{ createdAt: 'asc' }, { id: 'asc' }] : [{ createdAt: 'desc' }, { id: 'desc' }];
  return { where: { status } satisfies Prisma.AppealWhereInput, orderBy };
}

export interface DecideAppealInput {
  appealId: number;
  /** true: the action is undone; false: it stands. */
  overturn: boolean;
  reason: unknown;
}

const actionNoun: Partial<Record<ModerationActionType, string>> = {
  WARN: 'warning',
  BAN: 'ban',
  REMOVE_CONTENT: 'removal of your content',
  REJECT_CONTENT: 'rejection of your content',
};

export async function decideAppeal(ctx: Ctx, input: DecideAppealInput) {
  const admin = requireAdmin(ctx);
  const reason = readText(input.reason, appealMessages.reasonRequired, appealMessages.reasonTooLong, APPEAL_DECISION_REASON_MAX);
  const result = await ctx.db.$transaction(async (tx) => {
    const appeal = await tx.appeal.findUnique({
      where: { id: input.appealId },
      select: { id: true, userId: true, status: true, action: { select: appealActionSelect } },
    });
    if (!appeal) throw new DomainError('NOT_FOUND', appealMessages.appealNotFound);
    if (appeal.status !== 'PENDING') throw new DomainError('CONFLICT', appealMessages.alreadyDecided);
    if (appeal.userId === admin.id) throw new DomainError('FORBIDDEN', appealMessages.ownAppeal);
    if (appeal.action.actorId === admin.id) throw new DomainError('FORBIDDEN', appealMessages.sameAdmin);
    const status: AppealStatus = input.overturn ? 'OVERTURNED' : 'UPHELD';
    // Only the first of concurrent decisions counts.
    const { count } = await tx.appeal.updateMany({
      where: { id: appeal.id, status: 'PENDING' },
      data: { status, decidedById: admin.id, decisionReason: reason, decidedAt: new Date() },
    });
    if (count !== 1) throw new DomainError('CONFLICT', appealMessages.alreadyDecided);
    const { action } = appeal;
    let restored = false;
    if (input.overturn) restored = await undoAction(tx, action, admin.id, reason);
    await recordModerationAction(tx, {
      type: 'APPEAL_DECISION',
      actorId: admin.id,
      targetUserId: appeal.userId,
      postId: action.postId,
      commentId: action.commentId,
      banId: action.banId,
      warningId: action.warningId,
      reason,
      details: { appealId: appeal.id, actionId: action.id, appealedType: action.type, outcome: status },
    });
    await recomputeTrustScore(tx, appeal.userId);
    const noun = actionNoun[action.type] ?? 'action';
    const notifications: CreatedNotification[] = await createNotifications(tx, [
      {
        userId: appeal.userId,
        type: 'ADMIN_ACTION',
        content: input.overturn
          ? `Your appeal was accepted: the ${noun} was overturned. Reason: ${reason}`
          : `Your appeal was reviewed and the ${noun} stands. Reason: ${reason}`,
        // No actorId: the member is never told which admin decided.
        data: { action: 'appeal_decided', appealId: appeal.id, outcome: status.toLowerCase(), standing: true },
      },
    ]);
    // The discreet mail: that the appeal was decided, never the outcome or the reason (sanctionMail.ts).
    await queueSanctionNotice(tx, appeal.userId, 'appealDecision', appeal.id);
    const decided = await tx.appeal.findUniqueOrThrow({ where: { id: appeal.id }, select: appealSelect });
    return { appeal: decided, notifications, restored };
  });
  if (result.restored) invalidateFeedCaches();
  ctx.jobs.wake();
  announceQueueChange(ctx, { kind: 'APPEAL', id: result.appeal.id, change: 'UPDATED', byAdminId: admin.id });
  await announceNotifications(ctx, result.notifications);
  return result.appeal;
}

type AppealedAction = Prisma.ModerationActionGetPayload<{ select: typeof appealActionSelect }>;

/** Undoes the appealed action inside the decision's transaction. Returns whether content came back. */
async function undoAction(tx: Prisma.TransactionClient, action: AppealedAction, adminId: number, reason: string): Promise<boolean> {
  switch (action.type) {
    case 'WARN': {
      if (action.warningId == null) return false;
      const warning = await tx.warning.findUnique({ where: { id: action.warningId }, select: { struckAt: true } });
      if (warning && !warning.struckAt) await strikeWarningInTx(tx, { warningId: action.warningId, actorId: adminId, reason });
      return false;
    }
    case 'BAN': {
      if (action.banId == null) return false;
      const ban = await tx.ban.findUnique({ where: { id: action.banId }, select: { liftedAt: true, expiresAt: true } });
      const inForce = ban && !ban.liftedAt && (!ban.expiresAt || ban.expiresAt > new Date());
      if (inForce) await liftBanInTx(tx, { banId: action.banId, actorId: adminId, reason });
      return false;
    }
    case 'REMOVE_CONTENT':
    case 'REJECT_CONTENT':
      return restoreContent(tx, action, adminId, reason);
    default:
      return false;
  }
}

/** Undoes a removal (soft delete) or rejection of a post or comment, with the counters it took. */
async function restoreContent(tx: Prisma.TransactionClient, action: AppealedAction, adminId: number, reason: string): Promise<boolean> {
  const data = { deletedAt: null, deletedById: null, removalReason: null, status: 'PUBLISHED' as const };
  if (action.commentId != null) {
    const comment = await tx.comment.findUnique({ where: { id: action.commentId } });
    if (!comment || (comment.deletedAt === null && comment.status === 'PUBLISHED')) return false;
    // The author deleted it themself since: an appeal does not bring it back.
    if (comment.deletedAt !== null && comment.deletedById === comment.authorId) return false;
    await tx.comment.update({ where: { id: comment.id }, data: { ...data, reviewedById: adminId, reviewedAt: new Date() } });
    // Counted while published and not deleted: it was not counted before, it is now.
    await countPublishedComment(tx, comment, 1);
  } else if (action.postId != null) {
    const post = await tx.post.findUnique({ where: { id: action.postId } });
    if (!post || (post.deletedAt === null && post.status === 'PUBLISHED')) return false;
    if (post.deletedAt !== null && post.deletedById === post.authorId) return false;
    await tx.post.update({ where: { id: post.id }, data: { ...data, reviewedById: adminId, reviewedAt: new Date() } });
    await countPublishedPost(tx, post, 1);
  } else {
    return false;
  }
  await recordModerationAction(tx, {
    type: 'RESTORE_CONTENT',
    actorId: adminId,
    targetUserId: action.targetUserId,
    postId: action.postId,
    commentId: action.commentId,
    reason,
    details: { appealedActionId: action.id },
  });
  return true;
}

/**
 * A BANNED refusal with the member's appeal link added to its details (appealToken, appealUrl),
 * when their ban can still be appealed. Any other error is returned as it is.
 */
export async function withBanAppealLink(ctx: Pick<Ctx, 'db' | 'tokens' | 'publicUrl'>, error: unknown, userId: number): Promise<unknown> {
  if (!(error instanceof DomainError) || error.code !== 'BANNED') return error;
  const link = await banAppealLink(ctx, userId);
  return link ? new DomainError('BANNED', error.message, { ...error.details, ...link }) : error;
}
