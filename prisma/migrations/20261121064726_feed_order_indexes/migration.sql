-- CreateIndex
CREATE INDEX "Post_status_isPinned_hotRank_id_idx" ON "Post"("status", "isPinned" DESC, "hotRank" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Post_status_isPinned_createdAt_id_idx" ON "Post"("status", "isPinned" DESC, "createdAt" DESC, "id" DESC);
