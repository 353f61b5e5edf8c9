// The home feed over REST (GET /api/posts) and GraphQL (feed): pagination, sorts, filters,
// search relevance, visibility (pending, deleted, shadow-banned, dismissed welcome posts), and
// the feed's side lists: trending, most read, top slots, taxonomy, search suggestions and
// feature flags (docs/rest-content.md, schema.graphql; spec §2, §4 feed modes, §7, §9).
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/server.ts';
import {
  admin,
  allFeedIds,
  createCommentApi,
  eventually,
  expectError,
  gid,
  gqlData,
  member,
  members,
  uniqueWord,
  type Member,
} from './helpers/content.ts';
import { createComment, createPost, type CreatePostOptions } from '../fixtures/factories.ts';

let author: Member;
let viewer: Member;

const server = useTestServer();

beforeAll(async () => {
  [author, viewer] = await members(server, 2);
});

const MINUTE = 60_000;
const ids = (posts: { id: number }[]) => posts.map((p) => p.id);
const edgesIds = (conn: { edges: { node: { postId: number } }[] }) => conn.edges.map((e) => e.node.postId);
const FEED = `query($first: Int, $after: String, $sort: FeedSort, $sector: String, $tag: String, $campaign: String, $category: String, $search: String) {
  feed(first: $first, after: $after, sort: $sort, sector: $sector, tag: $tag, campaign: $campaign, category: $category, search: $search) {
    totalCount sortedByRelevance pageInfo { hasNextPage endCursor } edges { cursor node { postId title tags sector campaignId score commentCount } }
  }
}`;

/** Factory posts by `author` tagged `tag`, one minute apart (the first is the newest). */
async function seedTagged(tag: string, count: number, extra: Partial<CreatePostOptions> = {}) {
  const base = Date.now() - 10 * MINUTE;
  const rows = [];
  for (let i = 0; i < count; i++) {
    rows.push(await createPost(server.app.db, { author: author.id, title: `Seeded ${tag} ${i}`, tags: [tag], createdAt: new Date(base - i * MINUTE), ...extra }));
  }
  return rows;
}

const feed = (query: string, token?: string) => server.api('GET', `/posts${query ? `?${query}` : ''}`, undefined, { token });

// ───────────────────────────── Pagination ─────────────────────────────

describe('GET /api/posts pagination', () => {
  let tag: string;
  let seeded: { id: number }[];
  beforeAll(async () => {
    tag = uniqueWord(8);
    seeded = await seedTagged(tag, 45);
  });

  it('pages of 20 by default with pagination.total_pages; page 2 and 3 continue without duplicates', async () => {
    const p1 = await feed(`tag=${tag}`);
    expect(p1.status, p1.text).toBe(200);
    expect(p1.body.posts).toHaveLength(20);
    expect(p1.body.pagination).toEqual({ page: 1, per_page: 20, total: 45, total_pages: 3 });
    expect(p1.body.metadata).toEqual({ totalPages: 3, total: 45, sortedByRelevance: false });
    const p2 = await feed(`tag=${tag}&page=2`);
    const p3 = await feed(`tag=${tag}&page=3`);
    expect(p2.body.posts).toHaveLength(20);
    expect(p2.body.pagination.page).toBe(2);
    expect(p3.body.posts).toHaveLength(5);
    const all = [...ids(p1.body.posts), ...ids(p2.body.posts), ...ids(p3.body.posts)];
    expect(new Set(all).size).toBe(45);
    expect([...all].sort((a, b) => a - b)).toEqual(ids(seeded).sort((a, b) => a - b));
    const p4 = await feed(`tag=${tag}&page=4`);
    expect(p4.body.posts).toEqual([]);
  });

  it('honours per_page up to 50', async () => {
    const ten = await feed(`tag=${tag}&per_page=10&page=2`);
    expect(ten.body.posts).toHaveLength(10);
    expect(ten.body.pagination).toEqual({ page: 2, per_page: 10, total: 45, total_pages: 5 });
    const big = await feed(`tag=${tag}&per_page=500`);
    expect(big.body.pagination.per_page).toBe(50);
    expect(big.body.posts).toHaveLength(45);
  });

  it('the unfiltered feed counts every visible post', async () => {
    const res = await feed('');
    expect(res.status).toBe(200);
    expect(res.body.posts).toHaveLength(20);
    const visible = await server.app.db.post.count({ where: { status: 'PUBLISHED', deletedAt: null, author: { isShadowBanned: false } } });
    expect(res.body.pagination.total).toBe(visible);
    expect(res.body.pagination.total_pages).toBe(Math.ceil(visible / 20));
  });

  it('GraphQL feed(first, after): totalCount, pageInfo.hasNextPage, no duplicates, the same order as REST', async () => {
    const p1 = gqlData(await server.gql(FEED, { first: 20, tag })).feed;
    expect(p1.totalCount).toBe(45);
    expect(p1.sortedByRelevance).toBe(false);
    expect(p1.edges).toHaveLength(20);
    expect(p1.pageInfo.hasNextPage).toBe(true);
    const p2 = gqlData(await server.gql(FEED, { first: 20, after: p1.pageInfo.endCursor, tag })).feed;
    expect(p2.edges).toHaveLength(20);
    expect(p2.pageInfo.hasNextPage).toBe(true);
    expect(p2.totalCount).toBe(45);
    const p3 = gqlData(await server.gql(FEED, { first: 20, after: p2.pageInfo.endCursor, tag })).feed;
    expect(p3.edges).toHaveLength(5);
    expect(p3.pageInfo.hasNextPage).toBe(false);
    const all = [...edgesIds(p1), ...edgesIds(p2), ...edgesIds(p3)];
    expect(new Set(all).size).toBe(45);
    expect(all).toEqual(await allFeedIds(server, `tag=${tag}`, undefined, 20));
  });
});

