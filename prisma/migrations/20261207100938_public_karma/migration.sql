-- DropIndex
DROP INDEX "Profile_isMentorAvailable_karma_idx";

-- AlterTable
ALTER TABLE "Profile" ADD COLUMN     "publicKarma" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "Profile_isMentorAvailable_publicKarma_idx" ON "Profile"("isMentorAvailable", "publicKarma" DESC);

-- The scores of each member's posts and comments outside private communities.
UPDATE "Profile" pr SET "publicKarma" = COALESCE((
    SELECT sum(p."score") FROM "Post" p LEFT JOIN "Community" c ON c."id" = p."communityId"
    WHERE p."authorId" = pr."userId" AND (c."id" IS NULL OR NOT c."isPrivate")), 0)
  + COALESCE((
    SELECT sum(cm."score") FROM "Comment" cm JOIN "Post" p ON p."id" = cm."postId" LEFT JOIN "Community" c ON c."id" = p."communityId"
    WHERE cm."authorId" = pr."userId" AND (c."id" IS NULL OR NOT c."isPrivate")), 0);
