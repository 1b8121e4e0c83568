import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { systemActor } from '../../platform/flows/flow.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import {
  InvalidNotificationError,
  type PaymentProvider,
  type ProviderCallback,
  type ProviderName,
  type VerifiedRefundNotification,
} from './payment-provider.js';
import { ProviderPayment, type PaymentAttempt } from './payments.entities.js';
import { Refund, RefundMethod, RefundStatus } from './refunds.entities.js';
import { newOutRefundNo } from './refunds.service.js';
import { RefundEvent, type RefundFlow } from './refunds.states.js';

export const REFUND_JOB = 'refund-provider-call';
/** One job per refund: scheduling it again (a resume) replaces it, and it runs on one server copy only. */
export const refundJobKey = (refundId: number) => `${REFUND_JOB}/${refundId}`;

/** How the provider's word on a refund ended: it settled it now, or it had been settled already. */
export type RefundNotificationOutcome = 'settled' | 'failed' | 'replayed';

/**
 * Refunds through WeChat Pay and Alipay: the provider is asked by a job after the refund's transaction committed
 * (retried with the same refund number, which the provider refunds once), and its signed notification settles the
 * refund by one conditional UPDATE, so a replayed or concurrent copy changes nothing. Also returns, through the
 * provider, money that never paid its order (a late or second payment).
 */
export class RefundProviderCalls {
  constructor(
    private readonly clock: Clock,
    private readonly jobs: JobScheduler,
    private readonly afterCommit: AfterCommit,
    private readonly forkEm: () => EntityManager,
    private readonly providers: ReadonlyMap<ProviderName, PaymentProvider>,
    private readonly flow: () => RefundFlow,
  ) {
    jobs.register<{ refundId: number }>(REFUND_JOB, (payload) => this.callProvider(payload.refundId));
    jobs.resumeWith(() => this.resumeUnasked());
  }

  /** Inside the refund's transaction: the provider is asked once it has committed. */
  async requestAfterCommit(em: EntityManager, refund: Refund): Promise<void> {
    const refundId = refund.id;
    await this.afterCommit.run(em, () =>
      this.jobs.schedule(REFUND_JOB, { refundId }, { key: refundJobKey(refundId), runAt: this.clock.now() }),
    );
  }

  /**
   * A provider payment marked to return (it could not pay its order), in the transaction that marked it: refunded
   * in full through the provider under the key `provider-payment/<id>`; the order's refunded total is not touched.
   */
  async returnPayment(em: EntityManager, payment: ProviderPayment, attempt: PaymentAttempt): Promise<void> {
    const refund = em.create(Refund, {
      orderId: attempt.orderId,
      orderNumber: attempt.orderNumber,
      buyer: attempt.owner.id,
      key: `provider-payment/${payment.id}`,
      amountFen: payment.amountFen,
      method: payment.provider === 'alipay' ? RefundMethod.ALIPAY : RefundMethod.WECHAT,
      status: RefundStatus.PENDING,
      reason: `${payment.returnReason === 'duplicate' ? 'Second' : 'Late'} payment ${payment.transactionRef} returned`,
      outRefundNo: newOutRefundNo(attempt.orderId),
      provider: payment.provider,
      outTradeNo: attempt.outTradeNo,
      transactionRef: payment.transactionRef,
      paymentTotalFen: payment.amountFen,
      providerRefundRef: null,
      requestedAt: null,
      providerPayment: payment.id,
      bookedOnOrder: false,
      actor: null,
      createdAt: this.clock.now(),
      settledAt: null,
      settledBy: null,
      transferProofPaths: null,
      failureReason: null,
    });
    payment.returnStartedAt = this.clock.now();
    await em.flush();
    await this.requestAfterCommit(em, refund);
  }

  /** The job: asks the provider for a pending refund not asked yet; throws (to be retried) when it cannot. */
  async callProvider(refundId: number): Promise<void> {
    const em = this.forkEm();
    const refund = await em.findOne(Refund, refundId);
    if (!refund?.provider || refund.status !== RefundStatus.PENDING || refund.requestedAt) return;
    const provider = this.providers.get(refund.provider as ProviderName);
    if (!provider) throw new Error(`No payment provider ${refund.provider} to refund ${refund.outRefundNo}`);
    const answer = await provider.refund({
      outTradeNo: refund.outTradeNo!,
      transactionRef: refund.transactionRef!,
      outRefundNo: refund.outRefundNo,
      refundFen: refund.amountFen,
      totalFen: refund.paymentTotalFen!,
      reason: refund.reason,
    });
    await em.nativeUpdate(Refund, { id: refundId, requestedAt: null }, { requestedAt: this.clock.now() });
    if (answer.status === 'SUCCEEDED') {
      await this.settle(em, refund, { status: 'SUCCEEDED', refundRef: answer.refundRef, at: answer.settledAt });
    } else if (answer.status === 'FAILED') {
      await this.settle(em, refund, { status: 'FAILED', refundRef: null, at: this.clock.now(), reason: answer.reason });
    }
  }

