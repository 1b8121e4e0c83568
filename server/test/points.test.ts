import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { staffActionsOn } from '../src/platform/audit/staff-audit.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { restCall } from './account-steps.js';
import { receivedOrder } from './after-sale-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, setPart, type TestUser } from './order-steps.js';

const DAY = 24 * 3600_000;
const ERRORS = 'userErrors { code message field }';
const RULES =
  'pointsPerYuan reviewPoints reviewPhotoPoints reviewMinCharacters fenPerPoint maxDeductionPercent validityMonths';
const defaults = {
  pointsPerYuan: 1,
  reviewPoints: 20,
  reviewPhotoPoints: 10,
  fenPerPoint: 1,
  maxDeductionPercent: 50,
  validityMonths: 12,
};
const updateRules = `mutation Update($input: UpdatePointsRulesInput!) { updatePointsRules(input: $input) { rules { ${RULES} } ${ERRORS} } }`;
const adjust = `mutation Adjust($input: AdjustPointsInput!) {
  adjustPoints(input: $input) { balance entry { points kind description balanceAfter } ${ERRORS} }
}`;
const myPoints = `{ myPoints { balance expiringPoints expiringAt }
  myPointsEntries(first: 20) { totalCount edges { node { points kind description orderNumber balanceAfter } } } }`;

type Envelope = { code: number; msg: string; data: any };

