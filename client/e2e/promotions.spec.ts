import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { pdfText } from '../../server/test/pdf-text';
import { mutate, signUp, staffToken, yuan } from './after-sale-steps';
import { graphql } from './api-steps';
import { message } from './locale-messages';
import { uniqueEmail } from './login-steps';

// The journey renders many pages on a machine several test runs share: a page can take over 10 s to show.
const expect = baseExpect.configure({ timeout: 30_000 });
const t = (key: string) => message('en-US', key);
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [name, value]) => result.replace(`{{${name}}}`, String(value)), text);
/** 1234.56 as the PDFs write an amount in fen (no grouping, no sign). */
const cny = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
const PAYMENT_PASSWORD = '246810';
const COUPON_FEN = 300;
const POINTS = 500;

/** A part that sells its minimum quantity for at least ¥20, so ¥3 off and 500 points (¥5) both fit under the caps. */
async function partWorthTwentyYuan(request: APIRequestContext, token: string) {
  const { products } = await graphql(
    request,
    '{ products(first: 100) { edges { node { id mpn moq stock purchaseLimit status listPriceMilli } } } }',
    {},
    token,
  );
  const part = (products.edges as { node: any }[])
    .map((edge) => edge.node)
    .find(
      (node) =>
        node.status === 'ON_SHELF' &&
        node.moq >= 1 &&
        node.stock >= node.moq * 2 &&
        (node.purchaseLimit === null || node.purchaseLimit >= node.moq) &&
        (node.listPriceMilli * node.moq) / 100 >= 2_000,
    );
  expect(part, 'a part worth ¥20 at its minimum quantity').toBeDefined();
  return part as { id: string; mpn: string; moq: number };
}

