import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { requirePermission, requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { lineTotalFen, sumFen } from '@circuitmart/rules/money';
import type { PriceBreak, Product } from '../catalog/catalog.public.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { CollectionService } from '../collection/collection.service.js';
import { lineUnitPriceMilli, pricingBreak } from '@circuitmart/rules/price-breaks';
import { checkOrderQuantity, quantityProblem, type QuantityProblem } from '../catalog/quantity-rules.js';
import { CartLine } from './cart.entities.js';

/** Most lines one cart may hold; a B2B bill of materials rarely has more, and pricing stays one query. */
export const MAX_CART_LINES = 200;

/** A cart line with its part and the price its current quantity earns. */
export interface PricedCartLine {
  line: CartLine;
  product: Product;
  /** The price break the quantity falls in. */
  priceBreak: PriceBreak;
  /** The unit price charged in 0.0001 yuan: the quoted price while the quote holds, else the break's. */
  unitPriceMilli: number;
  /** The sales quote the line is priced by, while it holds; null for catalogue pricing. */
  quote: { inquiryNumber: string | null; validUntil: Date } | null;
  lineTotalFen: bigint;
  /** Why the line cannot be ordered as it is now (off the shelf, too little stock ...); null when it can. */
  problem: QuantityProblem | null;
}

export interface Cart {
  /** Newest first. */
  lines: PricedCartLine[];
  /** Sum of the line totals of the selected lines that can be ordered as they are, in fen. */
  selectedSubtotalFen: bigint;
  /** How many lines that subtotal counts. */
  selectedCount: number;
}

/** A line's quoted unit price while its quote holds (to the end of `quoteValidUntil`), else null. */
export function activeQuotedUnitPriceMilli(line: CartLine, now: Date): number | null {
  const price = line.quotedUnitPriceMilli ?? null;
  if (price === null || !line.quoteValidUntil || line.quoteValidUntil.getTime() < now.getTime()) return null;
  return price;
}

/**
 * Prices one line with the shop's rule (`lineUnitPriceMilli`: a valid quote's price, else its break's), the line
 * total rounded once to fen.
 */
export function priceCartLine(line: CartLine, product: Product, now: Date): PricedCartLine {
  const priceBreak = pricingBreak(product.priceBreaks, line.quantity);
  const quoted = activeQuotedUnitPriceMilli(line, now);
  const unitPriceMilli = lineUnitPriceMilli(product.priceBreaks, line.quantity, quoted);
  return {
    line,
    product,
    priceBreak,
    unitPriceMilli,
    quote:
      quoted === null ? null : { inquiryNumber: line.quoteInquiryNumber ?? null, validUntil: line.quoteValidUntil! },
    lineTotalFen: lineTotalFen(line.quantity, unitPriceMilli),
    problem: quantityProblem(product, line.quantity),
  };
}

const quantityField = (name: string) => ['input', name];

/** Longest customer reference a cart or order line keeps (a BOM's designators cell). */
export const MAX_CUSTOMER_REFERENCE = 500;

/** A line's reference with another added (`R1-R4; R9`), blank ones ignored, cut to the column's length. */
function joinedReference(current: string | null, added: string | null): string | null {
  const parts = [current, added].map((text) => text?.trim() ?? '').filter((text) => text !== '');
  const unique = [...new Set(parts)];
  return unique.length === 0 ? null : unique.join('; ').slice(0, MAX_CUSTOMER_REFERENCE);
}

/** A quote holds for the quoted quantity only; another quantity is priced by the breaks again. */
function clearQuote(line: CartLine): void {
  Object.assign(line, { quotedUnitPriceMilli: null, quoteValidUntil: null, quoteInquiryNumber: null });
}

/** The signed-in shopper's cart: add, change, select and remove lines, priced by the price breaks. */
export class CartService {
  constructor(
    private readonly clock: Clock,
    private readonly catalog: CatalogService,
    /** Where "move to favourites" puts the parts. */
    private readonly collection?: CollectionService,
  ) {}

  /** Every line with its part and price, and the selected subtotal; two queries whatever the size. */
  async getCart(ctx: RequestContext): Promise<Cart> {
    return this.cartOf(ctx, Number(requireUser(ctx).id));
  }

  /** Staff with `customer.view`: a customer's cart as they see it (beside their chat). */
  async customerCart(ctx: RequestContext, customerId: number): Promise<Cart> {
    requirePermission(ctx, 'customer.view');
    return this.cartOf(ctx, customerId);
  }

  private async cartOf(ctx: RequestContext, userId: number): Promise<Cart> {
    const lines = await ctx.em.find(CartLine, { user: userId }, { orderBy: { addedAt: 'desc', id: 'desc' } });
    const products = await this.catalog.productsById(
      ctx,
      lines.map((line) => line.product.id),
    );
    const priced = lines.flatMap((line) => {
      const product = products.get(line.product.id);
      return product ? [priceCartLine(line, product, this.clock.now())] : [];
    });
    const counted = priced.filter((entry) => entry.line.selected && entry.problem === null);
    return {
      lines: priced,
      selectedSubtotalFen: sumFen(counted.map((entry) => entry.lineTotalFen)),
      selectedCount: counted.length,
    };
  }

  /** Number of lines, for the header badge. */
  async countLines(ctx: RequestContext): Promise<number> {
    return ctx.em.count(CartLine, { user: Number(requireUser(ctx).id) });
  }

  /**
   * Adds `quantity` pieces of a part; a part already in the cart gets them added to its line, and its customer
   * reference gains the new one (two BOM lines of one part: `R1-R4; R9`).
   */
  async addToCart(
    ctx: RequestContext,
    productId: number,
    quantity: number,
    customerReference: string | null = null,
  ): Promise<PricedCartLine> {
    const userId = Number(requireUser(ctx).id);
    const product = await this.catalog.getProduct(ctx, productId);
    if (!product) throw new DomainError('NOT_FOUND', { field: quantityField('productId') });
    if (!Number.isSafeInteger(quantity) || quantity < 1) {
      throw new DomainError('QUANTITY_AT_LEAST_ONE', { field: quantityField('quantity') });
    }
    const existing = await ctx.em.findOne(CartLine, { user: userId, product: productId });
    if (existing) {
      const merged = existing.quantity + quantity;
      checkOrderQuantity(product, merged, { field: quantityField('quantity'), lineIds: [String(existing.id)] });
      existing.quantity = merged;
      existing.selected = true;
      existing.customerReference = joinedReference(existing.customerReference ?? null, customerReference);
      clearQuote(existing);
      await ctx.em.flush();
      return priceCartLine(existing, product, this.clock.now());
    }
    checkOrderQuantity(product, quantity, { field: quantityField('quantity') });
    if ((await ctx.em.count(CartLine, { user: userId })) >= MAX_CART_LINES) {
      throw new DomainError('CART_FULL', { params: { max: MAX_CART_LINES } });
    }
    const line = ctx.em.create(CartLine, {
      user: userId,
      product: productId,
      quantity,
      selected: true,
      addedAt: this.clock.now(),
      customerReference: joinedReference(null, customerReference),
    });
    try {
      await ctx.em.flush();
    } catch (error) {
      // A second add of the same part raced this one and created the line first.
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('RATE_LIMITED', { cause: error });
      throw error;
    }
    return priceCartLine(line, product, this.clock.now());
  }

  /**
   * Puts a part in the cart at the quantity and unit price a sales specialist quoted (reply to an inquiry),
   * valid until `validUntil`. A line of that part already in the cart takes the quoted quantity and price.
   * The quote is not checked against stock here: the cart shows the line's problem like any other line's.
   */
  async addQuotedLine(
    ctx: RequestContext,
    quoted: { productId: number; quantity: number; unitPriceMilli: number; validUntil: Date; inquiryNumber: string },
  ): Promise<CartLine> {
    const userId = Number(requireUser(ctx).id);
    const fields = {
      quantity: quoted.quantity,
      selected: true,
      quotedUnitPriceMilli: quoted.unitPriceMilli,
      quoteValidUntil: quoted.validUntil,
      quoteInquiryNumber: quoted.inquiryNumber,
    };
    const existing = await ctx.em.findOne(CartLine, { user: userId, product: quoted.productId });
    if (existing) {
      Object.assign(existing, fields);
      return existing;
    }
    if ((await ctx.em.count(CartLine, { user: userId })) >= MAX_CART_LINES) {
      throw new DomainError('CART_FULL', { params: { max: MAX_CART_LINES } });
    }
    return ctx.em.create(CartLine, { user: userId, product: quoted.productId, addedAt: this.clock.now(), ...fields });
  }

  /** Sets a line's quantity, refused with the first rule it breaks. */
  async changeQuantity(ctx: RequestContext, lineId: number, quantity: number): Promise<PricedCartLine> {
    const [line] = await this.ownLines(ctx, [lineId]);
    const product = line && (await this.catalog.productsById(ctx, [line.product.id])).get(line.product.id);
    if (!line || !product) throw new DomainError('NOT_FOUND');
    checkOrderQuantity(product, quantity, { field: quantityField('quantity'), lineIds: [String(lineId)] });
    if (line.quantity !== quantity) clearQuote(line);
    line.quantity = quantity;
    await ctx.em.flush();
    return priceCartLine(line, product, this.clock.now());
  }

  /** Selects or unselects the given lines, or every line when `lineIds` is null. */
  async selectLines(ctx: RequestContext, lineIds: number[] | null, selected: boolean): Promise<void> {
    const userId = Number(requireUser(ctx).id);
    const lines = lineIds === null ? await ctx.em.find(CartLine, { user: userId }) : await this.ownLines(ctx, lineIds);
    for (const line of lines) line.selected = selected;
    await ctx.em.flush();
  }

  /** Removes the given lines; nothing is removed when any of them is not the shopper's. */
  async removeLines(ctx: RequestContext, lineIds: number[]): Promise<number> {
    const lines = await this.ownLines(ctx, lineIds);
    for (const line of lines) ctx.em.remove(line);
    await ctx.em.flush();
    return lines.length;
  }

  /** The user's lines of these parts go, inside the caller's transaction: they were just ordered. */
  async removeOrderedParts(em: EntityManager, userId: number, productIds: number[]): Promise<void> {
    await em.nativeDelete(CartLine, { user: userId, product: { $in: productIds } });
  }

  /**
   * Moves lines to the shopper's favourites and out of the cart in one transaction: when the favourites
   * refuse (full), the cart keeps every line. Someone else's line id is NOT_FOUND and moves nothing.
   */
  async moveToFavourites(ctx: RequestContext, lineIds: number[]): Promise<number> {
    if (!this.collection) throw new Error('CartService was built without the collection service');
    const collection = this.collection;
    const userId = Number(requireUser(ctx).id);
    if (lineIds.length === 0) throw new DomainError('CART_LINES_REQUIRED', { field: ['input', 'lineIds'] });
    return ctx.em.transactional(async (em) => {
      const scoped = { ...ctx, em };
      const lines = await this.ownLines(scoped, lineIds);
      await collection.addFavourites(
        scoped,
        userId,
        lines.map((line) => line.product.id),
      );
      return em.nativeDelete(CartLine, { id: { $in: lines.map((line) => line.id) }, user: userId });
    });
  }

  /** Removes every selected line (what checkout took), answering how many. */
  async clearSelected(ctx: RequestContext): Promise<number> {
    return ctx.em.nativeDelete(CartLine, { user: Number(requireUser(ctx).id), selected: true });
  }

  /** The shopper's lines with these ids; someone else's id answers NOT_FOUND, as if it did not exist. */
  private async ownLines(ctx: RequestContext, lineIds: number[]): Promise<CartLine[]> {
    const userId = Number(requireUser(ctx).id);
    const ids = [...new Set(lineIds)];
    const lines = ids.length === 0 ? [] : await ctx.em.find(CartLine, { id: { $in: ids }, user: userId });
    if (lines.length !== ids.length) throw new DomainError('NOT_FOUND');
    return lines;
  }
}
