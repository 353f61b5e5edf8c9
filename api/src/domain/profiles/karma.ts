// Karma (content spec §3 Profile page read): the sum of the scores of a member's posts and
// comments, kept in Profile.karma by the vote that changes a score (one statement in the vote's
// transaction), so reading it scans nothing. A member without a profile row gets one.
// Profile.publicKarma keeps the part from content outside private communities: other members
// read that one, so a score earned where they cannot look does not show (issue 28). A post's
// community and a community's privacy are fixed when made, so the split never goes stale.
import type { Prisma } from '../../generated/prisma/client.ts';

/** `postId`: the post voted on, or the post of the comment voted on. */
export async function addKarma(tx: Prisma.TransactionClient, userId: number, delta: number, postId: number): Promise<void> {
  if (delta === 0) return;
  await tx.$executeRaw`INSERT INTO "Profile" ("userId", "karma", "publicKarma", "updatedAt")
    VALUES (${userId}, ${delta}, CASE WHEN EXISTS (
      SELECT 1 FROM "Post" p JOIN "Community" c ON c."id" = p."communityId" WHERE p."id" = ${postId} AND c."isPrivate") THEN 0 ELSE ${delta} END, now())
    ON CONFLICT ("userId") DO UPDATE SET "karma" = "Profile"."karma" + EXCLUDED."karma",
      "publicKarma" = "Profile"."publicKarma" + EXCLUDED."publicKarma", "updatedAt" = now()`;
}

/** The karma a viewer reads of a member: all of it for the member themself, else the public part. */
export const visibleKarma = (profile: { karma: number; publicKarma: number } | null, isOwn: boolean) =>
  (isOwn ? profile?.karma : profile?.publicKarma) ?? 0;
