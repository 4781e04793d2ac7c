import { CLASS_CODES } from '../../../shared/classification.ts';
import type { ErrorCode } from '../../../shared/errorCodes.ts';
import { canRate, effectiveEventStatus } from '../../../shared/eventLifecycle.ts';
import {
  firstScoreOutsideScheme,
  isUuid,
  type JudgingKind,
  MAX_NOTE_LENGTH,
  MAX_OPS_PER_BATCH,
  type Scores,
  type SkipReason,
  totalOf,
} from '../../../shared/judging.ts';
import { hasControlCharacters } from '../../../shared/validation.ts';
import { requireClient, requireRole } from '../../auth/viewer.ts';
import type { GraphQLContext } from '../../context.ts';
import type { Database } from '../../db/connection.ts';
import {
  findLateOp,
  insertOps,
  type JudgeCageView,
  type LateOpView,
  resolveLateOpRow,
  selectCagesByIds,
  selectEventsForJudging,
  selectJudgeCageViews,
  selectJudgeClasses,
  selectJudgingProgress,
  selectLateOps,
  selectOpsByIds,
} from '../../db/judging.ts';
import type { ClientRow, NewJudgingOpRow } from '../../db/schema.ts';
import { appError, validationFailed } from '../../errors.ts';
import { findEvent, parseId } from '../events/eventAccess.ts';

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
}

export type JudgingOutcome = 'APPLIED' | 'DUPLICATE' | 'REJECTED';

export interface OpOutcome {
  opId: string;
  outcome: JudgingOutcome;
  code: ErrorCode | null;
  message: string | null;
  field: string | null;
  /** The cage the op is about, when it exists. */
  cageId: number | null;
  /** The event whose progress an applied op changed. */
  eventId: number | null;
}

export interface OpResult extends Omit<OpOutcome, 'cageId' | 'eventId'> {
  /** The cage after the op, when the caller judges it. */
  cage: JudgeCageView | null;
}

/** An op whose fields are well-formed; the rules that need the database come later. */
interface ParsedOp {
  opId: string;
  eventId: number | null;
  cageId: number | null;
  kind: JudgingKind;
  scores: Scores | null;
  skipReason: SkipReason | null;
  note: string | null;
  clientTime: Date;
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
});

function parseOp(op: JudgingOpInput, index: number): ParsedOp | OpOutcome {
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
  };
}

