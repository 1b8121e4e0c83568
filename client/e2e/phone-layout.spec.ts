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

test('the login choices stay readable on a phone in a long language', async ({ page, context }) => {
  await context.addCookies([{ name: 'lang', value: 'es-ES', url: 'http://127.0.0.1:4310' }]);
  await page.goto('/login/login');
  const choice = page.getByRole('button', { name: 'Acceso con contraseña' });
  await expect(choice).toBeVisible();
  // The label wraps instead of being cut off: its text fits inside its box.
  const label = choice.locator('.mantine-Button-label');
  expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expectNoHorizontalScroll(page);
});
