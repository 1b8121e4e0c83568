import { LockMode, raw } from '@mikro-orm/core';
import { SqlitePlatform, type EntityManager } from '@mikro-orm/sql';
import { requirePermission, requireUser, type RequestContext } from '../../platform/auth/index.js';
import { recordStaffAction } from '../../platform/audit/staff-audit.js';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Locale } from '../../platform/i18n/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import { memberTier } from '../identity/member-tier.js';
import { userDirectory } from '../identity/user-directory.js';
import type {
  MemberPricing,
  MembershipOrders,
  OrderFacts,
  OrderMilestoneEvent,
  OrderPromotionPorts,
} from '../orders/order-promotions.js';
import type { RefundView } from '../payments/order-refunds.js';
import { addMonths } from '../points/points-settings.js';
import {
  checkLevels,
  checkPrice,
  defaultLevels,
  defaultPlans,
  levelFor,
  planName,
  type LevelInput,
  type LevelValues,
  type PlanValues,
} from './membership-defaults.js';
import {
  Membership,
  MembershipGrowthEntry,
  MembershipLevel,
  MembershipPlan,
  MembershipPurchase,
  MembershipRefund,
} from './membership.entities.js';

export const MEMBERSHIP_EXPIRY_JOB = 'membership-expiry';
const expiryJobKey = (userId: number) => `membership-expiry/${userId}`;

/** A user's membership as the account pages show it. */
export interface MembershipView {
  active: boolean;
  validUntil: Date | null;
  growth: number;
  level: LevelValues;
  nextLevel: LevelValues | null;
  /** Growth still needed for the next level; null at the top. */
  growthToNext: number | null;
}

export interface MembershipDependencies {
  clock: Clock;
  jobs: JobScheduler;
  afterCommit: AfterCommit;
  forkEm: () => EntityManager;
  /** Places the MEMBERSHIP order any payment method pays; absent in a unit test without orders. */
  membershipOrders?: MembershipOrders | undefined;
  orderFacts?: OrderPromotionPorts['orderFacts'] | undefined;
}

/**
 * Super membership and levels (spec: paid members have levels, discounts, 12 months' validity, renewal). Buying is
 * an order of kind MEMBERSHIP (`MembershipOrders`); its 'paid' milestone extends the validity from now or from the
 * current end and sets identity's vip = 1, a job at `validUntil` sets it back to 0. Growth (1 per yuan of completed
 * goods orders, reversed with refunds) decides the level, whose discount `MemberPricing` gives checkout.
 */
export class MembershipService implements MemberPricing {
  constructor(private readonly deps: MembershipDependencies) {
    deps.jobs.register<{ userId: number }>(MEMBERSHIP_EXPIRY_JOB, async (payload) => {
      await this.endIfExpired(payload.userId);
    });
    deps.jobs.resumeWith(() => this.resumeExpiries());
  }

  // Plans and levels

  async plans(em: EntityManager): Promise<PlanValues[]> {
    const rows = await em.find(MembershipPlan, {}, { orderBy: { code: 'asc' }, refresh: true });
    const byCode = new Map<string, PlanValues>(defaultPlans.map((plan) => [plan.code, { ...plan }]));
    for (const row of rows) {
      byCode.set(row.code, { code: row.code, months: row.months, priceFen: row.priceFen, active: row.active });
    }
    return [...byCode.values()];
  }

  /** Active plans; with `includeInactive`, every plan (staff with promotion.view). */
  async listPlans(ctx: RequestContext, includeInactive: boolean): Promise<PlanValues[]> {
    if (includeInactive) requirePermission(ctx, 'promotion.view');
    const plans = await this.plans(ctx.em);
    return includeInactive ? plans : plans.filter((plan) => plan.active);
  }

  planName(plan: PlanValues, locale: Locale): string {
    return planName[locale].replace('{{months}}', String(plan.months));
  }

