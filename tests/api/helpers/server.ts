// Starts the real server (buildApp) on a free port with a fresh data directory and a fresh
// database: a copy of the run's migrated template (tests/api/helpers/templateDatabase.ts),
// PGlite inside the data directory by default, or a new database `t_<random>` cloned on the
// PostgreSQL server named by TEST_DATABASE_URL. start() still runs the migrations, which find
// nothing left to apply. One server per test file: useTestServer() starts it in beforeAll and
// stops it in afterAll.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { loadConfig } from '../../../api/src/config.ts';
import { buildApp, type BuildOptions } from '../../../api/src/app.ts';
import { createHttpClient, type HttpClient } from '../../fixtures/http.ts';
import { failAfter, timeouts } from '../../timeouts.ts';
import { copyPgliteTemplate, createPostgresDatabase, type DatabaseTemplates, type TestDatabase } from './templateDatabase.ts';

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

/** The templates of this run (none when the API project's global setup did not run). */
function templates(): DatabaseTemplates | undefined {
  return inject('databaseTemplates');
}

/**
 * A new data directory with a copy of the migrated PGlite template in it (empty when there is
 * no template: the app then creates and migrates its database at start). For tests that start
 * the server some other way (npm start) on the embedded database.
 */
export async function createTestDataDir(prefix = 'wc-api-test-'): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  const template = templates();
  try {
    if (template) await copyPgliteTemplate(template, dataDir);
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return dataDir;
}

/** A new PostgreSQL database on TEST_DATABASE_URL's server, a clone of the migrated template. */
export function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('createTestDatabase needs TEST_DATABASE_URL');
  return createPostgresDatabase(adminUrl, templates()?.postgresTemplate);
}

/**
 * Starts a server for one test file. `overrides` are environment variables; with DATABASE_URL
 * among them the server uses that database (an empty value: PGlite) and no new one is made.
 */
export async function startTestServer(overrides: Record<string, string> = {}, options: BuildOptions = {}): Promise<TestServer> {
  const namedDatabase = 'DATABASE_URL' in overrides;
  const database = !namedDatabase && process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined;
  const onPglite = !(namedDatabase ? overrides.DATABASE_URL : database);
  let dataDir: string;
  try {
    dataDir = onPglite ? await createTestDataDir() : await mkdtemp(path.join(tmpdir(), 'wc-api-test-'));
  } catch (error) {
    await database?.drop().catch(() => undefined);
    throw error;
  }
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
    app = await buildApp(config, options);
    const { url, port } = await failAfter(app.start(), timeouts.serverStart, 'Starting the test server');
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

/**
 * The test file's server (or a describe block's, when called inside one): started in beforeAll,
 * stopped in afterAll. The handle forwards to the running server, so use it in tests and hooks
 * registered after this call (before hooks run in order, after hooks in reverse: a file's own
 * afterAll, such as closing its WebSocket clients, runs before the server stops). `overrides`
 * (environment variables, as startTestServer takes them) may be a function, read when the
 * server starts (after earlier hooks ran).
 */
export function useTestServer(overrides: Record<string, string> | (() => Record<string, string>) = {}, options: BuildOptions = {}): TestServer {
  let current: TestServer | undefined;
  beforeAll(async () => {
    current = await startTestServer(typeof overrides === 'function' ? overrides() : overrides, options);
  });
  afterAll(async () => {
    const server = current;
    current = undefined;
    await server?.stop();
  });
  const running = (): TestServer => {
    if (!current) throw new Error('useTestServer: the server is not running here (use it inside a test or a hook registered after useTestServer)');
    return current;
  };
  return new Proxy({} as TestServer, {
    get(_target, key) {
      const server = running();
      const value = Reflect.get(server, key, server);
      return typeof value === 'function' ? value.bind(server) : value;
    },
    has: (_target, key) => key in running(),
    ownKeys: () => Reflect.ownKeys(running()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(running(), key);
      return descriptor ? { ...descriptor, configurable: true } : undefined;
    },
  });
}
