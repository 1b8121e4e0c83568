import { useLiveUnreadMessageCounts } from '../../features/messages/unread-message-counts';

export interface HeaderCounts {
  cartItems: number;
  unreadMessages: number;
}

/**
 * The cart and message counts of the header badges. They load only when a token is present (spec §6);
 * the message count is pushed live, the cart count waits for the cart area.
 */
export function useHeaderCounts(): HeaderCounts {
  return { cartItems: 0, unreadMessages: useLiveUnreadMessageCounts() };
}
