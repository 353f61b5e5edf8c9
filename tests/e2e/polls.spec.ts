// Polls: the author creates a poll in the composer; a member votes in another browser
// context and the author's open post page shows the new totals live, without a reload;
// the member cannot vote twice; a guest sees 'Sign in to vote' and gets the join prompt;
// the poll is listed on /polls, under the Polls tab and in Hot Polls.
// Posting is rate limited (5 posts per 10 minutes per member): this file creates 1.
import { randomInt } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts, logIn } from './support.ts';

function uniqueWord(prefix = 'zp'): string {
  let word = prefix;
  for (let i = 0; i < 10; i++) word += String.fromCharCode(97 + randomInt(26));
  return word;
}

/** The poll block of the post page (a group named after the poll). */
const pollOf = (page: Page, title: string): Locator => page.getByRole('group', { name: `Poll: ${title}`, exact: true });

test('a poll is created, voted on live across two browsers, and guests are asked to sign in', async ({ browser }) => {
  const word = uniqueWord();
  const title = `should we ask for a heat break rule ${word}?`;
  const options = ['Yes, this summer', 'No, not yet', `Only for the dock crew ${word}`];

  const authorContext = await browser.newContext();
  const memberContext = await browser.newContext();
  const guestContext = await browser.newContext();
  try {
    // ── 1. The author writes a poll in the composer ──
    const author = await authorContext.newPage();
    await logIn(author, accounts.author);
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
    await logIn(member, accounts.member);
    await member.goto(postUrl);
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
  } finally {
    await Promise.all([authorContext.close(), memberContext.close(), guestContext.close()]);
  }
});