async function addAddress(request: APIRequestContext, token: string) {
  const response = await request.post('/api/address/add', {
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
  expect(response.ok()).toBe(true);
}

const QUOTE = `
  query($source: CheckoutSourceInput, $promotions: CheckoutPromotionsInput) {
    checkoutQuote(deliveryMethod: EXPRESS, source: $source, promotions: $promotions) {
      itemsFen memberDiscountFen couponDeductionFen pointsDeductionFen freightFen payableFen selectedCouponId
      points { used maxUsable balance }
    }
  }
`;

test('a shopper claims a coupon, spends it with points, gets both back on cancelling, and buys super membership', async ({
  page,
  request,
}) => {
  // Claiming, an order with its PDF, a cancellation, a membership purchase and a second checkout.
  test.setTimeout(480_000);
  const email = uniqueEmail('promotions');
  const token = await signUp(page, email);
  const admin = await staffToken(request);
  const { me } = await graphql(request, '{ me { id } }', {}, token);

  // Staff put a ¥3-off coupon into the coupon centre and give the shopper 500 points.
  const title = `E2E ¥3 off ${Date.now()}`;
  const saved = await mutate(
    request,
    admin,
    'saveCouponTemplate',
    {
      title,
      description: 'Three yuan off any order over one yuan',
      discountKind: 'AMOUNT_OFF',
      amountOffFen: COUPON_FEN,
      thresholdFen: 100,
      scopeKind: 'ALL',
      validDays: 7,
      totalQuantity: 5,
      perUserLimit: 1,
      publicClaim: true,
    },
    'template { id }',
  );
  const offerId = saved['template'].id as string;
  await mutate(request, admin, 'adjustPoints', { userId: me.id, points: POINTS, reason: 'e2e welcome points' });

  // The coupon centre: claim it; a second claim gets the §8 answer "coupon already received".
  await page.goto('/goods/coupon');
  const offer = page.getByTestId('coupon-offer').filter({ hasText: title });
  await expect(offer.getByTestId('coupon-value')).toHaveText(yuan(COUPON_FEN));
  await offer.getByRole('button', { name: t('coupons.claim'), exact: true }).click();
  await expect(page.getByText(t('coupons.claimed'))).toBeVisible();
  await expect(offer.getByRole('button', { name: t('coupons.alreadyClaimed') })).toBeDisabled();
  const again = await graphql(
    request,
    'mutation($input: ClaimCouponInput!) { claimCoupon(input: $input) { userErrors { code message } } }',
    { input: { offerId } },
    token,
  );
  expect(again['claimCoupon'].userErrors[0].code).toBe('COUPON_ALREADY_RECEIVED');

  // My coupons lists it under unused.
  await page.goto('/user/coupon');
  await expect(page.getByRole('tab', { name: `${t('coupons.status.UNUSED')} (1)` })).toBeVisible();
  const mine = page.getByTestId('my-coupon').filter({ hasText: title });
  await expect(mine.getByTestId('coupon-scope')).not.toBeEmpty();
  await expect(mine.getByTestId('coupon-validity')).toBeVisible();

  // The part's page offers the coupons that apply to it.
  const part = await partWorthTwentyYuan(request, token);
  await page.goto(`/goods/${part.id}`);
  await expect(page.getByTestId('coupon-strip').getByTestId('coupon-offer').first()).toBeVisible();

  // Checkout: the coupon is preselected; the buyer adds the points.
  await addAddress(request, token);
  const source = { productId: part.id, quantity: part.moq };
  const expected = (await graphql(request, QUOTE, { source, promotions: { points: POINTS } }, token))['checkoutQuote'];
  expect(expected.couponDeductionFen).toBe(COUPON_FEN);
  expect(expected.pointsDeductionFen).toBe(POINTS);
  expect(expected.payableFen).toBe(
    expected.itemsFen - expected.memberDiscountFen - COUPON_FEN - POINTS + expected.freightFen,
  );
  await page.goto(`/goods/chekout?productId=${part.id}&quantity=${part.moq}`);
  const picker = page.getByTestId('checkout-coupons');
  await expect(picker.getByRole('radio', { name: new RegExp(title) })).toBeChecked();
  await expect(page.getByTestId('total-coupon')).toContainText(`-${yuan(COUPON_FEN)}`);
  // Choosing no coupon takes it off; choosing it again puts it back.
  await picker.getByRole('radio', { name: t('coupons.picker.none') }).check();
  await expect(page.getByTestId('total-coupon')).toContainText(yuan(0));
  await picker.getByRole('radio', { name: new RegExp(title) }).check();
  await expect(page.getByTestId('total-coupon')).toContainText(`-${yuan(COUPON_FEN)}`);
  const points = page.getByTestId('checkout-points');
  await points.getByRole('checkbox', { name: t('points.checkout.use') }).check();
  await expect(page.getByTestId('total-points')).toContainText(`-${yuan(POINTS)}`);
  await expect(page.getByTestId('total-payable')).toHaveText(yuan(expected.payableFen));
  await page.getByRole('button', { name: t('orders.submit') }).click();
  await expect(page).toHaveURL(/\/shoppingCart\/payOrder\?orderId=\d+$/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await expect(page.getByTestId('payable-amount')).toHaveText(yuan(expected.payableFen));

  // The order shows the coupon and the points it took, with the same totals over REST and on the PDF.
  await page.goto(`/user/order/details?id=${orderId}`);
  await expect(page.getByTestId('order-coupon')).toContainText(title);
  await expect(page.getByTestId('order-coupon')).toContainText(`-${yuan(COUPON_FEN)}`);
  await expect(page.getByTestId('order-points')).toContainText(`-${yuan(POINTS)}`);
  await expect(page.getByTestId('order-payable')).toHaveText(yuan(expected.payableFen));
  const rest = await request.post('/api/order/detail', { headers: { 'user-token': token }, data: { id: orderId } });
  const restOrder = ((await rest.json()) as { data: Record<string, any> }).data;
  expect(restOrder['couponDeductionFen']).toBe(COUPON_FEN);
  expect(restOrder['pointsDeductionFen']).toBe(POINTS);
  expect(restOrder['payableFen']).toBe(expected.payableFen);
  const documents = page.getByTestId('order-documents');
  await documents.getByRole('button', { name: t('orderDocuments.proforma') }).click();
  await page.getByLabel(t('orderDocuments.fields.buyerCompany')).fill('Shenzhen Huaqiang Electronics Co., Ltd.');
  const downloading = page.waitForEvent('download');
  await page.getByTestId('document-download').click();
  const pdf = pdfText(readFileSync(await (await downloading).path()));
  // The test's PDF reader may interleave the Chinese half of a label with its neighbour: match the English half.
  expect(pdf).toMatch(new RegExp(`Coupon \\(.*\\): CNY -${cny(COUPON_FEN)}`));
  expect(pdf).toContain(`Points (${POINTS}): CNY -${cny(POINTS)}`);
  expect(pdf).toContain(`Total: CNY ${cny(expected.payableFen)}`);

  // Cancelling the unpaid order gives both back.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: t('orders.actions.cancel') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('orders.actions.cancel') })
    .click();
  await expect(page.getByTestId('order-status')).toHaveText(t('orders.displayStatus.CANCELLED'));
  await page.goto('/user/coupon');
  await expect(page.getByRole('tab', { name: `${t('coupons.status.UNUSED')} (1)` })).toBeVisible();
  await expect(page.getByTestId('my-coupon').filter({ hasText: title })).toBeVisible();
  await page.goto('/user/points');
  await expect(page.getByTestId('points-balance')).toHaveText(String(POINTS));
  await expect(page.getByTestId('points-entry')).toHaveCount(3);
  await expect(page.getByTestId('points-entry').first().getByTestId('points-entry-points')).toHaveText(`+${POINTS}`);

  // Super membership: bought on /user/member and paid from the balance on the usual cashier.
  await mutate(
    request,
    admin,
    'adjustBalance',
    { userId: me.id, amountFen: 20_000, reason: 'e2e top-up' },
    'balanceFen',
  );
  await mutate(
    request,
    token,
    'setPaymentPassword',
    { password: PAYMENT_PASSWORD, confirmation: PAYMENT_PASSWORD },
    'done',
  );
  // A second order within 3 s of the first is refused as clicking too fast; a person takes longer.
  await page.waitForTimeout(3_000);
  await page.goto('/user/member');
  await expect(page.getByTestId('membership-status')).toContainText(t('membership.inactive'));
  await expect(page.getByTestId('membership-level')).toHaveCount(4);
  // The price is whatever staff set last (the staff journey changes it), so it is read rather than assumed.
  const { membershipPlans } = await graphql(request, '{ membershipPlans { code priceFen } }', {}, token);
  const plan = (membershipPlans as { code: string; priceFen: number }[]).find((row) => row.code === 'SUPER_12M')!;
  await page.getByTestId('buy-membership').click();
  await expect(page).toHaveURL(/\/shoppingCart\/payOrder\?orderId=\d+$/);
  await expect(page.getByTestId('payable-amount')).toHaveText(yuan(plan.priceFen));
  await page.getByLabel(t('payments.balance.password')).fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: t('payments.balance.pay') }).click();
  await expect(page).toHaveURL(/\/shoppingCart\/paySuccess/);
  await page.goto('/user/member');
  await expect(page.getByTestId('membership-status')).toContainText(t('membership.active'));
  const validUntil = new Date();
  validUntil.setMonth(validUntil.getMonth() + 12);
  await expect(page.getByTestId('membership-valid-until')).toHaveText(
    fill(t('membership.validUntil'), {
      date: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(validUntil),
    }),
  );
  await page.goto('/user');
  await expect(page.getByTestId('figure-points-value')).toHaveText(String(POINTS));
  await expect(page.getByTestId('figure-coupons-value')).toHaveText('1');
  await expect(page.getByTestId('figure-membership')).toContainText(t('membership.validUntil').split(' ')[0]!);

  // The next checkout takes the member discount off.
  const member = (await graphql(request, QUOTE, { source }, token))['checkoutQuote'];
  expect(member.memberDiscountFen).toBeGreaterThan(0);
  await page.goto(`/goods/chekout?productId=${part.id}&quantity=${part.moq}`);
  await expect(page.getByTestId('total-memberDiscount')).toContainText(`-${yuan(member.memberDiscountFen)}`);
  await expect(page.getByTestId('total-payable')).toHaveText(yuan(member.payableFen));
  // Placed (more than 3 s after the membership order), the order carries it: on its page and over REST.
  await page.waitForTimeout(3_000);
  await page.getByRole('button', { name: t('orders.submit') }).click();
  await expect(page).toHaveURL(/\/shoppingCart\/payOrder\?orderId=\d+$/);
  const memberOrderId = new URL(page.url()).searchParams.get('orderId')!;
  await expect(page.getByTestId('payable-amount')).toHaveText(yuan(member.payableFen));
  await page.goto(`/user/order/details?id=${memberOrderId}`);
  const discountRow = page.getByText(t('orders.totals.memberDiscount'), { exact: true }).locator('xpath=..');
  await expect(discountRow).toContainText(`-${yuan(member.memberDiscountFen)}`);
  await expect(page.getByTestId('order-payable')).toHaveText(yuan(member.payableFen));
  const memberRest = await request.post('/api/order/detail', {
    headers: { 'user-token': token },
    data: { id: memberOrderId },
  });
  const memberOrder = ((await memberRest.json()) as { data: Record<string, any> }).data;
  expect(memberOrder['memberDiscountFen']).toBe(member.memberDiscountFen);
  expect(memberOrder['payableFen']).toBe(member.payableFen);
});
