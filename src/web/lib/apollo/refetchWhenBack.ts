import type { ApolloClient } from '@apollo/client';
import { onReconnect } from '../network/reconnect';

/** After the browser says online, a moment for the Wi-Fi to carry requests, plus a spread. */
const ONLINE_SETTLE_MS = 100;
/** Spread over the tablets of a hall whose access point came back at once. */
const JITTER_MS = 400;
/** After a refetch that got every answer, another signal of the same return asks nothing. */
const QUIET_AFTER_MS = 5_000;

/**
 * When the network comes back (the browser says online, or the WebSocket reconnects after a
 * break), every query a page shows is asked again: a list, its counts and its "no connection"
 * notice then agree with a fresh load at once, not at the next change or reload. Subscriptions are
 * resubscribed by the socket itself. One return is one refetch: the two signals of it (`online`,
 * then the socket a moment later) are taken once, and a signal while a refetch runs is dropped;
 * only a refetch that failed (the network was not there yet) leaves the next signal its due.
 */
export function refetchWhenBack(
  client: ApolloClient,
  target: Pick<Window, 'addEventListener'> = window,
  random: () => number = Math.random,
): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let quietUntil = 0;
  const refetch = async () => {
    timer = undefined;
    running = true;
    try {
      await client.refetchQueries({ include: 'active' });
      quietUntil = Date.now() + QUIET_AFTER_MS;
    } catch {
      // Some answer did not come: the next signal asks again.
    } finally {
      running = false;
    }
  };
  const back = (settleMs: number) => () => {
    if (running || timer !== undefined || Date.now() < quietUntil) return;
    timer = setTimeout(() => void refetch(), settleMs + Math.floor(random() * JITTER_MS));
  };
  target.addEventListener('online', back(ONLINE_SETTLE_MS));
  onReconnect(back(0));
}
