import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type BrowserContext, type Locator } from '@playwright/test';
import { message } from './locale-messages';
import { passwordField, requestCode, tickAgreement, uniqueEmail } from './login-steps';

const FIRST_PASSWORD = 'Circuit42';
const NEW_PASSWORD = 'Resistor77';

/** A field whose label starts with the text (Mantine appends an asterisk to required labels). */
function fieldStartingWith(scope: Locator, key: string) {
  return scope.getByRole('textbox', { name: new RegExp(`^${message('en-US', key)}`) });
}

test('a new user changes the password, logs in with it, and sets a payment password after a mismatch', async ({
  page,
}) => {
  const email = uniqueEmail('security');
  await page.goto('/login/login/register');
  const code = await requestCode(page, email);
  await page.getByLabel(message('en-US', 'account.code')).fill(code);
  await passwordField(page).fill(FIRST_PASSWORD);
  await page.getByLabel(message('en-US', 'account.passwordConfirmation')).fill(FIRST_PASSWORD);
  await tickAgreement(page);
  await page.getByRole('button', { name: message('en-US', 'account.register') }).click();
  await expect(page.getByTestId('header-account')).toBeVisible();

  // The account home links to the security page.
  await page.goto('/user');
  await page.getByRole('link', { name: message('en-US', 'security.title') }).click();
  await expect(page).toHaveURL(/\/user\/security$/);

  const passwordSection = page.getByRole('region', { name: message('en-US', 'security.changePasswordTitle') });
  await fieldStartingWith(passwordSection, 'security.currentPassword').fill(FIRST_PASSWORD);
  await passwordSection.getByLabel(new RegExp(`^${message('en-US', 'account.newPassword')}`)).fill(NEW_PASSWORD);
  await passwordSection.getByLabel(message('en-US', 'account.passwordConfirmation')).fill(NEW_PASSWORD);
  await passwordSection.getByRole('button', { name: message('en-US', 'security.changePassword') }).click();
  await expect(page.getByText(message('en-US', 'security.passwordChanged'))).toBeVisible();

  await page.getByTestId('header-account').click();
  await page.getByRole('menuitem', { name: message('en-US', 'account.logOut') }).click();
  await expect(page.getByRole('link', { name: message('en-US', 'account.logIn'), exact: true })).toBeVisible();

  await page.goto('/user/security');
  await expect(page).toHaveURL(/\/login\/login$/);
  await page.getByRole('button', { name: message('en-US', 'account.passwordLogin') }).click();
  await page.getByLabel(message('en-US', 'account.account')).fill(email);
  await passwordField(page).fill(NEW_PASSWORD);
  await tickAgreement(page);
  await page.getByRole('button', { name: message('en-US', 'account.logIn'), exact: true }).click();
  await expect(page).toHaveURL(/\/user\/security$/);

  const paymentSection = page.getByRole('region', { name: message('en-US', 'security.paymentTitle') });
  await expect(paymentSection.getByText(message('en-US', 'security.paymentNotSet'))).toBeVisible();
  await fieldStartingWith(paymentSection, 'security.paymentPassword').fill('246810');
  await fieldStartingWith(paymentSection, 'security.paymentPasswordConfirmation').fill('246801');
  const setButton = paymentSection.getByRole('button', { name: message('en-US', 'security.setPayment') });
  await setButton.click();
  await expect(paymentSection.getByText('The two payment passwords entered are inconsistent')).toBeVisible();

  await fieldStartingWith(paymentSection, 'security.paymentPasswordConfirmation').fill('246810');
  await setButton.click();
  await expect(page.getByText(message('en-US', 'security.paymentPasswordSaved'))).toBeVisible();
  await expect(paymentSection.getByText(message('en-US', 'security.paymentIsSet'))).toBeVisible();
});

/**
 * Every Content Security Policy violation the context's pages report: the `securitypolicyviolation` event (an init
 * script of Playwright's own, which the policy does not govern) and Chromium's console message alike.
 */
async function policyViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('reportPolicyViolation', (_source, text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation(text: string): void }).reportPolicyViolation;
      void report(`${event.effectiveDirective} refused ${event.blockedURI} on ${location.pathname}`);
    });
  });
  context.on('console', (entry) => {
    if (/Content.Security.Policy/i.test(entry.text())) violations.push(entry.text());
  });
  return violations;
}

test('the shop runs under its Content Security Policy: home, a part, login, the cart, the staff console and the sandbox login', async ({
  page,
  context,
  request,
}) => {
  const violations = await policyViolations(context);

  const home = await page.goto('/');
  expect(home!.headers()['content-security-policy']).toContain("script-src 'self' 'nonce-");
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  const answer = await request.post('/graphql', {
    data: { query: '{ products(first: 1) { edges { node { id mpn } } } }' },
  });
  const { id, mpn } = (await answer.json()).data.products.edges[0].node;
  await page.goto(`/goods/${id}`);
  await expect(page.getByTestId('product-mpn')).toHaveText(mpn);
  // Structured data is in the page with the nonce, and the package drawing (own media) shows.
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await expect(page.locator('img[src^="/media/"]').first()).toBeVisible();

  // The cart sends a visitor to log in and back; logged in, the client opens its WebSocket for unread counts.
  await page.goto('/shoppingCart');
  await expect(page).toHaveURL(/\/login\/login$/);
  const socketOpened = page.waitForEvent('websocket', (socket) => socket.url().endsWith('/graphql'));
  await page.getByRole('button', { name: message('en-US', 'account.passwordLogin') }).click();
  await page.getByLabel(message('en-US', 'account.account')).fill('sales');
  await passwordField(page).fill('Sales123');
  await tickAgreement(page);
  await page.getByRole('button', { name: message('en-US', 'account.logIn'), exact: true }).click();
  await expect(page).toHaveURL(/\/shoppingCart$/);
  const socket = await socketOpened;
  await socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('connection_ack'));

  await page.goto('/admin/orders');
  await expect(page.getByTestId('admin-orders-search')).toBeVisible();

  // The sandbox WeChat page's own script runs by the nonce: it writes the name into the approve button.
  await page.goto('/dev/oauth/wechat/authorize?state=s&redirect_uri=/api/oauth/wechat/callback');
  await expect(page.getByRole('button', { name: 'Sandbox WeChat: approve as Sandbox user' })).toBeVisible();

  expect(violations).toEqual([]);
});

test('another site cannot frame the staff console', async ({ page, baseURL }) => {
  // A page of another origin (another port) frames the console, to lure staff into clicking its buttons. It is a
  // real server on this machine: Chromium keeps pages of no local address out of local ones regardless.
  const framing = http.createServer((_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<!doctype html><iframe src="${baseURL}/admin/orders" width="800" height="600"></iframe>`),
  );
  await new Promise<void>((resolve) => framing.listen(0, '127.0.0.1', resolve));
  try {
    const refused = page.waitForEvent('console', (entry) => /frame-ancestors 'none'/.test(entry.text()));
    await page.goto(`http://127.0.0.1:${(framing.address() as AddressInfo).port}/`);
    await refused;
    await expect(page.frameLocator('iframe').locator('#root')).toHaveCount(0);
  } finally {
    framing.close();
  }
});
