import { isErrorCode } from '@shared/errorCodes.ts';
import { checkFlightResult, type FlightResultValues } from '@shared/flightResults.ts';
import { IMPORT_PROBLEM_CODES } from '@shared/importProblems.ts';
import { describe, expect, it } from 'vitest';

const TODAY = '2026-06-01';
const good: FlightResultValues = {
  date: '2026-05-20',
  releaseLocation: 'Würzburg',
  distanceKm: 312.5,
  ranking: 3,
  participants: 120,
  averageDistanceKm: 310,
  year: 2026,
};
const codes = (change: Partial<FlightResultValues>) =>
  checkFlightResult({ ...good, ...change }, TODAY).map((p) => `${p.field}:${p.code}`);

describe('checkFlightResult', () => {
  it('accepts a valid result, dated today, ranked last', () => {
    expect(codes({})).toEqual([]);
    expect(codes({ date: TODAY, ranking: 120, averageDistanceKm: null })).toEqual([]);
  });

  it('names the rule each bad value breaks', () => {
    expect(codes({ date: '2026-06-02' })).toEqual(['date:PIGEON_PRICE_IN_FUTURE']);
    expect(codes({ distanceKm: 0 })).toEqual(['distance:PIGEON_PRICE_DISTANCE_MUST_BE_POSITIVE']);
    expect(codes({ distanceKm: -1 })).toEqual(['distance:PIGEON_PRICE_DISTANCE_MUST_BE_POSITIVE']);
    expect(codes({ ranking: 0 })).toEqual(['ranking:PIGEON_PRICE_RANKING_MUST_BE_POSITIVE']);
    expect(codes({ ranking: 1.5 })).toEqual(['ranking:PIGEON_PRICE_RANKING_MUST_BE_POSITIVE']);
    expect(codes({ participants: 0 })).toEqual([
      'participants:PIGEON_PRICE_TOTAL_PARTICIPANTS_MUST_BE_POSITIVE',
    ]);
    expect(codes({ ranking: 121 })).toEqual(['ranking:IMPORT_RANKING_ABOVE_PARTICIPANTS']);
    expect(codes({ averageDistanceKm: 0 })).toEqual(['averageDistance:IMPORT_AVERAGE_DISTANCE_INVALID']);
    expect(codes({ year: 2025 })).toEqual(['year:IMPORT_YEAR_NOT_DATE']);
    expect(codes({ releaseLocation: '' })).toEqual(['releaseLocation:IMPORT_VALUE_MISSING']);
    expect(codes({ distanceKm: 10_001 })).toEqual(['distance:IMPORT_DISTANCE_TOO_LARGE']);
  });

  it('gives the values a rule’s text needs as parameters', () => {
    const problems = (change: Partial<FlightResultValues>) =>
      checkFlightResult({ ...good, ...change }, TODAY).map((p) => [p.code, p.params]);
    expect(problems({ ranking: 121 })).toEqual([
      ['IMPORT_RANKING_ABOVE_PARTICIPANTS', { participants: 120 }],
    ]);
    expect(problems({ year: 2025 })).toEqual([['IMPORT_YEAR_NOT_DATE', { dateYear: 2026 }]]);
    expect(problems({ distanceKm: 10_001 })).toEqual([['IMPORT_DISTANCE_TOO_LARGE', { limit: 10_000 }]]);
    expect(problems({ releaseLocation: 'x'.repeat(101) })).toEqual([
      ['IMPORT_TEXT_TOO_LONG', { limit: 100 }],
    ]);
    expect(problems({ participants: 1_000_001 })).toEqual([['IMPORT_COUNT_TOO_LARGE', { limit: 1_000_000 }]]);
    expect(problems({ date: '2026-06-02', year: 2026 })).toEqual([['PIGEON_PRICE_IN_FUTURE', {}]]);
  });

  it('uses only codes of the import problem list, and shared error codes only as they are', () => {
    for (const code of IMPORT_PROBLEM_CODES)
      expect(code.startsWith('IMPORT_') || isErrorCode(code), code).toBe(true);
  });

  it('lists every broken rule at once', () => {
    expect(codes({ distanceKm: 0, ranking: 0, participants: 0 })).toEqual([
      'distance:PIGEON_PRICE_DISTANCE_MUST_BE_POSITIVE',
      'ranking:PIGEON_PRICE_RANKING_MUST_BE_POSITIVE',
      'participants:PIGEON_PRICE_TOTAL_PARTICIPANTS_MUST_BE_POSITIVE',
    ]);
  });
});
