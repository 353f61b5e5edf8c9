-- DropIndex
DROP INDEX "Community_category_memberCount_idx";

-- DropIndex
DROP INDEX "Community_memberCount_idx";

-- DropIndex
DROP INDEX "Post_communityId_createdAt_idx";

-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "pinnedInCommunity" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "removalReason" TEXT;

-- CreateTable
CREATE TABLE "CommunityInvite" (
    "id" SERIAL NOT NULL,
    "communityId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "createdById" INTEGER,
    "expiresAt" TIMESTAMP(3),
    "maxUses" INTEGER,
    "useCount" INTEGER NOT NULL DEFAULT 0,
    "revokedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CommunityInvite_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CommunityInvite_code_key" ON "CommunityInvite"("code");

-- Invite codes of existing private communities become invite links (no expiry, no use limit)
-- before the single code column goes.
INSERT INTO "CommunityInvite" ("communityId", "code", "createdById")
SELECT "id", "inviteCode", "creatorId" FROM "Community" WHERE "inviteCode" IS NOT NULL;

-- DropIndex
DROP INDEX "Community_inviteCode_key";

-- AlterTable
ALTER TABLE "Community" DROP COLUMN "inviteCode";

-- CreateIndex
CREATE INDEX "CommunityInvite_communityId_createdAt_idx" ON "CommunityInvite"("communityId", "createdAt");

-- CreateIndex
CREATE INDEX "CommunityInvite_createdById_idx" ON "CommunityInvite"("createdById");

-- CreateIndex
CREATE INDEX "Community_memberCount_id_idx" ON "Community"("memberCount" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Community_category_memberCount_id_idx" ON "Community"("category", "memberCount" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "CommunityMembership_communityId_role_joinedAt_id_idx" ON "CommunityMembership"("communityId", "role" DESC, "joinedAt", "id");

-- CreateIndex
CREATE INDEX "Post_communityId_status_pinnedInCommunity_hotRank_id_idx" ON "Post"("communityId", "status", "pinnedInCommunity" DESC, "hotRank" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Post_communityId_status_pinnedInCommunity_createdAt_id_idx" ON "Post"("communityId", "status", "pinnedInCommunity" DESC, "createdAt" DESC, "id" DESC);

-- AddForeignKey
ALTER TABLE "CommunityInvite" ADD CONSTRAINT "CommunityInvite_communityId_fkey" FOREIGN KEY ("communityId") REFERENCES "Community"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommunityInvite" ADD CONSTRAINT "CommunityInvite_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
