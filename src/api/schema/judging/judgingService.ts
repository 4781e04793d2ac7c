import { CLASS_CODES } from '../../../shared/classification.ts';
import { isUuid, type LateStatus, MAX_OPS_PER_BATCH } from '../../../shared/judging.ts';
import { hasRank } from '../../../shared/roles.ts';
import { requireClient, requireRole } from '../../auth/viewer.ts';
import type { GraphQLContext } from '../../context.ts';
import { findClientById } from '../../db/clients.ts';
import type { Database } from '../../db/connection.ts';
import {
  correctedBefore,
  findLateOp,
  type JudgeCageView,
  type LateOpView,
  resolveLateOpRow,
  selectJudgeCageViews,
  selectJudgeClasses,
  selectJudgingHistory,
  selectJudgingProgress,
  selectLateOps,
  selectOwnLateOps,
} from '../../db/judging.ts';
import { appError, validationFailed } from '../../errors.ts';
import { findEvent, lockEvent, parseId } from '../events/eventAccess.ts';
import {
  deviceReportOfBatch,
  type JudgingDeviceReportInput,
  storeDeviceReportOfBatch,
} from './devicesService.ts';
import { type JudgingOpInput, type OpOutcome, parseOp } from './judgingOps.ts';

export interface OpResult extends Omit<OpOutcome, 'cageId' | 'eventId'> {
  /** The cage after the op, when the caller judges it. */
  cage: JudgeCageView | null;
  /** When the server received the call (tablets set their clocks by it). */
  receivedAt: Date;
}

/**
 * submitJudgingOps: checks the batch, has it written (with others arriving meanwhile), answers per
 * op in order. `madeBy` is the account the tablet holds the ops for: sent with another account's
 * session, none of them is applied (they would count as that account's ratings). When the writer has
 * more batches waiting than it takes, the call is refused with SERVER_BUSY before anything is read.
 * `device`: the tablet's report of itself, stored once the ops are answered (one transaction more,
 * none without it); an invalid one is logged and left out, and a call refused as a whole stores none.
 */
export async function submitJudgingOps(
  ctx: GraphQLContext,
  input: readonly JudgingOpInput[],
  madeBy?: string | null,
  device?: JudgingDeviceReportInput | null,
): Promise<OpResult[]> {
  ctx.judgingWriter.refuseWhenFull();
  const client = await requireClient(ctx);
  if (madeBy != null && madeBy !== String(client.id))
    throw appError('OPS_OF_OTHER_ACCOUNT', 'These ops were made by another account');
  if (!hasRank(client.role, 'JUDGE')) throw appError('NOT_AUTHORIZED', 'Requires role JUDGE');
  const report = deviceReportOfBatch(ctx, client.id, device);
  const results = await writeOps(ctx, input, { judgeId: client.id, mayRefuse: true });
  if (report)
    await storeDeviceReportOfBatch(
      ctx,
      client.id,
      report,
      input.map((op, i) => ({ eventId: op.eventId, clientTime: op.clientTime, taken: tookOp(results[i]) })),
    );
  return results;
}

/**
 * Whether the server took the op off the tablet: applied, known before, or kept as late for the
 * office (answered EVENT_ENDED with the office's decision). Any other refusal stays on the tablet.
 */
function tookOp(result: OpResult): boolean {
  return result.outcome !== 'REJECTED' || result.late !== null;
}

/**
 * Admin: the judge's paper point cards, entered by the office. They go the way of the judge's own
 * ops (writeOps), as the judge's, marked as entered by the caller. Their times are the office's
 * clock, which is the server's: always verified. A few cards typed by hand are never refused for
 * load (the form does not send again by itself).
 */
export async function enterPaperCards(
  ctx: GraphQLContext,
  judgeId: string,
  input: readonly JudgingOpInput[],
): Promise<OpResult[]> {
  const admin = await requireRole(ctx, 'ADMIN');
  const id = parseId(judgeId);
  const judge = id === null ? undefined : await findClientById(ctx.db, id);
  if (!judge || !hasRank(judge.role, 'JUDGE'))
    throw appError('CLIENT_NOT_FOUND', 'No judge with this id', { field: 'judgeId' });
  const verified = input.map((op) => ({ ...op, clockVerified: true }));
  return writeOps(ctx, verified, { judgeId: judge.id, enteredBy: admin.id, mayRefuse: false });
}

