// The home feed: filters, sorts, full-text search ranked by the spec's relevance weights,
// trending, most read and top slots.
import type { Ctx, Viewer } from '../../context.ts';
import type { SqlStatement } from '../../db.ts';
import { markComplete } from '../../lib/completeRows.ts';
import { Prisma, type PostType } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { insensitiveEquals } from '../../lib/insensitiveEquals.ts';
import { categoryFilter, findCategory } from '../taxonomy/taxonomy.ts';
import { hiddenAuthorsKey, listablePostWhere, notHiddenAuthorSql } from './access.ts';
import { isAdmin } from '../auth/session.ts';
import { hiddenAuthorIds } from '../moderation/relations.ts';
import { visibleCommunityPostSql, visibleCommunityPostWhere } from '../communities/access.ts';
import { invalidatePopularTopics } from '../communities/popular.ts';

export type FeedSort = 'POPULAR' | 'NEWEST' | 'OLDEST';
export const FEED_PAGE_SIZE = 20;
export const SEARCH_RESULT_CAP = 1000;

export interface FeedFilters {
  sort?: FeedSort | null;
  sector?: string | null;
  tag?: string | null;
  campaign?: string | null;
  category?: string | null;
  search?: string | null;
  /** Only posts of this type (POLL for the Polls tab and /polls). */
  postType?: PostType | null;
}

const clean = (value: string | null | undefined) => (typeof value === 'string' && value.trim() ? value.trim() : null);

export function readSort(input: unknown): FeedSort {
  if (input === undefined || input === null || input === '') return 'POPULAR';
  const value = String(input).toUpperCase();
  if (value === 'POPULAR' || value === 'NEWEST' || value === 'OLDEST') return value;
  throw new DomainError('VALIDATION', "Sort must be 'popular', 'newest' or 'oldest'");
}

/** Welcome and Start-here posts the viewer dismissed stay out of their feed. */
function dismissedWhere(viewer: Viewer | null): Prisma.PostWhereInput[] {
  if (!viewer) return [];
  return [
    ...(viewer.dismissed.welcomePost ? [{ isWelcome: false }] : []),
    ...(viewer.dismissed.startHerePost ? [{ isStartHere: false }] : []),
  ];
}

/** What a category filter matches: its tags, its sectors, and communities filed under it. */
function categoryMatch(category: string): { tags: string[]; sectors: string[]; communityCategories: string[] } | null {
  const match = categoryFilter(category);
  if (!match) return null;
  const found = findCategory(category);
  return {
    tags: [...match.tags],
    sectors: [...match.sectors],
    communityCategories: found ? [found.name, found.slug] : [...match.sectors],
  };
}

/** The spec: one of category, tag and campaign at a time (category, then tag, then campaign). */
function topicWhere(filters: FeedFilters): Prisma.PostWhereInput[] {
  const category = clean(filters.category);
  if (category) {
    const match = categoryMatch(category);
    if (!match) return [{ id: -1 }];
    return [
      {
        OR: [
          { tags: { some: { tag: { in: match.tags, mode: 'insensitive' } } } },
          { sector: { in: match.sectors } },
          { community: { category: { in: match.communityCategories, mode: 'insensitive' } } },
        ],
      },
    ];
  }
  const tag = clean(filters.tag);
  if (tag) return [{ tags: { some: { tag: insensitiveEquals(tag) } } }];
  const campaign = clean(filters.campaign);
  if (campaign) return [{ campaignId: campaign }];
  return [];
}

export function feedWhere(ctx: Ctx, filters: FeedFilters): Prisma.PostWhereInput {
  const sector = clean(filters.sector);
  return {
    AND: [
      listablePostWhere(ctx.viewer),
      ...dismissedWhere(ctx.viewer),
      ...(sector ? [{ sector: insensitiveEquals(sector) }] : []),
      ...(filters.postType ? [{ postType: filters.postType }] : []),
      ...topicWhere(filters),
    ],
  };
}

