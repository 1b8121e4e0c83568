import { useRefetchOnPush } from '../apollo/use-refetch-on-push';
import { useSession } from '../session/use-session';
import { OrderStatusChangedSubscription } from './order-operations';

/** Refreshes the order list and detail whenever the server pushes a change of one of the user's orders. */
export function useLiveOrderChanges(): void {
  const { token } = useSession();
  useRefetchOnPush(OrderStatusChangedSubscription, ['MyOrders', 'OrderDetail'], Boolean(token));
}
