import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ClassCode } from '../../shared/classification.ts';
import type { Database } from './connection.ts';
import { type ClientRow, clients, judgeAssignments } from './schema.ts';

export interface AssignedJudge {
  classCode: ClassCode;
  judgeId: number;
  firstName: string;
  lastName: string;
}

/** The judges of each event's classes, by name. */
export async function selectJudgesOfEvents(
  db: Database,
  eventIds: readonly number[],
): Promise<Map<number, AssignedJudge[]>> {
  const judges = new Map<number, AssignedJudge[]>(eventIds.map((id) => [id, []]));
  if (eventIds.length === 0) return judges;
  const rows = await db
    .select({
      eventId: judgeAssignments.eventId,
      classCode: judgeAssignments.classCode,
      judgeId: clients.id,
      firstName: clients.firstName,
      lastName: clients.lastName,
    })
    .from(judgeAssignments)
    .innerJoin(clients, eq(clients.id, judgeAssignments.judgeId))
    .where(inArray(judgeAssignments.eventId, [...eventIds]))
    .orderBy(asc(clients.lastName), asc(clients.firstName), asc(clients.id));
  for (const { eventId, ...row } of rows)
    judges.get(eventId)?.push({ ...row, classCode: row.classCode as ClassCode });
  return judges;
}

/** The class's judges become exactly `judgeIds`. */
export async function replaceJudgesOfClass(
  db: Database,
  eventId: number,
  classCode: ClassCode,
  judgeIds: number[],
): Promise<void> {
  await db
    .delete(judgeAssignments)
    .where(and(eq(judgeAssignments.eventId, eventId), eq(judgeAssignments.classCode, classCode)));
  if (judgeIds.length > 0)
    await db.insert(judgeAssignments).values(judgeIds.map((judgeId) => ({ eventId, classCode, judgeId })));
}

/** Every (event, class) the client is assigned to judge. */
export async function selectAssignmentsOfJudge(
  db: Database,
  judgeId: number,
): Promise<{ eventId: number; classCode: ClassCode }[]> {
  const rows = await db
    .select({ eventId: judgeAssignments.eventId, classCode: judgeAssignments.classCode })
    .from(judgeAssignments)
    .where(eq(judgeAssignments.judgeId, judgeId));
  return rows.map((row) => ({ ...row, classCode: row.classCode as ClassCode }));
}

export async function selectClientsByIds(
  db: Database,
  ids: number[],
): Promise<Pick<ClientRow, 'id' | 'role' | 'verifiedAt'>[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: clients.id, role: clients.role, verifiedAt: clients.verifiedAt })
    .from(clients)
    .where(inArray(clients.id, ids));
}
