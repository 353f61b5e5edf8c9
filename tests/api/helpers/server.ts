// Starts the real server (buildApp) on a free port with a fresh data directory and a fresh
// database: PGlite inside the data directory by default, or a new database `t_<random>` on the
// PostgreSQL server named by TEST_DATABASE_URL. One server per test file (beforeAll/afterAll).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes, randomInt } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../../../api/src/config.ts';
import { buildApp } from '../../../api/src/app.ts';
import { createHttpClient, type HttpClient } from '../../fixtures/http.ts';

export const TEST_JWT_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';

type App = Awaited<ReturnType<typeof buildApp>>;

export interface TestServer extends HttpClient {
  url: string;
  port: number;
  app: App;
  dataDir: string;
  stop(): Promise<void>;
}

/** A random private IPv4 address, for X-Forwarded-For. */
export function randomIp(): string {
  return `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
}

/** A unique, lower-case suffix for emails and usernames. */
export function uid(): string {
  return `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

/** A unique email address (lower case). */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${uid()}@example.test`;
}

/** A unique valid username (letters, digits, underscore; at most 30 characters). */
export function uniqueUsername(prefix = 'u'): string {
  return `${prefix}_${uid()}`.slice(0, 30);
}

async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

export async function startTestServer(overrides: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wc-api-test-'));
  const database = process.env.TEST_DATABASE_URL ? await createDatabase(process.env.TEST_DATABASE_URL) : undefined;
  const env: Record<string, string | undefined> = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    // Tests write rows directly through factories; counts must be exact at once.
    FEED_COUNT_CACHE_SECONDS: '0',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: '1',
    JWT_SECRET: TEST_JWT_SECRET,
    PUBLIC_URL: undefined,
    DATABASE_URL: database?.url,
    REDIS_URL: process.env.TEST_REDIS_URL || undefined,
    // Each server gets its own namespace: fresh databases reuse user ids, which key rate limits.
    REDIS_PREFIX: `test:${randomBytes(6).toString('hex')}:`,
    ...overrides,
  };
  let app: App | undefined;
  try {
    const config = loadConfig(env);
    app = await buildApp(config);
    const { url, port } = await app.start();
    // Requests that name no ip come from a fresh random address each time, so per-IP limits
    // (login attempts, registrations, mail requests; memory or Redis) only apply where a test
    // asks for them by passing the same `ip` on purpose, and never leak between files or runs.
    const client = createHttpClient(url, { ip: randomIp });
    const started = app;
    let stopped = false;
    return {
      ...client,
      url,
      port,
      app: started,
      dataDir,
      async stop() {
        if (stopped) return;
        stopped = true;
        try {
          await started.stop();
        } finally {
          await database?.drop();
          if (!process.env.KEEP_TEST_DATA) await rm(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (err) {
    await app?.stop().catch(() => undefined);
    await database?.drop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
    throw err;
  }
}
