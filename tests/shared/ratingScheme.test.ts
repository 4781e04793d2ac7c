import { DEFAULT_RATING_SCHEME, isScoreInScheme, ratingSchemeProblems } from '@shared/ratingScheme.ts';
import { describe, expect, it } from 'vitest';

describe('rating scheme', () => {
  it('accepts the default scheme', () => {
    expect(ratingSchemeProblems(DEFAULT_RATING_SCHEME)).toEqual([]);
  });

  it.each([
    [{ min: 0, max: 9, step: 0.25 }, 'ratingScheme.wings.min'],
    [{ min: 9, max: 8, step: 0.25 }, 'ratingScheme.wings.max'],
    [{ min: 8, max: 9, step: -1 }, 'ratingScheme.wings.step'],
    [{ min: 8, max: 9, step: 0.3 }, 'ratingScheme.wings.step'],
    [{ min: 8, max: 2000, step: 1 }, 'ratingScheme.wings.max'],
  ])('names the field at fault for %o', (wings, field) => {
    expect(ratingSchemeProblems({ ...DEFAULT_RATING_SCHEME, wings }).map((p) => p.field)).toEqual([field]);
  });

  it('accepts decimal steps that divide the range despite floating point', () => {
    expect(ratingSchemeProblems({ ...DEFAULT_RATING_SCHEME, back: { min: 17, max: 19, step: 0.1 } })).toEqual(
      [],
    );
  });

  it('checks a score against bounds and step', () => {
    expect(isScoreInScheme(DEFAULT_RATING_SCHEME, 'back', 18.75)).toBe(true);
    expect(isScoreInScheme(DEFAULT_RATING_SCHEME, 'back', 18.7)).toBe(false);
    expect(isScoreInScheme(DEFAULT_RATING_SCHEME, 'back', 19.25)).toBe(false);
    expect(isScoreInScheme(DEFAULT_RATING_SCHEME, 'back', 0)).toBe(false);
  });
});
