// Short-video share analytics (content spec §3, §7, §9; behind FEATURE_SHORT_VIDEO_SHARE): the
// client's batched events, track-share, members' performance reports, the per-post summary and
// the week's most shared posts. Events keep the hour they arrived in, never the client's time;
// the member's id and the device's session id only when they agreed to analytics.
import { z } from 'zod';
import type { Ctx } from '../../context.ts';
import type { Post, Prisma, SharePerformanceReport } from '../../generated/prisma/client.ts';
import { isAdmin, requireViewer } from '../auth/session.ts';
import { listablePostWhere, readablePostWhere } from '../posts/access.ts';
import { findReadablePost } from '../posts/posts.ts';
import { DomainError } from '../../lib/errors.ts';
import { MAX_INT_ID } from '../../lib/ids.ts';
import { batchLoad } from '../../lib/requestBatch.ts';
import {
  consumeAnalyticsAllowance,
  hasAnalyticsConsent,
  hourOf,
  parseOrRefuse,
  requireShortVideoShare,
  sessionIdSchema,
} from './common.ts';

/** Every action the share dialogs report; 'share' is POST /tiktok/track-share's. */
export const SHARE_ACTIONS = [
  'card_created',
  'card_failed',
  'caption_copied',
  'script_made',
  'upload_page_opened',
  'qr_shown',
  'quick_share',
  'app_opened',
  'app_open_failed',
  'share_opened',
  'share',
] as const;
export type ShareAction = (typeof SHARE_ACTIONS)[number];

export const MAX_EVENTS_PER_BATCH = 50;
export const MAX_EVENT_DATA_BYTES = 1024;
/** Upper bound of each reported number: above any real video's counts, inside the int column. */
export const MAX_REPORTED_COUNT = 1_000_000_000;
/** Reports listed per post, newest first. */
const REPORTS_SHOWN = 100;
const TRENDING_DAYS = 7;
export const TRENDING_DEFAULT_LIMIT = 10;
const TRENDING_MAX_LIMIT = 25;

export const shareMessages = {
  eventsRequired: `Please send a list of 1 to ${MAX_EVENTS_PER_BATCH} events`,
  tooManyEvents: `At most ${MAX_EVENTS_PER_BATCH} events can be sent at once`,
  unknownAction: 'Unknown analytics action',
  invalidData: 'Event data must be an object of at most 1 KB holding short text, numbers or true/false',
  invalidPostId: 'Invalid post id',
  invalidUrl: 'Please enter a valid video URL (http or https)',
  invalidCount: (field: string) => `${field} must be a whole number from 0 to 1,000,000,000`,
  invalidLimit: `Limit must be a whole number from 1 to ${TRENDING_MAX_LIMIT}`,
  reportOwnOnly: "Only the post's author can report how its short video performs.",
} as const;

type EventData = Record<string, string | number | boolean | null>;

/** A flat object of at most 20 short values and MAX_EVENT_DATA_BYTES: a card style, a hook number, never a caption. */
function isEventData(value: unknown): value is EventData {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= 20 &&
    entries.every(
      ([key, v]) =>
        key.length <= 40 &&
        (v === null || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.length <= 200)),
    ) &&
    Buffer.byteLength(JSON.stringify(value)) <= MAX_EVENT_DATA_BYTES
  );
}

const dataSchema = z.custom<EventData>(isEventData, { error: shareMessages.invalidData });

// A post's numeric id; its digits as a string are taken too (what a client reads from a path).
const eventPostIdSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
  z
    .number({ error: shareMessages.invalidPostId })
    .int(shareMessages.invalidPostId)
    .min(1, shareMessages.invalidPostId)
    .max(MAX_INT_ID, shareMessages.invalidPostId),
);

const eventSchema = z.object(
  {
    action: z.enum(SHARE_ACTIONS, { error: shareMessages.unknownAction }),
    data: dataSchema.nullish(),
    // Read and thrown away: the server keeps the hour it received the event in.
    timestamp: z.union([z.number(), z.string().max(40)]).nullish(),
    sessionId: sessionIdSchema.nullish(),
    postId: eventPostIdSchema.nullish(),
  },
  { error: shareMessages.eventsRequired },
);

const batchSchema = z
  .array(eventSchema, { error: shareMessages.eventsRequired })
  .min(1, shareMessages.eventsRequired)
  .max(MAX_EVENTS_PER_BATCH, shareMessages.tooManyEvents);

export interface RecordShareEventsInput {
  /** The batch: { action, data?, timestamp?, sessionId?, postId? } each. */
  events: unknown;
  /** A guest device's stored analytics choice (true = agreed); members' come from their settings. */
  consent?: unknown;
}

export interface RecordShareEventsResult {
  accepted: number;
  /** Events naming a post the requester may not read, or no post at all: dropped alike, revealing nothing. */
  dropped: number;
}

