import { describe, expect, it } from 'vitest';
import { checkFlightResult, type FlightResultValues } from '../../src/shared/flightResults.ts';

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
    expect(codes({ ranking: 121 })).toEqual(['ranking:VALIDATION_FAILED']);
    expect(codes({ averageDistanceKm: 0 })).toEqual(['averageDistance:VALIDATION_FAILED']);
    expect(codes({ year: 2025 })).toEqual(['year:VALIDATION_FAILED']);
    expect(codes({ releaseLocation: '' })).toEqual(['releaseLocation:VALIDATION_FAILED']);
    expect(codes({ distanceKm: 10_001 })).toEqual(['distance:VALIDATION_FAILED']);
  });

  it('lists every broken rule at once', () => {
    expect(codes({ distanceKm: 0, ranking: 0, participants: 0 })).toEqual([
      'distance:PIGEON_PRICE_DISTANCE_MUST_BE_POSITIVE',
      'ranking:PIGEON_PRICE_RANKING_MUST_BE_POSITIVE',
      'participants:PIGEON_PRICE_TOTAL_PARTICIPANTS_MUST_BE_POSITIVE',
    ]);
  });
});
