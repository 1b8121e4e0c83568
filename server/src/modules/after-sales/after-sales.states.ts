import type { Permission } from '../../platform/auth/index.js';
import { Flow, type FlowActor, type FlowChange, type FlowTransition } from '../../platform/flows/flow.js';
import type { MessageTemplateKey } from '../messages/message-templates.js';
import { AfterSaleRequest, AfterSaleStatus, AfterSaleType } from './after-sales.entities.js';

declare module '../../platform/pubsub/pubsub.js' {
  interface PubSubTopics {
    /** An after-sales request of the user (channel: the user's id) changed state. */
    AFTER_SALE_STATUS_CHANGED: [userId: string, change: AfterSaleStatusChange];
    /** Any request changed (staff's queue, `afterSaleQueueChanged`): a buyer or staff acted, or the shop did. */
    AFTER_SALE_QUEUE_CHANGED: [change: AfterSaleStatusChange];
  }
}

declare module '../../platform/events/shop-events.js' {
  interface ShopEventTypes {
    /** An after-sales request changed state; its buyer's webhooks hear it. */
    'after_sale.status_changed': AfterSaleStatusChange & { userId: number; orderId: number };
  }
}

export interface AfterSaleStatusChange {
  id: number;
  serviceNumber: string;
  status: AfterSaleStatus;
}

/** The events of the after-sales flow (the GraphQL enum `AfterSaleAction`). */
export const AfterSaleAction = {
  /** Staff approve a refund-only request: the refund may be issued. */
  APPROVE: 'APPROVE',
  /** Staff approve a return (return and refund, exchange): the buyer ships the goods back before the deadline. */
  APPROVE_RETURN: 'APPROVE_RETURN',
  APPROVE_REPLENISHMENT: 'APPROVE_REPLENISHMENT',
  REJECT: 'REJECT',
  /** Staff ask for more proof; the request stays where it is. */
  REQUEST_PROOF: 'REQUEST_PROOF',
  ADD_PROOF: 'ADD_PROOF',
  CANCEL: 'CANCEL',
  /** The buyer changes a rejected or cancelled request and sends it to review again. */
  RESUBMIT: 'RESUBMIT',
  RESUBMIT_REPLENISHMENT: 'RESUBMIT_REPLENISHMENT',
  SHIP_RETURN: 'SHIP_RETURN',
  /** The return deadline passed without a waybill (the deadline job). */
  CLOSE_UNSHIPPED: 'CLOSE_UNSHIPPED',
  RECEIVE_RETURN: 'RECEIVE_RETURN',
  ISSUE_REFUND: 'ISSUE_REFUND',
  /** The refund port says the money is back with the payer. */
  SETTLE_REFUND: 'SETTLE_REFUND',
  SHIP_REPLACEMENT: 'SHIP_REPLACEMENT',
  CONFIRM_REPLACEMENT: 'CONFIRM_REPLACEMENT',
} as const;
export type AfterSaleAction = (typeof AfterSaleAction)[keyof typeof AfterSaleAction];

/** The timeline's first line: the request was made (not an event of the flow: nothing was there before). */
export const APPLY_ACTION = 'APPLY';

type AfterSaleTemplate = Extract<MessageTemplateKey, `afterSale${string}`>;

export type AfterSaleEffect =
  /** A message in the buyer's message center (params: service number, the note, the amount). */
  | `notify:${AfterSaleTemplate}`
  /** After commit: close the request if no waybill arrived by its `returnDeadlineAt`. */
  | 'scheduleReturnDeadline'
  | 'cancelReturnDeadline'
  /** Goods received fine: their stock goes back on the shelf (once: only the winning transition gets here). */
  | 'returnStock'
  /** Refunds the request's amount through the payments module's refund port, the way the order was paid. */
  | 'refund'
  /** After commit: tell the buyer's `afterSaleStatusChanged` subscribers. */
  | 'publishStatus';

const S = AfterSaleStatus;
const A = AfterSaleAction;
const T = AfterSaleType;
const ofType =
  (...types: AfterSaleType[]) =>
  (request: AfterSaleRequest) =>
    types.includes(request.type);
