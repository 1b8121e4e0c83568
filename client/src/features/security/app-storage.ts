import type { ApolloClient } from '@apollo/client';
import { USER_INFO_STORAGE_KEY } from '../session/session-store';

/** Keys this app writes to the browser's storage: its own prefix, and the drafts of the service forms. */
const OWN_LOCAL_PREFIX = 'circuitmart.';
const OWN_SESSION_PREFIX = 'service-draft:';
/** The signed-in user stays signed in: clearing the cache is not logging out. */
const KEPT = new Set([USER_INFO_STORAGE_KEY]);

/** Bytes a stored string takes (browsers keep them as UTF-16). */
const sizeOf = (text: string) => text.length * 2;

function clearOwnKeys(storage: Storage, prefix: string): number {
  let freed = 0;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
  for (const key of keys) {
    if (!key.startsWith(prefix) || KEPT.has(key)) continue;
    freed += sizeOf(key) + sizeOf(storage.getItem(key) ?? '');
    storage.removeItem(key);
  }
  return freed;
}

async function clearCacheStorage(): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  let freed = 0;
  for (const name of await caches.keys()) {
    // The service worker's copy of the shell and the offline page is the installed app itself, not a cache of data.
    if (name.startsWith('workbox-precache')) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      freed += response ? (await response.blob()).size : 0;
    }
    await caches.delete(name);
  }
  return freed;
}

/**
 * Settings §2 "clear cache": the Apollo cache (pages load their data again), the app's own keys of local and
 * session storage, and Cache Storage if any. Answers about how many bytes that freed.
 */
export async function clearAppCache(client: ApolloClient): Promise<number> {
  const apolloBytes = sizeOf(JSON.stringify(client.extract()));
  await client.clearStore();
  const storageBytes =
    clearOwnKeys(window.localStorage, OWN_LOCAL_PREFIX) + clearOwnKeys(window.sessionStorage, OWN_SESSION_PREFIX);
  const cachedBytes = await clearCacheStorage();
  await client.refetchObservableQueries();
  return apolloBytes + storageBytes + cachedBytes;
}

/** The entry script of an index.html: its name carries the build's content hash. */
function entryScriptOf(document: Document): string | null {
  return document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src') ?? null;
}

/**
 * Settings §2 "check update": whether the server now serves another build than the one running, told by the entry
 * script of a fresh index.html. Null when it cannot tell (offline, a development server).
 */
export async function newVersionAvailable(): Promise<boolean | null> {
  const running = entryScriptOf(document);
  if (!running) return null;
  try {
    const response = await fetch('/', { cache: 'no-store', headers: { accept: 'text/html' } });
    if (!response.ok) return null;
    const served = entryScriptOf(new DOMParser().parseFromString(await response.text(), 'text/html'));
    return served === null ? null : served !== running;
  } catch {
    return null;
  }
}
