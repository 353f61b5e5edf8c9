// My Feed over REST (GET /api/posts/my-feed) and GraphQL (myFeed): posts of followed communities,
// tags, sectors, campaigns and members and nothing else; unfollowing takes them out; private
// communities stay their members'; the sorts and paging; the top-up with up to 10 trending posts
// (no duplicates) below 5 followed posts, and `fallback` when nothing is followed; guests 401;
// and a fixed number of SQL statements however many follows (spec §4 feed modes, §7, §9).
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/server.ts';
import { expectError, gqlData, gqlError, member, uniqueWord, type Member } from './helpers/content.ts';
import { createCommunity, createPost, type CreatePostOptions } from '../fixtures/factories.ts';

let writer: Member;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const server = useTestServer();

beforeAll(async () => {
  writer = await member(server);
  // Recent posts nobody follows: the trending pool (more than the 10 a top-up takes).
  for (let i = 0; i < 14; i++) await post({ title: `Trending pool ${i} ${uniqueWord(5)}`, createdAt: new Date(Date.now() - (i + 1) * HOUR) });
});

let clock = 0;
/** A post by `writer` (unless given), each a minute older than the last so newest order is known. */
function post(options: Partial<CreatePostOptions> = {}) {
  clock += 1;
  return createPost(server.app.db, { author: writer.id, title: `Post ${uniqueWord(8)}`, createdAt: new Date(Date.now() - 2 * HOUR - clock * MINUTE), ...options });
}

const follow = async (m: Member, follow_type: string, follow_value: string | number) => {
  const res = await server.api('POST', '/follows', { follow_type, follow_value }, { token: m.token });
  expect(res.status, res.text).toBeLessThan(300);
};

async function myFeed(m: Member, query = '') {
  const res = await server.api('GET', `/posts/my-feed${query ? `?${query}` : ''}`, undefined, { token: m.token });
  expect(res.status, res.text).toBe(200);
  return res.body as { posts: { id: number }[]; pagination: Record<string, number>; metadata: { fallback: boolean; supplemented: boolean; total: number; totalPages: number } };
}
const idsOf = (posts: { id: number }[]) => posts.map((p) => p.id);

const MY_FEED = `query($first: Int, $after: String, $sort: FeedSort) {
  myFeed(first: $first, after: $after, sort: $sort) {
    totalCount fallback supplemented pageInfo { hasNextPage endCursor }
    edges { node { postId title tags sector campaignId viewerVote author { userId } community { slug } } }
  }
}`;
async function myFeedGql(m: Member, variables: Record<string, unknown> = {}) {
  return gqlData(await server.gql(MY_FEED, variables, m.token)).myFeed as {
    totalCount: number;
    fallback: boolean;
    supplemented: boolean;
    pageInfo: { hasNextPage: boolean; endCursor: string };
    edges: { node: { postId: number } }[];
  };
}
const nodeIds = (conn: { edges: { node: { postId: number } }[] }) => conn.edges.map((e) => e.node.postId);

/** The trending list (hottest of the last 7 days) the feed tops up from, as GraphQL serves it. */
async function trendingIds(m: Member): Promise<number[]> {
  const data = gqlData(await server.gql(`query { trendingPosts(first: 20) { edges { node { postId } } } }`, {}, m.token));
  return nodeIds(data.trendingPosts);
}

