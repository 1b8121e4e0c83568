import { describe, expect, it } from 'vitest';
import { entities } from '../src/entities.js';
import { loadConfig } from '../src/config.js';
import { mysqlMigrations, sqliteMigrations } from '../src/migrations/index.js';
import { migrate, openDatabase } from '../src/platform/db/orm.js';
import { databaseKinds, freshDatabase } from './harness.js';

/**
 * The order kind BLIND_BOX_OPEN widens shop_order's kind (an enum on MariaDB, a CHECK constraint SQLite changes only
 * by rebuilding the table): orders and the rows that hang off them come through, and the new kind is accepted.
 */
describe.each(databaseKinds)('the paid blind-box opens migration on %s', (database) => {
  it('keeps the orders and their audit trail, accepts the new kind and leaves no drift', async () => {
    const { url, drop } = await freshDatabase(database);
    const orm = await openDatabase({
      database: loadConfig({ DATABASE_URL: url }).database,
      entities,
      migrations: { sqlite: sqliteMigrations, mysql: mysqlMigrations },
    });
    const sql = (query: string) => orm.em.getConnection().execute(query);
    const insertOrder = (id: number, kind: string) =>
      sql(
        `insert into shop_order (id, number, user_id, status, kind, idempotency_key, created_at, expires_at, items_fen,
         member_discount_fen, coupon_deduction_fen, points_deduction_fen, freight_fen, payable_fen, invoice_type,
         delivery_method, title) values (${id}, 'N${id}', 1, 'COMPLETED', '${kind}', 'key-${id}', ${now}, ${now}, 150,
         0, 0, 0, 0, 150, 'none', 'none', 'Box')`,
      );
    const now = `'2026-01-01 00:00:00'`;
    try {
      const all = (await orm.migrator.getPending()).map((migration) => migration.name);
      const index = all.findIndex((name) => name.endsWith('_paid_blind_box_opens'));
      expect(index).toBeGreaterThan(0);
      await orm.migrator.up({ to: all[index - 1] });
      await sql(`insert into user (id, invite_code, roles, created_at) values (1, 'INV1', '["buyer"]', ${now})`);
      await insertOrder(1, 'MEMBERSHIP');
      await expect(insertOrder(2, 'BLIND_BOX_OPEN')).rejects.toThrow();
      await sql(
        `insert into order_event (id, order_id, kind, at, actor_id, action, from_status, to_status) values
         (1, 1, 'status', ${now}, 1, 'PLACE', null, 'PENDING_PAYMENT')`,
      );

      await migrate(orm);
      await insertOrder(2, 'BLIND_BOX_OPEN');
      const orders = await sql('select id, kind from shop_order order by id');
      expect(orders.map((row: Record<string, unknown>) => [Number(row['id']), row['kind']])).toEqual([
        [1, 'MEMBERSHIP'],
        [2, 'BLIND_BOX_OPEN'],
      ]);
      const events = await sql('select order_id, action from order_event');
      expect(events.map((row: Record<string, unknown>) => [Number(row['order_id']), row['action']])).toEqual([
        [1, 'PLACE'],
      ]);
      const drift = (await orm.schema.getUpdateSchemaSQL({ wrap: false })).split('\n');
      expect(drift.filter((statement) => /shop_order|lucky_draw_paid_open/.test(statement))).toEqual([]);
    } finally {
      await orm.close();
      await drop();
    }
  }, 120_000);
});
