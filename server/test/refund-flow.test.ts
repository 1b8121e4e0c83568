import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_PAYMENT_SANDBOX_SECRET } from '../src/config.js';
import { Product, ProductStatus } from '../src/modules/catalog/catalog.entities.js';
import { signFields } from '../src/modules/payments/notification-signature.js';
import type { RefundView } from '../src/modules/payments/order-refunds.js';
import { Refund, RefundStatus } from '../src/modules/payments/refunds.entities.js';
import { RefundEvent } from '../src/modules/payments/refunds.states.js';
import { DomainError } from '../src/platform/errors/index.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { walkFlow } from './flow-walk.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { RefundSteps } from './refund-steps.js';

/** The refund flow walked whole, and the staff's bank-transfer task with its proof. */
const staffRefunds = `query Queue($statuses: [RefundStatus!]) {
  staffRefunds(statuses: $statuses, first: 100) { totalCount edges { node { id orderNumber amountFen method status } } }
}`;
const transferInstead = `mutation Instead($input: TransferRefundInsteadInput!) {
  transferRefundInstead(input: $input) { refund { status } userErrors { code } }
}`;

describe.each(databaseKinds)('the refund flow on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  let steps: RefundSteps;
  let sales: Record<string, string>;
  const settled: RefundView[] = [];

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 40 });
    const em = server.app.orm.em.fork();
    const product = await em.findOneOrFail(Product, { status: ProductStatus.ON_SHELF }, { orderBy: { id: 'asc' } });
    product.stock = 1_000_000;
    product.purchaseLimit = null;
    await em.flush();
    steps = new RefundSteps(server, clock, { productId: product.id, quantity: product.moq });
    sales = await steps.staff('sales');
    server.app.services.refunds.onSettled(async (_em, refund) => {
      settled.push(refund);
    });
  });
  afterAll(() => server.close());

  async function confirmTransfer(headers: Record<string, string>, refundId: string, images: number) {
    const response = await fetch(`${server.url}/api/admin/refund/confirm-transfer`, {
      method: 'POST',
      body: await steps.imagesForm(images, { refund_id: refundId }),
      headers,
    });
    return (await response.json()) as { code: number; data: any };
  }

  it('makes a refund of a bank remittance a staff task, done once with 1 to 6 proof images', async () => {
    const buyer = await steps.buyer();
    const order = await steps.paidByRemittance(buyer.headers, sales);
    const key = `order-close/${randomUUID()}`;
    const refund = await steps.refund({ orderId: Number(order.id), amountFen: order.payableFen, key });
    expect(refund).toMatchObject({ method: 'BANK_TRANSFER', status: 'TO_TRANSFER' });
    const id = String((refund as RefundView).id);

    const support = await steps.staff('support');
    const queue = (await steps.gql(support, staffRefunds, { statuses: ['TO_TRANSFER'] })).data.staffRefunds;
    expect(queue.edges.map((edge: any) => edge.node)).toContainEqual({
      id,
      orderNumber: order.number,
      amountFen: order.payableFen,
      method: 'BANK_TRANSFER',
      status: 'TO_TRANSFER',
    });
    expect((await steps.gql(buyer.headers, staffRefunds)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Support reads the queue but makes no transfer; sales need proof, at most six images.
    expect((await confirmTransfer(support, id, 1)).code).toBe(-403);
    expect((await confirmTransfer(sales, id, 0)).code).toBe(-4106);
    expect((await confirmTransfer(sales, id, 7)).code).toBe(-4107);
    expect(settled.filter((view) => view.key === key)).toEqual([]);

    const done = await confirmTransfer(sales, id, 2);
    expect(done.code).toBe(1);
    expect(done.data).toMatchObject({ id, status: 'SUCCEEDED', method: 'BANK_TRANSFER' });
    expect(done.data.transfer_proof_urls).toHaveLength(2);
    expect((await confirmTransfer(sales, id, 1)).code).toBe(-4105);
    expect(settled.filter((view) => view.key === key)).toEqual([expect.objectContaining({ status: 'SUCCEEDED' })]);
    expect(await steps.messageTitles(buyer.headers)).toContain('Refund completed');
    const refunds = await steps.gql(
      buyer.headers,
      '{ orderRefunds(orderId: "' + order.id + '") { transferProofUrls } }',
    );
    expect(refunds.data.orderRefunds[0].transferProofUrls).toHaveLength(2);
  });

  it('walks every (state, event) pair of the refund flow, and every forbidden party', async () => {
    const flow = server.app.services.refunds.flow;
    const buyer = await steps.buyer();
    const order = await steps.paidWithWechat(buyer.headers);
    const em = () => server.app.orm.em.fork();
    const statusOf = async (id: string) => (await em().findOneOrFail(Refund, Number(id), { refresh: true })).status;
    /** The provider's signed word on a refund: settled (SUCCESS) or given up (CLOSED). */
    const providerSays = (refund: Refund, status: 'SUCCESS' | 'CLOSED') => {
      const fields = {
        out_trade_no: refund.outTradeNo!,
        transaction_id: refund.transactionRef!,
        out_refund_no: refund.outRefundNo,
        refund_id: `r-${randomUUID()}`,
        refund_fee: String(refund.amountFen),
        refund_status: status,
        success_time: clock.now().toISOString(),
        nonce_str: randomUUID(),
      };
      return { ...fields, sign: signFields(fields, DEVELOPMENT_PAYMENT_SANDBOX_SECRET) };
    };
    const outcomes = await walkFlow(flow, Object.values(RefundStatus), {
      arrange: async (status) => {
        const view = await steps.refund({ orderId: Number(order.id), amountFen: 1, key: `walk/${randomUUID()}` });
        // The sandbox settles it on its own; the walk then puts it in the state it needs.
        await server.app.jobs.runDue();
        const id = (view as RefundView).id;
        await em().nativeUpdate(Refund, { id }, { status, settledAt: null, providerRefundRef: null });
        return String(id);
      },
      fire: async (event, id, as) => {
        const refund = await em().findOneOrFail(Refund, Number(id));
        if (as === 'other') {
          const shopper = buyer.headers;
          if (event === RefundEvent.CONFIRM_TRANSFER) {
            return (await confirmTransfer(shopper, id, 1)).code === -403 ? 'forbidden' : 'done';
          }
          if (event === RefundEvent.TRANSFER_INSTEAD) {
            const answer = await steps.gql(shopper, transferInstead, { input: { id } });
            return answer.errors?.[0]?.extensions?.code === 'FORBIDDEN' ? 'forbidden' : 'done';
          }
          // Only the shop settles a provider refund, on the provider's signed word: no API lets a user fire it.
          try {
            await em().transactional(async (tx) => {
              await flow.fire(tx, refund, event, { actor: { kind: 'user', userId: buyer.id, can: () => true } });
            });
            return 'done';
          } catch (error) {
            return error instanceof DomainError && error.code === 'FORBIDDEN' ? 'forbidden' : String(error);
          }
        }
        if (event === RefundEvent.CONFIRM_TRANSFER) {
          const answer = await confirmTransfer(sales, id, 1);
          return answer.code === 1 ? 'done' : answer.code === -4105 ? 'refused' : `code ${answer.code}`;
        }
        if (event === RefundEvent.TRANSFER_INSTEAD) {
          const answer = await steps.gql(sales, transferInstead, { input: { id } });
          const code = answer.data?.transferRefundInstead.userErrors[0]?.code;
          return code === undefined ? 'done' : code === 'REFUND_NOT_ALLOWED' ? 'refused' : code;
        }
        const before = refund.status;
        const said = providerSays(refund, event === RefundEvent.SUCCEED ? 'SUCCESS' : 'CLOSED');
        expect(await steps.notifyRefund(said)).toEqual([200, 'SUCCESS']);
        // A settled refund keeps its first verdict: the notification is acknowledged and changes nothing.
        return (await statusOf(id)) === before ? 'refused' : 'done';
      },
      stateOf: statusOf,
    });
    expect(outcomes).toHaveLength(flow.definition.transitions.length * (Object.values(RefundStatus).length + 1));
  });
});
