// Analytics consent (issue 13): the first-visit prompt shows (from the first interaction on), no page view is sent and the
// web-vitals code is not even loaded before the visitor chooses Allow; after Allow each route
// change sends its route pattern. A member turns analytics on in Settings › Privacy, and
// 'Delete my analytics' removes what was recorded (confirm, then a toast with the count).
import { expect, test, type Page, type Request } from '@playwright/test';
import { documentId, openSignedIn, storageStateOf } from './support.ts';

const prompt = (page: Page) => page.getByRole('region', { name: 'Help us make Workers Commons faster?' });
/** The visitor's first interaction with the page (a key), after which the prompt may ask. */
const touch = (page: Page) => page.keyboard.press('Shift');
/** Resolves once the analytics root has mounted (it asks for the short-video flag then); start before the navigation. */
const analyticsMounted = (page: Page) =>
  page.waitForRequest((r) => new URL(r.url()).pathname === '/graphql' && (r.postData() ?? '').includes(documentId('useShortVideoShareFlagQuery')));

/** Every request the page makes, to check what was (not) sent. */
function watchRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return seen;
}
const pageViewsIn = (requests: Request[]) => requests.filter((r) => new URL(r.url()).pathname === '/api/analytics/page-views');
const vitalsCodeIn = (requests: Request[]) => requests.filter((r) => /web-vitals/i.test(new URL(r.url()).pathname) && r.resourceType() === 'script');

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a guest at ${viewport.width} px sees the prompt, and page views go only after Allow`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const requests = watchRequests(page);
    await page.goto('/');
    // The page paints its own content first: the prompt waits for the visitor's first interaction.
    await page.waitForLoadState('networkidle');
    await expect(prompt(page)).toBeHidden();
    await touch(page);
    await expect(prompt(page)).toBeVisible();
    await expect(prompt(page).getByRole('link', { name: 'What we collect' })).toHaveAttribute('href', '/privacy#analytics');

    // Not blocking: the page works around it, and a route change sends nothing yet.
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await touch(page);
    await expect(prompt(page)).toBeVisible();
    expect(pageViewsIn(requests)).toHaveLength(0);
    expect(vitalsCodeIn(requests)).toHaveLength(0);

    const firstView = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/analytics/page-views');
    const vitalsCode = page.waitForRequest((r) => vitalsCodeIn([r]).length === 1);
    await prompt(page).getByRole('button', { name: 'Allow' }).click();
    await expect(prompt(page)).toBeHidden();
    const sent = await firstView;
    expect(sent.postDataJSON()).toMatchObject({ consent: true, views: [{ route: '/about' }] });
    expect((await sent.response())?.status()).toBe(200);
    // The load-speed code loads now, after the choice.
    await vitalsCode;

    const nextView = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/analytics/page-views' && r.postDataJSON().views[0].route === '/privacy');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await nextView;
    await expect(page.getByRole('heading', { name: 'Usage analytics (only if you agree)' })).toBeVisible();

    // The choice is remembered on this device: no prompt on the next visit.
    const mounted = analyticsMounted(page);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await touch(page);
    await mounted;
    await expect(prompt(page)).toBeHidden();
    await context.close();
  });
}

test('No thanks keeps analytics off and the prompt away', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requests = watchRequests(page);
  await page.goto('/about');
  await touch(page);
  await prompt(page).getByRole('button', { name: 'No thanks' }).click();
  await expect(prompt(page)).toBeHidden();
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Usage analytics (only if you agree)' })).toBeVisible();
  expect(pageViewsIn(requests)).toHaveLength(0);
  expect(vitalsCodeIn(requests)).toHaveLength(0);
  await context.close();
});

test.describe(() => {
  test.use({ storageState: storageStateOf('analytics') });

  test('a member turns analytics on in Settings, and Delete my analytics removes them', async ({ page }) => {
    // Not chosen yet: the prompt asks on other pages; Settings holds the choice itself.
    await openSignedIn(page, '/about');
    await touch(page);
    await expect(prompt(page)).toBeVisible();
    await page.goto('/settings');
    const privacy = page.getByRole('region', { name: 'Privacy', exact: true });
    const analytics = privacy.getByRole('checkbox', { name: 'Share anonymous usage analytics' });
    await expect(analytics).not.toBeChecked();
    await touch(page);
    await page.waitForLoadState('networkidle');
    await expect(prompt(page)).toBeHidden();

    const firstView = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/analytics/page-views');
    await analytics.check();
    await privacy.getByRole('button', { name: 'Save' }).click();
    await expect(privacy.getByRole('status')).toHaveText('Settings saved');
    // The setting is the member's answer: this page's view is sent, signed in.
    const sent = await firstView;
    expect(sent.headers().authorization).toMatch(/^Bearer /);
    expect(sent.postDataJSON()).toMatchObject({ views: [{ route: '/settings' }] });
    expect((await sent.response())?.status()).toBe(200);

    await privacy.getByRole('button', { name: 'Delete my analytics' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your analytics?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    // The page view of /settings at least (load-speed measurements may have gone with it).
    await expect(page.getByRole('status').getByText(/^Deleted \d+ analytics records?\.$/)).toBeVisible();
    await expect(dialog).toBeHidden();

    // Answered: no prompt elsewhere either.
    const mounted = analyticsMounted(page);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await touch(page);
    await mounted;
    await expect(prompt(page)).toBeHidden();
  });
});
