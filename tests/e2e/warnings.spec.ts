// Warnings end to end: an admin opens a member's profile, picks Issue Warning in the member's
// actions menu, meets the dialog's checks, warns them (severity Serious); the member's Account
// standing lists it with its type and severity label, without the moderator, and Acknowledge
// holds after a reload.
import { expect, test } from '@playwright/test';
import { accounts, openSignedIn, signedInContext } from './support.ts';

test('an admin warns a member from their profile; the member reads it on Account standing and acknowledges it', async ({ browser }) => {
  const warned = accounts.warned;
  const reason = `Insulting a coworker in the night shift thread ${Date.now().toString(36)}`;
  const adminContext = await signedInContext(browser, 'admin');
  const memberContext = await signedInContext(browser, 'warned');
  try {
    const admin = await adminContext.newPage();
    const member = await memberContext.newPage();
    const login = await member.request.post('/api/auth/login', { data: { email: warned.email, password: warned.password } });
    const { user } = (await login.json()) as { user: { id: number } };

    await openSignedIn(admin, `/profile/${user.id}`);
    await admin.getByRole('button', { name: /^More actions for / }).click();
    await admin.getByRole('menuitem', { name: 'Issue Warning' }).click();
    const dialog = admin.getByRole('dialog', { name: `Issue Warning to @${warned.username}` });
    // The form's checks, with the server's messages.
    await dialog.getByRole('button', { name: 'Issue Warning' }).click();
    await expect(dialog.getByText('Please choose a warning type.')).toBeVisible();
    await dialog.getByLabel('Warning type').selectOption({ label: 'Harassment or bullying' });
    await dialog.getByRole('button', { name: 'Issue Warning' }).click();
    await expect(dialog.getByText('A reason is required.')).toBeVisible();
    await dialog.getByLabel('3 · Serious').check();
    await dialog.getByLabel(/^Reason/).fill(reason);
    await dialog.getByRole('button', { name: 'Issue Warning' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(admin.getByText(`Warning issued to @${warned.username}`)).toBeVisible();

    // The member: Account standing lists it with its label, Acknowledge once.
    await openSignedIn(member, '/settings/standing');
    const item = member.locator('.warning-item').filter({ hasText: reason });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Serious');
    await expect(item).toContainText('Harassment or bullying');
    await expect(item).not.toContainText(accounts.admin.username);
    await item.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(item.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
    await expect(item).toContainText('Acknowledged');
    // It stays acknowledged after a reload.
    await member.reload();
    await expect(member.locator('.warning-item').filter({ hasText: reason })).toContainText('Acknowledged');
  } finally {
    await adminContext.close();
    await memberContext.close();
  }
});
