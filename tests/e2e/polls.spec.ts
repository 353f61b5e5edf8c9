// Polls: the author creates a poll in the composer; a member votes in another browser
// context and the author's open post page shows the new totals live, without a reload;
// the member cannot vote twice; a guest sees 'Sign in to vote' and gets the join prompt;
// the poll is listed on /polls, under the Polls tab and in Hot Polls.
// Posting is rate limited (5 posts per 10 minutes per member): this file creates 1.
import { randomInt } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { holdFiles, openSignedIn, signedInContext } from './support.ts';

function uniqueWord(prefix = 'zp'): string {
  let word = prefix;
  for (let i = 0; i < 10; i++) word += String.fromCharCode(97 + randomInt(26));
  return word;
}

/** The chunk with what a poll vote does, which loads after the poll is drawn. */
const POLL_VOTE_CODE = /\/assets\/pollVote-[^/]+\.js$/;

/** The poll block of the post page (a group named after the poll). */
const pollOf = (page: Page, title: string): Locator => page.getByRole('group', { name: `Poll: ${title}`, exact: true });

// The second test votes anonymously on the weekly poll, which exists once the first test's
// poll has a vote: run in order.
test.describe.configure({ mode: 'serial' });

/** The first test's poll (its title), deleted by the last test. */
let createdPollTitle: string | null = null;

