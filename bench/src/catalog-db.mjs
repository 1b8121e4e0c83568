/**
 * Direct access to a bench catalog's database, used only while no server runs on it: to give a few parts the
 * stock the write benchmarks need (a part with exactly 10 units left for the stock race) and to sample parts
 * for the labelled test BOM. Buyers, carts and orders go through the shop's public interfaces instead.
 */
import { DatabaseSync } from 'node:sqlite';
import mysql from 'mysql2/promise';

/**
 * `{ query(sql, params) → rows, datetime(date) → a datetime column's value, close() }` for `sqlite:<file>` or
 * `mysql://...`. The shop keeps a datetime as epoch milliseconds in SQLite and as a UTC DATETIME in MariaDB.
 */
export async function openCatalog(databaseUrl) {
  if (databaseUrl.startsWith('sqlite:')) {
    const database = new DatabaseSync(databaseUrl.slice('sqlite:'.length));
    return {
      query: async (sql, params = []) => {
        const statement = database.prepare(sql);
        return /^\s*select/i.test(sql) ? statement.all(...params) : (statement.run(...params), []);
      },
      datetime: (date) => date.getTime(),
      close: async () => database.close(),
    };
  }
  const connection = await mysql.createConnection(databaseUrl);
  return {
    query: async (sql, params = []) => (await connection.query(sql, params))[0],
    datetime: (date) => date.toISOString().slice(0, 23).replace('T', ' '),
    close: () => connection.end(),
  };
}

/** Parts on the shelf with prices, spread over the catalog by id (deterministic): `{ id, ... }` rows. */
export async function spreadParts(catalog, count, columns = 'p.id') {
  const [{ total }] = await catalog.query("SELECT COUNT(*) AS total FROM product WHERE status = 'ON_SHELF'");
  const step = Math.max(1, Math.floor(Number(total) / count));
  const rows = await catalog.query(
    `SELECT ${columns} FROM product p JOIN brand b ON b.id = p.manufacturer_id
     WHERE p.status = 'ON_SHELF' AND p.id % ? = 0 ORDER BY p.id LIMIT ?`,
    [step, count],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** Gives parts plain ordering rules and this much stock, so every order of the bench can be served. */
export async function setStock(catalog, ids, stock) {
  if (ids.length === 0) return;
  await catalog.query(
    `UPDATE product SET stock = ?, moq = 1, order_increment = 1, purchase_limit = NULL, status = 'ON_SHELF'
     WHERE id IN (${ids.map(() => '?').join(', ')})`,
    [stock, ...ids],
  );
}
