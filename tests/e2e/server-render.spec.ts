// A guest's landing pages arrive rendered (api/src/lib/serverRender.ts, web/src/entry-server.tsx):
// the content is in the HTML before any script runs, the browser hydrates it in place without a
// mismatch, and a browser holding a session gets the page as built and its own view.
import { expect, test, type Page } from '@playwright/test';
import { accountMenuButton, accounts, holdFiles, storageStateOf } from './support.ts';

const DATA_BLOCK = 'id="server-render-data"';
const MEMBER_HINT = 'commons_member=1';
const SHIFTS = ['Early', 'Late', 'Nights', 'Weekends'];

// The pages show what is there when a test runs: this spec writes a post and a poll of its own,
// once per server (two workers starting together may each write them: the tests read the first).
test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/auth/login', { data: { email: accounts.renderAuthor.email, password: accounts.renderAuthor.password } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  for (const data of [
    { title: 'Rendered before any script runs', content: 'Guests read this straight from the HTML.' },
    { title: 'Which shift suits you best?', content: 'Server-rendered poll.', post_type: 'POLL', poll_options: SHIFTS },
  ]) {
    const found = (await (await request.get(`/api/posts?search=${encodeURIComponent(data.title)}`)).json()) as { posts: Array<{ title: string }> };
    if (found.posts.some((post) => post.title === data.title)) continue;
    const created = await request.post('/api/posts', { headers, data });
    expect(created.status(), await created.text()).toBe(201);
  }
  // A public community, so home has a suggestion box (after the 2nd post) for guests. (409: the
  // other worker's beforeAll made it meanwhile.)
  if ((await request.get('/api/communities/rendered-suggestions')).status() === 404) {
    const created = await request.post('/api/communities', { headers, data: { name: 'Rendered suggestions', description: 'Suggested to guests.', category: 'Retail' } });
    expect([201, 409], await created.text()).toContain(created.status());
  }
});

/** Collects what the page reports as errors (a failed hydration is one: React reports it). */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Keeps the first element of the page's content as the HTML delivered it, before any script runs. */
async function markServerElement(page: Page, selector: string): Promise<void> {
  await page.addInitScript((wanted) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverElement: Element | null }).serverElement = document.querySelector(wanted);
    });
  }, selector);
}

const serverElementKept = (page: Page) =>
  page.evaluate(() => {
    const element = (window as unknown as { serverElement: Element | null }).serverElement;
    return element ? element.isConnected : null;
  });

