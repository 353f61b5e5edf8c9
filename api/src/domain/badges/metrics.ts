// What the badge criteria measure. Each badge's criteria is { metric, target } (the catalogue is
// data: prisma/migrations/*_badges_catalogue); a metric is one SQL expression over the member
// ($1), read from a counter where one is kept (User.postCount, Community.memberCount) and
// otherwise counted through an index on the member's own rows. Every read and every award
// computes the metrics it needs in ONE statement, so the number of statements never grows with
// the data.

export const METRICS = [
  'email_verified',
  'onboarding_completed',
  'posts',
  'comments',
  'polls',
  'organizing_posts',
  'communities_joined',
  'community_members',
  'post_upvotes',
  'comment_upvotes',
  'helpful_comments',
  'poll_votes',
  'mentor_topics',
  'thanks_received',
  'active_days',
  'streak',
] as const;
export type Metric = (typeof METRICS)[number];

/** A comment with this many counted upvotes is a helpful reply. */
export const HELPFUL_REPLY_UPVOTES = 3;

/**
 * A vote (or a thanks) counts towards the member's badges once per voter per item (the vote
 * tables are unique per voter and item), never their own, never from a member they blocked,
 * never from a shadow-banned member.
 */
const countedFrom = (voter: string) =>
  `${voter} <> $1
   AND NOT EXISTS (SELECT 1 FROM "Block" bl WHERE bl."blockerId" = $1 AND bl."blockedId" = ${voter})
   AND NOT EXISTS (SELECT 1 FROM "User" vu WHERE vu."id" = ${voter} AND vu."isShadowBanned")`;

const published = (alias: string) => `${alias}."status" = 'PUBLISHED' AND ${alias}."deletedAt" IS NULL`;

/** A reply that thanks: a word starting with "thank" or "thx". */
const THANKS_PATTERN = String.raw`\m(thank|thx)`;

/**
 * Each metric as an int expression of the member $1. `days` is a CTE of the member's activity
 * days (the statement defines it: badges.ts / awards.ts).
 */
const metricSql: Record<Metric, string> = {
  email_verified: `(SELECT ("emailVerifiedAt" IS NOT NULL)::int FROM "User" WHERE "id" = $1)`,
  // Finished, not skipped: a skip records no topics.
  onboarding_completed: `(SELECT count(*)::int FROM "Onboarding" WHERE "userId" = $1 AND "completedAt" IS NOT NULL AND cardinality("topics") > 0)`,
  posts: `(SELECT "postCount" FROM "User" WHERE "id" = $1)`,
  comments: `(SELECT count(*)::int FROM "Comment" c WHERE c."authorId" = $1 AND ${published('c')})`,
  polls: `(SELECT count(*)::int FROM "Post" p WHERE p."authorId" = $1 AND p."postType" = 'POLL' AND ${published('p')})`,
  organizing_posts: `(SELECT count(*)::int FROM "Post" p WHERE p."authorId" = $1 AND p."postType" = 'ORGANIZING' AND ${published('p')})`,
  communities_joined: `(SELECT count(*)::int FROM "CommunityMembership" WHERE "userId" = $1)`,
  community_members: `(SELECT max("memberCount") FROM "Community" WHERE "creatorId" = $1)`,
  post_upvotes: `(SELECT count(*)::int FROM "PostVote" v JOIN "Post" p ON p."id" = v."postId"
    WHERE p."authorId" = $1 AND ${published('p')} AND v."direction" = 'UP' AND ${countedFrom('v."userId"')})`,
  comment_upvotes: `(SELECT count(*)::int FROM "CommentVote" v JOIN "Comment" c ON c."id" = v."commentId"
    WHERE c."authorId" = $1 AND ${published('c')} AND v."direction" = 'UP' AND ${countedFrom('v."userId"')})`,
  helpful_comments: `(SELECT count(*)::int FROM (
      SELECT c."id" FROM "Comment" c JOIN "CommentVote" v ON v."commentId" = c."id"
      WHERE c."authorId" = $1 AND ${published('c')} AND v."direction" = 'UP' AND ${countedFrom('v."userId"')}
      GROUP BY c."id" HAVING count(*) >= ${HELPFUL_REPLY_UPVOTES}) h)`,
  poll_votes: `(SELECT max(n) FROM (
      SELECT count(*)::int AS n FROM "PollVote" v JOIN "Post" p ON p."id" = v."postId"
      WHERE p."authorId" = $1 AND ${published('p')} AND ${countedFrom('v."userId"')}
      GROUP BY v."postId") t)`,
  mentor_topics: `(SELECT CASE WHEN "isMentorAvailable" THEN cardinality("mentorshipOffering") ELSE 0 END FROM "Profile" WHERE "userId" = $1)`,
  // Replies to the member's comments and top-level comments on their posts (two index joins).
  thanks_received: `(SELECT count(*)::int FROM (
      SELECT r.* FROM "Comment" mine JOIN "Comment" r ON r."parentId" = mine."id" WHERE mine."authorId" = $1
      UNION ALL
      SELECT r.* FROM "Post" p JOIN "Comment" r ON r."postId" = p."id" AND r."parentId" IS NULL WHERE p."authorId" = $1
    ) r WHERE ${published('r')} AND r."contentText" ~* '${THANKS_PATTERN}' AND ${countedFrom('r."authorId"')})`,
  active_days: `(SELECT count(*)::int FROM days)`,
  // The longest run of consecutive days (each run of days shares day - row_number).
  streak: `(SELECT max(n)::int FROM (
      SELECT count(*) AS n FROM (SELECT "day" - (row_number() OVER (ORDER BY "day"))::int AS run FROM days) d GROUP BY run) s)`,
};

/**
 * `VALUES ('metric', value), ...` of the given metrics, each 0 when absent. With `onlyUnearned`,
 * a metric is computed only while the member still lacks a badge that reads it (the counts behind
 * votes stop being taken once every vote badge is earned).
 */
export function metricValues(metrics: readonly Metric[], onlyUnearned: boolean): string {
  return metrics
    .map((metric) => {
      const value = `COALESCE(${metricSql[metric]}, 0)`;
      const guarded = onlyUnearned
        ? `CASE WHEN EXISTS (SELECT 1 FROM "Badge" b WHERE b."criteria"->>'metric' = '${metric}'
             AND NOT EXISTS (SELECT 1 FROM "UserBadge" ub WHERE ub."userId" = $1 AND ub."badgeId" = b."id")) THEN ${value} ELSE 0 END`
        : value;
      return `('${metric}', ${guarded})`;
    })
    .join(',\n');
}

/** The CTE `days`: the member's activity days, plus `$2` (today) when the event is participation. */
export function activityDaysCte(withToday: boolean): string {
  return `days AS (SELECT "day" FROM "UserActivityDay" WHERE "userId" = $1${withToday ? ' UNION SELECT $2::date' : ''})`;
}

/** The badge's metric and target, from its criteria JSON (null when it has none this code reads). */
export function criteriaOf(criteria: unknown): { metric: Metric; target: number } | null {
  if (!criteria || typeof criteria !== 'object') return null;
  const { metric, target } = criteria as { metric?: unknown; target?: unknown };
  if (!METRICS.includes(metric as Metric) || typeof target !== 'number' || !Number.isInteger(target) || target < 1) return null;
  return { metric: metric as Metric, target };
}
