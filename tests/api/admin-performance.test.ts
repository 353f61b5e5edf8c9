// /admin/performance's summary over REST and GraphQL (issue 13): admins only; the web vitals'
// p75 per metric and route (and over every route) against the thresholds, with the share of
// good / needs-improvement / poor samples; the days window; the short-video share summary
// (actions per type and per day, report totals and engagement rate) and page views per route;
// a fixed number of SQL statements whatever the amount of data.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/server.ts';
import { admin, expectError, gqlData, gqlError, member, type Member } from './helpers/content.ts';
import { createPost } from '../fixtures/factories.ts';

const server = useTestServer();

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The UTC hour `msAgo` before now, as the analytics tables keep it. */
const hourAgo = (msAgo: number) => new Date(Math.floor((Date.now() - msAgo) / HOUR_MS) * HOUR_MS);
const dayAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

/** PostgreSQL's percentile_cont: linear interpolation between the two closest ranks. */
function percentileCont(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * fraction;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}

const SUMMARY = `query($days: Int) { adminPerformance(days: $days) {
  days since
  webVitals { metric threshold { good poor unit }
    overall { route p75 rating samples good needsImprovement poor }
    routes { route p75 rating samples good needsImprovement poor } }
  shareActions { action count }
  shareActionsByDay { day count }
  shareReports { reports views likes shares comments engagementRate }
  pageViews pageViewsByRoute { route views }
} }`;

let adminUser: Member;

// LCP on two routes this week (ms), one sample 8 days old; CLS on one route.
const LCP_FEED = [1200, 1900, 2500, 2600, 3100, 3900, 4100, 5200];
const LCP_POST = [800, 2400, 4000.5];
const CLS_FEED = [0.02, 0.1, 0.11, 0.3];
const OLD_LCP = 60_000;

async function seedVitals() {
  const recent = hourAgo(HOUR_MS);
  await server.app.db.webVitalSample.createMany({
    data: [
      ...LCP_FEED.map((value, i) => ({ route: '/', metric: 'LCP', value, hour: hourAgo(i * 5 * HOUR_MS) })),
      ...LCP_POST.map((value) => ({ route: '/discussion/:id', metric: 'LCP', value, hour: recent })),
      ...CLS_FEED.map((value) => ({ route: '/', metric: 'CLS', value, hour: recent })),
      { route: '/discussion/:id', metric: 'LCP', value: OLD_LCP, hour: hourAgo(8 * DAY_MS) },
    ],
  });
}

async function seedShortVideo() {
  const author = await member(server);
  const post = await createPost(server.app.db, { author: author.id });
  await server.app.db.shareAnalyticsEvent.createMany({
    data: [
      ...Array.from({ length: 3 }, () => ({ action: 'card_created', hour: hourAgo(0), postId: post.id })),
      ...Array.from({ length: 2 }, () => ({ action: 'caption_copied', hour: hourAgo(2 * DAY_MS), postId: post.id })),
      { action: 'share', hour: hourAgo(2 * DAY_MS), postId: post.id },
      { action: 'share', hour: hourAgo(10 * DAY_MS), postId: post.id },
    ],
  });
  await server.app.db.sharePerformanceReport.createMany({
    data: [
      { postId: post.id, userId: author.id, views: 1000, likes: 50, shares: 10, comments: 5 },
      { postId: post.id, userId: author.id, views: 500, likes: 23, shares: 4, comments: 1 },
      { postId: post.id, userId: author.id, views: 9000, likes: 900, shares: 90, comments: 9, createdAt: new Date(Date.now() - 10 * DAY_MS) },
    ],
  });
  await server.app.db.pageViewEvent.createMany({
    data: [
      ...Array.from({ length: 4 }, () => ({ route: '/discussion/:id', hour: hourAgo(0) })),
      { route: '/', hour: hourAgo(DAY_MS) },
      { route: '/polls', hour: hourAgo(9 * DAY_MS) },
    ],
  });
}

beforeAll(async () => {
  adminUser = await admin(server);
  await seedVitals();
  await seedShortVideo();
});

async function gqlSummary(days?: number) {
  return gqlData(await server.gql(SUMMARY, days === undefined ? {} : { days }, adminUser.token)).adminPerformance;
}

const vitalOf = (summary: { webVitals: { metric: string }[] }, metric: string) => summary.webVitals.find((v) => v.metric === metric) as any;

