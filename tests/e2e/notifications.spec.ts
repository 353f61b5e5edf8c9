// The notification bell, live, in two browsers and without any reload: the author
// (e2e_bell_author) has a post and keeps the bell open; the member (e2e_bell_member) comments on it;
// the author's open list gets the notification on top and the bell's badge counts it;
// opening the bell again clears the badge; clicking the notification opens the comment on
// the post page and marks it read. Then the author's WebSocket drops and stays down while
// the member comments again: once it reconnects, the badge catches up (the client refetches
// what it may have missed) without a reload. Last, Mark all read, deleting a row and Clear all.
// The server is shared with the other specs, which run at the same time: both accounts are
// this spec's own (tests/e2e/accounts.ts), titles are unique, and the badge is first cleared
// by opening the bell rather than assumed to be empty.
// Posting is rate limited (5 posts per 10 minutes per member): this file creates 1.
import { randomInt } from 'node:crypto';
import { expect, test, type Locator, type Page, type WebSocketRoute } from '@playwright/test';
import { timeouts } from '../timeouts.ts';
import { accounts, openSignedIn, signedInContext, toast } from './support.ts';

function uniqueWord(prefix = 'nq'): string {
  let word = prefix;
  for (let i = 0; i < 10; i++) word += String.fromCharCode(97 + randomInt(26));
  return word;
}

const bellButton = (page: Page): Locator => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const bellBadge = (page: Page): Locator => page.getByRole('banner').getByTestId('notifications-badge');
const bellPanel = (page: Page): Locator => page.getByRole('dialog', { name: 'Notifications' });

async function openBell(page: Page): Promise<Locator> {
  await expect(bellButton(page)).toHaveAttribute('aria-expanded', 'false');
  await bellButton(page).click();
  const panel = bellPanel(page);
  await expect(panel).toBeVisible();
  // Loaded: either the list or the empty state.
  await expect(panel.getByRole('list', { name: 'Notifications' }).or(panel.getByText('No notifications yet'))).toBeVisible();
  return panel;
}

