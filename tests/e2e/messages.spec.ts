// Direct messages between two browsers, nothing reloaded: A (e2e_chat_a) starts a
// conversation with B (e2e_chat_b) by username and writes; B's list (and top-bar badge)
// change live; B opens the conversation and sees the message, which clears B's unread
// count without changing anything on A's screen; B replies and A sees it live.
// The server is shared with the other specs, which run at the same time: the flows that
// count unread messages and notifications have accounts of their own (tests/e2e/accounts.ts),
// texts are unique and unread counts are compared with what they were.
import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts, documentId, openSignedIn, publishPost, signedInContext, storageStateOf } from './support.ts';

const unique = () => randomBytes(4).toString('hex');

/** The /messages list entry of the conversation with the member of this username. */
const listItem = (page: Page, username: string): Locator =>
  page.getByRole('list', { name: 'Conversations' }).getByRole('listitem').filter({ hasText: `@${username}` });

/** The thread of the open conversation. */
const thread = (page: Page): Locator => page.getByTestId('message-thread');

/** The top bar's Messages link (its accessible name carries the unread count when there is one). */
const messagesLink = (page: Page): Locator => page.getByRole('banner').getByRole('link', { name: /Messages$/ });

/** Unread count shown on the top bar's Messages link (0 when no badge). */
async function topBarUnread(page: Page): Promise<number> {
  // allTextContents does not wait: the badge may disappear between two looks.
  const text = (await messagesLink(page).locator('.badge').allTextContents())[0]?.trim() ?? '';
  return text === '9+' ? 10 : Number.parseInt(text, 10) || 0;
}

