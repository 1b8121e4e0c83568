import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import QRCode from 'qrcode';
import { requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { User } from '../identity/identity.entities.js';
import { displayNameOf } from '../identity/session.service.js';
import type { NotificationService } from '../messages/notification.service.js';
import type { PayableOrder, PayableOrders } from './payable-orders.js';
import type {
  PayerDevice,
  PaymentChannel,
  PaymentProvider,
  PaymentStart,
  ProviderCallback,
  ProviderName,
} from './payment-provider.js';
import { FriendPayLink, PaymentAttempt } from './payments.entities.js';
import { createAttemptFlow, type AttemptFlow } from './payments.states.js';
import { paymentResultOf, type PaymentResult } from './payment-result.js';
import { ProviderNotifications, type ReturnPayment } from './provider-notifications.js';

/** Where the payer is sent to pay, and what the cashier shows meanwhile. */
export type PaymentStartView = PaymentStart & {
  orderId: number;
  orderNumber: string;
  provider: ProviderName;
  outTradeNo: string;
  amountFen: number;
  expiresAt: Date;
  /** The QR code of a scan-to-pay start's `qrContent` as an SVG document, ready to show; null for the others. */
  qrCodeSvg: string | null;
};

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
  /** Takes what providers say of payments, by notification or by the reconciliation job's query. */
  readonly providerNotifications: ProviderNotifications;

  constructor(
    private readonly clock: Clock,
    private readonly orders: PayableOrders,
    private readonly providers: ReadonlyMap<ProviderName, PaymentProvider>,
    private readonly notifications: NotificationService,
    /** Gives back, through its provider, money that could not pay its order (the refund engine). */
    returnPayment: ReturnPayment,
  ) {
    this.attemptFlow = createAttemptFlow({
      notifyOwnerOfFriendPayment: async ({ em, subject }) => {
        if (subject.viaFriendLink) await this.notifyOwnerOfFriendPayment(em, subject);
      },
    });
    this.providerNotifications = new ProviderNotifications(clock, orders, providers, this.attemptFlow, returnPayment);
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

  async createPayment(
    ctx: RequestContext,
    orderId: number,
    provider: ProviderName,
    device?: PayerDevice,
  ): Promise<PaymentStartView> {
    const payer = requireUser(ctx);
    const order = await this.openOrder(ctx, orderId);
    return this.startAttempt(ctx, order, Number(payer.id), provider, false, device);
  }

  /**
   * Where the payer's browser must go before paying through `provider` from `channel` (WeChat JSAPI: the official
   * account's OAuth2 page, back to `pagePath`, a path of the shop); null when it may start the payment at once.
   */
  authorizationUrl(
    ctx: RequestContext,
    provider: ProviderName,
    channel: PaymentChannel,
    pagePath: string,
  ): string | null {
    requireUser(ctx);
    if (!pagePath.startsWith('/') || pagePath.startsWith('//')) {
      throw new DomainError('INVALID_INPUT', { params: { field: 'pagePath' }, field: ['pagePath'] });
    }
    return this.providers.get(provider)?.authorizationUrl?.(channel, pagePath) ?? null;
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

  async createFriendPayment(
    ctx: RequestContext,
    token: string,
    provider: ProviderName,
    device?: PayerDevice,
  ): Promise<PaymentStartView> {
    const payer = requireUser(ctx);
    const { order } = await this.orderBehindLink(ctx, token);
    return this.startAttempt(ctx, order, Number(payer.id), provider, true, device);
  }

  /**
   * Takes a provider's notification: checks signature, order reference and amount, then records the payment
   * once (provider and transaction id are unique) and, in the same transaction, marks the order paid with it.
   * Money that cannot pay its order (a second payment of a paid order; a payment for an order cancelled,
   * expired or paid after its window) is recorded as money to return and refunded through the provider at once
   * (staff see it returning, then returned).
   * A replay (same transaction) changes nothing and is acknowledged again. Throws InvalidNotificationError for
   * anything forged or tampered with; the caller logs and refuses it.
   */
  handleNotification(
    em: EntityManager,
    providerName: string,
    callback: ProviderCallback,
  ): Promise<'paid' | 'replayed' | 'to-return'> {
    return this.providerNotifications.handle(em, providerName, callback);
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
    device: PayerDevice | undefined,
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
      expiresAt: order.expiresAt,
      ...(device && { device: { ...device, ip: ctx.ip } }),
    });
    return {
      orderId: order.id,
      orderNumber: order.number,
      provider: provider.name,
      outTradeNo,
      amountFen: order.payableFen,
      expiresAt: order.expiresAt,
      ...start,
      qrCodeSvg: start.action === 'scan' ? await QRCode.toString(start.qrContent, { type: 'svg', margin: 1 }) : null,
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
