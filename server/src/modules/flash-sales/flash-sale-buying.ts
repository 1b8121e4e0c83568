import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { requireUser, type RequestContext } from '../../platform/auth/index.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { DomainError } from '../../platform/errors/index.js';
import type { CheckoutDetails } from '../orders/checkout-rules.js';
import type { OrderMilestoneEvent } from '../orders/order-promotions.js';
import type { FlashSalesDeps } from './flash-sale-context.js';
import type { FlashSaleEvents } from './flash-sale-events.js';
import { itemState, FlashSaleState } from './flash-sale-rules.js';
import { ActivityKind, FlashSaleItem, FlashSaleOrder, FlashSalePurchase } from './flash-sales.entities.js';

/** What the shopper sends to buy: the item, how many, and the delivery as placeOrder takes it. */
export interface BuyFlashSaleRequest extends CheckoutDetails {
  itemId: number;
  quantity: number;
  /** Chosen once per buy button press: a repeat with it answers the same order. */
  idempotencyKey: string;
}

export interface PlacedFlashSaleOrder {
  id: number;
  number: string;
  payableFen: number;
  status: string;
}

/** The catalog's answers when its own shelf is short of what the sale had sold. */
const CATALOG_SHORT = new Set(['PRODUCT_SOLD_OUT', 'ONLY_N_LEFT']);

/**
 * Buying at the sale price. The units are taken inside the order's transaction by one conditional UPDATE of the
 * item (`sold + n <= stock`) and one of the buyer's count (`bought + n <= limit`): two tabs or two thousand buyers
 * cannot take more than the sale holds or a buyer more than the limit; a refusal rolls the order back whole. A unit
 * goes back when its order ends unpaid. Busy moments are held by the crowd gate in front of the HTTP call
 * (`platform/http/crowd-gate.ts`, mounted in `startup/routes.ts`: SERVER_BUSY, never a 500); a buy of an item the
 * sold-out board knows to be gone is answered there at once (`SoldOutBoard`).
 */
export class FlashSaleBuying {
  constructor(
    private readonly deps: FlashSalesDeps,
    private readonly events: FlashSaleEvents,
  ) {}

  async buy(ctx: RequestContext, request: BuyFlashSaleRequest): Promise<PlacedFlashSaleOrder> {
    requireUser(ctx);
    const { deps } = this;
    const item = await ctx.em.findOne(FlashSaleItem, request.itemId, {
      populate: ['activity'] as never,
      refresh: true,
    });
    if (!item) throw new DomainError('NOT_FOUND', { field: ['input', 'itemId'] });
    if (!Number.isSafeInteger(request.quantity) || request.quantity < 1 || request.quantity > item.perUserLimit) {
      throw new DomainError('FLASH_SALE_QUANTITY_INVALID', {
        params: { limit: item.perUserLimit },
        field: ['input', 'quantity'],
      });
    }
    const sessionId = item.activity.id;
    // A plain read that spares a closed or sold-out sale's crowd the order's work (the activity's own check words a
    // closed one); inside the transaction the activity is checked again and the conditional UPDATEs decide.
    const state = itemState(item.activity.unwrap(), item, deps.clock.now());
    if (state === FlashSaleState.SOLD_OUT) {
      deps.soldOut.soldOut(item.id);
      throw new DomainError('FLASH_SALE_SOLD_OUT');
    }
    if (state !== FlashSaleState.ON_SALE) {
      await deps.activities.requireInProgress(ctx.em, sessionId, ActivityKind.FLASH_SALE);
    }
    try {
      return await deps.activityOrders.placeActivityOrder(
        ctx,
        {
          deliveryMethod: request.deliveryMethod,
          addressId: request.addressId ?? null,
          pickup: request.pickup ?? null,
          invoice: request.invoice ?? null,
          remark: request.remark ?? null,
          activity: { kind: ActivityKind.FLASH_SALE, id: sessionId, reference: String(item.id) },
          productId: item.product.id,
          quantity: request.quantity,
          unitPriceMilli: item.salePriceMilli,
          paymentWindowMs: deps.settings.paymentWindowMs,
          idempotencyKey: request.idempotencyKey,
        },
        async (em, order) => {
          await deps.activities.requireInProgress(em, sessionId, ActivityKind.FLASH_SALE);
          await this.take(em, { itemId: item.id, sessionId, perUserLimit: item.perUserLimit }, order, request.quantity);
        },
      );
    } catch (error) {
      if (error instanceof DomainError && CATALOG_SHORT.has(error.code)) {
        await this.markAbnormalIfSaleHasUnits(item.id, sessionId, item.product.id);
      }
      throw error;
    }
  }

