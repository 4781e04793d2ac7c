/**
 * The network came back in a way only the WebSocket sees (it reconnected after a break): the
 * outbox sends at once, and the pages' data is asked for again.
 */
const listeners = new Set<() => void>();

export function onReconnect(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyReconnect(): void {
  for (const listener of listeners) listener();
}
