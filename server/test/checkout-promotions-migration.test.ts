import { describe, expect, it } from 'vitest';
import { entities } from '../src/entities.js';
import { loadConfig } from '../src/config.js';
import { mysqlMigrations, sqliteMigrations } from '../src/migrations/index.js';
import { hasUnmigratedChanges, migrate, openDatabase } from '../src/platform/db/orm.js';
import { databaseKinds, freshDatabase } from './harness.js';

/**
 * The order-promotions migration adds the order's kind, coupon, points and membership columns (SQLite rebuilds
 * shop_order for the new CHECKs): existing orders become goods orders with no coupon or points, and every row that
 * hangs off them (lines, audit trail) survives.
 */
describe.each(databaseKinds)('the order-promotions migration on %s', (database) => {
  it('keeps every order with its lines and audit trail as a goods order without coupon or points', async () => {
    const { url, drop } = await freshDatabase(database);
    const orm = await openDatabase({
      database: loadConfig({ DATABASE_URL: url }).database,
      entities,
      migrations: { sqlite: sqliteMigrations, mysql: mysqlMigrations },
    });
    const sql = (query: string) => orm.em.getConnection().execute(query);
    try {
      const all = (await orm.migrator.getPending()).map((migration) => migration.name);
      const mine = all.findIndex((name) => name.endsWith('_order_promotions'));
      await orm.migrator.up({ to: all[mine - 1] });

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

      const rows = await sql(
        `select id, kind, coupon_id, coupon_title, points_spent, title, refunded_fen from shop_order order by id`,
      );
      expect(
        rows.map((row: any) => [Number(row.id), row.kind, row.coupon_id, row.coupon_title, Number(row.points_spent)]),
      ).toEqual([
        [1, 'GOODS', null, null, 0],
        [2, 'GOODS', null, null, 0],
      ]);
      const events = async () => Number((await sql(`select count(*) as n from order_event`))[0]!.n);
      expect(await events()).toBe(2);
      // The refunds constraint and the new kind's CHECK hold on the rebuilt table.
      await expect(sql(`update shop_order set refunded_fen = 1001 where id = 1`)).rejects.toThrow();
      await expect(sql(`update shop_order set kind = 'GIFT' where id = 1`)).rejects.toThrow();
      await sql(`update shop_order set delivery_method = 'none', kind = 'MEMBERSHIP' where id = 2`);
      // The audit trail still points at the rebuilt table, so deleting an order still cascades.
      await sql(`delete from shop_order where id = 2`);
      expect(await events()).toBe(1);
    } finally {
      await orm.close();
      await drop();
    }
  });
});
