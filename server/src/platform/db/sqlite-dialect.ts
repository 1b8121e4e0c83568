import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { SqliteDialect, type SqliteDatabase } from 'kysely';
import { BoundedCache } from '../metrics/bounded-cache.js';

/**
 * Most distinct statements kept prepared, and their native bytes as estimated from their text: SQLite's compiled
 * program measured 10 times the text for plain statements and 80 times for IN lists of literals (700 KB for 1,000
 * MPNs), so 80 is the estimate. The least recently used statement is dropped past either bound; `node:sqlite` cannot
 * finalize it, so its program stays until V8 collects the wrapper (the reason lists go as JSON: platform/db/in-list.ts).
 */
const MAX_CACHED_STATEMENTS = 500;
const MAX_CACHED_STATEMENT_BYTES = 64 * 2 ** 20;
const STATEMENT_OVERHEAD_BYTES = 4096;
const PROGRAM_BYTES_PER_SQL_CHAR = 80;

/**
 * Kysely's SQLite dialect over `node:sqlite`, as MikroORM's NodeSqliteDialect, but keeping each statement
 * prepared for the next time the same SQL runs. Preparing a product page's query cost twice running it.
 * Statements are synchronous and reset after every run, so one prepared copy per SQL text is enough.
 */
export class CachingNodeSqliteDialect extends SqliteDialect {
  constructor(file: string) {
    super({
      database: async (): Promise<SqliteDatabase> => {
        const { DatabaseSync: Database } = globalThis.process.getBuiltinModule('node:sqlite') as {
          DatabaseSync: typeof DatabaseSync;
        };
        const db = new Database(file);
        // Kept with whether it answers rows, worked out once: both patterns scan the whole text (a part read is long).
        const statements = new BoundedCache<string, { statement: StatementSync; reader: boolean }>({
          name: 'sqlite-prepared-statements',
          maxEntries: MAX_CACHED_STATEMENTS,
          maxBytes: MAX_CACHED_STATEMENT_BYTES,
          bytesOf: (_statement, sql) => STATEMENT_OVERHEAD_BYTES + sql.length * PROGRAM_BYTES_PER_SQL_CHAR,
        });
        const prepared = (sql: string) => {
          let entry = statements.get(sql);
          if (!entry) {
            entry = {
              statement: db.prepare(sql),
              reader: /^\s*(select|pragma|explain|with)/i.test(sql) || /\breturning\b/i.test(sql),
            };
            statements.set(sql, entry);
          }
          return entry;
        };
        return {
          prepare(sql: string) {
            const { statement, reader } = prepared(sql);
            return {
              reader,
              all: (params: readonly unknown[]) => statement.all(...(params as never[])),
              run: (params: readonly unknown[]) => {
                const { changes, lastInsertRowid } = statement.run(...(params as never[]));
                return { changes, lastInsertRowid };
              },
              get: (params: readonly unknown[]) => statement.get(...(params as never[])),
              iterate: (params: readonly unknown[]) => statement.iterate(...(params as never[])),
            };
          },
          close() {
            statements.clear();
            db.close();
          },
        };
      },
    });
  }
}
