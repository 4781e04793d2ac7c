import { GRAPHQL_PATH } from '@shared/site';
import { liveQuery } from 'dexie';
import { endSession } from '../session/sessionStore';
import { readToken } from '../session/tokenStorage';
import { createDrainer, type Drainer, type DrainStop, inProcessLocks, type LockLike } from './drainer';
import { judgingDb } from './judgingDbInstance';
import { type OutboxHold, onReconnect, resetOutboxStatus, setOutboxStatus } from './outboxStatus';
import { createGraphQLTransport } from './transport';
import { recordWaiting } from './waitingJudges';

/** The judge whose ops this tab sends: they go only with this account's session. */
export interface OutboxOwner {
  id: number;
  name: string;
  email: string;
}

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

function webLocks(): LockLike {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return inProcessLocks();
  return { request: (name, callback) => locks.request(name, () => callback()) };
}

/** What the judge is told of a drain that stopped for something other than the network. */
function holdOf(stop: DrainStop): OutboxHold | null {
  if (stop.kind === 'paused') return { kind: 'session' };
  if (stop.kind === 'otherAccount') return { kind: 'otherAccount' };
  if (stop.kind === 'held') return { kind: 'held', code: stop.refusal.code, message: stop.refusal.message };
  return null;
}

/**
 * Starts sending the judge's outbox from this tab: on every save, when the browser goes online,
 * when the tab becomes visible, when the WebSocket reconnects, on "sync now" and on a timer while
 * ops wait. Web Locks make one tab send at a time. Stopped (logout, another account logged in, in
 * this tab or another), it sends nothing more.
 */
export function startOutboxRuntime(owner: OutboxOwner): OutboxRuntime {
  const ownerId = owner.id;
  const db = judgingDb();
  let stopped = false;
  const drainer: Drainer = createDrainer({
    db,
    ownerId,
    locks: webLocks(),
    send: createGraphQLTransport({ url: GRAPHQL_PATH, ownerId, token: readToken }),
    active: () => !stopped,
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  // A reset asked for while a drain runs must not be lost: the network may just have come back.
  let resetPending = false;

  const schedule = async () => {
    clearTimeout(timer);
    if (stopped || drainer.paused) return;
    const next = await drainer.nextAttemptAt();
    if (next === null || stopped) return;
    timer = setTimeout(() => sync(), Math.min(IDLE_CHECK_MS, Math.max(0, next - Date.now())));
  };

  const drainOnce = async () => {
    const stop = await drainer.drain();
    if (stopped) return;
    if (stop.kind === 'waiting' && stop.unreachable) unreachable = true;
    else if ((stop.kind === 'waiting' || stop.kind === 'empty') && stop.reached) unreachable = false;
    publishHold(holdOf(stop));
    // The server refused the token: forget it, so the judge is asked to log in again; unless
    // another tab has logged in meanwhile (then that token is stored, not the refused one).
    if (stop.kind === 'paused' && stop.refusedToken) {
      endSession(undefined, { refusedToken: stop.refusedToken });
      // A newer token of this judge was stored while the refused request was under way (a changed
      // password's fresh token, a login in another tab): nothing would ever lift the pause, so the
      // ratings would wait while the judge is logged in. Send with the new token at once.
      const current = readToken();
      if (current && current !== stop.refusedToken) {
        drainer.resume();
        sync({ resetBackoff: true });
      }
    }
  };

  function sync({ resetBackoff = false }: { resetBackoff?: boolean } = {}): void {
    if (stopped) return;
    // The browser knows it has no network (it may also think it has some when it has none: then
    // the timer's tries find out). A save then needs no try that holds the device's database for
    // nothing; the `online` event, "sync now" and the timer try again.
    if (!resetBackoff && navigator.onLine === false) {
      void schedule();
      return;
    }
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

  let hold: OutboxHold | null = null;
  let unreachable = false;
  const counts = { unsent: 0, attention: 0, late: 0 };
  const publish = () => {
    if (!stopped) setOutboxStatus({ ...counts, hold, unreachable });
  };
  const publishHold = (next: OutboxHold | null) => {
    hold = next;
    publish();
  };
  // Counts follow every change to the queue, in this tab or another (Dexie's liveQuery).
  const subscription = liveQuery(async () => {
    const entries = await db.outbox.where('ownerId').equals(ownerId).toArray();
    const count = (status: string) => entries.filter((e) => e.status === status).length;
    return {
      unsent: count('pending') + count('rejected'),
      attention: count('rejected'),
      late: count('late'),
    };
  }).subscribe({
    next: (next) => {
      Object.assign(counts, next);
      publish();
      recordWaiting({ ...owner, waiting: next.unsent });
    },
    error: (error: unknown) => console.error('outbox: cannot read the queue', error),
  });

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
      subscription.unsubscribe();
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      offReconnect();
      resetOutboxStatus();
    },
  };
}
