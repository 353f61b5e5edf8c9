// A new person registers, is signed in with the unverified-email banner, opens the
// verification link from the outbox, and the banner is gone; the link works only once.
import { expect, test } from '@playwright/test';
import { accountMenuButton, latestLink, newPerson, openAccountMenu, skipOnboarding, submitRegistration, toast, viewerAnswered } from './support.ts';

test('a new person registers, verifies the email address from the link, and the banner goes away; the link works only once', async ({ page }) => {
  const person = newPerson('reg');
  const since = Date.now();

  await page.goto('/register');
  await submitRegistration(page, person);

  // Signed in on the homepage, with the welcome toast and the account menu.
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'Welcome! Check your email to verify your address.')).toBeVisible();
  // A new member is offered onboarding (onboarding.spec.ts); this test is about the e-mail.
  await skipOnboarding(page);
  await expect(accountMenuButton(page)).toBeVisible();
  const menu = await openAccountMenu(page);
  await expect(menu.getByText(`@${person.username}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);

  const banner = page.getByRole('region', { name: 'Email verification' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Please verify your email address');
  await expect(banner).toContainText(person.email);

  // The banner comes from the server: it is still there after a reload.
  const beforeVerification = viewerAnswered(page);
  await page.reload();
  await beforeVerification;
  await expect(banner).toBeVisible();

  // Until then a vote is answered by the red banner under the top bar (drawn by the members'
  // shell), which can be dismissed; the vote is not counted.
  await page.goto('/?feed=all');
  const postVotes = page.locator('main').getByRole('group', { name: /^Votes for/ }).first();
  await postVotes.getByRole('button', { name: 'Upvote', exact: true }).click();
  const answer = page.getByRole('alert').filter({ hasText: 'Please verify your email before you continue.' });
  await expect(answer).toBeVisible();
  await expect(postVotes.getByRole('button', { name: 'Upvote', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await answer.getByRole('button', { name: 'Dismiss message' }).click();
  await expect(answer).toHaveCount(0);

  // The verification mail went to the new address.
  const link = await latestLink(person.email, '/verify-email', { since });
  expect(new URL(link).searchParams.get('token')).toBeTruthy();

  // The banner is drawn from the server's viewer: wait for that answer before checking it.
  let viewer = viewerAnswered(page);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Email verified' })).toBeVisible();
  await expect(page.getByText('Thank you. Your email address is verified.')).toBeVisible();
  await viewer;
  await expect(page.getByRole('region', { name: 'Email verification' })).toHaveCount(0);

  // Still signed in, and the banner stays gone on the next page and after a reload.
  await page.getByRole('link', { name: 'Go to homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenuButton(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Email verification' })).toHaveCount(0);
  viewer = viewerAnswered(page);
  await page.reload();
  await viewer;
  await expect(accountMenuButton(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Email verification' })).toHaveCount(0);

  // The link works only once. A fresh page load forgets which tokens this page used, so the
  // server answers.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Email verification problem' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Invalid or expired token');
});
