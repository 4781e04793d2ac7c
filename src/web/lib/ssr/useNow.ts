import { useContext, useSyncExternalStore } from 'react';
import { readPageState } from './pageState';
import { ServerAnswersContext } from './serverAnswers';

const unchanging = () => () => {};

/**
 * The time a render compares dates with (is registration still open, is an event past). A page the
 * server rendered is taken over with the server's time, so that the browser's first render matches
 * the HTML even in the seconds around a deadline; every other render reads the device's clock.
 */
export function useNow(): Date {
  const server = useContext(ServerAnswersContext);
  // True on the server and while React takes a server-rendered page over (its server snapshot).
  const rendered = useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
  if (server) return new Date(server.renderedAt);
  return rendered ? new Date(readPageState()?.renderedAt ?? Date.now()) : new Date();
}
