// Badges: a member's very first post earns First Post (and Verified Voice); the toasts appear
// live, pushed by the badgesEarned subscription (no reload, no polling), and the badge count in
// the user-actions area moves with them. Then the profile's Badges section lists them, and the
// leaderboard (a box on wide screens' home sidebar) is reachable at 390 px through /leaderboard.
import { expect, test } from '@playwright/test';
import { accountMenuButton, accounts, openSignedIn, storageStateOf, toast } from './support.ts';

test.use({ storageState: storageStateOf('badgeEarner') });
// The leaderboard test needs the points the first one earns.
test.describe.configure({ mode: 'serial' });

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

test('at 390 px the leaderboard opens from the Badges section and lists a member who chose to be on it', async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStateOf('badgeEarner'), viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await openSignedIn(page, '/settings');
  const privacy = page.getByRole('region', { name: 'Privacy', exact: true });
  await privacy.getByRole('checkbox', { name: 'Show me on the badge leaderboard' }).check();
  await privacy.getByRole('button', { name: 'Save' }).click();
  await expect(privacy.getByRole('status')).toHaveText('Settings saved');

  await page.goto('/profile');
  await page.getByRole('region', { name: 'Badges' }).getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: accounts.badgeEarner.username })).toBeVisible();
  await context.close();
});
