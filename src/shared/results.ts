/**
 * A show's results: class lists with places and prizes, the best cock and hen, and the best
 * breeder (the show champion). Computed from the judges' totals each time they are shown, never
 * stored, so a late or corrected judgement shows up everywhere at once.
 */
import { CLASS_CODES, type ClassCode, type Sex } from './classification.ts';

export interface ResultEntryInput {
  cageId: number;
  cageNumber: number;
  classCode: ClassCode;
  sex: Sex;
  breederId: number;
  /** null when the judge skipped the cage or has not judged it yet. */
  total: number | null;
}

export interface PlacedEntry<T extends ResultEntryInput> {
  entry: T;
  /** null for a cage without a total. */
  place: number | null;
  prize: boolean;
}

/** Which criterion told a breeder apart from the ranked breeders with the same sum. */
export type TieBreak = 'BEST' | 'SECOND' | 'THIRD' | 'SHARED';
/**
 * The criteria after the sum, one per counted total. Equal sums with equal best and second totals
 * leave the third equal too, so THIRD never decides in practice; it stays for a complete chain.
 */
const TIE_BREAK_STEPS = ['BEST', 'SECOND', 'THIRD'] as const;

export interface BreederRanking {
  breederId: number;
  /** null when the breeder has too few rated pigeons to rank. */
  rank: number | null;
  /** The best totals, highest first: three for a ranked breeder, fewer for an unranked one. */
  topTotals: number[];
  sum: number;
  ranked: boolean;
  /** null for an unranked breeder and for one whose sum no other ranked breeder has. */
  tieBreak: TieBreak | null;
  /** Every cage of the breeder with a total, not only the counted ones. */
  ratedCount: number;
}

export const MIN_RATED_TO_RANK = 3;

/** Totals are float sums of steps like 0.1; rounded to 6 places, 0.1 + 0.2 equals 0.3. */
export function rounded(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function roundedTotal(entry: ResultEntryInput): number | null {
  return entry.total === null ? null : rounded(entry.total);
}

/** Cage numbers are unique within a show; the id only keeps the order total if they are not. */
function byCage(a: ResultEntryInput, b: ResultEntryInput): number {
  return a.cageNumber - b.cageNumber || a.cageId - b.cageId;
}

/** One class's entries placed and ordered as described. */
export function placeClass<T extends ResultEntryInput>(entries: readonly T[]): PlacedEntry<T>[] {
  const rated = entries
    .flatMap((entry) => {
      const total = roundedTotal(entry);
      return total === null ? [] : [{ entry, total }];
    })
    .sort((a, b) => b.total - a.total || byCage(a.entry, b.entry));
  // The best quarter wins a prize, rounded up; a shared place at the cut takes everyone on it.
  const cut = Math.ceil(rated.length / 4);
  let place = 0;
  const placed = rated.map(({ entry, total }, i): PlacedEntry<T> => {
    if (i === 0 || total !== rated[i - 1].total) place = i + 1;
    return { entry, place, prize: place <= cut };
  });
  const unplaced = entries
    .filter((entry) => entry.total === null)
    .sort(byCage)
    .map((entry): PlacedEntry<T> => ({ entry, place: null, prize: false }));
  return [...placed, ...unplaced];
}

/** Every class that has entries, in CLASS_CODES order, each placed by placeClass. */
export function classLists<T extends ResultEntryInput>(
  entries: readonly T[],
): { classCode: ClassCode; entries: PlacedEntry<T>[] }[] {
  return CLASS_CODES.flatMap((classCode) => {
    const inClass = entries.filter((entry) => entry.classCode === classCode);
    return inClass.length === 0 ? [] : [{ classCode, entries: placeClass(inClass) }];
  });
}

/** The rated cages of that sex with the highest total, by cage number; empty when there are none. */
export function bestOfSex<T extends ResultEntryInput>(entries: readonly T[], sex: Sex): T[] {
  const rated = entries.filter((entry) => entry.sex === sex && entry.total !== null);
  const best = rated.reduce((max, entry) => Math.max(max, roundedTotal(entry)!), -Infinity);
  return rated.filter((entry) => roundedTotal(entry) === best).sort(byCage);
}

type Scored = Pick<BreederRanking, 'breederId' | 'topTotals' | 'sum' | 'ratedCount'>;

/** Index of the first counted total that differs, or -1 when all are equal. */
function firstDifference(a: Scored, b: Scored): number {
  const length = Math.max(a.topTotals.length, b.topTotals.length);
  for (let i = 0; i < length; i++) {
    if (a.topTotals[i] !== b.topTotals[i]) return i;
  }
  return -1;
}

/** Better first: the higher sum, then the higher best, second and third total. */
function byScore(a: Scored, b: Scored): number {
  if (a.sum !== b.sum) return b.sum - a.sum;
  const i = firstDifference(a, b);
  // A missing total (unranked breeders only) counts below any present one.
  return i === -1 ? 0 : (b.topTotals[i] ?? -Infinity) > (a.topTotals[i] ?? -Infinity) ? 1 : -1;
}

function tieBreakOf(breeder: Scored, ranked: readonly Scored[]): TieBreak | null {
  const sameSum = ranked.filter((other) => other !== breeder && other.sum === breeder.sum);
  if (sameSum.length === 0) return null;
  const depths = sameSum.map((other) => firstDifference(breeder, other));
  if (depths.includes(-1)) return 'SHARED';
  return TIE_BREAK_STEPS[Math.max(...depths)];
}

/**
 * Every breeder with entries: the ranked ones by sum, then best, second and third total (equal ones
 * share the rank), then the unranked ones in the same order; breeder id breaks what remains.
 */
export function rankBreeders(entries: readonly ResultEntryInput[]): BreederRanking[] {
  const totalsByBreeder = new Map<number, number[]>();
  for (const entry of entries) {
    const totals = totalsByBreeder.get(entry.breederId) ?? [];
    const total = roundedTotal(entry);
    if (total !== null) totals.push(total);
    totalsByBreeder.set(entry.breederId, totals);
  }
  const scored = [...totalsByBreeder].map(([breederId, totals]): Scored => {
    const topTotals = totals.sort((a, b) => b - a).slice(0, MIN_RATED_TO_RANK);
    const sum = rounded(topTotals.reduce((acc, total) => acc + total, 0));
    return { breederId, topTotals, sum, ratedCount: totals.length };
  });
  const order = (a: Scored, b: Scored) => byScore(a, b) || a.breederId - b.breederId;
  const ranked = scored.filter((b) => b.ratedCount >= MIN_RATED_TO_RANK).sort(order);
  const unranked = scored.filter((b) => b.ratedCount < MIN_RATED_TO_RANK).sort(order);

  let rank = 0;
  const rankings = ranked.map((breeder, i) => {
    if (i === 0 || byScore(ranked[i - 1], breeder) !== 0) rank = i + 1;
    return toRanking(breeder, rank, tieBreakOf(breeder, ranked));
  });
  return [...rankings, ...unranked.map((breeder) => toRanking(breeder, null, null))];
}

function toRanking(breeder: Scored, rank: number | null, tieBreak: TieBreak | null): BreederRanking {
  const { breederId, topTotals, sum, ratedCount } = breeder;
  return { breederId, rank, topTotals, sum, ranked: rank !== null, tieBreak, ratedCount };
}

/** The rank-1 breeders (empty when nobody ranks). */
export function champions(ranking: readonly BreederRanking[]): BreederRanking[] {
  return ranking.filter((breeder) => breeder.rank === 1);
}