test.describe('a guest', () => {
  test('gets home, /polls and a post page with their content in the HTML; a member hint gets the page as built', async ({ request }) => {
    const home = await (await request.get('/')).text();
    expect(home).toContain(DATA_BLOCK);
    expect(home).toContain('<h1 id="hero-title">Talk shop. Organize. Stay safe.</h1>');
    expect(home).toMatch(/<article class="card post-card/);

    const postPath = /<h2 class="post-card-title"[^>]*><a href="(\/discussion\/[^"]+)"/.exec(home)?.[1];
    expect(postPath, 'the feed links a post').toBeTruthy();
    const post = await (await request.get(postPath!)).text();
    expect(post).toContain(DATA_BLOCK);
    expect(post).toMatch(/<h1[^>]*>[^<]+/);

    const polls = await (await request.get('/polls')).text();
    expect(polls).toContain(DATA_BLOCK);
    expect(polls).toMatch(/class="poll-option"/);

    // The rendered page's one script asks for the others once the page has painted.
    for (const rendered of [home, post, polls]) {
      expect(rendered.match(/<script type="module"[^>]*>/g)).toEqual([expect.stringMatching(/src="\/assets\/startAfterPaint-[^"]+\.js" data-modules="\/assets\/index-/)]);
      expect(rendered).not.toContain('rel="modulepreload"');
    }

    const asBuilt = await (await request.get('/', { headers: { cookie: MEMBER_HINT } })).text();
    expect(asBuilt).not.toContain(DATA_BLOCK);
    expect(asBuilt).toContain('aria-busy="true"');
    expect(asBuilt).toMatch(/<script type="module" crossorigin src="\/assets\/index-/);
    expect(asBuilt).toContain('rel="modulepreload"');
  });

  test('reads the page without scripts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Talk shop. Organize. Stay safe.' })).toBeVisible();
    await expect(page.locator('article.post-card').first()).toBeVisible();
    await context.close();
  });

  for (const width of [390, 1280]) {
    test(`has home hydrated in place, with no error, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const errors = recordErrors(page);
      await markServerElement(page, 'main article.post-card');
      await page.goto('/');
      // Hydrated (the page's effects have run: its title), then interactive: the search dialog
      // opens from the button the server rendered.
      await expect(page).toHaveTitle('Home · Workers Commons');
      await page.getByRole('button', { name: /^Search/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      expect(await serverElementKept(page), 'the server-rendered card is the one on screen').toBe(true);
      expect(errors).toEqual([]);
      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        entryAskedAt: performance.getEntriesByType('resource').find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))?.startTime,
      }));
      expect(timing.firstPaint, 'the page painted').toBeGreaterThan(0);
      expect(timing.entryAskedAt, 'the app’s script was asked for after the first paint').toBeGreaterThanOrEqual(timing.firstPaint!);
    });
  }

  test('has a tap on a control and a choice made before the app started answered once it starts', async ({ page }) => {
    const errors = recordErrors(page);
    // The app's entry is held until both are made: they certainly come before it.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/');
    await page.getByLabel('Sort posts').selectOption('NEWEST');
    await page.locator('main article.post-card').first().getByRole('button', { name: /^More actions for/ }).click();
    await expect(page).toHaveTitle('Workers Commons');
    release();
    await expect(page.getByRole('menu', { name: 'Post actions' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]sort=newest/);
    expect(errors).toEqual([]);
  });

  test('leaves a page scrolled before the app started where it was scrolled', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    const entry = await holdFiles(page, /\/assets\/index-[^/]+\.js$/);
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled, 'home is long enough to scroll').toBeGreaterThan(400);
    entry.release();
    await expect(page).toHaveTitle('Home · Workers Commons');
    // The router's first load has committed (the title is set then), and did not scroll to the top.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });

  test('keeps a suggestion box as the server drew it while its code arrives after hydration, then hydrates it in place', async ({ page }) => {
    const errors = recordErrors(page);
    await markServerElement(page, 'main .feed-insert .sidebar-box');
    // HomePage loads the boxes' code lazily: hold it back until the rest of the page has hydrated.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/FeedSuggestions-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(page).toHaveTitle('Home · Workers Commons');
    // The whole first page has rendered since (its end shows only then).
    await expect(page.locator('main .feed-more, main .feed-end')).toHaveCount(1);
    const box = page.getByRole('region', { name: 'Communities you might like' });
    await expect(box).toBeVisible();
    expect(await serverElementKept(page), 'the server-drawn box is still the one on screen').toBe(true);

    // Once its code is in, the box is hydrated and answers (a click before that, like one before
    // the page is hydrated, does nothing).
    release();
    const prompt = page.getByRole('dialog', { name: 'Join the community' });
    await expect(async () => {
      await box.getByRole('button', { name: /^Join/ }).first().click();
      await expect(prompt).toBeVisible({ timeout: 1000 });
    }).toPass();
    expect(await serverElementKept(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('has /polls hydrated in place, in the option order the server showed, kept on reload', async ({ page }) => {
    const errors = recordErrors(page);
    await markServerElement(page, 'main article.post-card');
    await page.goto('/polls');
    await expect(page).toHaveTitle('Polls · Workers Commons');
    // This spec's own poll: other specs vote and post polls at the same time.
    const poll = page.locator('article.post-card').filter({ hasText: 'Which shift suits you best?' }).first();
    const options = poll.locator('.poll-option');
    await expect(options.first()).toBeVisible();
    const order = async () => (await options.allTextContents()).map((text) => SHIFTS.find((shift) => text.startsWith(shift)));
    const shown = await order();
    expect([...shown].sort()).toEqual([...SHIFTS].sort());
    expect(await serverElementKept(page)).toBe(true);
    expect(errors).toEqual([]);

    // The browser keeps the order it was shown as its own: another render of the list, shuffled
    // anew by the server, shows it again once hydrated.
    await page.goto('/polls?sort=popular');
    await expect(options.first()).toBeVisible();
    await expect.poll(order).toEqual(shown);
  });
});

test.describe('a member', () => {
  test.use({ storageState: storageStateOf('member') });

  test('without the hint cookie still gets their own view, and the hint is set for next time', async ({ page, context }) => {
    await context.clearCookies();
    const errors = recordErrors(page);
    const response = await page.goto('/');
    expect(await response!.text(), 'no hint: the server sent the guest page').toContain(DATA_BLOCK);
    await expect(accountMenuButton(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start a discussion…' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Talk shop. Organize. Stay safe.' })).toHaveCount(0);
    expect(errors).toEqual([]);
    await expect.poll(async () => (await context.cookies()).some((cookie) => `${cookie.name}=${cookie.value}` === MEMBER_HINT)).toBe(true);

    const next = await page.goto('/');
    expect(await next!.text()).not.toContain(DATA_BLOCK);
    await expect(accountMenuButton(page)).toBeVisible();
  });
});
