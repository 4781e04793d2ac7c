import { useContext, useEffect, useState } from 'react';
import { readPageState } from './pageState';
import { ServerAnswersContext } from './serverAnswers';

let tookOver = false;

/**
 * The time a render compares dates with (is registration still open, is an event past). A page the
 * server rendered is taken over with the server's time, so that the browser's first render matches
 * the HTML even in the seconds around a deadline; right after, the device's clock is read.
 */
export function useNow(): Date {
  const server = useContext(ServerAnswersContext);
  const [now, setNow] = useState(() => {
    if (server) return new Date(server.renderedAt);
    return new Date((tookOver ? undefined : readPageState()?.renderedAt) ?? Date.now());
  });
  useEffect(() => {
    // Every component of the take-over has read the server's time before the first effect runs.
    tookOver = true;
    setNow((shown) => (shown.getTime() === Date.now() ? shown : new Date()));
  }, []);
  return now;
}
