// GET /api/admin/performance?days=7: the /admin/performance summary (admins and godmins only),
// read by domain/analytics/performanceSummary.ts and shaped in snake_case.
import type { Handler } from '../router.ts';
import { adminPerformanceSummary, type WebVitalStat } from '../../domain/analytics/performanceSummary.ts';

function presentStat(stat: WebVitalStat) {
  return {
    route: stat.route,
    p75: stat.p75,
    rating: stat.rating.toLowerCase(),
    samples: stat.samples,
    good: stat.good,
    needs_improvement: stat.needsImprovement,
    poor: stat.poor,
  };
}

export const adminPerformanceHandler: Handler = async (ctx, { query }) => {
  const summary = await adminPerformanceSummary(ctx, { days: query.get('days') ?? undefined });
  return {
    body: {
      days: summary.days,
      since: summary.since.toISOString(),
      web_vitals: summary.webVitals.map((vital) => ({
        metric: vital.metric,
        threshold: { good: vital.threshold.good, poor: vital.threshold.poor, unit: vital.threshold.unit },
        overall: vital.overall && presentStat(vital.overall),
        routes: vital.routes.map(presentStat),
      })),
      share: {
        analytics: summary.shareActions.map((a) => ({ action_type: a.action, count: a.count })),
        by_day: summary.shareActionsByDay,
        reports: {
          count: summary.shareReports.reports,
          views: summary.shareReports.views,
          likes: summary.shareReports.likes,
          shares: summary.shareReports.shares,
          comments: summary.shareReports.comments,
          engagement_rate: summary.shareReports.engagementRate,
        },
      },
      page_views: { total: summary.pageViews, by_route: summary.pageViewsByRoute },
    },
  };
};
