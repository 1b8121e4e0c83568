import type { ApolloLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { updateConnectionStatus } from '../connection/connection-status';

export interface WebSocketLinkOptions {
  url: () => string;
  connectionParams: () => Record<string, string>;
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
/** What graphql-ws closes an idle socket with once its last subscription ended: nothing is lost then. */
const NORMAL_CLOSE_CODE = 1000;
/** The longest wait between two reconnection attempts; they go on for as long as the page is open. */
const MAX_RETRY_WAIT_MS = 30_000;
/** Up to this much is added to every wait, so the clients of a restarted server do not all return at once. */
const RETRY_JITTER_MS = 3000;

/**
 * The graphql-ws client behind the subscription link, loaded with the first subscription rather than with the home
 * page. `restart` closes an open socket so its subscriptions resubscribe at once on a new one (a new session).
 */
export function createWebSocketLink({ url, connectionParams, onUnauthorized, onReconnected }: WebSocketLinkOptions): {
  link: ApolloLink;
  restart: () => void;
} {
  let openSocket: WebSocket | undefined;
  let restarting = false;
  const client = createClient({
    url,
    connectionParams,
    // graphql-ws gives up after 5 attempts by default, leaving a page live no more after a long outage.
    retryAttempts: Infinity,
    // By default a socket that never opened (the server is still down) counts as fatal after the first retry.
    shouldRetry: () => true,
    on: {
      connected: (socket, _payload, wasRetry) => {
        openSocket = socket as WebSocket;
        updateConnectionStatus({ socketReconnecting: false, socketOpen: true });
        // A restart for a new session is this tab's own doing; anything else may have lost pushes.
        if (wasRetry && !restarting) onReconnected();
        restarting = false;
      },
      closed: (event) => {
        openSocket = undefined;
        updateConnectionStatus({ socketOpen: false });
        const code = (event as CloseEvent | undefined)?.code;
        if (code === UNAUTHORIZED_CLOSE_CODE) onUnauthorized();
        else if (code !== NORMAL_CLOSE_CODE && !restarting) updateConnectionStatus({ socketReconnecting: true });
      },
    },
    retryWait: async (retries) => {
      if (restarting) return;
      // Doubling waits from 1 s, capped, each with its own jitter.
      const backOff = Math.min(1000 * 2 ** retries, MAX_RETRY_WAIT_MS);
      await new Promise((resolve) => setTimeout(resolve, backOff + Math.random() * RETRY_JITTER_MS));
    },
  });
  return {
    link: new GraphQLWsLink(client),
    restart: () => {
      if (openSocket?.readyState !== WebSocket.OPEN) return;
      restarting = true;
      openSocket.close(RESTART_CLOSE_CODE, 'Session changed');
    },
  };
}