  async levels(em: EntityManager): Promise<LevelValues[]> {
    const rows = await em.find(MembershipLevel, {}, { orderBy: { position: 'asc' }, refresh: true });
    if (rows.length === 0) return defaultLevels.map((level) => ({ ...level }));
    return rows.map((row) => ({
      code: row.code,
      names: row.names,
      growthRequired: row.growthRequired,
      discountPercent: row.discountPercent,
      pointsMultiplierPercent: row.pointsMultiplierPercent,
      perks: row.perks,
    }));
  }

  // Reading a membership

  async membershipOf(em: EntityManager, userId: number): Promise<MembershipView> {
    const now = this.deps.clock.now();
    const [row, levels] = await Promise.all([
      em.findOne(Membership, { user: userId }, { refresh: true }),
      this.levels(em),
    ]);
    const growth = row?.growth ?? 0;
    const { level, next } = levelFor(levels, growth);
    const validUntil = row?.validUntil ?? null;
    return {
      active: validUntil !== null && validUntil.getTime() > now.getTime(),
      validUntil,
      growth,
      level,
      nextLevel: next,
      growthToNext: next ? next.growthRequired - growth : null,
    };
  }

  myMembership(ctx: RequestContext): Promise<MembershipView> {
    return this.membershipOf(ctx.em, Number(requireUser(ctx).id));
  }

  /** Staff with promotion.view: a user's membership. */
  async staffMembership(ctx: RequestContext, userId: number): Promise<MembershipView> {
    requirePermission(ctx, 'promotion.view');
    if (!(await userDirectory.userExists(ctx.em, userId))) throw new DomainError('NOT_FOUND');
    return this.membershipOf(ctx.em, userId);
  }

  // MemberPricing, and the points multiplier

  async memberDiscountPercent(em: EntityManager, userId: number, now: Date): Promise<number> {
    const level = await this.activeLevel(em, userId, now);
    return level?.discountPercent ?? 0;
  }

  /** The level's points multiplier while a super member; 100 (×1) otherwise. */
  async pointsMultiplierPercent(em: EntityManager, userId: number, now: Date): Promise<number> {
    const level = await this.activeLevel(em, userId, now);
    return level?.pointsMultiplierPercent ?? 100;
  }

  private async activeLevel(em: EntityManager, userId: number, now: Date): Promise<LevelValues | null> {
    const row = await em.findOne(Membership, { user: userId }, { refresh: true });
    if (!row?.validUntil || row.validUntil.getTime() <= now.getTime()) return null;
    return levelFor(await this.levels(em), row.growth).level;
  }

  // Buying

  /**
   * Places a MEMBERSHIP order for the plan (idempotent per key, like placeOrder); the buyer pays it on the usual pay
   * page with any payment method.
   */
  async buy(ctx: RequestContext, planCode: string, idempotencyKey: string): Promise<{ id: number; number: string }> {
    const userId = Number(requireUser(ctx).id);
    const plan = (await this.plans(ctx.em)).find((candidate) => candidate.code === planCode.trim());
    if (!plan?.active) throw new DomainError('MEMBERSHIP_PLAN_UNAVAILABLE', { field: ['input', 'planCode'] });
    if (!this.deps.membershipOrders) throw new Error('Membership orders are not wired');
    const order = await this.deps.membershipOrders.placeMembershipOrder(ctx, {
      planCode: plan.code,
      title: this.planName(plan, ctx.locale),
      amountFen: plan.priceFen,
      idempotencyKey,
    });
    await ctx.em
      .createQueryBuilder(MembershipPurchase)
      .insert({
        orderId: order.id,
        user: userId,
        planCode: plan.code,
        months: plan.months,
        amountFen: plan.priceFen,
        createdAt: this.deps.clock.now(),
        grantedAt: null,
        validFrom: null,
        validUntil: null,
      })
      .onConflict(['orderId'])
      .ignore()
      .execute();
    return order;
  }

