import { describe, expect, it } from 'vitest';
import { entities } from '../src/entities.js';
import { loadConfig } from '../src/config.js';
import { mysqlMigrations, sqliteMigrations } from '../src/migrations/index.js';
import { migrate, openDatabase } from '../src/platform/db/orm.js';
import { databaseKinds, freshDatabase } from './harness.js';

/**
 * Three saved toggles became five: "promotions" covered platform messages and activity reminders, "messages" covered
 * system and chat messages. Each shopper's old choice must carry over to every kind it covered.
 */
describe.each(databaseKinds)('the notification toggles migration on %s', (database) => {
  it('splits each old toggle into the kinds it covered, keeping what the shopper turned off', async () => {
    const { url, drop } = await freshDatabase(database);
    const orm = await openDatabase({
      database: loadConfig({ DATABASE_URL: url }).database,
      entities,
      migrations: { sqlite: sqliteMigrations, mysql: mysqlMigrations },
    });
    const sql = (query: string) => orm.em.getConnection().execute(query);
    try {
      const all = (await orm.migrator.getPending()).map((migration) => migration.name);
      const toggles = all.findIndex((name) => name.endsWith('_notification_toggles'));
      await orm.migrator.up({ to: all[toggles - 1] });

      const now = `'2026-01-01 00:00:00'`;
      await sql(
        `insert into user (id, invite_code, roles, created_at) values
         (1, 'INV1', '["buyer"]', ${now}), (2, 'INV2', '["buyer"]', ${now})`,
      );
      await sql(
        `insert into account_settings (id, user_id, notify_order_updates, notify_promotions, notify_messages) values
         (1, 1, 1, 0, 1), (2, 2, 0, 1, 0)`,
      );
      await migrate(orm);

      const rows = await sql(
        `select user_id, notify_system_messages, notify_platform_messages, notify_order_updates, notify_chat_messages,
         notify_activity_reminders from account_settings order by user_id`,
      );
      expect(rows.map((row: Record<string, unknown>) => Object.values(row).map(Number))).toEqual([
        [1, 1, 0, 1, 1, 0],
        [2, 0, 1, 0, 0, 1],
      ]);
    } finally {
      await orm.close();
      await drop();
    }
  }, 120_000);
});
