import { useCallback, useState } from 'react';
import { clearSearchHistory, readSearchHistory, rememberSearch, type HistoryStorage } from './search-history';

/** localStorage itself can throw on access (blocked cookies, sandboxed frames); then history is off. */
function browserStorage(): HistoryStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function useSearchHistory() {
  const [history, setHistory] = useState<string[]>(() => {
    const storage = browserStorage();
    return storage ? readSearchHistory(storage) : [];
  });

  const remember = useCallback((query: string) => {
    const storage = browserStorage();
    if (storage) setHistory(rememberSearch(storage, query));
  }, []);

  const clear = useCallback(() => {
    const storage = browserStorage();
    if (storage) clearSearchHistory(storage);
    setHistory([]);
  }, []);

  return { history, remember, clear };
}
