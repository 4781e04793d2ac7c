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
  /** ISO; when the judge decided, by this device's clock. */
  clientTime: string;
}

/** What the server said when it refused an op (or the whole batch). */
export interface OpRefusal {
  code: string;
  message: string;
  field: string | null;
}

/**
 * One unsent op. `pending` entries are sent (oldest first); `rejected` ones stay until the judge
 * edits and resends or discards them: nothing the server refused is ever deleted automatically.
 */
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
  status: 'pending' | 'rejected';
  /** Sending attempts without an answer, shown on the outbox page. */
  attempts: number;
  /** Of those, the ones a slow or failing server caused since it last answered (absent: none). */
  serverFailures?: number;
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

export class JudgingDb extends Dexie {
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  cages!: Table<LocalCageView, [number, string]>;

  constructor(name = 'taubenschau-judging', options?: DexieOptions) {
    super(name, options);
    this.version(1).stores({
      outbox: '++seq, &opId, ownerId, [ownerId+status], [ownerId+cageId], [ownerId+eventId]',
      cages: '[ownerId+cageId], [ownerId+eventId]',
    });
  }
}
