import type { ClassCode } from '@shared/classification';
import {
  type JudgingKind,
  nextOpTime,
  type OpOrder,
  type Scores,
  type SkipReason,
  totalOf,
} from '@shared/judging';
import { type ServerClock, serverClock } from '../clock/serverClock';
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
  /** The device's clock (epoch ms). */
  now?: () => number;
  /** How far the device's clock is off the server's, or null if never heard (default: serverClock). */
  clock?: () => ServerClock | null;
  newId?: () => string;
  /** Rejected entries this decision replaces (edit and resend): removed in the same transaction. */
  replaces?: readonly string[];
  /**
   * What the card showed when the judge decided (the server's judgement, say): the new op is
   * made to come after it, so that it decides over it whatever this device's clock says.
   */
  after?: OpOrder | null;
}

/**
 * Keeps a judge's decision on this device before anything is sent: the op goes into the outbox
 * and becomes the cage's local view in one transaction, so a reload, a crash or a lost network
 * never loses it once this resolves (the transaction has committed, durably where the browser
 * offers it). Its time is the device's clock corrected by the server's, and always after what the
 * cage showed (`nextOpTime`); made by a device that has never heard from the server, it is marked
 * unverified (see OutboxEntry.clockVerified). Returns the op.
 */
export async function saveJudgement(
  db: JudgingDb,
  ownerId: number,
  draft: JudgementDraft,
  {
    now = Date.now,
    clock = serverClock,
    newId = () => crypto.randomUUID(),
    replaces = [],
    after = null,
  }: SaveOptions = {},
): Promise<OutboxEntry> {
  const offset = clock();
  return db.transaction('rw', db.outbox, db.cages, async () => {
    const [current, waiting] = await Promise.all([
      db.cages.get([ownerId, draft.cageId]),
      db.outbox.where('[ownerId+cageId]').equals([ownerId, draft.cageId]).toArray(),
    ]);
    // While an op of this cage stamped by an unchecked clock waits here, the new one is unverified
    // too: the server orders such ops by their arrival, and this one, verified, could order before
    // the one it corrects (made by a clock that ran ahead, learnt to be ahead only since).
    const verified =
      offset !== null && !waiting.some((op) => op.status === 'pending' && op.clockVerified === false);
    const shown = [current?.judgement, after].filter((op): op is OpOrder => Boolean(op));
    const judgement: LocalJudgement = {
      opId: newId(),
      kind: draft.kind,
      scores: draft.kind === 'RATE' ? draft.scores : null,
      total: draft.kind === 'RATE' && draft.scores ? totalOf(draft.scores) : null,
      skipReason: draft.kind === 'SKIP' ? draft.skipReason : null,
      note: draft.note?.trim() ? draft.note.trim() : null,
      clientTime: new Date(nextOpTime(now(), offset?.offsetMs ?? 0, shown)).toISOString(),
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
      clockOffsetMs: offset?.offsetMs ?? 0,
      clockVerified: verified,
      attempts: 0,
      serverFailures: 0,
      nextAttemptAt: 0,
      lastFailure: null,
      refusal: null,
    };
    await db.outbox.add(entry);
    if (replaces.length > 0) await db.outbox.where('opId').anyOf(replaces).delete();
    // Made after everything the cage showed, it is the cage's decision now.
    await db.cages.put({ ownerId, eventId: draft.eventId, cageId: draft.cageId, judgement });
    return entry;
  });
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
