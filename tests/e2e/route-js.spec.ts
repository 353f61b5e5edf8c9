// The home route's JavaScript budget (issue 11): what a first visit to / loads before the page
// renders (the entry chunk and its imports, then the home route's chunks), gzipped as the server
// sends it, as the build measured it (web/dist/.vite/route-js.json, written by web/vite.config.ts).
// And the first visit really is that: the browser asks for those chunks, and the route's own are
// requested with the entry (the server sends the route's landing page, which links them), not
// after it has run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { projectRoot } from '../../api/src/lib/migrations.ts';
import { HOME_JS_GOAL_BYTES, HOME_ROUTE_PATTERN, ROUTE_JS_REPORT, type RouteJsReport } from '../../scripts/lib/routeJs.ts';

const report = JSON.parse(readFileSync(path.join(projectRoot, 'web/dist', ROUTE_JS_REPORT), 'utf8')) as RouteJsReport;
const home = report.routes.find((route) => route.path === HOME_ROUTE_PATTERN);

test('the home route loads under 150 KB of gzipped JavaScript before it renders', () => {
  expect(home, 'the build reports the home route').toBeTruthy();
  const breakdown = home!.files.map((file) => `${file.file} ${(file.gzipBytes / 1024).toFixed(1)} KB`).join('\n');
  expect(home!.gzipBytes, `home route JS, gzipped:\n${breakdown}`).toBeLessThan(HOME_JS_GOAL_BYTES);
  // The sizes are the files' own: the report is of this build.
  for (const file of home!.files) expect(readFileSync(path.join(projectRoot, 'web/dist', file.file)).byteLength, file.file).toBe(file.bytes);
});

test('a first visit to / asks for the home route chunks alongside the entry, before the entry has run', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) requested.push(pathname.slice(1));
  });
  // Hold the entry chunk back: whatever else is requested meanwhile was asked for by the page itself.
  const entry = home!.files[0]!.file;
  let releaseEntry!: () => void;
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(`**/${entry}`, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const routeChunks = home!.files.filter((file) => file.route).map((file) => file.file);
  expect(routeChunks.length).toBeGreaterThan(0);
  await expect.poll(() => routeChunks.filter((file) => !requested.includes(file))).toEqual([]);
  releaseEntry();
  await expect(page.getByRole('banner')).toBeVisible();
});
