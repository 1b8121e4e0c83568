import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { User } from '../src/modules/identity/identity.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, newKey, placeOrderMutation, setPart, type TestUser } from './order-steps.js';

const ERRORS = 'userErrors { code message }';
const orderIdMutation = (name: string) =>
  `mutation Act($input: OrderIdInput!) { ${name}(input: $input) { order { status } ${ERRORS} } }`;
const reviewsQuery = `query Reviews($productId: ID!) {
  productReviews(productId: $productId, first: 10) {
    totalCount edges { node { rating content anonymous authorName photoUrls } }
  }
  productRating(productId: $productId) { count average }
}`;

type Answer = { code: number; msg: string; data: any };

describe.each(databaseKinds)('order reviews on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  let first: number;
  let second: number;
  let sales: TestUser;
  let png: Buffer;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 40 });
    const products = await server.app.orm.em.fork().find(Product, {}, { orderBy: { id: 'asc' }, limit: 2 });
    [first, second] = products.map((product) => product.id) as [number, number];
    for (const id of [first, second]) {
      await setPart(server, id, { stock: 10_000, priceBreaks: [{ minQty: 1, unitPriceMilli: 12_340 }] });
    }
    sales = await createUser(server, { roles: ['sales'] });
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
  });
  afterAll(() => server.close());

  const gql = (user: TestUser, query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, { ...user.headers, lang: 'en-US' });

  async function buyer(nickname: string | null = null): Promise<TestUser> {
    const user = await createUser(server, { balanceFen: 10_000_000 });
    if (nickname) await server.app.orm.em.fork().nativeUpdate(User, { id: user.id }, { nickname });
    await gql(user, `mutation Set($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) { done } }`, {
      input: { password: '135790', confirmation: '135790' },
    });
    return user;
  }

  /** An order of both parts, paid by balance; shipped and received when `received`. */
  async function paidOrder(user: TestUser, received: boolean): Promise<string> {
    clock.advance(5_000);
    const address = await gql(
      user,
      `mutation Add($input: AddAddressInput!) { addAddress(input: $input) { address { id } } }`,
      {
        input: {
          consignee: 'Li Lei',
          areaCode: '86',
          phone: '13800138000',
          country: 'CN',
          province: 'Guangdong',
          city: 'Shenzhen',
          district: null,
          postalCode: null,
          detail: 'Keji Road 1',
          label: null,
        },
      },
    );
    for (const productId of [first, second]) {
      await gql(user, `mutation Add($input: AddToCartInput!) { addToCart(input: $input) { ${ERRORS} } }`, {
        input: { productId: String(productId), quantity: 2 },
      });
    }
    const placed = await gql(user, placeOrderMutation, {
      input: { idempotencyKey: newKey(), deliveryMethod: 'EXPRESS', addressId: address.data.addAddress.address.id },
    });
    expect(placed.data.placeOrder.userErrors).toEqual([]);
    const orderId = placed.data.placeOrder.order.id as string;
    const paid = await gql(
      user,
      `mutation Pay($input: PayOrderWithBalanceInput!) { payOrderWithBalance(input: $input) { ${ERRORS} } }`,
      { input: { orderId, paymentPassword: '135790' } },
    );
    expect(paid.data.payOrderWithBalance.userErrors).toEqual([]);
    if (received) {
      const ship = await gql(
        sales,
        `mutation Ship($input: ShipOrderInput!) { shipOrder(input: $input) { ${ERRORS} } }`,
        { input: { id: orderId, carrier: 'SF Express', waybillNumber: 'SF12345678' } },
      );
      expect(ship.data.shipOrder.userErrors).toEqual([]);
      const got = await gql(user, orderIdMutation('confirmReceipt'), { input: { id: orderId } });
      expect(got.data.confirmReceipt.order.status).toBe('PENDING_REVIEW');
    }
    return orderId;
  }

  async function review(
    user: TestUser | null,
    orderId: string,
    fields: { rating?: string | null; content?: string | null; anonymous?: string },
    photos: Buffer[] = [],
    lang = 'en-US',
  ): Promise<Answer> {
    const form = new FormData();
    form.append('order_id', orderId);
    // null leaves the field out.
    if (fields.rating !== null) form.append('rating', fields.rating ?? '5');
    if (fields.content !== null) form.append('content', fields.content ?? 'Genuine parts, well packed and fast.');
    if (fields.anonymous) form.append('anonymous', fields.anonymous);
    photos.forEach((photo, index) => form.append('file', new Blob([new Uint8Array(photo)]), `photo${index}.png`));
    const response = await fetch(`${server.url}/api/order/review`, {
      method: 'POST',
      body: form,
      headers: { ...(user?.headers ?? {}), lang },
    });
    return (await response.json()) as Answer;
  }

  async function restDetail(user: TestUser | null, orderId: string): Promise<Answer> {
    const response = await server.request('GET', `/api/order/review?order_id=${orderId}`, {
      headers: { ...(user?.headers ?? {}), lang: 'en-US' },
    });
    return (await response.json()) as Answer;
  }

  async function statusOf(user: TestUser, orderId: string): Promise<string> {
    return (await gql(user, `query O($id: ID!) { order(id: $id) { status } }`, { id: orderId })).data.order.status;
  }

  it('takes a review only from the buyer of a received order, with at most 9 photos checked by content', async () => {
    const shopper = await buyer('Zhang');
    const notYet = await paidOrder(shopper, false);
    const refused = await review(shopper, notYet, {});
    expect([refused.code, refused.msg]).toEqual([-3003, 'This cannot be done to the order in its current state']);
    expect(await statusOf(shopper, notYet)).toBe('PENDING_SHIPMENT');

    const orderId = await paidOrder(shopper, true);
    const stranger = await buyer();
    expect((await review(stranger, orderId, {})).code).toBe(-404);
    expect((await review(sales, orderId, {})).code).toBe(-404);
    expect((await review(null, orderId, {})).code).toBe(-202);

    const tooMany = await review(
      shopper,
      orderId,
      {},
      Array.from({ length: 10 }, () => png),
    );
    expect([tooMany.code, tooMany.msg]).toEqual([-8403, 'At most 9 photos']);
    expect((await review(shopper, orderId, { rating: '0' })).code).toBe(-8401);
    expect((await review(shopper, orderId, { rating: '6' })).code).toBe(-8401);
    expect((await review(shopper, orderId, { content: '   ' })).code).toBe(-8402);
    expect((await review(shopper, orderId, { content: 'x'.repeat(501) })).code).toBe(-8402);
    // A text file named .png is not an image.
    const fake = await review(shopper, orderId, {}, [Buffer.from('not an image at all')]);
    expect(fake.code).toBe(-1101);
    expect(await statusOf(shopper, orderId)).toBe('PENDING_REVIEW');

    const done = await review(
      shopper,
      orderId,
      { rating: '4' },
      Array.from({ length: 9 }, () => png),
    );
    expect(done.code).toBe(1);
    expect(done.data).toMatchObject({ orderId, rating: 4, anonymous: false, earnsPoints: true });
    expect(done.data.photoUrls).toHaveLength(9);
    expect(done.data.photoUrls[0]).toMatch(/^\/media\/uploads\/reviews\/[0-9a-f]+\.png$/);
    expect(await statusOf(shopper, orderId)).toBe('COMPLETED');
    const again = await review(shopper, orderId, {});
    expect(again.code).toBe(-3003);

    // The state machine fired REVIEW, written to the audit trail by the buyer.
    const audit = await gql(
      sales,
      `query A($id: ID!) { staffOrder(id: $id) { audit { action fromStatus toStatus actor { id } } } }`,
      { id: orderId },
    );
    expect(audit.data.staffOrder.audit.at(-1)).toEqual({
      action: 'REVIEW',
      fromStatus: 'PENDING_REVIEW',
      toStatus: 'COMPLETED',
      actor: { id: String(shopper.id) },
    });
    const mine = await gql(shopper, `query R($id: ID!) { orderReview(orderId: $id) { rating earnsPoints } }`, {
      id: orderId,
    });
    expect(mine.data.orderReview).toEqual({ rating: 4, earnsPoints: true });
    const notMine = await gql(stranger, `query R($id: ID!) { orderReview(orderId: $id) { rating } }`, { id: orderId });
    expect(notMine.data.orderReview).toBeNull();
  });

  it("shows reviews on each part's page, masking the name of an anonymous reviewer", async () => {
    const named = await buyer('Wang Fang');
    const hidden = await buyer('Liu Yang');
    const namedOrder = await paidOrder(named, true);
    const hiddenOrder = await paidOrder(hidden, true);
    expect((await review(named, namedOrder, { rating: '5', content: 'Great parts' })).code).toBe(1);
    const short = await review(hidden, hiddenOrder, { rating: '2', content: 'Ten chars!', anonymous: 'true' });
    expect(short.data).toMatchObject({ anonymous: true, earnsPoints: false });

    for (const productId of [first, second]) {
      const answer = await server.graphql(reviewsQuery, { productId: String(productId) });
      const nodes = answer.data.productReviews.edges.map((edge: any) => edge.node);
      expect(nodes.slice(0, 2)).toEqual([
        { rating: 2, content: 'Ten chars!', anonymous: true, authorName: 'L***g', photoUrls: [] },
        { rating: 5, content: 'Great parts', anonymous: false, authorName: 'Wang Fang', photoUrls: [] },
      ]);
      // With the 4-star review of the first test: (4 + 5 + 2) / 3.
      expect(answer.data.productReviews.totalCount).toBe(3);
      expect(answer.data.productRating).toEqual({ count: 3, average: 3.7 });
    }
    const rest = (await (await server.request('GET', `/api/goods/reviews?id=${first}&first=2`)).json()) as Answer;
    expect(rest.code).toBe(1);
    expect(rest.data.items.map((item: any) => item.authorName)).toEqual(['L***g', 'Wang Fang']);
    expect(JSON.stringify(rest.data)).not.toContain('Liu Yang');
  });
  it('enforces every limit with the translated message of the broken rule, and takes the longest text allowed', async () => {
    const shopper = await buyer();
    const orderId = await paidOrder(shopper, true);
    const eleven = Array.from({ length: 11 }, () => png);
    // Extra files beyond the tenth are not even read: an eleventh is refused like a tenth.
    expect(await review(shopper, orderId, {}, eleven)).toMatchObject({ code: -8403, msg: 'At most 9 photos' });
    expect((await review(shopper, orderId, {}, eleven, 'ru')).msg).toBe('Не более 9 фотографий');
    expect((await review(shopper, orderId, {}, eleven, 'zh-CN')).msg).toBe('最多上传9张图片');
    const ratingRefused = { code: -8401, msg: 'Please rate from 1 to 5 stars' };
    for (const rating of ['4.5', 'abc', '', '-1', '1e309', null]) {
      expect(await review(shopper, orderId, { rating }), String(rating)).toMatchObject(ratingRefused);
    }
    expect((await review(shopper, orderId, { rating: '0' }, [], 'es-ES')).msg).toBe('Valore de 1 a 5 estrellas');
    const contentRefused = { code: -8402, msg: 'Please write your review, at most 500 characters' };
    expect(await review(shopper, orderId, { content: null })).toMatchObject(contentRefused);
    expect(await review(shopper, orderId, { content: '\n \t ' })).toMatchObject(contentRefused);
    // A text longer than the multipart field limit is refused the same way, not cut to fit.
    expect(await review(shopper, orderId, { content: 'y'.repeat(20_000) })).toMatchObject(contentRefused);
    expect((await review(shopper, orderId, { content: 'z'.repeat(501) }, [], 'ru')).msg).toBe(
      'Напишите отзыв, не более 500 символов',
    );
    expect(await statusOf(shopper, orderId)).toBe('PENDING_REVIEW');
    // 500 characters as a person counts them (Chinese and emoji are one each), trimmed first, are taken.
    const longest = `  ${'好'.repeat(499)}👍  `;
    const full = await review(shopper, orderId, { rating: '1', content: longest });
    expect(full.code).toBe(1);
    expect(full.data.content).toBe(longest.trim());
  });

  it('shows the buyer the review detail of a reviewed order, on the order and by itself, to nobody else', async () => {
    const shopper = await buyer('Zhao Lei');
    const stranger = await buyer();
    const orderId = await paidOrder(shopper, true);
    const detailQuery = `query D($id: ID!) {
      order(id: $id) { status review { id orderId rating content photoUrls anonymous createdAt } }
      orderReview(orderId: $id) { id orderId rating content photoUrls anonymous createdAt }
    }`;
    // Before the review: no detail, and the order list says so too.
    const before = await gql(shopper, detailQuery, { id: orderId });
    expect(before.data).toEqual({ order: { status: 'PENDING_REVIEW', review: null }, orderReview: null });
    expect(await restDetail(shopper, orderId)).toMatchObject({ code: 1, data: null });

    clock.advance(60_000);
    const submitted = await review(shopper, orderId, { rating: '3', content: 'Short', anonymous: 'true' }, [png, png]);
    expect(submitted.code).toBe(1);
    const detail = await gql(shopper, detailQuery, { id: orderId });
    const expected = {
      id: submitted.data.id,
      orderId,
      rating: 3,
      content: 'Short',
      photoUrls: submitted.data.photoUrls,
      anonymous: true,
      createdAt: clock.now().toISOString(),
    };
    expect(submitted.data.photoUrls).toHaveLength(2);
    expect(detail.data).toEqual({ order: { status: 'COMPLETED', review: expected }, orderReview: expected });
    const rest = await restDetail(shopper, orderId);
    expect(rest).toMatchObject({ code: 1, data: { ...expected, earnsPoints: false } });
    const list = await gql(shopper, `{ myOrders(first: 5) { edges { node { id review { id } } } } }`);
    const mine = list.data.myOrders.edges.map((edge: any) => edge.node);
    expect(mine.find((node: any) => node.id === orderId).review).toEqual({ id: submitted.data.id });

    // Someone else's order stays hidden, its review with it; without a session the façade asks to log in.
    const hidden = await gql(stranger, `query D($id: ID!) { orderReview(orderId: $id) { id } }`, { id: orderId });
    expect(hidden.data).toEqual({ orderReview: null });
    const theirOrder = await gql(stranger, `query D($id: ID!) { order(id: $id) { review { id } } }`, { id: orderId });
    expect(theirOrder.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await restDetail(stranger, orderId)).toMatchObject({ code: 1, data: null });
    expect((await restDetail(null, orderId)).code).toBe(-202);
  });
});
