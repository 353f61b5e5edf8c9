// Communities over REST and GraphQL (spec §3 Community, §6, §7 Communities; docs/api.md):
// the directory and its filters, one community, creating (rules and messages), joining and
// leaving (idempotent, race-safe, ownership hand-over), members, moderators, posting into a
// community, pinning and removing its posts, invite links, and popular topics and sectors.
import { describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/server.ts';
import { POST_FIELDS, createPostApi, expectError, gid, gqlData, gqlError, member, members, slate, uniqueTitle, uniqueWord, type Member } from './helpers/content.ts';
import { createCommunity, createCommunityInvite, joinCommunity } from '../fixtures/factories.ts';

const server = useTestServer();

const COMMUNITY_FIELDS = `id communityId slug name displayName description category icon memberCount postCount isPrivate visibility
  isActive viewerRole viewerIsMember viewerCanModerate`;

/** A fresh community made by the factory; `owner` is its OWNER member. */
async function community(owner: Member | null, options: { isPrivate?: boolean; category?: string; name?: string } = {}) {
  const name = options.name ?? `Shop floor ${uniqueWord(6)}`;
  return createCommunity(server.app.db, {
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    category: options.category ?? 'Retail',
    isPrivate: options.isPrivate ?? false,
    createdBy: owner?.id ?? null,
    description: `A place for ${name}`,
  });
}

const counts = (id: number) => server.app.db.community.findUniqueOrThrow({ where: { id }, select: { memberCount: true, postCount: true } });
const roleIn = async (communityId: number, userId: number) =>
  (await server.app.db.communityMembership.findUnique({ where: { communityId_userId: { communityId, userId } }, select: { role: true } }))?.role ?? null;

// ───────────────────────────── Create ─────────────────────────────

describe('POST /api/communities', () => {
  it('creates a community: 201 with the spec fields; the creator is its owner and only member', async () => {
    const owner = await member(server);
    const name = `Night Baristas ${uniqueWord(5)}`;
    const res = await server.api(
      'POST',
      '/communities',
      { name: `  ${name} `, description: 'Closing shifts, late buses and tip pools.', category: 'coffee-barista', icon: '☕' },
      { token: owner.token },
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body.success).toBe(true);
    const c = res.body.community;
    expect(c).toMatchObject({
      slug: name.toLowerCase().replace(/ /g, '-'),
      name,
      display_name: name,
      description: 'Closing shifts, late buses and tip pools.',
      category: 'Coffee & Barista',
      icon: '☕',
      member_count: 1,
      post_count: 0,
      is_member: true,
      is_private: false,
      role: 'owner',
    });
    expect(typeof c.id).toBe('number');
    expect(await roleIn(c.id, owner.id)).toBe('OWNER');

    const read = await server.api('GET', `/communities/${c.slug}`);
    expect(read.status).toBe(200);
    expect(read.body.community).toMatchObject({ slug: c.slug, member_count: 1, is_member: false, role: null });
  });

  it('takes a display name, a sector as category and private visibility', async () => {
    const owner = await member(server);
    const name = `Stewards ${uniqueWord(5)}`;
    const res = await server.api(
      'POST',
      '/communities',
      { name, display_name: 'Stewards’ Room', category: 'Gig & Rideshare', visibility: 'private' },
      { token: owner.token },
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body.community).toMatchObject({ display_name: 'Stewards’ Room', category: 'Gig & Rideshare', is_private: true, role: 'owner' });
  });

  it('answers 400 with the field message for each rule', async () => {
    const owner = await member(server);
    const ok = { name: `Valid name ${uniqueWord(4)}`, category: 'Retail' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ok, name: '' }, 'Community name is required'],
      [{ ...ok, name: 'ab' }, 'Community name must be 3 to 50 characters'],
      [{ ...ok, name: 'x'.repeat(51) }, 'Community name must be 3 to 50 characters'],
      [{ ...ok, name: '!!!' }, 'Community name must contain letters or numbers'],
      [{ ...ok, display_name: 'no' }, 'Display name must be 3 to 50 characters'],
      [{ ...ok, description: 'd'.repeat(501) }, 'Description must be at most 500 characters'],
      [{ ...ok, category: '' }, 'Please choose a category'],
      [{ ...ok, category: 'Underwater Basket Weaving' }, 'Unknown category'],
      [{ ...ok, icon: '☕'.repeat(17) }, 'Icon must be at most 16 characters'],
      [{ ...ok, visibility: 'secret' }, "Visibility must be 'public' or 'private'"],
      [{ ...ok, description: 'Call me at 555-867-5309 after the shift.' }, 'Please remove contact details, links and strong language from the community name and description.'],
    ];
    for (const [body, message] of cases) expectError(await server.api('POST', '/communities', body, { token: owner.token }), 400, 'VALIDATION', message);
    expect(await server.app.db.community.count({ where: { creatorId: owner.id } })).toBe(0);
  });

  it('answers 409 with a clear message when the slug is taken, also by another spelling, or reserved', async () => {
    const [a, b] = await members(server, 2);
    const name = `Dock Workers ${uniqueWord(5)}`;
    expect((await server.api('POST', '/communities', { name, category: 'Retail' }, { token: a.token })).status).toBe(201);
    for (const taken of [name, name.toUpperCase(), `${name}!`]) {
      expectError(
        await server.api('POST', '/communities', { name: taken, category: 'Retail' }, { token: b.token }),
        409,
        'CONFLICT',
        'A community with this name already exists. Please choose another name.',
      );
    }
    expectError(await server.api('POST', '/communities', { name: 'Popular', category: 'Retail' }, { token: b.token }), 409, 'CONFLICT', 'This name is reserved. Please choose another name.');
  });

  it('needs a signed-in, verified member; blocked words are refused', async () => {
    expectError(await server.api('POST', '/communities', { name: 'Guests only', category: 'Retail' }), 401, 'UNAUTHENTICATED');
    const unverified = await member(server, { verified: false });
    expectError(await server.api('POST', '/communities', { name: 'Unverified club', category: 'Retail' }, { token: unverified.token }), 403, 'EMAIL_NOT_VERIFIED', /verify your email/);
    const owner = await member(server);
    const res = await server.api('POST', '/communities', { name: 'Shift talk', description: 'My supervisor is a retard.', category: 'Retail' }, { token: owner.token });
    expect(res.status, res.text).toBe(403);
    expect(res.body.error).toBe('CONTENT_BLOCKED');
  });

  it('GraphQL createCommunity: the same rules, the owner role and the payload community', async () => {
    const owner = await member(server);
    const name = `Warehouse Nights ${uniqueWord(5)}`;
    const CREATE = `mutation($input: CreateCommunityInput!) { createCommunity(input: $input) { community { ${COMMUNITY_FIELDS} } } }`;
    const data = gqlData(await server.gql(CREATE, { input: { name, category: 'Warehouse & Logistics', visibility: 'PRIVATE', icon: '📦' } }, owner.token));
    expect(data.createCommunity.community).toMatchObject({
      name,
      category: 'Warehouse & Logistics',
      isPrivate: true,
      visibility: 'PRIVATE',
      memberCount: 1,
      viewerRole: 'OWNER',
      viewerIsMember: true,
      viewerCanModerate: true,
    });
    const error = gqlError(await server.gql(CREATE, { input: { name, category: 'Retail' } }, owner.token));
    expect(error.extensions?.code).toBe('CONFLICT');
    expect(error.message).toBe('A community with this name already exists. Please choose another name.');
    expect(gqlError(await server.gql(CREATE, { input: { name: 'ok name', category: 'nope' } }, owner.token)).message).toBe('Unknown category');
  });
});

