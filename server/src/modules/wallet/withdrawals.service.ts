import type { EntityManager } from '@mikro-orm/sql';
import { recordStaffAction } from '../../platform/audit/staff-audit.js';
import { actorOf, can, requirePermission, requireUser, type RequestContext } from '../../platform/auth/index.js';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Page, PageRequest } from '../../platform/graphql/connection.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import { userDirectory } from '../identity/user-directory.js';
import type { PayoutAccounts, PayoutAccountView, RealNames } from './payout-accounts.js';
import type { PayoutProvider } from './payouts/payout-provider.js';
import { BalanceEntryKind, PayoutAccount, Withdrawal, WithdrawalStatus } from './wallet.entities.js';
import type { WalletService } from './wallet.service.js';
import {
  createWithdrawalFlow,
  WithdrawalAction,
  type WithdrawalActor,
  type WithdrawalChange,
  type WithdrawalFlow,
} from './withdrawals.states.js';

/** The withdrawal rules staff may set (config); integers in fen and basis points. */
export interface WithdrawalSettings {
  /** The smallest amount one withdrawal pays out. */
  minimumFen: number;
  /** What one user may withdraw per UTC day, over the withdrawals not rejected or cancelled. */
  dailyLimitFen: number;
  /** The fee: this many basis points of the amount, rounded down, but at least `minimumFeeFen`. */
  feeBasisPoints: number;
  minimumFeeFen: number;
}

export const defaultWithdrawalSettings: WithdrawalSettings = {
  minimumFen: 1_000,
  dailyLimitFen: 5_000_000,
  feeBasisPoints: 10,
  minimumFeeFen: 100,
};

/** The fee of withdrawing `amountFen` under `settings` (integer fen). */
export function withdrawalFee(amountFen: number, settings: WithdrawalSettings): number {
  return Math.max(settings.minimumFeeFen, Math.floor((amountFen * settings.feeBasisPoints) / 10_000));
}

export interface PaymentPasswords {
  verifyPaymentPassword(ctx: RequestContext, userId: number, password: string, field?: string[]): Promise<void>;
}

export interface NewWithdrawal {
  accountId: number;
  amountFen: number;
  paymentPassword: string;
}

/** A withdrawal as its owner and staff see it. */
export interface WithdrawalView {
  id: number;
  userId: number;
  /** The owner's display name (staff screens). */
  userName: string;
  amountFen: number;
  feeFen: number;
  status: WithdrawalStatus;
  account: PayoutAccountView;
  createdAt: Date;
  decidedAt: Date | null;
  rejectReason: string | null;
  payoutReference: string | null;
  /** What the viewer may do now (the flow's events). */
  actions: WithdrawalAction[];
}

const MAX_FEN = 2 ** 31 - 1;
const MS_PER_DAY = 86_400_000;
const A = WithdrawalAction;

export interface WithdrawalDependencies {
  clock: Clock;
  wallet: WalletService;
  accounts: PayoutAccounts;
  realNames: RealNames;
  paymentPasswords: PaymentPasswords;
  provider: PayoutProvider;
  settings: WithdrawalSettings;
  afterCommit: AfterCommit;
  pubSub: PubSub;
}

/**
 * Withdrawals: a user asks to pay part of the balance out to a bound account; the amount and fee are held at once by
 * the ledger's conditional debit (so the balance never goes negative and two at once cannot spend the same money);
 * staff review, then approve (the payout provider pays, idempotent by key) or reject (the hold returns). Every move
 * is an event of the withdrawal flow, audited for staff.
 */
export class WithdrawalsService {
  readonly flow: WithdrawalFlow;

