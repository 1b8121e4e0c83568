import type { EntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderFacts, OrderMilestoneEvent } from '../src/modules/orders/order-promotions.js';
import type { RefundView } from '../src/modules/payments/order-refunds.js';
import { PointsAccount, PointsEntry, PointsLot } from '../src/modules/points/points.entities.js';
import { PointsService } from '../src/modules/points/points.service.js';
import { AfterCommit } from '../src/platform/db/after-commit.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import type { JobScheduler } from '../src/platform/jobs/jobs.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser } from './order-steps.js';

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

/** Jobs are not under test here: the sweep is called directly. */
const noJobs: JobScheduler = {
  register: () => {},
  schedule: async () => {},
  cancel: async () => false,
  resumeWith: () => {},
  start: async () => {},
  close: async () => {},
  runDue: async () => 0,
};

interface FakeOrder {
  orderId: number;
  number: string;
  userId: number;
  payableFen: number;
  pointsSpent: number;
  refundedFen: number;
  state: 'unpaid' | 'paid' | 'completed' | 'ended';
}

/**
 * The ledger's invariant under a random sequence of everything that changes points: earning on completed orders,
 * credits, spending at checkout, orders ending unpaid, partial and full refunds (returning spent and taking back
 * earned points), staff debits and expiry as the clock moves. After every step, for every user: the balance equals
 * the sum of their entries and the sum of their lots' remaining points, and nothing is negative.
 */
