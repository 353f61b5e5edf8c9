// Runs `prisma generate` without Prisma's native engines (none can be downloaded here).
// Plain .mjs so it runs in postinstall before any TypeScript tooling is needed.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/prisma/build/index.js'), 'generate', '--no-hints'],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PRISMA_SCHEMA_ENGINE_BINARY: path.join(root, 'scripts/no-schema-engine.sh'),
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
      // Generator binaries such as prisma-pothos-types live in node_modules/.bin.
      PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
      CHECKPOINT_DISABLE: '1',
    },
  },
);
process.exit(result.status ?? 1);
