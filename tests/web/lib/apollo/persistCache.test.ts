// When Apollo's cache is written to IndexedDB (fake-indexeddb stands in for the browser's): what a
// judge has loaded must be kept even while live counts keep changing the cache.
import 'fake-indexeddb/auto';
import { gql, InMemoryCache } from '@apollo/client';
import { CACHE_KEY, keepWithin, persistCache } from '@web/lib/apollo/persistCache';
import { createStore, del, get } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';

const CAGES = gql`
  query Cages {
    cages {
      id
      cageNumber
    }
  }
`;
const PROGRESS = gql`
  query Progress {
    judged
  }
`;

const store = createStore('taubenschau-cache', 'apollo');
const kept = async () => JSON.parse((await get<string>(CACHE_KEY, store)) ?? '{}') as Record<string, unknown>;
const keptCages = async () => JSON.stringify((await kept()).ROOT_QUERY ?? {}).includes('cages');

afterEach(async () => {
  await del(CACHE_KEY, store);
});

describe("keeping Apollo's cache on the device", () => {
  it('keeps a loaded list while the cache keeps changing after it, not only once it is quiet', async () => {
    const cache = new InMemoryCache();
    await persistCache(cache);
    cache.writeQuery({ query: CAGES, data: { cages: [{ __typename: 'Cage', id: '1', cageNumber: 1 }] } });
    // A show's live counts: a change every 50 ms, all the time the test waits. A write that waits
    // for a quiet cache never comes.
    let judged = 0;
    const counts = setInterval(() => cache.writeQuery({ query: PROGRESS, data: { judged: ++judged } }), 50);
    try {
      await vi.waitFor(async () => expect(await keptCages()).toBe(true), { timeout: 4_000 });
    } finally {
      clearInterval(counts);
    }
  });

  it('keeps what changed at once when the page is hidden (the tablet sleeps, the tab is left)', async () => {
    const cache = new InMemoryCache();
    let persisted = 0;
    // Far longer than the test: only the page being hidden writes.
    const uninstall = keepWithin(
      cache,
      60_000,
    )(() => {
      persisted += 1;
    });
    try {
      cache.writeQuery({ query: PROGRESS, data: { judged: 1 } });
      expect(persisted).toBe(0);
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
      expect(persisted).toBe(1);
      // Nothing new: nothing to write again.
      window.dispatchEvent(new Event('pagehide'));
      expect(persisted).toBe(1);
      cache.writeQuery({ query: PROGRESS, data: { judged: 2 } });
      window.dispatchEvent(new Event('pagehide'));
      expect(persisted).toBe(2);
    } finally {
      uninstall();
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    }
  });
});
