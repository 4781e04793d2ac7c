import {
  CLASS_CODES,
  type ClassFlight,
  type ClassLevel,
  type ClassRule,
  classify,
  classReason,
  comingSeason,
  DEFAULT_CLASS_RULES,
  type Sex,
} from '@shared/classification.ts';
import { describe, expect, it } from 'vitest';

const SEASON = 2026;
const OLD = SEASON - 3;

/** `prizes` results of equal length adding up to `km`, all flown two years before the season. */
function flights(km: number, prizes: number, year = SEASON - 2): ClassFlight[] {
  return Array.from({ length: prizes }, () => ({ year, distanceKm: km / prizes }));
}

const classOf = (
  ringYear: number,
  sex: Sex,
  list: ClassFlight[],
  rules: readonly ClassRule[] = DEFAULT_CLASS_RULES,
) => classify({ ringYear, sex }, list, rules, SEASON).code;

const rule = (level: ClassLevel, sex: Sex) =>
  DEFAULT_CLASS_RULES.find((r) => r.level === level && r.sex === sex)!;

describe('classify: the default thresholds at every edge', () => {
  // [level, sex, class just below the threshold]
  const cases: [ClassLevel, Sex, string][] = [
    ['KLASSE1', 'M', 'KLASSE2_M'],
    ['KLASSE1', 'F', 'KLASSE2_F'],
    ['KLASSE2', 'M', 'KLASSE3_M'],
    ['KLASSE2', 'F', 'KLASSE3_F'],
    ['KLASSE3', 'M', 'REST'],
    ['KLASSE3', 'F', 'REST'],
  ];

  it.each(cases)('%s_%s: km reaches it at the threshold, not 1 m below', (level, sex, below) => {
    const { minKm } = rule(level, sex);
    // One prize, so only the km decide (no rule needs only one prize).
    expect(classOf(OLD, sex, flights(minKm, 1))).toBe(`${level}_${sex}`);
    expect(classOf(OLD, sex, flights(minKm - 0.001, 1))).toBe(below);
  });

  it.each(cases)('%s_%s: prizes reach it at the threshold, not one below', (level, sex, below) => {
    const { minPrizes } = rule(level, sex);
    // The defaults give class 2 and class 3 cocks the same 6 prizes: 6 prizes make class 2 (the higher),
    // and one below class 2 is below class 3 too.
    const sharedCockPrizes = sex === 'M' && (level === 'KLASSE2' || level === 'KLASSE3');
    // Short flights, so only the prizes decide.
    const at = classOf(OLD, sex, flights(minPrizes, minPrizes));
    expect(at).toBe(sharedCockPrizes ? 'KLASSE2_M' : `${level}_${sex}`);
    const lower = classOf(OLD, sex, flights(minPrizes - 1, minPrizes - 1));
    expect(lower).toBe(sharedCockPrizes ? 'REST' : below);
  });

  it.each(['M', 'F'] as const)('ELITE_%s: km or prizes, plus the last-year km, each at its edge', (sex) => {
    const { minKm, minPrizes, minLastYearKm } = rule('ELITE', sex);
    const lastYear = (km: number) => flights(km, 1, SEASON - 1);
    // minKm in total: (minKm - lastYear) earlier plus lastYear last year.
    const byKm = (total: number, last: number) => [...flights(total - last, 1), ...lastYear(last)];
    expect(classOf(OLD, sex, byKm(minKm, minLastYearKm!))).toBe(`ELITE_${sex}`);
    expect(classOf(OLD, sex, byKm(minKm - 0.001, minLastYearKm!))).toBe(`KLASSE1_${sex}`);
    expect(classOf(OLD, sex, byKm(minKm, minLastYearKm! - 0.001))).toBe(`KLASSE1_${sex}`);
    const byPrizes = (prizes: number, last: number) => [
      ...flights(prizes - 1, prizes - 1),
      ...lastYear(last),
    ];
    expect(classOf(OLD, sex, byPrizes(minPrizes, minLastYearKm!))).toBe(`ELITE_${sex}`);
    expect(classOf(OLD, sex, byPrizes(minPrizes - 1, minLastYearKm!))).toBe(`KLASSE1_${sex}`);
    expect(classOf(OLD, sex, byPrizes(minPrizes, minLastYearKm! - 0.001))).toBe(`KLASSE1_${sex}`);
  });

  it('does not count km from before last year towards the last-year rule', () => {
    const list = [...flights(20000, 40, SEASON - 2)];
    expect(classOf(OLD, 'M', list)).toBe('KLASSE1_M');
    expect(classOf(OLD, 'M', [...list, ...flights(1000, 1, SEASON - 1)])).toBe('ELITE_M');
    // Flights of the season itself count towards the totals but are not "last year".
    expect(classOf(OLD, 'M', [...list, ...flights(1000, 1, SEASON)])).toBe('KLASSE1_M');
  });
});

