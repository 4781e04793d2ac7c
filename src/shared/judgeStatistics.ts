/**
 * How each judge of a show judged, for the show office (docs/domain.md, Judge statistics): the
 * arithmetic the server answers `judgeStatistics` with and the thresholds the office page names.
 * Pure: the caller passes the cages' judgements that count (a rating's total, or a skip).
 */
import { CLASS_CODES, type ClassCode } from './classification.ts';

/**
 * A rating is an outlier when its total lies more than this many of its class's spreads (standard
 * deviations) from the class's mean: about one rating in twenty of a class judged evenly.
 */
export const OUTLIER_SPREADS = 2;

/**
 * A class names outliers only from this many ratings on. With fewer, one rating moves the mean and
 * the spread too much to say what is far; and with the population spread no rating of a class of 5
 * or fewer can lie more than 2 spreads from its mean anyway (at most √(n − 1) of them).
 */
export const OUTLIER_MIN_CLASS_RATINGS = 6;

/**
 * A judge whose mean lies more than this many points below (above) the mean of the same classes is
 * named stricter (more lenient). One point is an eighth of the default scheme's range (87–95).
 */
export const TENDENCY_POINTS = 1;

/** A tendency is named from this many ratings of the judge on: two or three low ratings prove nothing. */
export const TENDENCY_MIN_RATINGS = 5;

export type JudgeTendency = 'STRICTER' | 'MORE_LENIENT';

/** A cage's judgement that counts for the statistics: the judge's rating (its total) or skip (null). */
export interface StatJudgement {
  cageId: number;
  cageNumber: number;
  classCode: ClassCode;
  judgeId: number;
  /** The rating's total; null for a skip. */
  total: number | null;
}

export interface JudgeFigures {
  judgeId: number;
  /** The classes the judge rated cages in, in class order. */
  classes: ClassCode[];
  /** The cages the judge rated (skips are no ratings). */
  ratings: number;
  skips: number;
  /** The mean total of the judge's ratings; null without one. */
  meanTotal: number | null;
  /** The population standard deviation of those totals; null without a rating. */
  spread: number | null;
  /**
   * The judge's mean less the mean of every judge's ratings in the same classes, each class weighed
   * as often as this judge rated in it: below 0 stricter, above 0 more lenient. Null without a rating.
   */
  deviation: number | null;
  tendency: JudgeTendency | null;
}

export interface ClassFigures {
  classCode: ClassCode;
  ratings: number;
  mean: number;
  spread: number;
}

export interface RatingOutlier {
  cageId: number;
  cageNumber: number;
  classCode: ClassCode;
  judgeId: number;
  total: number;
  classMean: number;
  classSpread: number;
}

export interface JudgeStatisticsFigures {
  /** Every judge named in `judgeIds` or with a judgement, by judge id. */
  judges: JudgeFigures[];
  /** Every class with a rating, in class order. */
  classes: ClassFigures[];
  /** By class order, then cage number. */
  outliers: RatingOutlier[];
}

/**
 * Figures are sums of totals on steps like 0.25 or 0.1: rounded to 6 places (as totals are compared),
 * a judge who rated every cage deviates by 0, not by 1e-14; `+ 0` makes −0 a plain 0.
 */
