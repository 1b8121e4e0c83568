import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import type { OrderMilestoneEvent } from '../src/modules/orders/order-promotions.js';
import type { RequestContext } from '../src/platform/auth/index.js';
import { DomainError } from '../src/platform/errors/index.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { restCall } from './account-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import {
  createUser,
  insertAddresses,
  newKey,
  ORDER_FIELDS,
  placeOrderMutation,
  setPart,
  stockOf,
  type TestUser,
} from './order-steps.js';

/**
 * The order side of promotions without the promotion modules: the milestones the order flow reports (in the
 * transition's transaction) and membership orders (no lines, no delivery, paid means completed, nothing else).
 */

const ERRORS = 'userErrors { code message field }';
const ORDER = `${ORDER_FIELDS} kind title couponTitle pointsSpent couponDeductionFen pointsDeductionFen`;
const orderQuery = `query One($id: ID!) { order(id: $id) { ${ORDER} } }`;
const idMutation = (name: string) =>
  `mutation Act($input: OrderIdInput!) { ${name}(input: $input) { order { status } ${ERRORS} } }`;
const cancelMutation = `mutation Cancel($input: CancelOrderInput!) { cancelOrder(input: $input) { order { status } ${ERRORS} } }`;
const payMutation = `mutation Pay($input: PayOrderWithBalanceInput!) {
  payOrderWithBalance(input: $input) { order { status paidFen } ${ERRORS} }
}`;
const shipMutation = `mutation Ship($input: ShipOrderInput!) { shipOrder(input: $input) { order { status } ${ERRORS} } }`;
const PASSWORD = '135790';