describe('classify: age groups by ring year', () => {
  it.each(['M', 'F'] as const)('a %s ringed in the season is a young bird (400 km or 2 prizes)', (sex) => {
    expect(classOf(SEASON, sex, flights(400, 1, SEASON))).toBe(`JUNGTAUBE_${sex}`);
    expect(classOf(SEASON, sex, flights(2, 2, SEASON))).toBe(`JUNGTAUBE_${sex}`);
    expect(classOf(SEASON, sex, flights(399.999, 1, SEASON))).toBe('REST');
    expect(classOf(SEASON, sex, [])).toBe('REST');
  });

  it.each(['M', 'F'] as const)('a %s ringed the year before is a yearling (1000 km or 4 prizes)', (sex) => {
    expect(classOf(SEASON - 1, sex, flights(1000, 1, SEASON))).toBe(`JAEHRIGE_${sex}`);
    expect(classOf(SEASON - 1, sex, flights(4, 4, SEASON - 1))).toBe(`JAEHRIGE_${sex}`);
    expect(classOf(SEASON - 1, sex, flights(999.999, 3, SEASON))).toBe('REST');
  });

  it('keeps yearlings and young birds out of the older classes however far they flew', () => {
    expect(classOf(SEASON - 1, 'M', flights(20000, 40, SEASON - 1))).toBe('JAEHRIGE_M');
    expect(classOf(SEASON, 'F', flights(20000, 40, SEASON))).toBe('JUNGTAUBE_F');
  });

  it('gives REST to a pigeon ringed after the season', () => {
    expect(classOf(SEASON + 1, 'M', flights(20000, 40, SEASON))).toBe('REST');
  });
});

describe('classify: what counts', () => {
  it('ignores flights after the season and sums in whole metres', () => {
    const list = [
      { year: SEASON, distanceKm: 1499.9 },
      { year: SEASON - 1, distanceKm: 0.1 },
      { year: SEASON + 1, distanceKm: 5000 },
    ];
    expect(classReason(list, SEASON)).toEqual({ prizeKm: 1500, prizes: 2, lastYearKm: 0.1 });
    expect(classOf(OLD, 'M', list)).toBe('KLASSE3_M');
  });

  it('returns the class with its reason and season', () => {
    expect(classify({ ringYear: OLD, sex: 'F' }, flights(3000, 2), DEFAULT_CLASS_RULES, SEASON)).toEqual({
      code: 'KLASSE1_F',
      season: SEASON,
      reason: { prizeKm: 3000, prizes: 2, lastYearKm: 0 },
    });
  });

  it('follows edited rules, and a missing rule is never met', () => {
    const edited = DEFAULT_CLASS_RULES.map((r) =>
      r.level === 'KLASSE3' && r.sex === 'M' ? { ...r, minKm: 100, minLastYearKm: 50 } : r,
    );
    expect(classOf(OLD, 'M', flights(100, 1))).toBe('REST');
    expect(classOf(OLD, 'M', [...flights(60, 1), ...flights(50, 1, SEASON - 1)], edited)).toBe('KLASSE3_M');
    expect(classOf(OLD, 'M', flights(100, 1), edited)).toBe('REST');
    expect(classOf(SEASON, 'M', flights(1000, 5, SEASON), [])).toBe('REST');
  });

  it('has 13 codes and a default rule for every level and sex', () => {
    expect(CLASS_CODES).toHaveLength(13);
    expect(DEFAULT_CLASS_RULES).toHaveLength(12);
  });

  it('takes the current calendar year as the coming season', () => {
    expect(comingSeason(new Date('2026-11-25T12:00:00Z'))).toBe(2026);
    expect(comingSeason(new Date('2027-01-01T00:00:00Z'))).toBe(2027);
  });
});
