import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartLine } from '../src/modules/cart/cart.entities.js';
import { Product, ProductStatus, type PriceBreak } from '../src/modules/catalog/catalog.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const LINE_FIELDS = `id quantity selected unitPriceMilli lineTotalFen priceBreak { minQty unitPriceMilli }
  product { id mpn } problem { code message }`;
const CART_FIELDS = `lineCount selectedSubtotalFen selectedCount lines { ${LINE_FIELDS} }`;
const ERRORS = 'userErrors { code message field lineIds }';

const addToCart = `mutation Add($input: AddToCartInput!) {
  addToCart(input: $input) { cartLine { ${LINE_FIELDS} } cart { ${CART_FIELDS} } ${ERRORS} }
}`;
const updateCartLine = `mutation Update($input: UpdateCartLineInput!) {
  updateCartLine(input: $input) { cartLine { ${LINE_FIELDS} } cart { ${CART_FIELDS} } ${ERRORS} }
}`;
const selectCartLines = `mutation Select($input: SelectCartLinesInput!) {
  selectCartLines(input: $input) { cart { ${CART_FIELDS} } ${ERRORS} }
}`;
const removeCartLines = `mutation Remove($input: RemoveCartLinesInput!) {
  removeCartLines(input: $input) { removedCount cart { ${CART_FIELDS} } ${ERRORS} }
}`;
const myCart = `{ myCart { ${CART_FIELDS} } cartCount }`;

interface PartRules {
  moq: number;
  orderIncrement: number;
  stock: number;
  purchaseLimit: number | null;
  priceBreaks: PriceBreak[];
  status?: ProductStatus;
}

describe.each(databaseKinds)('cart on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  let productIds: number[];

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 220 });
    const products = await server.app.orm.em.fork().find(Product, {}, { orderBy: { id: 'asc' }, limit: 10 });
    productIds = products.map((product) => product.id);
  });
  afterAll(() => server.close());

  /** Gives a part exactly these rules, so each test knows the numbers it checks. */
  async function setPart(index: number, rules: PartRules): Promise<string> {
    const em = server.app.orm.em.fork();
    const product = await em.findOneOrFail(Product, { id: productIds[index]! });
    Object.assign(product, {
      status: ProductStatus.ON_SHELF,
      ...rules,
      listPriceMilli: rules.priceBreaks[0]!.unitPriceMilli,
    });
    await em.flush();
    return String(product.id);
  }

  async function codeFor(recipient: string): Promise<string> {
    const messages = (await (await server.request('GET', '/dev/outbox.json')).json()) as {
      recipient: string;
      body: string;
    }[];
    const code = messages
      .find((message) => message.recipient === recipient && /\b\d{6}\b/.test(message.body))
      ?.body.match(/\b\d{6}\b/)?.[0];
    if (!code) throw new Error(`no code in the outbox for ${recipient}`);
    return code;
  }

  let accounts = 0;
  /** A new signed-in shopper; the headers that carry their token. */
  async function newShopper(): Promise<Record<string, string>> {
    clock.advance(2 * 60_000);
    const address = `shopper${(accounts += 1)}-${database}@example.com`;
    await server.graphql(
      'mutation($a: String!) { sendVerificationCode(input: { address: $a }) { userErrors { code } } }',
      {
        a: address,
      },
    );
    const input = { address, code: await codeFor(address), agreementAccepted: true };
    const result = await server.graphql(
      'mutation($input: LoginWithCodeInput!) { loginWithCode(input: $input) { token userErrors { code } } }',
      { input },
    );
    return { 'user-token': result.data.loginWithCode.token as string, lang: 'en-US' };
  }

  const add = async (headers: Record<string, string>, productId: string, quantity: number) =>
    (await server.graphql(addToCart, { input: { productId, quantity } }, headers)).data.addToCart;
  const update = async (headers: Record<string, string>, lineId: string, quantity: number) =>
    (await server.graphql(updateCartLine, { input: { lineId, quantity } }, headers)).data.updateCartLine;

  const resistor: PartRules = {
    moq: 100,
    orderIncrement: 50,
    stock: 10_000,
    purchaseLimit: 5_000,
    priceBreaks: [
      { minQty: 100, unitPriceMilli: 123 },
      { minQty: 1_000, unitPriceMilli: 87 },
      { minQty: 5_000, unitPriceMilli: 55 },
    ],
  };

  it('refuses each broken quantity rule with its own message and keeps the line as it was', async () => {
    const shopper = await newShopper();
    const productId = await setPart(0, resistor);
    const line = (await add(shopper, productId, 100)).cartLine;
    const cases: [number, string, string][] = [
      [0, 'QUANTITY_AT_LEAST_ONE', 'Please buy at least 1 piece'],
      [50, 'QUANTITY_BELOW_MOQ', 'The minimum order quantity is 100 pieces'],
      [120, 'QUANTITY_INCREMENT', 'Order 100 pieces or more in steps of 50'],
      [5_050, 'PURCHASE_LIMIT_EXCEEDED', 'Purchase limit exceeded: at most 5000 pieces per customer'],
    ];
    for (const [quantity, code, message] of cases) {
      const payload = await update(shopper, line.id, quantity);
      expect(payload.userErrors, String(quantity)).toEqual([
        { code, message, field: ['input', 'quantity'], lineIds: [line.id] },
      ]);
    }
    await setPart(0, { ...resistor, stock: 300 });
    expect((await update(shopper, line.id, 350)).userErrors[0]).toMatchObject({
      code: 'ONLY_N_LEFT',
      message: 'Only 300 left in stock',
    });
    const zh = await server.graphql(
      updateCartLine,
      { input: { lineId: line.id, quantity: 50 } },
      { ...shopper, lang: 'zh-CN' },
    );
    expect(zh.data.updateCartLine.userErrors[0].message).toBe('最小起订量为 100 件');

    await setPart(0, { ...resistor, status: ProductStatus.OFF_SHELF });
    expect((await update(shopper, line.id, 200)).userErrors[0]).toMatchObject({
      code: 'PRODUCT_OFF_SHELF',
      message: 'This item has been removed from the shelves',
    });
    const cart = (await server.graphql(myCart, {}, shopper)).data.myCart;
    expect(cart.lines[0]).toMatchObject({
      quantity: 100,
      problem: { code: 'PRODUCT_OFF_SHELF', message: 'This item has been removed from the shelves' },
    });
    expect(cart.selectedSubtotalFen).toBe(0);
    expect(cart.selectedCount).toBe(0);
    await setPart(0, { ...resistor, stock: 0 });
    expect((await add(shopper, productId, 100)).userErrors[0]).toMatchObject({
      code: 'PRODUCT_SOLD_OUT',
      message: 'This item is sold out',
    });
  });

  it('switches the price break as the quantity grows and adds the subtotal exactly in fen', async () => {
    const shopper = await newShopper();
    const resistorId = await setPart(1, resistor);
    // 0.0035 yuan a piece: 3 pieces cost 0.0105 yuan, rounded half-up to 0.01 yuan once per line.
    const capacitorId = await setPart(2, {
      moq: 3,
      orderIncrement: 1,
      stock: 1_000,
      purchaseLimit: null,
      priceBreaks: [{ minQty: 1, unitPriceMilli: 35 }],
    });
    const first = await add(shopper, resistorId, 100);
    expect(first.userErrors).toEqual([]);
    expect(first.cartLine).toMatchObject({
      quantity: 100,
      unitPriceMilli: 123,
      priceBreak: { minQty: 100 },
      lineTotalFen: 123,
    });
    const lineId = first.cartLine.id as string;
    const steps: [number, number, number, number][] = [
      // quantity, break, unit price (milli), line total (fen)
      [950, 100, 123, 1169], // 950 × 0.0123 = 11.685 yuan, rounded half-up to 11.69
      [1_000, 1_000, 87, 870],
      [4_950, 1_000, 87, 4307], // 43.065 yuan → 43.07
      [5_000, 5_000, 55, 2750],
    ];
    for (const [quantity, minQty, unitPriceMilli, lineTotalFen] of steps) {
      const payload = await update(shopper, lineId, quantity);
      expect(payload.userErrors).toEqual([]);
      expect(payload.cartLine, String(quantity)).toMatchObject({
        quantity,
        unitPriceMilli,
        lineTotalFen,
        priceBreak: { minQty, unitPriceMilli },
      });
    }
    await update(shopper, lineId, 4_950);
    const withCapacitor = await add(shopper, capacitorId, 3);
    expect(withCapacitor.cartLine.lineTotalFen).toBe(1);
    expect(withCapacitor.cart).toMatchObject({ lineCount: 2, selectedCount: 2, selectedSubtotalFen: 4307 + 1 });

    const unselected = (
      await server.graphql(selectCartLines, { input: { lineIds: [lineId], selected: false } }, shopper)
    ).data.selectCartLines.cart;
    expect(unselected).toMatchObject({ selectedCount: 1, selectedSubtotalFen: 1 });
    const all = (await server.graphql(selectCartLines, { input: { selected: true } }, shopper)).data.selectCartLines
      .cart;
    expect(all).toMatchObject({ selectedCount: 2, selectedSubtotalFen: 4308 });
  });

  it('merges a re-added part into its line and checks the merged quantity', async () => {
    const shopper = await newShopper();
    const productId = await setPart(3, resistor);
    const first = await add(shopper, productId, 500);
    const again = await add(shopper, productId, 600);
    expect(again.userErrors).toEqual([]);
    expect(again.cartLine).toMatchObject({ id: first.cartLine.id, quantity: 1_100, unitPriceMilli: 87 });
    expect(again.cart.lineCount).toBe(1);
    const tooMany = await add(shopper, productId, 4_000);
    expect(tooMany.userErrors).toEqual([
      {
        code: 'PURCHASE_LIMIT_EXCEEDED',
        message: 'Purchase limit exceeded: at most 5000 pieces per customer',
        field: ['input', 'quantity'],
        lineIds: [first.cartLine.id],
      },
    ]);
    const { myCart: cart, cartCount } = (await server.graphql(myCart, {}, shopper)).data;
    expect(cartCount).toBe(1);
    expect(cart.lines[0].quantity).toBe(1_100);
  });

  it("answers NOT_FOUND for another shopper's line and leaves it alone", async () => {
    const owner = await newShopper();
    const stranger = await newShopper();
    const productId = await setPart(4, resistor);
    const line = (await add(owner, productId, 100)).cartLine;

    const changed = await server.graphql(updateCartLine, { input: { lineId: line.id, quantity: 200 } }, stranger);
    expect(changed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const removed = await server.graphql(removeCartLines, { input: { lineIds: [line.id] } }, stranger);
    expect(removed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const selected = await server.graphql(
      selectCartLines,
      { input: { lineIds: [line.id], selected: false } },
      stranger,
    );
    expect(selected.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await server.graphql(myCart, {}, stranger)).data).toMatchObject({ cartCount: 0, myCart: { lines: [] } });
    expect((await server.graphql(myCart, {}, owner)).data.myCart.lines[0]).toMatchObject({
      id: line.id,
      quantity: 100,
      selected: true,
    });

    const ownRemoval = (await server.graphql(removeCartLines, { input: { lineIds: [line.id] } }, owner)).data
      .removeCartLines;
    expect(ownRemoval).toMatchObject({ removedCount: 1, cart: { lineCount: 0 }, userErrors: [] });
  });

  it('holds at most 200 lines and says so', async () => {
    const shopper = await newShopper();
    const em = server.app.orm.em.fork();
    await em.nativeUpdate(
      Product,
      {},
      { status: ProductStatus.ON_SHELF, stock: 1_000, moq: 1, orderIncrement: 1, purchaseLimit: null },
    );
    const ids = (await em.find(Product, {}, { orderBy: { id: 'asc' }, limit: 201 })).map((product) =>
      String(product.id),
    );
    expect((await add(shopper, ids[0]!, 1)).userErrors).toEqual([]);
    // The other 199 lines go straight into the table: adding them one by one would only make the test slow.
    const userId = Number((await server.graphql('{ me { id } }', {}, shopper)).data.me.id);
    em.clear();
    for (const id of ids.slice(1, 200)) {
      em.create(CartLine, { user: userId, product: Number(id), quantity: 1, selected: true, addedAt: clock.now() });
    }
    await em.flush();
    expect((await add(shopper, ids[200]!, 1)).userErrors[0]).toMatchObject({
      code: 'CART_FULL',
      message: 'Your cart holds at most 200 items, please remove some first',
    });
    expect((await add(shopper, ids[0]!, 1)).userErrors).toEqual([]);
    expect((await server.graphql('{ cartCount }', {}, shopper)).data.cartCount).toBe(200);
  });

  it('answers money beyond the 32-bit range exactly (a cart worth more than ¥21 million)', async () => {
    const shopper = await newShopper();
    const productId = await setPart(1, {
      moq: 1,
      orderIncrement: 1,
      stock: 1_000_000,
      purchaseLimit: null,
      priceBreaks: [{ minQty: 1, unitPriceMilli: 2_500_000 }], // ¥250 a piece
    });
    const payload = await add(shopper, productId, 1_000_000);
    expect(payload.userErrors).toEqual([]);
    expect(payload.cartLine.lineTotalFen).toBe(25_000_000_000); // ¥250,000,000.00
    expect(payload.cart.selectedSubtotalFen).toBeGreaterThanOrEqual(25_000_000_000);
  });

  it('asks a visitor to log in', async () => {
    const result = await server.graphql(myCart);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  describe('REST façade', () => {
    const call = async (method: string, path: string, headers: Record<string, string> = {}, body?: object) => {
      const response = await server.request(method, `/api${path}`, {
        ...(body && { body: JSON.stringify(body) }),
        headers: { 'content-type': 'application/json', ...headers },
      });
      return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: any } };
    };

    it('answers -202 on every cart route without a session', async () => {
      for (const [method, path, body] of [
        ['GET', '/cart/list'],
        ['GET', '/cart/count'],
        ['POST', '/cart/add', { productId: '1', quantity: 1 }],
        ['POST', '/cart/update', { lineId: '1', quantity: 1 }],
        ['POST', '/cart/select', { selected: true }],
        ['POST', '/cart/remove', { lineIds: ['1'] }],
      ] as [string, string, object?][]) {
        const answer = await call(method, path, { lang: 'en-US' }, body);
        expect(answer, path).toEqual({
          status: 200,
          body: { code: -202, msg: 'Your login has expired, please log in again', data: null },
        });
      }
    });

    it('adds, updates, counts, lists and removes with the envelope, equal to GraphQL', async () => {
      const shopper = await newShopper();
      const productId = await setPart(5, resistor);
      const added = await call('POST', '/cart/add', shopper, { productId, quantity: 100 });
      expect(added.body).toMatchObject({ code: 1, data: { cart: { lineCount: 1, selectedSubtotalFen: 123 } } });
      const lineId = added.body.data.lineId as string;

      const belowMoq = await call('POST', '/cart/update', shopper, { lineId, quantity: 10 });
      expect(belowMoq.body).toEqual({ code: -2005, msg: 'The minimum order quantity is 100 pieces', data: null });
      const updated = await call('POST', '/cart/update', shopper, { lineId, quantity: 1_000 });
      expect(updated.body.data.lines[0]).toMatchObject({ quantity: 1_000, unitPriceMilli: 87, lineTotalFen: 870 });

      expect((await call('GET', '/cart/count', shopper)).body).toMatchObject({ code: 1, data: { count: 1 } });
      const listed = (await call('GET', '/cart/list', shopper)).body.data;
      const graphql = (await server.graphql(myCart, {}, shopper)).data.myCart;
      expect(listed.selectedSubtotalFen).toBe(graphql.selectedSubtotalFen);
      expect(listed.lines.map((line: any) => [line.id, line.lineTotalFen])).toEqual(
        graphql.lines.map((line: any) => [line.id, line.lineTotalFen]),
      );

      const stranger = await newShopper();
      expect((await call('POST', '/cart/remove', stranger, { lineIds: [lineId] })).body).toMatchObject({
        code: -404,
        data: null,
      });
      const removed = await call('POST', '/cart/remove', shopper, { lineIds: [lineId] });
      expect(removed.body).toMatchObject({ code: 1, data: { removedCount: 1, cart: { lineCount: 0 } } });
    });
  });
});
