// /admin/jobs (issue 29): an admin reaches the job queue from the dashboard, sees the counts, the
// last error and the failed jobs (seeded by scripts/e2e.ts, tests/e2e/seedJobs.ts) without what
// they carry, retries a dead mail job (it leaves the list and the mail arrives) and drops another
// after confirming; a member is sent away and refused by the API. Screenshots at desktop and
// 390 px width are written to test-results/ (admin-jobs-*.png).
import { expect, test } from '@playwright/test';
import { accounts, latestLink, openSignedIn, storageStateOf, toast } from './support.ts';
import { seededJobs } from './seedJobs.ts';

test.describe('as the admin', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('sees the queue, retries a dead job (its mail arrives) and drops another', async ({ page }, testInfo) => {
    await openSignedIn(page, '/admin');
    await page.getByRole('link', { name: /Job queue/ }).click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Job queue' })).toBeVisible();

    const counts = page.getByRole('list', { name: 'Job queue at a glance' });
    await expect(counts).toBeVisible();
    await expect(page.getByTestId('jobs-dead')).toHaveText('2');
    await expect(page.getByTestId('jobs-retrying')).toHaveText('1');
    // A job still failing is the current error.
    await expect(page.getByTestId('jobs-last-error')).toContainText(seededJobs.retryingError);

    const list = page.getByRole('region', { name: 'Failed jobs' });
    const jobs = list.getByTestId('failed-job');
    await expect(jobs).toHaveCount(3);
    await expect(list).toContainText(seededJobs.retryError);
    // Never what a job carries.
    await expect(page.locator('body')).not.toContainText(seededJobs.retryEmail);

    await page.screenshot({ path: testInfo.outputPath('admin-jobs-desktop.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('admin-jobs-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    const since = Date.now();
    const mailJob = jobs.filter({ hasText: 'mail.accountLink' });
    await mailJob.getByRole('button', { name: /^Retry job/ }).click();
    await expect(mailJob).toHaveCount(0);
    await expect(toast(page, 'The job was queued again.')).toBeVisible();
    await expect(page.getByTestId('jobs-dead')).toHaveText('1');
    expect(await latestLink(seededJobs.retryEmail, '/verify-magic-link', { since })).toContain('token=');

    const stale = jobs.filter({ hasText: seededJobs.dropKind });
    await stale.getByRole('button', { name: /^Drop job/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Drop this job?' });
    await dialog.getByRole('button', { name: 'Drop job' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(stale).toHaveCount(0);
    await expect(page.getByTestId('jobs-dead')).toHaveText('0');
    // The retrying job stays, without buttons: only dead jobs may be retried or dropped.
    await expect(jobs).toHaveCount(1);
    await expect(jobs.first().getByRole('button')).toHaveCount(0);

    // After a reload the server says the same.
    await page.reload();
    await expect(page.getByTestId('jobs-dead')).toHaveText('0');
    await expect(page.getByRole('region', { name: 'Failed jobs' }).getByTestId('failed-job')).toHaveCount(1);
  });
});

test.describe('as a member', () => {
  test.use({ storageState: storageStateOf('member') });

  test('is sent away from the page and refused by the API', async ({ page }) => {
    await openSignedIn(page);
    await page.goto('/admin/jobs');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Job queue' })).toHaveCount(0);

    const login = await page.request.post('/api/auth/login', { data: { email: accounts.member.email, password: accounts.member.password } });
    expect(login.ok()).toBe(true);
    const { token } = (await login.json()) as { token: string };
    const refused = await page.request.get('/api/admin/jobs', { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'FORBIDDEN', message: 'Admin access required' });
  });
});