/** Pinned posts lead the unfiltered feed; the last key (id) makes the order total for paging. */
export function feedOrderBy(filters: FeedFilters): Prisma.PostOrderByWithRelationInput[] {
  const unfiltered = !clean(filters.sector) && !filters.postType && topicWhere(filters).length === 0;
  return sortedAfter(unfiltered ? [{ isPinned: 'desc' }] : [], readSort(filters.sort));
}

/** A community's feed: its own pins first, then the sort (index on communityId, status, pin, sort). */
export const communityFeedOrderBy = (sort: FeedSort) => sortedAfter([{ pinnedInCommunity: 'desc' }], sort);

/** The sort's order after the given leading keys (pins); id last makes it total for paging. */
export function sortedAfter(pinned: Prisma.PostOrderByWithRelationInput[], sort: FeedSort): Prisma.PostOrderByWithRelationInput[] {
  if (sort === 'NEWEST') return [...pinned, { createdAt: 'desc' }, { id: 'desc' }];
  if (sort === 'OLDEST') return [...pinned, { createdAt: 'asc' }, { id: 'asc' }];
  return [...pinned, { hotRank: 'desc' }, { id: 'desc' }];
}

export const isSearch = (filters: FeedFilters) => clean(filters.search) !== null;

/**
 * Post ids matching a search, best first, ranked by the spec's relevance weights: title match
 * 100, exact title +50, title prefix +25, tag 75, sector 50, content 25 plus 5 per occurrence up
 * to 25, age under 1 day +10 (under 7 days +5), engagement 0.5 per vote or comment up to 20.
 * Candidates come from the full-text GIN index (migration post_search_index: the expression
 * here must stay identical to the index's), a tag or a sector match. The visibility rules
 * are those of listablePostWhere and feedWhere, written in SQL.
 */
export async function searchPostIds(ctx: Ctx, filters: FeedFilters): Promise<number[]> {
  const query = clean(filters.search)!.slice(0, 200);
  const lower = query.toLowerCase();
  const viewerId = ctx.viewer?.id ?? -1;
  const dismissedWelcome = ctx.viewer?.dismissed.welcomePost ?? false;
  const dismissedStartHere = ctx.viewer?.dismissed.startHerePost ?? false;
  const sector = clean(filters.sector);
  const topic = topicSql(filters);
  const rows = await ctx.db.$queryRaw<{ id: number }[]>`
    WITH q AS (SELECT websearch_to_tsquery('english', ${query}) AS tsq, ${lower}::text AS term),
    candidates AS (
      SELECT p."id" FROM "Post" p, q
        WHERE (setweight(to_tsvector('english', p."title"), 'A') || setweight(to_tsvector('english', p."contentText"), 'B')) @@ q.tsq
      UNION
      SELECT t."postId" FROM "PostTag" t, q WHERE lower(t."tag") = q.term
      UNION
      SELECT p."id" FROM "Post" p, q WHERE lower(p."sector") = q.term
    )
    SELECT p."id"
    FROM candidates c JOIN "Post" p ON p."id" = c."id" JOIN "User" a ON a."id" = p."authorId", q
    WHERE p."status" = 'PUBLISHED' AND p."deletedAt" IS NULL
      AND (a."isShadowBanned" = false OR p."authorId" = ${viewerId})
      AND (${!dismissedWelcome} OR p."isWelcome" = false)
      AND (${!dismissedStartHere} OR p."isStartHere" = false)
      AND (${sector}::text IS NULL OR lower(p."sector") = lower(${sector}))
      AND (${filters.postType ?? null}::text IS NULL OR p."postType"::text = ${filters.postType ?? null}::text)
      AND ${visibleCommunityPostSql(ctx.viewer)}
      AND ${notHiddenAuthorSql(ctx.viewer)}
      AND ${topic}
    ORDER BY (
        CASE WHEN to_tsvector('english', p."title") @@ q.tsq OR strpos(lower(p."title"), q.term) > 0 THEN 100 ELSE 0 END
      + CASE WHEN lower(p."title") = q.term THEN 50 ELSE 0 END
      + CASE WHEN left(lower(p."title"), length(q.term)) = q.term THEN 25 ELSE 0 END
      + CASE WHEN EXISTS (SELECT 1 FROM "PostTag" t WHERE t."postId" = p."id" AND strpos(lower(t."tag"), q.term) > 0) THEN 75 ELSE 0 END
      + CASE WHEN strpos(lower(p."sector"), q.term) > 0 THEN 50 ELSE 0 END
      + CASE WHEN to_tsvector('english', p."contentText") @@ q.tsq
          THEN 25 + least(25, 5 * ((length(p."contentText") - length(replace(lower(p."contentText"), q.term, ''))) / greatest(length(q.term), 1)))
          ELSE 0 END
      + CASE WHEN p."createdAt" > now() - interval '1 day' THEN 10 WHEN p."createdAt" > now() - interval '7 days' THEN 5 ELSE 0 END
      + least(20, 0.5 * (p."upvotes" + p."downvotes" + p."commentCount"))
    ) DESC, p."id" DESC
    LIMIT ${SEARCH_RESULT_CAP}`;
  return rows.map((row) => row.id);
}

