import { expect as baseExpect, test } from '@playwright/test';
import { registerBuyer } from './after-sales-staff-steps';
import { message } from './locale-messages';
import { logInByPassword } from './login-steps';

/** The machine runs several suites at once: a reload and its lazy page chunk can take longer than the default 10 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

const t = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{{${name}}}`, String(value)),
    message('en-US', key),
  );

test('a shopper applies as a distributor on a phone, an admin approves it, and the shopper sees the rate', async ({
  browser,
  request,
}) => {
  test.slow();
  const shopper = await registerBuyer(request, 'distributor');
  const realName = `Wang ${Date.now().toString(36)}`;

  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const shopperPage = await phone.newPage();
  await logInByPassword(shopperPage, shopper.email, 'Circuit42');
  await shopperPage.goto('/user/distributor');
  const form = shopperPage.getByTestId('distributor-apply');
  await form.getByLabel(t('distributors.realName')).fill(realName);
  await form.getByLabel(t('distributors.phone')).fill('13800138000');
  await form.getByLabel(t('distributors.channel')).fill('An electronics forum');
  await form.getByRole('button', { name: t('distributors.submit') }).click();
  await expect(shopperPage.getByTestId('distributor-status-badge')).toHaveText(t('distributors.statuses.SUBMITTED'));

  const office = await browser.newContext();
  const adminPage = await office.newPage();
  await logInByPassword(adminPage, 'admin', 'Admin123');
  await adminPage.goto('/admin');
  await adminPage.getByRole('link', { name: new RegExp(t('staff.consoles.distributors.title')) }).click();
  await expect(adminPage).toHaveURL(/\/admin\/distributors/);
  const card = adminPage.getByTestId('distributor-card').filter({ hasText: realName });
  await card.getByTestId('approve-distributor').click();
  await expect(card).toHaveCount(0);

  await shopperPage.reload();
  await expect(shopperPage.getByTestId('distributor-status-badge')).toHaveText(t('distributors.statuses.APPROVED'));
  await expect(shopperPage.getByTestId('distributor-status')).toContainText(t('distributors.yourRate', { rate: '5%' }));
  await expect(shopperPage.getByTestId('commission-table')).toHaveCount(0);
  await expect(shopperPage.getByText(t('distributors.noCommissions'))).toBeVisible();
  await phone.close();
  await office.close();
});
