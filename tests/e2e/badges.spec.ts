// Badges: a member's very first post earns First Post (and Verified Voice); the toasts appear
// live, pushed by the badgesEarned subscription (no reload, no polling), and the badge count in
// the user-actions area moves with them. Then the profile's Badges section lists them and the
// leaderboard box is on the home page's right sidebar.
import { expect, test } from '@playwright/test';
import { accountMenuButton, openSignedIn, storageStateOf, toast } from './support.ts';

test.use({ storageState: storageStateOf('badgeEarner') });

test('a first post earns a badge whose toast appears live', async ({ page }) => {
  await openSignedIn(page, '/');
  // No badges yet: no count beside the avatar.
  await expect(accountMenuButton(page).getByText(/badges earned/)).toHaveCount(0);

  await page.getByRole('banner').getByRole('button', { name: 'Create Post', exact: true }).click();
  const composer = page.getByRole('dialog', { name: 'Create a post' });
  await composer.getByLabel('Title', { exact: true }).fill('my first post about the new break schedule');
  await composer.getByRole('textbox', { name: 'Content', exact: true }).click();
  await page.keyboard.type('The new break schedule starts next week and nobody asked us about it.');
  await composer.getByRole('button', { name: 'Post', exact: true }).click();

  // The toasts come over the live subscription while the 'Post Created!' dialog is still open.
  await expect(toast(page, 'Badge earned: First Post (+10 points)')).toBeVisible();
  await expect(toast(page, 'Badge earned: Verified Voice (+5 points)')).toBeVisible();
  await expect(accountMenuButton(page).getByText('2 badges earned')).toBeAttached();

  const created = page.getByRole('dialog', { name: 'Post Created!' });
  await created.getByRole('button', { name: 'Done', exact: true }).click();

  // The profile's Badges section lists both, and shows the way to the next ones.
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Badges' });
  await expect(section.getByText('First Post', { exact: true })).toBeVisible();
  await expect(section.getByText('Verified Voice', { exact: true })).toBeVisible();
  await expect(section.getByRole('progressbar', { name: 'Regular Writer progress' })).toHaveAttribute('aria-valuenow', '10');
});
