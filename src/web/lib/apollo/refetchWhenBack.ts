import type { ApolloClient } from '@apollo/client';
import { onReconnect } from '../network/reconnect';

/**
 * When the network comes back (the browser says online, or the WebSocket reconnects after a
 * break), every query a page shows is asked again: a list, its counts and its "no connection"
 * notice then agree with a fresh load at once, not at the next change or reload. Subscriptions are
 * resubscribed by the socket itself. Triggers close together (both signals, or a flapping Wi-Fi)
 * run one refetch at a time, and one more after it if something came meanwhile.
 */
export function refetchWhenBack(
  client: ApolloClient,
  target: Pick<Window, 'addEventListener'> = window,
): void {
  let running = false;
  let again = false;
  const refetch = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void Promise.resolve(client.refetchQueries({ include: 'active' }))
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          refetch();
        }
      });
  };
  target.addEventListener('online', refetch);
  onReconnect(refetch);
}
