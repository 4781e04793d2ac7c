import type { Scores } from '../../../shared/judging.ts';
import { firstScoreOutsideScheme, totalOf } from '../../../shared/judging.ts';
import {
  finalizeProblem,
  MAX_CORRECTION_REASON_LENGTH,
  MAX_OBJECTION_ANSWER_LENGTH,
  MAX_OBJECTION_REASON_LENGTH,
  MAX_OPEN_OBJECTIONS,
  objectionDeadline,
  objectionProblem,
  type ResultsStatus,
  resultsStatusOf,
} from '../../../shared/resultsStatus.ts';
import { hasRank } from '../../../shared/roles.ts';
import { requireClient, requireRole } from '../../auth/viewer.ts';
import type { GraphQLContext } from '../../context.ts';
import { findClientById } from '../../db/clients.ts';
import type { Database } from '../../db/connection.ts';
import { countLateOps, insertOps } from '../../db/judging.ts';
import {
  answerObjectionRow,
  type CorrectionView,
  countOpenObjections,
  finalizeResultsRow,
  findObjection,
  findResultCage,
  hasCagedPigeon,
  insertObjection,
  latestOrderTime,
  type ObjectionView,
  selectCorrections,
  selectCurrentJudge,
  selectObjections,
} from '../../db/objections.ts';
import type { EventRow } from '../../db/schema.ts';
import { type AppErrorExtras, appError, validationFailed } from '../../errors.ts';
import { objectionAnsweredMail } from '../../mail/objectionMail.ts';
import { announce, eventModel, findEvent, lockEvent, parseId } from '../events/eventAccess.ts';
import type { EventModel } from '../events/eventModel.ts';
import { queueUpdatedResultsMails } from '../showOffice/resultsMailsService.ts';

/** Where an event's results stand, and until when objections are taken. */
export function resultsStateOf(row: EventRow): { status: ResultsStatus | null; deadline: Date | null } {
  const ended = row.status === 'ENDED';
  const status = resultsStatusOf({ ended, resultsFinalAt: row.resultsFinalAt });
  // A show ended before its end was kept has no deadline: its results were made final then.
  const end = row.endedAt;
  return { status, deadline: ended && end ? objectionDeadline(end, row.objectionDays) : null };
}

const MESSAGES = {
  EVENT_RATINGS_NOT_FINISHED: 'The results are not out before the end',
  RESULTS_FINAL: 'The results are final',
  OBJECTION_PERIOD_OVER: 'The objection period is over',
  OBJECTION_PERIOD_RUNNING: 'The objection period is still running',
  OBJECTIONS_OPEN: 'An objection has not been answered yet',
  LATE_RATINGS_OPEN: 'A late rating waits for the decision',
} as const;

function refuse(code: keyof typeof MESSAGES | null, extras?: AppErrorExtras): void {
  if (code) throw appError(code, MESSAGES[code], extras);
}

/** A text of 1..max characters (trimmed), else VALIDATION_FAILED naming the field. */
function requiredText(field: string, value: string, max: number): string {
  const text = value.trim();
  if (text.length === 0) throw validationFailed(field, `${field} must not be empty`);
  if (text.length > max) throw validationFailed(field, `${field} must be at most ${max} characters`);
  return text;
}

function cageIdOf(cageId: string): number {
  const id = parseId(cageId);
  if (id === null) throw appError('CAGE_NOT_FOUND', 'Cage not found', { field: 'cageId' });
  return id;
}

/**
 * A breeder with a caged pigeon in the show objects to a cage's provisional result, within the
 * objection period.
 */
