import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { recordStaffAction } from '../../platform/audit/staff-audit.js';
import { actorOf, requirePermission, requireUser, type RequestContext } from '../../platform/auth/index.js';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { DomainError } from '../../platform/errors/index.js';
import { systemActor } from '../../platform/flows/flow.js';
import type { Page, PageRequest } from '../../platform/graphql/connection.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import { invitationDirectory } from '../identity/invitation-directory.js';
import { userDirectory } from '../identity/user-directory.js';
import { maskName } from '../invitations/invitations.service.js';
import type { OrderFacts, OrderMilestoneEvent } from '../orders/order-promotions.js';
import type { RefundView } from '../payments/order-refunds.js';
import {
  Commission,
  CommissionSettings,
  CommissionStatus,
  Distributor,
  DistributorStatus,
} from './distributors.entities.js';
import {
  CommissionEvent,
  commissionFlow,
  DistributorEvent,
  distributorFlow,
  type CommissionFlow,
} from './distributors.states.js';

export const COMMISSION_SETTLE_JOB = 'commission-settle';
export const settleJobKey = (commissionId: number) => `commission-settle/${commissionId}`;
/** The rate when staff set none: 5 % (basis points: 1/100 of a percent). */
export const DEFAULT_RATE_BP = 500;
/** The highest rate staff may set: 50 %. */
export const MAX_RATE_BP = 5000;
const SETTINGS_ID = 1;
export const REAL_NAME_MAX = 50;
export const CHANNEL_MAX = 500;
export const REJECT_REASON_MAX = 200;
const PHONE = /^\+?[0-9][0-9 -]{4,18}[0-9]$/;

/** How the wallet credits a settled commission (its `credit`, in the settling transaction). */
export interface CommissionWallet {
  credit(
    em: EntityManager,
    userId: number,
    amountFen: number,
    why: { reason: string; kind: 'COMMISSION'; reference: string },
  ): Promise<unknown>;
}

export interface DistributorsDependencies {
  clock: Clock;
  jobs: JobScheduler;
  afterCommit: AfterCommit;
  forkEm: () => EntityManager;
  wallet: CommissionWallet;
  /** The orders' facts (payable, refunded so far, status) without reading their table. */
  orderFacts(em: EntityManager, orderId: number): Promise<OrderFacts | null>;
  /** How long after completion an order may still be refunded (the after-sales no-reason window). */
  afterSalesWindowMs: number;
}

export interface ApplicationForm {
  realName: string;
  phone: string;
  channel: string;
}

export interface CommissionTotals {
  pendingFen: number;
  settledFen: number;
  reversedFen: number;
}

export interface DistributorView {
  id: number;
  userId: number;
  userName: string;
  status: DistributorStatus;
  realName: string;
  phone: string;
  channel: string;
  /** Staff's override, or null. */
  rateBp: number | null;
  /** What applies now: the override or the default. */
  effectiveRateBp: number;
  rejectReason: string | null;
  createdAt: Date;
  submittedAt: Date;
  decidedAt: Date | null;
  totals: CommissionTotals;
}

export interface CommissionView {
  id: number;
  distributorUserId: number;
  inviteeName: string;
  orderNumber: string;
  orderPayableFen: number;
  /** The order's state now (orders' status), or null when it is gone. */
  orderStatus: string | null;
  baseFen: number;
  rateBp: number;
  amountFen: number;
  status: CommissionStatus;
  settleAt: Date | null;
  createdAt: Date;
  settledAt: Date | null;
  reversedAt: Date | null;
}

export interface DistributorInviteeView {
  id: number;
  maskedName: string;
  joinedAt: Date;
  /** Paid orders that earned a commission. */
  orderCount: number;
  /** Commissions not reversed (pending and settled). */
  commissionFen: number;
}

/** `amount = floor(base × rate / 10000)`, in integers. */
export function commissionOf(baseFen: number, rateBp: number): number {
  return Math.floor((baseFen * rateBp) / 10_000);
}

