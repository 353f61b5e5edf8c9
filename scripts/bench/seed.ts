// Bulk seed of the bench database: a few INSERT ... SELECT generate_series(...) statements, then
// every counter column recomputed from the real rows (the relations tests/fixtures/factories.ts
// keeps row by row), hot rank with the SQL of api/src/domain/posts/ranking.ts, then ANALYZE.
// Deterministic shape: setseed() at the start of the one transaction that writes everything.
import pg from 'pg';
import type { Db } from '../../api/src/db.ts';
import { hotRankSql } from '../../api/src/domain/posts/ranking.ts';
import { campaigns, sectors, tags } from '../../api/src/domain/taxonomy/taxonomy.ts';
import { demoCommunities } from '../../prisma/seed/communities.ts';
import { intArray, lit, pick, pickFrom, slateParagraph, textArray } from './sql.ts';

export const BENCH_COUNTS = {
  users: 2_000,
  communities: 12,
  posts: 10_000,
  votes: 200_000,
  comments: 50_000,
  /** Top-level comments; the rest (10%) are replies to a comment of the same post. */
  topLevelComments: 45_000,
  /** The bench member's follows (My Feed): 3 communities, 6 tags, 3 sectors, 2 campaigns, 6 members. */
  follows: 20,
} as const;

export const BENCH_MEMBER = {
  email: 'bench@bench.test',
  username: 'bench_member',
  password: 'bench-password-2024',
} as const;

/** Current UTC wall time: Prisma stores DateTime as UTC in timestamp(3) columns. */
const NOW = `(now() AT TIME ZONE 'UTC')`;

const handles = [
  'barista', 'picker', 'nurse', 'driver', 'teacher', 'cashier', 'stocker', 'cook', 'server', 'welder',
  'courier', 'janitor', 'organizer', 'steward', 'dispatcher', 'machinist', 'clerk', 'medic', 'electrician', 'carpenter',
];
const firstNames = [
  'Maria', 'Jamal', 'Priya', 'Rosa', 'Tasha', 'Frank', 'Grace', 'Luis', 'Mei', 'Omar', 'Ana', 'Kofi', 'Sam', 'Dana',
  'Jo', 'Ravi', 'Elena', 'Marcus', 'Aisha', 'Tom', 'Nia', 'Diego', 'Hana', 'Pat',
];
const avatarColors = ['#6366f1', '#ef4444', '#f59e0b', '#10b981', '#3b82f6', '#8b5cf6', '#ec4899', '#14b8a6', '#f97316', '#64748b'];

const topics = [
  'unpaid overtime', 'clopening shifts', 'short staffing', 'heat exposure', 'tip theft', 'last-minute schedule changes',
  'mandatory overtime', 'missed meal breaks', 'retaliation for organizing', 'pay transparency', 'denied sick leave',
  'productivity quotas', 'wage theft', 'unsafe equipment', 'health insurance costs', 'algorithmic scheduling',
  'surprise layoffs', 'understaffed night shifts', 'customer harassment', 'misclassification as contractors',
];
const places = [
  'the warehouse', 'my store', 'the hospital', 'our cafe', 'the distribution center', 'the call center', 'the bus depot',
  'my restaurant', 'the plant', 'our school', 'the hotel', 'the fulfillment center', 'the grocery store', 'the clinic', 'the job site',
];
const outcomes = ['got resolved', 'is getting worse', 'went to the labor board', 'ended in back pay', 'is still going on', 'led to a petition'];
const middles = [
  'We started writing down dates, times and names so we have a record.',
  'A few of us talked on break and realized almost everyone is affected.',
  'HR said they would look into it, and that was a month ago.',
  'The schedule gets posted two days ahead and then changes anyway.',
  'Some people are scared to speak up because of what happened to the last person who did.',
  'We checked the handbook and the state labor website, and the rules seem clear.',
  'Our union rep says the contract covers this, but the manager disagrees.',
  'Turnover is so high that nobody new stays long enough to learn the job.',
];
const closers = [
  'Has anyone filed a complaint about this, and how did it go?',
  'What worked at your workplace?',
  'Any advice on getting more coworkers involved?',
  'Would a petition or a group meeting with the manager be the better first step?',
  'Solidarity to everyone dealing with the same thing.',
  'I can share the template we used if it helps anyone.',
];
const commentTexts = [
  'Same thing happened at my job last year.',
  'Write everything down and keep copies outside of work.',
  'You have more rights here than they want you to think.',
  'Talk to your coworkers first, there is strength in numbers.',
  'We filed with the labor board and it took three months, but we won back pay.',
  'Check whether your state has a fair workweek law.',
  'This is exactly why we are organizing.',
  'Thanks for posting this, I thought it was just me.',
  'Our steward helped us file a grievance, ask yours.',
  'Management only listened once ten of us signed the letter.',
  'Do not sign anything without reading it twice.',
  'Solidarity from the night shift.',
];

