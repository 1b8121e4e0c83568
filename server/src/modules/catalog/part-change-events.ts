import type { EventSubscriber, FlushEventArgs } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { ShopEvents } from '../../platform/events/shop-events.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { Product } from './catalog.entities.js';
import { StockMovement } from './stock/stock.entities.js';

declare module '../../platform/events/shop-events.js' {
  interface ShopEventTypes {
    /** A part's stock or price changed (watch lists hear it); read the part for its numbers now. */
    'part.changed': { productId: number; changed: PartChange };
  }
}

export type PartChange = 'stock' | 'price';

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
 * Announces each part whose stock or price a flush changed, once its transaction commits (once per part and kind
 * of change in a transaction). Every stock change writes a ledger row (`stock-ledger.ts`), whatever moved it, and a
 * price changes only by an edit of the part's row, so the flush sees them all, in one place.
 */
export class PartChangeEvents implements EventSubscriber {
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
    const changes = new Map<string, { productId: number; changed: PartChange }>();
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
    for (const [key, data] of changes) {
      await this.shopEvents.emit(em as EntityManager, { type: 'part.changed', data }, `part-changed/${key}`);
    }
  }
}
