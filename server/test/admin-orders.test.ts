import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, newKey, placeOrderMutation, setPart, stockOf, type TestUser } from './order-steps.js';

const ERRORS = 'userErrors { code message }';
const staffOrdersQuery = `query List($query: String, $status: OrderStatus, $first: Int, $after: String) {
  staffOrders(query: $query, status: $status, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id number status payableFen lineCount firstMpn buyer { id email } } }
  }
}`;
const staffOrderQuery = `query One($id: ID!) {
  staffOrder(id: $id) {
    order { id status carrier waybillNumber events { kind description } }
    buyer { id email }
    staffActions
    remittances { id status rejectReason proofUrls }
    audit { kind action fromStatus toStatus description actor { id name roles } }
  }
}`;
const recentOrdersQuery = `query Recent($customerId: ID!) { customerRecentOrders(customerId: $customerId) { id number status } }`;
const approveMutation = `mutation Approve($input: OrderIdInput!) { approveOrder(input: $input) { order { status expiresAt } ${ERRORS} } }`;
const rejectApprovalMutation = `mutation RejectApproval($input: RejectOrderApprovalInput!) {
  rejectOrderApproval(input: $input) { order { status cancelReason } ${ERRORS} }
}`;
const payMutation = `mutation Pay($input: PayOrderWithBalanceInput!) { payOrderWithBalance(input: $input) { order { status } ${ERRORS} } }`;
const shipMutation = `mutation Ship($input: ShipOrderInput!) { shipOrder(input: $input) { order { status } ${ERRORS} } }`;
const trackMutation = `mutation Track($input: AddLogisticsEventInput!) { addLogisticsEvent(input: $input) { order { status } ${ERRORS} } }`;
const confirmRemittanceMutation = `mutation Confirm($input: ConfirmRemittanceInput!) { confirmRemittance(input: $input) { remittance { status } ${ERRORS} } }`;
const rejectRemittanceMutation = `mutation Reject($input: RejectRemittanceInput!) { rejectRemittance(input: $input) { remittance { status } ${ERRORS} } }`;

