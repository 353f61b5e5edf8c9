// Live changes of the admin queues (flags, reports, pending content, appeals). Payloads carry ids
// only and reach admins alone: the subscription re-reads what changed through the domain.
export type ModerationQueueKind = 'FLAG' | 'REPORT' | 'PENDING' | 'APPEAL';

export interface ModerationQueueChange {
  kind: ModerationQueueKind;
  /** The changed flag's item, report, pending post or comment, or appeal. */
  id: number;
  /** For FLAG and PENDING: which kind of item the id names. */
  itemType?: 'POST' | 'COMMENT';
  change: 'CREATED' | 'UPDATED';
  /** The admin whose action caused it (their own screen already shows it); null for members. */
  byAdminId: number | null;
}

/** The one channel every admin screen listens to. */
export const MODERATION_QUEUE_CHANNEL = 'all';

/** The part of Ctx's pubsub this needs (typed here so realtime/ may import this module). */
interface QueuePublisher {
  publish(topic: 'moderation:queue', channel: string, payload: ModerationQueueChange): void;
}

/** Call after the action's transaction committed. */
export function announceQueueChange(ctx: { pubsub: QueuePublisher }, change: ModerationQueueChange): void {
  ctx.pubsub.publish('moderation:queue', MODERATION_QUEUE_CHANNEL, change);
}
