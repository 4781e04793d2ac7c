declare const __SCHEMA_VERSION__: string | undefined;

/**
 * The last answers of the public pages' queries, kept in localStorage so that a page seen once
 * shows its last-known content offline, with the time it was fetched. Keyed by a hash of the
 * GraphQL contract and the app's documents: answers of another schema, or of a query that asked
 * for other fields, are never read back. At most KEEP answers are
 * kept; the oldest go first, also when the storage is full (a large show's results are a few
 * hundred KB). When each was fetched is also noted in one small entry (TIMES), so that choosing
 * the oldest never parses the answers themselves. Answers kept by a release before TIMES existed
 * are not noted there: they go first when the store is full.
 */
const FAMILY = 'public-answer-';
const VERSION = typeof __SCHEMA_VERSION__ === 'string' ? __SCHEMA_VERSION__ : 'dev';
const PREFIX = `${FAMILY}${VERSION}:`;
const TIMES = `${FAMILY}${VERSION}#times`;
const KEEP = 30;
/** The longest answer kept, in characters (browsers give an origin about 5 million). */
const LARGEST = 2_500_000;

export interface KeptAnswer<T> {
  data: T;
  /** When the server gave it (ms since the epoch). */
  fetchedAt: number;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled: nothing is kept
  }
}

export function readKeptAnswer<T>(key: string): KeptAnswer<T> | undefined {
  const raw = storage()?.getItem(PREFIX + key);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as KeptAnswer<T>;
  } catch {
    return undefined;
  }
}

export function keepAnswer<T>(key: string, data: T, fetchedAt: number): void {
  const store = storage();
  if (!store) return;
  const text = JSON.stringify({ data, fetchedAt });
  // Larger than a browser's whole store would give (5 million characters): making room for it
  // would only empty the store.
  if (text.length > LARGEST) return;
  const times = readTimes(store);
  delete times[key];
  // The other kept answers, oldest last.
  const others = Object.keys(times).sort((a, b) => (times[b] ?? 0) - (times[a] ?? 0));
  for (const old of others.splice(KEEP - 1)) drop(store, times, old);
  // Noted before it is written: whatever is in the store is in TIMES, so the sweep below never
  // mistakes the newest answer for an older version's.
  times[key] = fetchedAt;
  for (let swept = false; ; ) {
    try {
      store.setItem(TIMES, JSON.stringify(times));
      store.setItem(PREFIX + key, text);
      return;
    } catch {
      // Full: first what an older app version kept (or left unnoted), then the oldest answers.
      if (!swept) {
        swept = true;
        for (const name of names(store, FAMILY))
          if (name !== TIMES && !(name.startsWith(PREFIX) && name.slice(PREFIX.length) in times))
            store.removeItem(name);
        continue;
      }
      const oldest = others.pop();
      if (oldest === undefined) {
        // Still no room: this answer is not kept; the page works online as before.
        drop(store, times, key);
        try {
          store.setItem(TIMES, JSON.stringify(times));
        } catch {
          // the next answer kept writes it again
        }
        return;
      }
      drop(store, times, oldest);
    }
  }
}

/** Drops one kept answer: the server answered its query with an error (the event is gone). */
export function forgetKeptAnswer(key: string): void {
  const store = storage();
  if (!store) return;
  const times = readTimes(store);
  drop(store, times, key);
  try {
    store.setItem(TIMES, JSON.stringify(times));
  } catch {
    // unchanged times of an answer that is gone do no harm
  }
}

function drop(store: Storage, times: Record<string, number>, key: string): void {
  store.removeItem(PREFIX + key);
  delete times[key];
}

/** Drops every kept answer (on logout: some answers depend on who asked). */
export function forgetKeptAnswers(): void {
  const store = storage();
  if (!store) return;
  for (const name of names(store, FAMILY)) store.removeItem(name);
}

function readTimes(store: Storage): Record<string, number> {
  try {
    const times: unknown = JSON.parse(store.getItem(TIMES) ?? '{}');
    return times && typeof times === 'object' ? (times as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function names(store: Storage, prefix: string): string[] {
  const found: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const name = store.key(i);
    if (name?.startsWith(prefix)) found.push(name);
  }
  return found;
}
