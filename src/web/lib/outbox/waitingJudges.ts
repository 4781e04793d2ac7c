import { useSyncExternalStore } from 'react';

/**
 * Which judges have ratings waiting on this device, by name: a tablet shared in the hall tells
 * whoever uses it whose login sends them ("log in as … to send these"). Kept in local storage, not
 * IndexedDB, so that the login page reads it without the outbox's code. Only a name, an address
 * and a count, never a rating: another account on the device still sees none of those.
 */
export interface WaitingJudge {
  id: number;
  name: string;
  email: string;
  /** Ratings of theirs on this device not yet applied by the server (waiting plus refused). */
  waiting: number;
  /** Ratings of theirs that arrived after the end and wait for the show office's decision. */
  late?: number;
}

const holdsSome = (judge: WaitingJudge) => judge.waiting > 0 || (judge.late ?? 0) > 0;

const KEY = 'outbox-judges';
const listeners = new Set<() => void>();
let cache: { text: string | null; judges: readonly WaitingJudge[] } = { text: null, judges: [] };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Every judge with ratings waiting on this device. */
export function readWaitingJudges(): readonly WaitingJudge[] {
  let text: string | null = null;
  try {
    text = storage()?.getItem(KEY) ?? null;
  } catch {
    // Unreadable storage: nobody is known to wait.
  }
  if (text !== cache.text) {
    let judges: WaitingJudge[] = [];
    try {
      judges = text ? (JSON.parse(text) as WaitingJudge[]) : [];
    } catch {
      judges = [];
    }
    cache = { text, judges: Array.isArray(judges) ? judges : [] };
  }
  return cache.judges;
}

/** The judge's count now (0 removes them). */
export function recordWaiting(judge: WaitingJudge): void {
  const others = readWaitingJudges().filter((other) => other.id !== judge.id);
  const next = holdsSome(judge) ? [...others, judge] : others;
  try {
    storage()?.setItem(KEY, JSON.stringify(next));
  } catch {
    // Without storage nobody is told; the ratings themselves are in IndexedDB.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

const none = (): readonly WaitingJudge[] => [];

/** Judges other than `userId` whose ratings wait on this device (to be sent, or for the office). */
export function useOtherJudgesWaiting(userId: number | null): WaitingJudge[] {
  const judges = useSyncExternalStore(subscribe, readWaitingJudges, none);
  return judges.filter((judge) => judge.id !== userId && holdsSome(judge));
}

/** What this device holds of `userId`'s ratings, as last counted (null when nothing). */
export function useOwnRatingsWaiting(userId: number | null): WaitingJudge | null {
  const judges = useSyncExternalStore(subscribe, readWaitingJudges, none);
  return judges.find((judge) => judge.id === userId && holdsSome(judge)) ?? null;
}
