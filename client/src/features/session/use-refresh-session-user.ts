import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../gql';
import { updateStoredUser } from './session-store';
import { storedUserFrom } from './session-user';
import { useSession } from './use-session';

const SessionUserQuery = graphql(`
  query SessionUser {
    me {
      ...SessionUser_viewer
    }
  }
`);

/**
 * With a token present, asks the server once who the user is, so a nickname or tier changed elsewhere shows.
 * An expired token answers UNAUTHENTICATED, which the Apollo error link turns into a logout.
 */
export function useRefreshSessionUser(): void {
  const { token } = useSession();
  const { data } = useQuery(SessionUserQuery, { skip: !token, fetchPolicy: 'network-only' });
  const viewer = data?.me;
  useEffect(() => {
    if (viewer) updateStoredUser(storedUserFrom(viewer));
  }, [viewer]);
}