  constructor(private readonly deps: WithdrawalDependencies) {
    this.flow = createWithdrawalFlow({
      audit: (change) => this.audit(change),
      payout: (change) => this.payout(change),
      returnHold: (change) => this.returnHold(change),
      publishStatus: ({ em, subject, to }) =>
        this.deps.afterCommit.run(
          em,
          () =>
            this.deps.pubSub.publish('WITHDRAWAL_STATUS_CHANGED', String(subject.user.id), {
              withdrawalId: subject.id,
              status: to!,
            }),
          `withdrawal-status/${subject.id}`,
        ),
    });
  }

  get settings(): WithdrawalSettings {
    return this.deps.settings;
  }

  /** Spec §1: needs the verified real name and the payment password; holds amount + fee at once. */
  async submit(ctx: RequestContext, input: NewWithdrawal): Promise<WithdrawalView> {
    const userId = Number(requireUser(ctx).id);
    const { settings } = this.deps;
    if (!Number.isSafeInteger(input.amountFen) || input.amountFen <= 0 || input.amountFen > MAX_FEN) {
      throw new DomainError('INVALID_INPUT', { field: ['input', 'amountFen'] });
    }
    if (input.amountFen < settings.minimumFen) {
      throw new DomainError('WITHDRAWAL_BELOW_MINIMUM', {
        field: ['input', 'amountFen'],
        params: { minimum: yuan(settings.minimumFen) },
      });
    }
    if (!(await this.deps.realNames.verifiedRealName(ctx.em, userId))) throw new DomainError('REAL_NAME_REQUIRED');
    const account = await this.deps.accounts.ownBound(ctx.em, userId, input.accountId);
    // Outside the transaction: a wrong password's count must stay even though the withdrawal fails.
    await this.deps.paymentPasswords.verifyPaymentPassword(ctx, userId, input.paymentPassword, [
      'input',
      'paymentPassword',
    ]);
    const now = this.deps.clock.now();
    const dayStart = new Date(Math.floor(now.getTime() / MS_PER_DAY) * MS_PER_DAY);
    const fee = withdrawalFee(input.amountFen, settings);
    const id = await transactionalWithRetry(ctx.em, async (em) => {
      const withdrawal = em.create(Withdrawal, {
        user: userId,
        account: account.id,
        amountFen: input.amountFen,
        feeFen: fee,
        status: WithdrawalStatus.SUBMITTED,
        createdAt: now,
        reviewedBy: null,
        decidedAt: null,
        rejectReason: null,
        payoutReference: null,
      });
      await em.flush();
      const held = await this.deps.wallet.debit(em, userId, input.amountFen + fee, {
        reason: `Withdrawal ${withdrawal.id}`,
        kind: BalanceEntryKind.WITHDRAWAL_HOLD,
        reference: String(withdrawal.id),
        actorId: userId,
      });
      // The transaction rolls back: no withdrawal stays without its hold.
      if (!held) throw new DomainError('INSUFFICIENT_BALANCE', { field: ['input', 'amountFen'] });
      // Counted after the hold's UPDATE locked the user's wallet row: two submissions of one user cannot both read
      // the day's total before the other's withdrawal (this one is counted too).
      const today = await em.find(
        Withdrawal,
        {
          user: userId,
          createdAt: { $gte: dayStart },
          status: { $nin: [WithdrawalStatus.REJECTED, WithdrawalStatus.CANCELLED] },
        },
        { fields: ['amountFen'], disableIdentityMap: true },
      );
      const total = today.reduce((sum, row) => sum + row.amountFen, 0);
      if (total > settings.dailyLimitFen) {
        throw new DomainError('WITHDRAWAL_DAILY_LIMIT', {
          field: ['input', 'amountFen'],
          params: { remaining: yuan(Math.max(settings.dailyLimitFen - (total - input.amountFen), 0)) },
        });
      }
      return withdrawal.id;
    });
    return this.viewOf(ctx, await this.find(ctx.em, id));
  }

