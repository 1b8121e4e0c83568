import { expect, test } from '@playwright/test';
import { message } from './locale-messages';
import { signUpByEmail } from './login-steps';

test('binding WeChat to an account is not offered yet: its button says "function not yet developed"', async ({
  page,
}) => {
  await signUpByEmail(page, 'not-developed', 'Circuit42');
  await page.goto('/user/info3');
  await page.getByTestId('profile-bind-wechat').click();
  await expect(page.getByText(message('en-US', 'notDeveloped.message'))).toBeVisible();
});
