import { LRUCache } from 'lru-cache';
import { Counter, Gauge } from 'prom-client';
import { metricsRegistry } from './shop-metrics.js';

export interface BoundedCacheOptions<K, V> {
  /** Names the cache in /metrics (`cache` label) and in docs/operations.md's table of caches. */
  name: string;
  maxEntries: number;
  /** Most bytes the kept values may take, as `bytesOf` estimates them. */
  maxBytes: number;
  /** Estimated bytes of one entry (key and value); at least 1. */
  bytesOf: (value: V, key: K) => number;
}

/** Every live bounded cache, weakly, so a cache of a closed server is forgotten with it. */
const liveCaches = new Set<WeakRef<BoundedCache<any, any>>>();

/** Keys and values are never null or undefined (lru-cache's own constraint). */
type Present = NonNullable<unknown>;

/**
 * A least-recently-used cache bounded in entries and in bytes, whose size and use /metrics reports
 * (`circuitmart_cache_*{cache="<name>"}`). Every cache, kept result and buffer that lives longer than a request is
 * one of these or states its bound in docs/operations.md.
 */
export class BoundedCache<K extends Present, V extends Present> {
  readonly name: string;
  readonly maxEntries: number;
  readonly maxBytes: number;
  private readonly lru: LRUCache<K, V>;
  hits = 0;
  misses = 0;
  evictions = 0;

  constructor(options: BoundedCacheOptions<K, V>) {
    this.name = options.name;
    this.maxEntries = options.maxEntries;
    this.maxBytes = options.maxBytes;
    this.lru = new LRUCache<K, V>({
      max: options.maxEntries,
      maxSize: options.maxBytes,
      sizeCalculation: (value, key) => Math.max(1, Math.ceil(options.bytesOf(value, key))),
      dispose: (_value, _key, reason) => {
        if (reason === 'evict') this.evictions++;
      },
    });
    liveCaches.add(new WeakRef(this));
  }

  /** The kept value (now the most recently used), counted as a hit or a miss. */
  get(key: K): V | undefined {
    const value = this.lru.get(key);
    if (value === undefined) this.misses++;
    else this.hits++;
    return value;
  }

  has(key: K): boolean {
    return this.lru.has(key);
  }

  /** Keeps `value`, dropping the least recently used entries past either bound; a value over maxBytes is not kept. */
  set(key: K, value: V): void {
    this.lru.set(key, value);
  }

  delete(key: K): boolean {
    return this.lru.delete(key);
  }

  clear(): void {
    this.lru.clear();
  }

  /** The kept values, most recently used first, without counting as use. */
  values(): IterableIterator<V> {
    return this.lru.values();
  }

  get size(): number {
    return this.lru.size;
  }

  get bytes(): number {
    return this.lru.calculatedSize;
  }
}

/** A rough size of a JSON-like value: its JSON length at two bytes a character (V8 strings may be either width). */
export function approximateJsonBytes(value: unknown): number {
  return 2 * (JSON.stringify(value)?.length ?? 1);
}

type CacheFigure =
  'entries' | 'bytes' | 'max_entries' | 'max_bytes' | 'hits_total' | 'misses_total' | 'evictions_total';

/** A gauge (or a counter, for the running totals) read from every live cache when /metrics is scraped. */
function cacheMetric(figure: CacheFigure, help: string, read: (cache: BoundedCache<any, any>) => number): void {
  const Metric = figure.endsWith('_total') ? Counter : Gauge;
  new Metric({
    name: `circuitmart_cache_${figure}`,
    help,
    labelNames: ['cache'],
    registers: [metricsRegistry],
    collect(this: Counter | Gauge) {
      this.reset();
      for (const ref of liveCaches) {
        const cache = ref.deref();
        if (cache) this.inc({ cache: cache.name }, read(cache));
        else liveCaches.delete(ref);
      }
    },
  });
}

cacheMetric('entries', 'Entries a bounded cache holds.', (cache) => cache.size);
cacheMetric('bytes', 'Estimated bytes a bounded cache holds.', (cache) => cache.bytes);
cacheMetric('max_entries', 'The bound in entries of a cache.', (cache) => cache.maxEntries);
cacheMetric('max_bytes', 'The bound in bytes of a cache.', (cache) => cache.maxBytes);
cacheMetric('hits_total', 'Lookups a cache answered.', (cache) => cache.hits);
cacheMetric('misses_total', 'Lookups a cache could not answer.', (cache) => cache.misses);
cacheMetric('evictions_total', 'Entries dropped at a bound.', (cache) => cache.evictions);
