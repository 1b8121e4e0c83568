import { randomUUID } from 'node:crypto';
import { pointsEarned } from '@circuitmart/rules/points-rules';
import type { EntityManager } from '@mikro-orm/sql';
import { requirePermission, requireUser, type RequestContext } from '../../platform/auth/index.js';
import { recordStaffAction } from '../../platform/audit/staff-audit.js';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Page, PageRequest } from '../../platform/graphql/connection.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import { userDirectory } from '../identity/user-directory.js';
import type {
  CheckoutPoints,
  OrderMilestoneEvent,
  OrderPromotionPorts,
  PointsTerms,
} from '../orders/order-promotions.js';
import type { RefundView } from '../payments/order-refunds.js';
import { PointsLedger } from './points-ledger.js';
import {
  addMonths,
  checkPointsRules,
  defaultPointsRules,
  withFixedRules,
  type PointsRules,
  type PointsRulesValues,
} from './points-settings.js';
import { PointsEntry, PointsLot, PointsRefund, PointsSettings, type PointsEntryKind } from './points.entities.js';

export const POINTS_EXPIRY_JOB = 'points-expiry';
const expiryJobKey = (userId: number) => `points-expiry/${userId}`;
/** The summary's "expiring soon" window. */
const EXPIRING_WINDOW_MS = 30 * 24 * 3600_000;
/** The largest single staff adjustment. */
const MAX_ADJUSTMENT = 10_000_000;
const REASON_MAX = 200;

/** What the reviews module tells about a review it saved (in the review's transaction). */
export interface ReviewedOrder {
  userId: number;
  orderId: number;
  orderNumber: string;
  /** Characters of the review's text. */
  textLength: number;
  photoCount: number;
  at: Date;
}

/** The membership module's side of earning: the user's points multiplier (100 = ×1) at `at`. */
export type PointsMultiplier = (em: EntityManager, userId: number, at: Date) => Promise<number>;

export interface PointsSummary {
  balance: number;
  /** Points that expire within the next 30 days. */
  expiringPoints: number;
  /** When the first of them expire; null when none do within 30 days. */
  expiringAt: Date | null;
}

/** A credit other modules give: invitations (INVITATION), blind-box prizes (PRIZE): idempotent per key. */
export interface PointsCredit {
  userId: number;
  points: number;
  kind: 'INVITATION' | 'PRIZE';
  key: string;
  at: Date;
  note?: string | null;
  /** What the points came from (a prize's draw record), kept on the entry. */
  reference?: string | null;
}

export interface PointsDependencies {
  clock: Clock;
  jobs: JobScheduler;
  afterCommit: AfterCommit;
  forkEm: () => EntityManager;
  /** Orders' facts of an order (a refund's order); absent in a unit test without orders. */
  orderFacts?: OrderPromotionPorts['orderFacts'] | undefined;
}

/**
 * Points (spec §3): earned on completed goods orders and reviews, spent at checkout, returned when the order ends
 * unpaid or is refunded, taken back in proportion when an order they were earned on is refunded, expiring after
 * the rules' validity. Every change goes through the ledger (`points-ledger.ts`).
 */
export class PointsService implements CheckoutPoints {
  private readonly ledger = new PointsLedger();
  private multiplier: PointsMultiplier = async () => 100;

  constructor(private readonly deps: PointsDependencies) {
    deps.jobs.register<{ userId: number }>(POINTS_EXPIRY_JOB, async (payload) => {
      await this.expireUser(payload.userId);
    });
    deps.jobs.resumeWith(() => this.resumeExpiries());
  }

  /** The membership module tells how a user's level multiplies what they earn. */
  provideMultiplier(multiplier: PointsMultiplier): void {
    this.multiplier = multiplier;
  }

  // Rules

  async rules(em: EntityManager): Promise<PointsRules> {
    return withFixedRules(await this.ruleValues(em));
  }

