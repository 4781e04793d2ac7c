import { GRAPHQL_PATH } from '@shared/site';
import { liveQuery } from 'dexie';
import { adoptKeptOffset, serverClock } from '../clock/serverClock';
import { onReconnect } from '../network/reconnect';
import { endSession } from '../session/sessionStore';
import { readToken } from '../session/tokenStorage';
import { createDecisionFollower } from './decisions';
import { deviceReport } from './deviceReport';
import {
  createDrainer,
  type Drainer,
  type DrainStop,
  inProcessLocks,
  type LockLike,
  OUTBOX_LOCK,
} from './drainer';
import type { JudgingDb } from './judgingDb';
import { judgingDb } from './judgingDbInstance';
import { type OutboxHold, resetOutboxStatus, setOutboxStatus } from './outboxStatus';
import {
  createDecisionsTransport,
  createGraphQLTransport,
  sendDeviceReport,
  type TransportOptions,
} from './transport';
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
  /**
   * Something was saved: send it, unless the network is known to be down or the device is in its
   * back-off (then it goes with the next try). `resetBackoff`: the judge tapped "sync now", or the
   * network is back: try at once.
   */
  sync(options?: { resetBackoff?: boolean }): void;
  /**
   * Tells the show office's device panel about the tablet: at most once a minute, or `now` (a
   * show is new on the device), then at most once a second.
   */
  reportDevice(options?: { now?: boolean }): void;
  stop(): void;
}

export interface RuntimeOptions {
  /** The office's decision about a late op changed these cages: what the app shows of them is stale. */
  onDecisionsChanged?: (cages: { eventId: string; cageId: string }[]) => void;
  /**
   * For the hall bench (many tablets in one process) and tests: the device's database, where the
   * API is, what fetch reaches it, and whose session it sends with.
   */
  db?: JudgingDb;
  transport?: Partial<Pick<TransportOptions, 'url' | 'fetch' | 'token'>>;
}

/**
 * While ops wait and nothing else wakes the tab, it looks again this often: offline it only asks
 * whether the browser is online (no database, no request); the `online` event, the tab becoming
 * visible, a new op and "sync now" wake it at once.
 */
const IDLE_CHECK_MS = 30_000;
/** No timer of the sender fires sooner than this after the last: never a busy loop. */
const MIN_TIMER_MS = 1_000;
/** The browser may say "online" a moment before requests get through: one more try after this. */
const ONLINE_SETTLE_MS = 3_000;
/**
 * How often, at most, the tablet tells the show office's device panel about itself while online
 * (each batch sent tells it too); offline, while the last try found no network and without a
 * session it says nothing.
 */
export const DEVICE_REPORT_MS = 60_000;
/** A heartbeat holds the outbox's lock while it is sent: it gives up sooner than a batch. */
const DEVICE_REPORT_TIMEOUT_MS = 5_000;
/** While late ops wait for the show office (or were decided lately), and the tab is seen, how often it asks. */
export const DECISION_CHECK_MS = 5_000;

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
  if (stop.kind === 'storageFailed') return { kind: 'storage', message: stop.message };
  return null;
}

