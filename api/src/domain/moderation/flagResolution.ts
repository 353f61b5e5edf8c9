// Closing an item's open flags, inside the transaction of the decision that closes them (an
// admin's keep or remove, a review of held content, a removal). The item's row is locked first, so
// a flag arriving at the same time either counts before the decision (and is closed with the
// others) or after it (and starts a new open total).
import type { Prisma } from '../../generated/prisma/client.ts';

export type FlagTarget = { postId: number } | { commentId: number };

/** The resolution note of flags on content its author deleted. */
export const AUTHOR_DELETED_NOTE = 'Deleted by its author';
/** The log's reason when an admin deleted someone's content through the plain delete (no reason asked). */
export const REMOVED_WITHOUT_REASON = 'Removed by a moderator';

export type FlagOutcome = 'DISMISSED' | 'RESOLVED';

/** Locks the post or comment row for the rest of the transaction; its open weight before. */
export async function lockFlagTarget(tx: Prisma.TransactionClient, target: FlagTarget): Promise<{ openFlagWeight: number } | null> {
  const rows =
    'postId' in target
      ? await tx.$queryRaw<{ openFlagWeight: number }[]>`SELECT "openFlagWeight" FROM "Post" WHERE "id" = ${target.postId} FOR UPDATE`
      : await tx.$queryRaw<{ openFlagWeight: number }[]>`SELECT "openFlagWeight" FROM "Comment" WHERE "id" = ${target.commentId} FOR UPDATE`;
  return rows[0] ?? null;
}

/**
 * Closes every open flag of the item (DISMISSED: kept; RESOLVED: upheld, the content went) and
 * sets its open weight to 0. Call after lockFlagTarget. Returns how many flags it closed.
 */
export async function closeOpenFlags(
  tx: Prisma.TransactionClient,
  target: FlagTarget,
  outcome: FlagOutcome,
  resolvedById: number | null,
  notes: string | null,
): Promise<number> {
  const where = { ...target, status: { in: ['OPEN' as const, 'REVIEWING' as const] } };
  const { count } = await tx.contentFlag.updateMany({
    where,
    data: { status: outcome, resolvedById, resolvedAt: new Date(), resolutionNotes: notes },
  });
  if ('postId' in target) await tx.post.updateMany({ where: { id: target.postId, openFlagWeight: { not: 0 } }, data: { openFlagWeight: 0 } });
  else await tx.comment.updateMany({ where: { id: target.commentId, openFlagWeight: { not: 0 } }, data: { openFlagWeight: 0 } });
  return count;
}
