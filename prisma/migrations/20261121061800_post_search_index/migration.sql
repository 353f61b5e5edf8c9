-- Full-text search over posts (title weighted A, body B). Prisma cannot express expression
-- indexes, so this migration is written by hand. The feed's search query uses this exact
-- expression so the planner can use the index. (No semicolons in comments: the PostgreSQL
-- driver adapter splits scripts on them.)
CREATE INDEX "Post_search_idx" ON "Post" USING GIN (
  (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "contentText"), 'B'))
);

-- Case-insensitive tag lookups (search and the tag filter compare lower-cased tags).
CREATE INDEX "PostTag_lower_tag_idx" ON "PostTag" (lower("tag"), "postId");
