import { NetworkStatus } from '@apollo/client';
import { useEffect, useState } from 'react';

/**
 * How long a kept answer (the persisted cache) stands in for a first read still on its way before
 * the parts waiting for it show: long enough for a read on the hall's Wi-Fi, short enough that an
 * admin on a weak network is not kept from the buttons.
 */
export const KEPT_ANSWER_WAIT_MS = 1_500;

/**
 * Whether a query's first read is over, for parts below what it shows: those wait, behind a
 * loader, and come in the same render as the answer, instead of being pushed down from under a tap
 * a moment after they appeared. Over when the server answered or the read failed (offline), when
 * it was skipped, or when a kept answer has been shown for KEPT_ANSWER_WAIT_MS meanwhile; and over
 * for good once it was: a read again (`refetch`), or a skipped query asked once the page's state
 * changed (the event ended while its page was open), never takes the parts away again. The first
 * read is the component's: a caller whose variables change is mounted anew (a `key`).
 */
export function useFirstReadSettled({
  data,
  networkStatus,
}: {
  data: unknown;
  networkStatus: NetworkStatus;
}) {
  const read = networkStatus !== NetworkStatus.loading;
  const kept = data !== undefined;
  const [waitedEnough, setWaitedEnough] = useState(false);
  const [wasSettled, setWasSettled] = useState(false);
  useEffect(() => {
    if (read || !kept) return;
    const timer = setTimeout(() => setWaitedEnough(true), KEPT_ANSWER_WAIT_MS);
    return () => clearTimeout(timer);
  }, [read, kept]);
  const settled = wasSettled || read || (kept && waitedEnough);
  if (settled && !wasSettled) setWasSettled(true);
  return settled;
}
