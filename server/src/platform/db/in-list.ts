import { SqlitePlatform, type EntityManager } from '@mikro-orm/sql';

/**
 * `column IN (...)` for a list of values of any length. On SQLite the list goes as one JSON array: MikroORM writes the
 * values into the SQL text, and SQLite compiles each literal of an IN list into its program, about 700 KB of native
 * memory for 1,000 values (80 times the text), held by the prepared-statement cache or, once dropped, until V8 next
 * collects; a JSON text is one constant. MySQL/MariaDB get the plain list.
 */
export function inList(
  em: EntityManager,
  column: string,
  values: readonly (string | number)[],
): { sql: string; params: unknown[] } {
  if (em.getPlatform() instanceof SqlitePlatform) {
    return { sql: `${column} IN (SELECT value FROM json_each(?))`, params: [JSON.stringify(values)] };
  }
  return { sql: `${column} IN (${values.map(() => '?').join(', ')})`, params: [...values] };
}
