// npm run test:e2e — serves the app once, on a fresh embedded database with the accounts the
// specs use, and runs the Playwright specs in Debian's Chromium against it (several workers
// share that one server; tests/e2e/playwright.config.ts). A second server with every optional
// feature flag on (E2E_FLAGS_ON_URL, its own database and the same accounts) serves the specs
// of flagged features, so the first one shows the defaults, flags off.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../api/src/config.ts';
import { buildApp } from '../api/src/app.ts';
import { projectRoot } from '../api/src/lib/migrations.ts';
import { hashPassword } from '../api/src/lib/passwords.ts';
import { ensureWebBuild } from './lib/webBuild.ts';
import { createUser } from '../tests/fixtures/factories.ts';
import { e2eAccounts, type E2eAccount } from '../tests/e2e/accounts.ts';
import { seedFailedJobs } from '../tests/e2e/seedJobs.ts';
import { failAfter, timeouts } from '../tests/timeouts.ts';

ensureWebBuild();
const dataDir = await mkdtemp(path.join(tmpdir(), 'commons-e2e-'));
const flagsOnDataDir = await mkdtemp(path.join(tmpdir(), 'commons-e2e-flags-on-'));
const baseEnv = { PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '0', LOG_LEVEL: 'warn', JWT_SECRET: 'e2e-secret-0123456789abcdef0123456789' };
const app = await buildApp(loadConfig({ ...baseEnv, DATA_DIR: dataDir }));
const flagsOnApp = await buildApp(
  loadConfig({
    ...baseEnv,
    DATA_DIR: flagsOnDataDir,
    FEATURE_SHORT_VIDEO_SHARE: '1',
    FEATURE_WORKER_PULSE: '1',
    FEATURE_PUBLIC_INTEREST_SPEECH: '1',
  }),
);

// Every account shares one password hash (scrypt costs a tenth of a second each).
const passwordHash = await hashPassword(e2eAccounts.password);
async function createAccounts(db: typeof app.db) {
  // In a fixed order, so an account has the same id on both servers.
  for (const [name, account] of Object.entries(e2eAccounts.byName) as [string, E2eAccount][]) {
    // Onboarding answered (by skipping), so it does not open over the pages the specs test;
    // onboarding.spec.ts signs a new member up for it. The analytics question answered (no) for
    // the same reason: its prompt sits over the page's corner. analytics-consent.spec.ts's own
    // account has not answered, and guests and new sign-ups see the prompt as anyone would.
    const user = await createUser(db, { email: account.email, username: account.username, role: account.role, passwordHash, onboarding: { completedAt: new Date() } });
    if (name !== 'analytics') await db.userSettings.update({ where: { userId: user.id }, data: { analyticsConsent: false } });
  }
}

let status = 1;
try {
  const [{ url }, { url: flagsOnUrl }] = await Promise.all([
    failAfter(app.start(), timeouts.serverStart, 'Starting the e2e server'),
    failAfter(flagsOnApp.start(), timeouts.serverStart, 'Starting the e2e server with every feature flag on'),
  ]);
  await Promise.all([createAccounts(app.db), createAccounts(flagsOnApp.db)]);
  // The failed jobs /admin/jobs shows (admin-jobs.spec.ts).
  await seedFailedJobs(app.db);

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
        E2E_FLAGS_ON_URL: flagsOnUrl,
        E2E_OUTBOX: path.join(dataDir, 'outbox'),
        // Where the setup project keeps each account's signed-in browser storage.
        E2E_STATE_DIR: path.join(dataDir, 'browser-state'),
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
  await Promise.all([app.stop(), flagsOnApp.stop()]);
  await Promise.all([rm(dataDir, { recursive: true, force: true }), rm(flagsOnDataDir, { recursive: true, force: true })]);
}
process.exit(status);
