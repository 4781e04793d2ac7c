import type { ErrorCode } from '../../shared/errorCodes.ts';
import {
  checkFlightResult,
  type FlightField,
  type FlightResultValues,
  normaliseReleaseLocation,
} from '../../shared/flightResults.ts';
import { parseCalendarDate, parseDecimal, parseWholeNumber } from '../../shared/lenientValues.ts';
import { parseRingNumber, RING_NUMBER_HINT, type RingNumber } from '../../shared/ringNumber.ts';
import type { HeaderMatch } from './columns.ts';
import type { SourceRecord } from './delimited.ts';

/** Something wrong with a file (line null) or one of its lines. */
export interface ImportProblem {
  line: number | null;
  field: FlightField | null;
  code: ErrorCode;
  message: string;
  /** The cell as read, when one cell is at fault. */
  value: string | null;
}

export interface FlightRow {
  line: number;
  ring: RingNumber;
  values: FlightResultValues;
}

const MISSING: Record<FlightField, string> = {
  ring: 'The ring number is missing',
  date: 'The date is missing',
  releaseLocation: 'The release location is missing',
  distance: 'The distance is missing',
  ranking: 'The ranking is missing',
  participants: 'The number of participants is missing',
  averageDistance: 'The average distance is missing',
  year: 'The year is missing',
};

/** Reads one data record into a flight result; problems name the line and the cell. */
export function readFlightRow(
  record: SourceRecord,
  header: HeaderMatch,
  today: string,
): { row: FlightRow } | { problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const problem = (field: FlightField, code: ErrorCode, message: string, value: string | null) =>
    problems.push({ line: record.line, field, code, message, value });
  const cell = (field: FlightField) => {
    const index = header.fieldIndex[field];
    return index === undefined ? '' : (record.cells[index] ?? '').trim();
  };
  function read<T>(field: FlightField, parse: (text: string) => T | null, invalid: string, fallback?: T) {
    const text = cell(field);
    if (text === '') {
      if (fallback !== undefined) return fallback;
      problem(field, 'VALIDATION_FAILED', MISSING[field], null);
      return null;
    }
    const value = parse(text);
    if (value === null) problem(field, 'VALIDATION_FAILED', invalid, text);
    return value;
  }

  const ringText = cell('ring');
  const parsedRing = ringText === '' ? null : parseRingNumber(ringText);
  if (parsedRing === null) problem('ring', 'VALIDATION_FAILED', MISSING.ring, null);
  else if (!parsedRing.ok) problem('ring', 'VALIDATION_FAILED', RING_NUMBER_HINT, ringText);
  const date = read('date', parseCalendarDate, 'Not a date (dd.mm.yyyy or yyyy-mm-dd)');
  const releaseLocation = normaliseReleaseLocation(cell('releaseLocation'));
  if (releaseLocation === '') problem('releaseLocation', 'VALIDATION_FAILED', MISSING.releaseLocation, null);
  const distanceKm = read('distance', parseDecimal, 'Not a number');
  const ranking = read('ranking', parseWholeNumber, 'Not a whole number');
  const participants = read('participants', parseWholeNumber, 'Not a whole number');
  const averageDistanceKm = read<number | null>('averageDistance', parseDecimal, 'Not a number', null);
  const year = read<number | null>('year', parseWholeNumber, 'Not a year', null);
  if (problems.length > 0 || !parsedRing?.ok || date === null) return { problems };

  const values: FlightResultValues = {
    date,
    releaseLocation,
    distanceKm: distanceKm!,
    ranking: ranking!,
    participants: participants!,
    averageDistanceKm,
    year: year ?? Number(date.slice(0, 4)),
  };
  const broken = checkFlightResult(values, today);
  if (broken.length > 0) {
    return {
      problems: broken.map((p) => ({ line: record.line, ...p, value: cell(p.field) || null })),
    };
  }
  return { row: { line: record.line, ring: parsedRing.ring, values } };
}

export function isBlank(record: SourceRecord): boolean {
  return record.cells.every((cell) => cell.trim() === '');
}
