// Organizer profiles (content spec §2 'Organizer profile page'; issue 12): an admin grants a
// member a verified organizer profile through the API, and a guest opens /profile/{slug}: the
// Verified badge, title and organization, expertise, social links, the counts and Recent Posts
// with the member's post. An unknown slug shows 'Profile Not Found' with 'Return Home'. An admin
// grants one from the member panel, and a signed-in member follows the organizer there.
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { accounts, latestLink, newPerson, storageStateOf, toast } from './support.ts';

async function registerVerified(request: APIRequestContext, prefix: string) {
  const person = newPerson(prefix);
  const since = Date.now();
  const res = await request.post('/api/auth/register', { data: { ...person, displayName: 'Rosa Whitaker' } });
  expect(res.status(), await res.text()).toBe(201);
  const token = (await res.json()).token as string;
  const link = new URL(await latestLink(person.email, '/verify-email', { since }));
  const verified = await request.post('/api/auth/verify-email', { data: { token: link.searchParams.get('token') } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return { ...person, token, id: (await res.json()).user.id as number };
}

test('a guest opens an organizer profile: Verified, the organizer fields and Recent Posts', async ({ browser, request }) => {
  const slug = `rosa-whitaker-${randomBytes(3).toString('hex')}`;
  const organizer = await registerVerified(request, 'org');
  const auth = { authorization: `Bearer ${organizer.token}` };
  const publicProfile = await request.put('/api/settings', { headers: auth, data: { privacy: { profileVisibility: 'public' } } });
  expect(publicProfile.ok(), await publicProfile.text()).toBe(true);
  const title = `Heat safety walkout plan for the night shift ${slug.slice(-6)}`;
  const post = await request.post('/api/posts', { headers: auth, data: { title, content: 'Water, shade and rest breaks: here is what we asked for and how.' } });
  expect(post.status(), await post.text()).toBe(201);

  const login = await request.post('/api/auth/login', { data: { email: accounts.admin.email, password: accounts.admin.password } });
  expect(login.ok(), await login.text()).toBe(true);
  const granted = await request.post('/api/admin/organizers', {
    headers: { authorization: `Bearer ${(await login.json()).token}` },
    data: {
      member: organizer.email,
      slug,
      title: 'Safety Committee Organizer',
      organization: 'Warehouse Workers United',
      bio: 'Ten years on the dock. I help crews set up safety committees that management has to answer.',
      socialLinks: [{ label: 'Heat safety (OSHA)', url: 'https://www.osha.gov/heat-exposure' }],
      expertise: ['Heat safety', 'Safety committees'],
    },
  });
  expect(granted.status(), await granted.text()).toBe(201);

  const guest = await browser.newContext();
  try {
    const page = await guest.newPage();
    await page.goto(`/profile/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: /Rosa Whitaker/ })).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByText('Safety Committee Organizer · Warehouse Workers United')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Expertise' }).getByRole('listitem')).toHaveText(['Heat safety', 'Safety committees']);
    const link = page.getByRole('link', { name: 'Heat safety (OSHA)' });
    await expect(link).toHaveAttribute('href', 'https://www.osha.gov/heat-exposure');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByText(/0\s+followers · 0\s+following/)).toBeVisible();
    // Follow is for signed-in members only.
    await expect(page.getByRole('button', { name: /^Follow / })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Recent Posts' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  } finally {
    await guest.close();
  }
});

test("an unknown slug shows 'Profile Not Found' with 'Return Home'", async ({ page }) => {
  await page.goto('/profile/no-such-organizer-here');
  await expect(page.getByRole('heading', { name: 'Profile Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('the admin member panel', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('an admin grants an organizer profile from the member panel; a signed-in viewer can follow', async ({ page, request }) => {
    const organizer = await registerVerified(request, 'orgp');
    const slug = `panel-organizer-${randomBytes(3).toString('hex')}`;
    await page.goto(`/admin/moderation?tab=members&member=${organizer.id}`);
    await page.getByText('Organizer profile', { exact: true }).click();
    await page.getByLabel('Slug').fill(slug);
    await page.getByLabel('Title').fill('Organizer');
    await page.getByLabel('Organization').fill('Hotel Workers Together');
    await page.getByLabel('Links (one per line: Label https://…)').fill('Website http://hotel-workers.example.org');
    await page.getByRole('button', { name: 'Grant organizer profile' }).click();
    await expect(page.getByText('Social links must be a list of at most 6 { label, url } with a label of at most 30 characters and an https URL')).toBeVisible();
    await page.getByLabel('Links (one per line: Label https://…)').fill('Website https://hotel-workers.example.org');
    await page.getByRole('button', { name: 'Grant organizer profile' }).click();
    await expect(toast(page, `Organizer profile granted: /profile/${slug}`)).toBeVisible();
    await page.getByRole('link', { name: 'View', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${slug}$`));
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByText('No posts yet')).toBeVisible();
    await page.getByRole('button', { name: /^Follow / }).click();
    await expect(page.getByRole('button', { name: /^Unfollow / })).toBeVisible();
    await expect(page.getByText(/1\s+follower · 0\s+following/)).toBeVisible();
  });
});
