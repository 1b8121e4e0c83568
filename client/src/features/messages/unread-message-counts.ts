import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql';
import type { UnreadMessageCountsQuery as UnreadMessageCountsResult } from '../../gql/graphql';
import { useSession } from '../session/use-session';

export const UnreadMessageCountsQuery = graphql(`
  query UnreadMessageCounts {
    unreadMessageCounts {
      all
      system
      platform
      other
    }
  }
`);

const UnreadMessageCountsChangedSubscription = graphql(`
  subscription UnreadMessageCountsChanged {
    unreadMessageCountsChanged {
      all
      system
      platform
      other
    }
  }
`);

export type UnreadMessageCounts = UnreadMessageCountsResult['unreadMessageCounts'];

/**
 * The signed-in user's unread count, kept live by the subscription (which sends the current counts
 * first, then every change). Each push is written over the `unreadMessageCounts` query in the cache, so
 * the message center's tabs follow the same numbers. A visitor has none and opens no socket.
 * `client.subscribe` rather than the `useSubscription` hook keeps the home route's JavaScript small.
 */
export function useLiveUnreadMessageCounts(): number {
  const { token } = useSession();
  const client = useApolloClient();
  // Kept with the token it belongs to, so another session never shows the previous one's count.
  const [pushed, setPushed] = useState({ token: '', all: 0 });
  useEffect(() => {
    if (!token) return undefined;
    const subscription = client.subscribe({ query: UnreadMessageCountsChangedSubscription }).subscribe({
      next: ({ data }) => {
        const counts = data?.unreadMessageCountsChanged;
        if (!counts) return;
        setPushed({ token, all: counts.all });
        client.writeQuery({ query: UnreadMessageCountsQuery, data: { unreadMessageCounts: counts } });
      },
    });
    return () => subscription.unsubscribe();
  }, [client, token]);
  return token && pushed.token === token ? pushed.all : 0;
}

/** The counts per tab for the message center, from the server first and then from the live pushes. */
export function useUnreadMessageCounts(): UnreadMessageCounts | undefined {
  return useQuery(UnreadMessageCountsQuery, { fetchPolicy: 'cache-and-network' }).data?.unreadMessageCounts;
}
