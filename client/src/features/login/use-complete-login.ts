import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { FragmentType } from '../../gql';
import { useApplySavedLocale } from '../security/use-apply-saved-locale';
import { pageAfterLogin } from '../session/remembered-page';
import { startSession } from '../session/session-store';
import { storedUserFrom, type SessionUserFragment } from '../session/session-user';
import { showToast } from '../toast/show-toast';

/**
 * Spec §4: after a login the token and user info are kept, a success toast shows, and the visitor goes to
 * the page remembered when they arrived at the login area, else `/`; the user's saved language applies.
 */
export function useCompleteLogin(): (token: string, viewer: FragmentType<typeof SessionUserFragment>) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const applySavedLocale = useApplySavedLocale();
  return useCallback(
    (token, viewer) => {
      startSession(token, storedUserFrom(viewer));
      showToast(t('account.loginSucceeded'), 'success');
      void navigate(pageAfterLogin(location.state), { replace: true });
      void applySavedLocale();
    },
    [t, navigate, location.state, applySavedLocale],
  );
}
