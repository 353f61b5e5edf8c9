// Signs every account in once through the login page and saves its browser storage (the
// session token), so the specs open pages already signed in instead of logging in through the
// UI in each test; the specs about logging in still do it themselves.
import { expect, test as setup } from '@playwright/test';
import type { E2eAccountName } from './accounts.ts';
import { accountMenuButton, accounts, storageStateOf, submitLogin } from './support.ts';

// Not 'devices': its test signs out everywhere, so it signs in by itself.
const withSavedSession = (Object.keys(accounts) as E2eAccountName[]).filter((name) => name !== 'devices');

for (const name of withSavedSession) {
  setup(`sign in as ${accounts[name].username}`, async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, accounts[name].email, accounts[name].password);
    await expect(accountMenuButton(page)).toBeVisible();
    await page.context().storageState({ path: storageStateOf(name) });
  });
}
