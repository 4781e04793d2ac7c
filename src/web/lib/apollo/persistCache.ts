import type { InMemoryCache } from '@apollo/client';
import { CachePersistor } from 'apollo3-cache-persist';
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
  const unhook = onCacheChange(cache, soon);
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

/** The cache's methods that change what it holds, and whether a call's result says it changed something. */
const CHANGES: Record<'write' | 'modify' | 'evict' | 'gc', (result: unknown) => boolean> = {
  // Every query's answer, writeQuery, writeFragment and each write of a mutation's update.
  write: () => true,
  modify: (changed) => changed === true,
  evict: (evicted) => evicted === true,
  gc: (removed) => Array.isArray(removed) && removed.length > 0,
};
type Change = keyof typeof CHANGES;

/**
 * Calls `changed` after each change of what the cache holds: a write, and a modify, evict or gc
 * that changed something (restore and reset do not count: a restore is what was just read, a
 * reset comes with its own purge). Returns the function that stops it.
 *
 * Apollo has no event for a change anywhere in the cache (`watch` follows one query), so this
 * cache's own public methods are wrapped, on this instance only. The persistence library's
 * `'write'` trigger does the same, but its hook is not part of the library's public API, and its
 * public `trigger` function is handed a `persist` that neither says when the cache changed nor
 * returns the write it starts.
 */
function onCacheChange(cache: InMemoryCache, changed: () => void): () => void {
  const methods = cache as unknown as Record<Change, (...args: unknown[]) => unknown>;
  let stopped = false;
  const undo = Object.entries(CHANGES).map(([key, changedBy]) => {
    const name = key as Change;
    const own = Object.hasOwn(cache, name);
    const original = methods[name];
    const wrapped = (...args: unknown[]) => {
      const result = original.apply(cache, args);
      if (!stopped && changedBy(result)) changed();
      return result;
    };
    methods[name] = wrapped;
    return () => {
      // Wrapped again since (by a later hook): ours stays in between, silent.
      if (methods[name] !== wrapped) return;
      if (own) methods[name] = original;
      else Reflect.deleteProperty(cache, name);
    };
  });
  return () => {
    stopped = true;
    for (const restore of undo) restore();
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
