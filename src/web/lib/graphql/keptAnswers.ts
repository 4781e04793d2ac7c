declare const __SCHEMA_VERSION__: string | undefined;

/**
 * The last answers of the public pages' queries, kept in localStorage so that a page seen once
 * shows its last-known content offline, with the time it was fetched. Keyed by the GraphQL
 * contract's version: answers of another schema are never read back. Small by nature (lists of
 * events and results); at most KEEP answers are kept, the oldest dropped first.
 */
const PREFIX = `public-answer-${typeof __SCHEMA_VERSION__ === 'string' ? __SCHEMA_VERSION__ : 'dev'}:`;
const KEEP = 30;

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
  try {
    store.setItem(PREFIX + key, JSON.stringify({ data, fetchedAt }));
    const kept: { key: string; at: number }[] = [];
    for (let i = 0; i < store.length; i++) {
      const name = store.key(i);
      if (name?.startsWith(PREFIX))
        kept.push({ key: name, at: readKeptAnswer(name.slice(PREFIX.length))?.fetchedAt ?? 0 });
    }
    kept.sort((a, b) => b.at - a.at);
    for (const old of kept.slice(KEEP)) store.removeItem(old.key);
  } catch {
    // full or disabled: the page still works online
  }
}

/** Drops every kept answer (on logout: some answers depend on who asked). */
export function forgetKeptAnswers(): void {
  const store = storage();
  if (!store) return;
  const names: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const name = store.key(i);
    if (name?.startsWith('public-answer-')) names.push(name);
  }
  for (const name of names) store.removeItem(name);
}
