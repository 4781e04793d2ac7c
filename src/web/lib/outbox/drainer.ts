import type { JudgingOpInput } from '@web/gql/graphql';
import { serverJudgement } from './cageState';
import { adoptServerJudgement, recordDecision } from './decisions';
import type { JudgingDb, OpRefusal, OutboxEntry } from './judgingDb';
import { type OpAnswer, TRANSIENT_CODES, type TransientCause, type Transport } from './transport';

/** Half the server's limit per call: a batch never comes near it. */
const BATCH_SIZE = 100;
const BASE_DELAY_MS = 1000;
/**
 * The back-off's ceiling. Short enough that a server that has recovered (or a network that came
 * back without the browser saying so) is used again within seconds; long enough, with the jitter
 * below, that a tablet tries at most 6 times a minute once it is reached (tries 10–14 s apart),
 * and at most 10 times in an outage's first minute (1, 2, 4, 8 s, then the ceiling).
 */
export const BACKOFF_CEILING_MS = 14_000;
/** The jitter takes up to a third of a delay off, at most this much (so at the ceiling: 10–14 s). */
const MAX_JITTER_MS = 4_000;
/** A server's Retry-After is honoured up to this; longer ones are taken as this. */
const MAX_RETRY_AFTER_MS = 5 * 60_000;
/** Held while a tab sends (or tells the device panel about) the outbox: one tab at a time. */
export const OUTBOX_LOCK = 'taubenschau-outbox';

/** The part of the Web Locks API the drainer needs (navigator.locks, or a stand-in in tests). */
export interface LockLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** One lock per JavaScript realm, for browsers without Web Locks: tabs then rely on idempotency alone. */
export function inProcessLocks(): LockLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

/**
 * The one back-off of every failure to send (no network, a slow, failing or busy server, a call
 * refused as a whole, an answer that could not be stored): 1 s, 2 s, 4 s, 8 s, then 14 s, counted
 * over the failures since the last call that was answered and stored, each delay shortened by a
 * random part of up to a third (at most 4 s) so that thirty tablets coming back at once spread
 * out. A server's `Retry-After` (`atLeastMs`) is honoured as given, plus a random part of up to a
 * quarter of it (at most 4 s), so that tablets told the same time do not return at the same moment.
 */
export function backoffMs(failures: number, random: () => number = Math.random, atLeastMs = 0): number {
  const ceiling = Math.min(BACKOFF_CEILING_MS, BASE_DELAY_MS * 2 ** Math.max(0, failures - 1));
  const delay = ceiling - random() * Math.min(ceiling / 3, MAX_JITTER_MS);
  const told = Math.min(atLeastMs, MAX_RETRY_AFTER_MS);
  const honoured = told > 0 ? told + random() * Math.min(told / 4, MAX_JITTER_MS) : 0;
  return Math.round(Math.max(delay, honoured));
}

/**
 * How a drain stopped: nothing left to send; ops wait (their back-off or the device's, or refused
 * ones; `unreachable` when the last try could not reach the server at all); the server refused the
 * session (`paused`); the session stored now is another account's (`otherAccount`); the server
 * refused the call as a whole (`held`, with its reason); the server's answer could not be stored
 * on the device (`storageFailed`: a full disk, say; sending rests and says so); the runtime
 * stopped. `reached`: some call got an answer; `gated`: nothing was tried, the device's back-off
 * runs (what the last try found still holds).
 */
export type DrainStop =
  | { kind: 'empty' | 'waiting'; reached?: boolean; unreachable?: boolean; gated?: boolean }
  | { kind: 'paused'; refusedToken?: string | null }
  | { kind: 'otherAccount' | 'stopped' }
  | { kind: 'held'; refusal: OpRefusal }
  | { kind: 'storageFailed'; message: string };

