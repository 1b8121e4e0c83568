import { describe, expect, it } from 'vitest';
import {
  SEARCH_HISTORY_KEY,
  clearSearchHistory,
  readSearchHistory,
  rememberSearch,
  type HistoryStorage,
} from './search-history';

function memoryStorage(initial: Record<string, string> = {}): HistoryStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

describe('search history', () => {
  it('keeps submitted queries newest first, trimmed', () => {
    const storage = memoryStorage();
    rememberSearch(storage, 'NE555');
    expect(rememberSearch(storage, '  stm32f103 ')).toEqual(['stm32f103', 'NE555']);
    expect(readSearchHistory(storage)).toEqual(['stm32f103', 'NE555']);
  });

  it('moves a repeated query to the front instead of listing it twice, ignoring case', () => {
    const storage = memoryStorage();
    rememberSearch(storage, 'ne555');
    rememberSearch(storage, 'CH340G');
    expect(rememberSearch(storage, 'NE555')).toEqual(['NE555', 'CH340G']);
  });

  it('keeps only the last ten', () => {
    const storage = memoryStorage();
    for (let index = 1; index <= 12; index += 1) rememberSearch(storage, `part ${index}`);
    const history = readSearchHistory(storage);
    expect(history).toHaveLength(10);
    expect(history[0]).toBe('part 12');
    expect(history.at(-1)).toBe('part 3');
  });

  it('ignores blank queries', () => {
    const storage = memoryStorage();
    expect(rememberSearch(storage, '   ')).toEqual([]);
  });

  it('clears', () => {
    const storage = memoryStorage();
    rememberSearch(storage, 'NE555');
    clearSearchHistory(storage);
    expect(readSearchHistory(storage)).toEqual([]);
  });

  it('reads damaged or foreign values as an empty or cleaned history', () => {
    expect(readSearchHistory(memoryStorage({ [SEARCH_HISTORY_KEY]: '{not json' }))).toEqual([]);
    expect(readSearchHistory(memoryStorage({ [SEARCH_HISTORY_KEY]: '{"a":1}' }))).toEqual([]);
    expect(readSearchHistory(memoryStorage({ [SEARCH_HISTORY_KEY]: '["ok", 3, null]' }))).toEqual(['ok']);
  });

  it('keeps working when the storage refuses to write', () => {
    const storage: HistoryStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(rememberSearch(storage, 'NE555')).toEqual(['NE555']);
    expect(() => clearSearchHistory(storage)).not.toThrow();
  });
});
