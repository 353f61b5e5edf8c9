// Block and mute (spec §3, §7 User moderation, §9): one member's choices about another.
// - Block means no contact: no direct messages either way (messages/conversations.ts), no comments
//   or replies from the blocked member on the blocker's posts and comments (comments.ts), no
//   notifications from them, and their posts and comments hidden from the blocker everywhere.
// - Mute hides the muted member's posts, comments and notifications from the muter only; the
//   muted member is not told and nothing else changes for them.
// The hiding itself lives in the one visibility rule (posts/access.ts), which reads the viewer's
// relations loaded with the viewer (auth/session.ts) in the same statement.
import type { Ctx, Viewer } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { parseIntId } from '../../lib/ids.ts';
import { OFFSET_PAGE_MAX, readOffsetPaging } from '../../lib/wholeNumber.ts';
import { requireViewer } from '../auth/session.ts';
import { publishUnreadCounts } from '../notifications/unreadCounts.ts';

/** The viewer's block of a member, as a relation load of that member (none for guests): "you blocked them". */
export const viewerBlockRows = (viewerId: number | null) => ({ where: { blockerId: viewerId ?? -1 }, select: { id: true } }) satisfies Prisma.User$blockedByArgs;
/** The viewer's mute of a member, likewise: "you muted them". */
export const viewerMuteRows = (viewerId: number | null) => ({ where: { muterId: viewerId ?? -1 }, select: { id: true } }) satisfies Prisma.User$mutedByArgs;

export const RELATION_PAGE_SIZE = 50;
export const RELATION_PAGE_MAX = OFFSET_PAGE_MAX;
/** A block's optional reason is the blocker's own note; longer text is cut. */
export const BLOCK_REASON_MAX = 500;

export const relationMessages = {
  blockSelf: 'You cannot block yourself.',
  alreadyBlocked: 'User is already blocked.',
  muteSelf: 'You cannot mute yourself.',
  alreadyMuted: 'User is already muted.',
  userNotFound: 'User not found',
  invalidUser: 'Invalid user id',
  /** A blocked member commenting on the blocker's post or replying to their comment. */
  replyRefused: 'You cannot reply to this member.',
} as const;

export type RelationKind = 'BLOCK' | 'MUTE';

// ─── What the viewer carries (read with the viewer, one statement) ───

/** Authors whose posts and comments the viewer does not see in lists: blocked and muted (ascending, distinct). */
export function hiddenAuthorIds(viewer: Viewer | null): number[] {
  if (!viewer) return [];
  const { blocked, muted } = viewer.relations;
  if (muted.length === 0) return blocked;
  if (blocked.length === 0) return muted;
  return [...new Set([...blocked, ...muted])].sort((a, b) => a - b);
}

/** Whether `authorId` blocked the viewer: their posts and comments take no comment from the viewer. */
export const isBlockedBy = (viewer: Viewer, authorId: number) => viewer.relations.blockedBy.includes(authorId);

// ─── Reading input ───

/** A member named by numeric id (number or digits); 400 for anything else. */
export function readUserId(value: unknown): number {
  const id = typeof value === 'number' && Number.isInteger(value) ? parseIntId(String(value)) : typeof value === 'string' ? parseIntId(value.trim()) : null;
  if (id === null) throw new DomainError('VALIDATION', relationMessages.invalidUser);
  return id;
}

async function requireTarget(ctx: Ctx, viewer: Viewer, userId: number, selfMessage: string) {
  if (userId === viewer.id) throw new DomainError('VALIDATION', selfMessage);
  const user = await ctx.db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) throw new DomainError('NOT_FOUND', relationMessages.userNotFound);
  return user;
}

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: string }).code === 'P2002';

/**
 * The muter's / blocker's notifications from the other member go too (and their badge
 * counts follow): from now on they hear nothing from them, including what came before.
 */
async function withdrawNotificationsFrom(tx: Prisma.TransactionClient, userId: number, actorId: number): Promise<number> {
  const { count } = await tx.notification.deleteMany({ where: { userId, actorId, type: { in: ['POST_COMMENT', 'MESSAGE'] } } });
  return count;
}

// ─── Block ───

export interface BlockUserInput {
  userId: unknown;
  reason?: unknown;
}

export interface RelationChange {
  /** The other member's id. */
  userId: number;
  /** False when nothing changed (unblocking / unmuting someone who was not). */
  changed: boolean;
}

/** Blocks a member. 400 on oneself, 404 for an unknown member, 409 'User is already blocked.'. */
export async function blockUser(ctx: Ctx, input: BlockUserInput): Promise<RelationChange & { createdAt: Date }> {
  const viewer = requireViewer(ctx);
  const target = await requireTarget(ctx, viewer, readUserId(input.userId), relationMessages.blockSelf);
  const reason = typeof input.reason === 'string' && input.reason.trim() ? input.reason.trim().slice(0, BLOCK_REASON_MAX) : null;
  try {
    const { block, withdrawn } = await ctx.db.$transaction(async (tx) => {
      const block = await tx.block.create({ data: { blockerId: viewer.id, blockedId: target.id, reason }, select: { createdAt: true } });
      return { block, withdrawn: await withdrawNotificationsFrom(tx, viewer.id, target.id) };
    });
    if (withdrawn > 0) await publishUnreadCounts(ctx, [viewer.id]);
    return { userId: target.id, changed: true, createdAt: block.createdAt };
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('CONFLICT', relationMessages.alreadyBlocked);
    throw error;
  }
}

