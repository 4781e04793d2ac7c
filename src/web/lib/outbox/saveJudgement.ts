import type { ClassCode } from '@shared/classification';
import { decidesOver, type JudgingKind, type Scores, type SkipReason, totalOf } from '@shared/judging';
import type { JudgingDb, LocalJudgement, OutboxEntry } from './judgingDb';

export interface JudgementDraft {
  eventId: string;
  eventTitle?: string;
  cageId: string;
  cageNumber: number;
  ringNumber: string;
  classCode: ClassCode;
  kind: JudgingKind;
  scores: Scores | null;
  skipReason: SkipReason | null;
  note: string | null;
}

export interface SaveOptions {
  now?: () => number;
  newId?: () => string;
  /** Rejected entries this decision replaces (edit and resend): removed in the same transaction. */
  replaces?: readonly string[];
}

/**
 * Keeps a judge's decision on this device before anything is sent: the op goes into the outbox
 * and becomes the cage's local view in one transaction, so a reload, a crash or a lost network
 * never loses it. Returns the op.
 */
export async function saveJudgement(
  db: JudgingDb,
  ownerId: number,
  draft: JudgementDraft,
  { now = Date.now, newId = () => crypto.randomUUID(), replaces = [] }: SaveOptions = {},
): Promise<OutboxEntry> {
  const judgement: LocalJudgement = {
    opId: newId(),
    kind: draft.kind,
    scores: draft.kind === 'RATE' ? draft.scores : null,
    total: draft.kind === 'RATE' && draft.scores ? totalOf(draft.scores) : null,
    skipReason: draft.kind === 'SKIP' ? draft.skipReason : null,
    note: draft.note?.trim() ? draft.note.trim() : null,
    clientTime: new Date(now()).toISOString(),
  };
  const entry: OutboxEntry = {
    ...judgement,
    ownerId,
    eventId: draft.eventId,
    eventTitle: draft.eventTitle,
    cageId: draft.cageId,
    cageNumber: draft.cageNumber,
    ringNumber: draft.ringNumber,
    classCode: draft.classCode,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    lastFailure: null,
    refusal: null,
  };
  await db.transaction('rw', db.outbox, db.cages, async () => {
    await db.outbox.add(entry);
    if (replaces.length > 0) await db.outbox.where('opId').anyOf(replaces).delete();
    const current = await db.cages.get([ownerId, draft.cageId]);
    if (!current || decidesOver(judgement, current.judgement))
      await db.cages.put({ ownerId, eventId: draft.eventId, cageId: draft.cageId, judgement });
  });
  return entry;
}

/**
 * The judge throws a refused op away (after confirming). The cage's local view falls back to what
 * the server knows when the discarded op was what it showed.
 */
export async function discardEntry(db: JudgingDb, ownerId: number, opId: string): Promise<void> {
  await db.transaction('rw', db.outbox, db.cages, async () => {
    const entry = await db.outbox.get({ opId });
    if (!entry || entry.ownerId !== ownerId) return;
    await db.outbox.delete(entry.seq as number);
    const view = await db.cages.get([ownerId, entry.cageId]);
    if (view?.judgement.opId === opId) await db.cages.delete([ownerId, entry.cageId]);
  });
}
