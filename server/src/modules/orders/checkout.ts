import { randomInt } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { fenToNumber } from '@circuitmart/rules/money';
import { requireUser, type RequestContext } from '../../platform/auth/index.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { DomainError } from '../../platform/errors/index.js';
import { validateCheckout, type CheckoutDetails, type CheckoutOptions } from './checkout-rules.js';
import type { ActivityOrderInput, ActivityTake, PlacedActivityOrder } from './activity-orders.js';
import type { OrdersContext } from './order-context.js';
import type { OrderPayments } from './order-payments.js';
import { StockReason } from '../catalog/stock/stock-reasons.js';
import {
  DeliveryMethod,
  Order,
  OrderEvent,
  OrderEventKind,
  OrderLine,
  OrderStatus,
  PaymentMethod,
} from './orders.entities.js';
import { EXPIRY_JOB, expiryJobKey } from './orders.states.js';
import { priceOrder, type PricingLineInput, type PromotionChoice, type Quote } from './pricing.js';

/** Where the lines of a checkout come from: the cart's selected lines, or one part bought now. */
export type CheckoutSource = { kind: 'cart' } | { kind: 'buyNow'; productId: number; quantity: number };

export interface PlaceOrderInput extends CheckoutDetails {
  source: CheckoutSource;
  /** The coupon (absent: the best one; `noCoupon`: none) and points to spend, as on the quote. */
  promotions?: PromotionChoice | null | undefined;
  /** Chosen by the client once per confirm page: a repeated submit with it answers the same order. */
  idempotencyKey: string;
}

/** The largest amount an order may have: the fen columns are 32-bit integers. */
const MAX_ORDER_FEN = 2n ** 31n - 1n;

type Delivery = Awaited<ReturnType<typeof validateCheckout.details>>;

/**
 * What placing an order answers: the order, with the lines and the PLACE event its transaction wrote (`written`),
 * or alone when the key had placed it before (`written` null: read it for its lines).
 */
export interface PlacedOrder {
  order: Order;
  written: { lines: OrderLine[]; events: OrderEvent[] } | null;
}

/**
 * The confirm page and placing an order: lines from the cart or buy-now, priced by the pricing pipeline, stock
 * reserved through the catalog, the ordered lines gone from the cart, the payment window's deadline scheduled.
 */
export class Checkout {
  constructor(
    private readonly context: OrdersContext,
    /** Pays a prize as it is placed. */
    private readonly payments: Pick<OrderPayments, 'markPaid'>,
  ) {}

  /** The confirm page's lines and totals from the pricing pipeline. */
  async quote(
    ctx: RequestContext,
    source: CheckoutSource,
    deliveryMethod: DeliveryMethod,
    promotions: PromotionChoice | null = null,
  ): Promise<Quote> {
    checkDeliveryMethod(deliveryMethod);
    const userId = Number(requireUser(ctx, 'orders:write').id);
    return this.price(ctx, userId, await this.loadLines(ctx, source), deliveryMethod, checkedChoice(promotions));
  }

  /** Pickup dates and the like the confirm page offers. */
  checkoutOptions(): CheckoutOptions {
    return validateCheckout.options(this.context.clock.now());
  }

