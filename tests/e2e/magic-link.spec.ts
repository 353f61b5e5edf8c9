// Signing in with an emailed magic link; a used link is refused.
import { expect, test } from '@playwright/test';
import { accountMenuButton, accounts, latestLink, openAccountMenu, toast } from './support.ts';

test('the member signs in with a magic link, which then cannot be used again', async ({ page, browser }) => {
  const member = accounts.member;
  const since = Date.now();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a magic link instead' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with a magic link' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();

  // The generic answer: it never says whether the address has an account.
  await expect(page.getByText('If your email is registered, you will receive a sign-in link shortly')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send another link' })).toBeVisible();
  await expect(accountMenuButton(page)).toHaveCount(0);

  const link = await latestLink(member.email, '/verify-magic-link', { since });
  await page.goto(link);
  await expect(toast(page, 'You are signed in')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenuButton(page)).toBeVisible();
  const menu = await openAccountMenu(page);
  await expect(menu.getByText(`@${member.username}`)).toBeVisible();

  // The same link, opened again on another device, is refused.
  const other = await browser.newContext();
  try {
    const again = await other.newPage();
    await again.goto(link);
    await expect(again.getByRole('heading', { level: 1, name: 'Sign-in link problem' })).toBeVisible();
    await expect(again.getByRole('alert')).toHaveText('Invalid or expired magic link');
    await expect(again.getByRole('link', { name: 'Send a new link' })).toBeVisible();
    await expect(accountMenuButton(again)).toHaveCount(0);
  } finally {
    await other.close();
  }
});
