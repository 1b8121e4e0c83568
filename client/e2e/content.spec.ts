import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { message } from './locale-messages';
import { passwordField, requestCode, tickAgreement, uniqueEmail } from './login-steps';

const PASSWORD = 'Circuit42';

async function signUp(page: Page): Promise<void> {
  await page.goto('/login/login/register');
  const email = uniqueEmail('content');
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

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await graphql(
    request,
    'mutation($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }',
    { input: { account: 'admin@circuitmart.test', password: 'Admin123', agreementAccepted: true } },
  );
  return login.data['loginWithPassword'].token as string;
}

/** A tiny valid PNG (1×1 pixel), so the server's content check accepts it. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the help centre search finds an FAQ and opens its answer', async ({ page }) => {
  await page.goto('/home/cjwt');
  await expect(page.getByRole('heading', { name: message('en-US', 'content.help.title') })).toBeVisible();
  await page.getByLabel(message('en-US', 'content.help.searchLabel')).fill('pick up');
  await page.getByRole('button', { name: message('en-US', 'content.help.search'), exact: true }).click();
  const result = page.getByRole('link', { name: 'Can I pick up my order at a store?' });
  await expect(result).toBeVisible();
  await expect(page.getByRole('link', { name: 'Which payment methods do you accept?' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: message('en-US', 'content.contact.title') })).toContainText(
    'service@circuitmart.com',
  );
  await result.click();
  await expect(page).toHaveURL(/\/home\/helpDetails\?id=\d+$/);
  await expect(page.getByText(/Choose store pickup at checkout/)).toBeVisible();
});

test('the announcement list asks a visitor to log in', async ({ page }) => {
  await page.goto('/announcement/list');
  await expect(page).toHaveURL(/\/login\/login$/);
});

test('feedback with one screenshot is sent and shown in the history', async ({ page }) => {
  await signUp(page);
  await page.goto('/home/yjfk');
  await page.getByLabel(message('en-US', 'content.feedback.type')).selectOption('ORDER');
  const content = page.getByLabel(message('en-US', 'content.feedback.content'));
  await content.fill('Great parts 👍');
  await page.getByRole('button', { name: message('en-US', 'content.feedback.submit') }).click();
  await expect(page.getByText(message('en-US', 'content.feedback.errors.noEmoji'))).toBeVisible();

  await content.fill('The datasheet link of <b>NE555DR</b> is broken.');
  await page
    .getByLabel(message('en-US', 'content.feedback.screenshots').replace('{{max}}', '6'))
    .setInputFiles({ name: 'broken-link.png', mimeType: 'image/png', buffer: onePixelPng });
  await page.getByRole('button', { name: message('en-US', 'content.feedback.submit') }).click();
  await expect(page).toHaveURL(/\/home\/fkjl$/);
  const item = page.getByTestId('feedback-item');
  await expect(item).toHaveCount(1);
  // User text is escaped: the tags show as text.
  await expect(item.getByText('The datasheet link of <b>NE555DR</b> is broken.')).toBeVisible();
  await expect(
    item.getByRole('img', { name: message('en-US', 'content.history.screenshot').replace('{{number}}', '1') }),
  ).toBeVisible();
  await expect(item.getByText(message('en-US', 'content.history.awaitingReply'))).toBeVisible();
});

test('an announcement staff publish through the API appears in the list and its page', async ({ page }) => {
  const token = await adminToken(page.request);
  const title = `Stocktaking ${Date.now()}`;
  const saved = await graphql(
    page.request,
    `
      mutation ($input: SaveContentInput!) {
        saveContent(input: $input) {
          item {
            id
          }
          userErrors {
            code
          }
        }
      }
    `,
    {
      input: {
        kind: 'ANNOUNCEMENT',
        title: { enUS: title },
        body: { enUS: '<p>Closed on <strong>Friday</strong>.</p><img src="x" onerror="window.hacked=1">' },
        published: false,
      },
    },
    token,
  );
  const id = saved.data['saveContent'].item.id as string;
  await signUp(page);
  await page.goto('/announcement/list');
  await expect(page.getByRole('heading', { name: message('en-US', 'content.announcements.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  const published = await graphql(
    page.request,
    `
      mutation ($input: SetContentPublishedInput!) {
        setContentPublished(input: $input) {
          item {
            published
          }
        }
      }
    `,
    { input: { kind: 'ANNOUNCEMENT', id, published: true } },
    token,
  );
  expect(published.data['setContentPublished'].item.published).toBe(true);
  await page.reload();
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/announcement/${id}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.locator('article strong')).toHaveText('Friday');
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
});