function topicSql(filters: FeedFilters): Prisma.Sql {
  const category = clean(filters.category);
  if (category) {
    const match = categoryMatch(category);
    if (!match) return Prisma.sql`false`;
    const tags = match.tags.map((t) => t.toLowerCase());
    const communityCategories = match.communityCategories.map((c) => c.toLowerCase());
    return Prisma.sql`(
      EXISTS (SELECT 1 FROM "PostTag" t WHERE t."postId" = p."id" AND lower(t."tag") = ANY(${tags}::text[]))
      OR p."sector" = ANY(${match.sectors}::text[])
      OR EXISTS (SELECT 1 FROM "Community" c WHERE c."id" = p."communityId" AND lower(c."category") = ANY(${communityCategories}::text[])))`;
  }
  const tag = clean(filters.tag);
  if (tag) return Prisma.sql`EXISTS (SELECT 1 FROM "PostTag" t WHERE t."postId" = p."id" AND lower(t."tag") = lower(${tag}))`;
  const campaign = clean(filters.campaign);
  if (campaign) return Prisma.sql`p."campaignId" = ${campaign}`;
  return Prisma.sql`true`;
}

/** Hottest posts of the last week. */
export function trendingWhere(ctx: Ctx): Prisma.PostWhereInput {
  return { AND: [listablePostWhere(ctx.viewer), { createdAt: { gt: new Date(Date.now() - 7 * 24 * 3600 * 1000) } }] };
}

// The results count needs a scan of every matching post. Outside private communities it is the
// same for nearly every viewer, so it is kept for a few seconds; only dismissals, a
// shadow-banned viewer's own posts and the members a viewer blocked or muted make it differ, and
// those key the cache too (viewers with the same blocks and mutes share it). Posts of private
// communities count for their members (and admins) only, so that part is kept per viewer. Writes
// on this instance (and joining or leaving a community) clear it; other instances catch up
// within the TTL.
// Entries name their database: the cache is per app even where two apps share this module
// (the API tests run their files' servers one after another in one process).
const countCache = new Map<string, { db: Ctx['db']; count: number; expires: number }>();
/** Moves with every invalidation: what was read before a write is neither kept nor shared after it. */
let cacheVersion = 0;

/** Called by every write that changes which posts a feed holds (this instance is exact at once). */
export function invalidateFeedCaches(): void {
  countCache.clear();
  sharedPages.clear();
  cacheVersion += 1;
  topSlotsCache = null;
  invalidatePopularTopics();
}

// Reads in flight, per database and key: the readers of an expired entry share one read instead
// of each running it (under load dozens arrive together when an entry expires, and their reads
// at once stalled every request for hundreds of milliseconds).
const inFlight = new WeakMap<Ctx['db'], Map<string, Promise<unknown>>>();

function sharedRead<T>(db: Ctx['db'], key: string, read: () => Promise<T>): Promise<T> {
  let reads = inFlight.get(db);
  if (!reads) inFlight.set(db, (reads = new Map()));
  const flightKey = `${cacheVersion}:${key}`;
  const running = reads.get(flightKey) as Promise<T> | undefined;
  if (running) return running;
  const started = read().finally(() => reads.delete(flightKey));
  reads.set(flightKey, started);
  return started;
}

