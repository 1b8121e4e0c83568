import { setTimeout as delay } from 'node:timers/promises';
import { DeadlockException, LockWaitTimeoutException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';

export interface TransactionRetryOptions {
  /** Runs of the transaction in all, the first included. */
  attempts: number;
  /** The first wait is up to this long, each next one up to twice the previous. */
  baseDelayMs: number;
  /** 0 <= x < 1; injectable so a test can pin the waits. */
  random: () => number;
}

export const defaultTransactionRetry: TransactionRetryOptions = {
  // Five runs ran out once in CI (one order of a 200-order burst on a saturated 2-core machine answered INTERNAL):
  // the category stock-version rows the stock triggers bump are not locked in part order, so a busy burst can lose
  // several times in a row. Eight runs wait at most about 3 s in all.
  attempts: 8,
  baseDelayMs: 25,
  random: Math.random,
};

/**
 * A transaction that lost a lock to another: InnoDB picked it as a deadlock victim (errno 1213) or it waited
 * past `innodb_lock_wait_timeout` (1205); SQLite's "database is locked" (SQLITE_BUSY past busy_timeout) is
 * converted to the latter too. The database rolled it back whole, so running it again from the start is safe.
 * A query builder's statement raises the driver's own error, not the ORM's exception: its code counts the same.
 */
export function isLockConflict(error: unknown): boolean {
  if (error instanceof DeadlockException || error instanceof LockWaitTimeoutException) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT';
}

/**
 * `em.transactional(work)`, run again (after a random wait that doubles each time, so the losers do not
 * collide again in step) when it loses a lock conflict, at most `attempts` times in all. `work` must keep
 * every effect outside the database until after the commit (publishing, scheduling jobs): a run that lost
 * left nothing behind, and only the run that commits may announce anything.
 *
 * Inside a transaction already open on `em`, a lost lock has rolled back the outer transaction too, so only
 * the outermost call may retry: a nested call runs once and lets the conflict reach it.
 */
export async function transactionalWithRetry<T>(
  em: EntityManager,
  work: (tx: EntityManager) => Promise<T>,
  options: Partial<TransactionRetryOptions> = {},
): Promise<T> {
  if (em.isInTransaction()) return em.transactional(work);
  const { attempts, baseDelayMs, random } = { ...defaultTransactionRetry, ...options };
  for (let attempt = 1; ; attempt++) {
    try {
      return await em.transactional(work);
    } catch (error) {
      if (attempt >= attempts || !isLockConflict(error)) throw error;
      await delay(Math.round(random() * baseDelayMs * 2 ** (attempt - 1)));
    }
  }
}
