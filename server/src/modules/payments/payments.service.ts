import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import QRCode from 'qrcode';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { requireUser, type RequestContext } from '../../platform/auth/index.js';
import { systemActor } from '../../platform/flows/flow.js';
import { DomainError, type ErrorCode } from '../../platform/errors/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { User } from '../identity/identity.entities.js';
import { displayNameOf } from '../identity/session.service.js';
import type { NotificationService } from '../messages/notification.service.js';
import type { PayableOrder, PayableOrders } from './payable-orders.js';
import {
  InvalidNotificationError,
  type PaymentProvider,
  type ProviderName,
  type VerifiedNotification,
} from './payment-provider.js';
import {
  FriendPayLink,
  PaymentAttempt,
  ProviderPayment,
  ProviderPaymentStatus,
  ReturnReason,
} from './payments.entities.js';
import { AttemptEvent, createAttemptFlow, type AttemptFlow } from './payments.states.js';
import { paymentResultOf, type PaymentResult } from './payment-result.js';

/** Where the payer is sent to pay, and what the cashier shows meanwhile. */
export interface PaymentStartView {
  orderId: number;
  orderNumber: string;
  provider: ProviderName;
  outTradeNo: string;
  amountFen: number;
  expiresAt: Date;
  payUrl: string;
  qrContent: string;
  /** The QR code of `qrContent` as an SVG document, ready to show. */
  qrCodeSvg: string;
}

/** The order as the friend paying it sees it: no address, no items, nothing private. */
export interface FriendPayOrderView {
  orderId: number;
  orderNumber: string;
  payableFen: number;
  expiresAt: Date;
}

/**
 * Paying an order through a provider (WeChat Pay, Alipay): start a payment, take the provider's signed
 * notification exactly once, tell the cashier how it went; and friends paying through a share link.
 */
export class PaymentsService {
  readonly attemptFlow: AttemptFlow;

  constructor(
    private readonly clock: Clock,
    private readonly orders: PayableOrders,
    private readonly providers: ReadonlyMap<ProviderName, PaymentProvider>,
    private readonly notifications: NotificationService,
  ) {
    this.attemptFlow = createAttemptFlow({
      notifyOwnerOfFriendPayment: async ({ em, subject }) => {
        if (subject.viaFriendLink) await this.notifyOwnerOfFriendPayment(em, subject);
      },
    });
  }

  get availableProviders(): ProviderName[] {
    return [...this.providers.keys()];
  }

  /**
   * The order the signed-in user may pay now. Another user's order is NOT_FOUND; one that is paid,
   * cancelled or past its 30-minute window is refused by the orders module ("invalid order, so the payment failed").
   */
  async openOrder(ctx: RequestContext, orderId: number): Promise<PayableOrder> {
    requireUser(ctx);
    return this.orders.payableOrder(ctx, orderId);
  }

  async createPayment(ctx: RequestContext, orderId: number, provider: ProviderName): Promise<PaymentStartView> {
    const payer = requireUser(ctx);
    const order = await this.openOrder(ctx, orderId);
    return this.startAttempt(ctx, order, Number(payer.id), provider, false);
  }

  /** A link through which another signed-in user can pay the order; one per order, dying with its window. */
  async createFriendPayLink(ctx: RequestContext, orderId: number): Promise<FriendPayLink> {
    const owner = requireUser(ctx);
    const order = await this.openOrder(ctx, orderId);
    const existing = await ctx.em.findOne(FriendPayLink, { orderId: order.id });
    if (existing) return existing;
    const link = ctx.em.create(FriendPayLink, {
      token: randomBytes(24).toString('base64url'),
      orderId: order.id,
      owner: Number(owner.id),
      createdAt: this.clock.now(),
      expiresAt: order.expiresAt,
    });
    try {
      await ctx.em.flush();
      return link;
    } catch (error) {
      // The owner clicked twice at once: the other request's link is the one.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      return ctx.em.fork().findOneOrFail(FriendPayLink, { orderId: order.id });
    }
  }

  async friendPayOrder(ctx: RequestContext, token: string): Promise<FriendPayOrderView> {
    const { order } = await this.orderBehindLink(ctx, token);
    return { orderId: order.id, orderNumber: order.number, payableFen: order.payableFen, expiresAt: order.expiresAt };
  }

  async createFriendPayment(ctx: RequestContext, token: string, provider: ProviderName): Promise<PaymentStartView> {
    const payer = requireUser(ctx);
    const { order } = await this.orderBehindLink(ctx, token);
    return this.startAttempt(ctx, order, Number(payer.id), provider, true);
  }

