import type { EventSubscriber, FlushEventArgs } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { ShopEvents } from '../../platform/events/shop-events.js';
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

/**
 * Announces each part whose stock or price a flush changed, once its transaction commits (once per part and kind
 * of change in a transaction). Every stock change writes a ledger row (`stock-ledger.ts`), whatever moved it, and a
 * price changes only by an edit of the part's row, so the flush sees them all, in one place.
 */
export class PartChangeEvents implements EventSubscriber {
  constructor(private readonly shopEvents: ShopEvents) {}

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
        PRICE_FIELDS.some((field) => field in payload)
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
