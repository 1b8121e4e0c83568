import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { changeLocale } from '../../i18n/i18n';
import { LOCALE_OF_LANGUAGE } from './saved-locale';

const SavedLocaleQuery = graphql(`
  query SavedLocale {
    myPreferences {
      locale
    }
  }
`);

/** After a login, switches to the language the user saved in their preferences, if any. */
export function useApplySavedLocale(): () => Promise<void> {
  const apolloClient = useApolloClient();
  return useCallback(async () => {
    const result = await apolloClient.query({ query: SavedLocaleQuery, fetchPolicy: 'network-only' }).catch(
      // Not knowing the saved language only leaves the current one in place.
      () => undefined,
    );
    const language = result?.data?.myPreferences.locale;
    if (language) await changeLocale(LOCALE_OF_LANGUAGE[language]);
  }, [apolloClient]);
}
