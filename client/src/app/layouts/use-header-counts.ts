import { useQuery } from '@apollo/client/react';
import { HeaderCartCountQuery } from '../../features/cart/cart-operations';
import { useLiveUnreadMessageCounts } from '../../features/messages/unread-message-counts';
import { useSession } from '../../features/session/use-session';

export interface HeaderCounts {
  cartItems: number;
  unreadMessages: number;
}

/**
 * The cart and message counts of the header badges. They load only when a token is present (spec §6);
 * cart mutations write the new cart count into the cache, the message count is pushed live.
 */
export function useHeaderCounts(): HeaderCounts {
  const { token } = useSession();
  const { data } = useQuery(HeaderCartCountQuery, { skip: !token });
  return { cartItems: token ? (data?.cartCount ?? 0) : 0, unreadMessages: useLiveUnreadMessageCounts() };
}
