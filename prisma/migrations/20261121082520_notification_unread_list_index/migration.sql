-- DropIndex
DROP INDEX "Notification_userId_isRead_idx";

-- CreateIndex
CREATE INDEX "Notification_userId_isRead_createdAt_idx" ON "Notification"("userId", "isRead", "createdAt");
