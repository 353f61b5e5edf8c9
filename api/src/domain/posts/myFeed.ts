// My Feed (spec §4 feed modes, §7 GET /posts/my-feed, §9): posts from the communities, tags,
// sectors, campaigns and members the viewer follows, Popular or Newest. With fewer than 5 such
// posts it is topped up with up to 10 trending posts (no duplicates); `fallback` says it is
// trending only because nothing is followed. A fixed number of statements however many follows:
// the follows (one), the count (one, kept a few seconds), then either the page, or the few
// followed ids and the trending ids (one each) whose posts the transport loads in order.
import type { Ctx } from '../../context.ts';
import type { FollowType, Prisma } from '../../generated/prisma/client.ts';
import { requireViewer } from '../auth/session.ts';
import { followedValues } from '../follows/follows.ts';
import { hiddenAuthorsKey } from './access.ts';
import { cachedCount, feedWhere, postLists, readSort, sortedAfter, type PostList } from './feed.ts';

/** Below this many followed posts, trending posts are added (spec §9). */
const MY_FEED_MIN_POSTS = 5;
/** At most this many trending posts are added. */
const MY_FEED_TRENDING_MAX = 10;

export interface MyFeedInput {
  /** popular (default), newest or oldest, as the home feed's sort. */
  sort?: unknown;
}

export type MyFeed =
  /** Enough followed posts: page through `list` (`total` of them). */
  | { kind: 'followed'; list: PostList; total: number; fallback: false; supplemented: false }
  /** Few or none: these post ids, in this order (followed first, then trending). */
  | { kind: 'ids'; ids: number[]; total: number; fallback: boolean; supplemented: true };

/** The followed posts: what the viewer may see in the home feed, narrowed to their follows. */
function followedWhere(ctx: Ctx, follows: Record<FollowType, string[]>): Prisma.PostWhereInput | null {
  const userIds = follows.USER.map(Number);
  const any: Prisma.PostWhereInput[] = [
    ...(follows.COMMUNITY.length ? [{ community: { slug: { in: follows.COMMUNITY } } }] : []),
    // Post tags keep their spelling; follows are lower case.
    ...(follows.TAG.length ? [{ tags: { some: { tag: { in: follows.TAG, mode: 'insensitive' as const } } } }] : []),
    ...(follows.SECTOR.length ? [{ sector: { in: follows.SECTOR } }] : []),
    ...(follows.CAMPAIGN.length ? [{ campaignId: { in: follows.CAMPAIGN } }] : []),
    ...(userIds.length ? [{ authorId: { in: userIds } }] : []),
  ];
  if (any.length === 0) return null;
  // feedWhere without filters is the home feed's rule: the one visibility rule plus dismissals.
  return { AND: [feedWhere(ctx, {}), { OR: any }] };
}

/** The viewer's My Feed: which posts, in which order, and whether trending filled it. Guests: 401. */
export async function myFeed(ctx: Ctx, input: MyFeedInput): Promise<MyFeed> {
  const viewer = requireViewer(ctx);
  const sort = readSort(input.sort);
  const follows = await followedValues(ctx, viewer);
  const where = followedWhere(ctx, follows);
  const trending = postLists.trending(ctx);
  const trendingIds = async (exclude: number[]) =>
    (
      await ctx.db.post.findMany({
        where: exclude.length ? { AND: [trending.where, { id: { notIn: exclude } }] } : trending.where,
        orderBy: trending.orderBy,
        take: MY_FEED_TRENDING_MAX,
        select: { id: true },
      })
    ).map((p) => p.id);

  if (!where) {
    const ids = await trendingIds([]);
    return { kind: 'ids', ids, total: ids.length, fallback: true, supplemented: true };
  }
  const list: PostList = { where, orderBy: sortedAfter([], sort) };
  // The count reads every followed post; like the home feed's it is kept a few seconds (the next
  // pages reuse it), under a key that changes with the follows and dismissals.
  const key = `myFeed:${viewer.id}:${JSON.stringify([viewer.dismissed, follows, hiddenAuthorsKey(viewer)])}`;
  const total = await cachedCount(ctx, key, () => ctx.db.post.count({ where }));
  if (total >= MY_FEED_MIN_POSTS) return { kind: 'followed', list, total, fallback: false, supplemented: false };

  const followed = (await ctx.db.post.findMany({ ...list, take: MY_FEED_MIN_POSTS, select: { id: true } })).map((p) => p.id);
  const ids = [...followed, ...(await trendingIds(followed))];
  return { kind: 'ids', ids, total: ids.length, fallback: false, supplemented: true };
}
