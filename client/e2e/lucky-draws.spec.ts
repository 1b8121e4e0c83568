import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import {
  activityRow,
  expectActivityStatus,
  fireActivityAction,
  localDateTime,
  openActivitiesTab,
} from './activity-staff-steps';
import { signUp, staffToken } from './after-sale-steps';
import { registerBuyer } from './after-sales-staff-steps';
import { graphql } from './api-steps';
import { message } from './locale-messages';
import { uniqueEmail } from './login-steps';

// Pages render slowly on a machine several test runs share.
const expect = baseExpect.configure({ timeout: 30_000 });
const t = (key: string) => message('en-US', key);
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [name, value]) => result.replace(`{{${name}}}`, String(value)), text);

/** A part on the shelf with stock for a few prizes of its minimum order (a free claim gives that many pieces). */
async function partInStock(request: APIRequestContext, token: string) {
  const { products } = await graphql(
    request,
    '{ products(first: 100) { edges { node { id mpn stock moq purchaseLimit status } } } }',
    {},
    token,
  );
  type Part = { id: string; mpn: string; stock: number; moq: number; purchaseLimit: number | null; status: string };
  const part = (products.edges as { node: Part }[])
    .map((edge) => edge.node)
    .find(
      (node) =>
        node.status === 'ON_SHELF' &&
        node.stock >= node.moq * 5 &&
        (node.purchaseLimit === null || node.purchaseLimit >= node.moq),
    );
  expect(part, 'a part in stock').toBeDefined();
  return part!;
}

async function addAddress(request: APIRequestContext, token: string) {
  const response = await request.post('/api/address/add', {
    headers: { 'user-token': token },
    data: {
      consignee: 'Han Meimei',
      phone: '13800138000',
      country: 'CN',
      province: 'Guangdong',
      city: 'Shenzhen',
      district: 'Nanshan',
      detail: 'Keji Road 2',
    },
  });
  expect(response.ok()).toBe(true);
}

