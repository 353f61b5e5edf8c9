// @mentions in the browser (issue 29): the composer autocompletes '@' with members (keyboard and
// mouse), the published post renders the mention as a link to the profile, and Settings says what
// each notice and mail toggle does.
import { expect, test, type Page } from '@playwright/test';
import { accounts, openSignedIn, storageStateOf, writePost } from './support.ts';

test.use({ storageState: storageStateOf('author') });

const SHOTS = process.env.MENTION_SHOTS_DIR;

async function openComposer(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Create Post', exact: true }).click();
  const composer = page.getByRole('dialog', { name: 'Create a post' });
  await expect(composer).toBeVisible();
  return composer;
}

test('the composer autocompletes @ and the post links the mention to the profile', async ({ page }) => {
  const named = accounts.member.username;
  await openSignedIn(page, '/');
  const composer = await openComposer(page);
  await composer.getByLabel('Title', { exact: true }).fill(`Question for the crew ${Date.now()}`);
  const editor = composer.getByRole('textbox', { name: 'Content', exact: true });
  await editor.click();
  await page.keyboard.type(`Thanks @${named.slice(0, 6)}`);
  const list = page.getByRole('listbox', { name: 'Members to mention' });
  const option = list.getByRole('option').filter({ hasText: `@${named}` });
  await expect(option).toBeVisible();
  await expect(editor).toHaveAttribute('aria-expanded', 'true');
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/composer-mentions-desktop.png` });
    // The same open list on a phone's width.
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(option).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/composer-mentions-390.png` });
    await page.setViewportSize(size);
  }

  // Escape closes it for that '@' (typing on does not reopen it); a new '@' asks again; the keyboard picks.
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(composer).toBeVisible();
  await page.keyboard.type(named.slice(6, 7));
  await expect(list).toBeHidden();
  for (let i = 0; i < 8; i++) await page.keyboard.press('Backspace');
  await page.keyboard.type(`@${named.slice(0, 7)}`);
  await expect(option).toBeVisible();
  while ((await option.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(list).toBeHidden();
  await expect(editor).toContainText(`Thanks @${named} `);
  await page.keyboard.type('for the rota.');

  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  const created = page.getByRole('dialog', { name: 'Post Created!' });
  await expect(created).toBeVisible();
  await created.getByRole('button', { name: 'View Post', exact: true }).click();
  const link = page.getByRole('main').getByRole('link', { name: `@${named}`, exact: true });
  await expect(link).toHaveAttribute('href', `/profile/${named}`);

  // The comment box offers members too; the mouse picks.
  await page.getByRole('textbox', { name: 'Write a comment', exact: true }).click();
  await page.keyboard.type(`Agreed @${named.slice(0, 7)}`);
  await list.getByRole('option').filter({ hasText: `@${named}` }).click();
  await expect(page.getByRole('textbox', { name: 'Write a comment', exact: true })).toContainText(`Agreed @${named} `);
});

test('Settings says what each notice and mail toggle does', async ({ page }) => {
  await openSignedIn(page, '/settings');
  const notices = page.getByRole('region', { name: 'Notifications' });
  await expect(notices.getByText('Comments and replies', { exact: true })).toBeVisible();
  await expect(notices.getByText(/^Comments on your posts and replies to your comments/)).toBeVisible();
  await expect(notices.getByText(/^When someone writes @yourname in a post, comment or reply/)).toBeVisible();
  const email = page.getByRole('region', { name: 'Email' });
  await expect(email.getByText('Email me about comments on my posts and replies to my comments.', { exact: true })).toBeVisible();
  await expect(email.getByText('Email me when someone writes @yourname in a post, comment or reply.', { exact: true })).toBeVisible();
});