  private async ruleValues(em: EntityManager): Promise<PointsRulesValues> {
    const row = await em.findOne(PointsSettings, { id: 1 }, { refresh: true });
    if (!row) return { ...defaultPointsRules };
    return {
      pointsPerYuan: row.pointsPerYuan,
      reviewPoints: row.reviewPoints,
      reviewPhotoPoints: row.reviewPhotoPoints,
      fenPerPoint: row.fenPerPoint,
      maxDeductionPercent: row.maxDeductionPercent,
      validityMonths: row.validityMonths,
    };
  }

  /** Staff with points.manage: replaces the rules (audited). */
  async updateRules(ctx: RequestContext, values: PointsRulesValues): Promise<PointsRules> {
    const staff = requirePermission(ctx, 'points.manage');
    checkPointsRules(values);
    const now = this.deps.clock.now();
    return transactionalWithRetry(ctx.em, async (em) => {
      const before = await this.ruleValues(em);
      const row = await em.findOne(PointsSettings, { id: 1 });
      if (row) Object.assign(row, values, { updatedAt: now, updatedBy: Number(staff.id) });
      else em.create(PointsSettings, { id: 1, ...values, updatedAt: now, updatedBy: Number(staff.id) });
      recordStaffAction(em, {
        actorId: Number(staff.id),
        permission: 'points.manage',
        action: 'points.rules.update',
        subjectType: 'points-rules',
        subjectId: 1,
        detail: { before, after: values },
        at: now,
      });
      await em.flush();
      return withFixedRules({ ...values });
    });
  }

  // Reading

  async summaryOf(em: EntityManager, userId: number): Promise<PointsSummary> {
    const now = this.deps.clock.now();
    const [balance, soon] = await Promise.all([
      this.ledger.balanceOf(em, userId),
      em.find(
        PointsLot,
        { user: userId, remaining: { $gt: 0 }, expiresAt: { $lte: new Date(now.getTime() + EXPIRING_WINDOW_MS) } },
        { fields: ['remaining', 'expiresAt'], orderBy: { expiresAt: 'asc' }, refresh: true },
      ),
    ]);
    return {
      balance,
      expiringPoints: soon.reduce((sum, lot) => sum + lot.remaining, 0),
      expiringAt: soon[0]?.expiresAt ?? null,
    };
  }

  mySummary(ctx: RequestContext): Promise<PointsSummary> {
    return this.summaryOf(ctx.em, Number(requireUser(ctx).id));
  }

  myEntries(ctx: RequestContext, page: PageRequest): Promise<Page<PointsEntry>> {
    return this.entriesOf(ctx.em, Number(requireUser(ctx).id), page);
  }

  /** Staff with promotion.view: a user's points. */
  async staffSummary(ctx: RequestContext, userId: number): Promise<PointsSummary> {
    requirePermission(ctx, 'promotion.view');
    if (!(await userDirectory.userExists(ctx.em, userId))) throw new DomainError('NOT_FOUND');
    return this.summaryOf(ctx.em, userId);
  }

  async staffEntries(ctx: RequestContext, userId: number, page: PageRequest): Promise<Page<PointsEntry>> {
    requirePermission(ctx, 'promotion.view');
    if (!(await userDirectory.userExists(ctx.em, userId))) throw new DomainError('NOT_FOUND');
    return this.entriesOf(ctx.em, userId, page);
  }

  /** A user's entries, newest first. */
  async entriesOf(em: EntityManager, userId: number, page: PageRequest): Promise<Page<PointsEntry>> {
    const where = { user: userId };
    const [rows, totalCount] = await Promise.all([
      em.find(
        PointsEntry,
        { ...where, ...(page.afterId !== undefined && { id: { $lt: page.afterId } }) },
        { orderBy: { id: 'desc' }, limit: page.first + 1 },
      ),
      em.count(PointsEntry, where),
    ]);
    return {
      items: rows.slice(0, page.first),
      hasNextPage: rows.length > page.first,
      hasPreviousPage: page.afterId !== undefined,
      totalCount,
    };
  }

