import type { EntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AfterSaleRequest, AfterSaleStatus, AfterSaleType } from '../src/modules/after-sales/after-sales.entities.js';
import { AfterSaleAction, afterSaleTransitions } from '../src/modules/after-sales/after-sales.states.js';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { Order } from '../src/modules/orders/orders.entities.js';
import { systemActor } from '../src/platform/flows/flow.js';
import { DomainError } from '../src/platform/errors/index.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { afterSaleMultipart, apply, move, proofImage, receivedOrder, type ReceivedOrder } from './after-sale-steps.js';
import { walkFlow, type WalkOutcome } from './flow-walk.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, setPart, type TestUser } from './order-steps.js';

/** For each event, a type its `when` lets through: the walk then tests the states, not the types. */
const typeFor: Record<AfterSaleAction, AfterSaleType> = {
  APPROVE: 'REFUND_ONLY',
  APPROVE_RETURN: 'RETURN_AND_REFUND',
  APPROVE_REPLENISHMENT: 'REPLENISHMENT',
  REJECT: 'RETURN_AND_REFUND',
  REQUEST_PROOF: 'RETURN_AND_REFUND',
  ADD_PROOF: 'RETURN_AND_REFUND',
  CANCEL: 'RETURN_AND_REFUND',
  RESUBMIT: 'RETURN_AND_REFUND',
  RESUBMIT_REPLENISHMENT: 'REPLENISHMENT',
  SHIP_RETURN: 'RETURN_AND_REFUND',
  CLOSE_UNSHIPPED: 'RETURN_AND_REFUND',
  RECEIVE_RETURN: 'RETURN_AND_REFUND',
  ISSUE_REFUND: 'RETURN_AND_REFUND',
  SETTLE_REFUND: 'RETURN_AND_REFUND',
  SHIP_REPLACEMENT: 'EXCHANGE',
  CONFIRM_REPLACEMENT: 'EXCHANGE',
};

