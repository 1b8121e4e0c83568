import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { Message } from '../src/modules/messages/messages.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { apply, ERRORS, paidOrder, receivedOrder } from './after-sale-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, setPart, type TestUser } from './order-steps.js';
import { pdfText } from './pdf-text.js';

const cartQuery = `query Cart($id: ID!) {
  customerCart(customerId: $id) { lineCount lines { quantity product { id } } }
}`;
const afterSalesQuery = `query Requests($filter: StaffAfterSaleFilter) {
  staffAfterSaleRequests(filter: $filter, first: 20) { totalCount edges { node { id buyer { id } } } }
}`;
const adjustMutation = `mutation Adjust($input: AdjustBalanceInput!) { adjustBalance(input: $input) { balanceFen ${ERRORS} } }`;
const adjustmentsQuery = `query Adjustments($customerId: ID, $first: Int, $after: String) {
  balanceAdjustments(customerId: $customerId, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { customerId customerName staffId staffName amountFen reason at } }
  }
}`;
const invoicesQuery = `query Invoices($status: InvoiceRequestStatus, $search: String) {
  staffInvoiceRequests(status: $status, search: $search, first: 20) {
    totalCount
    edges { node { orderNumber payableFen buyerName invoiceRequest { orderId status title invoiceNumber pdfUrl } } }
  }
}`;
const requestInvoiceMutation = `mutation Req($input: RequestInvoiceInput!) { requestInvoice(input: $input) { ${ERRORS} } }`;
const issueInvoiceMutation = `mutation Issue($input: IssueInvoiceInput!) {
  issueInvoice(input: $input) { invoiceRequest { status pdfUrl } ${ERRORS} }
}`;
const audienceQuery = `query Size($audience: BroadcastAudienceInput!) { broadcastAudienceSize(audience: $audience) }`;
const sendMutation = `mutation Send($input: SendBroadcastInput!) {
  sendBroadcast(input: $input) { broadcast { id audience recipientCount senderName deliveredAt } ${ERRORS} }
}`;
const broadcastsQuery = `{ broadcasts(first: 10) { totalCount edges { node { id title audience orderedWithinDays recipientCount deliveredAt } } } }`;

