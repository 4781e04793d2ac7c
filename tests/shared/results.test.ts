import type { ClassCode, Sex } from '@shared/classification.ts';
import {
  type BreederRanking,
  bestOfSex,
  champions,
  classLists,
  MIN_RATED_TO_RANK,
  type PlacedEntry,
  placeClass,
  type ResultEntryInput,
  rankBreeders,
  type TieBreak,
} from '@shared/results.ts';
import { describe, expect, it } from 'vitest';

const entry = (
  cageNumber: number,
  total: number | null,
  more: Partial<ResultEntryInput> = {},
): ResultEntryInput => ({
  cageId: 1000 + cageNumber,
  cageNumber,
  classCode: 'KLASSE1_M',
  sex: 'M',
  breederId: 1,
  total,
  ...more,
});

/** Cages 1, 2, 3, … of one class with these totals (null: skipped or never judged). */
const cages = (...totals: (number | null)[]) => totals.map((total, i) => entry(i + 1, total));

const placesOf = (placed: PlacedEntry<ResultEntryInput>[]) =>
  placed.map((p) => [p.entry.cageNumber, p.place]);

/** Added left to right like the five scores of a card, without rounding. */
const scoreSum = (...scores: number[]) => scores.reduce((acc, score) => acc + score, 0);

describe('placeClass: places', () => {
  // [behaviour, entries, expected [cage number, place] in list order]
  const cases: [string, ResultEntryInput[], [number, number | null][]][] = [
    [
      'gives equal totals the same place and skips the next (1, 1, 3)',
      cages(90, 92, 92, 88),
      [
        [2, 1],
        [3, 1],
        [1, 3],
        [4, 4],
      ],
    ],
    [
      'skips as many places as cages share one (1, 2, 2, 2, 5)',
      cages(95, 94, 94, 94, 93),
      [
        [1, 1],
        [2, 2],
        [3, 2],
        [4, 2],
        [5, 5],
      ],
    ],
    [
      'lists cages without a total after the placed ones, by cage number, with no place',
      [entry(4, null), entry(2, 90), entry(1, null), entry(3, 91)],
      [
        [3, 1],
        [2, 2],
        [1, null],
        [4, null],
      ],
    ],
    [
      'orders a shared place by cage number whatever the input order',
      [entry(9, 92), entry(1, 92), entry(5, 93)],
      [
        [5, 1],
        [1, 2],
        [9, 2],
      ],
    ],
    [
      'places nobody in a class without totals',
      cages(null, null),
      [
        [1, null],
        [2, null],
      ],
    ],
    ['returns an empty list for an empty class', [], []],
  ];

  it.each(cases)('%s', (_, entries, expected) => {
    expect(placesOf(placeClass(entries))).toEqual(expected);
  });

  it('treats float totals that differ only in the last bits as equal', () => {
    const summed = scoreSum(8.3, 8.6, 18.1, 28.2, 28.1);
    expect(summed).not.toBe(91.3); // 91.30000000000001
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(
      placesOf(placeClass([entry(1, summed), entry(2, 91.3), entry(3, 0.1 + 0.2), entry(4, 0.3)])),
    ).toEqual([
      [1, 1],
      [2, 1],
      [3, 3],
      [4, 3],
    ]);
  });

  it('hands back the caller’s own rows, so richer row types pass through', () => {
    const rows = [{ ...entry(1, 90), ring: 'DV-01234-26-1' }];
    const [placed] = placeClass(rows);
    expect(placed.entry).toBe(rows[0]);
    expect(placed.entry.ring).toBe('DV-01234-26-1');
  });
});