const REVIEWING = [S.UNDER_REVIEW, S.PLATFORM_REVIEW];

type AfterSaleTransition = FlowTransition<
  AfterSaleStatus,
  AfterSaleAction,
  AfterSaleEffect,
  Permission,
  AfterSaleRequest
>;

/**
 * THE after-sales flow (spec §4): every event of a request, who may fire it, for which types (`when`), and what it
 * does besides moving the state. `Flow.fire` runs it with one conditional UPDATE, so two racing events cannot both win.
 */
export const afterSaleTransitions: readonly AfterSaleTransition[] = [
  {
    event: A.APPROVE,
    from: [S.UNDER_REVIEW],
    to: S.APPROVED,
    by: [{ permission: 'after_sale.review' }],
    when: ofType(T.REFUND_ONLY),
    effects: ['notify:afterSaleApproved', 'publishStatus'],
  },
  {
    event: A.APPROVE_RETURN,
    from: [S.UNDER_REVIEW],
    to: S.TO_BE_RETURNED,
    by: [{ permission: 'after_sale.review' }],
    when: ofType(T.RETURN_AND_REFUND, T.EXCHANGE),
    effects: ['scheduleReturnDeadline', 'notify:afterSaleReturnApproved', 'publishStatus'],
  },
  {
    event: A.APPROVE_REPLENISHMENT,
    from: [S.PLATFORM_REVIEW],
    to: S.PLATFORM_SHIPMENT,
    by: [{ permission: 'after_sale.review' }],
    when: ofType(T.REPLENISHMENT),
    effects: ['notify:afterSaleReplenishmentApproved', 'publishStatus'],
  },
  {
    event: A.REJECT,
    from: REVIEWING,
    to: S.REJECTED,
    by: [{ permission: 'after_sale.review' }],
    effects: ['notify:afterSaleRejected', 'publishStatus'],
  },
  {
    event: A.REQUEST_PROOF,
    from: REVIEWING,
    to: null,
    by: [{ permission: 'after_sale.review' }],
    effects: ['notify:afterSaleProofRequested', 'publishStatus'],
  },
  { event: A.ADD_PROOF, from: REVIEWING, to: null, by: ['owner'], effects: ['publishStatus'] },
  {
    event: A.CANCEL,
    from: [S.UNDER_REVIEW, S.PLATFORM_REVIEW, S.APPROVED, S.TO_BE_RETURNED],
    to: S.CANCELLED,
    by: ['owner'],
    effects: ['cancelReturnDeadline', 'notify:afterSaleCancelled', 'publishStatus'],
  },
  {
    event: A.RESUBMIT,
    from: [S.REJECTED, S.CANCELLED],
    to: S.UNDER_REVIEW,
    by: ['owner'],
    when: (request) => request.type !== T.REPLENISHMENT,
    effects: ['notify:afterSaleSubmitted', 'publishStatus'],
  },
  {
    event: A.RESUBMIT_REPLENISHMENT,
    from: [S.REJECTED, S.CANCELLED],
    to: S.PLATFORM_REVIEW,
    by: ['owner'],
    when: ofType(T.REPLENISHMENT),
    effects: ['notify:afterSaleSubmitted', 'publishStatus'],
  },
  {
    event: A.SHIP_RETURN,
    from: [S.TO_BE_RETURNED],
    to: S.RETURN_SHIPPED,
    by: ['owner'],
    effects: ['cancelReturnDeadline', 'notify:afterSaleReturnShipped', 'publishStatus'],
  },
  {
    event: A.CLOSE_UNSHIPPED,
    from: [S.TO_BE_RETURNED],
    to: S.CLOSED,
    by: ['system'],
    effects: ['notify:afterSaleClosed', 'publishStatus'],
  },
  {
    event: A.RECEIVE_RETURN,
    from: [S.RETURN_SHIPPED],
    to: S.MERCHANT_RECEIVED,
    by: [{ permission: 'after_sale.receive' }],
    effects: ['returnStock', 'notify:afterSaleReturnReceived', 'publishStatus'],
  },
  {
    event: A.ISSUE_REFUND,
    from: [S.APPROVED, S.MERCHANT_RECEIVED],
    to: S.REFUND_PENDING,
    by: [{ permission: 'after_sale.refund' }],
    when: ofType(T.REFUND_ONLY, T.RETURN_AND_REFUND),
    // The refund last: a balance refund settles at once and moves the request on from REFUND_PENDING.
    effects: ['notify:afterSaleRefundIssued', 'publishStatus', 'refund'],
  },
  {
    event: A.SETTLE_REFUND,
    from: [S.REFUND_PENDING],
    to: S.REFUND_SUCCEEDED,
    by: ['system'],
    effects: ['notify:afterSaleRefunded', 'publishStatus'],
  },
  {
    event: A.SHIP_REPLACEMENT,
    from: [S.MERCHANT_RECEIVED, S.PLATFORM_SHIPMENT],
    to: S.AWAITING_RECEIPT,
    by: [{ permission: 'after_sale.ship' }],
    when: ofType(T.EXCHANGE, T.REPLENISHMENT),
    effects: ['notify:afterSaleReplacementShipped', 'publishStatus'],
  },
  {
    event: A.CONFIRM_REPLACEMENT,
    from: [S.AWAITING_RECEIPT],
    to: S.COMPLETED,
    by: ['owner'],
    effects: ['notify:afterSaleCompleted', 'publishStatus'],
  },
];