  /**
   * 'paid' of a MEMBERSHIP order (once per order): the validity runs its plan's months from now, or from the current
   * end when still a member (renewal); vip = 1; the expiry job moves to the new end.
   */
  async onPaid(em: EntityManager, event: OrderMilestoneEvent): Promise<void> {
    if (event.kind !== 'MEMBERSHIP') return;
    const purchase = await em.findOne(MembershipPurchase, { orderId: event.orderId }, { refresh: true });
    if (purchase?.grantedAt) return;
    // Without the purchase row (a crash between placing the order and writing it), the order names its plan.
    const planCode = purchase?.planCode ?? (await this.deps.orderFacts?.(em, event.orderId))?.planCode ?? null;
    const plans = await this.plans(em);
    const months = purchase?.months ?? plans.find((plan) => plan.code === planCode)?.months ?? plans[0]?.months ?? 12;
    const membership = await this.lockMembership(em, event.userId);
    const now = event.at;
    const current = membership.validUntil;
    const from = current && current.getTime() > now.getTime() ? current : now;
    const until = addMonths(from, months);
    // The row is locked (MariaDB) or the only writer (SQLite) since lockMembership: no other change in between.
    await em.nativeUpdate(Membership, { user: event.userId }, { validUntil: until });
    if (purchase) {
      const granted = await em.nativeUpdate(
        MembershipPurchase,
        { orderId: event.orderId, grantedAt: null },
        { grantedAt: now, validFrom: from, validUntil: until },
      );
      if (granted !== 1) throw new Error(`Membership order ${event.orderId} was granted twice`);
    } else {
      em.create(MembershipPurchase, {
        orderId: event.orderId,
        user: event.userId,
        planCode: planCode ?? 'UNKNOWN',
        months,
        amountFen: event.payableFen,
        createdAt: now,
        grantedAt: now,
        validFrom: from,
        validUntil: until,
      });
      await em.flush();
    }
    await memberTier.setVip(em, event.userId, 1);
    await this.deps.afterCommit.run(
      em,
      () =>
        this.deps.jobs.schedule(
          MEMBERSHIP_EXPIRY_JOB,
          { userId: event.userId },
          {
            key: expiryJobKey(event.userId),
            runAt: until,
          },
        ),
      expiryJobKey(event.userId),
    );
  }

  /** 'completed' of a goods order: growth of 1 per yuan paid (less refunds so far). */
  async onCompleted(em: EntityManager, event: OrderMilestoneEvent): Promise<void> {
    if (event.kind !== 'GOODS') return;
    const refunds = await em.find(MembershipRefund, { orderId: event.orderId });
    const base = event.payableFen - refunds.reduce((sum, refund) => sum + refund.amountFen, 0);
    const growth = Math.floor(Math.max(0, base) / 100);
    if (growth <= 0) return;
    await this.lockMembership(em, event.userId);
    if ((await em.count(MembershipGrowthEntry, { key: growthKey(event.orderId) })) > 0) return;
    await em.nativeUpdate(Membership, { user: event.userId }, { growth: raw('growth + ?', [growth]) });
    em.create(MembershipGrowthEntry, {
      user: event.userId,
      growth,
      orderId: event.orderId,
      key: growthKey(event.orderId),
      at: event.at,
    });
    await em.flush();
  }