  /** The user's whole ledger, oldest first (tests, reports). */
  ledgerOf(em: EntityManager, userId: number): Promise<PointsEntry[]> {
    return em.find(PointsEntry, { user: userId }, { orderBy: { id: 'asc' } });
  }

  // Staff adjustment

  /** Staff with points.manage: credits (positive) or debits (negative) a user's points with a reason (audited). */
  async adjust(
    ctx: RequestContext,
    userId: number,
    points: number,
    reason: string,
  ): Promise<{ balance: number; entry: PointsEntry }> {
    const staff = requirePermission(ctx, 'points.manage');
    if (!Number.isSafeInteger(points) || points === 0 || Math.abs(points) > MAX_ADJUSTMENT) {
      throw new DomainError('POINTS_ADJUSTMENT_INVALID', {
        params: { max: MAX_ADJUSTMENT },
        field: ['input', 'points'],
      });
    }
    const why = reason.trim();
    if (!why || Array.from(why).length > REASON_MAX) {
      throw new DomainError('POINTS_ADJUSTMENT_REASON_REQUIRED', {
        params: { max: REASON_MAX },
        field: ['input', 'reason'],
      });
    }
    if (!(await userDirectory.userExists(ctx.em, userId))) throw new DomainError('NOT_FOUND');
    const now = this.deps.clock.now();
    return transactionalWithRetry(ctx.em, async (em) => {
      const change = {
        userId,
        points: Math.abs(points),
        kind: 'ADJUSTMENT' as const,
        key: `adjust/${randomUUID()}`,
        at: now,
        note: why,
        actorId: Number(staff.id),
      };
      let entry: PointsEntry | null;
      if (points > 0) {
        entry = await this.creditLot(em, change);
      } else {
        await this.ledger.expireDue(em, userId, now);
        const debited = await this.ledger.debit(em, change);
        if (debited === 'short') {
          throw new DomainError('POINTS_ADJUSTMENT_EXCEEDS_BALANCE', {
            params: { balance: await this.ledger.balanceOf(em, userId) },
            field: ['input', 'points'],
          });
        }
        entry = debited;
      }
      if (!entry) throw new Error('A fresh adjustment key was posted before');
      recordStaffAction(em, {
        actorId: Number(staff.id),
        permission: 'points.manage',
        action: 'points.adjust',
        subjectType: 'user',
        subjectId: userId,
        detail: { points, reason: why, entryId: entry.id },
        at: now,
      });
      await em.flush();
      return { balance: entry.balanceAfter, entry };
    });
  }

  // For other modules

  /** Credits points (an invitation, a prize), inside the caller's transaction; null when the key was credited before. */
  async credit(em: EntityManager, credit: PointsCredit): Promise<PointsEntry | null> {
    return this.creditLot(em, {
      userId: credit.userId,
      points: credit.points,
      kind: credit.kind,
      key: credit.key,
      at: credit.at,
      note: credit.note ?? null,
      reference: credit.reference ?? null,
    });
  }

  // CheckoutPoints

  async pointsTerms(em: EntityManager, userId: number, now: Date): Promise<PointsTerms> {
    const [rules, balance, expired] = await Promise.all([
      this.ruleValues(em),
      this.ledger.balanceOf(em, userId),
      // Lots already expired that the sweep has not written off yet cannot be spent.
      em.find(
        PointsLot,
        { user: userId, remaining: { $gt: 0 }, expiresAt: { $lte: now } },
        { fields: ['remaining'], refresh: true },
      ),
    ]);
    return {
      balance: Math.max(0, balance - expired.reduce((sum, lot) => sum + lot.remaining, 0)),
      fenPerPoint: rules.fenPerPoint,
      maxDeductionPercent: rules.maxDeductionPercent,
    };
  }

