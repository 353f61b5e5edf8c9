// Follows and campaigns over REST and GraphQL: GET/POST/DELETE /api/follows, the user shortcuts,
// the follow/unfollow mutations and viewer.follows; every follow type and its existence check
// (400 with the reason), canonical values, idempotency under concurrency (one row, counters moved
// once), guests (401), and the campaigns with their real follower counts (spec §3 Follow and
// Campaign, §7 Follows; docs/api.md).
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { useTestServer } from './helpers/server.ts';
import { expectError, gid, gqlData, gqlError, member, members, uniqueWord, type Member } from './helpers/content.ts';
import { createCommunity, createPost } from '../fixtures/factories.ts';

let owner: Member;
let publicSlug: string;
let privateSlug: string;
/** A custom tag (not predefined) that a public post carries, spelled with capitals. */
let customTag: string;
/** A custom tag carried only by a post of the private community. */
let privateTag: string;

const MSG = {
  type: 'follow_type must be community, tag, campaign, sector or user',
  valueRequired: 'follow_value is required',
  community: 'Community not found',
  tag: 'Unknown tag: follow a listed tag or one that posts use',
  campaign: 'Unknown campaign',
  sector: 'Unknown sector',
  user: 'User not found',
  invalidUser: 'Invalid user id',
  self: 'You cannot follow yourself.',
  campaignNotFound: 'Campaign not found',
  auth: 'Authentication required',
} as const;

const server = useTestServer();

beforeAll(async () => {
  owner = await member(server);
  publicSlug = `local-${uniqueWord(6)}`;
  privateSlug = `secret-${uniqueWord(6)}`;
  const open = await createCommunity(server.app.db, { slug: publicSlug, name: `Local ${publicSlug}`, createdBy: owner.id });
  const closed = await createCommunity(server.app.db, { slug: privateSlug, name: `Secret ${privateSlug}`, isPrivate: true, createdBy: owner.id });
  customTag = `Night ${uniqueWord(6)}`;
  privateTag = `hidden ${uniqueWord(6)}`;
  await createPost(server.app.db, { author: owner.id, community: open.id, title: 'A public post with a custom tag', tags: [customTag] });
  await createPost(server.app.db, { author: owner.id, community: closed.id, title: 'A private post with its own tag', tags: [privateTag] });
});

const follow = (token: string | undefined, follow_type: unknown, follow_value: unknown) =>
  server.api('POST', '/follows', { follow_type, follow_value }, { token });
const unfollow = (token: string | undefined, follow_type: unknown, follow_value: unknown) =>
  server.api('DELETE', '/follows', { follow_type, follow_value }, { token });
const listFollows = async (token: string, query = '') => {
  const res = await server.api('GET', `/follows${query}`, undefined, { token });
  expect(res.status, res.text).toBe(200);
  return res.body.follows as { id: number; follow_type: string; follow_value: string; created_at: string }[];
};
const counters = async (userId: number) =>
  server.app.db.user.findUniqueOrThrow({ where: { id: userId }, select: { followerCount: true, followingCount: true } });
const followRows = (userId: number) => server.app.db.follow.findMany({ where: { userId }, orderBy: { id: 'asc' } });

// ───────────────────────────── REST ─────────────────────────────