describe('who may read it', () => {
  it('refuses guests and members on both transports', async () => {
    const someone = await member(server);
    expectError(await server.api('GET', '/admin/performance'), 401, 'UNAUTHENTICATED');
    expectError(await server.api('GET', '/admin/performance', undefined, { token: someone.token }), 403, 'FORBIDDEN', 'Admin access required');
    expect(gqlError(await server.gql(SUMMARY, {})).extensions?.code).toBe('UNAUTHENTICATED');
    const refused = gqlError(await server.gql(SUMMARY, {}, someone.token));
    expect(refused.extensions?.code).toBe('FORBIDDEN');
    expect(refused.message).toBe('Admin access required');
  });

  it('answers godmins', async () => {
    const godmin = await member(server, { role: 'GODMIN' });
    const res = await server.api('GET', '/admin/performance', undefined, { token: godmin.token });
    expect(res.status, res.text).toBe(200);
  });

  it('refuses a days value outside 1 to 30', async () => {
    for (const days of ['0', '31', '2.5', 'week']) {
      expectError(await server.api('GET', `/admin/performance?days=${days}`, undefined, { token: adminUser.token }), 400, 'VALIDATION', 'Days must be a whole number from 1 to 30');
    }
    expect(gqlError(await server.gql(SUMMARY, { days: 0 }, adminUser.token)).extensions?.code).toBe('VALIDATION');
  });
});

describe('web vitals', () => {
  it('gives the p75, its rating and the rating counts per route and over every route (GraphQL)', async () => {
    const summary = await gqlSummary();
    expect(summary.days).toBe(7);
    expect(summary.webVitals.map((v: { metric: string }) => v.metric)).toEqual(['LCP', 'INP', 'FID', 'CLS', 'FCP', 'TTFB']);
    const lcp = vitalOf(summary, 'LCP');
    expect(lcp.threshold).toEqual({ good: 2500, poor: 4000, unit: 'MILLISECONDS' });
    // Most measured route first.
    expect(lcp.routes.map((r: { route: string }) => r.route)).toEqual(['/', '/discussion/:id']);
    const [feed, post] = lcp.routes;
    expect(feed.p75).toBeCloseTo(percentileCont(LCP_FEED, 0.75), 6);
    expect(feed).toMatchObject({ samples: 8, good: 3, needsImprovement: 3, poor: 2, rating: 'NEEDS_IMPROVEMENT' });
    expect(post.p75).toBeCloseTo(percentileCont(LCP_POST, 0.75), 6);
    // 4000.5 is over the poor limit; 2400 is good.
    expect(post).toMatchObject({ samples: 3, good: 2, needsImprovement: 0, poor: 1 });
    expect(lcp.overall.route).toBeNull();
    expect(lcp.overall.p75).toBeCloseTo(percentileCont([...LCP_FEED, ...LCP_POST], 0.75), 6);
    expect(lcp.overall).toMatchObject({ samples: 11, good: 5, needsImprovement: 3, poor: 3 });

    const cls = vitalOf(summary, 'CLS');
    expect(cls.threshold).toEqual({ good: 0.1, poor: 0.25, unit: 'SCORE' });
    expect(cls.overall.p75).toBeCloseTo(percentileCont(CLS_FEED, 0.75), 6);
    expect(cls.overall).toMatchObject({ samples: 4, good: 2, needsImprovement: 1, poor: 1, rating: 'NEEDS_IMPROVEMENT' });
    expect(vitalOf(summary, 'INP')).toMatchObject({ overall: null, routes: [], threshold: { good: 200, poor: 500 } });
  });

  it('counts only the samples of the last N days', async () => {
    const week = vitalOf(await gqlSummary(7), 'LCP');
    expect(week.routes[1].samples).toBe(3);
    const month = vitalOf(await gqlSummary(30), 'LCP');
    expect(month.routes.find((r: { route: string }) => r.route === '/discussion/:id')).toMatchObject({ samples: 4, poor: 2 });
    expect(month.overall.p75).toBeCloseTo(percentileCont([...LCP_FEED, ...LCP_POST, OLD_LCP], 0.75), 6);
    // One day: the feed samples are 5 hours apart, so only those of the last 24 hours count.
    const day = vitalOf(await gqlSummary(1), 'LCP');
    const lastDay = LCP_FEED.filter((_, i) => i * 5 < 24);
    expect(day.routes.find((r: { route: string }) => r.route === '/').samples).toBe(lastDay.length);
  });

  it('answers the same numbers in snake_case over REST', async () => {
    const res = await server.api('GET', '/admin/performance?days=7', undefined, { token: adminUser.token });
    expect(res.status, res.text).toBe(200);
    const lcp = res.body.web_vitals.find((v: { metric: string }) => v.metric === 'LCP');
    expect(lcp.threshold).toEqual({ good: 2500, poor: 4000, unit: 'ms' });
    expect(lcp.routes[0]).toEqual({
      route: '/',
      p75: expect.closeTo(percentileCont(LCP_FEED, 0.75), 6),
      rating: 'needs_improvement',
      samples: 8,
      good: 3,
      needs_improvement: 3,
      poor: 2,
    });
    expect(lcp.overall).toMatchObject({ route: null, samples: 11 });
  });
});

