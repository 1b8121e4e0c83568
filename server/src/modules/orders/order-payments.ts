import { LockMode } from '@mikro-orm/core';
import { SqlitePlatform, type EntityManager } from '@mikro-orm/sql';
import type { RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import { systemActor } from '../../platform/flows/flow.js';
import type { PayableOrders } from '../payments/payable-orders.js';
import { actorOfUser, findOrder, ownOrder, type OrdersContext } from './order-context.js';
import { Order, OrderStatus, type OrderKind, type PaymentMethod } from './orders.entities.js';
import { EXPIRY_JOB, expiryJobKey, OrderAction } from './orders.states.js';

/** The event that books a payment, by what the order sells. */
const payEventOf: Record<OrderKind, OrderAction> = {
  GOODS: OrderAction.PAY,
  MEMBERSHIP: OrderAction.PAY_MEMBERSHIP,
  BLIND_BOX_OPEN: OrderAction.PAY_BLIND_BOX_OPEN,
};

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

/**
 * The orders' side of paying (the `PayableOrders` port payments use, and the flow events other modules fire
 * through it): which order may be paid, booking a payment, holding and reopening an order for a remittance.
 */
export class OrderPayments implements PayableOrders {
  constructor(
    private readonly context: OrdersContext,
    /** The buyer's order with its lines and audit trail, for the payment result page. */
    readonly orderDetail: PayableOrders['orderDetail'],
  ) {}

  /** The caller's own order, if it can be paid now: NOT_FOUND for someone else's, a clear error otherwise. */
  async payableOrder(ctx: RequestContext, orderId: number): Promise<PayableOrder> {
    const order = await ownOrder(ctx, orderId);
    if (order.status !== OrderStatus.PENDING_PAYMENT) {
      throw new DomainError(order.status === OrderStatus.CANCELLED ? 'ORDER_EXPIRED' : 'ORDER_NOT_PAYABLE');
    }
    if (order.expiresAt.getTime() <= this.context.clock.now().getTime()) throw new DomainError('ORDER_EXPIRED');
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
   * Books a payment for an order inside the caller's transaction `em`. Idempotent: the same `transactionRef` again
   * answers 'already-paid' and changes nothing. Refuses an amount other than the payable one
   * (PAYMENT_AMOUNT_MISMATCH) and an order no longer waiting for money (ORDER_NOT_PAYABLE, e.g. cancelled after its
   * window: the caller refunds). The shop fires PAY; whoever booked it is kept in the audit trail.
   */
  async markPaid(em: EntityManager, orderId: number, payment: OrderPayment): Promise<'paid' | 'already-paid'> {
    const order = await findOrder(em, orderId, true);
    if (order.transactionRef === payment.transactionRef) return 'already-paid';
    if (payment.amountFen !== order.payableFen) throw new DomainError('PAYMENT_AMOUNT_MISMATCH');
    // A membership or a blind-box open has nothing to ship: paying it completes it.
    const event = payEventOf[order.kind as OrderKind];
    const completes = event !== OrderAction.PAY;
    if (!this.context.flow.allows(order.status, event)) throw new DomainError('ORDER_NOT_PAYABLE');
    const changed = await this.context.flow.fire(em, order, event, {
      actor: { kind: 'system', onBehalfOf: payment.actorId ?? null },
      changes: {
        paymentMethod: payment.method,
        transactionRef: payment.transactionRef,
        paidAt: payment.paidAt,
        paidFen: payment.amountFen,
        ...(completes && { completedAt: payment.paidAt }),
      },
    });
    if (!changed) {
      const current = await findOrder(em, orderId, true);
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
   * Staff found no money for the remittance: the order waits for payment again, with a fresh payment window (its
   * expiry is scheduled once the transaction commits). Answers that window's end, or null when the order was not
   * on hold.
   */
  async reopenAfterRejectedRemittance(
    em: EntityManager,
    orderId: number,
    staffId: number,
    reason: string | null = null,
  ): Promise<Date | null> {
    const order = await findOrder(em, orderId, true);
    if (!this.context.flow.allows(order.status, OrderAction.REJECT_REMITTANCE)) return null;
    const expiresAt = new Date(this.context.clock.now().getTime() + this.context.settings.paymentWindowMs);
    const reopened = await this.context.flow.fire(em, order, OrderAction.REJECT_REMITTANCE, {
      actor: await actorOfUser(em, staffId),
      changes: { expiresAt },
      note: reason,
    });
    return reopened ? expiresAt : null;
  }

  /** Schedules the check that cancels the order if it is still unpaid at `expiresAt`. */
  async scheduleExpiry(orderId: number, expiresAt: Date): Promise<void> {
    const key = expiryJobKey(orderId, expiresAt);
    await this.context.jobs.schedule(EXPIRY_JOB, { orderId }, { key, runAt: expiresAt });
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
    const order = await findOrder(em, orderId, true);
    if (!this.context.flow.allows(order.status, action)) return false;
    const actor = options.actorId === null ? systemActor : await actorOfUser(em, options.actorId);
    return this.context.flow.fire(em, order, action, { actor, note: options.description ?? null });
  }
}
