import type { ClassCode } from '@shared/classification';
import type { JudgingKind, Scores, SkipReason } from '@shared/judging';
import Dexie, { type DexieOptions, type EntityTable, type Table } from 'dexie';

/** A rating or skip as the judge made it on this device. */
export interface LocalJudgement {
  opId: string;
  kind: JudgingKind;
  scores: Scores | null;
  /** Computed from the scores, as the server will. */
  total: number | null;
  skipReason: SkipReason | null;
  note: string | null;
  /** ISO; when the judge decided, by this device's clock corrected by the server's. */
  clientTime: string;
  /** ISO; what orders it among the cage's ops, once the server has it (see @shared/judging). */
  orderTime?: string | null;
}

/** What the server said when it refused an op. */
export interface OpRefusal {
  code: string;
  message: string;
  field: string | null;
}

/**
 * One op the server has not taken for good. `pending` entries are sent (oldest first); `rejected`
 * ones stay until the judge edits and resends or discards them: nothing the server refused is ever
 * deleted automatically. `late` ones reached the server after the event ended: the show office
 * decides whether they count, and the tablet asks for the decision (myLateDecisions, while online;
 * then they leave the outbox for `decided`, where a later change of the decision still reaches them).
 */
type OutboxStatusKind = 'pending' | 'rejected' | 'late';

export interface OutboxEntry extends LocalJudgement {
  /** Insertion order: the queue is first in, first out. */
  seq?: number;
  /** The judge who made it: another account on this tablet neither sees nor sends it. */
  ownerId: number;
  eventId: string;
  cageId: string;
  /** Shown in lists and the export without asking the server. */
  eventTitle?: string;
  cageNumber: number;
  ringNumber: string;
  classCode: ClassCode;
  status: OutboxStatusKind;
  /**
   * The offset (ms) from the server's clock that corrected the device's clock in clientTime (kept
   * for whoever looks into a tablet's database), and whether it was known:
   * false when the device had never heard from the server, so the time is its own clock's (the
   * server then orders the op by its arrival), or when an earlier op of the cage waiting here was.
   * Absent in entries of versions before: their time was corrected.
   */
  clockOffsetMs?: number;
  clockVerified?: boolean;
  /** Sending attempts without an answer, shown on the outbox page. */
  attempts: number;
  /** Of those, the ones a slow or failing server caused since it last answered. */
  serverFailures: number;
  /**
   * The server failed on a batch holding this op alone: from now on it is sent alone, after its
   * own back-off, so that it never holds the other ops back.
   */
  isolated?: boolean;
  /** Epoch ms; retries wait with back-off. */
  nextAttemptAt: number;
  /** The last transient failure (network, timeout, 5xx), for the outbox page. */
  lastFailure: string | null;
  refusal: OpRefusal | null;
}

/** The judge's latest decision per cage on this device, so every tab shows it at once. */
export interface LocalCageView {
  ownerId: number;
  eventId: string;
  cageId: string;
  judgement: LocalJudgement;
}

/** A late op the show office has decided about: what the tablet shows of it from then on. */
export interface DecidedLateOp
  extends Pick<
    OutboxEntry,
    | 'opId'
    | 'ownerId'
    | 'eventId'
    | 'eventTitle'
    | 'cageId'
    | 'cageNumber'
    | 'ringNumber'
    | 'classCode'
    | 'kind'
    | 'total'
    | 'skipReason'
    | 'clientTime'
  > {
  status: 'ACCEPTED' | 'REJECTED';
  /** ISO; when the office decided (null if the server did not say). */
  decidedAt: string | null;
}

/**
 * What the device kept besides ops: how far its clock is off the server's. Versions up to this one
 * kept it here; now it is learnt from every answer and kept in local storage (lib/clock), and the
 * table stays, unused, since Dexie builds each version on the one before.
 */
interface DeviceClock {
  key: 'clock';
  /** Add to the device's clock to get the server's (ms). */
  offsetMs: number;
}

export type DeviceMeta = DeviceClock;

const JUDGING_DB_NAME = 'taubenschau-judging';

/**
 * The judging database. Commits are durable (Chromium's "strict" durability: flushed to disk
 * before the transaction completes), since a completed save is what lets the judge move on.
 *
 * Versions: 1 held the outbox and the cages' views; 2 adds `meta` (the clock's offset) and gives
 * every entry its count of server failures; 3 adds `decided` (late ops the show office decided
 * about) and makes the refused late ops of earlier versions `late`, to learn their decision. An
 * app update opens the queue the old version left and sends it
 * (tests/web/lib/outbox/judgingDb.test.ts opens a version-1 database).
 */
export class JudgingDb extends Dexie {
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  cages!: Table<LocalCageView, [number, string]>;
  meta!: Table<DeviceMeta, string>;
  decided!: Table<DecidedLateOp, string>;

  constructor(name = JUDGING_DB_NAME, options?: DexieOptions) {
    super(name, { chromeTransactionDurability: 'strict', ...options });
    this.version(1).stores(JUDGING_DB_V1);
    this.version(2)
      .stores({ meta: 'key' })
      .upgrade((tx) =>
        tx
          .table<OutboxEntry>('outbox')
          .toCollection()
          .modify((entry) => {
            entry.serverFailures ??= 0;
          }),
      );
    this.version(3)
      .stores({ decided: 'opId, [ownerId+eventId]' })
      .upgrade((tx) =>
        tx
          .table<OutboxEntry>('outbox')
          .filter((entry) => entry.status === 'rejected' && entry.refusal?.code === 'EVENT_ENDED')
          .modify((entry) => {
            entry.status = 'late';
            entry.nextAttemptAt = 0;
          }),
      );
  }
}

/** Version 1's stores, kept as they were: Dexie builds each version on the one before. */
export const JUDGING_DB_V1 = {
  outbox: '++seq, &opId, ownerId, [ownerId+status], [ownerId+cageId], [ownerId+eventId]',
  cages: '[ownerId+cageId], [ownerId+eventId]',
};
