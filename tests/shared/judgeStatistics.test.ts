import { CLASS_CODES, type ClassCode } from '@shared/classification.ts';
import {
  isOutlier,
  judgeStatistics,
  OUTLIER_MIN_CLASS_RATINGS,
  populationSpread,
  type StatJudgement,
  TENDENCY_MIN_RATINGS,
  TENDENCY_POINTS,
  tendencyOf,
} from '@shared/judgeStatistics.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

let nextCage = 1;
/** Judgements of one judge in one class, a cage each (null: a skip). */
const judged = (judgeId: number, classCode: ClassCode, ...totals: (number | null)[]): StatJudgement[] =>
  totals.map((total) => {
    const cage = nextCage++;
    return { cageId: 1000 + cage, cageNumber: cage, classCode, judgeId, total };
  });

const figuresOf = (judgements: StatJudgement[], judgeIds: number[] = []) =>
  Object.fromEntries(
    judgeStatistics(judgements, judgeIds).judges.map((j) => [
      j.judgeId,
      [j.ratings, j.skips, j.meanTotal, j.spread, j.deviation, j.tendency],
    ]),
  );

describe('judgeStatistics: each judge', () => {
  // [behaviour, judgements, judges to list, expected per judge [ratings, skips, mean, spread, deviation, tendency]]
  it.each([
    [
      'two judges of one class: each mean against the class mean (93)',
      [...judged(1, 'KLASSE1_M', 90, 92), ...judged(2, 'KLASSE1_M', 94, 96)],
      [],
      { 1: [2, 0, 91, 1, -2, null], 2: [2, 0, 95, 1, 2, null] },
    ],
    [
      'skips are counted apart and change no figure',
      [...judged(1, 'REST', 90, null, null), ...judged(2, 'REST', 92)],
      [],
      { 1: [1, 2, 90, 0, -1, null], 2: [1, 0, 92, 0, 1, null] },
    ],
    [
      'a judge assigned without a judgement yet is listed without figures',
      judged(1, 'REST', 90),
      [3],
      { 1: [1, 0, 90, 0, 0, null], 3: [0, 0, null, null, null, null] },
    ],
    [
      'a judge who only skipped has no figures',
      [...judged(1, 'REST', null), ...judged(2, 'REST', 91)],
      [],
      { 1: [0, 1, null, null, null, null], 2: [1, 0, 91, 0, 0, null] },
    ],
    [
      // Pooled, A's 92.5 would lie 1.5 above the classes' 91 only because A had the strong class.
      'each rating is weighed against its own class: a judge of the strong class is not lenient for it',
      [
        ...judged(1, 'ELITE_M', 94, 94, 94),
        ...judged(1, 'REST', 88),
        ...judged(2, 'ELITE_M', 94),
        ...judged(2, 'REST', 88, 88, 88),
      ],
      [],
      { 1: [4, 0, 92.5, 2.598076, 0, null], 2: [4, 0, 89.5, 2.598076, 0, null] },
    ],
    [
      `from ${TENDENCY_MIN_RATINGS} ratings, 1.5 points below is stricter, 1.5 above more lenient`,
      [...judged(1, 'KLASSE2_M', 88, 88, 88, 88, 88), ...judged(2, 'KLASSE2_M', 91, 91, 91, 91, 91)],
      [],
      { 1: [5, 0, 88, 0, -1.5, 'STRICTER'], 2: [5, 0, 91, 0, 1.5, 'MORE_LENIENT'] },
    ],
    [
      `below ${TENDENCY_MIN_RATINGS} ratings no tendency is named, however far`,
      [...judged(1, 'KLASSE2_M', 88, 88, 88, 88), ...judged(2, 'KLASSE2_M', 94, 94, 94, 94)],
      [],
      { 1: [4, 0, 88, 0, -3, null], 2: [4, 0, 94, 0, 3, null] },
    ],
    [
      'totals on 0.1 steps give figures rounded to 6 places',
      judged(1, 'REST', 90.1, 90.2, 90.3),
      [],
      { 1: [3, 0, 90.2, 0.08165, 0, null] },
    ],
  ] as const)('%s', (_case, judgements, judgeIds, expected) => {
    expect(figuresOf([...judgements], [...judgeIds])).toEqual(expected);
  });

  it('lists each class the judge rated in, in class order', () => {
    const { judges } = judgeStatistics([
      ...judged(1, 'REST', 90),
      ...judged(1, 'ELITE_M', 93),
      ...judged(1, 'JUNGTAUBE_F', null),
    ]);
    expect(judges[0]!.classes).toEqual(['ELITE_M', 'REST']);
  });
});

describe('tendencyOf', () => {
  it.each([
    [-TENDENCY_POINTS - 0.25, TENDENCY_MIN_RATINGS, 'STRICTER'],
    [TENDENCY_POINTS + 0.25, TENDENCY_MIN_RATINGS, 'MORE_LENIENT'],
    // Exceeding, not reaching, the threshold names a tendency.
    [-TENDENCY_POINTS, TENDENCY_MIN_RATINGS, null],
    [TENDENCY_POINTS, 50, null],
    [0, 50, null],
    [-5, TENDENCY_MIN_RATINGS - 1, null],
    [null, 50, null],
  ] as const)('deviation %s over %i ratings: %s', (deviation, ratings, expected) => {
    expect(tendencyOf(deviation, ratings)).toBe(expected);
  });
});

