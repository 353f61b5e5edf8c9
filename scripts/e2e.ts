// npm run test:e2e — serves the app on a fresh embedded database and runs the Playwright specs
// in Debian's Chromium against it.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../api/src/config.ts';
import { buildApp } from '../api/src/app.ts';
import { projectRoot } from '../api/src/lib/migrations.ts';
import { ensureWebBuild } from './lib/webBuild.ts';
import { createUser } from '../tests/fixtures/factories.ts';

ensureWebBuild();
const dataDir = await mkdtemp(path.join(tmpdir(), 'commons-e2e-'));
const app = await buildApp(
  loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn', JWT_SECRET: 'e2e-secret-0123456789abcdef0123456789' }),
);
const { url } = await app.start();

const admin = { email: 'e2e-admin@example.org', password: 'e2e-admin-password' };
const member = { email: 'e2e-member@example.org', password: 'e2e-member-password' };
const author = { email: 'e2e-author@example.org', password: 'e2e-author-password' };
await createUser(app.db, { ...admin, username: 'e2e_admin', role: 'ADMIN' });
await createUser(app.db, { ...member, username: 'e2e_member' });
await createUser(app.db, { ...author, username: 'e2e_author' });

let status = 1;
try {
  // Asynchronously: the app is served from this very process, so its event loop must keep
  // running while Playwright drives the browser (spawnSync would leave every request hanging).
  const child = spawn(
    process.execPath,
    [path.join(projectRoot, 'node_modules/@playwright/test/cli.js'), 'test', '--config', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)],
    {
      cwd: projectRoot,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: url,
        E2E_OUTBOX: path.join(dataDir, 'outbox'),
        E2E_ADMIN_EMAIL: admin.email,
        E2E_ADMIN_PASSWORD: admin.password,
        E2E_MEMBER_EMAIL: member.email,
        E2E_MEMBER_PASSWORD: member.password,
        E2E_AUTHOR_EMAIL: author.email,
        E2E_AUTHOR_PASSWORD: author.password,
      },
    },
  );
  status = await new Promise<number>((resolve) => {
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
} finally {
  await app.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(status);
