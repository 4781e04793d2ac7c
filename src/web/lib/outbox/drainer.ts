import { decidesOver } from '@shared/judging';
import type { JudgingOpInput } from '@web/gql/graphql';
import { serverJudgement } from './cageState';
import type { JudgingDb, LocalJudgement, OpRefusal, OutboxEntry } from './judgingDb';
import { type OpAnswer, TRANSIENT_CODES, type TransientCause, type Transport } from './transport';

/** Half the server's limit per call: a batch never comes near it. */
const BATCH_SIZE = 100;
const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 60_000;
/**
 * The ceiling while the server cannot be reached at all. Hall Wi-Fi often stays "connected" with
 * nothing getting through, and a page reloaded without network may think it is online: then no
 * `online` event comes, and this retry is what finds the network back. A request that never
 * arrived costs the server nothing (and one whose answer was lost is answered as a duplicate), so
 * it is tried at least this often.
 */
const NETWORK_MAX_DELAY_MS = 10_000;
/**
 * How long ops wait after the server refused a call as a whole (a schema the app no longer fits,
 * a limit): it will not take the same call again soon; a new version of the app, a login or
 * "sync now" tries at once.
 */
export const HELD_DELAY_MS = 5 * 60_000;
/** How often a late op (the event had ended) is sent again to learn the show office's decision. */
export const LATE_CHECK_MS = 60_000;
const OUTBOX_LOCK = 'taubenschau-outbox';

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
 * Exponential back-off with jitter: 1 s, 2 s, 4 s … up to a minute (10 s while the server cannot
 * be reached), each between half and all of it.
 */
export function backoffMs(
  attempts: number,
  random: () => number = Math.random,
  cause: TransientCause = 'server',
): number {
  const max = cause === 'network' ? NETWORK_MAX_DELAY_MS : MAX_DELAY_MS;
  const ceiling = Math.min(max, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling * (0.5 + random() / 2));
}

/**
 * How a drain stopped: nothing left to send; ops wait (a back-off, or refused ones; `unreachable`
 * when the server could not be reached at all); the server refused the session (`paused`); the
 * session stored now is another account's (`otherAccount`); the server refused the call as a
 * whole (`held`, with its reason); the runtime stopped. `reached`: some call got an answer.
 */
export type DrainStop =
  | { kind: 'empty' | 'waiting'; reached?: boolean; unreachable?: boolean }
  | { kind: 'paused'; refusedToken?: string | null }
  | { kind: 'otherAccount' | 'stopped' }
  | { kind: 'held'; refusal: OpRefusal };

export interface Drainer {
  /** Sends every due op of the owner in batches until none is due; resolves how it stopped. */
  drain(): Promise<DrainStop>;
  /** The network is back (online, tab visible, socket reconnected, "sync now"): retry at once. */
  resetBackoff(): Promise<void>;
  /** The server refused the session: nothing is sent until resume() (the same judge logged in). */
  readonly paused: boolean;
  resume(): void;
  /** When the next waiting op is due (epoch ms), or null when none waits. */
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
  };
}

