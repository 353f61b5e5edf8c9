// The home feed's suggestion boxes over GraphQL (spec §2, §9): suggestedCommunities and
// suggestedMembers from real data. Only what the viewer does not follow or belong to yet, near
// their sector and follows first; private communities never; members only under the member rules
// (username, not banned or shadow-banned, no block either way, not muted, a profile the viewer may
// see); guests get the largest public communities and public profiles; a fixed number of SQL
// statements whatever the data.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/server.ts';
import { admin, gqlData, gqlError, member, type Member } from './helpers/content.ts';
import { createCommunity, follow, joinCommunity } from '../fixtures/factories.ts';

const server = useTestServer();

const COMMUNITIES = `query($first: Int) { suggestedCommunities(first: $first) { id communityId slug } }`;
const MEMBERS = `query($first: Int) { suggestedMembers(first: $first) { id userId username } }`;

const communityIds = async (token?: string, first = 12): Promise<number[]> =>
  gqlData(await server.gql(COMMUNITIES, { first }, token)).suggestedCommunities.map((c: { communityId: number }) => c.communityId);
const memberIds = async (token?: string, first = 12): Promise<number[]> =>
  gqlData(await server.gql(MEMBERS, { first }, token)).suggestedMembers.map((u: { userId: number }) => u.userId);

const setSector = (userId: number, sector: string) => server.app.db.profile.update({ where: { userId }, data: { sector } });
const setFollowers = (userId: number, followerCount: number) => server.app.db.user.update({ where: { id: userId }, data: { followerCount } });

/** Statements the server sends for one request (nothing else runs on this file's server meanwhile). */
async function statementsOf(request: () => Promise<unknown>): Promise<number> {
  const before = server.app.statements.count;
  await request();
  return server.app.statements.count - before;
}

describe('suggestedCommunities', () => {
  let viewer: Member;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    viewer = await member(server);
    const owner = await member(server);
    const friend = await member(server);
    const crowd = await Promise.all(Array.from({ length: 6 }, () => member(server)));
    await setSector(viewer.id, 'Healthcare');
    await follow(server.app.db, viewer.id, 'USER', friend.id);
    const make = async (key: string, options: { category?: string; isPrivate?: boolean; members?: Member[] }) => {
      const c = await createCommunity(server.app.db, { name: `Suggest ${key} ${Date.now()}`, category: options.category ?? null, isPrivate: options.isPrivate ?? false, createdBy: owner.id });
      for (const m of options.members ?? []) await joinCommunity(server.app.db, m.id, c.id);
      ids[key] = c.id;
      return c;
    };
    // Near: in the viewer's sector, or where someone they follow is a member.
    await make('sameSector', { category: 'Healthcare' });
    await make('friendIsIn', { members: [friend, crowd[0]!] });
    // Others, largest first.
    await make('large', { category: 'Retail', members: crowd });
    await make('medium', { members: crowd.slice(0, 3) });
    // Never: private, already joined, already followed.
    await make('private', { category: 'Healthcare', isPrivate: true, members: crowd });
    const joined = await make('joined', { category: 'Healthcare', members: [...crowd, viewer] });
    const followed = await make('followed', { category: 'Retail', members: crowd });
    await follow(server.app.db, viewer.id, 'COMMUNITY', followed.slug);
    expect(joined.id).toBeGreaterThan(0);
  });

  it('puts near communities first, then the largest, without private, joined or followed ones', async () => {
    const got = await communityIds(viewer.token);
    const known = (id: number) => Object.values(ids).includes(id);
    const nearOnes = [ids.friendIsIn, ids.sameSector];
    const mine = got.filter(known);
    // Near ones lead, by members.
    expect(mine.slice(0, 2)).toEqual(nearOnes);
    expect(mine).toContain(ids.large);
    expect(mine.indexOf(ids.large!)).toBeLessThan(mine.indexOf(ids.medium!));
    for (const never of [ids.private, ids.joined, ids.followed]) expect(got).not.toContain(never);
    expect(await communityIds(viewer.token, 2)).toEqual(nearOnes);
  });

  it('gives guests the largest public communities', async () => {
    const largest = await server.app.db.community.findMany({
      where: { isPrivate: false },
      orderBy: [{ memberCount: 'desc' }, { id: 'desc' }],
      take: 3,
      select: { id: true },
    });
    expect(await communityIds(undefined, 3)).toEqual(largest.map((c) => c.id));
    expect(await communityIds(undefined)).not.toContain(ids.private);
  });

  it('refuses first outside 1 to 12', async () => {
    for (const first of [0, 13]) {
      const error = gqlError(await server.gql(COMMUNITIES, { first }, viewer.token));
      expect(error.message).toBe('first must be a whole number between 1 and 12');
      expect(error.extensions?.code).toBe('VALIDATION');
    }
    expect(gqlError(await server.gql(MEMBERS, { first: 13 }, viewer.token)).message).toBe('first must be a whole number between 1 and 12');
  });
});

