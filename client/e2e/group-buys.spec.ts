import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { activityRow, fireActivityAction, localDateTime, openActivitiesTab } from './activity-staff-steps';
import { registerBuyer } from './after-sales-staff-steps';
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
  await expect(page.getByTestId('places-left')).toHaveText(t('groupBuys.placesLeft_one').replace('{{count}}', '1'));
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

test('staff create a group-buy offer in the console, start it, see a group open, and end it', async ({
  page,
  request,
}) => {
  // Sign-in, console, a shopper through the API and two reloads: more than a minute on a shared machine.
  test.slow();
  const admin = await adminToken(request);
  const { products } = await graphql(
    request,
    '{ products(first: 50) { edges { node { id moq stock purchaseLimit status } } } }',
  );
  const part = (products.edges as { node: any }[])
    .map((edge) => edge.node)
    .find((node) => node.status === 'ON_SHELF' && node.stock >= 100 && node.purchaseLimit === null);
  expect(part, 'a part on shelf with stock').toBeDefined();
  const title = `Console group ${Date.now()}`;

  await openActivitiesTab(page, 'group-buy');
  const panel = page.getByTestId('group-buy-panel');
  await panel.getByLabel(t('groupBuys.staff.title')).fill(title);
  await panel.getByLabel(t('groupBuys.staff.startsAt')).fill(await localDateTime(page, 3600_000));
  await panel.getByLabel(t('groupBuys.staff.endsAt')).fill(await localDateTime(page, 24 * 3600_000));
  await panel.getByLabel(t('groupBuys.staff.productId')).fill(part.id);
  await panel.getByLabel(t('groupBuys.staff.price')).fill('0.5');
  await panel.getByLabel(t('groupBuys.staff.quantity')).fill(String(Math.max(1, part.moq)));
  await panel.getByLabel(t('groupBuys.staff.groupSize')).fill('3');
  await panel.getByTestId('group-buy-save').click();
  const offer = panel.getByTestId('staff-group-buy-offer').filter({ hasText: title });
  await expect(offer).toContainText(t('groupBuys.activityStatus.NOT_STARTED'));

  const row = activityRow(page, title);
  await fireActivityAction(row, 'START', 'IN_PROGRESS');

  // A shopper starts a group: the console shows it open, with nobody paid yet.
  const leader = (await registerBuyer(request, 'console-leader')).token;
  await readyToBuy(request, leader, admin);
  const { myAddresses } = await graphql(request, '{ myAddresses { id } }', {}, leader);
  const { staffGroupBuyOffers } = await graphql(
    request,
    '{ staffGroupBuyOffers { offer { id activity { title } } } }',
    {},
    admin,
  );
  const offerId = (staffGroupBuyOffers as { offer: { id: string; activity: { title: string } } }[]).find(
    (entry) => entry.offer.activity.title === title,
  )!.offer.id;
  const started = await graphql(
    request,
    'mutation ($input: StartGroupBuyInput!) { startGroupBuy(input: $input) { userErrors { message } } }',
    {
      input: {
        offerId,
        idempotencyKey: `console-${Date.now()}`,
        deliveryMethod: 'EXPRESS',
        addressId: myAddresses[0].id,
      },
    },
    leader,
  );
  expect(started['startGroupBuy'].userErrors).toEqual([]);
  await page.reload();
  const cells = offer.getByRole('cell');
  await expect(cells.nth(2)).toHaveText('1');
  await expect(cells.nth(5)).toHaveText('0');

  // Ending the offer cancels the group that did not fill.
  await fireActivityAction(activityRow(page, title), 'END', 'ENDED');
  await page.reload();
  await expect(cells.nth(2)).toHaveText('0');
  await expect(cells.nth(4)).toHaveText('1');
});
