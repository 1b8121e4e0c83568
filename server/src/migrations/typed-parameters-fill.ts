import type { Migration } from '@mikro-orm/migrations';
import { parameterKind, siValue } from '../modules/catalog/values/part-values.js';

type Execute = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * Types the parameters already stored: each category parameter gets its kind, each part's value the number it
 * stands for. Distinct values are parsed once (a large catalog repeats a few thousand values over its parts).
 */
export async function fillTypedParameters(migration: Migration): Promise<void> {
  const execute: Execute = (sql, params) => migration.execute(sql, params);
  for (const row of await execute('SELECT DISTINCT name FROM category_parameter')) {
    const kind = parameterKind(String(row.name));
    if (kind) await execute('UPDATE category_parameter SET kind = ? WHERE name = ?', [kind, row.name]);
  }
  for (const row of await execute("SELECT DISTINCT name, value FROM product_parameter WHERE name <> 'package'")) {
    const number = siValue(String(row.value));
    if (number !== null) {
      await execute('UPDATE product_parameter SET si_number = ? WHERE name = ? AND value = ?', [
        number,
        row.name,
        row.value,
      ]);
    }
  }
}
