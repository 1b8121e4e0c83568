import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BalanceEntryKind, WalletAccount } from '../src/modules/wallet/wallet.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser } from './order-steps.js';

const reportQuery = `query Report($days: Int) {
  ledgerReconciliation(days: $days) {
    balanced walletsTotalFen ledgerTotalFen mismatchedUsers
    days { day openingFen creditsFen debitsFen closingFen entries balanced }
  }
}`;

interface Day {
  day: string;
  openingFen: number;
  creditsFen: number;
  debitsFen: number;
  closingFen: number;
  entries: number;
  balanced: boolean;
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

/**
 * The daily reconciliation after thousands of random credits and debits over three weeks: every day opening +
 * credits - debits = closing, each matching what the test itself counted, and the wallets sum to the ledger. Then
 * a balance changed behind the ledger's back is caught.
 */
describe.each(databaseKinds)('the daily reconciliation on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock(new Date('2026-11-01T00:00:00.000Z'));
  let sales: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 1 });
    sales = (await createUser(server, { roles: ['sales'] })).headers;
  });
  afterAll(() => server.close());

  it('balances every day and sums the wallets to the ledger after thousands of random operations', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, () => createUser(server)));
    const { wallet } = server.app.services;
    const next = random(19);
    const balances = new Map(users.map((user) => [user.id, 0]));
    const tally = new Map<string, { credits: number; debits: number; entries: number }>();
    const kinds = [BalanceEntryKind.ADJUSTMENT, BalanceEntryKind.REFUND, BalanceEntryKind.COMMISSION];
    let refusedDebits = 0;
    for (let step = 0; step < 2_400; step++) {
      clock.advance(next(20) * 60_000);
      const user = users[next(users.length)]!;
      const amount = 1 + next(50_000);
      const day = clock.now().toISOString().slice(0, 10);
      const counted = tally.get(day) ?? { credits: 0, debits: 0, entries: 0 };
      const em = server.app.orm.em.fork();
      if (next(5) < 2) {
        await em.transactional((tx) => wallet.credit(tx, user.id, amount, { reason: 'random', kind: kinds[next(3)] }));
        balances.set(user.id, balances.get(user.id)! + amount);
        counted.credits += amount;
        counted.entries += 1;
      } else {
        const entry = await em.transactional((tx) =>
          wallet.debit(tx, user.id, amount, {
            reason: 'random',
            kind: BalanceEntryKind.PAYMENT,
            reference: `R${step}`,
          }),
        );
        // The ledger refuses what the balance does not hold, exactly when the test's own count says so.
        expect(entry !== null, `step ${step}`).toBe(balances.get(user.id)! >= amount);
        if (entry) {
          balances.set(user.id, balances.get(user.id)! - amount);
          counted.debits += amount;
          counted.entries += 1;
        } else refusedDebits += 1;
      }
      tally.set(day, counted);
    }
    expect(refusedDebits).toBeGreaterThan(100);
    const total = [...balances.values()].reduce((sum, value) => sum + value, 0);

    const answer = await server.graphql(reportQuery, { days: 40 }, sales);
    const report = answer.data.ledgerReconciliation;
    expect(report).toMatchObject({ balanced: true, walletsTotalFen: total, ledgerTotalFen: total, mismatchedUsers: 0 });
    const days = report.days as Day[];
    expect(days).toHaveLength(40);
    let opening = 0;
    for (const day of days) {
      const key = day.day.slice(0, 10);
      const counted = tally.get(key) ?? { credits: 0, debits: 0, entries: 0 };
      expect(day, key).toMatchObject({
        openingFen: opening,
        creditsFen: counted.credits,
        debitsFen: counted.debits,
        entries: counted.entries,
        closingFen: opening + counted.credits - counted.debits,
        balanced: true,
      });
      opening = day.closingFen;
    }
    expect(opening).toBe(total);
    for (const user of users) {
      const balance = await server.graphql('{ myBalanceFen }', {}, user.headers);
      expect(balance.data.myBalanceFen).toBe(balances.get(user.id));
    }

    // A balance changed without its ledger entry is caught, over GraphQL and the façade.
    await server.app.orm.em
      .fork()
      .nativeUpdate(WalletAccount, { user: users[0]!.id }, { balanceFen: balances.get(users[0]!.id)! + 1 });
    const broken = (await server.graphql(reportQuery, { days: 2 }, sales)).data.ledgerReconciliation;
    expect(broken).toMatchObject({
      balanced: false,
      mismatchedUsers: 1,
      walletsTotalFen: total + 1,
      ledgerTotalFen: total,
    });
    const viaRest = await server.request('POST', '/api/admin/ledger/reconciliation', {
      body: JSON.stringify({ days: 2 }),
      headers: { 'content-type': 'application/json', ...sales },
    });
    expect(await viaRest.json()).toMatchObject({ code: 1, data: { balanced: false, mismatched_users: 1 } });
  }, 240_000);
});
