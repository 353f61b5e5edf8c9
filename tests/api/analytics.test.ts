// Analytics over REST and GraphQL (issue 13; content spec §3, §7, §9): short-video share events
// in bounded batches (the hour kept, the member and session only with consent, posts the
// requester may not read never revealed), track-share, performance reports (own only, admins
// all), the week's most shared posts, consented page views and web vitals, the consent setting,
// Delete my analytics, the rate limit, and every short-video call answering 404 with the flag off.
import { describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/server.ts';
import { admin, expectError, gid, gqlData, gqlError, member, type Member } from './helpers/content.ts';
import { createCommunity, createPost } from '../fixtures/factories.ts';
import { analyticsMessages } from '../../api/src/domain/analytics/common.ts';
import { MAX_EVENTS_PER_BATCH, shareMessages } from '../../api/src/domain/analytics/shareEvents.ts';
import { pageAnalyticsMessages } from '../../api/src/domain/analytics/pageAnalytics.ts';

const server = useTestServer({ FEATURE_SHORT_VIDEO_SHARE: '1' });

const SESSION = () => crypto.randomUUID();
const HOUR_MS = 3_600_000;

async function withShortVideoOff(check: () => Promise<void>) {
  const features = server.app.services.config.features as { shortVideoShare: boolean };
  features.shortVideoShare = false;
  try {
    await check();
  } finally {
    features.shortVideoShare = true;
  }
}

async function consentingMember(): Promise<Member> {
  const m = await member(server);
  const res = await server.api('PUT', '/settings', { privacy: { analyticsConsent: true } }, { token: m.token });
  expect(res.status, res.text).toBe(200);
  return m;
}

async function publicPost() {
  const author = await member(server);
  return createPost(server.app.db, { author: author.id });
}

/** A public post and its author (who may report its short video's figures). */
async function ownPost() {
  const author = await member(server);
  const post = await createPost(server.app.db, { author: author.id });
  return { post, author };
}

/** A post in a private community, with a member who may read it. */
async function privatePost() {
  const insider = await member(server);
  const community = await createCommunity(server.app.db, { isPrivate: true, createdBy: insider.id });
  const post = await createPost(server.app.db, { author: insider.id, community: community.id });
  return { post, insider };
}

const shareRows = (where: Record<string, unknown>) => server.app.db.shareAnalyticsEvent.findMany({ where, orderBy: { id: 'asc' } });

describe('short-video share events', () => {
  it('stores a guest batch with the hour only, and no session id without the device agreeing', async () => {
    const post = await publicPost();
    const session = SESSION();
    const before = Date.now();
    const res = await server.api('POST', '/tiktok/analytics/tiktok', {
      events: [
        { action: 'card_created', postId: post.id, data: { style: 'sunset' }, timestamp: Date.now() - 5 * HOUR_MS, sessionId: session },
        { action: 'caption_copied', postId: String(post.id), sessionId: session },
      ],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true, accepted: 2, dropped: 0 });
    const rows = await shareRows({ postId: post.id });
    expect(rows.map((r) => r.action)).toEqual(['card_created', 'caption_copied']);
    for (const row of rows) {
      expect(row.userId).toBeNull();
      expect(row.sessionId).toBeNull();
      // The hour the server received it, not the client's timestamp (5 hours earlier).
      expect(row.hour.getTime() % HOUR_MS).toBe(0);
      expect(row.hour.getTime()).toBe(Math.floor(before / HOUR_MS) * HOUR_MS);
    }
    expect(rows[0]!.data).toEqual({ style: 'sunset' });
    // No column for an address, a user agent or an exact time.
    const raw = await server.app.db.$queryRawUnsafe<Record<string, unknown>[]>('SELECT * FROM "ShareAnalyticsEvent" WHERE "postId" = $1', post.id);
    expect(Object.keys(raw[0]!).sort()).toEqual(['action', 'data', 'hour', 'id', 'postId', 'sessionId', 'userId']);
  });

  it('keeps the device session id when a guest agreed, and takes a sendBeacon text/plain body', async () => {
    const post = await publicPost();
    const session = SESSION();
    const res = await server.raw('POST', '/api/tiktok/analytics/tiktok', {
      body: JSON.stringify({ consent: true, events: [{ action: 'qr_shown', postId: post.id, sessionId: session }] }),
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'Beacon/1.0 (secret device)', 'x-forwarded-for': '203.0.113.77' },
    });
    expect(res.status, res.text).toBe(200);
    const [row] = await shareRows({ postId: post.id });
    expect(row).toMatchObject({ action: 'qr_shown', sessionId: session, userId: null });
    expect(JSON.stringify(row)).not.toMatch(/203\.0\.113\.77|Beacon/);
  });

  it("stores a member's id and session only once they agreed (their setting, not the body's flag)", async () => {
    const post = await publicPost();
    const refusing = await member(server);
    const session = SESSION();
    const body = { consent: true, events: [{ action: 'share_opened', postId: post.id, sessionId: session }] };
    expect((await server.api('POST', '/tiktok/analytics/tiktok', body, { token: refusing.token })).status).toBe(200);
    const agreeing = await consentingMember();
    expect((await server.api('POST', '/tiktok/analytics/tiktok', body, { token: agreeing.token })).status).toBe(200);
    const rows = await shareRows({ postId: post.id });
    expect(rows.map((r) => [r.userId, r.sessionId])).toEqual([
      [null, null],
      [agreeing.id, session],
    ]);
  });

  it('refuses malformed batches with clear messages', async () => {
    const send = (body: unknown) => server.api('POST', '/tiktok/analytics/tiktok', body);
    expectError(await send({}), 400, 'VALIDATION', shareMessages.eventsRequired);
    expectError(await send({ events: [] }), 400, 'VALIDATION', shareMessages.eventsRequired);
    expectError(await send({ events: 'card_created' }), 400, 'VALIDATION', shareMessages.eventsRequired);
    const tooMany = Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, () => ({ action: 'card_created' }));
    expectError(await send({ events: tooMany }), 400, 'VALIDATION', shareMessages.tooManyEvents);
    expect((await send({ events: tooMany.slice(1) })).status).toBe(200);
    expectError(await send({ events: [{ action: 'page_view' }] }), 400, 'VALIDATION', shareMessages.unknownAction);
    expectError(await send({ events: [{ action: 'card_created', data: { caption: 'x'.repeat(180), more: 'y'.repeat(180), more2: 'z'.repeat(180), a: 'a'.repeat(180), b: 'b'.repeat(180), c: 'c'.repeat(180) } }] }), 400, 'VALIDATION', shareMessages.invalidData);
    expectError(await send({ events: [{ action: 'card_created', data: { nested: { deep: true } } }] }), 400, 'VALIDATION', shareMessages.invalidData);
    expectError(await send({ events: [{ action: 'card_created', sessionId: 'not-a-session' }] }), 400, 'VALIDATION', analyticsMessages.invalidSessionId);
    expectError(await send({ events: [{ action: 'card_created', postId: 'abc' }] }), 400, 'VALIDATION', shareMessages.invalidPostId);
    expectError(await send({ events: [{ action: 'card_created', postId: -3 }] }), 400, 'VALIDATION', shareMessages.invalidPostId);
  });

  it('drops events on a post the requester may not read exactly like events on no post at all', async () => {
    const { post, insider } = await privatePost();
    const missing = 2_000_000_000;
    const outsider = await consentingMember();
    const hidden = await server.api('POST', '/tiktok/analytics/tiktok', { events: [{ action: 'card_created', postId: post.id }] }, { token: outsider.token });
    const absent = await server.api('POST', '/tiktok/analytics/tiktok', { events: [{ action: 'card_created', postId: missing }] }, { token: outsider.token });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toEqual(absent.body);
    expect(hidden.body).toEqual({ success: true, accepted: 0, dropped: 1 });
    const guest = await server.api('POST', '/tiktok/analytics/tiktok', { events: [{ action: 'card_created', postId: post.id }] });
    expect(guest.body).toEqual({ success: true, accepted: 0, dropped: 1 });
    expect(await shareRows({ postId: post.id })).toHaveLength(0);
    const allowed = await server.api('POST', '/tiktok/analytics/tiktok', { events: [{ action: 'card_created', postId: post.id }] }, { token: insider.token });
    expect(allowed.body).toEqual({ success: true, accepted: 1, dropped: 0 });
  });
});