/** A count kept under `key` for FEED_COUNT_CACHE_SECONDS (cleared by invalidateFeedCaches). */
export async function cachedCount(ctx: Ctx, key: string, count: () => Promise<number>): Promise<number> {
  const cached = countCache.get(key);
  if (cached && cached.db === ctx.db && cached.expires > Date.now()) return cached.count;
  const ttlMs = ctx.config.feedCountCacheSeconds * 1000;
  if (ttlMs <= 0) return count();
  return sharedRead(ctx.db, `count:${key}`, async () => {
    const version = cacheVersion;
    const value = await count();
    if (version === cacheVersion) {
      // Oldest first out, so the many per-viewer counts (private posts, My Feed) never wipe the
      // shared feed counts that are written again every TTL.
      countCache.delete(key);
      countCache.set(key, { db: ctx.db, count: value, expires: Date.now() + ttlMs });
      if (countCache.size > 1000) countCache.delete(countCache.keys().next().value!);
    }
    return value;
  });
}

export async function countFeed(ctx: Ctx, filters: FeedFilters): Promise<number> {
  const viewer = ctx.viewer;
  const key = JSON.stringify([
    clean(filters.sector),
    clean(filters.category),
    clean(filters.tag),
    clean(filters.campaign),
    filters.postType ?? null,
    viewer?.dismissed.welcomePost ?? false,
    viewer?.dismissed.startHerePost ?? false,
    viewer?.isShadowBanned ? viewer.id : null,
    hiddenAuthorsKey(viewer),
  ]);
  // The filter is built only when a count is read (most requests find both cached).
  const shared = cachedCount(ctx, key, () => ctx.db.post.count({ where: { AND: [feedWhere(ctx, filters), visibleCommunityPostWhere(null)] } }));
  if (!viewer) return shared;
  const own = cachedCount(ctx, `${key}:private:${viewer.id}`, () =>
    ctx.db.post.count({ where: { AND: [feedWhere(ctx, filters), { community: { isPrivate: true } }] } }),
  );
  return (await shared) + (await own);
}

// Top slots are the same for everyone for 20 minutes (spec: top slots TTL 20 min).
export const TOP_SLOTS_TTL_MS = 20 * 60 * 1000;
const TOP_SLOT_COUNT = 3;
let topSlotsCache: { db: Ctx['db']; ids: number[]; validUntil: Date } | null = null;

export async function topSlotIds(ctx: Ctx): Promise<{ ids: number[]; validUntil: Date | null }> {
  if (!ctx.config.features.topSlots) return { ids: [], validUntil: null };
  if (topSlotsCache && topSlotsCache.db === ctx.db && topSlotsCache.validUntil.getTime() > Date.now()) return topSlotsCache;
  const posts = await ctx.db.post.findMany({
    // The same for everyone, so only what anyone may see (no private communities).
    where: {
      AND: [
        { status: 'PUBLISHED', deletedAt: null, isWelcome: false, isStartHere: false, author: { isShadowBanned: false } },
        { createdAt: { gt: new Date(Date.now() - 3 * 24 * 3600 * 1000) } },
        visibleCommunityPostWhere(null),
      ],
    },
    orderBy: [{ hotRank: 'desc' }, { id: 'desc' }],
    take: TOP_SLOT_COUNT,
    select: { id: true },
  });
  topSlotsCache = { db: ctx.db, ids: posts.map((p) => p.id), validUntil: new Date(Date.now() + TOP_SLOTS_TTL_MS) };
  return { ids: topSlotsCache.ids, validUntil: topSlotsCache.validUntil };
}

/** Counts one read of a post page (for "most read"); never delays the page. */
export function recordPostView(ctx: Ctx, postId: number): void {
  ctx.db.post.update({ where: { id: postId }, data: { viewCount: { increment: 1 } }, select: { id: true } }).catch((error: unknown) => {
    ctx.log.warn({ err: error, postId }, 'could not count a post view');
  });
}

