// Short-video share analytics on GraphQL: Post.shareAnalytics (counts per action and performance
// reports), mutation reportSharePerformance, and mutation deleteMyAnalytics (Settings › Privacy).
// The rules live in domain/analytics; the short-video parts answer only while the flag is on.
import { builder } from '../builder.ts';
import {
  reportSharePerformance,
  shareAnalyticsOfReadablePost,
  type PostShareAnalytics,
  type ShareActionCount,
  type SharePerformanceView,
} from '../domain/analytics/shareEvents.ts';
import { deleteMyAnalytics, type DeletedAnalytics } from '../domain/analytics/myAnalytics.ts';
import { decodeGlobalId } from '../lib/ids.ts';
import { PostRef } from './post.ts';

export const ShareActionCountRef = builder.objectRef<ShareActionCount>('ShareActionCount').implement({
  description: 'How many share events of one action a post has.',
  fields: (t) => ({
    action: t.exposeString('action', {
      description:
        'card_created, card_failed, caption_copied, script_made, upload_page_opened, qr_shown, quick_share, app_opened, app_open_failed, share_opened or share.',
    }),
    count: t.exposeInt('count'),
  }),
});

const SharePerformanceReportRef = builder.objectRef<SharePerformanceView>('SharePerformanceReport').implement({
  description: "A member's reported numbers for a short video made from a post.",
  fields: (t) => ({
    id: t.globalID({ resolve: (r) => ({ type: 'SharePerformanceReport', id: r.id }) }),
    url: t.exposeString('url', { nullable: true, description: "The video's address, when the member gave it." }),
    views: t.exposeInt('views'),
    likes: t.exposeInt('likes'),
    shares: t.exposeInt('shares'),
    comments: t.exposeInt('comments'),
    engagementRate: t.exposeFloat('engagementRate', {
      description: '(likes + shares + comments) / views in percent, one decimal; 0 without views.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const PostShareAnalyticsRef = builder.objectRef<PostShareAnalytics>('PostShareAnalytics').implement({
  fields: (t) => ({
    counts: t.field({ type: [ShareActionCountRef], description: 'Events per action, most frequent first.', resolve: (a) => a.counts }),
    reports: t.field({
      type: [SharePerformanceReportRef],
      description: "The viewer's own reports (every member's for admins; none for guests), newest first.",
      resolve: (a) => a.reports,
    }),
  }),
});

builder.prismaObjectField(PostRef, 'shareAnalytics', (t) =>
  t.field({
    type: PostShareAnalyticsRef,
    nullable: true,
    description: 'Short-video share counts and performance reports; null while the shortVideoShare flag is off.',
    resolve: (post, _args, ctx) => (ctx.config.features.shortVideoShare ? shareAnalyticsOfReadablePost(ctx, post.id) : null),
  }),
);

const ReportSharePerformanceInput = builder.inputType('ReportSharePerformanceInput', {
  fields: (t) => ({
    postId: t.id({ required: true, description: "The post's global id, numeric id or url id." }),
    url: t.string({ description: "The video's address (http or https); optional." }),
    views: t.int({ required: true }),
    likes: t.int({ required: true }),
    shares: t.int({ required: true }),
    comments: t.int({ required: true }),
  }),
});

const ReportSharePerformancePayload = builder
  .objectRef<{ report: SharePerformanceView }>('ReportSharePerformancePayload')
  .implement({
    fields: (t) => ({
      report: t.field({ type: SharePerformanceReportRef, resolve: (p) => p.report }),
      post: t.field({
        type: PostRef,
        description: 'The post, to refetch its shareAnalytics.',
        resolve: (p, _args, ctx) => ctx.db.post.findUniqueOrThrow({ where: { id: p.report.postId } }),
      }),
    }),
  });

const DeleteMyAnalyticsPayload = builder.objectRef<DeletedAnalytics>('DeleteMyAnalyticsPayload').implement({
  fields: (t) => ({
    deleted: t.int({ description: 'Rows deleted in all.', resolve: (d) => d.total }),
    shareEvents: t.exposeInt('shareEvents'),
    pageViews: t.exposeInt('pageViews'),
    webVitals: t.exposeInt('webVitals'),
  }),
});

const DeleteMyAnalyticsInput = builder.inputType('DeleteMyAnalyticsInput', {
  fields: (t) => ({
    sessionId: t.string({ description: "This device's analytics session id: accountless events it sent go too." }),
  }),
});

/** A global Post id names its number; anything else (digits, url id) goes to the domain as given. */
function postKeyOf(id: string | number): string | number {
  try {
    const decoded = decodeGlobalId(String(id));
    if (decoded.typename === 'Post') return Number(decoded.id);
  } catch {
    // not a global id: a numeric id or url id
  }
  return id;
}

builder.mutationFields((t) => ({
  reportSharePerformance: t.field({
    type: ReportSharePerformancePayload,
    description:
      "Reports the numbers of a short video made from a post: its author or an admin only (FORBIDDEN for anyone else, before the figures are read; NOT_FOUND while the shortVideoShare flag is off).",
    args: { input: t.arg({ type: ReportSharePerformanceInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      report: await reportSharePerformance(ctx, { ...input, postId: postKeyOf(input.postId) }),
    }),
  }),
  deleteMyAnalytics: t.field({
    type: DeleteMyAnalyticsPayload,
    description: "Deletes the viewer's share events, page views and load-speed measurements.",
    args: { input: t.arg({ type: DeleteMyAnalyticsInput }) },
    resolve: (_root, { input }, ctx) => deleteMyAnalytics(ctx, { sessionId: input?.sessionId ?? undefined }),
  }),
}));