export interface Drainer {
  /** Sends every due op of the owner in batches until none is due; resolves how it stopped. */
  drain(): Promise<DrainStop>;
  /** The network is back (online, tab visible, socket reconnected, "sync now"): retry at once. */
  resetBackoff(): Promise<void>;
  /** The server refused the session: nothing is sent until resume() (the same judge logged in). */
  readonly paused: boolean;
  resume(): void;
  /**
   * After a failure, the time (epoch ms) before which no call goes, whatever is due: the device's
   * back-off. 0 when a call may go now. Read without touching the device's database.
   */
  readonly retryAt: number;
  /**
   * Another call of the judge's (asking for the office's decisions) failed: the same back-off
   * counts it, so the device never asks more often than it sends. (An answer to it does not open
   * the gate: only a batch answered and stored does, or a failing server would be sent to at the
   * back-off's first steps again and again.)
   */
  callFailed(cause: TransientCause | null, retryAfterMs?: number): void;
  /** When the next waiting op is due (epoch ms, the device's back-off included), or null when none waits. */
  nextAttemptAt(): Promise<number | null>;
}

export interface DrainerOptions {
  db: JudgingDb;
  ownerId: number;
  send: Transport;
  locks?: LockLike;
  now?: () => number;
  random?: () => number;
  batchSize?: number;
  /** False once the tab's outbox stopped (logout): no further call is sent. */
  active?: () => boolean;
}

function toInput(entry: OutboxEntry): JudgingOpInput {
  return {
    opId: entry.opId,
    eventId: entry.eventId,
    cageId: entry.cageId,
    kind: entry.kind,
    scores: entry.scores,
    skipReason: entry.skipReason,
    note: entry.note,
    clientTime: entry.clientTime,
    // Entries of versions before it was recorded were stamped by a clock the server had set.
    clockVerified: entry.clockVerified ?? true,
  };
}

const reasonOf = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * The one sender of a judge's outbox. Several drainers (tabs) may exist; the lock lets one send at
 * a time, and each entry is removed (applied, duplicate) or marked (rejected, late) in the same
 * transaction that reads the answer, so no op is sent again once answered.
 *
 * Every way a call can fail closes the device's gate for the one back-off (`backoffMs`): no call
 * goes before `retryAt`, however many ops are saved meanwhile, and reaching that needs no read of
 * the device's database. The first call answered and stored opens it and starts the count afresh;
 * the runtime opens it at once when the network is back. A batch the server fails on (not a busy
 * server: that is no fault of the batch) is halved until the op it fails on is found; that op is
 * then sent alone after a back-off of its own, and the others go on.
 */
