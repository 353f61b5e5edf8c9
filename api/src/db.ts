// PrismaClient on embedded PGlite (default) or PostgreSQL (DATABASE_URL), plus migrations.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/prisma/client.ts';
import { applyMigrations, type MigrationTarget } from './lib/migrations.ts';
import type { Config } from './config.ts';

export type Db = PrismaClient;

export interface Database {
  db: Db;
  /** Applies committed migrations; returns the names applied now. */
  migrate(log?: (line: string) => void): Promise<string[]>;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
}

export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) {
    const url = config.databaseUrl;
    const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 20 }) });
    return {
      db,
      kind: 'postgres',
      migrate: (log) => applyMigrations({ kind: 'postgres', url }, log),
      close: () => db.$disconnect(),
    };
  }
  const dir = path.join(config.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const target: MigrationTarget = { kind: 'pglite', client };
  const db = new PrismaClient({ adapter: new PrismaPGlite(client) });
  return {
    db,
    kind: 'pglite',
    migrate: (log) => applyMigrations(target, log),
    close: async () => {
      await db.$disconnect();
      await client.close();
    },
  };
}
