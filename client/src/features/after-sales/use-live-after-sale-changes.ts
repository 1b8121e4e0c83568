import { useRefetchOnPush } from '../apollo/use-refetch-on-push';
import { useSession } from '../session/use-session';
import { AfterSaleStatusChangedSubscription } from './after-sale-operations';

/** Refreshes the after-sales list and detail whenever the server pushes a state change of one of the user's requests. */
export function useLiveAfterSaleChanges(): void {
  const { token } = useSession();
  useRefetchOnPush(AfterSaleStatusChangedSubscription, ['MyAfterSaleRequests', 'AfterSaleDetail'], Boolean(token));
}
