import { expect, test, type Page } from '@playwright/test';

test.use({ viewport: { width: 375, height: 812 } });

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('home, list and detail fit a 375 px phone screen', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expectNoHorizontalScroll(page);

  await page.goto('/goods/list');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expectNoHorizontalScroll(page);

  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await expect(page.getByTestId('price-break-table')).toBeVisible();
  await expectNoHorizontalScroll(page);
});
