import { LRUCache } from 'lru-cache';

/**
 * An ended show's results computed once for everyone who reads them, until anything changes.
 *
 * Computing a 3,000-pigeon show's results (its cages read, classes placed, breeders ranked) holds
 * the server for the best part of a second. The public views' response cache (http/publicCache.ts)
 * answers a guest from memory, but it keeps one answer per session and per query: every logged-in
 * breeder, and each of the result pages they open, computed the results anew. This cache keeps the
 * computed results per event, whoever asks and whichever fields they ask for.
 *
 * Every mutation that may change the results group of views empties it when it is done (yoga.ts,
 * http/publicCache.ts: a rating accepted late, a breeder's new name, anything the results show),
 * whichever event it touched, but not a judge's batch; on PostgreSQL, so does another process's
 * (http/freshness.ts). The next reader computes again. The results are only read for ended
 * events, whose judgements change only by a mutation; the time-to-live bounds what a change made
 * outside the API (a database edit by hand) may leave. Who may read the results is checked on
 * each request, before the cache is asked.
 */
export interface ResultsCache<T> {
  /**
   * The results of each event, computed by `load` for those not kept (one call for all of them);
   * those already being computed are waited for, not computed twice.
   */
  of(eventIds: readonly number[], load: (missing: number[]) => Promise<Map<number, T>>): Promise<T[]>;
  /** Forgets everything kept; computations under way finish for those waiting, and are not kept. */
  clear(): void;
}

/** Room for the longest list of ended events (`resultEvents`' limit of 50) and more. */
const MAX_EVENTS = 64;
/**
 * And for at most this many cages in all: a show's computed results take memory by its cages
 * (measured in docs/decisions/0010-results-cache.md), so the cache stays bounded however big the
 * shows are; the least recently read go first. A show's size is
 * known once it is computed; until then it counts as one cage.
 */
const MAX_CAGES = 60_000;
const TTL_MS = 10 * 60_000;

export function createResultsCache<T>(
  options: {
    ttlMs?: number;
    /** How much one event's results count against `maxSize`: their cages. */
    sizeOf?: (results: T) => number;
    maxSize?: number;
  } = {},
): ResultsCache<T> {
  const sizeOf = options.sizeOf ?? (() => 1);
  const kept = new LRUCache<number, Promise<T>>({
    max: MAX_EVENTS,
    maxSize: options.maxSize ?? MAX_CAGES,
    ttl: options.ttlMs ?? TTL_MS,
  });
  return {
    of(eventIds, load) {
      const asked = new Map<number, Promise<T>>();
      for (const id of eventIds) {
        const known = kept.get(id);
        if (known) asked.set(id, known);
      }
      const missing = [...new Set(eventIds)].filter((id) => !asked.has(id));
      if (missing.length > 0) {
        const loading = load(missing);
        for (const id of missing) {
          const one = loading.then((byEvent) => {
            const results = byEvent.get(id);
            if (results === undefined) throw new Error(`No results were computed for event ${id}`);
            return results;
          });
          asked.set(id, one);
          kept.set(id, one, { size: 1 });
          one.then(
            // Now its size is known (unless the cache was emptied meanwhile); more than the whole
            // room, and it is not kept at all. Set anew: lru-cache keeps the size of a key set again
            // to the same value.
            (results) => {
              if (kept.peek(id) !== one) return;
              kept.delete(id);
              const size = Math.ceil(sizeOf(results));
              kept.set(id, one, { size: Number.isFinite(size) && size > 0 ? size : 1 });
            },
            // A failed computation is not kept: the next reader tries again.
            () => {
              if (kept.peek(id) === one) kept.delete(id);
            },
          );
        }
      }
      return Promise.all(eventIds.map((id) => asked.get(id)!));
    },
    clear: () => kept.clear(),
  };
}