const sectorNames = sectors.map((s) => s.name).filter((name) => name !== 'Other');
const tagNames = tags.map((t) => t.name);
const campaignIds = campaigns.map((c) => c.id);
/** Primes that do not divide the user count (2000 = 2^4 * 5^3): user = 1 + (start + k * step) mod 2000 is distinct for k < 2000. */
const coprimeSteps = [3, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 101, 103, 107, 109, 113, 127, 131];

function statements(passwordHash: string): Array<[label: string, sql: string]> {
  const { users, posts, topLevelComments, comments } = BENCH_COUNTS;
  const communities = demoCommunities.slice(0, BENCH_COUNTS.communities);
  if (communities.length !== BENCH_COUNTS.communities) throw new Error(`expected ${BENCH_COUNTS.communities} demo communities`);
  const communityCategories = textArray(communities.map((c) => c.category));

  const topic = pickFrom(topics, 'r_topic');
  const place = pickFrom(places, 'r_place');
  const titleSql = `CASE floor(r_title * 8)::int
      WHEN 0 THEN 'Anyone else dealing with ' || topic || ' at ' || place || '?'
      WHEN 1 THEN 'How we fought ' || topic || ' at ' || place
      WHEN 2 THEN initcap(topic) || ': what are my rights?'
      WHEN 3 THEN 'Update: ' || topic || ' at ' || place || ' ' || ${pickFrom(outcomes, 'r_extra')}
      WHEN 4 THEN 'Is ' || topic || ' legal in my state?'
      WHEN 5 THEN 'Tips for talking to coworkers about ' || topic
      WHEN 6 THEN 'Week ' || (1 + floor(r_extra * 20))::int || ' of ' || topic || ' at ' || place
      ELSE 'We signed union cards at ' || place || ' after months of ' || topic
    END`;
  const openerSql = `CASE floor(r_open * 4)::int
      WHEN 0 THEN 'I have worked at ' || place || ' for ' || (1 + floor(r_extra * 12))::int || ' years and ' || topic || ' has never been this bad.'
      WHEN 1 THEN 'Management keeps telling us ' || topic || ' is temporary, but nothing changes.'
      WHEN 2 THEN 'Last week a coworker asked me about ' || topic || ' and I did not know what to say.'
      ELSE 'Our steward says ' || topic || ' is the number one complaint at ' || place || ' right now.'
    END`;
  const hot = hotRankSql('x.up - x.down', 'x.comments');

  return [
    ['seed', `SELECT setseed(0.4242)`],
    [
      'users',
      `WITH base AS (
         SELECT g, random() AS r_handle, random() AS r_name, random() AS r_initial, random() AS r_anon, random() AS r_color,
                random() AS r_age, random() AS r_seen
         FROM generate_series(1, ${users}) g
       ), shaped AS (
         SELECT g,
           CASE WHEN g = 1 THEN ${lit(BENCH_MEMBER.username)} ELSE ${pickFrom(handles, 'r_handle')} || '_' || g END AS username,
           CASE WHEN g = 1 THEN 'Bench Member' WHEN r_anon < 0.2 THEN NULL
                ELSE ${pickFrom(firstNames, 'r_name')} || ' ' || chr(65 + floor(r_initial * 26)::int) || '.' END AS display_name,
           ${pickFrom(avatarColors, 'r_color')} AS color,
           date_trunc('milliseconds', ${NOW} - interval '60 days' - (CASE WHEN g = 1 THEN 1 ELSE r_age END) * interval '400 days') AS created_at,
           date_trunc('milliseconds', ${NOW} - r_seen * interval '14 days') AS seen_at
         FROM base
       )
       INSERT INTO "User" ("id", "email", "username", "usernameLower", "displayName", "passwordHash", "role", "emailVerifiedAt",
                           "avatarColor", "isShadowBanned", "lastSeenAt", "createdAt", "updatedAt")
       SELECT g, CASE WHEN g = 1 THEN ${lit(BENCH_MEMBER.email)} ELSE 'worker' || g || '@bench.test' END,
              username, lower(username), display_name, ${lit(passwordHash)}, 'MEMBER'::"Role", created_at,
              color, g > 1 AND g % 250 = 0, seen_at, created_at, created_at
       FROM shaped`,
    ],
    ['user settings', `INSERT INTO "UserSettings" ("userId", "updatedAt") SELECT "id", "createdAt" FROM "User"`],
    [
      'profiles',
      `INSERT INTO "Profile" ("userId", "sector", "createdAt", "updatedAt")
       SELECT "id", ${pickFrom(sectorNames)}, "createdAt", "createdAt" FROM "User"`,
    ],
    [
      'communities',
      `INSERT INTO "Community" ("id", "slug", "name", "displayName", "description", "category", "icon", "creatorId", "createdAt", "updatedAt")
       VALUES ${communities
         .map(
           (c, i) =>
             `(${i + 1}, ${lit(c.slug)}, ${lit(c.name)}, ${lit(c.name)}, ${lit(c.description)}, ${lit(c.category)}, ${lit(c.icon)},
               ${2 + i * 97}, date_trunc('milliseconds', ${NOW} - interval '${c.createdDaysAgo} days'), date_trunc('milliseconds', ${NOW} - interval '${c.createdDaysAgo} days'))`,
         )
         .join(',\n')}`,
    ],
    [
      'memberships',
      `INSERT INTO "CommunityMembership" ("communityId", "userId", "role", "joinedAt")
       SELECT c."id", u."id", CASE WHEN u."id" = c."creatorId" THEN 'OWNER' ELSE 'MEMBER' END::"CommunityRole",
              greatest(c."createdAt", u."createdAt")
       FROM "Community" c CROSS JOIN "User" u
       WHERE u."id" = c."creatorId" OR (u."id" = 1 AND c."id" <= 3) OR random() < 0.04 + 0.08 * (c."id" % 4)`,
    ],
    [
      'posts',
      `WITH base AS (
         SELECT g AS id, random() AS r_author, random() AS r_comm, random() AS r_sector, random() AS r_age, random() AS r_type,
                random() AS r_status, random() AS r_deleted, random() AS r_title, random() AS r_topic, random() AS r_place,
                random() AS r_extra, random() AS r_open, random() AS r_mid, random() AS r_close, random() AS r_campaign, random() AS r_views
         FROM generate_series(1, ${posts}) g
       ), shaped AS (
         SELECT *, ${topic} AS topic, ${place} AS place,
           1 + floor(${users} * power(r_author, 1.5))::int AS author_id,
           CASE WHEN r_comm < 0.7 THEN 1 + floor(r_comm / 0.7 * ${communities.length})::int END AS community_id,
           date_trunc('milliseconds', ${NOW} - r_age * interval '60 days') AS created_at
         FROM base
       ), written AS (
         SELECT *, ${titleSql} AS title,
           ${openerSql} || ' ' || ${pickFrom(middles, 'r_mid')} || ' ' || ${pickFrom(closers, 'r_close')} AS content_text
         FROM shaped
       )
       INSERT INTO "Post" ("id", "urlId", "slug", "title", "content", "contentText", "postType", "status", "authorId", "communityId",
                           "sector", "campaignId", "isPinned", "pinnedAt", "viewCount", "deletedAt", "deletedById", "createdAt", "updatedAt")
       SELECT id,
         lpad(to_hex((id::bigint * 2654435761) % 4294967291), 8, '0'),
         rtrim(left(trim(both '-' from regexp_replace(lower(title), '[^a-z0-9]+', '-', 'g')), 80), '-'),
         title, ${slateParagraph('content_text')}, content_text,
         (CASE WHEN r_type < 0.7 THEN 'DISCUSSION' WHEN r_type < 0.85 THEN 'QUESTION' WHEN r_type < 0.95 THEN 'STORY' ELSE 'ORGANIZING' END)::"PostType",
         (CASE WHEN r_status < 0.01 THEN 'PENDING_REVIEW' ELSE 'PUBLISHED' END)::"PostStatus",
         author_id, community_id,
         CASE WHEN community_id IS NOT NULL THEN (${communityCategories})[community_id] ELSE ${pickFrom(sectorNames, 'r_sector')} END,
         CASE WHEN r_campaign < 0.05 THEN ${pickFrom(campaignIds, 'r_campaign * 20')} END,
         id IN (1234, 5678), CASE WHEN id IN (1234, 5678) THEN created_at END,
         floor(r_views * r_views * 3000)::int,
         CASE WHEN r_deleted < 0.005 THEN created_at + interval '1 hour' END,
         CASE WHEN r_deleted < 0.005 THEN author_id END,
         created_at, created_at
       FROM written`,
    ],
    [
      'post tags',
      `WITH wanted AS (SELECT "id", floor(random() * 4)::int AS n FROM "Post"),
       ranked AS (
         SELECT w."id" AS post_id, w.n, t.tag, row_number() OVER (PARTITION BY w."id" ORDER BY random() * (1 + t.ord / 20.0)) AS rk
         FROM wanted w CROSS JOIN unnest(${textArray(tagNames)}) WITH ORDINALITY AS t(tag, ord)
         WHERE w.n > 0
       )
       INSERT INTO "PostTag" ("postId", "tag", "position") SELECT post_id, tag, rk - 1 FROM ranked WHERE rk <= n`,
    ],
    [
      'post votes',
      // Lognormal popularity (sigma 1.3): median post ~9 votes, the busiest ~1,000+.
      `WITH w AS (
         SELECT "id" AS post_id, "createdAt" AS created_at,
                exp(1.3 * sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random())) AS weight,
                0.72 + 0.26 * random() AS p_up
         FROM "Post"
       ), n AS (
         SELECT post_id, created_at, p_up,
                least(1900, round(weight / sum(weight) OVER () * ${Math.round(BENCH_COUNTS.votes * 1.04)}))::int AS votes,
                floor(random() * ${users})::int AS start,
                ${pick(intArray(coprimeSteps), coprimeSteps.length)} AS step
         FROM w
       ), pairs AS (
         SELECT post_id, 1 + ((start + k * step) % ${users}) AS user_id, created_at, p_up
         FROM n CROSS JOIN LATERAL generate_series(0, n.votes - 1) AS k
       ), chosen AS (
         SELECT *, date_trunc('milliseconds', created_at + random() * (${NOW} - created_at)) AS voted_at
         FROM pairs ORDER BY random() LIMIT ${BENCH_COUNTS.votes}
       )
       INSERT INTO "PostVote" ("postId", "userId", "direction", "createdAt", "updatedAt")
       SELECT post_id, user_id, (CASE WHEN random() < p_up THEN 'UP' ELSE 'DOWN' END)::"VoteDirection", voted_at, voted_at
       FROM chosen`,
    ],
    [
      'post saves',
      `INSERT INTO "PostSave" ("postId", "userId", "createdAt")
       SELECT "postId", "userId", "createdAt" FROM "PostVote" WHERE "direction" = 'UP' AND (random() < 0.09 OR ("userId" = 1 AND random() < 0.5))`,
    ],
    [
      'comments',
      // Busier posts (more votes) get more comments.
      `WITH w AS (
         SELECT p."id" AS post_id, p."createdAt" AS created_at, (coalesce(v.n, 0) + 2) * (0.3 + random()) AS weight
         FROM "Post" p LEFT JOIN (SELECT "postId", count(*) AS n FROM "PostVote" GROUP BY 1) v ON v."postId" = p."id"
       ), n AS (
         SELECT post_id, created_at, round(weight / sum(weight) OVER () * ${Math.round(topLevelComments * 1.04)})::int AS comments FROM w
       ), chosen AS (
         SELECT post_id, created_at, random() AS r_author, random() AS r_text, random() AS r_more, random() AS r_age
         FROM n CROSS JOIN LATERAL generate_series(1, n.comments) AS k
         ORDER BY random() LIMIT ${topLevelComments}
       ), written AS (
         SELECT *, ${pickFrom(commentTexts, 'r_text')} || CASE WHEN r_more < 0.4 THEN ' ' || ${pickFrom(middles, 'r_more / 0.4')} ELSE '' END AS body,
                date_trunc('milliseconds', created_at + r_age * (${NOW} - created_at)) AS commented_at
         FROM chosen
       )
       INSERT INTO "Comment" ("postId", "authorId", "content", "contentText", "createdAt", "updatedAt")
       SELECT post_id, 1 + floor(${users} * power(r_author, 1.4))::int, ${slateParagraph('body')}, body, commented_at, commented_at
       FROM written`,
    ],
    [
      'comment replies',
      `WITH parents AS (
         SELECT "id", "postId", "createdAt", random() AS r_author, random() AS r_text, random() AS r_age
         FROM "Comment" ORDER BY random() LIMIT ${comments - topLevelComments}
       ), written AS (
         SELECT *, ${pickFrom(commentTexts, 'r_text')} AS body,
                date_trunc('milliseconds', "createdAt" + r_age * (${NOW} - "createdAt")) AS replied_at
         FROM parents
       )
       INSERT INTO "Comment" ("postId", "authorId", "parentId", "content", "contentText", "createdAt", "updatedAt")
       SELECT "postId", 1 + floor(${users} * random())::int, "id", ${slateParagraph('body')}, body, replied_at, replied_at
       FROM written`,
    ],
    [
      'bench member follows',
      `INSERT INTO "Follow" ("userId", "followType", "followValue", "targetUserId", "createdAt")
       SELECT 1, t::"FollowType", v, CASE WHEN t = 'USER' THEN v::int END, ${NOW}
       FROM (VALUES ${[
         ...communities.slice(0, 3).map((c) => ['COMMUNITY', c.slug]),
         ...tagNames.slice(0, 6).map((t) => ['TAG', t]),
         ...sectorNames.slice(1, 4).map((name) => ['SECTOR', name]),
         ...campaignIds.slice(0, 2).map((id) => ['CAMPAIGN', id]),
         ...[2, 3, 4, 5, 6, 7].map((id) => ['USER', String(id)]),
       ]
         .map(([type, value]) => `(${lit(type!)}, ${lit(value!)})`)
         .join(', ')}) AS f(t, v)`,
    ],
    // Explicit ids above: move the sequences past them so the app can insert.
    ['sequences', `SELECT setval(pg_get_serial_sequence('"User"', 'id'), (SELECT max("id") FROM "User"))`],
    ['sequences', `SELECT setval(pg_get_serial_sequence('"Community"', 'id'), (SELECT max("id") FROM "Community"))`],
    ['sequences', `SELECT setval(pg_get_serial_sequence('"Post"', 'id'), (SELECT max("id") FROM "Post"))`],
    // Counters, from the real rows (same rules as the factories: published, undeleted content counts).
    [
      'post counters + hot rank',
      `UPDATE "Post" p SET "upvotes" = x.up, "downvotes" = x.down, "score" = x.up - x.down, "commentCount" = x.comments,
              "saveCount" = x.saves, "hotRank" = ${hot}
       FROM (
         SELECT p2."id", coalesce(v.up, 0) AS up, coalesce(v.down, 0) AS down, coalesce(c.n, 0) AS comments, coalesce(s.n, 0) AS saves
         FROM "Post" p2
         LEFT JOIN (SELECT "postId", count(*) FILTER (WHERE "direction" = 'UP') AS up, count(*) FILTER (WHERE "direction" = 'DOWN') AS down
                    FROM "PostVote" GROUP BY 1) v ON v."postId" = p2."id"
         LEFT JOIN (SELECT "postId", count(*) AS n FROM "Comment" WHERE "status" = 'PUBLISHED' AND "deletedAt" IS NULL GROUP BY 1) c ON c."postId" = p2."id"
         LEFT JOIN (SELECT "postId", count(*) AS n FROM "PostSave" GROUP BY 1) s ON s."postId" = p2."id"
       ) x
       WHERE x."id" = p."id"`,
    ],
    [
      'comment reply counts',
      `UPDATE "Comment" c SET "replyCount" = r.n
       FROM (SELECT "parentId", count(*) AS n FROM "Comment" WHERE "parentId" IS NOT NULL AND "status" = 'PUBLISHED' GROUP BY 1) r
       WHERE r."parentId" = c."id"`,
    ],
    [
      'user post counts',
      `UPDATE "User" u SET "postCount" = x.n
       FROM (SELECT "authorId", count(*) AS n FROM "Post" WHERE "status" = 'PUBLISHED' AND "deletedAt" IS NULL GROUP BY 1) x
       WHERE x."authorId" = u."id"`,
    ],
    [
      'follow counters',
      `UPDATE "User" u SET
         "followerCount" = (SELECT count(*) FROM "Follow" f WHERE f."targetUserId" = u."id"),
         "followingCount" = (SELECT count(*) FROM "Follow" f WHERE f."userId" = u."id" AND f."followType" = 'USER')
       WHERE u."id" IN (SELECT "userId" FROM "Follow" UNION SELECT "targetUserId" FROM "Follow" WHERE "targetUserId" IS NOT NULL)`,
    ],
    [
      'community counters',
      `UPDATE "Community" c SET
         "postCount" = (SELECT count(*) FROM "Post" p WHERE p."communityId" = c."id" AND p."status" = 'PUBLISHED' AND p."deletedAt" IS NULL),
         "memberCount" = (SELECT count(*) FROM "CommunityMembership" m WHERE m."communityId" = c."id")`,
    ],
  ];
}

