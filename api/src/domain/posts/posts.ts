// Creating, editing, deleting, pinning and finding posts.
import { consumeRestrictedLimit } from '../moderation/trust.ts';
import { randomBytes } from 'node:crypto';
import type { Ctx } from '../../context.ts';
import { awardBadgesFor } from '../badges/awards.ts';
import type { Post, PostType, Prisma } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import type { RichText } from '../../lib/richText.ts';
import { requireVerifiedViewer, requireViewer } from '../auth/session.ts';
import { DEFAULT_SECTOR, findCampaign, isSector, normalizeTags } from '../taxonomy/taxonomy.ts';
import { canDelete, canEdit, canPin, readablePostWhere } from './access.ts';
import { communityKeyWhere, viewerMembershipRows, visibleCommunityWhere } from '../communities/access.ts';
import { moderate, POST_MAX_CHARS, readRichText, reviewMessage, type Moderation } from './content.ts';
import { hotRank } from './ranking.ts';
import { postKeyWhere } from './postKey.ts';
import { invalidateFeedCaches } from './feed.ts';
import { pollExpiresAt, readPollDuration } from '../polls/expiry.ts';
import { announceNotifications, createNotifications } from '../notifications/notify.ts';
import { postAdminActionDraft } from '../notifications/sources.ts';
import { mentionNotificationDrafts, storedMentions } from '../mentions/mentions.ts';
import { pollMessages, readPollOptions } from '../polls/polls.ts';
import { recordModerationAction } from '../moderation/log.ts';
import { recomputeTrustScore } from '../moderation/trust.ts';
import { AUTHOR_DELETED_NOTE, REMOVED_WITHOUT_REASON, closeOpenFlags } from '../moderation/flagResolution.ts';
import { announceQueueChange } from '../moderation/queueEvents.ts';
import { requireUsername } from '../users/username.ts';

// postKeyWhere lives in postKey.ts (polls.ts uses it without importing this module); re-exported for the post schema.
export { postKeyWhere };

export const TITLE_MIN = 5;
export const TITLE_MAX = 300;
export const postNotFound = () => new DomainError('NOT_FOUND', 'Post not found. It may have been deleted.');

const POST_TYPES: readonly PostType[] = ['DISCUSSION', 'QUESTION', 'STORY', 'ORGANIZING', 'POLL'];

export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** A random base62 public id (8 characters: 62^8 ≈ 2.2e14 values). */
export function newUrlId(length = 8): string {
  let out = '';
  while (out.length < length) {
    for (const b of randomBytes(length * 2)) {
      // 248 = 4 * 62: bytes above it are skipped, so every character is equally likely.
      if (b < 248 && out.length < length) out += BASE62[b % 62];
    }
  }
  return out;
}

export function postPath(post: Pick<Post, 'urlId' | 'slug'>): string {
  return post.slug.trim() ? `/discussion/${post.urlId}/${post.slug}` : `/discussion/${post.urlId}`;
}

function readTitle(input: unknown, isPoll: boolean): string {
  const title = typeof input === 'string' ? input.replace(/\s+/g, ' ').trim() : '';
  if (!title) throw new DomainError('VALIDATION', isPoll ? 'Poll question is required' : 'Title is required');
  if (title.length < TITLE_MIN) {
    throw new DomainError('VALIDATION', isPoll ? 'Poll question must be at least 5 characters' : 'Title must be at least 5 characters');
  }
  if (title.length > TITLE_MAX) throw new DomainError('VALIDATION', `Title must be at most ${TITLE_MAX} characters`);
  return title;
}

function readPostType(input: unknown): PostType {
  if (input === undefined || input === null || input === '') return 'DISCUSSION';
  const value = String(input).toUpperCase() as PostType;
  if (!POST_TYPES.includes(value)) throw new DomainError('VALIDATION', 'Unknown post type');
  return value;
}

function readSector(input: unknown): string {
  if (input === undefined || input === null || input === '') return DEFAULT_SECTOR;
  if (typeof input !== 'string' || !isSector(input)) throw new DomainError('VALIDATION', 'Unknown sector');
  return input;
}

