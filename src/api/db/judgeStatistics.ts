import { and, eq, isNull } from 'drizzle-orm';
import type { ClassCode } from '../../shared/classification.ts';
import type { Database } from './connection.ts';
import { currentJudgements } from './judging.ts';
import { cages, clients, judgingOps, registrations } from './schema.ts';

/** A cage's judgement as the judge statistics count it, with its judge's name. */
export interface StatJudgementRow {
  cageId: number;
  cageNumber: number;
  classCode: ClassCode;
  judgeId: number;
  judgeFirstName: string;
  judgeLastName: string;
  /** The rating's total; null for a skip. */
  total: number | null;
}

/**
 * Every judged cage of the event with the judgement that counts for the judge statistics: the
 * current judgement as the results pick it (the effective op with the latest order time), among the
 * judges' own ops only.
 */
export async function selectStatJudgements(db: Database, eventId: number): Promise<StatJudgementRow[]> {
  const judged = currentJudgements(
    db,
    and(
      eq(judgingOps.eventId, eventId),
      // Statistics are about how the judges judged: an office correction (correctJudgement, an op
      // entered in the judge's name with a reason) is not the judge's, so a corrected cage counts
      // with its latest op before the correction. This one line is the whole difference from the
      // results' current judgement.
      isNull(judgingOps.correctionReason),
    )!,
  );
  const rows = await db
    .select({
      cageId: cages.id,
      cageNumber: cages.cageNumber,
      classCode: registrations.classCode,
      judgeId: judged.judgeId,
      judgeFirstName: clients.firstName,
      judgeLastName: clients.lastName,
      total: judged.total,
    })
    .from(judged)
    .innerJoin(cages, eq(cages.id, judged.cageId))
    .innerJoin(registrations, eq(registrations.id, cages.registrationId))
    .innerJoin(clients, eq(clients.id, judged.judgeId));
  return rows.map((row) => ({ ...row, classCode: row.classCode as ClassCode }));
}
