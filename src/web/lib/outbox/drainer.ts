import { decidesOver } from '@shared/judging';
import type { JudgingOpInput } from '@web/gql/graphql';
import type { JudgingDb, LocalJudgement, OpRefusal, OutboxEntry } from './judgingDb';
import type { OpAnswer, TransientCause, Transport } from './transport';

/** Half the server's limit per call: a batch never comes near it. */
export const BATCH_SIZE = 100;
const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 60_000;
/**
 * The ceiling while the server cannot be reached at all. Hall Wi-Fi often stays "connected" with
 * nothing getting through, and a page reloaded without network may think it is online: then no
 * `online` event comes, and this retry is what finds the network back. A request that never
 * arrived costs the server nothing (and one whose answer was lost is answered as a duplicate), so
 * it is tried at least this often.
 */
export const NETWORK_MAX_DELAY_MS = 10_000;
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

export type DrainStop = 'empty' | 'waiting' | 'paused';

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

function serverJudgement(answer: OpAnswer): LocalJudgement | null {
  const j = answer.cage?.judgement;
  if (!j) return null;
  return {
    opId: j.opId,
    kind: j.kind,
    scores: j.scores ?? null,
    total: j.total ?? null,
    skipReason: j.skipReason ?? null,
    note: j.note ?? null,
    clientTime: j.clientTime,
  };
}

/**
 * The one sender of a judge's outbox. Several drainers (tabs) may exist; the lock lets one send at
 * a time, and each entry is removed (applied, duplicate) or marked (rejected) in the same
 * transaction that reads the answer, so no op is sent again once answered.
 */
export function createDrainer(options: DrainerOptions): Drainer {
  const { db, ownerId, send } = options;
  const locks = options.locks ?? inProcessLocks();
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const batchSize = options.batchSize ?? BATCH_SIZE;
  let paused = false;

  const pending = () => db.outbox.where('[ownerId+status]').equals([ownerId, 'pending']);

  async function dueBatch(): Promise<OutboxEntry[]> {
    const at = now();
    const entries = await pending().sortBy('seq');
    return entries.filter((entry) => entry.nextAttemptAt <= at).slice(0, batchSize);
  }

  /** Records a batch's answers; returns the ops the server left unanswered (postponed). */
  async function record(batch: OutboxEntry[], answers: OpAnswer[]): Promise<Set<string>> {
    const byId = new Map(answers.map((answer) => [answer.opId.toLowerCase(), answer]));
    const unanswered = new Set<string>();
    await db.transaction('rw', db.outbox, db.cages, async () => {
      for (const entry of batch) {
        const answer = byId.get(entry.opId.toLowerCase());
        const stored = await db.outbox.get({ opId: entry.opId });
        if (!stored) continue; // discarded meanwhile
        if (!answer) {
          unanswered.add(stored.opId);
          await postpone(stored, 'no answer for this op', 'server');
        } else if (answer.outcome === 'REJECTED') {
          const refusal: OpRefusal = {
            code: answer.code ?? 'INTERNAL_SERVER_ERROR',
            message: answer.message ?? '',
            field: answer.field ?? null,
          };
          await db.outbox.update(stored.seq as number, { status: 'rejected', refusal });
        } else {
          await db.outbox.delete(stored.seq as number);
          const fromServer = serverJudgement(answer);
          const view = await db.cages.get([ownerId, entry.cageId]);
          if (fromServer && (!view || decidesOver(fromServer, view.judgement)))
            await db.cages.put({
              ownerId,
              eventId: entry.eventId,
              cageId: entry.cageId,
              judgement: fromServer,
            });
        }
      }
    });
    return unanswered;
  }

  async function postpone(entry: OutboxEntry, reason: string, cause: TransientCause): Promise<void> {
    const attempts = entry.attempts + 1;
    // The back-off that spares a slow server grows with the server's own failures since it last
    // answered, not with the attempts made while the tablet was offline: after an hour without
    // network, one timeout waits a second, not a minute.
    const serverFailures = (entry.serverFailures ?? 0) + (cause === 'server' ? 1 : 0);
    await db.outbox.update(entry.seq as number, {
      attempts,
      serverFailures,
      nextAttemptAt: now() + backoffMs(cause === 'server' ? serverFailures : attempts, random, cause),
      lastFailure: reason,
    });
  }

  async function refuseAll(batch: OutboxEntry[], refusal: OpRefusal): Promise<void> {
    await db.transaction('rw', db.outbox, async () => {
      for (const entry of batch) {
        const stored = await db.outbox.get({ opId: entry.opId });
        if (stored) await db.outbox.update(stored.seq as number, { status: 'rejected', refusal });
      }
    });
  }

  async function drainLocked(): Promise<DrainStop> {
    for (;;) {
      if (paused) return 'paused';
      const batch = await dueBatch();
      if (batch.length === 0) return (await pending().count()) > 0 ? 'waiting' : 'empty';
      const result = await send(batch.map(toInput));
      if (result.kind === 'answered') {
        const unanswered = await record(batch, result.answers);
        // An answer shows the network and the server work: whatever waits out a back-off goes now
        // too, except the ops this answer left out (they wait theirs, or they would be sent again
        // at once, over and over).
        await pending()
          .filter((entry) => !unanswered.has(entry.opId))
          .modify({ nextAttemptAt: 0, serverFailures: 0 });
      } else if (result.kind === 'refused') {
        await refuseAll(batch, result.refusal);
      } else if (result.kind === 'unauthenticated') {
        paused = true;
        return 'paused';
      } else {
        await db.transaction('rw', db.outbox, async () => {
          for (const entry of batch) {
            const stored = await db.outbox.get({ opId: entry.opId });
            if (stored?.status === 'pending') await postpone(stored, result.reason, result.cause);
          }
        });
        return 'waiting';
      }
    }
  }

  return {
    drain: () => (paused ? Promise.resolve('paused') : locks.request(OUTBOX_LOCK, drainLocked)),
    async resetBackoff() {
      await pending().modify({ nextAttemptAt: 0 });
    },
    get paused() {
      return paused;
    },
    resume() {
      paused = false;
    },
    async nextAttemptAt() {
      const entries = await pending().toArray();
      return entries.length === 0 ? null : Math.min(...entries.map((entry) => entry.nextAttemptAt));
    },
  };
}
