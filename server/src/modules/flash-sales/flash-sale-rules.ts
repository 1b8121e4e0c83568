import { DomainError } from '../../platform/errors/index.js';
import { ActivityStatus } from './flash-sales.entities.js';

/**
 * What a shopper sees of a session or an item (spec §4: not started, on sale, sold out, ended). PAUSED covers a
 * session staff paused or the shop marked abnormal: nothing can be bought until it resumes.
 */
export const FlashSaleState = {
  NOT_STARTED: 'NOT_STARTED',
  ON_SALE: 'ON_SALE',
  SOLD_OUT: 'SOLD_OUT',
  PAUSED: 'PAUSED',
  ENDED: 'ENDED',
} as const;
export type FlashSaleState = (typeof FlashSaleState)[keyof typeof FlashSaleState];

/** Spec §9: the reminder arrives 3 minutes before the start. */
export const REMINDER_LEAD_MS = 3 * 60_000;
/** Items of one session. */
export const MAX_ITEMS_PER_SESSION = 50;
/** Units one item may offer. */
export const MAX_ITEM_STOCK = 100_000;

/** The activity facts a state is derived from. */
export interface SessionFacts {
  status: ActivityStatus;
  startsAt: Date;
  endsAt: Date;
}

/** The session's state from its activity alone (before its items are counted), at `now`. */
function activityState(session: SessionFacts, now: Date): FlashSaleState | null {
  switch (session.status) {
    case ActivityStatus.NOT_STARTED:
      return FlashSaleState.NOT_STARTED;
    case ActivityStatus.ENDED:
      return FlashSaleState.ENDED;
    case ActivityStatus.PAUSED:
    case ActivityStatus.ABNORMAL:
      return now >= session.endsAt ? FlashSaleState.ENDED : FlashSaleState.PAUSED;
    default:
      // IN_PROGRESS. The end job flips the status at endsAt; until it has run, the clock already says ended.
      return now >= session.endsAt ? FlashSaleState.ENDED : null;
  }
}

/** An item's state: the session's, or on sale / sold out by its units while the session is in progress. */
export function itemState(session: SessionFacts, item: { stock: number; sold: number }, now: Date): FlashSaleState {
  return activityState(session, now) ?? (item.sold >= item.stock ? FlashSaleState.SOLD_OUT : FlashSaleState.ON_SALE);
}

/** A session's state: sold out once every item is, on sale while any is. */
export function sessionState(
  session: SessionFacts,
  items: readonly { stock: number; sold: number }[],
  now: Date,
): FlashSaleState {
  const fromActivity = activityState(session, now);
  if (fromActivity) return fromActivity;
  return items.length > 0 && items.every((item) => item.sold >= item.stock)
    ? FlashSaleState.SOLD_OUT
    : FlashSaleState.ON_SALE;
}

/** Whole percent of the units taken, rounded down (100 only when all are). */
export function soldPercent(item: { stock: number; sold: number }): number {
  if (item.stock <= 0) return 100;
  return Math.min(100, Math.floor((item.sold * 100) / item.stock));
}

/** One item as staff enter it. */
export interface FlashSaleItemForm {
  productId: number;
  salePriceMilli: number;
  stock: number;
  perUserLimit: number;
}

/** The part an item sells, as the catalog has it. */
export interface PartFacts {
  listPriceMilli: number;
  onSale: boolean;
}

/**
 * Checks a session's items against the parts they sell; throws the first problem, with the offending item's field.
 * Rules: 1 to MAX_ITEMS_PER_SESSION items, each part once; the part on sale; a sale price above 0 and below the
 * list price; 1 to MAX_ITEM_STOCK units; a limit per buyer between 1 and the units.
 */
export function validateItems(items: readonly FlashSaleItemForm[], parts: ReadonlyMap<number, PartFacts>): void {
  const distinct = new Set(items.map((item) => item.productId));
  if (items.length < 1 || items.length > MAX_ITEMS_PER_SESSION || distinct.size !== items.length) {
    throw new DomainError('FLASH_SALE_ITEMS_INVALID', {
      params: { max: MAX_ITEMS_PER_SESSION },
      field: ['input', 'items'],
    });
  }
  items.forEach((item, index) => {
    const field = (name: string) => ['input', 'items', String(index), name];
    const part = parts.get(item.productId);
    if (!part?.onSale) throw new DomainError('FLASH_SALE_PART_INVALID', { field: field('productId') });
    if (
      !Number.isSafeInteger(item.salePriceMilli) ||
      item.salePriceMilli < 1 ||
      item.salePriceMilli >= part.listPriceMilli
    ) {
      throw new DomainError('FLASH_SALE_PRICE_INVALID', { field: field('salePriceMilli') });
    }
    if (!Number.isSafeInteger(item.stock) || item.stock < 1 || item.stock > MAX_ITEM_STOCK) {
      throw new DomainError('FLASH_SALE_STOCK_INVALID', { params: { max: MAX_ITEM_STOCK }, field: field('stock') });
    }
    if (!Number.isSafeInteger(item.perUserLimit) || item.perUserLimit < 1 || item.perUserLimit > item.stock) {
      throw new DomainError('FLASH_SALE_LIMIT_INVALID', { field: field('perUserLimit') });
    }
  });
}
