import { randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { SqlitePlatform, type EntityManager } from '@mikro-orm/sql';
import { systemActor } from '../../platform/flows/flow.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { NotificationService } from '../messages/notification.service.js';
import type { BalanceChange } from '../wallet/wallet.service.js';
import type { OrderRefunds, RefundRequest, RefundView } from './order-refunds.js';
import { formatFen } from './payment-amounts.js';
import { ProviderPayment, ProviderPaymentStatus } from './payments.entities.js';
import type { RefundableOrder, RefundableOrders } from './refundable-orders.js';
import { Refund, RefundMethod, RefundStatus } from './refunds.entities.js';
import { createRefundFlow, RefundEvent, type RefundChange, type RefundFlow } from './refunds.states.js';

const KEY_MAX = 120;
const REASON_MAX = 200;

export type SettledListener = (em: EntityManager, refund: RefundView) => Promise<void>;

/** What the refund engine uses of the shop: the orders' refund book, the wallet, messages, the provider calls. */
export interface RefundsDependencies {
  clock: Clock;
  orders: RefundableOrders;
  wallet: { credit(em: EntityManager, userId: number, amountFen: number, why: BalanceChange): Promise<unknown> };
  notifications: NotificationService;
  /** Asks the provider for a refund once the transaction that created it has committed (a job, run once). */
  requestFromProvider(em: EntityManager, refund: Refund): Promise<void>;
}

export function toRefundView(refund: Refund): RefundView {
  return {
    id: refund.id,
    orderId: refund.orderId,
    key: refund.key,
    amountFen: refund.amountFen,
    method: refund.method,
    status: refund.status,
    createdAt: refund.createdAt,
    settledAt: refund.settledAt ?? null,
  };
}

/** A fresh reference for the provider: unique, at most 32 characters (WeChat's `out_refund_no` limit is 64). */
export const newOutRefundNo = (orderId: number) => `CMR${orderId}R${randomBytes(8).toString('hex')}`;

/**
 * The refund engine (the `OrderRefunds` port): money goes back the way it came, exactly once. Every refund of an
 * order's payment is booked on the order's refunded total in the caller's transaction (never past what was paid),
 * then paid back: to the wallet at once, through the provider after commit, or as a bank transfer staff make.
 */
export class RefundsService implements OrderRefunds {
  readonly flow: RefundFlow;
  /**
   * Who hears that a refund of an order's payment settled, inside the settling transaction. After-sales moves its
   * request on here; points earned, coupons used and commissions owed (issues 16 and 19) are reversed here too.
   * Money that never paid its order (a late payment returned) is not told: the order never took it.
   */
  private readonly listeners: SettledListener[] = [];

  constructor(private readonly deps: RefundsDependencies) {
    this.flow = createRefundFlow({
      settled: (change) => this.settled(change),
      failed: (change) => this.failed(change),
    });
  }

  onSettled(listener: SettledListener): void {
    this.listeners.push(listener);
  }

  async refundByKey(em: EntityManager, key: string): Promise<RefundView | null> {
    const refund = await em.findOne(Refund, { key }, { refresh: true });
    return refund && toRefundView(refund);
  }

  refund(em: EntityManager, request: RefundRequest): Promise<RefundView> {
    if (!Number.isSafeInteger(request.amountFen) || request.amountFen <= 0) {
      throw new DomainError('REFUND_AMOUNT_INVALID', { field: ['input', 'amountFen'] });
    }
    if (!request.key || request.key.length > KEY_MAX) throw new Error(`A refund key has 1 to ${KEY_MAX} characters`);
    const work = (tx: EntityManager) => this.book(tx, request);
    // In the caller's transaction when there is one, so the refund commits (or not) with what caused it.
    return em.isInTransaction() ? work(em) : transactionalWithRetry(em, work);
  }

  private async book(tx: EntityManager, request: RefundRequest): Promise<RefundView> {
    const earlier = await tx.findOne(Refund, { key: request.key });
    if (earlier) return sameRefund(earlier, request);
    const order = await this.deps.orders.refundableOrder(tx, request.orderId);
    if (!order) throw new DomainError('NOT_FOUND');
    if (order.paidFen === null) {
      throw new DomainError('REFUND_EXCEEDS_PAID', { params: { refundableFen: formatFen(0) } });
    }
    const way = await wayBack(tx, order);
    const outRefundNo = newOutRefundNo(order.id);
    // The key is unique: a concurrent call with the same key waits here for the other's commit, then inserts nothing.
    const inserted = await tx
      .createQueryBuilder(Refund)
      .insert({
        orderId: order.id,
        orderNumber: order.number,
        buyer: order.userId,
        key: request.key,
        amountFen: request.amountFen,
        method: way.method,
        status: way.method === RefundMethod.BANK_TRANSFER ? RefundStatus.TO_TRANSFER : RefundStatus.PENDING,
        reason: request.reason.slice(0, REASON_MAX),
        outRefundNo,
        provider: way.provider,
        outTradeNo: way.outTradeNo,
        transactionRef: way.transactionRef,
        paymentTotalFen: way.totalFen,
        bookedOnOrder: true,
        actor: request.actorId,
        createdAt: this.deps.clock.now(),
      })
      .onConflict('key')
      .ignore()
      .execute('run');
    if (inserted.affectedRows !== 1) return sameRefund(await lockedByKey(tx, request.key), request);
    if (!(await this.deps.orders.addRefunded(tx, order.id, request.amountFen))) {
      // Nothing stays behind even if the caller catches the error and commits.
      await tx.nativeDelete(Refund, { outRefundNo });
      throw new DomainError('REFUND_EXCEEDS_PAID', {
        params: { refundableFen: formatFen(Math.max(order.paidFen - order.refundedFen, 0)) },
      });
    }
    const refund = await tx.findOneOrFail(Refund, { outRefundNo }, { refresh: true });
    if (refund.method === RefundMethod.BALANCE) {
      await this.deps.wallet.credit(tx, order.userId, refund.amountFen, {
        reason: `Refund of order ${order.number}`,
        orderId: order.id,
        actorId: request.actorId,
      });
      await this.flow.fire(tx, refund, RefundEvent.SUCCEED, {
        actor: systemActor,
        changes: { settledAt: this.deps.clock.now() },
      });
    } else if (refund.provider) {
      await this.deps.requestFromProvider(tx, refund);
    }
    return toRefundView(await tx.findOneOrFail(Refund, refund.id, { refresh: true }));
  }

  /** The effect of a settled refund, inside its transaction. */
  private async settled({ em, subject, changes }: RefundChange): Promise<void> {
    const view = { ...toRefundView(subject), status: RefundStatus.SUCCEEDED, settledAt: changes.settledAt ?? null };
    if (subject.bookedOnOrder) for (const listener of this.listeners) await listener(em, view);
    const returned = subject.providerPayment?.id;
    if (returned) {
      await em.nativeUpdate(
        ProviderPayment,
        { id: returned, status: ProviderPaymentStatus.TO_RETURN },
        { status: ProviderPaymentStatus.RETURNED, returnedAt: view.settledAt ?? this.deps.clock.now() },
      );
    }
    await this.deps.notifications.notify(em, subject.buyer.id, {
      kind: 'system',
      templateKey: returned ? 'latePaymentRefunded' : 'refundSucceeded',
      params: { orderNumber: subject.orderNumber, amount: formatFen(subject.amountFen) },
      link: `/user/order/details?id=${subject.orderId}`,
    });
  }

  /** The provider could not refund: a returned payment is no longer on its way back; staff take it over. */
  private async failed({ em, subject }: RefundChange): Promise<void> {
    const payment = subject.providerPayment?.id;
    if (payment) await em.nativeUpdate(ProviderPayment, { id: payment }, { returnStartedAt: null });
  }
}

/** The same key again: the same refund back; a different order or amount under it is a caller's bug. */
function sameRefund(refund: Refund, request: RefundRequest): RefundView {
  if (refund.orderId !== request.orderId || refund.amountFen !== request.amountFen) {
    throw new DomainError('REFUND_KEY_REUSED');
  }
  return toRefundView(refund);
}

/** The refund of `key` as committed by another transaction (a locking read sees past this one's snapshot). */
async function lockedByKey(tx: EntityManager, key: string): Promise<Refund> {
  const lockMode = tx.getPlatform() instanceof SqlitePlatform ? undefined : LockMode.PESSIMISTIC_READ;
  return tx.findOneOrFail(Refund, { key }, { refresh: true, lockMode });
}

interface WayBack {
  method: RefundMethod;
  provider: string | null;
  outTradeNo: string | null;
  transactionRef: string | null;
  totalFen: number | null;
}

/** How the order's money came in, so it goes back the same way: a friend's payment goes back to the friend. */
async function wayBack(tx: EntityManager, order: RefundableOrder): Promise<WayBack> {
  const none = { provider: null, outTradeNo: null, transactionRef: null, totalFen: null };
  if (order.paymentMethod === 'balance') return { method: RefundMethod.BALANCE, ...none };
  if (order.paymentMethod === 'bank_transfer') return { method: RefundMethod.BANK_TRANSFER, ...none };
  const payment = await tx.findOne(
    ProviderPayment,
    { orderId: order.id, status: ProviderPaymentStatus.BOOKED },
    { populate: ['attempt'] },
  );
  if (!payment) throw new DomainError('REFUND_PAYMENT_NOT_FOUND');
  return {
    method: payment.provider === 'alipay' ? RefundMethod.ALIPAY : RefundMethod.WECHAT,
    provider: payment.provider,
    outTradeNo: payment.attempt.getEntity().outTradeNo,
    transactionRef: payment.transactionRef,
    totalFen: payment.amountFen,
  };
}