export interface CreatePostInput {
  title: unknown;
  /** Slate JSON, or a string read as `contentFormat` says ('html', 'markdown', 'text'; else sniffed). */
  content?: unknown;
  contentFormat?: unknown;
  postType?: unknown;
  sector?: unknown;
  tags?: unknown;
  /** The community posted into: its id, or its slug (REST community_slug). */
  community?: number | string | null;
  campaignId?: unknown;
  /** Polls: 2 to 5 option texts (or `{option_text}` objects) and a duration in hours. */
  pollOptions?: unknown;
  votingDurationHours?: unknown;
}

export interface WriteResult<T> {
  record: T;
  moderation: Moderation;
  /** Set when the content was held for review. */
  message: string | null;
}

export async function createPost(ctx: Ctx, input: CreatePostInput): Promise<WriteResult<Post>> {
  const viewer = requireVerifiedViewer(ctx);
  requireUsername(viewer);
  const postType = readPostType(input.postType);
  const isPoll = postType === 'POLL';
  const title = readTitle(input.title, isPoll);
  // Poll content is null: the question is the title.
  const { doc, text } = isPoll ? { doc: null, text: '' } : readRichText(input.content, POST_MAX_CHARS, input.contentFormat);
  if (!isPoll && !text) throw new DomainError('VALIDATION', 'Content is required for discussions');
  const pollOptions = isPoll ? readPollOptions(input.pollOptions) : null;
  const votingDurationHours = isPoll ? readPollDuration(input.votingDurationHours) : null;
  const sector = readSector(input.sector);
  const tags = normalizeTags(input.tags ?? []);
  const campaignId = input.campaignId ? String(input.campaignId) : null;
  if (campaignId && !findCampaign(campaignId)) throw new DomainError('VALIDATION', 'Unknown campaign');
  const communityId = await readCommunity(ctx, input.community);
  const moderation = moderate(ctx, { title, text: [text, ...(pollOptions ?? []), ...(tags ?? [])].join('\n'), doc: (doc ?? undefined) as RichText });
  await ctx.limits.consume('postsByUser', String(viewer.id));
  await consumeRestrictedLimit(ctx, viewer, 'post');

  const createdAt = new Date();
  const published = moderation.status === 'PUBLISHED';
  const post = await ctx.db.$transaction(async (tx) => {
    const created = await tx.post.create({
      data: {
        urlId: newUrlId(),
        slug: slugify(title),
        title,
        ...(isPoll ? {} : { content: doc as Prisma.InputJsonValue }),
        contentText: text,
        postType,
        ...(pollOptions
          ? {
              expiresAt: pollExpiresAt(createdAt, votingDurationHours!),
              votingDurationHours,
              pollOptions: { create: pollOptions.map((optionText, optionIndex) => ({ optionIndex, optionText, createdAt })) },
            }
          : {}),
        status: moderation.status,
        sector,
        campaignId,
        authorId: viewer.id,
        communityId,
        hotRank: hotRank({ score: 0, commentCount: 0, createdAt }),
        createdAt,
        moderationReason: published ? null : moderation.verdict?.message ?? null,
        moderationData: moderation.verdict && !published ? (moderation.verdict as unknown as Prisma.InputJsonValue) : undefined,
        tags: { create: tags.map((tag, position) => ({ tag, position })) },
      },
    });
    if (published) await countPublishedPost(tx, created, 1);
    // A held post tells nobody until a moderator approves it (review.ts).
    const notifications = published ? await createNotifications(tx, await mentionNotificationDrafts(tx, { postId: created.id })) : [];
    return { created, notifications };
  });
  invalidateFeedCaches();
  await announceNotifications(ctx, post.notifications);
  if (published) await awardBadgesFor(ctx, { event: 'post', userId: viewer.id });
  return { record: post.created, moderation, message: published ? null : reviewMessage.post };
}

/**
 * The community a new post goes into. Anyone may post into a public community they can see
 * (no need to join first, as on Lemmy or Reddit); only members into a private one.
 */
async function readCommunity(ctx: Ctx, key: number | string | null | undefined): Promise<number | null> {
  if (key === undefined || key === null || key === '') return null;
  const viewer = requireViewer(ctx);
  const community = await ctx.db.community.findFirst({
    where: { AND: [communityKeyWhere(key), visibleCommunityWhere(viewer)] },
    select: { id: true, isPrivate: true, memberships: viewerMembershipRows(viewer.id) },
  });
  if (!community) throw new DomainError('VALIDATION', 'Unknown community');
  // Admins see private communities but post there only as members.
  if (community.isPrivate && community.memberships.length === 0) {
    throw new DomainError('FORBIDDEN', 'Only members can post in a private community');
  }
  return community.id;
}

