// Popular topics and sectors (the sidebar's 'Popular Topics', GET /communities/popular): the tags
// and sectors of the last 30 days' posts, by number of posts. Computed from what anyone may see
// (never a private community's posts), so the answer is the same for everyone and is shared for a
// minute; a post written, edited or removed on this instance clears it (invalidateFeedCaches).
import type { Ctx } from '../../context.ts';
import { wholeNumber } from '../../lib/wholeNumber.ts';
import { listablePostWhere } from '../posts/access.ts';
import { DEFAULT_SECTOR } from '../taxonomy/taxonomy.ts';

const POPULAR_DEFAULT_LIMIT = 5;
const POPULAR_MAX_LIMIT = 20;
const POPULAR_WINDOW_DAYS = 30;
const CACHE_MS = 60_000;

export interface PopularEntry {
  name: string;
  postCount: number;
}
export interface Popular {
  topics: PopularEntry[];
  sectors: PopularEntry[];
}

export interface PopularInput {
  /** 1 to 20; 5 when absent. */
  limit?: unknown;
}

// Entries name their database, so apps sharing this module never read each other's.
let cache: { db: Ctx['db']; limit: number; value: Popular; expires: number }[] = [];

export function invalidatePopularTopics(): void {
  cache = [];
}

const readLimit = (input: unknown): number =>
  wholeNumber(input, POPULAR_DEFAULT_LIMIT, 1, POPULAR_MAX_LIMIT, `limit must be a whole number between 1 and ${POPULAR_MAX_LIMIT}`);

export async function popularTopics(ctx: Ctx, input: PopularInput = {}): Promise<Popular> {
  const limit = readLimit(input.limit);
  const hit = cache.find((entry) => entry.db === ctx.db && entry.limit === limit && entry.expires > Date.now());
  if (hit) return hit.value;
  const recent = {
    AND: [listablePostWhere(null), { createdAt: { gt: new Date(Date.now() - POPULAR_WINDOW_DAYS * 24 * 3600_000) } }],
  };
  const [tags, sectors] = await Promise.all([
    ctx.db.postTag.groupBy({
      by: ['tag'],
      where: { post: recent },
      _count: { _all: true },
      orderBy: [{ _count: { tag: 'desc' } }, { tag: 'asc' }],
      take: limit,
    }),
    ctx.db.post.groupBy({
      by: ['sector'],
      // The default sector means "none chosen": not a topic.
      where: { AND: [recent, { sector: { not: DEFAULT_SECTOR } }] },
      _count: { _all: true },
      orderBy: [{ _count: { sector: 'desc' } }, { sector: 'asc' }],
      take: limit,
    }),
  ]);
  const value: Popular = {
    topics: tags.map((row) => ({ name: row.tag, postCount: row._count._all })),
    sectors: sectors.map((row) => ({ name: row.sector, postCount: row._count._all })),
  };
  const kept = cache.filter((entry) => entry.db === ctx.db && entry.limit !== limit && entry.expires > Date.now());
  cache = [...kept, { db: ctx.db, limit, value, expires: Date.now() + CACHE_MS }];
  return value;
}
