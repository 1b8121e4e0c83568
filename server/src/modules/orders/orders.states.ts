import type { EntityManager } from '@mikro-orm/sql';
import type { Permission } from '../../platform/auth/index.js';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import type { ShopEvents } from '../../platform/events/shop-events.js';
import { Flow, type FlowActor, type FlowChange, type FlowTransition } from '../../platform/flows/flow.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import type { MessageTemplateKey } from '../messages/message-templates.js';
import type { NotificationService } from '../messages/notification.service.js';
import { activityOf } from './order-activity.js';
import type { OrderMilestone, OrderMilestoneEvent } from './order-promotions.js';
import { Order, OrderEvent, OrderEventKind, OrderKind, OrderStatus } from './orders.entities.js';

declare module '../../platform/pubsub/pubsub.js' {
  interface PubSubTopics {
    /** An order of the user (channel: the user's id) changed state. */
    ORDER_STATUS_CHANGED: [userId: string, change: OrderStatusChange];
  }
}

declare module '../../platform/events/shop-events.js' {
  interface ShopEventTypes {
    /** An order changed state; its buyer's webhooks hear it. */
    'order.status_changed': OrderStatusChange & { userId: number };
  }
}

export interface OrderStatusChange {
  orderId: number;
  number: string;
  status: OrderStatus;
}

/** The events of the order flow (the GraphQL enum `OrderAction`). */
export const OrderAction = {
  /** Staff approve an order that needs approval. */
  APPROVE: 'APPROVE',
  REJECT: 'REJECT',
  /** Money arrived (balance, provider callback, confirmed remittance): `markPaid`. */
  PAY: 'PAY',
  /** Money arrived for a membership order: it has nothing to ship, so paid is completed (`markPaid`). */
  PAY_MEMBERSHIP: 'PAY_MEMBERSHIP',
  /** Money arrived for a paid blind-box open: nothing to ship, so paid is completed, and the box is opened. */
  PAY_BLIND_BOX_OPEN: 'PAY_BLIND_BOX_OPEN',
  /** The buyer reports an offline bank remittance; staff then confirm (PAY) or reject it. */
  SUBMIT_REMITTANCE: 'SUBMIT_REMITTANCE',
  REJECT_REMITTANCE: 'REJECT_REMITTANCE',
  CANCEL: 'CANCEL',
  /** The payment window closed unpaid. */
  EXPIRE: 'EXPIRE',
  REMIND_TO_SHIP: 'REMIND_TO_SHIP',
  SHIP: 'SHIP',
  ADD_LOGISTICS_EVENT: 'ADD_LOGISTICS_EVENT',
  CONFIRM_RECEIPT: 'CONFIRM_RECEIPT',
  AUTO_CONFIRM: 'AUTO_CONFIRM',
  REVIEW: 'REVIEW',
  DELETE: 'DELETE',
  BUY_AGAIN: 'BUY_AGAIN',
  /**
   * Staff close a paid order that cannot be shipped; the after-sales module fires it in the transaction that refunds
   * the order in full (orders never call payments).
   */
  CLOSE_UNFULFILLABLE: 'CLOSE_UNFULFILLABLE',
  /**
   * Staff refund a membership order in full (the buyer changed their mind, a complaint): the after-sales module fires
   * it in the transaction that refunds it, and the membership module ends what it bought once the refund settles.
   */
  REFUND_MEMBERSHIP: 'REFUND_MEMBERSHIP',
  /**
   * Staff refund a paid blind-box open that could not be drawn (the box ran empty before it was paid): the after-sales
   * module fires it in the transaction that refunds it; the lucky-draws module refuses it for an open that was drawn.
   */
  REFUND_BLIND_BOX_OPEN: 'REFUND_BLIND_BOX_OPEN',
} as const;
export type OrderAction = (typeof OrderAction)[keyof typeof OrderAction];

type OrderTemplate = Extract<
  MessageTemplateKey,
  | 'orderApproved'
  | 'orderRefused'
  | 'orderPaid'
  | 'orderCancelled'
  | 'orderExpired'
  | 'orderShipped'
  | 'orderReceived'
  | 'orderClosedUnfulfillable'
  | 'orderMembershipRefunded'
  | 'orderBlindBoxOpenRefunded'
>;