export async function fileObjection(
  ctx: GraphQLContext,
  eventId: string,
  cageId: string,
  reason: string,
): Promise<ObjectionView> {
  const client = await requireClient(ctx);
  const text = requiredText('reason', reason, MAX_OBJECTION_REASON_LENGTH);
  const id = await ctx.db.transaction(async (tx) => {
    // Locked: finalising waits for an objection being filed, and the other way round.
    const { row } = await lockEvent(tx, eventId, ctx.now());
    const cage = await findResultCage(tx, row.id, cageIdOf(cageId));
    if (!cage) throw appError('CAGE_NOT_FOUND', 'Cage not found', { field: 'cageId' });
    if (!(await hasCagedPigeon(tx, row.id, client.id)))
      throw appError('NOT_AUTHORIZED', 'Only breeders with pigeons in the show may object');
    refuse(objectionProblem({ ...resultsStateOf(row), now: ctx.now() }));
    // One open objection per cage and breeder, a few per show: every open one holds the results.
    const open = await selectObjections(tx, row.id, client.id);
    const waiting = open.filter((o) => o.status === 'OPEN');
    if (waiting.some((o) => o.cageId === cage.cageId) || waiting.length >= MAX_OPEN_OBJECTIONS)
      throw appError('OBJECTION_OPEN', 'An objection of yours waits for its answer', { field: 'cageId' });
    return insertObjection(tx, {
      eventId: row.id,
      cageId: cage.cageId,
      breederId: client.id,
      reason: text,
      filedAt: ctx.now(),
    });
  });
  ctx.log.info('objection filed', { eventId, objectionId: id, by: client.id });
  return (await findObjection(ctx.db, id))!;
}

/** Every objection of the event for the office; the caller's own for anyone else. */
export async function objectionsOf(ctx: GraphQLContext, eventId: string): Promise<ObjectionView[]> {
  const client = await requireClient(ctx);
  const row = await findEvent(ctx.db, eventId);
  return selectObjections(ctx.db, row.id, hasRank(client.role, 'ADMIN') ? undefined : client.id);
}

/** Admin: answers an objection (again, while the results are provisional); the breeder is told by mail. */
export async function answerObjection(
  ctx: GraphQLContext,
  objectionId: string,
  upheld: boolean,
  answer: string,
): Promise<ObjectionView> {
  const admin = await requireRole(ctx, 'ADMIN');
  const notFound = () => appError('OBJECTION_NOT_FOUND', 'No objection with this id');
  const id = parseId(objectionId);
  if (id === null) throw notFound();
  const text = requiredText('answer', answer, MAX_OBJECTION_ANSWER_LENGTH);
  const objection = await ctx.db.transaction(async (tx) => {
    const found = await findObjection(tx, id);
    if (!found) throw notFound();
    const { row } = await lockEvent(tx, String(found.eventId), ctx.now());
    if (resultsStateOf(row).status === 'FINAL') refuse('RESULTS_FINAL');
    await answerObjectionRow(tx, id, {
      status: upheld ? 'UPHELD' : 'REJECTED',
      answer: text,
      answeredBy: admin.id,
      answeredAt: ctx.now(),
    });
    return { ...(await findObjection(tx, id))!, event: row };
  });
  ctx.log.info('objection answered', { objectionId: id, upheld, by: admin.id });
  await mailAnswer(ctx, objection, objection.event);
  const { event: _event, ...view } = objection;
  return view;
}

/** The answer to its breeder, in their language; a failure is logged, the answer stays stored. */
async function mailAnswer(ctx: GraphQLContext, objection: ObjectionView, event: EventRow): Promise<void> {
  const breeder = await findClientById(ctx.db, objection.filerId);
  if (!breeder || breeder.deletedAt) return;
  const mail = objectionAnsweredMail(ctx.config.publicUrl, breeder.language, breeder.email, breeder, {
    eventId: event.id,
    eventTitle: event.title,
    cageNumber: objection.cageNumber,
    upheld: objection.status === 'UPHELD',
    answer: objection.answer ?? '',
  });
  await ctx.mailer
    .send(mail)
    .catch((error: unknown) =>
      ctx.log.error('objection answer mail failed', { objectionId: objection.id, error: String(error) }),
    );
}

/**
 * Admin: corrects a cage's judgement after the end, with a reason: a new op in the name of the
 * judge whose judgement it replaces (the cage's current judge, else the admin), entered by the
 * admin, ordered after every op before it. Breeders whose results changed since their results mail
 * get an updated one.
 */