/** The states a request holds its order lines in: the others (given up, refused, closed) free them again. */
export const LIVE_STATUSES: readonly AfterSaleStatus[] = Object.values(S).filter(
  (status) => status !== S.REJECTED && status !== S.CANCELLED && status !== S.CLOSED,
);

export type AfterSaleFlow = Flow<AfterSaleRequest, AfterSaleStatus, AfterSaleAction, AfterSaleEffect, Permission>;
export type AfterSaleChange = FlowChange<AfterSaleRequest, AfterSaleStatus, AfterSaleAction, Permission>;
export type AfterSaleActor = FlowActor<Permission>;

/** What the flow's audit and effects are wired to (the after-sales services provide them). */
export interface AfterSaleFlowEffects {
  audit(change: AfterSaleChange): Promise<void>;
  notify(change: AfterSaleChange, template: AfterSaleTemplate): Promise<void>;
  scheduleReturnDeadline(change: AfterSaleChange): Promise<void>;
  cancelReturnDeadline(change: AfterSaleChange): Promise<void>;
  returnStock(change: AfterSaleChange): Promise<void>;
  refund(change: AfterSaleChange): Promise<void>;
  publishStatus(change: AfterSaleChange): Promise<void>;
}

const templates: readonly AfterSaleTemplate[] = [
  'afterSaleSubmitted',
  'afterSaleApproved',
  'afterSaleReturnApproved',
  'afterSaleReplenishmentApproved',
  'afterSaleRejected',
  'afterSaleProofRequested',
  'afterSaleCancelled',
  'afterSaleReturnShipped',
  'afterSaleClosed',
  'afterSaleReturnReceived',
  'afterSaleRefundIssued',
  'afterSaleRefunded',
  'afterSaleReplacementShipped',
  'afterSaleCompleted',
];

export function createAfterSaleFlow(effects: AfterSaleFlowEffects): AfterSaleFlow {
  const notifications = Object.fromEntries(
    templates.map((template) => [`notify:${template}`, (change: AfterSaleChange) => effects.notify(change, template)]),
  ) as Record<`notify:${AfterSaleTemplate}`, (change: AfterSaleChange) => Promise<void>>;
  return new Flow({
    name: 'after-sale',
    entity: AfterSaleRequest,
    stateField: 'status',
    ownerOf: (request) => request.user.id,
    transitions: afterSaleTransitions,
    notAllowed: 'AFTER_SALE_ACTION_NOT_ALLOWED',
    audit: (change) => effects.audit(change),
    effects: {
      ...notifications,
      scheduleReturnDeadline: (change) => effects.scheduleReturnDeadline(change),
      cancelReturnDeadline: (change) => effects.cancelReturnDeadline(change),
      returnStock: (change) => effects.returnStock(change),
      refund: (change) => effects.refund(change),
      publishStatus: (change) => effects.publishStatus(change),
    },
  });
}
