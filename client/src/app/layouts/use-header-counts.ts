import { useQuery } from '@apollo/client/react';
import { HeaderCartCountQuery } from '../../features/cart/cart-operations';
import { useMessagePushes } from '../../features/messages/pushed-messages';
import { useLiveUnreadMessageCounts } from '../../features/messages/unread-message-counts';
import { useSession } from '../../features/session/use-session';

export interface HeaderCounts {
  cartItems: number;
  unreadMessages: number;
}

/**
 * The cart and message counts of the header badges. They load only when a token is present (spec §6);
 * cart mutations write the new cart count into the cache, the message count is pushed live, and so are new messages
 * the shopper wants to hear of (web notifications).
 */
export function useHeaderCounts(): HeaderCounts {
  const { token } = useSession();
  const { data } = useQuery(HeaderCartCountQuery, { skip: !token });
  const unreadMessages = useLiveUnreadMessageCounts();
  useMessagePushes();
  return { cartItems: token ? (data?.cartCount ?? 0) : 0, unreadMessages };
}
