import type { ErrorCode } from '../../../shared/errorCodes.ts';
import { canRate, effectiveEventStatus } from '../../../shared/eventLifecycle.ts';
import {
  firstScoreOutsideScheme,
  isUuid,
  type JudgingKind,
  type LateStatus,
  MAX_NOTE_LENGTH,
  orderTimeOfOp,
  type Scores,
  type SkipReason,
  skipNeedsNote,
  totalOf,
} from '../../../shared/judging.ts';
import { hasControlCharacters } from '../../../shared/validation.ts';
import type { Database } from '../../db/connection.ts';
import {
  type CageForJudging,
  insertOps,
  selectCagesForJudging,
  selectExistingEventIds,
  selectOpsByIds,
} from '../../db/judging.ts';
import type { NewJudgingOpRow } from '../../db/schema.ts';
import { parseId } from '../events/eventAccess.ts';

/** A judging op as the API receives it (JudgingOpInput). */
export interface JudgingOpInput {
  opId: string;
  eventId: string;
  cageId: string;
  kind: JudgingKind;
  scores?: Scores | null;
  skipReason?: SkipReason | null;
  note?: string | null;
  clientTime: string;
  /** False when the tablet's clock was unchecked when it made the op (default true). */
  clockVerified?: boolean | null;
}

type JudgingOutcome = 'APPLIED' | 'DUPLICATE' | 'REJECTED';

export interface OpOutcome {
  opId: string;
  outcome: JudgingOutcome;
  code: ErrorCode | null;
  message: string | null;
  field: string | null;
  /** The cage the op is about, when it exists and the judge may see it (judges its class). */
  cageId: number | null;
  /** The event whose progress an applied op changed. */
  eventId: number | null;
  /** For an op that arrived after its event ended: the show office's decision so far. */
  late: LateDecision | null;
}

interface LateDecision {
  status: LateStatus;
  /** When an admin decided; null while it waits. */
  decidedAt: Date | null;
}

/** An op whose fields are well-formed; the rules that need the database come later. */
export interface ParsedOp {
  opId: string;
  eventId: number | null;
  cageId: number | null;
  kind: JudgingKind;
  scores: Scores | null;
  skipReason: SkipReason | null;
  note: string | null;
  clientTime: Date;
  /** Whether clientTime is by a clock the server has corrected (see orderTimeOfOp). */
  clockVerified: boolean;
}

const rejected = (
  opId: string,
  code: ErrorCode,
  message: string,
  extras: { field?: string; cageId?: number | null } = {},
): OpOutcome => ({
  opId,
  outcome: 'REJECTED',
  code,
  message,
  field: extras.field ?? null,
  cageId: extras.cageId ?? null,
  eventId: null,
  late: null,
});

export function parseOp(op: JudgingOpInput, index: number): ParsedOp | OpOutcome {
  const at = (field: string) => `ops.${index}.${field}`;
  if (!isUuid(op.opId))
    return rejected(op.opId, 'VALIDATION_FAILED', 'opId must be a UUID', { field: at('opId') });
  const opId = op.opId.toLowerCase();
  const clientTime = new Date(op.clientTime);
  if (Number.isNaN(clientTime.getTime()))
    return rejected(opId, 'VALIDATION_FAILED', 'clientTime must be a date-time', { field: at('clientTime') });
  if (op.kind === 'RATE' && (!op.scores || op.skipReason))
    return rejected(opId, 'VALIDATION_FAILED', 'A rating has scores and no skip reason', {
      field: at('scores'),
    });
  if (op.kind === 'SKIP' && (!op.skipReason || op.scores))
    return rejected(opId, 'VALIDATION_FAILED', 'A skip has a reason and no scores', {
      field: at('skipReason'),
    });
  const note = op.note?.trim() ? op.note.trim() : null;
  if (op.kind === 'SKIP' && skipNeedsNote(op.skipReason) && !note)
    return rejected(opId, 'VALIDATION_FAILED', 'A skip for another reason says which in the note', {
      field: at('note'),
    });
  if (note && (note.length > MAX_NOTE_LENGTH || hasControlCharacters(note)))
    return rejected(
      opId,
      'VALIDATION_FAILED',
      `The note must be text of at most ${MAX_NOTE_LENGTH} characters`,
      {
        field: at('note'),
      },
    );
  return {
    opId,
    eventId: parseId(op.eventId),
    cageId: parseId(op.cageId),
    kind: op.kind,
    scores: op.kind === 'RATE' ? (op.scores ?? null) : null,
    skipReason: op.kind === 'SKIP' ? (op.skipReason ?? null) : null,
    note,
    clientTime,
    clockVerified: op.clockVerified !== false,
  };
}

