import { useContext, useSyncExternalStore } from 'react';
import { readPageState } from './pageState';
import { ServerAnswersContext } from './serverAnswers';

const unchanging = () => () => {};

/**
 * What a render derives from the time (is registration still open, which events have begun), as
 * a value compared by identity: a string, number, boolean or null.
 *
 * A page the server rendered is taken over with the server's time, so that the browser's first
 * render matches the HTML even in the seconds around a deadline; every other render reads the
 * device's clock. Right after the take-over React derives the value again from the device's clock
 * and renders again only if it differs (a deadline passed in between): deriving from the time,
 * rather than handing the time itself out, spares a phone rendering the whole page a second time
 * for nothing.
 */
export function useNow<T extends string | number | boolean | null>(derive: (now: Date) => T): T {
  const server = useContext(ServerAnswersContext);
  return useSyncExternalStore(
    unchanging,
    () => derive(new Date()),
    // On the server, and while React takes a server-rendered page over.
    () => derive(new Date(server?.renderedAt ?? readPageState()?.renderedAt ?? Date.now())),
  );
}
