// The moderation log: one row per moderator (or automatic) action, written by the action's own
// transaction so an action never exists without its reason, nor a reason without its action.
import type { Prisma } from '../../generated/prisma/client.ts';
import type { ModerationActionType } from '../../generated/prisma/enums.ts';

export interface ModerationActionEntry {
  type: ModerationActionType;
  /** The moderator; null for automatic actions (flag threshold, ban expiry). */
  actorId: number | null;
  /** The member whose account or content the action concerns. */
  targetUserId?: number | null;
  postId?: number | null;
  commentId?: number | null;
  reportId?: number | null;
  banId?: number | null;
  warningId?: number | null;
  reason: string;
  details?: Prisma.InputJsonObject;
}

/** Writes one log row; call it with the transaction client of the action it records. */
export async function recordModerationAction(tx: Prisma.TransactionClient, entry: ModerationActionEntry): Promise<{ id: number }> {
  return tx.moderationAction.create({
    data: {
      type: entry.type,
      actorId: entry.actorId,
      targetUserId: entry.targetUserId ?? null,
      postId: entry.postId ?? null,
      commentId: entry.commentId ?? null,
      reportId: entry.reportId ?? null,
      banId: entry.banId ?? null,
      warningId: entry.warningId ?? null,
      reason: entry.reason,
      details: entry.details,
    },
    select: { id: true },
  });
}