  /**
   * A settled refund, once per refund: of a goods order it takes back the order's growth in proportion (never below
   * 0); of a membership order, see `onMembershipRefunded`.
   */
  async onRefundSettled(em: EntityManager, refund: RefundView): Promise<void> {
    if (!this.deps.orderFacts) return;
    if (await em.findOne(MembershipRefund, { refundId: refund.id })) return;
    const facts = await this.deps.orderFacts(em, refund.orderId);
    if (!facts) return;
    if (facts.kind === 'MEMBERSHIP') return this.onMembershipRefunded(em, refund, facts);
    const given = await em.findOne(MembershipGrowthEntry, { key: growthKey(facts.orderId) });
    const at = refund.settledAt ?? this.deps.clock.now();
    em.create(MembershipRefund, {
      refundId: refund.id,
      orderId: facts.orderId,
      amountFen: refund.amountFen,
      afterGrowth: given !== null,
      at,
    });
    await em.flush();
    if (!given) return;
    const refunds = await em.find(MembershipRefund, { orderId: facts.orderId });
    const base =
      facts.payableFen - refunds.filter((row) => !row.afterGrowth).reduce((sum, row) => sum + row.amountFen, 0);
    const after = refunds.filter((row) => row.afterGrowth).reduce((sum, row) => sum + row.amountFen, 0);
    const due = shareOf(given.growth, after, base) - shareOf(given.growth, after - refund.amountFen, base);
    if (due <= 0) return;
    const membership = await this.lockMembership(em, facts.userId);
    const taken = Math.min(due, membership.growth);
    if (taken <= 0) return;
    const moved = await em.nativeUpdate(
      Membership,
      { user: facts.userId, growth: { $gte: taken } },
      { growth: raw('growth - ?', [taken]) },
    );
    if (moved !== 1) throw new Error(`Growth of user ${facts.userId} changed under a lock`);
    em.create(MembershipGrowthEntry, {
      user: facts.userId,
      growth: -taken,
      orderId: facts.orderId,
      key: `growth-refund/${refund.id}`,
      at,
    });
    await em.flush();
  }

  /**
   * A full refund of a membership order ends the membership it bought: once the order's refunds reach what it cost,
   * what was still to come of the period it granted comes off the membership's end (a renewal after it moves earlier
   * by as much), vip goes back to 0 when that end is now, and the expiry job moves to the new end. A partial refund
   * (a goodwill gesture) leaves the membership as it is. A membership order earns no growth and no points, so there
   * is nothing else to take back.
   */
  private async onMembershipRefunded(em: EntityManager, refund: RefundView, facts: OrderFacts): Promise<void> {
    const now = this.deps.clock.now();
    em.create(MembershipRefund, {
      refundId: refund.id,
      orderId: facts.orderId,
      amountFen: refund.amountFen,
      afterGrowth: false,
      at: refund.settledAt ?? now,
    });
    await em.flush();
    const refunds = await em.find(MembershipRefund, { orderId: facts.orderId }, { refresh: true });
    const refunded = refunds.reduce((sum, row) => sum + row.amountFen, 0);
    // Only the refund that makes it whole ends the membership (each refund is heard once).
    if (refunded < facts.payableFen || refunded - refund.amountFen >= facts.payableFen) return;
    const purchase = await em.findOne(MembershipPurchase, { orderId: facts.orderId }, { refresh: true });
    if (!purchase?.validFrom || !purchase.validUntil) return;
    const membership = await this.lockMembership(em, facts.userId);
    if (!membership.validUntil) return;
    const unused = purchase.validUntil.getTime() - Math.max(now.getTime(), purchase.validFrom.getTime());
    if (unused <= 0) return;
    const until = new Date(Math.max(now.getTime(), membership.validUntil.getTime() - unused));
    await em.nativeUpdate(Membership, { user: facts.userId }, { validUntil: until });
    if (until.getTime() <= now.getTime()) await memberTier.setVip(em, facts.userId, 0);
    await this.deps.afterCommit.run(
      em,
      () =>
        this.deps.jobs.schedule(
          MEMBERSHIP_EXPIRY_JOB,
          { userId: facts.userId },
          { key: expiryJobKey(facts.userId), runAt: until },
        ),
      expiryJobKey(facts.userId),
    );
  }

  // Expiry

  /** The job at validUntil: vip back to 0 unless the membership was renewed meanwhile. */
  async endIfExpired(userId: number): Promise<boolean> {
    const em = this.deps.forkEm();
    return transactionalWithRetry(em, async (tx) => {
      const row = await tx.findOne(Membership, { user: userId }, { refresh: true });
      const now = this.deps.clock.now();
      if (row?.validUntil && row.validUntil.getTime() > now.getTime()) return false;
      return memberTier.setVip(tx, userId, 0);
    });
  }

