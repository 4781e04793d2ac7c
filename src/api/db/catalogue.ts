import { asc, eq, sql } from 'drizzle-orm';
import { CLASS_CODES, type ClassCode, type Sex } from '../../shared/classification.ts';
import type { Database } from './connection.ts';
import { cages, clients, pigeons, registrations } from './schema.ts';

/** One registered pigeon as the catalogue and the cage labels print it. */
export interface CatalogueRow {
  cageId: number | null;
  cageNumber: number | null;
  association: string;
  ringYear: number;
  serial: number;
  classCode: ClassCode;
  sex: Sex;
  color: string;
  breederId: number;
  firstName: string;
  lastName: string;
}

// Class order as the show lists them (ELITE_M, ELITE_F, KLASSE1_M, …, REST), in SQL.
const CLASS_ORDER = sql`case ${registrations.classCode} ${sql.raw(
  CLASS_CODES.map((code, i) => `when '${code}' then ${i}`).join(' '),
)} end`;

/** Every registered pigeon of the event: by class, then cage number (uncaged last), then ring. */
export async function selectCatalogue(db: Database, eventId: number): Promise<CatalogueRow[]> {
  return db
    .select({
      cageId: cages.id,
      cageNumber: cages.cageNumber,
      association: pigeons.association,
      ringYear: pigeons.ringYear,
      serial: pigeons.serial,
      classCode: sql<ClassCode>`${registrations.classCode}`,
      sex: pigeons.sex,
      color: pigeons.color,
      breederId: clients.id,
      firstName: clients.firstName,
      lastName: clients.lastName,
    })
    .from(registrations)
    .innerJoin(pigeons, eq(pigeons.id, registrations.pigeonId))
    .innerJoin(clients, eq(clients.id, pigeons.clientId))
    .leftJoin(cages, eq(cages.registrationId, registrations.id))
    .where(eq(registrations.eventId, eventId))
    .orderBy(
      CLASS_ORDER,
      sql`${cages.cageNumber} asc nulls last`,
      asc(pigeons.association),
      asc(pigeons.ringYear),
      asc(pigeons.serial),
    );
}
