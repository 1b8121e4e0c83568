import type { EventSubscriber, FlushEventArgs, TransactionEventArgs } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { ShopEvents } from '../../platform/events/shop-events.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { Product } from './catalog.entities.js';
import { StockMovement } from './stock/stock.entities.js';

declare module '../../platform/events/shop-events.js' {
  interface ShopEventTypes {
    /**
     * Parts whose stock or price a transaction changed (watch lists hear it), each once per kind of change; read
     * the parts for their numbers now.
     */
    'part.changed': { parts: PartChangeNotice[] };
  }
}

export type PartChange = 'stock' | 'price';

export interface PartChangeNotice {
  productId: number;
  changed: PartChange;
}

/** Fields of a part whose change is a price change. */
const PRICE_FIELDS = ['priceBreaks', 'listPriceMilli'];

/** JSON columns come as objects or as their text, by the driver. */
const comparable = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Whether an update really changed `field`. A part re-read for only some fields (its stock after an order's UPDATE)
 * is written back whole by the next flush, so a field in the payload alone proves nothing.
 */
function changedField(original: Record<string, unknown> | undefined, payload: Record<string, unknown>, field: string) {
  return (
    !!original && field in original && field in payload && comparable(original[field]) !== comparable(payload[field])
  );
}

/**
 * Announces the parts whose stock or price a transaction changed once it commits, in one event (each part once per
 * kind of change): an order of 30 parts is one announcement, and its listeners read the 30 parts at once. Every stock change writes a ledger row (`stock-ledger.ts`), whatever moved it, and a
 * price changes only by an edit of the part's row, so the flush sees them all, in one place.
 */
export class PartChangeEvents implements EventSubscriber {
  /** What the open transaction of an entity manager has changed so far, over its flushes. */
  private readonly changedIn = new WeakMap<EntityManager, Map<string, PartChangeNotice>>();

  constructor(
    private readonly shopEvents: ShopEvents,
    private readonly clock: Clock,
  ) {}

  /** A price edit dates the part's offer (`offerUpdatedAt`) in the same UPDATE; the stock ledger dates stock changes. */
  onFlush({ uow }: FlushEventArgs): void {
    for (const changeSet of uow.getChangeSets()) {
      if (changeSet.meta.className !== Product.meta.className || changeSet.type !== 'update') continue;
      if (!PRICE_FIELDS.some((field) => changedField(changeSet.originalEntity, changeSet.payload, field))) continue;
      (changeSet.entity as Product).offerUpdatedAt = this.clock.now();
      uow.recomputeSingleChangeSet(changeSet.entity);
    }
  }

  async afterFlush({ em, uow }: FlushEventArgs): Promise<void> {
    const inTransaction = em.isInTransaction();
    const changes = (inTransaction && this.changedIn.get(em as EntityManager)) || new Map<string, PartChangeNotice>();
    const before = changes.size;
    for (const changeSet of uow.getChangeSets()) {
      const { meta, type, payload } = changeSet;
      if (meta.className === StockMovement.meta.className && type === 'create') {
        const movement = changeSet.entity as StockMovement;
        if (movement.delta !== 0) {
          changes.set(`stock/${movement.productId}`, { productId: movement.productId, changed: 'stock' });
        }
      } else if (
        meta.className === Product.meta.className &&
        type === 'update' &&
        PRICE_FIELDS.some((field) => changedField(changeSet.originalEntity, payload, field))
      ) {
        const product = changeSet.entity as Product;
        changes.set(`price/${product.id}`, { productId: product.id, changed: 'price' });
      }
    }
    if (changes.size === before) return;
    if (inTransaction) this.changedIn.set(em as EntityManager, changes);
    // Queued again under one key, the last event (with every part so far) is the one announced at the commit.
    const parts = [...changes.values()];
    await this.shopEvents.emit(em as EntityManager, { type: 'part.changed', data: { parts } }, 'parts-changed');
  }

  afterTransactionCommit({ em, transaction }: TransactionEventArgs): void {
    if (!transaction?.savepointName) this.changedIn.delete(em as EntityManager);
  }

  afterTransactionRollback({ em, transaction }: TransactionEventArgs): void {
    if (!transaction?.savepointName) this.changedIn.delete(em as EntityManager);
  }
}