/**
 * Checks the batch's size, has it written (with others arriving meanwhile), answers per op in
 * order. `mayRefuse`: a full writer refuses it (SERVER_BUSY), checked right before it is queued.
 */
async function writeOps(
  ctx: GraphQLContext,
  input: readonly JudgingOpInput[],
  how: { judgeId: number; enteredBy?: number; mayRefuse: boolean },
): Promise<OpResult[]> {
  const { mayRefuse, ...who } = how;
  if (input.length < 1 || input.length > MAX_OPS_PER_BATCH)
    throw validationFailed('ops', `Send between 1 and ${MAX_OPS_PER_BATCH} ops`);
  const receivedAt = ctx.now();
  // Nothing awaited between this check and queueing: no other call can take the place meanwhile.
  if (mayRefuse) ctx.judgingWriter.refuseWhenFull();
  const { outcomes, views } = await ctx.judgingWriter.write({
    ...who,
    ops: input.map(parseOp),
    now: receivedAt,
  });
  const applied = outcomes.filter((o) => o.outcome === 'APPLIED');
  if (applied.length > 0)
    ctx.log.info('judging ops applied', {
      by: who.enteredBy ?? who.judgeId,
      judgeId: who.judgeId,
      applied: applied.length,
      ops: outcomes.length,
    });
  announceJudged(ctx, [...new Set(applied.flatMap((o) => (o.eventId === null ? [] : [o.eventId])))]);
  return outcomes.map(({ cageId, eventId: _eventId, ...outcome }) => ({
    ...outcome,
    cage: views.find((v) => v.id === cageId) ?? null,
    receivedAt,
  }));
}

/** One of the caller's cages, with its current judgement (a point card checking it is current). */
export async function judgeCage(
  ctx: GraphQLContext,
  eventId: string,
  cageId: string,
): Promise<JudgeCageView> {
  const judge = await requireRole(ctx, 'JUDGE');
  const event = await findEvent(ctx.db, eventId);
  const id = parseId(cageId);
  const [cage] = id === null ? [] : await selectJudgeCageViews(ctx.db, { cageIds: [id] });
  if (!cage || cage.eventId !== event.id) throw appError('CAGE_NOT_FOUND', 'Cage not found');
  const classes = (await selectJudgeClasses(ctx.db, judge.id, [event.id])).get(event.id);
  if (!classes?.has(cage.classCode)) throw appError('NOT_AUTHORIZED', 'You do not judge this class');
  return cage;
}

/** Admin: cages whose current judgement was made by the pigeon's own breeder. */
export async function ownPigeonJudgements(ctx: GraphQLContext, eventId: number) {
  await requireRole(ctx, 'ADMIN');
  const views = await selectJudgeCageViews(ctx.db, { eventId });
  return views.flatMap((cage) =>
    cage.judgement && cage.judgement.judgeId === cage.breederId
      ? [
          {
            cageId: cage.id,
            cageNumber: cage.cageNumber,
            classCode: cage.classCode,
            judgeId: cage.judgement.judgeId,
            judgeFirstName: cage.judgement.judgeFirstName,
            judgeLastName: cage.judgement.judgeLastName,
          },
        ]
      : [],
  );
}

/** The caller's cages in the event, with their current judgement. */
export async function judgeCages(ctx: GraphQLContext, eventId: string): Promise<JudgeCageView[]> {
  // Judge rank, like sending ops: an account demoted since its assignment reads nothing either.
  const judge = await requireRole(ctx, 'JUDGE');
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
  return (await judgingProgressOf(db, [eventId])).get(eventId) as JudgingProgressView;
}

/** Judged and all cages per class (in class order) and overall, for each of the events. */
export async function judgingProgressOf(
  db: Database,
  eventIds: readonly number[],
): Promise<Map<number, JudgingProgressView>> {
  const counts = await selectJudgingProgress(db, [...eventIds]);
  return new Map(
    eventIds.map((eventId) => {
      const perClass = counts.get(eventId) ?? [];
      const classes = CLASS_CODES.flatMap((code) => {
        const found = perClass.find((c) => c.classCode === code);
        return found ? [{ code, judged: found.judged, total: found.total }] : [];
      });
      return [
        eventId,
        {
          eventId,
          judged: classes.reduce((sum, c) => sum + c.judged, 0),
          total: classes.reduce((sum, c) => sum + c.total, 0),
          classes,
        },
      ];
    }),
  );
}

