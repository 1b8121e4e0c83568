import { randomInt } from 'node:crypto';
import { LockMode, raw, UniqueConstraintViolationException } from '@mikro-orm/core';
import { SqlitePlatform, type EntityManager } from '@mikro-orm/sql';
import { actorOf, can, requireUser, type RequestContext } from '../../platform/auth/index.js';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import { systemActor } from '../../platform/flows/flow.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Page, PageRequest } from '../../platform/graphql/connection.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import { fenToNumber } from '@circuitmart/rules/money';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import type { AddressesService } from '../addresses/addresses.service.js';
import type { CartService } from '../cart/cart.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { AccountSecurityService } from '../identity/account-security.service.js';
import { User } from '../identity/identity.entities.js';
import type { NotificationService } from '../messages/notification.service.js';
import type { BalancePayer } from './balance-payer.js';
import { validateCheckout, type CheckoutDetails, type CheckoutOptions } from './checkout-rules.js';
import {
  AUTO_CONFIRM_JOB,
  autoConfirmJobKey,
  createOrderFlow,
  EXPIRY_JOB,
  expiryJobKey,
  OrderAction,
  type OrderActor,
  type OrderFlow,
} from './orders.states.js';
import {
  DeliveryMethod,
  Order,
  OrderEvent,
  OrderEventKind,
  OrderLine,
  OrderStatus,
  type PaymentMethod,
} from './orders.entities.js';
import {
  defaultPricingSettings,
  priceOrder,
  type PricingLineInput,
  type PricingSettings,
  type Quote,
} from './pricing.js';

/** What a payment method needs to know about an order it is about to take money for. */
export interface PayableOrder {
  id: number;
  number: string;
  userId: number;
  payableFen: number;
  expiresAt: Date;
  status: OrderStatus;
}

/** A payment that arrived for an order, as `markPaid` books it. */
export interface OrderPayment {
  method: PaymentMethod;
  /** Unique per payment (provider transaction id, balance entry ...); booking it twice changes nothing. */
  transactionRef: string;
  paidAt: Date;
  amountFen: number;
  /** Who booked it, for the audit trail: the payer, or the staff member who confirmed a remittance; null: a callback. */
  actorId?: number | null;
}

export interface OrderSettings extends PricingSettings {
  /** Spec §9: 30 minutes. */
  paymentWindowMs: number;
  /** How long after shipping a received order confirms itself (spec: not shown). */
  autoConfirmMs: number;
  /** Between two "remind to ship" of one order. */
  remindIntervalMs: number;
  /** Two different submits of one user closer than this are "clicking too fast". */
  submitIntervalMs: number;
  /**
   * Orders whose payable amount reaches this (fen) wait for staff approval before they can be paid
   * (spec §4 "pending approval"); null: no order needs approval.
   */
  approvalThresholdFen: number | null;
}

export const defaultOrderSettings: OrderSettings = {
  ...defaultPricingSettings,
  paymentWindowMs: 30 * 60_000,
  autoConfirmMs: 10 * 24 * 3600_000,
  remindIntervalMs: 24 * 3600_000,
  submitIntervalMs: 3_000,
  approvalThresholdFen: 10_000_000,
};

/** Where the lines of a checkout come from: the cart's selected lines, or one part bought now. */
export type CheckoutSource = { kind: 'cart' } | { kind: 'buyNow'; productId: number; quantity: number };

export interface PlaceOrderInput extends CheckoutDetails {
  source: CheckoutSource;
  /** Chosen by the client once per confirm page: a repeated submit with it answers the same order. */
  idempotencyKey: string;
}

export const OrderTab = {
  ALL: 'ALL',
  PENDING_PAYMENT: 'PENDING_PAYMENT',
  PENDING_SHIPMENT: 'PENDING_SHIPMENT',
  PENDING_RECEIPT: 'PENDING_RECEIPT',
  PENDING_REVIEW: 'PENDING_REVIEW',
} as const;
export type OrderTab = (typeof OrderTab)[keyof typeof OrderTab];

const statusesOfTab: Record<OrderTab, OrderStatus[] | null> = {
  ALL: null,
  PENDING_PAYMENT: [OrderStatus.PENDING_PAYMENT, OrderStatus.PENDING_PLATFORM_RECEIPT],
  PENDING_SHIPMENT: [OrderStatus.PENDING_SHIPMENT],
  PENDING_RECEIPT: [OrderStatus.SHIPPED],
  PENDING_REVIEW: [OrderStatus.PENDING_REVIEW],
};

