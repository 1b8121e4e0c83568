import { expect, test, type Locator } from '@playwright/test';
import { message } from './locale-messages';
import { passwordField, requestCode, tickAgreement, uniqueEmail } from './login-steps';

const FIRST_PASSWORD = 'Circuit42';
const NEW_PASSWORD = 'Resistor77';

/** A field whose label starts with the text (Mantine appends an asterisk to required labels). */
function fieldStartingWith(scope: Locator, key: string) {
  return scope.getByRole('textbox', { name: new RegExp(`^${message('en-US', key)}`) });
}

test('a new user changes the password, logs in with it, and sets a payment password after a mismatch', async ({
  page,
}) => {
  const email = uniqueEmail('security');
  await page.goto('/login/login/register');
  const code = await requestCode(page, email);
  await page.getByLabel(message('en-US', 'account.code')).fill(code);
  await passwordField(page).fill(FIRST_PASSWORD);
  await page.getByLabel(message('en-US', 'account.passwordConfirmation')).fill(FIRST_PASSWORD);
  await tickAgreement(page);
  await page.getByRole('button', { name: message('en-US', 'account.register') }).click();
  await expect(page.getByTestId('header-account')).toBeVisible();

  // The account home links to the security page.
  await page.goto('/user');
  await page.getByRole('link', { name: message('en-US', 'security.title') }).click();
  await expect(page).toHaveURL(/\/user\/security$/);

  const passwordSection = page.getByRole('region', { name: message('en-US', 'security.changePasswordTitle') });
  await fieldStartingWith(passwordSection, 'security.currentPassword').fill(FIRST_PASSWORD);
  await passwordSection.getByLabel(new RegExp(`^${message('en-US', 'account.newPassword')}`)).fill(NEW_PASSWORD);
  await passwordSection.getByLabel(message('en-US', 'account.passwordConfirmation')).fill(NEW_PASSWORD);
  await passwordSection.getByRole('button', { name: message('en-US', 'security.changePassword') }).click();
  await expect(page.getByText(message('en-US', 'security.passwordChanged'))).toBeVisible();

  await page.getByTestId('header-account').click();
  await page.getByRole('menuitem', { name: message('en-US', 'account.logOut') }).click();
  await expect(page.getByRole('link', { name: message('en-US', 'account.logIn') })).toBeVisible();

  await page.goto('/user/security');
  await expect(page).toHaveURL(/\/login\/login$/);
  await page.getByRole('button', { name: message('en-US', 'account.passwordLogin') }).click();
  await page.getByLabel(message('en-US', 'account.account')).fill(email);
  await passwordField(page).fill(NEW_PASSWORD);
  await tickAgreement(page);
  await page.getByRole('button', { name: message('en-US', 'account.logIn'), exact: true }).click();
  await expect(page).toHaveURL(/\/user\/security$/);

  const paymentSection = page.getByRole('region', { name: message('en-US', 'security.paymentTitle') });
  await expect(paymentSection.getByText(message('en-US', 'security.paymentNotSet'))).toBeVisible();
  await fieldStartingWith(paymentSection, 'security.paymentPassword').fill('246810');
  await fieldStartingWith(paymentSection, 'security.paymentPasswordConfirmation').fill('246801');
  const setButton = paymentSection.getByRole('button', { name: message('en-US', 'security.setPayment') });
  await setButton.click();
  await expect(paymentSection.getByText('The two payment passwords entered are inconsistent')).toBeVisible();

  await fieldStartingWith(paymentSection, 'security.paymentPasswordConfirmation').fill('246810');
  await setButton.click();
  await expect(page.getByText(message('en-US', 'security.paymentPasswordSaved'))).toBeVisible();
  await expect(paymentSection.getByText(message('en-US', 'security.paymentIsSet'))).toBeVisible();
});
