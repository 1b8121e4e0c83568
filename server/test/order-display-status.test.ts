import type { EntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order, OrderStatus, type DeliveryMethod } from '../src/modules/orders/orders.entities.js';
import { OrderDisplayStatus } from '../src/modules/orders/order-display-status.js';
import { OrderAction } from '../src/modules/orders/orders.states.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { apply, ERRORS, gql, paidOrder, receivedOrder } from './after-sale-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, setPart, type TestUser } from './order-steps.js';

const displayStatusQuery = 'query Order($id: ID!) { order(id: $id) { status displayStatus } }';

describe.each(databaseKinds)('the order labels of spec §4 on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  let buyer: TestUser;
  let sales: TestUser;
  let productId: number;
  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 5 });
    buyer = await createUser(server, { balanceFen: 10_000_000 });
    sales = await createUser(server, { roles: ['sales'] });
    const products = await server.graphql('{ products(first: 1) { edges { node { id } } } }');
    productId = Number(products.data.products.edges[0].node.id);
    await setPart(server, productId, { stock: 1000, priceBreaks: [{ minQty: 1, unitPriceMilli: 10_000 }] });
  });
  afterAll(() => server.close());

  const inTransaction = <T>(work: (em: EntityManager) => Promise<T>) => server.app.orm.em.fork().transactional(work);
  /** Every label the buyer has been shown here; the last test wants all fourteen. */
  const reached = new Set<OrderDisplayStatus>();
  const displayOf = async (orderId: string) => {
    const answer = await gql(server, buyer, displayStatusQuery, { id: orderId });
    reached.add(answer.data.order.displayStatus);
    return answer.data.order.displayStatus as OrderDisplayStatus;
  };
  const staffDoes = async (mutation: string, input: Record<string, unknown>) => {
    const answer = await gql(server, sales, `mutation($input: ${mutation} { ${ERRORS} } }`, { input });
    expect(Object.values(answer.data as Record<string, { userErrors: unknown[] }>)[0]!.userErrors).toEqual([]);
  };
  /** An order whose state is set straight in the database: the states of the flow are walked in orders.test.ts. */
  const orderIn = async (status: OrderStatus, deliveryMethod?: DeliveryMethod) => {
    const order = await paidOrder(server, clock, buyer, [{ productId, quantity: 1 }]);
    await server.app.orm.em
      .fork()
      .nativeUpdate(Order, { id: Number(order.id) }, { status, ...(deliveryMethod && { deliveryMethod }) });
    return order.id;
  };

  it('walks an order through shipped, to be received, to be reviewed, in progress and reviewed', async () => {
    const order = await paidOrder(server, clock, buyer, [{ productId, quantity: 2 }]);
    expect(await displayOf(order.id)).toBe(OrderDisplayStatus.PENDING_SHIPMENT);

    await staffDoes('ShipOrderInput!) { shipOrder(input: $input)', {
      id: order.id,
      carrier: 'SF Express',
      waybillNumber: `SF${order.id}00000001`,
    });
    expect(await displayOf(order.id)).toBe(OrderDisplayStatus.SHIPPED);
    await staffDoes('AddLogisticsEventInput!) { addLogisticsEvent(input: $input)', {
      id: order.id,
      description: 'Left the Shenzhen hub',
    });
    expect(await displayOf(order.id)).toBe(OrderDisplayStatus.PENDING_RECEIPT);

    await gql(server, buyer, `mutation($input: OrderIdInput!) { confirmReceipt(input: $input) { ${ERRORS} } }`, {
      input: { id: order.id },
    });
    expect(await displayOf(order.id)).toBe(OrderDisplayStatus.PENDING_REVIEW);

    const request = await apply(server, buyer, {
      order_id: order.id,
      type: 'REFUND_ONLY',
      reason: 'DAMAGED',
      lines: [{ order_line_id: order.lines[0]!.id, quantity: 1 }],
    });
    expect(await displayOf(order.id)).toBe(OrderDisplayStatus.IN_PROGRESS);
    const withdrawn = await gql(
      server,
      buyer,
      `mutation($input: AfterSaleIdInput!) { cancelAfterSale(input: $input) { ${ERRORS} } }`,
      { input: { id: request.id } },
    );
    expect(withdrawn.data.cancelAfterSale.userErrors).toEqual([]);
    expect(await displayOf(order.id)).toBe(OrderDisplayStatus.PENDING_REVIEW);

    // The reviews module fires REVIEW when the buyer's review is stored.
    await inTransaction((em) =>
      server.app.services.orders.transition(em, Number(order.id), OrderAction.REVIEW, { actorId: buyer.id }),
    );
    expect(await displayOf(order.id)).toEqual(OrderDisplayStatus.REVIEWED);
  });

  it('asks for the transfer proof again after a rejected remittance: to be submitted', async () => {
    const id = await orderIn(OrderStatus.PENDING_PAYMENT);
    await inTransaction((em) => server.app.services.orders.holdForRemittance(em, Number(id), buyer.id));
    expect(await displayOf(id)).toBe(OrderDisplayStatus.PENDING_PLATFORM_RECEIPT);
    await inTransaction((em) =>
      server.app.services.orders.reopenAfterRejectedRemittance(em, Number(id), sales.id, 'no money arrived'),
    );
    expect(await displayOf(id)).toBe(OrderDisplayStatus.TO_BE_SUBMITTED);
  });

  it('shows a paid store-pickup order as paid, and every other state as its own label', async () => {
    expect(await displayOf(await orderIn(OrderStatus.PENDING_SHIPMENT, 'pickup'))).toBe(OrderDisplayStatus.PAID);
    for (const status of [
      OrderStatus.PENDING_APPROVAL,
      OrderStatus.PENDING_PAYMENT,
      OrderStatus.COMPLETED,
      OrderStatus.CANCELLED,
      OrderStatus.CLOSED,
    ]) {
      expect(await displayOf(await orderIn(status))).toBe(status);
    }
  });

  it('lists the label with each order and has reached every label of spec §4', async () => {
    const order = await receivedOrder(server, clock, buyer, sales, [{ productId, quantity: 1 }]);
    await apply(server, buyer, {
      order_id: order.id,
      type: 'REFUND_ONLY',
      reason: 'DAMAGED',
      lines: [{ order_line_id: order.lines[0]!.id, quantity: 1 }],
    });
    const list = await gql(server, buyer, '{ myOrders(first: 1) { edges { node { id displayStatus } } } }');
    expect(list.data.myOrders.edges[0].node).toEqual({ id: order.id, displayStatus: OrderDisplayStatus.IN_PROGRESS });
    expect([...reached].sort()).toEqual(Object.values(OrderDisplayStatus).sort());
  });
});
