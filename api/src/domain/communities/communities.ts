// Communities: the directory, one community, creating, joining and leaving, the members list and
// moderators. Visibility is the one rule of ./access.ts. Member counts move in the same
// transaction as the membership row, and only when a row was really inserted or deleted, so
// repeated or concurrent joins and leaves never drift the counter.
import type { Ctx } from '../../context.ts';
import { awardBadgesFor } from '../badges/awards.ts';
import { Prisma, type Community, type CommunityMembership, type CommunityRole } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { wholeNumber } from '../../lib/wholeNumber.ts';
import { requireVerifiedViewer, requireViewer } from '../auth/session.ts';
import { deleteFollow, insertFollow, type FollowTarget } from '../follows/follows.ts';
import { moderate } from '../posts/content.ts';
import { invalidateFeedCaches } from '../posts/feed.ts';
import { publishUnreadCounts } from '../notifications/unreadCounts.ts';
import { slugify } from '../posts/posts.ts';
import { findCategory, findSector } from '../taxonomy/taxonomy.ts';
import { communityKeyWhere, viewerMembershipRows, visibleCommunityWhere } from './access.ts';

const NAME_MIN = 3;
const NAME_MAX = 50;
const DESCRIPTION_MAX = 500;
const ICON_MAX = 16;
const SEARCH_MAX = 100;
const LIST_DEFAULT_LIMIT = 20;
const LIST_MAX_LIMIT = 100;
/** Slugs the /api/communities routes use as words of their own. */
const RESERVED_SLUGS = new Set(['popular', 'join', 'invites']);

export const communityMessages = {
  notFound: 'Community not found',
  nameRequired: 'Community name is required',
  nameLength: `Community name must be ${NAME_MIN} to ${NAME_MAX} characters`,
  nameNeedsLetters: 'Community name must contain letters or numbers',
  nameTaken: 'A community with this name already exists. Please choose another name.',
  nameReserved: 'This name is reserved. Please choose another name.',
  displayNameLength: `Display name must be ${NAME_MIN} to ${NAME_MAX} characters`,
  descriptionTooLong: `Description must be at most ${DESCRIPTION_MAX} characters`,
  categoryRequired: 'Please choose a category',
  categoryUnknown: 'Unknown category',
  iconTooLong: `Icon must be at most ${ICON_MAX} characters`,
  visibility: "Visibility must be 'public' or 'private'",
  needsChanges: 'Please remove contact details, links and strong language from the community name and description.',
  searchTooLong: `Search must be at most ${SEARCH_MAX} characters`,
  filter: "Filter must be 'subscribed'",
  limit: `limit must be a whole number between 1 and ${LIST_MAX_LIMIT}`,
  page: 'page must be a whole number of 1 or more',
  joined: 'You joined the community',
  alreadyMember: 'You are already a member of this community',
  privateNeedsInvite: 'This community is private. You can join it through an invite link.',
  left: 'You left the community',
  notMember: 'You are not a member of this community',
  lastMember: 'You are the only member of this community, so there is nobody to hand it over to. You cannot leave it.',
  ownerOnly: 'Only the community owner can do this',
  moderatorsOnly: 'Only the community owner and moderators can do this',
  moderatorMustBeMember: 'Only members of the community can be moderators',
  ownerIsNotModerator: 'The owner already runs this community',
} as const;

export const communityNotFound = () => new DomainError('NOT_FOUND', communityMessages.notFound);

/** A community with the viewer's own membership row (none for guests and non-members). */
export type CommunityRow = Community & { memberships: { role: CommunityRole }[] };
export const communityInclude = (viewerId: number | null | undefined) => ({ memberships: viewerMembershipRows(viewerId) }) as const;

/** A community by id (number) or slug (string). */
export type CommunityKey = number | string;

/** A community the viewer may see, with their membership; NOT_FOUND otherwise. */
export async function getCommunity(ctx: Ctx, key: CommunityKey): Promise<CommunityRow> {
  const community = await ctx.db.community.findFirst({
    where: { AND: [communityKeyWhere(key), visibleCommunityWhere(ctx.viewer)] },
    include: communityInclude(ctx.viewer?.id),
  });
  if (!community) throw communityNotFound();
  return community;
}

/** The viewer's role in a community they may see (null: not a member). */
export const roleOf = (community: { memberships: { role: CommunityRole }[] }): CommunityRole | null => community.memberships[0]?.role ?? null;

// ─── The directory ───