/**
 * Distributors and their commissions. A user applies (SUBMITTED), staff approve or reject (distributor flow). An
 * APPROVED distributor earns on every paid goods order of a user they invited (identity's `invitedBy`): a PENDING
 * commission at the rate of the moment (their override or the default). When the order completes, the commission
 * is due at completion + the after-sales window; a keyed job then settles it into the balance (wallet `credit`),
 * once across copies (the flow's conditional UPDATE) and again after a restart (`resumeWith`). A refund that
 * settles while it is pending shrinks it in proportion to what is left of the order; a whole refund reverses it.
 */
export class DistributorsService {
  readonly commissions: CommissionFlow;

  constructor(private readonly deps: DistributorsDependencies) {
    this.commissions = commissionFlow({
      scheduleSettlement: (em, id, settleAt) =>
        deps.afterCommit.run(
          em,
          () => deps.jobs.schedule(COMMISSION_SETTLE_JOB, { id }, { key: settleJobKey(id), runAt: settleAt }),
          settleJobKey(id),
        ),
      credit: async (em, commission) => {
        await deps.wallet.credit(em, commission.distributorUserId, commission.amountFen, {
          reason: `commission ${commission.orderNumber}`,
          kind: 'COMMISSION',
          reference: String(commission.id),
        });
      },
    });
    deps.jobs.register<{ id: number }>(COMMISSION_SETTLE_JOB, async (payload) => {
      await this.settle(payload.id);
    });
    deps.jobs.resumeWith(() => this.resumeSettlements());
  }

  // Applying

  async myDistributor(ctx: RequestContext): Promise<DistributorView | null> {
    const userId = Number(requireUser(ctx).id);
    const row = await ctx.em.findOne(Distributor, { userId }, { refresh: true });
    return row ? (await this.views(ctx.em, [row]))[0]! : null;
  }

  /** The signed-in user applies, or sends a rejected application again with a new form. */
  async apply(ctx: RequestContext, input: ApplicationForm): Promise<DistributorView> {
    const actor = actorOf(ctx);
    const form = this.validForm(input);
    const id = await transactionalWithRetry(ctx.em, async (em) => {
      const now = this.deps.clock.now();
      const existing = await em.findOne(Distributor, { userId: actor.userId }, { refresh: true });
      if (!existing) {
        const inserted = await em
          .createQueryBuilder(Distributor)
          .insert({
            userId: actor.userId,
            status: DistributorStatus.SUBMITTED,
            ...form,
            rateBp: null,
            rejectReason: null,
            createdAt: now,
            submittedAt: now,
            decidedAt: null,
            decidedBy: null,
          })
          .onConflict('userId')
          .ignore()
          .execute('run');
        if (inserted.affectedRows !== 1) throw new DomainError('DISTRIBUTOR_ALREADY_APPLIED');
        return (await em.findOneOrFail(Distributor, { userId: actor.userId }, { refresh: true })).id;
      }
      if (existing.status !== DistributorStatus.REJECTED) {
        throw new DomainError('DISTRIBUTOR_ALREADY_APPLIED', { params: { status: existing.status } });
      }
      const changed = await distributorFlow.fire(em, existing, DistributorEvent.RESUBMIT, {
        actor,
        changes: { ...form, rejectReason: null, submittedAt: now, decidedAt: null, decidedBy: null },
      });
      if (!changed) throw new DomainError('DISTRIBUTOR_ALREADY_APPLIED');
      return existing.id;
    });
    return this.viewOf(ctx.em, id);
  }

  // Staff

  async approve(ctx: RequestContext, id: number): Promise<DistributorView> {
    return this.decide(ctx, id, DistributorEvent.APPROVE, null);
  }

  async reject(ctx: RequestContext, id: number, reason: string): Promise<DistributorView> {
    distributorFlow.requireParty(DistributorEvent.REJECT, actorOf(ctx));
    const why = reason.trim();
    if (!why || why.length > REJECT_REASON_MAX) {
      throw new DomainError('DISTRIBUTOR_REJECT_REASON_REQUIRED', {
        params: { max: REJECT_REASON_MAX },
        field: ['input', 'reason'],
      });
    }
    return this.decide(ctx, id, DistributorEvent.REJECT, why);
  }

