// Following what a feed filter names (content spec §4 'Follow and unfollow'): the chip's follow
// button, whose code loads only once a filter is on, follows and unfollows at once, and the
// follow is kept on the server. The member is this test's own, so the follow state is too.
import { expect, test } from '@playwright/test';
import { newPerson, skipOnboarding, submitRegistration } from './support.ts';

test('a member follows and unfollows the tag a filter chip names', async ({ page }) => {
  await page.goto('/register');
  await submitRegistration(page, newPerson('chip'));
  await expect(page).toHaveURL(/\/$/);
  await skipOnboarding(page);

  await page.goto('/?tag=wages');
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips).toContainText('#wages');
  const follow = chips.getByRole('button', { name: 'Follow #wages' });
  const unfollow = chips.getByRole('button', { name: 'Unfollow #wages' });
  // The follow and the unfollow each answered without errors before the page is reloaded.
  const answered = () =>
    page
      .waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('"followType":"TAG"'))
      .then((response) => response.json());
  let saved = answered();
  await follow.click();
  await expect(unfollow).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).errors).toBeUndefined();

  await page.reload();
  await expect(unfollow).toHaveAttribute('aria-pressed', 'true');
  await expect(unfollow).toHaveText(/Following/);
  saved = answered();
  await unfollow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  expect((await saved).errors).toBeUndefined();
  await page.reload();
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
});
