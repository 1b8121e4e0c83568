import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Address } from '../src/modules/addresses/addresses.entities.js';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { Order, OrderLine } from '../src/modules/orders/orders.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, newKey, placeOrderMutation, setPart, stockOf } from './order-steps.js';

const BUYERS = 50;
const LAST_UNITS = 10;

describe.each(databaseKinds)('stock race on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 20 });
  });
  afterAll(() => server.close());

  it(`sells exactly ${LAST_UNITS} units to ${BUYERS} buyers racing for the last ${LAST_UNITS}`, async () => {
    const product = await server.app.orm.em
      .fork()
      .findOneOrFail(Product, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
    await setPart(server, product.id, { stock: LAST_UNITS, priceBreaks: [{ minQty: 1, unitPriceMilli: 12_345 }] });
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => createUser(server)));
    const em = server.app.orm.em.fork();
    const addresses = buyers.map((buyer) =>
      em.create(Address, {
        user: buyer.id,
        consignee: 'Racer',
        areaCode: '86',
        phone: '13800138000',
        country: 'CN',
        province: '广东省',
        city: '深圳市',
        district: null,
        postalCode: null,
        detail: '深南大道1号',
        label: null,
        isDefault: true,
        createdAt: clock.now(),
      }),
    );
    await em.flush();

    const answers = await Promise.all(
      buyers.map((buyer, index) =>
        server.graphql(
          placeOrderMutation,
          {
            input: {
              idempotencyKey: newKey(),
              source: { productId: String(product.id), quantity: 1 },
              deliveryMethod: 'EXPRESS',
              addressId: String(addresses[index]!.id),
            },
          },
          buyer.headers,
        ),
      ),
    );

    const placed = answers.filter((answer) => answer.data?.placeOrder?.order);
    const refused = answers.flatMap((answer) => answer.data?.placeOrder?.userErrors ?? []);
    expect(answers.every((answer) => answer.errors === undefined)).toBe(true);
    expect(placed).toHaveLength(LAST_UNITS);
    expect(refused).toHaveLength(BUYERS - LAST_UNITS);
    for (const error of refused) expect(['PRODUCT_SOLD_OUT', 'ONLY_N_LEFT']).toContain(error.code);
    expect(await stockOf(server, product.id)).toBe(0);
    const check = server.app.orm.em.fork();
    expect(await check.count(Order, {})).toBe(LAST_UNITS);
    const sold = await check.find(OrderLine, { product: product.id });
    expect(sold.reduce((total, line) => total + line.quantity, 0)).toBe(LAST_UNITS);
  });
});