  private async decide(
    ctx: RequestContext,
    id: number,
    event: typeof DistributorEvent.APPROVE | typeof DistributorEvent.REJECT,
    reason: string | null,
  ): Promise<DistributorView> {
    const actor = actorOf(ctx);
    distributorFlow.requireParty(event, actor);
    await transactionalWithRetry(ctx.em, async (em) => {
      const row = await em.findOne(Distributor, { id }, { refresh: true });
      if (!row) throw new DomainError('NOT_FOUND');
      const changed = await distributorFlow.fire(em, row, event, {
        actor,
        note: reason,
        changes: { decidedAt: this.deps.clock.now(), decidedBy: actor.userId, rejectReason: reason },
      });
      if (!changed) throw new DomainError('DISTRIBUTOR_ACTION_NOT_ALLOWED', { params: { status: row.status } });
    });
    return this.viewOf(ctx.em, id);
  }

  /** Staff with distributor.view: applications and distributors, newest first, optionally of one state. */
  async staffDistributors(
    ctx: RequestContext,
    status: DistributorStatus | null,
    page: PageRequest,
  ): Promise<Page<DistributorView>> {
    requirePermission(ctx, 'distributor.view');
    const where = status ? { status } : {};
    const [rows, totalCount] = await Promise.all([
      ctx.em.find(
        Distributor,
        { ...where, ...(page.afterId !== undefined && { id: { $lt: page.afterId } }) },
        { orderBy: { id: 'desc' }, limit: page.first + 1, refresh: true },
      ),
      ctx.em.count(Distributor, where),
    ]);
    return {
      items: await this.views(ctx.em, rows.slice(0, page.first)),
      hasNextPage: rows.length > page.first,
      hasPreviousPage: page.afterId !== undefined,
      totalCount,
    };
  }

  async staffDistributor(ctx: RequestContext, id: number): Promise<DistributorView> {
    requirePermission(ctx, 'distributor.view');
    const row = await ctx.em.findOne(Distributor, { id }, { refresh: true });
    if (!row) throw new DomainError('NOT_FOUND');
    return (await this.views(ctx.em, [row]))[0]!;
  }

  /** Staff with distributor.view: commissions newest first, of one distributor (their record's id) or all. */
  async staffCommissions(
    ctx: RequestContext,
    filter: { distributorId: number | null; status: CommissionStatus | null },
    page: PageRequest,
  ): Promise<Page<CommissionView>> {
    requirePermission(ctx, 'distributor.view');
    let distributorUserId: number | undefined;
    if (filter.distributorId !== null) {
      const row = await ctx.em.findOne(Distributor, { id: filter.distributorId }, { fields: ['userId'] });
      if (!row) throw new DomainError('NOT_FOUND');
      distributorUserId = row.userId;
    }
    return this.commissionPage(ctx.em, { distributorUserId, status: filter.status }, page);
  }

  // Rates

  async defaultRateBp(em: EntityManager): Promise<number> {
    const row = await em.findOne(CommissionSettings, { id: SETTINGS_ID }, { refresh: true });
    return row?.defaultRateBp ?? DEFAULT_RATE_BP;
  }

  /** Staff with distributor.view or commission.manage: the default rate. */
  async commissionSettings(ctx: RequestContext): Promise<{ defaultRateBp: number }> {
    if (!actorOf(ctx).can('commission.manage')) requirePermission(ctx, 'distributor.view');
    return { defaultRateBp: await this.defaultRateBp(ctx.em) };
  }

  /** Staff with commission.manage: the rate of every distributor without an override, from now on; audited. */
  async setDefaultRate(ctx: RequestContext, rateBp: number): Promise<{ defaultRateBp: number }> {
    const staff = requirePermission(ctx, 'commission.manage');
    this.validRate(rateBp, ['input', 'defaultRateBp']);
    await transactionalWithRetry(ctx.em, async (em) => {
      const now = this.deps.clock.now();
      const before = await this.defaultRateBp(em);
      const row = await em.findOne(CommissionSettings, { id: SETTINGS_ID });
      if (row) Object.assign(row, { defaultRateBp: rateBp, updatedAt: now, updatedBy: Number(staff.id) });
      else
        em.create(CommissionSettings, {
          id: SETTINGS_ID,
          defaultRateBp: rateBp,
          updatedAt: now,
          updatedBy: Number(staff.id),
        });
      recordStaffAction(em, {
        actorId: Number(staff.id),
        permission: 'commission.manage',
        action: 'commission.default_rate',
        subjectType: 'commission_settings',
        subjectId: SETTINGS_ID,
        detail: { before, after: rateBp },
        at: now,
      });
      await em.flush();
    });
    return { defaultRateBp: await this.defaultRateBp(ctx.em) };
  }

