// The application shell: search dialog shortcut, footer, the mobile bottom bar, and the members'
// part of the shell (web/src/features/shell/memberShell.ts), loaded after the first render.
import { expect, test } from '@playwright/test';
import { accountMenuButton, holdFiles, storageStateOf } from './support.ts';

const MEMBER_SHELL = /\/assets\/MemberShell-[^/]+\.js$/;

test.describe('wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Ctrl+K opens the search dialog and Escape closes it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Talk shop. Organize. Stay safe.' })).toBeVisible();
    // A guest's home arrives drawn by the server: the shortcut works once the app has started
    // (the page's title is set then).
    await expect(page).toHaveTitle('Home · Workers Commons');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toHaveCount(0);

    await page.keyboard.press('Control+k');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('searchbox', { name: 'Search discussions' })).toBeFocused();
    await expect(dialog.getByRole('region', { name: 'Search tips' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // Focus goes back to the page, and the shortcut works again.
    await page.keyboard.press('Control+k');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('the footer shows the current year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} `);
  });

  test('the mobile bottom bar is hidden on a wide screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeHidden();
  });
});

test.describe('phone screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the bottom bar shows, and a guest tapping Messages goes to /register', async ({ page }) => {
    await page.goto('/');
    const bottomBar = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(bottomBar).toBeVisible();
    for (const name of ['Home', 'Explore', 'Messages', 'Profile']) {
      await expect(bottomBar.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(bottomBar.getByRole('button', { name: 'Create', exact: true })).toBeVisible();
    // Small screens: 'Sign In' instead of Login and Sign Up.
    const topBar = page.getByRole('banner');
    await expect(topBar.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(topBar.getByRole('link', { name: 'Sign Up', exact: true })).toBeHidden();

    await bottomBar.getByRole('link', { name: 'Messages', exact: true }).tap();
    await expect(page).toHaveURL(/\/register\?next=%2Fmessages$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Join Workers Commons' })).toBeVisible();
    await expect(bottomBar).toBeVisible();
  });
});

test.describe("the members' part of the shell", () => {
  test('a guest never loads it', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (MEMBER_SHELL.test(request.url())) asked.push(request.url());
    });
    await page.goto('/');
    await expect(page).toHaveTitle('Home · Workers Commons');
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });

  test.describe('a member', () => {
    test.use({ storageState: storageStateOf('member') });

    test('gets the page, the bell and the account button without waiting for it, and it loads meanwhile', async ({ page }) => {
      const memberShell = await holdFiles(page, MEMBER_SHELL);
      await page.goto('/');
      await expect(page).toHaveTitle('Home · Workers Commons');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
      await expect(accountMenuButton(page)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Home feed' })).toBeVisible();
      await expect(page.getByRole('tablist', { name: 'Feeds' })).toBeVisible();
      expect(memberShell.asked().length > 0).toBe(true);

      // The bell's behaviour comes with it: a tap made meanwhile is held, and the bell opens once it is in.
      const bell = banner.getByRole('button', { name: /^Notifications/ });
      await bell.click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      await expect(panel).toHaveCount(0);

      const arrived = page.waitForResponse(MEMBER_SHELL);
      memberShell.release();
      expect((await arrived).ok()).toBe(true);
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('list', { name: 'Notifications' }).or(panel.getByText('No notifications yet'))).toBeVisible();
      await expect(bell).toBeFocused();
      await expect(bell).toHaveAttribute('aria-expanded', 'true');
      await expect(accountMenuButton(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
    });
  });
});
