import { expect, test } from '@playwright/test';
import { graphql } from './api-steps';
import { message } from './locale-messages';
import { signUpByEmail } from './login-steps';

const t = (key: string) => message('en-US', key);

test('a shopper tops up ¥50 by the sandbox Alipay: the balance and the records show it once, also when notified again', async ({
  page,
  request,
}) => {
  const token = await signUpByEmail(page, 'top-up', 'Circuit42');
  await page.goto('/user/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('¥0.00');
  await page.getByTestId('wallet-top-up').click();
  const panel = page.getByTestId('top-up-panel');
  await panel.getByLabel(t('topUps.amount')).fill('50');
  await panel.getByLabel(t('topUps.method')).selectOption('ALIPAY');
  await panel.getByRole('button', { name: 'Pay ¥50.00' }).click();

  // The provider's page opens beside the shop; paying there notifies the shop, which the wallet hears of.
  const [cashier] = await Promise.all([
    page.waitForEvent('popup'),
    panel.getByRole('link', { name: /Alipay/ }).click(),
  ]);
  await expect(cashier.getByRole('heading', { name: 'Sandbox Alipay' })).toBeVisible();
  await cashier.getByRole('button', { name: 'Pay ¥50.00' }).click();
  await expect(cashier).toHaveURL(/\/user\/wallet$/);
  await expect(page.getByTestId('wallet-balance')).toHaveText('¥50.00');
  await expect(page.getByTestId('top-up-panel')).toHaveCount(0);
  const records = page.locator('[data-testid="wallet-record"][data-kind="TOPUP"]');
  await expect(records).toHaveCount(1);
  await expect(records).toContainText(t('wallet.kinds.TOPUP'));
  await expect(records).toContainText('+¥50.00');

  // The provider notifies again (the payer pressed pay twice): the shop acknowledges it and credits nothing more.
  await cashier.goBack();
  await cashier.getByRole('button', { name: 'Pay ¥50.00' }).click();
  await expect(cashier).toHaveURL(/\/user\/wallet$/);
  await page.reload();
  await expect(page.getByTestId('wallet-balance')).toHaveText('¥50.00');
  await expect(records).toHaveCount(1);
  const { myBalanceFen } = await graphql(request, '{ myBalanceFen }', {}, token);
  expect(Number(myBalanceFen)).toBe(5000);
});
