// The read model of /admin/performance (issue 13): the web vitals consenting members' browsers
// report (p75 per metric and route against the monitoring thresholds, shell spec §9) and the
// short-video share summary (content spec §7: actions per type and per day, members' performance
// reports, page views per route) over the last N days. Four statements whatever the data size.
import { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { requireAdmin } from '../auth/session.ts';
import { hourOf, parseOrRefuse } from './common.ts';
import { WEB_VITAL_METRICS, type WebVitalMetric } from './pageAnalytics.ts';
import { engagementRate, SHARE_ACTIONS, type ShareAction } from './shareEvents.ts';

const PERFORMANCE_DEFAULT_DAYS = 7;
const PERFORMANCE_MAX_DAYS = 30;
/** Routes shown per metric (most measured first), and page-view routes: bounded whatever clients send. */
const MAX_ROUTES_SHOWN = 30;
const PERCENTILE = 0.75;

type WebVitalUnit = 'ms' | 'score';

export interface WebVitalThreshold {
  metric: WebVitalMetric;
  /** At or under: good. */
  good: number;
  /** Over: poor; between the two: needs improvement. */
  poor: number;
  unit: WebVitalUnit;
}

/**
 * Shell spec §9's monitoring thresholds; INP, which the spec does not name (it replaced FID in
 * Core Web Vitals), takes web.dev's 200/500 ms (docs/decisions.md). The client reads them from
 * the API, so they are written once.
 */
const WEB_VITAL_THRESHOLDS: Record<WebVitalMetric, WebVitalThreshold> = {
  LCP: { metric: 'LCP', good: 2500, poor: 4000, unit: 'ms' },
  INP: { metric: 'INP', good: 200, poor: 500, unit: 'ms' },
  FID: { metric: 'FID', good: 100, poor: 300, unit: 'ms' },
  CLS: { metric: 'CLS', good: 0.1, poor: 0.25, unit: 'score' },
  FCP: { metric: 'FCP', good: 1800, poor: 3000, unit: 'ms' },
  TTFB: { metric: 'TTFB', good: 800, poor: 1800, unit: 'ms' },
};

type WebVitalRating = 'GOOD' | 'NEEDS_IMPROVEMENT' | 'POOR';

/** web-vitals' rule: over `poor` is poor, over `good` needs improvement, else good. */
function rateWebVital(metric: WebVitalMetric, value: number): WebVitalRating {
  const { good, poor } = WEB_VITAL_THRESHOLDS[metric];
  if (value > poor) return 'POOR';
  if (value > good) return 'NEEDS_IMPROVEMENT';
  return 'GOOD';
}

export interface WebVitalStat {
  /** The route pattern; null for the metric over every route. */
  route: string | null;
  p75: number;
  rating: WebVitalRating;
  samples: number;
  good: number;
  needsImprovement: number;
  poor: number;
}

export interface WebVitalSummary {
  metric: WebVitalMetric;
  threshold: WebVitalThreshold;
  /** Every route together; null without samples. */
  overall: WebVitalStat | null;
  /** At most MAX_ROUTES_SHOWN routes, most measured first. */
  routes: WebVitalStat[];
}

export interface DailyShareActions {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  count: number;
}

export interface ShareReportTotals {
  reports: number;
  views: number;
  likes: number;
  shares: number;
  comments: number;
  /** (likes + shares + comments) / views over every report, percent with one decimal. */
  engagementRate: number;
}

export interface RoutePageViews {
  route: string;
  views: number;
}

export interface AdminPerformanceSummary {
  days: number;
  /** The start of the window: the UTC hour `days` days ago. */
  since: Date;
  webVitals: WebVitalSummary[];
  /** Share events per action in the window, most frequent first (actions without events left out). */
  shareActions: { action: ShareAction; count: number }[];
  /** Share events per UTC day of the window, oldest first, days without events as 0. */
  shareActionsByDay: DailyShareActions[];
  shareReports: ShareReportTotals;
  /** Page views in the window, every route together. */
  pageViews: number;
  /** The most viewed routes (at most MAX_ROUTES_SHOWN), most viewed first. */
  pageViewsByRoute: RoutePageViews[];
}

const daysMessage = `Days must be a whole number from 1 to ${PERFORMANCE_MAX_DAYS}`;
const daysSchema = z.coerce.number({ error: daysMessage }).int(daysMessage).min(1, daysMessage).max(PERFORMANCE_MAX_DAYS, daysMessage);

export interface AdminPerformanceSummaryInput {
  /** 1 to 30; 7 when absent. */
  days?: unknown;
}

interface VitalRow {
  metric: WebVitalMetric;
  route: string | null;
  isOverall: boolean;
  p75: number;
  samples: number;
  good: number;
  needsImprovement: number;
  poor: number;
}

/**
 * p75 and rating counts per (metric, route) and per metric in one statement: GROUPING SETS gives
 * both levels, the thresholds come in as a VALUES list, and the ranking keeps the most measured
 * routes of each metric.
 */
function webVitalsStatement(since: Date) {
  const thresholds = Prisma.join(
    WEB_VITAL_METRICS.map((m) => Prisma.sql`(${m}::text, ${WEB_VITAL_THRESHOLDS[m].good}::float8, ${WEB_VITAL_THRESHOLDS[m].poor}::float8)`),
  );
  return Prisma.sql`
    WITH thresholds("metric", "good", "poor") AS (VALUES ${thresholds}),
    grouped AS (
      SELECT s."metric", s."route", GROUPING(s."route") = 1 AS "isOverall",
        percentile_cont(${PERCENTILE}::float8) WITHIN GROUP (ORDER BY s."value") AS "p75",
        count(*)::int AS "samples",
        count(*) FILTER (WHERE s."value" <= t."good")::int AS "good",
        count(*) FILTER (WHERE s."value" > t."good" AND s."value" <= t."poor")::int AS "needsImprovement",
        count(*) FILTER (WHERE s."value" > t."poor")::int AS "poor"
      FROM "WebVitalSample" s JOIN thresholds t ON t."metric" = s."metric"
      WHERE s."hour" >= ${since}
      GROUP BY GROUPING SETS ((s."metric", s."route"), (s."metric"))
    )
    SELECT "metric", "route", "isOverall", "p75", "samples", "good", "needsImprovement", "poor"
    FROM (
      SELECT grouped.*, row_number() OVER (PARTITION BY "metric", "isOverall" ORDER BY "samples" DESC, "route") AS "rank"
      FROM grouped
    ) ranked
    WHERE "rank" <= ${MAX_ROUTES_SHOWN}
    ORDER BY "metric", "samples" DESC, "route"`;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Every UTC day from `since` to today, oldest first. */
function daysFrom(since: Date, now: Date): string[] {
  const days: string[] = [];
  for (let t = Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), since.getUTCDate()); t <= now.getTime(); t += 86_400_000) {
    days.push(dayOf(new Date(t)));
  }
  return days;
}

