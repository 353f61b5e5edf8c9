// Consented page analytics (content spec §7 'Analytics page views'; issue 13): page views and
// web-vitals samples, accepted only from a requester who agreed. A route is the router's PATTERN
// (/discussion/:id), never a path with ids, query or fragment; rows keep the UTC hour only, and
// nothing about the request (address, user agent) is stored or logged with them.
import { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { consumeAnalyticsAllowance, hourOf, parseOrRefuse, requireAnalyticsConsent, sessionIdSchema } from './common.ts';

export const MAX_PAGE_VIEWS_PER_BATCH = 20;
export const MAX_VITALS_PER_BATCH = 30;
export const MAX_ROUTE_LENGTH = 120;
export const WEB_VITAL_METRICS = ['LCP', 'INP', 'FID', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number];
/** CLS is a unitless score; the others are milliseconds, and a page slower than 10 minutes is no measurement. */
const METRIC_MAX: Record<WebVitalMetric, number> = { LCP: 600_000, INP: 600_000, FID: 600_000, CLS: 100, FCP: 600_000, TTFB: 600_000 };

export const pageAnalyticsMessages = {
  invalidRoute: `A route must be a route pattern such as /discussion/:id (at most ${MAX_ROUTE_LENGTH} characters, no query)`,
  pageViewsRequired: `Please send a list of 1 to ${MAX_PAGE_VIEWS_PER_BATCH} page views`,
  vitalsRequired: `Please send a list of 1 to ${MAX_VITALS_PER_BATCH} measurements`,
  unknownMetric: `Metric must be one of ${WEB_VITAL_METRICS.join(', ')}`,
  invalidValue: 'Measurement value must be a finite number in the range of its metric',
} as const;

// Segments are lower-case words (about, discussion, public-interest-speech) or :params.
const ROUTE_PATTERN = /^\/(?:(?:[a-z][a-z0-9-]*|:[a-zA-Z][a-zA-Z0-9]*)(?:\/(?:[a-z][a-z0-9-]*|:[a-zA-Z][a-zA-Z0-9]*))*)?$/;

const routeSchema = z
  .string({ error: pageAnalyticsMessages.invalidRoute })
  .max(MAX_ROUTE_LENGTH, pageAnalyticsMessages.invalidRoute)
  .regex(ROUTE_PATTERN, pageAnalyticsMessages.invalidRoute);

const pageViewsSchema = z
  .array(z.object({ route: routeSchema }, { error: pageAnalyticsMessages.pageViewsRequired }), { error: pageAnalyticsMessages.pageViewsRequired })
  .min(1, pageAnalyticsMessages.pageViewsRequired)
  .max(MAX_PAGE_VIEWS_PER_BATCH, pageAnalyticsMessages.pageViewsRequired);

const vitalSchema = z
  .object(
    {
      metric: z.enum(WEB_VITAL_METRICS, { error: pageAnalyticsMessages.unknownMetric }),
      value: z.number({ error: pageAnalyticsMessages.invalidValue }).finite(pageAnalyticsMessages.invalidValue).min(0, pageAnalyticsMessages.invalidValue),
      route: routeSchema,
    },
    { error: pageAnalyticsMessages.vitalsRequired },
  )
  .refine((sample) => sample.value <= METRIC_MAX[sample.metric], pageAnalyticsMessages.invalidValue);

const vitalsSchema = z
  .array(vitalSchema, { error: pageAnalyticsMessages.vitalsRequired })
  .min(1, pageAnalyticsMessages.vitalsRequired)
  .max(MAX_VITALS_PER_BATCH, pageAnalyticsMessages.vitalsRequired);

export interface RecordPageViewsInput {
  /** [{ route }], route patterns in the order visited. */
  views: unknown;
  /** The device's analytics session id (random UUID). */
  sessionId?: unknown;
  /** A guest device's stored choice; members' comes from their settings. */
  consent?: unknown;
}

/** POST /analytics/page-views. */
export async function recordPageViews(ctx: Ctx, input: RecordPageViewsInput): Promise<{ accepted: number }> {
  await consumeAnalyticsAllowance(ctx);
  const views = parseOrRefuse(pageViewsSchema, input.views);
  const sessionId = parseOrRefuse(sessionIdSchema.nullish(), input.sessionId) ?? null;
  await requireAnalyticsConsent(ctx, input.consent);
  const hour = hourOf();
  await ctx.db.pageViewEvent.createMany({
    data: views.map((view) => ({ route: view.route, hour, sessionId, userId: ctx.viewer?.id ?? null })),
  });
  return { accepted: views.length };
}

export interface RecordWebVitalsInput {
  /** [{ metric, value, route }]. */
  samples: unknown;
  consent?: unknown;
}

/** POST /analytics/web-vitals. */
export async function recordWebVitals(ctx: Ctx, input: RecordWebVitalsInput): Promise<{ accepted: number }> {
  await consumeAnalyticsAllowance(ctx);
  const samples = parseOrRefuse(vitalsSchema, input.samples);
  await requireAnalyticsConsent(ctx, input.consent);
  const hour = hourOf();
  await ctx.db.webVitalSample.createMany({
    data: samples.map((s) => ({ route: s.route, metric: s.metric, value: s.value, hour, userId: ctx.viewer?.id ?? null })),
  });
  return { accepted: samples.length };
}
