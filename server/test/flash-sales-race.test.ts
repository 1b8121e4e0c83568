import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlashSaleItem, FlashSaleOrder, FlashSalePurchase } from '../src/modules/flash-sales/flash-sales.entities.js';
import { errorCatalogue } from '../src/platform/errors/index.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import {
  buy,
  buyMutation,
  codeOf,
  createSession,
  saleParts,
  sessionQuery,
  withAddresses,
} from './flash-sales-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, newKey, stockOf, type TestUser } from './order-steps.js';

const BUYERS = 80;
const UNITS = 10;

/**
 * Many buyers press "buy" at the same moment: the sale's units and each buyer's limit change by conditional UPDATEs
 * inside the order's transaction, so exactly the sale's stock is sold, never more, and nobody holds more than the
 * limit, on SQLite and on MariaDB with its row locks.
 */
describe.each(databaseKinds)('flash-sale bursts on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock(new Date('2026-03-03T10:00:00.000Z'));
  let admin: TestUser;
  let buyers: [TestUser, string][];

  beforeAll(async () => {
    server = await startTestServer({
      database,
      clock,
      parts: 20,
      // The burst is the subject here, not the gate: let every buyer in.
      settings: { CROWD_GATE_MAX_IN_FLIGHT: '8', CROWD_GATE_MAX_QUEUED: '1000', CROWD_GATE_MAX_WAIT_MS: '60000' },
    });
    admin = await createUser(server, { roles: ['admin'] });
    const users: TestUser[] = [];
    for (let i = 0; i < BUYERS; i++) users.push(await createUser(server));
    buyers = await withAddresses(server, users, clock.now());
  }, 180_000);
  afterAll(() => server.close());

  const rows = () => server.app.orm.em.fork();

  it(`sells exactly ${UNITS} units to ${BUYERS} buyers pressing at once, one each`, async () => {
    const [part] = await saleParts(server, [1000]);
    const stockBefore = await stockOf(server, part!);
    const created = await createSession(server, admin, {
      startsAt: clock.now(),
      endsAt: new Date(clock.now().getTime() + 3600_000),
      items: [{ productId: part!, stock: UNITS, perUserLimit: 1 }],
    });
    const itemId = created.items[0].id;
    const answers = await Promise.all(buyers.map(([user, address]) => buy(server, user, address, itemId)));
    const codes = answers.map(codeOf);
    expect(codes.filter((code) => code === 'OK')).toHaveLength(UNITS);
    expect([...new Set(codes.filter((code) => code !== 'OK'))]).toEqual(['FLASH_SALE_SOLD_OUT']);

    const em = rows();
    const item = await em.findOneOrFail(FlashSaleItem, Number(itemId));
    expect(item.sold).toBe(UNITS);
    expect(await em.count(FlashSaleOrder, { item: item.id })).toBe(UNITS);
    const purchases = await em.find(FlashSalePurchase, { item: item.id });
    expect(purchases.reduce((sum, row) => sum + row.bought, 0)).toBe(UNITS);
    expect(purchases.every((row) => row.bought <= 1)).toBe(true);
    expect(await stockOf(server, part!)).toBe(stockBefore - UNITS);
  }, 120_000);

  it("holds one buyer's many tabs to the per-buyer limit", async () => {
    const [part] = await saleParts(server, [1000]);
    const created = await createSession(server, admin, {
      startsAt: clock.now(),
      endsAt: new Date(clock.now().getTime() + 3600_000),
      items: [{ productId: part!, stock: 50, perUserLimit: 3 }],
    });
    const [user, address] = buyers[0]!;
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => buy(server, user, address, created.items[0].id, { key: newKey() })),
    );
    const codes = answers.map(codeOf);
    // Some tabs may be told they click too fast (the orders' submit interval); none gets past the limit.
    expect(codes.filter((code) => code === 'OK').length).toBeLessThanOrEqual(3);
    expect(codes.filter((code) => code === 'OK').length).toBeGreaterThanOrEqual(1);
    expect(codes.every((code) => ['OK', 'FLASH_SALE_LIMIT_REACHED', 'ORDER_SUBMITTED_ALREADY'].includes(code))).toBe(
      true,
    );
    const purchase = await rows().findOneOrFail(FlashSalePurchase, {
      item: Number(created.items[0].id),
      user: user.id,
    });
    expect(purchase.bought).toBe(codes.filter((code) => code === 'OK').length);
  }, 120_000);
  it('answers a buy of an item sold out here at once, without a turn of the gate, until a unit comes back', async () => {
    const [part] = await saleParts(server, [1000]);
    const created = await createSession(server, admin, {
      startsAt: clock.now(),
      endsAt: new Date(clock.now().getTime() + 3600_000),
      items: [{ productId: part!, stock: 1, perUserLimit: 1 }],
    });
    const itemId = created.items[0].id;
    const [[first, firstAddress], [second, secondAddress], [third, thirdAddress]] = buyers as [
      [TestUser, string],
      [TestUser, string],
      [TestUser, string],
    ];
    const sold = await buy(server, first, firstAddress, itemId);
    expect(sold.userErrors).toEqual([]);

    // Every turn of the gate is taken: a buy that went to the gate would wait there until the turns are given back.
    const gate = server.app.services.flashSales.crowdGate;
    const releases: (() => void)[] = [];
    const held = Array.from({ length: 8 }, () =>
      gate.run(() => new Promise<void>((resolve) => releases.push(resolve))),
    );
    const before = gate.counts();
    expect(before.inFlight).toBe(8);
    expect(await buy(server, second, secondAddress, itemId)).toEqual({
      order: null,
      userErrors: [{ code: 'FLASH_SALE_SOLD_OUT', message: 'Sold out', field: null, retryAfterSeconds: null }],
    });
    const viaRest = await server.request('POST', '/api/activity/flash-sale/buy', {
      body: JSON.stringify({ itemId, idempotencyKey: newKey(), deliveryMethod: 'express', addressId: secondAddress }),
      headers: { 'content-type': 'application/json', lang: 'en-US', ...second.headers },
    });
    expect(viaRest.status).toBe(200);
    expect(await viaRest.json()).toEqual({
      code: errorCatalogue.FLASH_SALE_SOLD_OUT.restCode,
      msg: 'Sold out',
      data: null,
    });
    expect(gate.counts()).toEqual(before);
    for (const release of releases) release();
    await Promise.all(held);

    // The buyer cancels the unpaid order: the unit comes back, and the next buy goes to the database and gets it.
    const cancelled = await server.graphql(
      'mutation C($input: CancelOrderInput!) { cancelOrder(input: $input) { userErrors { code } } }',
      { input: { id: sold.order.id, reason: 'changed my mind' } },
      first.headers,
    );
    expect(cancelled.data.cancelOrder.userErrors).toEqual([]);
    expect(codeOf(await buy(server, third, thirdAddress, itemId))).toBe('OK');
  }, 120_000);
});

