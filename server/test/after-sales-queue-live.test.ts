import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { afterSaleMultipart, apply, move, proofImage, receivedOrder } from './after-sale-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, setPart, type TestUser } from './order-steps.js';

type Change = { id: string; serviceNumber: string; status: string };
interface Received {
  data?: { afterSaleQueueChanged: Change } | null;
  errors?: { extensions?: { code?: string } }[];
}

describe.each(databaseKinds)("staff's live after-sales queue on %s", (database) => {
  const clock = new ManualClock();
  let server: TestServer;
  let sales: TestUser;
  let part: number;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 5 });
    sales = await createUser(server, { roles: ['sales'] });
    const [product] = await server.app.orm.em.fork().find(Product, {}, { orderBy: { id: 'asc' }, limit: 1 });
    part = product!.id;
    await setPart(server, part, { stock: 1000, priceBreaks: [{ minQty: 1, unitPriceMilli: 50_000 }] });
  });
  afterAll(() => server.close());

  /** A websocket subscription to the staff queue; what it received, and how it ended (a refusal is an error). */
  const subscribe = (token: string | undefined) => {
    const client = createClient({
      url: server.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: token ? { 'user-token': token } : {},
      retryAttempts: 0,
    });
    const received: Received[] = [];
    client.subscribe<Received['data']>(
      { query: 'subscription { afterSaleQueueChanged { id serviceNumber status } }' },
      {
        next: (result) => received.push(result as Received),
        error: (error) => received.push({ errors: [{ extensions: { code: String(error) } }] }),
        complete: () => undefined,
      },
    );
    const statuses = (id: string) =>
      received.filter((r) => r.data?.afterSaleQueueChanged.id === id).map((r) => r.data!.afterSaleQueueChanged.status);
    return { client, received, statuses };
  };

  it("tells staff of every buyer's step on any request; a shopper's or a visitor's subscription is refused", async () => {
    const support = await createUser(server, { roles: ['support'] });
    const buyer = await createUser(server, { balanceFen: 100_000 });
    const shopper = await createUser(server);
    const staff = subscribe(support.headers['user-token']);
    const notStaff = subscribe(shopper.headers['user-token']);
    const visitor = subscribe(undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const order = await receivedOrder(server, clock, buyer, sales, [{ productId: part, quantity: 3 }]);
    const line = order.lines[0]!.id;
    const exchange = await apply(server, buyer, {
      order_id: order.id,
      type: 'EXCHANGE',
      reason: 'DAMAGED',
      lines: [{ order_line_id: line, quantity: 1 }],
    });
    await expect.poll(() => staff.statuses(exchange.id)).toEqual(['UNDER_REVIEW']);
    expect(staff.received[0]!.data!.afterSaleQueueChanged.serviceNumber).toBe(exchange.service_number);

    // Asked for proof, the buyer adds it: the request stays where it is, staff still hear of both.
    await move(server, sales, 'requestAfterSaleProof', { id: exchange.id, note: 'A photo of the label' });
    const proof = await afterSaleMultipart(server, '/after-sale/proof', buyer.headers, { id: exchange.id }, [
      await proofImage(),
    ]);
    expect(proof.code).toBe(1);
    await expect.poll(() => staff.statuses(exchange.id)).toEqual(['UNDER_REVIEW', 'UNDER_REVIEW', 'UNDER_REVIEW']);

    await move(server, sales, 'approveAfterSale', { id: exchange.id });
    const shipped = await move(server, buyer, 'shipAfterSaleReturn', {
      id: exchange.id,
      carrier: 'SF',
      waybillNumber: 'SF123456789012',
    });
    expect(shipped.userErrors).toEqual([]);
    await expect.poll(() => staff.statuses(exchange.id).slice(3)).toEqual(['TO_BE_RETURNED', 'RETURN_SHIPPED']);

    const refund = await apply(server, buyer, {
      order_id: order.id,
      type: 'REFUND_ONLY',
      reason: 'QUALITY',
      lines: [{ order_line_id: line, quantity: 1 }],
    });
    expect((await move(server, buyer, 'cancelAfterSale', { id: refund.id })).userErrors).toEqual([]);
    await expect.poll(() => staff.statuses(refund.id)).toEqual(['UNDER_REVIEW', 'CANCELLED']);

    expect(staff.received.every((result) => result.errors === undefined)).toBe(true);
    // Refused before any stream starts: one error answer each, and no change ever.
    const codesOf = (subscription: typeof staff) =>
      subscription.received.map((result) => (result.data ? 'DATA' : result.errors?.[0]?.extensions?.code));
    expect(codesOf(notStaff)).toEqual(['FORBIDDEN']);
    expect(codesOf(visitor)).toEqual(['UNAUTHENTICATED']);
    for (const subscription of [staff, notStaff, visitor]) await subscription.client.dispose();
  });
});
