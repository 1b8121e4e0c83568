import { describe, expect, it } from 'vitest';
import { entities } from '../src/entities.js';
import { loadConfig } from '../src/config.js';
import { mysqlMigrations, sqliteMigrations } from '../src/migrations/index.js';
import { hasUnmigratedChanges, migrate, openDatabase } from '../src/platform/db/orm.js';
import { databaseKinds, freshDatabase } from './harness.js';

/**
 * The refunds migration adds `shop_order.refunded_fen` under a CHECK constraint (SQLite rebuilds the table for it):
 * existing orders start with nothing refunded, the rows that hang off them survive, and the constraint holds.
 */
describe.each(databaseKinds)('the refunds migration on %s', (database) => {
  it('keeps every order and its audit trail, and holds refunds under what was paid', async () => {
    const { url, drop } = await freshDatabase(database);
    const orm = await openDatabase({
      database: loadConfig({ DATABASE_URL: url }).database,
      entities,
      migrations: { sqlite: sqliteMigrations, mysql: mysqlMigrations },
    });
    const sql = (query: string) => orm.em.getConnection().execute(query);
    try {
      const all = (await orm.migrator.getPending()).map((migration) => migration.name);
      const refunds = all.findIndex((name) => name.endsWith('_refunds'));
      await orm.migrator.up({ to: all[refunds - 1] });

      const now = `'2026-01-01 00:00:00'`;
      await sql(`insert into user (id, invite_code, roles, created_at) values (1, 'INV1', '["buyer"]', ${now})`);
      const order = (id: number, paid: string) =>
        `(${id}, 'N${id}', 1, 'PENDING_SHIPMENT', 'k${id}', ${now}, ${now}, 1000, 0, 0, 0, 0, 1000, ${paid}, 'none', 'express')`;
      await sql(
        `insert into shop_order (id, number, user_id, status, idempotency_key, created_at, expires_at, items_fen,
         member_discount_fen, coupon_deduction_fen, points_deduction_fen, freight_fen, payable_fen, paid_fen,
         invoice_type, delivery_method) values ${order(1, '1000')}, ${order(2, 'null')}`,
      );
      await sql(
        `insert into order_event (order_id, kind, at, action) values (1, 'status', ${now}, 'PAY'), (2, 'status', ${now}, 'PLACE')`,
      );

      await migrate(orm);
      expect(await hasUnmigratedChanges(orm)).toBe(false);

      const rows = await sql(`select id, refunded_fen from shop_order order by id`);
      expect(rows.map((row: any) => [Number(row.id), Number(row.refunded_fen)])).toEqual([
        [1, 0],
        [2, 0],
      ]);
      const events = async () => Number((await sql(`select count(*) as n from order_event`))[0]!.n);
      expect(await events()).toBe(2);
      await sql(`update shop_order set refunded_fen = 1000 where id = 1`);
      await expect(sql(`update shop_order set refunded_fen = 1001 where id = 1`)).rejects.toThrow();
      await expect(sql(`update shop_order set refunded_fen = 1 where id = 2`)).rejects.toThrow();
      await expect(sql(`update shop_order set refunded_fen = -1 where id = 2`)).rejects.toThrow();
      // The audit trail still points at the rebuilt table, so deleting an order still cascades.
      await sql(`delete from shop_order where id = 2`);
      expect(await events()).toBe(1);
    } finally {
      await orm.close();
      await drop();
    }
  });
});
