import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { systemActor } from '../../platform/flows/flow.js';
import { ActivityKind, ActivityStatus } from './group-buys.entities.js';
import type { OrderMilestoneEvent } from '../orders/order-promotions.js';
import { publishGroupChange, type GroupBuysContext, type GroupBuysDependencies } from './group-buy-context.js';
import {
  GroupBuy,
  GroupBuyMember,
  GroupBuyMemberStatus,
  GroupBuyOffer,
  GroupBuyStatus,
  GroupBuyUserCount,
} from './group-buys.entities.js';
import {
  createGroupBuyFlow,
  DEADLINE_JOB,
  deadlineJobKey,
  GroupBuyAction,
  type GroupBuyChange,
  type GroupBuyEffect,
  type GroupBuyFlow,
} from './group-buys.states.js';

/** Why members' orders were closed, in the order's trail and the refund's ledger. */
const CANCEL_REASONS = {
  deadline: 'Group buy not filled in time',
  activityEnded: 'Group buy activity ended before the group filled',
  empty: 'Group buy left without members',
} as const;
export type GroupCancelCause = keyof typeof CANCEL_REASONS;

/**
 * A group's life after it was started: members' payments complete it (the orders' `paid` milestone), an unpaid order
 * that ends frees its place (`endedUnpaid`), and the deadline job or the activity's end cancels it, closing every
 * member's order: unpaid ones cancelled through orders' activity port, paid ones closed and refunded in full through
 * the after-sales refund path. Every move of the group's state is an event of the group flow.
 */
export class GroupBuyLifecycle {
  readonly flow: GroupBuyFlow;

  constructor(private readonly deps: GroupBuysDependencies) {
    this.flow = createGroupBuyFlow(this.effects());
    deps.jobs.register<{ groupId: number }>(DEADLINE_JOB, (payload) => this.deadlinePassed(payload.groupId));
    deps.jobs.resumeWith(() => this.resumeDeadlines());
    deps.orderPromotions.onMilestone('paid', (em, event) => this.memberPaid(em, event));
    deps.orderPromotions.onMilestone('endedUnpaid', (em, event) => this.memberLeft(em, event));
    deps.activities.onTransition(ActivityKind.GROUP_BUY, async (em, change) => {
      if (change.to === ActivityStatus.ENDED) await this.cancelOpenGroups(em, change.activity.id);
    });
  }

  private get context(): GroupBuysContext {
    return { deps: this.deps, flow: this.flow };
  }

  /** After commit: the deadline job of a new group. */
  scheduleDeadline(em: EntityManager, group: { id: number; deadlineAt: Date }): Promise<void> {
    return this.deps.afterCommit.run(em, () =>
      this.deps.jobs.schedule(
        DEADLINE_JOB,
        { groupId: group.id },
        { key: deadlineJobKey(group.id), runAt: group.deadlineAt },
      ),
    );
  }

  /** A member's order was paid: the member counts, and the N-th payer completes the group. */
  private async memberPaid(em: EntityManager, event: OrderMilestoneEvent): Promise<void> {
    if (event.activity?.kind !== ActivityKind.GROUP_BUY) return;
    const member = await em.findOne(GroupBuyMember, { orderId: event.orderId }, { refresh: true });
    if (!member) return;
    const marked = await em.nativeUpdate(
      GroupBuyMember,
      { id: member.id, status: GroupBuyMemberStatus.JOINED },
      { status: GroupBuyMemberStatus.PAID, paidAt: event.at },
    );
    if (marked !== 1) return;
    const groupId = member.group.id;
    await em
      .createQueryBuilder(GroupBuy)
      .update({ paidCount: raw('paid_count + 1') })
      .where({ id: groupId, status: GroupBuyStatus.IN_PROGRESS })
      .execute('run');
    await publishGroupChange(this.context, em, groupId);
    const group = await em.findOne(GroupBuy, groupId, { refresh: true });
    if (group?.status === GroupBuyStatus.IN_PROGRESS && group.paidCount >= group.groupSize) {
      await this.flow.fire(em, group, GroupBuyAction.COMPLETE, {
        actor: systemActor,
        changes: { completedAt: event.at },
        guard: { paidCount: { $gte: group.groupSize } },
      });
    }
  }

  /** A member's order ended unpaid (its payment window closed, they cancelled it): the place is free again. */
  private async memberLeft(em: EntityManager, event: OrderMilestoneEvent): Promise<void> {
    if (event.activity?.kind !== ActivityKind.GROUP_BUY) return;
    const member = await em.findOne(GroupBuyMember, { orderId: event.orderId }, { refresh: true });
    if (!member) return;
    const removed = await em.nativeDelete(GroupBuyMember, { id: member.id, status: GroupBuyMemberStatus.JOINED });
    if (removed !== 1) return;
    const group = await em.findOneOrFail(GroupBuy, member.group.id, { refresh: true });
    await this.giveBackUse(em, group.offer.id, member.userId);
    const freed = await em
      .createQueryBuilder(GroupBuy)
      .update({ memberCount: raw('member_count - 1') })
      .where({ id: group.id, status: GroupBuyStatus.IN_PROGRESS, memberCount: { $gte: 1 } })
      .execute('run');
    await publishGroupChange(this.context, em, group.id);
    // The last member left: nobody is there to fill it, so it ends now rather than at its deadline.
    if (freed.affectedRows === 1 && group.memberCount === 1) {
      await this.cancel(em, await em.findOneOrFail(GroupBuy, group.id, { refresh: true }), 'empty');
    }
  }

