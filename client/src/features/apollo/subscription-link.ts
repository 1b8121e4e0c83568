import { ApolloLink } from '@apollo/client';
import { defer, mergeMap } from 'rxjs';

interface SubscriptionLinkOptions {
  url: () => string;
  connectionParams: () => Record<string, string>;
  /** Calls `reconnect` whenever the connection params change (the session), so the socket re-authenticates. */
  watchConnectionParams: (reconnect: () => void) => void;
  /** The server closed the socket because the session it was opened with has expired or was revoked. */
  onUnauthorized: () => void;
  /**
   * The socket is back after a drop it did not ask for (a server restart, or the server's resync close when its
   * pub/sub link dropped or returned): pushes sent meanwhile are lost, so what the page shows must be refetched.
   */
  onReconnected: () => void;
}

/** graphql-ws retries any close code outside its fatal range; 4205 is the code its docs suggest for a restart. */
const RESTART_CLOSE_CODE = 4205;
/** graphql-ws's Unauthorized close code: the server's answer to an expired or revoked session token. */
const UNAUTHORIZED_CLOSE_CODE = 4401;
/** The longest wait between two reconnection attempts; they go on for as long as the page is open. */
const MAX_RETRY_WAIT_MS = 30_000;

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
  onReconnected,
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
            // graphql-ws gives up after 5 attempts by default, leaving a page live no more after a long outage.
            retryAttempts: Infinity,
            on: {
              connected: (socket, _payload, wasRetry) => {
                openSocket = socket as WebSocket;
                // A restart for a new session is this tab's own doing; anything else may have lost pushes.
                if (wasRetry && !restarting) onReconnected();
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
              const backOff = Math.min(1000 * 2 ** retries, MAX_RETRY_WAIT_MS);
              await new Promise((resolve) => setTimeout(resolve, backOff + Math.random() * 3000));
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