/**
 * Whether the stored op was sent the way this batch is: for the same judge, by the same hand (the
 * judge's own tablet, or the same admin typing the judge's paper cards). Only then is it the
 * caller's own op, of which a resend may learn something.
 */
function sentAlike(row: Pick<NewJudgingOpRow, 'judgeId' | 'enteredBy'>, batch: JudgingBatch): boolean {
  return row.judgeId === batch.judgeId && (row.enteredBy ?? null) === (batch.enteredBy ?? null);
}

/**
 * Same op id, sent alike, same decision: a replay. Whether the clock was verified is not part of
 * it: a tablet that has heard from the server since resends the same op.
 */
function samePayload(row: Pick<NewJudgingOpRow, keyof NewJudgingOpRow>, op: ParsedOp, batch: JudgingBatch) {
  return (
    sentAlike(row, batch) &&
    row.eventId === op.eventId &&
    row.cageId === op.cageId &&
    row.kind === op.kind &&
    (row.skipReason ?? null) === op.skipReason &&
    (row.note ?? null) === op.note &&
    new Date(row.clientTime).getTime() === op.clientTime.getTime() &&
    (row.generalImpression ?? null) === (op.scores?.generalImpression ?? null) &&
    (row.boneStructure ?? null) === (op.scores?.boneStructure ?? null) &&
    (row.back ?? null) === (op.scores?.back ?? null) &&
    (row.musculature ?? null) === (op.scores?.musculature ?? null) &&
    (row.wings ?? null) === (op.scores?.wings ?? null)
  );
}

/**
 * The answer to an op id seen before: the first outcome again, or a refusal of the new payload.
 * Another account's op id (a colleague's replayed, the office's entry sent from the judge's tablet)
 * is refused for reuse before anything of it is weighed, whatever was sent: the answer carries
 * nothing of that op, neither its cage nor whether it counts or waits at the office, and is the
 * same whether it was sent word for word or not.
 */
function replayOutcome(prior: NewJudgingOpRow, op: ParsedOp, batch: JudgingBatch): OpOutcome {
  if (!sentAlike(prior, batch))
    return rejected(op.opId, 'IDEMPOTENCY_KEY_REUSED', 'This op id was used for another rating');
  if (!samePayload(prior, op, batch))
    return rejected(op.opId, 'IDEMPOTENCY_KEY_REUSED', 'This op id was used for another rating', {
      cageId: prior.cageId,
    });
  const late: LateDecision | null = prior.lateStatus
    ? { status: prior.lateStatus, decidedAt: prior.resolvedAt ?? null }
    : null;
  // A late op not (or no longer) counting answers as late again, with the office's decision.
  if (!prior.effective) return lateOutcome(op.opId, prior.cageId, late ?? PENDING);
  return {
    opId: op.opId,
    outcome: 'DUPLICATE',
    code: null,
    message: null,
    field: null,
    cageId: prior.cageId,
    eventId: null,
    late,
  };
}

const PENDING: LateDecision = { status: 'PENDING', decidedAt: null };

function lateOutcome(opId: string, cageId: number, late: LateDecision): OpOutcome {
  const message =
    late.status === 'REJECTED'
      ? 'The event had ended; the show office rejected this rating'
      : 'The event has ended; an admin decides about this rating';
  return { ...rejected(opId, 'EVENT_ENDED', message, { cageId }), late };
}

/** One caller's ops, as one submitJudgingOps call sent them. */
export interface JudgingBatch {
  judgeId: number;
  /** An admin entering the judge's paper cards; absent when the judge sent them. */
  enteredBy?: number;
  ops: readonly (ParsedOp | OpOutcome)[];
  /** When the call arrived: it decides whether the event had ended. */
  now: Date;
}

const isParsed = (op: ParsedOp | OpOutcome): op is ParsedOp => !('outcome' in op);

/**
 * Applies several callers' batches inside the caller's transaction, each op in order, and answers
 * each. Every op that is applied (or kept as late) is stored with its id in this transaction, so a
 * replay finds it; refused ops write nothing. However many batches, the usual case costs two
 * queries: the cages with their events and judges, and one insert; op ids that turn out to be
 * known are looked up only then.
 */