/** Opens the conversation with `username` if it has unread messages, so a test starts from zero. */
async function readConversationWith(page: Page, username: string): Promise<void> {
  await page.goto('/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const item = listItem(page, username);
  if ((await item.count()) === 0 || (await item.locator('.badge').count()) === 0) return;
  await item.getByRole('link').click();
  await expect(thread(page)).toBeVisible();
  await page.getByRole('link', { name: 'Back to messages' }).click();
  await expect(listItem(page, username).locator('.badge')).toHaveCount(0);
}

test('A messages B; B sees it live, reads it without changing A’s view, and replies live', async ({ browser }) => {
  const id = unique();
  const hello = `Hello from A, shift starts at 6 (${id})`;
  const reply = `Reply from B: see you there (${id})`;
  const A = accounts.chatA;
  const B = accounts.chatB;

  const contextA = await signedInContext(browser, 'chatA');
  const contextB = await signedInContext(browser, 'chatB');
  try {
    const a = await contextA.newPage();
    const b = await contextB.newPage();
    await openSignedIn(a);
    await openSignedIn(b);

    // B waits on /messages, nothing unread from A, the bell opened (nothing unseen).
    await readConversationWith(b, A.username);
    const unreadBefore = await topBarUnread(b);
    const bellB = b.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    const bellBadgeB = b.getByRole('banner').getByTestId('notifications-badge');
    await bellB.click();
    await expect(b.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await expect(bellBadgeB).toHaveCount(0);
    await b.keyboard.press('Escape');
    await expect(b.getByRole('dialog', { name: 'Notifications' })).toHaveCount(0);

    // ── A starts the conversation by username: the modal checks the name first ──
    await a.goto('/messages');
    await expect(a.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await a.getByRole('button', { name: 'New Conversation' }).first().click();
    const modal = a.getByRole('dialog', { name: 'New Conversation' });
    await expect(modal).toBeVisible();
    const field = modal.getByLabel('Username', { exact: true });
    await modal.getByRole('button', { name: 'Start Conversation' }).click();
    await expect(modal.getByText('Please enter a username', { exact: true })).toBeVisible();
    await field.fill(B.username.toUpperCase());
    await modal.getByRole('button', { name: 'Start Conversation' }).click();
    await expect(
      modal.getByText('Please enter a username (all lowercase, no spaces). Usernames are different from display names.', { exact: true }),
    ).toBeVisible();
    await field.fill(B.username.replace(/_/g, ' '));
    await modal.getByRole('button', { name: 'Start Conversation' }).click();
    await expect(modal.getByText('Usernames cannot contain spaces. Please enter a valid username.', { exact: true })).toBeVisible();

    // Typing shows matching members; an unknown name lists suggestions.
    await field.fill(B.username.slice(0, -1));
    await expect(modal.getByRole('list', { name: 'Matching members' }).getByRole('button', { name: `@${B.username}` })).toBeVisible();
    await field.fill(`${B.username}x`);
    await modal.getByRole('button', { name: 'Start Conversation' }).click();
    await expect(modal.getByText(`User "${B.username}x" not found. Please check the username and try again.`)).toBeVisible();
    await expect(modal.getByRole('list', { name: 'Suggested usernames' }).getByRole('button', { name: `@${B.username}` })).toBeVisible();

    await field.fill(B.username);
    await modal.getByRole('button', { name: 'Start Conversation' }).click();
    await expect(modal.getByText('Conversation created!')).toBeVisible();
    await expect(modal.getByText('Opening your conversation...')).toBeVisible();
    await expect(a).toHaveURL(/\/messages\/\d+$/);
    await expect(modal).toHaveCount(0);
    const conversationUrl = a.url();

    // ── A writes: Enter sends, an empty message is refused ──
    const composerA = a.getByRole('textbox', { name: /^Message to / });
    await composerA.press('Enter');
    await expect(a.getByText('Message cannot be empty', { exact: true })).toBeVisible();
    await composerA.fill(hello);
    await expect(a.getByText(`${hello.length}/2000`)).toBeVisible();
    await composerA.press('Enter');
    await expect(thread(a).getByText(hello, { exact: true })).toBeVisible();
    await expect(composerA).toHaveValue('');

    // ── B's list and badge change live ──
    const itemB = listItem(b, A.username);
    await expect(itemB).toContainText(hello);
    await expect(itemB.locator('.badge')).toHaveText('1');
    await expect.poll(() => topBarUnread(b)).toBe(unreadBefore + 1);
    // …and B's bell: the message arrives as a notification from A, without a reload.
    await expect(bellBadgeB).toHaveText('1');
    await bellB.click();
    const bellPanelB = b.getByRole('dialog', { name: 'Notifications' });
    await expect(bellPanelB.getByTestId('notification-item').filter({ hasText: `@${A.username}` }).filter({ hasText: hello.slice(0, 30) })).toBeVisible();
    await expect(bellBadgeB).toHaveCount(0);
    await b.keyboard.press('Escape');
    await expect(bellPanelB).toHaveCount(0);

    // ── B opens the conversation: sees the message, B's count clears, A's view stays ──
    const messagesOnA = await thread(a).locator('li.message').count();
    await itemB.getByRole('link').click();
    await expect(b).toHaveURL(new RegExp(`${new URL(conversationUrl).pathname}$`));
    await expect(thread(b).getByText(hello, { exact: true })).toBeVisible();
    await expect.poll(() => topBarUnread(b)).toBe(unreadBefore);
    await expect(a).toHaveURL(conversationUrl);
    await expect(thread(a).getByText(hello, { exact: true })).toBeVisible();
    await expect(thread(a).locator('li.message')).toHaveCount(messagesOnA);

    // ── B replies (Shift+Enter makes a new line, Enter sends); A sees it live ──
    const composerB = b.getByRole('textbox', { name: /^Message to / });
    await composerB.fill(reply);
    await composerB.press('Shift+Enter');
    await composerB.pressSequentially('Bring water');
    await composerB.press('Enter');
    await expect(thread(b).getByText(`${reply}\nBring water`, { exact: true })).toBeVisible();
    await expect(thread(a).getByText(`${reply}\nBring water`, { exact: true })).toBeVisible();
    // A was reading the conversation when the reply came, so A has nothing unread from it.
    await expect.poll(() => topBarUnread(a)).toBe(0);

    // ── B deletes the reply; A sees it turn into 'Message deleted' live ──
    const ownMessage = thread(b).locator('li.message').filter({ hasText: 'Bring water' });
    await ownMessage.hover();
    await ownMessage.getByRole('button', { name: 'Delete message' }).click();
    const confirm = b.getByRole('dialog', { name: 'Delete message?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expect(thread(b).getByText('Bring water')).toHaveCount(0);
    await expect(thread(a).getByText('Bring water')).toHaveCount(0);
    await expect(thread(a).getByText('Message deleted').last()).toBeVisible();
  } finally {
    await contextA.close();
    await contextB.close();
  }
});

/** Writes and publishes a plain post through the composer, then closes 'Post Created!'. */
async function publishAndClose(page: Page, title: string, content: string): Promise<void> {
  const created = await publishPost(page, title, content);
  await created.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(created).toHaveCount(0);
}

/** Opens the actions menu of the post with this title (feed card or post page). */
async function openPostMenu(page: Page, title: string): Promise<Locator> {
  await page.getByRole('button', { name: `More actions for “${title}”`, exact: true }).click();
  const menu = page.getByRole('menu', { name: 'Post actions' });
  await expect(menu).toBeVisible();
  return menu;
}

// The admin account writes the post, so the members' posting limits are left to other specs.
test('“Message author” on someone else’s post opens the conversation; never on one’s own; guests go to /register', async ({ browser }) => {
  const title = `notes from the loading dock ${unique()}`;
  const admin = accounts.admin;

  const contextAuthor = await signedInContext(browser, 'admin');
  const contextMember = await signedInContext(browser, 'member');
  const contextGuest = await browser.newContext();
  try {
    const author = await contextAuthor.newPage();
    await openSignedIn(author);
    await publishAndClose(author, title, 'The new schedule starts on Monday for every shift.');
    await author.goto('/?sort=newest');
    let menu = await openPostMenu(author, title);
    await expect(menu.getByRole('menuitem', { name: 'Message author' })).toHaveCount(0);
    await author.keyboard.press('Escape');

    const guest = await contextGuest.newPage();
    await guest.goto('/?sort=newest');
    // A guest's page arrives drawn by the server; React drops a tap on a part it is still
    // hydrating whose code is on its way, so the menu is opened once the page is hydrated (its title).
    await expect(guest).toHaveTitle('Home · Workers Commons');
    menu = await openPostMenu(guest, title);
    await menu.getByRole('menuitem', { name: 'Message author' }).click();
    await expect(guest).toHaveURL(/\/register\?next=/);

    const member = await contextMember.newPage();
    await openSignedIn(member, '/?sort=newest');
    await member.getByRole('list', { name: 'Posts', exact: true }).getByRole('link', { name: title, exact: true }).click();
    await expect(member).toHaveURL(/\/discussion\//);
    menu = await openPostMenu(member, title);
    await menu.getByRole('menuitem', { name: 'Message author' }).click();
    await expect(member).toHaveURL(/\/messages\/\d+$/);
    await expect(member.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(member.getByText(`@${admin.username}`, { exact: true })).toBeVisible();
    await expect(member.getByRole('textbox', { name: /^Message to / })).toBeVisible();

    // /messages?to=<username> opens the New Conversation modal with the name filled in.
    await member.goto(`/messages?to=${admin.username}`);
    const modal = member.getByRole('dialog', { name: 'New Conversation' });
    await expect(modal.getByLabel('Username', { exact: true })).toHaveValue(admin.username);
    await expect(member).toHaveURL(/\/messages$/);
    await modal.getByRole('button', { name: 'Start Conversation' }).click();
    await expect(modal.getByText('Conversation created!')).toBeVisible();
    await expect(member).toHaveURL(/\/messages\/\d+$/);
    await expect(member.getByText(`@${admin.username}`, { exact: true })).toBeVisible();
  } finally {
    await contextAuthor.close();
    await contextMember.close();
    await contextGuest.close();
  }
});

/** Runs one of the web client's persisted operations as the signed-in member of `page`. */
async function graphql(page: Page, operationName: string, variables: Record<string, unknown>): Promise<{ data?: any; errors?: unknown }> {
  const id = documentId(operationName);
  return page.evaluate(
    async ({ id, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'x-graphql-yoga-csrf': 'workers-commons-web',
          Authorization: `Bearer ${localStorage.getItem('wc.authToken')}`,
        },
        body: JSON.stringify({ documentId: id, variables }),
      });
      return response.json();
    },
    { id, variables },
  );
}

test('a long thread opens at the newest message and loads older ones at the top, keeping the view in place', async ({ browser }) => {
  const tag = unique();
  const contextA = await signedInContext(browser, 'threadA');
  const contextB = await signedInContext(browser, 'threadB');
  try {
    const a = await contextA.newPage();
    const b = await contextB.newPage();
    await openSignedIn(a);
    await openSignedIn(b);
    const started = await graphql(a, 'useStartConversationMutation', { input: { username: accounts.threadB.username } });
    const conversation = started.data.startConversation.conversation as { id: string; conversationId: number };
    // 36 messages, more than one page (30), taking turns (each member stays under the rate limit).
    for (let i = 1; i <= 36; i++) {
      const result = await graphql(i % 2 ? a : b, 'useSendMessageMutation', {
        input: { conversationId: conversation.id, content: `Paging ${tag} #${i}` },
        connections: [],
      });
      expect(result.errors).toBeUndefined();
    }

    await b.goto(`/messages/${conversation.conversationId}`);
    const view = thread(b);
    const newest = view.getByText(`Paging ${tag} #36`, { exact: true });
    await expect(newest).toBeInViewport();
    await expect(view.getByText(`Paging ${tag} #1`, { exact: true })).toHaveCount(0);
    const firstShown = view.locator('li.message').first();
    const firstText = (await firstShown.innerText()).split('\n')[0]!;

    await view.evaluate((el) => {
      el.scrollTop = 0;
    });
    await expect(view.getByText(`Paging ${tag} #1`, { exact: true })).toHaveCount(1);
    // What was at the top stays on screen; the older messages are above it.
    await expect(view.getByText(firstText, { exact: true })).toBeInViewport();
    await expect(view.getByText(`Paging ${tag} #1`, { exact: true })).not.toBeInViewport();
    await expect(newest).not.toBeInViewport();
  } finally {
    await contextA.close();
    await contextB.close();
  }
});

test.describe(() => {
  test.use({ storageState: storageStateOf('admin') });

  test('a conversation the member is not part of shows “Conversation not found”', async ({ page }) => {
    await openSignedIn(page, '/messages/999999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Conversation not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to messages' }).click();
    await expect(page).toHaveURL(/\/messages$/);
  });
});

test('guests who open messages are sent to /register', async ({ page }) => {
  await page.goto('/messages');
  await expect(page).toHaveURL(/\/register\?next=%2Fmessages$/);
});
