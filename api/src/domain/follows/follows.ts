// Follows of communities, tags, campaigns, sectors and members (spec §3 Follow, §7 Follows): one
// row per (member, type, value), the value checked to exist and stored in one canonical spelling,
// so following twice (or concurrently) leaves one row. My Feed (posts/myFeed.ts) reads them.
import type { Ctx, Viewer } from '../../context.ts';
import type { Follow, FollowType, Prisma } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { parseIntId } from '../../lib/ids.ts';
import { insensitiveEquals } from '../../lib/insensitiveEquals.ts';
import { requireViewer } from '../auth/session.ts';
import { visibleCommunityWhere } from '../communities/access.ts';
import { listablePostWhere } from '../posts/access.ts';
import { findCampaign, findSector, predefinedTag } from '../taxonomy/taxonomy.ts';

export const FOLLOW_TYPES: readonly FollowType[] = ['COMMUNITY', 'TAG', 'CAMPAIGN', 'SECTOR', 'USER'];
/** Longer values name nothing that exists (tags are at most 30 characters, slugs 50). */
const VALUE_MAX = 200;

const followMessages = {
  type: 'follow_type must be community, tag, campaign, sector or user',
  valueRequired: 'follow_value is required',
  communityNotFound: 'Community not found',
  tagNotFound: 'Unknown tag: follow a listed tag or one that posts use',
  campaignNotFound: 'Unknown campaign',
  sectorNotFound: 'Unknown sector',
  userNotFound: 'User not found',
  invalidUser: 'Invalid user id',
  self: 'You cannot follow yourself.',
} as const;

const invalid = (message: string) => new DomainError('VALIDATION', message);

/** What a follow names: its type and canonical value (for USER, the member's id as text). */
export interface FollowTarget {
  followType: FollowType;
  followValue: string;
}

export interface FollowInput {
  /** community, tag, campaign, sector or user (any case). */
  followType: unknown;
  /** Community slug, tag, campaign id, sector name or slug, or the member's numeric id. */
  followValue: unknown;
}

function readFollowType(value: unknown): FollowType {
  const type = typeof value === 'string' ? value.trim().toUpperCase() : '';
  const found = FOLLOW_TYPES.find((t) => t === type);
  if (!found) throw invalid(followMessages.type);
  return found;
}

function readValue(value: unknown): string {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.normalize('NFC').replace(/\s+/g, ' ').trim() : '';
  if (!text) throw invalid(followMessages.valueRequired);
  return text.slice(0, VALUE_MAX);
}

function readUserId(value: string): number {
  const id = parseIntId(value);
  if (id === null) throw invalid(followMessages.invalidUser);
  return id;
}

/**
 * The canonical value of a follow without checking that it exists: unfollowing must work for
 * something that has gone since (a removed tag, a community the member can no longer see).
 * Tags are lower case (post tags compare case-insensitively), sectors and campaigns take their
 * taxonomy spelling, community slugs are lower case.
 */
function canonicalValue(type: FollowType, value: string): string {
  switch (type) {
    case 'TAG':
      return predefinedTag(value)?.name ?? value.toLowerCase();
    case 'CAMPAIGN':
      return findCampaign(value)?.id ?? value.toLowerCase();
    case 'SECTOR':
      return findSector(value)?.name ?? value;
    case 'COMMUNITY':
      return value.toLowerCase();
    case 'USER':
      return String(readUserId(value));
  }
}

/**
 * Checks that what a member asks to follow exists for them and returns it canonically:
 * a community they may see (a private one only for its members), a predefined tag or one a post
 * they may see carries, one of the six campaigns, a sector of the taxonomy, another member.
 * VALIDATION (400) with the reason otherwise.
 */
export async function resolveFollowTarget(ctx: Ctx, viewer: Viewer, input: FollowInput): Promise<FollowTarget> {
  const followType = readFollowType(input.followType);
  const value = readValue(input.followValue);
  const followValue = canonicalValue(followType, value);
  switch (followType) {
    case 'COMMUNITY': {
      const community = await ctx.db.community.findFirst({
        where: { AND: [{ slug: followValue }, visibleCommunityWhere(viewer)] },
        select: { slug: true },
      });
      if (!community) throw invalid(followMessages.communityNotFound);
      return { followType, followValue: community.slug };
    }
    case 'TAG': {
      if (predefinedTag(value)) return { followType, followValue };
      const used = await ctx.db.postTag.findFirst({
        where: { tag: insensitiveEquals(followValue), post: listablePostWhere(viewer) },
        select: { id: true },
      });
      if (!used) throw invalid(followMessages.tagNotFound);
      return { followType, followValue };
    }
    case 'CAMPAIGN':
      if (!findCampaign(value)) throw invalid(followMessages.campaignNotFound);
      return { followType, followValue };
    case 'SECTOR':
      if (!findSector(value)) throw invalid(followMessages.sectorNotFound);
      return { followType, followValue };
    case 'USER': {
      const userId = Number(followValue);
      if (userId === viewer.id) throw invalid(followMessages.self);
      const user = await ctx.db.user.findUnique({ where: { id: userId }, select: { id: true } });
      if (!user) throw invalid(followMessages.userNotFound);
      return { followType, followValue };
    }
  }
}

