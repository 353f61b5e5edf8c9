// The rest of the shell and pages (issue 13): the home slide-out topics menu on a phone, the
// update banner when a newer build is deployed, and the pages behind flags (public-interest
// speech, Worker Pulse) on the flags-on server, both the not-found page on the normal one.
// Screenshots of each at 1280 and 390 px go to the test output.
import { expect, test, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { flagsOnContext } from './support.ts';

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 800 };

/** Answers the analytics consent prompt beforehand: it would cover the page's lower half. */
async function declineAnalytics(target: Page | BrowserContext) {
  await target.addInitScript(() => window.localStorage.setItem('wc.analyticsConsent', JSON.stringify('denied')));
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: false });
}

test.describe('home slide-out menu on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('opens from its own button, picks a topic for the feed, and closes on Escape and the backdrop', async ({ page }, testInfo) => {
    await declineAnalytics(page);
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Topics menu' });
    await expect(trigger).toBeVisible();
    await shot(page, testInfo, 'menu-closed-390');

    // Escape closes it and gives focus back to the button.
    await trigger.click();
    const drawer = page.getByRole('dialog', { name: 'Browse topics' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Topical Channels' })).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('button', { name: 'All Topics' })).toBeVisible();
    await shot(page, testInfo, 'menu-open-390');
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(trigger).toBeFocused();

    // Focus stays inside while it is open.
    await trigger.click();
    await expect(drawer).toBeVisible();
    for (let i = 0; i < 40; i += 1) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    // The backdrop closes it.
    await page.mouse.click(PHONE.width - 10, PHONE.height / 2);
    await expect(drawer).toHaveCount(0);

    // Campaigns and Affiliation open as accordions; a topic filters the feed and closes the drawer.
    await trigger.click();
    await drawer.getByRole('button', { name: 'Affiliation' }).click();
    await expect(drawer.getByRole('button', { name: 'Affiliation' })).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('button', { name: 'Healthcare', exact: true })).toBeVisible();
    await drawer.getByRole('button', { name: 'Campaigns' }).click();
    await expect(drawer.getByRole('button', { name: /Baristas United/ })).toBeVisible();
    await drawer.getByRole('button', { name: 'Topical Channels' }).click();
    await drawer.getByRole('button', { name: 'Wages & Pay' }).click();
    await expect(drawer).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]category=wages-pay/);
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Wages & Pay');

    // All Topics takes the category off again.
    await trigger.click();
    await expect(drawer.getByRole('button', { name: 'Wages & Pay' })).toHaveAttribute('aria-current', 'true');
    await drawer.getByRole('button', { name: 'All Topics' }).click();
    await expect(page).not.toHaveURL(/category=/);
  });
});

test.describe('wide screen', () => {
  test.use({ viewport: WIDE });

  test('has no slide-out menu (the sidebars show the topics)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('complementary', { name: 'Topics and communities' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Topics menu' })).toHaveCount(0);
  });

  test('the update banner shows when a newer build is deployed and hides after 30 s', async ({ page }) => {
    await page.clock.install();
    let deployed: string | null = null;
    await page.route('**/version.json', async (route) => {
      if (deployed) await route.fulfill({ json: { buildId: deployed } });
      else await route.continue();
    });
    let checks = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/version.json') checks += 1;
    });
    await page.goto('/');
    // The shell is drawn, and hydrated (the server sends a guest's page drawn already; the page's
    // title is set by its effects).
    await expect(page.getByRole('heading', { level: 1, name: 'Talk shop. Organize. Stay safe.' })).toBeVisible();
    await expect(page).toHaveTitle('Home · Workers Commons');
    const loaded = await page.locator('meta[name="build-id"]').getAttribute('content');
    expect(loaded).toBeTruthy();
    const banner = page.getByRole('status').filter({ hasText: 'A new version is available' });

    // The checks start once their code has loaded after the page, the first 30 s later (on the fake
    // clock): it runs until that first check, which finds the same build: no banner.
    const sameBuild = page.waitForResponse('**/version.json');
    await expect
      .poll(async () => {
        await page.clock.runFor(10_000);
        return checks;
      })
      .toBeGreaterThan(0);
    expect(await (await sameBuild).json()).toEqual({ buildId: loaded });
    await expect(banner).toHaveCount(0);

    // Five minutes later a newer build is out.
    deployed = `${loaded}-newer`;
    const newer = page.waitForResponse('**/version.json');
    await page.clock.runFor(5 * 60_000);
    await newer;
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Reload' })).toBeVisible();
    await page.clock.runFor(30_000);
    await expect(banner).toHaveCount(0);
  });

  test('the flagged pages are the not-found page on a server with the flags off', async ({ page }) => {
    for (const path of ['/docs/public-interest-speech', '/pulse']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Worker Pulse' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Speaking up about work' })).toHaveCount(0);
  });
});

