import { expect, test, type Page } from '@playwright/test';
import { message } from './locale-messages';

/** The page chunks the journey watches, by the source file each is built from. */
const GOODS_LIST_CHUNK = /\/assets\/goods-list-page-[\w-]+\.js$/;
const BOM_CHUNK = /\/assets\/bom-page-[\w-]+\.js$/;

function scriptsRequested(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

test("a page's code loads when a link to it shows intent, and not with the home page", async ({ page }) => {
  const scripts = scriptsRequested(page);
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => GOODS_LIST_CHUNK.test(url) || BOM_CHUNK.test(url))).toEqual([]);

  const header = page.getByRole('banner');
  const listChunk = page.waitForRequest(GOODS_LIST_CHUNK);
  await header.getByRole('link', { name: message('en-US', 'header.categories'), exact: true }).hover();
  await listChunk;
  expect(scripts.some((url) => BOM_CHUNK.test(url))).toBe(false);

  const bomChunk = page.waitForRequest(BOM_CHUNK);
  await header.getByRole('link', { name: message('en-US', 'header.bom'), exact: true }).focus();
  await bomChunk;

  await header.getByRole('link', { name: message('en-US', 'header.categories'), exact: true }).click();
  await expect(page).toHaveURL(/\/goods\/list$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // Navigating reused the chunk the hover loaded.
  expect(scripts.filter((url) => GOODS_LIST_CHUNK.test(url))).toHaveLength(1);
});
