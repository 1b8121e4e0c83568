import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restCall } from './account-steps.js';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { Message } from '../src/modules/messages/messages.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { afterSaleMultipart, apply, balanceOf, gql, move, proofImage, receivedOrder } from './after-sale-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, setPart, stockOf, type TestUser } from './order-steps.js';

const optionsQuery = `query Options($orderId: ID!) {
  afterSaleOptions(orderId: $orderId) {
    eligible ineligibleCode noReasonReturnUntil types maxProofImages
    reasons { type code noReason }
    lines { orderLineId boughtQuantity availableQuantity paidShareFen }
  }
}`;

describe.each(databaseKinds)('after-sales on %s', (database) => {
  const clock = new ManualClock();
  let server: TestServer;
  let sales: TestUser;
  let parts: number[];

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 12 });
    sales = await createUser(server, { roles: ['sales'] });
    const products = await server.app.orm.em.fork().find(Product, {}, { orderBy: { id: 'asc' }, limit: 12 });
    parts = products.map((product) => product.id);
  });
  afterAll(() => server.close());

  it('returns 2 of 5 units of a member-discount order at their exact share, stock back once; the rest with freight adds up to what was paid', async () => {
    const part = parts[0]!;
    // 5 x 1.2345 yuan = 617 fen; 5 % member discount 31 fen; express 1200 fen: 1 786 fen paid.
    await setPart(server, part, { stock: 100, priceBreaks: [{ minQty: 1, unitPriceMilli: 12_345 }] });
    const buyer = await createUser(server, { vip: 1, balanceFen: 100_000 });
    const order = await receivedOrder(server, clock, buyer, sales, [{ productId: part, quantity: 5 }]);
    expect(order.paidFen).toBe(1786);
    const line = order.lines[0]!;
    const options = (await gql(server, buyer, optionsQuery, { orderId: order.id })).data.afterSaleOptions;
    expect(options).toMatchObject({ eligible: true, maxProofImages: 6 });
    expect(options.lines).toEqual([
      { orderLineId: line.id, boughtQuantity: 5, availableQuantity: 5, paidShareFen: 586 },
    ]);
    expect(options.reasons).toContainEqual({ type: 'RETURN_AND_REFUND', code: 'NO_REASON', noReason: true });

    const quote = await gql(
      server,
      buyer,
      'query Q($input: AfterSaleQuoteInput!) { afterSaleQuote(input: $input) { refundFen freightRefundFen } }',
      { input: { orderId: order.id, type: 'RETURN_AND_REFUND', lines: [{ orderLineId: line.id, quantity: 2 }] } },
    );
    expect(quote.data.afterSaleQuote).toEqual({ refundFen: 234, freightRefundFen: 0 });
    const first = await apply(
      server,
      buyer,
      {
        order_id: order.id,
        type: 'RETURN_AND_REFUND',
        reason: 'NO_REASON',
        explanation: 'Ordered two too many',
        lines: [{ order_line_id: line.id, quantity: 2 }],
      },
      [await proofImage()],
    );
    expect(first).toMatchObject({ status: 'UNDER_REVIEW', refund_fen: 234, freight_refund_fen: 0 });

    const approved = await move(server, sales, 'approveAfterSale', { id: first.id });
    expect(approved.userErrors).toEqual([]);
    expect(approved.afterSaleRequest).toMatchObject({ status: 'TO_BE_RETURNED', returnAddress: expect.any(String) });
    const wrongWaybill = await move(server, buyer, 'shipAfterSaleReturn', {
      id: first.id,
      carrier: 'SF',
      waybillNumber: '12345',
    });
    expect(wrongWaybill.userErrors[0]?.code).toBe('WAYBILL_INVALID');
    const shipped = await move(server, buyer, 'shipAfterSaleReturn', {
      id: first.id,
      carrier: 'SF',
      waybillNumber: 'sf123456789012',
    });
    expect(shipped.afterSaleRequest).toMatchObject({
      status: 'RETURN_SHIPPED',
      returnCarrier: 'SF',
      returnWaybillNumber: 'SF123456789012',
    });
    const stockBefore = await stockOf(server, part);
    const received = await move(server, sales, 'receiveAfterSaleReturn', { id: first.id, goodsFine: true });
    expect(received.afterSaleRequest.status).toBe('MERCHANT_RECEIVED');
    expect(await stockOf(server, part)).toBe(stockBefore + 2);
    const again = await move(server, sales, 'receiveAfterSaleReturn', { id: first.id, goodsFine: true });
    expect(again.userErrors[0]?.code).toBe('AFTER_SALE_ACTION_NOT_ALLOWED');
    expect(await stockOf(server, part)).toBe(stockBefore + 2);

    const balanceBefore = await balanceOf(server, buyer);
    const refunded = await move(server, sales, 'issueAfterSaleRefund', { id: first.id });
    expect(refunded.userErrors).toEqual([]);
    expect(refunded.afterSaleRequest).toMatchObject({
      status: 'REFUND_SUCCEEDED',
      refund: { amountFen: 234, method: 'BALANCE', status: 'SUCCEEDED' },
    });
    expect(await balanceOf(server, buyer)).toBe(balanceBefore + 234);
    expect(refunded.afterSaleRequest.refund.reason).toContain(first.service_number);
    const twice = await move(server, sales, 'issueAfterSaleRefund', { id: first.id });
    expect(twice.userErrors[0]?.code).toBe('AFTER_SALE_ACTION_NOT_ALLOWED');
    expect(await balanceOf(server, buyer)).toBe(balanceBefore + 234);
    const timeline = refunded.afterSaleRequest.timeline.map(
      (event: { action: string; actorKind: string }) => `${event.action}/${event.actorKind}`,
    );
    expect(timeline).toEqual([
      'APPLY/BUYER',
      'APPROVE_RETURN/STAFF',
      'SHIP_RETURN/BUYER',
      'RECEIVE_RETURN/STAFF',
      'ISSUE_REFUND/STAFF',
      'SETTLE_REFUND/SYSTEM',
    ]);

    // The other 3 units, as a refund only: their share plus the freight (every unit of the order is now refunded).
    const rest = await apply(server, buyer, {
      order_id: order.id,
      type: 'REFUND_ONLY',
      reason: 'QUALITY',
      lines: [{ order_line_id: line.id, quantity: 3 }],
    });
    expect(rest).toMatchObject({ refund_fen: 352 + 1200, freight_refund_fen: 1200 });
    await move(server, sales, 'approveAfterSale', { id: rest.id });
    const last = await move(server, sales, 'issueAfterSaleRefund', { id: rest.id });
    expect(last.afterSaleRequest.status).toBe('REFUND_SUCCEEDED');
    expect(234 + 1552).toBe(order.paidFen);
    expect(await balanceOf(server, buyer)).toBe(balanceBefore + order.paidFen);
    const none = (await gql(server, buyer, optionsQuery, { orderId: order.id })).data.afterSaleOptions;
    expect(none).toMatchObject({ eligible: false, ineligibleCode: 'AFTER_SALE_NOTHING_LEFT' });

    // The order's audit trail has a line for each action; the buyer heard of each change.
    const audit = await gql(
      server,
      sales,
      'query O($id: ID!) { order(id: $id) { events { kind action description } } }',
      {
        id: order.id,
      },
    );
    const afterSaleLines = audit.data.order.events.filter((event: { kind: string }) => event.kind === 'AFTER_SALE');
    expect(afterSaleLines.length).toBe(10);
    expect(afterSaleLines[0].description).toContain(first.service_number);
    const messages = await server.app.orm.em
      .fork()
      .count(Message, { recipient: buyer.id, templateKey: 'afterSaleRefunded' });
    expect(messages).toBe(2);
  });
  it('never grants more units than bought minus what live requests hold; rejected and cancelled ones free theirs', async () => {
    await setPart(server, parts[1]!, { stock: 100, priceBreaks: [{ minQty: 1, unitPriceMilli: 100_000 }] });
    await setPart(server, parts[2]!, { stock: 100, priceBreaks: [{ minQty: 1, unitPriceMilli: 33_333 }] });
    const buyer = await createUser(server, { balanceFen: 100_000 });
    const order = await receivedOrder(server, clock, buyer, sales, [
      { productId: parts[1]!, quantity: 3 },
      { productId: parts[2]!, quantity: 2 },
    ]);
    const lineOf = (part: number) => order.lines.find((line) => line.productId === String(part))!;
    const [first, second] = [lineOf(parts[1]!), lineOf(parts[2]!)];
    const available = async () =>
      Object.fromEntries(
        (await gql(server, buyer, optionsQuery, { orderId: order.id })).data.afterSaleOptions.lines.map(
          (line: { orderLineId: string; availableQuantity: number }) => [line.orderLineId, line.availableQuantity],
        ),
      );
    const exchange = await apply(server, buyer, {
      order_id: order.id,
      type: 'EXCHANGE',
      reason: 'DAMAGED',
      lines: [{ order_line_id: first.id, quantity: 2 }],
    });
    expect(exchange.refund_fen).toBe(0);
    const tooMany = await afterSaleMultipart(server, '/after-sale/apply', buyer.headers, {
      order_id: order.id,
      type: 'REFUND_ONLY',
      reason: 'QUALITY',
      contact_phone: '13800138000',
      lines: [{ order_line_id: first.id, quantity: 2 }],
    });
    expect(tooMany).toMatchObject({ code: -9205, data: null });
    const refund = await apply(server, buyer, {
      order_id: order.id,
      type: 'REFUND_ONLY',
      reason: 'QUALITY',
      lines: [
        { order_line_id: first.id, quantity: 1 },
        { order_line_id: second.id, quantity: 2 },
      ],
    });
    // 1 of 3 units at 10 yuan, and both units of the second line (2 x 3.3333 yuan, 667 fen); no freight: the
    // exchanged units are not refunded.
    expect(refund).toMatchObject({ refund_fen: 1000 + 667, freight_refund_fen: 0 });
    expect(await available()).toEqual({ [first.id]: 0, [second.id]: 0 });

    // Rejected: its units are free again; resubmitted for more than that: refused; for as many: back in review.
    const rejected = await move(server, sales, 'rejectAfterSale', { id: exchange.id, reason: 'Photos do not show it' });
    expect(rejected.afterSaleRequest).toMatchObject({ status: 'REJECTED', rejectReason: 'Photos do not show it' });
    expect(await available()).toEqual({ [first.id]: 2, [second.id]: 0 });
    const resubmitFields = {
      id: exchange.id,
      type: 'EXCHANGE',
      reason: 'WRONG_ITEM',
      contact_phone: '13900139000',
      explanation: 'Here are better photos',
    };
    const over = await afterSaleMultipart(server, '/after-sale/resubmit', buyer.headers, {
      ...resubmitFields,
      lines: [{ order_line_id: first.id, quantity: 3 }],
    });
    expect(over.code).toBe(-9205);
    const again = await afterSaleMultipart(
      server,
      '/after-sale/resubmit',
      buyer.headers,
      { ...resubmitFields, lines: [{ order_line_id: first.id, quantity: 2 }] },
      [await proofImage()],
    );
    expect(again).toMatchObject({
      code: 1,
      data: { status: 'UNDER_REVIEW', reason: 'WRONG_ITEM', contact_phone: '13900139000' },
    });
    expect(again.data.reject_reason).toBeNull();
    expect(again.data.proof_image_urls).toHaveLength(1);

    // Cancelled by the buyer: free again, and it may be resubmitted later.
    const cancelled = await restCall(server, '/after-sale/cancel', { id: refund.id }, buyer.headers);
    expect(cancelled).toMatchObject({ code: 1, data: { status: 'CANCELLED' } });
    expect(await available()).toEqual({ [first.id]: 1, [second.id]: 2 });
    const back = await afterSaleMultipart(server, '/after-sale/resubmit', buyer.headers, {
      id: refund.id,
      type: 'REFUND_ONLY',
      reason: 'QUALITY',
      contact_phone: '13800138000',
      lines: [{ order_line_id: second.id, quantity: 1 }],
    });
    expect(back).toMatchObject({ code: 1, data: { status: 'UNDER_REVIEW', refund_fen: 333 } });
    expect(await available()).toEqual({ [first.id]: 1, [second.id]: 1 });
    const list = await restCall(server, '/after-sale/list', { statuses: ['UNDER_REVIEW'] }, buyer.headers);
    expect(list).toMatchObject({ code: 1, data: { total_count: 2 } });
  });
});
