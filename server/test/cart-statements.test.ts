import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, insertAddresses, newKey, setPart, type TestUser } from './order-steps.js';

/** The SQL of a statement as MikroORM logs it (`[query] select ... [took 1 ms, 2 results]`). */
const sqlOf = (logged: string) =>
  logged
    .replace(/^\[query\]\s*/, '')
    .replace(/\s*\[took [^\]]*\]\s*$/, '')
    .trim();

/** The fields the web client's cart page asks for after each change (CartView_cart). */
const CART = `cart { lineCount selectedSubtotalFen selectedCount lines { id selected quantity unitPriceMilli lineTotalFen
  product { id mpn manufacturer { name } } priceBreak { minQty } problem { code } } }`;
const ERRORS = 'userErrors { code message field lineIds }';
const addToCart = `mutation($input: AddToCartInput!) { addToCart(input: $input) { cartLine { id } ${CART} ${ERRORS} } }`;
const updateCartLine = `mutation($input: UpdateCartLineInput!) {
  updateCartLine(input: $input) { cartLine { id quantity } ${CART} ${ERRORS} }
}`;
const removeCartLines = `mutation($input: RemoveCartLinesInput!) {
  removeCartLines(input: $input) { removedCount ${CART} ${ERRORS} }
}`;
/** What the web client shows of a placed order (its confirmation and detail pages). */
const ORDER = `id number status displayStatus kind createdAt expiresAt itemsFen memberDiscountFen couponDeductionFen
  pointsDeductionFen payableFen freightFen couponTitle pointsSpent paidFen paymentMethod remark invoiceType deliveryMethod
  pickup { pointId } availableActions lines { id productId mpn brandName quantity unitPriceMilli lineTotalFen }
  address { consignee city detail } events { kind action toStatus at }`;
