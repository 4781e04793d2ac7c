import { useContext, useMemo, useSyncExternalStore } from 'react';
import { readPageState } from './pageState';
import { ServerAnswersContext } from './serverAnswers';

/** setTimeout's longest wait (about 24.8 days); a later moment is waited for in steps. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/** Tells React once the device's clock reaches `at` (epoch ms), by one timer, not by polling. */
function subscribeUntil(at: number | null | undefined) {
  return (onChange: () => void) => {
    if (at === null || at === undefined || !Number.isFinite(at)) return () => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      const wait = at - Date.now();
      if (wait < 0) return;
      timer = setTimeout(
        () => {
          onChange();
          arm();
        },
        Math.min(wait, LONGEST_WAIT_MS),
      );
    };
    arm();
    return () => clearTimeout(timer);
  };
}

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
 *
 * `changesAt` is the moment the value may change (a registration deadline): the page derives it
 * again then, on its own, so an open page shows the deadline passing without a reload.
 */
export function useNow<T extends string | number | boolean | null>(
  derive: (now: Date) => T,
  changesAt?: number | null,
): T {
  const server = useContext(ServerAnswersContext);
  const subscribe = useMemo(() => subscribeUntil(changesAt), [changesAt]);
  return useSyncExternalStore(
    subscribe,
    () => derive(new Date()),
    // On the server, and while React takes a server-rendered page over.
    () => derive(new Date(server?.renderedAt ?? readPageState()?.renderedAt ?? Date.now())),
  );
}
