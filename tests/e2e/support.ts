// Helpers shared by the browser specs: the environment scripts/e2e.ts provides, the accounts
// and their saved sessions, unique identities, reading action links from the mail outbox, and
// the common UI steps.
import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page, type Response } from '@playwright/test';
import { e2eAccounts, type E2eAccountName } from './accounts.ts';
import { timeouts } from '../timeouts.ts';

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests with "npm run test:e2e"`);
  return value;
}

/** The accounts scripts/e2e.ts created (tests/e2e/accounts.ts says which spec uses which). */
export const accounts = e2eAccounts.byName;

/** The browser storage of `name` signed in, saved once by auth.setup.ts (for `test.use({ storageState })`). */
export function storageStateOf(name: E2eAccountName): string {
  return path.join(requireEnv('E2E_STATE_DIR'), `${name}.json`);
}

/** A new browser context (another device) already signed in as `name`. */
export function signedInContext(browser: Browser, name: E2eAccountName): Promise<BrowserContext> {
  return browser.newContext({ storageState: storageStateOf(name) });
}

type SavedStorage = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** The second server, with every optional feature flag on (short-video share, worker pulse, public-interest speech). */
export function flagsOnUrl(): string {
  return requireEnv('E2E_FLAGS_ON_URL');
}

/**
 * A new browser context on the flags-on server, signed in as `name` (or a guest when `name`
 * is null). Both servers create the accounts in the same order with the same signing secret,
 * so the saved session is valid there once moved to its origin. The cookies (the member hint)
 * go as they are, since both servers are on 127.0.0.1: without the hint the server sends a
 * guest's page, which the app then replaces, and a click during that swap is lost.
 */
export async function flagsOnContext(browser: Browser, name: E2eAccountName | null, options: { viewport?: { width: number; height: number } } = {}): Promise<BrowserContext> {
  const baseURL = flagsOnUrl();
  if (name === null) return browser.newContext({ baseURL, ...options });
  const saved = JSON.parse(await readFile(storageStateOf(name), 'utf8')) as SavedStorage;
  const origin = new URL(baseURL).origin;
  return browser.newContext({ baseURL, storageState: { cookies: saved.cookies, origins: saved.origins.map((entry) => ({ ...entry, origin })) }, ...options });
}

/** Opens `path` in a page whose context is signed in, and waits until the account menu shows. */
export async function openSignedIn(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(accountMenuButton(page)).toBeVisible();
}

/** A new person: unique username and e-mail address (the server is shared by every test). */
export function newPerson(prefix = 'p') {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return { username: `${prefix}_${id}`, email: `${prefix}.${id}@example.org`, password: `pw-${id}-long-enough` };
}

// ───────────────────────────── Mail outbox ─────────────────────────────

export interface OutboxMail {
  file: string;
  /** When the server wrote it (ms since epoch, from the file name). */
  writtenAt: number;
  to: string;
  actionLink: string | null;
}

/** The header block of an .eml file, unfolded (a line starting with a space continues the previous one). */
function parseHeaders(raw: string): Map<string, string> {
  const headerBlock = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = headerBlock.replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

/** The bare address of a To header: `Name <a@b>` or `a@b`. */
function addressOf(value: string): string {
  const angle = /<([^>]+)>/.exec(value);
  return (angle ? angle[1]! : value).trim().toLowerCase();
}

export async function readOutbox(): Promise<OutboxMail[]> {
  const dir = requireEnv('E2E_OUTBOX');
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const mails: OutboxMail[] = [];
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const raw = await readFile(path.join(dir, name), 'utf8');
    const headers = parseHeaders(raw);
    const link = headers.get('x-action-link');
    mails.push({
      file: name,
      writtenAt: Number.parseInt(name.split('-')[0] ?? '', 10) || 0,
      to: addressOf(headers.get('to') ?? ''),
      actionLink: link ? link.replace(/\s+/g, '') : null,
    });
  }
  // Newest last; the file name starts with the write time in ms.
  return mails.sort((a, b) => a.writtenAt - b.writtenAt || a.file.localeCompare(b.file));
}

/**
 * The action link of the newest mail to `to` whose link path starts with `pathPrefix`
 * (e.g. '/verify-email'), polling the outbox for up to `timeouts.event`. With `since` (ms since
 * epoch), only mails written at or after that instant count, so an older link is never taken.
 */
export async function latestLink(to: string, pathPrefix: string, options: { since?: number } = {}): Promise<string> {
  const address = to.trim().toLowerCase();
  const deadline = Date.now() + timeouts.event;
  for (;;) {
    const matches = (await readOutbox()).filter(
      (mail) =>
        mail.to === address &&
        mail.actionLink !== null &&
        new URL(mail.actionLink).pathname.startsWith(pathPrefix) &&
        (options.since === undefined || mail.writtenAt >= options.since),
    );
    const newest = matches.at(-1);
    if (newest?.actionLink) return newest.actionLink;
    if (Date.now() >= deadline) throw new Error(`No mail to ${address} with a ${pathPrefix} link arrived within ${timeouts.event} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// ───────────────────────────── GraphQL traffic ─────────────────────────────

