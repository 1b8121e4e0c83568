import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { message } from './locale-messages';

const PASSWORD = 'Circuit42';

interface OutboxMessage {
  recipient: string;
  body: string;
}

/** A fresh address per run and journey: the database is new per run, but codes are limited per address. */
function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

/** The newest code the server "sent" to the address, read from the development outbox. */
async function latestCode(request: APIRequestContext, recipient: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const response = await request.get('/dev/outbox.json');
    const messages = (await response.json()) as OutboxMessage[];
    const sent = messages.find((entry) => entry.recipient === recipient);
    code = sent?.body.match(/\b\d{6}\b/)?.[0];
    expect(code).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return code!;
}

async function requestCode(page: Page, email: string): Promise<string> {
  await page.getByLabel(message('en-US', 'account.email')).fill(email);
  await page.getByRole('button', { name: message('en-US', 'account.sendCode') }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  return latestCode(page.request, email);
}

/** The password field itself, not "Confirm password" (Mantine appends an asterisk to a required label). */
function passwordField(page: Page) {
  return page.getByLabel(new RegExp(`^${message('en-US', 'account.password')}\\b`));
}

async function tickAgreement(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: message('en-US', 'account.agreementAccept') }).check();
}

async function openFirstPart(page: Page): Promise<string> {
  await page.goto('/goods/list');
  const partLink = page.getByTestId('product-card').first().getByRole('link').first();
  await partLink.click();
  await expect(page).toHaveURL(/\/goods\/[^/]+$/);
  return new URL(page.url()).pathname;
}

test('a new user signs up by e-mail code, returns to the part, logs out and logs in by password', async ({ page }) => {
  const email = uniqueEmail('buyer');
  const partPath = await openFirstPart(page);

  await page.getByRole('link', { name: message('en-US', 'account.logIn') }).click();
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
  await expect(page.getByRole('link', { name: message('en-US', 'account.logIn') })).toBeVisible();

  // Back on the part page, log in again, this time with the password chosen at sign-up.
  await page.goto(partPath);
  await page.getByRole('link', { name: message('en-US', 'account.logIn') }).click();
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
