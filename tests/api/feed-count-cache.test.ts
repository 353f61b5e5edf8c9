// The feed's results count is reused for a few seconds (FEED_COUNT_CACHE_SECONDS), but a write
// through the app on this instance makes it exact at once.
import { describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/server.ts';
import { createPost, createUser } from '../fixtures/factories.ts';

const server = useTestServer({ FEED_COUNT_CACHE_SECONDS: '60' });

const total = async () => (await server.api('GET', '/posts?per_page=1')).body.pagination.total as number;

describe('feed results count cache', () => {
  it('reuses the count for rows written behind the app, and is exact after a write through it', async () => {
    const author = await createUser(server.app.db, { password: 'cache-test-password' });
    await createPost(server.app.db, { author: author.id, title: 'First post of the cache test' });
    const first = await total();

    // Written straight into the database: the cached count does not see it yet.
    await createPost(server.app.db, { author: author.id, title: 'Second post written behind the app' });
    expect(await total()).toBe(first);

    // A post created through the API clears the cache: both new posts are counted.
    const login = await server.api('POST', '/auth/login', { email: author.email, password: 'cache-test-password' });
    expect(login.status, login.text).toBe(200);
    const created = await server.api(
      'POST',
      '/posts',
      { title: 'Third post through the API', content: 'Checking that counts follow writes.' },
      { token: login.body.token },
    );
    expect(created.status, created.text).toBe(201);
    expect(await total()).toBe(first + 2);
  });
});
