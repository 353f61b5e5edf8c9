// Shared by feed.ts and explain.ts: the seeded database, the running app, the signed-in targets.
import { buildApp, type App } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { openDatabase } from '../../api/src/db.ts';
import { applyMigrations } from '../../api/src/lib/migrations.ts';
import { hashPassword } from '../../api/src/lib/passwords.ts';
import { createDatabaseIfMissing, DEFAULT_BENCH_DATABASE_URL, recreateDatabase } from './database.ts';
import type { LoadTarget } from './load.ts';
import { BENCH_COUNTS, BENCH_MEMBER, countRows, isFullySeeded, seedBench } from './seed.ts';

export const benchDatabaseUrl = (): string => process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL;

/** The feed query a real feed card needs. */
export const FEED_QUERY =
  'query Feed { feed(first: 20) { totalCount edges { cursor node { id postId title excerpt path tags sector score upvotes commentCount saveCount createdAt viewerVote viewerHasSaved isPinned author { id username displayName avatarColor } community { id slug name icon } } } pageInfo { hasNextPage endCursor } } }';

/** The same card fields from My Feed, for the bench member and their 20 follows. */
export const MY_FEED_QUERY = FEED_QUERY.replace('query Feed { feed(first: 20) { totalCount', 'query MyFeed { myFeed(first: 20) { totalCount fallback');

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');

function fmtCounts(counts: Record<string, number>): string {
  return Object.entries(counts)
    .map(([k, v]) => `${k} ${v.toLocaleString('en-US')}`)
    .join(', ');
}

/**
 * Creates the database when missing; drops, recreates, migrates and seeds it unless `reuse` is
 * set and the data is already there. Returns the seeding time (null when reused).
 */
export async function prepareDatabase(
  databaseUrl: string,
  options: { reuse: boolean; dataDir: string; log: (line: string) => void },
): Promise<{ seedSeconds: number | null }> {
  const { log, dataDir } = options;
  if (options.reuse) {
    const created = await createDatabaseIfMissing(databaseUrl);
    if (!created) {
      try {
        await applyMigrations({ kind: 'postgres', url: databaseUrl });
        const database = await openDatabase({ databaseUrl, dataDir });
        try {
          const counts = await countRows(database.db);
          if (isFullySeeded(counts)) {
            log(`Database ${redact(databaseUrl)}: reusing the seeded data (${fmtCounts(counts)}).`);
            return { seedSeconds: null };
          }
          log(`Database ${redact(databaseUrl)}: --reuse given but the data is incomplete (${fmtCounts(counts)}); reseeding.`);
        } finally {
          await database.close();
        }
      } catch (error) {
        log(`Database ${redact(databaseUrl)}: --reuse given but it cannot be used (${(error as Error).message.split('\n')[0]}); reseeding.`);
      }
    }
  }
  log(`Database ${redact(databaseUrl)}: dropping and recreating.`);
  await recreateDatabase(databaseUrl);
  const t0 = performance.now();
  const applied = await applyMigrations({ kind: 'postgres', url: databaseUrl });
  log(`Migrations applied: ${applied.length} (${((performance.now() - t0) / 1000).toFixed(1)} s).`);

  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    log(
      `Seeding ${BENCH_COUNTS.users} users, ${BENCH_COUNTS.communities} communities, ${BENCH_COUNTS.posts} posts, ` +
        `${BENCH_COUNTS.votes} votes, ${BENCH_COUNTS.comments} comments, ${BENCH_COUNTS.follows} follows:`,
    );
    const passwordHash = await hashPassword(BENCH_MEMBER.password);
    const report = await seedBench(database.db, databaseUrl, passwordHash, log);
    log(`Seeded in ${report.seconds.toFixed(1)} s (${fmtCounts(report.counts)}).`);
    return { seedSeconds: report.seconds };
  } finally {
    await database.close();
  }
}

/** Starts the app on the bench database and signs in the bench member. */
export async function startBenchApp(databaseUrl: string, dataDir: string): Promise<{ app: App; url: string; token: string }> {
  const app = await buildApp(
    loadConfig({
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-0123456789abcdef0123456789',
    }),
  );
  try {
    const { url } = await app.start();
    const response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: BENCH_MEMBER.email, password: BENCH_MEMBER.password }),
    });
    const body = (await response.json()) as { token?: string };
    if (!response.ok || !body.token) throw new Error(`login failed (${response.status}): ${JSON.stringify(body)}`);
    return { app, url, token: body.token };
  } catch (error) {
    await app.stop();
    throw error;
  }
}

