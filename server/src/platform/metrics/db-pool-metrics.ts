import type { Orm } from '../db/orm.js';
import { addMetricSource } from './shop-metrics.js';

/** The parts of mysql2's pool that hold its connections; mysql2 exposes no public counts. */
interface Mysql2PoolInternals {
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  _connectionQueue?: { length: number };
}

/**
 * Reports the MySQL/MariaDB pool's connections in use, idle and requests waiting for one, until the returned function
 * is called. SQLite has one connection and no pool, so it reports nothing.
 */
export async function reportDbPool(orm: Orm, kind: 'sqlite' | 'mysql'): Promise<() => void> {
  const connection = orm.em.getConnection() as { getNativeClient?: () => Promise<unknown> };
  if (kind === 'sqlite' || !connection.getNativeClient) return () => {};
  const pool = (await connection.getNativeClient()) as Mysql2PoolInternals;
  return addMetricSource('circuitmart_db_pool_connections', () => {
    const all = pool._allConnections?.length ?? 0;
    const idle = pool._freeConnections?.length ?? 0;
    return [
      { labels: { state: 'in_use' }, value: all - idle },
      { labels: { state: 'idle' }, value: idle },
      { labels: { state: 'waiting' }, value: pool._connectionQueue?.length ?? 0 },
    ];
  });
}
