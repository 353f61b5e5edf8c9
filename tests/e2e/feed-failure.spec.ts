// A feed whose first page cannot be loaded (content spec §8 'Feed'): the posts of the last load,
// kept on the device, with 'Showing cached posts from …' and Retry Now, which loads the feed again.
// What the failure shows loads beside the feed's data, not with the page's code: should it not
// load either, the failure is still told, with its retry.
import { expect, test, type Page } from '@playwright/test';
import { documentId, openSignedIn, storageStateOf, submitPost } from './support.ts';

test.use({ storageState: storageStateOf('cacheAuthor') });

const FEED_FAILED = 'Failed to load posts. The server might be unavailable.';

/** Fails the home page's query while `failing()` is true (the rest of the API answers). */
async function failHomeQuery(page: Page, failing: () => boolean): Promise<void> {
  const id = documentId('HomePageQuery');
  await page.route('**/graphql', (route) => (failing() && (route.request().postData() ?? '').includes(id) ? route.abort() : route.continue()));
}

const feedList = (page: Page) => page.getByRole('list', { name: 'Posts', exact: true });

test('a failed first page shows the posts kept from the last load, and Retry Now loads the feed', async ({ page }) => {
  await openSignedIn(page, '/?feed=all&sort=newest');
  const title = `night shift handover notes ${Date.now()}`;
  await submitPost(page, title, 'what the day crew should know before they start.');
  const created = page.getByRole('dialog', { name: 'Post Created!' });
  await created.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(feedList(page).getByRole('article', { name: title, exact: true })).toBeVisible();
  // The first page is kept on the device once it has drawn.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('wc.feedCache') ?? '')).toContain(title);

  let failing = true;
  await failHomeQuery(page, () => failing);
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: 'Showing cached posts from' });
  await expect(alert).toContainText('Pull down to refresh when back online.');
  await expect(page.getByRole('list', { name: 'Cached posts' }).getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(feedList(page)).toHaveCount(0);

  failing = false;
  await alert.getByRole('button', { name: 'Retry Now' }).click();
  await expect(feedList(page).getByRole('article', { name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cached posts' })).toHaveCount(0);
});

test('the failure is told, with its retry, when the code that shows cached posts cannot load either', async ({ page }) => {
  let failing = true;
  await failHomeQuery(page, () => failing);
  await page.route(/\/assets\/FeedFailure-[^/]+\.js$/, (route) => route.abort());
  await openSignedIn(page, '/?feed=all');
  const alert = page.getByRole('alert').filter({ hasText: FEED_FAILED });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cached posts' })).toHaveCount(0);

  failing = false;
  await alert.getByRole('button', { name: 'Retry Now' }).click();
  await expect(alert).toHaveCount(0);
  await expect(feedList(page).or(page.getByRole('region', { name: 'No posts yet' }))).toBeVisible();
});
