// PrismaClient on embedded PGlite (default) or PostgreSQL (DATABASE_URL), plus migrations.
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/prisma/client.ts';
import { applyMigrations, type MigrationTarget } from './lib/migrations.ts';
import type { Config } from './config.ts';
import { requestLimits } from './lib/requestLimits.ts';

export type Db = PrismaClient;

/**
 * A statement of the hottest reads (the signed-in viewer, the viewer's part of a shared feed
 * page), sent straight through the driver instead of Prisma's query engine, whose planning and
 * result mapping cost more than the statement itself there. On PostgreSQL it is prepared once per
 * connection under its name (no clash with Prisma's `s<n>` names). Timestamps are selected as
 * `timestamptz` (`AT TIME ZONE 'UTC'`), so both drivers read them as the same instant.
 */
export interface SqlStatement {
  readonly name: `hot_${string}`;
  readonly text: string;
}

export interface Sql {
  rows<Row>(statement: SqlStatement, values: unknown[]): Promise<Row[]>;
}

export interface Database {
  db: Db;
  sql: Sql;
  /**
   * SQL statements sent so far (queries and commands, inside transactions too): `count` for
   * requests, `jobs` for the job queue's worker and its jobs (asJobWork), which run beside them.
   */
  statements: StatementCounts;
  /** Applies committed migrations; returns the names applied now. */
  migrate(log?: (line: string) => void): Promise<string[]>;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
}

export interface StatementCounts {
  count: number;
  jobs: number;
}

const jobWork = new AsyncLocalStorage<true>();

/** Runs `work` with its statements counted as the job queue's (statements.jobs). */
export function asJobWork<T>(work: () => Promise<T>): Promise<T> {
  return jobWork.run(true, work);
}

function countStatement(statements: StatementCounts): void {
  if (jobWork.getStore()) statements.jobs += 1;
  else statements.count += 1;
}

type AdapterFactory = ConstructorParameters<typeof PrismaClient>[0] extends { adapter?: infer A } ? NonNullable<A> : never;

/** Wraps a driver adapter factory so every statement it sends is counted. */
function counting(factory: AdapterFactory, statements: StatementCounts): AdapterFactory {
  type Queryable = { queryRaw(...a: unknown[]): Promise<unknown>; executeRaw(...a: unknown[]): Promise<unknown> };
  const wrap = <T extends Queryable>(target: T): T => {
    const queryRaw = target.queryRaw.bind(target);
    const executeRaw = target.executeRaw.bind(target);
    target.queryRaw = (...args) => {
      countStatement(statements);
      return queryRaw(...args);
    };
    target.executeRaw = (...args) => {
      countStatement(statements);
      return executeRaw(...args);
    };
    return target;
  };
  const connect = factory.connect.bind(factory);
  return Object.assign(factory, {
    connect: async () => {
      const adapter = wrap((await connect()) as unknown as Queryable & { startTransaction(...a: unknown[]): Promise<Queryable> });
      const startTransaction = adapter.startTransaction.bind(adapter);
      adapter.startTransaction = async (...args) => wrap(await startTransaction(...args));
      return adapter as never;
    },
  });
}

/** Distinct statement texts sent as named (prepared) statements; later new texts go unnamed. */
export const PREPARED_STATEMENT_LIMIT = 500;

/**
 * Names for prepared statements: node-postgres parses a named statement once per connection and
 * then only binds and executes it, so PostgreSQL plans it from its cached plan instead of parsing
 * and planning the text on every request. The first PREPARED_STATEMENT_LIMIT distinct texts get a
 * name (the app sends a few hundred shapes; IN lists of varying length are the ones that grow), so
 * the statements kept per connection stay bounded; any text past it is sent unnamed as before.
 * Statements inside interactive transactions are named too (same connection cache).
 */
function preparedStatementNames(limit = PREPARED_STATEMENT_LIMIT): (query: { sql: string }) => string | undefined {
  const names = new Map<string, string>();
  return ({ sql }) => {
    const known = names.get(sql);
    if (known !== undefined || names.size >= limit) return known;
    const name = `s${names.size + 1}`;
    names.set(sql, name);
    return name;
  };
}

export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) {
    const url = config.databaseUrl;
    const statements: StatementCounts = { count: 0, jobs: 0 };
    // A request waits at most 5 s for a connection (pool full, server unreachable) and then
    // answers 503 (lib/outages.ts) instead of hanging; keep-alive notices dead peers. No statement
    // holds a connection longer than the statement timeout (set for the session at connect).
    const pool = new pg.Pool({
      connectionString: url,
      max: 20,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      statement_timeout: requestLimits.statementTimeoutMs,
    });
    // An idle connection that dies (a server restart, a dropped database) is dropped by pg and the
    // next statement opens another; the pool must still listen, or the error would end the process.
    pool.on('error', () => {});
    // Prisma and the hot statements share the pool (its size, timeouts and connections).
    const db = new PrismaClient({ adapter: counting(new PrismaPg(pool, { statementNameGenerator: preparedStatementNames() as (query: { sql: string }) => string }), statements) });
    const sql: Sql = {
      rows: async <Row>(statement: SqlStatement, values: unknown[]) => {
        countStatement(statements);
        return (await pool.query<Row & pg.QueryResultRow>({ name: statement.name, text: statement.text, values })).rows;
      },
    };
    return {
      db,
      sql,
      statements,
      kind: 'postgres',
      migrate: (log) => applyMigrations({ kind: 'postgres', url }, log),
      close: async () => {
        await db.$disconnect();
        await pool.end();
      },
    };
  }
  // PGlite runs one statement at a time in this process and cannot interrupt one (it accepts
  // statement_timeout but never fires it), so only the query deadline bounds a request here.
  const dir = path.join(config.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const target: MigrationTarget = { kind: 'pglite', client };
  const statements: StatementCounts = { count: 0, jobs: 0 };
  const db = new PrismaClient({ adapter: counting(new PrismaPGlite(client), statements) });
  const sql: Sql = {
    rows: async <Row>(statement: SqlStatement, values: unknown[]) => {
      countStatement(statements);
      return (await client.query<Row>(statement.text, values)).rows;
    },
  };
  return {
    db,
    sql,
    statements,
    kind: 'pglite',
    migrate: (log) => applyMigrations(target, log),
    close: async () => {
      await db.$disconnect();
      await client.close();
    },
  };
}