describe('placeClass: prizes for the best quarter of the rated pigeons, rounded up', () => {
  const T = true;
  const F = false;
  // [behaviour, totals of cages 1, 2, … (already best first), expected places, expected prizes]
  const cases: [string, (number | null)[], (number | null)[], boolean[]][] = [
    [
      'gives three prizes to 5 rated when place 2 is shared at the cut of 2 (1, 2, 2, 4, 5)',
      [95, 94, 94, 93, 92],
      [1, 2, 2, 4, 5],
      [T, T, T, F, F],
    ],
    [
      'gives two prizes to 8 rated (cut 2)',
      [98, 97, 96, 95, 94, 93, 92, 91],
      [1, 2, 3, 4, 5, 6, 7, 8],
      [T, T, F, F, F, F, F, F],
    ],
    [
      'gives four prizes to 8 rated when three share place 2 at the cut',
      [98, 97, 97, 97, 96, 95, 94, 93],
      [1, 2, 2, 2, 5, 6, 7, 8],
      [T, T, T, T, F, F, F, F],
    ],
    [
      'gives three prizes to 9 rated (cut 3, rounded up from 2.25)',
      [99, 98, 97, 96, 95, 94, 93, 92, 91],
      [1, 2, 3, 4, 5, 6, 7, 8, 9],
      [T, T, T, F, F, F, F, F, F],
    ],
    ['gives the prize to a single rated pigeon', [90], [1], [T]],
    [
      'counts only rated pigeons: 4 rated and a skipped one make a cut of 1',
      [95, 94, 93, 92, null],
      [1, 2, 3, 4, null],
      [T, F, F, F, F],
    ],
    ['gives every pigeon a prize when all share place 1', [90, 90, 90, 90], [1, 1, 1, 1], [T, T, T, T]],
    ['gives no prize when nobody is rated', [null, null], [null, null], [F, F]],
  ];

  it.each(cases)('%s', (_, totals, places, prizes) => {
    const placed = placeClass(cages(...totals));
    expect(placed.map((p) => p.place)).toEqual(places);
    expect(placed.map((p) => p.prize)).toEqual(prizes);
  });
});

describe('classLists', () => {
  it('lists only the classes that have entries, in class order, each placed on its own', () => {
    const inClass = (cageNumber: number, classCode: ClassCode, total: number | null) =>
      entry(cageNumber, total, { classCode });
    const lists = classLists([
      inClass(1, 'REST', 80),
      inClass(2, 'ELITE_F', 93),
      inClass(3, 'KLASSE1_M', 91),
      inClass(4, 'ELITE_M', 90),
      inClass(5, 'JUNGTAUBE_F', null),
      inClass(6, 'KLASSE1_M', 92),
      inClass(7, 'ELITE_M', 90),
    ]);
    expect(
      lists.map((list) => [list.classCode, list.entries.map((p) => [p.entry.cageNumber, p.place, p.prize])]),
    ).toEqual([
      [
        'ELITE_M',
        [
          [4, 1, true],
          [7, 1, true],
        ],
      ],
      ['ELITE_F', [[2, 1, true]]],
      [
        'KLASSE1_M',
        [
          [6, 1, true],
          [3, 2, false],
        ],
      ],
      ['JUNGTAUBE_F', [[5, null, false]]],
      ['REST', [[1, 1, true]]],
    ]);
  });

  it('returns no class for a show without entries', () => {
    expect(classLists([])).toEqual([]);
  });
});

describe('bestOfSex', () => {
  const pigeon = (cageNumber: number, sex: Sex, total: number | null, classCode: ClassCode = 'REST') =>
    entry(cageNumber, total, { sex, classCode });
  const show = [
    pigeon(1, 'M', 94, 'KLASSE1_M'),
    pigeon(2, 'F', 96, 'ELITE_F'),
    pigeon(3, 'M', 95),
    pigeon(4, 'F', null, 'ELITE_F'),
    pigeon(5, 'M', null),
    pigeon(7, 'M', 95, 'ELITE_M'),
    pigeon(8, 'F', 91),
  ];
  const onlyCocks = show.filter((p) => p.sex === 'M');

  // [behaviour, entries, sex, expected cage numbers]
  const cases: [string, ResultEntryInput[], Sex, number[]][] = [
    ['lists every cock on the highest total across classes, by cage number', show, 'M', [3, 7]],
    ['finds the one best hen', show, 'F', [2]],
    ['finds no hen in a show without hens', onlyCocks, 'F', []],
    ['finds no hen when no hen has a total', [pigeon(4, 'F', null), ...onlyCocks], 'F', []],
    [
      'treats float totals that differ only in the last bits as equal',
      [pigeon(1, 'M', scoreSum(8.3, 8.6, 18.1, 28.2, 28.1)), pigeon(2, 'M', 91.3), pigeon(3, 'M', 91.2)],
      'M',
      [1, 2],
    ],
  ];

  it.each(cases)('%s', (_, entries, sex, expected) => {
    expect(bestOfSex(entries, sex).map((p) => p.cageNumber)).toEqual(expected);
  });
});

