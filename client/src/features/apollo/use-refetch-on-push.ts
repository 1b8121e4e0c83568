import type { DocumentNode } from 'graphql';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';

/**
 * Refetches the named queries whenever a subscription pushes a change. A push that arrives while a refetch is in
 * flight starts one more once it has finished: Apollo shares an identical in-flight query, so refetching at once
 * would answer the second push with the first push's (older) result and the page would stay one step behind.
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
    return () => {
      stopped = true;
      pushes.unsubscribe();
    };
  }, [client, subscription, queries, enabled]);
}
