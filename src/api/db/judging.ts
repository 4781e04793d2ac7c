import { and, asc, desc, eq, inArray, isNotNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ClassCode, Sex } from '../../shared/classification.ts';
import type { LateStatus } from '../../shared/judging.ts';
import type { Database } from './connection.ts';
import {
  cages,
  clients,
  type EventRow,
  events,
  type JudgingOpRow,
  judgeAssignments,
  judgingOps,
  type NewJudgingOpRow,
  pigeons,
  registrations,
} from './schema.ts';

export async function selectOpsByIds(db: Database, opIds: string[]): Promise<JudgingOpRow[]> {
  if (opIds.length === 0) return [];
  return db.select().from(judgingOps).where(inArray(judgingOps.opId, opIds));
}

/** New ops; an op id that exists already (a concurrent replay) is skipped. Returns the ids written. */
export async function insertOps(db: Database, rows: NewJudgingOpRow[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const written = await db
    .insert(judgingOps)
    .values(rows)
    .onConflictDoNothing({ target: judgingOps.opId })
    .returning({ opId: judgingOps.opId });
  return new Set(written.map((row) => row.opId));
}

export interface CageOfOp {
  id: number;
  eventId: number;
  classCode: ClassCode;
}

export async function selectCagesByIds(db: Database, ids: number[]): Promise<CageOfOp[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: cages.id, eventId: cages.eventId, classCode: registrations.classCode })
    .from(cages)
    .innerJoin(registrations, eq(registrations.id, cages.registrationId))
    .where(inArray(cages.id, ids));
  return rows as CageOfOp[];
}

/**
 * The events, share-locked for the rest of the transaction: endEvent (which locks for update)
 * waits until the ops that saw the event running have committed, and vice versa.
 */
