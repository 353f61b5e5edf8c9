// /api analytics (content spec §7, issue 13): the short-video share calls under the `tiktok`
// {platform} segment (404 while FEATURE_SHORT_VIDEO_SHARE is off), consented page views and web
// vitals, and DELETE /analytics/me. Beacons post text/plain JSON without credentials; the router
// parses any body as JSON, and such a request is a guest's (docs/decisions.md).
import type { Handler } from '../router.ts';
import {
  readPostShareAnalytics,
  recordShareEvents,
  reportSharePerformance,
  trackShare,
  trendingSharedPosts,
  type PostShareAnalytics,
  type SharePerformanceView,
} from '../../domain/analytics/shareEvents.ts';
import { recordPageViews, recordWebVitals } from '../../domain/analytics/pageAnalytics.ts';
import { deleteMyAnalytics } from '../../domain/analytics/myAnalytics.ts';
import { postPath } from '../../domain/posts/posts.ts';

function presentReport(report: SharePerformanceView) {
  return {
    id: report.id,
    post_id: report.postId,
    url: report.url,
    views: report.views,
    likes: report.likes,
    shares: report.shares,
    comments: report.comments,
    engagement_rate: report.engagementRate,
    created_at: report.createdAt.toISOString(),
  };
}

function presentSummary(summary: PostShareAnalytics) {
  return {
    analytics: summary.counts.map((c) => ({ action_type: c.action, count: c.count })),
    performance: summary.reports.map(presentReport),
  };
}

export const recordShareEventsHandler: Handler = async (ctx, { body }) => ({
  body: { success: true, ...(await recordShareEvents(ctx, { events: body.events, consent: body.consent })) },
});

export const trackShareHandler: Handler = async (ctx, { body }) => {
  await trackShare(ctx, { postId: body.postId ?? body.post_id });
  return { body: { success: true } };
};

export const reportPerformanceHandler: Handler = async (ctx, { body }) => {
  const report = await reportSharePerformance(ctx, {
    postId: body.postId ?? body.post_id,
    url: body.url ?? body.videoUrl ?? body.video_url,
    views: body.views,
    likes: body.likes,
    shares: body.shares,
    comments: body.comments,
  });
  return { status: 201, body: { success: true, data: presentReport(report) } };
};

export const postShareAnalyticsHandler: Handler = async (ctx, { params }) => ({
  body: { success: true, data: presentSummary(await readPostShareAnalytics(ctx, { postId: params.postId })) },
});

export const trendingSharedPostsHandler: Handler = async (ctx, { query }) => {
  const trending = await trendingSharedPosts(ctx, { limit: query.get('limit') ?? undefined });
  return {
    body: {
      success: true,
      data: trending.map(({ post, shareEvents }) => ({
        post_id: post.id,
        url_id: post.urlId,
        slug: post.slug,
        title: post.title,
        post_type: post.postType.toLowerCase(),
        path: postPath(post),
        share_events: shareEvents,
      })),
    },
  };
};

export const recordPageViewsHandler: Handler = async (ctx, { body }) => ({
  body: { success: true, ...(await recordPageViews(ctx, { views: body.views, sessionId: body.sessionId, consent: body.consent })) },
});

export const recordWebVitalsHandler: Handler = async (ctx, { body }) => ({
  body: { success: true, ...(await recordWebVitals(ctx, { samples: body.samples, consent: body.consent })) },
});

export const deleteMyAnalyticsHandler: Handler = async (ctx, { body, query }) => {
  const deleted = await deleteMyAnalytics(ctx, { sessionId: body.sessionId ?? query.get('sessionId') ?? undefined });
  return {
    body: {
      success: true,
      deleted: deleted.total,
      share_events: deleted.shareEvents,
      page_views: deleted.pageViews,
      web_vitals: deleted.webVitals,
    },
  };
};