/** Each breeder's cages get their own numbers (breeder 2: 20, 21, …). */
const breeders = (totalsById: Record<number, (number | null)[]>): ResultEntryInput[] =>
  Object.entries(totalsById).flatMap(([id, totals]) =>
    totals.map((total, i) => entry(Number(id) * 10 + i, total, { breederId: Number(id) })),
  );

const ranksOf = (ranking: BreederRanking[]) => ranking.map((b) => [b.breederId, b.rank, b.tieBreak]);

describe('rankBreeders: the tie-break chain', () => {
  // [behaviour, totals per breeder, expected [breeder id, rank, tieBreak] in list order]
  const cases: [string, Record<number, (number | null)[]>, [number, number, TieBreak | null][]][] = [
    [
      'ranks by the sum of the three best totals (282 before 281)',
      { 1: [96, 93, 92], 2: [95, 94, 93] },
      [
        [2, 1, null],
        [1, 2, null],
      ],
    ],
    [
      'decides an equal sum (281) by the best total (96 before 95)',
      { 1: [95, 94, 92], 2: [96, 93, 92] },
      [
        [2, 1, 'BEST'],
        [1, 2, 'BEST'],
      ],
    ],
    [
      'decides an equal sum and best total by the second (94 before 93)',
      { 1: [96, 93, 92], 2: [96, 94, 91] },
      [
        [2, 1, 'SECOND'],
        [1, 2, 'SECOND'],
      ],
    ],
    [
      'shares the rank when sum, best and second are equal (so is the third), and skips the next (1, 1, 3)',
      { 1: [96, 93, 92], 2: [92, 96, 93], 3: [95, 93, 92] },
      [
        [1, 1, 'SHARED'],
        [2, 1, 'SHARED'],
        [3, 3, null],
      ],
    ],
    [
      'reports the deepest criterion needed against all breeders on the same sum',
      // All 281: breeder 3 wins on the best; 2 and 1 are told apart from each other by the second.
      { 1: [96, 93, 92], 2: [96, 94, 91], 3: [97, 92, 92] },
      [
        [3, 1, 'BEST'],
        [2, 2, 'SECOND'],
        [1, 3, 'SECOND'],
      ],
    ],
    [
      'reports SHARED for breeders tied with each other even when the best total parts them from another',
      { 1: [96, 93, 92], 2: [96, 93, 92], 3: [97, 92, 92], 4: [90, 90, 90] },
      [
        [3, 1, 'BEST'],
        [1, 2, 'SHARED'],
        [2, 2, 'SHARED'],
        [4, 4, null],
      ],
    ],
    [
      'counts only the three best totals (99 + 90 + 90 = 279 loses to 280)',
      { 1: [90, 90, 90, 99], 2: [95, 94, 91] },
      [
        [2, 1, null],
        [1, 2, null],
      ],
    ],
    [
      'treats float totals that differ only in the last bits as equal',
      {
        1: [scoreSum(8.3, 8.6, 18.1, 28.2, 28.1), 90, 90],
        2: [91.3, 90, 90],
        3: [90.1 + 0.1 + 0.1, 90, 90],
        4: [90.3, 90, 90],
      },
      [
        [1, 1, 'SHARED'],
        [2, 1, 'SHARED'],
        [3, 3, 'SHARED'],
        [4, 3, 'SHARED'],
      ],
    ],
  ];

  it.each(cases)('%s', (_, totalsById, expected) => {
    expect(ranksOf(rankBreeders(breeders(totalsById)))).toEqual(expected);
  });

  it('reports the rounded totals and sum of a breeder', () => {
    const [breeder] = rankBreeders(
      breeders({ 1: [scoreSum(8.3, 8.6, 18.1, 28.2, 28.1), 90.1 + 0.1 + 0.1, 90] }),
    );
    expect(breeder.topTotals).toEqual([91.3, 90.3, 90]);
    expect(breeder.sum).toBe(271.6);
  });
});

