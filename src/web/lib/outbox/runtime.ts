import { GRAPHQL_PATH } from '@web/config/endpoints';
import { liveQuery } from 'dexie';
import { endSession } from '../session/sessionStore';
import { authorizationHeader, readToken } from '../session/tokenStorage';
import { createDrainer, type Drainer, inProcessLocks, type LockLike } from './drainer';
import { judgingDb } from './judgingDbInstance';
import { onReconnect, resetOutboxStatus, setOutboxStatus } from './outboxStatus';
import { createGraphQLTransport } from './transport';

/** The running outbox of the logged-in judge in this tab. */
export interface OutboxRuntime {
  ownerId: number;
  /** Something was saved, or the judge tapped "sync now": send what is due (now: everything). */
  sync(options?: { resetBackoff?: boolean }): void;
  stop(): void;
}

// While ops wait, a timer sends them when the first is due (its back-off: at most 10 s while the
// server cannot be reached), even if no event says the network is back; it looks again at least
// every 30 s.
const IDLE_CHECK_MS = 30_000;
const ONLINE_SETTLE_MS = 3_000;
/** How often a visible tab counts the judge's queue anew, besides being told of each change. */
const RECOUNT_MS = 5_000;

function webLocks(): LockLike {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return inProcessLocks();
  return { request: (name, callback) => locks.request(name, () => callback()) };
}

/**
 * Starts sending the judge's outbox from this tab: on every save, when the browser goes online,
 * when the tab becomes visible, when the WebSocket reconnects, on "sync now" and on a timer while
 * ops wait. Web Locks make one tab send at a time.
 */
export function startOutboxRuntime(ownerId: number): OutboxRuntime {
  const db = judgingDb();
  const drainer: Drainer = createDrainer({
    db,
    ownerId,
    locks: webLocks(),
    send: createGraphQLTransport({ url: GRAPHQL_PATH, authorization: () => authorizationHeader() }),
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  // A reset asked for while a drain runs must not be lost: the network may just have come back.
  let resetPending = false;

  const schedule = async () => {
    clearTimeout(timer);
    if (stopped || drainer.paused) return;
    const next = await drainer.nextAttemptAt();
    if (next === null) return;
    timer = setTimeout(() => sync(), Math.min(IDLE_CHECK_MS, Math.max(0, next - Date.now())));
  };

  const drainOnce = async () => {
    const stop = await drainer.drain();
    if (stop === 'paused') {
      publishPaused(true);
      // The server refused the token: forget it, so the judge is asked to log in again.
      if (readToken()) endSession();
    }
  };

  function sync({ resetBackoff = false }: { resetBackoff?: boolean } = {}): void {
    if (stopped) return;
    if (resetBackoff) resetPending = true;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          if (resetPending) {
            resetPending = false;
            await drainer.resetBackoff();
          }
          await drainOnce();
        } while (again && !stopped);
      } catch (error) {
        console.error('outbox: sending failed', error);
      } finally {
        running = null;
        await schedule();
      }
    })();
  }

  let paused = false;
  const counts = { unsent: 0, attention: 0 };
  const publishPaused = (value: boolean) => {
    paused = value;
    setOutboxStatus({ ...counts, paused });
  };
  const countQueue = async () => {
    const entries = await db.outbox.where('ownerId').equals(ownerId).toArray();
    return { unsent: entries.length, attention: entries.filter((e) => e.status === 'rejected').length };
  };
  const publishCounts = (next: typeof counts) => {
    counts.unsent = next.unsent;
    counts.attention = next.attention;
    setOutboxStatus({ ...counts, paused });
  };
  // Each count the liveQuery publishes; a recount that began before one is older than it.
  let published = 0;
  const subscription = liveQuery(countQueue).subscribe({
    next: (next) => {
      published++;
      publishCounts(next);
    },
    error: (error: unknown) => console.error('outbox: cannot read the queue', error),
  });
  // Another tab's saves reach the count through IndexedDB's cross-tab notice (Dexie's liveQuery).
  // On a busy device it came late, and twice in CI not at all (a second tab of the same judge kept
  // showing 5 of 6 unsent); so while the tab is seen, the queue is also counted every few seconds.
  const recount = setInterval(() => {
    if (document.visibilityState !== 'visible') return;
    const began = published;
    countQueue().then(
      (next) => {
        if (published === began && !stopped) publishCounts(next);
      },
      (error: unknown) => console.error('outbox: cannot read the queue', error),
    );
  }, RECOUNT_MS);

  const retryNow = () => sync({ resetBackoff: true });
  // The browser may say "online" a moment before requests get through: try once more shortly after.
  const onOnline = () => {
    retryNow();
    setTimeout(retryNow, ONLINE_SETTLE_MS);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') retryNow();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  const offReconnect = onReconnect(retryNow);
  sync({ resetBackoff: true });

  return {
    ownerId,
    sync,
    stop() {
      stopped = true;
      clearTimeout(timer);
      clearInterval(recount);
      subscription.unsubscribe();
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      offReconnect();
      resetOutboxStatus();
    },
  };
}