export interface OrderDetail {
  order: Order;
  lines: OrderLine[];
  events: OrderEvent[];
  /** The buyer's events the order's state allows (the buttons of the order list and detail). */
  buyerActions: OrderAction[];
}

/** The largest amount an order may have: the fen columns are 32-bit integers. */
const MAX_ORDER_FEN = 2n ** 31n - 1n;
const CANCEL_REASON_MAX = 200;
const WAYBILL_PATTERN = /^[A-Za-z0-9-]{6,30}$/;

/**
 * Checkout and orders: the quote of the confirm page, placing an order (stock reserved by conditional
 * updates), the payment window, and every action of the order state machine. Publishes each state
 * change to the buyer's `orderStatusChanged` subscribers once its transaction has committed.
 */
export class OrdersService {
  private readonly settings: OrderSettings;
  /** Every state change of an order goes through it. */
  readonly flow: OrderFlow;

  constructor(
    private readonly clock: Clock,
    private readonly jobs: JobScheduler,
    private readonly pubSub: PubSub,
    private readonly deps: {
      catalog: CatalogService;
      cart: CartService;
      addresses: AddressesService;
      accountSecurity: AccountSecurityService;
      notifications: NotificationService;
      afterCommit: AfterCommit;
      /** Takes balance payments (the wallet). */
      balance: BalancePayer;
      /** Jobs run outside any request and need an entity manager of their own. */
      forkEm: () => EntityManager;
    },
    settings: Partial<OrderSettings> = {},
  ) {
    this.settings = { ...defaultOrderSettings, ...settings };
    this.flow = createOrderFlow({
      clock,
      jobs,
      pubSub,
      afterCommit: deps.afterCommit,
      notifications: deps.notifications,
      releaseStock: (em, orderId) => this.releaseStock(em, orderId),
    });
    jobs.register<{ orderId: number }>(EXPIRY_JOB, (payload) => this.expire(payload.orderId));
    jobs.register<{ orderId: number }>(AUTO_CONFIRM_JOB, (payload) => this.autoConfirm(payload.orderId));
    jobs.resumeWith(() => this.resumeDeadlines());
  }

  // ---- The payments engineer's contract -------------------------------------------------------------

  /** The caller's own order, if it can be paid now: NOT_FOUND for someone else's, a clear error otherwise. */
  async payableOrder(ctx: RequestContext, orderId: number): Promise<PayableOrder> {
    const order = await this.ownOrder(ctx, orderId);
    if (order.status !== OrderStatus.PENDING_PAYMENT) {
      throw new DomainError(order.status === OrderStatus.CANCELLED ? 'ORDER_EXPIRED' : 'ORDER_NOT_PAYABLE');
    }
    if (order.expiresAt.getTime() <= this.clock.now().getTime()) throw new DomainError('ORDER_EXPIRED');
    return {
      id: order.id,
      number: order.number,
      userId: order.user.id,
      payableFen: order.payableFen,
      expiresAt: order.expiresAt,
      status: order.status,
    };
  }

  /**
   * Books a payment for an order inside the caller's transaction `em`. Idempotent: the same
   * `transactionRef` again answers 'already-paid' and changes nothing. Refuses an amount other than the
   * payable one (PAYMENT_AMOUNT_MISMATCH) and an order no longer waiting for money (ORDER_NOT_PAYABLE,
   * e.g. cancelled after its window: the caller refunds).
   */
  async markPaid(em: EntityManager, orderId: number, payment: OrderPayment): Promise<'paid' | 'already-paid'> {
    const order = await em.findOne(Order, orderId, { refresh: true });
    if (!order) throw new DomainError('NOT_FOUND');
    if (order.transactionRef === payment.transactionRef) return 'already-paid';
    if (payment.amountFen !== order.payableFen) throw new DomainError('PAYMENT_AMOUNT_MISMATCH');
    if (!this.flow.allows(order.status, OrderAction.PAY)) throw new DomainError('ORDER_NOT_PAYABLE');
    const changed = await this.flow.fire(em, order, OrderAction.PAY, {
      actor: { kind: 'system', onBehalfOf: payment.actorId ?? null },
      changes: {
        paymentMethod: payment.method,
        transactionRef: payment.transactionRef,
        paidAt: payment.paidAt,
        paidFen: payment.amountFen,
      },
    });
    if (!changed) {
      const current = await em.findOneOrFail(Order, orderId, { refresh: true });
      if (current.transactionRef === payment.transactionRef) return 'already-paid';
      throw new DomainError('ORDER_NOT_PAYABLE');
    }
    return 'paid';
  }