/** The side effects a transition names, run in its transaction after the state changed. */
export type OrderEffect =
  /** The order ended before shipping: its reserved stock goes back on the shelf (once: only the winner gets here). */
  | 'releaseStock'
  /** A message in the buyer's message center, from this template; the transition's note is its `note`. */
  | `notify:${OrderTemplate}`
  /** After commit: cancel the order if it is still unpaid at its (new) `expiresAt`. */
  | 'scheduleExpiry'
  | 'cancelExpiry'
  /** After commit: confirm receipt by itself at its `autoConfirmAt`. */
  | 'scheduleAutoConfirm'
  | 'cancelAutoConfirm'
  /** After commit: tell the buyer's `orderStatusChanged` subscribers. */
  | 'publishStatus'
  /** The promotion modules' listeners of this milestone (coupons back, points earned ...), in the transaction. */
  | `milestone:${OrderMilestone}`;

const S = OrderStatus;
const A = OrderAction;
const ALL_STATUSES = Object.values(OrderStatus);
/** Orders whose story has ended; only these may be deleted from the buyer's list. */
export const FINISHED_STATUSES: readonly OrderStatus[] = [S.COMPLETED, S.CANCELLED, S.CLOSED];

type OrderTransition = FlowTransition<OrderStatus, OrderAction, OrderEffect, Permission, Order>;

/** Guards of the events only an order of parts has (shipping, receipt, review, buying again). */
const goods = (order: Order) => order.kind !== OrderKind.MEMBERSHIP && order.kind !== OrderKind.BLIND_BOX_OPEN;
const membership = (order: Order) => order.kind === OrderKind.MEMBERSHIP;
const blindBoxOpen = (order: Order) => order.kind === OrderKind.BLIND_BOX_OPEN;

/**
 * THE order flow (spec §4): every event of an order, who may fire it and what it does besides moving the state.
 * `Flow.fire` runs it with one conditional UPDATE (`... WHERE id = ? AND status IN (from)`), so two racing events
 * cannot both win.
 */
export const orderTransitions: readonly OrderTransition[] = [
  {
    event: A.APPROVE,
    from: [S.PENDING_APPROVAL],
    to: S.PENDING_PAYMENT,
    by: [{ permission: 'order.approve' }],
    effects: ['notify:orderApproved', 'scheduleExpiry', 'publishStatus'],
  },
  {
    event: A.REJECT,
    from: [S.PENDING_APPROVAL],
    to: S.CLOSED,
    by: [{ permission: 'order.reject' }],
    effects: ['releaseStock', 'notify:orderRefused', 'milestone:endedUnpaid', 'publishStatus'],
  },
  {
    event: A.PAY,
    from: [S.PENDING_PAYMENT, S.PENDING_PLATFORM_RECEIPT],
    to: S.PENDING_SHIPMENT,
    by: ['system'],
    when: goods,
    effects: ['notify:orderPaid', 'milestone:paid', 'publishStatus'],
  },
  {
    event: A.PAY_MEMBERSHIP,
    from: [S.PENDING_PAYMENT, S.PENDING_PLATFORM_RECEIPT],
    to: S.COMPLETED,
    by: ['system'],
    when: membership,
    effects: ['notify:orderPaid', 'milestone:paid', 'milestone:completed', 'publishStatus'],
  },
  {
    event: A.PAY_BLIND_BOX_OPEN,
    from: [S.PENDING_PAYMENT, S.PENDING_PLATFORM_RECEIPT],
    to: S.COMPLETED,
    by: ['system'],
    when: blindBoxOpen,
    // 'paid' is where the lucky-draws module draws the prize, in this transaction.
    effects: ['notify:orderPaid', 'milestone:paid', 'milestone:completed', 'publishStatus'],
  },
  {
    event: A.SUBMIT_REMITTANCE,
    from: [S.PENDING_PAYMENT],
    to: S.PENDING_PLATFORM_RECEIPT,
    by: ['owner'],
    effects: ['publishStatus'],
  },
  {
    event: A.REJECT_REMITTANCE,
    from: [S.PENDING_PLATFORM_RECEIPT],
    to: S.PENDING_PAYMENT,
    by: [{ permission: 'remittance.decide' }],
    effects: ['scheduleExpiry', 'publishStatus'],
  },
  {
    event: A.CANCEL,
    from: [S.PENDING_APPROVAL, S.PENDING_PAYMENT],
    to: S.CANCELLED,
    // The shop cancels an unpaid order a live activity can no longer honour (a group buy that did not fill).
    by: ['owner', 'system'],
    effects: ['releaseStock', 'notify:orderCancelled', 'cancelExpiry', 'milestone:endedUnpaid', 'publishStatus'],
  },
  {
    event: A.EXPIRE,
    from: [S.PENDING_PAYMENT],
    to: S.CANCELLED,
    by: ['system'],
    effects: ['releaseStock', 'notify:orderExpired', 'milestone:endedUnpaid', 'publishStatus'],
  },
  { event: A.REMIND_TO_SHIP, from: [S.PENDING_SHIPMENT], to: null, by: ['owner'], when: goods },
  {
    event: A.CLOSE_UNFULFILLABLE,
    from: [S.PENDING_SHIPMENT],
    to: S.CLOSED,
    // The shop itself too: a group buy that did not fill closes its paid orders (afterSales.closePaidActivityOrder).
    by: [{ permission: 'order.cancel_paid' }, 'system'],
    when: goods,
    effects: ['releaseStock', 'notify:orderClosedUnfulfillable', 'publishStatus'],
  },
  {
    event: A.REFUND_MEMBERSHIP,
    from: [S.COMPLETED],
    to: S.CLOSED,
    by: [{ permission: 'order.cancel_paid' }],
    when: membership,
    effects: ['notify:orderMembershipRefunded', 'publishStatus'],
  },
  {
    event: A.REFUND_BLIND_BOX_OPEN,
    from: [S.COMPLETED],
    to: S.CLOSED,
    by: [{ permission: 'order.cancel_paid' }],
    when: blindBoxOpen,
    effects: ['milestone:refundedPaid', 'notify:orderBlindBoxOpenRefunded', 'publishStatus'],
  },
  {
    event: A.SHIP,
    from: [S.PENDING_SHIPMENT],
    to: S.SHIPPED,
    by: [{ permission: 'order.ship' }],
    when: goods,
    effects: ['notify:orderShipped', 'scheduleAutoConfirm', 'publishStatus'],
  },
  {
    event: A.ADD_LOGISTICS_EVENT,
    from: [S.SHIPPED],
    to: null,
    by: [{ permission: 'order.add_logistics' }],
    when: goods,
  },
  {
    event: A.CONFIRM_RECEIPT,
    from: [S.SHIPPED],
    to: S.PENDING_REVIEW,
    by: ['owner'],
    when: goods,
    effects: ['notify:orderReceived', 'cancelAutoConfirm', 'milestone:completed', 'publishStatus'],
  },
  {
    event: A.AUTO_CONFIRM,
    from: [S.SHIPPED],
    to: S.PENDING_REVIEW,
    by: ['system'],
    when: goods,
    effects: ['notify:orderReceived', 'milestone:completed', 'publishStatus'],
  },
  {
    event: A.REVIEW,
    from: [S.PENDING_REVIEW],
    to: S.COMPLETED,
    by: ['owner'],
    when: goods,
    effects: ['publishStatus'],
  },
  { event: A.DELETE, from: FINISHED_STATUSES, to: null, by: ['owner'] },
  { event: A.BUY_AGAIN, from: ALL_STATUSES, to: null, by: ['owner'], when: goods },
];

