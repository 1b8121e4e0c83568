import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { Order, OrderLine } from '../src/modules/orders/orders.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { restCall } from './account-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { pdfText } from './pdf-text.js';
import {
  addToCartMutation,
  createUser,
  insertAddresses,
  newKey,
  setPart,
  stockOf,
  type TestUser,
} from './order-steps.js';

/**
 * Checkout with real coupons and points (the coupons and points modules on the orders' hub), through GraphQL and
 * REST: the confirm page's coupon list and points, the order's amounts and line shares, the PDF, cancel and expiry
 * giving both back, two tabs racing for one coupon or the same points, and a membership bought and then used.
 */

const ERRORS = 'userErrors { code message field }';
const QUOTE = `itemsFen memberDiscountFen couponDeductionFen pointsDeductionFen freightFen payableFen
  coupons { couponId title usable deductionFen reason { code message } validUntil }
  selectedCouponId points { balance maxUsable used fenPerPoint }`;
const quoteQuery = `query Q($delivery: DeliveryMethod!, $source: CheckoutSourceInput, $promotions: CheckoutPromotionsInput) {
  checkoutQuote(deliveryMethod: $delivery, source: $source, promotions: $promotions) { ${QUOTE} }
}`;
const ORDER = `id number status kind itemsFen memberDiscountFen couponDeductionFen couponTitle pointsDeductionFen
  pointsSpent freightFen payableFen lines { productId lineTotalFen }`;
const placeMutation = `mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { order { ${ORDER} } ${ERRORS} } }`;
const cancelMutation = `mutation C($input: CancelOrderInput!) { cancelOrder(input: $input) { order { status } ${ERRORS} } }`;
const templateMutation = `mutation T($input: SaveCouponTemplateInput!) { saveCouponTemplate(input: $input) { template { id } ${ERRORS} } }`;
const claimMutation = `mutation C($input: ClaimCouponInput!) { claimCoupon(input: $input) { coupon { id } ${ERRORS} } }`;
const adjustPointsMutation = `mutation P($input: AdjustPointsInput!) { adjustPoints(input: $input) { balance ${ERRORS} } }`;
const couponsQuery = `query Mine($status: CouponStatus!) {
  myCoupons(status: $status, first: 50) { edges { node { id title status orderNumber } } }
}`;
const PASSWORD = '135790';
const DAY = 24 * 3600_000;