export interface ListCommunitiesInput {
  /** A category or sector (slug or name); 'all' or empty for every category. */
  category?: unknown;
  /** Words in the name, display name or description. */
  search?: unknown;
  /** 'subscribed': only the viewer's communities (sign-in required). */
  filter?: unknown;
  /** 1 to 100 (default 20). */
  limit?: unknown;
  /** From 1. */
  page?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A paging window: `limit` rows from page `page` (both validated). */
function readPageWindow(input: { limit?: unknown; page?: unknown }, defaultLimit: number, maxLimit: number) {
  const limit = wholeNumber(input.limit, defaultLimit, 1, maxLimit, `limit must be a whole number between 1 and ${maxLimit}`);
  const page = wholeNumber(input.page, 1, 1, Number.MAX_SAFE_INTEGER, communityMessages.page);
  return { limit, page, skip: (page - 1) * limit };
}

/** The canonical taxonomy name of a category or sector, by slug or name. */
function readCategory(value: unknown): string | null {
  const raw = text(value);
  if (!raw) return null;
  const name = findCategory(raw)?.name ?? findSector(raw)?.name;
  if (!name) throw new DomainError('VALIDATION', communityMessages.categoryUnknown);
  return name;
}

/** The directory's filter and order (GraphQL pages it by cursor, REST by page). Most members first. */
export function communityDirectory(ctx: Ctx, input: Omit<ListCommunitiesInput, 'limit' | 'page'>) {
  const category = text(input.category).toLowerCase() === 'all' ? null : readCategory(input.category);
  const search = text(input.search);
  if (search.length > SEARCH_MAX) throw new DomainError('VALIDATION', communityMessages.searchTooLong);
  const filter = text(input.filter).toLowerCase();
  if (filter && filter !== 'subscribed') throw new DomainError('VALIDATION', communityMessages.filter);
  const subscribedBy = filter ? requireViewer(ctx).id : null;
  const where: Prisma.CommunityWhereInput = {
    AND: [
      visibleCommunityWhere(ctx.viewer),
      ...(category ? [{ category }] : []),
      ...(subscribedBy ? [{ memberships: { some: { userId: subscribedBy } } }] : []),
      ...(search
        ? [
            {
              OR: [
                { name: { contains: search, mode: 'insensitive' as const } },
                { displayName: { contains: search, mode: 'insensitive' as const } },
                { description: { contains: search, mode: 'insensitive' as const } },
              ],
            },
          ]
        : []),
    ],
  };
  const orderBy: Prisma.CommunityOrderByWithRelationInput[] = [{ memberCount: 'desc' }, { id: 'desc' }];
  return { where, orderBy };
}

/** A page of the directory with its total (two statements). */
export async function listCommunities(ctx: Ctx, input: ListCommunitiesInput) {
  const { limit, page, skip } = readPageWindow(input, LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT);
  const { where, orderBy } = communityDirectory(ctx, input);
  const [communities, total] = await Promise.all([
    ctx.db.community.findMany({ where, orderBy, skip, take: limit, include: communityInclude(ctx.viewer?.id) }),
    ctx.db.community.count({ where }),
  ]);
  return { communities, total, page, limit };
}

// ─── Creating ───

export interface CreateCommunityInput {
  /** 3 to 50 characters; the slug is derived from it. */
  name: unknown;
  /** 3 to 50 characters; the name when absent. */
  displayName?: unknown;
  /** At most 500 characters. */
  description?: unknown;
  /** A category or sector of the taxonomy (slug or name). */
  category: unknown;
  /** A short text such as an emoji, at most 16 characters. */
  icon?: unknown;
  /** 'public' (default) or 'private'. */
  visibility?: unknown;
}

const oneLine = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

function readName(value: unknown, message: string): string {
  const name = oneLine(value);
  if ([...name].length < NAME_MIN || [...name].length > NAME_MAX) throw new DomainError('VALIDATION', message);
  return name;
}

function readVisibility(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  const visibility = String(value).toLowerCase();
  if (visibility !== 'public' && visibility !== 'private') throw new DomainError('VALIDATION', communityMessages.visibility);
  return visibility === 'private';
}

const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/** Verified members create communities; the creator is its OWNER member (member count 1). */
export async function createCommunity(ctx: Ctx, input: CreateCommunityInput): Promise<CommunityRow> {
  const viewer = requireVerifiedViewer(ctx);
  if (!oneLine(input.name)) throw new DomainError('VALIDATION', communityMessages.nameRequired);
  const name = readName(input.name, communityMessages.nameLength);
  const displayName = oneLine(input.displayName) ? readName(input.displayName, communityMessages.displayNameLength) : name;
  const description = typeof input.description === 'string' ? input.description.trim() : '';
  if ([...description].length > DESCRIPTION_MAX) throw new DomainError('VALIDATION', communityMessages.descriptionTooLong);
  if (!text(input.category)) throw new DomainError('VALIDATION', communityMessages.categoryRequired);
  const category = readCategory(input.category);
  const icon = text(input.icon) || null;
  if (icon && [...icon].length > ICON_MAX) throw new DomainError('VALIDATION', communityMessages.iconTooLong);
  const isPrivate = readVisibility(input.visibility);
  const slug = slugify(name).slice(0, NAME_MAX).replace(/-+$/g, '');
  if (!slug) throw new DomainError('VALIDATION', communityMessages.nameNeedsLetters);
  if (RESERVED_SLUGS.has(slug)) throw new DomainError('CONFLICT', communityMessages.nameReserved);
  // Names are public: blocked words refuse it; what would hold a post for review (contact details,
  // links, strong language) has no review queue here, so it is refused with a message too.
  if (moderate(ctx, { title: name, text: [displayName, description].join('\n') }).status !== 'PUBLISHED') {
    throw new DomainError('VALIDATION', communityMessages.needsChanges);
  }
  await ctx.limits.consume('communitiesByUser', String(viewer.id));
  try {
    return await ctx.db.$transaction(async (tx) => {
      const community = await tx.community.create({
        data: {
          slug,
          name,
          displayName,
          description,
          category,
          icon,
          isPrivate,
          creatorId: viewer.id,
          memberCount: 1,
          memberships: { create: { userId: viewer.id, role: 'OWNER' } },
        },
        include: communityInclude(viewer.id),
      });
      await insertFollow(tx, viewer.id, communityFollow(community));
      return community;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('CONFLICT', communityMessages.nameTaken);
    throw error;
  }
}

// ─── Joining and leaving ───

export interface MembershipChange {
  community: CommunityRow;
  /** False when nothing changed (already a member / not a member). */
  changed: boolean;
  message: string;
}

/**
 * Adds the member unless they already are one: the unique (community, member) row decides under
 * concurrency, and the counter moves in the same transaction only when the row was inserted.
 */
export async function addMember(tx: Prisma.TransactionClient, communityId: number, userId: number): Promise<boolean> {
  const inserted = await tx.$executeRaw`
    INSERT INTO "CommunityMembership" ("communityId", "userId", "role", "joinedAt")
    VALUES (${communityId}, ${userId}, 'MEMBER', now())
    ON CONFLICT ("communityId", "userId") DO NOTHING`;
  if (inserted === 1) await tx.$executeRaw`UPDATE "Community" SET "memberCount" = "memberCount" + 1 WHERE "id" = ${communityId}`;
  return inserted === 1;
}

/** Members follow the communities they are in: joining follows, leaving unfollows (docs/decisions.md). */
export const communityFollow = (community: Pick<Community, 'slug'>): FollowTarget => ({ followType: 'COMMUNITY', followValue: community.slug });

/** Adds the member and their follow in the caller's transaction; false when they already were one. */
export async function joinAndFollow(tx: Prisma.TransactionClient, community: Pick<Community, 'id' | 'slug'>, userId: number): Promise<boolean> {
  if (!(await addMember(tx, community.id, userId))) return false;
  await insertFollow(tx, userId, communityFollow(community));
  return true;
}

/** The community after a membership change, as the viewer now sees it. */
export async function afterMembershipChange(ctx: Ctx, community: Community, changed: boolean, message: string): Promise<MembershipChange> {
  // A private community's posts now count (or no longer count) in this member's feed totals.
  if (changed && community.isPrivate) invalidateFeedCaches();
  // ... and its notifications about them are (or no longer are) theirs: new badge numbers.
  if (changed && community.isPrivate && ctx.viewer) await publishUnreadCounts(ctx, [ctx.viewer.id]);
  const row = await ctx.db.community.findUniqueOrThrow({ where: { id: community.id }, include: communityInclude(ctx.viewer?.id) });
  return { community: row, changed, message };
}

export interface CommunityInput {
  community: CommunityKey;
}

/** Joins a community by slug (or id). Idempotent. A private community is joined by invite only. */
export async function joinCommunity(ctx: Ctx, input: CommunityInput): Promise<MembershipChange> {
  const viewer = requireViewer(ctx);
  const community = await getCommunity(ctx, input.community);
  if (roleOf(community)) return { community, changed: false, message: communityMessages.alreadyMember };
  if (community.isPrivate) throw new DomainError('FORBIDDEN', communityMessages.privateNeedsInvite);
  const joined = await ctx.db.$transaction((tx) => joinAndFollow(tx, community, viewer.id));
  if (joined) await awardBadgesFor(ctx, { event: 'join', userId: viewer.id, recipientId: community.creatorId });
  return afterMembershipChange(ctx, community, joined, joined ? communityMessages.joined : communityMessages.alreadyMember);
}

/**
 * Leaves a community. Idempotent. When the owner leaves, the longest-serving moderator (else the
 * longest-standing member) becomes the owner, so a community is never left without one; an owner
 * who is its only member cannot leave. Leaves of one community run one at a time (row lock), so
 * the successor chosen is never someone leaving at the same moment.
 */
export async function leaveCommunity(ctx: Ctx, input: CommunityInput): Promise<MembershipChange> {
  const viewer = requireViewer(ctx);
  const community = await getCommunity(ctx, input.community);
  const left = await ctx.db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "Community" WHERE "id" = ${community.id} FOR UPDATE`;
    const removed = await tx.$queryRaw<{ role: CommunityRole }[]>`
      DELETE FROM "CommunityMembership" WHERE "communityId" = ${community.id} AND "userId" = ${viewer.id} RETURNING "role"`;
    if (removed.length === 0) return false;
    await tx.$executeRaw`UPDATE "Community" SET "memberCount" = "memberCount" - 1 WHERE "id" = ${community.id}`;
    await deleteFollow(tx, viewer.id, communityFollow(community));
    if (removed[0]!.role === 'OWNER') {
      const successor = await tx.communityMembership.findFirst({
        where: { communityId: community.id },
        orderBy: [{ role: 'desc' }, { joinedAt: 'asc' }, { id: 'asc' }],
        select: { id: true },
      });
      // Thrown inside the transaction: the membership and the counter stay as they were.
      if (!successor) throw new DomainError('CONFLICT', communityMessages.lastMember);
      await tx.communityMembership.update({ where: { id: successor.id }, data: { role: 'OWNER' } });
    }
    return true;
  });
  if (left) ctx.pubsub.publish('user:communityLeft', viewer.id, { communityId: community.id });
  return afterMembershipChange(ctx, community, left, left ? communityMessages.left : communityMessages.notMember);
}

// ─── Members and moderators ───

export interface ListMembersInput extends CommunityInput {
  /** 1 to 100 (default 20). */
  limit?: unknown;
  page?: unknown;
}

/** Owner first, then moderators, then members, longest-standing first (index order). */
export const membersOrderBy: Prisma.CommunityMembershipOrderByWithRelationInput[] = [{ role: 'desc' }, { joinedAt: 'asc' }, { id: 'asc' }];

const memberUserSelect = { id: true, username: true, displayName: true, avatarColor: true, avatarConfig: true } as const;
export type MemberRow = CommunityMembership & { user: Prisma.UserGetPayload<{ select: typeof memberUserSelect }> };

/** A page of a community's members with their roles; the total is the member counter. */
export async function listMembers(ctx: Ctx, input: ListMembersInput) {
  const community = await getCommunity(ctx, input.community);
  const { limit, page, skip } = readPageWindow(input, LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT);
  const members: MemberRow[] = await ctx.db.communityMembership.findMany({
    where: { communityId: community.id },
    orderBy: membersOrderBy,
    skip,
    take: limit,
    include: { user: { select: memberUserSelect } },
  });
  return { community, members, total: community.memberCount, page, limit };
}

/** The community with the viewer's role, when the viewer holds one of `roles`; FORBIDDEN otherwise. */
export async function communityRunBy(ctx: Ctx, key: CommunityKey, roles: CommunityRole[], message: string): Promise<CommunityRow> {
  requireViewer(ctx);
  const community = await getCommunity(ctx, key);
  const role = roleOf(community);
  if (!role || !roles.includes(role)) throw new DomainError('FORBIDDEN', message);
  return community;
}

export interface ModeratorInput extends CommunityInput {
  userId: number;
}

/** Owner only: a member becomes a moderator (idempotent). */
export async function appointModerator(ctx: Ctx, input: ModeratorInput): Promise<MemberRow> {
  return setModerator(ctx, input, 'MODERATOR');
}

/** Owner only: a moderator goes back to being a member (idempotent). */
export async function removeModerator(ctx: Ctx, input: ModeratorInput): Promise<MemberRow> {
  return setModerator(ctx, input, 'MEMBER');
}

async function setModerator(ctx: Ctx, input: ModeratorInput, role: 'MODERATOR' | 'MEMBER'): Promise<MemberRow> {
  const community = await communityRunBy(ctx, input.community, ['OWNER'], communityMessages.ownerOnly);
  const where = { communityId_userId: { communityId: community.id, userId: input.userId } };
  const membership = await ctx.db.communityMembership.findUnique({ where, select: { role: true } });
  if (!membership) throw new DomainError('VALIDATION', communityMessages.moderatorMustBeMember);
  if (membership.role === 'OWNER') throw new DomainError('VALIDATION', communityMessages.ownerIsNotModerator);
  // Conditional on the current role, so it never touches an owner made in the meantime.
  await ctx.db.communityMembership.updateMany({
    where: { communityId: community.id, userId: input.userId, role: { in: ['MEMBER', 'MODERATOR'] } },
    data: { role },
  });
  return ctx.db.communityMembership.findUniqueOrThrow({ where, include: { user: { select: memberUserSelect } } });
}
