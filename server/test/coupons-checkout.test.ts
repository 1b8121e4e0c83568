import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { claim, countsQuery, myCouponsQuery, saveTemplate, somePart } from './coupons-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, insertAddresses, newKey, placeOrderMutation, setPart, type TestUser } from './order-steps.js';

/**
 * Coupons through checkout, as a shopper meets them: claimed in the coupon centre, weighed by the quote (the best one
 * chosen, the others with their reason), used by the order placed, and back in My coupons when the order is
 * cancelled or expires unpaid.
 */

const ERRORS = 'userErrors { code message field }';
const quoteQuery = `query Quote($source: CheckoutSourceInput, $promotions: CheckoutPromotionsInput) {
  checkoutQuote(deliveryMethod: EXPRESS, source: $source, promotions: $promotions) {
    itemsFen couponDeductionFen payableFen selectedCouponId
    coupons { couponId title usable deductionFen validUntil reason { code message } }
  }
}`;
const orderQuery = `query One($id: ID!) { order(id: $id) { id number status couponTitle couponDeductionFen payableFen } }`;
const cancelMutation = `mutation Cancel($input: CancelOrderInput!) { cancelOrder(input: $input) { order { status } ${ERRORS} } }`;

describe.each(databaseKinds)('coupons at checkout on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock(new Date('2026-03-01T00:00:00.000Z'));
  let admin: Record<string, string>;
  let part: Awaited<ReturnType<typeof somePart>>;
  let otherPart: Awaited<ReturnType<typeof somePart>>;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 10 });
    admin = (await createUser(server, { roles: ['admin'] })).headers;
    part = await somePart(server);
    otherPart = await somePart(server, 1);
    // ¥10 a piece, so ten pieces are ¥100 of goods.
    await setPart(server, part.id, { stock: 10_000, priceBreaks: [{ minQty: 1, unitPriceMilli: 100_000 }] });
  });
  afterAll(() => server.close());

  const gql = (user: TestUser, query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, { ...user.headers, lang: 'en-US' });
  const source = () => ({ productId: String(part.id), quantity: 10 });

  async function shopperWithCoupons() {
    const user = await createUser(server);
    await insertAddresses(server, [user.id], '张伟', clock.now());
    const fiveOff = await saveTemplate(server, admin, { title: '¥5 off over ¥50' });
    const twentyOff = await saveTemplate(server, admin, {
      title: '¥20 off over ¥199',
      amountOffFen: 2000,
      thresholdFen: 19900,
    });
    const elsewhere = await saveTemplate(server, admin, {
      title: 'Another part only',
      amountOffFen: 3000,
      thresholdFen: 0,
      scopeKind: 'PRODUCTS',
      scopeIds: [String(otherPart.id)],
    });
    const coupons = {
      fiveOff: (await claim(server, user.headers, fiveOff.id)).coupon!.id as string,
      twentyOff: (await claim(server, user.headers, twentyOff.id)).coupon!.id as string,
      elsewhere: (await claim(server, user.headers, elsewhere.id)).coupon!.id as string,
    };
    return { user, coupons, templateId: fiveOff.id };
  }

  async function place(user: TestUser, promotions: Record<string, unknown>) {
    clock.advance(5_000);
    const addressId = (await gql(user, '{ myAddresses { id } }')).data.myAddresses[0].id;
    return gql(user, placeOrderMutation, {
      input: { idempotencyKey: newKey(), source: source(), deliveryMethod: 'EXPRESS', addressId, promotions },
    });
  }

  const held = async (user: TestUser, status: string) =>
    (await gql(user, myCouponsQuery, { status })).data.myCoupons.edges.map((edge: any) => edge.node);

  it('quotes with the best usable coupon, uses it on the order, and gives it back when the order is cancelled', async () => {
    const { user, coupons, templateId } = await shopperWithCoupons();
    const quote = (await gql(user, quoteQuery, { source: source() })).data.checkoutQuote;
    expect(quote).toMatchObject({ itemsFen: 10_000, couponDeductionFen: 500, selectedCouponId: coupons.fiveOff });
    const options = Object.fromEntries(quote.coupons.map((option: any) => [option.couponId, option]));
    expect(options[coupons.fiveOff]).toMatchObject({ usable: true, deductionFen: 500, reason: null });
    expect(options[coupons.twentyOff]).toMatchObject({
      usable: false,
      deductionFen: 0,
      reason: { code: 'COUPON_THRESHOLD_NOT_MET' },
    });
    expect(options[coupons.elsewhere]).toMatchObject({ usable: false, reason: { code: 'COUPON_NOT_APPLICABLE' } });
    const none = (await gql(user, quoteQuery, { source: source(), promotions: { noCoupon: true } })).data.checkoutQuote;
    expect(none).toMatchObject({ couponDeductionFen: 0, selectedCouponId: null });

    const placed = await place(user, { couponId: coupons.fiveOff });
    expect(placed.data.placeOrder.userErrors).toEqual([]);
    const order = (await gql(user, orderQuery, { id: placed.data.placeOrder.order.id })).data.order;
    expect(order).toMatchObject({
      status: 'PENDING_PAYMENT',
      couponTitle: '¥5 off over ¥50',
      couponDeductionFen: 500,
      payableFen: quote.payableFen,
    });
    expect(await held(user, 'USED')).toEqual([
      expect.objectContaining({ id: coupons.fiveOff, status: 'USED', orderId: order.id, orderNumber: order.number }),
    ]);
    expect((await gql(user, countsQuery)).data.myCouponCounts).toEqual({ unused: 2, used: 1, expired: 0 });
    // Used: neither the quote nor another order may take it.
    const after = (await gql(user, quoteQuery, { source: source() })).data.checkoutQuote;
    expect(after.coupons.map((option: any) => option.couponId)).not.toContain(coupons.fiveOff);
    const again = await place(user, { couponId: coupons.fiveOff });
    expect(again.data.placeOrder.userErrors[0]).toMatchObject({ code: 'COUPON_UNAVAILABLE' });

    const cancelled = await gql(user, cancelMutation, { input: { id: order.id, reason: 'changed my mind' } });
    expect(cancelled.data.cancelOrder.order.status).toBe('CANCELLED');
    expect((await held(user, 'UNUSED')).map((coupon: any) => coupon.id)).toContain(coupons.fiveOff);
    expect((await held(user, 'UNUSED')).find((coupon: any) => coupon.id === coupons.fiveOff)).toMatchObject({
      status: 'UNUSED',
      orderId: null,
      orderNumber: null,
      usedAt: null,
    });
    const template = await server.graphql(`{ staffCouponTemplate(id: "${templateId}") { usedCount } }`, {}, admin);
    expect(template.data.staffCouponTemplate.usedCount).toBe(0);
  });

  it('gives the coupon back when the order expires unpaid', async () => {
    const { user, coupons } = await shopperWithCoupons();
    const placed = await place(user, {});
    expect(placed.data.placeOrder.userErrors).toEqual([]);
    // The best coupon was taken without being named.
    expect(await held(user, 'USED')).toEqual([expect.objectContaining({ id: coupons.fiveOff })]);

    clock.advance(31 * 60_000);
    await server.app.jobs.runDue();
    expect((await held(user, 'UNUSED')).map((coupon: any) => coupon.id)).toContain(coupons.fiveOff);
    expect(await held(user, 'USED')).toEqual([]);
  });
});