describe('suggestedMembers', () => {
  let viewer: Member;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    viewer = await member(server);
    const make = async (key: string) => {
      const m = await member(server);
      ids[key] = m.id;
      return m;
    };
    await setSector(viewer.id, 'Retail');
    const sameSector = await make('sameSector');
    await setSector(sameSector.id, 'Retail');
    const friend = await make('friend');
    await follow(server.app.db, viewer.id, 'USER', friend.id);
    const friendOfFriend = await make('friendOfFriend');
    await follow(server.app.db, friend.id, 'USER', friendOfFriend.id);
    const popular = await make('popular');
    await setFollowers(popular.id, 50);

    // Each of these would come first (most followers) if the rules let them through.
    const excluded = ['blockedByViewer', 'blockedViewer', 'mutedByViewer', 'shadowBanned', 'banned', 'privateProfile', 'noUsername'];
    for (const key of excluded) await setFollowers((await make(key)).id, 1000);
    await setFollowers((await make('registeredOnly')).id, 40);
    await server.app.db.block.create({ data: { blockerId: viewer.id, blockedId: ids.blockedByViewer! } });
    await server.app.db.block.create({ data: { blockerId: ids.blockedViewer!, blockedId: viewer.id } });
    await server.app.db.mute.create({ data: { muterId: viewer.id, mutedId: ids.mutedByViewer! } });
    await server.app.db.user.update({ where: { id: ids.shadowBanned! }, data: { isShadowBanned: true } });
    await server.app.db.user.update({ where: { id: ids.banned! }, data: { bannedUntil: new Date(Date.now() + 86_400_000) } });
    await server.app.db.userSettings.update({ where: { userId: ids.privateProfile! }, data: { profileVisibility: 'PRIVATE' } });
    await server.app.db.user.update({ where: { id: ids.noUsername! }, data: { username: null, usernameLower: null } });
    await server.app.db.userSettings.update({ where: { userId: ids.registeredOnly! }, data: { profileVisibility: 'REGISTERED' } });
    // Public profiles, for the guest case.
    await server.app.db.userSettings.updateMany({ where: { userId: { in: [popular.id, sameSector.id] } }, data: { profileVisibility: 'PUBLIC' } });
  });

  it('puts near members first (same sector, followed by people the viewer follows), then most followed', async () => {
    const got = await memberIds(viewer.token);
    // friendOfFriend has 1 follower, sameSector none: near ones by followers.
    expect(got.slice(0, 3)).toEqual([ids.friendOfFriend, ids.sameSector, ids.popular]);
    expect(got).not.toContain(viewer.id);
    expect(got).not.toContain(ids.friend);
    for (const key of ['blockedByViewer', 'blockedViewer', 'mutedByViewer', 'shadowBanned', 'banned', 'privateProfile', 'noUsername']) {
      expect(got, key).not.toContain(ids[key]);
    }
    // 'registered' profiles are for members.
    expect(got[3]).toBe(ids.registeredOnly);
    expect(await memberIds(viewer.token, 3)).toEqual([ids.friendOfFriend, ids.sameSector, ids.popular]);
  });

  it('never offers a private profile, not even to an admin', async () => {
    const boss = await admin(server);
    const got = await memberIds(boss.token, 12);
    expect(got).not.toContain(ids.privateProfile);
    expect(got).toContain(ids.popular);
  });

  it('gives guests public profiles only, most followed first', async () => {
    const got = await memberIds(undefined, 12);
    expect(got[0]).toBe(ids.popular);
    expect(got).toContain(ids.sameSector);
    expect(got).not.toContain(ids.registeredOnly);
    expect(got).not.toContain(ids.privateProfile);
  });

  it('takes the same few SQL statements however many follows and members there are', async () => {
    const viewerB = await member(server);
    // One follow to start with, so the near statement runs before and after.
    await follow(server.app.db, viewerB.id, 'USER', ids.popular!);
    const query = async () => {
      await server.gql(COMMUNITIES, { first: 6 }, viewerB.token);
    };
    const queryMembers = async () => {
      await server.gql(MEMBERS, { first: 3 }, viewerB.token);
    };
    const before = [await statementsOf(query), await statementsOf(queryMembers)];
    for (let i = 0; i < 8; i++) {
      const other = await member(server);
      await follow(server.app.db, viewerB.id, 'USER', other.id);
      await follow(server.app.db, other.id, 'USER', viewer.id);
      const c = await createCommunity(server.app.db, { name: `More ${i} ${Date.now()}`, category: 'Retail', createdBy: other.id });
      await follow(server.app.db, viewerB.id, 'COMMUNITY', c.slug);
    }
    await follow(server.app.db, viewerB.id, 'SECTOR', 'Retail');
    await follow(server.app.db, viewerB.id, 'TAG', 'wages');
    const after = [await statementsOf(query), await statementsOf(queryMembers)];
    expect(after).toEqual(before);
    // Follows, profile, near ids, other ids, rows (plus the viewer lookup of the request).
    for (const count of after) expect(count).toBeLessThanOrEqual(6);
  });
});
