import type { ImportProblemCode, ImportProblemParams } from '../../../shared/importProblems.ts';
import { localToday } from '../../../shared/lenientValues.ts';
import type { Database } from '../../db/connection.ts';
import {
  findPigeonIdsByRing,
  insertFlightResults,
  ringKey,
  selectResultsInRange,
  yieldToOthers,
} from '../../db/flightResults.ts';
import type { NewPigeonPriceRow, PigeonPriceRow } from '../../db/schema.ts';
import { importProblem } from '../../import/flightRows.ts';
import {
  type FlightFileReading,
  type FlightRow,
  type ImportProblem,
  readFlightFile,
} from '../../import/readFlightFile.ts';
import type { Logger } from '../../logger.ts';
import { reclassifyOpenRegistrations } from '../events/registrationsService.ts';

export interface ImportFile {
  name: string;
  bytes: Uint8Array;
}

/** What happened to one file (or would happen, in a dry run). */
export interface FileReport extends Omit<FlightFileReading, 'rows'> {
  name: string;
  added: number;
  unchanged: number;
  /** Rows not written because of a problem: rowCount − added − unchanged. */
  rejected: number;
}

export interface ImportOptions {
  /** Read and check everything, write nothing: the preview step. */
  dryRun: boolean;
  now: Date;
  log: Logger;
  /** Told, once a file's rows are committed, of each event whose registrations changed class. */
  announce?: (eventId: number) => void;
  /** How a file is read: in a worker thread for the server, directly for the command line. */
  read?: (bytes: Uint8Array, today: string) => Promise<FlightFileReading> | FlightFileReading;
}

/**
 * Imports flight-result files one after the other. Each file's valid rows are written in one
 * transaction (all or nothing); rows already stored with the same values count as unchanged, so a
 * second import of the same file adds nothing.
 */
export async function importFlightFiles(
  db: Database,
  files: readonly ImportFile[],
  options: ImportOptions,
): Promise<FileReport[]> {
  const today = localToday(options.now);
  const reports: FileReport[] = [];
  for (const file of files) {
    const { rows, ...reading } = await (options.read ?? readFlightFile)(file.bytes, today);
    const outcome = await importRows(db, file.name, rows, options);
    const problems = [...reading.problems, ...outcome.problems].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    reports.push({
      name: file.name,
      ...reading,
      problems,
      added: outcome.added,
      unchanged: outcome.unchanged,
      rejected: reading.rowCount - outcome.added - outcome.unchanged,
    });
  }
  return reports;
}

interface StoreOutcome {
  added: number;
  unchanged: number;
  problems: ImportProblem[];
  /** Events whose registrations the new flights moved to another class. */
  reclassified?: number[];
}

/** A file the database refuses is rolled back and reported; the other files still go in. */
async function importRows(
  db: Database,
  name: string,
  rows: FlightRow[],
  options: ImportOptions,
): Promise<StoreOutcome> {
  if (rows.length === 0) return { added: 0, unchanged: 0, problems: [] };
  if (options.dryRun) return storeRows(db, rows, null);
  try {
    const outcome = await db.transaction((tx) => storeRows(tx, rows, options.now));
    for (const eventId of outcome.reclassified ?? []) options.announce?.(eventId);
    return outcome;
  } catch (error) {
    options.log.error('flight data import failed', { file: name, error });
    return {
      added: 0,
      unchanged: 0,
      problems: [importProblem({ line: null, field: null, code: 'IMPORT_FILE_REFUSED', value: null })],
    };
  }
}

