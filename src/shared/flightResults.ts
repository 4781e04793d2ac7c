import type { ErrorCode } from './errorCodes.ts';

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

export interface FlightProblem {
  field: FlightField;
  code: ErrorCode;
  message: string;
}

export const MAX_RELEASE_LOCATION = 100;
export const MAX_DISTANCE_KM = 10_000;
export const MAX_COUNT = 1_000_000;

/** Trimmed with inner whitespace collapsed, so re-imports of the same place match. */
export function normaliseReleaseLocation(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** Every rule a result breaks, in field order; empty when it may be stored. `today` is `yyyy-mm-dd`. */
export function checkFlightResult(v: FlightResultValues, today: string): FlightProblem[] {
  const problems: FlightProblem[] = [];
  const add = (field: FlightField, code: ErrorCode, message: string) =>
    problems.push({ field, code, message });
  if (v.date > today) add('date', 'PIGEON_PRICE_IN_FUTURE', 'The date must not be in the future');
  if (v.releaseLocation === '')
    add('releaseLocation', 'VALIDATION_FAILED', 'The release location is missing');
  else if (v.releaseLocation.length > MAX_RELEASE_LOCATION)
    add('releaseLocation', 'VALIDATION_FAILED', `At most ${MAX_RELEASE_LOCATION} characters`);
  if (!(v.distanceKm > 0))
    add('distance', 'PIGEON_PRICE_DISTANCE_MUST_BE_POSITIVE', 'The distance must be positive');
  else if (v.distanceKm > MAX_DISTANCE_KM)
    add('distance', 'VALIDATION_FAILED', `The distance must be at most ${MAX_DISTANCE_KM} km`);
  const rankingOk = checkCount(v.ranking, 'ranking', 'PIGEON_PRICE_RANKING_MUST_BE_POSITIVE', add);
  const participantsOk = checkCount(
    v.participants,
    'participants',
    'PIGEON_PRICE_TOTAL_PARTICIPANTS_MUST_BE_POSITIVE',
    add,
  );
  if (rankingOk && participantsOk && v.ranking > v.participants)
    add('ranking', 'VALIDATION_FAILED', 'The ranking must not exceed the number of participants');
  if (v.averageDistanceKm !== null && !(v.averageDistanceKm > 0 && v.averageDistanceKm <= MAX_DISTANCE_KM))
    add('averageDistance', 'VALIDATION_FAILED', 'The average distance must be positive');
  if (v.year !== Number(v.date.slice(0, 4)))
    add('year', 'VALIDATION_FAILED', 'The year does not match the date');
  return problems;
}

function checkCount(
  value: number,
  field: FlightField,
  code: ErrorCode,
  add: (field: FlightField, code: ErrorCode, message: string) => void,
): boolean {
  if (!Number.isInteger(value) || value < 1) {
    add(field, code, `The ${field} must be a positive whole number`);
    return false;
  }
  if (value > MAX_COUNT) {
    add(field, 'VALIDATION_FAILED', `The ${field} must be at most ${MAX_COUNT}`);
    return false;
  }
  return true;
}
