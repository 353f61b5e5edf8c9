// /admin/performance (issue 13): an admin sees, per metric, the chart and the numbers of the
// web vitals consenting browsers sent (seeded through the analytics API as a consenting guest,
// on a route of this test's own, since the server is shared), and the short-video share summary
// on the server with the flag on; a member is refused, in the page and by the API.
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { accounts, flagsOnContext, openSignedIn, storageStateOf } from './support.ts';

/** A route pattern no other test sends: lower-case letters only, as the API wants. */
const uniqueRoute = () => `/perf-${[...randomBytes(8)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;

/** PostgreSQL's percentile_cont(0.75): interpolated between the two closest ranks. */
function p75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * 0.75;
  const lower = Math.floor(position);
  return sorted[lower]! + (sorted[Math.ceil(position)]! - sorted[lower]!) * (position - lower);
}

async function dismissAnalyticsPrompt(page: Page) {
  const noThanks = page.getByRole('button', { name: 'No thanks' });
  if (await noThanks.isVisible()) await noThanks.click();
}

test.describe('as the admin', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('sees each metric charted with its numbers, and changes the period', async ({ page }) => {
    const route = uniqueRoute();
    const lcp = [1000, 2000, 3000, 5000];
    const seeded = await page.request.post('/api/analytics/web-vitals', {
      data: { consent: true, samples: [...lcp.map((value) => ({ metric: 'LCP', value, route })), { metric: 'CLS', value: 0.3, route }] },
    });
    expect(seeded.status(), await seeded.text()).toBe(200);

    await openSignedIn(page, '/admin/performance');
    await dismissAnalyticsPrompt(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Performance' })).toBeVisible();
    const card = page.getByTestId('vital-LCP');
    await expect(card.locator('canvas')).toBeVisible();
    await expect(card.getByText('Good up to 2,500 ms, poor over 4,000 ms')).toBeVisible();
    await expect(page.getByTestId('vital-CLS').locator('canvas')).toBeVisible();

    await card.getByText('Numbers for LCP').click();
    const row = card.getByRole('row', { name: new RegExp(`^${route} `) });
    // p75 of 1000, 2000, 3000, 5000 = 3,500 ms; one sample in two good, one in four each of the others.
    expect(p75(lcp)).toBe(3500);
    await expect(row.getByRole('cell')).toHaveText(['3,500 ms', 'Needs improvement', '4', '50%', '25%', '25%']);

    await page.getByRole('link', { name: 'Last 30 days' }).click();
    await expect(page).toHaveURL(/\/admin\/performance\?days=30$/);
    await expect(page.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('vital-LCP').locator('canvas')).toBeVisible();
  });

  test('sees the short-video share summary where sharing is on', async ({ browser }) => {
    const context = await flagsOnContext(browser, 'admin');
    const page = await context.newPage();
    const events = await page.request.post('/api/tiktok/analytics/tiktok', {
      data: { consent: true, events: Array.from({ length: 3 }, () => ({ action: 'script_made' })) },
    });
    expect(events.status(), await events.text()).toBe(200);
    await openSignedIn(page, '/admin/performance');
    await dismissAnalyticsPrompt(page);
    const section = page.getByRole('region', { name: 'Short-video sharing' });
    await expect(section.getByText('Actions per type')).toBeVisible();
    await expect(section.locator('canvas')).toHaveCount(2);
    await section.getByText('Numbers per type').click();
    const count = await section.getByRole('row', { name: /^Scripts Made / }).getByRole('cell').textContent();
    expect(Number(count)).toBeGreaterThanOrEqual(3);
    await expect(section.getByText('Engagement rate')).toBeVisible();
    await context.close();
  });
});

test.describe('as a member', () => {
  test.use({ storageState: storageStateOf('member') });

  test('is sent away from the page and refused by the API', async ({ page }) => {
    await openSignedIn(page);
    await page.goto('/admin/performance');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Performance' })).toHaveCount(0);

    const login = await page.request.post('/api/auth/login', { data: { email: accounts.member.email, password: accounts.member.password } });
    expect(login.ok()).toBe(true);
    const { token } = (await login.json()) as { token: string };
    const refused = await page.request.get('/api/admin/performance', { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'FORBIDDEN', message: 'Admin access required' });
  });
});
