import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { CLASS_CODES, type ClassCode } from '../../shared/classification.ts';
import type { Database } from './connection.ts';
import { unjudgedCondition } from './judging.ts';
import { type CageRow, cages, pigeons, registrations } from './schema.ts';

// Class order for numbering: ELITE_M, ELITE_F, KLASSE1_M, …, REST (fixed constants, not input).
const CLASS_ORDER = sql.raw(`array[${CLASS_CODES.map((code) => `'${code}'`).join(', ')}]::text[]`);

/**
 * Numbers every registered pigeon of the event 1..n, in class order then ring number, replacing
 * any earlier numbers (the cages are new rows). Returns how many cages there are.
 */
export async function numberCages(db: Database, eventId: number): Promise<number> {
  await db.delete(cages).where(eq(cages.eventId, eventId));
  // Raw SQL: drizzle's INSERT … SELECT would also list the generated id column.
  await db.execute(sql`
    insert into ${cages} (event_id, registration_id, cage_number, manually_set)
    select r.event_id, r.id,
      row_number() over (order by array_position(${CLASS_ORDER}, r.class_code), p.association, p.ring_year, p.serial, r.id),
      false
    from ${registrations} r join ${pigeons} p on p.id = r.pigeon_id
    where r.event_id = ${eventId}`);
  const [row] = await db
    .select({ n: sql<number>`count(*)::integer` })
    .from(cages)
    .where(eq(cages.eventId, eventId));
  return Number(row.n);
}

export async function countManualCages(db: Database, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::integer` })
    .from(cages)
    .where(and(eq(cages.eventId, eventId), eq(cages.manuallySet, true)));
  return Number(row.n);
}

export interface CageView {
  id: number;
  eventId: number;
  cageNumber: number;
  manuallySet: boolean;
  classCode: ClassCode;
  association: string;
  ringYear: number;
  serial: number;
}

const cageView = {
  id: cages.id,
  eventId: cages.eventId,
  cageNumber: cages.cageNumber,
  manuallySet: cages.manuallySet,
  classCode: registrations.classCode,
  association: pigeons.association,
  ringYear: pigeons.ringYear,
  serial: pigeons.serial,
};

/** The event's cages by cage number, with ring number and class. */
export async function selectCagesOfEvent(db: Database, eventId: number): Promise<CageView[]> {
  const rows = await db
    .select(cageView)
    .from(cages)
    .innerJoin(registrations, eq(registrations.id, cages.registrationId))
    .innerJoin(pigeons, eq(pigeons.id, registrations.pigeonId))
    .where(eq(cages.eventId, eventId))
    .orderBy(asc(cages.cageNumber));
  return rows as CageView[];
}

/** The events' cages with neither a rating nor a skip that counts, by cage number. */
export async function selectUnjudgedCages(
  db: Database,
  eventIds: readonly number[],
): Promise<Map<number, CageView[]>> {
  const unjudged = new Map<number, CageView[]>(eventIds.map((id) => [id, []]));
  if (eventIds.length === 0) return unjudged;
  const rows = await db
    .select(cageView)
    .from(cages)
    .innerJoin(registrations, eq(registrations.id, cages.registrationId))
    .innerJoin(pigeons, eq(pigeons.id, registrations.pigeonId))
    .where(and(inArray(cages.eventId, [...eventIds]), unjudgedCondition()))
    .orderBy(asc(cages.cageNumber));
  for (const row of rows as CageView[]) unjudged.get(row.eventId)?.push(row);
  return unjudged;
}

export async function findCageView(db: Database, cageId: number): Promise<CageView | undefined> {
  const [row] = await db
    .select(cageView)
    .from(cages)
    .innerJoin(registrations, eq(registrations.id, cages.registrationId))
    .innerJoin(pigeons, eq(pigeons.id, registrations.pigeonId))
    .where(eq(cages.id, cageId));
  return row as CageView | undefined;
}

export async function findCageById(db: Database, cageId: number): Promise<CageRow | undefined> {
  const [row] = await db.select().from(cages).where(eq(cages.id, cageId));
  return row;
}

/** The other cage of the event that has this number, if any (with its ring, to say who has it). */
export async function findOtherCageWithNumber(
  db: Database,
  eventId: number,
  cageNumber: number,
  exceptId: number,
): Promise<CageView | undefined> {
  const [row] = await db
    .select(cageView)
    .from(cages)
    .innerJoin(registrations, eq(registrations.id, cages.registrationId))
    .innerJoin(pigeons, eq(pigeons.id, registrations.pigeonId))
    .where(and(eq(cages.eventId, eventId), eq(cages.cageNumber, cageNumber), ne(cages.id, exceptId)))
    .limit(1);
  return row as CageView | undefined;
}

export async function setCageNumberRow(db: Database, cageId: number, cageNumber: number): Promise<void> {
  await db.update(cages).set({ cageNumber, manuallySet: true }).where(eq(cages.id, cageId));
}
