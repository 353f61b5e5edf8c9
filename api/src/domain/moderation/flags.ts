// Content flags (spec §3 Flag, §5, §7 Flags, §8): a member flags a post or comment they can read,
// once per item; each flag weighs by the flagger's trust level and the item's open flags add up
// (Post/Comment.openFlagWeight, in the flag's transaction, under the item's row lock). At the
// threshold the item is hidden pending review (status PENDING_REVIEW: every read path drops it for
// everyone but its author and admins) with an automatic log row. An admin's decision on the item
// (keep or remove) closes all its open flags at once. Flaggers are never named to anyone but
// themselves: no read path answers who flagged.
import type { Ctx } from '../../context.ts';
import { Prisma, type ContentFlag, type ReportStatus } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { requireAdmin } from '../auth/session.ts';
import { listableCommentWhere, readablePostWhere } from '../posts/access.ts';
import { countPublishedPost, postNotFound } from '../posts/posts.ts';
import { invalidateFeedCaches } from '../posts/feed.ts';
import { commentNotFound, countPublishedComment } from '../comments/comments.ts';
import { announceNotifications, createNotifications, type NotificationDraft } from '../notifications/notify.ts';
import { commentAdminActionDraft, postAdminActionDraft } from '../notifications/sources.ts';
import { publishUnreadCounts } from '../notifications/unreadCounts.ts';
import { recordModerationAction } from './log.ts';
import { announceQueueChange } from './queueEvents.ts';
import { recomputeTrustScore } from './trust.ts';
import { closeOpenFlags, lockFlagTarget, type FlagTarget } from './flagResolution.ts';
import {
  FLAG_HIDE_THRESHOLD,
  FLAG_REASONS,
  REMOVAL_REASON_MAX,
  flagMessages,
  flagWeightOf,
  reachesHideThreshold,
  readFlagReason,
} from './flagRules.ts';

export type { FlagTarget } from './flagResolution.ts';

/** moderationReason of an item hidden by its flags: tells a flag hold from the automatic check's. */
export const FLAG_HOLD_REASON = 'Hidden pending review: flags from members reached the threshold';
export const isFlagHold = (item: { status: string; moderationReason: string | null }) =>
  item.status === 'PENDING_REVIEW' && item.moderationReason === FLAG_HOLD_REASON;

export function flagReasons(): readonly string[] {
  return FLAG_REASONS;
}

export interface FlagTargetInput {
  postId?: number | null;
  commentId?: number | null;
}

/** Exactly one of postId and commentId. */
export function readFlagTarget(input: FlagTargetInput): FlagTarget {
  const postId = input.postId ?? null;
  const commentId = input.commentId ?? null;
  if ((postId === null) === (commentId === null)) throw new DomainError('VALIDATION', flagMessages.oneTarget);
  return postId !== null ? { postId } : { commentId: commentId! };
}

const itemTypeOf = (target: FlagTarget) => ('postId' in target ? ('POST' as const) : ('COMMENT' as const));
const itemIdOf = (target: FlagTarget) => ('postId' in target ? target.postId : target.commentId);

export interface FlagContentInput extends FlagTargetInput {
  /** One of flagReasons(), or the member's own text when they chose 'Other' (at most 500 characters). */
  reason: unknown;
}

export interface FlagContentResult {
  flag: ContentFlag;
  /** False when the member had flagged the item before: the answer is that earlier flag. */
  created: boolean;
  /** This flag took the item past the threshold. */
  hidden: boolean;
}