export function createDrainer(options: DrainerOptions): Drainer {
  const { db, ownerId, send } = options;
  const locks = options.locks ?? inProcessLocks();
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const active = options.active ?? (() => true);
  let paused = false;
  // While the server fails on batches, the size of the next one: halved after each such failure,
  // so that an op it cannot take is found in a few tries; full again once it is found.
  let probe: number | null = null;
  // The device's back-off: failed calls since the last one answered and stored, and the gate.
  let failures = 0;
  let retryAt = 0;
  // Until when the server said it takes nothing (Retry-After): a prompt retry waits for it too.
  let toldUntil = 0;
  let lastCause: TransientCause | null = null;

  /** A call failed (however): the gate closes for the next step of the back-off. */
  const fail = (cause: TransientCause | null, retryAfterMs = 0) => {
    failures += 1;
    lastCause = cause;
    retryAt = now() + backoffMs(failures, random, retryAfterMs);
    toldUntil = retryAfterMs > 0 ? now() + retryAfterMs : 0;
  };
  const succeed = () => {
    failures = 0;
    retryAt = 0;
    toldUntil = 0;
    lastCause = null;
  };

  const pending = () => db.outbox.where('[ownerId+status]').equals([ownerId, 'pending']);

  /**
   * Writes `changes` to the pending entries `chosen` picks, and to no other: found in one read of
   * the pending ones (a filtered collection's `modify` reads them one by one and writes every one),
   * because every write wakes each list that watches the outbox.
   */
  async function updatePending(chosen: (entry: OutboxEntry) => boolean, changes: Partial<OutboxEntry>) {
    const entries = (await pending().toArray()).filter(chosen);
    await db.outbox.bulkUpdate(entries.map((entry) => ({ key: entry.seq as number, changes })));
  }

  /**
   * The next batch: due ops, oldest first, of at most `probe ?? batchSize`; an op the server failed
   * on alone goes alone, once nothing else is due. A cage's op never goes before an earlier op of the same cage that still
   * waits here (not due, isolated, beyond the batch): it waits with it. The server then gets one
   * device's ops of a cage in the order they were made, in one call or in later ones, never a
   * correction before what it corrects; received later, an op gets the later order time however
   * far ahead the device's clock runs (see orderTimeOf). Sent before, a correction could be taken
   * while the earlier op waits out a back-off (or sits in another tab's batch without Web Locks),
   * and the earlier one, arriving last, would decide.
   */
  async function dueBatch(): Promise<OutboxEntry[]> {
    const at = now();
    // Both passes go oldest first: a cage is held from its first op that does not go on.
    const notDue = new Set<string>();
    const due: OutboxEntry[] = [];
    for (const entry of await pending().sortBy('seq')) {
      if (entry.nextAttemptAt > at || notDue.has(entry.cageId)) notDue.add(entry.cageId);
      else due.push(entry);
    }
    const left = new Set<string>();
    const batch: OutboxEntry[] = [];
    // An op the server failed on alone goes alone, and only when no other op can go: failing
    // again, it must not hold the other cages behind the device's back-off.
    let alone: OutboxEntry | undefined;
    const limit = probe ?? batchSize;
    for (const entry of due) {
      if (entry.isolated) alone ??= entry;
      if (entry.isolated || batch.length >= limit || left.has(entry.cageId)) left.add(entry.cageId);
      else batch.push(entry);
    }
    if (batch.length > 0) return batch;
    return alone ? [alone] : [];
  }

  /**
   * Records a batch's answers, and then, in the same transaction, lets whatever waits out a
   * back-off go now too: an answer shows that the network and the server work. Not the ops this
   * answer left out, nor ops the server failed on alone: they wait theirs, or they would be sent
   * again at once, over and over.
   */
  async function record(batch: OutboxEntry[], answers: OpAnswer[]) {
    const byId = new Map(answers.map((answer) => [answer.opId.toLowerCase(), answer]));
    const unanswered = new Set<string>();
    await db.transaction('rw', db.outbox, db.cages, db.decided, async () => {
      for (const entry of batch) {
        const answer = byId.get(entry.opId.toLowerCase());
        const stored = await db.outbox.get({ opId: entry.opId });
        if (!stored) continue; // discarded meanwhile
        const decision = answer?.late?.status;
        if (!answer || (answer.outcome === 'REJECTED' && TRANSIENT_CODES.has(answer.code ?? ''))) {
          unanswered.add(stored.opId);
          await postpone(stored, answer?.message ?? 'no answer for this op');
        } else if (decision === 'ACCEPTED' || decision === 'REJECTED') {
          await recordDecision(db, ownerId, stored, {
            status: decision,
            decidedAt: answer.late?.decidedAt ?? null,
            cage: answer.cage,
          });
        } else if (answer.code === 'EVENT_ENDED') {
          // At the show office: it stays here until decided; the runtime asks about it (decisions.ts).
          await db.outbox.update(stored.seq as number, {
            status: 'late',
            refusal: { code: 'EVENT_ENDED', message: answer.message ?? '', field: null },
          });
        } else if (answer.outcome === 'REJECTED') {
          const refusal: OpRefusal = {
            code: answer.code ?? 'INTERNAL_SERVER_ERROR',
            message: answer.message ?? '',
            field: answer.field ?? null,
          };
          await db.outbox.update(stored.seq as number, { status: 'rejected', refusal });
        } else {
          await db.outbox.delete(stored.seq as number);
          await adoptServerJudgement(db, ownerId, entry, serverJudgement(answer.cage));
        }
      }
      // Only the entries that wait: rewriting every pending entry after every batch cost a drain of
      // 500 ops some 1,000 writes.
      await updatePending(
        (entry) =>
          !unanswered.has(entry.opId) &&
          !entry.isolated &&
          (entry.nextAttemptAt !== 0 || (entry.serverFailures ?? 0) !== 0),
        { nextAttemptAt: 0, serverFailures: 0 },
      );
    });
  }

  /** An op the server left out of its answer, or failed on alone, waits a back-off of its own. */
  async function postpone(entry: OutboxEntry, reason: string, alone = false) {
    const serverFailures = (entry.serverFailures ?? 0) + 1;
    await db.outbox.update(entry.seq as number, {
      attempts: entry.attempts + 1,
      serverFailures,
      isolated: entry.isolated || alone,
      nextAttemptAt: now() + backoffMs(serverFailures, random),
      lastFailure: reason,
    });
  }

  /**
   * A call failed: the ops it carried count the attempt and say why (the outbox page shows it).
   * A batch of one the server failed on holds the op it cannot take: from now on it goes alone.
   * Best effort: a device whose storage refuses writes still rests (the gate is in memory).
   */
  async function noteFailure(batch: OutboxEntry[], reason: string, cause: TransientCause | null) {
    const alone = cause === 'server' && batch.length === 1;
    if (cause === 'server') probe = batch.length > 1 ? Math.ceil(batch.length / 2) : null;
    try {
      await db.transaction('rw', db.outbox, async () => {
        for (const entry of batch) {
          const stored = await db.outbox.get({ opId: entry.opId });
          if (stored?.status !== 'pending') continue;
          if (alone) await postpone(stored, reason, true);
          else
            await db.outbox.update(stored.seq as number, {
              attempts: stored.attempts + 1,
              lastFailure: reason,
            });
        }
      });
      return true;
    } catch (error) {
      console.error('outbox: cannot note a failed call', error);
      return false;
    }
  }

  async function drainLocked(): Promise<DrainStop> {
    let reached = false;
    for (;;) {
      if (paused) return { kind: 'paused' };
      if (!active()) return { kind: 'stopped' };
      if (now() < retryAt)
        return { kind: 'waiting', reached, unreachable: lastCause === 'network', gated: true };
      const batch = await dueBatch();
      if (batch.length === 0) {
        const waiting = (await pending().count()) > 0;
        if (!waiting) probe = null;
        return { kind: waiting ? 'waiting' : 'empty', reached };
      }
      const result = await send(batch.map(toInput));
      if (result.kind === 'answered') {
        reached = true;
        try {
          await record(batch, result.answers);
        } catch (error) {
          // The answer could not be stored (a full disk, say): the batch is still here, and sending
          // it again at once would only fail the same way. Rest, and say so.
          fail(null);
          return { kind: 'storageFailed', message: reasonOf(error) };
        }
        succeed();
      } else if (result.kind === 'held') {
        // Nothing was looked at: every op stays pending, and the call is tried again after the
        // back-off (a new version, a login or "sync now" try at once).
        fail(null);
        await noteFailure(batch, `${result.refusal.code}: ${result.refusal.message}`, null);
        return result;
      } else if (result.kind === 'unauthenticated') {
        paused = true;
        return { kind: 'paused', refusedToken: result.token };
      } else if (result.kind === 'otherAccount') {
        // Until this judge's session is back (the runtime stops on another account's login).
        fail(null);
        return { kind: 'otherAccount' };
      } else {
        fail(result.cause, result.retryAfterMs);
        await noteFailure(batch, result.reason, result.cause);
        return { kind: 'waiting', reached, unreachable: result.cause === 'network' };
      }
    }
  }

  return {
    drain: () =>
      paused
        ? Promise.resolve({ kind: 'paused' as const })
        : locks.request(OUTBOX_LOCK, async () => {
            try {
              return await drainLocked();
            } catch (error) {
              // The device's database refused a read or a write: rest as after any failure.
              fail(null);
              return { kind: 'storageFailed', message: reasonOf(error) };
            }
          }),
    async resetBackoff() {
      // A server's Retry-After still holds: the network coming back says nothing of the server.
      retryAt = toldUntil > now() ? toldUntil : 0;
      await updatePending((entry) => entry.nextAttemptAt !== 0, { nextAttemptAt: 0 });
    },
    get paused() {
      return paused;
    },
    resume() {
      paused = false;
    },
    get retryAt() {
      return retryAt > now() ? retryAt : 0;
    },
    callFailed: fail,
    async nextAttemptAt() {
      // A cage's later ops go with or after its oldest waiting op (see dueBatch): that one's time
      // is when the cage can go on.
      const first = new Map<string, number>();
      for (const entry of await pending().sortBy('seq'))
        if (!first.has(entry.cageId)) first.set(entry.cageId, entry.nextAttemptAt);
      return first.size === 0 ? null : Math.max(retryAt, Math.min(...first.values()));
    },
  };
}
