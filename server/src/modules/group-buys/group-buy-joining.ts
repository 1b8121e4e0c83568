import { LockMode, raw, UniqueConstraintViolationException } from '@mikro-orm/core';
import { SqlitePlatform, type EntityManager } from '@mikro-orm/sql';
import { requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import { ActivityKind } from './group-buys.entities.js';
import type { ActivityOrderInput } from '../orders/activity-orders.js';
import type { CheckoutDetails } from '../orders/checkout-rules.js';
import { MEMBER_PAYMENT_WINDOW_MS, publishGroupChange, type GroupBuysContext } from './group-buy-context.js';
import type { GroupBuyLifecycle } from './group-buy-lifecycle.js';
import { GroupBuy, GroupBuyMember, GroupBuyOffer, GroupBuyStatus, GroupBuyUserCount } from './group-buys.entities.js';

/** What the shopper chose on the confirm step: delivery, invoice, remark, and the submit's idempotency key. */
export interface GroupBuyOrderForm extends CheckoutDetails {
  idempotencyKey: string;
}

/** A member's order as placed (or found again for a repeated submit), and the group it holds a place in. */
export interface GroupBuyOrderPlaced {
  groupId: number;
  order: { id: number; number: string; payableFen: number; status: string };
}

/**
 * Starting a group and joining one. Each places the member's order through orders' activity port, whose `take` runs
 * first in the order's transaction: the place in the group by one conditional UPDATE (open, not full, before its
 * deadline), the one membership per user and group by a unique index, and the per-user limit by a conditional UPDATE
 * of the user's counter. Any refusal rolls the whole order back.
 */
export class GroupBuyJoining {
  constructor(
    private readonly context: GroupBuysContext,
    private readonly lifecycle: GroupBuyLifecycle,
  ) {}

  async start(ctx: RequestContext, offerId: number, form: GroupBuyOrderForm): Promise<GroupBuyOrderPlaced> {
    const userId = Number(requireUser(ctx).id);
    const offer = await ctx.em.findOne(GroupBuyOffer, offerId, { refresh: true });
    if (!offer) throw new DomainError('NOT_FOUND', { field: ['input', 'offerId'] });
    await this.context.deps.activities.requireInProgress(ctx.em, offer.activityId, ActivityKind.GROUP_BUY);
    const timeLimitMs = offer.timeLimitMinutes * 60_000;
    const order = await this.place(ctx, offer, `offer/${offer.id}`, form, timeLimitMs, async (tx, placed) => {
      await this.context.deps.activities.requireInProgress(tx, offer.activityId, ActivityKind.GROUP_BUY);
      await this.takeUse(tx, offer, userId);
      const now = this.context.deps.clock.now();
      const group = tx.create(GroupBuy, {
        offer: offer.id,
        activityId: offer.activityId,
        leaderId: userId,
        status: GroupBuyStatus.IN_PROGRESS,
        groupSize: offer.groupSize,
        memberCount: 1,
        paidCount: 0,
        deadlineAt: new Date(now.getTime() + timeLimitMs),
        createdAt: now,
        completedAt: null,
        cancelledAt: null,
        cancelReason: null,
      });
      await tx.flush();
      tx.create(GroupBuyMember, { group: group.id, userId, orderId: placed.id, joinedAt: now, paidAt: null });
      await tx.flush();
      await this.lifecycle.scheduleDeadline(tx, group);
    });
    return { groupId: await this.groupOfOrder(ctx.em, order.id), order };
  }

  async join(ctx: RequestContext, groupId: number, form: GroupBuyOrderForm): Promise<GroupBuyOrderPlaced> {
    const userId = Number(requireUser(ctx).id);
    const group = await ctx.em.findOne(GroupBuy, groupId, { refresh: true });
    if (!group) throw new DomainError('NOT_FOUND', { field: ['input', 'groupId'] });
    const offer = await ctx.em.findOneOrFail(GroupBuyOffer, group.offer.id);
    // Checked again in the order's transaction; here so a member's second try is told before anything is placed
    // (a double-clicked submit passes both checks together and gets its one order back by the idempotency key).
    if (await ctx.em.count(GroupBuyMember, { group: groupId, userId })) {
      throw new DomainError('GROUP_BUY_ALREADY_MEMBER', { field: ['input', 'groupId'] });
    }
    this.requireOpen(group);
    await this.context.deps.activities.requireInProgress(ctx.em, offer.activityId, ActivityKind.GROUP_BUY);
    const windowMs = group.deadlineAt.getTime() - this.context.deps.clock.now().getTime();
    const order = await this.place(ctx, offer, `group/${group.id}`, form, windowMs, async (tx, placed) => {
      await this.context.deps.activities.requireInProgress(tx, offer.activityId, ActivityKind.GROUP_BUY);
      if (await tx.count(GroupBuyMember, { group: groupId, userId })) {
        throw new DomainError('GROUP_BUY_ALREADY_MEMBER', { field: ['input', 'groupId'] });
      }
      const now = this.context.deps.clock.now();
      const taken = await tx
        .createQueryBuilder(GroupBuy)
        .update({ memberCount: raw('member_count + 1') })
        .where({ id: groupId, status: GroupBuyStatus.IN_PROGRESS, deadlineAt: { $gt: now } })
        .andWhere('member_count < group_size')
        .execute('run');
      if (taken.affectedRows !== 1) {
        // Why, from the group as it is now: a locking read sees what the winner committed, where a plain read in a
        // repeatable-read transaction would still see the group as it was before (SQLite has one writer anyway).
        const lockMode = tx.getPlatform() instanceof SqlitePlatform ? undefined : LockMode.PESSIMISTIC_READ;
        this.requireOpen(await tx.findOneOrFail(GroupBuy, groupId, { refresh: true, lockMode }));
        throw new DomainError('GROUP_BUY_FULL', { field: ['input', 'groupId'] });
      }
      await this.takeUse(tx, offer, userId);
      tx.create(GroupBuyMember, { group: groupId, userId, orderId: placed.id, joinedAt: now, paidAt: null });
      await tx.flush();
      await publishGroupChange(this.context, tx, groupId);
    });
    return { groupId, order };
  }

  /** GROUP_BUY_CLOSED when the group no longer takes members, GROUP_BUY_FULL when every place is taken. */
  private requireOpen(group: GroupBuy): void {
    const now = this.context.deps.clock.now().getTime();
    if (group.status !== GroupBuyStatus.IN_PROGRESS || group.deadlineAt.getTime() <= now) {
      throw new DomainError('GROUP_BUY_CLOSED', { field: ['input', 'groupId'], params: { status: group.status } });
    }
    if (group.memberCount >= group.groupSize) throw new DomainError('GROUP_BUY_FULL', { field: ['input', 'groupId'] });
  }

  private async place(
    ctx: RequestContext,
    offer: GroupBuyOffer,
    reference: string,
    form: GroupBuyOrderForm,
    timeLeftMs: number,
    take: (em: EntityManager, order: { id: number; number: string; userId: number }) => Promise<void>,
  ): Promise<GroupBuyOrderPlaced['order']> {
    const input: ActivityOrderInput = {
      ...form,
      activity: { kind: ActivityKind.GROUP_BUY, id: offer.activityId, reference },
      productId: offer.productId,
      quantity: offer.quantity,
      unitPriceMilli: offer.groupPriceMilli,
      // A member pays before the group's deadline: the order cannot wait longer than the group does.
      paymentWindowMs: Math.max(1000, Math.min(MEMBER_PAYMENT_WINDOW_MS, timeLeftMs)),
      idempotencyKey: form.idempotencyKey,
    };
    try {
      return await this.context.deps.activityOrders.placeActivityOrder(ctx, input, take);
    } catch (error) {
      // Two tabs of one user joining at once: the (group, user) unique index lets one through.
      if (error instanceof UniqueConstraintViolationException) {
        throw new DomainError('GROUP_BUY_ALREADY_MEMBER', { field: ['input', 'groupId'] });
      }
      throw error;
    }
  }

  /** One use of the offer's per-user limit, by a conditional UPDATE of the user's counter (made on first use). */
  private async takeUse(em: EntityManager, offer: GroupBuyOffer, userId: number): Promise<void> {
    await em
      .createQueryBuilder(GroupBuyUserCount)
      .insert({ offer: offer.id, userId, used: 0 })
      .onConflict(['offer', 'userId'])
      .ignore()
      .execute('run');
    const taken = await em
      .createQueryBuilder(GroupBuyUserCount)
      .update({ used: raw('used + 1') })
      .where({ offer: offer.id, userId, used: { $lt: offer.perUserLimit } })
      .execute('run');
    if (taken.affectedRows !== 1) {
      throw new DomainError('GROUP_BUY_LIMIT_REACHED', { params: { limit: offer.perUserLimit } });
    }
  }

  private async groupOfOrder(em: EntityManager, orderId: number): Promise<number> {
    const member = await em.findOneOrFail(GroupBuyMember, { orderId }, { refresh: true });
    return member.group.id;
  }
}