// ───────────────────────────── Sorts ─────────────────────────────

describe('sorts', () => {
  it('newest and oldest order by creation; the default sort is popular', async () => {
    const tag = uniqueWord(8);
    const seeded = await seedTagged(tag, 6); // seeded[0] is the newest
    const newest = await feed(`tag=${tag}&sort=newest`);
    expect(ids(newest.body.posts)).toEqual(ids(seeded));
    const oldest = await feed(`tag=${tag}&sort=oldest`);
    expect(ids(oldest.body.posts)).toEqual(ids(seeded).reverse());
    const byDefault = await feed(`tag=${tag}`);
    const popular = await feed(`tag=${tag}&sort=popular`);
    expect(ids(byDefault.body.posts)).toEqual(ids(popular.body.posts));
    const gqlNewest = gqlData(await server.gql(FEED, { first: 10, tag, sort: 'NEWEST' })).feed;
    expect(edgesIds(gqlNewest)).toEqual(ids(seeded));
    const gqlOldest = gqlData(await server.gql(FEED, { first: 10, tag, sort: 'OLDEST' })).feed;
    expect(edgesIds(gqlOldest)).toEqual(ids(seeded).reverse());
    expectError(await feed(`tag=${tag}&sort=sideways`), 400, 'VALIDATION');
  });

  it('popular puts higher score and more comments first among posts of the same age', async () => {
    const tag = uniqueWord(8);
    const createdAt = new Date(Date.now() - 30 * MINUTE);
    // Created highest engagement first, so an id tie-break alone would give the reverse order.
    const commented = await createPost(server.app.db, { author: author.id, title: `Three comments ${tag}`, tags: [tag], createdAt });
    const fourUp = await createPost(server.app.db, { author: author.id, title: `Four up votes ${tag}`, tags: [tag], createdAt });
    const twoUp = await createPost(server.app.db, { author: author.id, title: `Two up votes ${tag}`, tags: [tag], createdAt });
    const quiet = await createPost(server.app.db, { author: author.id, title: `No engagement ${tag}`, tags: [tag], createdAt });
    const voters = await members(server, 4);
    for (const v of voters) expect((await server.api('POST', `/posts/${fourUp.id}/vote`, { vote: 'up' }, { token: v.token })).status).toBe(200);
    for (const v of voters.slice(0, 2)) expect((await server.api('POST', `/posts/${twoUp.id}/vote`, { vote: 'up' }, { token: v.token })).status).toBe(200);
    for (const v of voters.slice(0, 3)) await createCommentApi(server, v.token, commented.id, 'Adding my voice here.');

    const expected = [commented.id, fourUp.id, twoUp.id, quiet.id];
    expect(ids((await feed(`tag=${tag}&sort=popular`)).body.posts)).toEqual(expected);
    expect(edgesIds(gqlData(await server.gql(FEED, { first: 10, tag, sort: 'POPULAR' })).feed)).toEqual(expected);
  });

  it('popular: one up vote lifts a post above unvoted posts of the same age, one down vote sinks it below them', async () => {
    const tag = uniqueWord(8);
    const createdAt = new Date(Date.now() - 40 * MINUTE);
    const upvoted = await createPost(server.app.db, { author: author.id, title: `One up vote ${tag}`, tags: [tag], createdAt });
    const plain = await createPost(server.app.db, { author: author.id, title: `No votes ${tag}`, tags: [tag], createdAt });
    const downvoted = await createPost(server.app.db, { author: author.id, title: `One down vote ${tag}`, tags: [tag], createdAt });
    expect((await server.api('POST', `/posts/${upvoted.id}/vote`, { vote: 'up' }, { token: viewer.token })).body.score).toBe(1);
    expect((await server.api('POST', `/posts/${downvoted.id}/vote`, { vote: 'down' }, { token: viewer.token })).body.score).toBe(-1);
    const res = await feed(`tag=${tag}&sort=popular`);
    expect(res.body.posts.map((p: { score: number }) => p.score)).toEqual([1, 0, -1]);
    expect(ids(res.body.posts)).toEqual([upvoted.id, plain.id, downvoted.id]);
  });

  it('feed cards carry the viewer’s own vote and save', async () => {
    const tag = uniqueWord(8);
    const post = await createPost(server.app.db, { author: author.id, title: `Card state ${tag}`, tags: [tag] });
    expect((await server.api('POST', `/posts/${post.id}/vote`, { vote: 'down' }, { token: viewer.token })).status).toBe(200);
    expect((await server.api('POST', `/posts/${post.id}/save`, undefined, { token: viewer.token })).status).toBe(200);
    const mine = (await feed(`tag=${tag}`, viewer.token)).body.posts[0];
    expect(mine).toMatchObject({ id: post.id, user_vote: 'down', is_saved: true, score: -1, downvotes: 1, save_count: 1 });
    const theirs = (await feed(`tag=${tag}`, author.token)).body.posts[0];
    expect(theirs).toMatchObject({ id: post.id, user_vote: null, is_saved: false, score: -1, save_count: 1 });
    const g = gqlData(await server.gql(`query($tag: String) { feed(first: 5, tag: $tag) { edges { node { postId viewerVote viewerHasSaved } } } }`, { tag }, viewer.token));
    expect(g.feed.edges[0].node).toEqual({ postId: post.id, viewerVote: 'DOWN', viewerHasSaved: true });
  });

  it('popular is stable: consecutive pages never repeat a post, even when every post ties', async () => {
    const tag = uniqueWord(8);
    const createdAt = new Date(Date.now() - 50 * MINUTE);
    const seeded = [];
    for (let i = 0; i < 30; i++) seeded.push(await createPost(server.app.db, { author: author.id, title: `Tie ${tag} ${i}`, tags: [tag], createdAt }));
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(...ids((await feed(`tag=${tag}&sort=popular&per_page=10&page=${page}`)).body.posts));
    expect(pages).toHaveLength(30);
    expect(new Set(pages).size).toBe(30);
    const again = [];
    let after: string | null = null;
    for (let i = 0; i < 3; i++) {
      const page: any = gqlData(await server.gql(FEED, { first: 10, after, tag, sort: 'POPULAR' })).feed;
      again.push(...edgesIds(page));
      after = page.pageInfo.endCursor;
    }
    expect(new Set(again).size).toBe(30);
    expect(again).toEqual(pages);
  });
});