describe('judgeStatistics: outliers', () => {
  it('names a total more than 2 spreads from its class mean, with the class mean and spread', () => {
    // Mean 91, spread √5 ≈ 2.236: 96 lies 5 away (> 4.47), the 90s 1 away.
    const judgements = [...judged(1, 'REST', 90, 90, 90, 90, 90), ...judged(2, 'REST', 96)];
    const { outliers, classes } = judgeStatistics(judgements);
    expect(classes).toEqual([{ classCode: 'REST', ratings: 6, mean: 91, spread: 2.236068 }]);
    expect(outliers).toEqual([
      {
        cageId: judgements[5]!.cageId,
        cageNumber: judgements[5]!.cageNumber,
        classCode: 'REST',
        judgeId: 2,
        total: 96,
        classMean: 91,
        classSpread: 2.236068,
      },
    ]);
  });

  it(`names none in a class of fewer than ${OUTLIER_MIN_CLASS_RATINGS} ratings, nor counts skips toward it`, () => {
    const judgements = [...judged(1, 'REST', 90, 90, 90, 90, null, null), ...judged(2, 'REST', 99)];
    expect(judgeStatistics(judgements).outliers).toEqual([]);
  });

  it('orders them by class, then cage number', () => {
    const judgements = [
      ...judged(2, 'REST', 99),
      ...judged(1, 'REST', 90, 90, 90, 90, 90, 90, 90, 90, 90),
      ...judged(1, 'ELITE_F', 90, 90, 90, 90, 90, 81),
      ...judged(1, 'REST', 81),
    ];
    // REST: mean 90, spread ≈ 3.84; 99 and 81 lie 9 away.
    expect(judgeStatistics(judgements).outliers.map((o) => [o.classCode, o.total])).toEqual([
      ['ELITE_F', 81],
      ['REST', 99],
      ['REST', 81],
    ]);
  });

  it('is exactly on the border 2 spreads away: not an outlier', () => {
    expect(isOutlier(95, { ratings: OUTLIER_MIN_CLASS_RATINGS, mean: 91, spread: 2 })).toBe(false);
    expect(isOutlier(95.25, { ratings: OUTLIER_MIN_CLASS_RATINGS, mean: 91, spread: 2 })).toBe(true);
  });
});

// Totals as the default scheme gives them: 87..95 in quarter points.
const total = fc.integer({ min: 0, max: 32 }).map((quarters) => 87 + quarters / 4);
const classCode = fc.constantFrom<ClassCode>(...CLASS_CODES);
const judgement = fc.record({
  judgeId: fc.integer({ min: 1, max: 4 }),
  classCode,
  total: fc.option(total, { freq: 8 }),
});
const judgements = fc
  .array(judgement, { minLength: 1, maxLength: 60 })
  .map((list) => list.map((j, i) => ({ ...j, cageId: i + 1, cageNumber: i + 1 })));

describe('judgeStatistics: properties', () => {
  it('a judge who rated every cage deviates by 0 and is named neither stricter nor more lenient', () => {
    fc.assert(
      fc.property(judgements, (list) => {
        const alone = list.map((j) => ({ ...j, judgeId: 7 }));
        const [judge] = judgeStatistics(alone).judges;
        expect(judge!.deviation ?? 0).toBe(0);
        expect(judge!.tendency).toBeNull();
      }),
    );
  });

  it('deviations weighed by ratings add up to 0: a judge is stricter only against lenient colleagues', () => {
    fc.assert(
      fc.property(judgements, (list) => {
        const sum = judgeStatistics(list).judges.reduce((acc, j) => acc + j.ratings * (j.deviation ?? 0), 0);
        expect(Math.abs(sum)).toBeLessThan(1e-4);
      }),
    );
  });

  it('a mean lies between the lowest and highest total, and the spread is at most half their range', () => {
    fc.assert(
      fc.property(judgements, (list) => {
        for (const judge of judgeStatistics(list).judges) {
          const totals = list.flatMap((j) =>
            j.judgeId === judge.judgeId && j.total !== null ? [j.total] : [],
          );
          if (totals.length === 0) continue;
          const [low, high] = [Math.min(...totals), Math.max(...totals)];
          expect(judge.meanTotal!).toBeGreaterThanOrEqual(low);
          expect(judge.meanTotal!).toBeLessThanOrEqual(high);
          expect(judge.spread!).toBeGreaterThanOrEqual(0);
          expect(judge.spread!).toBeLessThanOrEqual((high - low) / 2 + 1e-6);
        }
      }),
    );
  });

  it('one point more for every rating moves each mean by one and changes no spread, deviation or outlier', () => {
    fc.assert(
      fc.property(judgements, (list) => {
        const before = judgeStatistics(list);
        const after = judgeStatistics(
          list.map((j) => ({ ...j, total: j.total === null ? null : j.total + 1 })),
        );
        expect(after.judges.map((j) => [j.spread, j.deviation, j.tendency])).toEqual(
          before.judges.map((j) => [j.spread, j.deviation, j.tendency]),
        );
        expect(after.judges.map((j) => (j.meanTotal === null ? null : j.meanTotal - 1))).toEqual(
          before.judges.map((j) => j.meanTotal),
        );
        expect(after.outliers.map((o) => o.cageId)).toEqual(before.outliers.map((o) => o.cageId));
      }),
    );
  });

  it('a class of equal totals has no outlier, and a small class never has one', () => {
    fc.assert(
      fc.property(judgements, total, (list, same) => {
        const equal = list.map((j) => ({ ...j, total: j.total === null ? null : same }));
        expect(judgeStatistics(equal).outliers).toEqual([]);
        const small = list.slice(0, OUTLIER_MIN_CLASS_RATINGS - 1);
        expect(judgeStatistics(small).outliers).toEqual([]);
      }),
    );
  });

  it('the spread of one rating is 0', () => {
    fc.assert(
      fc.property(total, (t) => {
        expect(populationSpread([t])).toBe(0);
      }),
    );
  });
});
