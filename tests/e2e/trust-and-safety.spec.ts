// Trust and safety, end to end in four browser contexts: a member flags a post and reports its
// author while an admin's /admin/moderation is open, and both show up there live (no reload);
// the admin bans the author for a while and the author's open tab is signed out with the ban
// message; the author appeals through the link of the login refusal; a second admin (the first
// is told another admin must decide) overturns it, and the author can sign in again.
// Screenshots of /admin and /admin/moderation at 1280 and 390 px are attached to the report.
import { expect, test, type Page } from '@playwright/test';
import { accounts, openSignedIn, signedInContext, toast } from './support.ts';
import { timeouts } from '../timeouts.ts';

test.describe.configure({ mode: 'serial' });

/** A post by `author` through the API (the flow under test starts after it exists). */
async function postAs(page: Page, email: string, password: string, title: string): Promise<{ urlId: string; slug: string }> {
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const created = await page.request.post('/api/posts', {
    headers: { authorization: `Bearer ${token}` },
    data: { title, content: 'Our store now closes the schedule a week late and calls it flexibility. Anyone else?' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { post } = (await created.json()) as { post: { url_id: string; slug: string } };
  return { urlId: post.url_id, slug: post.slug };
}

test('a flag and a report reach the open admin queue live; a temporary ban signs the member out; the appeal is overturned by a second admin', async ({ browser }, testInfo) => {
  test.setTimeout(timeouts.browserTest * 3);
  const target = accounts.tsTarget;
  const reporter = accounts.tsReporter;
  const title = `Schedules posted late again ${Date.now().toString(36)}`;

  const adminContext = await signedInContext(browser, 'tsAdmin');
  const reporterContext = await signedInContext(browser, 'tsReporter');
  const targetContext = await signedInContext(browser, 'tsTarget');
  const admin2Context = await signedInContext(browser, 'tsAdmin2');
  try {
    const admin = await adminContext.newPage();
    const member = await reporterContext.newPage();
    const banned = await targetContext.newPage();
    const post = await postAs(banned, target.email, target.password, title);

    // ── 1. The admin watches the flagged queue; the member flags the post ──
    await openSignedIn(admin, '/admin/moderation?tab=flagged');
    await expect(admin.getByRole('tab', { name: /^Flagged/ })).toHaveAttribute('aria-selected', 'true');
    const flagged = admin.getByRole('list', { name: 'Flagged content' }).getByRole('article', { name: new RegExp(title) });
    await expect(flagged).toHaveCount(0);
    const reportsCount = admin.getByRole('tab', { name: /^Reports/ }).getByTestId('tab-count-openReports');
    await expect(reportsCount).toBeVisible();
    const reportsBefore = Number(await reportsCount.textContent());

    await openSignedIn(member, `/discussion/${post.urlId}/${post.slug}`);
    await member.getByRole('button', { name: `More actions for “${title}”` }).first().click();
    await member.getByRole('menuitem', { name: 'Report post' }).click();
    const flagDialog = member.getByRole('dialog', { name: 'Report Content' });
    await flagDialog.getByLabel('Spam or misleading').check();
    await flagDialog.getByRole('button', { name: 'Submit report' }).click();
    await expect(member.getByText('Thank you for your report')).toBeVisible();

    // Live: the item appears in the admin's open queue without a reload.
    await expect(flagged).toBeVisible();
    await expect(flagged).toContainText('Spam or misleading');

    // ── 2. The member reports the post's author: the Reports count goes up live ──
    await expect(flagDialog).toHaveCount(0);
    await member.getByRole('button', { name: `More actions for “${title}”` }).first().click();
    await member.getByRole('menuitem', { name: 'Report user' }).click();
    const reportDialog = member.getByRole('dialog', { name: `Report @${target.username}` });
    await reportDialog.getByLabel('Spam or scams').check();
    await reportDialog.getByLabel(/^Details/).fill('Posts the same complaint in every community.');
    await reportDialog.getByRole('button', { name: /^Submit/ }).click();
    await expect(member.getByText('Thank you for your report')).toBeVisible();
    await expect(reportsCount).toHaveText(String(reportsBefore + 1));
    await admin.getByRole('tab', { name: /^Reports/ }).click();
    const report = admin.getByRole('list', { name: 'User reports' }).getByRole('article').filter({ hasText: `@${target.username}` });
    await expect(report.first()).toBeVisible();
    await expect(report.first()).toContainText('Spam or scams');
    // The reported member's name is shown to admins; the reporter stays an admin-only fact.
    await expect(report.first()).toContainText(reporter.username);

    // Screenshots of the admin area, desktop and 390 px.
    for (const [path, name] of [
      ['/admin', 'admin'],
      ['/admin/moderation', 'admin-moderation'],
    ] as const) {
      for (const width of [1280, 390]) {
        const shot = await adminContext.newPage();
        await shot.setViewportSize({ width, height: 900 });
        await openSignedIn(shot, path);
        await expect(shot.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(shot.locator('.spinner-wrap')).toHaveCount(0);
        await testInfo.attach(`${name}-${width}.png`, { body: await shot.screenshot({ fullPage: true }), contentType: 'image/png' });
        await shot.close();
      }
    }

    // ── 3. The admin bans the author for 24 hours; their open tab is signed out with the message ──
    await openSignedIn(banned, '/');
    await admin.getByRole('tab', { name: 'Members' }).click();
    await admin.getByLabel('Find a member').fill(target.username);
    await admin.getByRole('button', { name: new RegExp(`@${target.username}`) }).click();
    const summary = admin.getByRole('article', { name: `Summary of ${target.username}` });
    await summary.getByRole('button', { name: 'Ban User' }).click();
    const banDialog = admin.getByRole('dialog', { name: `Ban User @${target.username}` });
    await banDialog.getByLabel(/^Temporary/).check();
    await banDialog.getByRole('button', { name: '1 day' }).click();
    await banDialog.getByLabel(/^Reason/).fill('Repeated spam after a warning');
    await banDialog.getByRole('button', { name: 'Ban User' }).click();
    await banDialog.getByRole('button', { name: 'Confirm ban' }).click();
    await expect(banDialog).toHaveCount(0);
    await expect(summary.getByText('Banned', { exact: true })).toBeVisible();

    // The member's open tab: signed out, with the ban's end and reason, and a way to appeal.
    const notice = banned.getByRole('dialog', { name: 'Your account is suspended' });
    await expect(notice).toContainText(/Your account is suspended until .*Reason: Repeated spam after a warning/);
    await expect(notice.getByRole('link', { name: 'Appeal this ban' })).toHaveAttribute('href', /\/appeal\?token=/);
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(banned.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

    // ── 4. Signing in is refused with the ban message and the appeal link; the appeal is sent ──
    await banned.goto('/login');
    await banned.getByLabel('Email').fill(target.email);
    await banned.getByLabel('Password', { exact: true }).fill(target.password);
    await banned.getByRole('button', { name: /^Log in$/ }).click();
    await expect(banned.getByText(/Your account is suspended until/).first()).toBeVisible();
    await banned.getByRole('link', { name: 'Appeal this suspension' }).click();
    await expect(banned).toHaveURL(/\/appeal\?token=/);
    await expect(banned.getByRole('heading', { level: 1, name: 'Appeal your suspension' })).toBeVisible();
    await expect(banned.getByText('Repeated spam after a warning')).toBeVisible();
    await banned.getByLabel('Why should this be reconsidered?').fill('These were three different stores, each with its own late schedule.');
    await banned.getByRole('button', { name: 'Send appeal' }).click();
    await expect(banned.getByText(/Your appeal was sent/)).toBeVisible();
    await expect(banned.getByText('Appeal pending')).toBeVisible();

    // ── 5. The admin who banned cannot decide; a second admin overturns it ──
    await admin.getByRole('tab', { name: /^Appeals/ }).click();
    const own = admin.getByRole('article', { name: `Appeal by @${target.username}` });
    await expect(own).toBeVisible();
    await expect(own).toContainText('You took this action, so another admin must decide this appeal.');
    await expect(own.getByRole('button', { name: 'Overturn' })).toHaveCount(0);

    const admin2 = await admin2Context.newPage();
    await openSignedIn(admin2, '/admin/moderation?tab=appeals');
    const appeal = admin2.getByRole('article', { name: `Appeal by @${target.username}` });
    await expect(appeal).toContainText('These were three different stores');
    await appeal.getByLabel(/Reason for your decision/).fill('Three separate stores: not spam. The ban is lifted.');
    await appeal.getByRole('button', { name: 'Overturn' }).click();
    await expect(toast(admin2, 'Appeal accepted: the action was undone.')).toBeVisible();
    await expect(appeal).toHaveCount(0);
    // The first admin's open screen drops it live.
    await expect(own).toHaveCount(0);

    // ── 6. The member reads the outcome and signs in again ──
    await banned.reload();
    await expect(banned.getByText('Appeal accepted')).toBeVisible();
    await expect(banned.getByText('Three separate stores: not spam. The ban is lifted.')).toBeVisible();
    await banned.goto('/login');
    await banned.getByLabel('Email').fill(target.email);
    await banned.getByLabel('Password', { exact: true }).fill(target.password);
    await banned.getByRole('button', { name: /^Log in$/ }).click();
    await expect(banned).not.toHaveURL(/\/login/);
    await openSignedIn(banned, '/settings/standing');
    await expect(banned.getByRole('heading', { level: 1, name: 'Account standing' })).toBeVisible();
    await expect(banned.getByText('Three separate stores: not spam. The ban is lifted.').first()).toBeVisible();
  } finally {
    await Promise.all([adminContext.close(), reporterContext.close(), targetContext.close(), admin2Context.close()]);
  }
});
