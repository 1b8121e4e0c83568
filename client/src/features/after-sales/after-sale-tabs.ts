/**
 * The tabs of the after-sales list (/user/refund) and the request states each one shows. Every state of the flow
 * belongs to exactly one tab besides "all", so no request disappears from the list.
 */
export const AFTER_SALE_STATUSES = [
  'UNDER_REVIEW',
  'APPROVED',
  'REJECTED',
  'TO_BE_RETURNED',
  'RETURN_SHIPPED',
  'MERCHANT_RECEIVED',
  'REFUND_PENDING',
  'REFUND_SUCCEEDED',
  'COMPLETED',
  'CANCELLED',
  'CLOSED',
  'PLATFORM_REVIEW',
  'PLATFORM_SHIPMENT',
  'AWAITING_RECEIPT',
] as const;

export type AfterSaleStatusName = (typeof AFTER_SALE_STATUSES)[number];

export const AFTER_SALE_TABS = ['all', 'inProgress', 'toReturn', 'done', 'closed'] as const;
export type AfterSaleTab = (typeof AFTER_SALE_TABS)[number];

const tabStatuses: Record<Exclude<AfterSaleTab, 'all'>, readonly AfterSaleStatusName[]> = {
  // Waiting on the shop: review, refund on its way, replacement being prepared or shipped.
  inProgress: [
    'UNDER_REVIEW',
    'APPROVED',
    'RETURN_SHIPPED',
    'MERCHANT_RECEIVED',
    'REFUND_PENDING',
    'PLATFORM_REVIEW',
    'PLATFORM_SHIPMENT',
    'AWAITING_RECEIPT',
  ],
  // Waiting on the buyer to send the goods back before the deadline.
  toReturn: ['TO_BE_RETURNED'],
  done: ['REFUND_SUCCEEDED', 'COMPLETED'],
  closed: ['CLOSED', 'CANCELLED', 'REJECTED'],
};

/** The states to ask `myAfterSaleRequests` for; undefined means every state. */
export function statusesForTab(tab: AfterSaleTab): AfterSaleStatusName[] | undefined {
  return tab === 'all' ? undefined : [...tabStatuses[tab]];
}

/** The tab a `?tab=` value names, "all" for anything else. */
export function parseAfterSaleTab(value: string | null): AfterSaleTab {
  return AFTER_SALE_TABS.find((tab) => tab === value) ?? 'all';
}

/** The badge colour of a state: open ones blue, the buyer's turn orange, success green, ended grey. */
export function statusColor(status: string): string {
  if (tabStatuses.toReturn.includes(status as AfterSaleStatusName)) return 'orange';
  if (tabStatuses.done.includes(status as AfterSaleStatusName)) return 'teal';
  if (tabStatuses.closed.includes(status as AfterSaleStatusName)) return 'gray';
  return 'blue';
}