/** Author and community post counters follow published, undeleted posts. */
export async function countPublishedPost(
  tx: Prisma.TransactionClient,
  post: Pick<Post, 'authorId' | 'communityId'>,
  delta: 1 | -1,
): Promise<void> {
  await tx.user.update({ where: { id: post.authorId }, data: { postCount: { increment: delta } } });
  if (post.communityId) {
    // A shadow-banned author's posts are not counted where others read the count
    // (moderation/bans.ts recounts when a shadow ban starts or ends).
    await tx.$executeRaw`
      UPDATE "Community" SET "postCount" = "postCount" + ${delta}
      WHERE "id" = ${post.communityId} AND NOT EXISTS (SELECT 1 FROM "User" u WHERE u."id" = ${post.authorId} AND u."isShadowBanned")`;
  }
}

/** Recounts the post counters of the communities a member posted in (their shadow ban started or ended). */
export async function recountCommunityPostCountsOf(tx: Prisma.TransactionClient, authorId: number): Promise<void> {
  await tx.$executeRaw`
    UPDATE "Community" c SET "postCount" = (
      SELECT count(*)::int FROM "Post" p
      WHERE p."communityId" = c."id" AND p."status" = 'PUBLISHED' AND p."deletedAt" IS NULL
        AND NOT EXISTS (SELECT 1 FROM "User" u WHERE u."id" = p."authorId" AND u."isShadowBanned"))
    WHERE c."id" IN (SELECT DISTINCT "communityId" FROM "Post" WHERE "authorId" = ${authorId} AND "communityId" IS NOT NULL)`;
}

/** A post the viewer may read, by numeric id or url id; throws NOT_FOUND otherwise. */
export async function findReadablePost(ctx: Ctx, idOrUrlId: string | number): Promise<Post> {
  const post = await ctx.db.post.findFirst({ where: { AND: [postKeyWhere(idOrUrlId), readablePostWhere(ctx.viewer)] } });
  if (!post) throw postNotFound();
  return post;
}

export interface UpdatePostInput {
  /** Numeric id or url id, as in findReadablePost. */
  postKey: number | string;
  title: unknown;
  /** As in CreatePostInput. */
  content?: unknown;
  contentFormat?: unknown;
  tags?: unknown;
  /** Refused when present: options are fixed at creation. */
  pollOptions?: unknown;
}

export async function updatePost(ctx: Ctx, input: UpdatePostInput): Promise<WriteResult<Post>> {
  const { postKey } = input;
  const viewer = requireVerifiedViewer(ctx);
  const post = await findReadablePost(ctx, postKey);
  if (!canEdit(viewer, post)) throw new DomainError('FORBIDDEN', 'Only the author can edit this post');
  const isPoll = post.postType === 'POLL';
  if (input.pollOptions !== undefined && input.pollOptions !== null) throw new DomainError('VALIDATION', pollMessages.optionsLocked);
  const title = readTitle(input.title, false);
  let doc: unknown = null;
  let text = '';
  if (!isPoll) {
    ({ doc, text } = readRichText(input.content, POST_MAX_CHARS, input.contentFormat));
    if (!text) throw new DomainError('VALIDATION', 'Content is required for discussion posts');
  }
  const tags = input.tags === undefined ? null : normalizeTags(input.tags);
  const moderation = moderate(ctx, { title, text: [text, ...(tags ?? [])].join('\n'), doc: doc as RichText });
  const published = moderation.status === 'PUBLISHED';
  const updated = await ctx.db.$transaction(async (tx) => {
    if (!published) {
      // An edit that needs review takes a published post off the feed until approved; the
      // conditional update makes concurrent such edits count it off once.
      const { count } = await tx.post.updateMany({ where: { id: post.id, status: 'PUBLISHED' }, data: { status: 'PENDING_REVIEW' } });
      if (count === 1) await countPublishedPost(tx, post, -1);
    }
    if (tags) {
      await tx.postTag.deleteMany({ where: { postId: post.id } });
      await tx.postTag.createMany({ data: tags.map((tag, position) => ({ postId: post.id, tag, position })) });
    }
    const result = await tx.post.update({
      where: { id: post.id },
      data: {
        title,
        slug: slugify(title),
        ...(isPoll ? {} : { content: doc as Prisma.InputJsonValue, contentText: text }),
        editedAt: new Date(),
        ...(published ? {} : { moderationReason: moderation.verdict?.message ?? null, moderationData: moderation.verdict as unknown as Prisma.InputJsonValue }),
      },
    });
    // An edit tells only the members it newly names.
    const notifications = await createNotifications(tx, await mentionNotificationDrafts(tx, { postId: post.id }, { previous: storedMentions(post) }));
    return { result, notifications };
  });
  invalidateFeedCaches();
  await announceNotifications(ctx, updated.notifications);
  return { record: updated.result, moderation, message: published ? null : reviewMessage.post };
}