  /** Staff with commission.manage: one distributor's own rate (null: back to the default); audited. */
  async setDistributorRate(ctx: RequestContext, id: number, rateBp: number | null): Promise<DistributorView> {
    const staff = requirePermission(ctx, 'commission.manage');
    if (rateBp !== null) this.validRate(rateBp, ['input', 'rateBp']);
    await transactionalWithRetry(ctx.em, async (em) => {
      const row = await em.findOne(Distributor, { id }, { refresh: true });
      if (!row) throw new DomainError('NOT_FOUND');
      const before = row.rateBp ?? null;
      await em.nativeUpdate(Distributor, { id }, { rateBp });
      recordStaffAction(em, {
        actorId: Number(staff.id),
        permission: 'commission.manage',
        action: 'commission.distributor_rate',
        subjectType: 'distributor',
        subjectId: id,
        detail: { userId: row.userId, before, after: rateBp },
        at: this.deps.clock.now(),
      });
    });
    return this.viewOf(ctx.em, id);
  }

  // The distributor's own lists

  async myCommissions(
    ctx: RequestContext,
    status: CommissionStatus | null,
    page: PageRequest,
  ): Promise<Page<CommissionView>> {
    const userId = Number(requireUser(ctx).id);
    return this.commissionPage(ctx.em, { distributorUserId: userId, status }, page);
  }

  /** Whom the signed-in user invited, newest first, masked, with what their orders earned. */
  async myInvitees(ctx: RequestContext, page: PageRequest): Promise<Page<DistributorInviteeView>> {
    const userId = Number(requireUser(ctx).id);
    const invitees = await invitationDirectory.invitees(ctx.em, userId, page);
    const ids = invitees.items.map((invitee) => invitee.id);
    const rows =
      ids.length === 0
        ? []
        : await ctx.em.find(
            Commission,
            { distributorUserId: userId, inviteeId: { $in: ids } },
            { fields: ['inviteeId', 'amountFen', 'status'] },
          );
    return {
      ...invitees,
      items: invitees.items.map((invitee) => {
        const own = rows.filter((row) => row.inviteeId === invitee.id);
        const name = invitee.nickname ?? invitee.username ?? invitee.email?.split('@')[0] ?? invitee.phone?.slice(-4);
        return {
          id: invitee.id,
          maskedName: maskName(name ?? String(invitee.id)),
          joinedAt: invitee.createdAt,
          orderCount: own.length,
          commissionFen: own
            .filter((row) => row.status !== CommissionStatus.REVERSED)
            .reduce((sum, row) => sum + row.amountFen, 0),
        };
      }),
    };
  }

  // The orders' milestones, refunds and the settlement job

  /**
   * 'paid', in the payment's transaction: a PENDING commission for the inviter of the buyer if they are an approved
   * distributor, at their rate now. The unique order id makes a second call earn nothing more.
   */
  async onOrderPaid(em: EntityManager, event: OrderMilestoneEvent): Promise<void> {
    if (event.kind !== 'GOODS' || !(event.payableFen > 0)) return;
    const inviterId = await invitationDirectory.inviterOf(em, event.userId);
    if (inviterId === null || inviterId === event.userId) return;
    const distributor = await em.findOne(Distributor, { userId: inviterId }, { refresh: true });
    if (distributor?.status !== DistributorStatus.APPROVED) return;
    const rateBp = distributor.rateBp ?? (await this.defaultRateBp(em));
    const amountFen = commissionOf(event.payableFen, rateBp);
    if (amountFen <= 0) return;
    await em
      .createQueryBuilder(Commission)
      .insert({
        distributorUserId: inviterId,
        inviteeId: event.userId,
        orderId: event.orderId,
        orderNumber: event.number,
        orderPayableFen: event.payableFen,
        baseFen: event.payableFen,
        rateBp,
        amountFen,
        status: CommissionStatus.PENDING,
        settleAt: null,
        createdAt: event.at,
        settledAt: null,
        reversedAt: null,
      })
      .onConflict('orderId')
      .ignore()
      .execute('run');
  }

