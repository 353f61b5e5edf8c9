-- CreateEnum
CREATE TYPE "AccessTokenScope" AS ENUM ('READ', 'READ_WRITE');

-- DropForeignKey
ALTER TABLE "ShareAnalyticsEvent" DROP CONSTRAINT "ShareAnalyticsEvent_userId_fkey";

-- DropIndex
DROP INDEX "ShareAnalyticsEvent_action_createdAt_idx";

-- AlterTable
ALTER TABLE "ShareAnalyticsEvent" DROP COLUMN "createdAt",
DROP COLUMN "occurredAt",
ADD COLUMN     "hour" TIMESTAMP(3) NOT NULL;

-- AlterTable
ALTER TABLE "UserSettings" ADD COLUMN     "analyticsConsent" BOOLEAN;

-- CreateTable
CREATE TABLE "PageViewEvent" (
    "id" SERIAL NOT NULL,
    "route" TEXT NOT NULL,
    "hour" TIMESTAMP(3) NOT NULL,
    "sessionId" TEXT,
    "userId" INTEGER,

    CONSTRAINT "PageViewEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebVitalSample" (
    "id" SERIAL NOT NULL,
    "route" TEXT NOT NULL,
    "metric" TEXT NOT NULL,
    "value" DOUBLE PRECISION NOT NULL,
    "hour" TIMESTAMP(3) NOT NULL,
    "userId" INTEGER,

    CONSTRAINT "WebVitalSample_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PersonalAccessToken" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "scope" "AccessTokenScope" NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3),
    "lastUsedOn" DATE,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PersonalAccessToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PulseAnswer" (
    "id" TEXT NOT NULL,
    "week" DATE NOT NULL,
    "optionIndex" INTEGER NOT NULL,

    CONSTRAINT "PulseAnswer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PulseParticipation" (
    "week" DATE NOT NULL,
    "userId" INTEGER NOT NULL,

    CONSTRAINT "PulseParticipation_pkey" PRIMARY KEY ("week","userId")
);

-- CreateIndex
CREATE INDEX "PageViewEvent_hour_route_idx" ON "PageViewEvent"("hour", "route");

-- CreateIndex
CREATE INDEX "PageViewEvent_userId_idx" ON "PageViewEvent"("userId");

-- CreateIndex
CREATE INDEX "WebVitalSample_hour_metric_route_idx" ON "WebVitalSample"("hour", "metric", "route");

-- CreateIndex
CREATE INDEX "WebVitalSample_userId_idx" ON "WebVitalSample"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "PersonalAccessToken_tokenHash_key" ON "PersonalAccessToken"("tokenHash");

-- CreateIndex
CREATE INDEX "PersonalAccessToken_userId_createdAt_idx" ON "PersonalAccessToken"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "PulseAnswer_week_optionIndex_idx" ON "PulseAnswer"("week", "optionIndex");

-- CreateIndex
CREATE INDEX "ShareAnalyticsEvent_action_hour_idx" ON "ShareAnalyticsEvent"("action", "hour");

-- AddForeignKey
ALTER TABLE "ShareAnalyticsEvent" ADD CONSTRAINT "ShareAnalyticsEvent_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PageViewEvent" ADD CONSTRAINT "PageViewEvent_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebVitalSample" ADD CONSTRAINT "WebVitalSample_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PersonalAccessToken" ADD CONSTRAINT "PersonalAccessToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PulseParticipation" ADD CONSTRAINT "PulseParticipation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
