// One migrated template database per API test run, copied for each test file: creating a
// PGlite data directory costs an initdb and applying every migration (about 5 s, far more on a
// busy machine), copying a migrated one about 0.2 s. With TEST_DATABASE_URL the template is a
// PostgreSQL database that each file clones with CREATE DATABASE ... TEMPLATE.
// The API project's global setup (tests/api/globalSetup.ts) makes the templates once and
// provides them to the test files; startTestServer copies them.
import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../../api/src/db.ts';
import { applyMigrations } from '../../../api/src/lib/migrations.ts';

export interface DatabaseTemplates {
  /** A DATA_DIR whose `pglite` folder holds a migrated, closed PGlite database. */
  pgliteDataDir: string;
  /** With TEST_DATABASE_URL: the name of a migrated PostgreSQL database to clone. */
  postgresTemplate?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Copies a directory tree, every file at once (node's fs.cp copies one by one, 4 times slower). */
async function copyTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? copyTree(path.join(from, entry.name), path.join(to, entry.name)) : copyFile(path.join(from, entry.name), path.join(to, entry.name)),
    ),
  );
}

/** Puts a copy of the template's PGlite database into `dataDir` (where openDatabase looks for it). */
export function copyPgliteTemplate(templates: DatabaseTemplates, dataDir: string): Promise<void> {
  return copyTree(path.join(templates.pgliteDataDir, 'pglite'), path.join(dataDir, 'pglite'));
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new PostgreSQL database `t_<random>` on the server of `adminUrl`: a clone of the migrated
 * template when there is one, otherwise empty (the app's start() migrates it).
 */
export async function createPostgresDatabase(adminUrl: string, template?: string): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`));
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

async function createPgliteTemplate(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wc-api-template-'));
  const database = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    await database.migrate();
  } finally {
    // Closed, so every page is on disk before anyone copies the directory.
    await database.close();
  }
  return dataDir;
}

async function createPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `t_template_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
  await applyMigrations({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
  // CREATE DATABASE ... TEMPLATE needs the template without sessions: end the migration's
  // pooled ones and let nobody connect to it again.
  await withAdmin(adminUrl, async (c) => {
    await c.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false IS_TEMPLATE true`);
    await c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
  });
  return name;
}

async function dropPostgresTemplate(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, async (c) => {
    await c.query(`ALTER DATABASE "${name}" WITH IS_TEMPLATE false`);
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}

/** Migrates the templates (PGlite always, PostgreSQL with `adminUrl`); `remove` deletes them. */
export async function createTemplates(adminUrl: string | undefined): Promise<{ templates: DatabaseTemplates; remove(): Promise<void> }> {
  const [pglite, postgres] = await Promise.allSettled([
    createPgliteTemplate(),
    adminUrl ? createPostgresTemplate(adminUrl) : Promise.resolve(undefined),
  ]);
  const remove = async () => {
    if (pglite.status === 'fulfilled') await rm(pglite.value, { recursive: true, force: true });
    if (adminUrl && postgres.status === 'fulfilled' && postgres.value) await dropPostgresTemplate(adminUrl, postgres.value);
  };
  if (pglite.status === 'rejected' || postgres.status === 'rejected') {
    await remove();
    throw pglite.status === 'rejected' ? pglite.reason : (postgres as PromiseRejectedResult).reason;
  }
  return { templates: { pgliteDataDir: pglite.value, postgresTemplate: postgres.value }, remove };
}
