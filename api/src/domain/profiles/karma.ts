// Karma (content spec §3 Profile page read): the sum of the scores of a member's posts and
// comments, kept in Profile.karma by the vote that changes a score (one statement in the vote's
// transaction), so reading it scans nothing. A member without a profile row gets one.
import type { Prisma } from '../../generated/prisma/client.ts';

export async function addKarma(tx: Prisma.TransactionClient, userId: number, delta: number): Promise<void> {
  if (delta === 0) return;
  await tx.$executeRaw`INSERT INTO "Profile" ("userId", "karma", "updatedAt") VALUES (${userId}, ${delta}, now())
    ON CONFLICT ("userId") DO UPDATE SET "karma" = "Profile"."karma" + EXCLUDED."karma", "updatedAt" = now()`;
}
