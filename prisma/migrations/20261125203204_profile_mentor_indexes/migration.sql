-- CreateIndex
CREATE INDEX "Profile_isMentorAvailable_karma_idx" ON "Profile"("isMentorAvailable", "karma" DESC);

-- CreateIndex
CREATE INDEX "Profile_mentorshipOffering_idx" ON "Profile" USING GIN ("mentorshipOffering");
