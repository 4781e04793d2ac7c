import type { InMemoryCache } from '@apollo/client';
import { CachePersistor } from 'apollo3-cache-persist';
import { createStore, del, get, keys, set } from 'idb-keyval';

declare const __SCHEMA_VERSION__: string | undefined;

/** Changes with the GraphQL schema: a cache written for another schema is dropped, not read. */
export const CACHE_KEY = `apollo-cache-${typeof __SCHEMA_VERSION__ === 'string' ? __SCHEMA_VERSION__ : 'dev'}`;

/**
 * Keeps Apollo's cache in IndexedDB, so that what a judge (or anyone) has seen online is there
 * after a reload without network. Never limited in size: the default 1 MB silently stops writing.
 */
export async function persistCache(cache: InMemoryCache): Promise<CachePersistor<unknown>> {
  const store = createStore('taubenschau-cache', 'apollo');
  const persistor = new CachePersistor({
    cache: cache as never,
    storage: {
      getItem: async (key: string) => (await get<string>(key, store)) ?? null,
      setItem: (key: string, value: string) => set(key, value, store),
      removeItem: (key: string) => del(key, store),
    },
    key: CACHE_KEY,
    maxSize: false,
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
  return persistor;
}