/** Checks the rows and, with `writeAt` (the time of the import), writes them; null: a preview. */
async function storeRows(db: Database, rows: FlightRow[], writeAt: Date | null): Promise<StoreOutcome> {
  const problems: ImportProblem[] = [];
  const conflict = (row: FlightRow, code: ImportProblemCode, params: ImportProblemParams = {}) =>
    problems.push(importProblem({ line: row.line, field: null, code, params, value: null }));

  const rings = new Map<string, FlightRow['ring']>();
  await inSlices(rows, (row) => {
    rings.set(ringKeyOf(row), row.ring);
  });
  const pigeonIds = await findPigeonIdsByRing(
    db,
    [...rings.values()].map((ring) => ({
      association: ring.association,
      ringYear: ring.year,
      serial: ring.serial,
    })),
  );

  // The lines per pigeon, date and release location: the first, its exact repeats (unchanged) and
  // lines with other values. Of lines that disagree nobody can tell which is right: all of that
  // flight's lines are refused, each naming a line it disagrees with, and nothing of it is stored.
  const candidates = new Map<string, { row: FlightRow; values: NewPigeonPriceRow }>();
  const repeats = new Map<string, FlightRow[]>();
  const disagreeing = new Map<string, FlightRow[]>();
  let unchanged = 0;
  await inSlices(rows, (row) => {
    const pigeonId = pigeonIds.get(ringKeyOf(row));
    if (pigeonId === undefined) {
      problems.push(
        importProblem({ line: row.line, field: 'ring', code: 'PIGEON_NOT_FOUND', value: row.ring.canonical }),
      );
      return;
    }
    const values: NewPigeonPriceRow = { pigeonId, ...row.values };
    const key = resultKey(values);
    const first = candidates.get(key);
    if (!first) candidates.set(key, { row, values });
    else {
      const same = sameResult(first.values, values) ? repeats : disagreeing;
      same.set(key, [...(same.get(key) ?? []), row]);
    }
  });
  for (const [key, { row: first }] of candidates) {
    const others = disagreeing.get(key);
    if (!others) continue;
    candidates.delete(key);
    for (const row of [first, ...(repeats.get(key) ?? [])])
      conflict(row, 'IMPORT_CONFLICTS_WITH_LINE', { otherLine: others[0].line });
    for (const row of others) conflict(row, 'IMPORT_CONFLICTS_WITH_LINE', { otherLine: first.line });
  }

  const stored = await storedResults(
    db,
    [...candidates.values()].map((c) => c.values),
  );
  const fresh: NewPigeonPriceRow[] = [];
  // A line's exact repeats in the file share its fate: unchanged beside it, refused with it.
  await inSlices([...candidates.values()], ({ row, values }) => {
    const key = resultKey(values);
    const again = repeats.get(key) ?? [];
    const existing = stored.get(key);
    if (!existing) {
      fresh.push(values);
      unchanged += again.length;
    } else if (sameResult(existing, values)) unchanged += 1 + again.length;
    else for (const line of [row, ...again]) conflict(line, 'IMPORT_CONFLICTS_WITH_STORED');
  });
  if (!writeAt) return { added: fresh.length, unchanged, problems };
  const added = await insertFlightResults(db, fresh);
  // The new flights may lift a pigeon into another class: registrations still open follow it.
  const reclassified = await reclassifyOpenRegistrations(db, writeAt, {
    pigeonIds: [...new Set(fresh.map((values) => values.pigeonId))],
  });
  // Rows another import stored in the meantime were skipped by the database: unchanged too.
  return { added, unchanged: unchanged + fresh.length - added, problems, reclassified };
}

const PIGEONS_PER_LOOKUP = 50;

async function storedResults(
  db: Database,
  values: NewPigeonPriceRow[],
): Promise<Map<string, PigeonPriceRow>> {
  if (values.length === 0) return new Map();
  const dates = values.map((v) => v.date).sort();
  const ids = [...new Set(values.map((v) => v.pigeonId))];
  // A few pigeons per query: on the embedded database a query runs on the server's own thread,
  // and one answer of 100,000 stored results would hold every other request for seconds.
  const stored = new Map<string, PigeonPriceRow>();
  for (let start = 0; start < ids.length; start += PIGEONS_PER_LOOKUP) {
    const slice = ids.slice(start, start + PIGEONS_PER_LOOKUP);
    for (const row of await selectResultsInRange(db, slice, dates[0], dates[dates.length - 1]))
      stored.set(resultKey(row), row);
    await yieldToOthers();
  }
  return stored;
}

/**
 * Runs `visit` over a big file's rows a slice at a time, letting other requests in between:
 * a loop over 200,000 rows would otherwise hold the server for a noticeable moment.
 */
async function inSlices<T>(items: readonly T[], visit: (item: T) => void): Promise<void> {
  const SLICE = 10_000;
  for (let start = 0; start < items.length; start += SLICE) {
    for (const item of items.slice(start, start + SLICE)) visit(item);
    if (start + SLICE < items.length) await yieldToOthers();
  }
}

function ringKeyOf(row: FlightRow): string {
  return ringKey({ association: row.ring.association, ringYear: row.ring.year, serial: row.ring.serial });
}

function resultKey(v: Pick<NewPigeonPriceRow, 'pigeonId' | 'date' | 'releaseLocation'>): string {
  return `${v.pigeonId}|${v.date}|${v.releaseLocation}`;
}

function sameResult(a: NewPigeonPriceRow, b: NewPigeonPriceRow): boolean {
  return (
    a.distanceKm === b.distanceKm &&
    a.ranking === b.ranking &&
    a.participants === b.participants &&
    (a.averageDistanceKm ?? null) === (b.averageDistanceKm ?? null) &&
    a.year === b.year
  );
}
