/**
 * The per-event rating scheme: bounds and step for each of the five categories; the
 * total is their sum. Pure rules shared by the server (validation) and the web (form hints).
 */
export const RATING_CATEGORIES = [
  'generalImpression',
  'boneStructure',
  'back',
  'musculature',
  'wings',
] as const;
export type RatingCategory = (typeof RATING_CATEGORIES)[number];

export interface RatingBounds {
  min: number;
  max: number;
  step: number;
}

export type RatingScheme = Record<RatingCategory, RatingBounds>;

const bounds = (min: number, max: number, step = 0.25): RatingBounds => ({ min, max, step });

/** German show practice: 8–9, 8–9, 17–19, 27–29 and 27–29 in steps of 0.25 (totals 87–95). */
export const DEFAULT_RATING_SCHEME: RatingScheme = {
  generalImpression: bounds(8, 9),
  boneStructure: bounds(8, 9),
  back: bounds(17, 19),
  musculature: bounds(27, 29),
  wings: bounds(27, 29),
};

/** Above any sensible score; keeps typos like 2900 out. */
const MAX_RATING_BOUND = 1000;
// Bounds and steps are decimals like 0.25 or 0.1: compare multiples with a tolerance.
const EPSILON = 1e-9;

export interface SchemeProblem {
  /** e.g. `ratingScheme.back.step` */
  field: string;
  message: string;
}

/** Every rule a scheme breaks, first problem per category; empty when the scheme is valid. */
export function ratingSchemeProblems(scheme: RatingScheme, prefix = 'ratingScheme'): SchemeProblem[] {
  const problems: SchemeProblem[] = [];
  for (const category of RATING_CATEGORIES) {
    const { min, max, step } = scheme[category];
    const at = (part: keyof RatingBounds, message: string) =>
      problems.push({ field: `${prefix}.${category}.${part}`, message });
    if (!Number.isFinite(min) || min <= 0) at('min', 'The lower bound must be positive');
    else if (!Number.isFinite(max) || max < min)
      at('max', 'The upper bound must not be below the lower bound');
    else if (max > MAX_RATING_BOUND) at('max', `The upper bound must be at most ${MAX_RATING_BOUND}`);
    else if (!Number.isFinite(step) || step <= 0) at('step', 'The step must be positive');
    else if (max > min ? step > max - min : step > MAX_RATING_BOUND)
      at('step', 'The step must not be larger than the range from lower to upper bound');
    else if (!isWholeMultiple(max - min, step))
      at('step', 'The range from lower to upper bound must be a multiple of the step');
  }
  return problems;
}

/** True when `score` lies within the category's bounds on its step grid: what a judge may give. */
export function isScoreInScheme(scheme: RatingScheme, category: RatingCategory, score: number): boolean {
  const { min, max, step } = scheme[category];
  return (
    Number.isFinite(score) &&
    score >= min - EPSILON &&
    score <= max + EPSILON &&
    isWholeMultiple(score - min, step)
  );
}

export function sameScheme(a: RatingScheme, b: RatingScheme): boolean {
  return RATING_CATEGORIES.every(
    (c) => a[c].min === b[c].min && a[c].max === b[c].max && a[c].step === b[c].step,
  );
}

function isWholeMultiple(value: number, step: number): boolean {
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < EPSILON * Math.max(1, Math.abs(ratio));
}

/** Every score a category allows, lowest first: what a judge chooses from. */
export function schemeValues({ min, max, step }: RatingBounds): number[] {
  const count = Math.round((max - min) / step);
  return Array.from({ length: count + 1 }, (_, i) => Math.round((min + i * step) * 1e6) / 1e6);
}
