// When Apollo's cache is written to IndexedDB (fake-indexeddb stands in for the browser's): what a
// judge has loaded must be kept even while live counts keep changing the cache.
import 'fake-indexeddb/auto';
import { gql, InMemoryCache } from '@apollo/client';
import { CACHE_STORE } from '@web/lib/apollo/cacheStore';
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

const store = createStore(CACHE_STORE.database, CACHE_STORE.store);
const kept = async () => JSON.parse((await get<string>(CACHE_KEY, store)) ?? '{}') as Record<string, unknown>;
const keptCages = async () => JSON.stringify((await kept()).ROOT_QUERY ?? {}).includes('cages');

afterEach(async () => {
  await del(CACHE_KEY, store);
});

describe("keeping Apollo's cache on the device", () => {
  it('keeps a loaded list while the cache keeps changing after it, not only once it is quiet', async () => {
    const cache = new InMemoryCache();
    const { stop } = await persistCache(cache);
    cache.writeQuery({ query: CAGES, data: { cages: [{ __typename: 'Cage', id: '1', cageNumber: 1 }] } });
    // A show's live counts: a change every 50 ms, all the time the test waits. A write that waits
    // for a quiet cache never comes.
    let judged = 0;
    const counts = setInterval(() => cache.writeQuery({ query: PROGRESS, data: { judged: ++judged } }), 50);
    try {
      await vi.waitFor(async () => expect(await keptCages()).toBe(true), { timeout: 4_000 });
    } finally {
      clearInterval(counts);
      stop();
    }
  });

  it('writes 300 ms after the first change however many follow, on every kind of change the cache makes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const cache = new InMemoryCache();
    const persist = vi.fn(async () => undefined);
    const stop = keepWithin(cache, persist);
    const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);
    try {
      // A change every 50 ms: written 300 ms after the first, not once the changes stop.
      cache.writeQuery({ query: CAGES, data: { cages: [{ __typename: 'Cage', id: '1', cageNumber: 1 }] } });
      for (let judged = 1; judged <= 5; judged++) {
        await elapse(50);
        cache.writeQuery({ query: PROGRESS, data: { judged } });
      }
      await elapse(49);
      expect(persist).toHaveBeenCalledTimes(0);
      await elapse(1);
      expect(persist).toHaveBeenCalledTimes(1);
      // That write held every change so far: nothing more to write.
      await elapse(1_000);
      expect(persist).toHaveBeenCalledTimes(1);

      // Each change of what the cache holds is written, not only writes; a call that changes
      // nothing is not.
      const changes: [string, () => unknown][] = [
        ['modify', () => cache.modify({ id: 'Cage:1', fields: { cageNumber: () => 2 } })],
        // The list goes: its cage is left unreachable…
        ['evict', () => cache.evict({ id: 'ROOT_QUERY', fieldName: 'cages' })],
        // …and is collected.
        ['gc', () => cache.gc()],
      ];
      cache.writeQuery({ query: CAGES, data: { cages: [{ __typename: 'Cage', id: '1', cageNumber: 1 }] } });
      await elapse(300);
      for (const [label, change] of changes) {
        const before = persist.mock.calls.length;
        change();
        await elapse(300);
        expect(persist.mock.calls.length, label).toBe(before + 1);
      }
      const before = persist.mock.calls.length;
      cache.modify({ id: 'Cage:404', fields: { cageNumber: () => 3 } });
      cache.evict({ id: 'Cage:404' });
      cache.gc();
      await elapse(300);
      expect(persist).toHaveBeenCalledTimes(before);

      // Stopped: the cache's methods are its own again, and a change is not written.
      stop();
      expect(Object.keys(cache).filter((key) => ['write', 'modify', 'evict', 'gc'].includes(key))).toEqual(
        [],
      );
      const calls = persist.mock.calls.length;
      cache.writeQuery({ query: PROGRESS, data: { judged: 9 } });
      await elapse(1_000);
      expect(persist).toHaveBeenCalledTimes(calls);
    } finally {
      stop();
      vi.useRealTimers();
    }
  });

  it('writes at once when the page is hidden or left, one write at a time, and not after it is stopped', async () => {
    const cache = new InMemoryCache();
    const writes: (() => void)[] = [];
    // Each write ends when the test says so. The wait is far longer than the test: only the page
    // being hidden or left writes.
    const stop = keepWithin(cache, () => new Promise<void>((done) => writes.push(done)), 60_000);
    const hide = () => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    try {
      cache.writeQuery({ query: PROGRESS, data: { judged: 1 } });
      expect(writes).toHaveLength(0);
      hide();
      await vi.waitFor(() => expect(writes).toHaveLength(1));
      // Nothing new: nothing to write again.
      window.dispatchEvent(new Event('pagehide'));
      // A change while the first write is still going: written once that one has ended.
      cache.writeQuery({ query: PROGRESS, data: { judged: 2 } });
      window.dispatchEvent(new Event('pagehide'));
      await Promise.resolve();
      expect(writes).toHaveLength(1);
      writes[0]();
      await vi.waitFor(() => expect(writes).toHaveLength(2));
      writes[1]();
      stop();
      cache.writeQuery({ query: PROGRESS, data: { judged: 3 } });
      window.dispatchEvent(new Event('pagehide'));
      await Promise.resolve();
      expect(writes).toHaveLength(2);
    } finally {
      stop();
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });
});
