// Settings › API tokens: a member creates a personal access token, sees its secret once, a
// third-party tool (this test, with fetch) uses it on /graphql, and after Revoke the same call
// is refused.
import { expect, test, type Page } from '@playwright/test';
import { accounts, newPerson, openSignedIn, storageStateOf, toast } from './support.ts';

test.use({ storageState: storageStateOf('settings') });

/** What a third-party tool does: a GraphQL query with the token as a bearer token. */
async function queryAsTool(page: Page, secret: string) {
  const response = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    data: { query: '{ viewer { username } unreadCounts { messages } }' },
  });
  return { status: response.status(), body: (await response.json()) as { data?: { viewer: { username: string } | null } | null; errors?: { extensions?: { code?: string } }[] } };
}

test('a member creates a token, sees it once, a tool uses it, and revoking it refuses the tool at once', async ({ page }) => {
  await openSignedIn(page, '/settings#api-tokens');
  const section = page.getByRole('region', { name: 'API tokens', exact: true });
  const name = `Dashboard ${newPerson().username}`.slice(0, 60);

  await section.getByLabel('Token name').fill(name);
  await section.getByRole('radio', { name: /^Read and write/ }).check();
  await section.getByLabel('Expires after').selectOption({ label: '90 days' });
  await section.getByRole('button', { name: 'Create token' }).click();

  await expect(section.getByText('Copy your new token now. It will not be shown again.')).toBeVisible();
  const secret = await section.getByRole('textbox', { name: 'New token' }).inputValue();
  expect(secret).toMatch(/^wct_[A-Za-z0-9_-]{43}$/);
  const item = section.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('Read and write');
  await expect(item).toContainText('Never used');
  await expect(item).toContainText(secret.slice(0, 10));

  const used = await queryAsTool(page, secret);
  expect(used.status).toBe(200);
  expect(used.body.errors).toBeUndefined();
  expect(used.body.data?.viewer?.username).toBe(accounts.settings.username);

  // Once dismissed, or on the next visit, the secret is nowhere on the page; the list shows the day of use.
  await section.getByRole('button', { name: 'I have copied it' }).click();
  await expect(section.getByRole('textbox', { name: 'New token' })).toHaveCount(0);
  await page.reload();
  await expect(item).toContainText('Last used');
  expect(await page.content()).not.toContain(secret);

  await item.getByRole('button', { name: `Revoke ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Revoke “${name}”?` });
  await dialog.getByRole('button', { name: 'Revoke token' }).click();
  await expect(toast(page, `Token “${name}” revoked`)).toBeVisible();
  await expect(item).toHaveCount(0);

  const refused = await queryAsTool(page, secret);
  expect(refused.body.data ?? null).toBeNull();
  expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});