describe.each(databaseKinds)('back-office support screens on %s', (database) => {
  const clock = new ManualClock();
  let server: TestServer;
  let admin: TestUser;
  let sales: TestUser;
  let support: TestUser;
  let part: number;

  const gql = (user: TestUser, query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, { lang: 'en-US', ...user.headers });
  const messagesOf = (user: TestUser, title: string) =>
    server.app.orm.em.fork().count(Message, { recipient: user.id, title });

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 5 });
    admin = await createUser(server, { roles: ['admin'] });
    sales = await createUser(server, { roles: ['sales'] });
    support = await createUser(server, { roles: ['support'] });
    const [product] = await server.app.orm.em.fork().find(Product, {}, { orderBy: { id: 'asc' }, limit: 1 });
    part = product!.id;
    await setPart(server, part, { stock: 10_000, priceBreaks: [{ minQty: 1, unitPriceMilli: 50_000 }] });
  });
  afterAll(() => server.close());

  it("shows support the customer's cart and after-sales requests, and only that customer's", async () => {
    const customer = await createUser(server, { balanceFen: 100_000 });
    const other = await createUser(server, { balanceFen: 100_000 });
    const order = await receivedOrder(server, clock, customer, sales, [{ productId: part, quantity: 2 }]);
    const otherOrder = await receivedOrder(server, clock, other, sales, [{ productId: part, quantity: 1 }]);
    const request = await apply(server, customer, {
      order_id: order.id,
      type: 'RETURN_AND_REFUND',
      reason: 'DAMAGED',
      lines: [{ order_line_id: order.lines[0]!.id, quantity: 1 }],
    });
    await apply(server, other, {
      order_id: otherOrder.id,
      type: 'RETURN_AND_REFUND',
      reason: 'DAMAGED',
      lines: [{ order_line_id: otherOrder.lines[0]!.id, quantity: 1 }],
    });
    const added = await gql(
      customer,
      'mutation($input: AddToCartInput!) { addToCart(input: $input) { userErrors { code } } }',
      {
        input: { productId: String(part), quantity: 3 },
      },
    );
    expect(added.data.addToCart.userErrors).toEqual([]);

    const cart = await gql(support, cartQuery, { id: String(customer.id) });
    expect(cart.data.customerCart).toEqual({ lineCount: 1, lines: [{ quantity: 3, product: { id: String(part) } }] });
    expect((await gql(support, cartQuery, { id: String(other.id) })).data.customerCart.lineCount).toBe(0);
    expect((await gql(customer, cartQuery, { id: String(other.id) })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const requests = await gql(support, afterSalesQuery, { filter: { customerId: String(customer.id) } });
    expect(requests.data.staffAfterSaleRequests).toEqual({
      totalCount: 1,
      edges: [{ node: { id: String(request.id), buyer: { id: String(customer.id) } } }],
    });
    // Support may open the customer's order in the order console, read-only: the actions need other permissions.
    const paid = await paidOrder(server, clock, customer, [{ productId: part, quantity: 1 }]);
    const actionsOf = async (user: TestUser) => {
      const opened = await gql(user, 'query($id: ID!) { staffOrder(id: $id) { order { id } staffActions } }', {
        id: paid.id,
      });
      expect(opened.errors).toBeUndefined();
      expect(opened.data.staffOrder.order.id).toBe(paid.id);
      return opened.data.staffOrder.staffActions as string[];
    };
    expect(await actionsOf(sales)).toContain('SHIP');
    expect(await actionsOf(support)).toEqual([]);
  });

  it('adjusts a balance with a reason, lists who did it to whom, and never lists payments', async () => {
    const customer = await createUser(server);
    const noReason = await gql(admin, adjustMutation, { input: { userId: customer.id, amountFen: 500, reason: '  ' } });
    expect(noReason.data.adjustBalance.userErrors[0].code).toBe('INVALID_BALANCE_ADJUSTMENT');
    clock.advance(1_000);
    await gql(admin, adjustMutation, { input: { userId: customer.id, amountFen: 200_000, reason: 'Goodwill credit' } });
    clock.advance(1_000);
    const debited = await gql(admin, adjustMutation, {
      input: { userId: customer.id, amountFen: -50_000, reason: 'Wrong credit' },
    });
    expect(debited.data.adjustBalance).toEqual({ balanceFen: 150_000, userErrors: [] });
    const tooMuch = await gql(admin, adjustMutation, {
      input: { userId: customer.id, amountFen: -150_001, reason: 'More than there is' },
    });
    expect(tooMuch.data.adjustBalance.userErrors[0].code).toBe('INVALID_BALANCE_ADJUSTMENT');
    // A payment from the balance is in the ledger but is no adjustment.
    await receivedOrder(server, clock, customer, sales, [{ productId: part, quantity: 1 }]);

    const first = (await gql(admin, adjustmentsQuery, { customerId: customer.id, first: 1 })).data.balanceAdjustments;
    expect(first.totalCount).toBe(2);
    expect(first.edges[0].node).toMatchObject({
      customerId: String(customer.id),
      staffId: String(admin.id),
      amountFen: -50_000,
      reason: 'Wrong credit',
    });
    expect(first.edges[0].node.customerName).not.toBe('');
    expect(first.edges[0].node.staffName).not.toBe('');
    const rest = (await gql(admin, adjustmentsQuery, { customerId: customer.id, after: first.pageInfo.endCursor })).data
      .balanceAdjustments;
    expect(rest.edges.map((edge: { node: { amountFen: number } }) => edge.node.amountFen)).toEqual([200_000]);
    const everybody = (await gql(admin, adjustmentsQuery, {})).data.balanceAdjustments;
    expect(everybody.totalCount).toBeGreaterThanOrEqual(2);
    expect((await gql(sales, adjustmentsQuery, {})).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lists invoice requests, issues one, and lets its buyer and staff download its PDF', async () => {
    const buyer = await createUser(server, { balanceFen: 100_000 });
    const stranger = await createUser(server);
    const order = await receivedOrder(server, clock, buyer, sales, [{ productId: part, quantity: 1 }]);
    const requested = await gql(buyer, requestInvoiceMutation, {
      input: { orderId: order.id, type: 'PERSONAL', title: 'Zhang Wei invoice', email: 'zw@example.com' },
    });
    expect(requested.data.requestInvoice.userErrors).toEqual([]);

    const pending = (await gql(sales, invoicesQuery, { status: 'REQUESTED', search: order.number })).data
      .staffInvoiceRequests;
    expect(pending.totalCount).toBe(1);
    expect(pending.edges[0].node).toMatchObject({
      orderNumber: order.number,
      payableFen: order.paidFen,
      invoiceRequest: { orderId: order.id, status: 'REQUESTED', title: 'Zhang Wei invoice', pdfUrl: null },
    });
    const byTitle = (await gql(sales, invoicesQuery, { search: 'Zhang Wei' })).data.staffInvoiceRequests;
    expect(byTitle.edges.map((edge: { node: { orderNumber: string } }) => edge.node.orderNumber)).toContain(
      order.number,
    );
    const download = (user: TestUser) =>
      server.request('GET', `/api/order/invoice/download?id=${order.id}`, { headers: user.headers });
    // Not issued yet: nothing to download.
    expect(((await (await download(buyer)).json()) as { code: number }).code).toBe(-404);

    const issued = await gql(sales, issueInvoiceMutation, {
      input: { orderId: order.id, invoiceNumber: 'INV-2026-7001' },
    });
    expect(issued.data.issueInvoice).toEqual({
      invoiceRequest: { status: 'ISSUED', pdfUrl: `/api/order/invoice/download?id=${order.id}` },
      userErrors: [],
    });
    expect(
      (await gql(sales, invoicesQuery, { status: 'REQUESTED', search: order.number })).data.staffInvoiceRequests
        .totalCount,
    ).toBe(0);
    expect(
      (await gql(sales, invoicesQuery, { status: 'ISSUED', search: order.number })).data.staffInvoiceRequests.edges[0]
        .node.invoiceRequest,
    ).toMatchObject({ status: 'ISSUED', invoiceNumber: 'INV-2026-7001' });

    for (const reader of [buyer, sales]) {
      const response = await download(reader);
      expect(response.headers.get('content-type')).toContain('application/pdf');
      const text = pdfText(Buffer.from(await response.arrayBuffer()));
      expect(text).toContain('INV-2026-7001');
      expect(text).toContain('Zhang Wei invoice');
      expect(text).toContain(order.number);
    }
    for (const outsider of [stranger, support]) {
      expect(((await (await download(outsider)).json()) as { code: number }).code).toBe(-404);
    }
    expect((await gql(support, invoicesQuery, {})).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('counts an audience before sending, delivers to a segment at once and to everybody by a job', async () => {
    const member = await createUser(server, { vip: 1 });
    const recentBuyer = await createUser(server, { balanceFen: 100_000 });
    await receivedOrder(server, clock, recentBuyer, sales, [{ productId: part, quantity: 1 }]);
    const size = async (audience: Record<string, unknown>) =>
      (await gql(support, audienceQuery, { audience })).data?.broadcastAudienceSize;

    const members = await size({ audience: 'SUPER_MEMBERS' });
    expect(members).toBeGreaterThanOrEqual(1);
    const lately = await size({ audience: 'ORDERED_WITHIN', orderedWithinDays: 1 });
    expect(lately).toBeGreaterThanOrEqual(1);
    expect(await size({ audience: 'LISTED', userIds: [member.id, member.id, recentBuyer.id] })).toBe(2);
    const badDays = await gql(support, audienceQuery, {
      audience: { audience: 'ORDERED_WITHIN', orderedWithinDays: 0 },
    });
    expect(badDays.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const listed = await gql(support, sendMutation, {
      input: { audience: 'LISTED', userIds: [member.id], title: 'For you', body: 'A listed message' },
    });
    expect(listed.data.sendBroadcast.userErrors).toEqual([]);
    expect(listed.data.sendBroadcast.broadcast).toMatchObject({ audience: 'LISTED', recipientCount: 1 });
    expect(listed.data.sendBroadcast.broadcast.deliveredAt).not.toBeNull();
    expect(await messagesOf(member, 'For you')).toBe(1);
    expect(await messagesOf(recentBuyer, 'For you')).toBe(0);

    const recent = await gql(support, sendMutation, {
      input: { audience: 'ORDERED_WITHIN', orderedWithinDays: 1, title: 'Thanks for ordering', body: 'Recent buyers' },
    });
    expect(recent.data.sendBroadcast.broadcast.recipientCount).toBe(lately);
    expect(await messagesOf(recentBuyer, 'Thanks for ordering')).toBe(1);
    expect(await messagesOf(member, 'Thanks for ordering')).toBe(0);

    const everybody = await size({ audience: 'ALL' });
    const all = await gql(admin, sendMutation, { input: { audience: 'ALL', title: 'Maintenance', body: 'Tonight' } });
    expect(all.data.sendBroadcast.broadcast).toMatchObject({ recipientCount: everybody, deliveredAt: null });
    await server.app.jobs.runDue();
    expect(await messagesOf(member, 'Maintenance')).toBe(1);
    expect(await server.app.orm.em.fork().count(Message, { title: 'Maintenance' })).toBe(everybody);
    // Run again (a retried job): nobody gets it twice.
    await server.app.jobs.runDue();
    expect(await server.app.orm.em.fork().count(Message, { title: 'Maintenance' })).toBe(everybody);

    const sent = (await gql(support, broadcastsQuery)).data.broadcasts;
    expect(sent.edges.slice(0, 3).map((edge: { node: { title: string } }) => edge.node.title)).toEqual([
      'Maintenance',
      'Thanks for ordering',
      'For you',
    ]);
    expect(sent.edges[0].node.deliveredAt).not.toBeNull();
    expect(sent.edges[1].node.orderedWithinDays).toBe(1);
    expect((await gql(sales, broadcastsQuery)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