// ───────────────────────────── Filters ─────────────────────────────

describe('filters', () => {
  it('sector filters by sector (and combines with a tag)', async () => {
    const tag = uniqueWord(8);
    const health = await createPost(server.app.db, { author: author.id, title: `Ward staffing ${tag}`, sector: 'Healthcare', tags: [tag] });
    const coffee = await createPost(server.app.db, { author: author.id, title: `Espresso line ${tag}`, sector: 'Coffee & Barista', tags: [tag] });
    const res = await feed(`sector=Healthcare&per_page=50`);
    expect(res.body.posts.every((p: { sector: string }) => p.sector === 'Healthcare')).toBe(true);
    expect(ids(res.body.posts)).toContain(health.id);
    const coffeeFeed = await allFeedIds(server, `sector=${encodeURIComponent('Coffee & Barista')}`);
    expect(coffeeFeed).toContain(coffee.id);
    expect(coffeeFeed).not.toContain(health.id);
    expect(await allFeedIds(server, `sector=Healthcare&tag=${tag}`)).toEqual([health.id]);
    expect(edgesIds(gqlData(await server.gql(FEED, { first: 10, sector: 'Healthcare', tag })).feed)).toEqual([health.id]);
  });

  it('tag matches case-insensitively', async () => {
    const word = uniqueWord(6);
    const post = await createPost(server.app.db, { author: author.id, title: `Night shift ${word}`, tags: [`Night Shift ${word}`] });
    for (const tag of [`night shift ${word}`, `NIGHT SHIFT ${word.toUpperCase()}`, `Night Shift ${word}`]) {
      expect(await allFeedIds(server, `tag=${encodeURIComponent(tag)}`), tag).toEqual([post.id]);
    }
    expect(edgesIds(gqlData(await server.gql(FEED, { first: 5, tag: `night SHIFT ${word}` })).feed)).toEqual([post.id]);
  });

  it('tag and sector match exactly: % and _ are not wildcards', async () => {
    const word = uniqueWord(6);
    const post = await createPost(server.app.db, { author: author.id, title: `Tip pool ${word}`, tags: [`tip_pool ${word}`] });
    for (const tag of [`tip%pool ${word}`, `tip_pool%`, `%${word}`]) expect(await allFeedIds(server, `tag=${encodeURIComponent(tag)}`), tag).toEqual([]);
    expect(await allFeedIds(server, `tag=${encodeURIComponent(`tip_pool ${word}`)}&sector=%25`)).toEqual([]);
    expect(await allFeedIds(server, `tag=${encodeURIComponent(`TIP_POOL ${word}`)}`)).toEqual([post.id]);
  });

  it('campaign filters by campaign id', async () => {
    const tag = uniqueWord(8);
    const inCampaign = await createPost(server.app.db, { author: author.id, title: `Hotel strike ${tag}`, tags: [tag], campaignId: 'hotel-workers-together' });
    const outside = await createPost(server.app.db, { author: author.id, title: `No campaign ${tag}`, tags: [tag] });
    const res = await allFeedIds(server, 'campaign=hotel-workers-together');
    expect(res).toContain(inCampaign.id);
    expect(res).not.toContain(outside.id);
    const page = await feed('campaign=hotel-workers-together&per_page=50');
    expect(page.body.posts.every((p: { campaign_id: string }) => p.campaign_id === 'hotel-workers-together')).toBe(true);
    expect(edgesIds(gqlData(await server.gql(FEED, { first: 50, campaign: 'hotel-workers-together' })).feed)).toContain(inCampaign.id);
  });

  it('category matches posts tagged with one of its tags (scheduling → pto), not others', async () => {
    const word = uniqueWord(8);
    const pto = await createPost(server.app.db, { author: author.id, title: `PTO request denied ${word}`, tags: ['pto', word] });
    const wages = await createPost(server.app.db, { author: author.id, title: `Raise talk ${word}`, tags: ['wages', word] });
    const schedulingTags = ['scheduling', 'overtime', 'breaks', 'pto', 'sick leave', 'understaffing', 'burnout'];
    const list = await allFeedIds(server, 'category=scheduling');
    expect(list).toContain(pto.id);
    expect(list).not.toContain(wages.id);
    const page = await feed('category=scheduling&per_page=50');
    for (const p of page.body.posts as { tags: string[] }[]) {
      expect(p.tags.some((t) => schedulingTags.includes(t.toLowerCase())), JSON.stringify(p.tags)).toBe(true);
    }
    expect(edgesIds(gqlData(await server.gql(FEED, { first: 50, category: 'scheduling', tag: word })).feed)).toContain(pto.id);
  });

  it('category also takes a sector name (the post page’s sector links): it matches that sector’s posts', async () => {
    const construction = await createPost(server.app.db, { author: author.id, title: `Scaffold safety ${uniqueWord(6)}`, sector: 'Construction' });
    const media = await createPost(server.app.db, { author: author.id, title: `Stagehands ${uniqueWord(6)}`, sector: 'Entertainment & Media' });
    const general = await createPost(server.app.db, { author: author.id, title: `General chat ${uniqueWord(6)}` });
    const list = await allFeedIds(server, 'category=Construction');
    expect(list).toContain(construction.id);
    expect(list).not.toContain(media.id);
    expect(list).not.toContain(general.id);
    expect(await allFeedIds(server, `category=${encodeURIComponent('Entertainment & Media')}`)).toContain(media.id);
  });

  it('applies only one of category, tag and campaign: category wins, then tag', async () => {
    const word = uniqueWord(8);
    const pto = await createPost(server.app.db, { author: author.id, title: `Sick leave fight ${word}`, tags: ['sick leave'] });
    const other = await createPost(server.app.db, { author: author.id, title: `Tagged only ${word}`, tags: [word], campaignId: null });
    const withCampaign = await createPost(server.app.db, { author: author.id, title: `Campaign only ${word}`, campaignId: 'parcel-drivers-union' });

    const categoryAndTag = await allFeedIds(server, `category=scheduling&tag=${word}`);
    expect(categoryAndTag).toContain(pto.id);
    expect(categoryAndTag).not.toContain(other.id);

    const tagAndCampaign = await allFeedIds(server, `tag=${word}&campaign=parcel-drivers-union`);
    expect(tagAndCampaign).toEqual([other.id]);
    expect(tagAndCampaign).not.toContain(withCampaign.id);

    const gqlCategoryAndTag = edgesIds(gqlData(await server.gql(FEED, { first: 50, sort: 'NEWEST', category: 'scheduling', tag: word })).feed);
    expect(gqlCategoryAndTag).toContain(pto.id);
    expect(gqlCategoryAndTag).not.toContain(other.id);
    const gqlTagAndCampaign = gqlData(await server.gql(FEED, { first: 50, tag: word, campaign: 'parcel-drivers-union' })).feed;
    expect(edgesIds(gqlTagAndCampaign)).toEqual([other.id]);
  });
});

