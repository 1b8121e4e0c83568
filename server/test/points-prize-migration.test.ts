import { describe, expect, it } from 'vitest';
import { entities } from '../src/entities.js';
import { loadConfig } from '../src/config.js';
import { mysqlMigrations, sqliteMigrations } from '../src/migrations/index.js';
import { migrate, openDatabase } from '../src/platform/db/orm.js';
import { databaseKinds, freshDatabase } from './harness.js';

/**
 * Blind-box points were booked as ADJUSTMENT entries noted "Blind box prize: <title>" before the ledger had a PRIZE
 * kind: the migration turns those (and only those) into PRIZE entries naming the open they came from.
 */
describe.each(databaseKinds)('the points prize kind migration on %s', (database) => {
  it('turns earlier blind-box points into PRIZE entries with their reference, and leaves staff adjustments', async () => {
    const { url, drop } = await freshDatabase(database);
    const orm = await openDatabase({
      database: loadConfig({ DATABASE_URL: url }).database,
      entities,
      migrations: { sqlite: sqliteMigrations, mysql: mysqlMigrations },
    });
    const sql = (query: string) => orm.em.getConnection().execute(query);
    try {
      const all = (await orm.migrator.getPending()).map((migration) => migration.name);
      const prizeKind = all.findIndex((name) => name.endsWith('_points_prize_kind'));
      await orm.migrator.up({ to: all[prizeKind - 1] });

      const now = `'2026-01-01 00:00:00'`;
      await sql(`insert into user (id, invite_code, roles, created_at) values (1, 'INV1', '["buyer"]', ${now})`);
      await sql(
        `insert into lucky_draw_record (id, activity_id, draw_kind, user_id, request_key, prize_id, prize_kind,
         prize_title, points, status, day, created_at) values
         (5, 1, 'BLIND_BOX', 1, '1:open-key-0001', 1, 'POINTS', '50 points', 50, 'DELIVERED', '2026-01-01', ${now})`,
      );
      await sql(
        `insert into points_entry (id, user_id, points, kind, \`key\`, balance_after, note, actor_id, at) values
         (1, 1, 50, 'ADJUSTMENT', 'lucky-draw/1:open-key-0001', 50, 'Blind box prize: 50 points', null, ${now}),
         (2, 1, 10, 'ADJUSTMENT', 'adjust/1', 60, 'Goodwill', 9, ${now})`,
      );
      await migrate(orm);

      const entries = await sql('select id, kind, note, reference from points_entry order by id');
      expect(entries.map((entry: Record<string, unknown>) => ({ ...entry, id: Number(entry['id']) }))).toEqual([
        { id: 1, kind: 'PRIZE', note: '50 points', reference: 'lucky-draw-record/5' },
        { id: 2, kind: 'ADJUSTMENT', note: 'Goodwill', reference: null },
      ]);
    } finally {
      await orm.close();
      await drop();
    }
  }, 120_000);
});
