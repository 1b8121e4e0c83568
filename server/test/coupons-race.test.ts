import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CouponClaimCounter, CouponTemplate, UserCoupon } from '../src/modules/coupons/coupons.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { claim, createCodesMutation, redeemMutation, saveTemplate } from './coupons-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, type TestUser } from './order-steps.js';

/**
 * Claims, redemptions and uses at once: every counter changes by one conditional UPDATE, so however the requests
 * interleave, no more coupons are given or used than the limits allow (SQLite, and MariaDB with its row locks).
 */
describe.each(databaseKinds)('coupon races on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock(new Date('2026-03-01T00:00:00.000Z'));
  let admin: Record<string, string>;
  const claimers: TestUser[] = [];

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 5 });
    admin = (await createUser(server, { roles: ['admin'] })).headers;
    for (let i = 0; i < 200; i++) claimers.push(await createUser(server));
  }, 120_000);
  afterAll(() => server.close());

  const rows = () => server.app.orm.em.fork();

  it('gives exactly 50 coupons to 200 users claiming the last 50 at once', async () => {
    const template = await saveTemplate(server, admin, { title: 'Last fifty', totalQuantity: 250 });
    // 200 were claimed before (set-up): 50 are left.
    await rows().nativeUpdate(CouponTemplate, { id: Number(template.id) }, { claimedCount: 200 });

    const answers = await Promise.all(claimers.map((user) => claim(server, user.headers, template.id)));
    const codes = answers.map((answer) => answer.userErrors[0]?.code ?? 'OK');
    expect(codes.filter((code) => code === 'OK')).toHaveLength(50);
    expect(codes.filter((code) => code === 'COUPON_CLAIM_FAILED')).toHaveLength(150);

    const em = rows();
    const stored = await em.findOneOrFail(CouponTemplate, Number(template.id), { refresh: true });
    expect(stored.claimedCount).toBe(250);
    const coupons = await em.find(UserCoupon, { template: Number(template.id) });
    expect(coupons).toHaveLength(50);
    expect(new Set(coupons.map((coupon) => coupon.user.id)).size).toBe(50);
    // The losers' per-user counts were rolled back with their claims.
    const counters = await em.find(CouponClaimCounter, { template: Number(template.id) });
    expect(counters.reduce((sum, counter) => sum + counter.claimed, 0)).toBe(50);
  }, 120_000);

  it("holds one user's tabs to the per-user limit", async () => {
    const template = await saveTemplate(server, admin, { title: 'Two each', perUserLimit: 2 });
    const user = claimers[0]!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(server, user.headers, template.id)));
    const codes = answers.map((answer) => answer.userErrors[0]?.code ?? 'OK');
    expect(codes.filter((code) => code === 'OK')).toHaveLength(2);
    expect(codes.filter((code) => code === 'COUPON_ALREADY_RECEIVED')).toHaveLength(18);
    expect(await rows().count(UserCoupon, { template: Number(template.id), user: user.id })).toBe(2);
  }, 60_000);

  it('redeems a shared code once for a user redeeming it in many tabs, and a single-use code once for many users', async () => {
    const template = await saveTemplate(server, admin, { title: 'Coded', publicClaim: false });
    const shared = await server.graphql(
      createCodesMutation,
      { input: { templateId: template.id, sharedCode: 'RACE-SHARED' } },
      admin,
    );
    expect(shared.data.createDiscountCodes.userErrors).toEqual([]);
    const single = await server.graphql(createCodesMutation, { input: { templateId: template.id, count: 1 } }, admin);
    const singleCode = single.data.createDiscountCodes.codes[0].code;
    const redeem = (user: TestUser, code: string) =>
      server
        .graphql(redeemMutation, { input: { code } }, user.headers)
        .then((answer) => answer.data.redeemDiscountCode.userErrors[0]?.code ?? 'OK');

    const user = claimers[1]!;
    const tabs = await Promise.all(Array.from({ length: 10 }, () => redeem(user, 'RACE-SHARED')));
    expect(tabs.filter((code) => code === 'OK')).toHaveLength(1);
    expect(tabs.filter((code) => code !== 'OK').every((code) => code === 'COUPON_ALREADY_RECEIVED')).toBe(true);

    const many = await Promise.all(claimers.slice(10, 40).map((other) => redeem(other, singleCode)));
    expect(many.filter((code) => code === 'OK')).toHaveLength(1);
    expect(many.filter((code) => code !== 'OK').every((code) => code === 'DISCOUNT_CODE_INVALID')).toBe(true);
    expect(await rows().count(UserCoupon, { template: Number(template.id) })).toBe(2);
  }, 60_000);

  it('lets exactly one of two orders placed at once use the same coupon', async () => {
    const template = await saveTemplate(server, admin, { title: 'Two tabs' });
    const user = claimers[2]!;
    const coupon = (await claim(server, user.headers, template.id)).coupon!;
    const checkout = server.app.services.coupons.checkout;
    const uses = await Promise.all(
      Array.from({ length: 10 }, (_, tab) =>
        rows().transactional((tx) =>
          checkout.useCoupon(tx, {
            couponId: Number(coupon.id),
            userId: user.id,
            orderId: 5000 + tab,
            now: clock.now(),
          }),
        ),
      ),
    );
    expect(uses.filter(Boolean)).toHaveLength(1);
    const stored = await rows().findOneOrFail(UserCoupon, Number(coupon.id));
    expect(stored.status).toBe('USED');
    expect(stored.orderId).toBe(5000 + uses.indexOf(true));
    expect((await rows().findOneOrFail(CouponTemplate, Number(template.id))).usedCount).toBe(1);
  }, 60_000);
});
