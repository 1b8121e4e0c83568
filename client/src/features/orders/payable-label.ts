import type { OrderStatus } from '../../gql/graphql';

/** "Total to pay" while the order still waits for its payment; once paid (or given up) it is the order's total. */
export function payableLabelKey(status: OrderStatus): 'orders.totals.payable' | 'orders.totals.total' {
  return status === 'PENDING_APPROVAL' || status === 'PENDING_PAYMENT'
    ? 'orders.totals.payable'
    : 'orders.totals.total';
}