describe('track-share', () => {
  it('needs a bearer token, records a share, and answers 404 alike for hidden and missing posts', async () => {
    const post = await publicPost();
    expectError(await server.api('POST', '/tiktok/track-share', { postId: post.id }), 401, 'UNAUTHENTICATED');
    const m = await member(server);
    const res = await server.api('POST', '/tiktok/track-share', { postId: post.urlId }, { token: m.token });
    expect(res.status, res.text).toBe(200);
    expect(await shareRows({ postId: post.id })).toMatchObject([{ action: 'share', userId: null, sessionId: null }]);
    const { post: hidden } = await privatePost();
    const a = await server.api('POST', '/tiktok/track-share', { postId: hidden.id }, { token: m.token });
    const b = await server.api('POST', '/tiktok/track-share', { postId: 2_000_000_000 }, { token: m.token });
    expectError(a, 404, 'NOT_FOUND', 'Post not found. It may have been deleted.');
    expect(a.body).toEqual(b.body);
    expectError(await server.api('POST', '/tiktok/track-share', {}, { token: m.token }), 400, 'VALIDATION', shareMessages.invalidPostId);
  });
});

describe('performance reports and the post summary', () => {
  const report = (token: string, body: Record<string, unknown>) => server.api('POST', '/tiktok/analytics/tiktok/performance', body, { token });

  it('validates the report form', async () => {
    const { post, author: m } = await ownPost();
    const ok = { postId: post.id, url: 'https://video.example/@me/1', views: 200, likes: 10, shares: 3, comments: 2 };
    expectError(await server.api('POST', '/tiktok/analytics/tiktok/performance', ok), 401, 'UNAUTHENTICATED');
    expectError(await report(m.token, { ...ok, url: 'ftp://video.example/1' }), 400, 'VALIDATION', shareMessages.invalidUrl);
    expectError(await report(m.token, { ...ok, url: 'not a url' }), 400, 'VALIDATION', shareMessages.invalidUrl);
    expectError(await report(m.token, { ...ok, views: -1 }), 400, 'VALIDATION', shareMessages.invalidCount('Views'));
    expectError(await report(m.token, { ...ok, likes: 1.5 }), 400, 'VALIDATION', shareMessages.invalidCount('Likes'));
    expectError(await report(m.token, { ...ok, shares: '3' }), 400, 'VALIDATION', shareMessages.invalidCount('Shares'));
    expectError(await report(m.token, { ...ok, comments: 2_000_000_000 }), 400, 'VALIDATION', shareMessages.invalidCount('Comments'));
    const created = await report(m.token, ok);
    expect(created.status, created.text).toBe(201);
    expect(created.body.data).toMatchObject({ post_id: post.id, url: ok.url, views: 200, engagement_rate: 7.5 });
    const noUrl = await report(m.token, { ...ok, url: '', views: 0 });
    expect(noUrl.body.data).toMatchObject({ url: null, engagement_rate: 0 });
  });

  it('shows a member only their own reports, admins every report, guests none; counts per action for all', async () => {
    const { post, author: a } = await ownPost();
    const b = await member(server);
    const boss = await admin(server);
    expect((await report(a.token, { postId: post.id, views: 1000, likes: 50, shares: 10, comments: 7 })).status).toBe(201);
    // b's report on a's post, as an earlier version let members file (only authors and admins may now).
    await server.app.db.sharePerformanceReport.create({ data: { postId: post.id, userId: b.id, videoUrl: 'https://video.example/b', views: 3, likes: 1, shares: 0, comments: 0 } });
    await server.api('POST', '/tiktok/analytics/tiktok', {
      events: [{ action: 'card_created', postId: post.id }, { action: 'card_created', postId: post.id }, { action: 'caption_copied', postId: post.id }],
    });
    const read = async (path: string, token?: string) => {
      const res = await server.api('GET', `${path}/${post.id}`, undefined, { token });
      expect(res.status, res.text).toBe(200);
      return res.body.data as { analytics: { action_type: string; count: number }[]; performance: { views: number; engagement_rate: number }[] };
    };
    for (const path of ['/tiktok/analytics/tiktok/post', '/analytics/tiktok/post']) {
      const asA = await read(path, a.token);
      expect(asA.analytics).toEqual([
        { action_type: 'card_created', count: 2 },
        { action_type: 'caption_copied', count: 1 },
      ]);
      expect(asA.performance.map((r) => [r.views, r.engagement_rate])).toEqual([[1000, 6.7]]);
      expect((await read(path, b.token)).performance.map((r) => [r.views, r.engagement_rate])).toEqual([[3, 33.3]]);
      expect((await read(path, boss.token)).performance.map((r) => r.views)).toEqual([3, 1000]);
      expect((await read(path)).performance).toEqual([]);
    }
    const query = `query($id: String!) { post(id: $id) { shareAnalytics { counts { action count } reports { id url views engagementRate createdAt } } } }`;
    const asB = gqlData(await server.gql(query, { id: String(post.id) }, b.token)).post.shareAnalytics;
    expect(asB.counts).toEqual([
      { action: 'card_created', count: 2 },
      { action: 'caption_copied', count: 1 },
    ]);
    expect(asB.reports).toMatchObject([{ url: 'https://video.example/b', views: 3, engagementRate: 33.3 }]);
    const asAdmin = gqlData(await server.gql(query, { id: String(post.id) }, boss.token)).post.shareAnalytics;
    expect(asAdmin.reports).toHaveLength(2);
  });

  it('lets only the post’s author and admins report its figures, refused before the figures are read (issue 28, item 11)', async () => {
    const { post, author } = await ownPost();
    const [other, boss] = [await member(server), await admin(server)];
    const figures = { postId: post.id, views: 100, likes: 5, shares: 1, comments: 1 };
    expectError(await report(other.token, figures), 403, 'FORBIDDEN', shareMessages.reportOwnOnly);
    expectError(await report(other.token, { postId: post.id }), 403, 'FORBIDDEN', shareMessages.reportOwnOnly);
    expectError(await report(other.token, { ...figures, views: -1 }), 403, 'FORBIDDEN', shareMessages.reportOwnOnly);
    const mutation = 'mutation($input: ReportSharePerformanceInput!) { reportSharePerformance(input: $input) { report { views } } }';
    const refused = gqlError(await server.gql(mutation, { input: { ...figures, postId: gid('Post', post.id), views: -1 } }, other.token));
    expect(refused).toMatchObject({ message: shareMessages.reportOwnOnly, extensions: { code: 'FORBIDDEN' } });
    expect(await server.app.db.sharePerformanceReport.count({ where: { postId: post.id } })).toBe(0);

    expect((await report(author.token, figures)).status).toBe(201);
    expect((await report(boss.token, figures)).status).toBe(201);
    expect(gqlData(await server.gql(mutation, { input: { ...figures, postId: gid('Post', post.id) } }, author.token)).reportSharePerformance.report.views).toBe(100);
    expect(await server.app.db.sharePerformanceReport.count({ where: { postId: post.id } })).toBe(3);
  });

  it('reads a list’s summaries and its authors’ profiles in the same number of SQL statements for 2 posts as for 8', async () => {
    const reader = await member(server);
    const statementsFor = async (count: number) => {
      const community = await createCommunity(server.app.db, {});
      for (let i = 0; i < count; i++) {
        const post = await createPost(server.app.db, { author: (await member(server)).id, community: community.id });
        await server.app.db.sharePerformanceReport.create({ data: { postId: post.id, userId: reader.id, views: 10 + i } });
        await server.app.db.shareAnalyticsEvent.create({ data: { postId: post.id, action: 'card_created', hour: new Date() } });
      }
      const query = `query($slug: String!, $first: Int!) { community(slug: $slug) { posts(first: $first) { edges { node {
        author { profile { userId displayName } } shareAnalytics { counts { action count } reports { views } } } } } } }`;
      const before = server.app.statements.count;
      const edges = gqlData(await server.gql(query, { slug: community.slug, first: count }, reader.token)).community.posts.edges as Array<{
        node: { author: { profile: { userId: number } | null }; shareAnalytics: { counts: unknown[]; reports: Array<{ views: number }> } };
      }>;
      const statements = server.app.statements.count - before;
      expect(edges).toHaveLength(count);
      for (const { node } of edges) {
        expect(node.author.profile).not.toBeNull();
        expect(node.shareAnalytics.counts).toEqual([{ action: 'card_created', count: 1 }]);
        expect(node.shareAnalytics.reports).toHaveLength(1);
      }
      return statements;
    };
    expect(await statementsFor(8)).toBe(await statementsFor(2));
  });

  it('reports over GraphQL, and hides private posts from the summary', async () => {
    const { post, author: m } = await ownPost();
    const mutation = `mutation($input: ReportSharePerformanceInput!) {
      reportSharePerformance(input: $input) { report { url views likes shares comments engagementRate } post { postId shareAnalytics { reports { views } } } } }`;
    const input = { postId: gid('Post', post.id), url: 'https://video.example/x', views: 40, likes: 4, shares: 0, comments: 0 };
    const data = gqlData(await server.gql(mutation, { input }, m.token)).reportSharePerformance;
    expect(data.report).toMatchObject({ views: 40, engagementRate: 10 });
    expect(data.post).toMatchObject({ postId: post.id, shareAnalytics: { reports: [{ views: 40 }] } });
    const bad = gqlError(await server.gql(mutation, { input: { ...input, views: -5 } }, m.token));
    expect(bad.message).toBe(shareMessages.invalidCount('Views'));
    expect(bad.extensions?.code).toBe('VALIDATION');

    const { post: hidden } = await privatePost();
    const outsider = await member(server);
    const a = await server.api('GET', `/tiktok/analytics/tiktok/post/${hidden.id}`, undefined, { token: outsider.token });
    const b = await server.api('GET', '/tiktok/analytics/tiktok/post/2000000000', undefined, { token: outsider.token });
    expectError(a, 404, 'NOT_FOUND', 'Post not found. It may have been deleted.');
    expect(a.body).toEqual(b.body);
    const gqlHidden = gqlError(await server.gql(mutation, { input: { ...input, postId: String(hidden.id) } }, outsider.token));
    expect(gqlHidden.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('trending shared posts', () => {
  it("lists the week's most shared posts the viewer may list, most events first", async () => {
    const [p1, p2] = [await publicPost(), await publicPost()];
    const { post: hidden, insider } = await privatePost();
    const events = (postId: number, n: number) => Array.from({ length: n }, () => ({ action: 'card_created', postId }));
    await server.api('POST', '/tiktok/analytics/tiktok', { events: events(p1.id, 40) });
    await server.api('POST', '/tiktok/analytics/tiktok', { events: events(p2.id, 45) });
    await server.api('POST', '/tiktok/analytics/tiktok', { events: events(hidden.id, 50) }, { token: insider.token });
    // An old event (8 days ago) does not count.
    await server.app.db.shareAnalyticsEvent.createMany({
      data: Array.from({ length: 50 }, () => ({ action: 'share', postId: p1.id, hour: new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS - 8 * 24 * HOUR_MS) })),
    });
    const guest = await server.api('GET', '/analytics/tiktok/trending');
    expect(guest.status, guest.text).toBe(200);
    const ids = (guest.body.data as { post_id: number }[]).map((p) => p.post_id);
    expect(ids.indexOf(p2.id)).toBeLessThan(ids.indexOf(p1.id));
    expect(ids).not.toContain(hidden.id);
    expect(guest.body.data.find((p: { post_id: number }) => p.post_id === p1.id)).toMatchObject({ share_events: 40, url_id: p1.urlId });
    const asInsider = await server.api('GET', '/analytics/tiktok/trending', undefined, { token: insider.token });
    expect((asInsider.body.data as { post_id: number }[])[0]!.post_id).toBe(hidden.id);
    expectError(await server.api('GET', '/analytics/tiktok/trending?limit=500'), 400, 'VALIDATION', shareMessages.invalidLimit);
  });
});

describe('the short-video flag off', () => {
  it('answers 404 with a clear message on every short-video call, and null on Post.shareAnalytics', async () => {
    const post = await publicPost();
    const m = await member(server);
    await withShortVideoOff(async () => {
      const calls = [
        server.api('POST', '/tiktok/analytics/tiktok', { events: [{ action: 'card_created' }] }),
        server.api('GET', `/tiktok/analytics/tiktok/post/${post.id}`),
        server.api('GET', `/analytics/tiktok/post/${post.id}`),
        server.api('GET', '/analytics/tiktok/trending'),
        server.api('POST', '/tiktok/analytics/tiktok/performance', { postId: post.id, views: 1, likes: 0, shares: 0, comments: 0 }, { token: m.token }),
        server.api('POST', '/tiktok/track-share', { postId: post.id }, { token: m.token }),
      ];
      for (const res of await Promise.all(calls)) expectError(res, 404, 'NOT_FOUND', analyticsMessages.shortVideoDisabled);
      const data = gqlData(await server.gql('query($id: String!) { post(id: $id) { shareAnalytics { counts { action } } } }', { id: String(post.id) }, m.token));
      expect(data.post.shareAnalytics).toBeNull();
      const error = gqlError(
        await server.gql(
          'mutation($input: ReportSharePerformanceInput!) { reportSharePerformance(input: $input) { report { views } } }',
          { input: { postId: String(post.id), views: 1, likes: 0, shares: 0, comments: 0 } },
          m.token,
        ),
      );
      expect(error.message).toBe(analyticsMessages.shortVideoDisabled);
    });
    expect(await shareRows({ postId: post.id })).toHaveLength(0);
  });
});

describe('page views and web vitals', () => {
  it('refuses a guest without the device agreeing, and stores the route pattern and hour only', async () => {
    const session = SESSION();
    expectError(await server.api('POST', '/analytics/page-views', { views: [{ route: '/polls' }], sessionId: session }), 403, 'FORBIDDEN', analyticsMessages.consentRequiredGuest);
    const res = await server.raw('POST', '/api/analytics/page-views', {
      body: JSON.stringify({ consent: true, sessionId: session, views: [{ route: '/discussion/:id/:slug' }, { route: '/' }] }),
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'Secret Browser', 'x-forwarded-for': '198.51.100.23' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true, accepted: 2 });
    const rows = await server.app.db.$queryRawUnsafe<Record<string, unknown>[]>('SELECT * FROM "PageViewEvent" WHERE "sessionId" = $1 ORDER BY id', session);
    expect(rows.map((r) => r.route)).toEqual(['/discussion/:id/:slug', '/']);
    expect(Object.keys(rows[0]!).sort()).toEqual(['hour', 'id', 'route', 'sessionId', 'userId']);
    expect((rows[0]!.hour as Date).getTime() % HOUR_MS).toBe(0);
    expect(rows[0]!.userId).toBeNull();
    expect(JSON.stringify(rows)).not.toMatch(/198\.51\.100\.23|Secret Browser/);
  });

  it('needs a member to have agreed in settings, whatever the body says', async () => {
    const m = await member(server);
    const body = { consent: true, views: [{ route: '/settings' }] };
    expectError(await server.api('POST', '/analytics/page-views', body, { token: m.token }), 403, 'FORBIDDEN', analyticsMessages.consentRequiredMember);
    expectError(await server.api('POST', '/analytics/web-vitals', { consent: true, samples: [{ metric: 'LCP', value: 1200, route: '/' }] }, { token: m.token }), 403, 'FORBIDDEN', analyticsMessages.consentRequiredMember);
    await server.api('PUT', '/settings', { privacy: { analyticsConsent: false } }, { token: m.token });
    expectError(await server.api('POST', '/analytics/page-views', body, { token: m.token }), 403, 'FORBIDDEN', analyticsMessages.consentRequiredMember);
    await server.api('PUT', '/settings', { privacy: { analyticsConsent: true } }, { token: m.token });
    expect((await server.api('POST', '/analytics/page-views', { views: [{ route: '/settings' }] }, { token: m.token })).status).toBe(200);
    expect(await server.app.db.pageViewEvent.findMany({ where: { userId: m.id }, select: { route: true } })).toEqual([{ route: '/settings' }]);
  });

  it('refuses paths that are not route patterns, and bad batches', async () => {
    const send = (views: unknown) => server.api('POST', '/analytics/page-views', { consent: true, views });
    for (const route of ['/discussion/123', '/search?q=union', '/posts#top', 'discussion/:id', `/${'a'.repeat(130)}`, '/Profile/Alice', 42]) {
      expectError(await send([{ route }]), 400, 'VALIDATION', pageAnalyticsMessages.invalidRoute);
    }
    expectError(await send([]), 400, 'VALIDATION', pageAnalyticsMessages.pageViewsRequired);
    expectError(await send(Array.from({ length: 21 }, () => ({ route: '/' }))), 400, 'VALIDATION', pageAnalyticsMessages.pageViewsRequired);
  });

  it('takes web vitals from those who agreed, within each metric’s range', async () => {
    const send = (samples: unknown, token?: string) => server.api('POST', '/analytics/web-vitals', { consent: true, samples }, { token });
    expectError(await server.api('POST', '/analytics/web-vitals', { samples: [{ metric: 'LCP', value: 1, route: '/' }] }), 403, 'FORBIDDEN', analyticsMessages.consentRequiredGuest);
    expectError(await send([{ metric: 'TTI', value: 1, route: '/' }]), 400, 'VALIDATION', pageAnalyticsMessages.unknownMetric);
    expectError(await send([{ metric: 'LCP', value: -1, route: '/' }]), 400, 'VALIDATION', pageAnalyticsMessages.invalidValue);
    expectError(await send([{ metric: 'CLS', value: 1000, route: '/' }]), 400, 'VALIDATION', pageAnalyticsMessages.invalidValue);
    expectError(await send([{ metric: 'LCP', value: 'fast', route: '/' }]), 400, 'VALIDATION', pageAnalyticsMessages.invalidValue);
    expectError(await send([{ metric: 'LCP', value: 1, route: '/discussion/42' }]), 400, 'VALIDATION', pageAnalyticsMessages.invalidRoute);
    const m = await consentingMember();
    const samples = [
      { metric: 'LCP', value: 2100.5, route: '/discussion/:id' },
      { metric: 'INP', value: 180, route: '/discussion/:id' },
      { metric: 'CLS', value: 0.04, route: '/discussion/:id' },
      { metric: 'FCP', value: 900, route: '/' },
      { metric: 'TTFB', value: 120, route: '/' },
      { metric: 'FID', value: 12, route: '/' },
    ];
    const res = await send(samples, m.token);
    expect(res.status, res.text).toBe(200);
    const rows = await server.app.db.$queryRawUnsafe<Record<string, unknown>[]>('SELECT * FROM "WebVitalSample" WHERE "userId" = $1 ORDER BY id', m.id);
    expect(rows.map((r) => [r.metric, r.value, r.route])).toEqual(samples.map((s) => [s.metric, s.value, s.route]));
    expect(Object.keys(rows[0]!).sort()).toEqual(['hour', 'id', 'metric', 'route', 'userId', 'value']);
    expect((rows[0]!.hour as Date).getTime() % HOUR_MS).toBe(0);
  });
});

describe('consent setting and Delete my analytics', () => {
  it('reads and writes analyticsConsent on both transports (null until chosen)', async () => {
    const m = await member(server);
    expect((await server.api('GET', '/settings', undefined, { token: m.token })).body.settings.privacy.analyticsConsent).toBeNull();
    const query = '{ viewer { settings { privacy { analyticsConsent } } } }';
    expect(gqlData(await server.gql(query, {}, m.token)).viewer.settings.privacy.analyticsConsent).toBeNull();
    const mutation = 'mutation($input: UpdateSettingsInput!) { updateSettings(input: $input) { user { settings { privacy { analyticsConsent } } } } }';
    const updated = gqlData(await server.gql(mutation, { input: { privacy: { analyticsConsent: true } } }, m.token));
    expect(updated.updateSettings.user.settings.privacy.analyticsConsent).toBe(true);
    const put = await server.api('PUT', '/settings', { privacy: { analyticsConsent: false } }, { token: m.token });
    expect(put.body.settings.privacy.analyticsConsent).toBe(false);
    expectError(await server.api('PUT', '/settings', { privacy: { analyticsConsent: 'yes' } }, { token: m.token }), 400, 'VALIDATION');
  });

  it("deletes the caller's rows only (with their device's accountless events), on both transports", async () => {
    const post = await publicPost();
    const [mine, other] = [await consentingMember(), await consentingMember()];
    const mySession = SESSION();
    const otherSession = SESSION();
    const seed = async (m: Member, session: string) => {
      await server.api('POST', '/tiktok/analytics/tiktok', { events: [{ action: 'card_created', postId: post.id, sessionId: session }] }, { token: m.token });
      await server.api('POST', '/analytics/page-views', { sessionId: session, views: [{ route: '/' }, { route: '/polls' }] }, { token: m.token });
      await server.api('POST', '/analytics/web-vitals', { samples: [{ metric: 'LCP', value: 1000, route: '/' }] }, { token: m.token });
      // What a beacon sends as the page closes: no credentials, the device's session id.
      await server.api('POST', '/analytics/page-views', { consent: true, sessionId: session, views: [{ route: '/about' }] });
    };
    await seed(mine, mySession);
    await seed(other, otherSession);
    expectError(await server.api('DELETE', '/analytics/me'), 401, 'UNAUTHENTICATED');
    const res = await server.api('DELETE', '/analytics/me', undefined, { token: mine.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true, deleted: 5, share_events: 1, page_views: 3, web_vitals: 1 });
    const db = server.app.db;
    expect(await db.shareAnalyticsEvent.count({ where: { OR: [{ userId: mine.id }, { sessionId: mySession }] } })).toBe(0);
    expect(await db.pageViewEvent.count({ where: { OR: [{ userId: mine.id }, { sessionId: mySession }] } })).toBe(0);
    expect(await db.webVitalSample.count({ where: { userId: mine.id } })).toBe(0);
    expect(await db.shareAnalyticsEvent.count({ where: { userId: other.id } })).toBe(1);
    expect(await db.pageViewEvent.count({ where: { sessionId: otherSession } })).toBe(3);
    expect(await db.webVitalSample.count({ where: { userId: other.id } })).toBe(1);

    const viaGql = gqlData(
      await server.gql('mutation { deleteMyAnalytics { deleted shareEvents pageViews webVitals } }', {}, other.token),
    ).deleteMyAnalytics;
    expect(viaGql).toEqual({ deleted: 5, shareEvents: 1, pageViews: 3, webVitals: 1 });
    expect(await db.pageViewEvent.count({ where: { sessionId: otherSession } })).toBe(0);
  });
});

describe('rate limit', () => {
  it('refuses analytics writes beyond 60 a minute per member, with how long to wait', async () => {
    const m = await consentingMember();
    const body = { views: [{ route: '/' }] };
    const answers = [];
    for (let i = 0; i < 61; i++) answers.push(await server.api('POST', '/analytics/page-views', body, { token: m.token }));
    expect(answers.slice(0, 60).every((r) => r.status === 200)).toBe(true);
    const limited = answers[60]!;
    expectError(limited, 429, 'RATE_LIMITED', /^Too many analytics requests\. Please wait \d+ seconds before trying again\.$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same allowance covers share events.
    expectError(await server.api('POST', '/tiktok/analytics/tiktok', { events: [{ action: 'card_created' }] }, { token: m.token }), 429, 'RATE_LIMITED');
  });

  it('bounds the body size', async () => {
    const res = await server.raw('POST', '/api/tiktok/analytics/tiktok', {
      body: JSON.stringify({ events: [{ action: 'card_created', data: { x: 'a'.repeat(2 * 1024 * 1024) } }] }),
      headers: { 'content-type': 'text/plain' },
    });
    expectError(res, 413, 'REQUEST_ENTITY_TOO_LARGE');
  });
});