// ─── Post lists shared by GraphQL and REST: each is a filter and a total order. ───

export interface PostList {
  where: Prisma.PostWhereInput;
  orderBy: Prisma.PostOrderByWithRelationInput[];
}

const newestFirst: Prisma.PostOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

export const postLists = {
  /** The hottest posts of the last week. */
  trending: (ctx: Ctx): PostList => ({ where: trendingWhere(ctx), orderBy: [{ hotRank: 'desc' }, { id: 'desc' }] }),
  /** The most opened posts of the last week. */
  mostRead: (ctx: Ctx): PostList => ({ where: trendingWhere(ctx), orderBy: [{ viewCount: 'desc' }, { hotRank: 'desc' }, { id: 'desc' }] }),
  /** The member's saved posts. */
  saved: (viewer: Viewer): PostList => ({
    where: { AND: [listablePostWhere(viewer), { saves: { some: { userId: viewer.id } } }] },
    orderBy: newestFirst,
  }),
  /** One member's posts, as the viewer may see them. */
  byAuthor: (ctx: Ctx, authorId: number): PostList => ({
    where: { AND: [listablePostWhere(ctx.viewer), { authorId }] },
    orderBy: newestFirst,
  }),
  /** A community's posts: its own pins first, then Popular, Newest or Oldest. */
  community: (ctx: Ctx, communityId: number, sort: FeedSort): PostList => ({
    where: { AND: [listablePostWhere(ctx.viewer), { communityId }] },
    orderBy: communityFeedOrderBy(sort),
  }),
};

/**
 * Posts by id in the given order (search results, top slots), loaded with the caller's
 * selection; ids that are gone or no longer listable for the viewer drop out.
 */
