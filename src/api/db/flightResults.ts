import { and, gte, lte, sql } from 'drizzle-orm';
import { type Database, rowsOf } from './connection.ts';
import type { RingKey } from './pigeons.ts';
import { type NewPigeonPriceRow, type PigeonPriceRow, pigeonPrices, pigeons } from './schema.ts';

// Rows travel as one JSON parameter: no bind-parameter limit, one parse per batch on both drivers.
// Rows per statement: the embedded database runs each statement on the main thread, so a big
// import is written in pieces that leave room for other requests in between.
const INSERT_BATCH = 1_000;

/** Lets the event loop answer other requests between two pieces of a long job. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

export function ringKey(ring: RingKey): string {
  return `${ring.association}|${ring.ringYear}|${ring.serial}`;
}

/** Pigeon ids by ring key (see ringKey) for the given ring numbers, in one query. */
export async function findPigeonIdsByRing(db: Database, rings: RingKey[]): Promise<Map<string, number>> {
  if (rings.length === 0) return new Map();
  const wanted = JSON.stringify(rings.map((r) => ({ a: r.association, y: r.ringYear, s: r.serial })));
  const rows = await db
    .select({
      id: pigeons.id,
      association: pigeons.association,
      ringYear: pigeons.ringYear,
      serial: pigeons.serial,
    })
    .from(pigeons)
    .where(
      sql`(${pigeons.association}, ${pigeons.ringYear}, ${pigeons.serial}) in (select a, y, s from jsonb_to_recordset(${wanted}::jsonb) as w(a text, y integer, s integer))`,
    );
  return new Map(rows.map((row) => [ringKey(row), row.id]));
}

/** The stored results of these pigeons between two dates (inclusive), for comparing with a file. */
export async function selectResultsInRange(
  db: Database,
  pigeonIds: number[],
  from: string,
  to: string,
): Promise<PigeonPriceRow[]> {
  if (pigeonIds.length === 0) return [];
  const ids = JSON.stringify(pigeonIds);
  return db
    .select()
    .from(pigeonPrices)
    .where(
      and(
        sql`${pigeonPrices.pigeonId} in (select jsonb_array_elements_text(${ids}::jsonb)::integer)`,
        gte(pigeonPrices.date, from),
        lte(pigeonPrices.date, to),
      ),
    );
}

/** Inserts in batches, skipping rows whose pigeon, date and release location exist; returns how many were new. */
export async function insertFlightResults(db: Database, rows: NewPigeonPriceRow[]): Promise<number> {
  let added = 0;
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = JSON.stringify(rows.slice(start, start + INSERT_BATCH));
    // Raw SQL: drizzle's INSERT … SELECT would also list the generated id column.
    const result: unknown = await db.execute(sql`
      with inserted as (
        insert into ${pigeonPrices} (pigeon_id, date, release_location, distance_km, ranking, participants, average_distance_km, year)
        select r."pigeonId", r."date", r."releaseLocation", r."distanceKm", r."ranking", r."participants", r."averageDistanceKm", r."year"
        from jsonb_to_recordset(${batch}::jsonb) as r("pigeonId" integer, "date" date, "releaseLocation" text, "distanceKm" double precision, "ranking" integer, "participants" integer, "averageDistanceKm" double precision, "year" integer)
        on conflict (pigeon_id, date, release_location) do nothing
        returning 1
      )
      select count(*)::integer as added from inserted`);
    added += Number(firstRow(result).added);
    await yieldToOthers();
  }
  return added;
}

function firstRow(result: unknown): Record<string, unknown> {
  const [row] = rowsOf<Record<string, unknown>>(result);
  if (typeof row !== 'object' || row === null) throw new Error('db.execute answered no row');
  return row;
}
