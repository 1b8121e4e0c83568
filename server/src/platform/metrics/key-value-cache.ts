import { approximateJsonBytes, BoundedCache } from './bounded-cache.js';

/** Apollo's KeyValueCache, as far as Apollo Server uses it (the package is not a dependency of ours). */
export interface KeyValueStore<V> {
  get(key: string): Promise<V | undefined>;
  set(key: string, value: V): Promise<void>;
  delete(key: string): Promise<boolean>;
}

/**
 * A BoundedCache in the shape Apollo Server keeps its parsed documents and persisted queries in, replacing its own
 * (30 MiB each, unbounded in entries, invisible to /metrics). Expiry times Apollo asks for are not kept: entries
 * leave by use only, which is all a parsed document or a persisted query needs.
 */
export function boundedKeyValueCache<V extends NonNullable<unknown>>(options: {
  name: string;
  maxEntries: number;
  maxBytes: number;
}): KeyValueStore<V> {
  const cache = new BoundedCache<string, V>({
    ...options,
    bytesOf: (value, key) => (typeof value === 'string' ? value.length * 2 : approximateJsonBytes(value)) + key.length,
  });
  return {
    get: async (key) => cache.get(key),
    set: async (key, value) => cache.set(key, value),
    delete: async (key) => cache.delete(key),
  };
}
