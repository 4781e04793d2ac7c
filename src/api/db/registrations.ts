import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ClassCode } from '../../shared/classification.ts';
import type { Database } from './connection.ts';
import { cages, type NewRegistrationRow, type PigeonRow, pigeons, registrations } from './schema.ts';

/** Which of these pigeons are registered for the event already. */
export async function selectRegisteredPigeonIds(
  db: Database,
  eventId: number,
  pigeonIds: number[],
): Promise<number[]> {
  if (pigeonIds.length === 0) return [];
  const rows = await db
    .select({ pigeonId: registrations.pigeonId })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), inArray(registrations.pigeonId, pigeonIds)));
  return rows.map((row) => row.pigeonId);
}

export async function insertRegistrations(db: Database, rows: NewRegistrationRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000)
    await db.insert(registrations).values(rows.slice(start, start + 1000));
}

/** Its cage goes with it (ON DELETE CASCADE). */
export async function deleteRegistration(db: Database, eventId: number, pigeonId: number): Promise<boolean> {
  const deleted = await db
    .delete(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.pigeonId, pigeonId)))
    .returning({ id: registrations.id });
  return deleted.length > 0;
}

export interface OwnRegistration {
  id: number;
  pigeonId: number;
  association: string;
  ringYear: number;
  serial: number;
  sex: 'M' | 'F';
  color: string;
  classCode: ClassCode;
  prizeKm: number;
  prizes: number;
  lastYearKm: number;
  registeredAt: Date;
  cageNumber: number | null;
  cageId: number | null;
}

/** A breeder's registrations for each of the events, by ring number. */
export async function selectRegistrationsOfOwner(
  db: Database,
  eventIds: readonly number[],
  clientId: number,
): Promise<Map<number, OwnRegistration[]>> {
  const own = new Map<number, OwnRegistration[]>(eventIds.map((id) => [id, []]));
  if (eventIds.length === 0) return own;
  const rows = await db
    .select({
      eventId: registrations.eventId,
      id: registrations.id,
      pigeonId: pigeons.id,
      association: pigeons.association,
      ringYear: pigeons.ringYear,
      serial: pigeons.serial,
      sex: pigeons.sex,
      color: pigeons.color,
      classCode: registrations.classCode,
      prizeKm: registrations.prizeKm,
      prizes: registrations.prizes,
      lastYearKm: registrations.lastYearKm,
      registeredAt: registrations.registeredAt,
      cageNumber: cages.cageNumber,
      cageId: cages.id,
    })
    .from(registrations)
    .innerJoin(pigeons, eq(pigeons.id, registrations.pigeonId))
    .leftJoin(cages, eq(cages.registrationId, registrations.id))
    .where(and(inArray(registrations.eventId, [...eventIds]), eq(pigeons.clientId, clientId)))
    .orderBy(asc(pigeons.association), asc(pigeons.ringYear), asc(pigeons.serial));
  for (const { eventId, ...row } of rows)
    own.get(eventId)?.push({ ...row, classCode: row.classCode as ClassCode });
  return own;
}

export interface ClassCounts {
  classCode: ClassCode;
  registrationCount: number;
  cageCount: number;
  /** The accounts whose pigeons are registered in the class. */
  exhibitorIds: number[];
}

/** Registrations and cages per class of an event (classes without registrations are absent). */
export async function selectClassCounts(db: Database, eventId: number): Promise<ClassCounts[]> {
  return (await selectClassCountsOfEvents(db, [eventId])).get(eventId) ?? [];
}

/** selectClassCounts for several events at once. */
export async function selectClassCountsOfEvents(
  db: Database,
  eventIds: readonly number[],
): Promise<Map<number, ClassCounts[]>> {
  const counts = new Map<number, ClassCounts[]>(eventIds.map((id) => [id, []]));
  if (eventIds.length === 0) return counts;
  const rows = await db
    .select({
      eventId: registrations.eventId,
      classCode: registrations.classCode,
      registrationCount: sql<number>`count(*)::integer`,
      cageCount: sql<number>`count(${cages.id})::integer`,
      exhibitorIds: sql<number[]>`array_agg(distinct ${pigeons.clientId})`,
    })
    .from(registrations)
    .innerJoin(pigeons, eq(pigeons.id, registrations.pigeonId))
    .leftJoin(cages, eq(cages.registrationId, registrations.id))
    .where(inArray(registrations.eventId, [...eventIds]))
    .groupBy(registrations.eventId, registrations.classCode);
  for (const row of rows)
    counts.get(row.eventId)?.push({
      classCode: row.classCode as ClassCode,
      registrationCount: Number(row.registrationCount),
      cageCount: Number(row.cageCount),
      exhibitorIds: (row.exhibitorIds ?? []).map(Number),
    });
  return counts;
}

export async function selectPigeonsByIds(db: Database, ids: number[]): Promise<PigeonRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(pigeons).where(inArray(pigeons.id, ids));
}

export interface OpenRegistration {
  id: number;
  eventId: number;
  pigeonId: number;
  season: number;
  classCode: ClassCode;
  prizeKm: number;
  prizes: number;
  lastYearKm: number;
}

/**
 * The registrations of the given events that have no cage yet, of the given pigeons or of all. The
 * pigeons are picked here, not in SQL: an import may name tens of thousands (more than a statement
 * takes parameters), while the registrations of events open for registration are a few thousand.
 */
export async function selectUncagedRegistrations(
  db: Database,
  eventIds: readonly number[],
  pigeonIds?: readonly number[],
): Promise<OpenRegistration[]> {
  if (eventIds.length === 0 || pigeonIds?.length === 0) return [];
  const wanted = pigeonIds ? new Set(pigeonIds) : null;
  const rows = await db
    .select({
      id: registrations.id,
      eventId: registrations.eventId,
      pigeonId: registrations.pigeonId,
      season: registrations.season,
      classCode: registrations.classCode,
      prizeKm: registrations.prizeKm,
      prizes: registrations.prizes,
      lastYearKm: registrations.lastYearKm,
    })
    .from(registrations)
    .leftJoin(cages, eq(cages.registrationId, registrations.id))
    .where(and(inArray(registrations.eventId, [...eventIds]), isNull(cages.id)));
  return rows
    .filter((row) => !wanted || wanted.has(row.pigeonId))
    .map((row) => ({ ...row, classCode: row.classCode as ClassCode }));
}

export async function updateRegistrationClass(
  db: Database,
  id: number,
  values: Pick<OpenRegistration, 'classCode' | 'season' | 'prizeKm' | 'prizes' | 'lastYearKm'>,
): Promise<void> {
  await db.update(registrations).set(values).where(eq(registrations.id, id));
}
