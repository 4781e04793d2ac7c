import type { InMemoryCache } from '@apollo/client';
import { CachePersistor } from 'apollo3-cache-persist';
import onCacheWrite from 'apollo3-cache-persist/lib/onCacheWrite';
import { createStore, del, get, keys, set } from 'idb-keyval';
import { CACHE_STORE } from './cacheStore';

declare const __SCHEMA_VERSION__: string | undefined;

/** Changes with the GraphQL schema: a cache written for another schema is dropped, not read. */
export const CACHE_KEY = `apollo-cache-${typeof __SCHEMA_VERSION__ === 'string' ? __SCHEMA_VERSION__ : 'dev'}`;

/** A change to the cache is written to IndexedDB at most this long after it. */
const KEEP_WITHIN_MS = 300;

/**
 * Writes the cache out (`persist`) `ms` after the first change not yet written, however many
 * follow, and at once when the page is hidden or left; one write at a time, the next once the last
 * has ended. Returns the function that stops it.
 *
 * The library's own trigger waits until the cache has been quiet for a second: a page left or
 * reloaded within that second never wrote what it had loaded, and a cache that keeps changing (a
 * show's live counts) is never quiet. A judge's tablet that lost the network and reloaded then had
 * no cage list to rate from.
 */
export function keepWithin(cache: InMemoryCache, persist: () => Promise<unknown>, ms = KEEP_WITHIN_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<unknown> = Promise.resolve();
  const now = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    // A write that fails is the library's to report (it logs it); the next one is tried all the same.
    writing = writing.then(persist).catch(() => undefined);
  };
  const soon = () => {
    timer ??= setTimeout(now, ms);
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') now();
  };
  // The library's hook on the cache's writes (write, evict, modify, gc).
  const unhook = onCacheWrite({ cache: cache as never })(soon);
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', now);
  return () => {
    clearTimeout(timer);
    timer = undefined;
    unhook();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', now);
  };
}

export interface PersistedCache {
  persistor: CachePersistor<unknown>;
  /** Stops writing the cache out (the app never does; tests do). */
  stop: () => void;
}

/**
 * Keeps Apollo's cache in IndexedDB, so that what a judge (or anyone) has seen online is there
 * after a reload without network. Never limited in size: the default 1 MB silently stops writing.
 */
export async function persistCache(cache: InMemoryCache): Promise<PersistedCache> {
  const store = createStore(CACHE_STORE.database, CACHE_STORE.store);
  const persistor = new CachePersistor({
    cache: cache as never,
    storage: {
      getItem: async (key: string) => (await get<string>(key, store)) ?? null,
      setItem: (key: string, value: string) => set(key, value, store),
      removeItem: (key: string) => del(key, store),
    },
    key: CACHE_KEY,
    maxSize: false,
    // When to write is decided by keepWithin, below.
    trigger: false,
  });
  try {
    // Caches of earlier versions go when this one starts.
    const stale = (await keys(store)).filter((key) => key !== CACHE_KEY);
    await Promise.all(stale.map((key) => del(key, store)));
    await persistor.restore();
  } catch (error) {
    // No IndexedDB (some private modes): the app works online-only.
    console.warn('Apollo cache not restored', error);
  }
  const stop = keepWithin(cache, () => persistor.persist());
  return { persistor, stop };
}