export async function selectEventsForJudging(db: Database, ids: number[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(events).where(inArray(events.id, ids)).orderBy(asc(events.id)).for('share');
}

/** The classes the judge is assigned to, per event. */
export async function selectJudgeClasses(
  db: Database,
  judgeId: number,
  eventIds: number[],
): Promise<Map<number, Set<ClassCode>>> {
  const classes = new Map<number, Set<ClassCode>>();
  if (eventIds.length === 0) return classes;
  const rows = await db
    .select({ eventId: judgeAssignments.eventId, classCode: judgeAssignments.classCode })
    .from(judgeAssignments)
    .where(and(eq(judgeAssignments.judgeId, judgeId), inArray(judgeAssignments.eventId, eventIds)));
  for (const row of rows) {
    const set = classes.get(row.eventId) ?? new Set<ClassCode>();
    set.add(row.classCode as ClassCode);
    classes.set(row.eventId, set);
  }
  return classes;
}

/** The deciding op of every judged cage matching `where`: the latest client time, then op id. */
function currentJudgements(db: Database, where: SQL) {
  return db
    .selectDistinctOn([judgingOps.cageId])
    .from(judgingOps)
    .where(and(eq(judgingOps.effective, true), where))
    .orderBy(judgingOps.cageId, desc(judgingOps.clientTime), desc(judgingOps.opId))
    .as('current');
}

const judges = alias(clients, 'judge');

export interface JudgementView {
  opId: string;
  kind: 'RATE' | 'SKIP';
  generalImpression: number | null;
  boneStructure: number | null;
  back: number | null;
  musculature: number | null;
  wings: number | null;
  total: number | null;
  skipReason: 'ABSENT' | 'SICK' | 'OTHER' | null;
  note: string | null;
  clientTime: Date;
  judgeId: number;
  judgeFirstName: string;
  judgeLastName: string;
}

export interface JudgeCageView {
  id: number;
  eventId: number;
  cageNumber: number;
  classCode: ClassCode;
  association: string;
  ringYear: number;
  serial: number;
  sex: Sex;
  color: string;
  breederId: number;
  breederFirstName: string;
  breederLastName: string;
  prizeKm: number;
  prizes: number;
  lastYearKm: number;
  judgement: JudgementView | null;
}

/** A cage view as the database sends it: dates as text, the judgement's fields null for an open cage. */
type CageViewJson = Omit<JudgeCageView, 'judgement'> & {
  [K in keyof JudgementView]: (K extends 'clientTime' ? string : JudgementView[K]) | null;
};

export type CageFilter =
  | { eventId: number; classCodes?: ClassCode[] }
  | { eventIds: number[] }
  | { cageIds: number[] };

/**
 * Cages with pigeon, breeder, flight summary and current judgement, by cage number: every cage of
 * an event (optionally of some classes only) or of several events, or the given cages.
 */
export async function selectJudgeCageViews(db: Database, filter: CageFilter): Promise<JudgeCageView[]> {
  if ('cageIds' in filter && filter.cageIds.length === 0) return [];
  if ('eventIds' in filter && filter.eventIds.length === 0) return [];
  if ('classCodes' in filter && filter.classCodes?.length === 0) return [];
  const cageWhere =
    'cageIds' in filter
      ? inArray(cages.id, filter.cageIds)
      : 'eventIds' in filter
        ? inArray(cages.eventId, filter.eventIds)
        : and(
            eq(cages.eventId, filter.eventId),
            filter.classCodes ? inArray(registrations.classCode, filter.classCodes) : undefined,
          );
  const opWhere =
    'cageIds' in filter
      ? inArray(judgingOps.cageId, filter.cageIds)
      : 'eventIds' in filter
        ? inArray(judgingOps.eventId, filter.eventIds)
        : eq(judgingOps.eventId, filter.eventId);
  const current = currentJudgements(db, opWhere);
  const fields = {
    id: cages.id,
    eventId: cages.eventId,
    cageNumber: cages.cageNumber,
    classCode: registrations.classCode,
    association: pigeons.association,
    ringYear: pigeons.ringYear,
    serial: pigeons.serial,
    sex: pigeons.sex,
    color: pigeons.color,
    breederId: clients.id,
    breederFirstName: clients.firstName,
    breederLastName: clients.lastName,
    prizeKm: registrations.prizeKm,
    prizes: registrations.prizes,
    lastYearKm: registrations.lastYearKm,
    opId: current.opId,
    kind: current.kind,
    generalImpression: current.generalImpression,
    boneStructure: current.boneStructure,
    back: current.back,
    musculature: current.musculature,
    wings: current.wings,
    total: current.total,
    skipReason: current.skipReason,
    note: current.note,
    clientTime: current.clientTime,
    judgeId: current.judgeId,
    judgeFirstName: judges.firstName,
    judgeLastName: judges.lastName,
  } satisfies Record<keyof CageViewJson, SQLWrapper>;
  const object = sql.join(
    Object.entries(fields).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  );
  // One JSON value instead of 29 per cage: PGlite pays per value it returns, so a 5,000-cage show
  // reads about three times faster this way.
  const [found] = await db
    .select({
      views: sql<string | null>`json_agg(json_build_object(${object}) order by ${cages.cageNumber})::text`,
    })
    .from(cages)
    .innerJoin(registrations, eq(registrations.id, cages.registrationId))
    .innerJoin(pigeons, eq(pigeons.id, registrations.pigeonId))
    .innerJoin(clients, eq(clients.id, pigeons.clientId))
    .leftJoin(current, eq(current.cageId, cages.id))
    .leftJoin(judges, eq(judges.id, current.judgeId))
    .where(cageWhere);
  const rows = JSON.parse(found?.views ?? '[]') as CageViewJson[];
  return rows.map((row) => ({
    id: row.id,
    eventId: row.eventId,
    cageNumber: row.cageNumber,
    classCode: row.classCode,
    association: row.association,
    ringYear: row.ringYear,
    serial: row.serial,
    sex: row.sex,
    color: row.color,
    breederId: row.breederId,
    breederFirstName: row.breederFirstName,
    breederLastName: row.breederLastName,
    prizeKm: row.prizeKm,
    prizes: row.prizes,
    lastYearKm: row.lastYearKm,
    judgement:
      row.opId === null || row.kind === null || row.clientTime === null || row.judgeId === null
        ? null
        : {
            opId: row.opId,
            kind: row.kind,
            generalImpression: row.generalImpression,
            boneStructure: row.boneStructure,
            back: row.back,
            musculature: row.musculature,
            wings: row.wings,
            total: row.total,
            skipReason: row.skipReason,
            note: row.note,
            clientTime: new Date(row.clientTime),
            judgeId: row.judgeId,
            judgeFirstName: row.judgeFirstName ?? '',
            judgeLastName: row.judgeLastName ?? '',
          },
  }));
}

export interface ClassProgress {
  classCode: ClassCode;
  judged: number;
  total: number;
}

/** Cages and judged cages (an effective rating or skip) per class of the events. */
export async function selectJudgingProgress(
  db: Database,
  eventIds: number[],
): Promise<Map<number, ClassProgress[]>> {
  const progress = new Map<number, ClassProgress[]>(eventIds.map((id) => [id, []]));
  if (eventIds.length === 0) return progress;
  const judged = sql<number>`count(*) filter (where exists (select 1 from ${judgingOps} where ${judgingOps.cageId} = ${cages.id} and ${judgingOps.effective}))::integer`;
  const rows = await db
    .select({
      eventId: cages.eventId,
      classCode: registrations.classCode,
      judged,
      total: sql<number>`count(*)::integer`,
    })
    .from(cages)
    .innerJoin(registrations, eq(registrations.id, cages.registrationId))
    .where(inArray(cages.eventId, eventIds))
    .groupBy(cages.eventId, registrations.classCode);
  for (const row of rows)
    progress.get(row.eventId)?.push({
      classCode: row.classCode as ClassCode,
      judged: Number(row.judged),
      total: Number(row.total),
    });
  return progress;
}

/** Cages of the event with neither an effective rating nor skip. */
export function unjudgedCondition() {
  return sql`not exists (select 1 from ${judgingOps} where ${judgingOps.cageId} = ${cages.id} and ${judgingOps.effective})`;
}

export interface LateOpView extends JudgingOpRow {
  cageNumber: number;
  classCode: ClassCode;
  association: string;
  ringYear: number;
  serial: number;
  judgeFirstName: string;
  judgeLastName: string;
}

const lateOpFields = {
  op: judgingOps,
  cageNumber: cages.cageNumber,
  classCode: registrations.classCode,
  association: pigeons.association,
  ringYear: pigeons.ringYear,
  serial: pigeons.serial,
  judgeFirstName: clients.firstName,
  judgeLastName: clients.lastName,
};

function lateOpQuery(db: Database, where: SQL | undefined) {
  return db
    .select(lateOpFields)
    .from(judgingOps)
    .innerJoin(cages, eq(cages.id, judgingOps.cageId))
    .innerJoin(registrations, eq(registrations.id, cages.registrationId))
    .innerJoin(pigeons, eq(pigeons.id, registrations.pigeonId))
    .innerJoin(clients, eq(clients.id, judgingOps.judgeId))
    .where(and(isNotNull(judgingOps.lateStatus), where));
}

type LateOpRow = Awaited<ReturnType<typeof lateOpQuery>>[number];

function toLateOpView({ op, ...rest }: LateOpRow): LateOpView {
  return { ...op, ...rest, classCode: rest.classCode as ClassCode };
}

export async function selectLateOps(db: Database, eventId: number): Promise<LateOpView[]> {
  const rows = await lateOpQuery(db, eq(judgingOps.eventId, eventId)).orderBy(
    asc(judgingOps.receivedAt),
    asc(judgingOps.clientTime),
    asc(judgingOps.opId),
  );
  return rows.map(toLateOpView);
}

export async function findLateOp(db: Database, opId: string): Promise<LateOpView | undefined> {
  const [row] = await lateOpQuery(db, eq(judgingOps.opId, opId));
  return row ? toLateOpView(row) : undefined;
}

/** Records an admin's decision on a late op; accepted ops count from now on. */
export async function resolveLateOpRow(
  db: Database,
  opId: string,
  status: Exclude<LateStatus, 'PENDING'>,
  adminId: number,
  at: Date,
): Promise<void> {
  await db
    .update(judgingOps)
    .set({ lateStatus: status, effective: status === 'ACCEPTED', resolvedBy: adminId, resolvedAt: at })
    .where(eq(judgingOps.opId, opId));
}
