// The feed's results count is reused for a few seconds (FEED_COUNT_CACHE_SECONDS), but a write
// through the app on this instance makes it exact at once.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/server.ts';
import { createCommunity, createPost, createUser, joinCommunity } from '../fixtures/factories.ts';
import { gqlData, member, sleep } from './helpers/content.ts';
import { countFeed, readFeedPage } from '../../api/src/domain/posts/feed.ts';
import type { Ctx } from '../../api/src/context.ts';

const server = useTestServer({ FEED_COUNT_CACHE_SECONDS: '60' });

const total = async () => (await server.api('GET', '/posts?per_page=1')).body.pagination.total as number;

describe('feed results count cache', () => {
  it('reuses the count for rows written behind the app, and is exact after a write through it', async () => {
    const author = await createUser(server.app.db, { password: 'cache-test-password' });
    await createPost(server.app.db, { author: author.id, title: 'First post of the cache test' });
    const first = await total();

    // Written straight into the database: the cached count does not see it yet.
    await createPost(server.app.db, { author: author.id, title: 'Second post written behind the app' });
    expect(await total()).toBe(first);

    // A post created through the API clears the cache: both new posts are counted.
    const login = await server.api('POST', '/auth/login', { email: author.email, password: 'cache-test-password' });
    expect(login.status, login.text).toBe(200);
    const created = await server.api(
      'POST',
      '/posts',
      { title: 'Third post through the API', content: 'Checking that counts follow writes.' },
      { token: login.body.token },
    );
    expect(created.status, created.text).toBe(201);
    expect(await total()).toBe(first + 2);
  });

});

// The first feed pages are shared between viewers for a few seconds (readFeedPage): each request
// adds only the viewer's part, and never shows one member what is another's.
const FEED = `query { feed(first: 20) { totalCount edges { node { id postId title score viewerVote viewerHasSaved author { username } community { name } } } } }`;
type Edge = { node: { id: string; postId: number; title: string; score: number; viewerVote: string | null; viewerHasSaved: boolean } };
const feedOf = async (token?: string) => gqlData(await server.gql(FEED, {}, token)).feed.edges as Edge[];

/** Statements the server sends for one request. */
async function statementsOf(request: () => Promise<unknown>): Promise<number> {
  await sleep(100);
  const before = server.app.statements.count;
  await request();
  await sleep(200);
  return server.app.statements.count - before;
}

