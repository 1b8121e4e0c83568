import { ApolloLink } from '@apollo/client';
import { defer, mergeMap } from 'rxjs';

interface SubscriptionLinkOptions {
  url: () => string;
  connectionParams: () => Record<string, string>;
}

/**
 * Subscriptions travel over graphql-ws on the GraphQL path. Its client is downloaded with the first
 * subscription rather than with the home page, which has none.
 */
export function createSubscriptionLink({ url, connectionParams }: SubscriptionLinkOptions): ApolloLink {
  let webSocketLink: Promise<ApolloLink> | undefined;
  const loadWebSocketLink = () => {
    webSocketLink ??= Promise.all([import('graphql-ws'), import('@apollo/client/link/subscriptions')]).then(
      ([{ createClient }, { GraphQLWsLink }]) => new GraphQLWsLink(createClient({ url, connectionParams })),
    );
    return webSocketLink;
  };
  return new ApolloLink((operation, forward) =>
    defer(loadWebSocketLink).pipe(mergeMap((link) => link.request(operation, forward))),
  );
}
