import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { entities } from '../src/entities.js';
import { mysqlMigrations, sqliteMigrations } from '../src/migrations/index.js';
import { openDatabase } from '../src/platform/db/orm.js';
import { databaseKinds, freshDatabase } from './harness.js';

describe.each(databaseKinds)('the typed parameters migration on %s', (database) => {
  it('gives the parameters already stored their numbers in base units and their categories’ parameters a kind', async () => {
    const { url, drop } = await freshDatabase(database);
    const orm = await openDatabase({
      database: loadConfig({ DATABASE_URL: url }).database,
      entities,
      migrations: { sqlite: sqliteMigrations, mysql: mysqlMigrations },
    });
    const sql = (query: string) => orm.em.getConnection().execute(query);
    try {
      const all = (await orm.migrator.getPending()).map((migration) => migration.name);
      const index = all.findIndex((name) => name.endsWith('_typed_parameters'));
      await orm.migrator.up({ to: all[index - 1] });
      const text = `'{"zh-CN":"x","en-US":"x","ru":"x","es-ES":"x"}'`;
      await sql(`insert into category (id, slug, name, parent_id, position) values (1, 'mlcc', ${text}, null, 0)`);
      await sql(
        `insert into brand (id, slug, name, country, website, description, featured) values (1, 'tdk', 'TDK', 'JP', null, ${text}, 0)`,
      );
      for (const name of ['capacitance', 'voltageRating', 'dielectric', 'series']) {
        await sql(
          `insert into category_parameter (category_id, name, label, unit, position) values (1, '${name}', ${text}, null, 0)`,
        );
      }
      const parts: [number, Record<string, string>][] = [
        [1, { capacitance: '4.7 µF', voltageRating: '25 V', dielectric: 'X7R', series: 'C' }],
        [2, { capacitance: '100 nF', voltageRating: '6.3 V', dielectric: 'C0G' }],
      ];
      for (const [id, parameters] of parts) {
        await sql(
          `insert into product (id, mpn, mpn_normalized, manufacturer_id, category_id, package, material, description,
           parameters, lead_time_days, price_breaks, list_price_milli, stock, moq, order_increment, batch_number,
           purchase_limit, datasheet_url, status, created_at) values (${id}, 'P${id}', 'P${id}', 1, 1, '0805',
           null, ${text}, '${JSON.stringify(parameters)}', 1, '[{"minQty":1,"unitPriceMilli":100}]', 100, 5, 1, 1, '',
           null, null, 'ON_SHELF', '2026-01-01 00:00:00')`,
        );
        for (const [name, value] of [...Object.entries(parameters), ['package', '0805']]) {
          await sql(
            `insert into product_parameter (product_id, name, value, category_id, on_shelf) values (${id}, '${name}', '${value}', 1, 1)`,
          );
        }
      }

      await orm.migrator.up({ to: all[index] });
      const drift = await orm.schema.getUpdateSchemaSQL({ wrap: false });
      // Later migrations change other tables (e.g. the order kinds); only the catalog's tables are this one's.
      const catalogDrift = drift
        .split(';')
        .filter((statement) => /`(product|product_parameter|category_parameter)`/.test(statement));
      expect(catalogDrift.join(';')).not.toMatch(/si_number|packaging|lifecycle|`kind`/);
      const rows = await sql(
        'select product_id, name, value, si_number from product_parameter order by product_id, name',
      );
      expect(
        rows.map((row: any) => [
          Number(row.product_id),
          row.name,
          row.si_number === null ? null : Number(row.si_number),
        ]),
      ).toEqual([
        [1, 'capacitance', 4.7e-6],
        [1, 'dielectric', null],
        [1, 'package', null],
        [1, 'series', null],
        [1, 'voltageRating', 25],
        [2, 'capacitance', 1e-7],
        [2, 'dielectric', null],
        [2, 'package', null],
        [2, 'voltageRating', 6.3],
      ]);
      const kinds = await sql('select name, kind from category_parameter order by name');
      expect(kinds.map((row: any) => [row.name, row.kind])).toEqual([
        ['capacitance', 'capacitance'],
        ['dielectric', 'dielectric'],
        ['series', null],
        ['voltageRating', 'voltage'],
      ]);
      const products = await sql('select packaging, rohs, lifecycle, on_order_quantity from product order by id');
      expect(products.map((row: any) => ({ ...row, on_order_quantity: Number(row.on_order_quantity) }))).toEqual([
        { packaging: 'BULK', rohs: 'UNKNOWN', lifecycle: 'ACTIVE', on_order_quantity: 0 },
        { packaging: 'BULK', rohs: 'UNKNOWN', lifecycle: 'ACTIVE', on_order_quantity: 0 },
      ]);
    } finally {
      await orm.close();
      await drop();
    }
  });
});
