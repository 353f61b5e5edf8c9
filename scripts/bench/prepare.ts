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

export const TARGET_NAMES = ['graphql', 'rest', 'my-feed-graphql', 'my-feed-rest'] as const;
export type TargetName = (typeof TARGET_NAMES)[number];

export function benchTargets(url: string, token: string): Record<TargetName, LoadTarget> {
  const auth = { authorization: `Bearer ${token}` };
  const graphql = (name: TargetName, query: string, operationName: string): LoadTarget => ({
    name,
    url: `${url}/graphql`,
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query, operationName }),
  });
  return {
    graphql: graphql('graphql', FEED_QUERY, 'Feed'),
    rest: { name: 'rest', url: `${url}/api/posts?page=1&per_page=20`, method: 'GET', headers: auth },
    'my-feed-graphql': graphql('my-feed-graphql', MY_FEED_QUERY, 'MyFeed'),
    'my-feed-rest': { name: 'my-feed-rest', url: `${url}/api/posts/my-feed?page=1&per_page=20`, method: 'GET', headers: auth },
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