describe.each(databaseKinds)('checkout with coupons and points on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock(new Date('2026-11-25T08:00:00.000Z'));
  let admin: TestUser;
  /** Part A (category X, maker M) at ¥120.00; part B (another category and maker) at ¥60.00. */
  let partA: Product;
  let partB: Product;
  const templates: Record<string, string> = {};

  const gql = (user: TestUser, query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, { ...user.headers, lang: 'en-US' });

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 60 });
    admin = await createUser(server, { roles: ['admin'] });
    const products = await server.app.orm.em.fork().find(Product, {}, { orderBy: { id: 'asc' } });
    partA = products[0]!;
    partB = products.find(
      (product) => product.category.id !== partA.category.id && product.manufacturer.id !== partA.manufacturer.id,
    )!;
    expect(partB).toBeDefined();
    await setPart(server, partA.id, { stock: 10_000, priceBreaks: [{ minQty: 1, unitPriceMilli: 1_200_000 }] });
    await setPart(server, partB.id, { stock: 10_000, priceBreaks: [{ minQty: 1, unitPriceMilli: 600_000 }] });
    const now = clock.now().getTime();
    const save = async (key: string, input: Record<string, unknown>) => {
      const saved = await gql(admin, templateMutation, { input: { validDays: 30, ...input, title: key } });
      expect(saved.data.saveCouponTemplate.userErrors).toEqual([]);
      templates[key] = saved.data.saveCouponTemplate.template.id;
    };
    await save('¥5 off over ¥50', {
      discountKind: 'AMOUNT_OFF',
      amountOffFen: 500,
      thresholdFen: 5000,
      scopeKind: 'ALL',
    });
    await save('10% off category X, at most ¥30', {
      discountKind: 'PERCENT_OFF',
      percentOff: 10,
      maxDiscountFen: 3000,
      scopeKind: 'CATEGORY',
      scopeIds: [String(partA.category.id)],
    });
    await save('¥20 off over ¥199 on maker B', {
      discountKind: 'AMOUNT_OFF',
      amountOffFen: 2000,
      thresholdFen: 19_900,
      scopeKind: 'MANUFACTURER',
      scopeIds: [String(partB.manufacturer.id)],
    });
    await save('¥50 off from tomorrow', {
      discountKind: 'AMOUNT_OFF',
      amountOffFen: 5000,
      scopeKind: 'ALL',
      validDays: null,
      validFrom: new Date(now + DAY).toISOString(),
      validUntil: new Date(now + 10 * DAY).toISOString(),
    });
  });
  afterAll(() => server.close());

  /** A shopper with an address, a payment password, balance, the coupons named and `points` points. */
  async function shopper(coupons: string[], points = 0): Promise<TestUser> {
    const user = await createUser(server, { balanceFen: 10_000_000 });
    await insertAddresses(server, [user.id], '张伟', clock.now());
    const set = await gql(
      user,
      `mutation Set($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) { done ${ERRORS} } }`,
      { input: { password: PASSWORD, confirmation: PASSWORD } },
    );
    expect(set.data.setPaymentPassword.userErrors).toEqual([]);
    for (const key of coupons) {
      const claimed = await gql(user, claimMutation, { input: { offerId: templates[key] } });
      expect(claimed.data.claimCoupon.userErrors).toEqual([]);
    }
    if (points > 0) {
      const adjusted = await gql(admin, adjustPointsMutation, {
        input: { userId: String(user.id), points, reason: 'welcome' },
      });
      expect(adjusted.data.adjustPoints.userErrors).toEqual([]);
    }
    return user;
  }

  async function fillCart(user: TestUser) {
    for (const [part, quantity] of [
      [partA, 1],
      [partB, 1],
    ] as const) {
      const added = await gql(user, addToCartMutation, { input: { productId: String(part.id), quantity } });
      expect(added.data.addToCart.userErrors).toEqual([]);
    }
  }

  const addressOf = async (user: TestUser) => (await gql(user, '{ myAddresses { id } }')).data.myAddresses[0].id;

  async function place(user: TestUser, promotions: Record<string, unknown> | null, source?: Record<string, unknown>) {
    clock.advance(5_000);
    const placed = await gql(user, placeMutation, {
      input: {
        idempotencyKey: newKey(),
        deliveryMethod: 'EXPRESS',
        addressId: await addressOf(user),
        ...(source && { source }),
        ...(promotions && { promotions }),
      },
    });
    return placed.data.placeOrder;
  }

  const quote = async (
    user: TestUser,
    promotions: Record<string, unknown> | null = null,
    source: Record<string, unknown> | null = null,
  ) => (await gql(user, quoteQuery, { delivery: 'EXPRESS', promotions, source })).data.checkoutQuote;
  const pointsOf = async (user: TestUser) => (await gql(user, '{ myPoints { balance } }')).data.myPoints.balance;
  const couponsOf = async (user: TestUser, status: string) =>
    (await gql(user, couponsQuery, { status })).data.myCoupons.edges.map(
      (edge: { node: { title: string; orderNumber: string | null } }) => edge.node,
    );

  it('lists usable coupons first with the best chosen, the others with why, and the points the order may take', async () => {
    const buyer = await shopper(Object.keys(templates), 1000);
    await fillCart(buyer);
    const quoted = await quote(buyer, { points: 600 });
    // Items ¥180.00; the category coupon takes 10% of ¥120.00; 600 points take ¥6.00; free freight from ¥99.
    expect(quoted).toMatchObject({
      itemsFen: 18_000,
      memberDiscountFen: 0,
      couponDeductionFen: 1200,
      pointsDeductionFen: 600,
      freightFen: 0,
      payableFen: 16_200,
      selectedCouponId: expect.any(String),
      points: { balance: 1000, maxUsable: 1000, used: 600, fenPerPoint: 1 },
    });
    const byTitle = Object.fromEntries(quoted.coupons.map((coupon: { title: string }) => [coupon.title, coupon]));
    expect(quoted.coupons.map((coupon: { usable: boolean }) => coupon.usable)).toEqual([true, true, false, false]);
    expect(quoted.coupons[0]).toMatchObject({ title: '10% off category X, at most ¥30', deductionFen: 1200 });
    expect(quoted.selectedCouponId).toBe(quoted.coupons[0].couponId);
    expect(byTitle['¥5 off over ¥50']).toMatchObject({ usable: true, deductionFen: 500, reason: null });
    expect(byTitle['¥20 off over ¥199 on maker B']).toMatchObject({
      usable: false,
      deductionFen: 0,
      reason: { code: 'COUPON_THRESHOLD_NOT_MET', message: 'Spend ¥139.00 more' },
    });
    expect(byTitle['¥50 off from tomorrow'].reason.code).toBe('COUPON_NOT_STARTED');

    // Another coupon, none, more points than held or allowed.
    const other = await quote(buyer, { couponId: byTitle['¥5 off over ¥50'].couponId, points: 5000 });
    expect(other).toMatchObject({ couponDeductionFen: 500, pointsDeductionFen: 1000, payableFen: 16_500 });
    expect(other.selectedCouponId).toBe(byTitle['¥5 off over ¥50'].couponId);
    const none = await quote(buyer, { noCoupon: true });
    expect(none).toMatchObject({ selectedCouponId: null, couponDeductionFen: 0, pointsDeductionFen: 0 });
    const unusable = await quote(buyer, { couponId: byTitle['¥20 off over ¥199 on maker B'].couponId });
    expect(unusable).toMatchObject({ selectedCouponId: null, couponDeductionFen: 0 });
    const negative = await gql(buyer, quoteQuery, { delivery: 'EXPRESS', promotions: { points: -1 } });
    expect(negative.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    // REST gives the same.
    const rest = await restCall(server, '/order/confirm', { deliveryMethod: 'express', points: 600 }, buyer.headers);
    expect(rest.data).toMatchObject({
      payableFen: 16_200,
      selectedCouponId: quoted.selectedCouponId,
      points: { used: 600 },
    });
    expect(rest.data.coupons).toHaveLength(4);
  });

  it('places the order with exactly the quoted coupon and points, on GraphQL, REST, the lines and the PDF', async () => {
    const buyer = await shopper(['10% off category X, at most ¥30', '¥5 off over ¥50'], 1000);
    await fillCart(buyer);
    const placed = await place(buyer, { points: 600 });
    expect(placed.userErrors).toEqual([]);
    const order = placed.order;
    expect(order).toMatchObject({
      kind: 'GOODS',
      itemsFen: 18_000,
      couponDeductionFen: 1200,
      couponTitle: '10% off category X, at most ¥30',
      pointsDeductionFen: 600,
      pointsSpent: 600,
      freightFen: 0,
      payableFen: 16_200,
    });
    // The coupon on part A's line only; the points over both lines' remainders (108.00 : 60.00).
    const lines = await server.app.orm.em
      .fork()
      .find(OrderLine, { order: Number(order.id) }, { orderBy: { id: 'asc' } });
    const shares = new Map(lines.map((line) => [line.product.id, line.paidShareFen]));
    expect(shares.get(partA.id)).toBe(12_000 - 1200 - 386);
    expect(shares.get(partB.id)).toBe(6000 - 214);

    expect(await pointsOf(buyer)).toBe(400);
    expect(await couponsOf(buyer, 'USED')).toEqual([
      expect.objectContaining({ title: '10% off category X, at most ¥30', orderNumber: order.number }),
    ]);
    expect((await couponsOf(buyer, 'UNUSED')).map((coupon: { title: string }) => coupon.title)).toEqual([
      '¥5 off over ¥50',
    ]);

    const rest = await restCall(server, '/order/detail', { id: order.id }, buyer.headers);
    expect(rest.data).toMatchObject({
      kind: 'GOODS',
      couponTitle: '10% off category X, at most ¥30',
      pointsSpent: 600,
      couponDeductionFen: 1200,
      pointsDeductionFen: 600,
      payableFen: 16_200,
    });

    const form = await gql(
      buyer,
      `mutation S($input: SaveOrderDocumentFormInput!) { saveOrderDocumentForm(input: $input) { downloadUrl ${ERRORS} } }`,
      {
        input: {
          orderId: order.id,
          kind: 'PROFORMA',
          buyerCompany: '深圳市华强电子有限公司',
          buyerAddress: '深圳市福田区华强北路1号',
          contactName: '张伟',
          contactPhone: '+86 13800138000',
        },
      },
    );
    expect(form.data.saveOrderDocumentForm.userErrors).toEqual([]);
    const pdf = await server.request('GET', form.data.saveOrderDocumentForm.downloadUrl, {
      headers: { lang: 'zh-CN', ...buyer.headers },
    });
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    // (The test's PDF reader loses ligatures and the order of some CJK glyphs: the Latin halves are checked.)
    expect(text).toMatch(/Coupon \(10% o.* category X, at most .*\): CNY -12\.00/);
    expect(text).toContain('Points (600): CNY -6.00');
    expect(text).toContain('Total: CNY 162.00');

    // An order without either prints neither line.
    const plain = await place(buyer, { noCoupon: true }, { productId: String(partB.id), quantity: 1 });
    expect(plain.userErrors).toEqual([]);
    await gql(
      buyer,
      `mutation S($input: SaveOrderDocumentFormInput!) { saveOrderDocumentForm(input: $input) { ${ERRORS} } }`,
      {
        input: {
          orderId: plain.order.id,
          kind: 'PROFORMA',
          buyerCompany: '深圳市华强电子有限公司',
          buyerAddress: '深圳市福田区华强北路1号',
          contactName: '张伟',
          contactPhone: '+86 13800138000',
        },
      },
    );
    const plainPdf = await server.request('GET', `/api/order/document/download?id=${plain.order.id}&kind=PROFORMA`, {
      headers: { lang: 'zh-CN', ...buyer.headers },
    });
    const plainText = pdfText(Buffer.from(await plainPdf.arrayBuffer()));
    expect(plainText).toContain('Total: CNY 72.00');
    expect(plainText).not.toContain('Coupon');
    expect(plainText).not.toContain('Points');
  });

  it('refuses a coupon that cannot be used and places nothing', async () => {
    const buyer = await shopper(['¥20 off over ¥199 on maker B'], 0);
    await fillCart(buyer);
    const unusable = (await quote(buyer)).coupons[0].couponId;
    const stock = await stockOf(server, partA.id);
    const refused = await place(buyer, { couponId: unusable });
    expect(refused.userErrors[0]).toMatchObject({
      code: 'COUPON_UNAVAILABLE',
      field: ['input', 'promotions', 'couponId'],
    });
    expect(await stockOf(server, partA.id)).toBe(stock);
    expect(await server.app.orm.em.fork().count(Order, { user: buyer.id })).toBe(0);
  });

  it('gives the coupon and the points back when the order is cancelled or expires', async () => {
    const buyer = await shopper(['¥5 off over ¥50'], 500);
    const buyB = { productId: String(partB.id), quantity: 1 };
    const cancelled = (await place(buyer, { points: 300 }, buyB)).order;
    expect(cancelled).toMatchObject({ couponDeductionFen: 500, pointsSpent: 300 });
    expect(await pointsOf(buyer)).toBe(200);
    expect(await couponsOf(buyer, 'UNUSED')).toEqual([]);
    const cancel = await gql(buyer, cancelMutation, { input: { id: cancelled.id, reason: 'changed my mind' } });
    expect(cancel.data.cancelOrder.userErrors).toEqual([]);
    expect(await pointsOf(buyer)).toBe(500);
    expect(await couponsOf(buyer, 'UNUSED')).toEqual([expect.objectContaining({ title: '¥5 off over ¥50' })]);

    const expiring = (await place(buyer, { points: 300 }, buyB)).order;
    expect(expiring).toMatchObject({ couponDeductionFen: 500, pointsSpent: 300 });
    expect(await pointsOf(buyer)).toBe(200);
    clock.advance(31 * 60_000);
    await server.app.jobs.runDue();
    expect(await pointsOf(buyer)).toBe(500);
    expect(await couponsOf(buyer, 'UNUSED')).toEqual([expect.objectContaining({ title: '¥5 off over ¥50' })]);
    // The coupon can be used again.
    const again = (await place(buyer, null, buyB)).order;
    expect(again.couponDeductionFen).toBe(500);
  });

  it('lets only one of two tabs use the same coupon, and only one spend the same points', async () => {
    const buyer = await shopper(['¥5 off over ¥50'], 1000);
    const couponId = (await quote(buyer, null, { productId: String(partB.id), quantity: 1 })).coupons[0].couponId;
    expect(couponId).toBeDefined();
    clock.advance(5_000);
    const addressId = await addressOf(buyer);
    const submit = (promotions: Record<string, unknown>) =>
      gql(buyer, placeMutation, {
        input: {
          idempotencyKey: newKey(),
          deliveryMethod: 'EXPRESS',
          addressId,
          source: { productId: String(partB.id), quantity: 1 },
          promotions,
        },
      }).then((answer) => answer.data.placeOrder);
    const stock = await stockOf(server, partB.id);
    const tabs = await Promise.all([submit({ couponId }), submit({ couponId })]);
    const won = tabs.filter((tab) => tab.order);
    expect(won).toHaveLength(1);
    expect(won[0].order.couponDeductionFen).toBe(500);
    // The other lost the coupon (or, had the winner already committed, was refused as a second submit too fast).
    const lost = tabs.find((tab) => !tab.order)!;
    expect(['COUPON_UNAVAILABLE', 'ORDER_SUBMITTED_ALREADY']).toContain(lost.userErrors[0].code);
    expect(await stockOf(server, partB.id)).toBe(stock - 1);
    expect(await couponsOf(buyer, 'USED')).toEqual([expect.objectContaining({ orderNumber: won[0].order.number })]);

    clock.advance(5_000);
    const pointTabs = await Promise.all([
      submit({ noCoupon: true, points: 800 }),
      submit({ noCoupon: true, points: 800 }),
    ]);
    const spent = pointTabs.filter((tab) => tab.order);
    expect(spent).toHaveLength(1);
    expect(spent[0].order.pointsSpent).toBe(800);
    expect(['POINTS_INSUFFICIENT', 'ORDER_SUBMITTED_ALREADY']).toContain(
      pointTabs.find((tab) => !tab.order)!.userErrors[0].code,
    );
    expect(await pointsOf(buyer)).toBe(200);
  });

  it('sells a membership whose level discount the next order gets', async () => {
    const buyer = await shopper([], 0);
    const bought = await gql(
      buyer,
      `mutation B($input: BuyMembershipInput!) { buyMembership(input: $input) { orderId orderNumber ${ERRORS} } }`,
      { input: { planCode: 'SUPER_12M', idempotencyKey: newKey() } },
    );
    expect(bought.data.buyMembership.userErrors).toEqual([]);
    const orderId = bought.data.buyMembership.orderId;
    const paid = await gql(
      buyer,
      `mutation P($input: PayOrderWithBalanceInput!) { payOrderWithBalance(input: $input) { order { status kind title payableFen lines { id } } ${ERRORS} } }`,
      { input: { orderId, paymentPassword: PASSWORD } },
    );
    expect(paid.data.payOrderWithBalance).toMatchObject({
      order: { status: 'COMPLETED', kind: 'MEMBERSHIP', lines: [] },
      userErrors: [],
    });
    expect((await gql(buyer, '{ myMembership { active } me { vip } }')).data).toMatchObject({
      myMembership: { active: true },
      me: { vip: 1 },
    });
    const next = await gql(buyer, quoteQuery, {
      delivery: 'EXPRESS',
      source: { productId: String(partA.id), quantity: 1 },
    });
    // Level V1: 5% of ¥120.00.
    expect(next.data.checkoutQuote).toMatchObject({ itemsFen: 12_000, memberDiscountFen: 600 });
  });
});