  /** The owner takes back a withdrawal still waiting for review. */
  async cancel(ctx: RequestContext, id: number): Promise<WithdrawalView> {
    const actor = actorOf(ctx);
    const withdrawal = await this.find(ctx.em, id);
    if (withdrawal.user.id !== actor.userId) throw new DomainError('NOT_FOUND');
    await this.fire(ctx, withdrawal, A.CANCEL, actor, {});
    return this.viewOf(ctx, await this.find(ctx.em, id));
  }

  /** Staff (`withdrawal.review`): take it into review. */
  startReview(ctx: RequestContext, id: number): Promise<WithdrawalView> {
    return this.decide(ctx, id, A.START_REVIEW, null);
  }

  /** Staff (`withdrawal.review`): pay it out; the payout reference is kept. */
  approve(ctx: RequestContext, id: number): Promise<WithdrawalView> {
    return this.decide(ctx, id, A.APPROVE, null);
  }

  /** Staff (`withdrawal.review`): refuse it with a reason; the hold returns to the balance. */
  reject(ctx: RequestContext, id: number, reason: string): Promise<WithdrawalView> {
    const why = reason.trim();
    return this.decide(ctx, id, A.REJECT, why);
  }

  /** The signed-in user's withdrawals, newest first. */
  async mine(ctx: RequestContext, page: PageRequest): Promise<Page<WithdrawalView>> {
    const userId = Number(requireUser(ctx).id);
    return this.page(ctx, { user: userId }, page);
  }

  /** Staff (`withdrawal.view`): the queue, of one status (SUBMITTED and UNDER_REVIEW by default), oldest first. */
  async queue(ctx: RequestContext, status: WithdrawalStatus | null, page: PageRequest): Promise<Page<WithdrawalView>> {
    requirePermission(ctx, 'withdrawal.view');
    const statuses = status ? [status] : [WithdrawalStatus.SUBMITTED, WithdrawalStatus.UNDER_REVIEW];
    return this.page(ctx, { status: { $in: statuses } }, page);
  }

  /** One withdrawal: its owner's, or any for `withdrawal.view`; NOT_FOUND otherwise. */
  async one(ctx: RequestContext, id: number): Promise<WithdrawalView> {
    const user = requireUser(ctx);
    const withdrawal = await this.find(ctx.em, id);
    if (withdrawal.user.id !== Number(user.id) && !can(user, 'withdrawal.view')) throw new DomainError('NOT_FOUND');
    return this.viewOf(ctx, withdrawal);
  }

  private async decide(
    ctx: RequestContext,
    id: number,
    event: WithdrawalAction,
    reason: string | null,
  ): Promise<WithdrawalView> {
    const actor = actorOf(ctx);
    this.flow.requireParty(event, actor);
    if (event === A.REJECT && !reason) {
      throw new DomainError('WITHDRAWAL_REASON_REQUIRED', { field: ['input', 'reason'] });
    }
    const withdrawal = await this.find(ctx.em, id);
    const decided = event === A.START_REVIEW ? {} : { decidedAt: this.deps.clock.now() };
    await this.fire(ctx, withdrawal, event, actor, {
      reviewedBy: actor.userId,
      ...decided,
      ...(reason && { rejectReason: reason.slice(0, 200) }),
    });
    return this.viewOf(ctx, await this.find(ctx.em, id));
  }

  private async fire(
    ctx: RequestContext,
    withdrawal: Withdrawal,
    event: WithdrawalAction,
    actor: WithdrawalActor,
    changes: Partial<Withdrawal>,
  ): Promise<void> {
    const fired = await transactionalWithRetry(ctx.em, (em) =>
      this.flow.fire(em, withdrawal, event, { actor, changes, note: changes.rejectReason ?? null }),
    );
    if (!fired) throw new DomainError('WITHDRAWAL_ACTION_NOT_ALLOWED');
  }

