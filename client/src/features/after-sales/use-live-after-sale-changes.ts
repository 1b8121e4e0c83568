import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useSession } from '../session/use-session';
import { AfterSaleStatusChangedSubscription } from './after-sale-operations';

/** Refreshes the after-sales list and detail whenever the server pushes a state change of one of the user's requests. */
export function useLiveAfterSaleChanges(): void {
  const { token } = useSession();
  const client = useApolloClient();
  useEffect(() => {
    if (!token) return undefined;
    const subscription = client.subscribe({ query: AfterSaleStatusChangedSubscription }).subscribe({
      next: () => void client.refetchQueries({ include: ['MyAfterSaleRequests', 'AfterSaleDetail'] }),
    });
    return () => subscription.unsubscribe();
  }, [client, token]);
}