export interface DeletePostInput {
  /** Numeric id or url id, as in findReadablePost. */
  postKey: number | string;
}

export async function deletePost(ctx: Ctx, input: DeletePostInput): Promise<Post> {
  const { postKey } = input;
  const viewer = requireViewer(ctx);
  const post = await findReadablePost(ctx, postKey);
  if (!canDelete(viewer, post)) throw new DomainError('FORBIDDEN', 'You can only delete your own posts');
  await removePost(ctx, post, viewer.id, null);
  return post;
}

/**
 * Soft delete by its author, an admin or a community moderator (with the reason kept for the
 * moderation log): the row stays for moderation history and for links from notifications.
 * Counters drop once even under concurrent removals; someone else's removal tells the author.
 */
export async function removePost(ctx: Ctx, post: Post, removedById: number, reason: string | null): Promise<void> {
  const byAuthor = removedById === post.authorId;
  const { notifications, flags } = await ctx.db.$transaction(async (tx) => {
    const { count } = await tx.post.updateMany({
      where: { id: post.id, deletedAt: null },
      data: { deletedAt: new Date(), deletedById: removedById, removalReason: reason, isPinned: false, pinnedInCommunity: false },
    });
    if (count !== 1) return { notifications: [], flags: 0 };
    if (post.status === 'PUBLISHED') await countPublishedPost(tx, post, -1);
    // Its open flags close with it: upheld when someone else removed it, dismissed when its author did.
    const flags = await closeOpenFlags(tx, { postId: post.id }, byAuthor ? 'DISMISSED' : 'RESOLVED', byAuthor ? null : removedById, byAuthor ? AUTHOR_DELETED_NOTE : reason);
    if (!byAuthor) {
      await recordModerationAction(tx, {
        type: 'REMOVE_CONTENT',
        actorId: removedById,
        targetUserId: post.authorId,
        postId: post.id,
        reason: reason ?? REMOVED_WITHOUT_REASON,
        details: { previousStatus: post.status, flags, communityId: post.communityId },
      });
      await recomputeTrustScore(tx, post.authorId);
    }
    return { notifications: await createNotifications(tx, postAdminActionDraft(post, 'removed', removedById, reason)), flags };
  }).finally(invalidateFeedCaches);
  if (flags > 0) announceQueueChange(ctx, { kind: 'FLAG', id: post.id, itemType: 'POST', change: 'UPDATED', byAdminId: removedById });
  if (post.status === 'PENDING_REVIEW') announceQueueChange(ctx, { kind: 'PENDING', id: post.id, itemType: 'POST', change: 'UPDATED', byAdminId: removedById });
  await announceNotifications(ctx, notifications);
}

export interface PinPostInput {
  /** Numeric id or url id, as in findReadablePost. */
  postKey: number | string;
  /** Absent: toggle. */
  pinned?: boolean | undefined;
}

export async function pinPost(ctx: Ctx, input: PinPostInput): Promise<Post> {
  const { postKey, pinned } = input;
  const viewer = requireViewer(ctx);
  if (!canPin(viewer)) throw new DomainError('FORBIDDEN', 'Only admins can pin posts');
  const post = await findReadablePost(ctx, postKey);
  const next = pinned ?? !post.isPinned;
  return ctx.db.post.update({ where: { id: post.id }, data: { isPinned: next, pinnedAt: next ? new Date() : null } });
}
