import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product, ProductStatus } from '../src/modules/catalog/catalog.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, setPart, type TestUser } from './order-steps.js';
import { placeExpressOrder } from './payment-steps.js';

const ERRORS = 'userErrors { code message }';
const FIGURES = `ordersPlaced ordersPaid paidShare revenueFen inquiriesReceived inquiriesReplied averageReplySeconds
  chatsOpened chatsClaimed averageChatWaitSeconds`;
const dashboardQuery = `{ dashboard {
  days { date ${FIGURES} } today { date ${FIGURES} } lastDays { ${FIGURES} }
  unansweredInquiries chatsWaiting longestChatWaitSeconds lowStockTotal lowStockParts { productId mpn stock moq }
} }`;

/** The dashboard's "now": noon UTC on 30 March; its 30 days are 1 to 30 March. */
const NOW = new Date('2026-03-30T12:00:00.000Z');
const at = (iso: string) => new Date(iso);

const noActivity = {
  ordersPlaced: 0,
  ordersPaid: 0,
  paidShare: null,
  revenueFen: 0,
  inquiriesReceived: 0,
  inquiriesReplied: 0,
  averageReplySeconds: null,
  chatsOpened: 0,
  chatsClaimed: 0,
  averageChatWaitSeconds: null,
};

describe.each(databaseKinds)('the dashboard (%s)', (database) => {
  const clock = new ManualClock(at('2026-02-27T09:00:00.000Z'));
  let server: TestServer;
  let buyer: TestUser;
  let sales: TestUser;
  let support: TestUser;
  let partId: number;
  const paidFen: Record<'A' | 'C' | 'D', number> = { A: 0, C: 0, D: 0 };

  /** Places an order so that it is created at `placedAt` (the step moves the clock 5 s on first). */
  async function orderAt(placedAt: Date) {
    clock.set(new Date(placedAt.getTime() - 5_000));
    return placeExpressOrder(server, clock, buyer.headers, { productId: partId, quantity: 1 });
  }

  async function pay(orderId: string, paidAt: Date): Promise<number> {
    clock.set(paidAt);
    const paid = await server.graphql(
      `mutation Pay($input: PayOrderWithBalanceInput!) {
        payOrderWithBalance(input: $input) { order { paidFen } ${ERRORS} } }`,
      { input: { orderId, paymentPassword: '135790' } },
      buyer.headers,
    );
    expect(paid.data.payOrderWithBalance.userErrors).toEqual([]);
    return paid.data.payOrderWithBalance.order.paidFen as number;
  }

  async function inquiryAt(createdAt: Date, repliedAt: Date | null) {
    clock.set(createdAt);
    const created = await server.graphql(
      `mutation($input: CreateInquiryInput!) { createInquiry(input: $input) { inquiry { id } ${ERRORS} } }`,
      {
        input: {
          projectName: 'Dash',
          annualUsage: 100,
          companyName: 'Dash Co',
          contactName: 'Li',
          contactPhone: '13800000002',
        },
      },
      buyer.headers,
    );
    expect(created.data.createInquiry.userErrors).toEqual([]);
    if (!repliedAt) return;
    clock.set(repliedAt);
    const replied = await server.graphql(
      `mutation($input: ReplyInquiryInput!) { replyInquiry(input: $input) { inquiry { state } ${ERRORS} } }`,
      { input: { id: created.data.createInquiry.inquiry.id, reply: 'CNY 1.10 a piece' } },
      sales.headers,
    );
    expect(replied.data.replyInquiry.inquiry.state).toBe('REPLIED');
  }

  async function chatAt(openedAt: Date, claimedAt: Date | null) {
    const customer = await createUser(server);
    clock.set(openedAt);
    const opened = await server.graphql(
      `mutation { openChatConversation { conversation { id } ${ERRORS} } }`,
      {},
      customer.headers,
    );
    expect(opened.data.openChatConversation.userErrors).toEqual([]);
    if (!claimedAt) return;
    clock.set(claimedAt);
    const claimed = await server.graphql(
      `mutation($input: ChatConversationInput!) { claimChatConversation(input: $input) { conversation { state } ${ERRORS} } }`,
      { input: { conversationId: opened.data.openChatConversation.conversation.id } },
      support.headers,
    );
    expect(claimed.data.claimChatConversation.conversation.state).toBe('ACTIVE');
  }

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 40 });
    buyer = await createUser(server, { balanceFen: 10_000_000 });
    sales = await createUser(server, { roles: ['sales'] });
    support = await createUser(server, { roles: ['support'] });
    await server.graphql(
      `mutation Set($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) { ${ERRORS} } }`,
      { input: { password: '135790', confirmation: '135790' } },
      buyer.headers,
    );

    // Every part well stocked, then three whose stock is known: two low (one sold out), one low but off the shelf.
    const em = server.app.orm.em.fork();
    await em.nativeUpdate(Product, {}, { stock: 1_000_000, moq: 1 });
    const ids = (await em.find(Product, {}, { orderBy: { id: 'asc' }, limit: 4 })).map((product) => product.id);
    [partId] = ids as [number];
    await setPart(server, partId, { stock: 1_000_000, priceBreaks: [{ minQty: 1, unitPriceMilli: 12_3400 }] });
    const breaks = [{ minQty: 1, unitPriceMilli: 1000 }];
    await setPart(server, ids[1]!, { stock: 3, moq: 10, orderIncrement: 10, priceBreaks: breaks });
    await setPart(server, ids[2]!, { stock: 0, priceBreaks: breaks });
    await setPart(server, ids[3]!, { stock: 0, status: ProductStatus.OFF_SHELF, priceBreaks: breaks });

    // A: placed the day before the 30 days, paid in their first second day: its money counts, the order does not.
    const orderA = await orderAt(at('2026-02-28T23:59:50.000Z'));
    paidFen.A = await pay(orderA.id, at('2026-03-01T00:00:10.000Z'));
    // B: placed on the first day, never paid.
    await orderAt(at('2026-03-01T00:00:20.000Z'));
    // C: placed and paid on 15 March.
    const orderC = await orderAt(at('2026-03-15T10:00:00.000Z'));
    paidFen.C = await pay(orderC.id, at('2026-03-15T10:05:00.000Z'));
    // D: placed in the last seconds of 29 March, paid just after midnight: an order of the 29th, money of the 30th.
    const orderD = await orderAt(at('2026-03-29T23:59:50.000Z'));
    paidFen.D = await pay(orderD.id, at('2026-03-30T00:00:05.000Z'));
    // E: placed today, not paid yet.
    await orderAt(at('2026-03-30T08:00:00.000Z'));

    await inquiryAt(at('2026-02-27T10:00:00.000Z'), null);
    await inquiryAt(at('2026-03-02T10:00:00.000Z'), at('2026-03-02T11:30:00.000Z'));
    await inquiryAt(at('2026-03-30T09:00:00.000Z'), at('2026-03-30T09:10:00.000Z'));
    await inquiryAt(at('2026-03-30T10:00:00.000Z'), null);

    await chatAt(at('2026-03-05T10:00:00.000Z'), at('2026-03-05T10:05:00.000Z'));
    await chatAt(at('2026-03-30T09:00:00.000Z'), at('2026-03-30T09:01:30.000Z'));
    await chatAt(at('2026-03-30T11:00:00.000Z'), null);
    clock.set(NOW);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it('counts each UTC day of the last 30: orders by the day placed, money by the day paid, the paid share', async () => {
    const answer = await server.graphql(dashboardQuery, {}, sales.headers);
    expect(answer.errors).toBeUndefined();
    const { days, today, lastDays } = answer.data.dashboard;
    expect(days).toHaveLength(30);
    expect(days[0].date).toBe('2026-03-01');
    expect(days[29].date).toBe('2026-03-30');
    expect(today).toEqual(days[29]);

    expect(days[0]).toMatchObject({ ordersPlaced: 1, ordersPaid: 0, paidShare: 0, revenueFen: paidFen.A });
    expect(days[14]).toMatchObject({ ordersPlaced: 1, ordersPaid: 1, paidShare: 1, revenueFen: paidFen.C });
    expect(days[28]).toMatchObject({ ordersPlaced: 1, ordersPaid: 1, paidShare: 1, revenueFen: 0 });
    expect(today).toMatchObject({ ordersPlaced: 1, ordersPaid: 0, paidShare: 0, revenueFen: paidFen.D });
    expect(days[5]).toEqual({ date: '2026-03-06', ...noActivity });
    expect(lastDays).toMatchObject({
      ordersPlaced: 4,
      ordersPaid: 2,
      paidShare: 0.5,
      revenueFen: paidFen.A + paidFen.C + paidFen.D,
    });
    expect(paidFen.A).toBeGreaterThan(0);
  });

  it('counts inquiries by the day received with their mean reply time, and those still unanswered', async () => {
    const { days, today, lastDays, unansweredInquiries } = (await server.graphql(dashboardQuery, {}, sales.headers))
      .data.dashboard;
    expect(days[1]).toMatchObject({ inquiriesReceived: 1, inquiriesReplied: 1, averageReplySeconds: 5400 });
    expect(today).toMatchObject({ inquiriesReceived: 2, inquiriesReplied: 1, averageReplySeconds: 600 });
    expect(lastDays).toMatchObject({ inquiriesReceived: 3, inquiriesReplied: 2, averageReplySeconds: 3000 });
    expect(unansweredInquiries).toBe(2);
  });

  it('measures the chat wait from opening to claim, and how long the queue waits now', async () => {
    const { days, today, lastDays, chatsWaiting, longestChatWaitSeconds } = (
      await server.graphql(dashboardQuery, {}, support.headers)
    ).data.dashboard;
    expect(days[4]).toMatchObject({ chatsOpened: 1, chatsClaimed: 1, averageChatWaitSeconds: 300 });
    expect(today).toMatchObject({ chatsOpened: 2, chatsClaimed: 1, averageChatWaitSeconds: 90 });
    expect(lastDays).toMatchObject({ chatsOpened: 3, chatsClaimed: 2, averageChatWaitSeconds: 195 });
    expect(chatsWaiting).toBe(1);
    expect(longestChatWaitSeconds).toBe(3600);
  });

  it('lists the on-shelf parts whose stock cannot fill a minimum order, fewest pieces first', async () => {
    const { lowStockTotal, lowStockParts } = (await server.graphql(dashboardQuery, {}, sales.headers)).data.dashboard;
    const em = server.app.orm.em.fork();
    const [, low, soldOut] = await em.find(Product, {}, { orderBy: { id: 'asc' }, limit: 3 });
    expect(lowStockTotal).toBe(2);
    expect(lowStockParts).toEqual([
      { productId: String(soldOut!.id), mpn: soldOut!.mpn, stock: 0, moq: 1 },
      { productId: String(low!.id), mpn: low!.mpn, stock: 3, moq: 10 },
    ]);
  });

  it('is not for shoppers', async () => {
    const answer = await server.graphql(dashboardQuery, {}, buyer.headers);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
