/**
 * Rules of a judge's op (a rating or a skip of one cage), shared by the server, which enforces
 * them, and the point card and outbox, which show and order them. See docs/domain.md (judging).
 */
import {
  isScoreInScheme,
  RATING_CATEGORIES,
  type RatingCategory,
  type RatingScheme,
} from './ratingScheme.ts';

export const JUDGING_KINDS = ['RATE', 'SKIP'] as const;
export type JudgingKind = (typeof JUDGING_KINDS)[number];

/** Why a cage was skipped: the pigeon is not there, it is sick, or something else (see the note). */
export const SKIP_REASONS = ['ABSENT', 'SICK', 'OTHER'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** An op that arrived after the event ended waits for an admin's decision. */
export const LATE_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type LateStatus = (typeof LATE_STATUSES)[number];

/** Ops per submitJudgingOps call; the outbox sends half of it, so one batch never hits the limit. */
export const MAX_OPS_PER_BATCH = 200;
/** The judge's remark on the card. */
export const MAX_NOTE_LENGTH = 500;

export type Scores = Record<RatingCategory, number>;

/**
 * The total is the sum of the five scores, computed where it is shown and on the server, never
 * taken from the client. Rounded to 6 places so steps like 0.1 add up to what people expect.
 */
export function totalOf(scores: Scores): number {
  const sum = RATING_CATEGORIES.reduce((acc, category) => acc + scores[category], 0);
  return Math.round(sum * 1e6) / 1e6;
}

/** The first category whose score is ≤ 0 or off the event's scheme (bounds and step), else null. */
export function firstScoreOutsideScheme(scheme: RatingScheme, scores: Scores): RatingCategory | null {
  for (const category of RATING_CATEGORIES) {
    const score = scores[category];
    if (!(score > 0) || !isScoreInScheme(scheme, category, score)) return category;
  }
  return null;
}

/** What orders the ops of one cage: the judge's clock, then the op id (lower-case UUID text). */
export interface OpOrder {
  clientTime: string | Date;
  opId: string;
}

/**
 * True when `a` decides the cage over `b`: a later client time, or the same time and a higher op
 * id. Any arrival order of the same ops therefore ends in the same judgement.
 */
export function decidesOver(a: OpOrder, b: OpOrder): boolean {
  const ta = new Date(a.clientTime).getTime();
  const tb = new Date(b.clientTime).getTime();
  if (ta !== tb) return ta > tb;
  return a.opId.toLowerCase() > b.opId.toLowerCase();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
