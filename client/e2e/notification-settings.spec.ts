import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { logIn, registerBuyer } from './after-sales-staff-steps';
import { graphql } from './api-steps';
import { message } from './locale-messages';
import { logInByPassword } from './login-steps';
import { messagesBadge } from './message-steps';
import { recordWebNotifications, shownNotifications } from './web-notification-steps';

/** The machine runs several suites at once: pages and pushes can take longer than the default 10 s. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** The subjects of the e-mails the server "sent" to `address`, from the development outbox. */
async function emailSubjectsTo(request: APIRequestContext, address: string): Promise<string[]> {
  const outbox = (await (await request.get('/dev/outbox.json')).json()) as {
    channel: string;
    recipient: string;
    subject: string;
  }[];
  return outbox.filter((sent) => sent.channel === 'email' && sent.recipient === address).map((sent) => sent.subject);
}

/** Support's side of a chat: the customer's conversation claimed, then answers sent through the API. */
async function supportAnswering(request: APIRequestContext, customerToken: string) {
  const supportToken = await logIn(request, 'support', 'Support123');
  const opened = await graphql(request, 'mutation { openChatConversation { conversation { id } } }', {}, customerToken);
  const conversationId = opened['openChatConversation'].conversation.id as string;
  await graphql(
    request,
    'mutation($input: ChatConversationInput!) { claimChatConversation(input: $input) { userErrors { code } } }',
    { input: { conversationId } },
    supportToken,
  );
  return async (text: string) => {
    const sent = await graphql(
      request,
      'mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) { userErrors { code } } }',
      { input: { conversationId, text } },
      supportToken,
    );
    expect(sent['sendChatMessage'].userErrors).toEqual([]);
  };
}

test('with chat notifications off a support answer is no longer pushed, while the unread count still moves and other kinds are pushed and e-mailed', async ({
  browser,
  request,
}) => {
  const buyer = await registerBuyer(request, 'notify-chat');
  const answer = await supportAnswering(request, buyer.token);
  const context = await browser.newContext();
  await recordWebNotifications(context, 'granted');
  const page = await context.newPage();
  await logInByPassword(page, buyer.email, 'Circuit42');
  await page.goto('/user/security');
  // The welcome message of a new account.
  await expect(messagesBadge(page)).toHaveText('1');

  await answer('The part is in stock.');
  await expect(messagesBadge(page)).toHaveText('2');
  await expect
    .poll(async () => (await shownNotifications(page)).map((shown) => shown.title))
    .toEqual(['Customer service replied']);

  const chatToggle = page.getByRole('checkbox', { name: message('en-US', 'security.notifyChatMessages') });
  await chatToggle.click();
  await expect(chatToggle).not.toBeChecked();
  await expect(page.getByText(message('en-US', 'security.preferencesSaved')).first()).toBeVisible();

  await answer('It ships tomorrow.');
  await expect(messagesBadge(page)).toHaveText('3');
  // A platform message is still pushed: the next notification shown is that one, never the second answer.
  const adminToken = await logIn(request, 'admin', 'Admin123');
  await graphql(
    request,
    'mutation($input: SendPlatformMessageInput!) { sendPlatformMessage(input: $input) { recipientCount } }',
    { input: { userId: buyer.userId, title: 'Price drop', body: 'Your saved parts are cheaper.' } },
    adminToken,
  );
  await expect(messagesBadge(page)).toHaveText('4');
  await expect
    .poll(async () => (await shownNotifications(page)).map((shown) => shown.title))
    .toEqual(['Customer service replied', 'Price drop']);
  // The same toggles decide the e-mails: the platform message is e-mailed at once; a chat answer never is while the
  // customer is on the page.
  await expect.poll(async () => await emailSubjectsTo(request, buyer.email)).toContain('Price drop');
  expect(await emailSubjectsTo(request, buyer.email)).not.toContain('Customer service replied');
  await context.close();
});
