import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LuckyDrawRecord } from '../src/modules/lucky-draws/lucky-draws.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, type TestUser } from './order-steps.js';
import { wechatPaidNotification } from './payment-steps.js';
import { balanceOf } from './wallet-steps.js';

const ERRORS = 'userErrors { code message field }';
const PAID_OPEN = `id activityId orderId orderNumber priceFen status createdAt
  record { id prizeKind prizeTitle points status }`;
const ORDER = 'id number kind status title payableFen paidFen paymentMethod lines { id }';
const DAY = 24 * 3600_000;
const PAYMENT_PASSWORD = '135790';

/**
 * Paid blind-box opens through the public API: an open is bought as an order of kind BLIND_BOX_OPEN, paying it (by
 * balance or a provider's signed notification, replayed or not) opens the box once, an unpaid one gives its open back
 * when it expires, and staff refund an open the box could not draw.
 */
describe.each(databaseKinds)('paid blind-box opens on %s', (database) => {
  // 10:00 in Shanghai: the shop day does not turn during the tests.
  const clock = new ManualClock(new Date('2026-03-02T02:00:00.000Z'));
  let server: TestServer;
  let admin: TestUser;
  let sales: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 1 });
    admin = await createUser(server, { roles: ['admin'] });
    sales = await createUser(server, { roles: ['sales'] });
  });
  afterAll(() => server.close());

  const gql = (user: TestUser | null, query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, { ...(user?.headers ?? {}), lang: 'en-US' });

  /** A shopper with 1,000 yuan in their balance and a payment password. */
  async function shopper(): Promise<TestUser> {
    const user = await createUser(server, { balanceFen: 100_000 });
    const set = await gql(
      user,
      'mutation Set($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) { userErrors { code } } }',
      { input: { password: PAYMENT_PASSWORD, confirmation: PAYMENT_PASSWORD } },
    );
    expect(set.data.setPaymentPassword.userErrors).toEqual([]);
    return user;
  }

  /** A box open now, 1.50 yuan an open, with `points` prizes of 10 points. */
  async function paidBox(input: { dailyLimit?: number; totalLimit?: number; points?: number } = {}) {
    const answer = await gql(
      admin,
      `mutation C($input: CreateBlindBoxInput!) {
        createBlindBox(input: $input) { luckyDraw { id pricePerOpenFen } ${ERRORS} }
      }`,
      {
        input: {
          title: 'Paid box',
          dailyLimit: input.dailyLimit ?? 1,
          totalLimit: input.totalLimit ?? null,
          pricePerOpenFen: 150,
          startsAt: new Date(clock.now().getTime() - 60_000).toISOString(),
          endsAt: new Date(clock.now().getTime() + 7 * DAY).toISOString(),
          prizes: [{ kind: 'POINTS', points: 10, weight: 1, stock: input.points ?? 100 }],
        },
      },
    );
    expect(answer.data.createBlindBox.userErrors).toEqual([]);
    expect(answer.data.createBlindBox.luckyDraw.pricePerOpenFen).toBe(150);
    return answer.data.createBlindBox.luckyDraw.id as string;
  }

  async function buy(user: TestUser, boxId: string, key = randomUUID()) {
    const answer = await gql(
      user,
      `mutation B($input: BuyBlindBoxOpenInput!) { buyBlindBoxOpen(input: $input) { paidOpen { ${PAID_OPEN} } ${ERRORS} } }`,
      { input: { id: boxId, idempotencyKey: key } },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data.buyBlindBoxOpen as { paidOpen: Record<string, any> | null; userErrors: { code: string }[] };
  }

  async function paidOpen(user: TestUser, orderId: string) {
    const answer = await gql(user, `query P($id: ID!) { blindBoxPaidOpen(orderId: $id) { ${PAID_OPEN} } }`, {
      id: orderId,
    });
    expect(answer.errors).toBeUndefined();
    return answer.data.blindBoxPaidOpen;
  }

  async function order(user: TestUser, id: string) {
    const answer = await gql(user, `query O($id: ID!) { order(id: $id) { ${ORDER} displayStatus } }`, { id });
    expect(answer.errors).toBeUndefined();
    return answer.data.order;
  }

  async function opensLeft(user: TestUser, boxId: string): Promise<number> {
    const answer = await gql(user, `query B($id: ID!) { blindBox(id: $id) { opensLeftToday } }`, { id: boxId });
    return answer.data.blindBox.opensLeftToday;
  }

  async function points(user: TestUser): Promise<number> {
    return (await gql(user, '{ myPoints { balance } }')).data.myPoints.balance;
  }

  async function payWithBalance(user: TestUser, orderId: string) {
    const paid = await gql(
      user,
      'mutation Pay($input: PayOrderWithBalanceInput!) { payOrderWithBalance(input: $input) { userErrors { code } } }',
      { input: { orderId, paymentPassword: PAYMENT_PASSWORD } },
    );
    return paid.data.payOrderWithBalance.userErrors as { code: string }[];
  }

  /** Starts a WeChat Pay payment and answers the sandbox's signed success notification for it (not sent yet). */
  async function wechatNotification(user: TestUser, orderId: string, amountFen: number) {
    const started = await gql(
      user,
      'mutation Pay($input: CreatePaymentInput!) { createPayment(input: $input) { payment { outTradeNo } } }',
      { input: { orderId, method: 'WECHAT' } },
    );
    const outTradeNo = started.data.createPayment.payment.outTradeNo as string;
    return wechatPaidNotification(outTradeNo, amountFen, clock.now());
  }

  async function notify(fields: Record<string, string>): Promise<[number, string]> {
    const answer = await fetch(`${server.url}/api/pay/notify/wechat`, {
      method: 'POST',
      body: new URLSearchParams(fields),
    });
    return [answer.status, await answer.text()];
  }

  const cancelPaid = (user: TestUser, orderId: string) =>
    gql(
      user,
      `mutation C($input: CancelPaidOrderInput!) { cancelPaidOrder(input: $input) { order { status } ${ERRORS} } }`,
      { input: { orderId, reason: 'The box ran empty' } },
    );

  it('staff set a price per open; a paid box is opened only by buying an open', async () => {
    const refused = await gql(
      admin,
      `mutation C($input: CreateBlindBoxInput!) { createBlindBox(input: $input) { luckyDraw { id } ${ERRORS} } }`,
      {
        input: {
          title: 'Too dear',
          dailyLimit: 1,
          pricePerOpenFen: 1_000_001,
          startsAt: clock.now().toISOString(),
          endsAt: new Date(clock.now().getTime() + DAY).toISOString(),
          prizes: [{ kind: 'POINTS', points: 1, weight: 1, stock: 1 }],
        },
      },
    );
    expect(refused.data.createBlindBox.userErrors[0]).toMatchObject({
      code: 'BLIND_BOX_PRICE_INVALID',
      field: ['input', 'pricePerOpenFen'],
    });
    const boxId = await paidBox();
    const listed = await gql(null, '{ blindBoxes { id pricePerOpenFen } }');
    expect(listed.data.blindBoxes).toContainEqual({ id: boxId, pricePerOpenFen: 150 });
    const user = await shopper();
    const free = await gql(
      user,
      `mutation O($input: OpenBlindBoxInput!) { openBlindBox(input: $input) { record { id } ${ERRORS} } }`,
      { input: { id: boxId, idempotencyKey: randomUUID() } },
    );
    expect(free.data.openBlindBox.userErrors[0].code).toBe('BLIND_BOX_OPEN_NEEDS_PAYMENT');
    expect(await opensLeft(user, boxId)).toBe(1);

    // Staff change the price; an open bought keeps what it was ordered at.
    const changed = await gql(
      admin,
      `mutation U($input: UpdateBlindBoxInput!) { updateBlindBox(input: $input) { luckyDraw { pricePerOpenFen } ${ERRORS} } }`,
      { input: { id: boxId, pricePerOpenFen: 300 } },
    );
    expect(changed.data.updateBlindBox.luckyDraw.pricePerOpenFen).toBe(300);
    const bought = await buy(user, boxId);
    expect(bought.paidOpen!.priceFen).toBe(300);
  });

  it('paying the open by balance completes its order and draws the prize once', async () => {
    const boxId = await paidBox();
    const user = await shopper();
    const key = randomUUID();
    const bought = await buy(user, boxId, key);
    expect(bought.userErrors).toEqual([]);
    expect(bought.paidOpen).toMatchObject({
      activityId: boxId,
      priceFen: 150,
      status: 'AWAITING_PAYMENT',
      record: null,
    });
    // The open is reserved while its order waits; a repeated key answers the same open.
    expect(await opensLeft(user, boxId)).toBe(0);
    expect((await buy(user, boxId, key)).paidOpen!.id).toBe(bought.paidOpen!.id);
    const orderId = bought.paidOpen!.orderId as string;
    expect(await order(user, orderId)).toMatchObject({
      kind: 'BLIND_BOX_OPEN',
      status: 'PENDING_PAYMENT',
      title: 'Paid box',
      payableFen: 150,
      lines: [],
      displayStatus: 'PENDING_PAYMENT',
    });
    const pointsBefore = await points(user);
    const balanceBefore = await balanceOf(server, user.headers);

    expect(await payWithBalance(user, orderId)).toEqual([]);
    expect(await order(user, orderId)).toMatchObject({
      status: 'COMPLETED',
      paidFen: 150,
      paymentMethod: 'BALANCE',
      displayStatus: 'COMPLETED',
    });
    expect(await balanceOf(server, user.headers)).toBe(balanceBefore - 150);
    const drawn = await paidOpen(user, orderId);
    expect(drawn).toMatchObject({ status: 'DRAWN', record: { prizeKind: 'POINTS', points: 10, status: 'DELIVERED' } });
    expect(await points(user)).toBe(pointsBefore + 10);
    // Paying again changes nothing: the order is no longer payable.
    expect((await payWithBalance(user, orderId))[0]?.code).toBe('ORDER_NOT_PAYABLE');
    expect(await points(user)).toBe(pointsBefore + 10);
    // The open shows in "my prizes", and nobody else sees the paid open.
    const prizes = await gql(user, '{ myLuckyDrawPrizes(first: 10) { totalCount } }');
    expect(prizes.data.myLuckyDrawPrizes.totalCount).toBe(1);
    const stranger = await createUser(server);
    const hidden = await gql(stranger, `query P($id: ID!) { blindBoxPaidOpen(orderId: $id) { id } }`, { id: orderId });
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('a replayed payment notification draws once', async () => {
    const boxId = await paidBox();
    const user = await shopper();
    const bought = await buy(user, boxId);
    const orderId = bought.paidOpen!.orderId as string;
    const notification = await wechatNotification(user, orderId, 150);
    expect(await notify(notification)).toEqual([200, 'SUCCESS']);
    expect(await notify(notification)).toEqual([200, 'SUCCESS']);
    expect(await order(user, orderId)).toMatchObject({ status: 'COMPLETED', paymentMethod: 'WECHAT' });
    const drawn = await paidOpen(user, orderId);
    expect(drawn.status).toBe('DRAWN');
    const records = await server.app.orm.em.fork().count(LuckyDrawRecord, { activityId: Number(boxId) });
    expect(records).toBe(1);
    const box = await gql(admin, '{ staffLuckyDraws(kind: BLIND_BOX) { id progress { records awarded } } }');
    const progress = box.data.staffLuckyDraws.find((draw: { id: string }) => draw.id === boxId).progress;
    expect(progress).toEqual({ records: 1, awarded: 1 });
  });

  it('an open not paid in time expires and is given back', async () => {
    const boxId = await paidBox({ dailyLimit: 1, totalLimit: 1 });
    const user = await shopper();
    const first = await buy(user, boxId);
    expect(first.userErrors).toEqual([]);
    // The day's open (and the box's only one) is held by the unpaid order.
    expect((await buy(user, boxId)).userErrors[0]?.code).toBe('BLIND_BOX_OPENS_USED_UP');
    clock.advance(30 * 60_000 + 1000);
    await server.app.jobs.runDue();
    const orderId = first.paidOpen!.orderId as string;
    expect((await order(user, orderId)).status).toBe('CANCELLED');
    expect((await paidOpen(user, orderId)).status).toBe('EXPIRED');
    expect((await payWithBalance(user, orderId))[0]?.code).toBe('ORDER_EXPIRED');
    expect(await opensLeft(user, boxId)).toBe(1);
    const again = await buy(user, boxId);
    expect(again.userErrors).toEqual([]);
    expect(await payWithBalance(user, again.paidOpen!.orderId)).toEqual([]);
    expect((await paidOpen(user, again.paidOpen!.orderId)).status).toBe('DRAWN');
    expect(await opensLeft(user, boxId)).toBe(0);
    expect((await buy(user, boxId)).userErrors[0]?.code).toBe('BLIND_BOX_OPENS_USED_UP');
  });

  it('counts paid opens per day and per box, and refuses a box with nothing left', async () => {
    const boxId = await paidBox({ dailyLimit: 2, totalLimit: 3, points: 3 });
    const user = await shopper();
    const opened: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const bought = await buy(user, boxId);
      expect(bought.userErrors).toEqual([]);
      opened.push(bought.paidOpen!.orderId);
    }
    expect((await buy(user, boxId)).userErrors[0]?.code).toBe('BLIND_BOX_OPENS_USED_UP');
    for (const orderId of opened) expect(await payWithBalance(user, orderId)).toEqual([]);
    // The next shop day gives two more opens, but the box allows three in all.
    clock.advance(DAY);
    expect(await opensLeft(user, boxId)).toBe(1);
    const third = await buy(user, boxId);
    expect(third.userErrors).toEqual([]);
    expect((await buy(user, boxId)).userErrors[0]?.code).toBe('LUCKY_DRAW_LIMIT_REACHED');
    expect(await payWithBalance(user, third.paidOpen!.orderId)).toEqual([]);
    // All three prizes are given: nobody can buy an open of an empty box.
    const other = await shopper();
    expect((await buy(other, boxId)).userErrors[0]?.code).toBe('BLIND_BOX_EMPTY');
    expect(await opensLeft(other, boxId)).toBe(2);
  });

  it('staff refund an open the box could not draw, and only that one', async () => {
    const boxId = await paidBox({ points: 1 });
    const lucky = await shopper();
    const unlucky = await shopper();
    // Both buy while one prize is left; the first to pay takes it.
    const won = await buy(lucky, boxId);
    const lost = await buy(unlucky, boxId);
    expect(await payWithBalance(lucky, won.paidOpen!.orderId)).toEqual([]);
    const balanceBefore = await balanceOf(server, unlucky.headers);
    expect(await payWithBalance(unlucky, lost.paidOpen!.orderId)).toEqual([]);
    expect((await paidOpen(lucky, won.paidOpen!.orderId)).status).toBe('DRAWN');
    const failed = await paidOpen(unlucky, lost.paidOpen!.orderId);
    expect(failed).toMatchObject({ status: 'FAILED', record: null });
    // Paid, so the order completed; the open stays used until it is refunded.
    expect((await order(unlucky, lost.paidOpen!.orderId)).status).toBe('COMPLETED');
    expect(await opensLeft(unlucky, boxId)).toBe(0);

    const shopperTries = await cancelPaid(unlucky, lost.paidOpen!.orderId);
    expect(shopperTries.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const drawnRefund = await cancelPaid(sales, won.paidOpen!.orderId);
    expect(drawnRefund.data.cancelPaidOrder.userErrors[0].code).toBe('BLIND_BOX_OPEN_NOT_REFUNDABLE');
    expect((await order(lucky, won.paidOpen!.orderId)).status).toBe('COMPLETED');

    const refunded = await cancelPaid(sales, lost.paidOpen!.orderId);
    expect(refunded.data.cancelPaidOrder.userErrors).toEqual([]);
    expect(refunded.data.cancelPaidOrder.order).toMatchObject({ status: 'CLOSED' });
    await server.app.jobs.runDue();
    expect(await balanceOf(server, unlucky.headers)).toBe(balanceBefore);
    expect((await paidOpen(unlucky, lost.paidOpen!.orderId)).status).toBe('REFUNDED');
    expect(await opensLeft(unlucky, boxId)).toBe(1);
    // A second refund finds the order closed.
    const twice = await cancelPaid(sales, lost.paidOpen!.orderId);
    expect(twice.data.cancelPaidOrder.userErrors[0].code).toBe('ORDER_ACTION_NOT_ALLOWED');
  });
});