  private async payout({ em, subject }: WithdrawalChange): Promise<void> {
    // Even if unbound since: the withdrawal was made to it.
    const account = await em.findOneOrFail(PayoutAccount, subject.account.id);
    const clear = this.deps.accounts.clear(account);
    let reference: string;
    try {
      ({ reference } = await this.deps.provider.payout({
        key: `withdrawal-${subject.id}`,
        amountFen: subject.amountFen,
        accountType: account.type,
        accountNumber: clear.number,
        holderName: clear.holder,
      }));
    } catch {
      // The transaction rolls back: the withdrawal stays under review and may be approved again (same key).
      throw new DomainError('PAYOUT_FAILED');
    }
    await em.nativeUpdate(Withdrawal, { id: subject.id }, { payoutReference: reference });
  }

  private async returnHold({ em, subject, actor }: WithdrawalChange): Promise<void> {
    await this.deps.wallet.credit(em, subject.user.id, subject.amountFen + subject.feeFen, {
      reason: `Withdrawal ${subject.id} returned`,
      kind: BalanceEntryKind.WITHDRAWAL_RETURN,
      reference: String(subject.id),
      actorId: actor.kind === 'user' ? actor.userId : null,
    });
  }

  private async audit({ em, subject, event, from, to, actor, note }: WithdrawalChange): Promise<void> {
    if (actor.kind !== 'user' || event === A.CANCEL) return;
    recordStaffAction(em, {
      actorId: actor.userId,
      permission: 'withdrawal.review',
      action: `withdrawal.${event}`,
      subjectType: 'withdrawal',
      subjectId: subject.id,
      detail: { from, to, amountFen: subject.amountFen, userId: subject.user.id, ...(note && { reason: note }) },
      at: this.deps.clock.now(),
    });
  }

  private async find(em: EntityManager, id: number): Promise<Withdrawal> {
    const withdrawal = await em.findOne(Withdrawal, { id }, { refresh: true, populate: ['account'] });
    if (!withdrawal) throw new DomainError('NOT_FOUND');
    return withdrawal;
  }

  private async page(
    ctx: RequestContext,
    where: Record<string, unknown>,
    page: PageRequest,
  ): Promise<Page<WithdrawalView>> {
    const [rows, totalCount] = await Promise.all([
      ctx.em.find(
        Withdrawal,
        { ...where, ...(page.afterId !== undefined && { id: { $lt: page.afterId } }) },
        { orderBy: { id: 'desc' }, limit: page.first + 1, populate: ['account'] },
      ),
      ctx.em.count(Withdrawal, where),
    ]);
    const items = rows.slice(0, page.first);
    const names = await userDirectory.displayNames(ctx.em, [...new Set(items.map((row) => row.user.id))]);
    return {
      items: items.map((row) => this.toView(ctx, row, names.get(row.user.id) ?? '')),
      hasNextPage: rows.length > page.first,
      hasPreviousPage: page.afterId !== undefined,
      totalCount,
    };
  }

  private async viewOf(ctx: RequestContext, withdrawal: Withdrawal): Promise<WithdrawalView> {
    const names = await userDirectory.displayNames(ctx.em, [withdrawal.user.id]);
    return this.toView(ctx, withdrawal, names.get(withdrawal.user.id) ?? '');
  }

  private toView(ctx: RequestContext, withdrawal: Withdrawal, userName: string): WithdrawalView {
    return {
      id: withdrawal.id,
      userId: withdrawal.user.id,
      userName,
      amountFen: withdrawal.amountFen,
      feeFen: withdrawal.feeFen,
      status: withdrawal.status,
      account: this.deps.accounts.view(withdrawal.account.getEntity()),
      createdAt: withdrawal.createdAt,
      decidedAt: withdrawal.decidedAt ?? null,
      rejectReason: withdrawal.rejectReason ?? null,
      payoutReference: withdrawal.payoutReference ?? null,
      actions: this.flow.eventsFor(withdrawal, actorOf(ctx)),
    };
  }
}

/** `12.34`: fen as yuan for messages. */
function yuan(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}
