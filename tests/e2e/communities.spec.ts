// Communities: an owner creates a public community from /explore; a member finds it there,
// joins it in place (a refused join is taken back with 'Failed to join community') and posts
// into it from its page. An owner creates a private community, posts in it and makes an invite
// link; a second member joins through /join/{code} and reads the post, while a third member
// and a guest find nothing, and a revoked link says so.
// Posting is rate limited (5 posts per 10 minutes per member): this file creates 2 posts.
import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { documentId, openSignedIn, signedInContext, toast, writePost } from './support.ts';

function uniqueWord(prefix = 'zc'): string {
  let word = prefix;
  for (let i = 0; i < 8; i++) word += String.fromCharCode(97 + randomInt(26));
  return word;
}

/** Fills and sends the create dialog; the new community's page opens. */
async function createCommunity(page: Page, community: { name: string; description: string; category: string; private?: boolean }) {
  const dialog = page.getByRole('dialog', { name: 'Create a community' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill(community.name);
  await dialog.getByLabel('Description', { exact: true }).fill(community.description);
  await dialog.getByLabel('Category', { exact: true }).selectOption(community.category);
  await dialog.getByRole('radio', { name: community.private ? /Private/ : /Public/ }).check();
  await dialog.getByRole('button', { name: 'Create community', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: community.name })).toBeVisible();
}

/** Writes a discussion in the community page's composer, which starts in that community. */
async function postInCommunity(page: Page, communityName: string, title: string, content: string) {
  await page.getByRole('button', { name: `Start a discussion in ${communityName}…` }).click();
  const composer = page.getByRole('dialog', { name: 'Create a post' });
  await expect(composer).toBeVisible();
  await expect(composer.getByLabel('Community', { exact: true }).locator('option:checked')).toHaveText(communityName);
  await writePost(page, composer, title, content);
  const created = page.getByRole('dialog', { name: 'Post Created!' });
  await expect(created).toBeVisible();
  await created.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(created).toBeHidden();
}

test('a member joins a community from /explore and posts into it from its page', async ({ browser }) => {
  const word = uniqueWord();
  const name = `Night Crew ${word}`;
  const ownerContext = await signedInContext(browser, 'communityOwner');
  const memberContext = await signedInContext(browser, 'communityMember');
  try {
    // ── The owner starts a public community from /explore ──
    const owner = await ownerContext.newPage();
    await openSignedIn(owner, '/explore');
    await owner.getByRole('link', { name: 'Create community' }).first().click();
    await expect(owner).toHaveURL(/createCommunity=true/);
    // The form's own checks, at their fields.
    const dialog = owner.getByRole('dialog', { name: 'Create a community' });
    await dialog.getByLabel('Name', { exact: true }).fill('ab');
    await dialog.getByRole('button', { name: 'Create community', exact: true }).click();
    await expect(dialog.getByText('Community name must be 3 to 50 characters')).toBeVisible();
    await expect(dialog.getByText('Please choose a category')).toBeVisible();
    await createCommunity(owner, { name, description: `Overnight stockers and cleaners, ${word}.`, category: 'Retail' });
    await expect(owner).toHaveURL(/\/c\/night-crew-/);
    const slug = new URL(owner.url()).pathname.split('/').pop()!;
    await expect(owner.getByText('1 member', { exact: true })).toBeVisible();

    // A second community with the same name is refused at the name field.
    await owner.goto('/explore?createCommunity=true');
    const again = owner.getByRole('dialog', { name: 'Create a community' });
    await again.getByLabel('Name', { exact: true }).fill(name);
    await again.getByLabel('Category', { exact: true }).selectOption('Retail');
    await again.getByRole('button', { name: 'Create community', exact: true }).click();
    await expect(again.getByText('A community with this name already exists. Please choose another name.')).toBeVisible();
    await again.getByRole('button', { name: 'Cancel', exact: true }).click();

    // ── The member finds it in the directory ──
    const member = await memberContext.newPage();
    await openSignedIn(member, `/explore?search=${word}`);
    const card = member.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card.getByText('1 member · 0 posts')).toBeVisible();

    // A join the server refuses is taken back, with the spec's message.
    const joinId = documentId('useJoinCommunityMutation');
    await member.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { documentId?: string } | null;
      if (body?.documentId !== joinId) return route.fallback();
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: null, errors: [{ message: 'Unexpected error.' }] }) });
    });
    await card.getByRole('button', { name: `Join ${name}` }).click();
    await expect(toast(member, 'Failed to join community')).toBeVisible();
    await expect(card.getByRole('button', { name: `Join ${name}` })).toBeVisible();
    await expect(card.getByText('1 member · 0 posts')).toBeVisible();
    await member.unroute('**/graphql');

    // Joined in place; the server keeps it.
    await card.getByRole('button', { name: `Join ${name}` }).click();
    await expect(card.getByRole('button', { name: `Leave ${name}` })).toBeVisible();
    await expect(card.getByText('2 members · 0 posts')).toBeVisible();
    await member.reload();
    await expect(member.getByRole('article', { name }).getByRole('button', { name: `Leave ${name}` })).toBeVisible();
    // And it is among 'My communities'.
    await member.getByRole('link', { name: 'My communities' }).click();
    await expect(member).toHaveURL(/filter=subscribed/);
    await expect(member.getByRole('article', { name })).toBeVisible();

    // ── The member posts from the community's page ──
    await member.getByRole('article', { name }).getByRole('link', { name }).click();
    await expect(member).toHaveURL(new RegExp(`/c/${slug}$`));
    await expect(member.getByRole('heading', { level: 1, name })).toBeVisible();
    const title = `Who covers the 2am truck ${word}`;
    await postInCommunity(member, name, title, `Two of us for a full trailer again, ${word}.`);
    await expect(member.getByRole('article', { name: title })).toBeVisible();

    // The post is in the community's feed for everyone, with the community on its card elsewhere.
    await owner.goto(`/c/${slug}`);
    await expect(owner.getByRole('article', { name: title })).toBeVisible();
    await expect(owner.getByText('1 post', { exact: true }).first()).toBeVisible();
    await owner.goto(`/?search=${word}`);
    const homeCard = owner.getByRole('article', { name: title });
    await expect(homeCard.getByRole('link', { name })).toHaveAttribute('href', `/c/${slug}`);
  } finally {
    await ownerContext.close();
    await memberContext.close();
  }
});

