import type { DocumentNode } from 'graphql';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { connectionStatus, subscribeToConnectionStatus } from '../connection/connection-status';

/**
 * Refetches the named queries whenever a subscription pushes a change. A push that arrives while a refetch is in
 * flight starts one more once it has finished: Apollo shares an identical in-flight query, so refetching at once
 * would answer the second push with the first push's (older) result and the page would stay one step behind.
 *
 * The socket opens with the first subscription, after the page's queries were answered: a change made in between
 * is pushed to nobody, so the queries are fetched once more when the socket opens.
 */
export function useRefetchOnPush(subscription: DocumentNode, include: string[], enabled = true): void {
  const client = useApolloClient();
  const queries = include.join(',');
  useEffect(() => {
    if (!enabled) return undefined;
    let inFlight = false;
    let pushedMeanwhile = false;
    let stopped = false;
    const refetch = async () => {
      if (inFlight) {
        pushedMeanwhile = true;
        return;
      }
      inFlight = true;
      try {
        do {
          pushedMeanwhile = false;
          await client.refetchQueries({ include: queries.split(',') }).catch(() => undefined);
        } while (pushedMeanwhile && !stopped);
      } finally {
        inFlight = false;
      }
    };
    const pushes = client
      .subscribe({ query: subscription, fetchPolicy: 'no-cache' })
      .subscribe({ next: () => void refetch() });
    let stopWaitingForSocket = () => {};
    if (!connectionStatus().socketOpen) {
      stopWaitingForSocket = subscribeToConnectionStatus(() => {
        if (!connectionStatus().socketOpen) return;
        stopWaitingForSocket();
        void refetch();
      });
    }
    return () => {
      stopped = true;
      stopWaitingForSocket();
      pushes.unsubscribe();
    };
  }, [client, subscription, queries, enabled]);
}
