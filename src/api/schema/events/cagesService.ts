import { startBlockers } from '../../../shared/catalogueChecks.ts';
import { formatRingNumber } from '../../../shared/ringNumber.ts';
import { cageNumberProblem, MAX_CAGE_NUMBER } from '../../../shared/validation.ts';
import { requireRole } from '../../auth/viewer.ts';
import type { GraphQLContext } from '../../context.ts';
import {
  type CageView,
  countManualCages,
  findCageById,
  findCageView,
  findOtherCageWithNumber,
  numberCages,
  selectCagesOfEvent,
  setCageNumberRow,
} from '../../db/cages.ts';
import type { Database } from '../../db/connection.ts';
import { selectJudgesOfEvents } from '../../db/judgeAssignments.ts';
import { selectClassCounts } from '../../db/registrations.ts';
import { appError, validationFailed } from '../../errors.ts';
import { announce, eventModel, findEvent, lockEvent, parseId, requireAllowed } from './eventAccess.ts';
import type { EventModel } from './eventModel.ts';

/** The cages of an event by number, for everyone (empty until cages are assigned). */
export async function eventCages(ctx: GraphQLContext, eventId: string): Promise<CageView[]> {
  const event = await findEvent(ctx.db, eventId);
  return selectCagesOfEvent(ctx.db, event.id);
}

/**
 * Admin, between deadline and start: numbers every registered pigeon 1..n in class order, then
 * ring number. Numbers set by hand are only overwritten with `force`.
 */
export async function assignCages(ctx: GraphQLContext, eventId: string, force: boolean): Promise<EventModel> {
  const admin = await requireRole(ctx, 'ADMIN');
  const { row, count } = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId, ctx.now());
    requireAllowed('assignCages', event.status);
    if ((await selectClassCounts(tx, event.row.id)).length === 0)
      throw appError('NO_PIGEON_CLASSES_FOUND', 'No pigeons are registered for this event');
    const manualCount = await countManualCages(tx, event.row.id);
    if (manualCount > 0 && !force)
      throw appError('CAGES_MANUALLY_CHANGED', 'Some cage numbers were changed by hand; renumber anyway?', {
        manualCount,
      });
    return { row: event.row, count: await numberCages(tx, event.row.id) };
  });
  ctx.log.info('cages assigned', { eventId: row.id, cages: count, by: admin.id });
  announce(ctx, row.id);
  return eventModel(ctx.db, row);
}

/**
 * Admin, between deadline and start: one cage gets another number, a whole number from 1 up
 * (0 or less is refused, never made 1) that no other cage of the event has. When another cage has
 * it, the refusal names that cage's ring number.
 */
export async function setCageNumber(
  ctx: GraphQLContext,
  cageId: string,
  cageNumber: number,
): Promise<CageView> {
  const admin = await requireRole(ctx, 'ADMIN');
  const problem = cageNumberProblem(cageNumber);
  if (problem === 'notPositive')
    throw appError('CAGE_NUMBER_MUST_BE_POSITIVE', 'The cage number must be positive', {
      field: 'cageNumber',
    });
  if (problem === 'tooLarge')
    throw validationFailed('cageNumber', `The cage number must be at most ${MAX_CAGE_NUMBER}`);
  const id = parseId(cageId);
  const cage = id === null ? undefined : await findCageById(ctx.db, id);
  if (!cage) throw appError('CAGE_NOT_FOUND', 'Cage not found');
  await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, String(cage.eventId), ctx.now());
    requireAllowed('assignCages', event.status);
    // Checked again under the event lock: a renumbering may have replaced the cage meanwhile.
    if (!(await findCageById(tx, cage.id))) throw appError('CAGE_NOT_FOUND', 'Cage not found');
    const holder = await findOtherCageWithNumber(tx, cage.eventId, cageNumber, cage.id);
    if (holder) {
      const ringNumber = formatRingNumber({
        association: holder.association,
        year: holder.ringYear,
        serial: holder.serial,
      });
      throw appError('VALIDATION_FAILED', `Cage ${cageNumber} already holds ${ringNumber}`, {
        field: 'cageNumber',
        cageNumber,
        ringNumber,
      });
    }
    await setCageNumberRow(tx, cage.id, cageNumber);
  });
  ctx.log.info('cage number set', { cageId: cage.id, cageNumber, by: admin.id });
  announce(ctx, cage.eventId);
  const view = await findCageView(ctx.db, cage.id);
  if (!view) throw appError('CAGE_NOT_FOUND', 'Cage not found');
  return view;
}

/**
 * Start preconditions: cages exist, and none of the checks before the start that block it is open
 * (src/shared/catalogueChecks.ts, the rule the admin's event page shows): every registered pigeon
 * has a cage, every class with registrations a judge.
 */
export async function checkReadyToStart(tx: Database, eventId: number): Promise<void> {
  const classes = await selectClassCounts(tx, eventId);
  const judges = (await selectJudgesOfEvents(tx, [eventId])).get(eventId) ?? [];
  const blockers = startBlockers(
    classes.map((c) => ({
      code: c.classCode,
      registrationCount: c.registrationCount,
      cageCount: c.cageCount,
      judges: judges
        .filter((judge) => judge.classCode === c.classCode)
        .map((judge) => ({ id: String(judge.judgeId) })),
      exhibitorIds: c.exhibitorIds.map(String),
    })),
  );
  // One refusal names everything still missing: the cages first, and the classes without a judge
  // with them (in class order), so the office is not sent back a second time.
  const { noCages, uncagedCount, classesWithoutJudge: classCodes } = blockers;
  if (noCages || uncagedCount > 0)
    throw appError(
      'NO_CAGES_FOR_EVENT',
      noCages ? 'No cages are assigned for this event' : `${uncagedCount} registered pigeons have no cage`,
      { uncagedCount, classCodes },
    );
  if (classCodes.length > 0)
    throw appError('CLASSES_WITHOUT_JUDGE', `No judge for ${classCodes.join(', ')}`, { classCodes });
}
