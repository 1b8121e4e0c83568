import { useRefetchOnPush } from '../apollo/use-refetch-on-push';
import { AdminAfterSaleQueueChangedSubscription, AFTER_SALE_REFRESH } from './admin-after-sales-operations';

/**
 * Staff's queue and open request follow every change pushed by the server (a buyer's step included), so nobody
 * decides on a request the buyer has just cancelled or answered.
 */
export function useLiveAfterSaleQueue(): void {
  useRefetchOnPush(AdminAfterSaleQueueChangedSubscription, AFTER_SALE_REFRESH.refetchQueries);
}