/** GET /api/admin/performance, query adminPerformance: admins and godmins only. */
export async function adminPerformanceSummary(ctx: Ctx, input: AdminPerformanceSummaryInput): Promise<AdminPerformanceSummary> {
  requireAdmin(ctx);
  const days = parseOrRefuse(daysSchema, input.days ?? PERFORMANCE_DEFAULT_DAYS);
  const now = new Date();
  const since = hourOf(new Date(now.getTime() - days * 86_400_000));
  const [vitals, shareRows, [reportRow], pageViewRows] = await Promise.all([
    ctx.db.$queryRaw<VitalRow[]>(webVitalsStatement(since)),
    // The action list lets the (action, hour) index serve the range.
    ctx.db.$queryRaw<{ day: string; action: ShareAction; count: number }[]>(Prisma.sql`
      SELECT to_char(date_trunc('day', "hour"), 'YYYY-MM-DD') AS "day", "action", count(*)::int AS "count"
      FROM "ShareAnalyticsEvent"
      WHERE "action" IN (${Prisma.join([...SHARE_ACTIONS])}) AND "hour" >= ${since}
      GROUP BY 1, 2`),
    // Float sums: a billion views a report passes 32 bits after three reports.
    ctx.db.$queryRaw<Omit<ShareReportTotals, 'engagementRate'>[]>(Prisma.sql`
      SELECT count(*)::int AS "reports", COALESCE(sum("views"), 0)::float8 AS "views", COALESCE(sum("likes"), 0)::float8 AS "likes",
        COALESCE(sum("shares"), 0)::float8 AS "shares", COALESCE(sum("comments"), 0)::float8 AS "comments"
      FROM "SharePerformanceReport" WHERE "createdAt" >= ${since}`),
    ctx.db.$queryRaw<{ route: string; views: number; total: number }[]>(Prisma.sql`
      SELECT "route", count(*)::int AS "views", (sum(count(*)) OVER ())::int AS "total"
      FROM "PageViewEvent" WHERE "hour" >= ${since}
      GROUP BY "route" ORDER BY 2 DESC, 1 LIMIT ${MAX_ROUTES_SHOWN}`),
  ]);

  const stat = (row: VitalRow): WebVitalStat => ({
    route: row.isOverall ? null : row.route,
    p75: row.p75,
    rating: rateWebVital(row.metric, row.p75),
    samples: row.samples,
    good: row.good,
    needsImprovement: row.needsImprovement,
    poor: row.poor,
  });
  const webVitals = WEB_VITAL_METRICS.map((metric): WebVitalSummary => {
    const rows = vitals.filter((row) => row.metric === metric);
    const overall = rows.find((row) => row.isOverall);
    return {
      metric,
      threshold: WEB_VITAL_THRESHOLDS[metric],
      overall: overall ? stat(overall) : null,
      routes: rows.filter((row) => !row.isOverall).map(stat),
    };
  });

  const perAction = new Map<ShareAction, number>();
  const perDay = new Map<string, number>();
  for (const row of shareRows) {
    perAction.set(row.action, (perAction.get(row.action) ?? 0) + row.count);
    perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.count);
  }
  const totals = reportRow!;
  return {
    days,
    since,
    webVitals,
    shareActions: [...perAction].map(([action, count]) => ({ action, count })).sort((a, b) => b.count - a.count || a.action.localeCompare(b.action)),
    shareActionsByDay: daysFrom(since, now).map((day) => ({ day, count: perDay.get(day) ?? 0 })),
    shareReports: { ...totals, engagementRate: engagementRate(totals) },
    pageViews: pageViewRows[0]?.total ?? 0,
    pageViewsByRoute: pageViewRows.map(({ route, views }) => ({ route, views })),
  };
}
