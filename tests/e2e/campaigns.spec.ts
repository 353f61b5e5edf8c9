// A campaign's page (content spec §2 campaign page, §4 'Follow and unfollow'): a member follows
// it and the button and the follower count change at once and stay after a reload; the posts
// re-sort in place. No other spec touches this campaign, so its follower count is this test's.
import { expect, test } from '@playwright/test';
import { newPerson, skipOnboarding, submitRegistration } from './support.ts';

const CAMPAIGN = 'hotel-workers-together';

test('a member follows and unfollows a campaign from its page, and its posts re-sort in place', async ({ page }) => {
  await page.goto('/register');
  await submitRegistration(page, newPerson('camp'));
  await expect(page).toHaveURL(/\/$/);
  await skipOnboarding(page);

  await page.goto(`/campaign/${CAMPAIGN}`);
  const followers = page.locator('.campaign-facts div').filter({ hasText: 'Followers here' }).locator('dd');
  const before = Number((await followers.innerText()).replace(/\D/g, ''));
  const follow = page.getByRole('button', { name: /^Follow Hotel Workers Together$/ });
  await follow.click();
  const unfollow = page.getByRole('button', { name: /^Unfollow Hotel Workers Together$/ });
  await expect(unfollow).toHaveAttribute('aria-pressed', 'true');
  await expect(unfollow).toHaveText(/Following/);
  await expect(followers).toHaveText(String(before + 1));

  await page.reload();
  await expect(unfollow).toHaveAttribute('aria-pressed', 'true');
  await expect(followers).toHaveText(String(before + 1));

  await unfollow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await expect(followers).toHaveText(String(before));
  await page.reload();
  await expect(follow).toHaveAttribute('aria-pressed', 'false');

  // The sort select refetches the campaign's posts in place.
  const sort = page.getByLabel('Sort posts');
  await sort.selectOption('OLDEST');
  await expect(sort).toHaveValue('OLDEST');
  await expect(page.getByRole('region', { name: /^Posts · / })).not.toHaveAttribute('aria-busy', 'true');
});
