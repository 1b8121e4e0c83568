import { expect, test } from '@playwright/test';
import { message } from './locale-messages';
import { logInByPassword, requestCode, tickAgreement, uniqueEmail } from './login-steps';

test('support staff review a cancellation request from the staff console and close the account', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = uniqueEmail('leaver');
  await page.goto('/login/login');
  const code = await requestCode(page, email);
  await page.getByLabel(message('en-US', 'account.code')).fill(code);
  await tickAgreement(page);
  await page.getByRole('button', { name: message('en-US', 'account.logIn'), exact: true }).click();
  await expect(page.getByTestId('header-account')).toBeVisible();
  // A buyer sees no staff console link and gets a forbidden page there.
  await page.goto('/user');
  await expect(page.getByRole('heading', { level: 1, name: message('en-US', 'pages.user.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: message('en-US', 'staff.open') })).toHaveCount(0);
  await page.goto('/admin/accounts');
  await expect(page.getByTestId('staff-forbidden')).toContainText(message('en-US', 'staff.forbidden'));

  await page.goto('/user/security');
  await page.getByLabel(message('en-US', 'security.cancellationReason')).fill('Closing the lab');
  await page.getByRole('button', { name: message('en-US', 'security.requestCancellation') }).click();
  await expect(page.getByTestId('cancellation-status')).toContainText(
    message('en-US', 'security.cancellationStatuses.SUBMITTED'),
  );

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  try {
    await logInByPassword(staff, 'support@circuitmart.test', 'Support123');
    await staff.goto('/user');
    await staff.getByRole('link', { name: message('en-US', 'staff.open') }).click();
    await expect(staff).toHaveURL(/\/admin$/);
    await staff.getByRole('link', { name: new RegExp(message('en-US', 'staff.consoles.accounts.title')) }).click();
    await expect(staff).toHaveURL(/\/admin\/accounts$/);

    const request = staff.getByTestId('cancellation-request').filter({ hasText: 'Closing the lab' });
    await request.getByRole('button', { name: message('en-US', 'staff.cancellations.decisions.START_REVIEW') }).click();
    await expect(request).toContainText(message('en-US', 'staff.cancellations.statuses.UNDER_REVIEW'));
    await request.getByRole('button', { name: message('en-US', 'staff.cancellations.decisions.CLOSE') }).click();
    await request.getByRole('button', { name: message('en-US', 'staff.cancellations.confirmClose') }).click();
    await expect(staff.getByText(message('en-US', 'staff.cancellations.done.CLOSE'))).toBeVisible();
    await expect(request).toHaveCount(0);
    await staff.getByRole('tab', { name: message('en-US', 'staff.cancellations.filters.CLOSED') }).click();
    await expect(staff.getByTestId('cancellation-request').filter({ hasText: 'Closing the lab' })).toContainText(
      message('en-US', 'staff.cancellations.statuses.CLOSED'),
    );
  } finally {
    await staffContext.close();
  }

  // The closed account's session is gone: its next page needing login goes to the login page.
  await page.goto('/user/security');
  await expect(page).toHaveURL(/\/login\/login$/);
});