  /**
   * Whether the order has been paid. Read with a shared lock on MySQL/MariaDB, so that inside a transaction it
   * sees a payment committed after the transaction's snapshot (SQLite has one writer at a time anyway).
   */
  async isPaid(em: EntityManager, orderId: number): Promise<boolean> {
    const lockMode = em.getPlatform() instanceof SqlitePlatform ? undefined : LockMode.PESSIMISTIC_READ;
    const order = await em.findOne(Order, orderId, { fields: ['paidAt'], refresh: true, lockMode });
    return order?.paidAt != null;
  }

  /**
   * A bank remittance was submitted: the order waits for staff to find the money (pending platform receipt), so
   * its payment window no longer cancels it. False when the order was not waiting for payment.
   */
  holdForRemittance(em: EntityManager, orderId: number, buyerId: number): Promise<boolean> {
    return this.transition(em, orderId, OrderAction.SUBMIT_REMITTANCE, { actorId: buyerId });
  }

  /**
   * Staff found no money for the remittance: the order waits for payment again, with a fresh payment window.
   * Answers that window's end, or null when the order was not on hold; the caller passes it to `scheduleExpiry`
   * once its transaction has committed (the job store must not wait on the open transaction).
   */
  async reopenAfterRejectedRemittance(
    em: EntityManager,
    orderId: number,
    staffId: number,
    reason: string | null = null,
  ): Promise<Date | null> {
    const order = await em.findOne(Order, orderId, { refresh: true });
    if (!order) throw new DomainError('NOT_FOUND');
    if (!this.flow.allows(order.status, OrderAction.REJECT_REMITTANCE)) return null;
    const expiresAt = new Date(this.clock.now().getTime() + this.settings.paymentWindowMs);
    const reopened = await this.flow.fire(em, order, OrderAction.REJECT_REMITTANCE, {
      actor: await this.actorOfUser(em, staffId),
      changes: { expiresAt },
      note: reason,
    });
    return reopened ? expiresAt : null;
  }

  /**
   * Schedules again, from the orders' own due-times, the expiry of every order still waiting for payment and the
   * auto-confirm of every shipped order (same keys as when first scheduled, so a job that exists is only
   * replaced). The job scheduler runs it at start-up, before jobs run (an order whose process died between its
   * commit and its job still expires), and again whenever Redis returns after a drop (BullMQ's jobs may be gone).
   */
  async resumeDeadlines(): Promise<number> {
    const em = this.deps.forkEm();
    const waiting = await em.find(
      Order,
      { status: OrderStatus.PENDING_PAYMENT },
      { fields: ['id', 'expiresAt'], orderBy: { id: 'asc' } },
    );
    for (const order of waiting) {
      await this.jobs.schedule(
        EXPIRY_JOB,
        { orderId: order.id },
        { key: expiryJobKey(order.id), runAt: order.expiresAt },
      );
    }
    const shipped = await em.find(
      Order,
      { status: OrderStatus.SHIPPED, autoConfirmAt: { $ne: null } },
      { fields: ['id', 'autoConfirmAt'], orderBy: { id: 'asc' } },
    );
    for (const order of shipped) {
      await this.jobs.schedule(
        AUTO_CONFIRM_JOB,
        { orderId: order.id },
        { key: autoConfirmJobKey(order.id), runAt: order.autoConfirmAt! },
      );
    }
    return waiting.length + shipped.length;
  }

  /** Schedules the check that cancels the order if it is still unpaid at `expiresAt`. */
  async scheduleExpiry(orderId: number, expiresAt: Date): Promise<void> {
    await this.jobs.schedule(EXPIRY_JOB, { orderId }, { key: expiryJobKey(orderId, expiresAt), runAt: expiresAt });
  }

  /**
   * Fires `action` of the order flow on an order inside the caller's transaction, for events whose rules live in
   * another module (a remittance, a review): `actorId` is the user who fires it (null: the shop itself), and the
   * flow checks they are a party of it. False when the order is not in one of the action's from-states.
   */
  async transition(
    em: EntityManager,
    orderId: number,
    action: OrderAction,
    options: { actorId: number | null; description?: string | null },
  ): Promise<boolean> {
    const order = await em.findOne(Order, orderId, { refresh: true });
    if (!order) throw new DomainError('NOT_FOUND');
    if (!this.flow.allows(order.status, action)) return false;
    const actor = options.actorId === null ? systemActor : await this.actorOfUser(em, options.actorId);
    return this.flow.fire(em, order, action, { actor, note: options.description ?? null });
  }