describe('rankBreeders: who ranks', () => {
  it(`needs ${MIN_RATED_TO_RANK} rated pigeons: a breeder with two is listed after the ranked ones`, () => {
    // Breeder 3 has three cages, but one was skipped.
    expect(rankBreeders(breeders({ 1: [99, 99], 2: [90, 90, 90], 3: [99, null, 99] }))).toEqual([
      {
        breederId: 2,
        rank: 1,
        topTotals: [90, 90, 90],
        sum: 270,
        ranked: true,
        tieBreak: null,
        ratedCount: 3,
      },
      {
        breederId: 1,
        rank: null,
        topTotals: [99, 99],
        sum: 198,
        ranked: false,
        tieBreak: null,
        ratedCount: 2,
      },
      {
        breederId: 3,
        rank: null,
        topTotals: [99, 99],
        sum: 198,
        ranked: false,
        tieBreak: null,
        ratedCount: 2,
      },
    ]);
  });

  it('reports the three best totals of the rated pigeons, their sum and how many were rated', () => {
    expect(rankBreeders(breeders({ 1: [90, 92.5, null, 91.25, 89.75] }))).toEqual([
      {
        breederId: 1,
        rank: 1,
        topTotals: [92.5, 91.25, 90],
        sum: 273.75,
        ranked: true,
        tieBreak: null,
        ratedCount: 4,
      },
    ]);
  });

  it('orders the unranked by sum, then best total, then breeder id; one without any total comes last', () => {
    const ranking = rankBreeders(
      breeders({ 1: [null, null], 2: [95, 94], 3: [99, 90], 4: [94, 95], 5: [96] }),
    );
    expect(ranking.map((b) => [b.breederId, b.topTotals, b.sum, b.ratedCount])).toEqual([
      [3, [99, 90], 189, 2],
      [2, [95, 94], 189, 2],
      [4, [95, 94], 189, 2],
      [5, [96], 96, 1],
      [1, [], 0, 0],
    ]);
    expect(ranking.every((b) => !b.ranked && b.rank === null && b.tieBreak === null)).toBe(true);
  });

  it('returns no breeder for a show without entries', () => {
    expect(rankBreeders([])).toEqual([]);
  });
});

describe('champions', () => {
  // [behaviour, totals per breeder, expected champion ids]
  const cases: [string, Record<number, (number | null)[]>, number[]][] = [
    ['crowns the one rank-1 breeder', { 1: [90, 90, 90], 2: [95, 94, 93] }, [2]],
    ['crowns every breeder sharing rank 1', { 1: [96, 93, 92], 2: [96, 93, 92], 3: [97, 92, 91] }, [1, 2]],
    ['crowns nobody when nobody has three rated pigeons', { 1: [99, 99], 2: [98, null, null] }, []],
    ['crowns nobody in a show without entries', {}, []],
  ];

  it.each(cases)('%s', (_, totalsById, expected) => {
    expect(champions(rankBreeders(breeders(totalsById))).map((b) => b.breederId)).toEqual(expected);
  });
});

