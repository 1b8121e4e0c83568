import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../gql';
import { useSession } from '../session/use-session';
import { clearSearchHistory, readSearchHistory, rememberSearch, type HistoryStorage } from './search-history';

const MySearchHistoryQuery = graphql(`
  query MySearchHistory {
    mySearchHistory
  }
`);

const RecordSearchMutation = graphql(`
  mutation RecordSearch($query: String!) {
    recordSearch(query: $query) {
      recorded
    }
  }
`);

const ClearSearchHistoryMutation = graphql(`
  mutation ClearSearchHistory {
    clearSearchHistory {
      clearedCount
    }
  }
`);

/** localStorage itself can throw on access (blocked cookies, sandboxed frames); then history is off. */
function browserStorage(): HistoryStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Recent searches: on the account for a logged-in user (every device sees them), in the browser for visitors. */
export function useSearchHistory() {
  const { token } = useSession();
  const [localHistory, setLocalHistory] = useState<string[]>(() => {
    const storage = browserStorage();
    return storage ? readSearchHistory(storage) : [];
  });
  const account = useQuery(MySearchHistoryQuery, { skip: !token });
  const refetchHistory = { refetchQueries: [MySearchHistoryQuery] };
  const [recordSearch] = useMutation(RecordSearchMutation, refetchHistory);
  const [clearAccountHistory] = useMutation(ClearSearchHistoryMutation, refetchHistory);

  const remember = useCallback(
    (query: string) => {
      if (token) {
        if (query.trim()) void recordSearch({ variables: { query } });
        return;
      }
      const storage = browserStorage();
      if (storage) setLocalHistory(rememberSearch(storage, query));
    },
    [token, recordSearch],
  );

  const clear = useCallback(() => {
    if (token) {
      void clearAccountHistory();
      return;
    }
    const storage = browserStorage();
    if (storage) clearSearchHistory(storage);
    setLocalHistory([]);
  }, [token, clearAccountHistory]);

  const history = token ? (account.data?.mySearchHistory ?? []) : localHistory;
  return { history, remember, clear };
}