test('a shopper claims a free part and opens a blind box, on a phone', async ({ page, request }) => {
  const staff = await staffToken(request);
  const part = await partInStock(request, staff);
  const stamp = Date.now();
  const times = {
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
  };
  const campaignTitle = `Free parts ${stamp}`;
  const boxTitle = `Lucky box ${stamp}`;
  const created = await graphql(
    request,
    `
      mutation ($free: CreateFreeOrderCampaignInput!, $box: CreateBlindBoxInput!) {
        createFreeOrderCampaign(input: $free) {
          luckyDraw {
            id
          }
          userErrors {
            message
          }
        }
        createBlindBox(input: $box) {
          luckyDraw {
            id
          }
          userErrors {
            message
          }
        }
      }
    `,
    {
      free: { title: campaignTitle, dailyLimit: 1, ...times, parts: [{ kind: 'PART', productId: part.id, stock: 3 }] },
      box: {
        title: boxTitle,
        dailyLimit: 1,
        ...times,
        prizes: [
          { kind: 'POINTS', points: 88, weight: 1, stock: 10 },
          // Out of stock: published at 0%, never drawn.
          { kind: 'PART', productId: part.id, weight: 5, stock: 0 },
        ],
      },
    },
    staff,
  );
  expect(created['createFreeOrderCampaign'].userErrors).toEqual([]);
  expect(created['createBlindBox'].userErrors).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  const token = await signUp(page, uniqueEmail('lucky'));
  await addAddress(request, token);

  // Free order: claim → address → done.
  await page.goto('/activity/free-order');
  const campaign = page.getByTestId('free-order-campaign').filter({ hasText: campaignTitle });
  await expect(campaign.getByTestId('free-order-chances')).toHaveText(
    fill(t('luckyDraws.freeOrder.chancesLeft'), { left: 1, daily: 1 }),
  );
  await campaign.getByTestId('free-order-part').filter({ hasText: part.mpn }).getByTestId('free-order-claim').click();
  await expect(page.getByTestId('lucky-draw-address')).toContainText('Han Meimei');
  await page.getByTestId('free-order-confirm').click();
  const done = page.getByTestId('free-order-done');
  await expect(done).toContainText(t('luckyDraws.freeOrder.claimed'));
  await done.getByRole('button', { name: t('luckyDraws.close') }).click();
  await expect(campaign.getByTestId('free-order-chances')).toHaveText(
    fill(t('luckyDraws.freeOrder.chancesLeft'), { left: 0, daily: 1 }),
  );
  await expect(campaign.getByTestId('free-order-claim').first()).toBeDisabled();
  await expect(page.getByTestId('my-lucky-draw-prize').first()).toContainText(part.mpn);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Blind box: published odds, open, reveal, my prizes.
  await page.goto('/activity/blind-box');
  const box = page.getByTestId('blind-box').filter({ hasText: boxTitle });
  const odds = box.getByTestId('blind-box-odds');
  await expect(odds.getByRole('row').nth(1)).toContainText(fill(t('luckyDraws.prize.points'), { count: 88 }));
  await expect(odds.getByRole('row').nth(1)).toContainText('100%');
  await expect(odds.getByRole('row').nth(2)).toContainText('0%');
  // Staff pause the box while the page is open: the push changes it without a reload, and back on resume.
  const boxId = created['createBlindBox'].luckyDraw.id as string;
  const lifecycle = (name: string) =>
    graphql(request, `mutation($id: ID!) { ${name}(id: $id) { userErrors { message } } }`, { id: boxId }, staff);
  await lifecycle('pauseActivity');
  await expect(box.getByTestId('lucky-draw-window')).toHaveText(t('luckyDraws.window.paused'));
  await expect(box.getByTestId('blind-box-open')).toBeDisabled();
  await lifecycle('resumeActivity');
  await expect(box.getByTestId('blind-box-open')).toBeEnabled();
  await box.getByTestId('blind-box-open').click();
  const reveal = page.getByTestId('blind-box-reveal');
  await expect(reveal.getByTestId('blind-box-prize')).toHaveText(fill(t('luckyDraws.prize.points'), { count: 88 }));
  await expect(reveal).toContainText(t('luckyDraws.blindBox.pointsGiven'));
  await reveal.getByRole('button', { name: t('luckyDraws.close') }).click();
  await expect(box.getByTestId('blind-box-open')).toBeDisabled();
  await expect(box).toContainText(t('luckyDraws.blindBox.usedUp'));
  await expect(page.getByTestId('my-lucky-draw-prize').first()).toContainText(
    fill(t('luckyDraws.prize.points'), { count: 88 }),
  );
  const boxOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(boxOverflow).toBeLessThanOrEqual(0);

  // The points are in the shopper's account.
  const { myPoints } = await graphql(request, '{ myPoints { balance } }', {}, token);
  expect(myPoints.balance).toBe(88);
});

test('staff create a blind box in the console, start it, see an open counted, and end it', async ({
  page,
  request,
}) => {
  // Sign-in, console, a shopper through the API and two reloads: more than a minute on a shared machine.
  test.slow();
  const title = `Console box ${Date.now()}`;
  await openActivitiesTab(page, 'blind-box');
  await page.getByTestId('lucky-draw-new').click();
  const form = page.getByTestId('lucky-draw-form');
  await form.getByRole('textbox', { name: t('luckyDraws.admin.title'), exact: true }).fill(title);
  await form.getByLabel(t('luckyDraws.admin.startsAt')).fill(await localDateTime(page, 3600_000));
  await form.getByLabel(t('luckyDraws.admin.endsAt')).fill(await localDateTime(page, 24 * 3600_000));
  const prize = form.getByTestId('lucky-draw-prize-row');
  await prize.getByLabel(t('luckyDraws.admin.prizeKind'), { exact: true }).selectOption('POINTS');
  await prize.getByLabel(t('luckyDraws.admin.points'), { exact: true }).fill('7');
  await prize.getByLabel(t('luckyDraws.admin.weight'), { exact: true }).fill('1');
  await prize.getByLabel(t('luckyDraws.admin.stock'), { exact: true }).fill('5');
  await form.getByRole('button', { name: t('luckyDraws.admin.save') }).click();
  await expect(form).toBeHidden();

  const row = activityRow(page, title);
  await expectActivityStatus(row, 'NOT_STARTED');
  await fireActivityAction(row, 'START', 'IN_PROGRESS');

  // A shopper opens the box; the console counts the open and the prize given.
  const boxId = await row.getAttribute('data-activity-id');
  const shopper = (await registerBuyer(request, 'console-box')).token;
  const opened = await graphql(
    request,
    'mutation ($input: OpenBlindBoxInput!) { openBlindBox(input: $input) { userErrors { message } } }',
    { input: { id: boxId, idempotencyKey: `console-${Date.now()}` } },
    shopper,
  );
  expect(opened['openBlindBox'].userErrors).toEqual([]);
  await page.reload();
  const card = page.getByTestId('lucky-draw-staff-card').filter({ hasText: title });
  const progress = card.getByTestId('lucky-draw-progress');
  await expect(progress).toContainText(fill(t('luckyDraws.admin.records'), { count: 1 }));
  await expect(progress).toContainText(fill(t('luckyDraws.admin.awarded'), { count: 1 }));
  await expect(progress).toContainText(fill(t('luckyDraws.admin.prizesLeft'), { count: 4 }));

  await fireActivityAction(activityRow(page, title), 'END', 'ENDED');
});

