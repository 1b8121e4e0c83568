import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { showToast } from '../toast/show-toast';
import { clearSession, getSessionToken } from './session-store';

const LogoutMutation = graphql(`
  mutation Logout {
    logout {
      loggedOut
      userErrors {
        code
        message
        field
      }
    }
  }
`);

/** Ends the session on the server, forgets it here and goes home (spec §2: logout goes to `/`). */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const apolloClient = useApolloClient();
  const [logout] = useMutation(LogoutMutation);
  return useCallback(async () => {
    // Forgotten here before the server ends it: ending it also closes its sockets (4401), which must read as this
    // logout, not as an expired session sending the visitor to the login page.
    const token = getSessionToken();
    clearSession();
    // A session the server already ended answers UNAUTHENTICATED; either way nothing is left to end here.
    await logout({ context: { headers: { 'user-token': token } } }).catch(() => undefined);
    // What was cached belonged to the user who left.
    await apolloClient.clearStore();
    showToast(t('account.loggedOut'), 'success');
    await navigate('/');
  }, [logout, apolloClient, t, navigate]);
}