/** Tells the progress feed that judging changed these events; call after the transaction committed. */
function announceJudged(ctx: GraphQLContext, eventIds: number[]): void {
  for (const eventId of eventIds) ctx.eventBus.publish('judgingChanged', eventId);
}

/** Admin: the cage's ops, as they arrived. */
export async function cageHistory(ctx: GraphQLContext, eventId: string, cageId: string) {
  await requireRole(ctx, 'ADMIN');
  const event = await findEvent(ctx.db, eventId);
  const id = parseId(cageId);
  const [cage] = id === null ? [] : await selectJudgeCageViews(ctx.db, { cageIds: [id] });
  if (!cage || cage.eventId !== event.id) throw appError('CAGE_NOT_FOUND', 'Cage not found');
  return selectJudgingHistory(ctx.db, { eventId: event.id, cageId: cage.id });
}

/** Admin: every op of the event. */
export async function eventJudgingHistory(ctx: GraphQLContext, eventId: string) {
  await requireRole(ctx, 'ADMIN');
  const event = await findEvent(ctx.db, eventId);
  return selectJudgingHistory(ctx.db, { eventId: event.id });
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
    // Locked: a decision and the results' finalising (or a correction) queue up.
    const { row } = await lockEvent(tx, String(late.eventId), ctx.now());
    // Final results change no more: nothing may start or stop counting. Rejecting one still open is
    // allowed (it changes nothing).
    if (row.resultsFinalAt && (accept || late.lateStatus === 'ACCEPTED'))
      throw appError('RESULTS_FINAL', 'The results are final');
    // The office's correction is its last word on the cage: a late rating ordered after it would
    // silently override it.
    if (accept && (await correctedBefore(tx, late.cageId, late.orderTime)))
      throw appError('JUDGEMENT_CORRECTED', 'The office corrected this cage after this rating');
    await resolveLateOpRow(tx, id, accept ? 'ACCEPTED' : 'REJECTED', admin.id, ctx.now());
    return late;
  });
  ctx.log.info('late judging op resolved', { opId: id, accept, by: admin.id });
  announceJudged(ctx, [op.eventId]);
  const resolved = await findLateOp(ctx.db, id);
  if (!resolved) throw notFound();
  return resolved;
}

/** The office's decision about one of the caller's late ops, with its cage as judgeCage shows it. */
export interface MyLateDecisionView {
  opId: string;
  status: LateStatus;
  decidedAt: Date | null;
  /** Null when the caller no longer judges the cage's class (or no longer has judge rank). */
  cage: JudgeCageView | null;
}

/**
 * The caller's own late ops among `opIds` (1..200), in the given order, with the office's decision
 * so far: for a tablet to follow them. Other accounts' ops, ops in time and unknown or malformed
 * ids are left out alike, so the answer tells nothing of them. Any account: a judge demoted since
 * still learns what became of their ratings, but, as judgeCages, reads no cage.
 */
export async function myLateDecisions(
  ctx: GraphQLContext,
  opIds: readonly string[],
): Promise<MyLateDecisionView[]> {
  // Asked with the judge's session; a tablet that has none must log in to follow the ratings.
  if ((await ctx.viewer()).kind === 'guest')
    throw appError('UNAUTHENTICATED', 'Log in to follow your ratings');
  const client = await requireClient(ctx);
  // As many as one call of ops may hold.
  if (opIds.length < 1 || opIds.length > MAX_OPS_PER_BATCH)
    throw validationFailed('opIds', `Ask about between 1 and ${MAX_OPS_PER_BATCH} ops`);
  const ids = opIds.filter(isUuid).map((id) => id.toLowerCase());
  const ops = new Map(
    (await selectOwnLateOps(ctx.db, client.id, [...new Set(ids)])).map((op) => [op.opId, op]),
  );
  const judging = hasRank(client.role, 'JUDGE');
  const cageIds = judging ? [...ops.values()].filter((op) => op.assigned).map((op) => op.cageId) : [];
  const views = new Map(
    (await selectJudgeCageViews(ctx.db, { cageIds: [...new Set(cageIds)] })).map((view) => [view.id, view]),
  );
  return ids.flatMap((id) => {
    const op = ops.get(id);
    if (!op) return [];
    const cage = judging && op.assigned ? (views.get(op.cageId) ?? null) : null;
    return [{ opId: op.opId, status: op.lateStatus, decidedAt: op.resolvedAt, cage }];
  });
}
