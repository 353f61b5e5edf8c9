-- AlterTable
ALTER TABLE "Badge" ADD COLUMN     "position" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "tier" TEXT NOT NULL DEFAULT 'bronze';

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "pointsReachedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "UserSettings" ADD COLUMN     "leaderboardOptIn" BOOLEAN;

-- CreateTable
CREATE TABLE "UserActivityDay" (
    "userId" INTEGER NOT NULL,
    "day" DATE NOT NULL,

    CONSTRAINT "UserActivityDay_pkey" PRIMARY KEY ("userId","day")
);

-- CreateIndex
CREATE INDEX "User_totalPoints_pointsReachedAt_id_idx" ON "User"("totalPoints" DESC, "pointsReachedAt", "id");

-- AddForeignKey
ALTER TABLE "UserActivityDay" ADD CONSTRAINT "UserActivityDay_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The badge catalogue (issue 12). Idempotent by key: a database that already has a badge keeps
-- its row and earned awards, and names, texts and thresholds take these values.
INSERT INTO "Badge" ("key", "name", "description", "points", "category", "icon", "color", "tier", "criteria", "position") VALUES
  ('verified_email', 'Verified Voice', 'Verified your email address.', 5, 'First Steps', 'mail', '#0EA5E9', 'bronze', '{"metric":"email_verified","target":1}', 10),
  ('onboarding_complete', 'Settled In', 'Finished onboarding and personalized your feed.', 5, 'First Steps', 'compass', '#14B8A6', 'bronze', '{"metric":"onboarding_completed","target":1}', 20),
  ('first_post', 'First Post', 'Published your first post.', 10, 'First Steps', 'pencil', '#6366F1', 'bronze', '{"metric":"posts","target":1}', 30),
  ('first_comment', 'First Comment', 'Joined a conversation with your first comment.', 10, 'First Steps', 'chat', '#22C55E', 'bronze', '{"metric":"comments","target":1}', 40),
  ('first_poll', 'Pollster', 'Asked your coworkers with your first poll.', 10, 'First Steps', 'chart', '#F59E0B', 'bronze', '{"metric":"polls","target":1}', 50),
  ('first_community', 'Newcomer', 'Joined your first community.', 5, 'Community', 'users', '#3B82F6', 'bronze', '{"metric":"communities_joined","target":1}', 60),
  ('joined_5_communities', 'Connector', 'Joined 5 communities.', 15, 'Community', 'users', '#2563EB', 'silver', '{"metric":"communities_joined","target":5}', 70),
  ('community_builder', 'Community Builder', 'Created a community that reached 10 members.', 50, 'Community', 'home', '#8B5CF6', 'gold', '{"metric":"community_members","target":10}', 80),
  ('posts_10', 'Regular Writer', 'Published 10 posts.', 25, 'Contribution', 'pencil', '#4F46E5', 'silver', '{"metric":"posts","target":10}', 90),
  ('comments_25', 'Conversationalist', 'Left 25 comments.', 25, 'Contribution', 'chat', '#16A34A', 'silver', '{"metric":"comments","target":25}', 100),
  ('post_upvotes_10', 'Well Received', 'Your posts received 10 upvotes from other members.', 20, 'Contribution', 'thumbs-up', '#EF4444', 'silver', '{"metric":"post_upvotes","target":10}', 110),
  ('post_upvotes_100', 'Crowd Favorite', 'Your posts received 100 upvotes from other members.', 75, 'Contribution', 'flame', '#F97316', 'gold', '{"metric":"post_upvotes","target":100}', 120),
  ('comment_upvotes_10', 'Good Point', 'Your comments received 10 upvotes from other members.', 20, 'Contribution', 'star', '#10B981', 'silver', '{"metric":"comment_upvotes","target":10}', 130),
  ('helpful_reply', 'Helpful Reply', 'A comment of yours received 3 upvotes from other members.', 15, 'Contribution', 'lifebuoy', '#06B6D4', 'bronze', '{"metric":"helpful_comments","target":1}', 140),
  ('helpful_replies_10', 'Go-To Helper', '10 of your comments each received 3 upvotes from other members.', 60, 'Contribution', 'lifebuoy', '#0891B2', 'gold', '{"metric":"helpful_comments","target":10}', 150),
  ('organizer', 'Organizer', 'Published your first organizing post.', 15, 'Organizing', 'megaphone', '#DC2626', 'bronze', '{"metric":"organizing_posts","target":1}', 160),
  ('movement_builder', 'Movement Builder', 'Published 10 organizing posts.', 60, 'Organizing', 'flag', '#B91C1C', 'gold', '{"metric":"organizing_posts","target":10}', 170),
  ('poll_25_votes', 'Pulse Taker', 'A poll of yours received 25 votes from members.', 30, 'Organizing', 'chart', '#CA8A04', 'silver', '{"metric":"poll_votes","target":25}', 180),
  ('mentor', 'Mentor', 'Offered mentorship on at least one topic.', 20, 'Mentoring', 'cap', '#A855F7', 'silver', '{"metric":"mentor_topics","target":1}', 190),
  ('thanked', 'Thanked', 'Members thanked you in 3 replies.', 20, 'Mentoring', 'heart', '#EC4899', 'silver', '{"metric":"thanks_received","target":3}', 200),
  ('trusted_guide', 'Trusted Guide', 'Members thanked you in 25 replies.', 75, 'Mentoring', 'heart', '#DB2777', 'gold', '{"metric":"thanks_received","target":25}', 210),
  ('active_3_days', 'Regular', 'Took part on 3 different days.', 10, 'Participation', 'calendar', '#475569', 'bronze', '{"metric":"active_days","target":3}', 220),
  ('streak_7', 'Week Streak', 'Took part 7 days in a row.', 30, 'Participation', 'zap', '#F59E0B', 'silver', '{"metric":"streak","target":7}', 230),
  ('active_30_days', 'Dedicated', 'Took part on 30 different days.', 50, 'Participation', 'calendar', '#334155', 'gold', '{"metric":"active_days","target":30}', 240),
  ('streak_30', 'Unbreakable', 'Took part 30 days in a row.', 100, 'Participation', 'trophy', '#D97706', 'platinum', '{"metric":"streak","target":30}', 250)
ON CONFLICT ("key") DO UPDATE SET
  "name" = EXCLUDED."name", "description" = EXCLUDED."description", "points" = EXCLUDED."points",
  "category" = EXCLUDED."category", "icon" = EXCLUDED."icon", "color" = EXCLUDED."color",
  "tier" = EXCLUDED."tier", "criteria" = EXCLUDED."criteria", "position" = EXCLUDED."position";
