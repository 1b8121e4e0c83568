import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { OrderStatusChangedSubscription } from '../orders/order-operations';

/** While the socket carries the order's changes, a slow poll only covers what is not pushed (a failed payment). */
export const PUSHED_POLL_MS = 15_000;
/** Without the socket the cashier asks as often as it used to. */
export const FALLBACK_POLL_MS = 2_000;

/**
 * Calls `onChange` as soon as the server pushes a state change of `orderId` (the `orderStatusChanged`
 * subscription of the signed-in owner), and answers how often the caller should still poll: slowly while
 * the subscription is up, every 2 s once it failed. `orderId` null: nothing to watch (a friend paying).
 */
export function useOrderStatusPush(orderId: string | null, onChange: () => void): number {
  const client = useApolloClient();
  const [socketDown, setSocketDown] = useState(false);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (!orderId) return undefined;
    const subscription = client.subscribe({ query: OrderStatusChangedSubscription }).subscribe({
      next: (result) => {
        if (result.data?.orderStatusChanged.orderId === orderId) latest.current();
      },
      error: () => setSocketDown(true),
      complete: () => setSocketDown(true),
    });
    return () => subscription.unsubscribe();
  }, [client, orderId]);
  return !orderId || socketDown ? FALLBACK_POLL_MS : PUSHED_POLL_MS;
}