test('a comment reaches the post author’s bell live; opening clears the badge; the item leads to the comment; a reconnect catches up', async ({ browser }) => {
  const word = uniqueWord();
  const title = `Overtime sign-up sheet ${word}`;
  const commentText = `I can cover Saturday ${uniqueWord('c')}`;

  const authorContext = await signedInContext(browser, 'bellAuthor');
  const memberContext = await signedInContext(browser, 'bellMember');
  try {
    const author = await authorContext.newPage();
    const member = await memberContext.newPage();
    // The author's WebSocket passes through here, so the test can cut it and keep it down.
    const authorSockets: WebSocketRoute[] = [];
    let socketBlocked = false;
    await author.routeWebSocket(/\/graphql$/, (ws) => {
      if (socketBlocked) {
        void ws.close({ code: 1012, reason: 'Service Restart' });
        return;
      }
      ws.connectToServer();
      authorSockets.push(ws);
    });

    // ── 1. The author writes a post ──
    await openSignedIn(author);
    await author.getByRole('banner').getByRole('button', { name: 'Create Post', exact: true }).click();
    const composer = author.getByRole('dialog', { name: 'Create a post' });
    await expect(composer).toBeVisible();
    await composer.getByLabel('Title', { exact: true }).fill(title);
    await composer.getByRole('textbox', { name: 'Content', exact: true }).click();
    await author.keyboard.type(`Who can take a shift this weekend? ${word}`);
    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    const created = author.getByRole('dialog', { name: 'Post Created!' });
    await expect(created).toBeVisible();
    await created.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(created).toHaveCount(0);
    const card = author.getByRole('list', { name: 'Posts', exact: true }).getByRole('article', { name: title, exact: true });
    const postPath = await card.getByRole('link', { name: title, exact: true }).getAttribute('href');
    expect(postPath).toMatch(/^\/discussion\//);

    // ── 2. The author opens the bell (everything earlier is now seen) and leaves it open ──
    const panel = await openBell(author);
    await expect(bellBadge(author)).toHaveCount(0);
    const items = panel.getByTestId('notification-item');
    const entry = items.filter({ hasText: title });
    await expect(entry).toHaveCount(0);

    // ── 3. The member comments on the post ──
    await openSignedIn(member, postPath!);
    await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await member.getByRole('textbox', { name: 'Write a comment', exact: true }).click();
    await member.keyboard.type(commentText);
    await member.getByRole('button', { name: 'Post comment', exact: true }).click();
    await expect(toast(member, 'Comment posted')).toBeVisible();

    // ── 4. Live on the author's screen: on top of the open list, unread, and counted on the bell ──
    await expect(entry).toHaveCount(1);
    await expect(items.first()).toContainText(`commented on your post "${title}"`);
    await expect(items.first()).toContainText(accounts.bellMember.username);
    await expect(entry).toContainText('Unread');
    await expect(bellBadge(author)).toHaveText('1');
    await expect(bellButton(author)).toHaveAccessibleName('Notifications, 1 new');

    // ── 5. Closing and opening the bell acknowledges it: the badge goes ──
    await author.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(bellBadge(author)).toHaveText('1');
    const reopened = await openBell(author);
    await expect(bellBadge(author)).toHaveCount(0);
    const reopenedEntry = reopened.getByTestId('notification-item').filter({ hasText: title });
    await expect(reopenedEntry).toContainText('Unread');

    // ── 6. The item leads to the comment on the post page and is then read ──
    await reopenedEntry.getByRole('link').click();
    await expect(author).toHaveURL(new RegExp(`${postPath!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}#comment-\\d+$`));
    await expect(author.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(author.getByRole('article', { name: /^Comment by / }).filter({ hasText: commentText })).toBeVisible();
    await expect(bellPanel(author)).toHaveCount(0);
    const afterClick = await openBell(author);
    await expect(afterClick.getByTestId('notification-item').filter({ hasText: title })).not.toContainText('Unread');
    await expect(bellBadge(author)).toHaveCount(0);
    await author.keyboard.press('Escape');
    await expect(bellPanel(author)).toHaveCount(0);

    // ── 7. The author's socket drops and stays down while the member comments again ──
    socketBlocked = true;
    for (const socket of authorSockets.splice(0)) await socket.close({ code: 1012, reason: 'Service Restart' });
    await member.getByRole('textbox', { name: 'Write a comment', exact: true }).click();
    await member.keyboard.type(`${commentText} again`);
    await member.getByRole('button', { name: 'Post comment', exact: true }).click();
    await expect(toast(member, 'Comment posted')).toBeVisible();
    await expect(bellBadge(author)).toHaveCount(0);

    // ── 8. Back online: the client reconnects by itself and refetches the counts ──
    socketBlocked = false;
    await expect(bellBadge(author)).toHaveText('1', { timeout: timeouts.browserReconnect });
    // The refetch that goes with the new subscription may answer before this process has seen
    // the new socket pass through the route: wait for it rather than look once.
    await expect.poll(() => authorSockets.length, { timeout: timeouts.browserReconnect }).toBeGreaterThan(0);
    const caughtUp = await openBell(author);
    await expect(bellBadge(author)).toHaveCount(0);
    await expect(caughtUp.getByTestId('notification-item').filter({ hasText: title })).toHaveCount(2);

    // ── 9. Mark all read, delete one, clear the rest: each row changes at once and stays so ──
    const ours = caughtUp.getByTestId('notification-item').filter({ hasText: title });
    await expect(ours.filter({ hasText: 'Unread' })).toHaveCount(1);
    await caughtUp.getByRole('button', { name: 'Mark all read', exact: true }).click();
    await expect(ours.filter({ hasText: 'Unread' })).toHaveCount(0);
    await ours.first().getByRole('button', { name: 'Delete notification', exact: true }).click();
    await expect(ours).toHaveCount(1);
    await caughtUp.getByRole('button', { name: 'Clear all', exact: true }).click();
    await caughtUp.getByRole('group', { name: 'Clear all notifications?' }).getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(caughtUp.getByText('No notifications yet')).toBeVisible();
    await author.keyboard.press('Escape');
    await author.reload();
    const cleared = await openBell(author);
    await expect(cleared.getByText('No notifications yet')).toBeVisible();
  } finally {
    await authorContext.close();
    await memberContext.close();
  }
});
