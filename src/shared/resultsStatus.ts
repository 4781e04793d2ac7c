/**
 * Provisional, then final results (docs/domain.md, Provisional and final results). German show
 * practice: when a show ends its results are published provisionally; breeders with pigeons in the
 * show may object within the objection period (days after the end, an event setting); the office
 * answers each objection and corrects what was wrong, with a reason, on the record; then it
 * finalises the results, which are the basis of prizes, certificates and the season's championship.
 * Once final, nothing about them changes any more.
 */

const RESULTS_STATUSES = ['PROVISIONAL', 'FINAL'] as const;
export type ResultsStatus = (typeof RESULTS_STATUSES)[number];

/** The objection period an event gets unless the office sets another, in days after the end. */
export const DEFAULT_OBJECTION_DAYS = 7;
/** The longest objection period: two months (0 days: finalising is allowed right after the end). */
export const MAX_OBJECTION_DAYS = 60;

/** Open objections a breeder may have in one show at a time (each cage one). */
export const MAX_OPEN_OBJECTIONS = 10;

/** Longest texts: an objection's reason, the office's answer, a correction's reason. */
export const MAX_OBJECTION_REASON_LENGTH = 2_000;
export const MAX_OBJECTION_ANSWER_LENGTH = 2_000;
export const MAX_CORRECTION_REASON_LENGTH = 500;

export const OBJECTION_STATUSES = ['OPEN', 'UPHELD', 'REJECTED'] as const;
export type ObjectionStatus = (typeof OBJECTION_STATUSES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a number of days is an objection period an event may have (whole days, 0–60). */
export function isObjectionDays(days: number): boolean {
  return Number.isInteger(days) && days >= 0 && days <= MAX_OBJECTION_DAYS;
}

/**
 * The end of the objection period: the moment of the end plus the period's days (24 hours each;
 * a show ended on Saturday at 18:00 with 7 days takes objections until the next Saturday, 18:00).
 */
export function objectionDeadline(endedAt: Date, objectionDays: number): Date {
  return new Date(endedAt.getTime() + objectionDays * DAY_MS);
}

/** The results' status: none before the end, provisional from the end on, final once finalised. */
export function resultsStatusOf(event: {
  ended: boolean;
  resultsFinalAt: Date | null;
}): ResultsStatus | null {
  if (!event.ended) return null;
  return event.resultsFinalAt ? 'FINAL' : 'PROVISIONAL';
}

/**
 * Why the results cannot be finalised now, or null: they are final already; the objection period
 * still runs (unless the office finalises early, on purpose); an objection waits for its answer; a
 * rating that arrived after the end waits for the office's decision (it may change the results).
 */
export function finalizeProblem(input: {
  status: ResultsStatus | null;
  deadline: Date | null;
  now: Date;
  openObjections: number;
  pendingLateRatings: number;
  early: boolean;
}):
  | 'EVENT_RATINGS_NOT_FINISHED'
  | 'RESULTS_FINAL'
  | 'OBJECTION_PERIOD_RUNNING'
  | 'OBJECTIONS_OPEN'
  | 'LATE_RATINGS_OPEN'
  | null {
  if (input.status === null) return 'EVENT_RATINGS_NOT_FINISHED';
  if (input.status === 'FINAL') return 'RESULTS_FINAL';
  if (input.deadline && input.now.getTime() < input.deadline.getTime() && !input.early)
    return 'OBJECTION_PERIOD_RUNNING';
  if (input.openObjections > 0) return 'OBJECTIONS_OPEN';
  if (input.pendingLateRatings > 0) return 'LATE_RATINGS_OPEN';
  return null;
}

/**
 * Objections are taken while the results are provisional and the period runs; a show without a
 * deadline (its end was not recorded) takes none.
 */
export function objectionProblem(input: {
  status: ResultsStatus | null;
  deadline: Date | null;
  now: Date;
}): 'EVENT_RATINGS_NOT_FINISHED' | 'RESULTS_FINAL' | 'OBJECTION_PERIOD_OVER' | null {
  if (input.status === null) return 'EVENT_RATINGS_NOT_FINISHED';
  if (input.status === 'FINAL') return 'RESULTS_FINAL';
  if (!input.deadline || input.now.getTime() >= input.deadline.getTime()) return 'OBJECTION_PERIOD_OVER';
  return null;
}