/** Same op id, same judge, same decision: a replay. */
function samePayload(row: Pick<NewJudgingOpRow, keyof NewJudgingOpRow>, op: ParsedOp, judgeId: number) {
  return (
    row.judgeId === judgeId &&
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

/** The answer to an op id seen before: the first outcome again, or a refusal of the new payload. */
function replayOutcome(prior: NewJudgingOpRow, op: ParsedOp, judgeId: number): OpOutcome {
  if (!samePayload(prior, op, judgeId))
    return rejected(op.opId, 'IDEMPOTENCY_KEY_REUSED', 'This op id was used for another rating', {
      cageId: prior.cageId,
    });
  if (!prior.effective) return lateOutcome(op.opId, prior.cageId);
  return {
    opId: op.opId,
    outcome: 'DUPLICATE',
    code: null,
    message: null,
    field: null,
    cageId: prior.cageId,
    eventId: null,
  };
}

function lateOutcome(opId: string, cageId: number): OpOutcome {
  return rejected(opId, 'EVENT_ENDED', 'The event has ended; an admin decides about this rating', { cageId });
}

/**
 * Applies a batch of a judge's ops inside the caller's transaction, in order, and answers each.
 * Every op that is applied (or kept as late) is stored with its id in this transaction, so a replay
 * finds it; refused ops write nothing.
 */
export async function applyJudgingOps(
  tx: Database,
  judge: Pick<ClientRow, 'id'>,
  ops: readonly (ParsedOp | OpOutcome)[],
  now: Date,
): Promise<OpOutcome[]> {
  const valid = ops.filter((op): op is ParsedOp => !('outcome' in op));
  const ids = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];
  const [existing, cages, events] = await Promise.all([
    selectOpsByIds(tx, [...new Set(valid.map((op) => op.opId))]),
    selectCagesByIds(tx, ids(valid.map((op) => op.cageId))),
    selectEventsForJudging(tx, ids(valid.map((op) => op.eventId))),
  ]);
  const classes = await selectJudgeClasses(
    tx,
    judge.id,
    events.map((e) => e.id),
  );
  const known = new Map<string, NewJudgingOpRow>(existing.map((row) => [row.opId, row]));
  const rows: NewJudgingOpRow[] = [];
  const outcomes = ops.map((op): OpOutcome => {
    if ('outcome' in op) return op;
    const prior = known.get(op.opId);
    if (prior) return replayOutcome(prior, op, judge.id);
    const event = events.find((e) => e.id === op.eventId);
    if (!event) return rejected(op.opId, 'EVENT_NOT_FOUND', 'Event could not be found');
    const cage = cages.find((c) => c.id === op.cageId);
    if (!cage || cage.eventId !== event.id) return rejected(op.opId, 'CAGE_NOT_FOUND', 'Cage not found');
    const status = effectiveEventStatus(event.status, event.registrationDeadline, now);
    const late = status === 'ENDED';
    if (!canRate(status) && !late)
      return rejected(op.opId, 'EVENT_NOT_STARTED', 'The event has not started yet', { cageId: cage.id });
    if (!classes.get(event.id)?.has(cage.classCode))
      return rejected(op.opId, 'NOT_AUTHORIZED', 'You do not judge this class', { cageId: cage.id });
    if (op.scores) {
      const category = firstScoreOutsideScheme(event.ratingScheme, op.scores);
      if (category)
        return rejected(op.opId, 'RATING_MUST_BE_POSITIVE', 'Rating not possible', {
          field: `scores.${category}`,
          cageId: cage.id,
        });
    }
    const row: NewJudgingOpRow = {
      opId: op.opId,
      eventId: event.id,
      cageId: cage.id,
      judgeId: judge.id,
      kind: op.kind,
      ...(op.scores ?? {}),
      total: op.scores ? totalOf(op.scores) : null,
      skipReason: op.skipReason,
      note: op.note,
      clientTime: op.clientTime,
      receivedAt: now,
      effective: !late,
      lateStatus: late ? 'PENDING' : null,
    };
    rows.push(row);
    known.set(op.opId, row);
    if (late) return lateOutcome(op.opId, cage.id);
    return {
      opId: op.opId,
      outcome: 'APPLIED',
      code: null,
      message: null,
      field: null,
      cageId: cage.id,
      eventId: event.id,
    };
  });
  const written = await insertOps(tx, rows);
  if (written.size === rows.length) return outcomes;
  // A concurrent call stored some of these op ids first: answer them as the replays they are.
  const raced = await selectOpsByIds(
    tx,
    rows.filter((row) => !written.has(row.opId)).map((row) => row.opId),
  );
  const winners = new Map(raced.map((row) => [row.opId, row]));
  return outcomes.map((outcome, i) => {
    const op = ops[i];
    const winner = winners.get(outcome.opId);
    return winner && !('outcome' in op) ? replayOutcome(winner, op, judge.id) : outcome;
  });
}

/** submitJudgingOps: checks the batch, applies it in one transaction, answers per op in order. */
export async function submitJudgingOps(
  ctx: GraphQLContext,
  input: readonly JudgingOpInput[],
): Promise<OpResult[]> {
  const judge = await requireRole(ctx, 'JUDGE');
  if (input.length < 1 || input.length > MAX_OPS_PER_BATCH)
    throw validationFailed('ops', `Send between 1 and ${MAX_OPS_PER_BATCH} ops`);
  const parsed = input.map(parseOp);
  const now = ctx.now();
  const outcomes = await ctx.db.transaction((tx) => applyJudgingOps(tx, judge, parsed, now));
  const applied = outcomes.filter((o) => o.outcome === 'APPLIED');
  if (applied.length > 0)
    ctx.log.info('judging ops applied', { by: judge.id, applied: applied.length, ops: outcomes.length });
  const cageIds = [...new Set(outcomes.map((o) => o.cageId).filter((id): id is number => id !== null))];
  const [views, ownClasses] = await Promise.all([
    selectJudgeCageViews(ctx.db, { cageIds }),
    selectJudgeClasses(ctx.db, judge.id, [
      ...new Set(parsed.flatMap((op) => ('outcome' in op ? [] : (op.eventId ?? [])))),
    ]),
  ]);
  await publishProgress(ctx, [
    ...new Set(applied.map((o) => o.eventId).filter((id): id is number => id !== null)),
  ]);
  return outcomes.map(({ cageId, eventId: _eventId, ...outcome }) => {
    const view = views.find((v) => v.id === cageId);
    const visible = view && ownClasses.get(view.eventId)?.has(view.classCode);
    return { ...outcome, cage: visible ? view : null };
  });
}

/** The caller's cages in the event, with their current judgement. */
export async function judgeCages(ctx: GraphQLContext, eventId: string): Promise<JudgeCageView[]> {
  const judge = await requireClient(ctx);
  const event = await findEvent(ctx.db, eventId);
  const classes = (await selectJudgeClasses(ctx.db, judge.id, [event.id])).get(event.id);
  if (!classes) throw appError('NOT_AUTHORIZED', 'You do not judge a class of this event');
  return selectJudgeCageViews(ctx.db, { eventId: event.id, classCodes: [...classes] });
}

export interface JudgingProgressView {
  eventId: number;
  judged: number;
  total: number;
  classes: { code: (typeof CLASS_CODES)[number]; judged: number; total: number }[];
}

export async function judgingProgress(db: Database, eventId: number): Promise<JudgingProgressView> {
  const perClass = (await selectJudgingProgress(db, [eventId])).get(eventId) ?? [];
  const classes = CLASS_CODES.flatMap((code) => {
    const found = perClass.find((c) => c.classCode === code);
    return found ? [{ code, judged: found.judged, total: found.total }] : [];
  });
  return {
    eventId,
    judged: classes.reduce((sum, c) => sum + c.judged, 0),
    total: classes.reduce((sum, c) => sum + c.total, 0),
    classes,
  };
}

/** Tells judgingProgress subscribers the new counts; call after the transaction committed. */
async function publishProgress(ctx: GraphQLContext, eventIds: number[]): Promise<void> {
  for (const eventId of eventIds)
    ctx.eventBus.publish('judgingProgress', eventId, await judgingProgress(ctx.db, eventId));
}

/** Admin: the ops that arrived after the event ended. */
export async function lateJudgingOps(ctx: GraphQLContext, eventId: string): Promise<LateOpView[]> {
  await requireRole(ctx, 'ADMIN');
  const event = await findEvent(ctx.db, eventId);
  return selectLateOps(ctx.db, event.id);
}

/** Admin: accepting counts the op as if it had arrived in time; rejecting keeps it out. */
export async function resolveLateJudgingOp(
  ctx: GraphQLContext,
  opId: string,
  accept: boolean,
): Promise<LateOpView> {
  const admin = await requireRole(ctx, 'ADMIN');
  const notFound = () => appError('JUDGING_OP_NOT_FOUND', 'No late rating with this id');
  if (!isUuid(opId)) throw notFound();
  const id = opId.toLowerCase();
  const op = await ctx.db.transaction(async (tx) => {
    const late = await findLateOp(tx, id);
    if (!late) throw notFound();
    await resolveLateOpRow(tx, id, accept ? 'ACCEPTED' : 'REJECTED', admin.id, ctx.now());
    return late;
  });
  ctx.log.info('late judging op resolved', { opId: id, accept, by: admin.id });
  await publishProgress(ctx, [op.eventId]);
  const resolved = await findLateOp(ctx.db, id);
  if (!resolved) throw notFound();
  return resolved;
}
