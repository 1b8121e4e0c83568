import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_PAYMENT_SANDBOX_SECRET } from '../src/config.js';
import { Product, ProductStatus } from '../src/modules/catalog/catalog.entities.js';
import { signFields } from '../src/modules/payments/notification-signature.js';
import type { RefundView } from '../src/modules/payments/order-refunds.js';
import { errorCatalogue } from '../src/platform/errors/index.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { restCall } from './account-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { RefundSteps } from './refund-steps.js';

/**
 * The refund engine through the port after-sales calls, the provider's refund notifications and the staff's
 * GraphQL and REST: money goes back the way it came, exactly once, and never more than was paid.
 */
const orderRefunds = `query Refunds($orderId: ID!) {
  orderRefunds(orderId: $orderId) { orderNumber amountFen method status reason settledAt }
}`;

describe.each(databaseKinds)('refunds on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  let steps: RefundSteps;
  /** Every refund the engine told its listeners about, as after-sales (and later points, coupons) hear them. */
  const settled: RefundView[] = [];
  const settledOf = (key: string) => settled.filter((refund) => refund.key === key);

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 40 });
    const em = server.app.orm.em.fork();
    const product = await em.findOneOrFail(Product, { status: ProductStatus.ON_SHELF }, { orderBy: { id: 'asc' } });
    product.stock = 1_000_000;
    product.purchaseLimit = null;
    await em.flush();
    steps = new RefundSteps(server, clock, { productId: product.id, quantity: product.moq });
    server.app.services.refunds.onSettled(async (_em, refund) => {
      settled.push(refund);
    });
  });
  afterAll(() => server.close());

  it('gives a balance payment back to the wallet at once and exactly once; the ledger reconciles', async () => {
    const buyer = await steps.buyer();
    const order = await steps.paidWithBalance(buyer.headers);
    const before = await steps.balanceOf(buyer.headers);
    const key = `after-sale/${randomUUID()}`;

    // The caller's transaction rolls back: nothing was refunded, credited or told.
    await expect(
      server.app.orm.em.fork().transactional(async (tx) => {
        await server.app.services.refunds.refund(tx, {
          orderId: Number(order.id),
          amountFen: 1234,
          key,
          reason: 'x',
          actorId: null,
        });
        throw new Error('the caller changed its mind');
      }),
    ).rejects.toThrow('changed its mind');
    expect(await server.app.services.refunds.refundByKey(server.app.orm.em.fork(), key)).toBeNull();
    expect(await steps.balanceOf(buyer.headers)).toBe(before);
    // Listeners ran inside that transaction: whatever they wrote was rolled back with it.
    expect(settledOf(key)).toHaveLength(1);
    settled.splice(0);

    const refund = await steps.refund({ orderId: Number(order.id), amountFen: 1234, key });
    expect(refund).toMatchObject({ key, amountFen: 1234, method: 'BALANCE', status: 'SUCCEEDED' });
    // The same key again is the same refund: no second credit.
    expect(await steps.refund({ orderId: Number(order.id), amountFen: 1234, key })).toEqual(refund);
    expect(await steps.refund({ orderId: Number(order.id), amountFen: 99, key })).toBe('REFUND_KEY_REUSED');
    expect(await steps.balanceOf(buyer.headers)).toBe(before + 1234);
    expect(settledOf(key)).toEqual([refund]);

    const ledger = await server.app.services.wallet.ledgerOf(server.app.orm.em.fork(), buyer.id);
    expect(ledger.reduce((sum, entry) => sum + entry.amountFen, 0)).toBe(before + 1234);
    expect(ledger.filter((entry) => entry.orderId === Number(order.id)).map((entry) => entry.amountFen)).toEqual([
      -order.payableFen,
      1234,
    ]);
    expect(ledger.at(-1)!.reason).toContain(order.number);

    expect((await steps.gql(buyer.headers, orderRefunds, { orderId: order.id })).data.orderRefunds).toEqual([
      {
        orderNumber: order.number,
        amountFen: 1234,
        method: 'BALANCE',
        status: 'SUCCEEDED',
        reason: 'Test refund',
        settledAt: expect.any(String),
      },
    ]);
    expect((await steps.messageTitles(buyer.headers)).filter((title) => title === 'Refund completed')).toHaveLength(1);
    // Another buyer cannot see them; staff who read refunds can.
    const stranger = await steps.buyer();
    const hidden = await steps.gql(stranger.headers, orderRefunds, { orderId: order.id });
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const support = await steps.staff('support');
    expect((await steps.gql(support, orderRefunds, { orderId: order.id })).data.orderRefunds).toHaveLength(1);
  });

  it('answers the same refunds through the REST façade: the buyer their order, staff the queue page by page', async () => {
    const buyer = await steps.buyer();
    const order = await steps.paidWithBalance(buyer.headers);
    const first = await steps.refund({ orderId: Number(order.id), amountFen: 100, key: `rest/${randomUUID()}` });
    const second = await steps.refund({ orderId: Number(order.id), amountFen: 200, key: `rest/${randomUUID()}` });
    await steps.refund({ orderId: Number(order.id), amountFen: 300, key: `rest/${randomUUID()}` });
    const mine = await restCall(server, '/order/refunds', { order_id: order.id }, buyer.headers);
    expect(mine.code).toBe(1);
    expect(mine.data.refunds.slice(0, 2)).toMatchObject([
      { id: String((first as RefundView).id), order_number: order.number, amount_fen: 100, method: 'BALANCE' },
      { id: String((second as RefundView).id), amount_fen: 200, status: 'SUCCEEDED', settled_at: expect.any(String) },
    ]);
    const stranger = await steps.buyer();
    const hidden = await restCall(server, '/order/refunds', { order_id: order.id }, stranger.headers);
    expect(hidden.code).toBe(errorCatalogue.NOT_FOUND.restCode);

    // Staff: the same queue as staffRefunds, two at a time following the cursor; a shopper is refused.
    const support = await steps.staff('support');
    const graph = await steps.gql(
      support,
      'query { staffRefunds(statuses: [SUCCEEDED], first: 4) { edges { node { id } } } }',
    );
    const expected = graph.data.staffRefunds.edges.map((edge: { node: { id: string } }) => edge.node.id);
    expect(expected.slice(1, 3)).toEqual([(second as RefundView).id, (first as RefundView).id].map(String));
    const page1 = await restCall(server, '/admin/refund/list', { statuses: ['SUCCEEDED'], first: 2 }, support);
    expect(page1).toMatchObject({ code: 1, data: { has_next_page: true, end_cursor: expect.any(String) } });
    const page2 = await restCall(
      server,
      '/admin/refund/list',
      { statuses: ['SUCCEEDED'], first: 2, after: page1.data.end_cursor },
      support,
    );
    const ids = [...page1.data.refunds, ...page2.data.refunds].map((refund: { id: string }) => refund.id);
    expect(ids).toEqual(expected);
    expect(page2.data.total_count).toBe(page1.data.total_count);
    const transfers = await restCall(server, '/admin/refund/list', { statuses: ['TO_TRANSFER'] }, support);
    expect(transfers.data.refunds.map((refund: { id: string }) => refund.id)).not.toContain(ids[0]);
    const refused = await restCall(server, '/admin/refund/list', {}, buyer.headers);
    expect(refused.code).toBe(errorCatalogue.FORBIDDEN.restCode);
  });

  it('refuses a refund past what was paid; the total holds under a direct update too', async () => {
    const buyer = await steps.buyer();
    const order = await steps.paidWithBalance(buyer.headers);
    const orderId = Number(order.id);
    const paid = order.payableFen;
    expect(await steps.refund({ orderId, amountFen: paid - 100, key: `a/${randomUUID()}` })).toMatchObject({
      status: 'SUCCEEDED',
    });
    expect(await steps.refund({ orderId, amountFen: 101, key: `a/${randomUUID()}` })).toBe('REFUND_EXCEEDS_PAID');
    expect(await steps.refund({ orderId, amountFen: 0, key: `a/${randomUUID()}` })).toBe('REFUND_AMOUNT_INVALID');
    expect(await steps.refund({ orderId, amountFen: 100, key: `a/${randomUUID()}` })).toMatchObject({
      status: 'SUCCEEDED',
    });
    expect(await steps.refund({ orderId, amountFen: 1, key: `a/${randomUUID()}` })).toBe('REFUND_EXCEEDS_PAID');
    const refunds = (await steps.gql(buyer.headers, orderRefunds, { orderId: order.id })).data.orderRefunds;
    expect(refunds.map((refund: { amountFen: number }) => refund.amountFen)).toEqual([paid - 100, 100]);

    // Even a write that skips the engine cannot book more than was paid.
    const connection = server.app.orm.em.fork().getConnection();
    await expect(
      connection.execute('update shop_order set refunded_fen = paid_fen + 1 where id = ?', [orderId]),
    ).rejects.toThrow();
    const open = await steps.unpaidOrder(buyer.headers);
    await expect(
      connection.execute('update shop_order set refunded_fen = 1 where id = ?', [Number(open.id)]),
    ).rejects.toThrow();
    expect(await steps.refund({ orderId: Number(open.id), amountFen: 1, key: `a/${randomUUID()}` })).toBe(
      'REFUND_EXCEEDS_PAID',
    );
  });

  it('refunds once when the same key arrives twice at once, and never past the paid total under a race', async () => {
    const buyer = await steps.buyer();
    const order = await steps.paidWithBalance(buyer.headers);
    const orderId = Number(order.id);
    const before = await steps.balanceOf(buyer.headers);
    const key = `after-sale/${randomUUID()}`;
    const copies = await Promise.all([1, 2, 3].map(() => steps.refund({ orderId, amountFen: 500, key })));
    expect(new Set(copies.map((copy) => (typeof copy === 'string' ? copy : copy.id))).size).toBe(1);
    expect(await steps.balanceOf(buyer.headers)).toBe(before + 500);
    expect(settledOf(key)).toHaveLength(1);

    // Two different refunds that together exceed what is left: one wins, the other is refused.
    const share = Math.ceil((order.payableFen - 500) * 0.6);
    const racing = await Promise.all(
      [1, 2].map(() => steps.refund({ orderId, amountFen: share, key: `race/${randomUUID()}` })),
    );
    expect(racing.filter((outcome) => outcome === 'REFUND_EXCEEDS_PAID')).toHaveLength(1);
    expect(await steps.balanceOf(buyer.headers)).toBe(before + 500 + share);
  });

  it('gives a provider payment back through the provider; its signed notification settles it once', async () => {
    const buyer = await steps.buyer();
    const order = await steps.paidWithWechat(buyer.headers);
    const balance = await steps.balanceOf(buyer.headers);
    const key = `after-sale/${randomUUID()}`;
    const copies = await Promise.all(
      [1, 2].map(() => steps.refund({ orderId: Number(order.id), amountFen: 777, key })),
    );
    expect(copies[0]).toMatchObject({ method: 'WECHAT', status: 'PENDING', settledAt: null });
    expect(copies[1]).toEqual(copies[0]);

    // The job asked the provider once; the sandbox POSTed its signed notification, which settled the refund.
    const notifications = await steps.refundNotifications(order.outTradeNo);
    expect(notifications).toEqual([expect.objectContaining({ refund_fee: '777', out_trade_no: order.outTradeNo })]);
    const view = await server.app.services.refunds.refundByKey(server.app.orm.em.fork(), key);
    expect(view).toMatchObject({ status: 'SUCCEEDED', settledAt: expect.any(Date) });
    expect(settledOf(key)).toHaveLength(1);
    expect(await steps.balanceOf(buyer.headers)).toBe(balance);

    // The provider retries, at once and later: acknowledged, and nothing changes.
    const replays = await Promise.all([1, 2].map(() => steps.notifyRefund(notifications[0]!)));
    expect([...replays, await steps.notifyRefund(notifications[0]!)]).toEqual(Array(3).fill([200, 'SUCCESS']));
    expect(await server.app.services.refunds.refundByKey(server.app.orm.em.fork(), key)).toEqual(view);
    expect(settledOf(key)).toHaveLength(1);
    expect((await steps.messageTitles(buyer.headers)).filter((title) => title === 'Refund completed')).toHaveLength(1);

    // Forged or altered notifications are refused.
    const { sign: _sign, ...fields } = notifications[0]!;
    expect(await steps.notifyRefund({ ...notifications[0]!, refund_fee: '7770' })).toEqual([400, 'FAIL']);
    const unknown = { ...fields, out_refund_no: 'CMR0Rnothere', refund_id: `r-${randomUUID()}` };
    const signedUnknown = { ...unknown, sign: signFields(unknown, DEVELOPMENT_PAYMENT_SANDBOX_SECRET) };
    expect(await steps.notifyRefund(signedUnknown)).toEqual([400, 'FAIL']);
  });

  it("gives an Alipay payment back through Alipay, amounts in yuan, and a friend's payment back to the friend", async () => {
    const buyer = await steps.buyer();
    const order = await steps.paidThrough('alipay', buyer.headers);
    const key = `after-sale/${randomUUID()}`;
    expect(await steps.refund({ orderId: Number(order.id), amountFen: 1205, key })).toMatchObject({
      method: 'ALIPAY',
      status: 'PENDING',
    });
    const [notification] = await steps.refundNotifications(order.outTradeNo, 'alipay');
    expect(notification).toMatchObject({ refund_fee: '12.05', out_trade_no: order.outTradeNo });
    expect(await server.app.services.refunds.refundByKey(server.app.orm.em.fork(), key)).toMatchObject({
      status: 'SUCCEEDED',
    });
    expect(settledOf(key)).toHaveLength(1);

    // A friend paid through the share link: the refund goes back through the provider, to whoever paid.
    const owner = await steps.buyer();
    const friend = await steps.buyer();
    const shared = await steps.unpaidOrder(owner.headers);
    const link = await steps.gql(
      owner.headers,
      'mutation Link($input: CreateFriendPayLinkInput!) { createFriendPayLink(input: $input) { link { token } } }',
      { input: { orderId: shared.id } },
    );
    const started = await steps.gql(
      friend.headers,
      'mutation Pay($input: CreatePaymentInput!) { createPayment(input: $input) { payment { outTradeNo } } }',
      { input: { friendToken: link.data.createFriendPayLink.link.token, method: 'WECHAT' } },
    );
    const outTradeNo = started.data.createPayment.payment.outTradeNo as string;
    const fields = {
      out_trade_no: outTradeNo,
      transaction_id: `tx-${randomUUID()}`,
      total_fee: String(shared.payableFen),
      result_code: 'SUCCESS',
      time_end: clock.now().toISOString(),
      nonce_str: randomUUID(),
    };
    const paid = await server.request('POST', '/api/pay/notify/wechat', {
      body: JSON.stringify({ ...fields, sign: signFields(fields, DEVELOPMENT_PAYMENT_SANDBOX_SECRET) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(await paid.text()).toBe('SUCCESS');
    const friendBalance = await steps.balanceOf(friend.headers);
    const refund = await steps.refund({
      orderId: Number(shared.id),
      amountFen: shared.payableFen,
      key: `x/${randomUUID()}`,
    });
    expect(refund).toMatchObject({ method: 'WECHAT' });
    expect(await steps.refundNotifications(outTradeNo)).toEqual([
      expect.objectContaining({ refund_fee: String(shared.payableFen), transaction_id: fields.transaction_id }),
    ]);
    expect(await steps.balanceOf(friend.headers)).toBe(friendBalance);
  });
});