describe.each(databaseKinds)('the after-sales flow on %s', (database) => {
  const clock = new ManualClock();
  let server: TestServer;
  let sales: TestUser;
  let buyer: TestUser;
  let stranger: TestUser;
  let order: ReceivedOrder;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 3 });
    sales = await createUser(server, { roles: ['sales'] });
    buyer = await createUser(server, { balanceFen: 1_000_000 });
    stranger = await createUser(server);
    const [product] = await server.app.orm.em.fork().find(Product, {}, { orderBy: { id: 'asc' }, limit: 1 });
    await setPart(server, product!.id, { stock: 10_000, priceBreaks: [{ minQty: 1, unitPriceMilli: 10_000 }] });
    order = await receivedOrder(server, clock, buyer, sales, [{ productId: product!.id, quantity: 1000 }]);
    // Refunds of this order wait for a staff bank transfer, so ISSUE_REFUND ends in REFUND_PENDING as the table says.
    await server.app.orm.em.fork().nativeUpdate(Order, { id: Number(order.id) }, { paymentMethod: 'bank_transfer' });
  });
  afterAll(() => server.close());

  it('walks every allowed and forbidden (state, event) pair of the after-sales flow, and every forbidden party', async () => {
    const afterSales = server.app.services.afterSales;
    const flow = afterSales.flow;
    const inTransaction = <T>(work: (em: EntityManager) => Promise<T>) => server.app.orm.em.fork().transactional(work);
    const outcomeOf = (code: string | null): WalkOutcome | string => {
      if (code === null) return 'done';
      if (code === 'AFTER_SALE_ACTION_NOT_ALLOWED') return 'refused';
      if (code === 'FORBIDDEN' || code === 'NOT_FOUND' || code === '-403' || code === '-404') return 'forbidden';
      return code;
    };
    const viaGraphQL = async (user: TestUser, mutation: string, input: Record<string, unknown>) => {
      const answer = await move(server, user, mutation, input);
      const errors = answer.errors as { extensions?: { code?: string } }[] | undefined;
      if (errors) return outcomeOf(String(errors[0]!.extensions?.code));
      return outcomeOf(answer.userErrors[0]?.code ?? null);
    };
    const viaRest = async (user: TestUser, path: '/after-sale/resubmit' | '/after-sale/proof', fields: object) => {
      const answer = await afterSaleMultipart(server, path, user.headers, fields as Record<string, unknown>, [
        await proofImage(),
      ]);
      if (answer.code === 1) return 'done';
      return outcomeOf(answer.code === -9201 ? 'AFTER_SALE_ACTION_NOT_ALLOWED' : String(answer.code));
    };
    const viaService = async (work: () => Promise<unknown>) => {
      try {
        return (await work()) === false ? 'refused' : 'done';
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return outcomeOf(error.code);
      }
    };
    const statusOf = async (id: string) =>
      (await server.app.orm.em.fork().findOneOrFail(AfterSaleRequest, Number(id))).status;
    const changesState = async (id: string, work: () => Promise<void>) => {
      const before = await statusOf(id);
      await work();
      return (await statusOf(id)) === before ? 'refused' : 'done';
    };
    /** A shop event fired as a user instead: no API offers that, so straight at the flow. */
    const systemEventByUser = (event: AfterSaleAction, id: string) =>
      viaService(() =>
        inTransaction(async (em) =>
          flow.fire(em, await em.findOneOrFail(AfterSaleRequest, Number(id)), event, {
            actor: { kind: 'user', userId: buyer.id, can: () => false },
          }),
        ),
      );
    // A staff event by a shopper: the request's own buyer, the one most likely to slip through an owner check.
    const staff = (as: 'allowed' | 'other') => (as === 'allowed' ? sales : buyer);
    const owner = (as: 'allowed' | 'other') => (as === 'allowed' ? buyer : stranger);
    const lineId = order.lines[0]!.id;
    const resubmit = (type: AfterSaleType) => (id: string, as: 'allowed' | 'other') =>
      viaRest(owner(as), '/after-sale/resubmit', {
        id,
        type,
        reason: 'OTHER',
        contact_phone: '13800138000',
        lines: [{ order_line_id: lineId, quantity: 1 }],
      });
    const fire: Record<AfterSaleAction, (id: string, as: 'allowed' | 'other') => Promise<WalkOutcome | string>> = {
      APPROVE: (id, as) => viaGraphQL(staff(as), 'approveAfterSale', { id }),
      APPROVE_RETURN: (id, as) => viaGraphQL(staff(as), 'approveAfterSale', { id }),
      APPROVE_REPLENISHMENT: (id, as) => viaGraphQL(staff(as), 'approveAfterSale', { id }),
      REJECT: (id, as) => viaGraphQL(staff(as), 'rejectAfterSale', { id, reason: 'Not covered' }),
      REQUEST_PROOF: (id, as) => viaGraphQL(staff(as), 'requestAfterSaleProof', { id, note: 'A photo please' }),
      ADD_PROOF: (id, as) => viaRest(owner(as), '/after-sale/proof', { id }),
      CANCEL: (id, as) => viaGraphQL(owner(as), 'cancelAfterSale', { id }),
      RESUBMIT: resubmit('RETURN_AND_REFUND'),
      RESUBMIT_REPLENISHMENT: resubmit('REPLENISHMENT'),
      SHIP_RETURN: (id, as) =>
        viaGraphQL(owner(as), 'shipAfterSaleReturn', { id, carrier: 'SF', waybillNumber: 'SF123456789012' }),
      // The deadline job's handler.
      CLOSE_UNSHIPPED: (id, as) =>
        as === 'other'
          ? systemEventByUser(AfterSaleAction.CLOSE_UNSHIPPED, id)
          : changesState(id, () => afterSales.closeUnshipped(Number(id))),
      RECEIVE_RETURN: (id, as) => viaGraphQL(staff(as), 'receiveAfterSaleReturn', { id, goodsFine: false }),
      ISSUE_REFUND: (id, as) => viaGraphQL(staff(as), 'issueAfterSaleRefund', { id }),
      // What the refund port's onSettled listener fires when the money is back.
      SETTLE_REFUND: (id, as) =>
        as === 'other'
          ? systemEventByUser(AfterSaleAction.SETTLE_REFUND, id)
          : viaService(() =>
              inTransaction(async (em) =>
                flow.fire(em, await em.findOneOrFail(AfterSaleRequest, Number(id)), AfterSaleAction.SETTLE_REFUND, {
                  actor: systemActor,
                }),
              ),
            ),
      SHIP_REPLACEMENT: (id, as) =>
        viaGraphQL(staff(as), 'shipAfterSaleReplacement', { id, carrier: 'JD', waybillNumber: 'JD0012345678901' }),
      CONFIRM_REPLACEMENT: (id, as) => viaGraphQL(owner(as), 'confirmAfterSaleReplacement', { id }),
    };

    const statuses = Object.values(AfterSaleStatus);
    const outcomes = await walkFlow(flow, statuses, {
      arrange: async (status, event) => {
        const request = await apply(server, buyer, {
          order_id: order.id,
          type: typeFor[event],
          reason: 'OTHER',
          lines: [{ order_line_id: lineId, quantity: 1 }],
        });
        const due = new Date(clock.now().getTime() - 1000);
        await server.app.orm.em
          .fork()
          .nativeUpdate(AfterSaleRequest, { id: Number(request.id) }, { status, returnDeadlineAt: due });
        return request.id;
      },
      fire: (event, id, as) => fire[event](id, as),
      stateOf: statusOf,
    });
    expect(outcomes).toHaveLength(afterSaleTransitions.length * (statuses.length + 1));
    // 16 events x 15 arrangements, each a request applied for through the façade: slower than the default allows.
  }, 300_000);
});