  /**
   * Takes a provider's notification: checks signature, order reference and amount, then records the payment
   * once (provider and transaction id are unique) and, in the same transaction, marks the order paid with it.
   * Money that cannot pay its order (a second payment of a paid order; a payment for an order cancelled,
   * expired or paid after its window) is recorded as money to return, for staff to see until it is refunded.
   * A replay (same transaction) changes nothing and is acknowledged again. Throws InvalidNotificationError for
   * anything forged or tampered with; the caller logs and refuses it.
   */
  async handleNotification(
    em: EntityManager,
    providerName: string,
    fields: Record<string, unknown>,
  ): Promise<'paid' | 'replayed' | 'to-return'> {
    const provider = this.providers.get(providerName as ProviderName);
    if (!provider) throw new InvalidNotificationError(`no provider ${providerName}`);
    const notice = provider.verifyNotification(fields);
    const attempt = await em.findOne(PaymentAttempt, { outTradeNo: notice.outTradeNo, provider: provider.name });
    if (!attempt) throw new InvalidNotificationError(`unknown out_trade_no ${notice.outTradeNo}`);
    if (notice.amountFen !== attempt.amountFen) {
      throw new InvalidNotificationError(`amount ${notice.amountFen} differs from ${attempt.amountFen}`);
    }
    const recorded = () =>
      em.fork().findOne(ProviderPayment, { provider: provider.name, transactionRef: notice.transactionRef });
    const known = await recorded();
    if (known) return this.replayOf(known, attempt);
    try {
      return await transactionalWithRetry(em, (tx) => this.recordPayment(tx, provider.name, attempt, notice));
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

  /** How paying the order went, for its owner or a friend who paid it. */
  paymentResult(ctx: RequestContext, orderId: number): Promise<PaymentResult> {
    return paymentResultOf(ctx, orderId, this.orders);
  }

  private async startAttempt(
    ctx: RequestContext,
    order: PayableOrder,
    payerId: number,
    providerName: ProviderName,
    viaFriendLink: boolean,
  ): Promise<PaymentStartView> {
    const provider = this.providers.get(providerName);
    if (!provider) throw new DomainError('PAYMENT_METHOD_UNAVAILABLE', { field: ['input', 'method'] });
    const outTradeNo = `CM${order.id}T${randomBytes(10).toString('hex')}`;
    ctx.em.create(PaymentAttempt, {
      orderId: order.id,
      orderNumber: order.number,
      owner: order.userId,
      payer: payerId,
      provider: provider.name,
      viaFriendLink,
      outTradeNo,
      amountFen: order.payableFen,
      orderExpiresAt: order.expiresAt,
      failureCode: null,
      transactionRef: null,
      createdAt: this.clock.now(),
      paidAt: null,
    });
    await ctx.em.flush();
    const start = await provider.createPayment({
      outTradeNo,
      amountFen: order.payableFen,
      subject: `CircuitMart ${order.number}`,
      returnPath: `/shoppingCart/paySuccess?orderId=${order.id}`,
    });
    return {
      orderId: order.id,
      orderNumber: order.number,
      provider: provider.name,
      outTradeNo,
      amountFen: order.payableFen,
      expiresAt: order.expiresAt,
      ...start,
      qrCodeSvg: await QRCode.toString(start.qrContent, { type: 'svg', margin: 1 }),
    };
  }

  /**
   * The order a share link is for, looked up as its owner (the link is the owner's permission to show and
   * pay it); an unknown or expired link is FRIEND_PAY_LINK_INVALID.
   */
  private async orderBehindLink(ctx: RequestContext, token: string): Promise<{ order: PayableOrder }> {
    requireUser(ctx);
    const link = token ? await ctx.em.findOne(FriendPayLink, { token }) : null;
    if (!link || link.expiresAt.getTime() <= this.clock.now().getTime()) {
      throw new DomainError('FRIEND_PAY_LINK_INVALID', { field: ['input', 'token'] });
    }
    const asOwner: RequestContext = {
      ...ctx,
      user: { id: String(link.owner.id), displayName: '', roles: ['buyer'] },
    };
    return { order: await this.openOrder(asOwner, link.orderId) };
  }

  private async notifyOwnerOfFriendPayment(em: EntityManager, attempt: PaymentAttempt): Promise<void> {
    const friend = await em.findOneOrFail(User, attempt.payer.id);
    await this.notifications.notify(em, attempt.owner.id, {
      kind: 'system',
      templateKey: 'friendPaid',
      params: { friend: displayNameOf(friend), orderNumber: attempt.orderNumber },
      link: `/shoppingCart/paySuccess?orderId=${attempt.orderId}`,
    });
  }
}