  /**
   * Places the order in one transaction: order and line snapshots, stock reserved part by part (in part id order)
   * with a conditional update, the ordered lines gone from the cart. The payment window's expiry job is scheduled
   * after the commit (it needs the order's id); a crash between the two is covered at start-up by
   * `resumeDeadlines`, so no order is left that never expires.
   */
  async placeOrder(ctx: RequestContext, input: PlaceOrderInput): Promise<PlacedOrder> {
    const userId = Number(requireUser(ctx, 'orders:write').id);
    const key = checkedIdempotencyKey(input.idempotencyKey);
    const now = this.context.clock.now();
    const repeated = await this.repeatedOrRefused(ctx, userId, key, now);
    if (repeated) return { order: repeated, written: null };
    checkDeliveryMethod(input.deliveryMethod);
    const delivery = await validateCheckout.details(ctx, input, now, this.context.deps.addresses);
    const choice = checkedChoice(input.promotions);
    const lines = await this.loadLines(ctx, input.source);
    // No points asked for: the buyer's points cannot change the order, so they are not read.
    const quote = await this.price(ctx, userId, lines, input.deliveryMethod, choice, (choice.points ?? 0) > 0);
    checkOrderable(quote);
    if (quote.couponRefused)
      throw new DomainError('COUPON_UNAVAILABLE', { field: ['input', 'promotions', 'couponId'] });
    const threshold = this.context.settings.approvalThresholdFen;
    // A large order waits for staff; its payment window only starts when it is approved.
    const needsApproval = threshold !== null && quote.payableFen >= BigInt(threshold);
    try {
      const placed = await transactionalWithRetry(ctx.em, async (em) => {
        const { order: created, placeEvent } = await this.create(em, {
          userId,
          key,
          now,
          quote,
          delivery,
          input,
          needsApproval,
        });
        await this.takePromotions(em, created, quote, now);
        // All stock first (in part id order); the lines' inserts then only read-lock rows this transaction holds.
        await this.reserve(em, quote, created, userId);
        const orderLines = this.addLines(em, created, quote);
        if (input.source.kind === 'cart') {
          await this.context.deps.cart.removeOrderedParts(
            em,
            userId,
            quote.lines.map((line) => line.product.id),
          );
        }
        await em.flush();
        return { order: created, written: { lines: orderLines, events: [placeEvent] } };
      });
      if (!needsApproval) await this.scheduleExpiry(placed.order);
      return placed;
    } catch (error) {
      // The same key submitted twice at once: the other submit made the order.
      if (error instanceof UniqueConstraintViolationException) {
        const winner = await ctx.em.fork().findOne(Order, { user: userId, idempotencyKey: key });
        if (winner) return { order: winner, written: null };
      }
      throw error;
    }
  }