// ───────────────────────────── Search ─────────────────────────────

describe('search', () => {
  let word: string;
  let exact: { id: number };
  let inTitle: { id: number };
  let inBody: { id: number };
  let inTag: { id: number };
  let unrelated: { id: number };

  beforeAll(async () => {
    word = uniqueWord(10);
    // The body-only post mentions the word six times and has the most engagement; it must
    // still rank below any title match.
    inBody = await createPost(server.app.db, {
      author: author.id,
      title: 'Unrelated title about breaks',
      body: `We talked about ${word} at lunch. ${word} again, ${word} and ${word}, then ${word} and ${word}.`,
    });
    await server.app.db.post.update({ where: { id: inBody.id }, data: { upvotes: 60, score: 60, commentCount: 10 } });
    inTitle = await createPost(server.app.db, { author: author.id, title: `Thoughts on ${word} at work`, body: 'Nothing else to add here.' });
    await server.app.db.post.update({ where: { id: inTitle.id }, data: { upvotes: 60, score: 60 } });
    inTag = await createPost(server.app.db, { author: author.id, title: 'A post with a topic', body: 'The body says nothing.', tags: [word] });
    exact = await createPost(server.app.db, { author: author.id, title: word, body: 'Exact title match.' });
    unrelated = await createPost(server.app.db, { author: author.id, title: 'Completely different subject', body: 'No match here at all.' });
  });

  it('returns metadata.sortedByRelevance: true; exact title first, title matches above body-only mentions; tags are found', async () => {
    const res = await feed(`search=${word}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.metadata).toMatchObject({ sortedByRelevance: true, total: 4, totalPages: 1 });
    expect(res.body.pagination).toMatchObject({ page: 1, total: 4, total_pages: 1 });
    const order = ids(res.body.posts);
    expect(new Set(order)).toEqual(new Set([exact.id, inTitle.id, inBody.id, inTag.id]));
    expect(order).not.toContain(unrelated.id);
    expect(order[0]).toBe(exact.id);
    expect(order.indexOf(inTitle.id)).toBeLessThan(order.indexOf(inBody.id));
    expect((await feed('sort=newest')).body.metadata.sortedByRelevance).toBe(false);
  });

  it('ignores sort, is case-insensitive and pages like the feed', async () => {
    const base = ids((await feed(`search=${word}`)).body.posts);
    expect(ids((await feed(`search=${word}&sort=oldest`)).body.posts)).toEqual(base);
    expect(ids((await feed(`search=${word.toUpperCase()}`)).body.posts)).toEqual(base);
    const p1 = await feed(`search=${word}&per_page=2`);
    const p2 = await feed(`search=${word}&per_page=2&page=2`);
    expect(p1.body.pagination).toMatchObject({ per_page: 2, total: 4, total_pages: 2 });
    expect([...ids(p1.body.posts), ...ids(p2.body.posts)]).toEqual(base);
  });

  it('GraphQL feed(search:) has sortedByRelevance, totalCount and the REST order, with cursor paging', async () => {
    const base = ids((await feed(`search=${word}`)).body.posts);
    const all = gqlData(await server.gql(FEED, { first: 10, search: word, sort: 'OLDEST' })).feed;
    expect(all.sortedByRelevance).toBe(true);
    expect(all.totalCount).toBe(4);
    expect(edgesIds(all)).toEqual(base);
    const p1 = gqlData(await server.gql(FEED, { first: 2, search: word })).feed;
    expect(p1.pageInfo.hasNextPage).toBe(true);
    const p2 = gqlData(await server.gql(FEED, { first: 2, after: p1.pageInfo.endCursor, search: word })).feed;
    expect(p2.pageInfo.hasNextPage).toBe(false);
    expect([...edgesIds(p1), ...edgesIds(p2)]).toEqual(base);
    expect(gqlData(await server.gql(FEED, { first: 1 })).feed.sortedByRelevance).toBe(false);
  });

  it('answers odd search strings without a server error', async () => {
    for (const q of ["'", '"', '%', '_', '\\', '&|!', ':*', '(', ')', '<->', 'a & b | !c', '💪 union', 'x'.repeat(1000), '   ']) {
      const res = await feed(`search=${encodeURIComponent(q)}`);
      expect(res.status, `${JSON.stringify(q.slice(0, 20))}: ${res.text.slice(0, 200)}`).toBe(200);
      expect(Array.isArray(res.body.posts)).toBe(true);
      const g = await server.gql(FEED, { first: 5, search: q });
      expect(g.errors, JSON.stringify(q.slice(0, 20))).toBeUndefined();
    }
  });

  it('finds words in the body and combines with a sector filter', async () => {
    const w = uniqueWord(10);
    const retail = await createPost(server.app.db, { author: author.id, title: 'Inventory night', body: `The ${w} scanner broke.`, sector: 'Retail' });
    const tech = await createPost(server.app.db, { author: author.id, title: 'Deploy night', body: `The ${w} pipeline broke.`, sector: 'Tech' });
    expect(new Set(ids((await feed(`search=${w}`)).body.posts))).toEqual(new Set([retail.id, tech.id]));
    expect(ids((await feed(`search=${w}&sector=Retail`)).body.posts)).toEqual([retail.id]);
  });
});

// ───────────────────────────── Visibility ─────────────────────────────

describe('visibility', () => {
  it('pending, deleted and shadow-banned authors’ posts are out of the feed and search for others; the shadow-banned author still sees their own', async () => {
    const tag = uniqueWord(8);
    const word = uniqueWord(10);
    const banned = await member(server);
    await server.app.db.user.update({ where: { id: banned.id }, data: { isShadowBanned: true } });
    const visible = await createPost(server.app.db, { author: author.id, title: `Visible ${word}`, tags: [tag] });
    const pending = await createPost(server.app.db, { author: author.id, title: `Pending ${word}`, tags: [tag], status: 'PENDING_REVIEW' });
    const deleted = await createPost(server.app.db, { author: author.id, title: `Deleted ${word}`, tags: [tag] });
    await server.app.db.post.update({ where: { id: deleted.id }, data: { deletedAt: new Date() } });
    const shadow = await createPost(server.app.db, { author: banned.id, title: `Shadow ${word}`, tags: [tag] });

    for (const token of [undefined, viewer.token]) {
      expect(await allFeedIds(server, `tag=${tag}`, token)).toEqual([visible.id]);
      const page = await feed(`tag=${tag}`, token);
      expect(page.body.pagination.total).toBe(1);
      expect(ids((await feed(`search=${word}`, token)).body.posts)).toEqual([visible.id]);
      const g = gqlData(await server.gql(FEED, { first: 10, tag }, token)).feed;
      expect(edgesIds(g)).toEqual([visible.id]);
      expect(g.totalCount).toBe(1);
      expectError(await server.api('GET', `/posts/${shadow.id}`, undefined, { token }), 404, 'NOT_FOUND');
      expectError(await server.api('GET', `/posts/${pending.id}`, undefined, { token }), 404, 'NOT_FOUND');
      expectError(await server.api('GET', `/posts/${deleted.id}`, undefined, { token }), 404, 'NOT_FOUND');
    }
    expect(new Set(await allFeedIds(server, `tag=${tag}`, banned.token))).toEqual(new Set([visible.id, shadow.id]));
    expect((await feed(`tag=${tag}`, banned.token)).body.pagination.total).toBe(2);
    expect(gqlData(await server.gql(FEED, { first: 10, tag }, banned.token)).feed.totalCount).toBe(2);
    expect(new Set(ids((await feed(`search=${word}`, banned.token)).body.posts))).toEqual(new Set([visible.id, shadow.id]));
    expect(new Set(edgesIds(gqlData(await server.gql(FEED, { first: 10, tag }, banned.token)).feed))).toEqual(new Set([visible.id, shadow.id]));
    expect((await server.api('GET', `/posts/${shadow.id}`, undefined, { token: banned.token })).status).toBe(200);
    // Other lists too.
    const trending = await server.api('GET', '/trending', undefined, { token: viewer.token });
    expect(trending.body.trending.map((p: { id: number }) => p.id)).not.toContain(shadow.id);
    expect((await server.api('GET', `/posts/user/${banned.id}`, undefined, { token: viewer.token })).body.posts).toEqual([]);
  });

  it('the welcome post leaves the member’s feed after PUT /api/settings {ui: {welcomePostDismissed: true}}; others still see it', async () => {
    const tag = uniqueWord(8);
    const [reader, otherReader] = await members(server, 2);
    const welcome = await createPost(server.app.db, { author: author.id, title: `Welcome to the commons ${tag}`, tags: [tag], isWelcome: true });
    const startHere = await createPost(server.app.db, { author: author.id, title: `Start here ${tag}`, tags: [tag], isStartHere: true });
    const expectIn = async (token: string | undefined, expected: number[]) => {
      expect(new Set(await allFeedIds(server, `tag=${tag}`, token))).toEqual(new Set(expected));
      expect(new Set(edgesIds(gqlData(await server.gql(FEED, { first: 10, tag }, token)).feed))).toEqual(new Set(expected));
    };
    await expectIn(reader.token, [welcome.id, startHere.id]);
    const newest = await feed('sort=newest&per_page=5', reader.token);
    expect(ids(newest.body.posts)).toContain(welcome.id);

    const put = await server.api('PUT', '/settings', { ui: { welcomePostDismissed: true } }, { token: reader.token });
    expect(put.status, put.text).toBe(200);
    await expectIn(reader.token, [startHere.id]);
    expect((await feed(`tag=${tag}`, reader.token)).body.pagination.total).toBe(1);
    expect(gqlData(await server.gql(FEED, { first: 10, tag }, reader.token)).feed.totalCount).toBe(1);
    expect((await feed(`tag=${tag}`, otherReader.token)).body.pagination.total).toBe(2);
    expect(ids((await feed('sort=newest&per_page=5', reader.token)).body.posts)).not.toContain(welcome.id);
    await expectIn(otherReader.token, [welcome.id, startHere.id]);
    await expectIn(undefined, [welcome.id, startHere.id]);

    // Search follows the dismissal too.
    expect(ids((await feed(`search=${tag}`, reader.token)).body.posts)).toEqual([startHere.id]);
    expect(new Set(ids((await feed(`search=${tag}`, otherReader.token)).body.posts))).toEqual(new Set([welcome.id, startHere.id]));

    await server.api('PUT', '/settings', { ui: { startHerePostDismissed: true } }, { token: reader.token });
    await expectIn(reader.token, []);
  });
});

// ───────────────────────────── Excerpts and side lists ─────────────────────────────

describe('side lists and platform data', () => {
  it('feed cards carry a 150-character excerpt; GraphQL excerpt(length:) shortens it', async () => {
    const tag = uniqueWord(8);
    const long = 'Our union drive started in the break room and spread through every shift in the store. '.repeat(6);
    const post = await createPost(server.app.db, { author: author.id, title: `Long read ${tag}`, body: long, tags: [tag] });
    const card = (await feed(`tag=${tag}`)).body.posts[0];
    expect(card.id).toBe(post.id);
    expect([...card.excerpt].length).toBeLessThanOrEqual(150);
    expect(card.excerpt.endsWith('…')).toBe(true);
    expect(long.startsWith(card.excerpt.slice(0, -1))).toBe(true);
    const g = gqlData(await server.gql(`query($id: String!) { post(id: $id) { excerpt short: excerpt(length: 50) } }`, { id: String(post.id) })).post;
    expect(g.excerpt).toBe(card.excerpt);
    expect([...g.short].length).toBeLessThanOrEqual(50);
  });

  it('trending: GET /api/trending and /api/posts/trending list the hottest posts of the last 7 days; trendingPosts (GraphQL) agrees', async () => {
    const hot = await createPost(server.app.db, { author: author.id, title: `Hot topic ${uniqueWord(6)}`, tags: ['strike'] });
    for (let i = 0; i < 25; i++) await createComment(server.app.db, { author: viewer.id, postId: hot.id, body: `Comment ${i}` });
    const old = await createPost(server.app.db, { author: author.id, title: `Old hot topic ${uniqueWord(6)}`, createdAt: new Date(Date.now() - 8 * 24 * 3600_000) });
    for (let i = 0; i < 40; i++) await createComment(server.app.db, { author: viewer.id, postId: old.id, body: `Old comment ${i}` });
    const deletedHot = await createPost(server.app.db, { author: author.id, title: `Deleted hot topic ${uniqueWord(6)}` });
    for (let i = 0; i < 30; i++) await createComment(server.app.db, { author: viewer.id, postId: deletedHot.id, body: `Comment ${i}` });
    await server.app.db.post.update({ where: { id: deletedHot.id }, data: { deletedAt: new Date() } });

    const res = await server.api('GET', '/trending');
    expect(res.status, res.text).toBe(200);
    const list = res.body.trending as Record<string, unknown>[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(10);
    expect(list[0]).toEqual({
      id: hot.id,
      url_id: hot.urlId,
      slug: hot.slug,
      title: hot.title,
      category: 'General',
      tags: ['strike'],
      score: 0,
      comment_count: 25,
    });
    const listed = list.map((p) => p.id);
    expect(listed).not.toContain(old.id);
    expect(listed).not.toContain(deletedHot.id);
    expect((await server.api('GET', '/posts/trending')).body).toEqual(res.body);
    const g = gqlData(await server.gql(`{ trendingPosts(first: 10) { edges { node { postId } } } }`));
    expect(edgesIds(g.trendingPosts)).toEqual(listed);
  });

  it('most read: GET /api/posts/most-read and mostReadPosts order by views; opening a post page counts a view', async () => {
    const popular = await createPost(server.app.db, { author: author.id, title: `Most read ${uniqueWord(6)}`, viewCount: 1_000_000 });
    const res = await server.api('GET', '/posts/most-read');
    expect(res.status, res.text).toBe(200);
    expect(res.body.posts[0].id).toBe(popular.id);
    expect(res.body.posts.length).toBeLessThanOrEqual(10);
    const g = gqlData(await server.gql(`{ mostReadPosts(first: 10) { edges { node { postId } } } }`));
    expect(edgesIds(g.mostReadPosts)[0]).toBe(popular.id);
    expect(edgesIds(g.mostReadPosts)).toEqual(ids(res.body.posts));

    const read = await createPost(server.app.db, { author: author.id, title: `Counted ${uniqueWord(6)}` });
    await server.api('GET', `/posts/${read.urlId}`);
    await server.api('GET', `/posts/${read.id}`, undefined, { token: viewer.token });
    const views = async () => (await server.app.db.post.findUniqueOrThrow({ where: { id: read.id } })).viewCount;
    await eventually(async () => (await views()) === 2);
    const recorded = gqlData(await server.gql(`mutation($id: ID!) { recordPostView(postId: $id) }`, { id: gid('Post', read.id) }));
    expect(recorded.recordPostView).toBe(true);
    await eventually(async () => (await views()) === 3);
  });

  it('GET /api/posts/user/{userId} and postsByAuthor list a member’s visible posts, newest first, 10 per page', async () => {
    const writer = await member(server);
    const base = Date.now() - 60 * MINUTE;
    const rows = [];
    for (let i = 0; i < 12; i++) rows.push(await createPost(server.app.db, { author: writer.id, title: `Profile post ${i} ${uniqueWord(4)}`, createdAt: new Date(base + i * MINUTE) }));
    const held = await createPost(server.app.db, { author: writer.id, title: `Held profile post ${uniqueWord(4)}`, status: 'PENDING_REVIEW' });
    const newestFirst = ids(rows).reverse();
    const p1 = await server.api('GET', `/posts/user/${writer.id}`, undefined, { token: viewer.token });
    expect(p1.status, p1.text).toBe(200);
    expect(ids(p1.body.posts)).toEqual(newestFirst.slice(0, 10));
    expect(p1.body.pagination).toMatchObject({ page: 1, per_page: 10, total: 12, total_pages: 2 });
    const p2 = await server.api('GET', `/posts/user/${writer.id}?page=2`);
    expect(ids(p2.body.posts)).toEqual(newestFirst.slice(10));
    expect(ids(p2.body.posts)).not.toContain(held.id);
    const g = gqlData(await server.gql(`query($id: ID!) { postsByAuthor(userId: $id, first: 20) { edges { node { postId } } } }`, { id: gid('User', writer.id) }));
    expect(edgesIds(g.postsByAuthor)).toEqual(newestFirst);
  });

  it('taxonomy: 22 categories, 18 sectors, 6 campaigns and the feed filter sectors (GraphQL and GET /api/taxonomy)', async () => {
    const g = gqlData(
      await server.gql(`{ taxonomy { categories { slug name description tags } sectors { slug name } feedFilterSectors campaigns { id name description industry status memberCount color } tags { name essential keywords } } }`),
    ).taxonomy;
    expect(g.categories).toHaveLength(22);
    expect(g.sectors).toHaveLength(18);
    expect(g.campaigns).toHaveLength(6);
    expect(g.feedFilterSectors).toHaveLength(6);
    expect(g.feedFilterSectors.slice(0, 5)).toEqual(['Coffee & Barista', 'Tech', 'Healthcare', 'Retail', 'Food Service']);
    expect(g.sectors.map((s: { name: string }) => s.name)).toContain('General');
    const scheduling = g.categories.find((c: { slug: string }) => c.slug === 'scheduling');
    expect(scheduling.tags).toContain('pto');
    expect(g.tags.length).toBeGreaterThan(0);
    for (const c of g.campaigns) expect(['active', 'organizing']).toContain(c.status);

    const rest = await server.api('GET', '/taxonomy');
    expect(rest.status).toBe(200);
    expect(rest.body.categories).toHaveLength(22);
    expect(rest.body.sectors).toHaveLength(18);
    expect(rest.body.campaigns).toHaveLength(6);
    expect(rest.body.feedFilterSectors).toEqual(g.feedFilterSectors);
    expect(rest.body.categories.map((c: { slug: string }) => c.slug)).toEqual(g.categories.map((c: { slug: string }) => c.slug));
    expect(rest.body.tags.map((t: { name: string }) => t.name)).toEqual(g.tags.map((t: { name: string }) => t.name));
  });

  it('searchSuggestions(query: "bar") gives at most 6 matching suggestions; GET /api/search/suggestions agrees', async () => {
    const g = gqlData(await server.gql(`{ searchSuggestions(query: "bar") { kind label value } }`)).searchSuggestions;
    expect(g.length).toBeGreaterThan(0);
    expect(g.length).toBeLessThanOrEqual(6);
    for (const s of g) {
      expect(['campaign', 'topic', 'group', 'tag']).toContain(s.kind);
      expect(s.label.toLowerCase()).toContain('bar');
      expect(typeof s.value).toBe('string');
    }
    const rest = await server.api('GET', '/search/suggestions?q=bar');
    expect(rest.status).toBe(200);
    expect(rest.body.suggestions).toEqual(g);
    expect((await server.api('GET', '/search/suggestions?q=')).body.suggestions).toEqual([]);
    expect(gqlData(await server.gql(`{ searchSuggestions(query: "a") { label } }`)).searchSuggestions.length).toBeLessThanOrEqual(6);
  });

  it('featureFlags includes topSlots and the content flags; GET /api/feature-flags agrees', async () => {
    const keys = ['hideSocialProof', 'expertTake', 'topSlots', 'feedHideMyFeedUntilFollow', 'minFollows', 'workerPulse', 'publicInterestSpeech', 'shortVideoShare', 'hotPostBanner'];
    const g = gqlData(await server.gql(`{ featureFlags { ${keys.join(' ')} } }`)).featureFlags;
    expect(typeof g.topSlots).toBe('boolean');
    expect(g.minFollows).toBe(1);
    const rest = await server.api('GET', '/feature-flags');
    expect(rest.status).toBe(200);
    for (const key of keys) expect(rest.body.flags[key], key).toBe(g[key]);
  });
});

// ───────────────────────────── Top slots (last: it deletes a top post) ─────────────────────────────

describe('top slots', () => {
  const TOP = `{ topSlots { validUntil slots { slot post { postId title } } } }`;

  it('topSlots (GraphQL) and GET /api/posts/top-slots give 3 slots valid about 20 minutes', async () => {
    const flags = gqlData(await server.gql(`{ featureFlags { topSlots } }`)).featureFlags;
    expect(flags.topSlots).toBe(true);
    const before = Date.now();
    const g = gqlData(await server.gql(TOP, {}, viewer.token)).topSlots;
    expect(g.slots).toHaveLength(3);
    expect(g.slots.map((s: { slot: number }) => s.slot)).toEqual([1, 2, 3]);
    expect(new Set(g.slots.map((s: { post: { postId: number } }) => s.post.postId)).size).toBe(3);
    const validUntil = Date.parse(g.validUntil);
    expect(validUntil).toBeGreaterThan(before + 18 * MINUTE);
    expect(validUntil).toBeLessThanOrEqual(Date.now() + 20 * MINUTE + 5000);

    const rest = await server.api('GET', '/posts/top-slots');
    expect(rest.status).toBe(200);
    expect(rest.body.slots.map((s: { slot: number; post: { id: number } }) => [s.slot, s.post.id])).toEqual(
      g.slots.map((s: { slot: number; post: { postId: number } }) => [s.slot, s.post.postId]),
    );
    expect(Date.parse(rest.body.valid_until)).toBe(validUntil);
  });

  it('a post taken off the feed for review leaves the top slots at once', async () => {
    const rest = await server.api('GET', '/posts/top-slots');
    const slots = rest.body.slots as { post: { id: number; user_id: number; title: string } }[];
    const target = slots.find((s) => s.post.user_id === author.id);
    expect(target, 'a top slot post by the suite author').toBeDefined();
    const edit = await server.api(
      'PUT',
      `/posts/${target!.post.id}`,
      { title: target!.post.title, content: 'Call me at 555-867-5309 after the shift.' },
      { token: author.token },
    );
    expect(edit.status, edit.text).toBe(202);
    expectError(await server.api('GET', `/posts/${target!.post.id}`, undefined, { token: viewer.token }), 404, 'NOT_FOUND');
    const after = await server.api('GET', '/posts/top-slots', undefined, { token: viewer.token });
    expect(after.body.slots.map((s: { post: { id: number } }) => s.post.id)).not.toContain(target!.post.id);
    const g = await server.gql(TOP, {}, viewer.token);
    expect(g.errors).toBeUndefined();
    expect(g.data.topSlots.slots.map((s: { post: { postId: number } }) => s.post.postId)).not.toContain(target!.post.id);
  });

  it('a deleted post leaves the top slots at once', async () => {
    const adminUser = await admin(server);
    const g = gqlData(await server.gql(TOP)).topSlots;
    expect(g.slots.length).toBeGreaterThan(0);
    const victim = g.slots[0].post.postId as number;
    const del = await server.api('DELETE', `/posts/${victim}`, undefined, { token: adminUser.token });
    expect(del.status, del.text).toBe(200);
    const rest = await server.api('GET', '/posts/top-slots');
    expect(rest.body.slots.map((s: { post: { id: number } }) => s.post.id)).not.toContain(victim);
    const after = await server.gql(TOP);
    expect(after.errors).toBeUndefined();
    expect(after.data.topSlots.slots.map((s: { post: { postId: number } }) => s.post.postId)).not.toContain(victim);
  });
});
