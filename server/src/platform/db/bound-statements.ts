import type { EntityManager } from '@mikro-orm/sql';
import { CompiledQuery, type QueryResult } from 'kysely';
import { readConnection } from './read-replicas.js';

/** MikroORM's statement log (`executeQuery` is protected in its types): debug logs and the tests' statement counts. */
interface LoggingConnection {
  executeQuery<T>(query: string, run: () => Promise<T>, context?: { query: string; params: unknown[] }): Promise<T>;
}

type Connection = ReturnType<EntityManager['getConnection']>;

/**
 * One statement with its parameters bound, on `connection` (inside the request's transaction when one is open).
 * MikroORM's `execute` writes the values into the SQL text, so every search term, id list, price, token and
 * timestamp gave SQLite a statement never seen before: prepared afresh each time (a fifth of a fresh search's CPU,
 * and of a cart change's) and pushing the shop's own statements out of the prepared-statement cache. Bound, one text
 * per shape is prepared once. Logged as MikroORM logs its own statements.
 */
async function bound<Row, T>(
  em: EntityManager,
  connection: Connection,
  sql: string,
  params: readonly unknown[],
  answer: (result: QueryResult<Row>) => T,
): Promise<T> {
  await connection.ensureConnection();
  const transaction = em.getTransactionContext<ReturnType<typeof connection.getClient>>();
  const values = [...params];
  // The log counts what `run` answers: rows read, or `affectedRows`.
  const run = async () =>
    answer(await (transaction ?? connection.getClient()).executeQuery<Row>(CompiledQuery.raw(sql, values)));
  return (connection as unknown as LoggingConnection).executeQuery(sql, run, { query: sql, params: values });
}

const rowsOf = <Row>(result: QueryResult<Row>) => result.rows as Row[];

/** A read, from a replica where the request allows it (`readConnection`). */
export async function readRows<Row>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<Row[]> {
  return bound(em, readConnection(em), sql, params, rowsOf<Row>);
}

/** A read from the primary: what the request itself may just have written, or what must never lag (sessions). */
export async function primaryRows<Row>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<Row[]> {
  return bound(em, em.getConnection('write'), sql, params, rowsOf<Row>);
}

/**
 * An INSERT, UPDATE or DELETE: the rows it changed and the id it inserted. Errors are the driver's; convert them with
 * `em.getDriver().convertException` for the ORM's own (`UniqueConstraintViolationException` ...).
 */
export async function writeRows(
  em: EntityManager,
  sql: string,
  params: readonly unknown[],
): Promise<{ affectedRows: number; insertId: number }> {
  return bound(em, em.getConnection('write'), sql, params, (result) => ({
    affectedRows: Number(result.numAffectedRows ?? 0n),
    insertId: Number(result.insertId ?? 0n),
  }));
}