// ───────────────────────────── Read ─────────────────────────────

describe('GET /api/communities and GraphQL communities', () => {
  it('lists most members first with the spec fields and is_member; filters by category, search and subscribed; pages', async () => {
    const word = uniqueWord(8);
    const [viewer, owner, ...others] = await members(server, 5);
    const big = await community(owner, { name: `Big ${word}`, category: 'Healthcare' });
    const small = await community(owner, { name: `Small ${word}`, category: 'Retail' });
    for (const m of others) await joinCommunity(server.app.db, m, big);
    await joinCommunity(server.app.db, viewer, small);

    const all = await server.api('GET', `/communities?search=${word}&category=all`, undefined, { token: viewer.token });
    expect(all.status, all.text).toBe(200);
    expect(all.body.success).toBe(true);
    expect(all.body.communities.map((c: { slug: string }) => c.slug)).toEqual([big.slug, small.slug]);
    expect(all.body.communities[0]).toMatchObject({ member_count: 4, post_count: 0, is_member: false, role: null, is_private: false });
    expect(all.body.communities[1]).toMatchObject({ is_member: true, role: 'member' });
    expect(all.body.pagination).toMatchObject({ page: 1, limit: 20, total: 2, total_pages: 1 });

    const healthcare = await server.api('GET', `/communities?search=${word}&category=healthcare`);
    expect(healthcare.body.communities.map((c: { slug: string }) => c.slug)).toEqual([big.slug]);
    const retail = await server.api('GET', `/communities?search=${word.toUpperCase()}&category=Retail`);
    expect(retail.body.communities.map((c: { slug: string }) => c.slug)).toEqual([small.slug]);
    const subscribed = await server.api('GET', `/communities?search=${word}&filter=subscribed`, undefined, { token: viewer.token });
    expect(subscribed.body.communities.map((c: { slug: string }) => c.slug)).toEqual([small.slug]);
    const paged = await server.api('GET', `/communities?search=${word}&limit=1&page=2`);
    expect(paged.body.communities.map((c: { slug: string }) => c.slug)).toEqual([small.slug]);
    expect(paged.body.pagination).toMatchObject({ page: 2, limit: 1, total: 2, total_pages: 2 });

    const LIST = `query($search: String, $category: String, $filter: CommunityFilter, $first: Int) {
      communities(search: $search, category: $category, filter: $filter, first: $first) { totalCount edges { node { slug memberCount viewerIsMember viewerRole } } }
    }`;
    const gql = gqlData(await server.gql(LIST, { search: word, first: 10 }, viewer.token)).communities;
    expect(gql.totalCount).toBe(2);
    expect(gql.edges.map((e: { node: { slug: string } }) => e.node.slug)).toEqual([big.slug, small.slug]);
    expect(gql.edges[1].node).toMatchObject({ viewerIsMember: true, viewerRole: 'MEMBER' });
    const mine = gqlData(await server.gql(LIST, { search: word, filter: 'SUBSCRIBED' }, viewer.token)).communities;
    expect(mine.edges.map((e: { node: { slug: string } }) => e.node.slug)).toEqual([small.slug]);
    expect(gqlError(await server.gql(LIST, { filter: 'SUBSCRIBED' })).extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses bad query values with 400 and filter=subscribed without sign-in with 401', async () => {
    expectError(await server.api('GET', '/communities?limit=101'), 400, 'VALIDATION', 'limit must be a whole number between 1 and 100');
    expectError(await server.api('GET', '/communities?limit=0'), 400, 'VALIDATION');
    expectError(await server.api('GET', '/communities?page=0'), 400, 'VALIDATION', 'page must be a whole number of 1 or more');
    expectError(await server.api('GET', '/communities?category=nope'), 400, 'VALIDATION', 'Unknown category');
    expectError(await server.api('GET', '/communities?filter=everything'), 400, 'VALIDATION', "Filter must be 'subscribed'");
    expectError(await server.api('GET', `/communities?search=${'x'.repeat(101)}`), 400, 'VALIDATION', 'Search must be at most 100 characters');
    expectError(await server.api('GET', '/communities?filter=subscribed'), 401, 'UNAUTHENTICATED');
    expect((await server.api('GET', '/communities?limit=100')).status).toBe(200);
  });

  it('GET /api/communities/{slug} and GraphQL community(slug): 404 / null for an unknown slug', async () => {
    const owner = await member(server);
    const c = await community(owner, { category: 'Tech' });
    const res = await server.api('GET', `/communities/${c.slug.toUpperCase()}`, undefined, { token: owner.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ success: true, community: { id: c.id, slug: c.slug, category: 'Tech', is_member: true, role: 'owner' } });
    expectError(await server.api('GET', '/communities/no-such-community'), 404, 'NOT_FOUND', 'Community not found');
    const Q = `query($slug: String!) { community(slug: $slug) { ${COMMUNITY_FIELDS} } }`;
    expect(gqlData(await server.gql(Q, { slug: c.slug }, owner.token)).community).toMatchObject({ id: gid('Community', c.id), viewerRole: 'OWNER' });
    expect(gqlData(await server.gql(Q, { slug: 'no-such-community' })).community).toBeNull();
    const node = gqlData(await server.gql(`query($id: ID!) { node(id: $id) { ... on Community { slug } } }`, { id: gid('Community', c.id) }));
    expect(node.node).toEqual({ slug: c.slug });
  });
});

// ───────────────────────────── Join and leave ─────────────────────────────

describe('join and leave', () => {
  it('POST /join and DELETE /leave answer {success, message} and are idempotent', async () => {
    const [owner, joiner] = await members(server, 2);
    const c = await community(owner);
    const join = () => server.api('POST', `/communities/${c.slug}/join`, undefined, { token: joiner.token });
    const leave = () => server.api('DELETE', `/communities/${c.slug}/leave`, undefined, { token: joiner.token });

    const first = await join();
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: 'You joined the community', community: { is_member: true, member_count: 2, role: 'member' } });
    const again = await join();
    expect(again.body).toMatchObject({ success: true, message: 'You are already a member of this community', community: { member_count: 2 } });
    expect((await counts(c.id)).memberCount).toBe(2);

    const left = await leave();
    expect(left.body).toMatchObject({ success: true, message: 'You left the community', community: { is_member: false, member_count: 1, role: null } });
    const leftAgain = await leave();
    expect(leftAgain.body).toMatchObject({ success: true, message: 'You are not a member of this community' });
    expect((await counts(c.id)).memberCount).toBe(1);

    expectError(await server.api('POST', `/communities/${c.slug}/join`), 401, 'UNAUTHENTICATED');
    expectError(await server.api('DELETE', `/communities/${c.slug}/leave`), 401, 'UNAUTHENTICATED');
    expectError(await server.api('POST', '/communities/nowhere-at-all/join', undefined, { token: joiner.token }), 404, 'NOT_FOUND', 'Community not found');
  });

  it('20 concurrent joins by one member add one member; 20 concurrent leaves remove one', async () => {
    const [owner, joiner] = await members(server, 2);
    const c = await community(owner);
    const joins = await Promise.all(Array.from({ length: 20 }, () => server.api('POST', `/communities/${c.slug}/join`, undefined, { token: joiner.token })));
    expect(joins.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(joins.filter((r) => r.body.message === 'You joined the community')).toHaveLength(1);
    expect((await counts(c.id)).memberCount).toBe(2);
    expect(await server.app.db.communityMembership.count({ where: { communityId: c.id } })).toBe(2);

    const JOIN = `mutation($input: CommunityKeyInput!) { joinCommunity(input: $input) { changed message community { memberCount } } }`;
    const other = await member(server);
    const gqlJoins = await Promise.all(Array.from({ length: 20 }, () => server.gql(JOIN, { input: { communityId: gid('Community', c.id) } }, other.token)));
    expect(gqlJoins.filter((r) => gqlData(r).joinCommunity.changed)).toHaveLength(1);
    expect((await counts(c.id)).memberCount).toBe(3);

    const leaves = await Promise.all(Array.from({ length: 20 }, () => server.api('DELETE', `/communities/${c.slug}/leave`, undefined, { token: joiner.token })));
    expect(leaves.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(leaves.filter((r) => r.body.message === 'You left the community')).toHaveLength(1);
    expect((await counts(c.id)).memberCount).toBe(2);
  });

  it('an owner who leaves hands the community to the longest-serving moderator, else member; a sole owner cannot leave', async () => {
    const [owner, early, late, mod] = await members(server, 4);
    const c = await community(owner);
    await joinCommunity(server.app.db, early, c, { joinedAt: new Date(Date.now() - 3 * 86_400_000) });
    await joinCommunity(server.app.db, mod, c, { role: 'MODERATOR', joinedAt: new Date(Date.now() - 86_400_000) });
    await joinCommunity(server.app.db, late, c);

    expect((await server.api('DELETE', `/communities/${c.slug}/leave`, undefined, { token: owner.token })).body.message).toBe('You left the community');
    expect(await roleIn(c.id, mod.id)).toBe('OWNER');
    expect((await server.api('DELETE', `/communities/${c.slug}/leave`, undefined, { token: mod.token })).status).toBe(200);
    expect(await roleIn(c.id, early.id)).toBe('OWNER');
    expect(await roleIn(c.id, late.id)).toBe('MEMBER');
    await server.api('DELETE', `/communities/${c.slug}/leave`, undefined, { token: late.token });

    const alone = await server.api('DELETE', `/communities/${c.slug}/leave`, undefined, { token: early.token });
    expectError(alone, 409, 'CONFLICT', 'You are the only member of this community, so there is nobody to hand it over to. You cannot leave it.');
    expect(await roleIn(c.id, early.id)).toBe('OWNER');
    expect((await counts(c.id)).memberCount).toBe(1);
  });

  it('GraphQL joinCommunity / leaveCommunity by slug, and viewer.communities', async () => {
    const [owner, viewer] = await members(server, 2);
    const c = await community(owner, { name: `Aaa ${uniqueWord(6)}` });
    const KEYED = (name: string) => `mutation($input: CommunityKeyInput!) { ${name}(input: $input) { changed message community { slug viewerIsMember memberCount } } }`;
    const joined = gqlData(await server.gql(KEYED('joinCommunity'), { input: { slug: c.slug } }, viewer.token)).joinCommunity;
    expect(joined).toEqual({ changed: true, message: 'You joined the community', community: { slug: c.slug, viewerIsMember: true, memberCount: 2 } });
    const VIEWER = `{ viewer { communities(first: 10) { totalCount edges { node { slug viewerRole } } } } }`;
    expect(gqlData(await server.gql(VIEWER, {}, viewer.token)).viewer.communities).toEqual({ totalCount: 1, edges: [{ node: { slug: c.slug, viewerRole: 'MEMBER' } }] });
    const left = gqlData(await server.gql(KEYED('leaveCommunity'), { input: { slug: c.slug } }, viewer.token)).leaveCommunity;
    expect(left).toMatchObject({ changed: true, community: { viewerIsMember: false, memberCount: 1 } });
    expect(gqlData(await server.gql(VIEWER, {}, viewer.token)).viewer.communities.totalCount).toBe(0);
    expect(gqlError(await server.gql(KEYED('joinCommunity'), { input: {} }, viewer.token)).message).toBe('Give the communityId or the slug of the community');
    // Someone else's memberships are not listed.
    const OTHER = `query($id: ID!) { node(id: $id) { ... on User { communities(first: 5) { totalCount edges { node { slug } } } } } }`;
    expect(gqlData(await server.gql(OTHER, { id: gid('User', owner.id) }, viewer.token)).node.communities).toEqual({ totalCount: 0, edges: [] });
  });
});

// ───────────────────────────── Members and moderators ─────────────────────────────

describe('members and moderators', () => {
  it('GET /members pages owner, moderators, then members with their roles; GraphQL members connection', async () => {
    const [owner, a, b, mod] = await members(server, 4);
    const c = await community(owner);
    await joinCommunity(server.app.db, a, c, { joinedAt: new Date(Date.now() - 2000) });
    await joinCommunity(server.app.db, b, c, { joinedAt: new Date(Date.now() - 1000) });
    await joinCommunity(server.app.db, mod, c, { role: 'MODERATOR' });
    const res = await server.api('GET', `/communities/${c.slug}/members?limit=3`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.members.map((m: { user_id: number; role: string }) => [m.user_id, m.role])).toEqual([
      [owner.id, 'owner'],
      [mod.id, 'moderator'],
      [a.id, 'member'],
    ]);
    expect(res.body.members[0]).toHaveProperty('joined_at');
    expect(res.body.members[0]).toHaveProperty('username');
    expect(res.body.pagination).toMatchObject({ total: 4, total_pages: 2 });
    const page2 = await server.api('GET', `/communities/${c.slug}/members?limit=3&page=2`);
    expect(page2.body.members.map((m: { user_id: number }) => m.user_id)).toEqual([b.id]);

    const Q = `query($slug: String!) { community(slug: $slug) { members(first: 10) { totalCount edges { node { role user { userId } } } } } }`;
    const conn = gqlData(await server.gql(Q, { slug: c.slug })).community.members;
    expect(conn.totalCount).toBe(4);
    expect(conn.edges.map((e: { node: { role: string; user: { userId: number } } }) => [e.node.user.userId, e.node.role])).toEqual([
      [owner.id, 'OWNER'],
      [mod.id, 'MODERATOR'],
      [a.id, 'MEMBER'],
      [b.id, 'MEMBER'],
    ]);
  });

  it('only the owner appoints and removes moderators; targets must be members; both are idempotent', async () => {
    const [owner, m, outsider] = await members(server, 3);
    const c = await community(owner);
    await joinCommunity(server.app.db, m, c);
    const appoint = (token: string, userId: unknown) => server.api('POST', `/communities/${c.slug}/moderators`, { user_id: userId }, { token });
    const remove = (token: string, userId: number) => server.api('DELETE', `/communities/${c.slug}/moderators/${userId}`, undefined, { token });

    expectError(await appoint(m.token, m.id), 403, 'FORBIDDEN', 'Only the community owner can do this');
    expectError(await appoint(outsider.token, m.id), 403, 'FORBIDDEN', 'Only the community owner can do this');
    expectError(await appoint(owner.token, outsider.id), 400, 'VALIDATION', 'Only members of the community can be moderators');
    expectError(await appoint(owner.token, owner.id), 400, 'VALIDATION', 'The owner already runs this community');
    expectError(await appoint(owner.token, 'abc'), 400, 'VALIDATION');

    const made = await appoint(owner.token, m.id);
    expect(made.status, made.text).toBe(200);
    expect(made.body).toMatchObject({ success: true, member: { user_id: m.id, role: 'moderator' } });
    expect((await appoint(owner.token, m.id)).body.member.role).toBe('moderator');
    expectError(await remove(m.token, m.id), 403, 'FORBIDDEN');
    expect((await remove(owner.token, m.id)).body.member.role).toBe('member');
    expect((await remove(owner.token, m.id)).body.member.role).toBe('member');

    const MUT = (name: string) => `mutation($input: CommunityModeratorInput!) { ${name}(input: $input) { member { role user { userId } } } }`;
    const input = { communityId: gid('Community', c.id), userId: gid('User', m.id) };
    expect(gqlData(await server.gql(MUT('appointModerator'), { input }, owner.token)).appointModerator.member).toEqual({ role: 'MODERATOR', user: { userId: m.id } });
    expect(gqlData(await server.gql(MUT('removeModerator'), { input }, owner.token)).removeModerator.member.role).toBe('MEMBER');
    expect(gqlError(await server.gql(MUT('appointModerator'), { input }, m.token)).extensions?.code).toBe('FORBIDDEN');
  });
});

// ───────────────────────────── Posts in a community ─────────────────────────────

describe('posts in a community', () => {
  it('POST /api/posts takes community_slug; the post reads back with the community fields and post_count follows', async () => {
    const [owner, passerby] = await members(server, 2);
    const c = await community(owner);
    // Posting into a public community needs no membership.
    const post = await createPostApi(server, passerby.token, { community_slug: c.slug });
    expect(post).toMatchObject({ community_slug: c.slug, community_display_name: c.displayName, community_icon: c.icon, is_pinned_in_community: false });
    expect((await counts(c.id)).postCount).toBe(1);
    const read = await server.api('GET', `/posts/${post.id}`);
    expect(read.body).toMatchObject({ community_slug: c.slug, community_display_name: c.displayName });

    expectError(await server.api('POST', '/posts', { title: uniqueTitle(), content: slate('text'), community_slug: 'no-such-community' }, { token: passerby.token }), 400, 'VALIDATION', 'Unknown community');
    expect((await server.api('DELETE', `/posts/${post.id}`, undefined, { token: passerby.token })).status).toBe(200);
    expect((await counts(c.id)).postCount).toBe(0);
  });

  it('GraphQL createPost with communityId; Post.community; Community.posts lists pins first', async () => {
    const [owner, author] = await members(server, 2);
    const c = await community(owner);
    const CREATE = `mutation($input: CreatePostInput!) { createPost(input: $input) { post { ${POST_FIELDS} isPinnedInCommunity } } }`;
    const created = gqlData(
      await server.gql(CREATE, { input: { title: uniqueTitle(), content: slate('We need a steward on nights.'), communityId: gid('Community', c.id) } }, author.token),
    ).createPost.post;
    expect(created.community).toEqual({ id: gid('Community', c.id), communityId: c.id, slug: c.slug, name: c.name });
    const older = await createPostApi(server, author.token, { community_slug: c.slug });
    const FEED = `query($slug: String!, $sort: FeedSort) { community(slug: $slug) { postCount posts(first: 10, sort: $sort) { totalCount edges { node { postId isPinnedInCommunity } } } } }`;
    let feed = gqlData(await server.gql(FEED, { slug: c.slug, sort: 'NEWEST' })).community;
    expect(feed.postCount).toBe(2);
    expect(feed.posts.edges.map((e: { node: { postId: number } }) => e.node.postId)).toEqual([older.id, created.postId]);

    const PIN = `mutation($input: PinCommunityPostInput!) { pinCommunityPost(input: $input) { post { postId isPinnedInCommunity } } }`;
    expect(gqlData(await server.gql(PIN, { input: { postId: created.id, pinned: true } }, owner.token)).pinCommunityPost.post).toEqual({
      postId: created.postId,
      isPinnedInCommunity: true,
    });
    feed = gqlData(await server.gql(FEED, { slug: c.slug, sort: 'NEWEST' })).community;
    expect(feed.posts.edges.map((e: { node: { postId: number } }) => e.node.postId)).toEqual([created.postId, older.id]);
    const rest = await server.api('GET', `/communities/${c.slug}/posts?sort=newest`);
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body.posts.map((p: { id: number }) => p.id)).toEqual([created.postId, older.id]);
    expect(rest.body.posts[0].is_pinned_in_community).toBe(true);
    expect(rest.body.pagination.total).toBe(2);
    expect(gqlError(await server.gql(PIN, { input: { postId: created.id } }, author.token)).extensions?.code).toBe('FORBIDDEN');
  });

  it('owners and moderators pin and remove posts (REST); a removal keeps the reason and tells the author', async () => {
    const [owner, mod, author, bystander] = await members(server, 4);
    const c = await community(owner);
    await joinCommunity(server.app.db, mod, c, { role: 'MODERATOR' });
    await joinCommunity(server.app.db, bystander, c);
    const post = await createPostApi(server, author.token, { community_slug: c.slug });
    const elsewhere = await createPostApi(server, author.token);
    const pin = (token: string, postId: number, body?: unknown) => server.api('PUT', `/communities/${c.slug}/posts/${postId}/pin`, body, { token });
    const remove = (token: string, postId: number, reason?: unknown) => server.api('POST', `/communities/${c.slug}/posts/${postId}/remove`, { reason }, { token });

    expectError(await pin(bystander.token, post.id), 403, 'FORBIDDEN', 'Only the community owner and moderators can do this');
    expect((await pin(mod.token, post.id)).body.post.is_pinned_in_community).toBe(true);
    expect((await pin(mod.token, post.id, { pinned: true })).body.post.is_pinned_in_community).toBe(true);
    expect((await pin(owner.token, post.id)).body.post.is_pinned_in_community).toBe(false);
    expectError(await pin(owner.token, elsewhere.id), 404, 'NOT_FOUND');

    expectError(await remove(mod.token, post.id), 400, 'VALIDATION', 'Please give a reason for removing this post');
    expectError(await remove(mod.token, post.id, 'r'.repeat(501)), 400, 'VALIDATION', 'The reason must be at most 500 characters');
    expectError(await remove(bystander.token, post.id, 'spam'), 403, 'FORBIDDEN');
    const removed = await remove(mod.token, post.id, '  Names a manager.  ');
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toEqual({ success: true, message: 'Post removed' });
    const row = await server.app.db.post.findUniqueOrThrow({ where: { id: post.id } });
    expect(row).toMatchObject({ removalReason: 'Names a manager.', deletedById: mod.id });
    expect(row.deletedAt).not.toBeNull();
    expect((await counts(c.id)).postCount).toBe(0);
    expectError(await server.api('GET', `/posts/${post.id}`), 404, 'NOT_FOUND');
    const notes = await server.api('GET', '/notifications', undefined, { token: author.token });
    expect(notes.body.notifications[0].content).toBe(`A moderator removed your post "${post.title}": Names a manager.`);

    const GQL = `mutation($input: RemoveCommunityPostInput!) { removeCommunityPost(input: $input) { removedPostId community { postCount } } }`;
    const second = await createPostApi(server, author.token, { community_slug: c.slug });
    expect(gqlError(await server.gql(GQL, { input: { postId: gid('Post', second.id), reason: '' } }, owner.token)).message).toBe('Please give a reason for removing this post');
    expect(gqlData(await server.gql(GQL, { input: { postId: gid('Post', second.id), reason: 'Off topic' } }, owner.token)).removeCommunityPost).toEqual({
      removedPostId: String(second.id),
      community: { postCount: 0 },
    });
    expectError(await remove(owner.token, elsewhere.id, 'x'), 404, 'NOT_FOUND');
  });
});

