// The bench database: created when missing, dropped and recreated unless reused.
import pg from 'pg';

export const DEFAULT_BENCH_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/commons_bench';

function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!name) throw new Error(`BENCH_DATABASE_URL has no database name: ${url}`);
  return name;
}

/** The same server, database `postgres`: where CREATE / DROP DATABASE run. */
function maintenanceUrl(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function databaseExists(url: string): Promise<boolean> {
  const name = databaseName(url);
  return withClient(maintenanceUrl(url), async (client) => {
    const result = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return (result.rowCount ?? 0) > 0;
  });
}

/** Drops (if present, closing other sessions) and creates the database. */
export async function recreateDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  if (name === 'postgres' || name.startsWith('template')) throw new Error(`refusing to drop database ${name}`);
  await withClient(maintenanceUrl(url), async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
  });
}

export async function createDatabaseIfMissing(url: string): Promise<boolean> {
  if (await databaseExists(url)) return false;
  const name = databaseName(url);
  await withClient(maintenanceUrl(url), (client) => client.query(`CREATE DATABASE ${quoteIdent(name)}`));
  return true;
}
