import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { message } from './locale-messages';
import { logInByPassword, passwordField, requestCode, tickAgreement, uniqueEmail } from './login-steps';

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
  await expect(page.getByText(message('en-US', 'rules.FEEDBACK_NO_EMOJI'))).toBeVisible();

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

  // Support staff answer it; the reply shows in the history.
  const login = await graphql(
    page.request,
    'mutation($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }',
    { input: { account: 'support@circuitmart.test', password: 'Support123', agreementAccepted: true } },
  );
  const supportToken = login.data['loginWithPassword'].token as string;
  const inbox = await graphql(page.request, '{ staffFeedback(first: 100) { id content } }', {}, supportToken);
  const sent = (inbox.data['staffFeedback'] as { id: string; content: string }[]).find((entry) =>
    entry.content.includes('NE555DR'),
  );
  await graphql(
    page.request,
    'mutation($input: ReplyToFeedbackInput!) { replyToFeedback(input: $input) { userErrors { code } } }',
    { input: { id: sent!.id, reply: 'Thanks, the link is fixed.' } },
    supportToken,
  );
  await page.reload();
  await expect(item.getByText('Thanks, the link is fixed.')).toBeVisible();
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

test('support staff add a help-centre question on /admin/content, which a buyer may not open', async ({ page }) => {
  await logInByPassword(page, 'support@circuitmart.test', 'Support123');
  await page.goto('/admin/content');
  await expect(page.getByRole('heading', { name: message('en-US', 'content.admin.title') })).toBeVisible();
  // Support staff edit the help centre and answer feedback, not announcements.
  await expect(page.getByRole('tab', { name: message('en-US', 'content.admin.tabs.ANNOUNCEMENT') })).toHaveCount(0);
  await page.getByRole('button', { name: message('en-US', 'content.admin.new') }).click();
  const question = `How do I export my BOM ${Date.now()}?`;
  await page.getByLabel(message('en-US', 'content.admin.titleIn').replace('{{locale}}', 'en-US')).fill(question);
  await page
    .getByLabel(message('en-US', 'content.admin.bodyIn').replace('{{locale}}', 'en-US'))
    .fill('<p>Use the <em>export</em> button.</p><script>alert(1)</script>');
  await page.getByLabel(message('en-US', 'content.admin.publishNow')).check();
  await page.getByRole('button', { name: message('en-US', 'content.admin.save') }).click();
  await expect(page.getByTestId('staff-content-item').filter({ hasText: question })).toBeVisible();

  await page.goto('/home/cjwt?q=' + encodeURIComponent('export my BOM'));
  await page.getByRole('link', { name: question }).click();
  await expect(page.locator('article em')).toHaveText('export');
  await expect(page.locator('article script')).toHaveCount(0);

  await page.context().clearCookies();
  await signUp(page);
  await page.goto('/admin/content');
  await expect(page.getByTestId('staff-forbidden')).toContainText(message('en-US', 'staff.forbidden'));
});
