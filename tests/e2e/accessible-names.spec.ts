// WCAG 2.5.3 (Label in Name): a control's accessible name starts with the text it shows, so a
// voice-control user can say what they see. Checked on the controls issue 11 named: the brand
// link, the search button ('Search Ctrl K'), the Messages links with an unread badge (top bar
// at 1280 px, bottom bar at 390 px) and the conversation links of /messages.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts, openSignedIn, signedInContext } from './support.ts';

/** Letters and digits only, lower case: spacing between a control's parts may differ. */
const squeeze = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** The accessible name Chromium computes, read from Playwright's ARIA snapshot of the element. */
async function accessibleName(control: Locator): Promise<string> {
  const snapshot = await control.ariaSnapshot();
  const match = /^- [\w-]+ "((?:[^"\\]|\\.)*)"/.exec(snapshot);
  return match ? JSON.parse(`"${match[1]}"`) : '';
}

async function expectNameStartsWithVisibleText(control: Locator, what: string): Promise<{ name: string; visible: string }> {
  await expect(control, what).toBeVisible();
  // What it shows, less avatars (initials drawn as a picture, aria-hidden like an image).
  const visible = (
    await control.evaluate((element) => {
      let text = (element as HTMLElement).innerText;
      for (const avatar of element.querySelectorAll<HTMLElement>('.avatar')) text = text.replace(avatar.innerText, '');
      return text;
    })
  )
    .replace(/\s+/g, ' ')
    .trim();
  const name = await accessibleName(control);
  expect(name, `${what}: it has a name`).not.toBe('');
  expect(squeeze(name).startsWith(squeeze(visible)), `${what}: name "${name}" starts with the visible text "${visible}"`).toBe(true);
  return { name, visible };
}

/** The sender writes to the reader through the REST API, so the reader has an unread message. */
async function sendUnreadMessage(page: Page): Promise<void> {
  const login = await page.request.post('/api/auth/login', {
    data: { email: accounts.namesSender.email, password: accounts.namesSender.password },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const started = await page.request.post('/api/messages/conversations/by-username', { headers, data: { username: accounts.namesReader.username } });
  expect(started.ok()).toBe(true);
  const { conversation } = (await started.json()) as { conversation: { id: number } };
  const sent = await page.request.post(`/api/messages/conversations/${conversation.id}`, { headers, data: { content: 'Are you on the early shift?' } });
  expect(sent.ok()).toBe(true);
}

test.describe('wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a guest: the brand link and the search button are named by what they show', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    // index.html paints a static top bar before the app mounts and replaces it: read the app's.
    await expect(banner.getByRole('button', { name: /^Search/ })).toBeVisible();
    const brand = await expectNameStartsWithVisibleText(banner.getByRole('link').first(), 'brand link');
    expect(brand.visible).toContain('Workers Commons');
    const search = await expectNameStartsWithVisibleText(banner.getByRole('button', { name: /^Search/ }), 'search button');
    // The shortcut shows from some widths up; the name always carries it.
    expect(search.visible).toMatch(/^Search( Ctrl K| ⌘K)?$/);
    expect(search.name).toMatch(/^Search (Ctrl K|⌘K)$/);
  });

  test('a member with an unread message: the top bar Messages link and the conversation links', async ({ browser }) => {
    const context = await signedInContext(browser, 'namesReader');
    try {
      const page = await context.newPage();
      await sendUnreadMessage(page);
      await openSignedIn(page, '/');
      const link = page.getByRole('banner').getByRole('link', { name: /Messages$/ });
      await expect(link.locator('.badge')).toBeVisible();
      const { name } = await expectNameStartsWithVisibleText(link, 'top bar Messages link');
      expect(name).toMatch(/^\d+\+? unread, Messages$/);

      await page.goto('/messages');
      const conversations = page.getByRole('list', { name: 'Conversations' }).getByRole('link');
      await expect(conversations.first()).toBeVisible();
      for (const conversation of await conversations.all()) {
        const { name: conversationName } = await expectNameStartsWithVisibleText(conversation, 'conversation link');
        expect(conversationName).toContain(`@${accounts.namesSender.username}`);
      }
    } finally {
      await context.close();
    }
  });
});

test.describe('narrow screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the bottom bar Messages link with its badge, and the brand link', async ({ browser }) => {
    const context = await signedInContext(browser, 'namesReader');
    try {
      const page = await context.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      await sendUnreadMessage(page);
      await openSignedIn(page, '/');
      const link = page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link', { name: /Messages/ });
      await expect(link.locator('.badge')).toBeVisible();
      const { name } = await expectNameStartsWithVisibleText(link, 'bottom bar Messages link');
      expect(name).toMatch(/^\d+\+? Messages, \d+ unread$/);
      await expectNameStartsWithVisibleText(page.getByRole('banner').getByRole('link').first(), 'brand link');
    } finally {
      await context.close();
    }
  });
});
