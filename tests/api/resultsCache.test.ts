import { createResultsCache } from '@api/schema/results/resultsCache.ts';
import { describe, expect, it } from 'vitest';

/** A computation of results that counts the events it was asked for and can be held or failed. */
function computation() {
  const asked: number[][] = [];
  let fail = false;
  let held: Promise<void> = Promise.resolve();
  let release = () => {};
  return {
    asked,
    failNext: () => {
      fail = true;
    },
    hold: () => {
      held = new Promise((resolve) => {
        release = resolve;
      });
      return () => release();
    },
    load: async (ids: number[]) => {
      const n = asked.push(ids);
      const failing = fail;
      fail = false;
      await held;
      if (failing) throw new Error('the database went away');
      return new Map(ids.map((id) => [id, `results of ${id}, computation ${n}`]));
    },
  };
}

describe('the results cache', () => {
  it('computes an event once for readers who come while it is computed and for those after', async () => {
    const cache = createResultsCache<string>();
    const results = computation();
    const release = results.hold();
    const readers = [
      cache.of([1], results.load),
      cache.of([1], results.load),
      cache.of([1, 2], results.load),
    ];
    release();
    expect(await Promise.all(readers)).toEqual([
      ['results of 1, computation 1'],
      ['results of 1, computation 1'],
      ['results of 1, computation 1', 'results of 2, computation 2'],
    ]);
    expect(await cache.of([2, 1], results.load)).toEqual([
      'results of 2, computation 2',
      'results of 1, computation 1',
    ]);
    // Only what was not kept is computed, in one call for all of it.
    expect(results.asked).toEqual([[1], [2]]);
    await cache.of([3, 1, 4, 3], results.load);
    expect(results.asked).toEqual([[1], [2], [3, 4]]);
  });

  it('computes again after clear; a computation under way then serves its readers, not later ones', async () => {
    const cache = createResultsCache<string>();
    const results = computation();
    await cache.of([1], results.load);
    cache.clear();
    expect(await cache.of([1], results.load)).toEqual(['results of 1, computation 2']);

    const release = results.hold();
    const before = cache.of([1, 2], results.load);
    // A mutation empties the cache while the results are computed: a reader who asks after it must
    // not get what was read before the change.
    cache.clear();
    const after = cache.of([1], results.load);
    release();
    expect(await before).toEqual(['results of 1, computation 2', 'results of 2, computation 3']);
    expect(await after).toEqual(['results of 1, computation 4']);
    // What was computed from before the change is not kept either.
    expect(await cache.of([2], results.load)).toEqual(['results of 2, computation 5']);
  });

  it('does not keep a failed computation: the next reader computes again', async () => {
    const cache = createResultsCache<string>();
    const results = computation();
    results.failNext();
    await expect(cache.of([1, 2], results.load)).rejects.toThrow('the database went away');
    expect(await cache.of([1], results.load)).toEqual(['results of 1, computation 2']);
  });

  it('forgets results after their time to live', async () => {
    const cache = createResultsCache<string>({ ttlMs: 1 });
    const results = computation();
    await cache.of([1], results.load);
    await expect
      .poll(async () => (await cache.of([1], results.load))[0])
      .not.toBe('results of 1, computation 1');
  });

  it('keeps shows up to a number of cages, the least recently read going first', async () => {
    const cages: Record<number, number> = { 1: 6, 2: 6, 3: 11 };
    const cache = createResultsCache<string>({
      maxSize: 10,
      sizeOf: (results) => cages[Number(/results of (\d+)/.exec(results)![1])],
    });
    const results = computation();
    expect(await cache.of([1], results.load)).toEqual(['results of 1, computation 1']);
    expect(await cache.of([2], results.load)).toEqual(['results of 2, computation 2']);
    // 12 cages: the show read longest ago made room.
    expect(await cache.of([2], results.load)).toEqual(['results of 2, computation 2']);
    expect(await cache.of([1], results.load)).toEqual(['results of 1, computation 3']);
    // Larger than the whole room: its readers share one computation, which is not kept after.
    const release = results.hold();
    const readers = [cache.of([3], results.load), cache.of([3], results.load)];
    release();
    expect(await Promise.all(readers)).toEqual([
      ['results of 3, computation 4'],
      ['results of 3, computation 4'],
    ]);
    expect(await cache.of([3], results.load)).toEqual(['results of 3, computation 5']);
    // …and pushed out nothing that fits: show 1 is still kept.
    expect(await cache.of([1], results.load)).toEqual(['results of 1, computation 3']);
  });
});