/** POST /tiktok/analytics/tiktok: a batch of the share dialogs' events. */
export async function recordShareEvents(ctx: Ctx, input: RecordShareEventsInput): Promise<RecordShareEventsResult> {
  requireShortVideoShare(ctx);
  await consumeAnalyticsAllowance(ctx);
  const events = parseOrRefuse(batchSchema, input.events);
  const postIds = [...new Set(events.flatMap((e) => (e.postId ? [e.postId] : [])))];
  const [consent, readable] = await Promise.all([
    hasAnalyticsConsent(ctx, input.consent),
    postIds.length
      ? ctx.db.post.findMany({ where: { id: { in: postIds }, AND: [readablePostWhere(ctx.viewer)] }, select: { id: true } })
      : [],
  ]);
  const readableIds = new Set(readable.map((p) => p.id));
  const hour = hourOf();
  const rows: Prisma.ShareAnalyticsEventCreateManyInput[] = events
    .filter((e) => !e.postId || readableIds.has(e.postId))
    .map((e) => ({
      action: e.action,
      data: e.data ?? undefined,
      hour,
      postId: e.postId ?? null,
      userId: consent && ctx.viewer ? ctx.viewer.id : null,
      sessionId: consent ? (e.sessionId ?? null) : null,
    }));
  if (rows.length) await ctx.db.shareAnalyticsEvent.createMany({ data: rows });
  return { accepted: rows.length, dropped: events.length - rows.length };
}

const postKeySchema = z.union([
  z.number({ error: shareMessages.invalidPostId }).int().min(1).max(MAX_INT_ID),
  z.string({ error: shareMessages.invalidPostId }).trim().min(1).max(64),
], { error: shareMessages.invalidPostId });

export interface TrackShareInput {
  /** Numeric id or url id of the shared post. */
  postId: unknown;
}

/** POST /tiktok/track-share (bearer token required): one 'share' event for a post the member may read. */
export async function trackShare(ctx: Ctx, input: TrackShareInput): Promise<void> {
  requireShortVideoShare(ctx);
  const viewer = requireViewer(ctx);
  await consumeAnalyticsAllowance(ctx);
  const post = await findReadablePost(ctx, parseOrRefuse(postKeySchema, input.postId));
  const consent = await hasAnalyticsConsent(ctx, false);
  await ctx.db.shareAnalyticsEvent.create({
    data: { action: 'share', hour: hourOf(), postId: post.id, userId: consent ? viewer.id : null },
  });
}

/** Engagement rate in percent with one decimal (content spec §9); no views reads 0. */
export function engagementRate({ views, likes, shares, comments }: { views: number; likes: number; shares: number; comments: number }): number {
  if (views <= 0) return 0;
  return Math.round(((likes + shares + comments) / views) * 1000) / 10;
}

export interface SharePerformanceView {
  id: number;
  postId: number;
  url: string | null;
  views: number;
  likes: number;
  shares: number;
  comments: number;
  engagementRate: number;
  createdAt: Date;
}

function presentReport(row: SharePerformanceReport): SharePerformanceView {
  return {
    id: row.id,
    postId: row.postId,
    url: row.videoUrl,
    views: row.views,
    likes: row.likes,
    shares: row.shares,
    comments: row.comments,
    engagementRate: engagementRate(row),
    createdAt: row.createdAt,
  };
}

const countSchema = (field: string) =>
  z.number({ error: shareMessages.invalidCount(field) }).int(shareMessages.invalidCount(field)).min(0, shareMessages.invalidCount(field)).max(MAX_REPORTED_COUNT, shareMessages.invalidCount(field));

const reportSchema = z.object({
  url: z
    .string({ error: shareMessages.invalidUrl })
    .trim()
    .max(500, shareMessages.invalidUrl)
    .refine((text) => {
      if (text === '') return true;
      try {
        return ['http:', 'https:'].includes(new URL(text).protocol);
      } catch {
        return false;
      }
    }, shareMessages.invalidUrl)
    .nullish(),
  views: countSchema('Views'),
  likes: countSchema('Likes'),
  shares: countSchema('Shares'),
  comments: countSchema('Comments'),
});

export interface ReportSharePerformanceInput {
  postId: unknown;
  /** The video's address on the platform; optional, http(s) only. */
  url?: unknown;
  views: unknown;
  likes: unknown;
  shares: unknown;
  comments: unknown;
}

/** POST /tiktok/analytics/tiktok/performance, mutation reportSharePerformance. */
export async function reportSharePerformance(ctx: Ctx, input: ReportSharePerformanceInput): Promise<SharePerformanceView> {
  requireShortVideoShare(ctx);
  const viewer = requireViewer(ctx);
  const postKey = parseOrRefuse(postKeySchema, input.postId);
  // The permission before the figures: only the post's author (and admins) report its video.
  const post = await findReadablePost(ctx, postKey);
  if (post.authorId !== viewer.id && !isAdmin(viewer)) throw new DomainError('FORBIDDEN', shareMessages.reportOwnOnly);
  const report = parseOrRefuse(reportSchema, {
    url: input.url,
    views: input.views,
    likes: input.likes,
    shares: input.shares,
    comments: input.comments,
  });
  await ctx.limits.consume('performanceReportsByUser', String(viewer.id));
  const row = await ctx.db.sharePerformanceReport.create({
    data: {
      postId: post.id,
      userId: viewer.id,
      videoUrl: report.url || null,
      views: report.views,
      likes: report.likes,
      shares: report.shares,
      comments: report.comments,
    },
  });
  return presentReport(row);
}

