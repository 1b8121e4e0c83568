import type { EntityManager } from '@mikro-orm/sql';
import { CompiledQuery } from 'kysely';
import { readConnection } from './read-replicas.js';

/** MikroORM's statement log (`executeQuery` is protected in its types): debug logs and the tests' statement counts. */
interface LoggingConnection {
  executeQuery<T>(query: string, run: () => Promise<T>, context?: { query: string; params: unknown[] }): Promise<T>;
}

/**
 * A read (`readConnection`) with its parameters bound to the statement. MikroORM's `execute` writes the values into
 * the SQL text, so every search term, id list and price gave SQLite a statement never seen before: prepared afresh
 * each time (a fifth of a fresh search's CPU) and pushing the shop's own statements out of the prepared-statement
 * cache. Bound, one text per shape is prepared once. Logged as MikroORM logs its own statements.
 */
export async function readRows<Row>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<Row[]> {
  const connection = readConnection(em);
  await connection.ensureConnection();
  const transaction = em.getTransactionContext<ReturnType<typeof connection.getClient>>();
  const run = async () =>
    (await (transaction ?? connection.getClient()).executeQuery<Row>(CompiledQuery.raw(sql, [...params])))
      .rows as Row[];
  return (connection as unknown as LoggingConnection).executeQuery(sql, run, { query: sql, params: [...params] });
}
