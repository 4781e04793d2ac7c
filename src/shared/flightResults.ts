import type { ImportProblemCode, ImportProblemParams } from './importProblems.ts';

/**
 * Flight results ("pigeon prices" in the error codes): one row per pigeon, date and
 * release location. The checks here are shared by the import and any form that enters results.
 */
export const FLIGHT_FIELDS = [
  'ring',
  'date',
  'releaseLocation',
  'distance',
  'ranking',
  'participants',
  'averageDistance',
  'year',
] as const;
export type FlightField = (typeof FLIGHT_FIELDS)[number];

export interface FlightResultValues {
  /** `yyyy-mm-dd` */
  date: string;
  releaseLocation: string;
  distanceKm: number;
  ranking: number;
  participants: number;
  averageDistanceKm: number | null;
  year: number;
}

/** A broken rule as a code with the values its text needs; the import and the web word it. */
export interface FlightProblem {
  field: FlightField;
  code: ImportProblemCode;
  params: ImportProblemParams;
}

const MAX_RELEASE_LOCATION = 100;
const MAX_DISTANCE_KM = 10_000;
const MAX_COUNT = 1_000_000;

/** Trimmed with inner whitespace collapsed, so re-imports of the same place match. */
export function normaliseReleaseLocation(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** Every rule a result breaks, in field order; empty when it may be stored. `today` is `yyyy-mm-dd`. */
export function checkFlightResult(v: FlightResultValues, today: string): FlightProblem[] {
  const problems: FlightProblem[] = [];
  const add = (field: FlightField, code: ImportProblemCode, params: ImportProblemParams = {}) =>
    problems.push({ field, code, params });
  if (v.date > today) add('date', 'PIGEON_PRICE_IN_FUTURE');
  if (v.releaseLocation === '') add('releaseLocation', 'IMPORT_VALUE_MISSING');
  else if (v.releaseLocation.length > MAX_RELEASE_LOCATION)
    add('releaseLocation', 'IMPORT_TEXT_TOO_LONG', { limit: MAX_RELEASE_LOCATION });
  if (!(v.distanceKm > 0)) add('distance', 'PIGEON_PRICE_DISTANCE_MUST_BE_POSITIVE');
  else if (v.distanceKm > MAX_DISTANCE_KM)
    add('distance', 'IMPORT_DISTANCE_TOO_LARGE', { limit: MAX_DISTANCE_KM });
  const rankingOk = checkCount(v.ranking, 'ranking', 'PIGEON_PRICE_RANKING_MUST_BE_POSITIVE', add);
  const participantsOk = checkCount(
    v.participants,
    'participants',
    'PIGEON_PRICE_TOTAL_PARTICIPANTS_MUST_BE_POSITIVE',
    add,
  );
  if (rankingOk && participantsOk && v.ranking > v.participants)
    add('ranking', 'IMPORT_RANKING_ABOVE_PARTICIPANTS', { participants: v.participants });
  if (v.averageDistanceKm !== null && !(v.averageDistanceKm > 0 && v.averageDistanceKm <= MAX_DISTANCE_KM))
    add('averageDistance', 'IMPORT_AVERAGE_DISTANCE_INVALID', { limit: MAX_DISTANCE_KM });
  const dateYear = Number(v.date.slice(0, 4));
  if (v.year !== dateYear) add('year', 'IMPORT_YEAR_NOT_DATE', { dateYear });
  return problems;
}

function checkCount(
  value: number,
  field: FlightField,
  notPositive: ImportProblemCode,
  add: (field: FlightField, code: ImportProblemCode, params?: ImportProblemParams) => void,
): boolean {
  if (!Number.isInteger(value) || value < 1) {
    add(field, notPositive);
    return false;
  }
  if (value > MAX_COUNT) {
    add(field, 'IMPORT_COUNT_TOO_LARGE', { limit: MAX_COUNT });
    return false;
  }
  return true;
}
