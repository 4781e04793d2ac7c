import { useSyncExternalStore } from 'react';

// Whether a notification has been raised yet. Kept apart from Mantine's notifications (and free
// of imports) so that the shell can ask on every page, home included, without loading them.
let requested = false;
const listeners = new Set<() => void>();

/** Called as a notification is raised: from then on the shell shows the container. */
export function requestNotificationHost(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a notification has been raised in this page load. */
export function useNotificationHostRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
