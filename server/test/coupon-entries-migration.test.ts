import { describe, expect, it } from 'vitest';
import { entities } from '../src/entities.js';
import { loadConfig } from '../src/config.js';
import { mysqlMigrations, sqliteMigrations } from '../src/migrations/index.js';
import { hasUnmigratedChanges, migrate, openDatabase } from '../src/platform/db/orm.js';
import { databaseKinds, freshDatabase } from './harness.js';

/**
 * The coupon ledger starts from the coupons held before it: each gets its ISSUED entry at its claim time, and a used
 * one its USED entry with the order that used it, so replaying the ledger gives every existing row.
 */
describe.each(databaseKinds)('the coupon entries migration on %s', (database) => {
  it('writes the history of the coupons already held', async () => {
    const { url, drop } = await freshDatabase(database);
    const orm = await openDatabase({
      database: loadConfig({ DATABASE_URL: url }).database,
      entities,
      migrations: { sqlite: sqliteMigrations, mysql: mysqlMigrations },
    });
    const sql = (query: string) => orm.em.getConnection().execute(query);
    try {
      const all = (await orm.migrator.getPending()).map((migration) => migration.name);
      const ledger = all.findIndex((name) => name.endsWith('_coupon_entries'));
      await orm.migrator.up({ to: all[ledger - 1] });

      const at = (day: number) => `'2026-01-0${day} 00:00:00'`;
      await sql(`insert into user (id, invite_code, roles, created_at) values (1, 'INV1', '["buyer"]', ${at(1)})`);
      await sql(
        `insert into coupon_template (id, title, discount_kind, amount_off_fen, scope_kind, scope_ids, valid_days,
         claimed_count, used_count, per_user_limit, public_claim, status, created_at, updated_at)
         values (7, 'Old', 'AMOUNT_OFF', 500, 'ALL', '[]', 30, 2, 1, 2, 1, 'ACTIVE', ${at(1)}, ${at(1)})`,
      );
      const coupon = (id: number, status: string, orderId: string, usedAt: string) =>
        `(${id}, 7, 1, 'CLAIM', ${at(id)}, ${at(id)}, '2026-02-01 00:00:00', '${status}', ${orderId}, ${usedAt},
          'Old', 'AMOUNT_OFF', 500, 0, 'ALL', '[]')`;
      await sql(
        `insert into user_coupon (id, template_id, user_id, source, claimed_at, valid_from, valid_until, status,
         order_id, used_at, title, discount_kind, amount_off_fen, threshold_fen, scope_kind, scope_ids)
         values ${coupon(1, 'UNUSED', 'null', 'null')}, ${coupon(2, 'USED', '42', at(5))}`,
      );

      await migrate(orm);
      expect(await hasUnmigratedChanges(orm)).toBe(false);

      const entries = await sql(
        `select coupon_id, template_id, user_id, kind, order_id, at from coupon_entry order by coupon_id, id`,
      );
      expect(
        entries.map((row: any) => [
          Number(row.coupon_id),
          Number(row.template_id),
          Number(row.user_id),
          row.kind,
          row.order_id === null ? null : Number(row.order_id),
          new Date(row.at).toISOString().slice(0, 10),
        ]),
      ).toEqual([
        [1, 7, 1, 'ISSUED', null, '2026-01-01'],
        [2, 7, 1, 'ISSUED', null, '2026-01-02'],
        [2, 7, 1, 'USED', 42, '2026-01-05'],
      ]);
    } finally {
      await orm.close();
      await drop();
    }
  });
});