export interface ShareActionCount {
  action: ShareAction;
  count: number;
}

export interface PostShareAnalytics {
  /** Events per action for the post, most frequent first. */
  counts: ShareActionCount[];
  /** The viewer's own reports (every member's for admins; none for guests), newest first. */
  reports: SharePerformanceView[];
}

/**
 * The summary of a post the caller already knows the viewer may read (the Post field is reached
 * only through the post rules). A video address can tie a member to an outside identity, so a
 * member sees only their own reports (docs/decisions.md).
 */
export async function shareAnalyticsOfReadablePost(ctx: Ctx, postId: number): Promise<PostShareAnalytics> {
  const summary = await batchLoad(ctx, 'shareAnalytics', postId, (postIds) => shareAnalyticsOfPosts(ctx, postIds));
  return summary ?? { counts: [], reports: [] };
}

/** The summaries of a request's posts: two statements however many posts (a list's posts each ask). */
async function shareAnalyticsOfPosts(ctx: Ctx, postIds: number[]): Promise<Map<number, PostShareAnalytics>> {
  const viewer = ctx.viewer;
  const [groups, posts] = await Promise.all([
    ctx.db.shareAnalyticsEvent.groupBy({ by: ['postId', 'action'], where: { postId: { in: postIds } }, _count: { _all: true } }),
    viewer
      ? ctx.db.post.findMany({
          where: { id: { in: postIds } },
          select: {
            id: true,
            performanceReports: {
              where: isAdmin(viewer) ? {} : { userId: viewer.id },
              orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
              take: REPORTS_SHOWN,
            },
          },
        })
      : [],
  ]);
  const reports = new Map(posts.map((post) => [post.id, post.performanceReports.map(presentReport)]));
  const summaries = new Map(postIds.map((id) => [id, { counts: [] as ShareActionCount[], reports: reports.get(id) ?? [] }]));
  for (const { postId, action, _count } of groups) {
    if (postId !== null) summaries.get(postId)?.counts.push({ action: action as ShareAction, count: _count._all });
  }
  for (const summary of summaries.values()) summary.counts.sort((a, b) => b.count - a.count || a.action.localeCompare(b.action));
  return summaries;
}

export interface ReadPostShareAnalyticsInput {
  /** Numeric id or url id. */
  postId: unknown;
}

/** GET /analytics/tiktok/post/{postId} and /tiktok/analytics/tiktok/post/{postId}. */
export async function readPostShareAnalytics(ctx: Ctx, input: ReadPostShareAnalyticsInput): Promise<PostShareAnalytics> {
  requireShortVideoShare(ctx);
  const post = await findReadablePost(ctx, parseOrRefuse(postKeySchema, input.postId));
  return shareAnalyticsOfReadablePost(ctx, post.id);
}

export interface TrendingSharedPostsInput {
  limit?: unknown;
}

export interface TrendingSharedPost {
  post: Pick<Post, 'id' | 'urlId' | 'slug' | 'title' | 'postType'>;
  shareEvents: number;
}

/**
 * GET /analytics/tiktok/trending: the posts with the most share events in the last 7 days that
 * the viewer may list. Two statements; the action list lets the (action, hour) index serve the
 * time range.
 */
export async function trendingSharedPosts(ctx: Ctx, input: TrendingSharedPostsInput = {}): Promise<TrendingSharedPost[]> {
  requireShortVideoShare(ctx);
  const limit = parseOrRefuse(
    z.coerce.number({ error: shareMessages.invalidLimit }).int(shareMessages.invalidLimit).min(1, shareMessages.invalidLimit).max(TRENDING_MAX_LIMIT, shareMessages.invalidLimit),
    input.limit ?? TRENDING_DEFAULT_LIMIT,
  );
  const since = hourOf(new Date(Date.now() - TRENDING_DAYS * 24 * 3_600_000));
  const groups = await ctx.db.shareAnalyticsEvent.groupBy({
    by: ['postId'],
    where: { action: { in: [...SHARE_ACTIONS] }, hour: { gte: since }, postId: { not: null }, post: listablePostWhere(ctx.viewer) },
    _count: { _all: true },
    orderBy: [{ _count: { postId: 'desc' } }, { postId: 'asc' }],
    take: limit,
  });
  const ids = groups.map((g) => g.postId!);
  const posts = ids.length
    ? await ctx.db.post.findMany({ where: { id: { in: ids } }, select: { id: true, urlId: true, slug: true, title: true, postType: true } })
    : [];
  const byId = new Map(posts.map((p) => [p.id, p]));
  return groups.flatMap((g) => {
    const post = byId.get(g.postId!);
    return post ? [{ post, shareEvents: g._count._all }] : [];
  });
}
