import type { EntityManager } from '@mikro-orm/sql';
import { requirePermission, type RequestContext } from '../../../platform/auth/index.js';
import { transactionalWithRetry } from '../../../platform/db/transaction-retry.js';
import { DomainError } from '../../../platform/errors/index.js';
import type { Page, PageRequest } from '../../../platform/graphql/connection.js';
import type { Clock } from '../../../platform/jobs/clock.js';
import { Product } from '../catalog.entities.js';
import { changeStock, setCountedStock, type StockCause, type StockChange } from './stock-ledger.js';
import { StockReason, type StaffStockReason } from './stock-reasons.js';
import { StockMovement } from './stock.entities.js';

/** The most pieces one adjustment moves, and the largest count: far beyond any shelf, short of overflow. */
export const MAX_STOCK_QUANTITY = 100_000_000;
export const MAX_STOCK_NOTE_CHARS = 255;

export interface StockAdjustment {
  productId: number;
  reason: StaffStockReason;
  /** RECEIVED and DAMAGED: the pieces added or taken off (1 or more); COUNTED: the pieces counted (0 or more). */
  quantity: number;
  note: string | null;
}

/** A part's stock with its latest movement: what an adjustment answers. */
export interface AdjustedStock {
  productId: number;
  stock: number;
  movement: StockMovement;
}

/**
 * Staff's stock adjustments with a reason, and the stock history of a part (its ledger). An adjustment is the same
 * kind of conditional UPDATE orders use, so it never races with them: a DAMAGED adjustment larger than the stock
 * is refused rather than driving it below zero, and a count locks the row it sets.
 */
export class StockService {
  constructor(private readonly clock: Clock) {}

  async adjustStock(ctx: RequestContext, adjustment: StockAdjustment): Promise<AdjustedStock> {
    const staff = requirePermission(ctx, 'stock.adjust');
    const { productId, reason, quantity } = adjustment;
    const min = reason === StockReason.COUNTED ? 0 : 1;
    if (!Number.isSafeInteger(quantity) || quantity < min || quantity > MAX_STOCK_QUANTITY) {
      throw new DomainError('STOCK_QUANTITY_INVALID', {
        params: { min, max: MAX_STOCK_QUANTITY },
        field: ['input', 'quantity'],
      });
    }
    const note = adjustment.note?.trim() || null;
    if (note !== null && note.length > MAX_STOCK_NOTE_CHARS) {
      throw new DomainError('STOCK_NOTE_TOO_LONG', { params: { max: MAX_STOCK_NOTE_CHARS }, field: ['input', 'note'] });
    }
    return transactionalWithRetry(ctx.em, async (em) => {
      const cause: StockCause = { reason, reference: null, actorId: Number(staff.id), at: this.clock.now(), note };
      const change = await this.apply(em, adjustment, cause);
      await em.flush();
      const movement = await em.findOneOrFail(StockMovement, { productId }, { orderBy: { id: 'desc' } });
      return { productId, stock: change.stockAfter, movement };
    });
  }

  private async apply(em: EntityManager, { productId, reason, quantity }: StockAdjustment, cause: StockCause) {
    let change: StockChange | null;
    if (reason === StockReason.COUNTED) {
      change = await setCountedStock(em, productId, quantity, cause, { recordUnchanged: true });
    } else {
      change = await changeStock(em, productId, reason === StockReason.DAMAGED ? -quantity : quantity, cause);
    }
    if (change) return change;
    const product = await em.findOne(Product, productId, { refresh: true, fields: ['stock'] });
    if (!product) throw new DomainError('NOT_FOUND', { field: ['input', 'productId'] });
    throw new DomainError('STOCK_BELOW_ZERO', {
      params: { stock: product.stock, quantity },
      field: ['input', 'quantity'],
    });
  }

  /** A part's current stock; null when there is no such part. */
  async partStock(ctx: RequestContext, productId: number): Promise<number | null> {
    requirePermission(ctx, 'catalog.view');
    const product = await ctx.em.findOne(Product, productId, { refresh: true, fields: ['stock'] });
    return product?.stock ?? null;
  }

  /** A part's stock movements, newest first. */
  async stockHistory(ctx: RequestContext, productId: number, page: PageRequest): Promise<Page<StockMovement>> {
    requirePermission(ctx, 'catalog.view');
    const where = { productId, ...(page.afterId !== undefined && { id: { $lt: page.afterId } }) };
    const [rows, totalCount] = await Promise.all([
      ctx.em.find(StockMovement, where, { orderBy: { id: 'desc' }, limit: page.first + 1 }),
      ctx.em.count(StockMovement, { productId }),
    ]);
    return {
      items: rows.slice(0, page.first),
      hasNextPage: rows.length > page.first,
      hasPreviousPage: page.afterId !== undefined,
      totalCount,
    };
  }
}
