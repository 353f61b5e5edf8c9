// Content: the member writes a post with bold text and tags, finds it on top of the feed,
// votes, comments and replies, edits and deletes; search finds it by a word of its body;
// a vote and a save tapped before their code has arrived are sent when it has; guests are asked
// to join; a post with a phone number is held for review.
// Posting is rate limited (5 posts per 10 minutes per member): this file creates 3.
import { randomInt } from 'node:crypto';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { accounts, holdFiles, openSignedIn, signedInContext, storageStateOf, toast } from './support.ts';

// Signed in as the member unless a test says otherwise.
test.use({ storageState: storageStateOf('member') });

/** A made-up word (letters only, so full-text search keeps it whole) no other post contains. */
function uniqueWord(prefix = 'zq'): string {
  let word = prefix;
  for (let i = 0; i < 10; i++) word += String.fromCharCode(97 + randomInt(26));
  return word;
}

/** The feed's list of posts on the home page. */
const feedList = (page: Page): Locator => page.getByRole('list', { name: 'Posts', exact: true });

/** The card of the post with this title in the feed. */
const feedCard = (page: Page, title: string): Locator => feedList(page).getByRole('article', { name: title, exact: true });

/** Opens the composer from the top bar (the member must be signed in). */
async function openComposer(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Create Post', exact: true }).click();
  await expect(page).toHaveURL(/[?&]create=true/);
  const composer = page.getByRole('dialog', { name: 'Create a post' });
  await expect(composer).toBeVisible();
  return composer;
}

/** Fills the composer's title and types plain content into its editor. */
async function writePost(composer: Locator, title: string, content: string): Promise<void> {
  await composer.getByLabel('Title', { exact: true }).fill(title);
  await composer.getByRole('textbox', { name: 'Content', exact: true }).click();
  await composer.page().keyboard.type(content);
}

/** Writes and publishes a post (title without capitalised names, so no safety reminder), then closes 'Post Created!'. */
async function publishPost(page: Page, title: string, content: string): Promise<void> {
  const composer = await openComposer(page);
  await writePost(composer, title, content);
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  const created = page.getByRole('dialog', { name: 'Post Created!' });
  await expect(created).toBeVisible();
  await created.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(created).toHaveCount(0);
}

/** Title and creation time of each card of the feed, top to bottom. */
function feedOrder(page: Page): Promise<{ title: string; createdAt: string }[]> {
  return feedList(page)
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => ({
        title: document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ?? '',
        createdAt: card.querySelector('time')?.getAttribute('datetime') ?? '',
      })),
    );
}

/**
 * The feed sorted by newest has the post with this title on top of every older post. Other
 * specs publish on the same server at the same time, so a post newer than this one may come
 * first; on a server of its own this is the very top.
 */
async function expectNewestOnTop(page: Page, title: string): Promise<void> {
  await expect(feedCard(page, title)).toBeVisible();
  const order = await feedOrder(page);
  const index = order.findIndex((card) => card.title === title);
  expect(index).toBeGreaterThanOrEqual(0);
  const createdAt = Date.parse(order[index]!.createdAt);
  expect(createdAt).not.toBeNaN();
  for (const above of order.slice(0, index)) expect(Date.parse(above.createdAt), `"${above.title}" is listed above it`).toBeGreaterThan(createdAt);
  for (const below of order.slice(index + 1)) expect(Date.parse(below.createdAt), `"${below.title}" is listed below it`).toBeLessThanOrEqual(createdAt);
}

/** The vote control of the post with this title. */
const votes = (scope: Page | Locator, title: string): Locator => scope.getByRole('group', { name: `Votes for “${title}”`, exact: true });