  /** 'completed': the commission falls due when the after-sales window after completion has passed. */
  async onOrderCompleted(em: EntityManager, event: OrderMilestoneEvent): Promise<void> {
    const commission = await em.findOne(Commission, { orderId: event.orderId }, { refresh: true });
    if (commission?.status !== CommissionStatus.PENDING) return;
    const settleAt = new Date(event.at.getTime() + this.deps.afterSalesWindowMs);
    await this.commissions.fire(em, commission, CommissionEvent.SCHEDULE, {
      actor: systemActor,
      changes: { settleAt },
    });
  }

  /** A refund settled, in its transaction: a pending commission follows what is left of the order. */
  async onRefundSettled(em: EntityManager, refund: RefundView): Promise<void> {
    const commission = await em.findOne(Commission, { orderId: refund.orderId }, { refresh: true });
    if (commission?.status !== CommissionStatus.PENDING) return;
    await this.followRefunds(em, commission);
  }

  /**
   * Sets a pending commission to what is left of its order after the refunds booked so far (a refund asked of a
   * provider is booked before it settles): ADJUST to the smaller amount, or REVERSE when nothing is left.
   * Answers whether it is still pending.
   */
  private async followRefunds(em: EntityManager, commission: Commission): Promise<boolean> {
    const facts = await this.deps.orderFacts(em, commission.orderId);
    const baseFen = Math.max(0, commission.orderPayableFen - (facts?.refundedFen ?? 0));
    const amountFen = commissionOf(baseFen, commission.rateBp);
    if (amountFen <= 0) {
      await this.commissions.fire(em, commission, CommissionEvent.REVERSE, {
        actor: systemActor,
        changes: { reversedAt: this.deps.clock.now() },
      });
      return false;
    }
    if (baseFen !== commission.baseFen) {
      await this.commissions.fire(em, commission, CommissionEvent.ADJUST, {
        actor: systemActor,
        changes: { baseFen, amountFen },
      });
      Object.assign(commission, { baseFen, amountFen });
    }
    return true;
  }

  /**
   * The job at settleAt: settles the commission into the balance if it is still pending and due. Idempotent: a
   * second run, or a copy that lost the race, finds it SETTLED (the UPDATE's condition) and does nothing.
   */
  async settle(id: number): Promise<boolean> {
    return transactionalWithRetry(this.deps.forkEm(), async (em) => {
      const commission = await em.findOne(Commission, { id }, { refresh: true });
      if (commission?.status !== CommissionStatus.PENDING || !commission.settleAt) return false;
      if (commission.settleAt.getTime() > this.deps.clock.now().getTime()) return false;
      if (!(await this.followRefunds(em, commission))) return false;
      return this.commissions.fire(em, commission, CommissionEvent.SETTLE, {
        actor: systemActor,
        changes: { settledAt: this.deps.clock.now() },
      });
    });
  }

  /** Schedules every pending commission with a due time again (same keys); the due ones run at once. */
  async resumeSettlements(): Promise<number> {
    const rows = await this.deps
      .forkEm()
      .find(
        Commission,
        { status: CommissionStatus.PENDING, settleAt: { $ne: null } },
        { fields: ['id', 'settleAt'], orderBy: { id: 'asc' } },
      );
    for (const row of rows) {
      await this.deps.jobs.schedule(
        COMMISSION_SETTLE_JOB,
        { id: row.id },
        { key: settleJobKey(row.id), runAt: row.settleAt! },
      );
    }
    return rows.length;
  }

  // Helpers

  private validForm(input: ApplicationForm): ApplicationForm {
    const realName = input.realName.trim();
    const phone = input.phone.trim();
    const channel = input.channel.trim();
    if (!realName || realName.length > REAL_NAME_MAX) {
      throw new DomainError('DISTRIBUTOR_FORM_INVALID', {
        params: { max: REAL_NAME_MAX },
        field: ['input', 'realName'],
      });
    }
    if (!PHONE.test(phone)) {
      throw new DomainError('DISTRIBUTOR_FORM_INVALID', { params: { max: 20 }, field: ['input', 'phone'] });
    }
    if (channel.length > CHANNEL_MAX) {
      throw new DomainError('DISTRIBUTOR_FORM_INVALID', { params: { max: CHANNEL_MAX }, field: ['input', 'channel'] });
    }
    return { realName, phone, channel };
  }