// ───────────────────────────── Invite links ─────────────────────────────

describe('invite links', () => {
  it('owners and moderators create, list and revoke links; members and public communities cannot', async () => {
    const [owner, mod, m] = await members(server, 3);
    const c = await community(owner, { isPrivate: true });
    await joinCommunity(server.app.db, mod, c, { role: 'MODERATOR' });
    await joinCommunity(server.app.db, m, c);
    const create = (token: string, body: Record<string, unknown> = {}, slug = c.slug) => server.api('POST', `/communities/${slug}/invites`, body, { token });

    const made = await create(mod.token, { expires_in_hours: 24, max_uses: 5 });
    expect(made.status, made.text).toBe(201);
    const invite = made.body.invite;
    expect(invite).toMatchObject({ status: 'active', max_uses: 5, use_count: 0, revoked_at: null, path: `/join/${invite.code}` });
    expect(invite.url).toBe(`${server.url}/join/${invite.code}`);
    expect(invite.code).toMatch(/^[0-9A-Za-z]{12}$/);
    expect(Date.parse(invite.expires_at) - Date.now()).toBeGreaterThan(23 * 3600_000);
    const open = await create(owner.token);
    expect(open.body.invite).toMatchObject({ expires_at: null, max_uses: null });

    expectError(await create(m.token), 403, 'FORBIDDEN', 'Only the community owner and moderators can do this');
    expectError(await create(owner.token, { expires_in_hours: 0 }), 400, 'VALIDATION', 'Expiry must be a whole number of hours from 1 to 8760');
    expectError(await create(owner.token, { max_uses: 1001 }), 400, 'VALIDATION', 'The use limit must be a whole number from 1 to 1000');
    const pub = await community(owner);
    expectError(await create(owner.token, {}, pub.slug), 400, 'VALIDATION', 'Invite links are for private communities. Anyone can join a public community from its page.');

    const list = await server.api('GET', `/communities/${c.slug}/invites`, undefined, { token: owner.token });
    expect(list.body.invites.map((i: { code: string }) => i.code)).toEqual([open.body.invite.code, invite.code]);
    expectError(await server.api('GET', `/communities/${c.slug}/invites`, undefined, { token: m.token }), 403, 'FORBIDDEN');

    const revoked = await server.api('DELETE', `/communities/${c.slug}/invites/${invite.code}`, undefined, { token: owner.token });
    expect(revoked.body.invite).toMatchObject({ status: 'revoked' });
    expect((await server.api('DELETE', `/communities/${c.slug}/invites/${invite.code}`, undefined, { token: mod.token })).body.invite.status).toBe('revoked');
    expectError(await server.api('DELETE', `/communities/${c.slug}/invites/nope`, undefined, { token: owner.token }), 404, 'NOT_FOUND', 'This invite link is not valid. Check that you copied all of it.');
    expectError(await server.api('DELETE', `/communities/${c.slug}/invites/${open.body.invite.code}`, undefined, { token: m.token }), 403, 'FORBIDDEN');
  });

  it('joining by a valid code makes a member; expired, revoked and used-up codes get clear messages', async () => {
    const [owner, a, b, c2] = await members(server, 4);
    const c = await community(owner, { isPrivate: true });
    const good = await createCommunityInvite(server.app.db, { community: c, createdBy: owner, maxUses: 1 });
    const expired = await createCommunityInvite(server.app.db, { community: c, expiresAt: new Date(Date.now() - 1000) });
    const revoked = await createCommunityInvite(server.app.db, { community: c });
    await server.app.db.communityInvite.update({ where: { id: revoked.id }, data: { revokedAt: new Date() } });
    const join = (token: string | undefined, code: string) => server.api('POST', `/communities/join/${code}`, undefined, { token });

    expectError(await join(undefined, good.code), 401, 'UNAUTHENTICATED');
    expectError(await server.api('GET', `/communities/join/${good.code}`), 401, 'UNAUTHENTICATED');
    const preview = await server.api('GET', `/communities/join/${good.code}`, undefined, { token: a.token });
    expect(preview.body.community).toMatchObject({ slug: c.slug, is_private: true, is_member: false, member_count: 1 });

    const joined = await join(a.token, good.code);
    expect(joined.status, joined.text).toBe(200);
    expect(joined.body).toMatchObject({ success: true, message: 'You joined the community', community: { is_member: true, member_count: 2 } });
    // A member reopening a link uses nothing up, whatever became of the link.
    expect((await join(a.token, good.code)).body.message).toBe('You are already a member of this community');
    expect((await join(a.token, expired.code)).body.message).toBe('You are already a member of this community');
    expect((await server.app.db.communityInvite.findUniqueOrThrow({ where: { id: good.id } })).useCount).toBe(1);

    expectError(await join(b.token, good.code), 410, 'GONE', 'This invite link has been used as many times as allowed. Ask the person who shared it for a new one.');
    expectError(await join(b.token, expired.code), 410, 'GONE', 'This invite link has expired. Ask the person who shared it for a new one.');
    expectError(await join(b.token, revoked.code), 410, 'GONE', 'This invite link was revoked. Ask the person who shared it for a new one.');
    expectError(await join(b.token, 'not-a-code'), 404, 'NOT_FOUND', 'This invite link is not valid. Check that you copied all of it.');
    expectError(await server.api('GET', `/communities/join/${expired.code}`, undefined, { token: b.token }), 410, 'GONE');
    expect(await roleIn(c.id, b.id)).toBeNull();
    // Joining a private community by its slug is not possible: it is invisible to non-members.
    expectError(await server.api('POST', `/communities/${c.slug}/join`, undefined, { token: c2.token }), 404, 'NOT_FOUND');
    expect((await counts(c.id)).memberCount).toBe(2);
  });

  it('a link with one use left admits exactly one of 10 concurrent joiners', async () => {
    const owner = await member(server);
    const joiners = await members(server, 10);
    const c = await community(owner, { isPrivate: true });
    const invite = await createCommunityInvite(server.app.db, { community: c, maxUses: 1 });
    const results = await Promise.all(joiners.map((j) => server.api('POST', `/communities/join/${invite.code}`, undefined, { token: j.token })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 410)).toHaveLength(9);
    expect((await counts(c.id)).memberCount).toBe(2);
    expect(await server.app.db.communityMembership.count({ where: { communityId: c.id } })).toBe(2);
    expect((await server.app.db.communityInvite.findUniqueOrThrow({ where: { id: invite.id } })).useCount).toBe(1);
  });

  it('GraphQL: createCommunityInvite, Community.invites (owners and moderators only), communityByInvite, joinCommunityByInvite, revokeCommunityInvite', async () => {
    const [owner, m, joiner] = await members(server, 3);
    const c = await community(owner, { isPrivate: true });
    await joinCommunity(server.app.db, m, c);
    const CREATE = `mutation($input: CreateCommunityInviteInput!) { createCommunityInvite(input: $input) { invite { code path status maxUses useCount expiresAt createdBy { userId } } } }`;
    const invite = gqlData(await server.gql(CREATE, { input: { communityId: gid('Community', c.id), maxUses: 2 } }, owner.token)).createCommunityInvite.invite;
    expect(invite).toMatchObject({ status: 'ACTIVE', maxUses: 2, useCount: 0, expiresAt: null, createdBy: { userId: owner.id } });
    expect(gqlError(await server.gql(CREATE, { input: { communityId: gid('Community', c.id) } }, m.token)).extensions?.code).toBe('FORBIDDEN');

    const INVITES = `query($slug: String!) { community(slug: $slug) { invites { code status } } }`;
    expect(gqlData(await server.gql(INVITES, { slug: c.slug }, owner.token)).community.invites).toEqual([{ code: invite.code, status: 'ACTIVE' }]);
    expect(gqlData(await server.gql(INVITES, { slug: c.slug }, m.token)).community.invites).toBeNull();

    const BY_INVITE = `query($code: String!) { communityByInvite(code: $code) { slug viewerIsMember memberCount members(first: 5) { totalCount } posts(first: 5) { totalCount } } }`;
    // Before joining, the invitee sees the community itself but neither its members nor its posts.
    expect(gqlData(await server.gql(BY_INVITE, { code: invite.code }, joiner.token)).communityByInvite).toEqual({
      slug: c.slug,
      viewerIsMember: false,
      memberCount: 2,
      members: { totalCount: 0 },
      posts: { totalCount: 0 },
    });
    const JOIN = `mutation($input: JoinCommunityByInviteInput!) { joinCommunityByInvite(input: $input) { changed message community { viewerRole memberCount members(first: 5) { totalCount } } } }`;
    expect(gqlData(await server.gql(JOIN, { input: { code: invite.code } }, joiner.token)).joinCommunityByInvite).toEqual({
      changed: true,
      message: 'You joined the community',
      community: { viewerRole: 'MEMBER', memberCount: 3, members: { totalCount: 3 } },
    });
    const REVOKE = `mutation($input: RevokeCommunityInviteInput!) { revokeCommunityInvite(input: $input) { invite { status useCount } } }`;
    expect(gqlData(await server.gql(REVOKE, { input: { code: invite.code } }, owner.token)).revokeCommunityInvite.invite).toEqual({ status: 'REVOKED', useCount: 1 });
    const late = await member(server);
    const refused = gqlError(await server.gql(JOIN, { input: { code: invite.code } }, late.token));
    expect(refused.extensions?.code).toBe('GONE');
    expect(refused.message).toBe('This invite link was revoked. Ask the person who shared it for a new one.');
    expect(gqlError(await server.gql(BY_INVITE, { code: invite.code }, late.token)).extensions?.code).toBe('GONE');
  });
});