export async function correctJudgement(
  ctx: GraphQLContext,
  eventId: string,
  cageId: string,
  scores: Scores,
  reason: string,
): Promise<CorrectionView> {
  const admin = await requireRole(ctx, 'ADMIN');
  const text = requiredText('reason', reason, MAX_CORRECTION_REASON_LENGTH);
  const opId = crypto.randomUUID();
  const eventRow = await ctx.db.transaction(async (tx) => {
    const { row } = await lockEvent(tx, eventId, ctx.now());
    const cage = await findResultCage(tx, row.id, cageIdOf(cageId));
    if (!cage) throw appError('CAGE_NOT_FOUND', 'Cage not found', { field: 'cageId' });
    // The office does not judge its own pigeons, on a paper card or after the end.
    if (cage.breederId === admin.id)
      throw appError('OWN_PIGEON', 'The office does not correct the judgement of its own pigeons');
    const { status } = resultsStateOf(row);
    if (status === null) refuse('EVENT_RATINGS_NOT_FINISHED');
    if (status === 'FINAL') refuse('RESULTS_FINAL');
    const category = firstScoreOutsideScheme(row.ratingScheme, scores);
    if (category)
      throw appError('RATING_MUST_BE_POSITIVE', 'Rating not possible', { field: `scores.${category}` });
    const now = ctx.now();
    const judgeId = (await selectCurrentJudge(tx, cage.cageId)) ?? admin.id;
    await insertOps(tx, [
      {
        opId,
        eventId: row.id,
        cageId: cage.cageId,
        judgeId,
        enteredBy: admin.id,
        kind: 'RATE',
        ...scores,
        total: totalOf(scores),
        skipReason: null,
        note: null,
        clientTime: now,
        // After every op of the cage: a correction is the office's last word until another.
        orderTime: await laterThanEveryOp(tx, cage.cageId, now),
        receivedAt: now,
        effective: true,
        lateStatus: null,
        correctionReason: text,
      },
    ]);
    return row;
  });
  ctx.log.info('judgement corrected', { eventId: eventRow.id, cageId, opId, by: admin.id });
  // The results change now, not once the mutation is answered: the mails below compare with them.
  ctx.results.clear();
  ctx.eventBus.publish('judgingChanged', eventRow.id);
  announce(ctx, eventRow.id);
  await queueUpdatedResultsMails(ctx, eventRow.id);
  return (await selectCorrections(ctx.db, eventRow.id)).find((c) => c.opId === opId)!;
}

/** The order time of a correction: now, or just after the latest op of the cage if that is later. */
async function laterThanEveryOp(db: Database, cageId: number, now: Date): Promise<Date> {
  const latest = await latestOrderTime(db, cageId);
  return latest && latest.getTime() >= now.getTime() ? new Date(latest.getTime() + 1) : now;
}

/** The corrections since the provisional results (none before the end). */
export function correctionsOf(ctx: Pick<GraphQLContext, 'db'>, event: EventModel): Promise<CorrectionView[]> {
  return selectCorrections(ctx.db, event.row.id);
}

/** Admin: the results become final (early: before the objection deadline, on purpose). */
export async function finalizeResults(
  ctx: GraphQLContext,
  eventId: string,
  early: boolean,
): Promise<EventModel> {
  const admin = await requireRole(ctx, 'ADMIN');
  const row = await ctx.db.transaction(async (tx) => {
    const { row } = await lockEvent(tx, eventId, ctx.now());
    refuse(
      finalizeProblem({
        ...resultsStateOf(row),
        now: ctx.now(),
        openObjections: await countOpenObjections(tx, row.id),
        pendingLateRatings: (await countLateOps(tx, row.id)).pending,
        early,
      }),
    );
    return (await finalizeResultsRow(tx, row.id, admin.id, ctx.now()))!;
  });
  ctx.log.info('results finalised', { eventId: row.id, early, by: admin.id });
  announce(ctx, row.id);
  return eventModel(ctx.db, row);
}