  // ---- Checkout ---------------------------------------------------------------------------------------

  /** The confirm page's lines and totals from the pricing pipeline. */
  async quote(ctx: RequestContext, source: CheckoutSource, deliveryMethod: DeliveryMethod): Promise<Quote> {
    const user = await ctx.em.findOneOrFail(User, Number(requireUser(ctx).id));
    const lines = await this.checkoutLines(ctx, source);
    return priceOrder({ lines, vip: user.vip === 1, deliveryMethod }, this.settings);
  }

  /** Pickup dates and the like the confirm page offers. */
  checkoutOptions(): CheckoutOptions {
    return validateCheckout.options(this.clock.now());
  }

  /**
   * Places the order in one transaction: order and line snapshots, stock reserved part by part (in part id order) with a
   * conditional update, the ordered lines gone from the cart. The payment window's expiry job is
   * scheduled after the commit (it needs the order's id); a crash between the two is covered at start-up by
   * `resumeDeadlines`, so no order is left that never expires.
   */
  async placeOrder(ctx: RequestContext, input: PlaceOrderInput): Promise<Order> {
    const userId = Number(requireUser(ctx).id);
    const key = input.idempotencyKey.trim();
    if (key.length < 8 || key.length > 64) {
      throw new DomainError('INVALID_INPUT', {
        params: { field: 'idempotencyKey' },
        field: ['input', 'idempotencyKey'],
      });
    }
    const repeated = await ctx.em.findOne(Order, { user: userId, idempotencyKey: key });
    if (repeated) return repeated;
    const now = this.clock.now();
    const latest = await ctx.em.findOne(
      Order,
      { user: userId },
      { orderBy: { createdAt: 'desc' }, fields: ['createdAt'] },
    );
    if (latest && now.getTime() - latest.createdAt.getTime() < this.settings.submitIntervalMs) {
      throw new DomainError('ORDER_SUBMITTED_ALREADY');
    }

    const user = await ctx.em.findOneOrFail(User, userId);
    const delivery = await validateCheckout.details(ctx, input, now, this.deps.addresses);
    const quote = priceOrder(
      { lines: await this.checkoutLines(ctx, input.source), vip: user.vip === 1, deliveryMethod: input.deliveryMethod },
      this.settings,
    );
    for (const line of quote.lines) {
      if (!line.problem) continue;
      const lineIds = line.cartLineId === undefined ? undefined : [String(line.cartLineId)];
      const code = line.problem.code === 'PRODUCT_OFF_SHELF' ? 'ORDER_CONTAINS_OFF_SHELF' : line.problem.code;
      throw new DomainError(code, { params: line.problem.params, ...(lineIds && { lineIds }) });
    }
    if (quote.payableFen > MAX_ORDER_FEN) throw new DomainError('ORDER_TOO_LARGE');
    const threshold = this.settings.approvalThresholdFen;
    // A large order waits for staff; its payment window only starts when it is approved.
    const needsApproval = threshold !== null && quote.payableFen >= BigInt(threshold);
    const initialStatus = needsApproval ? OrderStatus.PENDING_APPROVAL : OrderStatus.PENDING_PAYMENT;

    const expiresAt = new Date(now.getTime() + this.settings.paymentWindowMs);
    try {
      const order = await transactionalWithRetry(ctx.em, async (em) => {
        const created = em.create(Order, {
          number: orderNumber(now),
          user: userId,
          status: initialStatus,
          idempotencyKey: key,
          createdAt: now,
          expiresAt,
          itemsFen: fenToNumber(quote.itemsFen),
          memberDiscountFen: fenToNumber(quote.memberDiscountFen),
          couponDeductionFen: fenToNumber(quote.couponDeductionFen),
          pointsDeductionFen: fenToNumber(quote.pointsDeductionFen),
          freightFen: fenToNumber(quote.freightFen),
          payableFen: fenToNumber(quote.payableFen),
          invoiceType: delivery.invoiceType,
          invoiceTitle: delivery.invoiceTitle,
          invoiceTaxNumber: delivery.invoiceTaxNumber,
          remark: delivery.remark,
          deliveryMethod: input.deliveryMethod,
          address: delivery.address,
          pickup: delivery.pickup,
        });
        await em.flush();
        // All stock first (in part id order); the lines' inserts then only read-lock rows this transaction holds.
        await this.deps.catalog.reserveStock(
          em,
          quote.lines.map((line) => ({
            productId: line.product.id,
            quantity: line.quantity,
            ...(line.cartLineId !== undefined && { lineId: String(line.cartLineId) }),
          })),
        );
        for (const line of quote.lines) {
          em.create(OrderLine, {
            order: created.id,
            product: line.product.id,
            mpn: line.product.mpn,
            brandName: line.product.manufacturer.getEntity().name,
            package: line.product.package,
            quantity: line.quantity,
            unitPriceMilli: line.unitPriceMilli,
            lineTotalFen: fenToNumber(line.lineTotalFen),
          });
        }
        if (input.source.kind === 'cart') {
          await this.deps.cart.removeOrderedParts(
            em,
            userId,
            quote.lines.map((line) => line.product.id),
          );
        }
        em.create(OrderEvent, {
          order: created.id,
          kind: OrderEventKind.STATUS,
          at: now,
          actorId: userId,
          action: 'PLACE',
          fromStatus: null,
          toStatus: initialStatus,
          description: null,
        });
        await em.flush();
        return created;
      });
      if (!needsApproval) {
        await this.jobs.schedule(EXPIRY_JOB, { orderId: order.id }, { key: expiryJobKey(order.id), runAt: expiresAt });
      }
      return order;
    } catch (error) {
      // The same key submitted twice at once: the other submit made the order.
      if (error instanceof UniqueConstraintViolationException) {
        const winner = await ctx.em.fork().findOne(Order, { user: userId, idempotencyKey: key });
        if (winner) return winner;
      }
      throw error;
    }
  }