function rounded(value: number): number {
  return Math.round(value * 1e6) / 1e6 + 0;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * The population standard deviation (divided by n, not n − 1): the figures describe these ratings
 * themselves, every one the judge gave, not a sample from which to estimate some larger whole; and
 * it is defined for a single rating (0), where the sample's is not.
 */
export function populationSpread(values: readonly number[]): number {
  const m = mean(values);
  return Math.sqrt(mean(values.map((value) => (value - m) ** 2)));
}

/** Stricter or more lenient once the deviation is beyond TENDENCY_POINTS and rests on enough ratings. */
export function tendencyOf(deviation: number | null, ratings: number): JudgeTendency | null {
  if (deviation === null || ratings < TENDENCY_MIN_RATINGS) return null;
  if (deviation < -TENDENCY_POINTS) return 'STRICTER';
  if (deviation > TENDENCY_POINTS) return 'MORE_LENIENT';
  return null;
}

/** Whether a total lies far from its class's mean (see OUTLIER_SPREADS, OUTLIER_MIN_CLASS_RATINGS). */
export function isOutlier(total: number, of: Omit<ClassFigures, 'classCode'>): boolean {
  return (
    of.ratings >= OUTLIER_MIN_CLASS_RATINGS &&
    rounded(Math.abs(total - of.mean)) > rounded(OUTLIER_SPREADS * of.spread)
  );
}

const classOrder = (code: ClassCode) => CLASS_CODES.indexOf(code);

/**
 * Each judge's figures, each class's, and the ratings far from their class's mean, from the
 * judgements that count. `judgeIds`: the judges to list even without a judgement yet (those
 * assigned to the show), so the office sees who has not begun.
 */
export function judgeStatistics(
  judgements: readonly StatJudgement[],
  judgeIds: readonly number[] = [],
): JudgeStatisticsFigures {
  const ratings = judgements.filter((j): j is StatJudgement & { total: number } => j.total !== null);
  const totalsOfClass = new Map<ClassCode, number[]>();
  for (const rating of ratings) {
    const totals = totalsOfClass.get(rating.classCode) ?? [];
    totals.push(rating.total);
    totalsOfClass.set(rating.classCode, totals);
  }
  const classes = [...totalsOfClass]
    .map(([classCode, totals]) => ({
      classCode,
      ratings: totals.length,
      mean: mean(totals),
      spread: populationSpread(totals),
    }))
    .sort((a, b) => classOrder(a.classCode) - classOrder(b.classCode));
  const classOf = new Map(classes.map((c) => [c.classCode, c]));

  const ids = [...new Set([...judgeIds, ...judgements.map((j) => j.judgeId)])].sort((a, b) => a - b);
  const judges = ids.map((judgeId): JudgeFigures => {
    const own = ratings.filter((r) => r.judgeId === judgeId);
    const skips = judgements.filter((j) => j.judgeId === judgeId && j.total === null).length;
    const classCodes = [...new Set(own.map((r) => r.classCode))].sort(
      (a, b) => classOrder(a) - classOrder(b),
    );
    if (own.length === 0)
      return {
        judgeId,
        classes: [],
        ratings: 0,
        skips,
        meanTotal: null,
        spread: null,
        deviation: null,
        tendency: null,
      };
    const totals = own.map((r) => r.total);
    // Each rating against its own class's mean: a judge of a strong class is not "lenient" for it.
    const deviation = rounded(mean(own.map((r) => r.total - classOf.get(r.classCode)!.mean)));
    return {
      judgeId,
      classes: classCodes,
      ratings: own.length,
      skips,
      meanTotal: rounded(mean(totals)),
      spread: rounded(populationSpread(totals)),
      deviation,
      tendency: tendencyOf(deviation, own.length),
    };
  });

  const outliers = ratings
    .filter((r) => isOutlier(r.total, classOf.get(r.classCode)!))
    .map(
      (r): RatingOutlier => ({
        cageId: r.cageId,
        cageNumber: r.cageNumber,
        classCode: r.classCode,
        judgeId: r.judgeId,
        total: r.total,
        classMean: rounded(classOf.get(r.classCode)!.mean),
        classSpread: rounded(classOf.get(r.classCode)!.spread),
      }),
    )
    .sort(
      (a, b) =>
        classOrder(a.classCode) - classOrder(b.classCode) ||
        a.cageNumber - b.cageNumber ||
        a.cageId - b.cageId,
    );

  return {
    judges,
    classes: classes.map((c) => ({ ...c, mean: rounded(c.mean), spread: rounded(c.spread) })),
    outliers,
  };
}