test('a private community is seen through an invite link only', async ({ browser }) => {
  const word = uniqueWord();
  const name = `Organizing Committee ${word}`;
  const ownerContext = await signedInContext(browser, 'communityOwner');
  const memberContext = await signedInContext(browser, 'communityMember');
  const outsiderContext = await signedInContext(browser, 'communityOutsider');
  const guestContext = await browser.newContext();
  try {
    // ── The owner creates it from /private-channels, posts in it and makes an invite link ──
    const owner = await ownerContext.newPage();
    await openSignedIn(owner, '/private-channels');
    await owner.getByRole('button', { name: 'Create a private community' }).click();
    await expect(owner.getByRole('dialog', { name: 'Create a community' }).getByRole('radio', { name: /Private/ })).toBeChecked();
    await createCommunity(owner, { name, description: `Card counts and meeting plans, ${word}.`, category: 'Coffee & Barista', private: true });
    await expect(owner).toHaveURL(/\/private-channels\/organizing-committee-/);
    const slug = new URL(owner.url()).pathname.split('/').pop()!;
    const title = `Card count after the weekend shift ${word}`;
    await postInCommunity(owner, name, title, `Fourteen of nineteen signed, ${word}.`);
    await expect(owner.getByRole('article', { name: title })).toBeVisible();

    await owner.getByRole('link', { name: 'Invite links' }).click();
    await owner.getByLabel('Use limit', { exact: true }).fill('5');
    await owner.getByRole('button', { name: 'Create invite link' }).click();
    const invites = owner.getByRole('list', { name: 'Invite links' });
    await expect(invites.getByText('0 of 5 uses')).toBeVisible();
    const link = (await invites.locator('code').first().textContent())!.trim();
    const joinPath = new URL(link).pathname;
    expect(joinPath).toMatch(/^\/join\/[A-Za-z0-9_-]+$/);

    // ── A second member joins through the link and reads the post ──
    const member = await memberContext.newPage();
    await openSignedIn(member, joinPath);
    await expect(member).toHaveURL(new RegExp(`/private-channels/${slug}$`));
    await expect(member.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(member.getByRole('article', { name: title })).toBeVisible();
    await member.goto('/private-channels');
    await expect(member.getByRole('article', { name })).toBeVisible();

    // The owner sees the use counted.
    await owner.reload();
    await expect(owner.getByRole('list', { name: 'Invite links' }).getByText('1 of 5 uses')).toBeVisible();

    // ── A third member finds nothing: not the page, not the directory, not the post ──
    const outsider = await outsiderContext.newPage();
    await openSignedIn(outsider, `/private-channels/${slug}`);
    await expect(outsider.getByRole('heading', { level: 1, name: 'Community not found' })).toBeVisible();
    await outsider.goto(`/c/${slug}`);
    await expect(outsider.getByRole('heading', { level: 1, name: 'Community not found' })).toBeVisible();
    await outsider.goto(`/explore?search=${word}`);
    await expect(outsider.getByRole('heading', { name: 'No communities match' })).toBeVisible();
    await outsider.goto(`/?search=${word}`);
    await expect(outsider.getByRole('heading', { name: 'No posts match' })).toBeVisible();

    // ── Nor does a guest; the invite page asks them to sign up first ──
    const guest = await guestContext.newPage();
    await guest.goto(`/c/${slug}`);
    await expect(guest.getByRole('heading', { level: 1, name: 'Community not found' })).toBeVisible();
    await expect(guest.getByRole('article', { name: title })).toHaveCount(0);
    await guest.goto(joinPath);
    await expect(guest).toHaveURL(/\/register\?next=%2Fjoin%2F/);

    // ── A revoked link says so ──
    await owner.getByRole('button', { name: /^Revoke invite link / }).click();
    await expect(toast(owner, 'Invite link revoked')).toBeVisible();
    await expect(owner.getByRole('list', { name: 'Invite links' }).getByText('Revoked', { exact: true })).toBeVisible();
    await outsider.goto(joinPath);
    await expect(outsider.getByText('This invite link was revoked. Ask the person who shared it for a new one.')).toBeVisible();
    await outsider.goto(`/private-channels/${slug}`);
    await expect(outsider.getByRole('heading', { level: 1, name: 'Community not found' })).toBeVisible();
  } finally {
    await ownerContext.close();
    await memberContext.close();
    await outsiderContext.close();
    await guestContext.close();
  }
});