test('a poll is created, voted on live across two browsers, and guests are asked to sign in', async ({ browser }) => {
  const word = uniqueWord();
  const title = `should we ask for a heat break rule ${word}?`;
  const options = ['Yes, this summer', 'No, not yet', `Only for the dock crew ${word}`];

  const authorContext = await signedInContext(browser, 'author');
  const memberContext = await signedInContext(browser, 'member');
  const guestContext = await browser.newContext();
  try {
    // ── 1. The author writes a poll in the composer ──
    const author = await authorContext.newPage();
    await openSignedIn(author);
    await author.getByRole('banner').getByRole('button', { name: 'Create Post', exact: true }).click();
    const composer = author.getByRole('dialog', { name: 'Create a post' });
    await expect(composer).toBeVisible();
    await composer.getByRole('checkbox', { name: 'Create a poll' }).check();
    // Poll mode: no content editor, a question and two option rows.
    await expect(composer.getByRole('textbox', { name: 'Content', exact: true })).toHaveCount(0);
    await composer.getByLabel('Poll question', { exact: true }).fill(title);
    // Only one option filled: the form's own message.
    await composer.getByLabel('Option 1', { exact: true }).fill(options[0]!);
    await composer.getByRole('button', { name: 'Post poll', exact: true }).click();
    await expect(composer.getByText('Please provide at least 2 poll options')).toBeVisible();
    await composer.getByLabel('Option 2', { exact: true }).fill(options[1]!);
    await composer.getByRole('button', { name: 'Add option' }).click();
    await composer.getByLabel('Option 3', { exact: true }).fill(options[2]!);
    // Default duration 1 day; choose 3 days.
    await expect(composer.getByRole('radio', { name: '1 day' })).toBeChecked();
    await composer.getByRole('radio', { name: '3 days' }).check();
    await composer.getByRole('button', { name: 'Post poll', exact: true }).click();

    const created = author.getByRole('dialog', { name: 'Post Created!' });
    await expect(created).toBeVisible();
    await created.getByRole('button', { name: 'View Post' }).click();
    await expect(author.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const postUrl = author.url();
    expect(postUrl).toMatch(/\/discussion\//);
    const authorPoll = pollOf(author, title);
    await expect(authorPoll).toBeVisible();
    for (const option of options) await expect(authorPoll.getByRole('button', { name: option })).toBeVisible();
    await expect(authorPoll.getByText('0 votes', { exact: true })).toBeVisible();
    await expect(authorPoll.getByText(/^Ends in (2|3) days?$/)).toBeVisible();
    // The back arrow of a poll goes to /polls.
    await expect(author.getByRole('link', { name: 'Back to polls' })).toHaveAttribute('href', '/polls');
    // Marks this document: a reload would lose it.
    await author.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });

    // ── 2. A member votes in another context ──
    const member = await memberContext.newPage();
    await openSignedIn(member, postUrl);
    const memberPoll = pollOf(member, title);
    await expect(memberPoll.getByRole('button', { name: options[1]! })).toBeVisible();
    // Let the author's subscription settle before the vote.
    await author.waitForTimeout(500);
    await memberPoll.getByRole('button', { name: options[1]! }).click();
    await expect(memberPoll.getByText('✓ You voted')).toBeVisible();
    await expect(memberPoll.getByText('1 vote', { exact: true }).first()).toBeVisible();
    await expect(memberPoll.getByText('(your vote)')).toHaveCount(1);
    await expect(memberPoll.getByText('100%')).toBeVisible();
    // One vote, no change: the options are no longer buttons.
    await expect(memberPoll.getByRole('button', { name: options[0]! })).toHaveCount(0);

    // ── 3. The author's page moves without a reload ──
    await expect(authorPoll.getByText('100%')).toBeVisible();
    await expect(authorPoll.getByText('1 vote', { exact: true }).first()).toBeVisible();
    expect(await author.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    // The author has not voted: their options stay open to vote.
    await expect(authorPoll.getByRole('button', { name: options[0]! })).toBeVisible();

    // After a reload the member's vote is still theirs.
    await member.reload();
    await expect(pollOf(member, title).getByText('✓ You voted')).toBeVisible();

    // ── 4. A guest sees 'Sign in to vote'; an attempt opens the join prompt ──
    const guest = await guestContext.newPage();
    await guest.goto(postUrl);
    const guestPoll = pollOf(guest, title);
    await expect(guestPoll.getByRole('button', { name: 'Sign in to vote' })).toBeVisible();
    await expect(guestPoll.getByText('1 vote', { exact: true }).first()).toBeVisible();
    await guestPoll.getByRole('button', { name: options[0]! }).click();
    const join = guest.getByRole('dialog', { name: 'Join the community' });
    await expect(join).toBeVisible();
    await expect(join.getByText('Create an account to vote on posts and participate in the community.')).toBeVisible();
    await join.getByRole('button', { name: /close/i }).click();
    await expect(guestPoll.getByText('1 vote', { exact: true }).first()).toBeVisible();

    // ── 5. /polls lists it (searchable), the Polls tab and Hot Polls show it ──
    await guest.goto(`/polls?search=${word}`);
    await expect(guest.getByRole('heading', { level: 1, name: 'Polls' })).toBeVisible();
    const pollsList = guest.getByRole('list', { name: 'Polls', exact: true });
    await expect(pollsList.getByRole('article', { name: title })).toBeVisible();
    await expect(pollsList.getByRole('article', { name: title }).getByText('Sign in to vote')).toBeVisible();

    await member.goto('/');
    await member.getByRole('tab', { name: 'Polls' }).click();
    await expect(member).toHaveURL(/[?&]feed=polls/);
    await expect(member.getByRole('tab', { name: 'Polls' })).toHaveAttribute('aria-selected', 'true');
    const tabCard = member.getByRole('list', { name: 'Posts', exact: true }).getByRole('article', { name: title });
    await expect(tabCard).toBeVisible();
    await expect(tabCard.getByText('You voted', { exact: true })).toBeVisible();
    const hot = member.getByRole('region', { name: 'Hot Polls' });
    await expect(hot.getByRole('link', { name: title })).toBeVisible();
    await expect(hot.getByRole('link', { name: 'See all polls' })).toHaveAttribute('href', '/polls');
    createdPollTitle = title;
  } finally {
    await Promise.all([authorContext.close(), memberContext.close(), guestContext.close()]);
  }
});

test('a guest casts one vote a day on the weekly poll, then is asked to sign up; the card can be dismissed', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // The vote's code is held back: a tap before it has arrived is shown as being sent, then sent.
    const voteCode = await holdFiles(page, POLL_VOTE_CODE);
    await page.goto('/');
    const card = page.getByRole('region', { name: /./ }).filter({ hasText: 'Weekly Poll' });
    await expect(card).toBeVisible();
    const poll = card.getByRole('group', { name: /^Poll: / });
    // Guests may vote here: no 'Sign in to vote'.
    await expect(poll.getByRole('button', { name: 'Sign in to vote' })).toHaveCount(0);
    const before = await poll.locator('.poll-total').innerText();
    const total = Number.parseInt(before, 10);
    const options = poll.getByRole('listitem').getByRole('button');
    expect(await options.count()).toBeGreaterThanOrEqual(2);
    await options.first().click();
    await expect(poll.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    await expect(poll.getByText('Sending your vote…')).toBeVisible();
    await expect(options.first()).toBeDisabled();
    await expect.poll(() => voteCode.asked().length > 0).toBe(true);
    await expect(poll.getByText('You voted', { exact: true })).toHaveCount(0);
    voteCode.release();
    await expect(poll.getByText('You voted', { exact: true })).toBeVisible();
    // The vote went with a random device id, which the browser keeps for the server's once-a-day rule.
    const deviceId = await page.evaluate(() => localStorage.getItem('wc.deviceId'));
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(poll.locator('.poll-total')).toHaveText(total + 1 === 1 ? '1 vote' : `${total + 1} votes`);
    await expect(poll.getByText('(your vote)')).toHaveCount(1);
    await expect(card.getByText('Daily vote used!')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    // The device keeps which day and poll, never the option.
    const record = await page.evaluate(() => localStorage.getItem('wc.anonPollVote'));
    expect(record).not.toBeNull();
    expect(record).not.toMatch(/option/i);

    // After a reload the daily vote stays used: no more voting today.
    await page.reload();
    const again = page.getByRole('region', { name: /./ }).filter({ hasText: 'Weekly Poll' });
    await expect(again.getByText('Daily vote used!')).toBeVisible();
    await expect(again.getByRole('group', { name: /^Poll: / }).getByRole('listitem').getByRole('button').first()).toBeDisabled();

    // The server refuses a second vote from this device even if the local record is gone.
    await page.evaluate(() => localStorage.removeItem('wc.anonPollVote'));
    await page.reload();
    const cleared = page.getByRole('region', { name: /./ }).filter({ hasText: 'Weekly Poll' });
    await cleared.getByRole('group', { name: /^Poll: / }).getByRole('listitem').getByRole('button').last().click();
    await expect(cleared.getByText('Daily vote used!')).toBeVisible();
    await expect(cleared.locator('.poll-total')).toHaveText(total + 1 === 1 ? '1 vote' : `${total + 1} votes`);

    // Dismissed per poll, remembered on the device.
    await cleared.getByRole('button', { name: 'Dismiss this poll' }).click();
    await expect(page.getByText('Weekly Poll', { exact: true })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Posts', exact: true })).toBeVisible();
    await expect(page.getByText('Weekly Poll', { exact: true })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('deleting a poll from its feed card takes it out of Hot Polls, which keeps working', async ({ browser }) => {
  const title = createdPollTitle;
  test.skip(title === null, 'needs the first test\'s poll');
  const context = await signedInContext(browser, 'author');
  try {
    const page = await context.newPage();
    await openSignedIn(page, '/?feed=polls');
    const hot = page.getByRole('region', { name: 'Hot Polls' });
    await expect(hot.getByRole('link', { name: title! })).toBeVisible();
    const card = page.getByRole('list', { name: 'Posts', exact: true }).getByRole('article', { name: title! });
    await card.getByRole('button', { name: `More actions for “${title}”`, exact: true }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Delete post', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete post?' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(card).toHaveCount(0);
    // The sidebar drops the poll at once and does not fail (it read the deleted post as null).
    await expect(hot.getByRole('link', { name: title! })).toHaveCount(0);
    await expect(hot.getByText('Failed to load hot polls')).toHaveCount(0);
    await expect(hot.getByRole('link', { name: 'See all polls' })).toBeVisible();
    // Its next refresh (a new fetch) still draws the list.
    await page.getByRole('tab', { name: 'All' }).click();
    await expect(page).not.toHaveURL(/feed=polls/);
    await expect(hot.getByText('Failed to load hot polls')).toHaveCount(0);
    await expect(hot.getByRole('link', { name: title! })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