  // ---- Buyer actions ---------------------------------------------------------------------------------

  async cancel(ctx: RequestContext, orderId: number, reason: string): Promise<Order> {
    const trimmed = reason.trim();
    if (trimmed.length === 0 || trimmed.length > CANCEL_REASON_MAX) {
      throw new DomainError('CANCEL_REASON_REQUIRED', { field: ['input', 'reason'] });
    }
    const order = await this.ownOrder(ctx, orderId);
    const actor = actorOf(ctx);
    await transactionalWithRetry(ctx.em, async (em) => {
      const changed = await this.flow.fire(em, order, OrderAction.CANCEL, {
        actor,
        changes: { cancelReason: trimmed, cancelledAt: this.clock.now() },
        note: trimmed,
      });
      if (!changed) throw new DomainError('ORDER_ACTION_NOT_ALLOWED');
    });
    return this.reload(ctx, order.id);
  }

  /** Pays with the account balance: payment password first, then one transaction debits and books it. */
  async payWithBalance(ctx: RequestContext, orderId: number, paymentPassword: string): Promise<Order> {
    const payable = await this.payableOrder(ctx, orderId);
    await this.deps.accountSecurity.verifyPaymentPassword(ctx, payable.userId, paymentPassword, [
      'input',
      'paymentPassword',
    ]);
    await transactionalWithRetry(ctx.em, async (em) => {
      const transactionRef = await this.deps.balance.payFromBalance(em, payable.userId, payable.payableFen, payable);
      await this.markPaid(em, payable.id, {
        method: 'balance',
        transactionRef,
        paidAt: this.clock.now(),
        amountFen: payable.payableFen,
        actorId: payable.userId,
      });
    });
    return this.reload(ctx, orderId);
  }

  async remindToShip(ctx: RequestContext, orderId: number): Promise<Order> {
    const order = await this.ownOrder(ctx, orderId);
    const now = this.clock.now();
    const earliestPrevious = new Date(now.getTime() - this.settings.remindIntervalMs);
    const reminded = await this.flow.fire(ctx.em, order, OrderAction.REMIND_TO_SHIP, {
      actor: actorOf(ctx),
      changes: { lastRemindedAt: now },
      guard: { $or: [{ lastRemindedAt: null }, { lastRemindedAt: { $lte: earliestPrevious } }] },
    });
    if (!reminded) {
      throw new DomainError('REMIND_TOO_OFTEN', {
        params: { hours: Math.ceil(this.settings.remindIntervalMs / 3600_000) },
      });
    }
    return this.reload(ctx, order.id);
  }

