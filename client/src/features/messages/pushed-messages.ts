import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../gql';
import { useSession } from '../session/use-session';
import { showWebNotification, webNotificationsAllowed } from './web-notifications';

const MessagePushedSubscription = graphql(`
  subscription MessagePushed {
    messagePushed {
      title
      body
      link
    }
  }
`);

/**
 * New messages the server pushes, which are only those of the kinds the shopper's notification settings leave on,
 * become web notifications on whatever page is open, where the browser allows them. A visitor opens no socket.
 */
export function useMessagePushes(): void {
  const { token } = useSession();
  const client = useApolloClient();
  useEffect(() => {
    if (!token) return undefined;
    const subscription = client.subscribe({ query: MessagePushedSubscription }).subscribe({
      next: ({ data }) => {
        const message = data?.messagePushed;
        if (message && webNotificationsAllowed()) showWebNotification(message.title, message.body, message.link);
      },
    });
    return () => subscription.unsubscribe();
  }, [client, token]);
}