/** The browser knows it has no network (it may also think it has some when it has none). */
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Starts sending the judge's outbox from this tab: on every save, when the browser goes online,
 * when the tab becomes visible, when the WebSocket reconnects, on "sync now" and on a timer while
 * ops wait. Web Locks make one tab send at a time. Stopped (logout, another account logged in, in
 * this tab or another), it sends nothing more.
 *
 * At rest while nothing can be done: offline, a tab with queued ops does no work at all until the
 * browser says it is online, the tab becomes visible, a new op comes, or the slow timer looks again
 * (every 30 s, and then only at the browser's word); in the device's back-off after a failure, a
 * new op waits for the back-off to end.
 */
export function startOutboxRuntime(owner: OutboxOwner, options: RuntimeOptions = {}): OutboxRuntime {
  const ownerId = owner.id;
  const db = options.db ?? judgingDb();
  let stopped = false;
  // When the device panel last heard from this tab: each batch carries a report.
  let reportedAt = 0;
  let reportWanted: 'now' | 'due' | null = null;
  const transportOptions: TransportOptions = {
    url: GRAPHQL_PATH,
    ownerId,
    token: readToken,
    device: (sending) => deviceReport(db, ownerId, sending),
    ...options.transport,
  };
  const locks = webLocks();
  const drainer: Drainer = createDrainer({
    db,
    ownerId,
    locks,
    send: createGraphQLTransport(transportOptions),
    active: () => !stopped,
  });
  const follower = createDecisionFollower({ db, ownerId, ask: createDecisionsTransport(transportOptions) });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let decisionTimer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  // A reset asked for while a drain runs must not be lost: the network may just have come back.
  let resetPending = false;

  const arm = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => sync(), Math.min(IDLE_CHECK_MS, Math.max(MIN_TIMER_MS, delay)));
  };

  /** When to look again, with as little work as the state allows. */
  const schedule = async () => {
    clearTimeout(timer);
    if (stopped || drainer.paused) return;
    // Offline: nothing to read, nothing to send; only the slow look (or an event) wakes the tab.
    if (offline()) return arm(IDLE_CHECK_MS);
    const gate = drainer.retryAt;
    if (gate > 0) return arm(gate - Date.now());
    const next = await drainer.nextAttemptAt();
    if (next === null || stopped) return;
    arm(next - Date.now());
  };

  const drainOnce = async () => {
    const stop = await drainer.drain();
    if (stopped) return;
    // A batch got through, and its report with it.
    if ((stop.kind === 'waiting' || stop.kind === 'empty') && stop.reached) reportedAt = Date.now();
    if (stop.kind === 'waiting' && stop.unreachable) unreachable = true;
    else if ((stop.kind === 'waiting' || stop.kind === 'empty') && stop.reached) unreachable = false;
    // A drain the back-off kept from trying learnt nothing new: what the last try found still holds.
    if (!(stop.kind === 'waiting' && stop.gated)) publishHold(holdOf(stop));
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
    // Offline, or in the back-off after a failure: a save needs no try (the `online` event, "sync
    // now" and the timer try again), and finding that out reads nothing.
    if (!resetBackoff && (offline() || drainer.retryAt > 0)) {
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
        if (reportWanted) {
          const now = reportWanted === 'now';
          reportWanted = null;
          void reportDevice({ now });
        }
        await schedule().catch((error: unknown) => console.error('outbox: cannot schedule', error));
      }
    })();
  }

  /**
   * The show office's decisions about late ops: asked for every few seconds while any are followed,
   * the tab is seen and the network is up (going online or visible asks at once); a failure waits
   * out the device's back-off like a send.
   */
  let checking = false;
  const followDecisions = async () => {
    clearTimeout(decisionTimer);
    if (stopped || checking || counts.late + followedDecided === 0) return;
    if (offline() || hidden() || drainer.paused) return;
    const gate = drainer.retryAt;
    if (gate > 0) {
      decisionTimer = setTimeout(followDecisions, Math.max(MIN_TIMER_MS, gate - Date.now()));
      return;
    }
    checking = true;
    try {
      const result = await follower.check();
      if (result.kind === 'none') return;
      if (result.kind === 'changed') {
        if (result.cages.length > 0) options.onDecisionsChanged?.(result.cages);
      } else if (result.kind === 'transient') drainer.callFailed(result.cause, result.retryAfterMs);
      else drainer.callFailed(null);
    } catch (error) {
      console.error('outbox: cannot follow the office’s decisions', error);
    } finally {
      checking = false;
    }
    if (!stopped)
      decisionTimer = setTimeout(followDecisions, Math.max(DECISION_CHECK_MS, drainer.retryAt - Date.now()));
  };

  /**
   * The heartbeat: at most once a minute, not while a batch is under way (it carries a report, and
   * one read before its answer must not arrive after it), not offline, not while the last try found
   * no network, not without a session. A server that refuses the batches still hears it: the
   * office then sees the tablet holding ratings.
   */
  const reportDevice = async ({ now = false } = {}) => {
    // Due while a batch is under way: right after it (unless the batch carried one).
    if (running) {
      reportWanted = now || reportWanted === 'now' ? 'now' : 'due';
      return;
    }
    if (stopped || offline() || unreachable || drainer.paused) return;
    if (Date.now() - reportedAt < (now ? MIN_TIMER_MS : DEVICE_REPORT_MS - MIN_TIMER_MS)) return;
    reportedAt = Date.now();
    // Under the outbox's lock, as a batch is sent: a report read before a batch (of any tab) is
    // answered before that batch goes, so it never lands after the batch's own report.
    await locks
      .request(OUTBOX_LOCK, async () => {
        const report = await deviceReport(db, ownerId);
        if (report && report.events.length > 0 && !stopped)
          await sendDeviceReport({ ...transportOptions, timeoutMs: DEVICE_REPORT_TIMEOUT_MS }, report);
      })
      .catch(() => undefined);
  };
  const heartbeat = setInterval(() => void reportDevice(), DEVICE_REPORT_MS);
  const firstReport = setTimeout(() => void reportDevice(), MIN_TIMER_MS);

  let hold: OutboxHold | null = null;
  let unreachable = false;
  let followedDecided = 0;
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
    const [entries, decided] = await Promise.all([
      db.outbox.where('ownerId').equals(ownerId).toArray(),
      db.decided.where('[ownerId+eventId]').between([ownerId, ''], [ownerId, '\uffff']).count(),
    ]);
    const count = (status: string) => entries.filter((e) => e.status === status).length;
    return {
      unsent: count('pending') + count('rejected'),
      attention: count('rejected'),
      late: count('late'),
      decided,
    };
  }).subscribe({
    next: ({ decided, ...next }) => {
      // A new late op, or the first decided one: ask now (a timer may not run: nothing was followed).
      const more = next.late > counts.late || (decided > 0 && followedDecided === 0);
      Object.assign(counts, next);
      followedDecided = decided;
      publish();
      recordWaiting({ ...owner, waiting: next.unsent, late: next.late });
      if (more) void followDecisions();
    },
    error: (error: unknown) => console.error('outbox: cannot read the queue', error),
  });

  // The network may be back (or the tab was away): try at once, unless the browser knows it is not.
  const retryNow = () => {
    if (offline()) return void schedule();
    sync({ resetBackoff: true });
    void followDecisions();
  };
  let settle: ReturnType<typeof setTimeout> | undefined;
  const onOnline = () => {
    retryNow();
    clearTimeout(settle);
    settle = setTimeout(retryNow, ONLINE_SETTLE_MS);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') retryNow();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  const offReconnect = onReconnect(retryNow);
  // The offset an earlier version kept in the judging database, for a device offline at its first
  // start after the update (it stamps ops as verified by it).
  if (!serverClock())
    void db.meta
      .get('clock')
      .then((kept) => kept && adoptKeptOffset(kept.offsetMs))
      .catch(() => undefined);
  retryNow();

  return {
    ownerId,
    sync,
    reportDevice: (reportOptions) => void reportDevice(reportOptions),
    stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(decisionTimer);
      clearTimeout(settle);
      clearTimeout(firstReport);
      clearInterval(heartbeat);
      subscription.unsubscribe();
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      offReconnect();
      resetOutboxStatus();
    },
  };
}
