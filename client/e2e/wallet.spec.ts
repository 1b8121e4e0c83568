import { expect, test, type Page } from '@playwright/test';
import { graphql } from './api-steps';
import { message } from './locale-messages';
import { logInByPassword, passwordField, requestCode, tickAgreement, uniqueEmail } from './login-steps';

const PASSWORD = 'Circuit42';
const PAYMENT_PASSWORD = '246810';
const t = (key: string) => message('en-US', key);

async function signUp(page: Page, email: string): Promise<string> {
  await page.goto('/login/login/register');
  const code = await requestCode(page, email);
  await page.getByLabel(t('account.code')).fill(code);
  await passwordField(page).fill(PASSWORD);
  await page.getByLabel(t('account.passwordConfirmation')).fill(PASSWORD);
  await tickAgreement(page);
  await page.getByRole('button', { name: t('account.register') }).click();
  await expect(page).not.toHaveURL(/\/login\/login/);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token, 'the session cookie').toBeTruthy();
  return token!;
}

test('a shopper binds a card and withdraws; an admin reviews and approves it; the wallet shows the payout', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const token = await signUp(page, uniqueEmail('wallet'));
  const { me } = await graphql(request, '{ me { id } }', {}, token);
  // Through the API: the real name, the payment password and a ¥500 top-up by the admin.
  await graphql(
    request,
    'mutation($input: VerifyRealNameInput!) { verifyRealName(input: $input) { userErrors { code } } }',
    { input: { realName: '张三丰', idNumber: '11010519491231002X' } },
    token,
  );
  await graphql(
    request,
    'mutation($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) { done } }',
    { input: { password: PAYMENT_PASSWORD, confirmation: PAYMENT_PASSWORD } },
    token,
  );
  const adminLogin = await graphql(
    request,
    'mutation($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }',
    { input: { account: 'admin@circuitmart.test', password: 'Admin123', agreementAccepted: true } },
  );
  await graphql(
    request,
    'mutation($input: AdjustBalanceInput!) { adjustBalance(input: $input) { balanceFen } }',
    { input: { userId: me.id, amountFen: 50_000, reason: 'e2e top-up' } },
    adminLogin['loginWithPassword'].token,
  );

  // The shopper binds a bank card (a wrong holder is refused), then withdraws ¥200.
  await page.goto('/user/wallet/accounts');
  await page.getByTestId('bind-number').fill('4111 1111 1111 1111');
  await page.getByTestId('bind-holder').fill('李四');
  await page.getByTestId('bind-submit').click();
  // The server's §8 message for a holder who is not the verified real name.
  await expect(page.getByText('The account holder must be your verified real name')).toBeVisible();
  await expect(page.getByTestId('payout-account')).toHaveCount(0);
  await page.getByTestId('bind-holder').fill('张三丰');
  await page.getByTestId('bind-submit').click();
  await expect(page.getByTestId('payout-account')).toHaveCount(1);
  await expect(page.getByTestId('payout-account')).toContainText('**** **** **** 1111');
  await expect(page.locator('body')).not.toContainText('4111 1111 1111 1111');

  await page.goto('/user/wallet/withdraw');
  await expect(page.getByTestId('withdraw-balance')).toContainText('500');
  await page.getByTestId('withdraw-amount').fill('200');
  await page.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
  await page.getByTestId('withdraw-submit').click();
  await expect(page).toHaveURL(/\/user\/wallet$/);
  // ¥500 − ¥200 − ¥1 fee.
  await expect(page.getByTestId('wallet-balance')).toContainText('299');
  const mine = page.getByTestId('wallet-withdrawal');
  await expect(mine).toHaveCount(1);
  await expect(mine).toHaveAttribute('data-status', 'SUBMITTED');
  await expect(page.locator('[data-testid="wallet-record"][data-kind="WITHDRAWAL_HOLD"]')).toHaveCount(1);

  // The admin takes it into review and approves it in /admin/withdrawals.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await logInByPassword(admin, 'admin', 'Admin123');
    await admin.goto('/admin/withdrawals');
    const row = admin.getByTestId('withdrawal-row').filter({ hasText: '¥200' }).first();
    await expect(row).toBeVisible();
    const id = await row.getAttribute('data-id');
    const ours = admin.locator(`[data-testid="withdrawal-row"][data-id="${id}"]`);
    await ours.getByTestId('withdrawal-start-review').click();
    await expect(ours).toHaveAttribute('data-status', 'UNDER_REVIEW');
    await ours.getByTestId('withdrawal-approve').click();
    // Approved, it leaves the waiting queue; the passed ones show it with its payout reference.
    await expect(ours).toHaveCount(0);
    await admin.getByTestId('withdrawal-status-filter').selectOption('PASSED');
    await expect(ours).toHaveAttribute('data-status', 'PASSED');
    await expect(ours).toContainText('SANDBOX-');
  } finally {
    await adminContext.close();
  }

  await page.reload();
  await expect(mine).toHaveAttribute('data-status', 'PASSED');
  await expect(mine).toContainText('SANDBOX-');
  await expect(page.getByTestId('wallet-balance')).toContainText('299');
});