  async spendPoints(
    em: EntityManager,
    spend: { userId: number; orderId: number; orderNumber: string; points: number; now: Date },
  ): Promise<boolean> {
    if (spend.points <= 0) return true;
    await this.ledger.expireDue(em, spend.userId, spend.now);
    const entry = await this.ledger.debit(em, {
      userId: spend.userId,
      points: spend.points,
      kind: 'ORDER_SPENT',
      key: spendKey(spend.orderId),
      at: spend.now,
      orderId: spend.orderId,
      orderNumber: spend.orderNumber,
    });
    return entry !== 'short';
  }

  // Order milestones

  /** 'endedUnpaid': the points the order took go back (to the lots they came from). */
  async onEndedUnpaid(em: EntityManager, event: OrderMilestoneEvent): Promise<void> {
    if (event.pointsSpent <= 0) return;
    const spent = await em.findOne(PointsEntry, { key: spendKey(event.orderId) });
    if (!spent) return;
    await this.giveBack(em, spent, {
      userId: spent.user.id,
      points: -spent.points,
      kind: 'ORDER_RETURNED',
      key: `return/order/${event.orderId}`,
      at: event.at,
      orderId: event.orderId,
      orderNumber: event.number,
    });
  }

  /** 'completed' of a goods order: points for what was paid (less refunds so far), times the level's multiplier. */
  async onCompleted(em: EntityManager, event: OrderMilestoneEvent): Promise<void> {
    if (event.kind !== 'GOODS') return;
    const rules = await this.ruleValues(em);
    const refunds = await em.find(PointsRefund, { orderId: event.orderId });
    const base = event.payableFen - refunds.reduce((sum, refund) => sum + refund.amountFen, 0);
    const multiplier = await this.multiplier(em, event.userId, event.at);
    const points = pointsEarned(base, rules.pointsPerYuan, multiplier);
    if (points <= 0) return;
    await this.creditLot(em, {
      userId: event.userId,
      points,
      kind: 'ORDER_COMPLETED',
      key: earnKey(event.orderId),
      at: event.at,
      orderId: event.orderId,
      orderNumber: event.number,
    });
  }

  /**
   * A settled refund (once per refund): gives back the order's spent points and takes back its earned points in
   * proportion to what was refunded; the cumulative refunds decide each share, so rounding never drifts.
   */
  async onRefundSettled(em: EntityManager, refund: RefundView): Promise<void> {
    if (!this.deps.orderFacts) return;
    if (await em.findOne(PointsRefund, { refundId: refund.id })) return;
    const facts = await this.deps.orderFacts(em, refund.orderId);
    if (!facts) return;
    const at = refund.settledAt ?? this.deps.clock.now();
    const earned = await em.findOne(PointsEntry, { key: earnKey(facts.orderId) });
    em.create(PointsRefund, {
      refundId: refund.id,
      orderId: facts.orderId,
      amountFen: refund.amountFen,
      afterEarn: earned !== null,
      at,
    });
    await em.flush();
    const refunds = await em.find(PointsRefund, { orderId: facts.orderId });
    const order = { orderId: facts.orderId, orderNumber: facts.number };
    const spent = await em.findOne(PointsEntry, { key: spendKey(facts.orderId) });
    if (spent && facts.payableFen > 0) {
      const total = refunds.reduce((sum, row) => sum + row.amountFen, 0);
      const due =
        shareOf(-spent.points, total, facts.payableFen) -
        shareOf(-spent.points, total - refund.amountFen, facts.payableFen);
      if (due > 0) {
        await this.giveBack(em, spent, {
          userId: facts.userId,
          points: due,
          kind: 'REFUND_RETURNED',
          key: `refund-return/${refund.id}`,
          at,
          ...order,
        });
      }
    }
    if (earned) {
      const base =
        facts.payableFen - refunds.filter((row) => !row.afterEarn).reduce((sum, row) => sum + row.amountFen, 0);
      const after = refunds.filter((row) => row.afterEarn).reduce((sum, row) => sum + row.amountFen, 0);
      const due = shareOf(earned.points, after, base) - shareOf(earned.points, after - refund.amountFen, base);
      if (due > 0) {
        await this.ledger.takeBack(em, {
          userId: facts.userId,
          points: due,
          kind: 'REFUND_CLAWBACK',
          key: `refund-clawback/${refund.id}`,
          at,
          ...order,
        });
      }
    }
  }