test('a shopper buys an open of a paid blind box, pays it from the balance and comes back to the prize', async ({
  page,
  request,
}) => {
  const staff = await staffToken(request);
  const title = `Paid box ${Date.now()}`;
  const created = await graphql(
    request,
    'mutation ($input: CreateBlindBoxInput!) { createBlindBox(input: $input) { luckyDraw { id } userErrors { message } } }',
    {
      input: {
        title,
        dailyLimit: 1,
        pricePerOpenFen: 150,
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
        prizes: [{ kind: 'POINTS', points: 66, weight: 1, stock: 10 }],
      },
    },
    staff,
  );
  expect(created['createBlindBox'].userErrors).toEqual([]);

  const token = await signUp(page, uniqueEmail('paid-box'));
  const { me } = await graphql(request, '{ me { id } }', {}, token);
  const paymentPassword = '246810';
  const credited = await graphql(
    request,
    'mutation ($input: AdjustBalanceInput!) { adjustBalance(input: $input) { userErrors { message } } }',
    { input: { userId: me.id, amountFen: 150, reason: 'e2e top-up' } },
    staff,
  );
  expect(credited['adjustBalance'].userErrors).toEqual([]);
  const password = await graphql(
    request,
    'mutation ($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) { userErrors { message } } }',
    { input: { password: paymentPassword, confirmation: paymentPassword } },
    token,
  );
  expect(password['setPaymentPassword'].userErrors).toEqual([]);

  // The box shows its price; opening it places the open's order and goes to the cashier.
  await page.goto('/activity/blind-box');
  const box = page.getByTestId('blind-box').filter({ hasText: title });
  await expect(box.getByTestId('blind-box-price')).toContainText('1.50');
  await box.getByTestId('blind-box-open').click();
  await expect(page).toHaveURL(/\/shoppingCart\/payOrder\?orderId=\d+&returnTo=/);
  await expect(page.getByTestId('payable-amount')).toContainText('1.50');
  await page.getByLabel(t('payments.balance.password')).fill(paymentPassword);
  await page.getByRole('button', { name: t('payments.balance.pay') }).click();

  // Paid: back on the box's page, the prize the payment drew is revealed.
  await expect(page).toHaveURL(/\/activity\/blind-box\?paidOpen=\d+/);
  const reveal = page.getByTestId('blind-box-reveal');
  await expect(reveal.getByTestId('blind-box-prize')).toHaveText(fill(t('luckyDraws.prize.points'), { count: 66 }));
  await reveal.getByRole('button', { name: t('luckyDraws.close') }).click();
  await expect(box).toContainText(t('luckyDraws.blindBox.usedUp'));
  const { myPoints } = await graphql(request, '{ myPoints { balance } }', {}, token);
  expect(myPoints.balance).toBe(66);

  // The order list names what the order sold.
  await page.goto('/user/order');
  await expect(page.getByTestId('blind-box-order-title').first()).toContainText(
    fill(t('orders.blindBoxOpen'), { title }),
  );
});
