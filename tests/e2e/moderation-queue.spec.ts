// The review queue and saved posts: a post with a phone number is held for review, the
// admin approves it on /admin/moderation and a guest then finds it on the feed; a held
// comment on it is rejected with a reason; the member
// saves a post and finds it under 'Saved posts' on /profile.
// Posting is rate limited (5 posts per 10 minutes per member): this file creates 2.
import { randomInt } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openAccountMenu, openSignedIn, signedInContext, storageStateOf, submitPost, toast } from './support.ts';

/** A made-up word (letters only) no other post contains. */
function uniqueWord(prefix = 'zq'): string {
  let word = prefix;
  for (let i = 0; i < 10; i++) word += String.fromCharCode(97 + randomInt(26));
  return word;
}

/** The card of the post with this title in the home feed. */
const feedCard = (page: Page, title: string): Locator =>
  page.getByRole('list', { name: 'Posts', exact: true }).getByRole('article', { name: title, exact: true });

test('a held post is approved in the review queue and reaches the feed', async ({ browser, page }) => {
  const word = uniqueWord();
  const title = `Trouble with my shift lead ${word}`;

  // ── 1. The member posts a phone number: the post is held ──
  const memberContext = await signedInContext(browser, 'author');
  try {
    const member = await memberContext.newPage();
    await openSignedIn(member);
    await submitPost(member, title, `Call my manager at 555-867-5309 about ${word}.`);
    const review = member.getByRole('dialog', { name: 'Submitted for Review' });
    await expect(review).toBeVisible();
    await review.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(review).toHaveCount(0);
  } finally {
    await memberContext.close();
  }

  // ── 2. The admin finds it in the queue from the dashboard and approves it ──
  const adminContext = await signedInContext(browser, 'admin');
  try {
    const admin = await adminContext.newPage();
    await openSignedIn(admin, '/admin');
    await expect(admin.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await admin.getByRole('link', { name: 'Open moderation', exact: true }).click();
    await expect(admin).toHaveURL(/\/admin\/moderation$/);
    await expect(admin.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();

    const queue = admin.getByRole('list', { name: 'Posts waiting for review', exact: true });
    const item = queue.getByRole('article', { name: title, exact: true });
    await expect(item).toBeVisible();
    await expect(item).toContainText('@e2e_author');
    await expect(item.locator('.rich-text')).toContainText('Call my manager at 555-867-5309');
    await expect(item.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', /^\/discussion\//);
    await expect(admin.getByRole('heading', { level: 2, name: /^Posts \(\d+\)$/ })).toBeVisible();

    await item.getByRole('button', { name: `Approve “${title}”`, exact: true }).click();
    await expect(toast(admin, 'Post approved and published')).toBeVisible();
    await expect(item).toHaveCount(0);
    // Still gone after a reload: the server has published it.
    await admin.reload();
    await expect(admin.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
    await expect(admin.getByRole('article', { name: title, exact: true })).toHaveCount(0);
  } finally {
    await adminContext.close();
  }

  // ── 3. A guest finds the published post on the feed, sorted by newest ──
  await page.goto('/');
  await page.getByLabel('Sort posts').selectOption('NEWEST');
  await expect(page).toHaveURL(/[?&]sort=newest/);
  await expect(feedCard(page, title)).toBeVisible();
  await expect(feedCard(page, title).getByText('Pending review', { exact: true })).toHaveCount(0);
  const path = await feedCard(page, title).getByRole('link', { name: title, exact: true }).getAttribute('href');

  // ── 4. A held comment on it is rejected with a reason ──
  const commentText = `Or text me at 555-867-5309 ${uniqueWord('c')}`;
  const memberAgain = await signedInContext(browser, 'author');
  try {
    const member = await memberAgain.newPage();
    await openSignedIn(member, path!);
    await member.getByRole('textbox', { name: 'Write a comment', exact: true }).click();
    await member.keyboard.type(commentText);
    await member.getByRole('button', { name: 'Post comment', exact: true }).click();
    await expect(member.getByRole('article', { name: /^Comment by / }).filter({ hasText: commentText })).toContainText('Awaiting review');
  } finally {
    await memberAgain.close();
  }

  const adminAgain = await signedInContext(browser, 'admin');
  try {
    const admin = await adminAgain.newPage();
    await openSignedIn(admin, '/admin/moderation');
    const comments = admin.getByRole('list', { name: 'Comments waiting for review', exact: true });
    const item = comments.getByRole('article').filter({ hasText: commentText });
    await expect(item).toBeVisible();
    await expect(item).toContainText('@e2e_author');
    await expect(item.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', `${path}#comments`);
    await item.getByRole('button', { name: 'Reject “comment by @e2e_author”', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reject this comment?' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Reason (optional)').fill('Personal phone numbers are not allowed.');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toast(admin, 'Comment rejected')).toBeVisible();
    await expect(item).toHaveCount(0);
  } finally {
    await adminAgain.close();
  }
});

test.describe(() => {
  test.use({ storageState: storageStateOf('author') });

  test('a member saves a post and finds it under Saved posts on the profile', async ({ page }) => {
    const title = `Notes worth keeping about breaks ${uniqueWord()}`;
    await openSignedIn(page);

    // The profile is opened once before saving, so the later visit must not show a stale list.
    await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const saved = page.getByRole('region', { name: 'Saved posts', exact: true });
    await expect(saved).toBeVisible();
    await expect(saved.getByRole('link', { name: title, exact: true })).toHaveCount(0);

    await page.getByRole('banner').getByRole('link', { name: /Workers Commons/ }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await submitPost(page, title, 'Fifteen minutes every four hours, written down in the handbook.');
    const created = page.getByRole('dialog', { name: 'Post Created!' });
    await expect(created).toBeVisible();
    await created.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(created).toHaveCount(0);

    const card = feedCard(page, title);
    const href = await card.getByRole('link', { name: title, exact: true }).getAttribute('href');
    await card.getByRole('button', { name: 'Save post', exact: true }).click();
    await expect(card.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');

    await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const entry = saved.getByRole('link', { name: title, exact: true });
    await expect(entry).toBeVisible();
    await expect(entry).toHaveAttribute('href', href!);
    await expect(saved).toContainText('Fifteen minutes every four hours');
    await expect(saved).not.toContainText('No saved posts yet.');

    // After a reload (a fresh load of the page) it is still there.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Saved posts', exact: true }).getByRole('link', { name: title, exact: true })).toBeVisible();
  });
});