  /** A review over the minimum length earns points once per order (more with a photo). */
  async onReviewed(em: EntityManager, review: ReviewedOrder): Promise<void> {
    const rules = await this.rules(em);
    if (review.textLength <= rules.reviewMinCharacters) return;
    const points = rules.reviewPoints + (review.photoCount > 0 ? rules.reviewPhotoPoints : 0);
    if (points <= 0) return;
    await this.creditLot(em, {
      userId: review.userId,
      points,
      kind: 'REVIEW',
      key: `review/order/${review.orderId}`,
      at: review.at,
      orderId: review.orderId,
      orderNumber: review.orderNumber,
    });
  }

  // Expiry

  /** Writes off the user's lots that expired by now, then schedules the next expiry. */
  async expireUser(userId: number): Promise<number> {
    const em = this.deps.forkEm();
    const expired = await transactionalWithRetry(em, (tx) => this.ledger.expireDue(tx, userId, this.deps.clock.now()));
    await this.scheduleExpiry(em, userId);
    return expired;
  }

  /** Schedules every user's next expiry again from the lots (same keys: one job per user). */
  async resumeExpiries(): Promise<number> {
    const lots = await this.deps
      .forkEm()
      .find(
        PointsLot,
        { remaining: { $gt: 0 } },
        { fields: ['user', 'expiresAt'], orderBy: { expiresAt: 'asc', id: 'asc' } },
      );
    const nextByUser = new Map<number, Date>();
    for (const lot of lots) if (!nextByUser.has(lot.user.id)) nextByUser.set(lot.user.id, lot.expiresAt);
    for (const [userId, runAt] of nextByUser) {
      await this.deps.jobs.schedule(POINTS_EXPIRY_JOB, { userId }, { key: expiryJobKey(userId), runAt });
    }
    return nextByUser.size;
  }

  private async scheduleExpiry(em: EntityManager, userId: number): Promise<void> {
    const next = await em.findOne(
      PointsLot,
      { user: userId, remaining: { $gt: 0 } },
      { fields: ['expiresAt'], orderBy: { expiresAt: 'asc' }, refresh: true },
    );
    if (next) {
      await this.deps.jobs.schedule(
        POINTS_EXPIRY_JOB,
        { userId },
        { key: expiryJobKey(userId), runAt: next.expiresAt },
      );
    }
  }

  private scheduleExpiryAfterCommit(em: EntityManager, userId: number): Promise<void> {
    return this.deps.afterCommit.run(
      em,
      () => this.scheduleExpiry(this.deps.forkEm(), userId),
      `points-expiry/${userId}`,
    );
  }

  private async creditLot(
    em: EntityManager,
    change: Parameters<PointsLedger['credit']>[1],
  ): Promise<PointsEntry | null> {
    const rules = await this.ruleValues(em);
    const entry = await this.ledger.credit(em, change, addMonths(change.at, rules.validityMonths));
    if (entry) await this.scheduleExpiryAfterCommit(em, change.userId);
    return entry;
  }

  private async giveBack(
    em: EntityManager,
    debit: PointsEntry,
    change: Parameters<PointsLedger['giveBack']>[2],
  ): Promise<void> {
    const entry = await this.ledger.giveBack(em, debit.id, change);
    if (entry) await this.scheduleExpiryAfterCommit(em, change.userId);
  }
}

const spendKey = (orderId: number) => `spend/order/${orderId}`;
const earnKey = (orderId: number) => `earn/order/${orderId}`;

/** floor(points × part / whole), the whole when part reaches it. */
function shareOf(points: number, part: number, whole: number): number {
  if (part <= 0 || whole <= 0) return 0;
  if (part >= whole) return points;
  return Number((BigInt(points) * BigInt(part)) / BigInt(whole));
}

export type { PointsEntryKind };