describe('shared feed page', () => {
  it('answers a member in 2 statements and a guest in 1; votes and saves are the viewer’s own and fresh at once', async () => {
    const author = await createUser(server.app.db, {});
    for (let i = 0; i < 25; i++) await createPost(server.app.db, { author: author.id, title: `Shared page post ${i}`, createdAt: new Date(Date.now() - i * 60_000) });
    const [alice, bob] = [await member(server), await member(server)];
    // Rows written behind the app show once a write through it clears the shared pages.
    const created = await server.api('POST', '/posts', { title: 'Shared page post through the API', content: 'A write through the app.' }, { token: bob.token });
    expect(created.status, created.text).toBe(201);
    await feedOf(alice.token);
    await server.api('GET', '/posts?per_page=20', undefined, { token: alice.token });
    // viewer + the page's viewer part (the page and its count are shared)
    expect(await statementsOf(() => feedOf(alice.token))).toBe(2);
    expect(await statementsOf(() => server.api('GET', '/posts?per_page=20', undefined, { token: alice.token }))).toBe(2);
    expect(await statementsOf(() => feedOf())).toBe(1);

    const target = (await feedOf(alice.token))[3]!.node;
    const voted = await server.gql('mutation($id: ID!) { votePost(input: { postId: $id, vote: UP }) { post { score } } }', { id: target.id }, alice.token);
    const score = gqlData(voted).votePost.post.score as number;
    expect(score).toBe(target.score + 1);
    const saved = await server.api('POST', `/posts/${target.postId}/save`, undefined, { token: alice.token });
    expect(saved.status, saved.text).toBe(200);

    const forAlice = (await feedOf(alice.token)).find((e) => e.node.id === target.id)!;
    expect(forAlice.node).toMatchObject({ score, viewerVote: 'UP', viewerHasSaved: true });
    const forBob = (await feedOf(bob.token)).find((e) => e.node.id === target.id)!;
    expect(forBob.node).toMatchObject({ score, viewerVote: null, viewerHasSaved: false });
    const forGuest = (await feedOf()).find((e) => e.node.id === target.id)!;
    expect(forGuest.node).toMatchObject({ score, viewerVote: null, viewerHasSaved: false });
    const rest = await server.api('GET', '/posts?per_page=20', undefined, { token: bob.token });
    expect(rest.body.posts.find((p: { id: number }) => p.id === target.postId)).toMatchObject({ score, user_vote: null, is_saved: false });
  });

  it('readers arriving together at an expired page share one read of it and of its count', async () => {
    const author = await member(server);
    const write = () => server.api('POST', '/posts', { title: `Clears the shared page ${Date.now()}`, content: 'A write through the app.' }, { token: author.token });
    expect((await write()).status).toBe(201);
    const cold = await statementsOf(() => feedOf());
    const warm = await statementsOf(() => feedOf());
    expect(cold).toBeGreaterThan(warm);
    expect((await write()).status).toBe(201);
    // Ten guests at once after the write (the domain read itself: the test client would queue
    // HTTP requests): one page read and one count between them, each its own viewer part.
    const guest: Ctx = { ...server.app.services, viewer: null, authFailure: null, session: null, accessToken: null, ip: '127.0.0.1', deviceId: null };
    const page = () => Promise.all([readFeedPage(guest, { filters: {}, take: 21 }), countFeed(guest, {})]);
    const together = await statementsOf(() => Promise.all(Array.from({ length: 10 }, page)));
    expect(together).toBe(cold + 9 * warm);
  });

  it("serves the web client's own home document from the shared page", async () => {
    // The persisted HomePageQuery the web client sends: its feed asks, beyond the card, for the
    // author's block and mute rows for the viewer and the poll options and the viewer's poll vote.
    const artifact = readFileSync(new URL('../../web/src/routes/home/__generated__/HomePageQuery.graphql.ts', import.meta.url), 'utf8');
    const id = /"id": "([0-9a-f]{64})"/.exec(artifact)![1]!;
    const documents = JSON.parse(readFileSync(new URL('../../web/persisted-documents.json', import.meta.url), 'utf8')) as Record<string, string>;
    const homeFeedIds = async (token: string) => {
      const answer = await server.gql(documents[id]!, { count: 20, withTopSlots: false, withFeaturedPoll: false, withMyFeed: false, withFeed: true, sort: 'POPULAR' }, token);
      return (gqlData(answer).feed.edges as { node: { id: string } }[]).map((edge) => edge.node.id);
    };
    const reader = await member(server);
    expect((await homeFeedIds(reader.token)).length).toBeGreaterThan(0);
    // A post written behind the app on top of the feed: a page read from the database would show
    // it at once; the shared page shows it within its few seconds (here 60), like any rank change.
    const author = await createUser(server.app.db, {});
    const behind = await createPost(server.app.db, { author: author.id, title: 'Written behind the app, on top', createdAt: new Date() });
    await server.app.db.post.update({ where: { id: behind.id }, data: { hotRank: 1e9 } });
    expect(await homeFeedIds(reader.token)).not.toContain(Buffer.from(`Post:${behind.id}`).toString('base64'));
    // Once a write through the app clears the pages, it is there.
    expect((await server.api('POST', '/posts', { title: 'Clears the pages', content: 'A write through the app.' }, { token: reader.token })).status).toBe(201);
    expect(await homeFeedIds(reader.token)).toContain(Buffer.from(`Post:${behind.id}`).toString('base64'));
  });

  it('a member of a private community sees its posts while others share the page without them', async () => {
    const owner = await createUser(server.app.db, {});
    const community = await createCommunity(server.app.db, { name: `Private shared ${Date.now()}`, icon: '✊', category: 'Retail', isPrivate: true, createdBy: owner.id });
    const insider = await member(server);
    await joinCommunity(server.app.db, insider.id, community.id);
    const outsider = await member(server);
    // Warm the shared page first, then put a hot private post on top of the feed behind the app.
    await feedOf(outsider.token);
    const secret = await createPost(server.app.db, { author: owner.id, community: community.id, title: 'Private shift plan', createdAt: new Date() });
    await server.app.db.post.update({ where: { id: secret.id }, data: { hotRank: 1e9 } });
    expect((await feedOf(insider.token)).map((e) => e.node.postId)).toContain(secret.id);
    expect((await feedOf(outsider.token)).map((e) => e.node.postId)).not.toContain(secret.id);
    expect((await feedOf()).map((e) => e.node.postId)).not.toContain(secret.id);
  });
});
