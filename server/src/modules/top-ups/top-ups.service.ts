import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import QRCode from 'qrcode';
import { requireUser, type RequestContext } from '../../platform/auth/index.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { DomainError } from '../../platform/errors/index.js';
import { systemActor } from '../../platform/flows/flow.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { formatFen } from '../payments/payment-amounts.js';
import {
  InvalidNotificationError,
  type PaymentProvider,
  type ProviderCallback,
  type ProviderName,
} from '../payments/payment-provider.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { TopUp, TopUpStatus } from './top-ups.entities.js';
import { createTopUpFlow, TopUpEvent, type TopUpFlow } from './top-ups.states.js';

/** Where providers POST a top-up's signed notification (its `notify_url`), followed by the provider's name. */
export const TOPUP_NOTIFY_PATH = '/api/pay/topup-notify';

const MAX_FEN = 2 ** 31 - 1;
const MS_PER_DAY = 86_400_000;

/** Limits of top-ups (config TOPUP_*), in fen. */
export interface TopUpSettings {
  minimumFen: number;
  /** The most one top-up may be. */
  maximumFen: number;
  /** The most a user's paid top-ups may add up to in one UTC day. */
  dailyLimitFen: number;
}

export const defaultTopUpSettings: TopUpSettings = {
  minimumFen: 100,
  maximumFen: 5_000_000,
  dailyLimitFen: 10_000_000,
};

/** A started top-up: the provider's page to pay on and its QR code. */
export interface TopUpStartView {
  topUp: TopUp;
  payUrl: string;
  qrContent: string;
  qrCodeSvg: string;
}

export interface TopUpsDependencies {
  clock: Clock;
  wallet: Pick<WalletService, 'creditTopUp'>;
  providers: ReadonlyMap<ProviderName, PaymentProvider>;
  settings: TopUpSettings;
}

/**
 * Topping up the balance through WeChat Pay or Alipay: start a top-up within the limits, take the provider's
 * signed notification exactly once and credit the balance with one TOPUP ledger entry (reference: the top-up id).
 */
export class TopUpsService {
  readonly flow: TopUpFlow;

  constructor(private readonly deps: TopUpsDependencies) {
    this.flow = createTopUpFlow({
      credit: async ({ em, subject }) => {
        await this.deps.wallet.creditTopUp(em, subject.user.id, subject.amountFen, subject.id);
      },
    });
  }

  get settings(): TopUpSettings {
    return this.deps.settings;
  }

  get availableProviders(): ProviderName[] {
    return [...this.deps.providers.keys()];
  }

  async start(ctx: RequestContext, amountFen: number, providerName: ProviderName): Promise<TopUpStartView> {
    const userId = Number(requireUser(ctx).id);
    const { settings, clock } = this.deps;
    const provider = this.deps.providers.get(providerName);
    if (!provider) throw new DomainError('PAYMENT_METHOD_UNAVAILABLE', { field: ['input', 'method'] });
    if (
      !Number.isSafeInteger(amountFen) ||
      amountFen > MAX_FEN ||
      amountFen < settings.minimumFen ||
      amountFen > settings.maximumFen
    ) {
      throw new DomainError('TOPUP_AMOUNT_OUT_OF_RANGE', {
        field: ['input', 'amountFen'],
        params: { minimum: formatFen(settings.minimumFen), maximum: formatFen(settings.maximumFen) },
      });
    }
    const now = clock.now();
    const paidToday = await this.paidSince(
      ctx.em,
      userId,
      new Date(Math.floor(now.getTime() / MS_PER_DAY) * MS_PER_DAY),
    );
    if (paidToday + amountFen > settings.dailyLimitFen) {
      throw new DomainError('TOPUP_DAILY_LIMIT', {
        field: ['input', 'amountFen'],
        params: { remaining: formatFen(Math.max(settings.dailyLimitFen - paidToday, 0)) },
      });
    }
    const outTradeNo = `CMTU${userId}T${randomBytes(10).toString('hex')}`;
    const topUp = ctx.em.create(TopUp, {
      user: userId,
      amountFen,
      provider: provider.name,
      outTradeNo,
      status: TopUpStatus.PENDING,
      transactionRef: null,
      createdAt: now,
      paidAt: null,
    });
    await ctx.em.flush();
    const start = await provider.createPayment({
      outTradeNo,
      amountFen,
      subject: `CircuitMart top-up ${topUp.id}`,
      returnPath: '/user/wallet',
      notifyPath: `${TOPUP_NOTIFY_PATH}/${provider.name}`,
    });
    // A top-up is started without a device: a desktop's scan-to-pay, which every provider answers.
    if (start.action !== 'scan') throw new Error(`${provider.name} started a top-up with ${start.action}`);
    const { payUrl, qrContent } = start;
    return { topUp, payUrl, qrContent, qrCodeSvg: await QRCode.toString(qrContent, { type: 'svg', margin: 1 }) };
  }

  /** The signed-in user's own top-up; another's is NOT_FOUND. */
  async topUpOf(ctx: RequestContext, id: number): Promise<TopUp> {
    const userId = Number(requireUser(ctx).id);
    const topUp = await ctx.em.findOne(TopUp, { id, user: userId }, { refresh: true });
    if (!topUp) throw new DomainError('NOT_FOUND');
    return topUp;
  }

  /**
   * Takes a provider's notification of a top-up: checks signature, reference and amount, then marks the top-up
   * paid and credits the balance in one transaction. The flow's conditional UPDATE lets exactly one notification
   * do that: a replay, a concurrent copy, or another transaction of a top-up already paid (a real provider takes
   * one payment per `out_trade_no`) changes nothing and is acknowledged. Throws InvalidNotificationError for
   * anything forged or tampered with; the caller logs and refuses it.
   */
  async handleNotification(
    em: EntityManager,
    providerName: string,
    callback: ProviderCallback,
  ): Promise<'paid' | 'replayed'> {
    const provider = this.deps.providers.get(providerName as ProviderName);
    if (!provider) throw new InvalidNotificationError(`no provider ${providerName}`);
    const notice = await provider.verifyNotification(callback);
    const topUp = await em.findOne(TopUp, { outTradeNo: notice.outTradeNo, provider: provider.name });
    if (!topUp) throw new InvalidNotificationError(`unknown out_trade_no ${notice.outTradeNo}`);
    if (notice.amountFen !== topUp.amountFen) {
      throw new InvalidNotificationError(`amount ${notice.amountFen} differs from ${topUp.amountFen}`);
    }
    if (!this.flow.allows(topUp.status, TopUpEvent.PAY)) return 'replayed';
    try {
      const paid = await transactionalWithRetry(em, (tx) =>
        this.flow.fire(tx, topUp, TopUpEvent.PAY, {
          actor: systemActor,
          changes: { transactionRef: notice.transactionRef, paidAt: notice.paidAt },
        }),
      );
      return paid ? 'paid' : 'replayed';
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      throw new InvalidNotificationError(`transaction ${notice.transactionRef} already credited another top-up`);
    }
  }

  private async paidSince(em: EntityManager, userId: number, since: Date): Promise<number> {
    const rows = await em.find(
      TopUp,
      { user: userId, status: TopUpStatus.PAID, paidAt: { $gte: since } },
      { fields: ['amountFen'], disableIdentityMap: true },
    );
    return rows.reduce((sum, row) => sum + row.amountFen, 0);
  }
}