export interface SeedReport {
  seconds: number;
  steps: Array<{ label: string; rows: number; ms: number }>;
  counts: Record<string, number>;
}

export async function countRows(db: Db): Promise<Record<string, number>> {
  const rows = await db.$queryRawUnsafe<Array<Record<string, bigint | number>>>(
    `SELECT (SELECT count(*) FROM "User") AS users, (SELECT count(*) FROM "UserSettings") AS settings,
            (SELECT count(*) FROM "Community") AS communities, (SELECT count(*) FROM "CommunityMembership") AS memberships,
            (SELECT count(*) FROM "Post") AS posts, (SELECT count(*) FROM "PostTag") AS tags,
            (SELECT count(*) FROM "PostVote") AS votes, (SELECT count(*) FROM "Comment") AS comments,
            (SELECT count(*) FROM "Comment" WHERE "parentId" IS NOT NULL) AS replies, (SELECT count(*) FROM "PostSave") AS saves,
            (SELECT count(*) FROM "Follow") AS follows`,
  );
  return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, Number(v)]));
}

/** True when the counts are those a full seed produces. */
export function isFullySeeded(counts: Record<string, number>): boolean {
  return (
    counts.users === BENCH_COUNTS.users &&
    counts.communities === BENCH_COUNTS.communities &&
    counts.posts === BENCH_COUNTS.posts &&
    counts.votes === BENCH_COUNTS.votes &&
    counts.comments === BENCH_COUNTS.comments &&
    counts.follows === BENCH_COUNTS.follows
  );
}

