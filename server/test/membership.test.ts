import type { EntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../src/modules/identity/identity.entities.js';
import type { OrderMilestoneEvent } from '../src/modules/orders/order-promotions.js';
import { staffActionsOn } from '../src/platform/audit/staff-audit.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { restCall } from './account-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, type TestUser } from './order-steps.js';

const DAY = 24 * 3600_000;
const ERRORS = 'userErrors { code message field }';
const LEVEL = 'code name growthRequired discountPercent pointsMultiplierPercent perks';
const MEMBERSHIP = `{ myMembership { active validUntil growth level { code name } nextLevel { code } growthToNext } }`;
const saveLevels = `mutation Save($input: SaveMembershipLevelsInput!) {
  saveMembershipLevels(input: $input) { levels { ${LEVEL} nameTranslations { zhCN enUS ru esES } } ${ERRORS} }
}`;
const savePlan = `mutation Save($input: SaveMembershipPlanInput!) {
  saveMembershipPlan(input: $input) { plan { code name months priceFen active } ${ERRORS} }
}`;

type Envelope = { code: number; msg: string; data: any };

const levelInput = (
  code: string,
  growthRequired: number,
  discountPercent: number,
  pointsMultiplierPercent: number,
) => ({
  code,
  names: { enUS: `Level ${code}`, zhCN: `等级 ${code}` },
  growthRequired,
  discountPercent,
  pointsMultiplierPercent,
  perks: [{ enUS: `${discountPercent}% off`, zhCN: `${discountPercent}% 折扣` }],
});