  async confirmReceipt(ctx: RequestContext, orderId: number): Promise<Order> {
    const order = await this.ownOrder(ctx, orderId);
    const actor = actorOf(ctx);
    await transactionalWithRetry(ctx.em, async (em) => {
      const changed = await this.flow.fire(em, order, OrderAction.CONFIRM_RECEIPT, {
        actor,
        changes: { receivedAt: this.clock.now() },
      });
      if (!changed) throw new DomainError('ORDER_ACTION_NOT_ALLOWED');
    });
    return this.reload(ctx, order.id);
  }

  /** Hides a finished order from the buyer's list (kept for staff and accounting). */
  async deleteOrder(ctx: RequestContext, orderId: number): Promise<void> {
    const order = await this.ownOrder(ctx, orderId);
    const deleted = await this.flow.fire(ctx.em, order, OrderAction.DELETE, {
      actor: actorOf(ctx),
      changes: { deletedAt: this.clock.now() },
      guard: { deletedAt: null },
    });
    if (!deleted) throw new DomainError('ORDER_ACTION_NOT_ALLOWED');
  }

  /** Puts the order's parts back into the cart; lines that can no longer be bought are skipped and counted. */
  async buyAgain(ctx: RequestContext, orderId: number): Promise<{ added: number; skipped: number }> {
    const order = await this.ownOrder(ctx, orderId);
    await this.flow.fire(ctx.em, order, OrderAction.BUY_AGAIN, { actor: actorOf(ctx) });
    const lines = await ctx.em.find(OrderLine, { order: order.id }, { orderBy: { id: 'asc' } });
    let added = 0;
    for (const line of lines) {
      try {
        await this.deps.cart.addToCart(ctx, line.product.id, line.quantity);
        added++;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
    }
    return { added, skipped: lines.length - added };
  }

  // ---- Reading ---------------------------------------------------------------------------------------

  /** The buyer's orders in a tab, newest first, with lines and events; deleted ones never. Four queries. */
  async myOrders(ctx: RequestContext, tab: OrderTab, page: PageRequest): Promise<Page<OrderDetail>> {
    const userId = Number(requireUser(ctx).id);
    const statuses = statusesOfTab[tab];
    const where = { user: userId, deletedAt: null, ...(statuses && { status: { $in: statuses } }) };
    const [rows, totalCount] = await Promise.all([
      ctx.em.find(
        Order,
        { ...where, ...(page.afterId !== undefined && { id: { $lt: page.afterId } }) },
        { orderBy: { id: 'desc' }, limit: page.first + 1 },
      ),
      ctx.em.count(Order, where),
    ]);
    return {
      items: await this.withDetails(ctx.em, rows.slice(0, page.first)),
      hasNextPage: rows.length > page.first,
      hasPreviousPage: page.afterId !== undefined,
      totalCount,
    };
  }

  /** How many of the buyer's orders each tab holds. */
  async tabCounts(ctx: RequestContext): Promise<Record<OrderTab, number>> {
    const userId = Number(requireUser(ctx).id);
    const rows = await ctx.em
      .createQueryBuilder(Order)
      .select(['status', raw('count(*) as count')])
      .where({ user: userId, deletedAt: null })
      .groupBy('status')
      .execute<{ status: OrderStatus; count: number | string }[]>();
    const byStatus = new Map(rows.map((row) => [row.status, Number(row.count)]));
    const sum = (statuses: OrderStatus[] | null) =>
      statuses
        ? statuses.reduce((total, status) => total + (byStatus.get(status) ?? 0), 0)
        : [...byStatus.values()].reduce((a, b) => a + b, 0);
    return Object.fromEntries(Object.entries(statusesOfTab).map(([tab, statuses]) => [tab, sum(statuses)])) as Record<
      OrderTab,
      number
    >;
  }

  /** One order with its lines and audit trail: the buyer's own (not deleted), or any for staff. */
  async orderDetail(ctx: RequestContext, orderId: number): Promise<OrderDetail> {
    const user = requireUser(ctx);
    const order = can(user, 'order.view_all')
      ? await ctx.em.findOne(Order, orderId, { refresh: true })
      : await this.ownOrder(ctx, orderId);
    if (!order) throw new DomainError('NOT_FOUND');
    const [detail] = await this.withDetails(ctx.em, [order]);
    return detail!;
  }

  private async withDetails(em: EntityManager, orders: Order[]): Promise<OrderDetail[]> {
    const ids = orders.map((order) => order.id);
    if (ids.length === 0) return [];
    const [lines, events] = await Promise.all([
      em.find(OrderLine, { order: { $in: ids } }, { orderBy: { id: 'asc' } }),
      em.find(OrderEvent, { order: { $in: ids } }, { orderBy: { at: 'asc', id: 'asc' } }),
    ]);
    return orders.map((order) => ({
      order,
      lines: lines.filter((line) => line.order.id === order.id),
      events: events.filter((event) => event.order.id === order.id),
      buyerActions: this.buyerActionsOf(order),
    }));
  }

  /**
   * The events the order's buyer may fire now, whoever looks at it. Paying is booked by the payment method, but the
   * buyer starts it, so an unpaid order offers PAY too.
   */
  private buyerActionsOf(order: Order): OrderAction[] {
    const buyer: OrderActor = { kind: 'user', userId: order.user.id, can: () => false };
    const events = this.flow.eventsFor(order, buyer);
    return order.status === OrderStatus.PENDING_PAYMENT ? [OrderAction.PAY, ...events] : events;
  }

  /** The staff events `staff` may fire on the order now (approve, reject, ship, add tracking ...). */
  staffActionsOf(order: Order, staff: OrderActor): OrderAction[] {
    return this.flow
      .eventsFor(order, staff)
      .filter((event) => this.flow.transitionOf(event).by.some((party) => typeof party === 'object'));
  }

  // ---- Staff -----------------------------------------------------------------------------------------

  /** Sales or admin approve an order that waits for approval: it may be paid now, within a fresh payment window. */
  async approve(ctx: RequestContext, orderId: number): Promise<Order> {
    const actor = actorOf(ctx);
    this.flow.requireParty(OrderAction.APPROVE, actor);
    const order = await ctx.em.findOne(Order, orderId);
    if (!order) throw new DomainError('NOT_FOUND');
    const expiresAt = new Date(this.clock.now().getTime() + this.settings.paymentWindowMs);
    await transactionalWithRetry(ctx.em, async (em) => {
      const changed = await this.flow.fire(em, order, OrderAction.APPROVE, { actor, changes: { expiresAt } });
      if (!changed) throw new DomainError('ORDER_ACTION_NOT_ALLOWED');
    });
    return this.reload(ctx, order.id);
  }

  /** Sales or admin refuse an order that waits for approval, with a reason; it closes and its stock returns. */
  async rejectApproval(ctx: RequestContext, orderId: number, reason: string): Promise<Order> {
    const actor = actorOf(ctx);
    this.flow.requireParty(OrderAction.REJECT, actor);
    const text = reason.trim();
    if (text.length === 0 || text.length > CANCEL_REASON_MAX) {
      throw new DomainError('CANCEL_REASON_REQUIRED', { field: ['input', 'reason'] });
    }
    const order = await ctx.em.findOne(Order, orderId);
    if (!order) throw new DomainError('NOT_FOUND');
    await transactionalWithRetry(ctx.em, async (em) => {
      const changed = await this.flow.fire(em, order, OrderAction.REJECT, {
        actor,
        changes: { cancelReason: text, cancelledAt: this.clock.now() },
        note: text,
      });
      if (!changed) throw new DomainError('ORDER_ACTION_NOT_ALLOWED');
    });
    return this.reload(ctx, order.id);
  }

  async ship(ctx: RequestContext, orderId: number, carrier: string, waybillNumber: string): Promise<Order> {
    const actor = actorOf(ctx);
    this.flow.requireParty(OrderAction.SHIP, actor);
    const carrierName = carrier.trim();
    const waybill = waybillNumber.trim();
    if (carrierName.length < 2 || carrierName.length > 32 || !WAYBILL_PATTERN.test(waybill)) {
      throw new DomainError('INVALID_WAYBILL', {
        field: ['input', carrierName.length < 2 ? 'carrier' : 'waybillNumber'],
      });
    }
    const order = await ctx.em.findOne(Order, orderId);
    if (!order) throw new DomainError('NOT_FOUND');
    const now = this.clock.now();
    const autoConfirmAt = new Date(now.getTime() + this.settings.autoConfirmMs);
    await transactionalWithRetry(ctx.em, async (em) => {
      const changed = await this.flow.fire(em, order, OrderAction.SHIP, {
        actor,
        changes: { carrier: carrierName, waybillNumber: waybill, shippedAt: now, autoConfirmAt },
        note: `${carrierName} ${waybill}`,
      });
      if (!changed) throw new DomainError('ORDER_ACTION_NOT_ALLOWED');
    });
    return this.reload(ctx, order.id);
  }

  async addLogisticsEvent(ctx: RequestContext, orderId: number, description: string): Promise<void> {
    const actor = actorOf(ctx);
    this.flow.requireParty(OrderAction.ADD_LOGISTICS_EVENT, actor);
    const text = description.trim();
    if (text.length === 0 || text.length > 200) {
      throw new DomainError('INVALID_INPUT', { params: { field: 'description' }, field: ['input', 'description'] });
    }
    const order = await ctx.em.findOne(Order, orderId);
    if (!order) throw new DomainError('NOT_FOUND');
    await this.flow.fire(ctx.em, order, OrderAction.ADD_LOGISTICS_EVENT, { actor, note: text });
  }

  // ---- Jobs ------------------------------------------------------------------------------------------

  /** The payment window closed: cancels the order if it is still unpaid and returns its stock, once. */
  async expire(orderId: number): Promise<void> {
    const em = this.deps.forkEm();
    await transactionalWithRetry(em, async (tx) => {
      const order = await tx.findOne(Order, orderId);
      if (!order || order.expiresAt.getTime() > this.clock.now().getTime()) return;
      if (!this.flow.allows(order.status, OrderAction.EXPIRE)) return;
      await this.flow.fire(tx, order, OrderAction.EXPIRE, {
        actor: systemActor,
        changes: { cancelledAt: this.clock.now() },
      });
    });
  }

  async autoConfirm(orderId: number): Promise<void> {
    const em = this.deps.forkEm();
    await transactionalWithRetry(em, async (tx) => {
      const order = await tx.findOne(Order, orderId);
      if (!order?.autoConfirmAt || order.autoConfirmAt.getTime() > this.clock.now().getTime()) return;
      if (!this.flow.allows(order.status, OrderAction.AUTO_CONFIRM)) return;
      await this.flow.fire(tx, order, OrderAction.AUTO_CONFIRM, {
        actor: systemActor,
        changes: { receivedAt: this.clock.now() },
      });
    });
  }

  // ---- Internals -------------------------------------------------------------------------------------

  /** A user named by id (the staff member deciding a remittance, a reviewing buyer) as the flow sees them. */
  private async actorOfUser(em: EntityManager, userId: number): Promise<OrderActor> {
    const user = await em.findOne(User, userId, { fields: ['roles'] });
    return { kind: 'user', userId, can: (permission) => can(user, permission) };
  }

  /** Puts an ended order's reserved stock back on the shelf. */
  private async releaseStock(em: EntityManager, orderId: number): Promise<void> {
    const lines = await em.find(OrderLine, { order: orderId }, { fields: ['product', 'quantity'] });
    await this.deps.catalog.releaseStock(
      em,
      lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
    );
  }

  private async checkoutLines(ctx: RequestContext, source: CheckoutSource): Promise<PricingLineInput[]> {
    if (source.kind === 'buyNow') {
      const product = await this.deps.catalog.getProduct(ctx, source.productId);
      if (!product) throw new DomainError('NOT_FOUND', { field: ['input', 'productId'] });
      return [{ product, quantity: source.quantity }];
    }
    const cart = await this.deps.cart.getCart(ctx);
    const lines = cart.lines
      .filter((entry) => entry.line.selected)
      .map((entry) => ({
        product: entry.product,
        quantity: entry.line.quantity,
        cartLineId: entry.line.id,
        quotedUnitPriceMilli: entry.quote ? entry.unitPriceMilli : null,
      }));
    if (lines.length === 0) throw new DomainError('CHECKOUT_EMPTY');
    return lines;
  }

  /** The buyer's own order; someone else's id (or a deleted one) is NOT_FOUND, as if it did not exist. */
  private async ownOrder(ctx: RequestContext, orderId: number): Promise<Order> {
    const userId = Number(requireUser(ctx).id);
    const order = await ctx.em.findOne(Order, { id: orderId, user: userId, deletedAt: null }, { refresh: true });
    if (!order) throw new DomainError('NOT_FOUND');
    return order;
  }

  private reload(ctx: RequestContext, orderId: number): Promise<Order> {
    return ctx.em.findOneOrFail(Order, orderId, { refresh: true });
  }
}

/** `CM` + date and time to the second + 6 random digits; unique by the column's constraint. */
function orderNumber(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `CM${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