/** The post or comment the viewer may read (the one visibility rule), else NOT_FOUND as if missing. */
async function findFlaggableItem(ctx: Ctx, target: FlagTarget): Promise<{ authorId: number; status: string }> {
  if ('postId' in target) {
    const post = await ctx.db.post.findFirst({
      where: { id: target.postId, AND: [readablePostWhere(ctx.viewer)] },
      select: { authorId: true, status: true },
    });
    if (!post) throw postNotFound();
    return post;
  }
  const comment = await ctx.db.comment.findFirst({
    where: { id: target.commentId, deletedAt: null, AND: [listableCommentWhere(ctx.viewer), { post: readablePostWhere(ctx.viewer) }] },
    select: { authorId: true, status: true },
  });
  if (!comment) throw commentNotFound();
  return comment;
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError ? error.code === 'P2002' : (error as { code?: string } | null)?.code === 'P2002';

export async function flagContent(ctx: Ctx, input: FlagContentInput): Promise<FlagContentResult> {
  const viewer = ctx.viewer;
  if (!viewer) throw ctx.authFailure ?? new DomainError('UNAUTHENTICATED', flagMessages.loginRequired);
  const target = readFlagTarget(input);
  const read = readFlagReason(input.reason);
  if (!read.ok) throw new DomainError('VALIDATION', read.message);
  // Limited like user reports (lib/rateLimits.ts), for REST and GraphQL alike.
  await ctx.limits.consume('flagsByUser', String(viewer.id));
  const earlier = () => ctx.db.contentFlag.findFirst({ where: { userId: viewer.id, ...target } });
  const existing = await earlier();
  if (existing) return { flag: existing, created: false, hidden: false };
  const item = await findFlaggableItem(ctx, target);
  if (item.authorId === viewer.id) throw new DomainError('VALIDATION', flagMessages.ownContent);
  if (item.status !== 'PUBLISHED') throw new DomainError('VALIDATION', flagMessages.notPublished);
  const flagger = await ctx.db.user.findUniqueOrThrow({ where: { id: viewer.id }, select: { trustScore: true } });
  const weight = flagWeightOf({ role: viewer.role, trustScore: flagger.trustScore });
  let outcome: { flag: ContentFlag; hidden: boolean; notifications: Awaited<ReturnType<typeof createNotifications>> };
  try {
    outcome = await ctx.db.$transaction(async (tx) => {
      const flag = await tx.contentFlag.create({ data: { userId: viewer.id, ...target, reason: read.reason, weight } });
      // One UPDATE adds the weight under the row's lock, so concurrent flags all count.
      const rows =
        'postId' in target
          ? await tx.$queryRaw<{ openFlagWeight: number; status: string }[]>`
              UPDATE "Post" SET "openFlagWeight" = "openFlagWeight" + ${weight}
              WHERE "id" = ${target.postId} AND "deletedAt" IS NULL RETURNING "openFlagWeight", "status"::text AS "status"`
          : await tx.$queryRaw<{ openFlagWeight: number; status: string }[]>`
              UPDATE "Comment" SET "openFlagWeight" = "openFlagWeight" + ${weight}
              WHERE "id" = ${target.commentId} AND "deletedAt" IS NULL RETURNING "openFlagWeight", "status"::text AS "status"`;
      const row = rows[0];
      if (!row) throw 'postId' in target ? postNotFound() : commentNotFound();
      const hold = row.status === 'PUBLISHED' && reachesHideThreshold(row.openFlagWeight) ? await holdForReview(tx, target, row.openFlagWeight) : null;
      return { flag, hidden: hold !== null, notifications: hold ? await createNotifications(tx, hold) : [] };
    });
  } catch (error) {
    // The same member flagging twice at once: the second answers the first.
    if (isUniqueViolation(error)) {
      const flag = await earlier();
      if (flag) return { flag, created: false, hidden: false };
    }
    throw error;
  }
  const itemType = itemTypeOf(target);
  const id = itemIdOf(target);
  announceQueueChange(ctx, { kind: 'FLAG', id, itemType, change: 'CREATED', byAdminId: null });
  if (outcome.hidden) {
    invalidateFeedCaches();
    announceQueueChange(ctx, { kind: 'PENDING', id, itemType, change: 'CREATED', byAdminId: null });
    await announceNotifications(ctx, outcome.notifications);
  }
  return { flag: outcome.flag, created: true, hidden: outcome.hidden };
}

/**
 * Takes a published item off every read path until an admin decides (once, even when concurrent
 * flags both pass the threshold), logs it as automatic, and tells the author without naming anyone.
 * Returns the author's notification, or null when the item was no longer published.
 */
async function holdForReview(tx: Prisma.TransactionClient, target: FlagTarget, openFlagWeight: number): Promise<NotificationDraft[] | null> {
  const data = { status: 'PENDING_REVIEW' as const, moderationReason: FLAG_HOLD_REASON };
  const details = { openFlagWeight, threshold: FLAG_HIDE_THRESHOLD };
  if ('postId' in target) {
    const { count } = await tx.post.updateMany({ where: { id: target.postId, status: 'PUBLISHED', deletedAt: null }, data });
    if (count !== 1) return null;
    const post = await tx.post.findUniqueOrThrow({ where: { id: target.postId } });
    await countPublishedPost(tx, post, -1);
    await recordModerationAction(tx, { type: 'HIDE_CONTENT', actorId: null, targetUserId: post.authorId, postId: post.id, reason: FLAG_HOLD_REASON, details });
    return [
      {
        userId: post.authorId,
        type: 'ADMIN_ACTION',
        content: `Your post "${post.title}" is hidden while moderators review it`,
        postId: post.id,
        data: { action: 'hidden', target: 'post', postId: post.id, postUrlId: post.urlId, postSlug: post.slug },
      },
    ];
  }
  const { count } = await tx.comment.updateMany({ where: { id: target.commentId, status: 'PUBLISHED', deletedAt: null }, data });
  if (count !== 1) return null;
  const comment = await tx.comment.findUniqueOrThrow({ where: { id: target.commentId }, include: { post: { select: { id: true, urlId: true, slug: true, title: true } } } });
  await countPublishedComment(tx, comment, -1);
  await recordModerationAction(tx, { type: 'HIDE_CONTENT', actorId: null, targetUserId: comment.authorId, postId: comment.postId, commentId: comment.id, reason: FLAG_HOLD_REASON, details });
  return [
    {
      userId: comment.authorId,
      type: 'ADMIN_ACTION',
      content: `Your comment on "${comment.post.title}" is hidden while moderators review it`,
      postId: comment.postId,
      commentId: comment.id,
      data: {
        action: 'hidden',
        target: 'comment',
        postId: comment.post.id,
        postUrlId: comment.post.urlId,
        postSlug: comment.post.slug,
        commentId: comment.id,
        commentHidden: true,
      },
    },
  ];
}

/** Whether the viewer flagged the item (false for guests). */
export async function hasFlagged(ctx: Ctx, input: FlagTargetInput): Promise<boolean> {
  const target = readFlagTarget(input);
  if (!ctx.viewer) return false;
  const flag = await ctx.db.contentFlag.findFirst({ where: { userId: ctx.viewer.id, ...target }, select: { id: true } });
  return flag !== null;
}

// ---------------------------------------------------------------------------------------------
// The admin read model: flagged content grouped per item.

export type FlaggedSort = 'NEWEST' | 'HEAVIEST';

export interface FlaggedContentQuery {
  status?: unknown;
  sort?: unknown;
  limit: number;
  offset: number;
}

export interface FlaggedItem {
  /** The status of the flags this entry groups. */
  flagStatus: ReportStatus;
  itemType: 'POST' | 'COMMENT';
  /** The flagged post, or the post the flagged comment is under. */
  postId: number;
  commentId: number | null;
  postUrlId: string;
  postSlug: string;
  postTitle: string;
  /** The first 200 characters of the flagged text (also once removed: admins read what they decided on). */
  excerpt: string;
  /** The item's status now: PUBLISHED, PENDING_REVIEW (hidden) or REJECTED. */
  status: string;
  deleted: boolean;
  authorId: number;
  authorUsername: string | null;
  authorTrustScore: number | null;
  totalWeight: number;
  flagCount: number;
  reasons: { reason: string; count: number }[];
  firstFlaggedAt: Date;
  lastFlaggedAt: Date;
}

const STATUS_FILTER: Record<string, ReportStatus> = { open: 'OPEN', reviewing: 'REVIEWING', resolved: 'RESOLVED', dismissed: 'DISMISSED' };

export function readFlagStatus(value: unknown): ReportStatus {
  if (value === undefined || value === null || value === '') return 'OPEN';
  const status = typeof value === 'string' ? STATUS_FILTER[value.toLowerCase()] : undefined;
  if (!status) throw new DomainError('VALIDATION', flagMessages.statusFilter);
  return status;
}

export function readFlaggedSort(value: unknown): FlaggedSort {
  if (value === undefined || value === null || value === '') return 'NEWEST';
  if (typeof value === 'string' && ['newest', 'heaviest'].includes(value.toLowerCase())) return value.toUpperCase() as FlaggedSort;
  throw new DomainError('VALIDATION', flagMessages.sortOrder);
}

interface FlaggedRow extends Omit<FlaggedItem, 'reasons' | 'itemType' | 'flagStatus'> {
  reasons: { reason: string; count: number }[];
}

/**
 * One page of flagged items with flags of the status (open by default), newest flag first or
 * heaviest first, and the number of such items: two statements whatever the page holds.
 */
export async function flaggedContentPage(ctx: Ctx, query: FlaggedContentQuery): Promise<{ items: FlaggedItem[]; total: number }> {
  requireAdmin(ctx);
  const status = readFlagStatus(query.status);
  const sort = readFlaggedSort(query.sort);
  const order =
    sort === 'HEAVIEST'
      ? Prisma.sql`g."totalWeight" DESC, g."lastFlaggedAt" DESC, p."id" DESC, g."commentId" DESC NULLS FIRST`
      : Prisma.sql`g."lastFlaggedAt" DESC, p."id" DESC, g."commentId" DESC NULLS FIRST`;
  const [rows, [count]] = await Promise.all([
    ctx.db.$queryRaw<FlaggedRow[]>(Prisma.sql`
      WITH per_reason AS (
        SELECT f."postId", f."commentId", f."reason", count(*)::int AS n, sum(f."weight")::int AS w,
               min(f."createdAt") AS "first", max(f."createdAt") AS "last"
        FROM "ContentFlag" f WHERE f."status" = ${status}::"ReportStatus"
        GROUP BY f."postId", f."commentId", f."reason"
      ), items AS (
        SELECT r."postId" AS "flaggedPostId", r."commentId", sum(r.w)::int AS "totalWeight", sum(r.n)::int AS "flagCount",
               min(r."first") AS "firstFlaggedAt", max(r."last") AS "lastFlaggedAt",
               json_agg(json_build_object('reason', r."reason", 'count', r.n) ORDER BY r.n DESC, r."reason") AS "reasons"
        FROM per_reason r GROUP BY r."postId", r."commentId"
      )
      SELECT p."id" AS "postId", g."commentId", p."urlId" AS "postUrlId", p."slug" AS "postSlug", p."title" AS "postTitle",
             left(COALESCE(c."contentText", p."contentText"), 200) AS "excerpt",
             COALESCE(c."status", p."status")::text AS "status",
             (COALESCE(c."deletedAt", p."deletedAt") IS NOT NULL) AS "deleted",
             a."id" AS "authorId", a."username" AS "authorUsername", a."trustScore" AS "authorTrustScore",
             g."totalWeight", g."flagCount", g."reasons", g."firstFlaggedAt", g."lastFlaggedAt"
      FROM items g
      LEFT JOIN "Comment" c ON c."id" = g."commentId"
      JOIN "Post" p ON p."id" = COALESCE(g."flaggedPostId", c."postId")
      JOIN "User" a ON a."id" = COALESCE(c."authorId", p."authorId")
      ORDER BY ${order}
      LIMIT ${query.limit} OFFSET ${query.offset}`),
    ctx.db.$queryRaw<{ total: number }[]>(Prisma.sql`
      SELECT count(*)::int AS "total" FROM (
        SELECT 1 FROM "ContentFlag" f WHERE f."status" = ${status}::"ReportStatus" GROUP BY f."postId", f."commentId") t`),
  ]);
  return {
    items: rows.map((row) => ({ ...row, flagStatus: status, itemType: row.commentId === null ? 'POST' : 'COMMENT' })),
    total: count?.total ?? 0,
  };
}

// ---------------------------------------------------------------------------------------------
// An admin's decision on a flagged item.

export type FlagDecision = 'KEEP' | 'REMOVE';

export interface DecideFlaggedContentInput extends FlagTargetInput {
  /** 'keep' (dismiss the flags; a hidden item is published again) or 'remove' (flags upheld). */
  action: unknown;
  /** Required to remove (the author reads it); optional note when keeping. At most 500 characters. */
  reason?: unknown;
}

export interface FlagDecisionResult {
  itemType: 'POST' | 'COMMENT';
  postId: number;
  commentId: number | null;
  decision: FlagDecision;
  /** PUBLISHED, PENDING_REVIEW (kept but held by the automatic check) or REMOVED. */
  status: 'PUBLISHED' | 'PENDING_REVIEW' | 'REJECTED' | 'REMOVED';
  closedFlags: number;
}

function readDecision(value: unknown): FlagDecision {
  const text = typeof value === 'string' ? value.toUpperCase() : '';
  if (text === 'KEEP' || text === 'REMOVE') return text;
  throw new DomainError('VALIDATION', flagMessages.decisionAction);
}

function readDecisionReason(value: unknown, required: boolean): string | null {
  const reason = typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
  if (!reason) {
    if (required) throw new DomainError('VALIDATION', flagMessages.removalReasonRequired);
    return null;
  }
  if ([...reason].length > REMOVAL_REASON_MAX) throw new DomainError('VALIDATION', flagMessages.removalReasonTooLong);
  return reason;
}

export async function decideFlaggedContent(ctx: Ctx, input: DecideFlaggedContentInput): Promise<FlagDecisionResult> {
  const admin = requireAdmin(ctx);
  const target = readFlagTarget(input);
  const decision = readDecision(input.action);
  const reason = readDecisionReason(input.reason, decision === 'REMOVE');
  const result = await ctx.db.$transaction(async (tx) => {
    if (!(await lockFlagTarget(tx, target))) throw 'postId' in target ? postNotFound() : commentNotFound();
    const item =
      'postId' in target
        ? await tx.post.findUniqueOrThrow({ where: { id: target.postId } })
        : await tx.comment.findUniqueOrThrow({ where: { id: target.commentId } });
    const post =
      'postId' in target
        ? (item as Prisma.PostGetPayload<object>)
        : await tx.post.findUniqueOrThrow({ where: { id: (item as Prisma.CommentGetPayload<object>).postId } });
    if (item.deletedAt) throw new DomainError('CONFLICT', flagMessages.noOpenFlags);
    const closed = await closeOpenFlags(tx, target, decision === 'KEEP' ? 'DISMISSED' : 'RESOLVED', admin.id, reason);
    // A concurrent decision closed them first: this one changes nothing.
    if (closed === 0) throw new DomainError('CONFLICT', flagMessages.noOpenFlags);
    const comment = 'commentId' in target ? (item as Prisma.CommentGetPayload<object>) : null;
    const where = { id: item.id, deletedAt: null };
    let status: FlagDecisionResult['status'];
    let drafts: NotificationDraft[] = [];
    let withdrawnFrom: number[] = [];
    if (decision === 'KEEP') {
      const republish = isFlagHold(item);
      if (republish) {
        const data = { status: 'PUBLISHED' as const, reviewedById: admin.id, reviewedAt: new Date() };
        if (comment) {
          await tx.comment.updateMany({ where, data });
          await countPublishedComment(tx, comment, 1);
          drafts = commentAdminActionDraft(comment, post, 'approved', admin.id, null);
        } else {
          await tx.post.updateMany({ where, data });
          await countPublishedPost(tx, post, 1);
          drafts = postAdminActionDraft(post, 'approved', admin.id, null);
        }
      }
      status = republish ? 'PUBLISHED' : (item.status as FlagDecisionResult['status']);
      await recordModerationAction(tx, {
        type: 'DISMISS_FLAGS',
        actorId: admin.id,
        targetUserId: item.authorId,
        postId: post.id,
        commentId: comment?.id ?? null,
        reason: reason ?? 'The flags were reviewed and the content stays',
        details: { flags: closed, republished: republish },
      });
    } else {
      const data = { deletedAt: new Date(), deletedById: admin.id, removalReason: reason };
      if (comment) {
        await tx.comment.updateMany({ where, data });
        if (comment.status === 'PUBLISHED') await countPublishedComment(tx, comment, -1);
        withdrawnFrom = (
          await tx.$queryRaw<{ userId: number }[]>`DELETE FROM "Notification" WHERE "commentId" = ${comment.id} AND "type" = 'POST_COMMENT' RETURNING "userId"`
        ).map((row) => row.userId);
        drafts = commentAdminActionDraft(comment, post, 'removed', admin.id, reason);
      } else {
        await tx.post.updateMany({ where, data: { ...data, isPinned: false, pinnedInCommunity: false } });
        if (post.status === 'PUBLISHED') await countPublishedPost(tx, post, -1);
        drafts = postAdminActionDraft(post, 'removed', admin.id, reason);
      }
      status = 'REMOVED';
      await recordModerationAction(tx, {
        type: 'REMOVE_CONTENT',
        actorId: admin.id,
        targetUserId: item.authorId,
        postId: post.id,
        commentId: comment?.id ?? null,
        reason: reason!,
        details: { flags: closed, flagsUpheld: true, previousStatus: item.status },
      });
      await recomputeTrustScore(tx, item.authorId);
    }
    const notifications = await createNotifications(tx, drafts);
    return { status, closed, notifications, withdrawnFrom, postId: post.id, commentId: comment?.id ?? null, wasPending: item.status === 'PENDING_REVIEW' };
  });
  invalidateFeedCaches();
  const itemType = itemTypeOf(target);
  const id = itemIdOf(target);
  announceQueueChange(ctx, { kind: 'FLAG', id, itemType, change: 'UPDATED', byAdminId: admin.id });
  if (result.wasPending) announceQueueChange(ctx, { kind: 'PENDING', id, itemType, change: 'UPDATED', byAdminId: admin.id });
  await announceNotifications(ctx, result.notifications);
  if (result.withdrawnFrom.length) await publishUnreadCounts(ctx, result.withdrawnFrom);
  return { itemType, postId: result.postId, commentId: result.commentId, decision, status: result.status, closedFlags: result.closed };
}
