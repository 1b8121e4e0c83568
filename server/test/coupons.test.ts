import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCoupons } from '../src/seed/seed-coupons.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import {
  claim,
  countsQuery,
  createCodesMutation,
  myCouponsQuery,
  offersQuery,
  redeemMutation,
  saveTemplate,
  setStatusMutation,
  somePart,
} from './coupons-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, type TestUser } from './order-steps.js';

const DAY = 24 * 3600_000;

describe.each(databaseKinds)('coupons on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock(new Date('2026-03-01T00:00:00.000Z'));
  let admin: Record<string, string>;
  let shopper: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 20 });
    admin = (await createUser(server, { roles: ['admin'] })).headers;
    shopper = await createUser(server);
  });
  afterAll(() => server.close());

  const asShopper = (user: TestUser = shopper, lang = 'en-US') => ({ ...user.headers, lang });
  const mine = async (user: TestUser, status: string) =>
    (await server.graphql(myCouponsQuery, { status }, asShopper(user))).data.myCoupons;
  const counts = async (user: TestUser) => (await server.graphql(countsQuery, {}, asShopper(user))).data.myCouponCounts;

  it('offers a public template in the coupon centre; a claim gives the coupon, a second one is "already received"', async () => {
    const template = await saveTemplate(server, admin, { title: 'Centre ¥5', totalQuantity: 3 });
    const offers = await server.graphql(offersQuery, { first: 100 }, asShopper());
    const offer = offers.data.couponOffers.edges.find((edge: any) => edge.node.id === template.id).node;
    expect(offer).toMatchObject({ remaining: 3, claimedByMe: 0, canClaim: true, validDays: 7 });
    expect(offer.scope).toMatchObject({ kind: 'ALL', summary: 'All goods' });

    const first = await claim(server, shopper.headers, template.id);
    expect(first.userErrors).toEqual([]);
    expect(first.coupon).toMatchObject({
      status: 'UNUSED',
      source: 'CLAIM',
      title: 'Centre ¥5',
      amountOffFen: 500,
      thresholdFen: 5000,
      validFrom: clock.now().toISOString(),
      validUntil: new Date(clock.now().getTime() + 7 * DAY).toISOString(),
      expiresSoon: false,
    });
    const again = await claim(server, shopper.headers, template.id);
    expect(again.coupon).toBeNull();
    expect(again.userErrors).toEqual([
      expect.objectContaining({ code: 'COUPON_ALREADY_RECEIVED', message: 'Coupon already received' }),
    ]);
    const after = await server.graphql(offersQuery, { first: 100 }, asShopper());
    expect(after.data.couponOffers.edges.find((edge: any) => edge.node.id === template.id).node).toMatchObject({
      remaining: 2,
      claimedByMe: 1,
      canClaim: false,
    });
  });

  it('refuses a claim when none are left, the template is paused or its claim window is closed ("claim failed")', async () => {
    const scarce = await saveTemplate(server, admin, { title: 'Scarce', totalQuantity: 1 });
    const [a, b] = [await createUser(server), await createUser(server)];
    expect((await claim(server, a.headers, scarce.id)).userErrors).toEqual([]);
    expect((await claim(server, b.headers, scarce.id)).userErrors).toEqual([
      expect.objectContaining({ code: 'COUPON_CLAIM_FAILED', message: 'Claim failed' }),
    ]);

    const paused = await saveTemplate(server, admin, { title: 'Paused' });
    const status = await server.graphql(
      setStatusMutation,
      { input: { templateId: paused.id, status: 'PAUSED' } },
      admin,
    );
    expect(status.data.setCouponTemplateStatus).toMatchObject({ template: { status: 'PAUSED' }, userErrors: [] });
    expect((await claim(server, b.headers, paused.id)).userErrors[0]!.code).toBe('COUPON_CLAIM_FAILED');

    const later = await saveTemplate(server, admin, {
      title: 'Later',
      claimStartsAt: new Date(clock.now().getTime() + DAY).toISOString(),
      claimEndsAt: new Date(clock.now().getTime() + 2 * DAY).toISOString(),
    });
    const offers = await server.graphql(offersQuery, { first: 100 }, asShopper(b));
    const ids = offers.data.couponOffers.edges.map((edge: any) => edge.node.id);
    expect(ids).not.toContain(paused.id);
    expect(offers.data.couponOffers.edges.find((edge: any) => edge.node.id === later.id).node.canClaim).toBe(false);
    expect((await claim(server, b.headers, later.id)).userErrors[0]!.code).toBe('COUPON_CLAIM_FAILED');
    // Nothing was counted against b's limit by the failed claims.
    expect((await counts(b)).unused).toBe(0);
  });

  it('shows on a part page only the coupons whose scope covers the part, with the scope named in the language', async () => {
    const part = await somePart(server);
    const other = await somePart(server, 1);
    const byCategory = await saveTemplate(server, admin, {
      title: 'Category 10%',
      discountKind: 'PERCENT_OFF',
      percentOff: 10,
      maxDiscountFen: 3000,
      amountOffFen: null,
      scopeKind: 'CATEGORY',
      scopeIds: [String(part.categoryId)],
    });
    const byPart = await saveTemplate(server, admin, {
      title: 'Other part',
      scopeKind: 'PRODUCTS',
      scopeIds: [String(other.id)],
    });
    const forPart = await server.graphql(offersQuery, { first: 100, productId: String(part.id) }, asShopper());
    const ids = forPart.data.couponOffers.edges.map((edge: any) => edge.node.id);
    expect(ids).toContain(byCategory.id);
    if (other.categoryId !== part.categoryId || other.id !== part.id) expect(ids).not.toContain(byPart.id);
    const node = forPart.data.couponOffers.edges.find((edge: any) => edge.node.id === byCategory.id).node;
    expect(node).toMatchObject({ percentOff: 10, maxDiscountFen: 3000, amountOffFen: null });
    expect(node.scope.categories).toEqual([{ id: String(part.categoryId), name: expect.any(String) }]);
    expect(node.scope.summary).toBe(`Category: ${node.scope.categories[0].name}`);
    const inChinese = await server.graphql(
      offersQuery,
      { first: 100, productId: String(part.id) },
      asShopper(shopper, 'zh-CN'),
    );
    const zh = inChinese.data.couponOffers.edges.find((edge: any) => edge.node.id === byCategory.id).node;
    expect(zh.scope.summary).toMatch(/^分类：/);
    const unknownPart = await server.graphql(offersQuery, { productId: '987654321' }, asShopper());
    expect(unknownPart.data.couponOffers.totalCount).toBe(0);
  });

  it('redeems a shared code once per user up to its limit, and a single-use code once in all', async () => {
    const template = await saveTemplate(server, admin, { title: 'Code coupon', publicClaim: false });
    const shared = await server.graphql(
      createCodesMutation,
      { input: { templateId: template.id, sharedCode: 'spring-26', maxRedemptions: 2 } },
      admin,
    );
    expect(shared.data.createDiscountCodes.codes).toEqual([
      expect.objectContaining({ code: 'SPRING-26', singleUse: false, maxRedemptions: 2, redeemedCount: 0 }),
    ]);
    const [a, b, c] = [await createUser(server), await createUser(server), await createUser(server)];
    const redeem = async (user: TestUser, code: string) =>
      (await server.graphql(redeemMutation, { input: { code } }, asShopper(user))).data.redeemDiscountCode;
    expect(await redeem(a, 'spring-26')).toMatchObject({
      coupon: { source: 'CODE', title: 'Code coupon' },
      userErrors: [],
    });
    expect((await redeem(a, 'SPRING-26')).userErrors[0].code).toBe('COUPON_ALREADY_RECEIVED');
    expect((await redeem(b, ' Spring-26 ')).userErrors).toEqual([]);
    expect((await redeem(c, 'SPRING-26')).userErrors[0]).toMatchObject({
      code: 'DISCOUNT_CODE_INVALID',
      field: ['input', 'code'],
    });
    expect((await redeem(c, 'NO-SUCH-CODE')).userErrors[0].code).toBe('DISCOUNT_CODE_INVALID');

    const single = await server.graphql(createCodesMutation, { input: { templateId: template.id, count: 2 } }, admin);
    const codes = single.data.createDiscountCodes.codes;
    expect(codes).toHaveLength(2);
    expect(codes[0]).toMatchObject({ singleUse: true, maxRedemptions: 1 });
    expect((await redeem(c, codes[0].code)).userErrors).toEqual([]);
    expect((await redeem(a, codes[0].code)).userErrors[0].code).toBe('DISCOUNT_CODE_INVALID');
    expect((await redeem(c, codes[0].code)).userErrors[0].code).toBe('COUPON_ALREADY_RECEIVED');
    expect((await counts(c)).unused).toBe(1);
  });

  it('answers the same through the REST façade', async () => {
    const template = await saveTemplate(server, admin, { title: 'REST coupon' });
    const user = await createUser(server);
    const headers = { ...user.headers, lang: 'en-US', 'content-type': 'application/json' };
    const offers: any = await (await server.request('GET', '/api/coupon/offers?first=100', { headers })).json();
    expect(offers.code).toBe(1);
    expect(offers.data.items.find((item: any) => item.id === template.id)).toMatchObject({
      can_claim: true,
      threshold_fen: 5000,
      scope: { kind: 'ALL', summary: 'All goods' },
    });
    const claimed: any = await (
      await server.request('POST', '/api/coupon/claim', { headers, body: JSON.stringify({ offer_id: template.id }) })
    ).json();
    expect(claimed).toMatchObject({ code: 1, data: { status: 'UNUSED', source: 'CLAIM', title: 'REST coupon' } });
    const twice: any = await (
      await server.request('POST', '/api/coupon/claim', { headers, body: JSON.stringify({ offer_id: template.id }) })
    ).json();
    expect(twice).toMatchObject({ code: -9320, msg: 'Coupon already received' });
    const badCode: any = await (
      await server.request('POST', '/api/coupon/redeem', { headers, body: JSON.stringify({ code: 'NOPE-NOPE' }) })
    ).json();
    expect(badCode.code).toBe(-9322);
    const list: any = await (await server.request('GET', '/api/coupon/mine?status=UNUSED', { headers })).json();
    expect(list.data.items.map((item: any) => item.id)).toEqual([claimed.data.id]);
    const restCounts: any = await (await server.request('GET', '/api/coupon/counts', { headers })).json();
    expect(restCounts.data).toEqual({ unused: 1, used: 0, expired: 0 });
    const visitor: any = await (await server.request('GET', '/api/coupon/mine', {})).json();
    expect(visitor.code).toBe(-202);
  });

  it('expires a coupon by itself at its end (read-time), and gives back a coupon of an order that ended unpaid', async () => {
    const user = await createUser(server);
    const template = await saveTemplate(server, admin, { title: 'Short', validDays: 3 });
    const coupon = (await claim(server, user.headers, template.id)).coupon!;
    expect(await counts(user)).toEqual({ unused: 1, used: 0, expired: 0 });

    // Used by an order, then the order is cancelled: UNUSED again (through the port orders call).
    const checkout = server.app.services.coupons.checkout;
    const em = server.app.orm.em.fork();
    const use = { couponId: Number(coupon.id), userId: user.id, orderId: 4242, now: clock.now() };
    expect(await em.transactional((tx) => checkout.useCoupon(tx, use))).toBe(true);
    expect(await em.transactional((tx) => checkout.useCoupon(tx, { ...use, orderId: 4243 }))).toBe(false);
    expect((await mine(user, 'USED')).edges[0].node).toMatchObject({ id: coupon.id, orderId: '4242' });
    const event = {
      milestone: 'endedUnpaid' as const,
      orderId: 4242,
      number: 'CM1',
      userId: user.id,
      kind: 'GOODS' as const,
      payableFen: 100,
      couponId: Number(coupon.id),
      pointsSpent: 0,
      activity: null,
      at: clock.now(),
    };
    await em.transactional((tx) => checkout.giveBack(tx, { ...event, orderId: 9999 }));
    expect(await counts(user)).toEqual({ unused: 0, used: 1, expired: 0 });
    await em.transactional((tx) => checkout.giveBack(tx, event));
    await em.transactional((tx) => checkout.giveBack(tx, event));
    expect(await counts(user)).toEqual({ unused: 1, used: 0, expired: 0 });
    const staffView = await server.graphql(
      `{ staffCouponTemplate(id: "${template.id}") { claimedCount usedCount } }`,
      {},
      admin,
    );
    expect(staffView.data.staffCouponTemplate).toEqual({ claimedCount: 1, usedCount: 0 });

    clock.advance(3 * DAY);
    expect(await counts(user)).toEqual({ unused: 0, used: 0, expired: 1 });
    expect((await mine(user, 'EXPIRED')).edges[0].node).toMatchObject({ id: coupon.id, status: 'EXPIRED' });
    expect((await checkout.unusedCoupons(em.fork(), user.id, clock.now())).map((c) => c.couponId)).toEqual([]);
    expect(await em.transactional((tx) => checkout.useCoupon(tx, { ...use, now: clock.now() }))).toBe(false);
  });

  it('lets checkout weigh the unused coupons with their scope, and issueCoupon give one once per key', async () => {
    const user = await createUser(server);
    const part = await somePart(server);
    const template = await saveTemplate(server, admin, {
      title: 'Maker coupon',
      scopeKind: 'MANUFACTURER',
      scopeIds: [String(part.manufacturerId)],
      publicClaim: false,
      totalQuantity: 1,
    });
    const coupons = server.app.services.coupons;
    const em = server.app.orm.em.fork();
    const issue = {
      templateId: Number(template.id),
      userId: user.id,
      source: 'INVITATION' as const,
      key: `invite-${user.id}`,
    };
    const first = await em.transactional((tx) => coupons.issueCoupon(tx, issue));
    const again = await em.transactional((tx) => coupons.issueCoupon(tx, issue));
    expect(first).not.toBeNull();
    expect(again).toEqual(first);
    expect(await em.transactional((tx) => coupons.issueCoupon(tx, { ...issue, key: 'another' }))).toBeNull();

    const [held] = await coupons.checkout.unusedCoupons(em.fork(), user.id, clock.now());
    expect(held).toMatchObject({
      couponId: first!.couponId,
      title: 'Maker coupon',
      terms: {
        discountKind: 'AMOUNT_OFF',
        amountOffFen: 500,
        percentOff: null,
        maxDiscountFen: null,
        thresholdFen: 5000,
      },
    });
    const line = {
      productId: part.id,
      categoryId: part.categoryId,
      manufacturerId: part.manufacturerId,
      lineTotalFen: 1n,
    };
    expect(held!.appliesTo(line)).toBe(true);
    expect(held!.appliesTo({ ...line, manufacturerId: part.manufacturerId + 100_000 })).toBe(false);
    expect((await mine(user, 'UNUSED')).edges[0].node.source).toBe('INVITATION');
  });

  it('sends the day-before expiry message once, not for a used coupon, and resumes the reminders at start-up', async () => {
    const user = await createUser(server);
    const other = await createUser(server);
    const template = await saveTemplate(server, admin, { title: 'Reminded', validDays: 2 });
    const reminded = (await claim(server, user.headers, template.id)).coupon!;
    const used = (await claim(server, other.headers, template.id)).coupon!;
    const em = server.app.orm.em.fork();
    await em.transactional((tx) =>
      server.app.services.coupons.checkout.useCoupon(tx, {
        couponId: Number(used.id),
        userId: other.id,
        orderId: 777,
        now: clock.now(),
      }),
    );
    const messages = async (who: TestUser) =>
      (
        await server.graphql(
          '{ myMessages(first: 10) { edges { node { title body link } } } unreadMessageCounts { system } }',
          {},
          asShopper(who),
        )
      ).data;
    const before = await messages(user);

    clock.advance(DAY - 60_000);
    await server.app.jobs.runDue();
    expect((await messages(user)).myMessages.edges).toHaveLength(before.myMessages.edges.length);
    expect((await mine(user, 'UNUSED')).edges[0].node.expiresSoon).toBe(false);

    clock.advance(60_000);
    expect((await mine(user, 'UNUSED')).edges[0].node.expiresSoon).toBe(true);
    await server.app.jobs.runDue();
    const after = await messages(user);
    expect(after.unreadMessageCounts.system).toBe(before.unreadMessageCounts.system + 1);
    expect(after.myMessages.edges[0].node).toEqual({
      title: 'A coupon expires soon',
      body: `Your coupon "Reminded" expires on ${reminded.validUntil.slice(0, 16).replace('T', ' ')} (UTC). Use it before then.`,
      link: '/user/coupon',
    });
    expect(
      (await messages(other)).myMessages.edges.some((edge: any) => edge.node.title === 'A coupon expires soon'),
    ).toBe(false);
    expect(await server.app.services.coupons.remindExpiring()).toBe(0);
    await server.app.services.coupons.resumeReminders();
    await server.app.jobs.runDue();
    expect((await messages(user)).unreadMessageCounts.system).toBe(after.unreadMessageCounts.system);
  });

  it('seeds the demo coupons of a development shop: four in the coupon centre and the shared code WELCOME10', async () => {
    expect(await seedDemoCoupons(server.app.orm.em.fork(), clock)).toBe(5);
    const offers = await server.graphql(offersQuery, { first: 100 }, asShopper());
    const titles = offers.data.couponOffers.edges.map((edge: any) => edge.node);
    const seeded = titles.filter((node: any) =>
      ['¥5 off orders over ¥50', '10% off chip resistors, up to ¥30', '¥20 off ¥199 of Texas Instruments'].includes(
        node.title,
      ),
    );
    expect(seeded.map((node: any) => node.scope.kind).sort()).toEqual(['ALL', 'CATEGORY', 'MANUFACTURER']);
    expect(titles.find((node: any) => node.title === '¥10 off over ¥100: almost gone')).toMatchObject({ remaining: 3 });
    const user = await createUser(server);
    const redeemed = await server.graphql(redeemMutation, { input: { code: 'welcome10' } }, asShopper(user));
    expect(redeemed.data.redeemDiscountCode).toMatchObject({
      coupon: { title: 'Welcome: ¥10 off over ¥60', amountOffFen: 1000, thresholdFen: 6000 },
      userErrors: [],
    });
  });
});
