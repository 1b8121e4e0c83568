import type { EventSubscriber, TransactionEventArgs } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';

type Work = () => void | Promise<void>;

/**
 * Work that may only happen once a transaction has committed, such as telling subscribers about a change: a
 * rolled-back change must never have been announced. Queued per transaction and run after its commit (dropped on
 * rollback); outside a transaction it runs at once. Work queued twice under one key in one transaction runs once,
 * as queued last (an order that changes twice in one transaction is announced once, in its final state).
 */
export class AfterCommit implements EventSubscriber {
  private readonly queued = new WeakMap<EntityManager, Map<string | symbol, Work>>();

  async run(em: EntityManager, work: Work, key: string | symbol = Symbol()): Promise<void> {
    if (!em.isInTransaction()) {
      await work();
      return;
    }
    const queue = this.queued.get(em) ?? new Map<string | symbol, Work>();
    queue.delete(key); // keyed work moves to the end: it runs after what was queued before its last change
    queue.set(key, work);
    this.queued.set(em, queue);
  }

  async afterTransactionCommit({ em, transaction }: TransactionEventArgs): Promise<void> {
    if (transaction?.savepointName) return;
    const queue = this.queued.get(em as EntityManager);
    if (!queue) return;
    this.queued.delete(em as EntityManager);
    for (const work of queue.values()) await work();
  }

  afterTransactionRollback({ em, transaction }: TransactionEventArgs): void {
    if (!transaction?.savepointName) this.queued.delete(em as EntityManager);
  }
}
