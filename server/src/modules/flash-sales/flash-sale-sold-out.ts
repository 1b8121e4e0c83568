import type { Clock } from '../../platform/jobs/clock.js';
import { BoundedCache } from '../../platform/metrics/bounded-cache.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';

declare module '../../platform/pubsub/pubsub.js' {
  interface PubSubTopics {
    /** A flash-sale item sold out, or a unit of it came back, for every server copy's sold-out board. */
    FLASH_SALE_ITEM_STOCK: [change: { itemId: number; soldOut: boolean }];
  }
}

/**
 * How long a sold-out flag is believed without the database saying so again. A flag is set again by every buy the
 * database refuses as sold out, so under a crowd it stays fresh; a "unit came back" announcement this copy missed
 * (its Redis link was down) costs at most this long of wrongly refused buys.
 */
export const SOLD_OUT_FLAG_MS = 2_000;

/**
 * This server copy's view of which flash-sale items are sold out, so the crowd gate can answer "sold out" at once
 * instead of queueing a burst of buyers for the database to refuse one by one. Only a hint: a buy that gets past
 * it is decided by the conditional UPDATEs as always. Changes are announced on the pub/sub (Redis across copies).
 */
export class SoldOutBoard {
  /** Item id -> when the flag was last set; bounded, as items that sell out and are never asked about again stay. */
  private readonly soldOutSince = new BoundedCache<number, number>({
    name: 'flash-sale-sold-out',
    maxEntries: 10_000,
    maxBytes: 10_000 * 64,
    bytesOf: () => 64,
  });

  constructor(
    private readonly pubSub: PubSub,
    private readonly clock: Clock,
  ) {
    const changes = pubSub.subscribe('FLASH_SALE_ITEM_STOCK')[Symbol.asyncIterator]();
    void (async () => {
      for (let next = await changes.next(); !next.done; next = await changes.next()) this.note(next.value);
    })();
  }

  /** Whether the item was sold out a moment ago (at most SOLD_OUT_FLAG_MS). */
  isSoldOut(itemId: number): boolean {
    const since = this.soldOutSince.get(itemId);
    if (since === undefined) return false;
    if (this.clock.now().getTime() - since <= SOLD_OUT_FLAG_MS) return true;
    this.soldOutSince.delete(itemId);
    return false;
  }

  /** The database found the item sold out: this copy knows at once, the others when the announcement arrives. */
  soldOut(itemId: number): void {
    this.announce({ itemId, soldOut: true });
  }

  /** A unit of the item came back (an order ended unpaid): buys of it go to the database again. */
  available(itemId: number): void {
    this.announce({ itemId, soldOut: false });
  }

  private announce(change: { itemId: number; soldOut: boolean }): void {
    this.note(change);
    this.pubSub.publish('FLASH_SALE_ITEM_STOCK', change);
  }

  private note(change: { itemId: number; soldOut: boolean }): void {
    if (change.soldOut) this.soldOutSince.set(change.itemId, this.clock.now().getTime());
    else this.soldOutSince.delete(change.itemId);
  }
}
