import {
  judgeStatistics as figuresOf,
  type JudgeFigures,
  type RatingOutlier,
} from '../../../shared/judgeStatistics.ts';
import { requireRole } from '../../auth/viewer.ts';
import type { GraphQLContext } from '../../context.ts';
import { selectJudgesOfEvents } from '../../db/judgeAssignments.ts';
import { selectStatJudgements } from '../../db/judgeStatistics.ts';
import { findEvent } from '../events/eventAccess.ts';

/** A judge as the statistics name them. */
export interface StatJudgeView {
  id: number;
  firstName: string;
  lastName: string;
}

export interface JudgeStatisticsView {
  eventId: number;
  judges: (JudgeFigures & { judge: StatJudgeView })[];
  outliers: (RatingOutlier & { judge: StatJudgeView })[];
}

const byName = new Intl.Collator('de');

/**
 * Admin: each judge's figures and the ratings far from their class's mean, from the judgements
 * that count now (docs/domain.md, Judge statistics). In any state of the show: the office watches
 * while judging runs.
 */
export async function judgeStatistics(ctx: GraphQLContext, eventId: string): Promise<JudgeStatisticsView> {
  await requireRole(ctx, 'ADMIN');
  const event = await findEvent(ctx.db, eventId);
  const [judgements, assigned] = await Promise.all([
    selectStatJudgements(ctx.db, event.id),
    selectJudgesOfEvents(ctx.db, [event.id]),
  ]);
  const judges = new Map<number, StatJudgeView>();
  for (const a of assigned.get(event.id) ?? [])
    judges.set(a.judgeId, { id: a.judgeId, firstName: a.firstName, lastName: a.lastName });
  for (const j of judgements)
    if (!judges.has(j.judgeId))
      judges.set(j.judgeId, { id: j.judgeId, firstName: j.judgeFirstName, lastName: j.judgeLastName });
  const figures = figuresOf(judgements, [...judges.keys()]);
  const judgeOf = (id: number) => judges.get(id)!;
  return {
    eventId: event.id,
    // As lists of people go: by last name, then first name; former members (no name) last.
    judges: figures.judges
      .map((f) => ({ ...f, judge: judgeOf(f.judgeId) }))
      .sort(
        (a, b) =>
          Number(a.judge.lastName === '') - Number(b.judge.lastName === '') ||
          byName.compare(
            `${a.judge.lastName} ${a.judge.firstName}`,
            `${b.judge.lastName} ${b.judge.firstName}`,
          ) ||
          a.judgeId - b.judgeId,
      ),
    outliers: figures.outliers.map((o) => ({ ...o, judge: judgeOf(o.judgeId) })),
  };
}
