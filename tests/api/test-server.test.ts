// The API tests' own ground: every file's server starts on its own copy of the migrated
// template database, empty and isolated from the other files', and the HTTP client closes an
// idle connection long before the server would, so no request is sent on a connection the
// server is closing (which failed with 'other side closed' on a busy machine).
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS } from '../../api/src/app.ts';
import { migrationsDir } from '../../api/src/lib/migrations.ts';
import { CLIENT_KEEP_ALIVE_IDLE_MS } from '../fixtures/http.ts';
import { createUser } from '../fixtures/factories.ts';
import { useTestServer, startTestServer } from './helpers/server.ts';

const server = useTestServer();

describe('HTTP keep-alive', () => {
  it('the server keeps idle connections 65 s and says so; the test client keeps them far shorter', async () => {
    for (const res of [await server.raw('GET', '/healthz'), await server.api('GET', '/auth/me'), await server.gql('{ __typename }')]) {
      expect(res.headers.get('connection')).toBe('keep-alive');
      expect(res.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    }
    // Above the 60 s idle time of common load balancers, and a minute above the test client's.
    expect(KEEP_ALIVE_TIMEOUT_MS).toBe(65_000);
    expect(KEEP_ALIVE_TIMEOUT_MS - CLIENT_KEEP_ALIVE_IDLE_MS).toBeGreaterThanOrEqual(60_000);
  });
});

describe('a test file’s database', () => {
  it('has every migration applied and no rows', async () => {
    const committed = (await readdir(migrationsDir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
    const applied = await server.app.db.$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name`;
    expect(applied.map((row) => row.migration_name)).toEqual(committed.sort());
    expect(await server.app.db.user.count()).toBe(0);
    expect(await server.app.db.post.count()).toBe(0);
  });

  it('is not shared with another server’s', async () => {
    const other = await startTestServer();
    try {
      await createUser(other.app.db, { email: 'only.there@example.test' });
      expect(await other.app.db.user.count()).toBe(1);
      expect(await server.app.db.user.count()).toBe(0);
    } finally {
      await other.stop();
    }
  });
});
