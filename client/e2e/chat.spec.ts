import { expect, test, type Page } from '@playwright/test';
import { message } from './locale-messages';
import { logInByPassword, requestCode, tickAgreement, uniqueEmail } from './login-steps';

/** A 1×1 red PNG. */
const RED_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

async function firstPart(page: Page): Promise<{ id: string; mpn: string }> {
  const response = await page.request.post('/graphql', {
    data: { query: '{ products(first: 1) { edges { node { id mpn } } } }' },
  });
  return ((await response.json()) as { data: any }).data.products.edges[0].node;
}

test('a customer asks from a product page, an agent claims it on /admin/chat and the answer arrives live', async ({
  page,
  browser,
}) => {
  // Two browsers and two logins: give the journey more than one test's usual time on a busy machine.
  test.slow();
  const part = await firstPart(page);
  await page.goto(`/goods/${part.id}`);
  await expect(page.getByRole('heading', { level: 1, name: part.mpn })).toBeVisible();

  // A visitor is asked to log in first and comes back to the part.
  await page.getByRole('button', { name: message('en-US', 'chat.withSupport') }).click();
  await expect(page).toHaveURL(/\/login\/login$/);
  const email = uniqueEmail('chatter');
  const code = await requestCode(page, email);
  await page.getByLabel(message('en-US', 'account.code')).fill(code);
  await tickAgreement(page);
  await page.getByRole('button', { name: message('en-US', 'account.logIn'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/goods/${part.id}$`));

  await page.getByRole('button', { name: message('en-US', 'chat.withSupport') }).click();
  const chat = page.getByTestId('chat-window');
  await expect(chat.getByTestId('chat-status')).toHaveText(message('en-US', 'chat.statusWaiting'));
  await chat.getByLabel(message('en-US', 'chat.messageLabel')).fill('Do you have 2,000 pieces on a reel?');
  await chat.getByRole('button', { name: message('en-US', 'chat.send'), exact: true }).click();
  await expect(chat.getByTestId('chat-own')).toContainText('Do you have 2,000 pieces on a reel?');

  // The support agent, in a browser of their own.
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  try {
    await logInByPassword(agent, 'support', 'Support123');
    await agent.goto('/admin/chat');
    const entry = agent.getByTestId('chat-queue').getByTestId('chat-queue-entry').filter({ hasText: part.mpn }).last();
    await expect(entry).toBeVisible();
    await entry.getByRole('button', { name: message('en-US', 'chat.console.claim') }).click();
    await expect(agent.getByTestId('chat-theirs')).toContainText('Do you have 2,000 pieces on a reel?');
    await expect(agent.getByTestId('chat-customer')).toContainText(part.mpn);
    // Beside the chat, the customer's recent orders (a staff-only query): this new customer has none.
    await expect(agent.getByTestId('chat-customer-orders')).toContainText(
      message('en-US', 'adminOrders.noRecentOrders'),
    );

    // The customer sees who joined; the agent's open thread has read the question.
    await expect(chat.getByTestId('chat-status')).toHaveText(/Support is chatting with you/);
    await expect(chat.getByTestId('chat-own').getByTestId('chat-mark')).toHaveText('✓✓');

    await agent.getByRole('textbox', { name: message('en-US', 'chat.messageLabel') }).fill('Yes, 5,000 in stock.');
    await agent.getByRole('textbox', { name: message('en-US', 'chat.messageLabel') }).press('Enter');
    await expect(chat.getByTestId('chat-theirs')).toContainText('Yes, 5,000 in stock.');
    // The customer's open window reads the reply: the agent sees the read mark.
    await expect(agent.getByTestId('chat-own').getByTestId('chat-mark')).toHaveText('✓✓');

    // An image goes through the upload route and reaches the agent live.
    await chat
      .getByTestId('chat-image-input')
      .setInputFiles({ name: 'reel.png', mimeType: 'image/png', buffer: RED_PIXEL_PNG });
    await expect(agent.getByTestId('chat-theirs').getByRole('img')).toHaveAttribute('src', /^\/media\/uploads\/chat\//);

    // A reload resumes the same conversation (it is server state); on a phone the window fills the screen.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.reload();
    await page.getByRole('button', { name: message('en-US', 'header.openChat') }).click();
    const resumed = page.getByTestId('chat-window');
    await expect(resumed.getByTestId('chat-theirs')).toContainText('Yes, 5,000 in stock.');
    expect(await resumed.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 740 });
  } finally {
    await agentContext.close();
  }

  // Shoppers get a clear forbidden page on the console.
  await page.goto('/admin/chat');
  await expect(page.getByTestId('staff-forbidden')).toContainText(message('en-US', 'staff.forbidden'));
});
