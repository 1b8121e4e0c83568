import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { graphql } from './api-steps';
import { message } from './locale-messages';
import { passwordField, requestCode, tickAgreement, uniqueEmail } from './login-steps';

const PASSWORD = 'Circuit42';
const PAYMENT_PASSWORD = '246810';
const t = (key: string) => message('en-US', key);

async function signUp(page: Page, email: string): Promise<string> {
  await page.goto('/login/login/register');
  const code = await requestCode(page, email);
  await page.getByLabel(t('account.code')).fill(code);
  await passwordField(page).fill(PASSWORD);
  await page.getByLabel(t('account.passwordConfirmation')).fill(PASSWORD);
  await tickAgreement(page);
  await page.getByRole('button', { name: t('account.register') }).click();
  await expect(page).not.toHaveURL(/\/login\/login/);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token, 'the session cookie').toBeTruthy();
  return token!;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const { loginWithPassword } = await graphql(
    request,
    'mutation($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }',
    { input: { account: 'admin@circuitmart.test', password: 'Admin123', agreementAccepted: true } },
  );
  return loginWithPassword.token as string;
}

/** Money, a payment password and an address for a new shopper, through the API (set-up, not under test). */
async function readyToBuy(request: APIRequestContext, token: string, admin: string): Promise<void> {
  const { me } = await graphql(request, '{ me { id } }', {}, token);
  await graphql(
    request,
    'mutation($input: AdjustBalanceInput!) { adjustBalance(input: $input) { balanceFen } }',
    { input: { userId: me.id, amountFen: 1_000_000, reason: 'e2e group buy' } },
    admin,
  );
  await graphql(
    request,
    'mutation($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) { done } }',
    { input: { password: PAYMENT_PASSWORD, confirmation: PAYMENT_PASSWORD } },
    token,
  );
  const address = await request.post('/api/address/add', {
    headers: { 'user-token': token },
    data: {
      consignee: 'Li Lei',
      phone: '13800138000',
      country: 'CN',
      province: 'Guangdong',
      city: 'Shenzhen',
      district: 'Nanshan',
      detail: 'Keji Road 1',
    },
  });
  expect(((await address.json()) as { code: number }).code).toBe(1);
}

/** Staff's offer of a part on the shelf with stock: groups of two, running from now. */
async function createOffer(request: APIRequestContext, admin: string, title: string): Promise<void> {
  const { products } = await graphql(
    request,
    '{ products(first: 50) { edges { node { id moq stock purchaseLimit status } } } }',
  );
  const part = (products.edges as { node: any }[])
    .map((edge) => edge.node)
    .find((node) => node.status === 'ON_SHELF' && node.stock >= 100 && node.purchaseLimit === null);
  expect(part, 'a part on shelf with stock').toBeDefined();
  const { createGroupBuyOffer } = await graphql(
    request,
    `
      mutation ($input: CreateGroupBuyOfferInput!) {
        createGroupBuyOffer(input: $input) {
          offer {
            offer {
              id
            }
          }
          userErrors {
            code
            message
          }
        }
      }
    `,
    {
      input: {
        title,
        startsAt: new Date().toISOString(),
        endsAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
        productId: part.id,
        groupPriceMilli: 5_000,
        quantity: Math.max(1, part.moq),
        groupSize: 2,
        timeLimitMinutes: 60,
        perUserLimit: 1,
      },
    },
    admin,
  );
  expect(createGroupBuyOffer.userErrors).toEqual([]);
}

/** On the cashier page: pays the order from the balance and lands on the result page. */
async function payWithBalance(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/shoppingCart\/payOrder\?orderId=/);
  await page.getByRole('radio', { name: t('payments.methods.BALANCE') }).check();
  await page.getByLabel(t('payments.balance.password')).fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: t('payments.balance.pay') }).click();
  await expect(page).toHaveURL(/\/shoppingCart\/paySuccess/);
}

test('two shoppers fill a group through its share link and both see it complete', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const admin = await adminToken(request);
  const title = `Group of two ${Date.now()}`;
  await createOffer(request, admin, title);

  // The leader starts a group from the offers, confirms delivery and pays at the cashier.
  const leaderToken = await signUp(page, uniqueEmail('leader'));
  await readyToBuy(request, leaderToken, admin);
  await page.goto('/activity/group-buy');
  const offer = page.getByTestId('group-buy-offer').filter({ hasText: title });
  await offer.getByRole('link', { name: t('groupBuys.start') }).click();
  await page.getByTestId('group-buy-submit').click();
  await payWithBalance(page);

  // The group is listed under its offer; its page has the share link.
  await page.goto('/activity/group-buy');
  await offer
    .getByRole('link', { name: t('groupBuys.view') })
    .first()
    .click();
  await expect(page.getByTestId('group-status')).toHaveText(t('groupBuys.status.IN_PROGRESS'));
  await expect(page.getByTestId('places-left')).toHaveText(t('groupBuys.placesLeft').replace('{{places}}', '1'));
  const shareLink = await page.getByTestId('share-link').inputValue();
  expect(shareLink).toMatch(/\/activity\/group-buy\?group=\d+$/);

  // A friend opens the link on a phone, joins and pays.
  const friendContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const friend = await friendContext.newPage();
  try {
    const friendToken = await signUp(friend, uniqueEmail('friend'));
    await readyToBuy(request, friendToken, admin);
    await friend.goto(shareLink);
    await expect(friend.getByTestId('group-member')).toHaveCount(1);
    await friend.getByRole('link', { name: t('groupBuys.join') }).click();
    await friend.getByTestId('group-buy-submit').click();
    await payWithBalance(friend);
    await friend.goto(shareLink);
    await expect(friend.getByTestId('group-status')).toHaveText(t('groupBuys.status.ENDED'));
    // No horizontal scrolling on the phone.
    const overflow = await friend.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    await friendContext.close();
  }

  // The leader's open page turned to "completed" without a reload (the groupBuyChanged subscription).
  await expect(page.getByTestId('group-status')).toHaveText(t('groupBuys.status.ENDED'));
  await expect(page.getByTestId('group-member')).toHaveCount(2);
});