describe.each(databaseKinds)('the points ledger on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  let points: PointsService;
  const orders = new Map<number, FakeOrder>();
  const userIds: number[] = [];

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 5 });
    for (let i = 0; i < 3; i++) userIds.push((await createUser(server)).id);
    points = new PointsService({
      clock,
      jobs: noJobs,
      afterCommit: new AfterCommit(),
      forkEm: () => server.app.orm.em.fork() as unknown as EntityManager,
      orderFacts: async (_em, orderId): Promise<OrderFacts | null> => {
        const order = orders.get(orderId);
        if (!order) return null;
        return {
          orderId,
          number: order.number,
          userId: order.userId,
          kind: 'GOODS',
          status: order.state,
          payableFen: order.payableFen,
          refundedFen: order.refundedFen,
          pointsSpent: order.pointsSpent,
          couponId: null,
          planCode: null,
          activity: null,
        };
      },
    });
  });
  afterAll(() => server.close());

  const inTransaction = <T>(work: (em: EntityManager) => Promise<T>): Promise<T> =>
    (server.app.orm.em.fork() as unknown as EntityManager).transactional(work);

  async function checkInvariant(step: string, users: readonly number[] = userIds): Promise<void> {
    const em = server.app.orm.em.fork() as unknown as EntityManager;
    for (const userId of users) {
      const account = await em.findOne(PointsAccount, { user: userId });
      const entries = await em.find(PointsEntry, { user: userId }, { orderBy: { id: 'asc' } });
      const lots = await em.find(PointsLot, { user: userId });
      const balance = account?.balance ?? 0;
      const sum = entries.reduce((total, entry) => total + entry.points, 0);
      const remaining = lots.reduce((total, lot) => total + lot.remaining, 0);
      expect({ step, userId, balance, sum, remaining }).toEqual({
        step,
        userId,
        balance,
        sum: balance,
        remaining: balance,
      });
      expect(balance).toBeGreaterThanOrEqual(0);
      for (const lot of lots) {
        expect(lot.remaining).toBeGreaterThanOrEqual(0);
        expect(lot.remaining).toBeLessThanOrEqual(lot.points);
      }
      // Each entry's balanceAfter is the running sum.
      let running = 0;
      for (const entry of entries) {
        running += entry.points;
        expect(entry.balanceAfter).toBe(running);
      }
    }
  }

  const event = (order: FakeOrder, milestone: OrderMilestoneEvent['milestone']): OrderMilestoneEvent => ({
    milestone,
    orderId: order.orderId,
    number: order.number,
    userId: order.userId,
    kind: 'GOODS',
    payableFen: order.payableFen,
    couponId: null,
    pointsSpent: order.pointsSpent,
    activity: null,
    at: clock.now(),
  });

  it('lets concurrent spends take no more than the balance holds', async () => {
    const userId = (await createUser(server)).id;
    await inTransaction((em) =>
      points.credit(em, { userId, points: 100, kind: 'INVITATION', key: `race/${userId}`, at: clock.now() }),
    );
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        inTransaction((em) =>
          points.spendPoints(em, {
            userId,
            orderId: 500_000 + index,
            orderNumber: `RACE${index}`,
            points: 30,
            now: clock.now(),
          }),
        ),
      ),
    );
    // Each in its own transaction, none retried: no deadlock between them, and only three fit.
    expect(results.filter((result) => result === true)).toHaveLength(3);
    const em = server.app.orm.em.fork() as unknown as EntityManager;
    expect((await em.findOneOrFail(PointsAccount, { user: userId })).balance).toBe(10);
    expect(await em.count(PointsEntry, { user: userId, kind: 'ORDER_SPENT' })).toBe(3);
  });

  it('keeps balance = sum of entries = sum of lots after a random sequence of changes', async () => {
    const random = generator(20261125);
    let nextOrderId = 900_000;
    let nextRefundId = 800_000;
    let nextKey = 0;
    const steps = 200;
    for (let step = 0; step < steps; step++) {
      const userId = userIds[random.int(0, userIds.length - 1)]!;
      const mine = [...orders.values()].filter((order) => order.userId === userId);
      const choice = random.int(0, 8);
      let label = '';
      if (choice === 0) {
        // A credit (an invitation reward), sometimes the same key twice.
        const key = random.next() < 0.2 && nextKey > 0 ? `random/${nextKey}` : `random/${++nextKey}`;
        await inTransaction((em) =>
          points.credit(em, { userId, points: random.int(1, 500), kind: 'INVITATION', key, at: clock.now() }),
        );
        label = `credit ${key}`;
      } else if (choice === 1 || choice === 2) {
        // Checkout: an order spending some points (refused when short), paid or not yet.
        const balance = (await points.pointsTerms(server.app.orm.em.fork() as never, userId, clock.now())).balance;
        const wanted = random.int(0, Math.max(1, Math.round(balance * 1.2)));
        const order: FakeOrder = {
          orderId: ++nextOrderId,
          number: `R${nextOrderId}`,
          userId,
          payableFen: random.int(100, 50_000),
          pointsSpent: 0,
          refundedFen: 0,
          state: random.next() < 0.5 ? 'unpaid' : 'paid',
        };
        const spent = await inTransaction((em) =>
          points.spendPoints(em, {
            userId,
            orderId: order.orderId,
            orderNumber: order.number,
            points: wanted,
            now: clock.now(),
          }),
        );
        order.pointsSpent = spent ? wanted : 0;
        if (wanted > balance) expect(spent).toBe(false);
        orders.set(order.orderId, order);
        label = `spend ${wanted} of ${balance}: ${spent}`;
      } else if (choice === 3) {
        const order = mine.find((candidate) => candidate.state === 'unpaid');
        if (!order) continue;
        order.state = 'ended';
        await inTransaction((em) => points.onEndedUnpaid(em, event(order, 'endedUnpaid')));
        label = `ended unpaid ${order.orderId}`;
      } else if (choice === 4) {
        const order = mine.find((candidate) => candidate.state === 'paid');
        if (!order) continue;
        order.state = 'completed';
        await inTransaction((em) => points.onCompleted(em, event(order, 'completed')));
        // The milestone twice changes nothing.
        await inTransaction((em) => points.onCompleted(em, event(order, 'completed')));
        label = `completed ${order.orderId}`;
      } else if (choice === 5 || choice === 6) {
        const order = mine.find(
          (candidate) =>
            (candidate.state === 'paid' || candidate.state === 'completed') &&
            candidate.refundedFen < candidate.payableFen,
        );
        if (!order) continue;
        const left = order.payableFen - order.refundedFen;
        const amountFen = random.next() < 0.3 ? left : random.int(1, left);
        order.refundedFen += amountFen;
        const refund: RefundView = {
          id: ++nextRefundId,
          orderId: order.orderId,
          key: `refund/${nextRefundId}`,
          amountFen,
          method: 'BALANCE',
          status: 'SUCCEEDED',
          createdAt: clock.now(),
          settledAt: clock.now(),
        };
        await inTransaction((em) => points.onRefundSettled(em, refund));
        // The same refund heard twice changes nothing.
        await inTransaction((em) => points.onRefundSettled(em, refund));
        label = `refund ${amountFen} of ${order.orderId}`;
      } else if (choice === 7) {
        clock.advance(random.int(1, 120) * DAY);
        for (const user of userIds) await points.expireUser(user);
        label = 'time passes';
      } else {
        const balance = (await points.summaryOf(server.app.orm.em.fork() as never, userId)).balance;
        if (balance === 0) continue;
        await inTransaction((em) =>
          points.spendPoints(em, {
            userId,
            orderId: ++nextOrderId,
            orderNumber: `D${nextOrderId}`,
            points: random.int(1, balance),
            now: clock.now(),
          }),
        );
        label = 'debit';
      }
      // The step's user after each step (time passing touches everyone), every user at the end.
      await checkInvariant(`${step}: ${label}`, choice === 7 ? userIds : [userId]);
    }

    await checkInvariant('end');

    // Every order that ended unpaid gave back exactly what it spent; a fully refunded order too.
    const em = server.app.orm.em.fork() as unknown as EntityManager;
    const kinds = new Set((await em.find(PointsEntry, { user: { $in: userIds } })).map((entry) => entry.kind));
    expect([...kinds].sort()).toEqual([
      'EXPIRED',
      'INVITATION',
      'ORDER_COMPLETED',
      'ORDER_RETURNED',
      'ORDER_SPENT',
      'REFUND_CLAWBACK',
      'REFUND_RETURNED',
    ]);
    for (const order of orders.values()) {
      if (order.pointsSpent === 0) continue;
      const entries = await em.find(PointsEntry, { orderId: order.orderId });
      const returned = entries
        .filter((entry) => entry.kind === 'ORDER_RETURNED' || entry.kind === 'REFUND_RETURNED')
        .reduce((sum, entry) => sum + entry.points, 0);
      if (order.state === 'ended' || order.refundedFen === order.payableFen) expect(returned).toBe(order.pointsSpent);
      else expect(returned).toBeLessThanOrEqual(order.pointsSpent);
    }
  }, 180_000);
});