  /** One of the user's uses of the offer's per-user limit comes back (their order ended unpaid or was refunded). */
  async giveBackUse(em: EntityManager, offerId: number, userId: number): Promise<void> {
    await em
      .createQueryBuilder(GroupBuyUserCount)
      .update({ used: raw('used - 1') })
      .where({ offer: offerId, userId, used: { $gte: 1 } })
      .execute('run');
  }

  /** The deadline job: a group still open at its deadline did not fill in time and is cancelled. */
  async deadlinePassed(groupId: number): Promise<void> {
    await transactionalWithRetry(this.deps.forkEm(), async (tx) => {
      const group = await tx.findOne(GroupBuy, groupId, { refresh: true });
      if (!group || group.status !== GroupBuyStatus.IN_PROGRESS) return;
      if (group.deadlineAt.getTime() > this.deps.clock.now().getTime()) return;
      await this.cancel(tx, group, 'deadline');
    });
  }

  /** The activity ended: its open groups can no longer fill. Inside the activity's transition transaction. */
  private async cancelOpenGroups(em: EntityManager, activityId: number): Promise<void> {
    const open = await em.find(
      GroupBuy,
      { activityId, status: GroupBuyStatus.IN_PROGRESS },
      { orderBy: { id: 'asc' }, refresh: true },
    );
    for (const group of open) await this.cancel(em, group, 'activityEnded');
  }

  private async cancel(em: EntityManager, group: GroupBuy, cause: GroupCancelCause): Promise<void> {
    await this.flow.fire(em, group, GroupBuyAction.CANCEL, {
      actor: systemActor,
      changes: { cancelledAt: this.deps.clock.now(), cancelReason: CANCEL_REASONS[cause] },
      note: CANCEL_REASONS[cause],
    });
  }

  /** Re-creates the deadline job of every open group from its row (start-up, Redis back after a drop). */
  async resumeDeadlines(): Promise<number> {
    const em = this.deps.forkEm();
    const open = await em.find(
      GroupBuy,
      { status: GroupBuyStatus.IN_PROGRESS },
      { fields: ['id', 'deadlineAt'], orderBy: { id: 'asc' } },
    );
    for (const group of open) {
      await this.deps.jobs.schedule(
        DEADLINE_JOB,
        { groupId: group.id },
        { key: deadlineJobKey(group.id), runAt: group.deadlineAt },
      );
    }
    return open.length;
  }

  private effects(): Record<GroupBuyEffect, (change: GroupBuyChange) => Promise<void>> {
    const { deps } = this;
    return {
      cancelDeadline: ({ em, subject }) =>
        deps.afterCommit.run(em, async () => {
          await deps.jobs.cancel(deadlineJobKey(subject.id));
        }),
      notifyCompleted: async ({ em, subject }) => {
        const members = await em.find(GroupBuyMember, { group: subject.id }, { orderBy: { id: 'asc' } });
        await deps.notifications.notifyMany(
          em,
          members.map((member) => member.userId),
          {
            kind: 'system',
            templateKey: 'groupBuyCompleted',
            params: { groupId: subject.id },
            link: groupLink(subject.id),
          },
        );
        await publishGroupChange(this.context, em, subject.id);
      },
      closeMemberOrders: async ({ em, subject, note }) => {
        const reason = note ?? CANCEL_REASONS.deadline;
        const offer = await em.findOneOrFail(GroupBuyOffer, subject.offer.id);
        const members = await em.find(GroupBuyMember, { group: subject.id }, { orderBy: { id: 'asc' }, refresh: true });
        for (const member of members) {
          if (member.status === GroupBuyMemberStatus.JOINED) {
            // Cancelling fires endedUnpaid, which removes the member and gives their use back; a payment that won
            // the race meanwhile leaves the order paid, so it is closed and refunded like the others.
            if (await deps.activityOrders.cancelUnpaidActivityOrder(em, member.orderId, reason)) continue;
          }
          if (member.status === GroupBuyMemberStatus.REFUNDED) continue;
          if (!(await deps.afterSales.closePaidActivityOrder(em, member.orderId, reason))) continue;
          await em.nativeUpdate(GroupBuyMember, { id: member.id }, { status: GroupBuyMemberStatus.REFUNDED });
          await this.giveBackUse(em, offer.id, member.userId);
        }
        await deps.notifications.notifyMany(
          em,
          members.map((member) => member.userId),
          {
            kind: 'system',
            templateKey: 'groupBuyCancelled',
            params: { groupId: subject.id },
            link: groupLink(subject.id),
          },
        );
        await publishGroupChange(this.context, em, subject.id);
      },
    };
  }
}

const groupLink = (groupId: number) => `/activity/group-buy?group=${groupId}`;