  /**
   * A refund the provider never took: its call was lost on the way (the provider says it does not know it), or
   * never got through (the job gave up while the provider was down). It is asked again, by the same job and under
   * the same number; the conditional UPDATE lets one of two concurrent callers reopen it.
   */
  async askAgain(refund: Refund): Promise<boolean> {
    if (refund.requestedAt) {
      const reopened = await this.forkEm().nativeUpdate(
        Refund,
        { id: refund.id, status: RefundStatus.PENDING, requestedAt: refund.requestedAt },
        { requestedAt: null },
      );
      if (reopened !== 1) return false;
    }
    await this.jobs.schedule(
      REFUND_JOB,
      { refundId: refund.id },
      { key: refundJobKey(refund.id), runAt: this.clock.now() },
    );
    return true;
  }

  /** Every provider refund created but never asked (its process died between commit and job): asked again. */
  async resumeUnasked(): Promise<number> {
    const waiting = await this.forkEm().find(
      Refund,
      { status: RefundStatus.PENDING, provider: { $ne: null }, requestedAt: null },
      { fields: ['id'], orderBy: { id: 'asc' } },
    );
    for (const { id } of waiting) {
      await this.jobs.schedule(REFUND_JOB, { refundId: id }, { key: refundJobKey(id), runAt: this.clock.now() });
    }
    return waiting.length;
  }

  /**
   * A provider's signed refund notification (POST /api/pay/refund-notify/<provider>): verified, matched to our
   * refund by number, amount and payment, then settled once. Throws InvalidNotificationError for anything forged.
   */
  async handleNotification(
    em: EntityManager,
    providerName: string,
    callback: ProviderCallback,
  ): Promise<RefundNotificationOutcome> {
    const provider = this.providers.get(providerName as ProviderName);
    if (!provider) throw new InvalidNotificationError(`no provider ${providerName}`);
    return this.take(em, provider.name, await provider.verifyRefundNotification(callback));
  }

  /**
   * The provider's word on a refund, by its notification or by its answer to the reconciliation job's query:
   * matched to our refund, then settled once (the same path for both).
   */
  async take(
    em: EntityManager,
    providerName: ProviderName,
    notice: VerifiedRefundNotification,
  ): Promise<RefundNotificationOutcome> {
    const refund = await em.findOne(Refund, { outRefundNo: notice.outRefundNo, provider: providerName });
    if (!refund) throw new InvalidNotificationError(`unknown out_refund_no ${notice.outRefundNo}`);
    if (notice.refundFen !== refund.amountFen || notice.outTradeNo !== refund.outTradeNo) {
      throw new InvalidNotificationError(`refund ${notice.outRefundNo} differs from ours`);
    }
    return this.settle(em, refund, notice);
  }

  private async settle(
    em: EntityManager,
    refund: Refund,
    notice: Pick<VerifiedRefundNotification, 'at'> & {
      status: VerifiedRefundNotification['status'];
      refundRef: string | null;
      reason?: string;
    },
  ): Promise<RefundNotificationOutcome> {
    try {
      return await transactionalWithRetry(em, async (tx) => {
        const current = await tx.findOneOrFail(Refund, refund.id, { refresh: true });
        if (current.status !== RefundStatus.PENDING) return 'replayed';
        const succeeded = notice.status === 'SUCCEEDED';
        // The UPDATE checks the state again: of two copies arriving together only one settles it.
        const changed = await this.flow().fire(tx, current, succeeded ? RefundEvent.SUCCEED : RefundEvent.FAIL, {
          actor: systemActor,
          changes: {
            ...(notice.refundRef && { providerRefundRef: notice.refundRef }),
            ...(succeeded
              ? { settledAt: notice.at }
              : { failureReason: (notice.reason ?? 'refund failed').slice(0, 200) }),
          },
        });
        if (!changed) return 'replayed';
        return succeeded ? 'settled' : 'failed';
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new InvalidNotificationError(`refund id ${notice.refundRef} already settled another refund`);
      }
      throw error;
    }
  }
}
