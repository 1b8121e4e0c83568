import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { AdminAfterSaleQueueChangedSubscription, AFTER_SALE_REFRESH } from './admin-after-sales-operations';

/**
 * Staff's queue and open request follow every change pushed by the server (a buyer's step included), so nobody
 * decides on a request the buyer has just cancelled or answered.
 */
export function useLiveAfterSaleQueue(): void {
  const client = useApolloClient();
  useEffect(() => {
    const subscription = client
      .subscribe({ query: AdminAfterSaleQueueChangedSubscription, fetchPolicy: 'no-cache' })
      .subscribe({ next: () => void client.refetchQueries({ include: AFTER_SALE_REFRESH.refetchQueries }) });
    return () => subscription.unsubscribe();
  }, [client]);
}
