// The /unsubscribe page end to end (issue 29): the visible footer link of a non-transactional
// mail opens it without signing in; it says which one kind of email the link turns off, the
// button turns exactly that off (Settings shows it) and says it is done with a link to
// Settings; a bad link says so. Screenshots at desktop width and at 390 px.
import { expect, test } from '@playwright/test';
import { newPerson } from './support.ts';
import { createAuthTokens } from '../../api/src/lib/authTokens.ts';
import { unsubscribeLink } from '../../api/src/domain/settings/unsubscribe.ts';

/** The servers' signing secret (scripts/e2e.ts baseEnv): the link is made as the mail job makes it. */
const E2E_JWT_SECRET = 'e2e-secret-0123456789abcdef0123456789';

test('an unsubscribe link turns off one kind of email without signing in', async ({ page, baseURL }, testInfo) => {
  const person = newPerson('unsub');
  const registered = await page.request.post('/api/auth/register', { data: person });
  expect(registered.status()).toBe(201);
  const { token: session, user } = (await registered.json()) as { token: string; user: { id: number } };
  const tokens = createAuthTokens(new TextEncoder().encode(E2E_JWT_SECRET));
  const link = await unsubscribeLink({ tokens, publicUrl: () => baseURL! }, user.id, 'comments');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(link.pageUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByText('Emails about comments on your posts and replies to your comments')).toBeVisible();
  const button = page.getByRole('button', { name: 'Unsubscribe' });
  await expect(button).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('unsubscribe-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(button).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('unsubscribe-390.png'), fullPage: true });

  await button.click();
  const done = page.getByRole('status').filter({ hasText: 'Done:' });
  await expect(done).toContainText('Emails about comments on your posts and replies to your comments are off.');
  await expect(page.getByRole('main').getByRole('link', { name: 'Settings' }).first()).toHaveAttribute('href', '/settings');
  await page.screenshot({ path: testInfo.outputPath('unsubscribe-done-390.png'), fullPage: true });

  // Exactly that one setting is off.
  const settings = await page.request.get('/api/settings', { headers: { authorization: `Bearer ${session}` } });
  const { email } = ((await settings.json()) as { settings: { email: Record<string, boolean> } }).settings;
  expect(email).toMatchObject({ commentsEmail: false, newMessagesEmail: true, mentionsEmail: true });

  // Opened again, the page says it is already off.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Done:' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
});

test('a bad unsubscribe link says so', async ({ page }) => {
  await page.goto('/unsubscribe?token=not-a-real-token');
  await expect(page.getByRole('alert')).toContainText('This unsubscribe link is invalid.');
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
});
