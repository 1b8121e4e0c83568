import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { errorCatalogue } from '../src/platform/errors/index.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { restCall } from './account-steps.js';
import { saveTemplate } from './coupons-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, insertAddresses, setPart, stockOf, type TestUser } from './order-steps.js';

const ERRORS = 'userErrors { code message field }';
const PRIZE = 'id kind title quantity weight oddsPpm stock initialStock points couponTemplateId product { id mpn }';
const RECORD = `id drawKind activityId activityTitle prizeId prizeKind prizeTitle productId couponId points orderId
  orderNumber status createdAt`;
const STAFF = `id kind description dailyLimit totalLimit pricePerOpenFen activity { id title status startsAt endsAt }
  prizes { ${PRIZE} } progress { records participants awarded prizesLeft }`;

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/**
 * Free orders and blind boxes through the public API: staff set them up, shoppers claim and open, and the counters
 * (daily chances, the activity's total per user, each prize's stock) hold under concurrent calls.
 */
describe.each(databaseKinds)('lucky draws on %s', (database) => {
  // 2026-03-02 02:00 UTC = 10:00 in Shanghai: the shop day is 2026-03-02 until 16:00 UTC.
  const clock = new ManualClock(new Date('2026-03-02T02:00:00.000Z'));
  let server: TestServer;
  let admin: TestUser;
  let sales: TestUser;
  let parts: number[];

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 6 });
    admin = await createUser(server, { roles: ['admin'] });
    sales = await createUser(server, { roles: ['sales'] });
    const products = await server.app.orm.em.fork().find(Product, {}, { orderBy: { id: 'asc' }, limit: 6 });
    parts = products.map((product) => product.id);
    for (const id of parts) {
      await setPart(server, id, { stock: 10_000, priceBreaks: [{ minQty: 1, unitPriceMilli: 25_000 }] });
    }
  });
  afterAll(() => server.close());

  const gql = (user: TestUser | null, query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, { ...(user?.headers ?? {}), lang: 'en-US' });

  /** A shopper with a default address; answers the address id too. */
  async function shopper(): Promise<TestUser & { addressId: string }> {
    const user = await createUser(server);
    const [addressId] = await insertAddresses(server, [user.id], '李雷', clock.now());
    return { ...user, addressId: String(addressId) };
  }

  /** A window that is open now (so the activity starts at once) and for a week. */
  const openWindow = () => ({
    startsAt: new Date(clock.now().getTime() - 60_000).toISOString(),
    endsAt: new Date(clock.now().getTime() + 7 * DAY).toISOString(),
  });

  async function createFreeOrder(input: Record<string, unknown>) {
    const answer = await gql(
      admin,
      `mutation C($input: CreateFreeOrderCampaignInput!) { createFreeOrderCampaign(input: $input) { luckyDraw { ${STAFF} } ${ERRORS} } }`,
      { input: { title: 'Free parts', dailyLimit: 1, ...openWindow(), ...input } },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.createFreeOrderCampaign.userErrors).toEqual([]);
    return answer.data.createFreeOrderCampaign.luckyDraw;
  }

  async function createBox(input: Record<string, unknown>) {
    const answer = await gql(
      admin,
      `mutation C($input: CreateBlindBoxInput!) { createBlindBox(input: $input) { luckyDraw { ${STAFF} } ${ERRORS} } }`,
      { input: { title: 'Lucky box', dailyLimit: 1, ...openWindow(), ...input } },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.createBlindBox.userErrors).toEqual([]);
    return answer.data.createBlindBox.luckyDraw;
  }

  const claim = (user: TestUser & { addressId: string }, partId: string, key = randomUUID()) =>
    gql(
      user,
      `mutation C($input: ClaimFreeOrderInput!) { claimFreeOrder(input: $input) { record { ${RECORD} } ${ERRORS} } }`,
      { input: { partId, addressId: user.addressId, idempotencyKey: key } },
    ).then((answer) => {
      expect(answer.errors).toBeUndefined();
      return answer.data.claimFreeOrder as { record: Record<string, any> | null; userErrors: { code: string }[] };
    });

  const open = (user: TestUser & { addressId?: string }, id: string, key = randomUUID()) =>
    gql(
      user,
      `mutation O($input: OpenBlindBoxInput!) { openBlindBox(input: $input) { record { ${RECORD} } ${ERRORS} } }`,
      { input: { id, addressId: user.addressId ?? null, idempotencyKey: key } },
    ).then((answer) => {
      expect(answer.errors).toBeUndefined();
      return answer.data.openBlindBox as { record: Record<string, any> | null; userErrors: { code: string }[] };
    });

  async function chancesLeft(user: TestUser, campaignId: string): Promise<number | null> {
    const answer = await gql(user, '{ freeOrderCampaigns { id chancesLeftToday } }');
    return answer.data.freeOrderCampaigns.find((campaign: { id: string }) => campaign.id === campaignId)
      ?.chancesLeftToday;
  }

  async function orderOf(user: TestUser, id: string) {
    const answer = await gql(
      user,
      `query O($id: ID!) { order(id: $id) { id status payableFen freightFen paidFen lines { quantity } } }`,
      {
        id,
      },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data.order;
  }

  it('a claimed free part is a PAID prize order of total 0, and the daily chance is then used up', async () => {
    // Sold in tens: a free claim gives the part's minimum order (10 pieces) unless staff say otherwise.
    await setPart(server, parts[0]!, {
      stock: 10_000,
      moq: 10,
      orderIncrement: 10,
      priceBreaks: [{ minQty: 10, unitPriceMilli: 25_000 }],
    });
    const campaign = await createFreeOrder({ parts: [{ kind: 'PART', productId: String(parts[0]), stock: 50 }] });
    expect(campaign.activity.status).toBe('IN_PROGRESS');
    expect(campaign.prizes).toHaveLength(1);
    expect(campaign.prizes[0].quantity).toBe(10);
    const partId = campaign.prizes[0].id;
    const user = await shopper();
    expect(await chancesLeft(user, campaign.id)).toBe(1);
    const catalogBefore = await stockOf(server, parts[0]!);

    const claimed = await claim(user, partId);
    expect(claimed.userErrors).toEqual([]);
    expect(claimed.record).toMatchObject({
      drawKind: 'FREE_ORDER',
      prizeKind: 'PART',
      status: 'DELIVERED',
      activityTitle: 'Free parts',
    });
    const order = await orderOf(user, claimed.record!.orderId);
    expect(order).toMatchObject({
      status: 'PENDING_SHIPMENT',
      payableFen: 0,
      freightFen: 0,
      lines: [{ quantity: 10 }],
    });
    expect(await stockOf(server, parts[0]!)).toBe(catalogBefore - 10);
    expect(await chancesLeft(user, campaign.id)).toBe(0);

    const again = await claim(user, partId);
    expect(again.record).toBeNull();
    expect(again.userErrors[0]).toMatchObject({ code: 'FREE_ORDER_CHANCES_USED_UP' });
    expect((again.userErrors[0] as { message?: string }).message).toBe('Your daily free chances are used up');

    // The façade answers the same refusal with its code.
    const rest = await restCall(
      server,
      '/activity/free-order/claim',
      { part_id: partId, address_id: user.addressId, idempotency_key: randomUUID() },
      user.headers,
    );
    expect(rest.code).toBe(errorCatalogue.FREE_ORDER_CHANCES_USED_UP.restCode);

    // My prizes lists the claim with its order.
    const mine = await gql(user, `{ myLuckyDrawPrizes(first: 10) { totalCount edges { node { ${RECORD} } } } }`);
    expect(mine.data.myLuckyDrawPrizes.totalCount).toBe(1);
    expect(mine.data.myLuckyDrawPrizes.edges[0].node.orderId).toBe(claimed.record!.orderId);
  });

  it('holds the daily limit under concurrent claims and gives a chance back the next shop day', async () => {
    clock.set(new Date('2026-03-02T02:00:00.000Z'));
    const campaign = await createFreeOrder({ parts: [{ kind: 'PART', productId: String(parts[1]), stock: 100 }] });
    const partId = campaign.prizes[0].id;
    const user = await shopper();

    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(user, partId)));
    const won = answers.filter((answer) => answer.record !== null);
    expect(won).toHaveLength(1);
    for (const answer of answers.filter((other) => other.record === null)) {
      expect(answer.userErrors[0]!.code).toBe('FREE_ORDER_CHANCES_USED_UP');
    }
    const staff = await gql(
      admin,
      `{ staffLuckyDraws(kind: FREE_ORDER) { id prizes { stock } progress { records } } }`,
    );
    const progress = staff.data.staffLuckyDraws.find((draw: { id: string }) => draw.id === campaign.id);
    expect(progress).toMatchObject({ prizes: [{ stock: 99 }], progress: { records: 1 } });

    // 15:59 UTC is 23:59 in Shanghai: still the same shop day.
    clock.set(new Date('2026-03-02T15:59:00.000Z'));
    expect((await claim(user, partId)).userErrors[0]?.code).toBe('FREE_ORDER_CHANCES_USED_UP');
    // 16:00 UTC is midnight in Shanghai: a new day, a new chance.
    clock.set(new Date('2026-03-02T16:00:00.000Z'));
    expect(await chancesLeft(user, campaign.id)).toBe(1);
    const nextDay = await claim(user, partId);
    expect(nextDay.userErrors).toEqual([]);
    expect(nextDay.record!.status).toBe('DELIVERED');
    clock.set(new Date('2026-03-02T02:00:00.000Z'));
  });

  it('keeps the campaign total per user, answers a repeated key once and refuses a part that is gone', async () => {
    clock.set(new Date('2026-03-02T02:00:00.000Z'));
    const campaign = await createFreeOrder({
      totalLimit: 2,
      parts: [
        { kind: 'PART', productId: String(parts[2]), stock: 100 },
        { kind: 'PART', productId: String(parts[3]), stock: 1 },
      ],
    });
    const [plenty, single] = campaign.prizes;
    const user = await shopper();
    const key = randomUUID();
    const first = await claim(user, plenty.id, key);
    const repeated = await claim(user, plenty.id, key);
    expect(repeated.userErrors).toEqual([]);
    expect(repeated.record!.id).toBe(first.record!.id);
    expect(repeated.record!.orderId).toBe(first.record!.orderId);

    // The single unit goes to another shopper; this one is refused without losing the day's chance.
    const other = await shopper();
    clock.advance(DAY);
    expect((await claim(other, single.id)).userErrors).toEqual([]);
    expect((await claim(user, single.id)).userErrors[0]?.code).toBe('LUCKY_DRAW_PRIZE_GONE');
    expect(await chancesLeft(user, campaign.id)).toBe(1);
    expect((await claim(user, plenty.id)).userErrors).toEqual([]);

    clock.advance(DAY);
    const third = await claim(user, plenty.id);
    expect(third.userErrors[0]?.code).toBe('LUCKY_DRAW_LIMIT_REACHED');
    expect(await chancesLeft(user, campaign.id)).toBe(0);
    clock.set(new Date('2026-03-02T02:00:00.000Z'));
  });

  it('publishes the odds of a box, skips a prize out of stock and delivers coupons and points', async () => {
    const template = await saveTemplate(server, admin.headers, { title: 'Box ¥5 off' });
    const box = await createBox({
      dailyLimit: 100,
      prizes: [
        { kind: 'POINTS', points: 50, weight: 9, stock: 1000 },
        { kind: 'COUPON', couponTemplateId: template.id, weight: 1, stock: 1000 },
        // Out of stock from the start: it would win almost every open if the draw did not skip it.
        { kind: 'PART', productId: String(parts[4]), weight: 1000, stock: 0 },
      ],
    });
    const detail = await gql(null, `query B($id: ID!) { blindBox(id: $id) { id prizes { ${PRIZE} } } }`, {
      id: box.id,
    });
    expect(detail.data.blindBox.prizes.map((prize: { oddsPpm: number }) => prize.oddsPpm)).toEqual([
      900_000, 100_000, 0,
    ]);

    // The endpoint follows the published odds: 100 opens at 90% / 10%. Points come out of a correct draw as
    // Binomial(100, 0.9): mean 90, sd 3, so [75, 100] (5 sd below) fails a correct server less than once in a
    // million runs, while a draw that ignored the weights (about 50) or the stock (the part, ~99%) lands far outside.
    // The distribution itself is checked by chi-square over 100,000 draws in lucky-draw-odds.test.ts.
    const user = await shopper();
    const records: Record<string, any>[] = [];
    for (let i = 0; i < 100; i += 1) {
      const opened = await open(user, box.id);
      expect(opened.userErrors).toEqual([]);
      records.push(opened.record!);
    }
    const points = records.filter((record) => record.prizeKind === 'POINTS');
    const coupons = records.filter((record) => record.prizeKind === 'COUPON');
    expect(records.filter((record) => record.prizeKind === 'PART')).toEqual([]);
    expect(points.length).toBeGreaterThanOrEqual(75);
    expect(points.length + coupons.length).toBe(100);

    // Points land in the ledger, coupons among the user's coupons.
    const summary = await gql(user, '{ myPoints { balance } myCouponCounts { unused } }');
    expect(summary.data.myPoints.balance).toBe(50 * points.length);
    expect(summary.data.myCouponCounts.unused).toBe(coupons.length);
    for (const record of coupons) expect(record.couponId).not.toBeNull();
    // Each points prize is a PRIZE entry that names the open it was won in.
    const entries = (
      await gql(user, '{ myPointsEntries(first: 100) { edges { node { kind reference description } } } }')
    ).data.myPointsEntries.edges.map((edge: { node: Record<string, string> }) => edge.node);
    expect(entries.map((entry: Record<string, string>) => [entry.kind, entry.reference])).toEqual(
      points.map((record) => ['PRIZE', `lucky-draw-record/${record.id}`]).reverse(),
    );
    expect(entries[0].description).toBe('Prize won: 50 points');

    const staff = await gql(admin, `{ staffLuckyDraws(kind: BLIND_BOX) { ${STAFF} } }`);
    const progress = staff.data.staffLuckyDraws.find((draw: { id: string }) => draw.id === box.id);
    expect(progress.progress).toEqual({ records: 100, participants: 1, awarded: 100, prizesLeft: 1900 });
  });

  it('a part won becomes a PAID prize order; used-up opens and an empty box are refused', async () => {
    const box = await createBox({
      dailyLimit: 2,
      prizes: [{ kind: 'PART', productId: String(parts[5]), weight: 1, stock: 1 }],
    });
    const user = await shopper();
    const won = await open(user, box.id);
    expect(won.userErrors).toEqual([]);
    expect(won.record).toMatchObject({ prizeKind: 'PART', status: 'DELIVERED' });
    expect(await orderOf(user, won.record!.orderId)).toMatchObject({
      status: 'PENDING_SHIPMENT',
      payableFen: 0,
      freightFen: 0,
    });

    // Nothing left: the open is refused and its chance rolled back.
    const empty = await open(user, box.id);
    expect(empty.userErrors[0]?.code).toBe('BLIND_BOX_EMPTY');
    const left = await gql(user, `query B($id: ID!) { blindBox(id: $id) { opensLeftToday } }`, { id: box.id });
    expect(left.data.blindBox.opensLeftToday).toBe(1);

    // Staff restock; the second open of the day is the last.
    const restocked = await gql(
      admin,
      `mutation U($input: UpdateBlindBoxInput!) { updateBlindBox(input: $input) { luckyDraw { ${STAFF} } ${ERRORS} } }`,
      { input: { id: box.id, prizes: [{ id: box.prizes[0].id, kind: 'PART', addStock: 5 }] } },
    );
    expect(restocked.data.updateBlindBox.userErrors).toEqual([]);
    expect(restocked.data.updateBlindBox.luckyDraw.prizes[0]).toMatchObject({ stock: 5, initialStock: 6 });
    const withoutAddress = await open({ ...user, addressId: undefined } as TestUser, box.id);
    expect(withoutAddress.record).toMatchObject({ status: 'AWAITING_ORDER', orderId: null });
    const received = await gql(
      user,
      `mutation R($input: ReceiveLuckyDrawPrizeInput!) { receiveLuckyDrawPrize(input: $input) { record { ${RECORD} } ${ERRORS} } }`,
      { input: { recordId: withoutAddress.record!.id, addressId: user.addressId } },
    );
    expect(received.data.receiveLuckyDrawPrize.record).toMatchObject({ status: 'DELIVERED' });

    const usedUp = await open(user, box.id);
    expect(usedUp.userErrors[0]).toMatchObject({
      code: 'BLIND_BOX_OPENS_USED_UP',
      message: 'Your blind-box opens for today are used up',
    });
    const rest = await restCall(
      server,
      '/activity/blind-box/open',
      { id: box.id, idempotency_key: randomUUID() },
      user.headers,
    );
    expect(rest.code).toBe(errorCatalogue.BLIND_BOX_OPENS_USED_UP.restCode);
  });

  it('refuses claims and opens while staff pause the activity, and takes them again on resume', async () => {
    const box = await createBox({ dailyLimit: 5, prizes: [{ kind: 'POINTS', points: 5, weight: 1, stock: 10 }] });
    const user = await shopper();
    const lifecycle = (name: 'pauseActivity' | 'resumeActivity') =>
      gql(admin, `mutation($id: ID!) { ${name}(id: $id) { activity { status } ${ERRORS} } }`, { id: box.id });
    expect((await lifecycle('pauseActivity')).data.pauseActivity.activity.status).toBe('PAUSED');
    const paused = await open(user, box.id);
    expect(paused.userErrors[0]?.code).toBe('ACTIVITY_PAUSED');
    const left = await gql(user, `query B($id: ID!) { blindBox(id: $id) { opensLeftToday } }`, { id: box.id });
    expect(left.data.blindBox.opensLeftToday).toBe(5);
    expect((await lifecycle('resumeActivity')).data.resumeActivity.activity.status).toBe('IN_PROGRESS');
    expect((await open(user, box.id)).userErrors).toEqual([]);
  });

  it('lets only activity.manage create and edit, checks the price per open and the prizes', async () => {
    const input = {
      title: 'Paid box',
      dailyLimit: 1,
      ...openWindow(),
      prizes: [{ kind: 'POINTS', points: 10, weight: 1, stock: 1 }],
    };
    const mutation = `mutation C($input: CreateBlindBoxInput!) { createBlindBox(input: $input) { luckyDraw { id } ${ERRORS} } }`;
    const asSales = await gql(sales, mutation, { input });
    expect(asSales.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const negative = await gql(admin, mutation, { input: { ...input, pricePerOpenFen: -1 } });
    expect(negative.data.createBlindBox.userErrors[0].code).toBe('BLIND_BOX_PRICE_INVALID');
    const noWeight = await gql(admin, mutation, {
      input: { ...input, prizes: [{ kind: 'POINTS', points: 1, stock: 1 }] },
    });
    expect(noWeight.data.createBlindBox.userErrors[0]).toMatchObject({
      code: 'LUCKY_DRAW_PRIZES_INVALID',
      field: ['input', 'prizes', '0', 'weight'],
    });
    const staffView = await gql(sales, '{ staffLuckyDraws(kind: BLIND_BOX) { id } }');
    expect(staffView.errors).toBeUndefined();
    const shopperView = await gql(await createUser(server), '{ staffLuckyDraws(kind: BLIND_BOX) { id } }');
    expect(shopperView.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
