// Sharing to the short-video platform (issue 13, content spec §2 'Share-to-short-video dialogs'):
// on the flags-on server a member makes a share card (a 1080x1920 PNG download), copies the
// caption, opens the QR code, uses the caption generator and reports a video's numbers; on the
// normal server (flag off) the share control stays the copy-link button and none of it appears;
// the copy-link button works before the flag check's code (loaded after the page) has arrived.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts, flagsOnContext, flagsOnUrl, holdFiles, openSignedIn, publishPost, signedInContext, toast } from './support.ts';

/** The chunk with the flag check (and the short-video menu's loader), which loads after the page. */
const FLAG_CHECK_CODE = /\/assets\/FlaggedShareControl-[^/]+\.js$/;

function uniqueWord(): string {
  return `w${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Publishes a post through the composer and opens its page; returns the post's path. */
async function publishAndOpen(page: Page, title: string, content: string): Promise<string> {
  const created = await publishPost(page, title, content);
  await created.getByRole('button', { name: 'View Post', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return new URL(page.url()).pathname;
}

/** Opens the post page's share menu and picks `item`; returns the dialog it opens. */
async function openShareDialog(page: Page, title: string, item: string, dialogName = item): Promise<Locator> {
  await page.getByRole('button', { name: `Share “${title}”`, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogName, exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The first-visit analytics prompt sits over the page's corner: answered whenever it shows. */
function dismissConsentPrompt(page: Page): void {
  void page.addLocatorHandler(page.getByRole('button', { name: 'No thanks', exact: true }), (button) => button.click());
}

/** Width and height from a PNG's IHDR chunk (bytes 16-23), after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('short-video share, flag on', () => {
  test('a member downloads a card, copies the caption, shows the QR code, makes a caption and reports performance', async ({ browser }, testInfo) => {
    const context = await flagsOnContext(browser, 'member', { viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(flagsOnUrl()).origin });
    try {
      const page = await context.newPage();
      dismissConsentPrompt(page);
      await openSignedIn(page);
      const word = uniqueWord();
      const title = `Night shift breaks ${word}`;
      await publishAndOpen(page, title, `We met on Tuesday. The union helped workers win fair breaks on every night shift! Bring a friend next time ${word}.`);

      // The card: its preview shows the post's best sentence and the author; the download is a 1080x1920 PNG.
      const card = await openShareDialog(page, title, 'Create share card');
      const preview = card.getByTestId('share-card-preview');
      await expect(preview).toContainText('The union helped workers win fair breaks on every night shift!');
      await expect(preview).toContainText('@e2e_member');
      await card.getByRole('radio', { name: 'Solid black' }).check();
      await page.screenshot({ path: testInfo.outputPath('share-card-1280.png') });
      await preview.screenshot({ path: testInfo.outputPath('share-card-preview.png') });
      const downloading = page.waitForEvent('download');
      await card.getByRole('button', { name: 'Download Card', exact: true }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^workers-commons-share-\d+\.png$/);
      const file = await download.path();
      expect(pngSize(await readFile(file))).toEqual({ width: 1080, height: 1920 });
      await expect(toast(page, 'Card downloaded! Ready to share')).toBeVisible();

      // The share helper: copy the caption, then the QR code drawn on the page.
      await card.getByRole('button', { name: 'Share to the short-video platform', exact: true }).click();
      const helper = page.getByRole('dialog', { name: 'Share to the short-video platform', exact: true });
      await expect(helper).toBeVisible();
      const caption = (await helper.getByLabel('Caption', { exact: true }).innerText()).trim();
      expect(caption).toContain(title);
      await helper.getByRole('button', { name: 'Copy caption', exact: true }).click();
      await expect(toast(page, 'Copied to clipboard!')).toBeVisible();
      expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(caption);
      await expect(helper.getByRole('img', { name: 'QR code of the caption' })).toHaveCount(0);
      await helper.getByRole('button', { name: /QR code/ }).click();
      await expect(helper.getByRole('img', { name: 'QR code of the caption' })).toBeVisible();
      await helper.getByRole('button', { name: 'Close dialog' }).click();

      // The caption generator: the caption follows the toggles; Copy Caption copies it.
      const generator = await openShareDialog(page, title, 'Caption generator');
      const captionPreview = generator.getByTestId('caption-preview');
      await expect(captionPreview).toContainText('0 comments');
      await generator.getByRole('checkbox', { name: 'Include post stats' }).uncheck();
      await expect(captionPreview).not.toContainText('0 comments');
      await generator.getByRole('button', { name: 'Copy Caption', exact: true }).click();
      await expect(toast(page, 'Caption copied! Now paste it in the short-video app')).toBeVisible();
      expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe((await captionPreview.innerText()).trim());
      await generator.getByRole('button', { name: 'Close dialog' }).click();

      // Performance: report a video's numbers and see its engagement rate.
      const panel = await openShareDialog(page, title, 'Performance');
      await expect(panel.getByText('Cards Created', { exact: true })).toBeVisible();
      await panel.getByRole('button', { name: 'Report Performance', exact: true }).click();
      const form = panel.getByRole('form', { name: 'Report performance' });
      await form.getByLabel('Video URL (optional)').fill('not a url');
      await form.getByLabel('Views', { exact: true }).fill('1000');
      await form.getByLabel('Likes', { exact: true }).fill('100');
      await form.getByLabel('Shares', { exact: true }).fill('20');
      await form.getByLabel('Comments', { exact: true }).fill('5');
      await form.getByRole('button', { name: 'Submit report', exact: true }).click();
      await expect(form.getByText('Please enter a valid URL', { exact: true })).toBeVisible();
      await form.getByLabel('Video URL (optional)').fill('https://video.example/@e2e/1');
      await form.getByRole('button', { name: 'Submit report', exact: true }).click();
      await expect(toast(page, 'Performance data reported successfully!')).toBeVisible();
      await expect(form).toHaveCount(0);
      await expect(panel.getByText('Engagement 12.5%', { exact: true })).toBeVisible();
      await panel.getByRole('button', { name: 'Close dialog' }).click();

      // On a 390 px phone the card dialog fits the screen.
      await page.setViewportSize({ width: 390, height: 844 });
      const phoneCard = await openShareDialog(page, title, 'Create share card');
      const downloadButton = phoneCard.getByRole('button', { name: 'Download Card', exact: true });
      await expect(downloadButton).toBeVisible();
      const box = await downloadButton.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      await page.screenshot({ path: testInfo.outputPath('share-card-390.png') });
    } finally {
      await context.close();
    }
  });
});

test.describe('short-video share, flag off', () => {
  test('the share control copies the link and offers nothing of the short-video features', async ({ browser }) => {
    const context = await signedInContext(browser, 'sharer');
    try {
      const page = await context.newPage();
      dismissConsentPrompt(page);
      await openSignedIn(page);
      const title = `Flag off share check ${uniqueWord()}`;
      const path = await publishAndOpen(page, title, 'A plain post on the normal server.');
      const share = page.getByRole('button', { name: 'Share post (copy link)', exact: true });
      await expect(share).toBeVisible();
      await expect(page.getByRole('button', { name: `Share “${title}”` })).toHaveCount(0);
      await share.click();
      await expect(toast(page, 'Link copied to clipboard!').or(toast(page, 'Failed to copy link'))).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Create share card' })).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(path).toMatch(/^\/discussion\//);

      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Share post (copy link)' }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: /^Share “/ })).toHaveCount(0);
      await expect(page.getByText(/short-video/i)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test("a guest's rendered post page copies its link while the flag check's code is held back", async ({ browser, request }) => {
    const login = await request.post('/api/auth/login', { data: { email: accounts.sharer.email, password: accounts.sharer.password } });
    expect(login.ok()).toBe(true);
    const { token } = (await login.json()) as { token: string };
    const created = await request.post('/api/posts', {
      headers: { authorization: `Bearer ${token}` },
      data: { title: `Copied before the flag check ${uniqueWord()}`, content: 'A post whose link a guest copies.' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { post } = (await created.json()) as { post: { path: string } };

    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      dismissConsentPrompt(page);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const flagCheck = await holdFiles(page, FLAG_CHECK_CODE);
      // The button as the HTML delivered it, before any script ran.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { serverShare: Element | null }).serverShare = document.querySelector('button[aria-label="Share post (copy link)"]');
        });
      });
      await page.goto(post.path);
      // Drawn by the server and hydrated without the flag check: the tap is answered at once.
      const share = page.getByRole('button', { name: 'Share post (copy link)', exact: true });
      await share.click();
      await expect(toast(page, 'Link copied to clipboard!')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { serverShare: Element | null }).serverShare?.isConnected)).toBe(true);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(post.path, page.url()).href);
      await expect.poll(() => flagCheck.asked().length > 0).toBe(true);
      flagCheck.release();
      await expect(share).toBeVisible();
      await expect(page.getByRole('button', { name: /^Share “/ })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
