import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { HeaderCartCountQuery } from '../../features/cart/cart-operations';
import { useLiveUnreadMessageCounts } from '../../features/messages/unread-message-counts';
import { useSession } from '../../features/session/use-session';

export interface HeaderCounts {
  cartItems: number;
  unreadMessages: number;
}

/**
 * New messages the shopper wants to hear of become web notifications on any page; the listener is a chunk of its own,
 * loaded once signed in, so the home page's first download stays small. A visitor opens no socket.
 */
function useMessagePushes(token: string | null | undefined): void {
  const client = useApolloClient();
  useEffect(() => {
    if (!token) return undefined;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('../../features/messages/pushed-messages').then(({ listenForPushedMessages }) => {
      if (!stopped) stop = listenForPushedMessages(client);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [client, token]);
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
  useMessagePushes(token);
  return { cartItems: token ? (data?.cartCount ?? 0) : 0, unreadMessages };
}
