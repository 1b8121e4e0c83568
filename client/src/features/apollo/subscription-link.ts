import { ApolloLink } from '@apollo/client';
import { defer, mergeMap } from 'rxjs';
import type { WebSocketLinkOptions } from './web-socket-link';

interface SubscriptionLinkOptions extends WebSocketLinkOptions {
  /** Calls `reconnect` whenever the connection params change (the session), so the socket re-authenticates. */
  watchConnectionParams: (reconnect: () => void) => void;
}

/**
 * Subscriptions travel over graphql-ws on the GraphQL path. Its client (web-socket-link.ts) is downloaded with the
 * first subscription rather than with the home page. The server learns who listens in `connection_init` only, so
 * when the session changes an open socket is closed and its subscriptions resubscribe at once on a new one.
 */
export function createSubscriptionLink({ watchConnectionParams, ...options }: SubscriptionLinkOptions): ApolloLink {
  let webSocketLink: ReturnType<typeof loadWebSocketLink> | undefined;
  const loadWebSocketLink = () =>
    import('./web-socket-link').then(({ createWebSocketLink }) => createWebSocketLink(options));
  watchConnectionParams(() => void webSocketLink?.then(({ restart }) => restart()));
  return new ApolloLink((operation, forward) =>
    defer(() => (webSocketLink ??= loadWebSocketLink())).pipe(mergeMap(({ link }) => link.request(operation, forward))),
  );
}