export async function applyJudgingOps(
  tx: Database,
  batches: readonly JudgingBatch[],
): Promise<OpOutcome[][]> {
  const valid = batches.flatMap((batch) => batch.ops.filter(isParsed));
  const ids = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];
  const cages = await selectCagesForJudging(tx, ids(valid.map((op) => op.cageId)));
  const outsideEvent = (op: ParsedOp) => {
    const cage = op.cageId === null ? undefined : cages.get(op.cageId);
    return !cage || cage.eventId !== op.eventId;
  };
  // Only for ops whose cage is not in their event: is it the event or the cage that is unknown?
  const knownEvents = await selectExistingEventIds(
    tx,
    ids(valid.filter(outsideEvent).map((op) => op.eventId)),
  );
  const written = new Map<string, NewJudgingOpRow>();
  const rows: NewJudgingOpRow[] = [];
  const decide = (op: ParsedOp, batch: JudgingBatch): OpOutcome => {
    const { judgeId, now } = batch;
    const earlier = written.get(op.opId);
    if (earlier) return replayOutcome(earlier, op, batch);
    if (outsideEvent(op))
      return op.eventId !== null && knownEvents.has(op.eventId)
        ? rejected(op.opId, 'CAGE_NOT_FOUND', 'Cage not found')
        : rejected(op.opId, 'EVENT_NOT_FOUND', 'Event could not be found');
    const cage = cages.get(op.cageId as number) as CageForJudging;
    // Who may judge the cage first: someone who may not learns nothing of the event or the cage.
    if (!cage.judgeIds.includes(judgeId))
      return rejected(op.opId, 'NOT_AUTHORIZED', 'You do not judge this class');
    if (cage.breederId === judgeId)
      return rejected(op.opId, 'OWN_PIGEON', 'Judges do not rate their own pigeons', { cageId: cage.id });
    // Nor does the office enter cards of its own pigeons, for whichever judge.
    if (cage.breederId === batch.enteredBy)
      return rejected(op.opId, 'OWN_PIGEON', 'The office does not enter ratings of its own pigeons', {
        cageId: cage.id,
      });
    const status = effectiveEventStatus(cage.event.status, cage.event.registrationDeadline, now);
    const late = status === 'ENDED';
    // Final results change no more: a rating sent after that is refused (the tablet shows why).
    if (late && cage.event.resultsFinalAt)
      return rejected(op.opId, 'RESULTS_FINAL', 'The results are final', { cageId: cage.id });
    if (!canRate(status) && !late)
      return rejected(op.opId, 'EVENT_NOT_STARTED', 'The event has not started yet', { cageId: cage.id });
    if (op.scores) {
      const category = firstScoreOutsideScheme(cage.event.ratingScheme, op.scores);
      if (category)
        return rejected(op.opId, 'RATING_MUST_BE_POSITIVE', 'Rating not possible', {
          field: `scores.${category}`,
          cageId: cage.id,
        });
    }
    const row: NewJudgingOpRow = {
      opId: op.opId,
      eventId: cage.eventId,
      cageId: cage.id,
      judgeId,
      enteredBy: batch.enteredBy ?? null,
      kind: op.kind,
      ...(op.scores ?? {}),
      total: op.scores ? totalOf(op.scores) : null,
      skipReason: op.skipReason,
      note: op.note,
      clientTime: op.clientTime,
      orderTime: orderTimeOfOp(op, now),
      receivedAt: now,
      effective: !late,
      lateStatus: late ? 'PENDING' : null,
    };
    rows.push(row);
    written.set(op.opId, row);
    if (late) return lateOutcome(op.opId, cage.id, PENDING);
    return {
      opId: op.opId,
      outcome: 'APPLIED',
      code: null,
      message: null,
      field: null,
      cageId: cage.id,
      eventId: cage.eventId,
      late: null,
    };
  };
  const outcomes = batches.map((batch) => batch.ops.map((op) => (isParsed(op) ? decide(op, batch) : op)));
  const inserted = await insertOps(tx, rows);
  // An op id stored before (a replay, or a concurrent call's) answers its first outcome, whatever
  // the checks said now: ops not inserted, and refused ops that may have been applied earlier.
  const mayBeKnown = (outcome: OpOutcome, op: ParsedOp | OpOutcome) =>
    isParsed(op) && (outcome.outcome === 'REJECTED' || !inserted.has(outcome.opId));
  const lookup = outcomes.flatMap((answers, b) =>
    answers.filter((outcome, i) => mayBeKnown(outcome, batches[b].ops[i])).map((outcome) => outcome.opId),
  );
  if (lookup.length === 0) return outcomes;
  const stored = new Map((await selectOpsByIds(tx, [...new Set(lookup)])).map((row) => [row.opId, row]));
  return outcomes.map((answers, b) =>
    answers.map((outcome, i) => {
      const op = batches[b].ops[i];
      const prior = stored.get(outcome.opId);
      return prior && isParsed(op) && mayBeKnown(outcome, op)
        ? replayOutcome(prior, op, batches[b])
        : outcome;
    }),
  );
}