const placeOrder = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { ${ORDER} } ${ERRORS} } }`;

const isWrite = (sql: string) => /^\s*(insert|update|delete)\b/i.test(sql);
const isTransaction = (sql: string) => /^\s*(begin|start transaction|commit|rollback|savepoint)\b/i.test(sql);

/**
 * How many SQL statements the cart's writes and placing an order issue, pinned so that a change that adds a query
 * to these hot paths shows up here (the session lookup of the signed-in request included).
 */
describe.each(databaseKinds)('statements of the cart and of placing an order on %s', (database) => {
  let server: TestServer;
  const statements: string[] = [];
  let parts: number[];

  beforeAll(async () => {
    server = await startTestServer({ database, parts: 60, onQuery: (sql) => statements.push(sqlOf(sql)) });
    const products = await server.app.orm.em.fork().find(Product, {}, { orderBy: { id: 'asc' }, limit: 4 });
    parts = products.map((product) => product.id);
    for (const id of parts) {
      await setPart(server, id, {
        stock: 100_000,
        priceBreaks: [
          { minQty: 1, unitPriceMilli: 1_000 },
          { minQty: 10, unitPriceMilli: 900 },
        ],
      });
    }
  });
  afterAll(() => server.close());

  /** One call as `user`: its answer's payload and the statements it issued. */
  async function call(user: TestUser, query: string, field: string, input: Record<string, unknown>) {
    statements.length = 0;
    const result = await server.graphql(query, { input }, user.headers);
    expect(result.errors).toBeUndefined();
    expect(result.data[field].userErrors).toEqual([]);
    return { payload: result.data[field], statements: [...statements] };
  }

  it('adds, changes and removes a line in a handful of statements, one write each and no transaction', async () => {
    const buyer = await createUser(server);
    for (const productId of parts.slice(0, 2)) {
      await call(buyer, addToCart, 'addToCart', { productId: String(productId), quantity: 1 });
    }

    const added = await call(buyer, addToCart, 'addToCart', { productId: String(parts[2]), quantity: 1 });
    expect(added.payload.cart.lineCount).toBe(3);
    expect(added.payload.cart.lines[0]).toMatchObject({ id: added.payload.cartLine.id, quantity: 1 });
    expect(added.payload.cart.selectedSubtotalFen).toBe(30);
    // The session, the cart's lines, the part, the INSERT, the other lines' parts.
    expect(added.statements).toHaveLength(5);
    expect(added.statements.filter(isWrite)).toHaveLength(1);
    expect(added.statements.filter(isTransaction)).toEqual([]);

    const grown = await call(buyer, addToCart, 'addToCart', { productId: String(parts[2]), quantity: 9 });
    expect(grown.payload.cart.lines[0]).toMatchObject({ id: added.payload.cartLine.id, quantity: 10 });
    expect(grown.payload.cart.selectedSubtotalFen).toBe(20 + 90);
    expect(grown.statements).toHaveLength(5);
    expect(grown.statements.filter(isWrite)).toHaveLength(1);

    const lineId = added.payload.cartLine.id;
    const updated = await call(buyer, updateCartLine, 'updateCartLine', { lineId, quantity: 20 });
    expect(updated.payload.cartLine).toEqual({ id: lineId, quantity: 20 });
    expect(updated.payload.cart.selectedSubtotalFen).toBe(20 + 180);
    expect(updated.statements).toHaveLength(5);
    expect(updated.statements.filter(isWrite)).toHaveLength(1);
    expect(updated.statements.filter(isTransaction)).toEqual([]);

    const removed = await call(buyer, removeCartLines, 'removeCartLines', { lineIds: [lineId] });
    expect(removed.payload.removedCount).toBe(1);
    expect(removed.payload.cart.lineCount).toBe(2);
    expect(removed.payload.cart.selectedSubtotalFen).toBe(20);
    // The session, the cart's lines, the DELETE, the parts of the lines left.
    expect(removed.statements).toHaveLength(4);
    expect(removed.statements.filter(isWrite)).toHaveLength(1);
    expect(removed.statements.filter(isTransaction)).toEqual([]);

    // What the answers said is what the cart holds.
    const cart = await server.graphql(`{ myCart { lines { id quantity } selectedSubtotalFen } }`, {}, buyer.headers);
    expect(cart.data.myCart).toEqual({
      lines: removed.payload.cart.lines.map((line: { id: string; quantity: number }) => ({
        id: line.id,
        quantity: line.quantity,
      })),
      selectedSubtotalFen: 20,
    });
  });

  it('places an order from a two-line cart in 17 statements (18 on MariaDB), answering what a read gives', async () => {
    const buyer = await createUser(server);
    const [addressId] = await insertAddresses(server, [buyer.id], 'Statements', new Date());
    for (const productId of parts.slice(0, 2)) {
      await call(buyer, addToCart, 'addToCart', { productId: String(productId), quantity: 2 });
    }
    const placed = await call(buyer, placeOrder, 'placeOrder', {
      idempotencyKey: newKey(),
      deliveryMethod: 'EXPRESS',
      addressId: String(addressId),
    });
    expect(placed.payload.order.lines).toHaveLength(2);
    const productWrites = placed.statements.filter((sql) => /^\s*update\s+`?product`?\s/i.test(sql));
    // One conditional stock UPDATE of both parts; the order's flush once rewrote every column of both parts too.
    expect(productWrites).toHaveLength(1);
    expect(productWrites[0]).toMatch(/stock >= case `id` when \? then \? when \? then \? end/);
    // The session; the key's order and the submit interval in one read; the address; the cart's lines and parts;
    // membership; coupons (no points asked for: none read). begin, the order, the stock (MariaDB: locked read, then
    // UPDATE), the cart lines deleted, the order's lines, the stock ledger, its PLACE event, commit. After the
    // commit, the watchers of both parts at once and the expiry job (the scheduler's timer fires before it is due:
    // no read of the earliest job). The answer is built from what was written: no read of it. It was 30.
    expect(placed.statements.filter((sql) => /from `points_/.test(sql))).toEqual([]);
    expect(placed.statements.filter((sql) => /from `shop_order`/.test(sql))).toHaveLength(1);
    expect(placed.statements.filter((sql) => /from `watched_part`/.test(sql))).toHaveLength(1);
    expect(placed.statements).toHaveLength(database === 'sqlite' ? 17 : 18);

    // What a later read of the order gives is what placing it answered.
    const read = await server.graphql(
      `query($id: ID!) { order(id: $id) { ${ORDER} } }`,
      { id: placed.payload.order.id },
      buyer.headers,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data.order).toEqual(placed.payload.order);
  });
});
