import { describe, expect, it } from 'vitest';
import { entities } from '../src/entities.js';
import { loadConfig } from '../src/config.js';
import { mysqlMigrations, sqliteMigrations } from '../src/migrations/index.js';
import { Membership } from '../src/modules/membership/membership.entities.js';
import { hasUnmigratedChanges, migrate, openDatabase } from '../src/platform/db/orm.js';
import { databaseKinds, freshDatabase } from './harness.js';

const DAY = 24 * 3600_000;

/**
 * Checkout's member discount comes only from a running membership. Super members (vip = 1) from before memberships
 * were sold get one: 12 months from the migration; a membership they already have keeps its end.
 */
describe.each(databaseKinds)('the membership-for-super-members migration on %s', (database) => {
  it("gives every super member without a membership's validity 12 months, and no one else anything", async () => {
    const { url, drop } = await freshDatabase(database);
    const orm = await openDatabase({
      database: loadConfig({ DATABASE_URL: url }).database,
      entities,
      migrations: { sqlite: sqliteMigrations, mysql: mysqlMigrations },
    });
    const sql = (query: string) => orm.em.getConnection().execute(query);
    try {
      const all = (await orm.migrator.getPending()).map((migration) => migration.name);
      const mine = all.findIndex((name) => name.endsWith('_membership_for_super_members'));
      expect(mine).toBeGreaterThan(0);
      await orm.migrator.up({ to: all[mine - 1] });

      const now = `'2026-01-01 00:00:00'`;
      const user = (id: number, vip: number) => `(${id}, 'INV${id}', ${vip}, '["buyer"]', ${now})`;
      await sql(
        `insert into user (id, invite_code, vip, roles, created_at) values ${[user(1, 1), user(2, 1), user(3, 1), user(4, 0)].join(', ')}`,
      );
      // 2: a membership row (growth) without validity; 3: a bought membership that runs until 2030.
      const em = orm.em.fork();
      em.create(Membership, { user: 2, validUntil: null, growth: 7 });
      em.create(Membership, { user: 3, validUntil: new Date('2030-06-01T00:00:00.000Z'), growth: 0 });
      await em.flush();

      const before = Date.now();
      await migrate(orm);
      expect(await hasUnmigratedChanges(orm)).toBe(false);

      const rows = await orm.em.fork().find(Membership, {}, { orderBy: { user: 'asc' } });
      const inAYear = new Date(before);
      inAYear.setUTCMonth(inAYear.getUTCMonth() + 12);
      const aroundAYear = (date: Date | null | undefined) => Math.abs(date!.getTime() - inAYear.getTime()) < DAY;
      expect(rows.map((row) => row.user.id)).toEqual([1, 2, 3]);
      expect(aroundAYear(rows[0]!.validUntil)).toBe(true);
      expect(rows[0]!.growth).toBe(0);
      expect(aroundAYear(rows[1]!.validUntil)).toBe(true);
      expect(rows[1]!.growth).toBe(7);
      expect(rows[2]!.validUntil).toEqual(new Date('2030-06-01T00:00:00.000Z'));
    } finally {
      await orm.close();
      await drop();
    }
    // Every migration from an empty database: slow on a busy MariaDB.
  }, 240_000);
});
