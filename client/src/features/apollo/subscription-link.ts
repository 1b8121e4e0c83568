import { ApolloLink } from '@apollo/client';
import { defer, mergeMap } from 'rxjs';

interface SubscriptionLinkOptions {
  url: () => string;
  connectionParams: () => Record<string, string>;
  /** Calls `reconnect` whenever the connection params change (the session), so the socket re-authenticates. */
  watchConnectionParams: (reconnect: () => void) => void;
  /** The server closed the socket because the session it was opened with has expired or was revoked. */
  onUnauthorized: () => void;
}

/** graphql-ws retries any close code outside its fatal range; 4205 is the code its docs suggest for a restart. */
const RESTART_CLOSE_CODE = 4205;
/** graphql-ws's Unauthorized close code: the server's answer to an expired or revoked session token. */
const UNAUTHORIZED_CLOSE_CODE = 4401;

/**
 * Subscriptions travel over graphql-ws on the GraphQL path. Its client is downloaded with the first
 * subscription rather than with the home page. The server learns who listens in `connection_init`
 * only, so when the session changes an open socket is closed and its subscriptions resubscribe at once
 * on a new one carrying the new token.
 */
export function createSubscriptionLink({
  url,
  connectionParams,
  watchConnectionParams,
  onUnauthorized,
}: SubscriptionLinkOptions): ApolloLink {
  let webSocketLink: Promise<ApolloLink> | undefined;
  let openSocket: WebSocket | undefined;
  let restarting = false;
  watchConnectionParams(() => {
    if (openSocket?.readyState !== WebSocket.OPEN) return;
    restarting = true;
    openSocket.close(RESTART_CLOSE_CODE, 'Session changed');
  });
  const loadWebSocketLink = () => {
    webSocketLink ??= Promise.all([import('graphql-ws'), import('@apollo/client/link/subscriptions')]).then(
      ([{ createClient }, { GraphQLWsLink }]) =>
        new GraphQLWsLink(
          createClient({
            url,
            connectionParams,
            on: {
              connected: (socket) => {
                openSocket = socket as WebSocket;
                restarting = false;
              },
              closed: (event) => {
                openSocket = undefined;
                if ((event as CloseEvent | undefined)?.code === UNAUTHORIZED_CLOSE_CODE) onUnauthorized();
              },
            },
            retryWait: async (retries) => {
              if (restarting) return;
              // graphql-ws's own back-off: 1 s, 2 s, 4 s ... plus up to 3 s of jitter so clients spread out.
              await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** retries + Math.random() * 3000));
            },
          }),
        ),
    );
    return webSocketLink;
  };
  return new ApolloLink((operation, forward) =>
    defer(loadWebSocketLink).pipe(mergeMap((link) => link.request(operation, forward))),
  );
}
