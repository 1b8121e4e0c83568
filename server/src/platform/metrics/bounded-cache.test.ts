import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded-cache.js';
import { metricsRegistry } from './shop-metrics.js';

const cacheOf = (name: string, maxEntries: number, maxBytes: number) =>
  new BoundedCache<string, string>({ name, maxEntries, maxBytes, bytesOf: (value) => value.length });

describe('a bounded cache', () => {
  it('drops the least recently used entry at its bound in entries', () => {
    const cache = cacheOf('test-entries', 3, 1000);
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.set('c', 'C');
    expect(cache.get('a')).toBe('A'); // now b is the least recently used
    cache.set('d', 'D');
    expect(cache.size).toBe(3);
    expect(cache.has('b')).toBe(false);
    expect(['a', 'c', 'd'].every((key) => cache.has(key))).toBe(true);
    expect(cache.evictions).toBe(1);
  });

  it('drops entries at its bound in bytes, and never keeps a value larger than the bound', () => {
    const cache = cacheOf('test-bytes', 100, 10);
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    cache.set('c', 'zzzz');
    expect(cache.bytes).toBeLessThanOrEqual(10);
    expect(cache.has('a')).toBe(false);
    cache.set('huge', 'h'.repeat(11));
    expect(cache.has('huge')).toBe(false);
    expect(cache.bytes).toBeLessThanOrEqual(10);
  });

  it('counts hits and misses, and reports its figures in /metrics under its name', async () => {
    const cache = cacheOf('test-figures', 2, 100);
    cache.set('a', 'abc');
    cache.get('a');
    cache.get('missing');
    cache.set('b', 'b');
    cache.set('c', 'c');
    const text = await metricsRegistry.metrics();
    expect(text).toContain('circuitmart_cache_entries{cache="test-figures"} 2');
    expect(text).toContain('circuitmart_cache_bytes{cache="test-figures"} 2');
    expect(text).toContain('circuitmart_cache_max_entries{cache="test-figures"} 2');
    expect(text).toContain('circuitmart_cache_max_bytes{cache="test-figures"} 100');
    expect(text).toContain('circuitmart_cache_hits_total{cache="test-figures"} 1');
    expect(text).toContain('circuitmart_cache_misses_total{cache="test-figures"} 1');
    expect(text).toContain('circuitmart_cache_evictions_total{cache="test-figures"} 1');
  });
});