export type OrderFlow = Flow<Order, OrderStatus, OrderAction, OrderEffect, Permission>;
export type OrderChange = FlowChange<Order, OrderStatus, OrderAction, Permission>;
export type OrderActor = FlowActor<Permission>;

export const EXPIRY_JOB = 'order-expiry';
export const AUTO_CONFIRM_JOB = 'order-auto-confirm';

/** The job that cancels the order if still unpaid at `expiresAt`: one per payment window. */
export function expiryJobKey(orderId: number, expiresAt?: Date): string {
  return expiresAt ? `${EXPIRY_JOB}/${orderId}/${expiresAt.getTime()}` : `${EXPIRY_JOB}/${orderId}`;
}

export const autoConfirmJobKey = (orderId: number) => `${AUTO_CONFIRM_JOB}/${orderId}`;

export interface OrderFlowDependencies {
  clock: Clock;
  jobs: JobScheduler;
  pubSub: PubSub;
  afterCommit: AfterCommit;
  shopEvents: ShopEvents;
  notifications: NotificationService;
  /** Puts the order's reserved stock back, inside the transaction; `actorId` is who ended the order. */
  releaseStock(em: EntityManager, order: Order, actorId: number | null): Promise<void>;
  /** Runs the promotion modules' listeners of a milestone, inside the transaction. */
  reachMilestone(em: EntityManager, event: OrderMilestoneEvent): Promise<void>;
}

/** The user an audit row names: whoever fired it, or whom the shop acted for; null for the shop itself. */
export function actorIdOf(actor: OrderActor): number | null {
  return actor.kind === 'user' ? actor.userId : (actor.onBehalfOf ?? null);
}

const auditKindOf: Partial<Record<OrderAction, OrderEventKind>> = {
  REMIND_TO_SHIP: OrderEventKind.REMINDER,
  ADD_LOGISTICS_EVENT: OrderEventKind.LOGISTICS,
};
/** Events that leave no line in the audit trail: they change nothing of the order's story. */
const UNAUDITED: readonly OrderAction[] = [A.DELETE, A.BUY_AGAIN];

