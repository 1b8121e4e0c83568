import { can, type Permission, type Principal } from '../../platform/auth/index.js';
import { OrderStatus } from './orders.entities.js';

/**
 * Who may fire an action: the order's buyer, staff holding the named permission of the catalogue, or the shop
 * itself (jobs, payment callbacks).
 */
export type OrderActor = 'buyer' | { permission: Permission } | 'system';

export const OrderAction = {
  /** Staff approve an order that needs approval. */
  APPROVE: 'APPROVE',
  REJECT: 'REJECT',
  /** Money arrived (balance, provider callback, confirmed remittance): `OrdersService.markPaid`. */
  PAY: 'PAY',
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
} as const;
export type OrderAction = (typeof OrderAction)[keyof typeof OrderAction];

export interface OrderTransition {
  action: OrderAction;
  from: readonly OrderStatus[];
  /** The state after the action; null when the action leaves the state as it is (remind, delete ...). */
  to: OrderStatus | null;
  actor: OrderActor;
}

const S = OrderStatus;
const ALL_STATUSES = Object.values(OrderStatus);
/** Orders whose story has ended; only these may be deleted from the buyer's list. */
export const FINISHED_STATUSES: readonly OrderStatus[] = [S.COMPLETED, S.CANCELLED, S.CLOSED];

/**
 * THE order state machine (spec §4). Every state change of an order is one row here; services fire
 * them with a conditional UPDATE (`... WHERE id = ? AND status IN (from)`), so two racing actions
 * cannot both succeed.
 */
export const orderTransitions: readonly OrderTransition[] = [
  {
    action: OrderAction.APPROVE,
    from: [S.PENDING_APPROVAL],
    to: S.PENDING_PAYMENT,
    actor: { permission: 'order.approve' },
  },
  { action: OrderAction.REJECT, from: [S.PENDING_APPROVAL], to: S.CLOSED, actor: { permission: 'order.reject' } },
  {
    action: OrderAction.PAY,
    from: [S.PENDING_PAYMENT, S.PENDING_PLATFORM_RECEIPT],
    to: S.PENDING_SHIPMENT,
    actor: 'system',
  },
  { action: OrderAction.SUBMIT_REMITTANCE, from: [S.PENDING_PAYMENT], to: S.PENDING_PLATFORM_RECEIPT, actor: 'buyer' },
  {
    action: OrderAction.REJECT_REMITTANCE,
    from: [S.PENDING_PLATFORM_RECEIPT],
    to: S.PENDING_PAYMENT,
    actor: { permission: 'remittance.decide' },
  },
  { action: OrderAction.CANCEL, from: [S.PENDING_APPROVAL, S.PENDING_PAYMENT], to: S.CANCELLED, actor: 'buyer' },
  { action: OrderAction.EXPIRE, from: [S.PENDING_PAYMENT], to: S.CANCELLED, actor: 'system' },
  { action: OrderAction.REMIND_TO_SHIP, from: [S.PENDING_SHIPMENT], to: null, actor: 'buyer' },
  { action: OrderAction.SHIP, from: [S.PENDING_SHIPMENT], to: S.SHIPPED, actor: { permission: 'order.ship' } },
  {
    action: OrderAction.ADD_LOGISTICS_EVENT,
    from: [S.SHIPPED],
    to: null,
    actor: { permission: 'order.add_logistics' },
  },
  { action: OrderAction.CONFIRM_RECEIPT, from: [S.SHIPPED], to: S.PENDING_REVIEW, actor: 'buyer' },
  { action: OrderAction.AUTO_CONFIRM, from: [S.SHIPPED], to: S.PENDING_REVIEW, actor: 'system' },
  { action: OrderAction.REVIEW, from: [S.PENDING_REVIEW], to: S.COMPLETED, actor: 'buyer' },
  { action: OrderAction.DELETE, from: FINISHED_STATUSES, to: null, actor: 'buyer' },
  { action: OrderAction.BUY_AGAIN, from: ALL_STATUSES, to: null, actor: 'buyer' },
];

const transitionByAction = new Map(orderTransitions.map((transition) => [transition.action, transition]));

export function transitionOf(action: OrderAction): OrderTransition {
  const transition = transitionByAction.get(action);
  if (!transition) throw new Error(`No transition for ${action}`);
  return transition;
}

/** The permission that lets staff fire `action` (until one platform `fire` checks it from the table). */
export function permissionToFire(action: OrderAction): Permission {
  const { actor } = transitionOf(action);
  if (typeof actor !== 'object') throw new Error(`${action} is not a staff action`);
  return actor.permission;
}

/** Whether `action` may be fired on an order in `status`. */
export function isAllowed(status: OrderStatus, action: OrderAction): boolean {
  return transitionOf(action).from.includes(status);
}

/**
 * The buyer's actions an order in `status` offers (the buttons of the order list and detail). Paying is
 * booked by the payment method, but the buyer starts it, so an unpaid order offers PAY too.
 */
export function buyerActionsFor(status: OrderStatus): OrderAction[] {
  const actions = orderTransitions
    .filter((transition) => transition.actor === 'buyer' && transition.from.includes(status))
    .map((transition) => transition.action);
  return status === S.PENDING_PAYMENT ? [OrderAction.PAY, ...actions] : actions;
}

/**
 * The staff actions an order in `status` offers this staff member in the console (approve, reject, ship, add
 * tracking ...): those whose permission they hold.
 */
export function staffActionsFor(status: OrderStatus, staff: Principal): OrderAction[] {
  return orderTransitions
    .filter(
      (transition) =>
        typeof transition.actor === 'object' &&
        can(staff, transition.actor.permission) &&
        transition.from.includes(status),
    )
    .map((transition) => transition.action);
}
