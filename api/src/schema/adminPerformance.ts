// /admin/performance on GraphQL: query adminPerformance (admins and godmins only), the web
// vitals against their thresholds and the short-video share summary. The read model is
// domain/analytics/performanceSummary.ts.
import { builder } from '../builder.ts';
import {
  adminPerformanceSummary,
  type AdminPerformanceSummary,
  type DailyShareActions,
  type RoutePageViews,
  type ShareReportTotals,
  type WebVitalStat,
  type WebVitalSummary,
  type WebVitalThreshold,
} from '../domain/analytics/performanceSummary.ts';
import { WEB_VITAL_METRICS } from '../domain/analytics/pageAnalytics.ts';
import { ShareActionCountRef } from './shareAnalytics.ts';

const WebVitalMetricEnum = builder.enumType('WebVitalMetric', { values: WEB_VITAL_METRICS });
const WebVitalRatingEnum = builder.enumType('WebVitalRating', { values: ['GOOD', 'NEEDS_IMPROVEMENT', 'POOR'] as const });
const WebVitalUnitEnum = builder.enumType('WebVitalUnit', {
  values: { MILLISECONDS: { value: 'ms' }, SCORE: { value: 'score', description: 'Unitless (CLS).' } } as const,
});

const WebVitalThresholdRef = builder.objectRef<WebVitalThreshold>('WebVitalThreshold').implement({
  description: 'The limits a metric is rated against: at or under good is good, over poor is poor, between needs improvement.',
  fields: (t) => ({
    metric: t.field({ type: WebVitalMetricEnum, resolve: (th) => th.metric }),
    good: t.exposeFloat('good'),
    poor: t.exposeFloat('poor'),
    unit: t.field({ type: WebVitalUnitEnum, resolve: (th) => th.unit }),
  }),
});

const WebVitalStatRef = builder.objectRef<WebVitalStat>('WebVitalStat').implement({
  description: 'The 75th percentile of one metric (on one route, or on all) and how its samples rate.',
  fields: (t) => ({
    route: t.exposeString('route', { nullable: true, description: 'The route pattern (/discussion/:id); null for every route together.' }),
    p75: t.exposeFloat('p75', { description: '75th percentile, interpolated (percentile_cont).' }),
    rating: t.field({ type: WebVitalRatingEnum, description: "The p75's rating.", resolve: (s) => s.rating }),
    samples: t.exposeInt('samples'),
    good: t.exposeInt('good', { description: 'Samples rated good.' }),
    needsImprovement: t.exposeInt('needsImprovement', { description: 'Samples rated needs improvement.' }),
    poor: t.exposeInt('poor', { description: 'Samples rated poor.' }),
  }),
});

const WebVitalSummaryRef = builder.objectRef<WebVitalSummary>('WebVitalSummary').implement({
  fields: (t) => ({
    metric: t.field({ type: WebVitalMetricEnum, resolve: (s) => s.metric }),
    threshold: t.field({ type: WebVitalThresholdRef, resolve: (s) => s.threshold }),
    overall: t.field({ type: WebVitalStatRef, nullable: true, description: 'Every route together; null without samples.', resolve: (s) => s.overall }),
    routes: t.field({ type: [WebVitalStatRef], description: 'Per route pattern, the 30 most measured, most measured first.', resolve: (s) => s.routes }),
  }),
});

const DailyShareActionsRef = builder.objectRef<DailyShareActions>('DailyShareActions').implement({
  fields: (t) => ({
    day: t.exposeString('day', { description: 'UTC day, YYYY-MM-DD.' }),
    count: t.exposeInt('count'),
  }),
});

const ShareReportTotalsRef = builder.objectRef<ShareReportTotals>('ShareReportTotals').implement({
  description: "Members' short-video performance reports added in the window, summed (Float: the sums may pass 32 bits).",
  fields: (t) => ({
    reports: t.exposeInt('reports'),
    views: t.exposeFloat('views'),
    likes: t.exposeFloat('likes'),
    shares: t.exposeFloat('shares'),
    comments: t.exposeFloat('comments'),
    engagementRate: t.exposeFloat('engagementRate', { description: '(likes + shares + comments) / views in percent, one decimal; 0 without views.' }),
  }),
});

const RoutePageViewsRef = builder.objectRef<RoutePageViews>('RoutePageViews').implement({
  fields: (t) => ({
    route: t.exposeString('route'),
    views: t.exposeInt('views'),
  }),
});

const AdminPerformanceRef = builder.objectRef<AdminPerformanceSummary>('AdminPerformance').implement({
  description: 'Load speed reported by consenting members and the short-video share summary, over the last `days` days.',
  fields: (t) => ({
    days: t.exposeInt('days'),
    since: t.expose('since', { type: 'DateTime', description: 'The start of the window (an hour boundary).' }),
    webVitals: t.field({ type: [WebVitalSummaryRef], description: 'One entry per metric: LCP, INP, FID, CLS, FCP, TTFB.', resolve: (s) => s.webVitals }),
    shareActions: t.field({ type: [ShareActionCountRef], description: 'Share events per action, most frequent first.', resolve: (s) => s.shareActions }),
    shareActionsByDay: t.field({ type: [DailyShareActionsRef], description: 'Share events per UTC day, oldest first, 0 on days without.', resolve: (s) => s.shareActionsByDay }),
    shareReports: t.field({ type: ShareReportTotalsRef, resolve: (s) => s.shareReports }),
    pageViews: t.exposeInt('pageViews', { description: 'Consented page views, every route together.' }),
    pageViewsByRoute: t.field({ type: [RoutePageViewsRef], description: 'The 30 most viewed route patterns.', resolve: (s) => s.pageViewsByRoute }),
  }),
});

builder.queryField('adminPerformance', (t) =>
  t.field({
    type: AdminPerformanceRef,
    description: 'Admins only (never with an access token): the /admin/performance summary. days: 1 to 30, default 7.',
    args: { days: t.arg.int() },
    // The admin scope stops anyone else before the resolver; the answer they get is the domain's
    // refusal (its requireAdmin throws first: sign in, or 'Admin access required'), as on REST,
    // rather than the plugin's generic error.
    authScopes: { admin: true },
    unauthorizedResolver: (_root, args, ctx) => adminPerformanceSummary(ctx, { days: args.days ?? undefined }),
    resolve: (_root, args, ctx) => adminPerformanceSummary(ctx, { days: args.days ?? undefined }),
  }),
);