export interface UnblockUserInput {
  userId: unknown;
}

/** Unblocks a member; answers changed: false when they were not blocked. 404 for an unknown member. */
export async function unblockUser(ctx: Ctx, input: UnblockUserInput): Promise<RelationChange> {
  const viewer = requireViewer(ctx);
  const target = await requireTarget(ctx, viewer, readUserId(input.userId), relationMessages.blockSelf);
  const { count } = await ctx.db.block.deleteMany({ where: { blockerId: viewer.id, blockedId: target.id } });
  return { userId: target.id, changed: count > 0 };
}

// ─── Mute ───

export interface MuteUserInput {
  userId: unknown;
}

/** Mutes a member. 400 on oneself, 404 for an unknown member, 409 'User is already muted.'. */
export async function muteUser(ctx: Ctx, input: MuteUserInput): Promise<RelationChange & { createdAt: Date }> {
  const viewer = requireViewer(ctx);
  const target = await requireTarget(ctx, viewer, readUserId(input.userId), relationMessages.muteSelf);
  try {
    const { mute, withdrawn } = await ctx.db.$transaction(async (tx) => {
      const mute = await tx.mute.create({ data: { muterId: viewer.id, mutedId: target.id }, select: { createdAt: true } });
      return { mute, withdrawn: await withdrawNotificationsFrom(tx, viewer.id, target.id) };
    });
    if (withdrawn > 0) await publishUnreadCounts(ctx, [viewer.id]);
    return { userId: target.id, changed: true, createdAt: mute.createdAt };
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('CONFLICT', relationMessages.alreadyMuted);
    throw error;
  }
}

export interface UnmuteUserInput {
  userId: unknown;
}

export async function unmuteUser(ctx: Ctx, input: UnmuteUserInput): Promise<RelationChange> {
  const viewer = requireViewer(ctx);
  const target = await requireTarget(ctx, viewer, readUserId(input.userId), relationMessages.muteSelf);
  const { count } = await ctx.db.mute.deleteMany({ where: { muterId: viewer.id, mutedId: target.id } });
  return { userId: target.id, changed: count > 0 };
}

// ─── Status and lists ───

export interface HasRelationInput {
  kind: RelationKind;
  /** The other member's id, as sent (checked here). */
  userId: unknown;
}

/** Whether the viewer blocked / muted the member; false for guests and unknown members (no 404: a status check). */
export async function hasRelation(ctx: Ctx, input: HasRelationInput): Promise<boolean> {
  const { kind } = input;
  const userId = readUserId(input.userId);
  if (!ctx.viewer) return false;
  return (kind === 'BLOCK' ? ctx.viewer.relations.blocked : ctx.viewer.relations.muted).includes(userId);
}

export interface RelationListInput {
  limit?: unknown;
  offset?: unknown;
}

export function readRelationPage(input: RelationListInput): { take: number; skip: number } {
  const { limit, offset } = readOffsetPaging(input, RELATION_PAGE_SIZE);
  return { take: limit, skip: offset };
}

const listedUserSelect = { id: true, username: true, displayName: true, avatarColor: true, avatarConfig: true } satisfies Prisma.UserSelect;

export interface RelatedUserRow {
  user: Prisma.UserGetPayload<{ select: typeof listedUserSelect }>;
  createdAt: Date;
  reason: string | null;
}

/** The viewer's blocked members, most recent first (default 50 a page), with the total. Two statements. */
export async function listBlocked(ctx: Ctx, input: RelationListInput): Promise<{ rows: RelatedUserRow[]; total: number }> {
  const viewer = requireViewer(ctx);
  const page = readRelationPage(input);
  const [rows, total] = await Promise.all([
    ctx.db.block.findMany({
      where: { blockerId: viewer.id },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...page,
      select: { createdAt: true, reason: true, blocked: { select: listedUserSelect } },
    }),
    ctx.db.block.count({ where: { blockerId: viewer.id } }),
  ]);
  return { rows: rows.map((r) => ({ user: r.blocked, createdAt: r.createdAt, reason: r.reason })), total };
}

/** The viewer's muted members, most recent first (default 50 a page), with the total. */
export async function listMuted(ctx: Ctx, input: RelationListInput): Promise<{ rows: RelatedUserRow[]; total: number }> {
  const viewer = requireViewer(ctx);
  const page = readRelationPage(input);
  const [rows, total] = await Promise.all([
    ctx.db.mute.findMany({
      where: { muterId: viewer.id },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...page,
      select: { createdAt: true, muted: { select: listedUserSelect } },
    }),
    ctx.db.mute.count({ where: { muterId: viewer.id } }),
  ]);
  return { rows: rows.map((r) => ({ user: r.muted, createdAt: r.createdAt, reason: null })), total };
}
