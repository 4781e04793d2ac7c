import { and, asc, desc, eq, inArray, isNotNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ClassCode, Sex } from '../../shared/classification.ts';
import type { LateStatus } from '../../shared/judging.ts';
import { type Database, rowsOf } from './connection.ts';
import { preparedPerDb } from './prepared.ts';
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

// The rows as one JSON document: a batch is one statement with one parameter, not 17 per op,
// which PostgreSQL plans once and PGlite passes without encoding thousands of values.
const OP_COLUMNS: readonly (readonly [
  name: string,
  type: string,
  value: (row: NewJudgingOpRow) => unknown,
])[] = [
  ['op_id', 'uuid', (row) => row.opId],
  ['event_id', 'integer', (row) => row.eventId],
  ['cage_id', 'integer', (row) => row.cageId],
  ['judge_id', 'integer', (row) => row.judgeId],
  ['entered_by', 'integer', (row) => row.enteredBy ?? null],
  ['kind', 'text', (row) => row.kind],
  ['general_impression', 'double precision', (row) => row.generalImpression ?? null],
  ['bone_structure', 'double precision', (row) => row.boneStructure ?? null],
  ['back', 'double precision', (row) => row.back ?? null],
  ['musculature', 'double precision', (row) => row.musculature ?? null],
  ['wings', 'double precision', (row) => row.wings ?? null],
  ['total', 'double precision', (row) => row.total ?? null],
  ['skip_reason', 'text', (row) => row.skipReason ?? null],
  ['note', 'text', (row) => row.note ?? null],
  ['client_time', 'timestamptz', (row) => row.clientTime.toISOString()],
  ['order_time', 'timestamptz', (row) => row.orderTime.toISOString()],
  ['received_at', 'timestamptz', (row) => row.receivedAt.toISOString()],
  ['effective', 'boolean', (row) => row.effective],
  ['late_status', 'text', (row) => row.lateStatus ?? null],
  ['correction_reason', 'text', (row) => row.correctionReason ?? null],
];
const OP_NAMES = sql.raw(OP_COLUMNS.map(([name]) => name).join(', '));
const OP_RECORD = sql.raw(OP_COLUMNS.map(([name, type]) => `${name} ${type}`).join(', '));

/** New ops; an op id that exists already (a concurrent replay) is skipped. Returns the ids written. */
export async function insertOps(db: Database, rows: NewJudgingOpRow[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const records = rows.map((row) =>
    Object.fromEntries(OP_COLUMNS.map(([name, , value]) => [name, value(row)])),
  );
  const result = await db.execute(
    sql`insert into ${judgingOps} (${OP_NAMES}) select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as op(${OP_RECORD}) on conflict (op_id) do nothing returning op_id`,
  );
  return new Set(rowsOf<{ op_id: string }>(result).map((row) => row.op_id));
}

/** What judging one cage needs to know: its event's state and scheme, and who judges its class. */
export interface CageForJudging {
  id: number;
  eventId: number;
  classCode: ClassCode;
  /** The account whose pigeon is in the cage (who must not judge it). */
  breederId: number;
  event: Pick<EventRow, 'status' | 'registrationDeadline' | 'ratingScheme' | 'resultsFinalAt'>;
  judgeIds: number[];
}

/**
 * The cages with their events and their classes' judges, in one query; the events are
 * share-locked for the rest of the transaction, so endEvent (which locks for update) waits until
 * the ops that saw the event running have committed, and vice versa.
 */
export async function selectCagesForJudging(
  db: Database,
  cageIds: number[],
): Promise<Map<number, CageForJudging>> {
  if (cageIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: cages.id,
      eventId: cages.eventId,
      classCode: registrations.classCode,
      breederId: pigeons.clientId,
      status: events.status,
      registrationDeadline: events.registrationDeadline,
      ratingScheme: events.ratingScheme,
      resultsFinalAt: events.resultsFinalAt,
      judgeIds: sql<
        number[] | null
      >`(select array_agg(${judgeAssignments.judgeId}) from ${judgeAssignments} where ${judgeAssignments.eventId} = ${cages.eventId} and ${judgeAssignments.classCode} = ${registrations.classCode})`,
    })
    .from(cages)
    .innerJoin(registrations, eq(registrations.id, cages.registrationId))
    .innerJoin(pigeons, eq(pigeons.id, registrations.pigeonId))
    .innerJoin(events, eq(events.id, cages.eventId))
    .where(inArray(cages.id, cageIds))
    .for('share', { of: events });
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        eventId: row.eventId,
        classCode: row.classCode as ClassCode,
        breederId: row.breederId,
        event: {
          status: row.status,
          registrationDeadline: row.registrationDeadline,
          ratingScheme: row.ratingScheme,
          resultsFinalAt: row.resultsFinalAt,
        },
        judgeIds: (row.judgeIds ?? []).map(Number),
      },
    ]),
  );
}

