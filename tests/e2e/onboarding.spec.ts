// Onboarding (content spec §4, §5): a new person signs up, onboarding opens on the homepage, the
// step rules hold Next back with their messages, custom topics are checked, and after choosing
// topics and a campaign 'Get started' lands the member on My Feed showing the posts of what they
// now follow. Closing asks 'Skip personalization?', and 'Personalize my feed' is gone afterwards.
import { expect, test } from '@playwright/test';
import { accounts, newPerson, submitRegistration, viewerAnswered } from './support.ts';

test('a new member completes onboarding with topics and a campaign and lands on My Feed with followed posts', async ({ page, request }) => {
  // Posts the choices below follow: one tagged 'overtime' (a tag of the Wages & Pay topic) and
  // one in the Baristas United campaign; unique titles, since the server is shared.
  const login = await request.post('/api/auth/login', { data: { email: accounts.topicAuthor.email, password: accounts.topicAuthor.password } });
  expect(login.ok()).toBe(true);
  const token = (await login.json()).token as string;
  const suffix = Date.now().toString(36);
  const create = async (data: Record<string, unknown>) => {
    const res = await request.post('/api/posts', { data, headers: { authorization: `Bearer ${token}` } });
    expect(res.status(), await res.text()).toBe(201);
  };
  const tagged = `Overtime rules at our store ${suffix}`;
  const inCampaign = `Cafe union meeting notes ${suffix}`;
  await create({ title: tagged, content: 'Who else is being asked to stay late without the overtime rate?', tags: ['overtime'] });
  await create({ title: inCampaign, content: 'We met after close and planned the next steps together.', campaign_id: 'baristas-united' });

  await page.goto('/register');
  await submitRegistration(page, newPerson('onb'));
  await expect(page).toHaveURL(/\/$/);

  const dialog = page.getByRole('dialog', { name: 'Personalize your feed' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Personalize my feed' })).toBeVisible();

  // Closing asks first; 'Continue setup' goes back to it.
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  const confirm = page.getByRole('dialog', { name: 'Skip personalization?' });
  await confirm.getByRole('button', { name: 'Continue setup' }).click();
  await expect(confirm).toHaveCount(0);

  // Step 1: three topics; Next waits for them.
  await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
  const next = dialog.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await expect(dialog.getByText('Select 3 more topics to continue')).toBeVisible();
  await dialog.getByRole('button', { name: /Wages & Pay/ }).click();
  await dialog.getByRole('button', { name: /Safety & Health/ }).click();
  await expect(dialog.getByText('Select 1 more topic to continue')).toBeVisible();
  await expect(next).toBeDisabled();

  // Custom topics: a predefined one and a duplicate are refused.
  const custom = dialog.getByLabel('Add custom topic (0/3)');
  await custom.fill('gig work');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This topic is available in the predefined options');
  await custom.fill('Night shifts');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByRole('list', { name: 'Custom topics' })).toContainText('Other: Night shifts');
  await dialog.getByLabel('Add custom topic (1/3)').fill('night SHIFTS');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This custom topic is already added');
  await expect(next).toBeEnabled();
  await next.click();

  // Step 2: a campaign.
  await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
  await expect(next).toBeDisabled();
  await dialog.getByRole('button', { name: /Baristas United/ }).click();
  await next.click();

  // Step 3: where to start; Back keeps the answers.
  await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
  const start = dialog.getByRole('button', { name: 'Get started' });
  await expect(start).toBeDisabled();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('button', { name: /Baristas United/ })).toHaveAttribute('aria-pressed', 'true');
  await next.click();
  await dialog.getByRole('radio', { name: 'Browse the home feed' }).click();
  await start.click();

  // My Feed: the new member follows Wages & Pay's tags and Baristas United.
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('tab', { name: 'My Feed' })).toHaveAttribute('aria-selected', 'true');
  const feed = page.getByRole('tabpanel');
  await expect(feed.getByRole('link', { name: tagged })).toBeVisible();
  await expect(feed.getByRole('link', { name: inCampaign })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Personalize my feed' })).toHaveCount(0);

  // The server has it as done: after a reload, My Feed again and no 'Personalize my feed'.
  const viewer = viewerAnswered(page);
  await page.reload();
  await viewer;
  await expect(page.getByRole('tab', { name: 'My Feed' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: tagged })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Personalize my feed' })).toHaveCount(0);
});

test("a new member's top bar keeps every control on screen while 'Personalize my feed' shows", async ({ page }) => {
  await page.goto('/register');
  await submitRegistration(page, newPerson('bar'));
  await expect(page.getByRole('dialog', { name: 'Personalize your feed' })).toBeVisible();
  const banner = page.getByRole('banner');
  const personalize = banner.getByRole('button', { name: 'Personalize my feed' });
  const account = banner.getByRole('button', { name: /Account menu/ });
  for (const width of [1024, 1280, 1440, 1600, 1760, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(personalize).toBeVisible();
    const box = await account.boundingBox();
    expect(box, `account button at ${width} px`).not.toBeNull();
    expect(box!.x + box!.width, `account button's right edge at ${width} px`).toBeLessThanOrEqual(width);
  }
});
