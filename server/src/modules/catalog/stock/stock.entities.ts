import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { StockReason } from './stock-reasons.js';

/**
 * One change of a part's stock, written in the transaction of the change itself by the same code that does the
 * conditional UPDATE: for every part, the sum of its movements' deltas is its stock change, and `stockAfter` is
 * the stock the UPDATE left. Rows are only ever added.
 */
export const StockMovement = defineEntity({
  name: 'StockMovement',
  tableName: 'stock_movement',
  // A part's history newest first; an order's or an import's movements by their reference.
  indexes: [{ properties: ['productId', 'id'] }, { properties: ['reference'] }],
  properties: {
    id: p.integer().primary(),
    productId: p.integer(),
    delta: p.integer(),
    stockAfter: p.integer(),
    reason: p.enum(() => StockReason),
    /** The order number, after-sales service number or `import:<id>` the movement belongs to. */
    reference: p.string().length(64).nullable(),
    note: p.string().length(255).nullable(),
    /** The staff member or buyer who caused it; null for the shop itself (an expiry job). */
    actorId: p.integer().nullable(),
    at: p.datetime(),
  },
});
export type StockMovement = InferEntity<typeof StockMovement>;