describe('REST /api/follows', () => {
  it('answers 401 to guests on every call', async () => {
    expectError(await server.api('GET', '/follows'), 401, 'UNAUTHENTICATED', MSG.auth);
    expectError(await follow(undefined, 'tag', 'wages'), 401, 'UNAUTHENTICATED', MSG.auth);
    expectError(await unfollow(undefined, 'tag', 'wages'), 401, 'UNAUTHENTICATED', MSG.auth);
    expectError(await server.api('POST', `/follows/follow/${owner.id}`), 401, 'UNAUTHENTICATED', MSG.auth);
    expectError(await server.api('POST', `/follows/unfollow/${owner.id}`), 401, 'UNAUTHENTICATED', MSG.auth);
  });

  it('follows each type in its canonical spelling: 201 the first time, 200 after, one row each', async () => {
    const m = await member(server);
    const other = await member(server);
    const cases: [string, string, string][] = [
      ['community', publicSlug.toUpperCase(), publicSlug],
      ['tag', 'Wages', 'wages'],
      ['tag', `  ${customTag.toUpperCase()} `, customTag.toLowerCase()],
      ['campaign', 'Baristas-United', 'baristas-united'],
      ['sector', 'coffee-barista', 'Coffee & Barista'],
      ['sector', 'healthcare', 'Healthcare'],
      ['user', String(other.id), String(other.id)],
    ];
    for (const [type, value, stored] of cases) {
      const first = await follow(m.token, type.toUpperCase(), value);
      expect(first.status, first.text).toBe(201);
      expect(first.body).toMatchObject({ success: true, following: true, created: true, follow: { follow_type: type, follow_value: stored } });
      const again = await follow(m.token, type, stored);
      expect(again.status, again.text).toBe(200);
      expect(again.body).toMatchObject({ success: true, following: true, created: false, follow: { id: first.body.follow.id } });
    }
    const list = await listFollows(m.token);
    expect(list.map((f) => [f.follow_type, f.follow_value])).toEqual(cases.map(([type, , stored]) => [type, stored]));
    expect(list.every((f) => typeof f.id === 'number' && !Number.isNaN(Date.parse(f.created_at)))).toBe(true);
    expect(await listFollows(m.token, '?follow_type=tag')).toHaveLength(2);
    expect(await listFollows(m.token, '?type=SECTOR')).toHaveLength(2);
    expectError(await server.api('GET', '/follows?follow_type=planet', undefined, { token: m.token }), 400, 'VALIDATION', MSG.type);
    // Nobody else's follows show.
    expect(await listFollows(other.token)).toEqual([]);
  });

  it('refuses what does not exist or may not be followed, with the reason', async () => {
    const m = await member(server);
    const refusals: [unknown, unknown, string][] = [
      [undefined, 'wages', MSG.type],
      ['planet', 'mars', MSG.type],
      [42, 'wages', MSG.type],
      ['tag', undefined, MSG.valueRequired],
      ['tag', '   ', MSG.valueRequired],
      ['community', `no-such-${uniqueWord(6)}`, MSG.community],
      // A private community is not there for a non-member (its existence is not revealed).
      ['community', privateSlug, MSG.community],
      ['tag', uniqueWord(9), MSG.tag],
      // LIKE wildcards match nothing but themselves.
      ['tag', '%', MSG.tag],
      ['tag', `${customTag.slice(0, 3)}%`, MSG.tag],
      ['tag', `_${customTag.slice(1)}`, MSG.tag],
      // A tag that only a private community's post carries is unknown to non-members.
      ['tag', privateTag, MSG.tag],
      ['campaign', 'mega-corp-union', MSG.campaign],
      ['sector', 'Astronauts', MSG.sector],
      ['user', '999999999', MSG.user],
      ['user', 'maria', MSG.invalidUser],
      ['user', String(m.id), MSG.self],
    ];
    for (const [type, value, message] of refusals) {
      expectError(await follow(m.token, type, value), 400, 'VALIDATION', message);
    }
    expect(await followRows(m.id)).toEqual([]);
  });

  it("lets a private community's members follow it and its tags", async () => {
    const m = await member(server);
    await server.app.db.communityMembership.create({
      data: { community: { connect: { slug: privateSlug } }, user: { connect: { id: m.id } } },
    });
    expect((await follow(m.token, 'community', privateSlug)).status).toBe(201);
    expect((await follow(m.token, 'tag', privateTag)).status).toBe(201);
  });

  it('joining a community follows it, leaving unfollows it, and its creator follows it', async () => {
    const m = await member(server);
    const communityFollows = async () => (await listFollows(m.token)).filter((f) => f.follow_type === 'community').map((f) => f.follow_value);
    expect((await server.api('POST', `/communities/${publicSlug}/join`, undefined, { token: m.token })).status).toBe(200);
    expect(await communityFollows()).toEqual([publicSlug]);
    expect((await server.api('DELETE', `/communities/${publicSlug}/leave`, undefined, { token: m.token })).status).toBe(200);
    expect(await communityFollows()).toEqual([]);
    const created = await server.api('POST', '/communities', { name: `Shift ${uniqueWord(6)}`, category: 'Retail' }, { token: m.token });
    expect(created.status, created.text).toBe(201);
    expect(await communityFollows()).toEqual([created.body.community.slug]);
  });

  it('unfollows idempotently, by body or query string, also for things that no longer exist', async () => {
    const m = await member(server);
    await follow(m.token, 'tag', 'scheduling');
    await follow(m.token, 'campaign', 'hotel-workers-together');
    const removed = await unfollow(m.token, 'TAG', 'Scheduling');
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toEqual({ success: true, following: false, removed: true, follow_type: 'tag', follow_value: 'scheduling' });
    const again = await unfollow(m.token, 'tag', 'scheduling');
    expect(again.body).toMatchObject({ success: true, following: false, removed: false });
    const byQuery = await server.api('DELETE', '/follows?follow_type=campaign&follow_value=Hotel-Workers-Together', undefined, { token: m.token });
    expect(byQuery.body).toMatchObject({ removed: true, follow_value: 'hotel-workers-together' });
    // Values that name nothing (any more) are not an error to unfollow.
    expect((await unfollow(m.token, 'community', `gone-${uniqueWord(6)}`)).body).toMatchObject({ removed: false });
    expect((await unfollow(m.token, 'tag', uniqueWord(9))).body).toMatchObject({ removed: false });
    expectError(await unfollow(m.token, 'planet', 'mars'), 400, 'VALIDATION', MSG.type);
    expectError(await unfollow(m.token, 'user', 'maria'), 400, 'VALIDATION', MSG.invalidUser);
    expectError(await unfollow(m.token, 'tag', ''), 400, 'VALIDATION', MSG.valueRequired);
    expect(await followRows(m.id)).toEqual([]);
  });

  it('follows and unfollows members by id, moving both counters once', async () => {
    const [a, b] = await members(server, 2);
    const followed = await server.api('POST', `/follows/follow/${b.id}`, undefined, { token: a.token });
    expect(followed.status, followed.text).toBe(201);
    expect(followed.body.follow).toMatchObject({ follow_type: 'user', follow_value: String(b.id) });
    expect((await server.api('POST', `/follows/follow/${b.id}`, undefined, { token: a.token })).status).toBe(200);
    expect(await counters(b.id)).toEqual({ followerCount: 1, followingCount: 0 });
    expect(await counters(a.id)).toEqual({ followerCount: 0, followingCount: 1 });
    expectError(await server.api('POST', `/follows/follow/${a.id}`, undefined, { token: a.token }), 400, 'VALIDATION', MSG.self);
    expectError(await server.api('POST', '/follows/follow/999999999', undefined, { token: a.token }), 400, 'VALIDATION', MSG.user);
    expectError(await server.api('POST', '/follows/follow/abc', undefined, { token: a.token }), 400, 'VALIDATION', MSG.invalidUser);

    const left = await server.api('POST', `/follows/unfollow/${b.id}`, undefined, { token: a.token });
    expect(left.body).toMatchObject({ success: true, following: false, removed: true });
    expect((await server.api('POST', `/follows/unfollow/${b.id}`, undefined, { token: a.token })).body.removed).toBe(false);
    expect(await counters(b.id)).toEqual({ followerCount: 0, followingCount: 0 });
    expect(await counters(a.id)).toEqual({ followerCount: 0, followingCount: 0 });
  });

  it('keeps one row and moves counters once under 12 concurrent follows, then 12 concurrent unfollows', async () => {
    const [a, b] = await members(server, 2);
    const follows = await Promise.all(Array.from({ length: 12 }, () => server.api('POST', `/follows/follow/${b.id}`, undefined, { token: a.token })));
    expect(follows.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(follows.map((r) => r.body.follow.id)).size).toBe(1);
    expect(await followRows(a.id)).toHaveLength(1);
    expect(await counters(b.id)).toEqual({ followerCount: 1, followingCount: 0 });
    expect(await counters(a.id)).toEqual({ followerCount: 0, followingCount: 1 });

    const tags = await Promise.all(Array.from({ length: 12 }, () => follow(a.token, 'tag', 'Safety')));
    expect(tags.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await followRows(a.id)).toHaveLength(2);

    const unfollows = await Promise.all(Array.from({ length: 12 }, () => server.api('POST', `/follows/unfollow/${b.id}`, undefined, { token: a.token })));
    expect(unfollows.filter((r) => r.body.removed)).toHaveLength(1);
    expect(await counters(b.id)).toEqual({ followerCount: 0, followingCount: 0 });
    expect(await counters(a.id)).toEqual({ followerCount: 0, followingCount: 0 });
  });
});

