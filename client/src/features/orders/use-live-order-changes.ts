import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useSession } from '../session/use-session';
import { OrderStatusChangedSubscription } from './order-operations';

/** Refreshes the order list and detail whenever the server pushes a change of one of the user's orders. */
export function useLiveOrderChanges(): void {
  const { token } = useSession();
  const client = useApolloClient();
  useEffect(() => {
    if (!token) return undefined;
    const subscription = client.subscribe({ query: OrderStatusChangedSubscription }).subscribe({
      next: () => void client.refetchQueries({ include: ['MyOrders', 'OrderDetail'] }),
    });
    return () => subscription.unsubscribe();
  }, [client, token]);
}