describe('My Feed', () => {
  it('answers 401 to guests on both transports', async () => {
    expectError(await server.api('GET', '/posts/my-feed'), 401, 'UNAUTHENTICATED', 'Authentication required');
    expect(gqlError(await server.gql(MY_FEED)).extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('is trending only, with fallback, when nothing is followed', async () => {
    const m = await member(server);
    const trending = (await trendingIds(m)).slice(0, 10);
    expect(trending).toHaveLength(10);
    const rest = await myFeed(m);
    expect(idsOf(rest.posts)).toEqual(trending);
    expect(rest.metadata).toEqual({ fallback: true, supplemented: true, total: 10, totalPages: 1 });
    expect(rest.pagination).toEqual({ page: 1, per_page: 20, total: 10, total_pages: 1 });
    const gql = await myFeedGql(m);
    expect(gql).toMatchObject({ totalCount: 10, fallback: true, supplemented: true, pageInfo: { hasNextPage: false } });
    expect(nodeIds(gql)).toEqual(trending);
  });

  it('holds posts of every kind of follow and nothing else; unfollowing takes them out', async () => {
    const m = await member(server);
    const author = await member(server);
    const tag = `Shift ${uniqueWord(6)}`;
    const slug = `local-${uniqueWord(6)}`;
    const community = await createCommunity(server.app.db, { slug, name: `Local ${slug}` });
    const byCommunity = [await post({ community: community.id }), await post({ community: community.id })];
    const byTag = [await post({ tags: ['wages', tag] }), await post({ tags: [tag.toUpperCase()] })];
    const bySector = [await post({ sector: 'Education' }), await post({ sector: 'Education' })];
    const byCampaign = [await post({ campaignId: 'parcel-drivers-union' }), await post({ campaignId: 'parcel-drivers-union' })];
    const byMember = [await post({ author: author.id }), await post({ author: author.id })];
    const unrelated = [await post({ tags: ['wages'] }), await post({ sector: 'Retail' }), await post({ campaignId: 'baristas-united' })];
    // Not listable: pending review, deleted.
    const hidden = [await post({ tags: [tag], status: 'PENDING_REVIEW' }), await post({ community: community.id })];
    await server.app.db.post.update({ where: { id: hidden[1]!.id }, data: { deletedAt: new Date() } });

    await follow(m, 'community', slug);
    await follow(m, 'tag', tag);
    await follow(m, 'sector', 'education');
    await follow(m, 'campaign', 'parcel-drivers-union');
    await follow(m, 'user', author.id);
    const followed = [...byCommunity, ...byTag, ...bySector, ...byCampaign, ...byMember];
    const newestFirst = [...followed].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map((p) => p.id);

    const rest = await myFeed(m, 'sort=newest');
    expect(idsOf(rest.posts)).toEqual(newestFirst);
    expect(rest.metadata).toEqual({ fallback: false, supplemented: false, total: 10, totalPages: 1 });
    for (const p of [...unrelated, ...hidden]) expect(idsOf(rest.posts)).not.toContain(p.id);
    const gql = await myFeedGql(m, { sort: 'NEWEST' });
    expect(nodeIds(gql)).toEqual(newestFirst);
    expect(gql).toMatchObject({ totalCount: 10, fallback: false, supplemented: false });

    const res = await server.api('DELETE', '/follows', { follow_type: 'tag', follow_value: tag }, { token: m.token });
    expect(res.body.removed).toBe(true);
    await server.api('POST', `/follows/unfollow/${author.id}`, undefined, { token: m.token });
    const after = idsOf((await myFeed(m, 'sort=newest')).posts);
    expect(after).toEqual(newestFirst.filter((id) => ![...byTag, ...byMember].some((p) => p.id === id)));
  });

  it('sorts Popular by hot rank (the default), Newest and Oldest by time, and pages on both transports', async () => {
    const m = await member(server);
    const tag = uniqueWord(8);
    const posts = [];
    for (let i = 0; i < 7; i++) posts.push(await post({ tags: [tag] }));
    // Hot rank decides Popular: make the oldest the hottest.
    await server.app.db.post.update({ where: { id: posts[6]!.id }, data: { hotRank: 1e9 } });
    await server.app.db.post.update({ where: { id: posts[5]!.id }, data: { hotRank: 1e9 - 1 } });
    await follow(m, 'tag', tag);
    const newest = posts.map((p) => p.id);
    const popular = [posts[6]!.id, posts[5]!.id, ...newest.slice(0, 5)];

    expect(idsOf((await myFeed(m)).posts)).toEqual(popular);
    expect(idsOf((await myFeed(m, 'sort=popular')).posts)).toEqual(popular);
    expect(idsOf((await myFeed(m, 'sort=newest')).posts)).toEqual(newest);
    expect(idsOf((await myFeed(m, 'sort=oldest')).posts)).toEqual([...newest].reverse());
    expectError(
      await server.api('GET', '/posts/my-feed?sort=loudest', undefined, { token: m.token }),
      400,
      'VALIDATION',
      "Sort must be 'popular', 'newest' or 'oldest'",
    );

    const page1 = await myFeed(m, 'sort=newest&per_page=3');
    const page3 = await myFeed(m, 'sort=newest&per_page=3&page=3');
    expect(idsOf(page1.posts)).toEqual(newest.slice(0, 3));
    expect(idsOf(page3.posts)).toEqual(newest.slice(6));
    expect(page3.pagination).toEqual({ page: 3, per_page: 3, total: 7, total_pages: 3 });

    const first = await myFeedGql(m, { first: 4 });
    expect(nodeIds(first)).toEqual(popular.slice(0, 4));
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await myFeedGql(m, { first: 4, after: first.pageInfo.endCursor });
    expect(nodeIds(second)).toEqual(popular.slice(4));
    expect(second.pageInfo.hasNextPage).toBe(false);
  });

  it('tops up fewer than 5 followed posts with up to 10 trending posts, followed first, without duplicates', async () => {
    const m = await member(server);
    const tag = uniqueWord(8);
    const older = await post({ tags: [tag], createdAt: new Date(Date.now() - 30 * 24 * HOUR) });
    const hot = await post({ tags: [tag] });
    // Followed and trending at once: it must come once, among the followed posts.
    await server.app.db.post.update({ where: { id: hot.id }, data: { hotRank: 2e9 } });
    await follow(m, 'tag', tag);

    const trending = await trendingIds(m);
    expect(trending[0]).toBe(hot.id);
    const expected = [hot.id, older.id, ...trending.filter((id) => id !== hot.id).slice(0, 10)];
    const rest = await myFeed(m);
    expect(idsOf(rest.posts)).toEqual(expected);
    expect(new Set(idsOf(rest.posts)).size).toBe(12);
    expect(rest.metadata).toEqual({ fallback: false, supplemented: true, total: 12, totalPages: 1 });

    const gql = await myFeedGql(m);
    expect(nodeIds(gql)).toEqual(expected);
    expect(gql).toMatchObject({ totalCount: 12, fallback: false, supplemented: true });
    // The topped-up list pages like any other.
    const a = await myFeedGql(m, { first: 5 });
    const b = await myFeedGql(m, { first: 5, after: a.pageInfo.endCursor });
    const c = await myFeedGql(m, { first: 5, after: b.pageInfo.endCursor });
    expect([...nodeIds(a), ...nodeIds(b), ...nodeIds(c)]).toEqual(expected);
    expect([a.pageInfo.hasNextPage, c.pageInfo.hasNextPage]).toEqual([true, false]);
    expect(idsOf((await myFeed(m, 'per_page=5&page=3')).posts)).toEqual(expected.slice(10));

    // Follows that match no post: topped up from trending, but not a fallback.
    const n = await member(server);
    await follow(n, 'campaign', 'rideshare-drivers-network');
    const none = await myFeed(n);
    expect(idsOf(none.posts)).toEqual(trending.slice(0, 10));
    expect(none.metadata).toMatchObject({ fallback: false, supplemented: true });
  });

  it("keeps a private community's posts to its members even when a follow matches them", async () => {
    const m = await member(server);
    const tag = uniqueWord(8);
    const secret = await createCommunity(server.app.db, { slug: `secret-${uniqueWord(6)}`, isPrivate: true, createdBy: writer.id });
    const open = [];
    for (let i = 0; i < 5; i++) open.push(await post({ tags: [tag] }));
    const inside = await post({ tags: [tag], community: secret.id });
    await follow(m, 'tag', tag);
    await follow(m, 'user', writer.id);
    const before = await myFeed(m, 'per_page=50&sort=newest');
    expect(idsOf(before.posts)).not.toContain(inside.id);
    expect(nodeIds(await myFeedGql(m, { first: 50 }))).not.toContain(inside.id);

    await server.app.db.communityMembership.create({ data: { communityId: secret.id, userId: m.id } });
    expect(idsOf((await myFeed(m, 'per_page=50&sort=newest')).posts)).toContain(inside.id);
  });

  it('sends the same number of SQL statements with 5 follows as with 60', async () => {
    const few = await member(server);
    const many = await member(server);
    const tag = uniqueWord(8);
    for (let i = 0; i < 6; i++) await post({ tags: [tag] });
    await follow(few, 'tag', tag);
    await follow(few, 'sector', 'Transportation');
    await follow(few, 'campaign', 'hotel-workers-together');
    await follow(few, 'user', writer.id);
    const slug = `c-${uniqueWord(6)}`;
    await createCommunity(server.app.db, { slug });
    await follow(few, 'community', slug);

    await follow(many, 'tag', tag);
    for (const value of ['wages', 'scheduling', 'safety', 'organizing', 'rights', 'benefits', 'harassment', 'overtime', 'breaks', 'union']) {
      await follow(many, 'tag', value);
    }
    for (const value of ['Tech', 'Healthcare', 'Retail', 'Food Service', 'Transportation', 'Education']) await follow(many, 'sector', value);
    for (const value of ['baristas-united', 'retail-workers-rising', 'parcel-drivers-union', 'hotel-workers-together']) {
      await follow(many, 'campaign', value);
    }
    for (let i = 0; i < 20; i++) {
      const s = `m-${uniqueWord(6)}`;
      await createCommunity(server.app.db, { slug: s });
      await follow(many, 'community', s);
    }
    for (let i = 0; i < 19; i++) await follow(many, 'user', (await member(server)).id);
    expect(await server.app.db.follow.count({ where: { userId: many.id } })).toBe(60);

    const measure = async (request: () => Promise<unknown>) => {
      const before = server.app.statements.count;
      await request();
      return server.app.statements.count - before;
    };
    const counts = async (m: Member) => ({
      rest: await measure(() => myFeed(m)),
      graphql: await measure(() => myFeedGql(m, { first: 20 })),
    });
    const small = await counts(few);
    const large = await counts(many);
    expect(large).toEqual(small);
    for (const count of Object.values(small)) expect(count).toBeLessThanOrEqual(8);

    // Topped up and fallback: also fixed.
    const topUpFew = await member(server);
    const topUpMany = await member(server);
    await follow(topUpFew, 'campaign', 'rideshare-drivers-network');
    for (const value of ['Tech', 'Healthcare', 'Retail', 'Food Service']) await follow(topUpMany, 'sector', value);
    for (let i = 0; i < 10; i++) await follow(topUpMany, 'user', (await member(server)).id);
    expect(await counts(topUpMany)).toEqual(await counts(topUpFew));
  });
});
