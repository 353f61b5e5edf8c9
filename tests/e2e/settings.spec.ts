// Settings: a privacy choice and an email preference persist; 'Sign out of all devices'
// signs this page (and the member's other devices) out. Each test has an account of its own
// (tests/e2e/accounts.ts): the other specs, running at the same time, must not see the
// profile turn private or their session end.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accountMenuButton, accounts, logIn, openSignedIn, storageStateOf, toast } from './support.ts';

const section = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

test.describe(() => {
  test.use({ storageState: storageStateOf('settings') });

  test('the member changes a privacy setting and an email preference, and they persist', async ({ page }) => {
    await openSignedIn(page, '/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    // Privacy: pick a visibility other than the current one.
    const privacy = section(page, 'Privacy');
    const group = privacy.getByRole('group', { name: 'Who can see my profile' });
    await expect(group.getByRole('radio')).toHaveCount(3);
    const onlyMe = group.getByRole('radio', { name: /^Only me/ });
    const everyone = group.getByRole('radio', { name: /^Everyone/ });
    const target = (await onlyMe.isChecked()) ? everyone : onlyMe;
    const other = target === onlyMe ? everyone : onlyMe;
    const privacySave = privacy.getByRole('button', { name: 'Save' });
    await expect(privacySave).toBeDisabled();
    await target.check();
    await expect(privacySave).toBeEnabled();
    await privacySave.click();
    await expect(privacy.getByRole('status')).toHaveText('Settings saved');
    await expect(privacySave).toBeDisabled();

    // The badge leaderboard: a choice of its own, kept whatever the visibility.
    const leaderboard = privacy.getByRole('checkbox', { name: 'Show me on the badge leaderboard' });
    const leaderboardWas = await leaderboard.isChecked();
    await leaderboard.setChecked(!leaderboardWas);
    await expect(privacySave).toBeEnabled();
    await privacySave.click();
    await expect(privacy.getByRole('status')).toHaveText('Settings saved');
    await expect(privacySave).toBeDisabled();

    // Email: flip the weekly digest.
    const email = section(page, 'Email');
    const digest = email.getByRole('checkbox', { name: 'Weekly digest' });
    const digestWas = await digest.isChecked();
    const emailSave = email.getByRole('button', { name: 'Save' });
    await expect(emailSave).toBeDisabled();
    await digest.setChecked(!digestWas);
    await emailSave.click();
    await expect(email.getByRole('status')).toHaveText('Settings saved');

    // After a reload both choices come back from the server.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(target).toBeChecked();
    await expect(other).not.toBeChecked();
    if (leaderboardWas) await expect(leaderboard).not.toBeChecked();
    else await expect(leaderboard).toBeChecked();
    if (digestWas) await expect(digest).not.toBeChecked();
    else await expect(digest).toBeChecked();
    await expect(privacySave).toBeDisabled();
    await expect(emailSave).toBeDisabled();
  });
});

test('"Sign out of all devices" signs this page and the other devices out', async ({ page, browser }) => {
  // Both devices sign in here rather than reuse the saved session, which this test ends
  // (a retry starts from new sessions).
  const otherContext = await browser.newContext();
  try {
    const otherDevice = await otherContext.newPage();
    await logIn(otherDevice, accounts.devices);

    await logIn(page, accounts.devices);
    await page.goto('/settings');
    const devices = section(page, 'Devices');
    await devices.getByRole('button', { name: 'Sign out of all devices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out of all devices?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();

    await expect(dialog).toHaveCount(0);
    await expect(toast(page, 'You have been signed out of all devices')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(accountMenuButton(page)).toHaveCount(0);

    // Members-only pages now send this page to /register.
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/register\?next=%2Fsettings$/);

    // The other device's token was revoked too.
    await otherDevice.reload();
    await expect(otherDevice.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(accountMenuButton(otherDevice)).toHaveCount(0);
  } finally {
    await otherContext.close();
  }
});