function notify(template: OrderTemplate, notifications: NotificationService) {
  return async ({ em, subject, note }: OrderChange) => {
    await notifications.notify(em, subject.user.id, {
      kind: 'system',
      templateKey: template,
      // The transition's note: a refusal's reason, a shipment's carrier and waybill.
      params: { number: subject.number, note: note ?? '' },
      link: `/user/order/details?id=${subject.id}`,
    });
  };
}

/** The effect that tells the promotion modules the order reached `name`, with the order's facts as they are now. */
function milestone(name: OrderMilestone, deps: OrderFlowDependencies) {
  return ({ em, subject, changes }: OrderChange) => {
    const order = { ...subject, ...changes };
    return deps.reachMilestone(em, {
      milestone: name,
      orderId: order.id,
      number: order.number,
      userId: subject.user.id,
      kind: order.kind,
      payableFen: order.payableFen,
      couponId: order.couponId ?? null,
      pointsSpent: order.pointsSpent,
      activity: activityOf(order),
      at: deps.clock.now(),
    });
  };
}

/** The order flow with its audit trail and effects wired to the shop's services. */
export function createOrderFlow(deps: OrderFlowDependencies): OrderFlow {
  const { clock, jobs, afterCommit, notifications } = deps;
  return new Flow({
    name: 'order',
    entity: Order,
    stateField: 'status',
    ownerOf: (order) => order.user.id,
    transitions: orderTransitions,
    notAllowed: 'ORDER_ACTION_NOT_ALLOWED',
    audit: async ({ em, subject, event, from, to, actor, note }) => {
      if (UNAUDITED.includes(event)) return;
      const kind = auditKindOf[event] ?? OrderEventKind.STATUS;
      em.create(OrderEvent, {
        order: subject.id,
        kind,
        at: clock.now(),
        actorId: actorIdOf(actor),
        action: event,
        fromStatus: kind === OrderEventKind.STATUS ? from : null,
        toStatus: to,
        description: kind === OrderEventKind.REMINDER ? null : note,
      });
      await em.flush();
    },
    effects: {
      releaseStock: ({ em, subject, actor }) => deps.releaseStock(em, subject, actorIdOf(actor)),
      'notify:orderApproved': notify('orderApproved', notifications),
      'notify:orderRefused': notify('orderRefused', notifications),
      'notify:orderPaid': notify('orderPaid', notifications),
      'notify:orderCancelled': notify('orderCancelled', notifications),
      'notify:orderExpired': notify('orderExpired', notifications),
      'notify:orderShipped': notify('orderShipped', notifications),
      'notify:orderReceived': notify('orderReceived', notifications),
      'notify:orderClosedUnfulfillable': notify('orderClosedUnfulfillable', notifications),
      'notify:orderMembershipRefunded': notify('orderMembershipRefunded', notifications),
      'notify:orderBlindBoxOpenRefunded': notify('orderBlindBoxOpenRefunded', notifications),
      scheduleExpiry: ({ em, subject, changes }) => {
        const expiresAt = changes.expiresAt ?? subject.expiresAt;
        return afterCommit.run(em, () =>
          jobs.schedule(
            EXPIRY_JOB,
            { orderId: subject.id },
            { key: expiryJobKey(subject.id, expiresAt), runAt: expiresAt },
          ),
        );
      },
      cancelExpiry: ({ em, subject }) =>
        afterCommit.run(em, async () => {
          await jobs.cancel(expiryJobKey(subject.id));
        }),
      scheduleAutoConfirm: ({ em, subject, changes }) => {
        const runAt = changes.autoConfirmAt ?? subject.autoConfirmAt!;
        return afterCommit.run(em, () =>
          jobs.schedule(AUTO_CONFIRM_JOB, { orderId: subject.id }, { key: autoConfirmJobKey(subject.id), runAt }),
        );
      },
      cancelAutoConfirm: ({ em, subject }) =>
        afterCommit.run(em, async () => {
          await jobs.cancel(autoConfirmJobKey(subject.id));
        }),
      'milestone:paid': milestone('paid', deps),
      'milestone:completed': milestone('completed', deps),
      'milestone:endedUnpaid': milestone('endedUnpaid', deps),
      'milestone:refundedPaid': milestone('refundedPaid', deps),
      publishStatus: async ({ em, subject, to }) => {
        const change = { orderId: subject.id, number: subject.number, status: to! };
        await deps.shopEvents.emit(
          em,
          { type: 'order.status_changed', data: { ...change, userId: subject.user.id } },
          `order-status-event/${subject.id}`,
        );
        return afterCommit.run(
          em,
          () => deps.pubSub.publish('ORDER_STATUS_CHANGED', String(subject.user.id), change),
          `order-status/${subject.id}`,
        );
      },
    },
  });
}