  /** Schedules every membership's end again (same keys: one job per user); ended ones run at once. */
  async resumeExpiries(): Promise<number> {
    const rows = await this.deps
      .forkEm()
      .find(Membership, { validUntil: { $ne: null } }, { fields: ['user', 'validUntil'], orderBy: { user: 'asc' } });
    for (const row of rows) {
      await this.deps.jobs.schedule(
        MEMBERSHIP_EXPIRY_JOB,
        { userId: row.user.id },
        { key: expiryJobKey(row.user.id), runAt: row.validUntil! },
      );
    }
    return rows.length;
  }

  // Staff

  /** Staff with membership.manage: replaces the levels (audited). */
  async saveLevels(ctx: RequestContext, input: LevelInput[]): Promise<LevelValues[]> {
    const staff = requirePermission(ctx, 'membership.manage');
    const levels = checkLevels(input);
    const now = this.deps.clock.now();
    return transactionalWithRetry(ctx.em, async (em) => {
      const before = await this.levels(em);
      await em.nativeDelete(MembershipLevel, {});
      levels.forEach((level, position) => em.create(MembershipLevel, { ...level, position, updatedAt: now }));
      recordStaffAction(em, {
        actorId: Number(staff.id),
        permission: 'membership.manage',
        action: 'membership.levels.save',
        subjectType: 'membership-levels',
        subjectId: 'all',
        detail: { before, after: levels },
        at: now,
      });
      await em.flush();
      return levels;
    });
  }

  /** Staff with membership.manage: sets a plan's price and whether it is sold (audited). */
  async savePlan(ctx: RequestContext, code: string, priceFen: number, active: boolean): Promise<PlanValues> {
    const staff = requirePermission(ctx, 'membership.manage');
    const now = this.deps.clock.now();
    return transactionalWithRetry(ctx.em, async (em) => {
      const plan = (await this.plans(em)).find((candidate) => candidate.code === code.trim());
      if (!plan) throw new DomainError('MEMBERSHIP_PLAN_UNAVAILABLE', { field: ['input', 'code'] });
      checkPrice(priceFen);
      const saved: PlanValues = { ...plan, priceFen, active };
      const row = await em.findOne(MembershipPlan, { code: plan.code });
      if (row) Object.assign(row, { priceFen, active, updatedAt: now, updatedBy: Number(staff.id) });
      else em.create(MembershipPlan, { ...saved, updatedAt: now, updatedBy: Number(staff.id) });
      recordStaffAction(em, {
        actorId: Number(staff.id),
        permission: 'membership.manage',
        action: 'membership.plan.save',
        subjectType: 'membership-plan',
        subjectId: plan.code,
        detail: { before: plan, after: saved },
        at: now,
      });
      await em.flush();
      return saved;
    });
  }

  /**
   * The user's membership row, locked for the rest of the transaction (MariaDB), created first when missing. As in
   * the points ledger: whether it exists is a plain read (a locking read of a missing row takes a gap lock, and two
   * inserts into the same gap deadlock), and the insert runs only then (INSERT IGNORE on an existing row takes a
   * shared lock that deadlocks two concurrent lockers).
   */
  private async lockMembership(em: EntityManager, userId: number): Promise<Membership> {
    const lockMode =
      em.getPlatform() instanceof SqlitePlatform || !em.isInTransaction() ? undefined : LockMode.PESSIMISTIC_WRITE;
    if ((await em.count(Membership, { user: userId })) === 0) {
      await em
        .createQueryBuilder(Membership)
        .insert({ user: userId, validUntil: null, growth: 0 })
        .onConflict(['user'])
        .ignore()
        .execute('run');
    }
    const locked = await em.findOne(Membership, { user: userId }, { refresh: true, ...(lockMode && { lockMode }) });
    if (!locked) throw new Error(`Membership of user ${userId} could not be created`);
    return locked;
  }
}

const growthKey = (orderId: number) => `growth/order/${orderId}`;

/** floor(value × part / whole), the whole value when part reaches whole. */
function shareOf(value: number, part: number, whole: number): number {
  if (part <= 0 || whole <= 0) return 0;
  if (part >= whole) return value;
  return Number((BigInt(value) * BigInt(part)) / BigInt(whole));
}
