import { expect, test, type Page } from '@playwright/test';
import { message } from './locale-messages';
import { latestCode, passwordField, requestCode, tickAgreement, uniqueEmail } from './login-steps';

const PASSWORD = 'Circuit42';

async function openFirstPart(page: Page): Promise<string> {
  await page.goto('/goods/list');
  const partLink = page.getByTestId('product-card').first().getByRole('link').first();
  await partLink.click();
  await expect(page).toHaveURL(/\/goods\/(?!list$)[^/]+$/);
  return new URL(page.url()).pathname;
}

test('a new user signs up by e-mail code, returns to the part, logs out and logs in by password', async ({ page }) => {
  const email = uniqueEmail('buyer');
  const partPath = await openFirstPart(page);

  await page.getByRole('link', { name: message('en-US', 'account.logIn'), exact: true }).click();
  await expect(page).toHaveURL(/\/login\/login$/);
  await page.getByRole('link', { name: message('en-US', 'account.createAccount') }).click();
  await expect(page).toHaveURL(/\/login\/login\/register$/);

  const code = await requestCode(page, email);
  await page.getByLabel(message('en-US', 'account.code')).fill(code);
  await passwordField(page).fill(PASSWORD);
  await page.getByLabel(message('en-US', 'account.passwordConfirmation')).fill(PASSWORD);
  await tickAgreement(page);
  await page.getByRole('button', { name: message('en-US', 'account.register') }).click();

  await expect(page).toHaveURL(new RegExp(`${partPath}$`));
  await expect(page.getByText(message('en-US', 'account.loginSucceeded'))).toBeVisible();
  const accountButton = page.getByTestId('header-account');
  await expect(accountButton).toContainText(email.slice(0, 2));
  await expect(accountButton).toContainText(message('en-US', 'account.tierNormalUser'));

  await accountButton.click();
  await page.getByRole('menuitem', { name: message('en-US', 'account.logOut') }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('link', { name: message('en-US', 'account.logIn'), exact: true })).toBeVisible();

  // Back on the part page, log in again, this time with the password chosen at sign-up.
  await page.goto(partPath);
  await page.getByRole('link', { name: message('en-US', 'account.logIn'), exact: true }).click();
  await page.getByRole('button', { name: message('en-US', 'account.passwordLogin') }).click();
  await page.getByLabel(message('en-US', 'account.account')).fill(email);
  await passwordField(page).fill(PASSWORD);
  await tickAgreement(page);
  await page.getByRole('button', { name: message('en-US', 'account.logIn'), exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`${partPath}$`));
  await expect(page.getByTestId('header-account')).toContainText(email.slice(0, 2));
});

test('/user sends a visitor to login and back there after a code login', async ({ page }) => {
  const email = uniqueEmail('visitor');
  await page.goto('/user');
  await expect(page).toHaveURL(/\/login\/login$/);

  const code = await requestCode(page, email);
  await page.getByLabel(message('en-US', 'account.code')).fill(code);
  await tickAgreement(page);
  await page.getByRole('button', { name: message('en-US', 'account.logIn'), exact: true }).click();

  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByTestId('header-account')).toBeVisible();
});

test('the agreement must be ticked, and a wrong code shows the translated message', async ({ page }) => {
  await page.context().addCookies([{ name: 'lang', value: 'es-ES', url: 'http://127.0.0.1:4310' }]);
  const email = uniqueEmail('wrong-code');
  await page.goto('/login/login');

  await page.getByLabel(message('es-ES', 'account.email')).fill(email);
  await page.getByRole('button', { name: message('es-ES', 'account.sendCode') }).click();
  const code = await latestCode(page.request, email);
  const wrongCode = code === '000000' ? '111111' : '000000';
  await page.getByLabel(message('es-ES', 'account.code')).fill(wrongCode);
  const logIn = page.getByRole('button', { name: message('es-ES', 'account.logIn'), exact: true });

  await logIn.click();
  await expect(page.getByText(message('es-ES', 'account.validation.agreementRequired'))).toBeVisible();
  await expect(page).toHaveURL(/\/login\/login$/);

  await page.getByRole('checkbox', { name: message('es-ES', 'account.agreementAccept') }).check();
  await logIn.click();
  // The server's message, in the language of the request.
  await expect(page.getByText('El código de verificación es incorrecto')).toBeVisible();
  await expect(page).toHaveURL(/\/login\/login$/);
});
