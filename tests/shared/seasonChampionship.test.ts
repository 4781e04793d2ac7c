import {
  rankSeason,
  type ShowSum,
  seasonChampionshipProblem,
  seasonOf,
  seasonSpan,
} from '@shared/seasonChampionship';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** A show's ranking lines: [breederId, sum, ratedCount]. */
const show = (...lines: [number, number, number][]): ShowSum[] =>
  lines.map(([breederId, sum, ratedCount]) => ({ breederId, sum, ratedCount }));
const table = (standings: ReturnType<typeof rankSeason>) =>
  standings.map((s) => [s.rank, s.breederId, s.points, s.shows, s.countedShows]);

describe('the season championship', () => {
  // Breeder 1: 278 and 278; breeder 2: 278 and 90 (one rated cage, unranked in that show);
  // breeder 3: 90 (one rated cage) and 285; breeder 4 only skipped or unjudged cages.
  const season = [
    show([1, 278, 3], [2, 278, 4], [3, 90, 1], [4, 0, 0]),
    show([1, 278, 3], [2, 90, 1]),
    show([3, 285, 3], [4, 0, 0]),
  ];

  it.each([
    [
      'every show',
      undefined,
      [
        [1, 1, 556, 2, 2],
        [2, 3, 375, 2, 2],
        [3, 2, 368, 2, 2],
      ],
    ],
    [
      'the best show of each',
      1,
      [
        [1, 3, 285, 2, 1],
        [2, 1, 278, 2, 1],
        [2, 2, 278, 2, 1],
      ],
    ],
    [
      'more best shows than anyone has',
      5,
      [
        [1, 1, 556, 2, 2],
        [2, 3, 375, 2, 2],
        [3, 2, 368, 2, 2],
      ],
    ],
  ])('ranks by the sums of %s (bestOf %s), equal points sharing a rank', (_, bestOf, expected) => {
    expect(table(rankSeason(season, bestOf))).toEqual(expected);
  });

  it('counts a breeder only with rated cages, and shares ranks as 1, 1, 3', () => {
    expect(table(rankSeason([show([7, 100, 3], [5, 100, 3], [6, 50, 2], [8, 0, 0])]))).toEqual([
      [1, 5, 100, 1, 1],
      [1, 7, 100, 1, 1],
      [3, 6, 50, 1, 1],
    ]);
    expect(rankSeason([])).toEqual([]);
    expect(rankSeason([show([1, 0, 0])])).toEqual([]);
  });

  it('adds sums of tenths exactly, as the show results round them', () => {
    const [standing] = rankSeason([show([1, 0.1, 1]), show([1, 0.2, 1])]);
    expect(standing.points).toBe(0.3);
  });

  const sums = fc.array(
    fc.array(
      fc.record({
        breederId: fc.integer({ min: 1, max: 8 }),
        sum: fc.integer({ min: 0, max: 2_850 }).map((tenths) => tenths / 10),
        ratedCount: fc.integer({ min: 0, max: 5 }),
      }),
      { maxLength: 8 },
    ),
    { maxLength: 6 },
  );
  const bestOfs = fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined });

  it('orders by points; its ranks never fall, and are 1 + the breeders with more points', () => {
    fc.assert(
      fc.property(sums, bestOfs, (shows, bestOf) => {
        const standings = rankSeason(shows, bestOf);
        standings.forEach((s, i) => {
          expect(s.rank).toBe(1 + standings.filter((other) => other.points > s.points).length);
          if (i > 0) {
            expect(s.rank).toBeGreaterThanOrEqual(standings[i - 1].rank);
            expect(s.points).toBeLessThanOrEqual(standings[i - 1].points);
            // Tied points share the rank; a lower score starts at its position.
            expect(s.rank).toBe(s.points === standings[i - 1].points ? standings[i - 1].rank : i + 1);
          }
        });
      }),
    );
  });

  it('lists each breeder with rated cages once, counting at most bestOf of their shows', () => {
    fc.assert(
      fc.property(sums, bestOfs, (shows, bestOf) => {
        const standings = rankSeason(shows, bestOf);
        const rated = new Set(shows.flat().flatMap((line) => (line.ratedCount > 0 ? [line.breederId] : [])));
        expect(standings.map((s) => s.breederId).sort()).toEqual([...rated].sort());
        for (const s of standings) {
          expect(s.countedShows).toBe(Math.min(s.shows, bestOf ?? s.shows));
          // Fewer shows counted never give more points.
          const all = rankSeason(shows).find((other) => other.breederId === s.breederId)!;
          expect(s.points).toBeLessThanOrEqual(all.points);
        }
      }),
    );
  });
});

describe('seasons and their checks', () => {
  it.each([
    ['2025-12-31T22:59:59Z', 2025],
    // 00:30 on New Year's Day in Berlin, still 2025 in UTC.
    ['2025-12-31T23:30:00Z', 2026],
    ['2026-07-01T10:00:00Z', 2026],
    ['2026-12-31T22:30:00Z', 2026],
  ])('the show starting at %s is of the season %i (the Berlin calendar)', (start, season) => {
    expect(seasonOf(new Date(start))).toBe(season);
  });

  it('spans a season from New Year to New Year on the show’s clock', () => {
    expect(seasonSpan(2026)).toEqual({
      from: new Date('2025-12-31T23:00:00Z'),
      until: new Date('2026-12-31T23:00:00Z'),
    });
  });

  it.each([
    [2026, undefined, null],
    [2000, 1, null],
    [2100, 50, null],
    [1999, undefined, 'season'],
    [2101, undefined, 'season'],
    [2026.5, undefined, 'season'],
    [2026, 0, 'bestOf'],
    [2026, 51, 'bestOf'],
    [2026, 2.5, 'bestOf'],
  ])('checks season %s and bestOf %s: %s at fault', (season, bestOf, field) => {
    expect(seasonChampionshipProblem(season, bestOf)?.field ?? null).toBe(field);
  });
});
