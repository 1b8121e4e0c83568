import { request as apiRequest, expect, test, type APIRequestContext } from '@playwright/test';
import { graphql } from './api-steps';
import { message } from './locale-messages';
import { signUpByEmail } from './login-steps';
import { messagesBadge } from './message-steps';
import { startRestartableServer } from './restartable-server';

/** The demo admin's session on the journey's own server: it broadcasts and answers chats from the console's API. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await graphql(
    request,
    'mutation($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }',
    { input: { account: 'admin@circuitmart.test', password: 'Admin123', agreementAccepted: true } },
  );
  return login['loginWithPassword'].token as string;
}

async function broadcast(request: APIRequestContext, token: string, title: string): Promise<void> {
  const sent = await graphql(
    request,
    'mutation($input: SendPlatformMessageInput!) { sendPlatformMessage(input: $input) { userErrors { code } } }',
    { input: { title, body: title } },
    token,
  );
  expect(sent['sendPlatformMessage'].userErrors).toEqual([]);
}

async function reply(request: APIRequestContext, token: string, conversationId: string, text: string): Promise<void> {
  const sent = await graphql(
    request,
    'mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) { userErrors { message } } }',
    { input: { conversationId, text } },
    token,
  );
  expect(sent['sendChatMessage'].userErrors).toEqual([]);
}

test('after a server restart the unread badge and the chat resume by themselves, saying meanwhile that they reconnect', async ({
  browser,
}) => {
  // A server of its own to restart, seeded on its first start, and a socket that waits out its back-off.
  test.setTimeout(180_000);
  const server = await startRestartableServer();
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    // The staff side and the server's counts, on connections of their own (renewed after the restart).
    let request = await apiRequest.newContext({ baseURL: server.url });
    const customer = await signUpByEmail(page, 'restart', 'Circuit42');
    // Chat replies count as messages too: the badge must show what the server counts.
    const unread = async () =>
      String((await graphql(request, '{ unreadMessageCounts { all } }', {}, customer))['unreadMessageCounts'].all);
    await page.goto('/');
    // The welcome message of a new account.
    await expect(messagesBadge(page)).toHaveText('1');

    await page.getByRole('button', { name: message('en-US', 'header.openChat') }).click();
    const chat = page.getByTestId('chat-window');
    await chat.getByLabel(message('en-US', 'chat.messageLabel')).fill('Is the reel in stock?');
    await chat.getByRole('button', { name: message('en-US', 'chat.send'), exact: true }).click();
    await expect(chat.getByTestId('chat-own')).toContainText('Is the reel in stock?');

    const admin = await adminToken(request);
    const queue = await graphql(request, '{ chatQueue { id } }', {}, admin);
    const conversationId = queue['chatQueue'].at(-1).id as string;
    await graphql(
      request,
      'mutation($input: ChatConversationInput!) { claimChatConversation(input: $input) { userErrors { message } } }',
      { input: { conversationId } },
      admin,
    );
    await reply(request, admin, conversationId, 'Yes, before the restart.');
    await expect(chat.getByTestId('chat-theirs')).toContainText('Yes, before the restart.');

    const unreadBefore = await unread();
    await expect(messagesBadge(page)).toHaveText(unreadBefore);
    const status = page.getByTestId('connection-status');
    await expect(status).toBeEmpty();
    await server.stop();
    await expect(status).toHaveText(message('en-US', 'connection.reconnecting'));

    // Back up: what happens before the page's socket returns is pushed to nobody, so the page must fetch it.
    await server.start();
    await request.dispose();
    request = await apiRequest.newContext({ baseURL: server.url });
    await broadcast(request, admin, 'Sent while you were reconnecting');
    await reply(request, admin, conversationId, 'Yes, after the restart.');
    // Up to 30 s of capped back-off plus jitter before the next attempt.
    await expect(status).toBeEmpty({ timeout: 45_000 });
    const unreadAfter = await unread();
    expect(Number(unreadAfter)).toBeGreaterThan(Number(unreadBefore));
    await expect(messagesBadge(page)).toHaveText(unreadAfter);
    await expect(chat.getByTestId('chat-theirs').last()).toContainText('Yes, after the restart.');

    // And live again: the next push arrives without a reload.
    await reply(request, admin, conversationId, 'Live once more.');
    await expect(chat.getByTestId('chat-theirs').last()).toContainText('Live once more.');
    await broadcast(request, admin, 'Live once more');
    await expect(messagesBadge(page)).toHaveText(await unread());
    await request.dispose();
  } finally {
    await context.close();
    await server.stop();
  }
});
