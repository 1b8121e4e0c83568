/** Steps of the login area that several journeys take, in en-US. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { message } from './locale-messages';

interface OutboxMessage {
  recipient: string;
  body: string;
}

/** A fresh address per run and journey: the database is new per run, but codes are limited per address. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

/** The newest code the server "sent" to the address, read from the development outbox. */
export async function latestCode(request: APIRequestContext, recipient: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const response = await request.get('/dev/outbox.json');
    const messages = (await response.json()) as OutboxMessage[];
    const sent = messages.find((entry) => entry.recipient === recipient && /\b\d{6}\b/.test(entry.body));
    code = sent?.body.match(/\b\d{6}\b/)?.[0];
    expect(code).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return code!;
}

export async function requestCode(page: Page, email: string): Promise<string> {
  await page.getByLabel(message('en-US', 'account.email')).fill(email);
  await page.getByRole('button', { name: message('en-US', 'account.sendCode') }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  return latestCode(page.request, email);
}

/** The password field itself, not "Confirm password" (Mantine appends an asterisk to a required label). */
export function passwordField(page: Page) {
  return page.getByLabel(new RegExp(`^${message('en-US', 'account.password')}\\b`));
}

export async function tickAgreement(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: message('en-US', 'account.agreementAccept') }).check();
}

/** Logs in on the password form, for the demo staff accounts and users registered with a password. */
export async function logInByPassword(page: Page, account: string, password: string): Promise<void> {
  await page.goto('/login/login');
  await page.getByRole('button', { name: message('en-US', 'account.passwordLogin') }).click();
  await page.getByLabel(message('en-US', 'account.account')).fill(account);
  await passwordField(page).fill(password);
  await tickAgreement(page);
  await page.getByRole('button', { name: message('en-US', 'account.logIn'), exact: true }).click();
  await expect(page).not.toHaveURL(/\/login\/login/);
}

/** Registers a new shopper by e-mail code and password on the register form; answers the session token. */
export async function signUpByEmail(page: Page, label: string, password: string): Promise<string> {
  await page.goto('/login/login/register');
  const code = await requestCode(page, uniqueEmail(label));
  await page.getByLabel(message('en-US', 'account.code')).fill(code);
  await passwordField(page).fill(password);
  await page.getByLabel(message('en-US', 'account.passwordConfirmation')).fill(password);
  await tickAgreement(page);
  await page.getByRole('button', { name: message('en-US', 'account.register') }).click();
  await expect(page).not.toHaveURL(/\/login\/login/);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token, 'the session cookie').toBeTruthy();
  return token!;
}