// ───────────────────────────── GraphQL ─────────────────────────────

const FOLLOW = `mutation($input: FollowInput!) {
  follow(input: $input) {
    created
    follow { id followId followType value createdAt community { slug viewerIsFollowing } campaign { id followerCount viewerIsFollowing } user { userId followerCount viewerIsFollowing } }
  }
}`;
const UNFOLLOW = `mutation($input: FollowInput!) {
  unfollow(input: $input) {
    followType value removedFollowId
    community { slug viewerIsFollowing } campaign { id followerCount viewerIsFollowing } user { userId followerCount viewerIsFollowing }
  }
}`;
const VIEWER_FOLLOWS = `query($first: Int, $after: String, $type: FollowType) {
  viewer {
    followingCount
    follows(first: $first, after: $after, followType: $type) {
      totalCount pageInfo { hasNextPage endCursor }
      edges { node { followId followType value community { slug name } campaign { id name } user { userId username } } }
    }
  }
}`;

describe('GraphQL follow, unfollow and viewer.follows', () => {
  it('refuses guests (UNAUTHENTICATED) and has no follows for them', async () => {
    expect(gqlError(await server.gql(FOLLOW, { input: { followType: 'TAG', value: 'wages' } })).extensions?.code).toBe('UNAUTHENTICATED');
    expect(gqlError(await server.gql(UNFOLLOW, { input: { followType: 'TAG', value: 'wages' } })).extensions?.code).toBe('UNAUTHENTICATED');
    expect(gqlData(await server.gql(VIEWER_FOLLOWS)).viewer).toBeNull();
  });

  it('follows every type with its target, idempotently, and lists them oldest first', async () => {
    const m = await member(server);
    const other = await member(server);
    const inputs = [
      { followType: 'COMMUNITY', value: publicSlug },
      { followType: 'TAG', value: 'Tips' },
      { followType: 'CAMPAIGN', value: 'parcel-drivers-union' },
      { followType: 'SECTOR', value: 'Retail' },
      { followType: 'USER', value: gid('User', other.id) },
    ];
    const ids: string[] = [];
    for (const input of inputs) {
      const first = gqlData(await server.gql(FOLLOW, { input }, m.token)).follow;
      expect(first.created).toBe(true);
      const again = gqlData(await server.gql(FOLLOW, { input }, m.token)).follow;
      expect(again.created).toBe(false);
      expect(again.follow.id).toBe(first.follow.id);
      expect(first.follow.id).toBe(encodeGlobalID('Follow', String(first.follow.followId)));
      ids.push(first.follow.id);
    }
    const [community, tag, campaign, sector, user] = await Promise.all(
      ids.map(async (id) => gqlData(await server.gql(`query($id: ID!) { node(id: $id) { ... on Follow { followType value } } }`, { id }, m.token)).node),
    );
    expect([community, tag, campaign, sector, user]).toEqual([
      { followType: 'COMMUNITY', value: publicSlug },
      { followType: 'TAG', value: 'tips' },
      { followType: 'CAMPAIGN', value: 'parcel-drivers-union' },
      { followType: 'SECTOR', value: 'Retail' },
      { followType: 'USER', value: String(other.id) },
    ]);
    // Someone else's follow is not theirs to read.
    expect(gqlData(await server.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: ids[0] }, other.token)).node).toBeNull();

    const data = gqlData(await server.gql(VIEWER_FOLLOWS, { first: 3 }, m.token)).viewer;
    expect(data.followingCount).toBe(1);
    expect(data.follows.totalCount).toBe(5);
    expect(data.follows.pageInfo.hasNextPage).toBe(true);
    expect(data.follows.edges.map((e: any) => e.node)).toEqual([
      { followId: expect.any(Number), followType: 'COMMUNITY', value: publicSlug, community: { slug: publicSlug, name: `Local ${publicSlug}` }, campaign: null, user: null },
      { followId: expect.any(Number), followType: 'TAG', value: 'tips', community: null, campaign: null, user: null },
      { followId: expect.any(Number), followType: 'CAMPAIGN', value: 'parcel-drivers-union', community: null, campaign: { id: 'parcel-drivers-union', name: 'Parcel Drivers Union' }, user: null },
    ]);
    const rest = gqlData(await server.gql(VIEWER_FOLLOWS, { first: 3, after: data.follows.pageInfo.endCursor }, m.token)).viewer.follows;
    expect(rest.edges.map((e: any) => e.node.followType)).toEqual(['SECTOR', 'USER']);
    expect(rest.edges[1].node.user).toEqual({ userId: other.id, username: other.username });
    const onlyTags = gqlData(await server.gql(VIEWER_FOLLOWS, { type: 'TAG' }, m.token)).viewer.follows;
    expect(onlyTags.totalCount).toBe(1);

    // Another member's follows are null, not an error.
    const theirs = await server.gql(`query($id: ID!) { node(id: $id) { ... on User { followerCount follows { totalCount } } } }`, { id: gid('User', m.id) }, other.token);
    expect(gqlData(theirs).node).toEqual({ followerCount: 0, follows: null });
  });

  it('reports the target state after follow and unfollow', async () => {
    const [m, other] = await members(server, 2);
    const followed = gqlData(await server.gql(FOLLOW, { input: { followType: 'USER', value: String(other.id) } }, m.token)).follow.follow;
    expect(followed.user).toEqual({ userId: other.id, followerCount: 1, viewerIsFollowing: true });
    const campaign = gqlData(await server.gql(FOLLOW, { input: { followType: 'CAMPAIGN', value: 'Rideshare-Drivers-Network' } }, m.token)).follow.follow;
    expect(campaign.campaign).toMatchObject({ id: 'rideshare-drivers-network', viewerIsFollowing: true });
    const community = gqlData(await server.gql(FOLLOW, { input: { followType: 'COMMUNITY', value: publicSlug } }, m.token)).follow.follow;
    expect(community.community).toEqual({ slug: publicSlug, viewerIsFollowing: true });

    const unfollowed = gqlData(await server.gql(UNFOLLOW, { input: { followType: 'USER', value: gid('User', other.id) } }, m.token)).unfollow;
    expect(unfollowed).toMatchObject({ followType: 'USER', value: String(other.id), removedFollowId: followed.id });
    expect(unfollowed.user).toEqual({ userId: other.id, followerCount: 0, viewerIsFollowing: false });
    const again = gqlData(await server.gql(UNFOLLOW, { input: { followType: 'USER', value: String(other.id) } }, m.token)).unfollow;
    expect(again.removedFollowId).toBeNull();
    const left = gqlData(await server.gql(UNFOLLOW, { input: { followType: 'COMMUNITY', value: publicSlug.toUpperCase() } }, m.token)).unfollow;
    expect(left).toMatchObject({ value: publicSlug, removedFollowId: community.id, community: { slug: publicSlug, viewerIsFollowing: false } });
    const noCampaign = gqlData(await server.gql(UNFOLLOW, { input: { followType: 'CAMPAIGN', value: 'rideshare-drivers-network' } }, m.token)).unfollow;
    expect(noCampaign.campaign).toMatchObject({ id: 'rideshare-drivers-network', viewerIsFollowing: false });
  });

  it('refuses bad values with the same messages as REST', async () => {
    const m = await member(server);
    const refusals: [string, string, string][] = [
      ['COMMUNITY', privateSlug, MSG.community],
      ['TAG', uniqueWord(9), MSG.tag],
      ['TAG', '', MSG.valueRequired],
      ['CAMPAIGN', 'nope', MSG.campaign],
      ['SECTOR', 'nope', MSG.sector],
      ['USER', String(m.id), MSG.self],
      ['USER', gid('User', m.id), MSG.self],
      ['USER', '999999999', MSG.user],
      ['USER', 'maria', MSG.invalidUser],
    ];
    for (const [followType, value, message] of refusals) {
      const error = gqlError(await server.gql(FOLLOW, { input: { followType, value } }, m.token));
      expect([error.extensions?.code, error.message], `${followType} ${value}`).toEqual(['VALIDATION', message]);
    }
    const badEnum = await server.gql(FOLLOW, { input: { followType: 'PLANET', value: 'mars' } }, m.token);
    expect(badEnum.errors?.length).toBeGreaterThan(0);
  });

  it("shows whether the viewer follows members and communities, in lists without extra statements per item", async () => {
    const [m, a, b] = await members(server, 3);
    await follow(m.token, 'user', a.id);
    await follow(m.token, 'community', publicSlug);
    const query = `query($ids: [ID!]!) { nodes(ids: $ids) { ... on User { userId viewerIsFollowing } ... on Community { slug viewerIsFollowing } } }`;
    const ids = [gid('User', a.id), gid('User', b.id), gid('User', m.id)];
    const community = await server.app.db.community.findUniqueOrThrow({ where: { slug: publicSlug } });
    const data = gqlData(await server.gql(query, { ids: [...ids, gid('Community', community.id)] }, m.token));
    expect(data.nodes).toEqual([
      { userId: a.id, viewerIsFollowing: true },
      { userId: b.id, viewerIsFollowing: false },
      { userId: m.id, viewerIsFollowing: false },
      { slug: publicSlug, viewerIsFollowing: true },
    ]);
    const guest = gqlData(await server.gql(query, { ids: [gid('User', a.id), gid('Community', community.id)] }));
    expect(guest.nodes).toEqual([
      { userId: a.id, viewerIsFollowing: false },
      { slug: publicSlug, viewerIsFollowing: false },
    ]);
  });

  it('lists follows with their communities in a fixed number of statements, however many', async () => {
    const m = await member(server);
    const measure = async () => {
      const before = server.app.statements.count;
      const res = await server.gql(VIEWER_FOLLOWS, { first: 50 }, m.token);
      const statements = server.app.statements.count - before;
      return { follows: gqlData(res).viewer.follows, statements };
    };
    await follow(m.token, 'community', publicSlug);
    await follow(m.token, 'tag', 'wages');
    const small = await measure();
    expect(small.follows.totalCount).toBe(2);
    for (let i = 0; i < 12; i++) {
      const slug = `many-${uniqueWord(6)}`;
      await createCommunity(server.app.db, { slug, name: `Many ${slug}` });
      await follow(m.token, 'community', slug);
    }
    const large = await measure();
    expect(large.follows.totalCount).toBe(14);
    expect(large.follows.edges.filter((e: any) => e.node.community !== null)).toHaveLength(13);
    expect(large.statements).toBe(small.statements);
  });
});