  /**
   * In the order's transaction: takes `quantity` units off the item and counts them against the buyer's limit, each
   * by one conditional UPDATE, and notes what the order took. Every transaction that touches both (a buy, a unit
   * given back) locks the item before the buyer's count.
   */
  private async take(
    em: EntityManager,
    item: { itemId: number; sessionId: number; perUserLimit: number },
    order: { id: number; userId: number },
    quantity: number,
  ): Promise<void> {
    const taken = await em
      .createQueryBuilder(FlashSaleItem)
      .update({ sold: raw('sold + ?', [quantity]) })
      .where({ id: item.itemId })
      .andWhere('sold + ? <= stock', [quantity])
      .execute('run');
    if (taken.affectedRows !== 1) {
      // Only to word the refusal: read outside this transaction, whose snapshot (MariaDB's repeatable read) may
      // predate the sales that used the units up.
      const now = await this.deps.forkEm().findOne(FlashSaleItem, item.itemId, { fields: ['stock', 'sold'] });
      const left = now ? now.stock - now.sold : 0;
      if (left <= 0) {
        this.deps.soldOut.soldOut(item.itemId);
        throw new DomainError('FLASH_SALE_SOLD_OUT');
      }
      throw new DomainError('FLASH_SALE_QUANTITY_INVALID', { params: { limit: left }, field: ['input', 'quantity'] });
    }
    // Holding the item's row, the buyers of this item reach their count rows one at a time: InnoDB's next-key
    // locks on that table's index cannot deadlock them against each other (they did when counts came first).
    await em
      .createQueryBuilder(FlashSalePurchase)
      .insert({ item: item.itemId, user: order.userId, bought: 0 })
      .onConflict(['item', 'user'])
      .ignore()
      .execute('run');
    const counted = await em
      .createQueryBuilder(FlashSalePurchase)
      .update({ bought: raw('bought + ?', [quantity]) })
      .where({ item: item.itemId, user: order.userId })
      .andWhere('bought + ? <= ?', [quantity, item.perUserLimit])
      .execute('run');
    if (counted.affectedRows !== 1) {
      throw new DomainError('FLASH_SALE_LIMIT_REACHED', { params: { limit: item.perUserLimit } });
    }
    // This transaction's own change is what it reads back: sold out by this very sale?
    const after = await em.findOneOrFail(FlashSaleItem, item.itemId, { fields: ['stock', 'sold'], refresh: true });
    await em.insert(FlashSaleOrder, {
      orderId: order.id,
      item: item.itemId,
      user: order.userId,
      quantity,
      takenAt: this.deps.clock.now(),
      returnedAt: null,
    });
    if (after.sold >= after.stock) {
      await this.deps.afterCommit.run(em, () => this.deps.soldOut.soldOut(item.itemId), `sold-out/${item.itemId}`);
      await this.events.changed(em, item.sessionId);
    }
  }

  /**
   * The order's `endedUnpaid` milestone (cancelled, expired, rejected before payment), in its transaction: the units
   * it took go back to the item and off the buyer's count, once (the note's `returnedAt` is claimed first).
   */
  async giveBack(em: EntityManager, event: OrderMilestoneEvent): Promise<void> {
    if (event.activity?.kind !== ActivityKind.FLASH_SALE) return;
    const note = await em.findOne(FlashSaleOrder, { orderId: event.orderId }, { refresh: true });
    if (!note || note.returnedAt) return;
    const claimed = await em.nativeUpdate(FlashSaleOrder, { id: note.id, returnedAt: null }, { returnedAt: event.at });
    if (claimed !== 1) return;
    await em
      .createQueryBuilder(FlashSaleItem)
      .update({ sold: raw('sold - ?', [note.quantity]) })
      .where({ id: note.item.id })
      .andWhere('sold >= ?', [note.quantity])
      .execute('run');
    await em
      .createQueryBuilder(FlashSalePurchase)
      .update({ bought: raw('bought - ?', [note.quantity]) })
      .where({ item: note.item.id, user: note.user.id })
      .andWhere('bought >= ?', [note.quantity])
      .execute('run');
    const item = await em.findOneOrFail(FlashSaleItem, note.item.id, { fields: ['activity'], refresh: true });
    await this.deps.afterCommit.run(em, () => this.deps.soldOut.available(note.item.id), `sold-out/${note.item.id}`);
    await this.events.changed(em, item.activity.id);
  }

  /**
   * The catalog could not supply what the sale still had (its stock went elsewhere): the session turns ABNORMAL in
   * its own transaction (the order's has rolled back, or was never begun when the quote already saw the shelf
   * short), for staff to look at; resuming it is theirs. A sale with no units left is simply sold out.
   */
  private async markAbnormalIfSaleHasUnits(itemId: number, sessionId: number, productId: number): Promise<void> {
    const { deps } = this;
    const item = await deps.forkEm().findOne(FlashSaleItem, itemId, { fields: ['stock', 'sold'] });
    if (!item || item.sold >= item.stock) return;
    try {
      await transactionalWithRetry(deps.forkEm(), (tx) =>
        deps.activities.markAbnormal(
          tx,
          sessionId,
          `The catalog stock of part ${productId} ran out while the flash sale still had units`,
        ),
      );
    } catch (error) {
      // Already abnormal, paused or ended by another buyer or staff meanwhile: nothing more to mark.
      if (!(error instanceof DomainError)) throw error;
    }
  }
}
