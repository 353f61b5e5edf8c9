-- CreateEnum
CREATE TYPE "JobState" AS ENUM ('WAITING', 'RUNNING', 'DONE', 'DEAD');

-- AlterEnum
ALTER TYPE "NotificationType" ADD VALUE 'MENTION';

-- AlterTable
ALTER TABLE "UserSettings" ADD COLUMN     "emailComments" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "notifyComments" BOOLEAN NOT NULL DEFAULT true;

-- The "mentions" toggles governed comment and reply notices until mentions existed: those
-- notices keep what each member chose.
UPDATE "UserSettings" SET "notifyComments" = "notifyMentions", "emailComments" = "emailMentions";

-- CreateTable
CREATE TABLE "Job" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "payload" JSONB NOT NULL DEFAULT '{}',
    "key" TEXT,
    "state" "JobState" NOT NULL DEFAULT 'WAITING',
    "runAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "maxAttempts" INTEGER NOT NULL DEFAULT 10,
    "lockedBy" TEXT,
    "lockedUntil" TIMESTAMP(3),
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "Job_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Job_key_key" ON "Job"("key");

-- CreateIndex
CREATE INDEX "Job_state_runAt_idx" ON "Job"("state", "runAt");

-- CreateIndex
CREATE INDEX "Job_state_lockedUntil_idx" ON "Job"("state", "lockedUntil");

-- CreateIndex
CREATE INDEX "Job_state_finishedAt_idx" ON "Job"("state", "finishedAt");
