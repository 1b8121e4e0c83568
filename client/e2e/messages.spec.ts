import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { message } from './locale-messages';
import { passwordField, requestCode, tickAgreement, uniqueEmail } from './login-steps';
import { messagesBadge } from './message-steps';

const PASSWORD = 'Circuit42';

async function signUpByEmailCode(page: Page, email: string): Promise<void> {
  await page.goto('/login/login/register');
  const code = await requestCode(page, email);
  await page.getByLabel(message('en-US', 'account.code')).fill(code);
  await passwordField(page).fill(PASSWORD);
  await page.getByLabel(message('en-US', 'account.passwordConfirmation')).fill(PASSWORD);
  await tickAgreement(page);
  await page.getByRole('button', { name: message('en-US', 'account.register') }).click();
  await expect(page).not.toHaveURL(/\/login\/login/);
}

async function graphql(request: APIRequestContext, query: string, variables: object, token?: string) {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { 'user-token': token } : {},
  });
  return (await response.json()) as { data: Record<string, any> };
}

/** The demo admin sends a platform message to every user, as staff would from the console. */
async function broadcastAsAdmin(request: APIRequestContext, title: string, body: string): Promise<void> {
  const login = await graphql(
    request,
    'mutation($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }',
    { input: { account: 'admin@circuitmart.test', password: 'Admin123', agreementAccepted: true } },
  );
  const sent = await graphql(
    request,
    'mutation($input: SendPlatformMessageInput!) { sendPlatformMessage(input: $input) { recipientCount userErrors { code } } }',
    { input: { title, body } },
    login.data['loginWithPassword'].token,
  );
  expect(sent.data['sendPlatformMessage'].userErrors).toEqual([]);
}

test('the unread badge follows new messages live and the message center reads them', async ({ page }) => {
  await signUpByEmailCode(page, uniqueEmail('messages'));
  // The welcome message of a new account.
  await expect(messagesBadge(page)).toHaveText('1');

  // A broadcast from another session arrives without a reload.
  await broadcastAsAdmin(page.request, 'Maintenance <b>tonight</b>', 'The shop pauses at 02:00.\nOrders are kept.');
  await expect(messagesBadge(page)).toHaveText('2');

  await page.getByRole('link', { name: message('en-US', 'header.messages') }).click();
  await expect(page).toHaveURL(/\/user\/msg$/);
  const systemTab = page.getByRole('tab', { name: message('en-US', 'messages.kinds.system') });
  const platformTab = page.getByRole('tab', { name: message('en-US', 'messages.kinds.platform') });
  await expect(systemTab).toHaveAttribute('data-unread', 'true');
  await expect(platformTab).toHaveAttribute('data-unread', 'true');

  // Opening the platform message shows its text as written (escaped) and marks it read.
  await platformTab.click();
  const items = page.getByTestId('message-item');
  await expect(items).toHaveCount(1);
  await items
    .first()
    .getByRole('button', { name: /Maintenance <b>tonight<\/b>/ })
    .click();
  await expect(items.first().getByTestId('message-body')).toHaveText('The shop pauses at 02:00.\nOrders are kept.');
  await expect(items.first()).toHaveAttribute('data-unread', 'false');
  await expect(messagesBadge(page)).toHaveText('1');
  await expect(platformTab).toHaveAttribute('data-unread', 'false');

  await page.getByRole('button', { name: message('en-US', 'messages.markAllRead') }).click();
  await expect(messagesBadge(page)).toBeHidden();
  await expect(systemTab).toHaveAttribute('data-unread', 'false');
  await systemTab.click();
  await expect(items.first()).toHaveAttribute('data-unread', 'false');
  await expect(items.first()).toContainText('Welcome to CircuitMart');

  // Deleting the welcome message empties the tab.
  await items.first().getByRole('button').first().click();
  await items
    .first()
    .getByRole('button', { name: message('en-US', 'messages.delete') })
    .click();
  await expect(page.getByText(message('en-US', 'messages.empty'))).toBeVisible();
});
