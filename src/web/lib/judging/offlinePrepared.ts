/**
 * When each judge's show was last stored on this device for judging without network (ISO), by
 * `owner:event`, in local storage: written by the judge's pages (useOfflinePreparation), read by
 * them and by the tablet's reports to the show office (the outbox's device report).
 */
const KEY = 'judging-offline';

function readAll(): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

export function preparedAt(owner: number, eventId: string): string | null {
  return readAll()[`${owner}:${eventId}`] ?? null;
}

/** The shows prepared for `owner` on this device since `since` (epoch ms). */
export function preparedEvents(owner: number, since: number): string[] {
  const prefix = `${owner}:`;
  return Object.entries(readAll())
    .filter(([key, at]) => key.startsWith(prefix) && Date.parse(at) >= since)
    .map(([key]) => key.slice(prefix.length));
}

export function markPrepared(owner: number, eventId: string, at: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...readAll(), [`${owner}:${eventId}`]: at }));
  } catch {
    // Without storage the tablet simply does not say it is ready; nothing else depends on it.
  }
}

/**
 * The shows whose cages a judge opened on this device, with when (ISO; the last 20 by owner): the
 * tablet reports itself for them to the show office from the first look, before anything is rated
 * or stored for offline.
 */
const SEEN_KEY = 'judging-seen';
const SEEN_KEPT = 20;

function readSeen(): Record<string, Record<string, string>> {
  try {
    const all = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '{}') as Record<string, unknown>;
    // An earlier form kept a list per owner: started afresh.
    return Object.fromEntries(
      Object.entries(all).filter(
        ([, seen]) => seen !== null && typeof seen === 'object' && !Array.isArray(seen),
      ),
    ) as Record<string, Record<string, string>>;
  } catch {
    return {};
  }
}

/** The shows opened for `owner` on this device since `since` (epoch ms). */
export function seenEvents(owner: number, since: number): string[] {
  return Object.entries(readSeen()[owner] ?? {})
    .filter(([, at]) => Date.parse(at) >= since)
    .map(([eventId]) => eventId);
}

/** Notes the show as opened now; true when it was not among those noted. */
export function markSeen(owner: number, eventId: string): boolean {
  const all = readSeen();
  const before = all[owner] ?? {};
  const known = eventId in before;
  const kept = Object.entries({ ...before, [eventId]: new Date().toISOString() })
    .sort(([, a], [, b]) => b.localeCompare(a))
    .slice(0, SEEN_KEPT);
  all[owner] = Object.fromEntries(kept);
  try {
    localStorage.setItem(SEEN_KEY, JSON.stringify(all));
  } catch {
    // Not kept: the tablet reports the show once it holds something of it.
  }
  return !known;
}
