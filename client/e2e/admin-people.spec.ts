import { expect, test } from '@playwright/test';
import { message } from './locale-messages';
import { logInByPassword } from './login-steps';

test('an admin creates a sales account; its holder signs in and sees the sales consoles; the audit log shows it', async ({
  page,
  browser,
}) => {
  test.slow();
  const username = `sales.e2e${Date.now() % 1_000_000}`;
  await logInByPassword(page, 'admin@circuitmart.test', 'Admin123');
  await page.goto('/admin/people');
  await page.getByText(message('en-US', 'adminPeople.areas.staff'), { exact: true }).click();
  const form = page.getByTestId('staff-panel');
  await form.getByLabel(message('en-US', 'adminPeople.staff.username')).fill(username);
  await form
    .getByRole('checkbox', { name: message('en-US', 'adminPeople.roles.SALES') })
    .first()
    .check();
  await form.getByRole('button', { name: message('en-US', 'adminPeople.staff.createButton') }).click();
  const password = (await page.getByTestId('new-staff-password').textContent())!.trim();
  expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
  await expect(page.getByTestId(`staff-member-${username}`)).toBeVisible();

  const salesContext = await browser.newContext();
  const sales = await salesContext.newPage();
  try {
    await logInByPassword(sales, username, password);
    await sales.goto('/admin');
    for (const path of ['/admin/orders', '/admin/catalog', '/admin/inquiries', '/admin/people', '/admin/invoices']) {
      await expect(sales.locator(`a[href="${path}"]`)).toBeVisible();
    }
    for (const path of ['/admin/audit', '/admin/balances', '/admin/chat']) {
      await expect(sales.locator(`a[href="${path}"]`)).toHaveCount(0);
    }
  } finally {
    await salesContext.close();
  }

  await page.goto('/admin/audit');
  await page.getByLabel(message('en-US', 'adminAudit.what')).fill('createStaffAccount');
  await page.getByRole('button', { name: message('en-US', 'adminAudit.search') }).click();
  const entry = page.getByTestId('audit-entry').filter({ hasText: username });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('staff.manage');
  await expect(entry).not.toContainText(password);
});