describe.each(databaseKinds)('points on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  let admin: TestUser;
  let sales: TestUser;
  let part: number;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 10 });
    admin = await createUser(server, { roles: ['admin'] });
    sales = await createUser(server, { roles: ['sales'] });
    const [product] = await server.app.orm.em.fork().find(Product, {}, { orderBy: { id: 'asc' }, limit: 1 });
    part = product!.id;
    await setPart(server, part, { stock: 100_000, priceBreaks: [{ minQty: 1, unitPriceMilli: 123_450 }] });
  });
  afterAll(() => server.close());

  const gql = (user: TestUser | null, query: string, variables: Record<string, unknown> = {}, lang = 'en-US') =>
    server.graphql(query, variables, { ...(user?.headers ?? {}), lang });
  const restGet = async (user: TestUser | null, path: string, lang = 'en-US'): Promise<Envelope> =>
    (await (
      await server.request('GET', `/api${path}`, { headers: { ...(user?.headers ?? {}), lang } })
    ).json()) as Envelope;

  it('shows the rules to anyone; only points.manage changes them, checked field by field and audited', async () => {
    const shown = await gql(null, `{ pointsRules { ${RULES} } }`);
    expect(shown.data.pointsRules).toEqual({ ...defaults, reviewMinCharacters: 10 });
    expect((await restGet(null, '/points/rules')).data).toMatchObject({ points_per_yuan: 1, fen_per_point: 1 });

    const refused = await gql(sales, updateRules, { input: { ...defaults, pointsPerYuan: 2 } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const wrong = await gql(admin, updateRules, { input: { ...defaults, maxDeductionPercent: 101 } });
    expect(wrong.data.updatePointsRules.userErrors).toEqual([
      {
        code: 'POINTS_RULE_OUT_OF_RANGE',
        message: 'Enter a whole number from 0 to 100',
        field: ['input', 'maxDeductionPercent'],
      },
    ]);

    const changed = await gql(admin, updateRules, { input: { ...defaults, reviewPoints: 25 } });
    expect(changed.data.updatePointsRules).toEqual({
      rules: { ...defaults, reviewPoints: 25, reviewMinCharacters: 10 },
      userErrors: [],
    });
    expect((await gql(null, `{ pointsRules { reviewPoints } }`)).data.pointsRules.reviewPoints).toBe(25);
    const [audit] = await staffActionsOn(server.app.orm.em.fork(), 'points-rules', 1);
    expect(audit).toMatchObject({ actorId: admin.id, permission: 'points.manage', action: 'points.rules.update' });
    expect(audit!.detail).toMatchObject({ before: { reviewPoints: 20 }, after: { reviewPoints: 25 } });

    // Back to the defaults over REST.
    const restored = await restCall(
      server,
      '/admin/points/rules',
      {
        points_per_yuan: 1,
        review_points: 20,
        review_photo_points: 10,
        fen_per_point: 1,
        max_deduction_percent: 50,
        validity_months: 12,
      },
      admin.headers,
    );
    expect(restored).toMatchObject({ code: 1, data: { review_points: 20 } });
  });

  it('lets staff credit and debit a user with a reason, never below zero, and lists the entries', async () => {
    const shopper = await createUser(server);
    const credited = await gql(admin, adjust, {
      input: { userId: String(shopper.id), points: 500, reason: 'Welcome gift' },
    });
    expect(credited.data.adjustPoints).toEqual({
      balance: 500,
      entry: { points: 500, kind: 'ADJUSTMENT', description: 'Adjusted by the shop: Welcome gift', balanceAfter: 500 },
      userErrors: [],
    });
    const tooMuch = await gql(admin, adjust, { input: { userId: String(shopper.id), points: -501, reason: 'Oops' } });
    expect(tooMuch.data.adjustPoints.userErrors).toEqual([
      {
        code: 'POINTS_ADJUSTMENT_EXCEEDS_BALANCE',
        message: 'The user holds only 500 points',
        field: ['input', 'points'],
      },
    ]);
    const noReason = await gql(admin, adjust, { input: { userId: String(shopper.id), points: 5, reason: '  ' } });
    expect(noReason.data.adjustPoints.userErrors[0].code).toBe('POINTS_ADJUSTMENT_REASON_REQUIRED');
    const zero = await gql(admin, adjust, { input: { userId: String(shopper.id), points: 0, reason: 'x' } });
    expect(zero.data.adjustPoints.userErrors[0].field).toEqual(['input', 'points']);
    const salesTry = await gql(sales, adjust, { input: { userId: String(shopper.id), points: 5, reason: 'x' } });
    expect(salesTry.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const debited = await restCall(
      server,
      '/admin/points/adjust',
      { user_id: shopper.id, points: -120, reason: 'Correction' },
      { ...admin.headers, lang: 'zh-CN' },
    );
    expect(debited).toMatchObject({
      code: 1,
      data: { balance: 380, entry: { points: -120, kind: 'ADJUSTMENT', description: '平台调整：Correction' } },
    });
    const [audit] = await staffActionsOn(server.app.orm.em.fork(), 'user', shopper.id);
    expect(audit).toMatchObject({ actorId: admin.id, permission: 'points.manage', action: 'points.adjust' });

    const mine = await gql(shopper, myPoints);
    expect(mine.data.myPoints).toEqual({ balance: 380, expiringPoints: 0, expiringAt: null });
    expect(mine.data.myPointsEntries.totalCount).toBe(2);
    expect(mine.data.myPointsEntries.edges.map((edge: any) => [edge.node.points, edge.node.balanceAfter])).toEqual([
      [-120, 380],
      [500, 500],
    ]);
    const restSummary = await restGet(shopper, '/points/summary');
    expect(restSummary).toMatchObject({ code: 1, data: { balance: 380, expiring_points: 0, expiring_at: null } });
    const restEntries = await restGet(shopper, '/points/entries?first=1');
    expect(restEntries.data).toMatchObject({ total_count: 2, has_next_page: true, entries: [{ points: -120 }] });
    const next = await restGet(shopper, `/points/entries?first=1&after=${restEntries.data.end_cursor}`);
    expect(next.data).toMatchObject({ has_next_page: false, entries: [{ points: 500 }] });

    // Staff with promotion.view read it too; a visitor reads nothing.
    const staffView = await gql(sales, `{ staffUserPoints(userId: "${shopper.id}") { balance } }`);
    expect(staffView.data.staffUserPoints.balance).toBe(380);
    expect((await gql(null, '{ myPoints { balance } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await restGet(null, '/points/summary')).code).toBe(-202);
  });

  it('spends the points that expire first and writes off what is left of a lot when it expires', async () => {
    const shopper = await createUser(server);
    const start = clock.now();
    await gql(admin, adjust, { input: { userId: String(shopper.id), points: 100, reason: 'First' } });
    clock.advance(180 * DAY);
    await gql(admin, adjust, { input: { userId: String(shopper.id), points: 50, reason: 'Second' } });
    // 120 taken: the first lot's 100, then 20 of the second.
    await gql(admin, adjust, { input: { userId: String(shopper.id), points: -120, reason: 'Spent' } });

    // A year after the first lot: it is used up, nothing expires.
    clock.set(new Date(start.getTime() + 366 * DAY));
    await server.app.jobs.runDue();
    expect((await gql(shopper, myPoints)).data.myPoints.balance).toBe(30);

    // A month before the second lot expires it shows as expiring.
    clock.set(new Date(start.getTime() + (180 + 340) * DAY));
    const soon = (await gql(shopper, myPoints)).data.myPoints;
    expect(soon.expiringPoints).toBe(30);
    expect(new Date(soon.expiringAt).getTime()).toBeGreaterThan(clock.now().getTime());

    clock.set(new Date(start.getTime() + (180 + 370) * DAY));
    await server.app.jobs.runDue();
    const after = (await gql(shopper, myPoints)).data;
    expect(after.myPoints).toEqual({ balance: 0, expiringPoints: 0, expiringAt: null });
    expect(after.myPointsEntries.edges[0].node).toEqual({
      points: -30,
      kind: 'EXPIRED',
      description: 'Points expired',
      orderNumber: null,
      balanceAfter: 0,
    });
  });

  it('gives review points once per order for text over 10 characters, more with a photo', async () => {
    const shopper = await createUser(server, { balanceFen: 10_000_000 });
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const review = async (orderId: string, content: string, photos: Buffer[]) => {
      const form = new FormData();
      form.append('order_id', orderId);
      form.append('rating', '5');
      form.append('content', content);
      photos.forEach((bytes, index) => form.append('file', new Blob([new Uint8Array(bytes)]), `p${index}.png`));
      const response = await fetch(`${server.url}/api/order/review`, {
        method: 'POST',
        body: form,
        headers: shopper.headers,
      });
      const answer = (await response.json()) as Envelope;
      expect(answer.code, answer.msg).toBe(1);
    };
    const withPhoto = await receivedOrder(server, clock, shopper, sales, [{ productId: part, quantity: 1 }]);
    await review(withPhoto.id, 'Genuine parts, well packed.', [photo]);
    const short = await receivedOrder(server, clock, shopper, sales, [{ productId: part, quantity: 1 }]);
    await review(short.id, 'Good parts', []);
    const plain = await receivedOrder(server, clock, shopper, sales, [{ productId: part, quantity: 1 }]);
    await review(plain.id, 'Exactly as described!', []);

    const entries = (await gql(shopper, myPoints)).data.myPointsEntries.edges
      .map((edge: any) => edge.node)
      .filter((node: any) => node.kind === 'REVIEW');
    expect(entries.map((node: any) => [node.orderNumber, node.points])).toEqual([
      [plain.number, 20],
      [withPhoto.number, 30],
    ]);
    expect(entries[0].description).toBe(`Earned by reviewing order ${plain.number}`);
  });
});
