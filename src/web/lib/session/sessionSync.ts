import { readRememberedUser, SESSION_STORAGE_KEYS } from './tokenStorage';

/**
 * Tabs of one browser share one session (the token cookie and local storage), but each keeps its
 * own idea of who is logged in. This tells the other tabs when a tab logs in or out, so that none
 * goes on working (or sending a judge's ratings) as someone who is no longer logged in there.
 * BroadcastChannel carries the new user; local storage's `storage` event is the fallback where
 * there is no BroadcastChannel (and a second notice where there is; following is idempotent).
 */
const CHANNEL_NAME = 'taubenschau-session';

export interface SessionAnnouncement {
  /** The user now logged in (as remembered for offline reloads), or null after a logout. */
  user: unknown;
}

let channel: BroadcastChannel | null | undefined;

function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

/** Tells the other tabs who is logged in now (null: nobody). */
export function announceSession(user: unknown): void {
  if (typeof window === 'undefined') return;
  sessionChannel()?.postMessage({ user } satisfies SessionAnnouncement);
}

/** Calls `follow` with every other tab's announcement; returns a function that stops listening. */
export function onOtherTabsSession(follow: (announcement: SessionAnnouncement) => void): () => void {
  const fromChannel = (event: MessageEvent<SessionAnnouncement>) => follow(event.data);
  const fromStorage = (event: StorageEvent) => {
    if (event.key === null || SESSION_STORAGE_KEYS.includes(event.key))
      follow({ user: readRememberedUser() });
  };
  sessionChannel()?.addEventListener('message', fromChannel);
  window.addEventListener('storage', fromStorage);
  return () => {
    sessionChannel()?.removeEventListener('message', fromChannel);
    window.removeEventListener('storage', fromStorage);
  };
}