describe('the crowd gate in front of the buy', () => {
  let server: TestServer;
  const clock = new ManualClock(new Date('2026-03-03T10:00:00.000Z'));

  beforeAll(async () => {
    server = await startTestServer({
      database: 'sqlite',
      clock,
      parts: 20,
      settings: { CROWD_GATE_MAX_IN_FLIGHT: '1', CROWD_GATE_MAX_QUEUED: '0', CROWD_GATE_MAX_WAIT_MS: '1000' },
    });
  }, 120_000);
  afterAll(() => server.close());

  it('answers "server too crowded" (HTTP 503, Retry-After) to buys while the gate is full, other calls pass, never a 500', async () => {
    const admin = await createUser(server, { roles: ['admin'] });
    const users: TestUser[] = [];
    for (let i = 0; i < 30; i++) users.push(await createUser(server));
    const buyers = await withAddresses(server, users, clock.now());
    const [part] = await saleParts(server, [1000]);
    const created = await createSession(server, admin, {
      startsAt: clock.now(),
      endsAt: new Date(clock.now().getTime() + 3600_000),
      items: [{ productId: part!, stock: 100, perUserLimit: 1 }],
    });
    const itemId = created.items[0].id;
    const restBuy = async ([user, address]: [TestUser, string]) => {
      const response = await server.request('POST', '/api/activity/flash-sale/buy', {
        body: JSON.stringify({ itemId, idempotencyKey: newKey(), deliveryMethod: 'express', addressId: address }),
        headers: { 'content-type': 'application/json', lang: 'en-US', ...user.headers },
      });
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: (await response.json()) as { code: number; msg: string },
      };
    };

    // The one turn is taken (a buy that has not finished): every other buy is turned away at once.
    const gate = server.app.services.flashSales.crowdGate;
    let release!: () => void;
    const held = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    const turnedAway = await Promise.all(buyers.slice(0, 3).map(restBuy));
    expect(turnedAway).toEqual(
      Array.from({ length: 3 }, () => ({
        status: 503,
        retryAfter: '1',
        body: {
          code: errorCatalogue.SERVER_BUSY.restCode,
          msg: 'The server is too crowded or busy, please try again later',
          data: null,
        },
      })),
    );
    const [graphqlBuyer, graphqlAddress] = buyers[3]!;
    const viaGraphql = await server.graphql(
      buyMutation,
      {
        input: { itemId, idempotencyKey: newKey(), deliveryMethod: 'EXPRESS', addressId: graphqlAddress },
      },
      { ...graphqlBuyer.headers, lang: 'en-US' },
    );
    expect(viaGraphql).toMatchObject({
      status: 503,
      errors: [
        {
          message: 'The server is too crowded or busy, please try again later',
          extensions: { code: 'RATE_LIMITED', reason: 'SERVER_BUSY' },
        },
      ],
    });
    // Other calls pass by the full gate.
    expect((await server.graphql(sessionQuery, { id: created.id })).data.flashSaleSession.id).toBe(created.id);
    release();
    await held;
    expect((await restBuy(buyers[4]!)).body.code).toBe(1);

    // A real burst: whatever the gate cannot take is told so, the rest are sold; nothing answers 500.
    const responses = await Promise.all(buyers.slice(5).map(restBuy));
    const busy = responses.filter((response) => response.status === 503);
    const sold = responses.filter((response) => response.status === 200 && response.body.code === 1);
    expect(busy.length + sold.length).toBe(responses.length);
    expect(busy.every((response) => response.body.code === errorCatalogue.SERVER_BUSY.restCode)).toBe(true);
    const item = await server.app.orm.em.fork().findOneOrFail(FlashSaleItem, Number(itemId));
    expect(item.sold).toBe(sold.length + 1);
  }, 120_000);
});
