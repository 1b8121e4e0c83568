import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';
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
 * Shows each new message the server pushes (only those of the kinds the shopper's notification settings leave on) as
 * a web notification, where the browser allows them. Answers how to stop listening.
 */
export function listenForPushedMessages(client: ApolloClient): () => void {
  const subscription = client.subscribe({ query: MessagePushedSubscription }).subscribe({
    next: ({ data }) => {
      const message = data?.messagePushed;
      if (message && webNotificationsAllowed()) showWebNotification(message.title, message.body, message.link);
    },
  });
  return () => subscription.unsubscribe();
}