test.describe('flagged pages on the flags-on server', () => {
  for (const viewport of [WIDE, PHONE]) {
    test(`public-interest speech at ${viewport.width} px`, async ({ browser }, testInfo) => {
      const context = await flagsOnContext(browser, null, { viewport });
      await declineAnalytics(context);
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Speaking up about work' }).click();
      await expect(page).toHaveURL(/\/docs\/public-interest-speech$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Speaking up about work' })).toBeVisible();
      for (const heading of ['Talking with coworkers about pay and conditions', 'What tends not to be protected', 'Posting safely']) {
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      await expect(page.getByText('This is general information, not legal advice.')).toBeVisible();
      await shot(page, testInfo, `public-interest-speech-${viewport.width}`);
      await context.close();
    });
  }

  test('Worker Pulse: a member answers once and is told when results will show', async ({ browser }, testInfo) => {
    const context = await flagsOnContext(browser, 'member', { viewport: WIDE });
    await declineAnalytics(context);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Worker Pulse' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Worker Pulse' })).toBeVisible();
    const pulseCard = (tab: Page) => tab.getByRole('region').filter({ has: tab.locator('#pulse-question') });
    const card = pulseCard(page);
    const send = card.getByRole('button', { name: 'Send my answer' });
    // Another tab, opened before the answer.
    const otherTab = await context.newPage();
    await otherTab.goto('/pulse');
    await expect(otherTab.getByRole('heading', { level: 1, name: 'Worker Pulse' })).toBeVisible();
    // A retried run finds its answer from the first attempt.
    if (await send.isVisible()) {
      await shot(page, testInfo, 'pulse-question-1280');
      await card.getByRole('radio').nth(1).check();
      await send.click();
      await expect(card.getByRole('status')).toContainText('Thanks, your answer is in.');

      // The other tab still asks: its answer is refused, and it then shows the answer that is in.
      const otherCard = pulseCard(otherTab);
      await otherCard.getByRole('radio').first().check();
      await otherCard.getByRole('button', { name: 'Send my answer' }).click();
      await expect(otherCard.getByRole('status')).toContainText('Thanks, your answer is in.');
      await expect(otherCard.getByText("You already answered this week's pulse. A new question comes every Monday.")).toBeVisible();
      await expect(otherCard.getByRole('radio')).toHaveCount(0);
      await shot(otherTab, testInfo, 'pulse-answered-elsewhere-1280');
    }
    await otherTab.close();
    await expect(card.getByRole('status')).toContainText('Thanks, your answer is in. Results show once at least 5 members have answered');
    await expect(card.getByRole('radio')).toHaveCount(0);
    await shot(page, testInfo, 'pulse-answered-1280');

    // The answer holds after a reload, and on a phone.
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(card.getByRole('status')).toContainText('Thanks, your answer is in.');
    await shot(page, testInfo, 'pulse-answered-390');
    await context.close();
  });

  test('Worker Pulse asks a guest to sign in', async ({ browser }, testInfo) => {
    const context = await flagsOnContext(browser, null, { viewport: PHONE });
    await declineAnalytics(context);
    const page = await context.newPage();
    await page.goto('/pulse');
    await expect(page.getByRole('heading', { level: 1, name: 'Worker Pulse' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', /\/login\?next=%2Fpulse/);
    await shot(page, testInfo, 'pulse-guest-390');
    await context.close();
  });
});
