// The app's router (web/src/routing) as a reader meets it: a link opens the next page at its
// top, Back returns to the page where it was left (scroll position included) and Forward goes
// on again, a link to the page you are on adds no history entry, a reload keeps the place, and
// a page opened from its address starts at its top.
import { expect, test, type Page } from '@playwright/test';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('Back and Forward return to each page where it was left; a new page opens at its top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/terms');
  await expect(heading(page, 'Terms of use')).toBeVisible();
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy', exact: true });
  await footerLink.scrollIntoViewIfNeeded();
  const left = await scrollY(page);
  expect(left, 'the terms page is long enough to scroll').toBeGreaterThan(200);

  await footerLink.click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(heading(page, 'Privacy policy')).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(heading(page, 'Terms of use')).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(left);

  await page.goForward();
  await expect(heading(page, 'Privacy policy')).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  // A reload keeps the place too.
  await page.goBack();
  await expect.poll(() => scrollY(page)).toBe(left);
  await page.reload();
  await expect(heading(page, 'Terms of use')).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(left);
});

test('a page opened from its address starts at its top, whatever another page of the tab was left at', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/terms');
  await expect(heading(page, 'Terms of use')).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await scrollY(page), 'the terms page is long enough to scroll').toBeGreaterThan(200);

  await page.goto('/privacy');
  // Drawn by the router's first load, which has scrolled then if it was going to.
  await expect(heading(page, 'Privacy policy')).toBeVisible();
  expect(await scrollY(page)).toBe(0);
});

test('a link to the page you are on adds no history entry', async ({ page }) => {
  await page.goto('/about');
  await expect(heading(page, 'About Workers Commons')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms', exact: true }).click();
  await expect(heading(page, 'Terms of use')).toBeVisible();
  const entries = await page.evaluate(() => window.history.length);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms', exact: true }).click();
  await expect(heading(page, 'Terms of use')).toBeVisible();
  expect(await page.evaluate(() => window.history.length)).toBe(entries);
  await page.goBack();
  await expect(heading(page, 'About Workers Commons')).toBeVisible();
});
