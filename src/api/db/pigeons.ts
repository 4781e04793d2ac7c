import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from './connection.ts';
import {
  events,
  type NewPigeonRow,
  type PigeonPriceRow,
  type PigeonRow,
  pigeonPrices,
  pigeons,
  registrations,
} from './schema.ts';

export type RingKey = Pick<PigeonRow, 'association' | 'ringYear' | 'serial'>;

export async function findPigeonById(db: Database, id: number): Promise<PigeonRow | undefined> {
  const [row] = await db.select().from(pigeons).where(eq(pigeons.id, id));
  return row;
}

export async function selectPigeonsOfClient(db: Database, clientId: number): Promise<PigeonRow[]> {
  return db
    .select()
    .from(pigeons)
    .where(eq(pigeons.clientId, clientId))
    .orderBy(asc(pigeons.association), asc(pigeons.ringYear), asc(pigeons.serial));
}

export async function findPigeonByRing(db: Database, ring: RingKey): Promise<PigeonRow | undefined> {
  const [row] = await db
    .select()
    .from(pigeons)
    .where(
      and(
        eq(pigeons.association, ring.association),
        eq(pigeons.ringYear, ring.ringYear),
        eq(pigeons.serial, ring.serial),
      ),
    );
  return row;
}

/** Undefined when the ring number is taken (no exception, nothing written). */
export async function insertPigeon(db: Database, values: NewPigeonRow): Promise<PigeonRow | undefined> {
  const [row] = await db
    .insert(pigeons)
    .values(values)
    .onConflictDoNothing({ target: [pigeons.association, pigeons.ringYear, pigeons.serial] })
    .returning();
  return row;
}

export async function isRingTaken(db: Database, ring: RingKey, exceptId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: pigeons.id })
    .from(pigeons)
    .where(
      and(
        eq(pigeons.association, ring.association),
        eq(pigeons.ringYear, ring.ringYear),
        eq(pigeons.serial, ring.serial),
        ne(pigeons.id, exceptId),
      ),
    );
  return row !== undefined;
}

export async function updatePigeon(
  db: Database,
  id: number,
  values: Partial<Pick<NewPigeonRow, 'association' | 'ringYear' | 'serial' | 'sex' | 'color'>>,
): Promise<PigeonRow | undefined> {
  const [row] = await db.update(pigeons).set(values).where(eq(pigeons.id, id)).returning();
  return row;
}

/** Its flight results go with it (ON DELETE CASCADE). */
export async function deletePigeon(db: Database, id: number): Promise<boolean> {
  const deleted = await db.delete(pigeons).where(eq(pigeons.id, id)).returning({ id: pigeons.id });
  return deleted.length > 0;
}

/** True while the pigeon is registered for an event that has started (STARTED or ENDED). */
export async function isRegisteredForStartedEvent(db: Database, pigeonId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(and(eq(registrations.pigeonId, pigeonId), inArray(events.status, ['STARTED', 'ENDED'])))
    .limit(1);
  return row !== undefined;
}

/** The events that have started (STARTED or ENDED) the pigeon is registered for, by start. */
export async function selectStartedEventsOfPigeon(
  db: Database,
  pigeonId: number,
): Promise<{ id: number; title: string }[]> {
  return db
    .select({ id: events.id, title: events.title })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(and(eq(registrations.pigeonId, pigeonId), inArray(events.status, ['STARTED', 'ENDED'])))
    .orderBy(asc(events.eventStart), asc(events.id));
}

/** The flight results of the given pigeons, newest first. */
export async function selectResultsOfPigeons(db: Database, pigeonIds: number[]): Promise<PigeonPriceRow[]> {
  if (pigeonIds.length === 0) return [];
  return db
    .select()
    .from(pigeonPrices)
    .where(inArray(pigeonPrices.pigeonId, pigeonIds))
    .orderBy(desc(pigeonPrices.date), asc(pigeonPrices.releaseLocation));
}