export async function findPostsInOrder<T extends { id: number }>(
  ctx: Ctx,
  ids: number[],
  find: (where: Prisma.PostWhereInput) => Promise<T[]>,
): Promise<T[]> {
  if (ids.length === 0) return [];
  const rows = await find({ AND: [{ id: { in: ids } }, listablePostWhere(ctx.viewer)] });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

// ─── The feed page: one read for GraphQL's feed and GET /api/posts ───
//
// A page of the home feed (filters and sort, no search) is the same rows for almost every viewer:
// the first pages are built once for everyone from what anyone may see and kept for a few seconds
// (the count cache's TTL, at most FEED_PAGE_CACHE_MAX_MS), and each request adds only the viewer's
// part in one small statement: their vote, save and poll vote on those posts, and whether each
// post, its author or its community changed since the page was built (every counter change moves
// Post.updatedAt), so a vote, an edit, a deletion or a pin shows at once. The viewer's blocks,
// mutes and dismissals only take rows out. Viewers whose feed holds more than what anyone may see
// read it straight from the database: admins, shadow-banned members (their own posts) and members
// of a private community (the small statement tells: then a third statement reads the page).
// Writes on this instance clear it (invalidateFeedCaches).

/** What a feed card shows of a post, the same for every viewer. */
export const feedCardInclude = {
  author: { select: { id: true, username: true, displayName: true, avatarColor: true, avatarConfig: true } },
  community: true,
  tags: { select: { tag: true }, orderBy: { position: 'asc' } },
  pollOptions: { select: { id: true, optionIndex: true, optionText: true, voteCount: true }, orderBy: { optionIndex: 'asc' } },
} satisfies Prisma.PostInclude;
export type FeedCard = Prisma.PostGetPayload<{ include: typeof feedCardInclude }>;

/** The viewer's own rows of a post, shaped as Prisma relation loads (none for guests). */
export interface ViewerPostRows {
  votes: { direction: 'UP' | 'DOWN' }[];
  saves: { id: number }[];
  pollVotes: { option: { optionIndex: number } }[];
}
export type FeedPost = FeedCard & ViewerPostRows;

/** The viewer's part of a page read with the page itself (the fallback path). */
export const viewerPostInclude = (viewerId: number | null) =>
  ({
    votes: { where: { userId: viewerId ?? -1 }, select: { direction: true } },
    saves: { where: { userId: viewerId ?? -1 }, select: { id: true } },
    pollVotes: { where: { userId: viewerId ?? -1 }, select: { option: { select: { optionIndex: true } } } },
  }) satisfies Prisma.PostInclude;

export interface FeedPageInput {
  filters: FeedFilters;
  /** Rows wanted (a page, plus one to tell whether another follows). */
  take: number;
  skip?: number;
  /** Rows after this post id (GraphQL cursors); none for the first page. */
  afterId?: number | null;
}

/** Rows kept per shared page: the largest page (50) plus its look-ahead row and room for hidden authors. */
const SHARED_PAGE_ROWS = 64;
export const FEED_PAGE_CACHE_MAX_MS = 5_000;
const EMPTY_VIEWER_ROWS: ViewerPostRows = Object.freeze({ votes: [], saves: [], pollVotes: [] }) as ViewerPostRows;

interface SharedPage {
  db: Ctx['db'];
  rows: FeedCard[];
  /** Fewer rows than asked for came back: the list ends here. */
  complete: boolean;
  /** Post, author and community updatedAt of each row when the page was built. */
  stamps: Map<number, number>;
  expires: number;
}
const sharedPages = new Map<string, SharedPage>();

const stampOf = (post: { updatedAt: Date; author: { updatedAt: Date }; community: { updatedAt: Date } | null }) =>
  Math.max(post.updatedAt.getTime(), post.author.updatedAt.getTime(), post.community?.updatedAt.getTime() ?? 0);

const sharedPageKey = (filters: FeedFilters) =>
  JSON.stringify([readSort(filters.sort), clean(filters.sector), clean(filters.category), clean(filters.tag), clean(filters.campaign), filters.postType ?? null]);

/** Whether the viewer sees exactly what anyone may see, less their blocks, mutes and dismissals. */
const mayShare = (viewer: Viewer | null) => !viewer || (!isAdmin(viewer) && !viewer.isShadowBanned);

/** A page of the home feed (no search) with the card fields and the viewer's own rows. */
export async function readFeedPage(ctx: Ctx, input: FeedPageInput): Promise<FeedPost[]> {
  const { filters, take } = input;
  const ttl = Math.min(ctx.config.feedCountCacheSeconds * 1000, FEED_PAGE_CACHE_MAX_MS);
  if (ttl > 0 && !input.afterId && !input.skip && take > 0 && take <= SHARED_PAGE_ROWS && mayShare(ctx.viewer)) {
    const page = await fromSharedPage(ctx, filters, take, ttl);
    if (page) return page;
  }
  const rows = await ctx.db.post.findMany({
    where: feedWhere(ctx, filters),
    orderBy: feedOrderBy(filters),
    take,
    skip: input.skip ?? (input.afterId ? 1 : 0),
    ...(input.afterId ? { cursor: { id: input.afterId } } : {}),
    include: { ...feedCardInclude, ...viewerPostInclude(ctx.viewer?.id ?? null) },
  });
  return markCardRows(rows);
}

/** The viewer's block and mute rows of an author in their list: none, by the list's rule. */
const NO_RELATION_ROWS: { id: number }[] = Object.freeze([]) as unknown as { id: number }[];

/**
 * Card rows hold every card field (and the viewer's own rows): GraphQL answers their fields from
 * them (lib/completeRows.ts). An author in a viewer's list is never one the viewer blocked or
 * muted (listablePostWhere hides them), so the author's block and mute rows for the viewer are
 * empty whoever the viewer is: the card carries them, shared rows included.
 */
function markCardRows<T extends FeedCard>(rows: T[]): T[] {
  for (const row of rows) {
    markComplete(row);
    if (!('blockedBy' in row.author)) Object.assign(row.author, { blockedBy: NO_RELATION_ROWS, mutedBy: NO_RELATION_ROWS });
    markComplete(row.author);
    if (row.community) markComplete(row.community);
  }
  return rows;
}

async function sharedPage(ctx: Ctx, filters: FeedFilters, ttl: number): Promise<SharedPage> {
  const key = sharedPageKey(filters);
  const cached = sharedPages.get(key);
  if (cached && cached.db === ctx.db && cached.expires > Date.now()) return cached;
  return sharedRead(ctx.db, `page:${key}`, async (): Promise<SharedPage> => {
    const version = cacheVersion;
    const rows = await ctx.db.post.findMany({
      where: feedWhere({ ...ctx, viewer: null }, filters),
      orderBy: feedOrderBy(filters),
      take: SHARED_PAGE_ROWS,
      include: { ...feedCardInclude, author: { select: { ...feedCardInclude.author.select, updatedAt: true } } },
    });
    markCardRows(rows);
    const stamps = new Map(rows.map((row) => [row.id, stampOf(row)]));
    const page: SharedPage = { db: ctx.db, rows, complete: rows.length < SHARED_PAGE_ROWS, stamps, expires: Date.now() + ttl };
    // A write that cleared the pages while this one was read must not be undone by it.
    if (version === cacheVersion) {
      sharedPages.set(key, page);
      if (sharedPages.size > 200) sharedPages.delete(sharedPages.keys().next().value!);
    }
    return page;
  });
}

async function fromSharedPage(ctx: Ctx, filters: FeedFilters, take: number, ttl: number): Promise<FeedPost[] | null> {
  const page = await sharedPage(ctx, filters, ttl);
  const viewer = ctx.viewer;
  const hidden = hiddenAuthorIds(viewer);
  const rows: FeedCard[] = [];
  for (const row of page.rows) {
    if (rows.length === take) break;
    if (viewer?.dismissed.welcomePost && row.isWelcome) continue;
    if (viewer?.dismissed.startHerePost && row.isStartHere) continue;
    if (hidden.length > 0 && hidden.includes(row.authorId)) continue;
    rows.push(row);
  }
  if (rows.length < take && !page.complete) return null;
  if (rows.length === 0) return [];
  const viewerRows = await viewerPart(ctx, rows, page);
  if (!viewerRows) {
    // Something on the page changed (or the viewer sees private posts): read it afresh.
    if (sharedPages.get(sharedPageKey(filters)) === page) sharedPages.delete(sharedPageKey(filters));
    return null;
  }
  // The shared row is the prototype of the viewer's: its 40-odd columns are not copied per request,
  // and the viewer's own rows never land on the shared object.
  return rows.map((row) => Object.assign(Object.create(row) as FeedPost, viewerRows.get(row.id) ?? EMPTY_VIEWER_ROWS));
}

/**
 * One statement: for each post of the page, whether it (its author, its community) changed since
 * the page was built, and the viewer's vote, save and poll vote; and whether the viewer belongs to
 * a private community. Null when the shared page cannot serve this viewer.
 */
async function viewerPart(ctx: Ctx, rows: FeedCard[], page: SharedPage): Promise<Map<number, ViewerPostRows> | null> {
  const found = await ctx.sql.rows<{ id: number | null; stamp: Date | null; ok: boolean; vote: 'UP' | 'DOWN' | null; saveId: number | null; pollOption: number | null }>(
    viewerPartStatement,
    [ctx.viewer?.id ?? -1, rows.map((row) => row.id)],
  );
  if (found.length !== rows.length) return null;
  const result = new Map<number, ViewerPostRows>();
  for (const row of found) {
    if (row.id === null || !row.ok || row.stamp === null || page.stamps.get(row.id) !== row.stamp.getTime()) return null;
    if (row.vote === null && row.saveId === null && row.pollOption === null) continue;
    result.set(row.id, {
      votes: row.vote ? [{ direction: row.vote }] : [],
      saves: row.saveId !== null ? [{ id: row.saveId }] : [],
      pollVotes: row.pollOption !== null ? [{ option: { optionIndex: row.pollOption } }] : [],
    });
  }
  return result;
}

/** viewerPart's statement: $1 the viewer (-1 for guests), $2 the page's post ids. Sent through the driver: it runs on every feed request. */
const viewerPartStatement: SqlStatement = {
  name: 'hot_feed_viewer_part',
  text: `SELECT p."id", greatest(p."updatedAt", a."updatedAt", c."updatedAt") AT TIME ZONE 'UTC' AS "stamp",
      (p."status" = 'PUBLISHED' AND p."deletedAt" IS NULL AND NOT a."isShadowBanned") AS "ok",
      (SELECT v."direction"::text FROM "PostVote" v WHERE v."postId" = p."id" AND v."userId" = $1) AS "vote",
      (SELECT s."id" FROM "PostSave" s WHERE s."postId" = p."id" AND s."userId" = $1) AS "saveId",
      (SELECT o."optionIndex" FROM "PollVote" pv JOIN "PollOption" o ON o."id" = pv."optionId" WHERE pv."postId" = p."id" AND pv."userId" = $1) AS "pollOption"
    FROM "Post" p JOIN "User" a ON a."id" = p."authorId" LEFT JOIN "Community" c ON c."id" = p."communityId"
    WHERE p."id" = ANY($2::int[])
    UNION ALL
    SELECT NULL, NULL, false, NULL, NULL, NULL WHERE EXISTS (
      SELECT 1 FROM "CommunityMembership" m JOIN "Community" pc ON pc."id" = m."communityId" WHERE m."userId" = $1 AND pc."isPrivate")`,
};

// ─── Search results and top slots: one read each, both transports format it ───

/** The slice of an ordered list of ids a page is: after a post (GraphQL cursors, which skip it) or from an offset. */
export interface IdsPage {
  take: number;
  skip?: number;
  afterId?: number | null;
}

export function sliceIds(ids: number[], page: IdsPage): number[] {
  const start = Math.max(0, (page.afterId ? ids.indexOf(page.afterId) : 0) + (page.skip ?? 0));
  return ids.slice(start, start + Math.abs(page.take));
}

/** Loads posts matching a filter; findPostsInOrder puts them in order. */
export type PostLoader<T extends { id: number }> = (where: Prisma.PostWhereInput) => Promise<T[]>;

/** Posts with the feed card's fields and the viewer's own rows. */
export const loadFeedPosts =
  (ctx: Ctx): PostLoader<FeedPost> =>
  async (where) =>
    markCardRows(await ctx.db.post.findMany({ where, include: { ...feedCardInclude, ...viewerPostInclude(ctx.viewer?.id ?? null) } }));

const searchMemo = new WeakMap<Ctx, Map<string, Promise<number[]>>>();

/** A search's ranked ids, once per request (a page and its count share them). */
export function searchResultIds(ctx: Ctx, filters: FeedFilters): Promise<number[]> {
  let memo = searchMemo.get(ctx);
  if (!memo) searchMemo.set(ctx, (memo = new Map()));
  const key = JSON.stringify([clean(filters.search), clean(filters.sector), clean(filters.category), clean(filters.tag), clean(filters.campaign), filters.postType ?? null]);
  let ids = memo.get(key);
  if (!ids) memo.set(key, (ids = searchPostIds(ctx, filters)));
  return ids;
}

/** A page of search results, best first, with how many there are (at most SEARCH_RESULT_CAP). */
export async function readSearchPage<T extends { id: number } = FeedPost>(
  ctx: Ctx,
  filters: FeedFilters,
  page: IdsPage,
  load: PostLoader<T> = loadFeedPosts(ctx) as unknown as PostLoader<T>,
): Promise<{ rows: T[]; total: number }> {
  const ids = await searchResultIds(ctx, filters);
  return { rows: await findPostsInOrder(ctx, sliceIds(ids, page), load), total: ids.length };
}

/** The top slots as the viewer may see them: a post hidden since the slots were chosen drops out. */
export async function readTopSlots<T extends { id: number } = FeedPost>(
  ctx: Ctx,
  load: PostLoader<T> = loadFeedPosts(ctx) as unknown as PostLoader<T>,
): Promise<{ slots: { slot: number; post: T }[]; validUntil: Date | null }> {
  const { ids, validUntil } = await topSlotIds(ctx);
  const posts = await findPostsInOrder(ctx, ids, load);
  return { slots: posts.map((post) => ({ slot: ids.indexOf(post.id) + 1, post })), validUntil };
}
