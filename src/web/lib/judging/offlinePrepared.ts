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

/** The shows prepared for `owner` on this device. */
export function preparedEvents(owner: number): string[] {
  const prefix = `${owner}:`;
  return Object.keys(readAll())
    .filter((key) => key.startsWith(prefix))
    .map((key) => key.slice(prefix.length));
}

export function markPrepared(owner: number, eventId: string, at: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...readAll(), [`${owner}:${eventId}`]: at }));
  } catch {
    // Without storage the tablet simply does not say it is ready; nothing else depends on it.
  }
}

/**
 * The shows whose cages a judge opened on this device, newest last (at most 20 by owner): the
 * tablet reports itself for them to the show office from the first look, before anything is
 * rated or stored for offline.
 */
const SEEN_KEY = 'judging-seen';
const SEEN_KEPT = 20;

function readSeen(): Record<string, string[]> {
  try {
    return JSON.parse(localStorage.getItem(SEEN_KEY) ?? '{}') as Record<string, string[]>;
  } catch {
    return {};
  }
}

export function seenEvents(owner: number): string[] {
  return readSeen()[owner] ?? [];
}

/** Notes the show as opened; true when it was not among those noted. */
export function markSeen(owner: number, eventId: string): boolean {
  const all = readSeen();
  const before = all[owner] ?? [];
  if (before.at(-1) === eventId) return false;
  all[owner] = [...before.filter((id) => id !== eventId), eventId].slice(-SEEN_KEPT);
  try {
    localStorage.setItem(SEEN_KEY, JSON.stringify(all));
  } catch {
    // Not kept: the tablet reports the show once it holds something of it.
  }
  return !before.includes(eventId);
}
