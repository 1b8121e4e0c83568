import { requirePermission, type RequestContext } from '../../platform/auth/index.js';
import { sqlDatesFor, startOfEpochDay, epochDayOf } from '../../platform/db/sql-dates.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Clock } from '../../platform/jobs/clock.js';

/** One UTC day of the ledger: opening + credits - debits = closing, all wallets together. */
export interface ReconciliationDay {
  day: Date;
  openingFen: number;
  creditsFen: number;
  debitsFen: number;
  closingFen: number;
  entries: number;
  balanced: boolean;
}

export interface ReconciliationReport {
  days: ReconciliationDay[];
  /** The sum of every wallet's balance now. */
  walletsTotalFen: number;
  /** The sum of every ledger entry now. */
  ledgerTotalFen: number;
  /** Users whose balance is not the sum of their own entries (should be none). */
  mismatchedUsers: number;
  /** Every day balances, the wallets equal the ledger, and no user's balance differs from their entries. */
  balanced: boolean;
}

const MAX_DAYS = 92;

type Row = Record<string, unknown>;
const num = (value: unknown) => Number(value ?? 0);

/**
 * The daily reconciliation (`ledger.reconcile`): per UTC day the opening total of all balances, what was credited
 * and debited, and the closing total, which must be opening + credits - debits; and the sum of the wallets must
 * equal the sum of the ledger, user by user. Computed from the ledger by SQL aggregates, never stored.
 */
export class Reconciliation {
  constructor(private readonly clock: Clock) {}

  async report(ctx: RequestContext, days = 30): Promise<ReconciliationReport> {
    requirePermission(ctx, 'ledger.reconcile');
    if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS) {
      throw new DomainError('INVALID_INPUT', { field: ['days'] });
    }
    const em = ctx.em;
    const dates = sqlDatesFor(em);
    const today = epochDayOf(this.clock.now());
    const firstDay = today - days + 1;
    const start = startOfEpochDay(firstDay);
    const run = (sql: string, params: unknown[] = []) =>
      em.getConnection().execute<Row[]>(sql, params, 'all', em.getTransactionContext());
    const [opening] = await run(`SELECT COALESCE(SUM(amount_fen), 0) AS total FROM balance_entry WHERE at < ?`, [
      dates.param(start),
    ]);
    const day = dates.epochDay('at');
    const rows = await run(
      `SELECT ${day} AS day,
         COALESCE(SUM(CASE WHEN amount_fen > 0 THEN amount_fen ELSE 0 END), 0) AS credits,
         COALESCE(SUM(CASE WHEN amount_fen < 0 THEN -amount_fen ELSE 0 END), 0) AS debits,
         COUNT(*) AS entries
       FROM balance_entry WHERE at >= ? GROUP BY ${day}`,
      [dates.param(start)],
    );
    const byDay = new Map(rows.map((row) => [Math.floor(num(row['day'])), row]));
    const report: ReconciliationDay[] = [];
    let running = num(opening?.['total']);
    for (let d = firstDay; d <= today; d++) {
      const row = byDay.get(d);
      const creditsFen = num(row?.['credits']);
      const debitsFen = num(row?.['debits']);
      // Counted again from the ledger, independently of the day's sums.
      const [closing] = await run(`SELECT COALESCE(SUM(amount_fen), 0) AS total FROM balance_entry WHERE at < ?`, [
        dates.param(startOfEpochDay(d + 1)),
      ]);
      const closingFen = num(closing?.['total']);
      report.push({
        day: startOfEpochDay(d),
        openingFen: running,
        creditsFen,
        debitsFen,
        closingFen,
        entries: num(row?.['entries']),
        balanced: running + creditsFen - debitsFen === closingFen,
      });
      running = closingFen;
    }
    const [wallets] = await run(`SELECT COALESCE(SUM(balance_fen), 0) AS total FROM wallet_account`);
    const [ledger] = await run(`SELECT COALESCE(SUM(amount_fen), 0) AS total FROM balance_entry`);
    const [mismatched] = await run(
      `SELECT COUNT(*) AS n FROM (
         SELECT u.user_id, COALESCE(w.balance_fen, 0) AS balance, COALESCE(e.total, 0) AS total
         FROM (SELECT user_id FROM wallet_account UNION SELECT user_id FROM balance_entry) u
         LEFT JOIN wallet_account w ON w.user_id = u.user_id
         LEFT JOIN (SELECT user_id, SUM(amount_fen) AS total FROM balance_entry GROUP BY user_id) e
           ON e.user_id = u.user_id
       ) t WHERE t.balance <> t.total`,
    );
    const walletsTotalFen = num(wallets?.['total']);
    const ledgerTotalFen = num(ledger?.['total']);
    const mismatchedUsers = num(mismatched?.['n']);
    return {
      days: report,
      walletsTotalFen,
      ledgerTotalFen,
      mismatchedUsers,
      balanced:
        walletsTotalFen === ledgerTotalFen &&
        mismatchedUsers === 0 &&
        report.every((entry) => entry.balanced) &&
        running === ledgerTotalFen,
    };
  }
}
