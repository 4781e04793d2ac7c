/**
 * Show classes (see docs/domain.md), computed for a season = the year of the
 * show. What counts:
 * - the flight results of the season and every year before it (a show follows its year's flights;
 *   results cannot lie in the future, so only flown ones exist);
 * - prize-km = the sum of their distances, prizes = their number;
 * - last-year km = the distances flown in the year before the season (ELITE's extra rule).
 * The ring year decides the age group: ring year = season → young bird (JUNGTAUBE), season − 1 →
 * yearling (JAEHRIGE); either needs its own threshold, else REST. Older birds take the highest of
 * ELITE, KLASSE1, KLASSE2, KLASSE3 whose rule they meet, else REST. A rule is met with km ≥ minKm
 * or prizes ≥ minPrizes, and in addition last-year km ≥ minLastYearKm when that is set.
 */
import type { CatalogText } from './catalogText.ts';
export const SEXES = ['M', 'F'] as const;
export type Sex = (typeof SEXES)[number];

/** Highest first: older birds take the first level they meet. */
export const CLASS_LEVELS = ['ELITE', 'KLASSE1', 'KLASSE2', 'KLASSE3', 'JAEHRIGE', 'JUNGTAUBE'] as const;
export type ClassLevel = (typeof CLASS_LEVELS)[number];

export type ClassCode = `${ClassLevel}_${Sex}` | 'REST';

export const CLASS_CODES: readonly ClassCode[] = [
  ...CLASS_LEVELS.flatMap((level) => SEXES.map((sex) => classCode(level, sex))),
  'REST',
];

/** The classes' names, as texts of the catalogs (src/shared/catalogText.ts). */
export const CLASS_NAMES: Record<ClassCode, CatalogText> = {
  ELITE_M: /*i18n*/ { id: 'class.ELITE_M', message: 'Elite Täuber' },
  ELITE_F: /*i18n*/ { id: 'class.ELITE_F', message: 'Elite Täubin' },
  KLASSE1_M: /*i18n*/ { id: 'class.KLASSE1_M', message: 'Klasse 1 Täuber' },
  KLASSE1_F: /*i18n*/ { id: 'class.KLASSE1_F', message: 'Klasse 1 Täubin' },
  KLASSE2_M: /*i18n*/ { id: 'class.KLASSE2_M', message: 'Klasse 2 Täuber' },
  KLASSE2_F: /*i18n*/ { id: 'class.KLASSE2_F', message: 'Klasse 2 Täubin' },
  KLASSE3_M: /*i18n*/ { id: 'class.KLASSE3_M', message: 'Klasse 3 Täuber' },
  KLASSE3_F: /*i18n*/ { id: 'class.KLASSE3_F', message: 'Klasse 3 Täubin' },
  JAEHRIGE_M: /*i18n*/ { id: 'class.JAEHRIGE_M', message: 'Jährige Täuber' },
  JAEHRIGE_F: /*i18n*/ { id: 'class.JAEHRIGE_F', message: 'Jährige Täubin' },
  JUNGTAUBE_M: /*i18n*/ { id: 'class.JUNGTAUBE_M', message: 'Jungtaube Täuber' },
  JUNGTAUBE_F: /*i18n*/ { id: 'class.JUNGTAUBE_F', message: 'Jungtaube Täubin' },
  REST: /*i18n*/ { id: 'class.REST', message: 'Ohne Klasse' },
};

export interface ClassRule {
  level: ClassLevel;
  sex: Sex;
  minKm: number;
  minPrizes: number;
  /** Only ELITE has one by default; any rule may have one. */
  minLastYearKm: number | null;
}

const rule = (
  level: ClassLevel,
  sex: Sex,
  minKm: number,
  minPrizes: number,
  minLastYearKm: number | null = null,
): ClassRule => ({ level, sex, minKm, minPrizes, minLastYearKm });

/** The association's default thresholds; the database starts with these and admins may change them. */
export const DEFAULT_CLASS_RULES: readonly ClassRule[] = [
  rule('ELITE', 'M', 15000, 30, 1000),
  rule('ELITE', 'F', 12000, 25, 500),
  rule('KLASSE1', 'M', 3500, 10),
  rule('KLASSE1', 'F', 3000, 8),
  rule('KLASSE2', 'M', 2500, 6),
  rule('KLASSE2', 'F', 2000, 6),
  rule('KLASSE3', 'M', 1500, 6),
  rule('KLASSE3', 'F', 1000, 4),
  rule('JAEHRIGE', 'M', 1000, 4),
  rule('JAEHRIGE', 'F', 1000, 4),
  rule('JUNGTAUBE', 'M', 400, 2),
  rule('JUNGTAUBE', 'F', 400, 2),
];

export interface ClassReason {
  prizeKm: number;
  prizes: number;
  lastYearKm: number;
}

export interface Classification {
  code: ClassCode;
  season: number;
  reason: ClassReason;
}

export interface ClassFlight {
  year: number;
  distanceKm: number;
}

export function classCode(level: ClassLevel, sex: Sex): ClassCode {
  return `${level}_${sex}`;
}

/** The season a pigeon list shows by default: the current calendar year (UTC). */
export function comingSeason(now: Date): number {
  return now.getUTCFullYear();
}

export function classify(
  pigeon: { ringYear: number; sex: Sex },
  flights: readonly ClassFlight[],
  rules: readonly ClassRule[],
  season: number,
): Classification {
  const reason = classReason(flights, season);
  const age = season - pigeon.ringYear;
  const candidates: readonly ClassLevel[] =
    age < 0 ? [] : age === 0 ? ['JUNGTAUBE'] : age === 1 ? ['JAEHRIGE'] : CLASS_LEVELS.slice(0, 4);
  for (const level of candidates) {
    const found = rules.find((r) => r.level === level && r.sex === pigeon.sex);
    if (found && meetsRule(found, reason)) return { code: classCode(level, pigeon.sex), season, reason };
  }
  return { code: 'REST', season, reason };
}

function meetsRule(rule: ClassRule, reason: ClassReason): boolean {
  const enough = reason.prizeKm >= rule.minKm || reason.prizes >= rule.minPrizes;
  return enough && (rule.minLastYearKm === null || reason.lastYearKm >= rule.minLastYearKm);
}

/** Sums in whole metres, so that 1499.9 + 0.1 is exactly 1500 km. */
export function classReason(flights: readonly ClassFlight[], season: number): ClassReason {
  let metres = 0;
  let lastYearMetres = 0;
  let prizes = 0;
  for (const flight of flights) {
    if (flight.year > season) continue;
    const m = Math.round(flight.distanceKm * 1000);
    metres += m;
    prizes += 1;
    if (flight.year === season - 1) lastYearMetres += m;
  }
  return { prizeKm: metres / 1000, prizes, lastYearKm: lastYearMetres / 1000 };
}
