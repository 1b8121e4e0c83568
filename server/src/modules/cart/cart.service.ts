import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { primaryRows, writeRows } from '../../platform/db/bound-statements.js';
import { dateOfColumn, sqlDatesFor } from '../../platform/db/sql-dates.js';
import { requirePermission, requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { lineTotalFen, sumFen } from '@circuitmart/rules/money';
import type { PriceBreak, Product } from '../catalog/catalog.public.js';
import {
  readProductDetails,
  type BrandFields,
  type CategoryFields,
  type ProductFields,
} from '../catalog/product-reader.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { CollectionService } from '../collection/collection.service.js';
import { lineUnitPriceMilli, pricingBreak } from '@circuitmart/rules/price-breaks';
import {
  checkOrderQuantity,
  quantityProblem,
  type OrderableProduct,
  type QuantityProblem,
} from '../catalog/quantity-rules.js';
import { CartLine } from './cart.entities.js';

/** Most lines one cart may hold; a B2B bill of materials rarely has more, and pricing stays one query. */
export const MAX_CART_LINES = 200;

/** A cart line's columns, the part by id: a `CartLine` entity, or a row read by hand (`readCartLines`). */
export type CartLineFields = Pick<
  CartLine,
  | 'id'
  | 'quantity'
  | 'selected'
  | 'addedAt'
  | 'quotedUnitPriceMilli'
  | 'quoteValidUntil'
  | 'quoteInquiryNumber'
  | 'customerReference'
> & { product: { id: number } };

/** What pricing a line reads of its part. */
export type PricedPart = OrderableProduct & Pick<Product, 'id' | 'priceBreaks'>;

/**
 * A part as the cart's answers show it, read as plain data with its maker and category: the ORM's query building
 * and entity hydration cost several times the queries of a cart change.
 */
export type CartPart = ProductFields & { manufacturer: BrandFields; category: CategoryFields };

/** A cart line with its part and the price its current quantity earns. */
export interface PricedCartLine<Part extends PricedPart = CartPart> {
  line: CartLineFields;
  product: Part;
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

/** The cart with plain parts (what the shopper sees), or with `Product` entities (what checkout orders). */
export interface Cart<Part extends PricedPart = CartPart> {
  /** Newest first. */
  lines: PricedCartLine<Part>[];
  /** Sum of the line totals of the selected lines that can be ordered as they are, in fen. */
  selectedSubtotalFen: bigint;
  /** How many lines that subtotal counts. */
  selectedCount: number;
}

/** A line's quoted unit price while its quote holds (to the end of `quoteValidUntil`), else null. */
export function activeQuotedUnitPriceMilli(line: CartLineFields, now: Date): number | null {
  const price = line.quotedUnitPriceMilli ?? null;
  if (price === null || !line.quoteValidUntil || line.quoteValidUntil.getTime() < now.getTime()) return null;
  return price;
}

/**
 * Prices one line with the shop's rule (`lineUnitPriceMilli`: a valid quote's price, else its break's), the line
 * total rounded once to fen.
 */
export function priceCartLine<Part extends PricedPart>(
  line: CartLineFields,
  product: Part,
  now: Date,
): PricedCartLine<Part> {
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
const NO_QUOTE = { quotedUnitPriceMilli: null, quoteValidUntil: null, quoteInquiryNumber: null } as const;

/** The cart's order: newest first. */
const CART_ORDER = { addedAt: 'desc', id: 'desc' } as const;

/**
 * What a change to the cart answers: the changed line, and the whole cart after it, priced from the rows the change
 * already read (only the other lines' parts are read, and only when asked: a BOM adding 200 lines does not price the
 * cart 200 times).
 */
export interface CartChange {
  line: PricedCartLine;
  cart: () => Promise<Cart>;
}

const partIdsOf = (lines: CartLineFields[]) => [...new Set(lines.map((line) => line.product.id))];

/** The lines (newest first) priced with their parts, and the selected subtotal; a line whose part is gone is left out. */
function pricedCart<Part extends PricedPart>(lines: CartLineFields[], parts: Map<number, Part>, now: Date): Cart<Part> {
  const priced = lines.flatMap((line) => {
    const part = parts.get(line.product.id);
    return part ? [priceCartLine(line, part, now)] : [];
  });
  const counted = priced.filter((entry) => entry.line.selected && entry.problem === null);
  return {
    lines: priced,
    selectedSubtotalFen: sumFen(counted.map((entry) => entry.lineTotalFen)),
    selectedCount: counted.length,
  };
}

/**
 * The shopper's lines, newest first, as plain rows mapped by hand, outside the identity map: the write paths change
 * them with one statement each and answer the cart from them, so nothing is left for a later flush to write again.
 */
async function readCartLines(em: EntityManager, userId: number): Promise<CartLineFields[]> {
  const rows = await primaryRows<Record<string, unknown>>(
    em,
    `SELECT id, product_id, quantity, selected, added_at, quoted_unit_price_milli, quote_valid_until,
       quote_inquiry_number, customer_reference
     FROM \`cart_line\` WHERE user_id = ? ORDER BY added_at DESC, id DESC`,
    [userId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    product: { id: Number(row.product_id) },
    quantity: Number(row.quantity),
    selected: Boolean(Number(row.selected)),
    addedAt: dateOfColumn(row.added_at),
    quotedUnitPriceMilli: row.quoted_unit_price_milli === null ? null : Number(row.quoted_unit_price_milli),
    quoteValidUntil: row.quote_valid_until === null ? null : dateOfColumn(row.quote_valid_until),
    quoteInquiryNumber: (row.quote_inquiry_number as string | null) ?? null,
    customerReference: (row.customer_reference as string | null) ?? null,
  }));
}

/** Parts by id (on the shelf or not) as the cart shows them, in one query. */
async function readCartParts(em: EntityManager, ids: number[]): Promise<Map<number, CartPart>> {
  const details = await readProductDetails(em, ids);
  return new Map(
    [...details].map(([id, detail]) => [
      id,
      { ...detail.product, manufacturer: detail.manufacturer, category: detail.category },
    ]),
  );
}

/**
 * One write of a cart change, written by hand as the reads are (the ORM built each of these statements at several
 * times its cost), its values bound; errors are the ORM's own (`UniqueConstraintViolationException` ...).
 */
async function writeCart(em: EntityManager, sql: string, params: unknown[]): Promise<{ insertId: number }> {
  try {
    return await writeRows(em, sql, params);
  } catch (error) {
    throw em.getDriver().convertException(error as Error);
  }
}

/** Sets a line's quantity, selection and reference; a quote holds for the quoted quantity only, so it ends. */
function writeLineChange(
  em: EntityManager,
  userId: number,
  lineId: number,
  change: { quantity: number; selected?: boolean; customerReference?: string | null; endQuote: boolean },
): Promise<unknown> {
  const columns = [
    'quantity = ?',
    ...(change.selected === undefined ? [] : ['selected = ?']),
    ...(change.customerReference === undefined ? [] : ['customer_reference = ?']),
    ...(change.endQuote
      ? ['quoted_unit_price_milli = NULL, quote_valid_until = NULL, quote_inquiry_number = NULL']
      : []),
  ];
  const values = [
    change.quantity,
    ...(change.selected === undefined ? [] : [change.selected ? 1 : 0]),
    ...(change.customerReference === undefined ? [] : [change.customerReference]),
  ];
  return writeCart(em, `UPDATE \`cart_line\` SET ${columns.join(', ')} WHERE id = ? AND user_id = ?`, [
    ...values,
    lineId,
    userId,
  ]);
}

/** The signed-in shopper's cart: add, change, select and remove lines, priced by the price breaks. */
export class CartService {
  constructor(
    private readonly clock: Clock,
    private readonly catalog: CatalogService,
    /** Where "move to favourites" puts the parts. */
    private readonly collection?: CollectionService,
  ) {}

  /** The shopper's cart as they see it; two queries whatever the size. */
  async viewCart(ctx: RequestContext): Promise<Cart> {
    return this.cartOf(ctx, Number(requireUser(ctx).id));
  }

  /** The shopper's cart with its parts as entities, as checkout prices and orders them; two queries. */
  async getCart(ctx: RequestContext): Promise<Cart<Product>> {
    const lines = await ctx.em.find(CartLine, { user: Number(requireUser(ctx).id) }, { orderBy: CART_ORDER });
    return pricedCart(lines, await this.catalog.productsById(ctx, partIdsOf(lines)), this.clock.now());
  }

  /** Staff with `customer.view`: a customer's cart as they see it (beside their chat). */
  async customerCart(ctx: RequestContext, customerId: number): Promise<Cart> {
    requirePermission(ctx, 'customer.view');
    return this.cartOf(ctx, customerId);
  }

  private async cartOf(ctx: RequestContext, userId: number): Promise<Cart> {
    return this.priced(ctx, await readCartLines(ctx.em, userId), new Map());
  }

  /** The lines (newest first) priced with their parts: those in `known`, the others read in one query. */
  private async priced(ctx: RequestContext, lines: CartLineFields[], known: Map<number, CartPart>): Promise<Cart> {
    const missing = partIdsOf(lines).filter((id) => !known.has(id));
    const parts = new Map([...known, ...(await readCartParts(ctx.em, missing))]);
    return pricedCart(lines, parts, this.clock.now());
  }

  /** The changed line priced, and the cart after the change from the lines already read. */
  private changed(ctx: RequestContext, lines: CartLineFields[], line: CartLineFields, part: CartPart): CartChange {
    return {
      line: priceCartLine(line, part, this.clock.now()),
      cart: () => this.priced(ctx, lines, new Map([[part.id, part]])),
    };
  }

  /** Number of lines, for the header badge. */
  async countLines(ctx: RequestContext): Promise<number> {
    return ctx.em.count(CartLine, { user: Number(requireUser(ctx).id) });
  }

  /**
   * Adds `quantity` pieces of a part; a part already in the cart gets them added to its line, and its customer
   * reference gains the new one (two BOM lines of one part: `R1-R4; R9`). Three statements: the cart's lines, the
   * part, the one INSERT or UPDATE (no transaction around a single statement).
   */
  async addToCart(
    ctx: RequestContext,
    productId: number,
    quantity: number,
    customerReference: string | null = null,
  ): Promise<CartChange> {
    const userId = Number(requireUser(ctx).id);
    const lines = await readCartLines(ctx.em, userId);
    const product = (await readCartParts(ctx.em, [productId])).get(productId);
    if (!product) throw new DomainError('NOT_FOUND', { field: quantityField('productId') });
    if (!Number.isSafeInteger(quantity) || quantity < 1) {
      throw new DomainError('QUANTITY_AT_LEAST_ONE', { field: quantityField('quantity') });
    }
    const existing = lines.find((line) => line.product.id === productId);
    if (existing) {
      const merged = existing.quantity + quantity;
      checkOrderQuantity(product, merged, { field: quantityField('quantity'), lineIds: [String(existing.id)] });
      const changes = {
        quantity: merged,
        selected: true,
        customerReference: joinedReference(existing.customerReference ?? null, customerReference),
        ...NO_QUOTE,
      };
      await writeLineChange(ctx.em, userId, existing.id, { ...changes, endQuote: true });
      Object.assign(existing, changes);
      return this.changed(ctx, lines, existing, product);
    }
    checkOrderQuantity(product, quantity, { field: quantityField('quantity') });
    if (lines.length >= MAX_CART_LINES) throw new DomainError('CART_FULL', { params: { max: MAX_CART_LINES } });
    const fields = {
      quantity,
      selected: true,
      addedAt: this.clock.now(),
      customerReference: joinedReference(null, customerReference),
    };
    let id: number;
    try {
      const inserted = await writeCart(
        ctx.em,
        `INSERT INTO \`cart_line\` (user_id, product_id, quantity, selected, added_at, customer_reference)
         VALUES (?, ?, ?, 1, ?, ?)`,
        [userId, productId, quantity, sqlDatesFor(ctx.em).param(fields.addedAt), fields.customerReference],
      );
      id = inserted.insertId;
    } catch (error) {
      // A second add of the same part raced this one and created the line first.
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('RATE_LIMITED', { cause: error });
      throw error;
    }
    const line = { id, product: { id: productId }, ...fields, ...NO_QUOTE };
    // Newest first, as the cart lists them.
    return this.changed(ctx, [line, ...lines], line, product);
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

  /** Sets a line's quantity, refused with the first rule it breaks. Three statements, as `addToCart`. */
  async changeQuantity(ctx: RequestContext, lineId: number, quantity: number): Promise<CartChange> {
    const userId = Number(requireUser(ctx).id);
    const lines = await readCartLines(ctx.em, userId);
    const line = lines.find((entry) => entry.id === lineId);
    const product = line && (await readCartParts(ctx.em, [line.product.id])).get(line.product.id);
    if (!line || !product) throw new DomainError('NOT_FOUND');
    checkOrderQuantity(product, quantity, { field: quantityField('quantity'), lineIds: [String(lineId)] });
    const endQuote = line.quantity !== quantity;
    const changes = endQuote ? { quantity, ...NO_QUOTE } : { quantity };
    await writeLineChange(ctx.em, userId, lineId, { quantity, endQuote });
    Object.assign(line, changes);
    return this.changed(ctx, lines, line, product);
  }

  /** Selects or unselects the given lines, or every line when `lineIds` is null. */
  async selectLines(ctx: RequestContext, lineIds: number[] | null, selected: boolean): Promise<void> {
    const userId = Number(requireUser(ctx).id);
    const lines = lineIds === null ? await ctx.em.find(CartLine, { user: userId }) : await this.ownLines(ctx, lineIds);
    for (const line of lines) line.selected = selected;
    await ctx.em.flush();
  }

  /**
   * Removes the given lines; nothing is removed when any of them is not the shopper's. Two statements (the lines, one
   * DELETE) and the parts of the lines left when the cart is asked for.
   */
  async removeLines(
    ctx: RequestContext,
    lineIds: number[],
  ): Promise<{ removedCount: number; cart: () => Promise<Cart> }> {
    const userId = Number(requireUser(ctx).id);
    const lines = await readCartLines(ctx.em, userId);
    const ids = new Set(lineIds);
    const removed = lines.filter((line) => ids.has(line.id));
    if (removed.length !== ids.size) throw new DomainError('NOT_FOUND');
    if (removed.length > 0) {
      await writeCart(
        ctx.em,
        `DELETE FROM \`cart_line\` WHERE id IN (${removed.map(() => '?').join(', ')}) AND user_id = ?`,
        [...removed.map((line) => line.id), userId],
      );
    }
    const left = lines.filter((line) => !ids.has(line.id));
    return { removedCount: removed.length, cart: () => this.priced(ctx, left, new Map()) };
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