describe.each(databaseKinds)('order milestones and membership orders on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  let partId: number;
  let sales: TestUser;
  const heard: OrderMilestoneEvent[] = [];
  /** Set to an order id: the next 'endedUnpaid' of that order fails, and its transition with it. */
  let failEndOf: number | null = null;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 10 });
    partId = (await server.app.orm.em.fork().find(Product, {}, { orderBy: { id: 'asc' }, limit: 1 }))[0]!.id;
    await setPart(server, partId, { stock: 10_000, priceBreaks: [{ minQty: 1, unitPriceMilli: 100_000 }] });
    sales = await createUser(server, { roles: ['sales'] });
    const hub = server.app.services.orderPromotions;
    for (const milestone of ['paid', 'completed', 'endedUnpaid'] as const) {
      hub.onMilestone(milestone, async (_em, event) => {
        if (milestone === 'endedUnpaid' && event.orderId === failEndOf) throw new DomainError('INVALID_INPUT');
        heard.push(event);
      });
    }
  });
  afterAll(() => server.close());

  const gql = (user: TestUser, query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, user.headers);
  const heardOf = (orderId: string) =>
    heard.filter((event) => event.orderId === Number(orderId)).map((event) => event.milestone);

  async function shopper(): Promise<TestUser> {
    const user = await createUser(server, { balanceFen: 10_000_000 });
    await insertAddresses(server, [user.id], '张伟', clock.now());
    const set = await gql(
      user,
      `mutation Set($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) { done ${ERRORS} } }`,
      { input: { password: PASSWORD, confirmation: PASSWORD } },
    );
    expect(set.data.setPaymentPassword.userErrors).toEqual([]);
    return user;
  }

  async function buyNow(user: TestUser) {
    clock.advance(5_000);
    const addressId = (await gql(user, '{ myAddresses { id } }')).data.myAddresses[0].id;
    const placed = await gql(user, placeOrderMutation, {
      input: {
        idempotencyKey: newKey(),
        source: { productId: String(partId), quantity: 1 },
        deliveryMethod: 'EXPRESS',
        addressId,
      },
    });
    expect(placed.data.placeOrder.userErrors).toEqual([]);
    return placed.data.placeOrder.order as { id: string; number: string; payableFen: number };
  }

  const pay = (user: TestUser, orderId: string) =>
    gql(user, payMutation, { input: { orderId, paymentPassword: PASSWORD } });

  function contextOf(user: TestUser): RequestContext {
    return {
      requestId: 'membership',
      locale: 'en-US',
      token: undefined,
      ip: undefined,
      userAgent: undefined,
      user: { id: String(user.id), displayName: '', roles: ['buyer'] },
      em: server.app.orm.em.fork(),
    };
  }

  it('tells the promotion modules when an order is paid, completed, or ends unpaid', async () => {
    const buyer = await shopper();
    const cancelled = await buyNow(buyer);
    await gql(buyer, cancelMutation, { input: { id: cancelled.id, reason: 'changed my mind' } });
    expect(heardOf(cancelled.id)).toEqual(['endedUnpaid']);
    expect(heard.find((event) => event.orderId === Number(cancelled.id))).toMatchObject({
      number: cancelled.number,
      userId: buyer.id,
      kind: 'GOODS',
      payableFen: cancelled.payableFen,
      couponId: null,
      pointsSpent: 0,
    });

    const expired = await buyNow(buyer);
    clock.advance(31 * 60_000);
    await server.app.jobs.runDue();
    expect(heardOf(expired.id)).toEqual(['endedUnpaid']);

    const received = await buyNow(buyer);
    expect((await pay(buyer, received.id)).data.payOrderWithBalance.order.status).toBe('PENDING_SHIPMENT');
    expect(heardOf(received.id)).toEqual(['paid']);
    await gql(sales, shipMutation, {
      input: { id: received.id, carrier: 'SF Express', waybillNumber: 'SF1234567890' },
    });
    expect(heardOf(received.id)).toEqual(['paid']);
    const confirmed = await gql(buyer, idMutation('confirmReceipt'), { input: { id: received.id } });
    expect(confirmed.data.confirmReceipt.order.status).toBe('PENDING_REVIEW');
    expect(heardOf(received.id)).toEqual(['paid', 'completed']);
  });

  it("rolls the transition back when a milestone's listener fails", async () => {
    const buyer = await shopper();
    const order = await buyNow(buyer);
    const stock = await stockOf(server, partId);
    failEndOf = Number(order.id);
    const refused = await gql(buyer, cancelMutation, { input: { id: order.id, reason: 'changed my mind' } });
    expect(refused.data.cancelOrder.userErrors[0]).toMatchObject({ code: 'INVALID_INPUT' });
    expect((await gql(buyer, orderQuery, { id: order.id })).data.order.status).toBe('PENDING_PAYMENT');
    expect(await stockOf(server, partId)).toBe(stock);
    failEndOf = null;
    await gql(buyer, cancelMutation, { input: { id: order.id, reason: 'changed my mind' } });
    expect(await stockOf(server, partId)).toBe(stock + 1);
    expect(heardOf(order.id)).toEqual(['endedUnpaid']);
  });

  it('sells a membership as an order without lines that completes when paid and offers nothing else', async () => {
    const buyer = await shopper();
    const sale = { planCode: 'SUPER_12M', title: 'Super member, 12 months', amountFen: 9900, idempotencyKey: newKey() };
    const placed = await server.app.services.membershipOrders.placeMembershipOrder(contextOf(buyer), sale);
    // The same key again is the same order.
    expect(await server.app.services.membershipOrders.placeMembershipOrder(contextOf(buyer), sale)).toEqual(placed);

    const unpaid = (await gql(buyer, orderQuery, { id: String(placed.id) })).data.order;
    expect(unpaid).toMatchObject({
      number: placed.number,
      kind: 'MEMBERSHIP',
      title: 'Super member, 12 months',
      status: 'PENDING_PAYMENT',
      lines: [],
      itemsFen: 9900,
      freightFen: 0,
      payableFen: 9900,
      deliveryMethod: 'NONE',
      address: null,
      pickup: null,
      pointsSpent: 0,
      couponTitle: null,
    });
    expect(unpaid.availableActions).toEqual(['PAY', 'SUBMIT_REMITTANCE', 'CANCEL']);
    const listed = await gql(buyer, '{ myOrders { edges { node { id kind title } } } }');
    expect(listed.data.myOrders.edges.map((edge: { node: unknown }) => edge.node)).toContainEqual({
      id: String(placed.id),
      kind: 'MEMBERSHIP',
      title: 'Super member, 12 months',
    });

    const paid = await pay(buyer, String(placed.id));
    expect(paid.data.payOrderWithBalance).toMatchObject({
      order: { status: 'COMPLETED', paidFen: 9900 },
      userErrors: [],
    });
    expect(heardOf(String(placed.id))).toEqual(['paid', 'completed']);
    expect(heard.filter((event) => event.orderId === placed.id).every((event) => event.kind === 'MEMBERSHIP')).toBe(
      true,
    );
    const done = (await gql(buyer, orderQuery, { id: String(placed.id) })).data.order;
    expect(done.events.map((event: { action: string }) => event.action)).toEqual(['PLACE', 'PAY_MEMBERSHIP']);
    expect(done.availableActions).toEqual(['DELETE']);

    // Nothing to ship, remind, receive, buy again or take to after-sales.
    const id = String(placed.id);
    expect(
      (await gql(sales, shipMutation, { input: { id, carrier: 'SF Express', waybillNumber: 'SF1234567891' } })).data
        .shipOrder.userErrors[0].code,
    ).toBe('ORDER_ACTION_NOT_ALLOWED');
    expect((await gql(buyer, idMutation('remindToShip'), { input: { id } })).data.remindToShip.userErrors[0].code).toBe(
      'ORDER_ACTION_NOT_ALLOWED',
    );
    expect(
      (await gql(buyer, idMutation('confirmReceipt'), { input: { id } })).data.confirmReceipt.userErrors[0].code,
    ).toBe('ORDER_ACTION_NOT_ALLOWED');
    const again = await gql(buyer, `mutation A($input: OrderIdInput!) { buyAgain(input: $input) { ${ERRORS} } }`, {
      input: { id },
    });
    expect(again.data.buyAgain.userErrors[0].code).toBe('ORDER_ACTION_NOT_ALLOWED');
    const em = server.app.orm.em.fork();
    expect(await server.app.services.afterSaleOrders.afterSaleOrder(em, placed.id)).toBeNull();
    const facts = await server.app.services.orderPromotions.orderFacts(em, placed.id);
    expect(facts).toMatchObject({ kind: 'MEMBERSHIP', status: 'COMPLETED', planCode: 'SUPER_12M', payableFen: 9900 });

    // REST shows the kind and title too.
    const rest = await restCall(server, '/order/detail', { id }, buyer.headers);
    expect(rest.data).toMatchObject({ kind: 'MEMBERSHIP', title: 'Super member, 12 months', pointsSpent: 0 });
  });

  it('lets an unpaid membership order be cancelled or expire like any other', async () => {
    const buyer = await shopper();
    const place = () =>
      server.app.services.membershipOrders.placeMembershipOrder(contextOf(buyer), {
        planCode: 'SUPER_12M',
        title: 'Super member, 12 months',
        amountFen: 9900,
        idempotencyKey: newKey(),
      });
    const cancelled = await place();
    await gql(buyer, cancelMutation, { input: { id: String(cancelled.id), reason: 'not now' } });
    expect(heardOf(String(cancelled.id))).toEqual(['endedUnpaid']);
    const expired = await place();
    clock.advance(31 * 60_000);
    await server.app.jobs.runDue();
    expect((await gql(buyer, orderQuery, { id: String(expired.id) })).data.order.status).toBe('CANCELLED');
    expect(heardOf(String(expired.id))).toEqual(['endedUnpaid']);
  });

  it('refuses delivery method NONE at checkout', async () => {
    const buyer = await shopper();
    const quote = await gql(
      buyer,
      `query Q($source: CheckoutSourceInput) { checkoutQuote(deliveryMethod: NONE, source: $source) { payableFen } }`,
      { source: { productId: String(partId), quantity: 1 } },
    );
    expect(quote.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
