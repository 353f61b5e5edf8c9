// Flagging content (spec §2 Report Content, §4 flag modal, §5 Flag, §8): a member opens 'Report
// post' from a post card's menu; the modal loads the server's reasons (the spec's defaults when
// that fails), keeps Submit disabled without a reason, takes 'Other' with the member's own text,
// thanks them and closes itself after 2 s, and opens reset next time; a failure shows the server's
// message. The admin then finds the post under Moderation › Flagged with its reason and count and
// removes it with a reason, and the member no longer sees it. Its own members (registered here),
// so no other spec's screens depend on them.
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { documentId, latestLink, logIn, newPerson, openSignedIn, signedInContext, skipOnboarding, toast } from './support.ts';

const DEFAULT_REASONS = [
  'Spam or misleading',
  'Harassment or hate speech',
  'Contains personal information',
  'Violence or threats',
  'Sexual or explicit content',
  'Other',
];

async function registerVerified(request: APIRequestContext, prefix: string) {
  const person = newPerson(prefix);
  const since = Date.now();
  const res = await request.post('/api/auth/register', { data: person });
  expect(res.status(), await res.text()).toBe(201);
  const token = (await res.json()).token as string;
  const link = new URL(await latestLink(person.email, '/verify-email', { since }));
  const verified = await request.post('/api/auth/verify-email', { data: { token: link.searchParams.get('token') } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return { ...person, token };
}

/** Answers the GraphQL operation with `documentId` through `handle`; lets everything else through. */
async function routeOperation(page: Page, operation: string, handle: (route: Route) => Promise<void>) {
  const id = documentId(operation);
  await page.route('**/graphql', async (route) => {
    let body: { documentId?: string } | null = null;
    try {
      body = route.request().postDataJSON();
    } catch {
      body = null;
    }
    if (body?.documentId === id) await handle(route);
    else await route.fallback();
  });
}

async function openReportModal(page: Page, title: string) {
  await page.getByRole('button', { name: `More actions for “${title}”`, exact: true }).click();
  await page.getByRole('menu', { name: 'Post actions' }).getByRole('menuitem', { name: 'Report post', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Report Content' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a member flags a post with the modal; the admin removes it from the flagged queue', async ({ browser, request }) => {
  const tag = `fl${randomBytes(3).toString('hex')}`;
  const title = `Schedule posted two hours before the shift ${tag}`;
  const author = await registerVerified(request, 'fa');
  const created = await request.post('/api/posts', {
    data: { title, content: 'They posted the schedule two hours before the shift again.', tags: [tag] },
    headers: { authorization: `Bearer ${author.token}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const flagger = await registerVerified(request, 'ff');

  const memberContext = await browser.newContext();
  try {
    const page = await memberContext.newPage();
    await logIn(page, flagger);
    // A new member: onboarding opens on / first.
    await skipOnboarding(page);
    await page.goto(`/?tag=${tag}`);
    await expect(page.getByRole('list', { name: 'Posts', exact: true }).getByRole('link', { name: title, exact: true })).toBeVisible();

    // Reasons from the server; the default list when the server fails.
    await routeOperation(page, 'FlagContentModalReasonsQuery', (route) => route.abort());
    let dialog = await openReportModal(page, title);
    const reasons = dialog.getByRole('radio');
    await expect(reasons).toHaveCount(DEFAULT_REASONS.length);
    for (const [i, reason] of DEFAULT_REASONS.entries()) await expect(reasons.nth(i)).toHaveAccessibleName(reason);
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await page.unrouteAll({ behavior: 'wait' });

    // Submit stays disabled without a reason; 'Other' needs the member's own text.
    dialog = await openReportModal(page, title);
    const submit = dialog.getByRole('button', { name: 'Submit report', exact: true });
    await expect(submit).toBeDisabled();
    await dialog.getByRole('radio', { name: 'Other', exact: true }).check();
    await expect(submit).toBeDisabled();
    const own = dialog.getByLabel('Your reason', { exact: true });
    const ownReason = 'Posts the same recruiting link under every thread';
    await own.fill(ownReason);
    await expect(dialog.getByText(`${ownReason.length} / 500`)).toBeVisible();
    await expect(submit).toBeEnabled();

    // A failure shows the server's message and keeps the form.
    await routeOperation(page, 'useFlagContentMutation', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Flagging is paused for maintenance.', extensions: { code: 'VALIDATION' } }] }) }),
    );
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText('Flagging is paused for maintenance.');
    await page.unrouteAll({ behavior: 'wait' });

    // Success: the thanks, then the modal closes by itself.
    await submit.click();
    await expect(dialog.getByRole('heading', { name: 'Thank you for your report' })).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // Opens reset: nothing chosen, no text field.
    dialog = await openReportModal(page, title);
    await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(dialog.getByLabel('Your reason')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  } finally {
    await memberContext.close();
  }

  // The admin finds it grouped with its reason and removes it with a reason.
  const adminContext = await signedInContext(browser, 'admin');
  try {
    const admin = await adminContext.newPage();
    await openSignedIn(admin, '/admin/moderation');
    await admin.getByRole('tab', { name: /^Flagged/ }).click();
    const queue = admin.getByRole('list', { name: 'Flagged content', exact: true });
    const item = queue.getByRole('article').filter({ hasText: title });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Posts the same recruiting link under every thread × 1');
    await expect(item).toContainText(`@${author.username}`);
    await expect(item).not.toContainText(flagger.username);
    await item.getByRole('button', { name: `Remove post “${title}”`, exact: true }).click();
    const confirm = admin.getByRole('dialog', { name: 'Remove this post?' });
    await confirm.getByLabel('Reason', { exact: true }).fill('Repeated recruiting spam');
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(toast(admin, 'The post was removed')).toBeVisible();
    await expect(queue.getByRole('article').filter({ hasText: title })).toHaveCount(0);
  } finally {
    await adminContext.close();
  }

  // Gone for the member too.
  const check = await request.get(`/api/flags/check?post_id=${(await created.json()).post.id}`, { headers: { authorization: `Bearer ${flagger.token}` } });
  expect(await check.json()).toEqual({ has_flagged: true });
  const gone = await request.get(`/api/posts?tag=${tag}`);
  expect(((await gone.json()).posts as { title: string }[]).map((p) => p.title)).not.toContain(title);
});
