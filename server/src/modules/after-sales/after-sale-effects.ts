import type { EntityManager } from '@mikro-orm/sql';
import { systemActor } from '../../platform/flows/flow.js';
import { StockReason } from '../catalog/stock/stock-reasons.js';
import {
  detailLink,
  findRequest,
  refundKeyOf,
  refundReasonOf,
  requestIdOfRefundKey,
  RETURN_DEADLINE_JOB,
  returnDeadlineJobKey,
  type AfterSalesDependencies,
} from './after-sale-context.js';
import {
  AfterSaleActorKind,
  AfterSaleEvent,
  AfterSaleLine,
  AfterSaleStatus,
  type AfterSaleRequest,
} from './after-sales.entities.js';
import {
  AfterSaleAction,
  createAfterSaleFlow,
  type AfterSaleActor,
  type AfterSaleChange,
  type AfterSaleFlow,
} from './after-sales.states.js';

const yuan = (fen: number) => (fen / 100).toFixed(2);
const deadlineText = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Who acted, as the timeline shows it: the request's buyer, staff, or the shop itself. */
export function actorKindOf(request: AfterSaleRequest, actor: AfterSaleActor): AfterSaleActorKind {
  if (actor.kind === 'system') return AfterSaleActorKind.SYSTEM;
  return actor.userId === request.user.id ? AfterSaleActorKind.BUYER : AfterSaleActorKind.STAFF;
}

/**
 * One line of the request's timeline and one of its order's audit trail, in the caller's transaction. Used by the
 * flow's audit and by the application, which is no event of the flow (nothing was there before it).
 */
export async function recordAfterSaleEvent(
  deps: AfterSalesDependencies,
  em: EntityManager,
  request: AfterSaleRequest,
  line: {
    action: string;
    from: AfterSaleStatus | null;
    to: AfterSaleStatus | null;
    actor: AfterSaleActor;
    note: string | null;
  },
): Promise<void> {
  const actorId = line.actor.kind === 'user' ? line.actor.userId : (line.actor.onBehalfOf ?? null);
  em.create(AfterSaleEvent, {
    request: request.id,
    at: deps.clock.now(),
    action: line.action,
    fromStatus: line.from,
    toStatus: line.to,
    actorKind: actorKindOf(request, line.actor),
    actorId,
    note: line.note,
  });
  await em.flush();
  // The action names the step (staff read it translated); the request's own timeline keeps the states.
  await deps.orders.recordAfterSaleEvent(em, request.orderId, {
    actorId,
    action: line.action,
    description: `${request.serviceNumber}${line.note ? `: ${line.note}` : ''}`,
  });
}

/**
 * Tells the buyer's `afterSaleStatusChanged` subscribers and staff's `afterSaleQueueChanged` ones after commit
 * (once per transaction, in its final state).
 */
export async function publishAfterCommit(
  deps: AfterSalesDependencies,
  em: EntityManager,
  request: AfterSaleRequest,
  status: AfterSaleStatus,
) {
  const change = { id: request.id, serviceNumber: request.serviceNumber, status };
  await deps.shopEvents.emit(
    em,
    { type: 'after_sale.status_changed', data: { ...change, userId: request.user.id, orderId: request.orderId } },
    `after-sale-status-event/${request.id}`,
  );
  return deps.afterCommit.run(
    em,
    () => {
      deps.pubSub.publish('AFTER_SALE_STATUS_CHANGED', String(request.user.id), change);
      deps.pubSub.publish('AFTER_SALE_QUEUE_CHANGED', change);
    },
    `after-sale-status/${request.id}`,
  );
}

/** The after-sales flow wired to the shop: timeline and order audit, messages, deadline job, stock, refunds, pub/sub. */
export function createWiredAfterSaleFlow(deps: AfterSalesDependencies): AfterSaleFlow {
  const flow: AfterSaleFlow = createAfterSaleFlow({
    audit: ({ em, subject, event, from, to, actor, note }) =>
      recordAfterSaleEvent(deps, em, subject, { action: event, from, to, actor, note }),
    notify: async ({ em, subject, event, note, changes }, template) => {
      const deadline = changes.returnDeadlineAt ?? subject.returnDeadlineAt;
      const shownNote = event === AfterSaleAction.APPROVE_RETURN && deadline ? deadlineText(deadline) : (note ?? '');
      await deps.notifications.notify(em, subject.user.id, {
        kind: 'system',
        templateKey: template,
        params: { serviceNumber: subject.serviceNumber, note: shownNote, amount: yuan(subject.refundFen) },
        link: detailLink(subject.id),
      });
    },
    scheduleReturnDeadline: ({ em, subject, changes }) => {
      const runAt = changes.returnDeadlineAt ?? subject.returnDeadlineAt!;
      const key = returnDeadlineJobKey(subject.id);
      return deps.afterCommit.run(em, () =>
        deps.jobs.schedule(RETURN_DEADLINE_JOB, { id: subject.id }, { key, runAt }),
      );
    },
    cancelReturnDeadline: ({ em, subject }) =>
      deps.afterCommit.run(em, async () => {
        await deps.jobs.cancel(returnDeadlineJobKey(subject.id));
      }),
    returnStock: async ({ em, subject, changes, actor }) => {
      if (!changes.goodsFine) return;
      const lines = await em.find(AfterSaleLine, { request: subject.id });
      await deps.stock.releaseStock(
        em,
        lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
        {
          reason: StockReason.RETURNED,
          reference: subject.serviceNumber,
          actorId: actor.kind === 'user' ? actor.userId : (actor.onBehalfOf ?? null),
          at: deps.clock.now(),
        },
      );
    },
    refund: async ({ em, subject, actor }) => {
      if (subject.refundFen <= 0) {
        // Nothing to pay back (a free part): the refund is done as soon as it is issued.
        const request = await findRequest(em, subject.id);
        const changes = { updatedAt: deps.clock.now() };
        await flow.fire(em, request, AfterSaleAction.SETTLE_REFUND, { actor: systemActor, changes });
        return;
      }
      await deps.refunds.refund(em, {
        orderId: subject.orderId,
        amountFen: subject.refundFen,
        key: refundKeyOf(subject.id),
        reason: refundReasonOf(subject.serviceNumber),
        actorId: actor.kind === 'user' ? actor.userId : null,
      });
    },
    // A request that stays where it is (proof asked for or added) is pushed too: an open detail page shows the news.
    publishStatus: ({ em, subject, to }) => publishAfterCommit(deps, em, subject, to ?? subject.status),
  });
  // The money is back with the payer: the request's refund succeeded (in the settling transaction, once).
  deps.refunds.onSettled(async (em, refund) => {
    const id = requestIdOfRefundKey(refund.key);
    if (id === null) return;
    const request = await findRequest(em, id);
    if (request.status !== AfterSaleStatus.REFUND_PENDING) return;
    await flow.fire(em, request, AfterSaleAction.SETTLE_REFUND, {
      actor: systemActor,
      changes: { updatedAt: deps.clock.now() },
    });
  });
  return flow;
}

export type { AfterSaleChange };