  private validRate(rateBp: number, field: string[]): void {
    if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > MAX_RATE_BP) {
      throw new DomainError('COMMISSION_RATE_INVALID', { params: { max: MAX_RATE_BP }, field });
    }
  }

  private async viewOf(em: EntityManager, id: number): Promise<DistributorView> {
    const row = await em.findOneOrFail(Distributor, { id }, { refresh: true });
    return (await this.views(em, [row]))[0]!;
  }

  private async views(em: EntityManager, rows: Distributor[]): Promise<DistributorView[]> {
    if (rows.length === 0) return [];
    const defaultRate = await this.defaultRateBp(em);
    const userIds = rows.map((row) => row.userId);
    const names = await userDirectory.displayNames(em, userIds);
    const totals = new Map<number, CommissionTotals>(
      userIds.map((userId) => [userId, { pendingFen: 0, settledFen: 0, reversedFen: 0 }]),
    );
    const sums = await em
      .createQueryBuilder(Commission)
      .select(['distributorUserId', 'status', raw('sum(amount_fen) as total')])
      .where({ distributorUserId: { $in: userIds } })
      .groupBy(['distributorUserId', 'status'])
      .execute<{ distributorUserId: number; status: CommissionStatus; total: number | string }[]>();
    for (const sum of sums) {
      const total = totals.get(Number(sum.distributorUserId));
      if (!total) continue;
      const fen = Number(sum.total);
      if (sum.status === CommissionStatus.PENDING) total.pendingFen = fen;
      else if (sum.status === CommissionStatus.SETTLED) total.settledFen = fen;
      else total.reversedFen = fen;
    }
    return rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      userName: names.get(row.userId) ?? '',
      status: row.status,
      realName: row.realName,
      phone: row.phone,
      channel: row.channel,
      rateBp: row.rateBp ?? null,
      effectiveRateBp: row.rateBp ?? defaultRate,
      rejectReason: row.rejectReason ?? null,
      createdAt: row.createdAt,
      submittedAt: row.submittedAt,
      decidedAt: row.decidedAt ?? null,
      totals: totals.get(row.userId)!,
    }));
  }

  private async commissionPage(
    em: EntityManager,
    filter: { distributorUserId: number | undefined; status: CommissionStatus | null },
    page: PageRequest,
  ): Promise<Page<CommissionView>> {
    const where = {
      ...(filter.distributorUserId !== undefined && { distributorUserId: filter.distributorUserId }),
      ...(filter.status && { status: filter.status }),
    };
    const [rows, totalCount] = await Promise.all([
      em.find(
        Commission,
        { ...where, ...(page.afterId !== undefined && { id: { $lt: page.afterId } }) },
        { orderBy: { id: 'desc' }, limit: page.first + 1, refresh: true },
      ),
      em.count(Commission, where),
    ]);
    const items = rows.slice(0, page.first);
    const names = await userDirectory.displayNames(em, [...new Set(items.map((row) => row.inviteeId))]);
    const views: CommissionView[] = [];
    for (const row of items) {
      const facts = await this.deps.orderFacts(em, row.orderId);
      views.push({
        id: row.id,
        distributorUserId: row.distributorUserId,
        inviteeName: maskName(names.get(row.inviteeId) ?? String(row.inviteeId)),
        orderNumber: row.orderNumber,
        orderPayableFen: row.orderPayableFen,
        orderStatus: facts?.status ?? null,
        baseFen: row.baseFen,
        rateBp: row.rateBp,
        amountFen: row.amountFen,
        status: row.status,
        settleAt: row.settleAt ?? null,
        createdAt: row.createdAt,
        settledAt: row.settledAt ?? null,
        reversedAt: row.reversedAt ?? null,
      });
    }
    return {
      items: views,
      hasNextPage: rows.length > page.first,
      hasPreviousPage: page.afterId !== undefined,
      totalCount,
    };
  }
}
