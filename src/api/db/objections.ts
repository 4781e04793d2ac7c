import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ClassCode } from '../../shared/classification.ts';
import type { ObjectionStatus } from '../../shared/resultsStatus.ts';
import { type Database, rowsOf } from './connection.ts';
import {
  cages,
  clients,
  type EventRow,
  events,
  judgingOps,
  objections,
  pigeons,
  registrations,
} from './schema.ts';

/** A cage as objections and corrections name it. */
export interface ResultCage {
  cageId: number;
  eventId: number;
  cageNumber: number;
  classCode: ClassCode;
  association: string;
  ringYear: number;
  serial: number;
  breederId: number;
}

const cageFields = {
  cageId: cages.id,
  eventId: cages.eventId,
  cageNumber: cages.cageNumber,
  classCode: sql<ClassCode>`${registrations.classCode}`,
  association: pigeons.association,
  ringYear: pigeons.ringYear,
  serial: pigeons.serial,
  breederId: pigeons.clientId,
};

/** The cage of the event with this id; undefined for another event's or none. */
export async function findResultCage(
  db: Database,
  eventId: number,
  cageId: number,
): Promise<ResultCage | undefined> {
  const [cage] = await db
    .select(cageFields)
    .from(cages)
    .innerJoin(registrations, eq(registrations.id, cages.registrationId))
    .innerJoin(pigeons, eq(pigeons.id, registrations.pigeonId))
    .where(and(eq(cages.id, cageId), eq(cages.eventId, eventId)));
  return cage;
}

/** Whether the account has a caged pigeon in the event. */
export async function hasCagedPigeon(db: Database, eventId: number, clientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: cages.id })
    .from(cages)
    .innerJoin(registrations, eq(registrations.id, cages.registrationId))
    .innerJoin(pigeons, eq(pigeons.id, registrations.pigeonId))
    .where(and(eq(cages.eventId, eventId), eq(pigeons.clientId, clientId)))
    .limit(1);
  return row !== undefined;
}

export interface ObjectionView extends ResultCage {
  id: number;
  filerId: number;
  filerFirstName: string;
  filerLastName: string;
  filerDeleted: boolean;
  reason: string;
  status: ObjectionStatus;
  answer: string | null;
  filedAt: Date;
  answeredAt: Date | null;
}

const filer = alias(clients, 'filer');

function objectionQuery(db: Database) {
  return db
    .select({
      ...cageFields,
      id: objections.id,
      filerId: objections.breederId,
      filerFirstName: filer.firstName,
      filerLastName: filer.lastName,
      filerDeleted: sql<boolean>`${filer.deletedAt} is not null`,
      reason: objections.reason,
      status: objections.status,
      answer: objections.answer,
      filedAt: objections.filedAt,
      answeredAt: objections.answeredAt,
    })
    .from(objections)
    .innerJoin(cages, eq(cages.id, objections.cageId))
    .innerJoin(registrations, eq(registrations.id, cages.registrationId))
    .innerJoin(pigeons, eq(pigeons.id, registrations.pigeonId))
    .innerJoin(filer, eq(filer.id, objections.breederId));
}

/** The event's objections (of one breeder only, when given), the latest first. */
export async function selectObjections(
  db: Database,
  eventId: number,
  breederId?: number,
): Promise<ObjectionView[]> {
  return objectionQuery(db)
    .where(
      and(
        eq(objections.eventId, eventId),
        breederId === undefined ? undefined : eq(objections.breederId, breederId),
      ),
    )
    .orderBy(desc(objections.filedAt), desc(objections.id));
}

export async function findObjection(db: Database, id: number): Promise<ObjectionView | undefined> {
  const [row] = await objectionQuery(db).where(eq(objections.id, id));
  return row;
}

export async function insertObjection(
  db: Database,
  row: { eventId: number; cageId: number; breederId: number; reason: string; filedAt: Date },
): Promise<number> {
  const [inserted] = await db.insert(objections).values(row).returning({ id: objections.id });
  return inserted.id;
}