/**
 * The one sender of a judge's outbox. Several drainers (tabs) may exist; the lock lets one send at
 * a time, and each entry is removed (applied, duplicate) or marked (rejected) in the same
 * transaction that reads the answer, so no op is sent again once answered. A batch the server
 * keeps failing on is halved until the op it fails on is found; that op is then sent alone after
 * its own back-off and the others go on.
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

  const pending = () => db.outbox.where('[ownerId+status]').equals([ownerId, 'pending']);
  // What is sent: pending ops, and late ones again now and then (their answer is the decision).
  const sendable = () =>
    db.outbox.where('[ownerId+status]').anyOf([
      [ownerId, 'pending'],
      [ownerId, 'late'],
    ]);

  /**
   * The next batch: due ops, oldest first, of at most `probe ?? batchSize`; an op the server failed
   * on alone goes alone. A cage's op never goes before an earlier op of the same cage that still
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
    for (const entry of await sendable().sortBy('seq')) {
      if (entry.nextAttemptAt > at || notDue.has(entry.cageId)) notDue.add(entry.cageId);
      else due.push(entry);
    }
    if (due[0]?.isolated) return [due[0]];
    const left = new Set<string>();
    const batch: OutboxEntry[] = [];
    const limit = probe ?? batchSize;
    for (const entry of due) {
      if (entry.isolated || batch.length >= limit || left.has(entry.cageId)) left.add(entry.cageId);
      else batch.push(entry);
    }
    return batch;
  }

  /** Records a batch's answers; returns the ops the server left unanswered (postponed). */
  async function record(batch: OutboxEntry[], answers: OpAnswer[], clockOffsetMs: number | null) {
    const byId = new Map(answers.map((answer) => [answer.opId.toLowerCase(), answer]));
    const unanswered = new Set<string>();
    await db.transaction('rw', db.outbox, db.cages, db.meta, db.decided, async () => {
      if (clockOffsetMs !== null) await db.meta.put({ key: 'clock', offsetMs: clockOffsetMs });
      for (const entry of batch) {
        const answer = byId.get(entry.opId.toLowerCase());
        const stored = await db.outbox.get({ opId: entry.opId });
        if (!stored) continue; // discarded meanwhile
        const decision = answer?.late?.status;
        if (!answer || (answer.outcome === 'REJECTED' && TRANSIENT_CODES.has(answer.code ?? ''))) {
          unanswered.add(stored.opId);
          await postpone(stored, answer?.message ?? 'no answer for this op', 'server');
        } else if (decision === 'ACCEPTED' || decision === 'REJECTED') {
          await decided(stored, decision, answer);
        } else if (answer.code === 'EVENT_ENDED') {
          // At the show office: it stays here, and is asked about again, until decided.
          await db.outbox.update(stored.seq as number, {
            status: 'late',
            nextAttemptAt: now() + LATE_CHECK_MS,
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
          await adoptServerJudgement(entry, serverJudgement(answer.cage));
        }
      }
    });
    return unanswered;
  }

  /** The office decided about a late op: it leaves the outbox and is kept as decided. */
  async function decided(entry: OutboxEntry, status: 'ACCEPTED' | 'REJECTED', answer: OpAnswer) {
    await db.outbox.delete(entry.seq as number);
    await db.decided.put({
      opId: entry.opId,
      ownerId,
      eventId: entry.eventId,
      eventTitle: entry.eventTitle,
      cageId: entry.cageId,
      cageNumber: entry.cageNumber,
      ringNumber: entry.ringNumber,
      classCode: entry.classCode,
      kind: entry.kind,
      total: entry.total,
      skipReason: entry.skipReason,
      clientTime: entry.clientTime,
      status,
      decidedAt: answer.late?.decidedAt ?? null,
    });
    // The cage shows what counts now: the server's judgement (the op itself, if accepted and latest).
    const view = await db.cages.get([ownerId, entry.cageId]);
    const fromServer = serverJudgement(answer.cage);
    if (view?.judgement.opId === entry.opId && !fromServer) await db.cages.delete([ownerId, entry.cageId]);
    else await adoptServerJudgement(entry, fromServer);
  }

  /**
   * The server has the op now, so its judgement of the cage has weighed it: that is the cage's
   * view, unless an op of this device it has not seen yet decides over it.
   */
  async function adoptServerJudgement(entry: OutboxEntry, fromServer: LocalJudgement | null) {
    if (!fromServer) return;
    const waiting = await db.outbox.where('[ownerId+cageId]').equals([ownerId, entry.cageId]).toArray();
    if (waiting.some((other) => decidesOver(other, fromServer))) return;
    await db.cages.put({ ownerId, eventId: entry.eventId, cageId: entry.cageId, judgement: fromServer });
  }

  async function postpone(entry: OutboxEntry, reason: string, cause: TransientCause, alone = false) {
    const attempts = entry.attempts + 1;
    // The back-off that spares a slow server grows with the server's own failures since it last
    // answered, not with the attempts made while the tablet was offline: after an hour without
    // network, one timeout waits a second, not a minute.
    const serverFailures = (entry.serverFailures ?? 0) + (cause === 'server' ? 1 : 0);
    await db.outbox.update(entry.seq as number, {
      attempts,
      serverFailures,
      isolated: entry.isolated || alone,
      nextAttemptAt: now() + backoffMs(cause === 'server' ? serverFailures : attempts, random, cause),
      lastFailure: reason,
    });
  }

  async function postponeAll(batch: OutboxEntry[], reason: string, cause: TransientCause) {
    // A batch of one the server fails on holds the op it cannot take: from now on it goes alone.
    const alone = cause === 'server' && batch.length === 1;
    await db.transaction('rw', db.outbox, async () => {
      for (const entry of batch) {
        const stored = await db.outbox.get({ opId: entry.opId });
        if (stored?.status === 'pending') await postpone(stored, reason, cause, alone);
      }
    });
    if (cause === 'server') probe = batch.length > 1 ? Math.ceil(batch.length / 2) : null;
  }

  async function drainLocked(): Promise<DrainStop> {
    let reached = false;
    for (;;) {
      if (paused) return { kind: 'paused' };
      if (!active()) return { kind: 'stopped' };
      const batch = await dueBatch();
      if (batch.length === 0) {
        const waiting = (await sendable().count()) > 0;
        if (!waiting) probe = null;
        return { kind: waiting ? 'waiting' : 'empty', reached };
      }
      const result = await send(batch.map(toInput));
      if (result.kind === 'answered') {
        reached = true;
        const unanswered = await record(batch, result.answers, result.clockOffsetMs);
        // An answer shows the network and the server work: whatever waits out a back-off goes now
        // too, except the ops this answer left out and ops the server failed on alone (they wait
        // theirs, or they would be sent again at once, over and over).
        await pending()
          .filter((entry) => !unanswered.has(entry.opId) && !entry.isolated)
          .modify({ nextAttemptAt: 0, serverFailures: 0 });
      } else if (result.kind === 'held') {
        // Nothing was looked at: every op waits, for a new version, a login or "sync now".
        await pending().modify({
          nextAttemptAt: now() + HELD_DELAY_MS,
          lastFailure: `${result.refusal.code}: ${result.refusal.message}`,
        });
        return result;
      } else if (result.kind === 'unauthenticated') {
        paused = true;
        return { kind: 'paused', refusedToken: result.token };
      } else if (result.kind === 'otherAccount') {
        return { kind: 'otherAccount' };
      } else {
        await postponeAll(batch, result.reason, result.cause);
        return { kind: 'waiting', reached, unreachable: result.cause === 'network' };
      }
    }
  }

  return {
    drain: () =>
      paused ? Promise.resolve({ kind: 'paused' as const }) : locks.request(OUTBOX_LOCK, drainLocked),
    async resetBackoff() {
      await sendable().modify({ nextAttemptAt: 0 });
    },
    get paused() {
      return paused;
    },
    resume() {
      paused = false;
    },
    async nextAttemptAt() {
      // A cage's later ops go with or after its oldest waiting op (see dueBatch): that one's time
      // is when the cage can go on.
      const first = new Map<string, number>();
      for (const entry of await sendable().sortBy('seq'))
        if (!first.has(entry.cageId)) first.set(entry.cageId, entry.nextAttemptAt);
      return first.size === 0 ? null : Math.min(...first.values());
    },
  };
}
