// What every analytics call shares: the hour bucket (never the exact time), the consent rule,
// the short-video flag, the rate limit and the refusal messages (docs/api.md, Analytics).
import { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { DomainError } from '../../lib/errors.ts';
import { loadSettings } from '../settings/settings.ts';

export const analyticsMessages = {
  shortVideoDisabled: 'Short-video sharing is not enabled',
  invalidSessionId: 'Invalid analytics session id',
  consentRequiredMember: 'Analytics are off for your account. Turn on "Share anonymous usage analytics" in Settings › Privacy first.',
  consentRequiredGuest: 'Analytics need your agreement first: choose Allow in the analytics prompt.',
} as const;

const HOUR_MS = 3_600_000;

/** The UTC hour `now` falls in: events keep only this, never the time they were sent or received. */
export function hourOf(now: Date = new Date()): Date {
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
}

/** The client's random analytics session id (crypto.randomUUID). */
export const sessionIdSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, analyticsMessages.invalidSessionId)
  .transform((id) => id.toLowerCase());

/** The short-video share calls answer 404 while FEATURE_SHORT_VIDEO_SHARE is off. */
export function requireShortVideoShare(ctx: Ctx): void {
  if (!ctx.config.features.shortVideoShare) throw new DomainError('NOT_FOUND', analyticsMessages.shortVideoDisabled);
}

/** One allowance for every analytics write: per member, or per address for guests and beacons. */
export function consumeAnalyticsAllowance(ctx: Ctx): Promise<void> {
  return ctx.limits.consume('analyticsByClient', ctx.viewer ? `u:${ctx.viewer.id}` : `ip:${ctx.ip}`);
}

/**
 * Whether the requester agreed to analytics: a signed-in member by their setting (null, not
 * chosen yet, is no); a guest, or a beacon that carries no credentials, by the flag the device's
 * prompt stored and the client sends.
 */
export async function hasAnalyticsConsent(ctx: Ctx, deviceConsent: unknown): Promise<boolean> {
  if (ctx.viewer) return (await loadSettings(ctx, ctx.viewer.id)).analyticsConsent === true;
  return deviceConsent === true;
}

/** Page views and web vitals: refused (403) unless the requester agreed. */
export async function requireAnalyticsConsent(ctx: Ctx, deviceConsent: unknown): Promise<void> {
  if (await hasAnalyticsConsent(ctx, deviceConsent)) return;
  throw new DomainError('FORBIDDEN', ctx.viewer ? analyticsMessages.consentRequiredMember : analyticsMessages.consentRequiredGuest);
}

/** The first zod issue as a VALIDATION error with its message. */
export function parseOrRefuse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new DomainError('VALIDATION', parsed.error.issues[0]?.message ?? 'Invalid analytics data');
}
