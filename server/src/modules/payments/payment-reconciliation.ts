import type { EntityManager } from '@mikro-orm/sql';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import type { PaymentProvider, ProviderName } from './payment-provider.js';
import { PaymentAttempt, PaymentAttemptStatus } from './payments.entities.js';
import type { ProviderNotifications } from './provider-notifications.js';
import type { RefundProviderCalls } from './refund-provider-calls.js';
import { Refund, RefundStatus } from './refunds.entities.js';

export interface PaymentReconciliationSettings {
  /** How often the job runs (config PAYMENT_RECONCILE_INTERVAL_SECONDS). */
  intervalMs: number;
  /** How long a payment attempt or a refund call waits for its notification before the provider is asked. */
  afterMs: number;
}

export const RECONCILIATION_JOB = 'payment-reconciliation';
/**
 * One job per run time, on the interval's grid: every server copy schedules the same next run under the same key,
 * so it runs once, on one copy; a run schedules the next before it ends.
 */
const reconciliationJobKey = (runAt: Date) => `${RECONCILIATION_JOB}/${runAt.toISOString()}`;

/** Attempts are asked about for a day after their order's window: by then every provider has closed the trade. */
const ASK_FOR_MS = 24 * 3600_000;
const PAGE = 100;

/** What one run found and did, by kind. */
export interface ReconciliationRun {
  paid: number;
  toReturn: number;
  closed: number;
  refundsSettled: number;
  refundsAskedAgain: number;
  failures: number;
}

/**
 * The reconciliation job: asks the providers about what their notifications should have told and did not. A
 * payment attempt still pending some minutes after it started, and a refund the provider took but never confirmed,
 * are settled from the provider's answer through the very paths a notification takes, so each is settled once
 * whichever comes first: a payment pays its order (or, too late, becomes money to return); a trade never paid
 * closes its attempt once its order's window is over; a refund the provider never received is asked again under
 * the same number. Works for every provider, the sandbox included.
 */
export class PaymentReconciliation {
  constructor(
    private readonly clock: Clock,
    private readonly jobs: JobScheduler,
    private readonly forkEm: () => EntityManager,
    private readonly providers: ReadonlyMap<ProviderName, PaymentProvider>,
    private readonly payments: ProviderNotifications,
    private readonly refunds: RefundProviderCalls,
    private readonly settings: PaymentReconciliationSettings,
  ) {
    jobs.register(RECONCILIATION_JOB, () => this.runAndScheduleNext());
    jobs.resumeWith(() => this.scheduleNext());
  }

  /** Schedules the next run on the interval's grid (the same key on every copy). */
  async scheduleNext(): Promise<void> {
    const interval = this.settings.intervalMs;
    const runAt = new Date((Math.floor(this.clock.now().getTime() / interval) + 1) * interval);
    await this.jobs.schedule(RECONCILIATION_JOB, {}, { key: reconciliationJobKey(runAt), runAt });
  }

  /**
   * One run. A provider that cannot be reached for one payment or refund does not hold up the others; the run then
   * fails at its end, so the failure is logged and the platform retries it (everything in it is idempotent).
   */
  async run(): Promise<ReconciliationRun> {
    const done: ReconciliationRun = {
      paid: 0,
      toReturn: 0,
      closed: 0,
      refundsSettled: 0,
      refundsAskedAgain: 0,
      failures: 0,
    };
    const errors: unknown[] = [];
    const attempt = async (work: () => Promise<void>) => {
      try {
        await work();
      } catch (error) {
        done.failures += 1;
        errors.push(error);
      }
    };
    for await (const pending of this.pendingAttempts()) {
      await attempt(() => this.reconcilePayment(pending, done));
    }
    for await (const refund of this.unconfirmedRefunds()) {
      await attempt(() => this.reconcileRefund(refund, done));
    }
    if (errors.length > 0) {
      throw new AggregateError(errors, `Payment reconciliation: ${errors.length} providers' answers missing`);
    }
    return done;
  }

  private async runAndScheduleNext(): Promise<void> {
    try {
      await this.run();
    } finally {
      await this.scheduleNext();
    }
  }

  private async reconcilePayment(pending: PaymentAttempt, done: ReconciliationRun): Promise<void> {
    const provider = this.providers.get(pending.provider as ProviderName);
    if (!provider) return;
    const answer = await provider.queryPayment(pending.outTradeNo);
    if (answer.status === 'PAID') {
      const outcome = await this.payments.take(this.forkEm(), provider.name, answer.payment);
      if (outcome === 'paid') done.paid += 1;
      if (outcome === 'to-return') done.toReturn += 1;
    } else if (answer.status === 'CLOSED' && this.clock.now().getTime() >= pending.orderExpiresAt.getTime()) {
      // Before the window ends, "closed" may still be "not opened yet" (Alipay knows a trade once the payer has).
      if (await this.payments.closeUnpaid(this.forkEm(), pending)) done.closed += 1;
    }
  }

  private async reconcileRefund(refund: Refund, done: ReconciliationRun): Promise<void> {
    const provider = this.providers.get(refund.provider as ProviderName);
    if (!provider) return;
    if (!refund.requestedAt) {
      if (await this.refunds.askAgain(refund)) done.refundsAskedAgain += 1;
      return;
    }
    const answer = await provider.queryRefund({ outTradeNo: refund.outTradeNo!, outRefundNo: refund.outRefundNo });
    if ('refundRef' in answer) {
      const outcome = await this.refunds.take(this.forkEm(), provider.name, answer);
      if (outcome !== 'replayed') done.refundsSettled += 1;
    } else if (answer.status === 'NOT_FOUND') {
      if (await this.refunds.askAgain(refund)) done.refundsAskedAgain += 1;
    }
  }

  /** Provider attempts still pending past the wait, started no longer than a day before their window closed. */
  private async *pendingAttempts(): AsyncGenerator<PaymentAttempt> {
    const now = this.clock.now().getTime();
    const where = {
      status: PaymentAttemptStatus.PENDING,
      createdAt: { $lte: new Date(now - this.settings.afterMs) },
      orderExpiresAt: { $gte: new Date(now - ASK_FOR_MS) },
    };
    yield* this.pages((afterId) =>
      this.forkEm().find(PaymentAttempt, { ...where, id: { $gt: afterId } }, { orderBy: { id: 'asc' }, limit: PAGE }),
    );
  }

  /** Provider refunds not confirmed past the wait: asked and never settled, or never asked at all. */
  private async *unconfirmedRefunds(): AsyncGenerator<Refund> {
    const before = new Date(this.clock.now().getTime() - this.settings.afterMs);
    const where = {
      status: RefundStatus.PENDING,
      provider: { $ne: null },
      $or: [{ requestedAt: { $lte: before } }, { requestedAt: null, createdAt: { $lte: before } }],
    };
    yield* this.pages((afterId) =>
      this.forkEm().find(Refund, { ...where, id: { $gt: afterId } }, { orderBy: { id: 'asc' }, limit: PAGE }),
    );
  }

  private async *pages<T extends { id: number }>(page: (afterId: number) => Promise<T[]>): AsyncGenerator<T> {
    let afterId = 0;
    for (;;) {
      const rows = await page(afterId);
      yield* rows;
      if (rows.length < PAGE) return;
      afterId = rows.at(-1)!.id;
    }
  }
}
