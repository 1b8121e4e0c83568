import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { getMainDefinition } from '@apollo/client/utilities';
import type { Kind } from 'graphql';
import { CACHEABLE_CATALOG_READS } from '@circuitmart/rules/cacheable-reads';
import { currentLocale } from '../../i18n/i18n';
import { getSessionToken, hasSession, subscribeToSession } from '../session/session-store';
import { createErrorLink, endExpiredSession } from './error-link';
import { loadingBarLink } from './loading-bar-link';
import { announceResync } from './resync';
import { createSubscriptionLink } from './subscription-link';

const GRAPHQL_PATH = '/graphql';

/** The headers every call carries (spec §7): the session token ('' when logged out) and the locale. */
function requestHeaders(): { 'user-token': string; lang: string } {
  return { 'user-token': getSessionToken(), lang: currentLocale() };
}

function subscriptionUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${GRAPHQL_PATH}`;
}

/**
 * Catalog reads go by GET, so shared caches may keep a visitor's copy (the server says for how long) and an unchanged
 * answer comes back 304, empty. This tab revalidates every time (`no-cache`) so a refetch never shows old stock.
 * Apollo Server's CSRF check lets these GETs through by their `content-type: application/json` header.
 */
const catalogReadFetch = { method: 'GET', cache: 'no-cache' } as const;
// graphql's Kind enum by its value: importing the enum itself would add it to the home route's code.
const FIELD = 'Field' as Kind.FIELD;

export function createApolloClient(onSessionExpired: () => void): ApolloClient {
  const headersLink = new SetContextLink((previousContext, operation) => ({
    // Headers an operation sets itself win: a logout sends the token it is ending after forgetting it here.
    headers: { ...requestHeaders(), ...previousContext['headers'] },
    // Only queries whose every root field is a catalog read; a fragment spread at the root does not count.
    ...(operation.operationType === 'query' &&
      getMainDefinition(operation.query).selectionSet.selections.every(
        (selection) => selection.kind === FIELD && CACHEABLE_CATALOG_READS.has(selection.name.value),
      ) && { fetchOptions: catalogReadFetch }),
  }));
  const httpLink = new HttpLink({ uri: GRAPHQL_PATH });
  // graphql-ws sends the headers once per connection, in the connection_init payload.
  const subscriptionLink = createSubscriptionLink({
    url: subscriptionUrl,
    connectionParams: requestHeaders,
    // Without a session here the socket was closed by this tab's own logout, not by an expired session.
    onUnauthorized: () => {
      if (hasSession()) endExpiredSession(onSessionExpired);
    },
    // Order lists and details, unread counts per tab ... come from active queries; the chat thread listens itself.
    onReconnected: () => {
      void client.refetchQueries({ include: 'active' });
      announceResync();
    },
    watchConnectionParams: (reconnect) => {
      let token = getSessionToken();
      subscribeToSession(() => {
        if (getSessionToken() === token) return;
        token = getSessionToken();
        // After a logout the subscribers that need a session stop by themselves and the idle socket closes;
        // reconnecting without a token would only get their subscriptions refused.
        if (token) reconnect();
      });
    },
  });
  const transportLink = ApolloLink.split(
    (operation) => operation.operationType === 'subscription',
    subscriptionLink,
    headersLink.concat(httpLink),
  );
  const client = new ApolloClient({
    link: ApolloLink.from([loadingBarLink, createErrorLink(onSessionExpired), transportLink]),
    // The goods list pages by cursor in the URL, one page per cache entry, so no list needs merging.
    cache: new InMemoryCache(),
  });
  return client;
}
