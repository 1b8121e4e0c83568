import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { systemActor } from '../../platform/flows/flow.js';
import { DomainError, type ErrorCode } from '../../platform/errors/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { PayableOrders } from './payable-orders.js';
import {
  InvalidNotificationError,
  type PaymentProvider,
  type ProviderCallback,
  type ProviderName,
  type VerifiedNotification,
} from './payment-provider.js';
import { PaymentAttempt, ProviderPayment, ProviderPaymentStatus, ReturnReason } from './payments.entities.js';
import { AttemptEvent, type AttemptFlow } from './payments.states.js';

/** In the transaction that marked a provider payment to return: give it back (refund-provider-calls.ts). */
export type ReturnPayment = (em: EntityManager, payment: ProviderPayment, attempt: PaymentAttempt) => Promise<void>;

/**
 * A provider's signed payment notification, taken exactly once: verified, recorded, and booked on its order or
 * marked as money to return (see `PaymentsService.handleNotification`).
 */
export class ProviderNotifications {
  constructor(
    private readonly clock: Clock,
    private readonly orders: PayableOrders,
    private readonly providers: ReadonlyMap<ProviderName, PaymentProvider>,
    private readonly attemptFlow: AttemptFlow,
    private readonly returnPayment: ReturnPayment,
  ) {}

  async handle(
    em: EntityManager,
    providerName: string,
    callback: ProviderCallback,
  ): Promise<'paid' | 'replayed' | 'to-return'> {
    const provider = this.providers.get(providerName as ProviderName);
    if (!provider) throw new InvalidNotificationError(`no provider ${providerName}`);
    return this.take(em, provider.name, await provider.verifyNotification(callback));
  }

  /**
   * A payment the provider confirmed, by its notification or by its answer to the reconciliation job's query:
   * matched to our attempt by reference and amount, then booked once (the same path for both).
   */
  async take(
    em: EntityManager,
    providerName: ProviderName,
    notice: VerifiedNotification,
  ): Promise<'paid' | 'replayed' | 'to-return'> {
    const attempt = await em.findOne(PaymentAttempt, { outTradeNo: notice.outTradeNo, provider: providerName });
    if (!attempt) throw new InvalidNotificationError(`unknown out_trade_no ${notice.outTradeNo}`);
    if (notice.amountFen !== attempt.amountFen) {
      throw new InvalidNotificationError(`amount ${notice.amountFen} differs from ${attempt.amountFen}`);
    }
    const recorded = () =>
      em.fork().findOne(ProviderPayment, { provider: providerName, transactionRef: notice.transactionRef });
    const known = await recorded();
    if (known) return this.replayOf(known, attempt);
    try {
      return await transactionalWithRetry(em, (tx) => this.recordPayment(tx, providerName, attempt, notice));
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      // A copy of this notification arriving at the same time recorded it first.
      const winner = await recorded();
      if (winner) return this.replayOf(winner, attempt);
      throw new InvalidNotificationError(`transaction ${notice.transactionRef} already credited another attempt`);
    }
  }

  private replayOf(payment: ProviderPayment, attempt: PaymentAttempt): 'replayed' {
    if (payment.attempt.id !== attempt.id) {
      throw new InvalidNotificationError(`transaction ${payment.transactionRef} already credited another attempt`);
    }
    return 'replayed';
  }

  /**
   * Inside the notification's transaction: the payment's row first (its unique key makes a concurrent copy wait
   * here and then fail), then the order paid with it, or else the money marked to return.
   */
  private async recordPayment(
    tx: EntityManager,
    providerName: ProviderName,
    attempt: PaymentAttempt,
    notice: VerifiedNotification,
  ): Promise<'paid' | 'to-return'> {
    const payment = tx.create(ProviderPayment, {
      provider: providerName,
      transactionRef: notice.transactionRef,
      attempt: attempt.id,
      orderId: attempt.orderId,
      amountFen: notice.amountFen,
      paidAt: notice.paidAt,
      receivedAt: this.clock.now(),
      status: ProviderPaymentStatus.BOOKED,
      returnReason: null,
    });
    await tx.flush();
    const refusal = await this.payOrder(tx, providerName, attempt, notice);
    if (refusal === null) return 'paid';
    await this.failAttempt(tx, attempt, refusal, notice.transactionRef);
    payment.status = ProviderPaymentStatus.TO_RETURN;
    payment.returnReason = (await this.orders.isPaid(tx, attempt.orderId)) ? ReturnReason.DUPLICATE : ReturnReason.LATE;
    await tx.flush();
    // Nobody has to remember it: the refund is created now and asked of the provider once this commits.
    await this.returnPayment(tx, payment, attempt);
    return 'to-return';
  }

  /** Marks the order paid with the notified money; null when it did, else why the order could not take it. */
  private async payOrder(
    tx: EntityManager,
    providerName: ProviderName,
    attempt: PaymentAttempt,
    notice: VerifiedNotification,
  ): Promise<ErrorCode | null> {
    // Paid after the 30-minute window, even if the order has not been cancelled yet: invalid order.
    if (notice.paidAt.getTime() >= attempt.orderExpiresAt.getTime()) return 'ORDER_EXPIRED';
    try {
      await this.orders.markPaid(tx, attempt.orderId, {
        method: attempt.viaFriendLink ? 'friend' : providerName,
        transactionRef: notice.transactionRef,
        paidAt: notice.paidAt,
        amountFen: notice.amountFen,
      });
    } catch (error) {
      // The order could not take the money any more (cancelled, paid otherwise).
      if (error instanceof DomainError) return error.code;
      throw error;
    }
    await this.decideAttempt(tx, attempt, AttemptEvent.SUCCEED, {
      transactionRef: notice.transactionRef,
      paidAt: notice.paidAt,
    });
    return null;
  }

  /**
   * The provider says the attempt was never paid and never will be (asked after its order's window): it fails as
   * expired, unless a notification decided it meanwhile. True when this call closed it.
   */
  async closeUnpaid(em: EntityManager, attempt: PaymentAttempt): Promise<boolean> {
    return transactionalWithRetry(em, async (tx) => {
      const current = await tx.findOneOrFail(PaymentAttempt, attempt.id, { refresh: true });
      if (!this.attemptFlow.allows(current.status, AttemptEvent.CLOSE)) return false;
      // The UPDATE checks the state again: a notification committing meanwhile wins.
      return this.attemptFlow.fire(tx, current, AttemptEvent.CLOSE, {
        actor: systemActor,
        changes: { failureCode: 'ORDER_EXPIRED' },
      });
    });
  }

  /** Records why the money could not be booked, on an attempt still pending (a later one keeps its first verdict). */
  private async failAttempt(
    em: EntityManager,
    attempt: PaymentAttempt,
    failureCode: ErrorCode,
    transactionRef: string,
  ): Promise<void> {
    await this.decideAttempt(em, attempt, AttemptEvent.FAIL, { failureCode, transactionRef });
  }

  /**
   * Fires the attempt's event as the shop, on an attempt still pending: a later notification (another transaction
   * for the same attempt) leaves the first verdict as it is.
   */
  private async decideAttempt(
    em: EntityManager,
    attempt: PaymentAttempt,
    event: AttemptEvent,
    changes: Partial<PaymentAttempt>,
  ): Promise<void> {
    if (this.attemptFlow.allows(attempt.status, event)) {
      await this.attemptFlow.fire(em, attempt, event, { actor: systemActor, changes });
    }
  }
}
