import { DeadlockException, LockWaitTimeoutException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../entities.js';
import { mysqlMigrations, sqliteMigrations } from '../../migrations/index.js';
import { openDatabase, type Orm } from './orm.js';
import { transactionalWithRetry } from './transaction-retry.js';

/** The retry rules on a real (in-memory SQLite) entity manager; the MariaDB burst in test/stock-deadlock proves the rest. */
describe('transactionalWithRetry', () => {
  let orm: Orm;
  const noWait = { baseDelayMs: 0 };

  beforeAll(async () => {
    orm = await openDatabase({
      database: { kind: 'sqlite', file: ':memory:' },
      entities,
      migrations: { sqlite: sqliteMigrations, mysql: mysqlMigrations },
    });
  });
  afterAll(() => orm.close());

  /** Work that loses a lock conflict `losses` times, then answers how many runs it took. */
  function losing(losses: number, conflict: () => Error) {
    const work = async () => {
      work.runs += 1;
      if (work.runs <= losses) throw conflict();
      return work.runs;
    };
    work.runs = 0;
    return work;
  }

  it('runs a transaction that lost a deadlock or a lock wait again, until it commits', async () => {
    const deadlock = () => new DeadlockException(new Error('Deadlock found when trying to get lock'));
    const timeout = () => new LockWaitTimeoutException(new Error('Lock wait timeout exceeded'));
    expect(await transactionalWithRetry(orm.em.fork(), losing(2, deadlock), noWait)).toBe(3);
    expect(await transactionalWithRetry(orm.em.fork(), losing(1, timeout), noWait)).toBe(2);
    // A query builder's statement raises the MySQL driver's own error: its code is the same conflict.
    const raw = (code: string) => () => Object.assign(new Error('lock conflict'), { code });
    expect(await transactionalWithRetry(orm.em.fork(), losing(1, raw('ER_LOCK_DEADLOCK')), noWait)).toBe(2);
    expect(await transactionalWithRetry(orm.em.fork(), losing(1, raw('ER_LOCK_WAIT_TIMEOUT')), noWait)).toBe(2);
  });

  it('gives up after the last attempt and answers the conflict', async () => {
    const work = losing(10, () => new DeadlockException(new Error('deadlock')));
    await expect(transactionalWithRetry(orm.em.fork(), work, { ...noWait, attempts: 3 })).rejects.toBeInstanceOf(
      DeadlockException,
    );
    expect(work.runs).toBe(3);
  });

  it('runs other failures once', async () => {
    let runs = 0;
    const work = async () => {
      runs += 1;
      throw new UniqueConstraintViolationException(new Error('duplicate'));
    };
    await expect(transactionalWithRetry(orm.em.fork(), work, noWait)).rejects.toBeInstanceOf(
      UniqueConstraintViolationException,
    );
    expect(runs).toBe(1);
  });

  it('leaves the retry to the outermost transaction', async () => {
    let innerRuns = 0;
    let outer = 0;
    const result = await transactionalWithRetry(
      orm.em.fork(),
      async (tx) => {
        outer += 1;
        return transactionalWithRetry(
          tx,
          async () => {
            innerRuns += 1;
            if (outer === 1) throw new DeadlockException(new Error('deadlock'));
            return 'committed';
          },
          noWait,
        );
      },
      noWait,
    );
    expect(result).toBe('committed');
    // The inner call ran once per outer run: the outer transaction was the one run again.
    expect({ outer, innerRuns }).toEqual({ outer: 2, innerRuns: 2 });
  });
});