/**
 * Adds the follow unless it exists, inside the caller's transaction (onboarding and community
 * joins follow in theirs). One statement: the unique row decides under concurrency, the row comes
 * back either way, and a member's follower and following counters move only when it was really
 * inserted. Returns the row and whether it is new.
 */
export async function insertFollow(
  tx: Prisma.TransactionClient,
  userId: number,
  target: FollowTarget,
): Promise<{ follow: Follow; created: boolean }> {
  const targetUserId = target.followType === 'USER' ? Number(target.followValue) : null;
  // The no-op update makes a conflicting row come back too; xmax = 0 only for a fresh insert.
  const [row] = await tx.$queryRaw<(Follow & { inserted: boolean })[]>`
    INSERT INTO "Follow" ("userId", "followType", "followValue", "targetUserId", "createdAt")
    VALUES (${userId}, ${target.followType}::"FollowType", ${target.followValue}, ${targetUserId}, ${new Date()})
    ON CONFLICT ("userId", "followType", "followValue") DO UPDATE SET "userId" = EXCLUDED."userId"
    RETURNING *, (xmax = 0) AS "inserted"`;
  const { inserted, ...follow } = row!;
  if (inserted && targetUserId !== null) await moveUserCounters(tx, userId, targetUserId, 1);
  return { follow, created: inserted };
}

/** Removes the follow if it exists, inside the caller's transaction; returns the removed row. */
export async function deleteFollow(tx: Prisma.TransactionClient, userId: number, target: FollowTarget): Promise<Follow | null> {
  // DELETE ... RETURNING: only the transaction that really removed the row moves the counters.
  const [removed] = await tx.$queryRaw<Follow[]>`
    DELETE FROM "Follow"
    WHERE "userId" = ${userId} AND "followType" = ${target.followType}::"FollowType" AND "followValue" = ${target.followValue}
    RETURNING *`;
  if (removed?.targetUserId != null) await moveUserCounters(tx, userId, removed.targetUserId, -1);
  return removed ?? null;
}

async function moveUserCounters(tx: Prisma.TransactionClient, followerId: number, targetUserId: number, by: 1 | -1) {
  await tx.user.update({ where: { id: targetUserId }, data: { followerCount: { increment: by } }, select: { id: true } });
  await tx.user.update({ where: { id: followerId }, data: { followingCount: { increment: by } }, select: { id: true } });
}

// ─── The actions ───

export interface FollowResult {
  follow: Follow;
  /** False when the member already followed it (nothing changed). */
  created: boolean;
}

/** Follows a community, tag, campaign, sector or member. Idempotent. */
export async function follow(ctx: Ctx, input: FollowInput): Promise<FollowResult> {
  const viewer = requireViewer(ctx);
  const target = await resolveFollowTarget(ctx, viewer, input);
  return ctx.db.$transaction((tx) => insertFollow(tx, viewer.id, target));
}

export interface UnfollowResult {
  target: FollowTarget;
  /** The row removed; null when the member did not follow it (nothing changed). */
  removed: Follow | null;
}

/** Stops following. Idempotent; works for targets that no longer exist. */
export async function unfollow(ctx: Ctx, input: FollowInput): Promise<UnfollowResult> {
  const viewer = requireViewer(ctx);
  const followType = readFollowType(input.followType);
  const target = { followType, followValue: canonicalValue(followType, readValue(input.followValue)) };
  const removed = await ctx.db.$transaction((tx) => deleteFollow(tx, viewer.id, target));
  return { target, removed };
}

export interface ListFollowsInput {
  /** Only follows of this type (any case); all types when absent. */
  followType?: unknown;
}

/**
 * Which of a member's follows and in which order: oldest first (the sidebar's "first 5 follows").
 * GraphQL reads them through the member's relation, REST through listFollows.
 */
export function followsQuery(input: ListFollowsInput) {
  const hasType = input.followType !== undefined && input.followType !== null && input.followType !== '';
  const where: Prisma.FollowWhereInput = hasType ? { followType: readFollowType(input.followType) } : {};
  const orderBy: Prisma.FollowOrderByWithRelationInput[] = [{ createdAt: 'asc' }, { id: 'asc' }];
  return { where, orderBy };
}

/** Every follow of the member (REST GET /follows): one statement. */
export function listFollows(ctx: Ctx, input: ListFollowsInput): Promise<Follow[]> {
  const viewer = requireViewer(ctx);
  const { where, orderBy } = followsQuery(input);
  return ctx.db.follow.findMany({ where: { ...where, userId: viewer.id }, orderBy });
}

/** The values the member follows, by type (one statement); My Feed and the viewer's follow flags read it. */
export async function followedValues(ctx: Ctx, viewer: Viewer): Promise<Record<FollowType, string[]>> {
  const rows = await ctx.db.follow.findMany({ where: { userId: viewer.id }, orderBy: { id: 'asc' }, select: { followType: true, followValue: true } });
  const byType: Record<FollowType, string[]> = { COMMUNITY: [], TAG: [], CAMPAIGN: [], SECTOR: [], USER: [] };
  for (const row of rows) byType[row.followType].push(row.followValue);
  return byType;
}