/** A post page as the web client reads it: the post and its first 50 comments with their authors and the viewer's own state. */
export const POST_PAGE_QUERY =
  'query PostPage($id: String!) { post(id: $id) { id postId title content contentText path tags sector score upvotes downvotes commentCount saveCount createdAt editedAt viewerVote viewerHasSaved viewerCanEdit viewerCanDelete isPinned author { id username displayName avatarColor } community { id slug name icon } comments(first: 50) { totalCount edges { node { id commentId parentId contentText createdAt editedAt score upvotes replyCount isDeleted viewerVote viewerCanEdit viewerCanDelete author { id username displayName avatarColor } } } pageInfo { hasNextPage endCursor } } } }';

/** The conversation list: each conversation with the other member, its last message and unread count. */
export const CONVERSATIONS_QUERY =
  'query Conversations { conversations(first: 20) { edges { node { id conversationId lastMessageAt unreadCount otherParticipant { id username displayName avatarColor } lastMessage { id content createdAt isOwn isDeleted } } } pageInfo { hasNextPage endCursor } } }';

/** What the post-page and conversation targets need beyond the seed: a post with 50+ comments, and 20 conversations of the bench member. */
export interface BenchExtras {
  /** urlId of a published post outside private communities with at least 50 comments. */
  postUrlId: string;
}

/** Finds the 50-comment post and adds the bench member's 20 conversations (5 messages each) unless they exist. */
export async function prepareBenchExtras(databaseUrl: string, dataDir: string): Promise<BenchExtras> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const db = database.db;
    const [post] = await db.$queryRaw<{ urlId: string }[]>`
      SELECT p."urlId" FROM "Post" p JOIN "User" a ON a."id" = p."authorId" LEFT JOIN "Community" c ON c."id" = p."communityId"
      WHERE p."status" = 'PUBLISHED' AND p."deletedAt" IS NULL AND NOT a."isShadowBanned" AND (c."id" IS NULL OR NOT c."isPrivate")
        AND (SELECT count(*) FROM "Comment" k WHERE k."postId" = p."id" AND k."status" = 'PUBLISHED' AND k."deletedAt" IS NULL) >= 50
      ORDER BY p."commentCount" ASC, p."id" ASC LIMIT 1`;
    if (!post) throw new Error('no post with 50 comments in the bench data');
    const member = await db.user.findUniqueOrThrow({ where: { email: BENCH_MEMBER.email }, select: { id: true } });
    const existing = await db.conversationParticipant.count({ where: { userId: member.id } });
    if (existing < 20) {
      const others = await db.user.findMany({ where: { id: { not: member.id }, isShadowBanned: false }, orderBy: { id: 'asc' }, take: 20, select: { id: true } });
      for (const [i, other] of others.entries()) {
        const key = member.id < other.id ? `${member.id}:${other.id}` : `${other.id}:${member.id}`;
        await db.$transaction(async (tx) => {
          const conversation = await tx.conversation.upsert({ where: { directKey: key }, create: { directKey: key }, update: {}, select: { id: true } });
          for (const userId of [member.id, other.id]) {
            await tx.conversationParticipant.upsert({
              where: { conversationId_userId: { conversationId: conversation.id, userId } },
              create: { conversationId: conversation.id, userId, unreadCount: userId === member.id ? i % 3 : 0 },
              update: {},
            });
          }
          let last = null as { id: number; createdAt: Date } | null;
          for (let m = 0; m < 5; m++) {
            last = await tx.message.create({
              data: { conversationId: conversation.id, senderId: m % 2 ? member.id : other.id, content: `Bench message ${m + 1} about the night shift schedule` , createdAt: new Date(Date.now() - (20 - i) * 3_600_000 + m * 60_000) },
              select: { id: true, createdAt: true },
            });
          }
          await tx.conversation.update({ where: { id: conversation.id }, data: { lastMessageId: last!.id, lastMessageAt: last!.createdAt } });
        });
      }
    }
    return { postUrlId: post.urlId };
  } finally {
    await database.close();
  }
}

export const TARGET_NAMES = ['graphql', 'rest', 'my-feed-graphql', 'my-feed-rest', 'post-graphql', 'post-rest', 'conversations-graphql', 'conversations-rest'] as const;
export type TargetName = (typeof TARGET_NAMES)[number];

