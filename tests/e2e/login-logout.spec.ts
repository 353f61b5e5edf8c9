// Password login, the account menu, logout, and a wrong password.
import { expect, test } from '@playwright/test';
import { accountMenuButton, accounts, openAccountMenu, submitLogin, toast } from './support.ts';

test('the member logs in with a password and logs out', async ({ page }) => {
  const member = accounts.member;
  await page.goto('/login');
  await submitLogin(page, member.email, member.password);

  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenuButton(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign Up', exact: true })).toHaveCount(0);

  const menu = await openAccountMenu(page);
  await expect(menu.getByText(`@${member.username}`)).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();

  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(toast(page, 'You have been logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up', exact: true })).toBeVisible();
  await expect(accountMenuButton(page)).toHaveCount(0);

  // The logout sticks across a reload (the token is gone from this device).
  await page.reload();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(accountMenuButton(page)).toHaveCount(0);
});

test('a wrong password is refused with "Invalid email or password"', async ({ page }) => {
  const member = accounts.member;
  await page.goto('/login');
  await submitLogin(page, member.email, `${member.password}-wrong`);

  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(accountMenuButton(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
});