  /**
   * Places an order for a live activity (`ActivityOrders`): one part at the activity's unit price, with no member
   * discount, coupon or points, and the activity's own payment window. `take` runs first in the transaction (the
   * activity's stock, limits, chances); then the order, its line and the catalog's stock as for any order. A prize
   * costs nothing and carries no freight: it is paid as it is placed.
   */
  async placeActivityOrder(
    ctx: RequestContext,
    input: ActivityOrderInput,
    take: ActivityTake,
  ): Promise<PlacedActivityOrder> {
    const userId = Number(requireUser(ctx, 'orders:write').id);
    const key = checkedIdempotencyKey(input.idempotencyKey);
    const repeated = await ctx.em.findOne(Order, { user: userId, idempotencyKey: key });
    if (repeated) return placedOf(repeated);
    const now = this.context.clock.now();
    checkDeliveryMethod(input.deliveryMethod);
    const delivery = await validateCheckout.details(ctx, input, now, this.context.deps.addresses);
    const product = await this.context.deps.catalog.getProduct(ctx, input.productId);
    if (!product) throw new DomainError('NOT_FOUND', { field: ['input', 'productId'] });
    const unitPriceMilli = input.prize ? 0 : input.unitPriceMilli;
    const priced = priceOrder(
      {
        lines: [{ product, quantity: input.quantity, quotedUnitPriceMilli: unitPriceMilli }],
        memberDiscountPercent: 0,
        deliveryMethod: input.deliveryMethod,
        coupons: [],
        points: null,
        choice: { couponId: null, noCoupon: true, points: 0 },
        now,
      },
      this.context.settings,
    );
    const quote = input.prize ? { ...priced, freightFen: 0n, payableFen: priced.itemsFen } : priced;
    checkOrderable(quote);
    try {
      const order = await transactionalWithRetry(ctx.em, async (em) => {
        const { order: created } = await this.create(em, {
          userId,
          key,
          now,
          quote,
          delivery,
          input: { ...input, source: { kind: 'buyNow', productId: input.productId, quantity: input.quantity } },
          needsApproval: false,
          paymentWindowMs: input.paymentWindowMs,
          activity: input.activity,
        });
        await take(em, { id: created.id, number: created.number, userId });
        await this.reserve(em, quote, created, userId);
        this.addLines(em, created, quote);
        await em.flush();
        if (input.prize) {
          await this.payments.markPaid(em, created.id, {
            method: PaymentMethod.PRIZE,
            transactionRef: `prize/${created.number}`,
            paidAt: now,
            amountFen: 0,
            actorId: userId,
          });
        }
        return created;
      });
      if (!input.prize) await this.scheduleExpiry(order);
      return placedOf(await ctx.em.fork().findOneOrFail(Order, order.id));
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        const winner = await ctx.em.fork().findOne(Order, { user: userId, idempotencyKey: key });
        if (winner) return placedOf(winner);
      }
      throw error;
    }
  }

  /** The lines to order: the cart's selected lines, or the one part bought now. */
  private async loadLines(ctx: RequestContext, source: CheckoutSource): Promise<PricingLineInput[]> {
    if (source.kind === 'buyNow') {
      const product = await this.context.deps.catalog.getProduct(ctx, source.productId);
      if (!product) throw new DomainError('NOT_FOUND', { field: ['input', 'productId'] });
      return [{ product, quantity: source.quantity }];
    }
    const cart = await this.context.deps.cart.getCart(ctx);
    const lines = cart.lines
      .filter((entry) => entry.line.selected)
      .map((entry) => ({
        product: entry.product,
        quantity: entry.line.quantity,
        cartLineId: entry.line.id,
        quotedUnitPriceMilli: entry.quote ? entry.unitPriceMilli : null,
        customerReference: entry.line.customerReference,
      }));
    if (lines.length === 0) throw new DomainError('CHECKOUT_EMPTY');
    return lines;
  }

  /** Prices the lines with the buyer's member discount, coupons and points as the promotion modules know them now. */
  private async price(
    ctx: RequestContext,
    userId: number,
    lines: PricingLineInput[],
    deliveryMethod: DeliveryMethod,
    choice: PromotionChoice,
    /** False when the quote's points figures are not wanted and none are spent (placing an order without points). */
    withPoints = true,
  ): Promise<Quote> {
    const { promotions, clock, settings } = this.context;
    const now = clock.now();
    const [memberDiscountPercent, coupons, points] = await Promise.all([
      this.memberDiscountPercent(ctx, userId, now),
      promotions.coupons ? promotions.coupons.unusedCoupons(ctx.em, userId, now) : Promise.resolve([]),
      promotions.points && withPoints ? promotions.points.pointsTerms(ctx.em, userId, now) : Promise.resolve(null),
    ]);
    return priceOrder({ lines, memberDiscountPercent, deliveryMethod, coupons, points, choice, now }, settings);
  }

  /**
   * The member discount is the membership module's alone: the level's discount while the buyer's membership runs,
   * none otherwise (vip = 1 follows the membership; super members from before memberships were sold were given one
   * by the membership module's migration).
   */
  private memberDiscountPercent(ctx: RequestContext, userId: number, now: Date): Promise<number> {
    const pricing = this.context.promotions.memberPricing;
    return pricing ? pricing.memberDiscountPercent(ctx.em, userId, now) : Promise.resolve(0);
  }

  /**
   * In the order's transaction: the coupon marked used by this order and the points spent, each by one conditional
   * update of its module; either lost (another tab's order took the coupon, points spent meanwhile) rolls it all back.
   */
  private async takePromotions(em: EntityManager, order: Order, quote: Quote, now: Date): Promise<void> {
    const { coupons, points } = this.context.promotions;
    const userId = order.user.id;
    if (quote.coupon) {
      const used = await coupons!.useCoupon(em, { couponId: quote.coupon.couponId, userId, orderId: order.id, now });
      if (!used) throw new DomainError('COUPON_UNAVAILABLE', { field: ['input', 'promotions', 'couponId'] });
    }
    if (quote.pointsUsed > 0) {
      const spent = await points!.spendPoints(em, {
        userId,
        orderId: order.id,
        orderNumber: order.number,
        points: quote.pointsUsed,
        now,
      });
      if (!spent) throw new DomainError('POINTS_INSUFFICIENT', { field: ['input', 'promotions', 'points'] });
    }
  }

  /**
   * The order this key placed before, if any; otherwise ORDER_SUBMITTED_ALREADY when the buyer placed another one
   * within the submit interval ("clicking too fast"). One statement reads both: the key's order and the buyer's
   * orders of the interval.
   */
  private async repeatedOrRefused(ctx: RequestContext, userId: number, key: string, now: Date): Promise<Order | null> {
    const since = new Date(now.getTime() - this.context.settings.submitIntervalMs);
    const found = await ctx.em.find(Order, {
      user: userId,
      $or: [{ idempotencyKey: key }, { createdAt: { $gt: since } }],
    });
    const repeated = found.find((order) => order.idempotencyKey === key);
    if (repeated) return repeated;
    if (found.length > 0) throw new DomainError('ORDER_SUBMITTED_ALREADY');
    return null;
  }

  /** The order row with its amounts and delivery snapshot, and the PLACE line of its audit trail. */
  private async create(
    em: EntityManager,
    order: {
      userId: number;
      key: string;
      now: Date;
      quote: Quote;
      delivery: Delivery;
      input: PlaceOrderInput;
      needsApproval: boolean;
      /** An activity's own payment window; the shop's otherwise. */
      paymentWindowMs?: number;
      activity?: { kind: string; id: number; reference: string };
    },
  ): Promise<{ order: Order; placeEvent: OrderEvent }> {
    const { quote, delivery } = order;
    // Whole seconds, as MariaDB's datetime columns keep them: the order answered from what was written (not read
    // back) then shows the times any later read of it gives.
    const now = new Date(Math.floor(order.now.getTime() / 1000) * 1000);
    const status = order.needsApproval ? OrderStatus.PENDING_APPROVAL : OrderStatus.PENDING_PAYMENT;
    const created = em.create(Order, {
      number: orderNumber(now),
      user: order.userId,
      status,
      idempotencyKey: order.key,
      createdAt: now,
      expiresAt: new Date(now.getTime() + (order.paymentWindowMs ?? this.context.settings.paymentWindowMs)),
      activityKind: order.activity?.kind ?? null,
      activityId: order.activity?.id ?? null,
      activityReference: order.activity?.reference.slice(0, 64) ?? null,
      itemsFen: fenToNumber(quote.itemsFen),
      memberDiscountFen: fenToNumber(quote.memberDiscountFen),
      couponDeductionFen: fenToNumber(quote.couponDeductionFen),
      pointsDeductionFen: fenToNumber(quote.pointsDeductionFen),
      freightFen: fenToNumber(quote.freightFen),
      payableFen: fenToNumber(quote.payableFen),
      couponId: quote.coupon?.couponId ?? null,
      couponTitle: quote.coupon?.title.slice(0, 100) ?? null,
      pointsSpent: quote.pointsUsed,
      invoiceType: delivery.invoiceType,
      invoiceTitle: delivery.invoiceTitle,
      invoiceTaxNumber: delivery.invoiceTaxNumber,
      remark: delivery.remark,
      deliveryMethod: order.input.deliveryMethod,
      address: delivery.address,
      pickup: delivery.pickup,
    });
    await em.flush();
    const placeEvent = em.create(OrderEvent, {
      order: created.id,
      kind: OrderEventKind.STATUS,
      at: now,
      actorId: order.userId,
      action: 'PLACE',
      fromStatus: null,
      toStatus: status,
      description: null,
    });
    return { order: created, placeEvent };
  }

  private reserve(em: EntityManager, quote: Quote, order: Order, buyerId: number): Promise<void> {
    return this.context.deps.catalog.reserveStock(
      em,
      quote.lines.map((line) => ({
        productId: line.product.id,
        quantity: line.quantity,
        ...(line.cartLineId !== undefined && { lineId: String(line.cartLineId) }),
      })),
      { reason: StockReason.ORDER_PLACED, reference: order.number, actorId: buyerId, at: order.createdAt },
    );
  }

  /** Snapshots of the parts and prices as ordered, each with its share of what is paid for the goods. */
  private addLines(em: EntityManager, order: Order, quote: Quote): OrderLine[] {
    const shares = quote.paidSharesFen;
    return quote.lines.map((line, index) =>
      em.create(OrderLine, {
        order: order.id,
        product: line.product.id,
        mpn: line.product.mpn,
        brandName: line.product.manufacturer.getEntity().name,
        package: line.product.package,
        quantity: line.quantity,
        unitPriceMilli: line.unitPriceMilli,
        lineTotalFen: fenToNumber(line.lineTotalFen),
        paidShareFen: shares[index]!,
        customerReference: line.customerReference ?? null,
      }),
    );
  }

  private async scheduleExpiry(order: Order): Promise<void> {
    await this.context.jobs.schedule(
      EXPIRY_JOB,
      { orderId: order.id },
      { key: expiryJobKey(order.id), runAt: order.expiresAt },
    );
  }
}

