import type { EntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CouponClaimCounter,
  CouponEntry,
  CouponTemplate,
  UserCoupon,
} from '../src/modules/coupons/coupons.entities.js';
import type { OrderMilestoneEvent } from '../src/modules/orders/order-promotions.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { claim, countsQuery, saveTemplate } from './coupons-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, type TestUser } from './order-steps.js';

const DAY = 24 * 3600_000;

/** A small deterministic generator (mulberry32), so a failing sequence can be replayed from its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

/**
 * The coupons' counters under a random sequence of everything that changes them: claims in the coupon centre (up to
 * the per-user limit and the total), coupons issued by key (invitation rewards), use at checkout, orders ending
 * unpaid (the coupon back, sometimes heard twice) and time passing (coupons expire by themselves). After every step:
 * no coupon row was ever removed; each template's claimed count is the number of its coupons and its used count the
 * number of them in use; each user's claim counter is the number of coupons they claimed; and what My coupons counts
 * (unused, used, expired) is what their rows say. The ledger (`coupon_entry`) only grows, no entry ever changes, and
 * replaying a coupon's entries gives its row: ISSUED first, then USED and RELEASED in turn, the last one its status
 * and order.
 */
describe.each(databaseKinds)('the coupon ledger on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock(new Date('2026-05-01T00:00:00.000Z'));
  const users: TestUser[] = [];
  const templates: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 5 });
    const admin = (await createUser(server, { roles: ['admin'] })).headers;
    for (let i = 0; i < 3; i++) users.push(await createUser(server));
    templates.push((await saveTemplate(server, admin, { title: 'Ledger A', totalQuantity: 12, perUserLimit: 3 })).id);
    templates.push((await saveTemplate(server, admin, { title: 'Ledger B', totalQuantity: 6, validDays: 3 })).id);
  });
  afterAll(() => server.close());

  const em = () => server.app.orm.em.fork() as unknown as EntityManager;
  const seen = new Set<number>();
  const entriesSeen = new Map<number, string>();

  const entryText = (entry: CouponEntry) =>
    JSON.stringify([entry.coupon.id, entry.templateId, entry.userId, entry.kind, entry.orderId, entry.at.getTime()]);

  async function checkLedger(step: string, rows: UserCoupon[]): Promise<void> {
    const entries = await em().find(
      CouponEntry,
      { templateId: { $in: templates.map(Number) } },
      { orderBy: { id: 'asc' } },
    );
    const now = new Map(entries.map((entry) => [entry.id, entryText(entry)]));
    expect(
      [...entriesSeen].filter(([id, text]) => now.get(id) !== text),
      `${step}: an entry changed or vanished`,
    ).toEqual([]);
    now.forEach((text, id) => entriesSeen.set(id, text));
    for (const row of rows) {
      const mine = entries.filter((entry) => entry.coupon.id === row.id);
      const kinds = mine.map((entry) => entry.kind);
      const expected = kinds.map((_, i) => (i === 0 ? 'ISSUED' : i % 2 === 1 ? 'USED' : 'RELEASED'));
      expect({ step, coupon: row.id, kinds }).toEqual({ step, coupon: row.id, kinds: expected });
      const last = mine.at(-1)!;
      expect({ step, coupon: row.id, status: last.kind === 'USED' ? 'USED' : 'UNUSED', user: last.userId }).toEqual({
        step,
        coupon: row.id,
        status: row.status,
        user: row.user.id,
      });
      if (row.status === 'USED') expect(last.orderId, step).toBe(row.orderId);
    }
  }

  async function checkInvariant(step: string): Promise<void> {
    const rows = await em().find(UserCoupon, { template: { $in: templates.map(Number) } }, { orderBy: { id: 'asc' } });
    // Append-only: every coupon once given is still there.
    const ids = new Set(rows.map((row) => row.id));
    expect(
      [...seen].filter((id) => !ids.has(id)),
      step,
    ).toEqual([]);
    rows.forEach((row) => seen.add(row.id));
    await checkLedger(step, rows);
    for (const templateId of templates.map(Number)) {
      const template = await em().findOneOrFail(CouponTemplate, templateId, { refresh: true });
      const mine = rows.filter((row) => row.template.id === templateId);
      expect({ step, claimed: template.claimedCount, used: template.usedCount }).toEqual({
        step,
        claimed: mine.length,
        used: mine.filter((row) => row.status === 'USED').length,
      });
      expect(template.claimedCount).toBeLessThanOrEqual(template.totalQuantity!);
      for (const user of users) {
        const counter = await em().findOne(CouponClaimCounter, { template: templateId, user: user.id });
        const claimed = mine.filter((row) => row.user.id === user.id && row.source === 'CLAIM').length;
        expect({ step, user: user.id, counter: counter?.claimed ?? 0 }).toEqual({
          step,
          user: user.id,
          counter: claimed,
        });
        expect(claimed).toBeLessThanOrEqual(template.perUserLimit);
      }
    }
    const now = clock.now().getTime();
    for (const user of users) {
      const held = rows.filter((row) => row.user.id === user.id);
      const counts = (await server.graphql(countsQuery, {}, user.headers)).data.myCouponCounts;
      expect({ step, user: user.id, ...counts }).toEqual({
        step,
        user: user.id,
        unused: held.filter((row) => row.status === 'UNUSED' && row.validUntil.getTime() > now).length,
        used: held.filter((row) => row.status === 'USED').length,
        expired: held.filter((row) => row.status === 'UNUSED' && row.validUntil.getTime() <= now).length,
      });
    }
  }

  it('keeps every count equal to the coupons it counts after a random sequence of changes', async () => {
    const random = generator(20261127);
    const { coupons } = server.app.services;
    const inUse = new Map<number, { orderId: number; userId: number }>();
    let nextOrderId = 910_000;
    let nextKey = 0;
    const answers = new Set<string>();
    for (let step = 0; step < 120; step++) {
      const user = users[random.int(0, users.length - 1)]!;
      const templateId = templates[random.int(0, templates.length - 1)]!;
      const choice = random.int(0, 6);
      let label = '';
      if (choice <= 1) {
        const answer = await claim(server, user.headers, templateId);
        const code = answer.userErrors[0]?.code ?? 'OK';
        answers.add(code);
        label = `claim ${templateId} by ${user.id}: ${code}`;
      } else if (choice === 2) {
        // An invitation reward, sometimes the same key again (the same coupon answered, nothing more given).
        const key = random.next() < 0.3 && nextKey > 0 ? `ledger/${nextKey}` : `ledger/${++nextKey}`;
        const issued = await em().transactional((tx) =>
          coupons.issueCoupon(tx, { templateId: Number(templateId), userId: user.id, source: 'INVITATION', key }),
        );
        label = `issue ${key}: ${issued?.couponId ?? 'none left'}`;
      } else if (choice === 3) {
        const usable = await em().find(UserCoupon, {
          user: user.id,
          status: 'UNUSED',
          validUntil: { $gt: clock.now() },
        });
        const coupon = usable[random.int(0, Math.max(0, usable.length - 1))];
        if (!coupon) continue;
        const orderId = ++nextOrderId;
        const used = await em().transactional((tx) =>
          coupons.checkout.useCoupon(tx, { couponId: coupon.id, userId: user.id, orderId, now: clock.now() }),
        );
        expect(used).toBe(true);
        inUse.set(coupon.id, { orderId, userId: user.id });
        label = `use ${coupon.id} on ${orderId}`;
      } else if (choice === 4) {
        const [couponId, order] = [...inUse.entries()][random.int(0, Math.max(0, inUse.size - 1))] ?? [];
        if (couponId === undefined || !order) continue;
        const event: OrderMilestoneEvent = {
          milestone: 'endedUnpaid',
          orderId: order.orderId,
          number: `L${order.orderId}`,
          userId: order.userId,
          kind: 'GOODS',
          payableFen: 10_000,
          couponId,
          pointsSpent: 0,
          activity: null,
          at: clock.now(),
        };
        await em().transactional((tx) => coupons.checkout.giveBack(tx, event));
        // Heard twice: nothing more.
        await em().transactional((tx) => coupons.checkout.giveBack(tx, event));
        inUse.delete(couponId);
        label = `give back ${couponId}`;
      } else {
        clock.advance(random.int(1, 48) * 3600_000);
        label = 'time passes';
      }
      await checkInvariant(`${step}: ${label}`);
    }
    // The sequence went through the refusals too, and ended with coupons of each state.
    expect(answers).toEqual(new Set(['OK', 'COUPON_ALREADY_RECEIVED', 'COUPON_CLAIM_FAILED']));
    clock.advance(8 * DAY);
    await checkInvariant('end');
    const states = new Set(
      (await em().find(UserCoupon, { user: { $in: users.map((user) => user.id) } })).map((row) => row.status),
    );
    expect(states.has('USED') && states.has('UNUSED')).toBe(true);
  }, 240_000);
});
