import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { Message } from '../src/modules/messages/messages.entities.js';
import { errorCatalogue } from '../src/platform/errors/index.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { restCall } from './account-steps.js';
import {
  afterSaleMultipart,
  apply,
  balanceOf,
  ERRORS,
  gql,
  move,
  paidOrder,
  proofImage,
  receivedOrder,
  REQUEST_FIELDS,
} from './after-sale-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, setPart, stockOf, type TestUser } from './order-steps.js';

const detailQuery = `query One($id: ID!) { afterSaleRequest(id: $id) { ${REQUEST_FIELDS} } }`;
const queueQuery = `query Queue($filter: StaffAfterSaleFilter) {
  staffAfterSaleRequests(filter: $filter, first: 50) { totalCount edges { node { id serviceNumber buyer { id } } } }
}`;
const cancelPaidMutation = `mutation Close($input: CancelPaidOrderInput!) {
  cancelPaidOrder(input: $input) { order { status paidFen cancelReason } ${ERRORS} }
}`;

describe.each(databaseKinds)('after-sales access and staff actions on %s', (database) => {
  const clock = new ManualClock();
  let server: TestServer;
  let sales: TestUser;
  let support: TestUser;
  let part: number;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 5 });
    sales = await createUser(server, { roles: ['sales'] });
    support = await createUser(server, { roles: ['support'] });
    const [product] = await server.app.orm.em.fork().find(Product, {}, { orderBy: { id: 'asc' }, limit: 1 });
    part = product!.id;
    await setPart(server, part, { stock: 1000, priceBreaks: [{ minQty: 1, unitPriceMilli: 50_000 }] });
  });
  afterAll(() => server.close());

  it("lets nobody see or act on another buyer's request, and no shopper call a staff action", async () => {
    const owner = await createUser(server, { balanceFen: 100_000 });
    const stranger = await createUser(server, { balanceFen: 100_000 });
    const order = await receivedOrder(server, clock, owner, sales, [{ productId: part, quantity: 2 }]);
    const request = await apply(server, owner, {
      order_id: order.id,
      type: 'RETURN_AND_REFUND',
      reason: 'DAMAGED',
      lines: [{ order_line_id: order.lines[0]!.id, quantity: 1 }],
    });
    const seen = await gql(server, stranger, detailQuery, { id: request.id });
    expect(seen.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await restCall(server, '/after-sale/detail', { id: request.id }, stranger.headers)).toMatchObject({
      code: -404,
    });
    expect(await restCall(server, '/after-sale/cancel', { id: request.id }, stranger.headers)).toMatchObject({
      code: -404,
    });
    const options = await gql(server, stranger, 'query O($id: ID!) { afterSaleOptions(orderId: $id) { eligible } }', {
      id: order.id,
    });
    expect(options.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const foreignApply = await afterSaleMultipart(server, '/after-sale/apply', stranger.headers, {
      order_id: order.id,
      type: 'REFUND_ONLY',
      reason: 'QUALITY',
      contact_phone: '13800138000',
      lines: [{ order_line_id: order.lines[0]!.id, quantity: 1 }],
    });
    expect(foreignApply.code).toBe(-404);
    const mine = await gql(server, stranger, '{ myAfterSaleRequests { totalCount } }');
    expect(mine.data.myAfterSaleRequests.totalCount).toBe(0);
    // The owner cannot approve their own request; a stranger cannot cancel it.
    expect((await move(server, owner, 'approveAfterSale', { id: request.id })).errors).toMatchObject([
      { extensions: { code: 'FORBIDDEN' } },
    ]);
    expect((await move(server, owner, 'issueAfterSaleRefund', { id: request.id })).errors).toMatchObject([
      { extensions: { code: 'FORBIDDEN' } },
    ]);
    const strangerCancel = await move(server, stranger, 'cancelAfterSale', { id: request.id });
    expect(strangerCancel.errors ?? strangerCancel.userErrors).toMatchObject([{ extensions: { code: 'NOT_FOUND' } }]);
    expect((await gql(server, owner, detailQuery, { id: request.id })).data.afterSaleRequest.status).toBe(
      'UNDER_REVIEW',
    );

    // Support reads the queue and any request (with its buyer) but may not decide.
    const queue = await gql(server, support, queueQuery, { filter: { search: request.service_number } });
    expect(queue.data.staffAfterSaleRequests).toMatchObject({
      totalCount: 1,
      edges: [{ node: { id: request.id, buyer: { id: String(owner.id) } } }],
    });
    expect((await gql(server, support, detailQuery, { id: request.id })).data.afterSaleRequest.id).toBe(request.id);
    expect((await move(server, support, 'approveAfterSale', { id: request.id })).errors).toMatchObject([
      { extensions: { code: 'FORBIDDEN' } },
    ]);
    expect((await gql(server, owner, queueQuery)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const byOrder = await gql(server, sales, queueQuery, {
      filter: { search: order.number, statuses: ['UNDER_REVIEW'], types: ['RETURN_AND_REFUND'] },
    });
    expect(byOrder.data.staffAfterSaleRequests.totalCount).toBe(1);
    clock.advance(3 * 3600_000);
    const waiting = await gql(server, sales, queueQuery, { filter: { search: order.number, olderThanHours: 2 } });
    expect(waiting.data.staffAfterSaleRequests.totalCount).toBe(1);
    const tooOld = await gql(server, sales, queueQuery, { filter: { search: order.number, olderThanHours: 4 } });
    expect(tooOld.data.staffAfterSaleRequests.totalCount).toBe(0);
  });

  it('refuses what the rules refuse: before receipt, a reason of another type, no-reason too late, a bad phone, 7 images', async () => {
    const buyer = await createUser(server, { balanceFen: 100_000 });
    const unshipped = await paidOrder(server, clock, buyer, [{ productId: part, quantity: 1 }]);
    const fields = {
      order_id: unshipped.id,
      type: 'REFUND_ONLY',
      reason: 'QUALITY',
      contact_phone: '13800138000',
      lines: [{ order_line_id: unshipped.lines[0]!.id, quantity: 1 }],
    };
    const early = await afterSaleMultipart(server, '/after-sale/apply', buyer.headers, fields);
    expect(early.code).toBe(-9202);
    const order = await receivedOrder(server, clock, buyer, sales, [{ productId: part, quantity: 1 }]);
    const base = { ...fields, order_id: order.id, lines: [{ order_line_id: order.lines[0]!.id, quantity: 1 }] };
    const tryApply = async (change: Record<string, unknown>, files: Buffer[] = []) =>
      (
        await afterSaleMultipart(
          server,
          '/after-sale/apply',
          { ...buyer.headers, lang: 'en-US' },
          { ...base, ...change },
          files,
        )
      ).code;
    expect(await tryApply({ reason: 'NO_REASON' })).toBe(-9206);
    expect(await tryApply({ contact_phone: '12345' })).toBe(errorCatalogue.PHONE_INVALID.restCode);
    expect(await tryApply({ explanation: 'x'.repeat(501) })).toBe(-9208);
    const image = await proofImage();
    expect(
      await tryApply(
        {},
        Array.from({ length: 7 }, () => image),
      ),
    ).toBe(-9209);
    expect(await tryApply({ lines: [{ order_line_id: order.lines[0]!.id, quantity: 2 }] })).toBe(-9205);
    clock.advance(7 * 24 * 3600_000 + 60_000);
    expect(await tryApply({ type: 'RETURN_AND_REFUND', reason: 'NO_REASON' })).toBe(-9207);
    expect(await tryApply({ type: 'RETURN_AND_REFUND', reason: 'DAMAGED' })).toBe(1);
  });

  it('replenishes missing goods: platform review, more proof, shipment, receipt confirmed', async () => {
    const buyer = await createUser(server, { balanceFen: 100_000 });
    const order = await receivedOrder(server, clock, buyer, sales, [{ productId: part, quantity: 4 }]);
    const request = await apply(server, buyer, {
      order_id: order.id,
      type: 'REPLENISHMENT',
      reason: 'MISSING_PARTS',
      lines: [{ order_line_id: order.lines[0]!.id, quantity: 1 }],
    });
    expect(request).toMatchObject({ status: 'PLATFORM_REVIEW', refund_fen: 0 });
    const asked = await move(server, sales, 'requestAfterSaleProof', { id: request.id, note: 'A photo of the parcel' });
    expect(asked.afterSaleRequest).toMatchObject({ status: 'PLATFORM_REVIEW', proofRequest: 'A photo of the parcel' });
    const added = await afterSaleMultipart(server, '/after-sale/proof', buyer.headers, { id: request.id }, [
      await proofImage(),
    ]);
    expect(added).toMatchObject({ code: 1, data: { status: 'PLATFORM_REVIEW', proof_request: null } });
    expect(added.data.proof_image_urls).toHaveLength(1);
    expect((await move(server, sales, 'approveAfterSale', { id: request.id })).afterSaleRequest.status).toBe(
      'PLATFORM_SHIPMENT',
    );
    const shipped = await move(server, sales, 'shipAfterSaleReplacement', {
      id: request.id,
      carrier: 'UPS',
      waybillNumber: '1Z999AA10123456784',
    });
    expect(shipped.afterSaleRequest).toMatchObject({ status: 'AWAITING_RECEIPT' });
    const done = await restCall(server, '/after-sale/confirm-replacement', { id: request.id }, buyer.headers);
    expect(done).toMatchObject({ code: 1, data: { status: 'COMPLETED', available_actions: [] } });
    const heard = await server.app.orm.em
      .fork()
      .find(Message, { recipient: buyer.id, link: `/user/refund/details?id=${request.id}` });
    expect(heard.map((message) => message.templateKey).sort()).toEqual(
      [
        'afterSaleSubmitted',
        'afterSaleProofRequested',
        'afterSaleReplenishmentApproved',
        'afterSaleReplacementShipped',
        'afterSaleCompleted',
      ].sort(),
    );
  });

  it('closes a paid order that cannot be fulfilled and refunds it in full to the balance, once', async () => {
    const buyer = await createUser(server, { balanceFen: 100_000 });
    const order = await paidOrder(server, clock, buyer, [{ productId: part, quantity: 3 }]);
    const stock = await stockOf(server, part);
    const balance = await balanceOf(server, buyer);
    const input = { orderId: order.id, reason: 'The maker stopped this part' };
    const refused = await gql(server, buyer, cancelPaidMutation, { input });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const closed = await gql(server, sales, cancelPaidMutation, { input });
    expect(closed.data.cancelPaidOrder).toEqual({
      order: { status: 'CLOSED', paidFen: order.paidFen, cancelReason: 'The maker stopped this part' },
      userErrors: [],
    });
    // 3 x 5 yuan + 12 yuan freight: everything paid comes back.
    expect(order.paidFen).toBe(1500 + 1200);
    expect(await balanceOf(server, buyer)).toBe(balance + order.paidFen);
    expect(await stockOf(server, part)).toBe(stock + 3);
    const twice = await gql(server, sales, cancelPaidMutation, { input });
    expect(twice.data.cancelPaidOrder.userErrors[0].code).toBe('ORDER_ACTION_NOT_ALLOWED');
    expect(await balanceOf(server, buyer)).toBe(balance + order.paidFen);
    expect(await stockOf(server, part)).toBe(stock + 3);
    const told = await server.app.orm.em
      .fork()
      .count(Message, { recipient: buyer.id, templateKey: 'orderClosedUnfulfillable' });
    expect(told).toBe(1);
  });

  it("pushes state changes of the subscriber's own requests only", async () => {
    const owner = await createUser(server, { balanceFen: 100_000 });
    const stranger = await createUser(server);
    const order = await receivedOrder(server, clock, owner, sales, [{ productId: part, quantity: 1 }]);
    const subscribe = (user: TestUser) => {
      const client = createClient({
        url: server.url.replace(/^http/, 'ws') + '/graphql',
        webSocketImpl: WebSocket,
        connectionParams: { 'user-token': user.headers['user-token'] },
        retryAttempts: 0,
      });
      const received: { data?: { afterSaleStatusChanged: { id: string; status: string } } | null }[] = [];
      const iterator = client.iterate<{ afterSaleStatusChanged: { id: string; status: string } }>({
        query: 'subscription { afterSaleStatusChanged { id serviceNumber status } }',
      });
      void (async () => {
        for await (const result of iterator) received.push(result as (typeof received)[number]);
      })().catch(() => undefined);
      return { client, received };
    };
    const mine = subscribe(owner);
    const theirs = subscribe(stranger);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const request = await apply(server, owner, {
      order_id: order.id,
      type: 'REFUND_ONLY',
      reason: 'QUALITY',
      lines: [{ order_line_id: order.lines[0]!.id, quantity: 1 }],
    });
    await move(server, sales, 'approveAfterSale', { id: request.id });
    await expect.poll(() => mine.received.length).toBe(2);
    expect(mine.received.map((result) => result.data!.afterSaleStatusChanged.status)).toEqual([
      'UNDER_REVIEW',
      'APPROVED',
    ]);
    expect(theirs.received).toEqual([]);
    for (const subscription of [mine, theirs]) await subscription.client.dispose();
  });
});