// ───────────────────────────── Campaigns ─────────────────────────────

const CAMPAIGN_FIELDS = `id name description longDescription industry status memberCount storeCount color founded website achievements currentCampaigns followerCount viewerIsFollowing`;

describe('campaigns', () => {
  it('GET /api/campaigns lists the six with every field, real follower counts and is_following', async () => {
    const [a, b] = await members(server, 2);
    const before = await server.api('GET', '/campaigns');
    expect(before.status, before.text).toBe(200);
    expect(before.body.campaigns).toHaveLength(6);
    const start = Object.fromEntries(before.body.campaigns.map((c: any) => [c.id, c.follower_count]));
    await follow(a.token, 'campaign', 'retail-workers-rising');
    await follow(b.token, 'campaign', 'retail-workers-rising');
    await follow(b.token, 'campaign', 'baristas-united');

    const res = await server.api('GET', '/campaigns', undefined, { token: a.token });
    const byId = Object.fromEntries(res.body.campaigns.map((c: any) => [c.id, c]));
    expect(Object.keys(byId)).toEqual([
      'baristas-united',
      'fulfillment-workers-alliance',
      'retail-workers-rising',
      'parcel-drivers-union',
      'hotel-workers-together',
      'rideshare-drivers-network',
    ]);
    expect(byId['retail-workers-rising']).toEqual({
      id: 'retail-workers-rising',
      name: 'Retail Workers Rising',
      description: expect.any(String),
      longDescription: expect.any(String),
      industry: 'retail',
      status: 'active',
      memberCount: expect.any(Number),
      storeCount: expect.any(Number),
      color: expect.stringMatching(/^#[0-9A-Fa-f]{6}$/),
      founded: expect.stringMatching(/^\d{4}$/),
      website: null,
      achievements: expect.arrayContaining([expect.any(String)]),
      currentCampaigns: expect.arrayContaining([expect.any(String)]),
      follower_count: start['retail-workers-rising'] + 2,
      is_following: true,
    });
    expect(byId['baristas-united']).toMatchObject({ follower_count: start['baristas-united'] + 1, is_following: false });
    expect(new Set(res.body.campaigns.map((c: any) => c.status))).toEqual(new Set(['active', 'organizing']));

    const one = await server.api('GET', '/campaigns/Baristas-United', undefined, { token: b.token });
    expect(one.status, one.text).toBe(200);
    expect(one.body.campaign).toMatchObject({ id: 'baristas-united', follower_count: start['baristas-united'] + 1, is_following: true });
    const guest = await server.api('GET', '/campaigns/baristas-united');
    expect(guest.body.campaign.is_following).toBe(false);
    expectError(await server.api('GET', '/campaigns/mega-corp-union'), 404, 'NOT_FOUND', MSG.campaignNotFound);
  });

  it('GraphQL campaigns, campaign(id) and the campaign posts', async () => {
    const m = await member(server);
    await follow(m.token, 'campaign', 'hotel-workers-together');
    const title = `Hotel campaign update ${uniqueWord(6)}`;
    const post = await createPost(server.app.db, { author: owner.id, title, campaignId: 'hotel-workers-together' });
    await createPost(server.app.db, { author: owner.id, title: 'Not a campaign post', campaignId: null });

    const data = gqlData(
      await server.gql(
        `query { campaigns { ${CAMPAIGN_FIELDS} } hotel: campaign(id: "Hotel-Workers-Together") { id viewerIsFollowing followerCount posts(first: 10) { totalCount edges { node { postId title campaignId } } } } none: campaign(id: "mega-corp-union") { id } taxonomy { campaigns { id followerCount } } }`,
        {},
        m.token,
      ),
    );
    expect(data.campaigns.map((c: any) => c.id)).toHaveLength(6);
    const hotel = data.campaigns.find((c: any) => c.id === 'hotel-workers-together');
    expect(hotel).toMatchObject({ status: 'active', viewerIsFollowing: true, followerCount: expect.any(Number) });
    expect(hotel.followerCount).toBeGreaterThanOrEqual(1);
    expect(typeof hotel.longDescription).toBe('string');
    expect(data.hotel.viewerIsFollowing).toBe(true);
    expect(data.hotel.posts.totalCount).toBe(1);
    expect(data.hotel.posts.edges.map((e: any) => e.node)).toEqual([{ postId: post.id, title, campaignId: 'hotel-workers-together' }]);
    expect(data.none).toBeNull();
    expect(data.taxonomy.campaigns.find((c: any) => c.id === 'hotel-workers-together').followerCount).toBe(hotel.followerCount);
  });

  it('answers the six campaigns with counts in a fixed number of statements', async () => {
    const m = await member(server);
    await follow(m.token, 'campaign', 'baristas-united');
    const before = server.app.statements.count;
    gqlData(await server.gql(`query { campaigns { id followerCount viewerIsFollowing } }`, {}, m.token));
    const graphql = server.app.statements.count - before;
    const mid = server.app.statements.count;
    expect((await server.api('GET', '/campaigns', undefined, { token: m.token })).status).toBe(200);
    const rest = server.app.statements.count - mid;
    // Resolving the viewer, then the follower counts and the viewer's campaign follows: no statement per campaign.
    expect(graphql).toBeLessThanOrEqual(4);
    expect(rest).toBeLessThanOrEqual(4);
  });
});