/** Which of these event ids exist. */
export async function selectExistingEventIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: events.id }).from(events).where(inArray(events.id, ids));
  return new Set(rows.map((row) => row.id));
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

/** The deciding op of every judged cage matching `where`: the latest order time, then client time, then op id. */
export function currentJudgements(db: Database, where: SQL) {
  return db
    .selectDistinctOn([judgingOps.cageId])
    .from(judgingOps)
    .where(and(eq(judgingOps.effective, true), where))
    .orderBy(
      judgingOps.cageId,
      desc(judgingOps.orderTime),
      desc(judgingOps.clientTime),
      desc(judgingOps.opId),
    )
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
  orderTime: Date;
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
  /** The breeder's address where they chose to show it publicly (`emailPublic`), else null. */
  breederPublicEmail: string | null;
  prizeKm: number;
  prizes: number;
  lastYearKm: number;
  judgement: JudgementView | null;
}

/** A cage view as the database sends it: dates as text, the judgement's fields null for an open cage. */
type CageViewJson = Omit<JudgeCageView, 'judgement'> & {
  [K in keyof JudgementView]: (K extends 'clientTime' | 'orderTime' ? string : JudgementView[K]) | null;
};

export type CageFilter =
  | { eventId: number; classCodes?: ClassCode[] }
  | { eventIds: number[] }
  | { cageIds: number[] };

type CageFilterKind = 'event' | 'events' | 'cages';

/**
 * The cage-views query for one kind of filter, built once per database: building this query in
 * drizzle costs more than PostgreSQL takes to run it for a few cages, and a judge's batch runs it
 * every time.
 */
function cageViewsQuery(db: Database, kind: CageFilterKind) {
  const ids = sql`${sql.placeholder('ids')}::integer[]`;
  const codes = sql`${sql.placeholder('classCodes')}::text[]`;
  const cageWhere =
    kind === 'cages'
      ? sql`${cages.id} = any(${ids})`
      : kind === 'events'
        ? sql`${cages.eventId} = any(${ids})`
        : sql`${cages.eventId} = ${sql.placeholder('eventId')} and (${codes} is null or ${registrations.classCode} = any(${codes}))`;
  const opWhere =
    kind === 'cages'
      ? sql`${judgingOps.cageId} = any(${ids})`
      : kind === 'events'
        ? sql`${judgingOps.eventId} = any(${ids})`
        : sql`${judgingOps.eventId} = ${sql.placeholder('eventId')}`;
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
    breederPublicEmail: sql`case when ${clients.emailPublic} then ${clients.email} end`,
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
    orderTime: current.orderTime,
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
  return db
    .select({
      views: sql<string | null>`json_agg(json_build_object(${object}) order by ${cages.cageNumber})::text`,
    })
    .from(cages)
    .innerJoin(registrations, eq(registrations.id, cages.registrationId))
    .innerJoin(pigeons, eq(pigeons.id, registrations.pigeonId))
    .innerJoin(clients, eq(clients.id, pigeons.clientId))
    .leftJoin(current, eq(current.cageId, cages.id))
    .leftJoin(judges, eq(judges.id, current.judgeId))
    .where(cageWhere)
    .prepare(`judge_cage_views_${kind}`);
}

