import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { HeaderCartCountQuery } from '../../features/cart/cart-operations';
import { wantsReminderNotifications } from '../../features/flash-sales/reminder-flag';
import { useLiveUnreadMessageCounts } from '../../features/messages/unread-message-counts';
import { useSession } from '../../features/session/use-session';

export interface HeaderCounts {
  cartItems: number;
  unreadMessages: number;
}

/**
 * Flash-sale reminders arrive as messages; where the shopper allowed it, a rise of the unread count loads the
 * notifier (its own chunk) to show the new reminders as web notifications, on whatever page is open.
 */
function useReminderNotifications(unread: number): void {
  const client = useApolloClient();
  const previous = useRef(unread);
  useEffect(() => {
    const rise = unread - previous.current;
    previous.current = unread;
    if (rise <= 0 || !wantsReminderNotifications()) return;
    void import('../../features/flash-sales/reminder-notifier').then(({ notifyNewReminders }) =>
      notifyNewReminders(client, rise),
    );
  }, [client, unread]);
}

/**
 * The cart and message counts of the header badges. They load only when a token is present (spec §6);
 * cart mutations write the new cart count into the cache, the message count is pushed live.
 */
export function useHeaderCounts(): HeaderCounts {
  const { token } = useSession();
  const { data } = useQuery(HeaderCartCountQuery, { skip: !token });
  const unreadMessages = useLiveUnreadMessageCounts();
  useReminderNotifications(unreadMessages);
  return { cartItems: token ? (data?.cartCount ?? 0) : 0, unreadMessages };
}