describe('short-video share summary and page views', () => {
  it('counts actions per type and per day, sums the reports and their engagement rate (GraphQL)', async () => {
    const summary = await gqlSummary();
    expect(summary.shareActions).toEqual([
      { action: 'card_created', count: 3 },
      { action: 'caption_copied', count: 2 },
      { action: 'share', count: 1 },
    ]);
    // From the day 7 days ago to today, oldest first.
    expect(summary.shareActionsByDay).toHaveLength(8);
    expect(summary.shareActionsByDay[0].day).toBe(dayAgo(7));
    expect(summary.shareActionsByDay.at(-1)).toEqual({ day: dayAgo(0), count: 3 });
    expect(summary.shareActionsByDay.find((d: { day: string }) => d.day === dayAgo(2)).count).toBe(3);
    expect(summary.shareActionsByDay.reduce((sum: number, d: { count: number }) => sum + d.count, 0)).toBe(6);
    // (73 + 14 + 6) / 1500 = 6.2 %; the report of 10 days ago is outside the window.
    expect(summary.shareReports).toEqual({ reports: 2, views: 1500, likes: 73, shares: 14, comments: 6, engagementRate: 6.2 });
    expect(summary.pageViews).toBe(5);
    expect(summary.pageViewsByRoute).toEqual([
      { route: '/discussion/:id', views: 4 },
      { route: '/', views: 1 },
    ]);
  });

  it('answers the same over REST, and the older events with days=30', async () => {
    const res = await server.api('GET', '/admin/performance?days=30', undefined, { token: adminUser.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.share.analytics).toContainEqual({ action_type: 'share', count: 2 });
    expect(res.body.share.by_day).toHaveLength(31);
    // (973 + 104 + 15) / 10500 = 10.4 %
    expect(res.body.share.reports).toEqual({ count: 3, views: 10500, likes: 973, shares: 104, comments: 15, engagement_rate: 10.4 });
    expect(res.body.page_views).toEqual({
      total: 6,
      by_route: [
        { route: '/discussion/:id', views: 4 },
        { route: '/', views: 1 },
        { route: '/polls', views: 1 },
      ],
    });
  });
});

describe('SQL statements', () => {
  async function statementsOf(request: () => Promise<unknown>): Promise<number> {
    await request(); // warm: the viewer's first lookups are not what is measured
    const before = server.app.statements.count;
    await request();
    return server.app.statements.count - before;
  }

  it('stays the same whatever the amount of data', async () => {
    const rest = () => server.api('GET', '/admin/performance?days=30', undefined, { token: adminUser.token });
    const gql = () => server.gql(SUMMARY, { days: 30 }, adminUser.token);
    const [restBefore, gqlBefore] = [await statementsOf(rest), await statementsOf(gql)];
    expect(restBefore).toBeLessThanOrEqual(6);
    expect(gqlBefore).toBeLessThanOrEqual(6);

    const routes = Array.from({ length: 40 }, (_, i) => `/route-${i}/:id`);
    const metrics = ['LCP', 'INP', 'FID', 'CLS', 'FCP', 'TTFB'];
    await server.app.db.webVitalSample.createMany({
      data: routes.flatMap((route, i) => metrics.map((metric, j) => ({ route, metric, value: i * 10 + j, hour: hourAgo((i % 20) * DAY_MS) }))),
    });
    await server.app.db.pageViewEvent.createMany({ data: routes.map((route, i) => ({ route, hour: hourAgo((i % 25) * DAY_MS) })) });
    await server.app.db.shareAnalyticsEvent.createMany({
      data: Array.from({ length: 60 }, (_, i) => ({ action: i % 2 ? 'qr_shown' : 'script_made', hour: hourAgo((i % 28) * DAY_MS) })),
    });

    expect(await statementsOf(rest)).toBe(restBefore);
    expect(await statementsOf(gql)).toBe(gqlBefore);
    // And the lists stay bounded: 30 routes per metric, 30 page-view routes.
    const body = (await rest()).body;
    expect(body.web_vitals.find((v: { metric: string }) => v.metric === 'INP').routes).toHaveLength(30);
    expect(body.page_views.by_route).toHaveLength(30);
    expect(body.page_views.total).toBe(46);
  });
});