test('the member posts with bold text and tags, votes, comments, replies, edits, searches and deletes', async ({ page }) => {
  const word = uniqueWord();
  const title = `Notes on overtime pay at our depot ${word}`;
  const boldText = 'double pay after ten hours';
  const customTag = `depot ${uniqueWord('t').slice(0, 8)}`;

  await openSignedIn(page);
  await expect(page).toHaveURL(/\/$/);

  // ── 1. Compose: title, body with bold text, a predefined and a custom tag ──
  const composer = await openComposer(page);
  await composer.getByLabel('Title', { exact: true }).fill(title);
  const editor = composer.getByRole('textbox', { name: 'Content', exact: true });
  await editor.click();
  await page.keyboard.type(`The contract says ${word} workers get `);
  const boldButton = composer.getByRole('toolbar', { name: 'Content: formatting' }).getByRole('button', { name: 'Bold', exact: true });
  await expect(boldButton).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Control+b');
  await expect(boldButton).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type(boldText);
  await page.keyboard.press('Control+b');
  await expect(boldButton).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type(', but nobody sees it.');
  await expect(editor.locator('strong', { hasText: boldText })).toBeVisible();

  const tagPicker = composer.getByRole('group', { name: 'Tags', exact: true });
  // A suggestion may show the same tag a second time; either button chooses it.
  await tagPicker.getByRole('button', { name: '#wages', exact: true }).first().click();
  await tagPicker.getByLabel('Add your own tag').fill(customTag);
  await tagPicker.getByRole('button', { name: 'Add', exact: true }).click();
  const chosen = tagPicker.getByRole('list', { name: 'Chosen tags' });
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  await expect(chosen).toContainText('#wages');
  await expect(chosen).toContainText(`#${customTag}`);
  await expect(tagPicker).toContainText('(2/3 chosen)');

  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  const created = page.getByRole('dialog', { name: 'Post Created!' });
  await expect(created).toBeVisible();
  await expect(created).toContainText(`${title} is now live.`);
  await expect(composer).toHaveCount(0);
  await created.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(created).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  // The new post is on top of the feed, right away and after a reload sorted by newest.
  await expect(feedList(page).getByRole('article').first()).toHaveAccessibleName(title);
  await page.getByLabel('Sort posts').selectOption('NEWEST');
  await expect(page).toHaveURL(/[?&]sort=newest/);
  await page.reload();
  await expectNewestOnTop(page, title);
  const card = feedCard(page, title);
  await expect(card.getByRole('list', { name: 'Tags' }).getByRole('link')).toHaveText(['#wages', `#${customTag}`]);

  // ── 2. The post page: bold body, tags as links, votes ──
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/discussion\//);
  const postUrl = page.url();
  const article = page.getByRole('article', { name: title, exact: true });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(article.locator('.post-body strong')).toHaveText(boldText);
  const tagLinks = article.getByRole('list', { name: 'Tags' });
  await expect(tagLinks.getByRole('link', { name: '#wages', exact: true })).toHaveAttribute('href', '/?tag=wages');
  await expect(tagLinks.getByRole('link', { name: `#${customTag.replace(/\s+/g, '')}`, exact: true })).toHaveAttribute(
    'href',
    `/?tag=${encodeURIComponent(customTag)}`,
  );

  const postVotes = votes(article, title);
  const upvote = postVotes.getByRole('button', { name: 'Upvote', exact: true });
  await expect(postVotes.getByText('Score 0', { exact: true })).toBeVisible();
  await expect(upvote).toHaveAttribute('aria-pressed', 'false');
  await upvote.click();
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await expect(postVotes.getByText('Score 1', { exact: true })).toBeVisible();
  // The server's answer is kept: still 1 after a reload.
  await page.reload();
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await expect(postVotes.getByText('Score 1', { exact: true })).toBeVisible();
  // Pressing it again clears the vote.
  await upvote.click();
  await expect(upvote).toHaveAttribute('aria-pressed', 'false');
  await expect(postVotes.getByText('Score 0', { exact: true })).toBeVisible();
  await page.reload();
  await expect(upvote).toHaveAttribute('aria-pressed', 'false');
  await expect(postVotes.getByText('Score 0', { exact: true })).toBeVisible();

  // ── 3. Comment, reply, edit the comment, delete the reply ──
  const comments = page.getByRole('region', { name: /^Comments/ });
  await expect(comments.getByRole('heading', { level: 2 })).toHaveText('Comments (0)');
  const commentText = `Same at my warehouse ${uniqueWord('c')}`;
  await page.getByRole('textbox', { name: 'Write a comment', exact: true }).click();
  await page.keyboard.type(commentText);
  await page.getByRole('button', { name: 'Post comment', exact: true }).click();
  await expect(toast(page, 'Comment posted')).toBeVisible();
  const commentBody = comments.getByRole('article', { name: /^Comment by / }).filter({ hasText: commentText });
  await expect(commentBody).toBeVisible();
  await expect(comments.getByRole('heading', { level: 2 })).toHaveText('Comments (1)');
  // The comment's list item (it holds the replies too), found again by its id after the edit.
  const commentItemId = await comments
    .getByRole('listitem')
    .filter({ has: page.getByRole('article', { name: /^Comment by / }).filter({ hasText: commentText }) })
    .getAttribute('id');
  expect(commentItemId).toMatch(/^comment-/);
  const commentItem = comments.locator(`[id="${commentItemId}"]`);
  const commentArticle = commentItem.getByRole('article').first();

  const replyText = `Did you ask the steward ${uniqueWord('r')}`;
  await commentArticle.getByRole('button', { name: 'Reply', exact: true }).click();
  const replyEditor = commentArticle.getByRole('textbox', { name: /^Reply to / });
  await expect(replyEditor).toBeFocused();
  await page.keyboard.type(replyText);
  await commentArticle.getByRole('button', { name: 'Post reply', exact: true }).click();
  await expect(toast(page, 'Reply posted')).toBeVisible();
  await expect(replyEditor).toHaveCount(0);
  const replies = commentItem.getByRole('list', { name: 'Replies' });
  const reply = replies.getByRole('article', { name: /^Comment by / }).filter({ hasText: replyText });
  await expect(reply).toBeVisible();
  await expect(comments.getByRole('heading', { level: 2 })).toHaveText('Comments (2)');
  // Indented under the comment.
  const commentBox = await commentArticle.boundingBox();
  const replyBox = await reply.boundingBox();
  expect(commentBox && replyBox).toBeTruthy();
  expect(replyBox!.x).toBeGreaterThan(commentBox!.x + 8);
  expect(replyBox!.y).toBeGreaterThan(commentBox!.y);

  const editedText = `Same at my warehouse, edited ${uniqueWord('e')}`;
  await commentArticle.getByRole('button', { name: 'Edit', exact: true }).click();
  const editEditor = commentArticle.getByRole('textbox', { name: 'Edit comment', exact: true });
  await expect(editEditor).toBeFocused();
  await expect(editEditor).toHaveText(commentText);
  await page.keyboard.press('Control+a');
  await page.keyboard.type(editedText);
  await commentArticle.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Comment updated')).toBeVisible();
  await expect(editEditor).toHaveCount(0);
  await expect(commentArticle).toContainText(editedText);
  await expect(commentArticle).not.toContainText(commentText);
  await expect(commentArticle).toContainText('(edited)');

  await reply.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Delete comment?' });
  await expect(confirmDelete).toContainText('Are you sure you want to delete this comment?');
  await confirmDelete.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirmDelete).toHaveCount(0);
  await expect(toast(page, 'Comment deleted')).toBeVisible();
  await expect(comments.getByText(replyText)).toHaveCount(0);
  await expect(commentArticle).toContainText(editedText);
  await expect(comments.getByRole('heading', { level: 2 })).toHaveText('Comments (1)');

  // After a reload the edit and the deletion come back from the server.
  await page.reload();
  await expect(comments.getByRole('article', { name: /^Comment by / }).filter({ hasText: editedText })).toBeVisible();
  await expect(comments.getByText(replyText)).toHaveCount(0);
  await expect(comments.getByText(commentText, { exact: true })).toHaveCount(0);

  // ── 4. Edit the post's title ──
  const newTitle = `Overtime pay at our depot, updated ${word}`;
  await page.getByRole('button', { name: `More actions for “${title}”`, exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Edit post', exact: true }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit post' });
  await expect(editDialog).toBeVisible();
  const titleField = editDialog.getByLabel('Title', { exact: true });
  await expect(titleField).toHaveValue(title);
  // The body is read when the dialog opens (feed cards carry none), formatting and all.
  await expect(editDialog.getByRole('textbox', { name: 'Content', exact: true }).locator('strong')).toHaveText(boldText);
  await titleField.fill(newTitle);
  await editDialog.getByRole('button', { name: 'Update post', exact: true }).click();
  await expect(editDialog).toHaveCount(0);
  await expect(toast(page, 'Post updated')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await expect(page.getByRole('article', { name: newTitle, exact: true }).locator('.post-body strong')).toHaveText(boldText);

  // ── 5. Search finds it by a word of its body ──
  await page.getByRole('heading', { level: 1, name: newTitle }).click();
  await page.keyboard.press('Control+k');
  const search = page.getByRole('dialog', { name: 'Search' });
  const searchBox = search.getByRole('searchbox', { name: 'Search discussions' });
  await expect(searchBox).toBeFocused();
  await searchBox.pressSequentially(word);
  await searchBox.press('Enter');
  await expect(search).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/\\?search=${word}$`));
  await expect(feedCard(page, newTitle)).toBeVisible();
  await expect(feedList(page).getByRole('article')).toHaveCount(1);
  const relevance = page.getByText('Sorted by relevance', { exact: true });
  await expect(relevance).toBeVisible();
  await expect(page.getByRole('paragraph').filter({ has: relevance })).toHaveText(/^1 post\s*Sorted by relevance$/);

  // ── 6. Delete the post from its page ──
  await feedCard(page, newTitle).getByRole('link', { name: newTitle, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await page.getByRole('button', { name: `More actions for “${newTitle}”`, exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Delete post', exact: true }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete post?' });
  await expect(deleteDialog).toContainText('This cannot be undone.');
  await expect(deleteDialog.locator('blockquote')).toContainText(`The contract says ${word} workers get ${boldText}`);
  await deleteDialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Post deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // The feed has loaded (its Refresh button shows), without the post.
  await expect(page.getByRole('button', { name: 'Refresh', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: newTitle })).toHaveCount(0);
  // Gone for good: not in the newest feed after a reload, and its address says so.
  await page.goto('/?sort=newest');
  await expect(page.getByRole('button', { name: 'Refresh', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: newTitle })).toHaveCount(0);
  await page.goto(postUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Post not found. It may have been deleted.' })).toBeVisible();
});

test("a member's vote and save tapped before their code has arrived are sent when it has", async ({ page, request }) => {
  // A post of another member's, written through the API.
  const login = await request.post('/api/auth/login', { data: { email: accounts.author.email, password: accounts.author.password } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const title = `Who covers the late shift ${uniqueWord()}`;
  const created = await request.post('/api/posts', { headers: { authorization: `Bearer ${token}` }, data: { title, content: 'Asking for the night crew.' } });
  expect(created.status(), await created.text()).toBe(201);
  const { post } = (await created.json()) as { post: { path: string } };

  // What a vote and a save send loads after the page: held back here until both are tapped.
  const sendCode = await holdFiles(page, /\/assets\/post(Vote|Save)-[^/]+\.js$/);
  await openSignedIn(page, post.path);
  const article = page.getByRole('article', { name: title, exact: true });
  const postVotes = votes(article, title);
  const upvote = postVotes.getByRole('button', { name: 'Upvote', exact: true });
  await expect(postVotes.getByText('Score 0', { exact: true })).toBeVisible();
  await upvote.click();
  await article.getByRole('button', { name: 'Save post', exact: true }).click();
  await expect.poll(() => sendCode.asked()).toEqual(['postSave', 'postVote']);
  await expect(upvote).toHaveAttribute('aria-pressed', 'false');

  sendCode.release();
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await expect(postVotes.getByText('Score 1', { exact: true })).toBeVisible();
  await expect(article.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // Both reached the server.
  await page.reload();
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await expect(postVotes.getByText('Score 1', { exact: true })).toBeVisible();
  await expect(article.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test.describe('guests', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  /** Publishes a post as the member in a context of its own and returns the post's address. */
  async function memberPost(browser: Browser, title: string): Promise<string> {
    const context = await signedInContext(browser, 'member');
    try {
      const page = await context.newPage();
      await openSignedIn(page);
      await publishPost(page, title, `Posted for the guest checks ${uniqueWord()}.`);
      const link = feedCard(page, title).getByRole('link', { name: title, exact: true });
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/discussion\//);
      return href!;
    } finally {
      await context.close();
    }
  }

  test('a guest on a post is asked to log in to comment and to join to vote, and opens its menu from the keyboard', async ({ browser, page }) => {
    const title = `A question for guests ${uniqueWord()}`;
    const path = await memberPost(browser, title);

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login', exact: true }).first()).toBeVisible();
    const replyBox = page.getByRole('region', { name: /^Comments/ });
    await expect(replyBox.getByText('Login to join the discussion', { exact: true })).toBeVisible();
    await expect(replyBox.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', /^\/login\?next=/);
    await expect(page.getByRole('textbox', { name: 'Write a comment' })).toHaveCount(0);

    const postVotes = votes(page.getByRole('article', { name: title, exact: true }), title);
    await postVotes.getByRole('button', { name: 'Upvote', exact: true }).click();
    const join = page.getByRole('dialog', { name: 'Join the community' });
    await expect(join).toBeVisible();
    await expect(join).toContainText('Create an account to vote on posts and participate in the community.');
    await expect(join.getByRole('link', { name: 'Sign Up', exact: true })).toBeVisible();
    await expect(join.getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(join).toHaveCount(0);
    // The vote was not counted.
    await expect(postVotes.getByText('Score 0', { exact: true })).toBeVisible();
    await expect(postVotes.getByRole('button', { name: 'Upvote', exact: true })).toHaveAttribute('aria-pressed', 'false');

    // The menu's items load on its first opening (PostActionsMenu): the keyboard opens it as ever,
    // on its first item, and Escape gives focus back to the button.
    const menuButton = page.getByRole('button', { name: `More actions for “${title}”`, exact: true });
    await menuButton.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: 'Post actions' });
    await expect(menu.getByRole('menuitem', { name: 'Message author', exact: true })).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('a guest opening the composer address is sent to /register', async ({ page }) => {
    await page.goto('/?create=true');
    await expect(page).toHaveURL(/\/register(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Join Workers Commons' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Create a post' })).toHaveCount(0);
  });
});

test('a post with a phone number is held for review', async ({ page }) => {
  const title = `Trouble with my shift manager ${uniqueWord()}`;
  await openSignedIn(page);
  const composer = await openComposer(page);
  await writePost(composer, title, 'Call my manager at 555-867-5309 if you want the real story.');
  await composer.getByRole('button', { name: 'Post', exact: true }).click();

  const review = page.getByRole('dialog', { name: 'Submitted for Review' });
  await expect(review).toBeVisible();
  await expect(review.getByRole('button', { name: 'OK', exact: true })).toBeVisible();
  await expect(review.getByRole('button', { name: 'Edit and Resubmit' })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Post Created!' })).toHaveCount(0);
  await review.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(review).toHaveCount(0);
  // The composer closes. The author's feed shows the post marked as pending, and the feed
  // the server lists (after a reload) leaves it out until a moderator approves it.
  await expect(composer).toHaveCount(0);
  await expect(page).not.toHaveURL(/create=true/);
  const card = feedCard(page, title);
  await expect(card.getByText('Pending review', { exact: true })).toBeVisible();
  const path = await card.getByRole('link', { name: title, exact: true }).getAttribute('href');
  expect(path).toMatch(/^\/discussion\//);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Refresh', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);

  // Its page is readable by the author, marked pending, with comments closed.
  await page.goto(path!);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('article', { name: title, exact: true }).getByText('Pending review', { exact: true })).toBeVisible();
  await expect(page.getByText('Comments open once the post is published.', { exact: true })).toBeVisible();
});
