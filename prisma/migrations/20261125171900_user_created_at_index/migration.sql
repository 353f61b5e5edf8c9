-- CreateIndex
CREATE INDEX "User_createdAt_idx" ON "User"("createdAt");
