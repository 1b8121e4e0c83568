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

  it('filters and pages the list by label and by tab exactly as each order is labelled, and counts the tabs', async () => {
    const list = (args: string) =>
      gql(server, buyer, `{ myOrders(first: 100${args}) { totalCount edges { node { id displayStatus } } } }`).then(
        (answer) =>
          answer.data.myOrders as { totalCount: number; edges: { node: { id: string; displayStatus: string } }[] },
      );
    // Orders standing at the labels the tests above only passed through, two of some for paging.
    await orderIn(OrderStatus.PENDING_PLATFORM_RECEIPT);
    await paidOrder(server, clock, buyer, [{ productId, quantity: 1 }]);
    await paidOrder(server, clock, buyer, [{ productId, quantity: 1 }]);
    await orderIn(OrderStatus.SHIPPED);
    const tracked = await orderIn(OrderStatus.SHIPPED);
    await staffDoes('AddLogisticsEventInput!) { addLogisticsEvent(input: $input)', {
      id: tracked,
      description: 'Left the Shenzhen hub',
    });
    await orderIn(OrderStatus.PENDING_REVIEW);
    const all = (await list('')).edges.map((edge) => edge.node);
    expect(new Set(all.map((order) => order.displayStatus)).size).toBe(Object.values(OrderDisplayStatus).length);
    const idsShowing = (labels: readonly string[]) =>
      all.filter((order) => labels.includes(order.displayStatus)).map((order) => order.id);

    for (const label of Object.values(OrderDisplayStatus)) {
      const filtered = await list(`, displayStatuses: [${label}]`);
      expect({ label, ids: filtered.edges.map((edge) => edge.node.id) }).toEqual({ label, ids: idsShowing([label]) });
      expect(filtered.totalCount).toBe(idsShowing([label]).length);
    }
    const countsAnswer = await gql(
      server,
      buyer,
      '{ orderTabCounts { all pendingPayment pendingShipment pendingReceipt pendingReview inProgress completed closed } }',
    );
    expect(countsAnswer.errors).toBeUndefined();
    const counts = countsAnswer.data.orderTabCounts as Record<string, number>;
    const tabs = {
      ALL: ['all', Object.values(OrderDisplayStatus)],
      PENDING_PAYMENT: [
        'pendingPayment',
        ['TO_BE_SUBMITTED', 'PENDING_APPROVAL', 'PENDING_PAYMENT', 'PENDING_PLATFORM_RECEIPT'],
      ],
      PENDING_SHIPMENT: ['pendingShipment', ['PAID', 'PENDING_SHIPMENT']],
      PENDING_RECEIPT: ['pendingReceipt', ['SHIPPED', 'PENDING_RECEIPT']],
      PENDING_REVIEW: ['pendingReview', ['PENDING_REVIEW']],
      IN_PROGRESS: ['inProgress', ['IN_PROGRESS']],
      COMPLETED: ['completed', ['REVIEWED', 'COMPLETED']],
      CLOSED: ['closed', ['CANCELLED', 'CLOSED']],
    } as const;
    for (const [tab, [count, labels]] of Object.entries(tabs)) {
      const inTab = await list(`, tab: ${tab}`);
      expect({ tab, ids: inTab.edges.map((edge) => edge.node.id) }).toEqual({ tab, ids: idsShowing(labels) });
      expect({ tab, count: counts[count] }).toEqual({ tab, count: idsShowing(labels).length });
    }

    // Paged: two labels' orders one at a time, newest first, end to end.
    const labels = '[PENDING_SHIPMENT, PENDING_REVIEW]';
    const paged: string[] = [];
    let after: string | null = null;
    do {
      const answer = await gql(
        server,
        buyer,
        'query($after: String) { myOrders(first: 1, after: $after, displayStatuses: ' +
          labels +
          ') { totalCount pageInfo { hasNextPage endCursor } edges { node { id } } } }',
        { after },
      );
      const page = answer.data.myOrders;
      expect(page.totalCount).toBe(idsShowing(['PENDING_SHIPMENT', 'PENDING_REVIEW']).length);
      paged.push(...page.edges.map((edge: { node: { id: string } }) => edge.node.id));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(paged).toEqual(idsShowing(['PENDING_SHIPMENT', 'PENDING_REVIEW']));
    expect(paged.length).toBeGreaterThan(1);
  });
});