// ───────────────────────────── Popular ─────────────────────────────

describe('GET /api/communities/popular', () => {
  it('answers {success, popularTopics, popularSectors} counted from recent posts anyone may see', async () => {
    // Several authors: each may post 5 times in 10 minutes.
    const authors = await members(server, 4);
    const tag = uniqueWord(8);
    const hidden = uniqueWord(8);
    for (const author of authors.slice(0, 3)) await createPostApi(server, author.token, { tags: [tag], sector: 'Education' });
    const priv = await community(authors[3], { isPrivate: true });
    for (let i = 0; i < 4; i++) await createPostApi(server, authors[3].token, { tags: [hidden], sector: 'Construction', community_slug: priv.slug });

    const res = await server.api('GET', '/communities/popular?limit=20');
    expect(res.status, res.text).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.popularTopics).toContainEqual({ name: tag, post_count: 3 });
    expect(res.body.popularTopics.map((t: { name: string }) => t.name)).not.toContain(hidden);
    expect(res.body.popularSectors).toContainEqual({ name: 'Education', post_count: 3 });
    expect(res.body.popularSectors.map((t: { name: string }) => t.name)).not.toContain('Construction');
    expect(res.body.popularSectors.map((t: { name: string }) => t.name)).not.toContain('General');
    const postCounts = res.body.popularTopics.map((t: { post_count: number }) => t.post_count);
    expect(postCounts).toEqual([...postCounts].sort((x: number, y: number) => y - x));

    const defaults = await server.api('GET', '/communities/popular');
    expect(defaults.body.popularTopics.length).toBeLessThanOrEqual(5);
    expectError(await server.api('GET', '/communities/popular?limit=21'), 400, 'VALIDATION', 'limit must be a whole number between 1 and 20');

    const gql = gqlData(await server.gql(`{ popularTopics(first: 20) { topics { name postCount } sectors { name postCount } } }`)).popularTopics;
    expect(gql.topics).toContainEqual({ name: tag, postCount: 3 });
    expect(gql.sectors).toContainEqual({ name: 'Education', postCount: 3 });
  });
});
