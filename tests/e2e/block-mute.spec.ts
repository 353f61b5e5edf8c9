// Block and mute from the user-actions menu (content spec §2, §8 "User actions"; shell spec §4):
// a member blocks another from a post card (Block asks first), the card leaves the feed at once
// with a toast and stays gone after a reload; Settings › 'Blocked and muted' lists the member and
// Unblock brings the post back; the same for mute. The menu is a 224 px dropdown on desktop and a
// bottom sheet at 390 px. Own accounts (tests/e2e/accounts.ts): other specs run at the same time.
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { accounts, openSignedIn, signedInContext, storageStateOf, toast } from './support.ts';

const blockee = accounts.blockee;

// Both tests use the same two accounts, and the first blocks one from the other: one at a time.
test.describe.configure({ mode: 'serial' });

async function postAs(request: import('@playwright/test').APIRequestContext, title: string, tag: string) {
  const login = await request.post('/api/auth/login', { data: { email: blockee.email, password: blockee.password } });
  expect(login.ok()).toBe(true);
  const token = (await login.json()).token as string;
  const res = await request.post('/api/posts', {
    data: { title, content: 'The break room fridge has been broken for two weeks now.', tags: [tag] },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The post's card in the feed. */
const card = (page: Page, title: string) => page.getByRole('list', { name: 'Posts', exact: true }).getByRole('link', { name: title, exact: true });
/** Any link to the post on the page (feed, trending, top picks). */
const anyLink = (page: Page, title: string) => page.getByRole('link', { name: title, exact: true });

async function openMenu(page: Page, title: string) {
  await page.getByRole('button', { name: `More actions for “${title}”`, exact: true }).click();
  const menu = page.getByRole('menu', { name: 'Post actions' });
  await expect(menu).toBeVisible();
  return menu;
}

test('block and mute from a post card: the card leaves at once, Settings lists the member, Unblock / Unmute bring it back', async ({ browser, request }) => {
  const tag = `bm${randomBytes(3).toString('hex')}`;
  const title = `Broken fridge in the break room ${tag}`;
  await postAs(request, title, tag);

  const context = await signedInContext(browser, 'blocker');
  try {
    const page = await context.newPage();
    await openSignedIn(page, `/?tag=${tag}`);
    await expect(card(page, title)).toBeVisible();

    // The desktop dropdown: 224 px wide, with the member's items.
    let menu = await openMenu(page, title);
    expect((await menu.boundingBox())?.width).toBe(224);
    for (const name of ['Report post', 'Report user', `Mute @${blockee.username}`, `Block @${blockee.username}`]) {
      await expect(menu.getByRole('menuitem', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('menuitem', { name: 'Ban User' })).toHaveCount(0);

    // Block asks first, then the card leaves without a reload.
    await menu.getByRole('menuitem', { name: `Block @${blockee.username}`, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: `Block @${blockee.username}?` });
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(toast(page, `@${blockee.username} is blocked. You won't see their posts or comments, and you can't message each other.`)).toBeVisible();
    await expect(anyLink(page, title)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: 'No posts match' })).toBeVisible();
    await expect(anyLink(page, title)).toHaveCount(0);

    // Settings › Blocked and muted → Unblock.
    await page.goto('/settings#blocked-muted');
    const section = page.getByRole('region', { name: 'Blocked and muted' });
    await expect(section.getByText(`@${blockee.username}`)).toBeVisible();
    await section.getByRole('button', { name: `Unblock @${blockee.username}` }).click();
    await expect(toast(page, `@${blockee.username} is unblocked.`)).toBeVisible();
    await expect(section.getByText('You haven’t blocked anyone.')).toBeVisible();
    await page.goto(`/?tag=${tag}`);
    await expect(card(page, title)).toBeVisible();

    // Mute: no question asked; the card leaves; Unmute from Settings.
    menu = await openMenu(page, title);
    await menu.getByRole('menuitem', { name: `Mute @${blockee.username}`, exact: true }).click();
    await expect(toast(page, `@${blockee.username} is muted. You won't see their posts, comments or notifications.`)).toBeVisible();
    await expect(anyLink(page, title)).toHaveCount(0);
    await page.goto('/settings#blocked-muted');
    await section.getByRole('button', { name: `Unmute @${blockee.username}` }).click();
    await expect(toast(page, `@${blockee.username} is unmuted.`)).toBeVisible();
    await page.goto(`/?tag=${tag}`);
    await expect(card(page, title)).toBeVisible();
  } finally {
    await context.close();
  }
});

test('at 390 px the user-actions menu is a bottom sheet; guests reporting go to /login', async ({ browser, request }) => {
  const tag = `bm${randomBytes(3).toString('hex')}`;
  const title = `Lockers without locks ${tag}`;
  await postAs(request, title, tag);

  const context = await browser.newContext({ storageState: storageStateOf('blocker'), viewport: { width: 390, height: 844 } });
  const guest = await browser.newContext();
  try {
    const page = await context.newPage();
    await openSignedIn(page, `/?tag=${tag}`);
    await page.getByRole('button', { name: `More actions for “${title}”`, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Post actions' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('menuitem', { name: `Block @${blockee.username}`, exact: true })).toBeVisible();
    await expect(sheet.getByRole('menuitem', { name: 'Cancel', exact: true })).toBeVisible();
    await sheet.getByRole('menuitem', { name: 'Cancel', exact: true }).click();
    await expect(sheet).toHaveCount(0);

    const g = await guest.newPage();
    await g.goto(`/?tag=${tag}`);
    await g.getByRole('button', { name: `More actions for “${title}”`, exact: true }).click();
    const menu = g.getByRole('menu', { name: 'Post actions' });
    await expect(menu.getByRole('menuitem', { name: /^Block/ })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Report user', exact: true }).click();
    await expect(g).toHaveURL(/\/login\?next=/);
  } finally {
    await context.close();
    await guest.close();
  }
});