const documentIds = new Map<string, string>();

/**
 * The persisted-document id the web client sends for the named operation: the id in its Relay
 * artifact (web/persisted-documents.json also keeps the ids of earlier versions of a document,
 * so its first match may be an old one).
 */
export function documentId(operationName: string): string {
  const known = documentIds.get(operationName);
  if (known) return known;
  const find = (dir: string): string | null => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        const found = find(full);
        if (found) return found;
      } else if (entry.name === `${operationName}.graphql.ts` && path.basename(dir) === '__generated__') return full;
    }
    return null;
  };
  const artifact = find(fileURLToPath(new URL('../../web/src', import.meta.url)));
  const id = artifact ? /"id": "([0-9a-f]{64})"/.exec(readFileSync(artifact, 'utf8'))?.[1] : undefined;
  if (!id) throw new Error(`No persisted document for ${operationName}`);
  documentIds.set(operationName, id);
  return id;
}

/**
 * Resolves when the server has answered the shell's viewer query (AppShellQuery). Start
 * waiting before the navigation that triggers it; afterwards, anything drawn from the
 * viewer (e.g. the e-mail verification banner) reflects the server's answer.
 */
export function viewerAnswered(page: Page): Promise<Response> {
  const id = documentId('AppShellQuery');
  return page.waitForResponse((response) => {
    const request = response.request();
    if (request.method() !== 'POST' || new URL(response.url()).pathname !== '/graphql') return false;
    try {
      return (request.postDataJSON() as { documentId?: string } | null)?.documentId === id;
    } catch {
      return false;
    }
  });
}

// ───────────────────────────── UI steps ─────────────────────────────

/** The signed-in member's account menu button in the top bar. */
export function accountMenuButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /Account menu/ });
}

/** Opens the account menu and returns it. */
export async function openAccountMenu(page: Page): Promise<Locator> {
  await accountMenuButton(page).click();
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(menu).toBeVisible();
  return menu;
}

/** Fills and submits the password form of /login (the page must be open). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Logs in through /login and waits until the account menu shows. */
export async function logIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, account.email, account.password);
  await expect(accountMenuButton(page)).toBeVisible();
}

/** Fills and submits the form of /register (the page must be open). */
export async function submitRegistration(page: Page, person: { username: string; email: string; password: string }): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Join Workers Commons' })).toBeVisible();
  await page.getByLabel('Username', { exact: true }).fill(person.username);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** A toast with this text (toasts live in a polite status region). */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('status').getByText(text, { exact: true });
}

/**
 * The onboarding dialog, which opens by itself on / for a member who has not answered it (a new
 * sign-up); 'Skip for now' closes it for good. For specs about something else.
 */
export async function skipOnboarding(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Personalize your feed' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  await page.getByRole('dialog', { name: 'Skip personalization?' }).getByRole('button', { name: 'Skip for now' }).click();
  await expect(dialog).toHaveCount(0);
}

/** Fills an open composer's title and content and presses Post. */
export async function writePost(page: Page, composer: Locator, title: string, content: string): Promise<void> {
  await composer.getByLabel('Title', { exact: true }).fill(title);
  await composer.getByRole('textbox', { name: 'Content', exact: true }).click();
  await page.keyboard.type(content);
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
}

/** Opens the top bar's composer, writes a plain post and presses Post; returns the composer. */
export async function submitPost(page: Page, title: string, content: string): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Create Post', exact: true }).click();
  const composer = page.getByRole('dialog', { name: 'Create a post' });
  await expect(composer).toBeVisible();
  await writePost(page, composer, title, content);
  return composer;
}

/** Writes and publishes a plain post through the top bar's composer; answers the 'Post Created!' dialog. */
export async function publishPost(page: Page, title: string, content: string): Promise<Locator> {
  await submitPost(page, title, content);
  const created = page.getByRole('dialog', { name: 'Post Created!' });
  await expect(created).toBeVisible();
  return created;
}

/**
 * Holds back the files whose address matches `pattern` (code a page loads after it has drawn)
 * until `release()`. `asked()` names the files asked for so far, sorted, without their hash.
 */
export async function holdFiles(page: Page, pattern: RegExp): Promise<{ asked(): string[]; release(): void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = new Set<string>();
  await page.route(pattern, async (route) => {
    asked.add(new URL(route.request().url()).pathname.split('/').pop()!.split('-')[0]!);
    await held;
    await route.continue();
  });
  return { asked: () => [...asked].sort(), release };
}
