// Settings › Privacy › Delete my analytics: the member's share events, page views and web-vitals
// samples. Events a beacon sent as the page closed carry no account, only the device's analytics
// session id; those whose session id also appears on the member's own rows (or is the device's
// current one) go with them.
import type { Ctx } from '../../context.ts';
import { requireViewer } from '../auth/session.ts';
import { parseOrRefuse, sessionIdSchema } from './common.ts';

export interface DeleteMyAnalyticsInput {
  /** The calling device's analytics session id, if it has one. */
  sessionId?: unknown;
}

export interface DeletedAnalytics {
  shareEvents: number;
  pageViews: number;
  webVitals: number;
  total: number;
}

/** DELETE /analytics/me, mutation deleteMyAnalytics. */
export async function deleteMyAnalytics(ctx: Ctx, input: DeleteMyAnalyticsInput = {}): Promise<DeletedAnalytics> {
  const viewer = requireViewer(ctx);
  const deviceSession = parseOrRefuse(sessionIdSchema.nullish(), input.sessionId) ?? null;
  return ctx.db.$transaction(async (tx) => {
    const sessions = await tx.$queryRaw<{ sessionId: string }[]>`
      SELECT "sessionId" FROM "ShareAnalyticsEvent" WHERE "userId" = ${viewer.id} AND "sessionId" IS NOT NULL
      UNION SELECT "sessionId" FROM "PageViewEvent" WHERE "userId" = ${viewer.id} AND "sessionId" IS NOT NULL`;
    const sessionIds = [...new Set([...sessions.map((s) => s.sessionId), ...(deviceSession ? [deviceSession] : [])])];
    // Only accountless rows by session: another member signed in on the same device keeps theirs.
    const mine = { OR: [{ userId: viewer.id }, ...(sessionIds.length ? [{ userId: null, sessionId: { in: sessionIds } }] : [])] };
    const shareEvents = await tx.shareAnalyticsEvent.deleteMany({ where: mine });
    const pageViews = await tx.pageViewEvent.deleteMany({ where: mine });
    const webVitals = await tx.webVitalSample.deleteMany({ where: { userId: viewer.id } });
    return {
      shareEvents: shareEvents.count,
      pageViews: pageViews.count,
      webVitals: webVitals.count,
      total: shareEvents.count + pageViews.count + webVitals.count,
    };
  });
}
