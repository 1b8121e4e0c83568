import { expect, test, type Page } from '@playwright/test';
import { message } from './locale-messages';
import { passwordField, requestCode, tickAgreement, uniqueEmail } from './login-steps';

/** A 2×2 red PNG, so the journey needs no file on disk. */
const RED_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWN4KqP8VEaZAUIBACMGBJGDPAwmAAAAAElFTkSuQmCC',
  'base64',
);

async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/login/login/register');
  const code = await requestCode(page, email);
  await page.getByLabel(message('en-US', 'account.code')).fill(code);
  await passwordField(page).fill('Circuit42');
  await page.getByLabel(message('en-US', 'account.passwordConfirmation')).fill('Circuit42');
  await tickAgreement(page);
  await page.getByRole('button', { name: message('en-US', 'account.register') }).click();
  await expect(page).not.toHaveURL(/\/login\/login/);
}

test('a new user sets a nickname and uploads an avatar, and sees both on the account home', async ({ page }) => {
  await signUp(page, uniqueEmail('profile'));
  await page.goto('/user');
  await page.getByRole('link', { name: message('en-US', 'profile.edit') }).click();
  await expect(page).toHaveURL(/\/user\/info1$/);

  const nickname = page.getByLabel(message('en-US', 'profile.nickname'));
  await nickname.fill('Resistor Fan');
  await page.getByRole('button', { name: message('en-US', 'profile.save') }).click();
  await expect(page.getByText('The nickname may have at most 10 characters')).toBeVisible();
  await nickname.fill('Chip Fan');
  await page.getByRole('button', { name: message('en-US', 'profile.save') }).click();
  await expect(page.getByText(message('en-US', 'profile.saved'))).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: RED_PNG });
  await expect(page.getByText(message('en-US', 'profile.avatarSaved'))).toBeVisible();
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute(
    'src',
    /^\/media\/uploads\/avatars\/[0-9a-f]{32}\.png$/,
  );

  await page.getByRole('link', { name: message('en-US', 'profile.contactTab') }).click();
  await expect(page.getByTestId('profile-contact-email')).toContainText('***@example.test');

  await page.goto('/user');
  await expect(page.getByTestId('profile-name')).toHaveText('Chip Fan');
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', /\/media\/uploads\/avatars\//);
});

test('a visitor logs in with WeChat through the sandbox and returns to the page they came from', async ({ page }) => {
  const name = `Wei ${Date.now() % 10000}`;
  await page.goto('/user');
  await expect(page).toHaveURL(/\/login\/login$/);
  await page.getByRole('link', { name: message('en-US', 'profile.wechatLogin') }).click();
  await expect(page.getByRole('alert')).toHaveText(message('en-US', 'account.validation.agreementRequired'));
  await page.getByRole('checkbox', { name: message('en-US', 'account.agreementAccept') }).check();
  await page.getByRole('link', { name: message('en-US', 'profile.wechatLogin') }).click();

  await expect(page).toHaveURL(/\/dev\/oauth\/wechat\/authorize\?/);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: `Sandbox WeChat: approve as ${name}` }).click();

  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByTestId('profile-name')).toHaveText(name);
});

test('a denied WeChat login comes back to the login form with a clear message', async ({ page }) => {
  await page.goto('/login/login');
  await page.getByRole('checkbox', { name: message('en-US', 'account.agreementAccept') }).check();
  await page.getByRole('link', { name: message('en-US', 'profile.wechatLogin') }).click();
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page).toHaveURL(/\/login\/login\?oauthError=/);
  await expect(page.getByRole('alert')).toHaveText(message('en-US', 'profile.wechatLoginFailed'));
});