describe('results of a fixed show, in any input order', () => {
  const c = (
    cageNumber: number,
    classCode: ClassCode,
    sex: Sex,
    breederId: number,
    total: number | null,
  ): ResultEntryInput => ({ cageId: 500 - cageNumber, cageNumber, classCode, sex, breederId, total });
  const show = [
    c(1, 'ELITE_M', 'M', 1, 93.5),
    c(2, 'ELITE_M', 'M', 2, 94),
    c(3, 'ELITE_M', 'M', 3, 93.5),
    c(4, 'ELITE_M', 'M', 1, null),
    c(5, 'ELITE_M', 'M', 4, 92.25),
    c(6, 'JAEHRIGE_F', 'F', 2, 92),
    c(7, 'JAEHRIGE_F', 'F', 3, scoreSum(8.3, 8.6, 18.1, 28.2, 28.1)),
    c(8, 'JAEHRIGE_F', 'F', 1, 91.3),
    c(9, 'JAEHRIGE_F', 'F', 4, null),
    c(10, 'REST', 'M', 2, 90),
    c(11, 'REST', 'F', 1, 92),
    c(12, 'REST', 'M', 3, 91),
    c(13, 'REST', 'M', 4, 90.75),
    c(14, 'KLASSE2_F', 'F', 3, 89.5),
  ];
  const orders: [string, ResultEntryInput[]][] = [
    ['as entered', show],
    ['reversed', [...show].reverse()],
    ['rotated', [...show.slice(5), ...show.slice(0, 5)]],
  ];

  it.each(orders)('gives the hand-computed results %s', (_, entries) => {
    expect(
      classLists(entries).map((list) => [
        list.classCode,
        list.entries.map((p) => [p.entry.cageNumber, p.place, p.prize]),
      ]),
    ).toEqual([
      [
        'ELITE_M',
        [
          [2, 1, true],
          [1, 2, false],
          [3, 2, false],
          [5, 4, false],
          [4, null, false],
        ],
      ],
      ['KLASSE2_F', [[14, 1, true]]],
      [
        'JAEHRIGE_F',
        [
          [6, 1, true],
          [7, 2, false],
          [8, 2, false],
          [9, null, false],
        ],
      ],
      [
        'REST',
        [
          [11, 1, true],
          [12, 2, false],
          [13, 3, false],
          [10, 4, false],
        ],
      ],
    ]);
    expect(bestOfSex(entries, 'M').map((p) => p.cageNumber)).toEqual([2]);
    expect(bestOfSex(entries, 'F').map((p) => p.cageNumber)).toEqual([6, 11]);
    // 1: 93.5 + 92 + 91.3 = 276.8; 2: 94 + 92 + 90 = 276; 3: 93.5 + 91.3 + 91 = 275.8 (of four);
    // 4: only two rated, 92.25 + 90.75 = 183.
    expect(rankBreeders(entries)).toEqual([
      {
        breederId: 1,
        rank: 1,
        topTotals: [93.5, 92, 91.3],
        sum: 276.8,
        ranked: true,
        tieBreak: null,
        ratedCount: 3,
      },
      {
        breederId: 2,
        rank: 2,
        topTotals: [94, 92, 90],
        sum: 276,
        ranked: true,
        tieBreak: null,
        ratedCount: 3,
      },
      {
        breederId: 3,
        rank: 3,
        topTotals: [93.5, 91.3, 91],
        sum: 275.8,
        ranked: true,
        tieBreak: null,
        ratedCount: 4,
      },
      {
        breederId: 4,
        rank: null,
        topTotals: [92.25, 90.75],
        sum: 183,
        ranked: false,
        tieBreak: null,
        ratedCount: 2,
      },
    ]);
  });

  it('places every cage exactly once, one past the cages of its class with a higher total', () => {
    const placed = classLists(show).flatMap((list) => list.entries);
    expect(placed.map((p) => p.entry.cageNumber).sort((a, b) => a - b)).toEqual(
      show.map((e) => e.cageNumber),
    );
    const round = (x: number) => Math.round(x * 1e6) / 1e6;
    for (const { entry: e, place } of placed) {
      const higher = show.filter(
        (o) =>
          o.classCode === e.classCode &&
          o.total !== null &&
          e.total !== null &&
          round(o.total) > round(e.total),
      );
      expect(place).toBe(e.total === null ? null : higher.length + 1);
    }
  });
});