export async function answerObjectionRow(
  db: Database,
  id: number,
  answer: { status: Exclude<ObjectionStatus, 'OPEN'>; answer: string; answeredBy: number; answeredAt: Date },
): Promise<void> {
  await db.update(objections).set(answer).where(eq(objections.id, id));
}

export async function countOpenObjections(db: Database, eventId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(objections)
    .where(and(eq(objections.eventId, eventId), eq(objections.status, 'OPEN')));
  return row?.count ?? 0;
}

/** Marks the event's results final. */
export async function finalizeResultsRow(
  db: Database,
  eventId: number,
  by: number,
  at: Date,
): Promise<EventRow | undefined> {
  const [row] = await db
    .update(events)
    .set({ resultsFinalAt: at, resultsFinalBy: by })
    .where(eq(events.id, eventId))
    .returning();
  return row;
}

export interface CorrectionView extends ResultCage {
  opId: string;
  oldTotal: number | null;
  newTotal: number | null;
  reason: string;
  at: Date;
}

/**
 * The office's corrections of the event's judgements, the latest first, each with the total of
 * the judgement it replaced: the effective op before it in its cage's order (what the results
 * showed until then; none for a cage nobody had judged).
 */
export async function selectCorrections(db: Database, eventId: number): Promise<CorrectionView[]> {
  const result = await db.execute(sql`
    with ordered as (
      select op_id, cage_id, total, correction_reason, received_at,
        lag(total) over w as old_total
      from ${judgingOps}
      where ${judgingOps.eventId} = ${eventId} and ${judgingOps.effective}
        -- The cages the office corrected only: every results view asks, most shows have none.
        and cage_id in (select cage_id from ${judgingOps} where ${judgingOps.eventId} = ${eventId}
          and ${judgingOps.correctionReason} is not null)
      window w as (partition by cage_id order by order_time, client_time, op_id)
    )
    select o.op_id, o.total, o.old_total, o.correction_reason, o.received_at,
      c.id as cage_id, c.event_id, c.cage_number, r.class_code, p.association, p.ring_year, p.serial,
      p.client_id as breeder_id
    from ordered o
    join ${cages} c on c.id = o.cage_id
    join ${registrations} r on r.id = c.registration_id
    join ${pigeons} p on p.id = r.pigeon_id
    where o.correction_reason is not null
    order by o.received_at desc, o.op_id desc`);
  return rowsOf<{
    op_id: string;
    total: number | null;
    old_total: number | null;
    correction_reason: string;
    received_at: string | Date;
    cage_id: number;
    event_id: number;
    cage_number: number;
    class_code: ClassCode;
    association: string;
    ring_year: number;
    serial: number;
    breeder_id: number;
  }>(result).map((row) => ({
    opId: row.op_id,
    oldTotal: row.old_total,
    newTotal: row.total,
    reason: row.correction_reason,
    at: new Date(row.received_at),
    cageId: row.cage_id,
    eventId: row.event_id,
    cageNumber: row.cage_number,
    classCode: row.class_code,
    association: row.association,
    ringYear: row.ring_year,
    serial: row.serial,
    breederId: row.breeder_id,
  }));
}

/** The judge of the cage's current judgement; null for a cage nobody judged. */
export async function selectCurrentJudge(db: Database, cageId: number): Promise<number | null> {
  const [row] = await db
    .select({ judgeId: judgingOps.judgeId })
    .from(judgingOps)
    .where(and(eq(judgingOps.cageId, cageId), eq(judgingOps.effective, true)))
    .orderBy(desc(judgingOps.orderTime), desc(judgingOps.clientTime), desc(judgingOps.opId))
    .limit(1);
  return row?.judgeId ?? null;
}

/** The latest order time among the cage's ops (late ones too); null for none. */
export async function latestOrderTime(db: Database, cageId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`max(${judgingOps.orderTime})` })
    .from(judgingOps)
    .where(eq(judgingOps.cageId, cageId));
  return row?.at ? new Date(row.at) : null;
}
