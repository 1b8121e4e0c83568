/** A visitor's last submitted searches, newest first, kept in the browser (members keep theirs on the account). */
export const SEARCH_HISTORY_KEY = 'circuitmart.searchHistory';
export const SEARCH_HISTORY_LIMIT = 10;

/** The part of the Web Storage API the history needs, so tests can pass a plain object. */
export type HistoryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readSearchHistory(storage: HistoryStorage): string[] {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(SEARCH_HISTORY_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.filter((entry): entry is string => typeof entry === 'string').slice(0, SEARCH_HISTORY_LIMIT);
}

/** Puts the query first, dropping an earlier equal entry (ignoring case) and the oldest past the limit. */
export function rememberSearch(storage: HistoryStorage, query: string): string[] {
  const trimmed = query.trim();
  if (!trimmed) return readSearchHistory(storage);
  const lowered = trimmed.toLowerCase();
  const history = [trimmed, ...readSearchHistory(storage).filter((entry) => entry.toLowerCase() !== lowered)].slice(
    0,
    SEARCH_HISTORY_LIMIT,
  );
  writeHistory(storage, history);
  return history;
}

export function clearSearchHistory(storage: HistoryStorage): void {
  try {
    storage.removeItem(SEARCH_HISTORY_KEY);
  } catch {
    // Storage can be unavailable (private mode, quota); history is a convenience, so search goes on without it.
  }
}

function writeHistory(storage: HistoryStorage, history: string[]): void {
  try {
    storage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(history));
  } catch {
    // See clearSearchHistory: a full or blocked storage must not break searching.
  }
}
