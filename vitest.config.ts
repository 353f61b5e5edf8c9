import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { timeouts } from './tests/timeouts.ts';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // Node resolves `graphql` to its CommonJS build (it has no exports map); Vite would pick the
    // ESM one. Two copies break `instanceof GraphQLError` checks in graphql-ws and yoga.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['api/src/**/*.test.ts', 'web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: timeouts.test,
          hookTimeout: timeouts.hook,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: timeouts.test,
          hookTimeout: timeouts.hook,
          // Migrates one template database that every file's server copies.
          globalSetup: ['tests/api/globalSetup.ts'],
          // Each file starts its own server on its own copy of the database; two at a time suits two cores.
          maxWorkers: 2,
          fileParallelism: true,
          // A worker runs its files one after another in one module graph instead of loading the
          // whole server again per file (about 3 s each). Files share no state: each has its own
          // server and database, and module-level caches name the database they belong to.
          isolate: false,
        },
      },
    ],
  },
});