/** Seeds an empty, migrated database (`databaseUrl` is the one `db` is connected to). */
export async function seedBench(db: Db, databaseUrl: string, passwordHash: string, log: (line: string) => void): Promise<SeedReport> {
  const started = performance.now();
  const steps: SeedReport['steps'] = [];
  await db.$transaction(
    async (tx) => {
      // Bulk statements, not requests: the app's per-statement time limit does not apply.
      await tx.$executeRawUnsafe('SET LOCAL statement_timeout = 0');
      for (const [label, sql] of statements(passwordHash)) {
        const t0 = performance.now();
        const rows = await tx.$executeRawUnsafe(sql);
        const ms = performance.now() - t0;
        steps.push({ label, rows, ms });
        log(`  ${label.padEnd(26)} ${String(rows).padStart(7)} rows  ${(ms / 1000).toFixed(2)} s`);
      }
    },
    { timeout: 15 * 60_000, maxWait: 60_000 },
  );
  const counts = await countRows(db);
  if (!isFullySeeded(counts)) throw new Error(`seed produced unexpected counts: ${JSON.stringify(counts)}`);
  const t0 = performance.now();
  // VACUUM cannot run in a transaction, so it gets a connection of its own without the time limit.
  const vacuum = new pg.Client({ connectionString: databaseUrl });
  await vacuum.connect();
  try {
    await vacuum.query('VACUUM (ANALYZE)');
  } finally {
    await vacuum.end();
  }
  steps.push({ label: 'vacuum analyze', rows: 0, ms: performance.now() - t0 });
  log(`  ${'vacuum analyze'.padEnd(26)} ${''.padStart(7)}       ${((performance.now() - t0) / 1000).toFixed(2)} s`);
  return { seconds: (performance.now() - started) / 1000, steps, counts };
}
