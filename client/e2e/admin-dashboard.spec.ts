import { expect, test } from '@playwright/test';
import { message } from './locale-messages';
import { logInByPassword, requestCode, tickAgreement, uniqueEmail } from './login-steps';

test('a staff member sees the dashboard above the consoles: figures, daily charts and the parts running out', async ({
  page,
}) => {
  test.slow();
  await logInByPassword(page, 'sales@circuitmart.test', 'Sales123');
  await page.goto('/admin');
  const dashboard = page.getByTestId('admin-dashboard');
  // The charts library comes in a chunk of its own, fetched and parsed after the page: allow it the time.
  await expect(dashboard.getByRole('heading', { name: message('en-US', 'adminDashboard.title') })).toBeVisible({
    timeout: 60_000,
  });
  await expect(dashboard).toContainText(message('en-US', 'adminDashboard.calendarNote'));
  for (const figure of ['orders', 'revenue', 'paid-share', 'inquiries', 'chat', 'low-stock']) {
    await expect(page.getByTestId(`dashboard-${figure}-value`)).toHaveText(/\d|–/);
  }
  await expect(page.getByTestId('dashboard-revenue-value')).toHaveText(/^¥[\d,]+\.\d\d$/);
  for (const chart of ['orders', 'revenue', 'paid-share', 'inquiries', 'response']) {
    await expect(page.getByTestId(`dashboard-chart-${chart}`).locator('svg.recharts-surface').first()).toBeVisible();
  }
  // The demo catalog has sold-out parts on the shelf: each links to its page in the staff catalog.
  const lowStock = page.getByTestId('dashboard-low-stock-list').getByRole('link').first();
  await expect(lowStock).toHaveAttribute('href', /^\/admin\/catalog\?part=\d+$/);
  // The consoles are still listed below.
  await expect(
    page.getByRole('link', { name: new RegExp(message('en-US', 'staff.consoles.orders.title')) }),
  ).toBeVisible();
  // The link opens that part's editor in the staff catalog.
  await lowStock.click();
  await expect(page.getByTestId('catalog-part-save')).toBeVisible({ timeout: 30_000 });
});

test('a shopper cannot open the dashboard', async ({ page }) => {
  test.slow();
  const email = uniqueEmail('dashboard-shopper');
  await page.goto('/login/login');
  const code = await requestCode(page, email);
  await page.getByLabel(message('en-US', 'account.code')).fill(code);
  await tickAgreement(page);
  await page.getByRole('button', { name: message('en-US', 'account.logIn'), exact: true }).click();
  await expect(page.getByTestId('header-account')).toBeVisible({ timeout: 30_000 });
  await page.goto('/admin');
  await expect(page.getByTestId('staff-forbidden')).toContainText(message('en-US', 'staff.forbidden'));
  await expect(page.getByTestId('admin-dashboard')).toHaveCount(0);
});
