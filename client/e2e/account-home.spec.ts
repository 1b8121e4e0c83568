import { expect, test, type Page } from '@playwright/test';
import { message } from './locale-messages';
import { logInByPassword, passwordField, requestCode, tickAgreement, uniqueEmail } from './login-steps';

const PASSWORD = 'Circuit42';

async function signUpByEmailCode(page: Page, email: string): Promise<void> {
  await page.goto('/login/login/register');
  const code = await requestCode(page, email);
  await page.getByLabel(message('en-US', 'account.code')).fill(code);
  await passwordField(page).fill(PASSWORD);
  await page.getByLabel(message('en-US', 'account.passwordConfirmation')).fill(PASSWORD);
  await tickAgreement(page);
  await page.getByRole('button', { name: message('en-US', 'account.register') }).click();
  // After login the app leaves the login area (the header differs between phone and desktop widths).
  await expect(page).not.toHaveURL(/\/login\/login/);
}

test('a second device sees both sessions and logs the first one out', async ({ browser }) => {
  const email = uniqueEmail('two-devices');
  const firstDevice = await browser.newContext();
  const firstPage = await firstDevice.newPage();
  await signUpByEmailCode(firstPage, email);

  await firstPage.goto('/user');
  await expect(firstPage).toHaveTitle(new RegExp(`^${message('en-US', 'pages.user.title')}`));
  await expect(firstPage.getByTestId('profile-name')).toContainText(email.slice(0, 2));
  await expect(firstPage.getByText(message('en-US', 'account.tierNormalUser')).last()).toBeVisible();
  // The e-mail is shown masked, never in full.
  await expect(firstPage.getByTestId('profile-email')).toHaveText(`${email.slice(0, 2)}***@example.test`);
  await expect(firstPage.getByText(email, { exact: true })).toHaveCount(0);
  await expect(firstPage.getByTestId('staff-role')).toHaveCount(0);

  // The second device is a phone: the page must fit 375 px.
  const secondDevice = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const secondPage = await secondDevice.newPage();
  await logInByPassword(secondPage, email, PASSWORD);
  await secondPage.goto('/user');

  const sessionCards = secondPage.getByTestId('session-card');
  await expect(sessionCards).toHaveCount(2);
  await expect(secondPage.locator('[data-testid="session-card"][data-current="true"]')).toHaveCount(1);
  await expect(
    secondPage
      .locator('[data-testid="session-card"][data-current="true"]')
      .getByText(message('en-US', 'accountHome.thisDevice')),
  ).toBeVisible();
  await expect(sessionCards.first()).toContainText('Chrome on Linux');
  const overflow = await secondPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await secondPage.getByRole('button', { name: message('en-US', 'accountHome.logOutOtherDevices') }).click();
  await expect(
    secondPage.getByText(message('en-US', 'accountHome.otherDevicesLoggedOut').replace('{{number}}', '1')),
  ).toBeVisible();
  await expect(sessionCards).toHaveCount(1);
  await expect(secondPage.getByText(message('en-US', 'accountHome.noOtherDevices'))).toBeVisible();

  // The first device's token is revoked: its next visit to /user ends on the login page.
  await firstPage.goto('/user');
  await expect(firstPage).toHaveURL(/\/login\/login$/);

  await firstDevice.close();
  await secondDevice.close();
});

test('the invitation link of /user fills in the code on the sign-up form', async ({ page, browser }) => {
  const email = uniqueEmail('inviter');
  await signUpByEmailCode(page, email);
  await page.goto('/user');
  const inviteCode = (await page.getByTestId('invite-code').textContent())?.trim() ?? '';
  expect(inviteCode).not.toBe('');
  const invitationPath = await page.getByTestId('invite-link').getAttribute('href');
  expect(invitationPath).toBe(`/login/login/register?invite=${encodeURIComponent(inviteCode)}`);

  const friend = await browser.newContext();
  const friendPage = await friend.newPage();
  await friendPage.goto(invitationPath!);
  await expect(friendPage.getByLabel(message('en-US', 'account.inviteCode'))).toHaveValue(inviteCode);
  await friend.close();
});
