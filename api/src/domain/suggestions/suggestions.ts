// Suggestions in the home feed (content spec §2 'Home feed', §9 'Sidebars and suggestions'): up to
// 6 communities after the 2nd post and 3 members after the 5th, from real data. Only what the viewer
// does not follow or belong to yet; first what is near them (their sector and followed sectors, the
// categories of their followed tags and sectors, communities and people that the members they
// follow are in or follow), then the largest of the rest. A fixed number of statements: the viewer's
// follows and sector (two, in parallel), the near ids, the other ids (only when short); the
// transport loads the rows by id in that order (one more).
import type { Ctx, Viewer } from '../../context.ts';
import type { FollowType, Prisma } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { visibleCommunityWhere } from '../communities/access.ts';
import { followedValues } from '../follows/follows.ts';
import { discoverableProfileWhere } from '../profiles/visibility.ts';
import { DEFAULT_SECTOR, categories, findSector } from '../taxonomy/taxonomy.ts';

export const SUGGESTED_COMMUNITIES_DEFAULT = 6;
export const SUGGESTED_MEMBERS_DEFAULT = 3;
const SUGGESTIONS_MAX = 12;

export interface SuggestionsInput {
  /** How many (1 to 12); the spec's 6 communities or 3 members when absent. */
  first?: unknown;
}

function readFirst(value: unknown, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > SUGGESTIONS_MAX) {
    throw new DomainError('VALIDATION', `first must be a whole number between 1 and ${SUGGESTIONS_MAX}`);
  }
  return value;
}

interface Signals {
  follows: Record<FollowType, string[]>;
  /** The viewer's own sector and followed sectors (taxonomy names, never General). */
  sectors: string[];
}

const noFollows = (): Record<FollowType, string[]> => ({ COMMUNITY: [], TAG: [], CAMPAIGN: [], SECTOR: [], USER: [] });

async function signalsOf(ctx: Ctx, viewer: Viewer | null): Promise<Signals> {
  if (!viewer) return { follows: noFollows(), sectors: [] };
  const [follows, profile] = await Promise.all([
    followedValues(ctx, viewer),
    ctx.db.profile.findUnique({ where: { userId: viewer.id }, select: { sector: true } }),
  ]);
  const sectors = [profile?.sector ?? DEFAULT_SECTOR, ...follows.SECTOR]
    .map((name) => findSector(name)?.name)
    .filter((name): name is string => name !== undefined && name !== DEFAULT_SECTOR);
  return { follows, sectors: [...new Set(sectors)] };
}

/** Ids matching `near` first, then the others, `take` in all (two statements at most). */
async function nearFirst(
  take: number,
  find: (where: 'near' | { notIn: number[] }, take: number) => Promise<number[]>,
  hasNear: boolean,
): Promise<number[]> {
  const near = hasNear ? await find('near', take) : [];
  if (near.length >= take) return near;
  return [...near, ...(await find({ notIn: near }, take - near.length))];
}

/**
 * Communities to suggest, as ids in order: public ones the viewer may see (access.ts) that they
 * neither follow nor belong to; near ones first, then the largest.
 */
export async function suggestedCommunityIds(ctx: Ctx, input: SuggestionsInput): Promise<number[]> {
  const take = readFirst(input.first, SUGGESTED_COMMUNITIES_DEFAULT);
  const viewer = ctx.viewer;
  const { follows, sectors } = await signalsOf(ctx, viewer);
  const followedTags = new Set(follows.TAG.map((t) => t.toLowerCase()));
  // A community's category is a taxonomy category or sector name (communities.ts).
  const nearCategories = [
    ...sectors,
    ...categories.filter((c) => c.sectors.some((s) => sectors.includes(s)) || c.tags.some((t) => followedTags.has(t.toLowerCase()))).map((c) => c.name),
  ];
  const followedUsers = follows.USER.map(Number);
  const near: Prisma.CommunityWhereInput[] = [
    ...(nearCategories.length ? [{ category: { in: nearCategories } }] : []),
    ...(followedUsers.length ? [{ memberships: { some: { userId: { in: followedUsers } } } }] : []),
  ];
  const base: Prisma.CommunityWhereInput[] = [
    visibleCommunityWhere(viewer),
    // Private communities are joined by invite only, so they are never suggested (not even to admins).
    { isPrivate: false },
    ...(follows.COMMUNITY.length ? [{ slug: { notIn: follows.COMMUNITY } }] : []),
    ...(viewer ? [{ memberships: { none: { userId: viewer.id } } }] : []),
  ];
  return nearFirst(
    take,
    async (which, count) =>
      (
        await ctx.db.community.findMany({
          where: { AND: [...base, which === 'near' ? { OR: near } : { id: which }] },
          orderBy: [{ memberCount: 'desc' }, { id: 'desc' }],
          take: count,
          select: { id: true },
        })
      ).map((c) => c.id),
    near.length > 0,
  );
}

/**
 * Members to suggest, as ids in order: others the viewer does not follow yet,
 * with no block between them and not muted by the viewer,
 * put forward by profiles/visibility.ts (discoverableProfileWhere); near ones first (same
 * sector, followed by the people the viewer follows, in the communities the viewer follows), then
 * those with most followers.
 */
export async function suggestedMemberIds(ctx: Ctx, input: SuggestionsInput): Promise<number[]> {
  const take = readFirst(input.first, SUGGESTED_MEMBERS_DEFAULT);
  const viewer = ctx.viewer;
  const { follows, sectors } = await signalsOf(ctx, viewer);
  const followedUsers = follows.USER.map(Number);
  const base: Prisma.UserWhereInput[] = [
    discoverableProfileWhere(viewer),
    ...(viewer
      ? [
          { id: { notIn: [viewer.id, ...followedUsers] } },
          { blocking: { none: { blockedId: viewer.id } } },
          { blockedBy: { none: { blockerId: viewer.id } } },
          { mutedBy: { none: { muterId: viewer.id } } },
        ]
      : []),
  ];
  const near: Prisma.UserWhereInput[] = [
    ...(sectors.length ? [{ profile: { sector: { in: sectors } } }] : []),
    ...(followedUsers.length ? [{ followers: { some: { userId: { in: followedUsers } } } }] : []),
    ...(follows.COMMUNITY.length ? [{ memberships: { some: { community: { slug: { in: follows.COMMUNITY } } } } }] : []),
  ];
  return nearFirst(
    take,
    async (which, count) =>
      (
        await ctx.db.user.findMany({
          where: { AND: [...base, which === 'near' ? { OR: near } : { id: which }] },
          orderBy: [{ followerCount: 'desc' }, { id: 'asc' }],
          take: count,
          select: { id: true },
        })
      ).map((u) => u.id),
    near.length > 0,
  );
}