export function benchTargets(url: string, token: string, extras?: BenchExtras): Record<TargetName, LoadTarget> {
  const auth = { authorization: `Bearer ${token}` };
  const graphql = (name: TargetName, query: string, operationName: string, variables?: Record<string, unknown>): LoadTarget => ({
    name,
    url: `${url}/graphql`,
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query, operationName, ...(variables ? { variables } : {}) }),
  });
  const postUrlId = extras?.postUrlId ?? 'missing';
  return {
    graphql: graphql('graphql', FEED_QUERY, 'Feed'),
    rest: { name: 'rest', url: `${url}/api/posts?page=1&per_page=20`, method: 'GET', headers: auth },
    'my-feed-graphql': graphql('my-feed-graphql', MY_FEED_QUERY, 'MyFeed'),
    'my-feed-rest': { name: 'my-feed-rest', url: `${url}/api/posts/my-feed?page=1&per_page=20`, method: 'GET', headers: auth },
    'post-graphql': graphql('post-graphql', POST_PAGE_QUERY, 'PostPage', { id: postUrlId }),
    'post-rest': { name: 'post-rest', url: `${url}/api/posts/${postUrlId}`, method: 'GET', headers: auth },
    'conversations-graphql': graphql('conversations-graphql', CONVERSATIONS_QUERY, 'Conversations'),
    'conversations-rest': { name: 'conversations-rest', url: `${url}/api/messages/conversations`, method: 'GET', headers: auth },
  };
}

export async function send(target: LoadTarget): Promise<{ status: number; body: unknown }> {
  const response = await fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body };
}

/** Checks a target's answer is the real thing (no GraphQL errors, 20 posts); a one-line summary. */
export function checkAnswer(name: string, answer: { status: number; body: unknown }): string {
  if (answer.status !== 200) throw new Error(`${name}: HTTP ${answer.status}: ${JSON.stringify(answer.body).slice(0, 500)}`);
  if (name === 'post-graphql' || name === 'post-rest') {
    const body = answer.body as { errors?: unknown; data?: { post?: { comments: { edges: unknown[] } } }; comments?: unknown[] };
    if (body.errors) throw new Error(`${name}: errors in the first response: ${JSON.stringify(body.errors).slice(0, 1000)}`);
    const comments = body.data?.post?.comments.edges.length ?? body.comments?.length ?? 0;
    if (comments < 50) throw new Error(`${name}: expected 50 comments, got ${comments}: ${JSON.stringify(body).slice(0, 300)}`);
    return `post with ${comments} comments`;
  }
  if (name === 'conversations-graphql' || name === 'conversations-rest') {
    const body = answer.body as { errors?: unknown; data?: { conversations?: { edges: unknown[] } }; conversations?: unknown[] };
    if (body.errors) throw new Error(`${name}: errors in the first response: ${JSON.stringify(body.errors).slice(0, 1000)}`);
    const count = body.data?.conversations?.edges.length ?? body.conversations?.length ?? 0;
    if (count !== 20) throw new Error(`${name}: expected 20 conversations, got ${JSON.stringify(body).slice(0, 300)}`);
    return `${count} conversations`;
  }
  if (name === 'graphql' || name === 'my-feed-graphql') {
    type Page = { totalCount: number; fallback?: boolean; edges: unknown[] };
    const body = answer.body as { errors?: unknown; data?: { feed?: Page; myFeed?: Page } };
    if (body.errors) throw new Error(`${name}: errors in the first response: ${JSON.stringify(body.errors).slice(0, 1000)}`);
    const feed = body.data?.feed ?? body.data?.myFeed;
    if (!feed || feed.edges.length !== 20) throw new Error(`${name}: expected 20 edges, got ${JSON.stringify(body).slice(0, 300)}`);
    return `${feed.edges.length} edges, totalCount ${feed.totalCount}${feed.fallback === undefined ? '' : `, fallback ${feed.fallback}`}`;
  }
  const body = answer.body as { posts?: unknown[]; pagination?: { total: number }; metadata?: { fallback?: boolean } };
  if (!body.posts || body.posts.length !== 20) throw new Error(`${name}: expected 20 posts, got ${JSON.stringify(body).slice(0, 300)}`);
  const fallback = body.metadata?.fallback;
  return `${body.posts.length} posts, total ${body.pagination?.total}${fallback === undefined ? '' : `, fallback ${fallback}`}`;
}
