/**
 * The season championship: the breeders of a season ranked by the best-breeder sums they won in
 * the season's shows whose results are final (docs/domain.md, "The season championship").
 */
import { rounded } from './results.ts';
import { instantOfWallClock, wallClockOf } from './showTime.ts';

/** The seasons there may be a championship of; another is VALIDATION_FAILED, field `season`. */
const SEASON_RANGE = { min: 2000, max: 2100 } as const;
/** How many of their best shows may count for each breeder; else VALIDATION_FAILED, field `bestOf`. */
const BEST_OF_RANGE = { min: 1, max: 50 } as const;

/** What is wrong with a season or a bestOf, by field; null when both are valid. */
export function seasonChampionshipProblem(
  season: number,
  bestOf?: number | null,
): { field: 'season' | 'bestOf'; message: string } | null {
  if (!isSeason(season))
    return {
      field: 'season',
      message: `season must be a year from ${SEASON_RANGE.min} to ${SEASON_RANGE.max}`,
    };
  if (bestOf != null && !isBestOf(bestOf))
    return {
      field: 'bestOf',
      message: `bestOf must be a whole number from ${BEST_OF_RANGE.min} to ${BEST_OF_RANGE.max}`,
    };
  return null;
}

export function isSeason(season: number): boolean {
  return Number.isInteger(season) && season >= SEASON_RANGE.min && season <= SEASON_RANGE.max;
}

export function isBestOf(bestOf: number): boolean {
  return Number.isInteger(bestOf) && bestOf >= BEST_OF_RANGE.min && bestOf <= BEST_OF_RANGE.max;
}

/**
 * A show's season: the calendar year of its start on the show's clock (SHOW_TIME_ZONE), so a show
 * starting at 00:30 on New Year's Day in Berlin (23:30 UTC the day before) is of the new season.
 */
export function seasonOf(eventStart: Date): number {
  return Number(wallClockOf(eventStart).slice(0, 4));
}

/** The instants a season's shows start within: from its first moment, before the next season's. */
export function seasonSpan(season: number): { from: Date; until: Date } {
  const newYear = (year: number) => instantOfWallClock(`${String(year).padStart(4, '0')}-01-01T00:00`)!;
  return { from: newYear(season), until: newYear(season + 1) };
}

/** A breeder's line in one show's best-breeder ranking (src/shared/results.ts, rankBreeders). */
export interface ShowSum {
  breederId: number;
  /** Their sum in that show: the best three totals, or fewer for an unranked breeder. */
  sum: number;
  /** Their rated cages in the show; a breeder without any takes no part. */
  ratedCount: number;
}

export interface SeasonStanding {
  breederId: number;
  /** 1 + the number of breeders with more points: equal points share the rank (1, 2, 2, 4). */
  rank: number;
  /** The sum of the breeder's counted show sums. */
  points: number;
  /** The shows of the season where the breeder had rated cages. */
  shows: number;
  /** Of those, the shows whose sums count: all of them, or with bestOf at most that many. */
  countedShows: number;
}

/**
 * The season's standings from each final show's ranking (one list per show): every breeder with
 * rated cages in at least one of them, by points (highest first), then breeder id (which never
 * changes a rank). With `bestOf` only each breeder's best `bestOf` show sums count.
 */
export function rankSeason(shows: readonly (readonly ShowSum[])[], bestOf?: number | null): SeasonStanding[] {
  const sumsByBreeder = new Map<number, number[]>();
  for (const show of shows)
    for (const { breederId, sum, ratedCount } of show) {
      if (ratedCount < 1) continue;
      const sums = sumsByBreeder.get(breederId) ?? [];
      sums.push(rounded(sum));
      sumsByBreeder.set(breederId, sums);
    }
  const scored = [...sumsByBreeder].map(([breederId, sums]) => {
    const counted = [...sums].sort((a, b) => b - a).slice(0, bestOf ?? sums.length);
    const points = rounded(counted.reduce((total, sum) => total + sum, 0));
    return { breederId, points, shows: sums.length, countedShows: counted.length };
  });
  scored.sort((a, b) => b.points - a.points || a.breederId - b.breederId);
  let rank = 0;
  return scored.map((breeder, i) => {
    if (i === 0 || breeder.points !== scored[i - 1].points) rank = i + 1;
    return { ...breeder, rank };
  });
}
