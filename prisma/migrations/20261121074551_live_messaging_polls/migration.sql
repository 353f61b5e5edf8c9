-- DropForeignKey
ALTER TABLE "AnonymousPollVote" DROP CONSTRAINT "AnonymousPollVote_optionId_fkey";

-- DropIndex
DROP INDEX "AnonymousPollVote_optionId_idx";

-- AlterTable
ALTER TABLE "AnonymousPollVote" DROP COLUMN "optionId";

-- AlterTable
ALTER TABLE "ConversationParticipant" ADD COLUMN     "hiddenThroughMessageId" INTEGER;

-- CreateIndex
CREATE INDEX "AnonymousPollVote_createdAt_idx" ON "AnonymousPollVote"("createdAt");

-- CreateIndex
CREATE INDEX "Message_conversationId_id_idx" ON "Message"("conversationId", "id");

-- CreateIndex
CREATE INDEX "PollVote_createdAt_idx" ON "PollVote"("createdAt");
