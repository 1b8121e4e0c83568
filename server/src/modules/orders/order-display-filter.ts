import { DeliveryMethod, OrderEventKind, OrderStatus } from './orders.entities.js';
import { OrderDisplayStatus } from './order-display-status.js';
import { OrderAction } from './orders.states.js';

/**
 * The tabs of the buyer's order list, each a group of the labels of spec §4 (`displayStatus`), so a tab shows what
 * its orders' cards say: an order with an open after-sales request is "in progress", never "to be reviewed".
 */
export const OrderTab = {
  ALL: 'ALL',
  PENDING_PAYMENT: 'PENDING_PAYMENT',
  PENDING_SHIPMENT: 'PENDING_SHIPMENT',
  PENDING_RECEIPT: 'PENDING_RECEIPT',
  PENDING_REVIEW: 'PENDING_REVIEW',
  IN_PROGRESS: 'IN_PROGRESS',
  COMPLETED: 'COMPLETED',
  CLOSED: 'CLOSED',
} as const;
export type OrderTab = (typeof OrderTab)[keyof typeof OrderTab];

export const labelsOfTab: Record<OrderTab, readonly OrderDisplayStatus[] | null> = {
  ALL: null,
  PENDING_PAYMENT: [
    OrderDisplayStatus.TO_BE_SUBMITTED,
    OrderDisplayStatus.PENDING_APPROVAL,
    OrderDisplayStatus.PENDING_PAYMENT,
    OrderDisplayStatus.PENDING_PLATFORM_RECEIPT,
  ],
  PENDING_SHIPMENT: [OrderDisplayStatus.PAID, OrderDisplayStatus.PENDING_SHIPMENT],
  PENDING_RECEIPT: [OrderDisplayStatus.SHIPPED, OrderDisplayStatus.PENDING_RECEIPT],
  PENDING_REVIEW: [OrderDisplayStatus.PENDING_REVIEW],
  IN_PROGRESS: [OrderDisplayStatus.IN_PROGRESS],
  COMPLETED: [OrderDisplayStatus.REVIEWED, OrderDisplayStatus.COMPLETED],
  CLOSED: [OrderDisplayStatus.CANCELLED, OrderDisplayStatus.CLOSED],
};

/** A SQL condition on the order aliased `o` (`shop_order`) with its bound values. */
export interface SqlCondition {
  sql: string;
  params: unknown[];
}

const STATUS_CHANGES = `e.order_id = o.id and e.kind = '${OrderEventKind.STATUS}' and e.to_status is not null`;
/** The action of the order's last change of state, as `lastStatusChange` finds it (by time, then id). */
const LAST_ACTION = `coalesce((select e.action from order_event e where ${STATUS_CHANGES} order by e.at desc, e.id desc limit 1), '')`;
/** A carrier's tracking event after the last change of state. */
const TRACKED =
  `exists (select 1 from order_event t where t.order_id = o.id and t.kind = '${OrderEventKind.LOGISTICS}' and ` +
  `t.id > coalesce((select max(e.id) from order_event e where ${STATUS_CHANGES}), 0))`;

/**
 * `displayStatusOf` (order-display-status.ts) as SQL, apart from the after-sales precedence the caller adds: the state,
 * split by the delivery method or the audit trail where one state shows two labels. Keep the two in step; the order
 * label test compares them on every label.
 */
function stateCondition(label: Exclude<OrderDisplayStatus, 'IN_PROGRESS'>): SqlCondition {
  const inState = (status: OrderStatus, extra = '', params: unknown[] = []): SqlCondition => ({
    sql: `(o.status = ?${extra})`,
    params: [status, ...params],
  });
  switch (label) {
    case OrderDisplayStatus.TO_BE_SUBMITTED:
      return inState(OrderStatus.PENDING_PAYMENT, ` and ${LAST_ACTION} = ?`, [OrderAction.REJECT_REMITTANCE]);
    case OrderDisplayStatus.PENDING_PAYMENT:
      return inState(OrderStatus.PENDING_PAYMENT, ` and ${LAST_ACTION} <> ?`, [OrderAction.REJECT_REMITTANCE]);
    case OrderDisplayStatus.PENDING_SHIPMENT:
      return inState(OrderStatus.PENDING_SHIPMENT, ' and o.delivery_method = ?', [DeliveryMethod.EXPRESS]);
    case OrderDisplayStatus.PAID:
      return inState(OrderStatus.PENDING_SHIPMENT, ' and o.delivery_method <> ?', [DeliveryMethod.EXPRESS]);
    case OrderDisplayStatus.SHIPPED:
      return inState(OrderStatus.SHIPPED, ` and not ${TRACKED}`);
    case OrderDisplayStatus.PENDING_RECEIPT:
      return inState(OrderStatus.SHIPPED, ` and ${TRACKED}`);
    case OrderDisplayStatus.REVIEWED:
      return inState(OrderStatus.COMPLETED, ` and ${LAST_ACTION} = ?`, [OrderAction.REVIEW]);
    case OrderDisplayStatus.COMPLETED:
      return inState(OrderStatus.COMPLETED, ` and ${LAST_ACTION} <> ?`, [OrderAction.REVIEW]);
    default:
      return inState(label);
  }
}

/**
 * Orders showing one of `labels`, given the ids of the buyer's orders with an after-sales request open (few): those
 * are "in progress" and nothing else.
 */
export function displayStatusCondition(
  labels: readonly OrderDisplayStatus[],
  afterSaleOpen: ReadonlySet<number>,
): SqlCondition {
  const open = [...afterSaleOpen];
  const inOpen = open.length > 0 ? `o.id in (${open.map(() => '?').join(', ')})` : '1 = 0';
  const notOpen = open.length > 0 ? `o.id not in (${open.map(() => '?').join(', ')})` : '1 = 1';
  const parts: SqlCondition[] = [];
  const stateLabels = labels.filter((label) => label !== OrderDisplayStatus.IN_PROGRESS);
  if (labels.includes(OrderDisplayStatus.IN_PROGRESS)) parts.push({ sql: inOpen, params: open });
  if (stateLabels.length > 0) {
    const states = stateLabels.map(stateCondition);
    parts.push({
      sql: `(${notOpen} and (${states.map((state) => state.sql).join(' or ')}))`,
      params: [...open, ...states.flatMap((state) => state.params)],
    });
  }
  if (parts.length === 0) return { sql: '1 = 0', params: [] };
  return { sql: `(${parts.map((part) => part.sql).join(' or ')})`, params: parts.flatMap((part) => part.params) };
}
