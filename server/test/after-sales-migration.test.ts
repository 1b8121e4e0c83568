import { allocatePaidShares } from '@circuitmart/rules/refund-allocation';
import { describe, expect, it } from 'vitest';
import { entities } from '../src/entities.js';
import { loadConfig } from '../src/config.js';
import { mysqlMigrations, sqliteMigrations } from '../src/migrations/index.js';
import { openDatabase } from '../src/platform/db/orm.js';
import { databaseKinds, freshDatabase } from './harness.js';

/** Orders placed before after-sales get each line's paid share by the same rule checkout now applies. */
const orders: { totals: number[]; discount: number; coupon: number }[] = [
  { totals: [1000, 1000, 1000], discount: 100, coupon: 0 },
  { totals: [300, 300, 100], discount: 6, coupon: 4 },
  { totals: [617], discount: 31, coupon: 0 },
  { totals: [0, 0], discount: 0, coupon: 0 },
  { totals: [9999, 1, 7, 13], discount: 500, coupon: 3 },
];

describe.each(databaseKinds)('the after-sales migration on %s', (database) => {
  it("backfills every existing order line's paid share by the allocation rule", async () => {
    const { url, drop } = await freshDatabase(database);
    const orm = await openDatabase({
      database: loadConfig({ DATABASE_URL: url }).database,
      entities,
      migrations: { sqlite: sqliteMigrations, mysql: mysqlMigrations },
    });
    const sql = (query: string) => orm.em.getConnection().execute(query);
    try {
      const all = (await orm.migrator.getPending()).map((migration) => migration.name);
      const index = all.findIndex((name) => name.endsWith('_after_sales'));
      await orm.migrator.up({ to: all[index - 1] });
      const now = `'2026-01-01 00:00:00'`;
      await sql(`insert into user (id, invite_code, roles, created_at) values (1, 'INV1', '["buyer"]', ${now})`);
      await sql(database === 'mysql' ? 'set foreign_key_checks = 0' : 'pragma foreign_keys = off');
      let lineId = 0;
      for (const [position, order] of orders.entries()) {
        const id = position + 1;
        const items = order.totals.reduce((sum, total) => sum + total, 0);
        await sql(
          `insert into shop_order (id, number, user_id, status, idempotency_key, created_at, expires_at, items_fen,
           member_discount_fen, coupon_deduction_fen, points_deduction_fen, freight_fen, payable_fen, invoice_type,
           delivery_method) values (${id}, 'N${id}', 1, 'COMPLETED', 'key-${id}', ${now}, ${now}, ${items},
           ${order.discount}, ${order.coupon}, 0, 0, ${items - order.discount - order.coupon}, 'none', 'express')`,
        );
        for (const total of order.totals) {
          lineId += 1;
          await sql(
            `insert into order_line (id, order_id, product_id, mpn, brand_name, package, quantity, unit_price_milli,
             line_total_fen) values (${lineId}, ${id}, 1, 'P${lineId}', 'B', 'SOT-23', 1, ${total * 100}, ${total})`,
          );
        }
      }
      await sql(database === 'mysql' ? 'set foreign_key_checks = 1' : 'pragma foreign_keys = on');

      // Up to this migration only: the lines above name no real part, which a later rebuild of shop_order (that
      // copies its child rows aside and back under foreign keys) would rightly refuse.
      await orm.migrator.up({ to: all[index] });
      // The tables this migration made or changed are as the entities describe them, but for the columns later
      // migrations add (an order line's customer reference).
      const laterColumns = /customer_reference/;
      const drift = (await orm.schema.getUpdateSchemaSQL({ wrap: false }))
        .split('\n')
        .filter((statement) => !laterColumns.test(statement));
      expect(drift.filter((statement) => /order_line|order_event|after_sale/.test(statement))).toEqual([]);

      const rows = await sql('select order_id, paid_share_fen from order_line order by id');
      for (const [position, order] of orders.entries()) {
        const shares = rows
          .filter((row: any) => Number(row.order_id) === position + 1)
          .map((row: any) => Number(row.paid_share_fen));
        expect(shares, `order ${position + 1}`).toEqual(
          allocatePaidShares(order.totals, order.discount + order.coupon),
        );
      }
    } finally {
      await orm.close();
      await drop();
    }
  });
});