describe.each(databaseKinds)('membership on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  let admin: TestUser;
  let sales: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 5 });
    admin = await createUser(server, { roles: ['admin'] });
    sales = await createUser(server, { roles: ['sales'] });
  });
  afterAll(() => server.close());

  const gql = (user: TestUser | null, query: string, variables: Record<string, unknown> = {}, lang = 'en-US') =>
    server.graphql(query, variables, { ...(user?.headers ?? {}), lang });
  const restGet = async (user: TestUser | null, path: string, lang = 'en-US'): Promise<Envelope> =>
    (await (
      await server.request('GET', `/api${path}`, { headers: { ...(user?.headers ?? {}), lang } })
    ).json()) as Envelope;
  const membershipOf = async (user: TestUser) => {
    const view = await server.app.services.membership.membershipOf(server.app.orm.em.fork() as never, user.id);
    return { active: view.active, validUntil: view.validUntil?.toISOString() ?? null };
  };
  const vipOf = async (user: TestUser) =>
    (await server.app.orm.em.fork().findOneOrFail(User, user.id, { fields: ['vip'] })).vip;

  /** The 'paid' milestone of a membership order, as the orders hub fires it in the payment's transaction. */
  async function membershipPaid(user: TestUser, orderId: number): Promise<void> {
    const event: OrderMilestoneEvent = {
      milestone: 'paid',
      orderId,
      number: `M${orderId}`,
      userId: user.id,
      kind: 'MEMBERSHIP',
      payableFen: 9900,
      couponId: null,
      pointsSpent: 0,
      activity: null,
      at: clock.now(),
    };
    const em = server.app.orm.em.fork() as unknown as EntityManager;
    await em.transactional((tx) => server.app.services.membership.onPaid(tx, event));
  }

  it('shows the default plan and levels to anyone, in the language asked', async () => {
    const plans = await gql(null, '{ membershipPlans { code name months priceFen active } }');
    expect(plans.data.membershipPlans).toEqual([
      { code: 'SUPER_12M', name: 'Super membership, 12 months', months: 12, priceFen: 9900, active: true },
    ]);
    const levels = await gql(null, `{ membershipLevels { ${LEVEL} } }`, {}, 'zh-CN');
    expect(levels.data.membershipLevels.map((level: any) => [level.code, level.name, level.growthRequired])).toEqual([
      ['V1', '青铜会员', 0],
      ['V2', '白银会员', 1000],
      ['V3', '黄金会员', 5000],
      ['V4', '铂金会员', 20000],
    ]);
    expect(levels.data.membershipLevels[2]).toMatchObject({
      discountPercent: 8,
      pointsMultiplierPercent: 150,
      perks: ['全场商品 8% 会员折扣', '购物积分 1.5 倍'],
    });
    expect((await restGet(null, '/member/plans')).data).toEqual([
      { code: 'SUPER_12M', name: 'Super membership, 12 months', months: 12, price_fen: 9900, active: true },
    ]);
    expect((await restGet(null, '/member/levels')).data).toHaveLength(4);

    const shopper = await createUser(server);
    expect((await gql(shopper, MEMBERSHIP)).data.myMembership).toEqual({
      active: false,
      validUntil: null,
      growth: 0,
      level: { code: 'V1', name: 'Bronze' },
      nextLevel: { code: 'V2' },
      growthToNext: 1000,
    });
    expect((await restGet(shopper, '/member/info')).data).toMatchObject({
      active: false,
      growth: 0,
      growth_to_next: 1000,
    });
    expect((await restGet(null, '/member/info')).code).toBe(-202);
  });

  it('lets membership.manage replace the levels and set the price, checked and audited', async () => {
    const refused = await gql(sales, saveLevels, { input: { levels: [levelInput('V1', 0, 5, 100)] } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const unordered = await gql(admin, saveLevels, {
      input: { levels: [levelInput('A', 0, 5, 100), levelInput('B', 0, 6, 120)] },
    });
    expect(unordered.data.saveMembershipLevels.userErrors).toEqual([
      {
        code: 'MEMBERSHIP_LEVELS_ORDER',
        message: 'The first level needs 0 growth and each next level more than the one before',
        field: ['input', 'levels', '1', 'growthRequired'],
      },
    ]);
    const tooMuch = await gql(admin, saveLevels, { input: { levels: [levelInput('A', 0, 60, 100)] } });
    expect(tooMuch.data.saveMembershipLevels.userErrors[0]).toMatchObject({
      code: 'MEMBERSHIP_VALUE_OUT_OF_RANGE',
      message: 'Enter a whole number from 0 to 50',
      field: ['input', 'levels', '0', 'discountPercent'],
    });
    const badCode = await gql(admin, saveLevels, { input: { levels: [levelInput('v1', 0, 5, 100)] } });
    expect(badCode.data.saveMembershipLevels.userErrors[0].code).toBe('MEMBERSHIP_LEVEL_CODE_INVALID');

    const saved = await gql(admin, saveLevels, {
      input: { levels: [levelInput('A', 0, 3, 100), levelInput('B', 100, 7, 200)] },
    });
    expect(saved.data.saveMembershipLevels.userErrors).toEqual([]);
    expect(saved.data.saveMembershipLevels.levels[1]).toMatchObject({
      code: 'B',
      name: 'Level B',
      perks: ['7% off'],
      // Russian and Spanish fall back to English when left out.
      nameTranslations: { zhCN: '等级 B', enUS: 'Level B', ru: 'Level B', esES: 'Level B' },
    });
    const [levelsAudit] = await staffActionsOn(server.app.orm.em.fork(), 'membership-levels', 'all');
    expect(levelsAudit).toMatchObject({ actorId: admin.id, action: 'membership.levels.save' });
    expect((levelsAudit!.detail as { after: unknown[] }).after).toHaveLength(2);

    const price = await gql(admin, savePlan, { input: { code: 'SUPER_12M', priceFen: 0, active: true } });
    expect(price.data.saveMembershipPlan.userErrors[0]).toMatchObject({
      code: 'MEMBERSHIP_VALUE_OUT_OF_RANGE',
      field: ['input', 'priceFen'],
    });
    const unknown = await gql(admin, savePlan, { input: { code: 'NOPE', priceFen: 100, active: true } });
    expect(unknown.data.saveMembershipPlan.userErrors[0].code).toBe('MEMBERSHIP_PLAN_UNAVAILABLE');
    const paused = await restCall(
      server,
      '/admin/member/plan',
      { code: 'SUPER_12M', price_fen: 12_800, active: false },
      admin.headers,
    );
    expect(paused).toMatchObject({ code: 1, data: { code: 'SUPER_12M', price_fen: 12_800, active: false } });
    expect((await gql(null, '{ membershipPlans { code } }')).data.membershipPlans).toEqual([]);
    expect(
      (await gql(sales, '{ membershipPlans(includeInactive: true) { priceFen active } }')).data.membershipPlans,
    ).toEqual([{ priceFen: 12_800, active: false }]);
    const shopper = await createUser(server);
    const buy = await gql(
      shopper,
      `mutation { buyMembership(input: { planCode: "SUPER_12M", idempotencyKey: "k1" }) { orderId ${ERRORS} } }`,
    );
    expect(buy.data.buyMembership).toEqual({
      orderId: null,
      userErrors: [
        {
          code: 'MEMBERSHIP_PLAN_UNAVAILABLE',
          message: 'This membership plan is not available',
          field: ['input', 'planCode'],
        },
      ],
    });
    const [planAudit] = await staffActionsOn(server.app.orm.em.fork(), 'membership-plan', 'SUPER_12M');
    expect(planAudit).toMatchObject({
      actorId: admin.id,
      permission: 'membership.manage',
      action: 'membership.plan.save',
    });

    // Back to the defaults for the other tests.
    await gql(admin, savePlan, { input: { code: 'SUPER_12M', priceFen: 9900, active: true } });
    const defaults = (
      await gql(
        admin,
        `{ membershipLevels { code growthRequired discountPercent pointsMultiplierPercent
      nameTranslations { zhCN enUS ru esES } perkTranslations { zhCN enUS ru esES } } }`,
      )
    ).data.membershipLevels;
    expect(defaults.map((level: any) => level.code)).toEqual(['A', 'B']);
    const back = await gql(admin, saveLevels, {
      input: {
        levels: [
          ['V1', 0, 5, 100, 'Bronze', '青铜会员'],
          ['V2', 1000, 6, 120, 'Silver', '白银会员'],
          ['V3', 5000, 8, 150, 'Gold', '黄金会员'],
          ['V4', 20000, 10, 200, 'Platinum', '铂金会员'],
        ].map(([code, growthRequired, discountPercent, pointsMultiplierPercent, enUS, zhCN]) => ({
          code,
          names: { enUS, zhCN },
          growthRequired,
          discountPercent,
          pointsMultiplierPercent,
          perks: [],
        })),
      },
    });
    expect(back.data.saveMembershipLevels.userErrors).toEqual([]);
  });

  it('makes a paid membership 12 months of vip, renews from the current end, and ends it by a job', async () => {
    const shopper = await createUser(server);
    const start = clock.now();
    await membershipPaid(shopper, 700_001);
    expect(await vipOf(shopper)).toBe(1);
    const first = (await gql(shopper, MEMBERSHIP)).data.myMembership;
    expect(first.active).toBe(true);
    const staffView = await gql(sales, `{ staffMembership(userId: "${shopper.id}") { active } }`);
    expect(staffView.data.staffMembership.active).toBe(true);
    const oneYear = new Date(start);
    oneYear.setUTCFullYear(oneYear.getUTCFullYear() + 1);
    expect(first.validUntil).toBe(oneYear.toISOString());
    // The same order's milestone again grants nothing more.
    await membershipPaid(shopper, 700_001);
    expect((await gql(shopper, MEMBERSHIP)).data.myMembership.validUntil).toBe(oneYear.toISOString());

    // Renewed a month before the end: a year from the end, not from now.
    clock.set(new Date(oneYear.getTime() - 30 * DAY));
    await membershipPaid(shopper, 700_002);
    const twoYears = new Date(start);
    twoYears.setUTCFullYear(twoYears.getUTCFullYear() + 2);
    expect((await gql(shopper, MEMBERSHIP)).data.myMembership.validUntil).toBe(twoYears.toISOString());

    // (Test sessions last a year of real time: past it, read the membership through the service.)
    // The first end passes: still a member.
    clock.set(new Date(oneYear.getTime() + DAY));
    await server.app.jobs.runDue();
    expect(await vipOf(shopper)).toBe(1);
    // The renewed end passes: back to a normal user.
    clock.set(new Date(twoYears.getTime() + 1000));
    await server.app.jobs.runDue();
    expect(await vipOf(shopper)).toBe(0);
    expect(await membershipOf(shopper)).toMatchObject({
      active: false,
      validUntil: twoYears.toISOString(),
    });

    // Paid again after it ended: 12 months from now.
    await membershipPaid(shopper, 700_003);
    const renewed = new Date(clock.now());
    renewed.setUTCFullYear(renewed.getUTCFullYear() + 1);
    expect(await membershipOf(shopper)).toMatchObject({
      active: true,
      validUntil: renewed.toISOString(),
    });
    expect(await vipOf(shopper)).toBe(1);
  });
});