describe.each(databaseKinds)('staff order console on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  let small: number;
  let large: number;
  let sales: TestUser;
  let admin: TestUser;
  let support: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 40 });
    const products = await server.app.orm.em.fork().find(Product, {}, { orderBy: { id: 'asc' }, limit: 2 });
    [small, large] = products.map((product) => product.id) as [number, number];
    await setPart(server, small, { stock: 10_000, priceBreaks: [{ minQty: 1, unitPriceMilli: 12_340 }] });
    // ¥100 a piece: 1,000 pieces reach the default approval threshold of ¥100,000.
    await setPart(server, large, { stock: 10_000, priceBreaks: [{ minQty: 1, unitPriceMilli: 1_000_000 }] });
    sales = await createUser(server, { roles: ['sales'] });
    admin = await createUser(server, { roles: ['admin'] });
    support = await createUser(server, { roles: ['support'] });
  });
  afterAll(() => server.close());

  /** The buyer's newest message in the message center, as they read it. */
  const latestMessage = async (user: TestUser) =>
    (await gql(user, '{ myMessages(first: 1) { edges { node { title body link } } } }')).data.myMessages.edges[0]?.node;
  const gql = (user: TestUser, query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, { ...user.headers, lang: 'en-US' });

  async function buyer(): Promise<TestUser> {
    const user = await createUser(server, { balanceFen: 50_000_000 });
    const set = await gql(
      user,
      `mutation Set($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) { done ${ERRORS} } }`,
      { input: { password: '135790', confirmation: '135790' } },
    );
    expect(set.data.setPaymentPassword.userErrors).toEqual([]);
    return user;
  }

  async function buyNow(user: TestUser, productId: number, quantity: number) {
    clock.advance(5_000);
    const address = await gql(
      user,
      `mutation Add($input: AddAddressInput!) { addAddress(input: $input) { address { id } ${ERRORS} } }`,
      {
        input: {
          consignee: 'Li Lei',
          areaCode: '86',
          phone: '13800138000',
          country: 'CN',
          province: 'Guangdong',
          city: 'Shenzhen',
          district: 'Nanshan',
          postalCode: '518057',
          detail: 'Keji Road 1',
          label: null,
        },
      },
    );
    const placed = await gql(user, placeOrderMutation, {
      input: {
        idempotencyKey: newKey(),
        source: { productId: String(productId), quantity },
        deliveryMethod: 'EXPRESS',
        addressId: address.data.addAddress.address.id,
      },
    });
    expect(placed.data.placeOrder.userErrors).toEqual([]);
    return placed.data.placeOrder.order as { id: string; number: string; status: string; payableFen: number };
  }

  async function detail(orderId: string) {
    const answer = await gql(sales, staffOrderQuery, { id: orderId });
    expect(answer.errors).toBeUndefined();
    return answer.data.staffOrder;
  }

  async function submitRemittance(user: TestUser, orderId: string) {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      order_id: orderId,
      payer_name: 'Li Lei',
      bank: 'BOC',
      account: '6217',
    }))
      form.append(name, value);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([png]), 'proof.png');
    const response = await fetch(`${server.url}/api/pay/remittance/submit`, {
      method: 'POST',
      body: form,
      headers: user.headers,
    });
    const answer = (await response.json()) as { code: number; data: { id: string } };
    expect(answer.code).toBe(1);
    return answer.data.id;
  }

  it("lets sales and admin staff run the console; support may read it (to open a chatting customer's order), not act", async () => {
    const shopper = await buyer();
    const order = await buyNow(shopper, small, 3);
    for (const user of [shopper, support]) {
      const approve = await gql(user, approveMutation, { input: { id: order.id } });
      expect(approve.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const ship = await gql(user, shipMutation, {
        input: { id: order.id, carrier: 'SF Express', waybillNumber: 'SF12345678' },
      });
      expect(ship.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const list = await gql(shopper, staffOrdersQuery);
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const one = await gql(shopper, staffOrderQuery, { id: order.id });
    expect(one.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const read = await gql(support, staffOrderQuery, { id: order.id });
    expect(read.errors).toBeUndefined();
    expect(read.data.staffOrder.order.id).toBe(order.id);
    expect(read.data.staffOrder.staffActions).toEqual([]);
    const rest = await server.request('POST', '/api/admin/order/list', {
      body: JSON.stringify({}),
      headers: { ...shopper.headers, 'content-type': 'application/json' },
    });
    expect(((await rest.json()) as { code: number }).code).toBe(-403);

    const strangers = await gql(shopper, recentOrdersQuery, { customerId: String(shopper.id) });
    expect(strangers.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const recent = await gql(support, recentOrdersQuery, { customerId: String(shopper.id) });
    expect(recent.data.customerRecentOrders).toEqual([
      { id: order.id, number: order.number, status: 'PENDING_PAYMENT' },
    ]);
  });

  it('searches by order number, buyer e-mail and state, page by page', async () => {
    const shopper = await buyer();
    const first = await buyNow(shopper, small, 1);
    const second = await buyNow(shopper, small, 2);
    const third = await buyNow(shopper, small, 3);
    const byNumber = await gql(admin, staffOrdersQuery, { query: second.number.slice(-10) });
    expect(byNumber.data.staffOrders.edges.map((edge: any) => edge.node.id)).toEqual([second.id]);

    const email = (await gql(admin, staffOrderQuery, { id: first.id })).data.staffOrder.buyer.email as string;
    const page1 = await gql(admin, staffOrdersQuery, { query: email.toUpperCase().slice(0, 20), first: 2 });
    expect(page1.data.staffOrders.totalCount).toBe(3);
    expect(page1.data.staffOrders.edges.map((edge: any) => edge.node.id)).toEqual([third.id, second.id]);
    expect(page1.data.staffOrders.edges[0].node).toMatchObject({ lineCount: 1, buyer: { email } });
    const page2 = await gql(admin, staffOrdersQuery, {
      query: email,
      first: 2,
      after: page1.data.staffOrders.pageInfo.endCursor,
    });
    expect(page2.data.staffOrders.edges.map((edge: any) => edge.node.id)).toEqual([first.id]);
    expect(page2.data.staffOrders.pageInfo.hasNextPage).toBe(false);

    await gql(shopper, payMutation, { input: { orderId: first.id, paymentPassword: '135790' } });
    const paid = await gql(admin, staffOrdersQuery, { query: email, status: 'PENDING_SHIPMENT' });
    expect(paid.data.staffOrders.edges.map((edge: any) => edge.node.id)).toEqual([first.id]);
    // A pattern character is matched literally, not as a wildcard.
    for (const pattern of ['%', '_', `${email.slice(0, 3)}%`]) {
      const wildcard = await gql(admin, staffOrdersQuery, { query: pattern });
      expect(wildcard.data.staffOrders.totalCount).toBe(0);
    }
  });

  it('holds a large order for approval; staff approve or refuse it through the table, each step in the audit trail', async () => {
    const shopper = await buyer();
    const big = await buyNow(shopper, large, 1000);
    expect(big).toMatchObject({ status: 'PENDING_APPROVAL', payableFen: 10_000_000 });
    const early = await gql(shopper, payMutation, { input: { orderId: big.id, paymentPassword: '135790' } });
    expect(early.data.payOrderWithBalance.userErrors[0].code).toBe('ORDER_NOT_PAYABLE');
    expect((await detail(big.id)).staffActions).toEqual(['APPROVE', 'REJECT']);

    clock.advance(60 * 60_000);
    const approved = await gql(sales, approveMutation, { input: { id: big.id } });
    expect(approved.data.approveOrder.userErrors).toEqual([]);
    expect(approved.data.approveOrder.order.status).toBe('PENDING_PAYMENT');
    // The payment window starts at approval, not at placement.
    expect(new Date(approved.data.approveOrder.order.expiresAt).getTime()).toBe(clock.now().getTime() + 30 * 60_000);
    expect(await latestMessage(shopper)).toEqual({
      title: 'Order approved',
      body: `Order ${big.number} is approved; please pay it within the payment window.`,
      link: `/user/order/details?id=${big.id}`,
    });
    const again = await gql(sales, approveMutation, { input: { id: big.id } });
    expect(again.data.approveOrder.userErrors[0].code).toBe('ORDER_ACTION_NOT_ALLOWED');
    const rejectPaid = await gql(sales, rejectApprovalMutation, { input: { id: big.id, reason: 'Too late' } });
    expect(rejectPaid.data.rejectOrderApproval.userErrors[0].code).toBe('ORDER_ACTION_NOT_ALLOWED');
    const paid = await gql(shopper, payMutation, { input: { orderId: big.id, paymentPassword: '135790' } });
    expect(paid.data.payOrderWithBalance.order.status).toBe('PENDING_SHIPMENT');

    const salesName = (await detail(big.id)).audit.find((entry: any) => entry.action === 'APPROVE').actor;
    expect(salesName).toMatchObject({ id: String(sales.id), roles: ['sales'] });
    expect(
      (await detail(big.id)).audit.map((entry: any) => [entry.action, entry.toStatus, entry.actor?.id ?? null]),
    ).toEqual([
      ['PLACE', 'PENDING_APPROVAL', String(shopper.id)],
      ['APPROVE', 'PENDING_PAYMENT', String(sales.id)],
      ['PAY', 'PENDING_SHIPMENT', String(shopper.id)],
    ]);

    const stockBefore = await stockOf(server, large);
    const refused = await buyNow(shopper, large, 1500);
    expect(await stockOf(server, large)).toBe(stockBefore - 1500);
    const noReason = await gql(admin, rejectApprovalMutation, { input: { id: refused.id, reason: ' ' } });
    expect(noReason.data.rejectOrderApproval.userErrors[0].code).toBe('CANCEL_REASON_REQUIRED');
    const closed = await gql(admin, rejectApprovalMutation, {
      input: { id: refused.id, reason: 'Credit check failed' },
    });
    expect(closed.data.rejectOrderApproval.order).toEqual({ status: 'CLOSED', cancelReason: 'Credit check failed' });
    expect(await latestMessage(shopper)).toEqual({
      title: 'Order not approved',
      body: `Order ${refused.number} was not approved: Credit check failed. The order is closed.`,
      link: `/user/order/details?id=${refused.id}`,
    });
    expect(await stockOf(server, large)).toBe(stockBefore);
    expect((await detail(refused.id)).audit.at(-1)).toMatchObject({
      action: 'REJECT',
      fromStatus: 'PENDING_APPROVAL',
      toStatus: 'CLOSED',
      description: 'Credit check failed',
      actor: { id: String(admin.id) },
    });

    const normal = await buyNow(shopper, small, 1);
    expect(normal.status).toBe('PENDING_PAYMENT');
    const notNeeded = await gql(sales, approveMutation, { input: { id: normal.id } });
    expect(notNeeded.data.approveOrder.userErrors[0].code).toBe('ORDER_ACTION_NOT_ALLOWED');
  });

  it('confirms or rejects a remittance, ships and tracks the order, and records who did each step', async () => {
    const shopper = await buyer();
    const order = await buyNow(shopper, small, 5);
    const firstRemittance = await submitRemittance(shopper, order.id);
    const underReview = await detail(order.id);
    expect(underReview.order.status).toBe('PENDING_PLATFORM_RECEIPT');
    expect(underReview.remittances).toHaveLength(1);
    expect(underReview.remittances[0]).toMatchObject({ id: firstRemittance, status: 'UNDER_REVIEW' });
    expect(underReview.remittances[0].proofUrls[0]).toMatch(/^\/media\/uploads\/remittances\//);
    // Not paid yet: nothing to ship.
    const tooEarly = await gql(sales, shipMutation, {
      input: { id: order.id, carrier: 'SF Express', waybillNumber: 'SF12345678' },
    });
    expect(tooEarly.data.shipOrder.userErrors[0].code).toBe('ORDER_ACTION_NOT_ALLOWED');

    const rejected = await gql(sales, rejectRemittanceMutation, {
      input: { id: firstRemittance, reason: 'No money arrived' },
    });
    expect(rejected.data.rejectRemittance.remittance.status).toBe('REJECTED');
    expect((await detail(order.id)).order.status).toBe('PENDING_PAYMENT');

    clock.advance(5_000);
    const secondRemittance = await submitRemittance(shopper, order.id);
    const confirmed = await gql(admin, confirmRemittanceMutation, { input: { id: secondRemittance } });
    expect(confirmed.data.confirmRemittance.remittance.status).toBe('CONFIRMED');
    // A paid order is shipped, or closed and refunded in full when it cannot be fulfilled (cancelPaidOrder).
    expect((await detail(order.id)).staffActions).toEqual(['CLOSE_UNFULFILLABLE', 'SHIP']);

    const noTracking = await gql(sales, trackMutation, { input: { id: order.id, description: 'Left Shenzhen' } });
    expect(noTracking.data.addLogisticsEvent.userErrors[0].code).toBe('ORDER_ACTION_NOT_ALLOWED');
    const shipped = await gql(sales, shipMutation, {
      input: { id: order.id, carrier: 'SF Express', waybillNumber: 'SF12345678' },
    });
    expect(shipped.data.shipOrder.order.status).toBe('SHIPPED');
    const twice = await gql(sales, shipMutation, {
      input: { id: order.id, carrier: 'SF Express', waybillNumber: 'SF12345679' },
    });
    expect(twice.data.shipOrder.userErrors[0].code).toBe('ORDER_ACTION_NOT_ALLOWED');
    clock.advance(3600_000);
    const tracked = await gql(sales, trackMutation, { input: { id: order.id, description: 'Left Shenzhen hub' } });
    expect(tracked.data.addLogisticsEvent.userErrors).toEqual([]);

    const final = await detail(order.id);
    expect(final.staffActions).toEqual(['ADD_LOGISTICS_EVENT']);
    expect(final.order).toMatchObject({ carrier: 'SF Express', waybillNumber: 'SF12345678' });
    expect(
      final.audit.map((entry: any) => [entry.action, entry.toStatus, entry.description, entry.actor?.id ?? null]),
    ).toEqual([
      ['PLACE', 'PENDING_PAYMENT', null, String(shopper.id)],
      ['SUBMIT_REMITTANCE', 'PENDING_PLATFORM_RECEIPT', null, String(shopper.id)],
      ['REJECT_REMITTANCE', 'PENDING_PAYMENT', 'No money arrived', String(sales.id)],
      ['SUBMIT_REMITTANCE', 'PENDING_PLATFORM_RECEIPT', null, String(shopper.id)],
      ['PAY', 'PENDING_SHIPMENT', null, String(admin.id)],
      ['SHIP', 'SHIPPED', 'SF Express SF12345678', String(sales.id)],
      ['ADD_LOGISTICS_EVENT', null, 'Left Shenzhen hub', String(sales.id)],
    ]);
    // The buyer's logistics timeline shows the staff's tracking event.
    const mine = await gql(shopper, `query Mine($id: ID!) { order(id: $id) { events { kind description } } }`, {
      id: order.id,
    });
    expect(mine.data.order.events).toContainEqual({ kind: 'LOGISTICS', description: 'Left Shenzhen hub' });

    const audit = await server.request('POST', '/api/admin/order/audit', {
      body: JSON.stringify({ id: order.id }),
      headers: { ...sales.headers, 'content-type': 'application/json' },
    });
    const answer = (await audit.json()) as { code: number; data: { action: string }[] };
    expect(answer.code).toBe(1);
    expect(answer.data.map((entry) => entry.action)).toHaveLength(7);
  });
});
