import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { timeouts } from '../timeouts.ts';

/**
 * Debian's headless shell (apt-get install chromium-headless-shell), the build Playwright runs
 * headless by default, needs half the CPU of the full browser for the same specs; the full
 * browser (apt-get install chromium) works too. CHROMIUM_PATH names another one.
 */
const chromiumPath =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => existsSync(candidate)) ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  timeout: timeouts.browserTest,
  expect: { timeout: timeouts.browserExpect },
  // Every test on its own, spread over the workers; they share one server (scripts/e2e.ts),
  // so a test never assumes it is alone on it (tests/e2e/accounts.ts).
  fullyParallel: true,
  // Two browsers at once on two cores: the server, Playwright and Chromium share them.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: '../../test-results',
  projects: [
    // Signs each account in once; the specs reuse the saved sessions.
    { name: 'setup', testMatch: 'auth.setup.ts' },
    { name: 'chromium', testMatch: '*.spec.ts', dependencies: ['setup'] },
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    actionTimeout: timeouts.browserAction,
    navigationTimeout: timeouts.browserAction,
    // Recording a trace costs Chromium about a third more CPU in every test, passing or not:
    // only a retry records one (CI retries once; locally pass --trace on).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