/** `none` belongs to membership orders; checkout delivers by express or pickup. */
function checkDeliveryMethod(method: DeliveryMethod): void {
  if (method !== DeliveryMethod.EXPRESS && method !== DeliveryMethod.PICKUP) {
    throw new DomainError('INVALID_INPUT', { params: { field: 'deliveryMethod' }, field: ['deliveryMethod'] });
  }
}

/** The buyer's promotion choice with the points a whole non-negative number. */
function checkedChoice(choice: PromotionChoice | null | undefined): PromotionChoice {
  const points = choice?.points ?? 0;
  if (!Number.isSafeInteger(points) || points < 0) {
    throw new DomainError('POINTS_INVALID', { field: ['input', 'promotions', 'points'] });
  }
  return { couponId: choice?.couponId ?? null, noCoupon: choice?.noCoupon ?? false, points };
}

export function checkedIdempotencyKey(idempotencyKey: string): string {
  const key = idempotencyKey.trim();
  if (key.length < 8 || key.length > 64) {
    throw new DomainError('INVALID_INPUT', { params: { field: 'idempotencyKey' }, field: ['input', 'idempotencyKey'] });
  }
  return key;
}

/** The first line that cannot be ordered as it is, as the error the buyer sees; an amount past the columns. */
function checkOrderable(quote: Quote): void {
  for (const line of quote.lines) {
    if (!line.problem) continue;
    const lineIds = line.cartLineId === undefined ? undefined : [String(line.cartLineId)];
    const code = line.problem.code === 'PRODUCT_OFF_SHELF' ? 'ORDER_CONTAINS_OFF_SHELF' : line.problem.code;
    throw new DomainError(code, { params: line.problem.params, ...(lineIds && { lineIds }) });
  }
  if (quote.payableFen > MAX_ORDER_FEN) throw new DomainError('ORDER_TOO_LARGE');
}

function placedOf(order: Order): PlacedActivityOrder {
  return { id: order.id, number: order.number, payableFen: order.payableFen, status: order.status };
}

/** `CM` + date and time to the second + 6 random digits; unique by the column's constraint. */
export function orderNumber(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `CM${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
