// Route guards: members-only pages send guests to /register and back; the admin area is
// for admins only, and so is the 'Admin Dashboard' item of the account menu.
import { expect, test } from '@playwright/test';
import { accountMenuButton, accounts, newPerson, openAccountMenu, openSignedIn, storageStateOf, submitLogin, submitRegistration } from './support.ts';

test.describe('members-only pages', () => {
  test('a guest opening /settings registers and is taken back to /settings', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/register\?next=%2Fsettings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Join Workers Commons' })).toBeVisible();

    await submitRegistration(page, newPerson('guard'));
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Privacy' })).toBeVisible();
  });

  test('a guest opening /settings logs in and is taken back to /settings', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/register\?next=%2Fsettings$/);

    // The "Log in" link of the registration page keeps the destination.
    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
    await submitLogin(page, accounts.member.email, accounts.member.password);

    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(accountMenuButton(page)).toBeVisible();
  });
});

test.describe('admin area', () => {
  test('a guest opening /admin is sent to the homepage', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  });

  test.describe(() => {
    test.use({ storageState: storageStateOf('member') });

    test('the member opening /admin is sent to the homepage and has no Admin Dashboard item', async ({ page }) => {
      await openSignedIn(page);
      const menu = await openAccountMenu(page);
      await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
      await page.keyboard.press('Escape');

      await page.goto('/admin');
      await expect(page).toHaveURL(/\/$/);
      await expect(accountMenuButton(page)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
    });
  });

  test.describe(() => {
    test.use({ storageState: storageStateOf('admin') });

    test('the admin opens /admin and sees the dashboard, also from the account menu', async ({ page }) => {
      await openSignedIn(page, '/admin');
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      await expect(page.getByText('Signed in as e2e_admin (admin).')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Feature flags' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Open moderation', exact: true })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Moderation at a glance' }).getByRole('link', { name: /Open reports/ })).toHaveAttribute('href', '/admin/moderation?tab=reports');

      await page.goto('/');
      const menu = await openAccountMenu(page);
      await expect(menu.getByText(`@${accounts.admin.username}`)).toBeVisible();
      const adminItem = menu.getByRole('menuitem', { name: 'Admin Dashboard' });
      await expect(adminItem).toBeVisible();
      await adminItem.click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    });
  });
});
