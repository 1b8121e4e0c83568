import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { entities } from '../src/entities.js';
import { mysqlMigrations, sqliteMigrations } from '../src/migrations/index.js';
import { openDatabase } from '../src/platform/db/orm.js';
import { databaseKinds, freshDatabase } from './harness.js';

describe.each(databaseKinds)('the staff catalog migration on %s', (database) => {
  it("defines each category's parameters from what its stored parts state, so they stay editable", async () => {
    const { url, drop } = await freshDatabase(database);
    const orm = await openDatabase({
      database: loadConfig({ DATABASE_URL: url }).database,
      entities,
      migrations: { sqlite: sqliteMigrations, mysql: mysqlMigrations },
    });
    const sql = (query: string) => orm.em.getConnection().execute(query);
    try {
      const all = (await orm.migrator.getPending()).map((migration) => migration.name);
      const index = all.findIndex((name) => name.endsWith('_staff_catalog'));
      await orm.migrator.up({ to: all[index - 1] });
      const text = `'{"zh-CN":"x","en-US":"x","ru":"x","es-ES":"x"}'`;
      await sql(`insert into category (id, slug, name, parent_id, position) values (1, 'resistors', ${text}, null, 0)`);
      await sql(`insert into category (id, slug, name, parent_id, position) values (2, 'crystals', ${text}, null, 1)`);
      await sql(
        `insert into brand (id, slug, name, country, website, description, featured) values (1, 'yageo', 'Yageo', 'TW', null, ${text}, 0)`,
      );
      const parts: [number, number, Record<string, string>][] = [
        [1, 1, { resistance: '10 kΩ', tolerance: '1%' }],
        [2, 1, { resistance: '4.7 kΩ' }],
        [3, 2, { frequency: '8 MHz' }],
      ];
      for (const [id, category, parameters] of parts) {
        await sql(
          `insert into product (id, mpn, mpn_normalized, manufacturer_id, category_id, package, material, description,
           parameters, lead_time_days, price_breaks, list_price_milli, stock, moq, order_increment, batch_number,
           purchase_limit, datasheet_url, status, created_at) values (${id}, 'P${id}', 'P${id}', 1, ${category}, '0603',
           null, ${text}, '${JSON.stringify(parameters)}', 1, '[{"minQty":1,"unitPriceMilli":100}]', 100, 5, 1, 1, '',
           null, null, 'ON_SHELF', '2026-01-01 00:00:00')`,
        );
        for (const [name, value] of [...Object.entries(parameters), ['package', '0603']]) {
          await sql(
            `insert into product_parameter (product_id, name, value, category_id, on_shelf) values (${id}, '${name}', '${value}', ${category}, 1)`,
          );
        }
      }

      await orm.migrator.up({ to: all[index] });
      const drift = await orm.schema.getUpdateSchemaSQL({ wrap: false });
      // Later migrations add columns to these tables; this one must have created them.
      expect(drift).not.toMatch(/create table `(category_parameter|product_image)`/);
      const rows = await sql(
        'select category_id, name, label, unit from category_parameter order by category_id, name',
      );
      expect(
        rows.map((row: any) => ({
          category: Number(row.category_id),
          name: row.name,
          label: typeof row.label === 'string' ? JSON.parse(row.label) : row.label,
          unit: row.unit,
        })),
      ).toEqual(
        [
          [1, 'resistance'],
          [1, 'tolerance'],
          [2, 'frequency'],
        ].map(([category, name]) => ({
          category,
          name,
          label: { 'zh-CN': name, 'en-US': name, ru: name, 'es-ES': name },
          unit: null,
        })),
      );
    } finally {
      await orm.close();
      await drop();
    }
  });
});