const VIEWS_QUERIES = {
  event: preparedPerDb((db) => cageViewsQuery(db, 'event')),
  events: preparedPerDb((db) => cageViewsQuery(db, 'events')),
  cages: preparedPerDb((db) => cageViewsQuery(db, 'cages')),
};

/**
 * Cages with pigeon, breeder, flight summary and current judgement, by cage number: every cage of
 * an event (optionally of some classes only) or of several events, or the given cages.
 */
export async function selectJudgeCageViews(db: Database, filter: CageFilter): Promise<JudgeCageView[]> {
  if ('cageIds' in filter && filter.cageIds.length === 0) return [];
  if ('eventIds' in filter && filter.eventIds.length === 0) return [];
  if ('classCodes' in filter && filter.classCodes?.length === 0) return [];
  const kind: CageFilterKind = 'cageIds' in filter ? 'cages' : 'eventIds' in filter ? 'events' : 'event';
  const [found] = await VIEWS_QUERIES[kind](db).execute({
    ids: 'cageIds' in filter ? filter.cageIds : 'eventIds' in filter ? filter.eventIds : null,
    eventId: 'eventId' in filter ? filter.eventId : null,
    classCodes: 'eventId' in filter ? (filter.classCodes ?? null) : null,
  });
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
    breederPublicEmail: row.breederPublicEmail,
    prizeKm: row.prizeKm,
    prizes: row.prizes,
    lastYearKm: row.lastYearKm,
    judgement:
      row.opId === null ||
      row.kind === null ||
      row.clientTime === null ||
      row.orderTime === null ||
      row.judgeId === null
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
            orderTime: new Date(row.orderTime),
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
  const judgedCages = db
    .selectDistinct({ cageId: judgingOps.cageId })
    .from(judgingOps)
    .where(and(inArray(judgingOps.eventId, eventIds), eq(judgingOps.effective, true)))
    .as('judged');
  const rows = await db
    .select({
      eventId: cages.eventId,
      classCode: registrations.classCode,
      judged: sql<number>`count(${judgedCages.cageId})::integer`,
      total: sql<number>`count(*)::integer`,
    })
    .from(cages)
    .innerJoin(registrations, eq(registrations.id, cages.registrationId))
    .leftJoin(judgedCages, eq(judgedCages.cageId, cages.id))
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

/** One of a judge's own late ops, for the judge to follow the office's decision. */
export interface OwnLateOp {
  opId: string;
  lateStatus: LateStatus;
  resolvedAt: Date | null;
  cageId: number;
  /** Whether the judge is (still) assigned to the class of the op's cage. */
  assigned: boolean;
}

/**
 * Of these op ids (lower-case UUIDs), the judge's own late ops, in one query; ops of others and
 * ops that arrived in time are not among them.
 */
export async function selectOwnLateOps(db: Database, judgeId: number, opIds: string[]): Promise<OwnLateOp[]> {
  if (opIds.length === 0) return [];
  const rows = await db
    .select({
      opId: judgingOps.opId,
      lateStatus: judgingOps.lateStatus,
      resolvedAt: judgingOps.resolvedAt,
      cageId: judgingOps.cageId,
      assigned: sql<boolean>`exists (select 1 from ${judgeAssignments} where ${judgeAssignments.eventId} = ${judgingOps.eventId} and ${judgeAssignments.classCode} = ${registrations.classCode} and ${judgeAssignments.judgeId} = ${judgeId})`,
    })
    .from(judgingOps)
    .innerJoin(cages, eq(cages.id, judgingOps.cageId))
    .innerJoin(registrations, eq(registrations.id, cages.registrationId))
    .where(
      and(inArray(judgingOps.opId, opIds), eq(judgingOps.judgeId, judgeId), isNotNull(judgingOps.lateStatus)),
    );
  return rows.map((row) => ({ ...row, lateStatus: row.lateStatus as LateStatus }));
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

/** One op in a cage's history, with who gave it, who entered it and who decided a late one. */
export interface HistoryOpView extends JudgingOpRow {
  cageNumber: number;
  classCode: ClassCode;
  association: string;
  ringYear: number;
  serial: number;
  judgeFirstName: string;
  judgeLastName: string;
  enteredByFirstName: string | null;
  enteredByLastName: string | null;
  resolvedByFirstName: string | null;
  resolvedByLastName: string | null;
  /** The cage's current judgement (what the results count). */
  current: boolean;
}

const enterers = alias(clients, 'entered_by_client');
const deciders = alias(clients, 'resolved_by_client');

/**
 * Every op stored for the event (or one of its cages): by cage number, then as they arrived. Ops
 * the server refused are not stored, so they are not here (nothing happened to the cage).
 */
export async function selectJudgingHistory(
  db: Database,
  where: { eventId: number; cageId?: number },
): Promise<HistoryOpView[]> {
  const scope =
    where.cageId === undefined
      ? eq(judgingOps.eventId, where.eventId)
      : and(eq(judgingOps.eventId, where.eventId), eq(judgingOps.cageId, where.cageId));
  const current = currentJudgements(db, scope!);
  const rows = await db
    .select({
      op: judgingOps,
      cageNumber: cages.cageNumber,
      classCode: registrations.classCode,
      association: pigeons.association,
      ringYear: pigeons.ringYear,
      serial: pigeons.serial,
      judgeFirstName: judges.firstName,
      judgeLastName: judges.lastName,
      enteredByFirstName: enterers.firstName,
      enteredByLastName: enterers.lastName,
      resolvedByFirstName: deciders.firstName,
      resolvedByLastName: deciders.lastName,
      currentOpId: current.opId,
    })
    .from(judgingOps)
    .innerJoin(cages, eq(cages.id, judgingOps.cageId))
    .innerJoin(registrations, eq(registrations.id, cages.registrationId))
    .innerJoin(pigeons, eq(pigeons.id, registrations.pigeonId))
    .innerJoin(judges, eq(judges.id, judgingOps.judgeId))
    .leftJoin(enterers, eq(enterers.id, judgingOps.enteredBy))
    .leftJoin(deciders, eq(deciders.id, judgingOps.resolvedBy))
    .leftJoin(current, eq(current.opId, judgingOps.opId))
    .where(scope)
    .orderBy(
      asc(cages.cageNumber),
      asc(judgingOps.receivedAt),
      asc(judgingOps.clientTime),
      asc(judgingOps.opId),
    );
  return rows.map(({ op, currentOpId, ...rest }) => ({
    ...op,
    ...rest,
    classCode: rest.classCode as ClassCode,
    current: currentOpId !== null,
  }));
}

/** How many of the event's late ops wait for the office, and how many it accepted. */
export async function countLateOps(
  db: Database,
  eventId: number,
): Promise<{ pending: number; accepted: number }> {
  const rows = await db
    .select({ status: judgingOps.lateStatus, n: sql<number>`count(*)::int` })
    .from(judgingOps)
    .where(and(eq(judgingOps.eventId, eventId), isNotNull(judgingOps.lateStatus)))
    .groupBy(judgingOps.lateStatus);
  const count = (status: LateStatus) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  return { pending: count('PENDING'), accepted: count('ACCEPTED') };
}

/** Whether the office corrected the cage with an op ordered at or before `orderTime`. */
export async function correctedBefore(db: Database, cageId: number, orderTime: Date): Promise<boolean> {
  const [row] = await db
    .select({ opId: judgingOps.opId })
    .from(judgingOps)
    .where(
      and(
        eq(judgingOps.cageId, cageId),
        isNotNull(judgingOps.correctionReason),
        sql`${judgingOps.orderTime} <= ${orderTime.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
