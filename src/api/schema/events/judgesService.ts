import { CLASS_CODES, type ClassCode } from '../../../shared/classification.ts';
import { compareCurrentFirst } from '../../../shared/eventLifecycle.ts';
import { hasRank } from '../../../shared/roles.ts';
import { requireRole } from '../../auth/viewer.ts';
import type { GraphQLContext } from '../../context.ts';
import { selectEventsByIds } from '../../db/events.ts';
import {
  replaceJudgesOfClass,
  selectAssignmentsOfJudge,
  selectClientsByIds,
} from '../../db/judgeAssignments.ts';
import { selectClassCounts } from '../../db/registrations.ts';
import { appError, validationFailed } from '../../errors.ts';
import { announce, eventModel, eventModels, lockEvent, parseId, requireAllowed } from './eventAccess.ts';
import type { EventModel } from './eventModel.ts';

export interface JudgeAssignmentInput {
  classCode: ClassCode;
  judgeIds: readonly string[];
}

/**
 * Admin, after the deadline and until the end: each given class gets exactly the given judges
 * (JUDGE rank or above). Replacing a judge while judging runs is allowed.
 */
export async function assignJudges(
  ctx: GraphQLContext,
  eventId: string,
  assignments: readonly JudgeAssignmentInput[],
): Promise<EventModel> {
  const admin = await requireRole(ctx, 'ADMIN');
  if (assignments.length === 0) throw validationFailed('assignments', 'Give at least one class');
  const seen = new Set<ClassCode>();
  const parsed = assignments.map((assignment, i) => {
    if (!CLASS_CODES.includes(assignment.classCode))
      throw validationFailed(`assignments.${i}.classCode`, 'Unknown class');
    if (seen.has(assignment.classCode))
      throw validationFailed(`assignments.${i}.classCode`, `${assignment.classCode} is given twice`);
    seen.add(assignment.classCode);
    const judgeIds = [...new Set(assignment.judgeIds)].map(parseId);
    if (judgeIds.some((id) => id === null))
      throw validationFailed(`assignments.${i}.judgeIds`, 'Unknown judge');
    return { classCode: assignment.classCode, judgeIds: judgeIds as number[] };
  });
  const row = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId, ctx.now());
    requireAllowed('assignJudges', event.status);
    const classes = new Set((await selectClassCounts(tx, event.row.id)).map((c) => c.classCode));
    if (classes.size === 0)
      throw appError('NO_PIGEON_CLASSES_FOUND', 'No pigeons are registered for this event');
    const judges = await selectClientsByIds(tx, [...new Set(parsed.flatMap((a) => a.judgeIds))]);
    for (const [i, assignment] of parsed.entries()) {
      if (!classes.has(assignment.classCode))
        throw appError('NO_PIGEON_CLASSES_FOUND', `No pigeons are registered in ${assignment.classCode}`, {
          field: `assignments.${i}.classCode`,
          classCode: assignment.classCode,
        });
      for (const judgeId of assignment.judgeIds) {
        const judge = judges.find((j) => j.id === judgeId);
        if (!judge?.verifiedAt || !hasRank(judge.role, 'JUDGE'))
          throw validationFailed(`assignments.${i}.judgeIds`, 'Judges need the judge role or above');
      }
    }
    for (const assignment of parsed)
      await replaceJudgesOfClass(tx, event.row.id, assignment.classCode, assignment.judgeIds);
    return event.row;
  });
  ctx.log.info('judges assigned', { eventId: row.id, classes: [...seen], by: admin.id });
  announce(ctx, row.id);
  return eventModel(ctx.db, row);
}

export interface JudgeEventView {
  event: EventModel;
  classCodes: ClassCode[];
}

/**
 * Judge rank: the events and classes assigned to the caller, nothing else. Current and upcoming
 * events come first (soonest start first), ended ones last (most recent first).
 */
export async function judgeEvents(ctx: GraphQLContext): Promise<JudgeEventView[]> {
  const judge = await requireRole(ctx, 'JUDGE');
  const assignments = await selectAssignmentsOfJudge(ctx.db, judge.id);
  const rows = (await selectEventsByIds(ctx.db, [...new Set(assignments.map((a) => a.eventId))])).sort(
    compareCurrentFirst,
  );
  const models = await eventModels(ctx.db, rows);
  return models.map((event) => ({
    event,
    classCodes: CLASS_CODES.filter((code) =>
      assignments.some((a) => a.eventId === event.row.id && a.classCode === code),
    ),
  }));
}
